"""The reason given for a suggestion: the first rule that holds for it, compared as the
table shows the figures; and over real decisions of every game, never a reason that is
not true of that decision."""

import math
import random
from dataclasses import replace
from typing import Any

import pytest
from test_hint_statistics import decisions
from test_score_aim import played_deals

from cardavia.ai.search.player import (
    CARD_POINTS,
    POINTS_UNIT,
    SCORE,
    SCORE_UNIT,
    Advice,
    Estimate,
    SearchPlayer,
)
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.reasons import Reason, percent, reason_for, shown
from cardavia.ai.search.statistics import OptionStats
from cardavia.core.cards import format_card, parse_card
from cardavia.core.game import Play
from cardavia.core.state import PLAY
from cardavia.games.registry import GAMES
from cardavia.games.schafkopf.actions import PASS

PLAIN = OptionStats(
    points=60.0,
    score=0.0,
    others_score=0.0,
    win=0.5,
    schneider=0.0,
    schneider_against=0.0,
    deals=10,
    won=5,
    lost=5,
    schneider_deals=0,
    schneider_against_deals=0,
)


def advice(unit: str, *options: OptionStats, measure: str = CARD_POINTS) -> Advice:
    """Synthetic advice over ten deals: the options best first, valued 3, 2, 1, …"""
    estimates = tuple(
        Estimate(Play(card), float(len(options) - index), stats)
        for index, (card, stats) in enumerate(zip((0, 1, 2, 3), options, strict=False))
    )
    return Advice(estimates, measure, 10, unit)


def test_one_option_is_your_only_choice() -> None:
    alone = Advice((Estimate(PASS, math.nan),), SCORE, 0, SCORE_UNIT)
    assert reason_for(alone) == Reason("only_option", {})


def test_options_alike_say_so_unless_the_table_shows_a_difference() -> None:
    alike = advice(POINTS_UNIT, PLAIN, PLAIN)
    alike = replace(alike, estimates=tuple(replace(e, value=1.0) for e in alike.estimates))
    assert reason_for(alike) == Reason("all_alike", {"count": 10})
    [first, second] = alike.estimates
    more = replace(first, stats=replace(PLAIN, points=65.0))
    assert reason_for(replace(alike, estimates=(more, second))) == Reason("most_points", {})


@pytest.mark.parametrize("unit", [POINTS_UNIT, SCORE_UNIT])
def test_schneider_for_your_side_likelier(unit: str) -> None:
    likelier = replace(PLAIN, schneider=0.3, points=70.0, score=2.0)
    assert reason_for(advice(unit, likelier, PLAIN)).code == "schneider_likelier"  # type: ignore[union-attr]


def test_a_difference_the_table_does_not_show_is_no_reason() -> None:
    """0.4 % and 0.2 % both read 0 %; 61.4 and 61.2 points both read 61."""
    hardly = replace(PLAIN, schneider=0.004, points=61.4)
    other = replace(PLAIN, schneider=0.002, points=61.2)
    assert reason_for(advice(POINTS_UNIT, hardly, other)) == Reason("best_average", {"count": 10})


def test_less_danger_of_schneider_against_your_side() -> None:
    safer = replace(PLAIN, schneider_against=0.1)
    riskier = replace(PLAIN, schneider_against=0.4, points=70.0)
    assert reason_for(advice(POINTS_UNIT, safer, riskier)) == Reason("avoids_schneider", {})


def test_most_card_points_then_most_wins_in_card_play() -> None:
    assert reason_for(advice(POINTS_UNIT, replace(PLAIN, points=70.0), PLAIN)) == Reason(
        "most_points", {}
    )
    wins = replace(PLAIN, points=None, win=0.8)
    assert reason_for(advice(POINTS_UNIT, wins, replace(PLAIN, points=None))) == Reason(
        "wins_most", {}
    )


def test_every_other_bid_losing_says_so_before_the_chances() -> None:
    passing = replace(PLAIN, score=0.0, win=0.2)
    bidding = replace(PLAIN, score=-4.0, win=0.6)
    assert reason_for(advice(SCORE_UNIT, passing, bidding)) == Reason("others_cost", {})


def test_a_bid_won_more_often_then_the_best_score() -> None:
    assert reason_for(advice(SCORE_UNIT, replace(PLAIN, win=0.7), PLAIN)) == Reason("wins_most", {})
    assert reason_for(advice(SCORE_UNIT, replace(PLAIN, score=6.0), PLAIN)) == Reason(
        "best_score", {}
    )


def test_the_score_against_the_other_side_when_nothing_else_shows() -> None:
    own_less = replace(PLAIN, score=-1.0)
    assert reason_for(advice(SCORE_UNIT, own_less, PLAIN, measure=SCORE)) == Reason(
        "best_against_others", {}
    )
    assert reason_for(advice(SCORE_UNIT, own_less, PLAIN, measure=CARD_POINTS)) == Reason(
        "best_average", {"count": 10}
    )


def test_nothing_weighed_gives_no_reason() -> None:
    unweighed = Advice((Estimate(Play(0), math.nan), Estimate(Play(1), math.nan)), SCORE, 0)
    assert reason_for(unweighed) is None


def test_a_card_sure_to_take_the_trick_in_most_deals() -> None:
    """The last to play takes the trick with a card that beats those laid: in every deal."""
    for states in played_deals("skat", 6, seed=2):
        for state in states:
            if state.phase == PLAY and state.to_move == 0 and len(state.trick) == 2:
                for action in state.legal_actions():
                    after = state.apply(action)
                    if after.tricks[-1].winner != 0:
                        continue
                    weighed = (state,) * 3
                    sure = advice(POINTS_UNIT, PLAIN, PLAIN)
                    other = Estimate(Play(63), 1.0, PLAIN)
                    sure = replace(sure, estimates=(Estimate(action, 2.0, PLAIN), other))
                    sure = replace(sure, weighed=weighed, deals=3)
                    assert reason_for(sure) == Reason("sure_trick", {"count": 3, "of": 3})
                    return
    pytest.fail("seat 0 never took a trick as the last to play")


def test_a_card_worth_ten_or_more_rated_lower_stays_in_your_hand() -> None:
    """Last to a Schafkopf trick: a card that loses the trick, suggested over one worth ten
    or more, keeps that one in your hand."""
    for states in played_deals("schafkopf", 30, seed=3):
        for state in states:
            if state.phase != PLAY or state.to_move != 0 or len(state.trick) != 3:
                continue
            values = position_of(state).rules.values
            plays = sorted(state.legal_actions(), key=lambda play: values[play.card])
            cheap, dear = plays[0], plays[-1]
            if values[dear.card] < max(10, values[cheap.card] + 1):
                continue
            if state.apply(cheap).tricks[-1].winner == 0:
                continue
            keeping = Advice(
                (Estimate(cheap, 2.0, PLAIN), Estimate(dear, 1.0, PLAIN)),
                CARD_POINTS,
                1,
                POINTS_UNIT,
                (state,),
            )
            assert reason_for(keeping) == Reason("keeps_card", {"card": format_card(dear.card)})
            return
    pytest.fail("no trick to keep a valuable card from")


# ---------------------------------------------------------------- true of every decision


def stats_of(estimate: Estimate) -> OptionStats:
    assert estimate.stats is not None
    return estimate.stats


def figures(stats: OptionStats) -> tuple[int | None, ...]:
    """The figures the table shows of an option."""
    means = [None if m is None else shown(m) for m in (stats.points, stats.score)]
    return (*means, *map(percent, (stats.win, stats.schneider, stats.schneider_against)))


def check_true(advice: Advice, reason: Reason | None, rng: random.Random) -> None:
    """The reason's claim, checked against the advice by itself."""
    assert reason is not None
    best, *others = advice.estimates
    mine, theirs = stats_of(best), [stats_of(other) for other in others]
    code = reason.code
    if code == "only_option":
        assert not others
    elif code == "all_alike":
        assert all(math.isclose(o.value, best.value, abs_tol=1e-9) for o in others)
        assert all(figures(o) == figures(mine) for o in theirs)
    elif code == "schneider_likelier":
        assert all(percent(mine.schneider) > percent(o.schneider) for o in theirs)
    elif code == "avoids_schneider":
        assert all(percent(mine.schneider_against) < percent(o.schneider_against) for o in theirs)
    elif code == "wins_most":
        assert all(percent(mine.win) > percent(o.win) for o in theirs)
    elif code in {"most_points", "best_score"}:
        field = "points" if code == "most_points" else "score"
        means = [shown(getattr(o, field)) for o in theirs]
        assert max(means) <= shown(getattr(mine, field)) and min(means) < shown(
            getattr(mine, field)
        )
    elif code == "others_cost":
        assert mine.score is not None and shown(mine.score) >= 0
        assert all(o.score is not None and shown(o.score) < 0 for o in theirs)
    elif code == "best_against_others":
        assert advice.measure == SCORE and all(o.value <= best.value for o in others)
    elif code == "keeps_card":
        kept = parse_card(str(reason.details["card"]))
        [other] = [o for o in others if o.action == Play(kept)]
        values = position_of(advice.weighed[0]).rules.values
        assert isinstance(best.action, Play) and other.value < best.value
        assert values[kept] >= 10 and values[kept] > values[best.action.card]
    elif code == "sure_trick":
        count, of = int(reason.details["count"]), int(reason.details["of"])
        assert of == len(advice.weighed) and 2 * count > of
        assert sum(takes_in_random_plays(state, best.action, rng) for state in advice.weighed) >= (
            count
        )
    else:
        assert code == "best_average" and reason.details == {"count": advice.deals}


def takes_in_random_plays(state: Any, play: Any, rng: random.Random) -> bool:
    """Whether ``play`` took the trick in each of twenty random completions of it."""
    seat, done = state.to_move, len(state.tricks)
    for _ in range(20):
        after = state.apply(play)
        while len(after.tricks) == done and not after.is_over:
            after = after.apply(rng.choice(after.legal_actions()))
        if len(after.tricks) == done or after.tricks[done].winner != seat:
            return False
    return True


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_reason_is_true_of_its_decision(game: str) -> None:
    player = SearchPlayer(6, math.inf)
    rng = random.Random(game)
    codes = set()
    for state in decisions(game, deals=3, seed=17, card_play=True)[::2] + decisions(
        game, deals=3, seed=17, card_play=False
    ):
        given = player.advise(state.observation(0), random.Random(5))
        reason = reason_for(given)
        check_true(given, reason, rng)
        codes.add(reason.code if reason else None)
    assert len(codes) >= 3, codes
