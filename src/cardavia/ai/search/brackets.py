"""Solved card play from the first card, by the outcomes that change the score.

A full solve from the first trick can take seconds; what a Skat or Schafkopf deal scores
changes only where the declaring side's card points cross a few lines (30/31, 60/61, 89/90,
nothing or everything), so a few null-window searches (``solver.cuts_reached``), a
millisecond or a few each, tell the score exactly. Jass counts every card point: there the
lines are drawn every ``JASS_STEP`` points, and the outcome is known to that precision.
"""

from typing import Any

from cardavia.ai.search.solver import ALL_TRICKS, NO_TRICK, POINTS, Position
from cardavia.core.game import DealResult

JASS_STEP = 10
"""The precision, in card points, of a Jass outcome told by cuts."""


def points_left(position: Position) -> int:
    """The card points still to be taken from ``position`` (the last trick's bonus
    included; the Jass Match bonus aside)."""
    values = position.rules.values
    cards = [*position.trick]
    for hand in position.hands:
        cards += (card for card in range(len(values)) if hand >> card & 1)
    return sum(int(values[card]) for card in cards) + position.rules.last_trick_bonus


def cuts_of(position: Position, projected: Any | None, step: int = JASS_STEP) -> tuple[int, ...]:
    """The declaring side's outcomes from ``position`` (card points still to take, or 1
    for a contract won by tricks) at which the deal's result changes. ``projected``: the
    result for an outcome, ``(outcome) -> DealResult``, where the game can tell it (Skat,
    Schafkopf); otherwise every ``step`` points, nothing, everything and the Match."""
    if position.rules.objective in (NO_TRICK, ALL_TRICKS):
        return (1,)
    assert position.rules.objective == POINTS
    left = points_left(position)
    if projected is None:
        most = most_outcome(position)
        return tuple(sorted({1, *range(step, left, step), left, most}))
    cuts = []
    before = _scores(projected(0))
    for outcome in range(1, left + 1):
        now = _scores(projected(outcome))
        if now != before:
            cuts.append(outcome)
        before = now
    return tuple(cuts)


def _scores(result: DealResult) -> tuple[int, ...]:
    return tuple(result.scores)


def outcome_in(cuts: tuple[int, ...], reached: int, left: int) -> int:
    """An outcome standing for all those that reach exactly ``reached`` of ``cuts``, the
    most being ``left`` (1 for a contract won by tricks): their middle. Each game's cuts
    include taking nothing and everything, so those ends stand for themselves."""
    low = 0 if reached == 0 else cuts[reached - 1]
    high = cuts[reached] - 1 if reached < len(cuts) else left
    return (low + high) // 2


def most_outcome(position: Position) -> int:
    """The most the declaring side can take from ``position``: 1 for a contract won by
    tricks; else every card point left, and the Jass Match bonus while it is open."""
    if position.rules.objective != POINTS:
        return 1
    sweep = position.rules.sweep_bonus if position.sweep_open else 0
    return points_left(position) + sweep
