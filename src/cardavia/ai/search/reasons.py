"""Why the search suggests an option, said from facts it already has.

A reason is a code and its details (``{"code": "sure_trick", "count": 9, "of": 10}``);
the table says it in the player's language. The first rule that holds for the suggested
option gives it, so a reason is always true of that decision. Shares and means are
compared as the table shows them (whole percents, whole points), so a reason never
claims a difference the player cannot see.

Every decision starts with:

- ``only_option``: the one legal choice.
- ``all_alike`` (count): every option comes to the same over the sampled deals, in the
  search's measure and in every figure the table shows.

Card play, then:

- ``schneider_likelier``: the other side ends Schneider (Jass: your team takes every
  trick, a Match) in a larger share of the sampled deals than after any other card.
- ``avoids_schneider``: your side ends Schneider (Jass: the others' Match) in a smaller
  share than after any other card.
- ``sure_trick`` (count, of): in more than half of the sampled deals no card the players
  still to play to the trick could lay, whatever they chose, takes it from this one.
- ``keeps_card`` (card): a card worth ten points or more could be played and is rated
  lower; the suggested card is worth less, so that card stays in your hand.
- ``most_points``: no other card brings your side more card points on average, and some
  bring fewer.
- ``wins_most``: your side wins the deal in a larger share than after any other card.

Any other decision (bids, calls, Hand, declaring, pushing, trumps, the discard), then:

- ``others_cost``: the suggested option scores zero or more on average, every other one
  less than zero.
- ``wins_most``, ``schneider_likelier``, ``avoids_schneider`` as above.
- ``best_score``: no other option scores more on average, and some score less.

Last, whatever the decision:

- ``best_against_others``: when the search weighs the seat's score less the other side's
  (``SCORE``), no other option comes to more.
- ``best_average`` (count): the option the search's measure rates best over the sampled
  deals.
"""

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cardavia.ai.search.player import POINTS_UNIT, SCORE, Advice
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.statistics import OptionStats
from cardavia.core.cards import format_card
from cardavia.core.game import Play, State
from cardavia.core.state import TrickTakingState

ALIKE = 1e-9
"""Estimates closer than this are the same (sums of the same outcomes in another order)."""
VALUABLE = 10
"""A card worth this many card points or more (an Ace, a Ten; in Jass the trump Under and
Nell too) is one a player keeps if he can."""


@dataclass(frozen=True)
class Reason:
    """Why an option is suggested: a code and the details its words need."""

    code: str
    details: dict[str, int | str]

    def to_json(self) -> dict[str, int | str]:
        return {"code": self.code, **self.details}


Rule = Callable[[Advice, OptionStats, list[OptionStats]], Reason | None]


def reason_for(advice: Advice) -> Reason | None:
    """The reason for the advice's suggestion (its first option); None when nothing was
    weighed."""
    if len(advice.estimates) == 1:
        return Reason("only_option", {})
    stats = [estimate.stats for estimate in advice.estimates]
    if any(option is None for option in stats):
        return None
    best, *others = (option for option in stats if option is not None)
    rules = CARD_PLAY_RULES if advice.unit == POINTS_UNIT else DECISION_RULES
    for rule in (_all_alike, *rules, _best_against_others):
        reason = rule(advice, best, others)
        if reason is not None:
            return reason
    return Reason("best_average", {"count": advice.deals})


def shown(value: float) -> int:
    """A mean as the table shows it: whole, a half rounded up."""
    return math.floor(value + 0.5)


def percent(share: float) -> int:
    """A share as the table shows it: in whole percents."""
    return shown(100 * share)


def _above_all(best: int, others: Sequence[int]) -> bool:
    return best > max(others)


def _top_of_several(best: int | None, others: Sequence[int | None]) -> bool:
    """Whether ``best`` is known, at least every other, and more than some."""
    known = [other for other in others if other is not None]
    if best is None or len(known) < len(others):
        return False
    return best >= max(known) and best > min(known)


def _all_alike(advice: Advice, best: OptionStats, others: list[OptionStats]) -> Reason | None:
    values = [estimate.value for estimate in advice.estimates]
    shows = _figures(best)
    if max(values) - min(values) < ALIKE and all(_figures(o) == shows for o in others):
        return Reason("all_alike", {"count": advice.deals})
    return None


def _figures(stats: OptionStats) -> tuple[int | None, ...]:
    """An option's figures as the table shows them."""
    return (
        _shown_or_none(stats.points),
        _shown_or_none(stats.score),
        percent(stats.win),
        percent(stats.schneider),
        percent(stats.schneider_against),
    )


def _schneider_likelier(_: Advice, best: OptionStats, others: list[OptionStats]) -> Reason | None:
    if _above_all(percent(best.schneider), [percent(other.schneider) for other in others]):
        return Reason("schneider_likelier", {})
    return None


def _avoids_schneider(_: Advice, best: OptionStats, others: list[OptionStats]) -> Reason | None:
    if percent(best.schneider_against) < min(percent(o.schneider_against) for o in others):
        return Reason("avoids_schneider", {})
    return None


def _wins_most(_: Advice, best: OptionStats, others: list[OptionStats]) -> Reason | None:
    if _above_all(percent(best.win), [percent(other.win) for other in others]):
        return Reason("wins_most", {})
    return None


def _most_points(_: Advice, best: OptionStats, others: list[OptionStats]) -> Reason | None:
    if _top_of_several(_shown_or_none(best.points), [_shown_or_none(o.points) for o in others]):
        return Reason("most_points", {})
    return None


def _best_score(_: Advice, best: OptionStats, others: list[OptionStats]) -> Reason | None:
    if _top_of_several(_shown_or_none(best.score), [_shown_or_none(o.score) for o in others]):
        return Reason("best_score", {})
    return None


def _others_cost(_: Advice, best: OptionStats, others: list[OptionStats]) -> Reason | None:
    mine, scores = _shown_or_none(best.score), [_shown_or_none(o.score) for o in others]
    if mine is not None and mine >= 0 and all(s is not None and s < 0 for s in scores):
        return Reason("others_cost", {})
    return None


def _best_against_others(advice: Advice, _: OptionStats, __: list[OptionStats]) -> Reason | None:
    if advice.measure == SCORE:  # the estimates are already best first
        return Reason("best_against_others", {})
    return None


def _shown_or_none(value: float | None) -> int | None:
    return None if value is None else shown(value)


def _sure_trick(advice: Advice, _: OptionStats, __: list[OptionStats]) -> Reason | None:
    action = advice.estimates[0].action
    if not isinstance(action, Play) or not advice.weighed:
        return None
    sure = sum(_takes_the_trick(state, action) for state in advice.weighed)
    if 2 * sure > len(advice.weighed):
        return Reason("sure_trick", {"count": sure, "of": len(advice.weighed)})
    return None


def _takes_the_trick(state: State, play: Play) -> bool:
    """Whether ``play`` by the player to move takes the trick in progress whatever the
    players after him lay."""
    assert isinstance(state, TrickTakingState)
    seat, done = state.to_move, len(state.tricks)

    def holds(after: TrickTakingState[Any]) -> bool:
        if len(after.tricks) > done:
            return after.tricks[done].winner == seat
        if after.is_over:  # a Jass match decided before the trick is complete
            return False
        return all(holds(after.apply(action)) for action in after.legal_actions())

    return holds(state.apply(play))


def _keeps_card(advice: Advice, _: OptionStats, __: list[OptionStats]) -> Reason | None:
    chosen, *others = advice.estimates
    if not isinstance(chosen.action, Play) or not advice.weighed:
        return None
    values = position_of(advice.weighed[0]).rules.values
    least = max(VALUABLE, int(values[chosen.action.card]) + 1)
    kept = [
        other.action.card
        for other in others  # best rated first
        if isinstance(other.action, Play)
        and other.value < chosen.value
        and int(values[other.action.card]) >= least
    ]
    if not kept:
        return None
    most_valuable = max(kept, key=lambda card: int(values[card]))  # the best rated of equals
    return Reason("keeps_card", {"card": format_card(most_valuable)})


CARD_PLAY_RULES: tuple[Rule, ...] = (
    _schneider_likelier,
    _avoids_schneider,
    _sure_trick,
    _keeps_card,
    _most_points,
    _wins_most,
)
DECISION_RULES: tuple[Rule, ...] = (
    _others_cost,
    _wins_most,
    _schneider_likelier,
    _avoids_schneider,
    _best_score,
)
