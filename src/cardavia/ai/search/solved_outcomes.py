"""What a deal solved with every hand open comes to for one seat.

The solver tells the declaring side's card points still to take (or whether a contract
won by tricks is made); a player counts card points by the end of the deal, wins,
Schneider and the score. These turn one into the other, through the engines' own scoring
(``ProjectsResult``) where a game can project its result, and Jass's credits otherwise.
"""

from typing import Any, NamedTuple, Protocol, runtime_checkable

from cardavia.ai.outcomes import relative_score
from cardavia.ai.search.match_end import match_worth
from cardavia.ai.search.solver import ALL_TRICKS, NO_TRICK, POINTS, Position
from cardavia.ai.search.statistics import Outcome, jass_outcome, outcome_of
from cardavia.core.game import DealResult, State
from cardavia.core.state import TrickTakingState
from cardavia.games.jass.scoring import MATCH_BONUS, STOECK_POINTS
from cardavia.games.jass.state import JassState

POINTS_BESIDE_SCORE = 1e-5
"""What a card point weighs beside a point of score when solved card play aims for the
score: the 120 card points of a deal weigh about a thousandth of one, so they decide only
between cards that score alike, for the one that keeps a margin for what the samples got
wrong."""


@runtime_checkable
class ProjectsResult(Protocol):
    """A game state that can tell a deal's result from the declaring side's final take."""

    players: int

    def projected_result(self, side_points: int, side_tricks: int) -> DealResult: ...


def jass_scores(state: JassState, position: Position, seat: int, outcome: int) -> tuple[int, int]:
    """The seat's team's score and the other team's, had the deal ended with the solver's
    ``outcome`` for the declaring team: card points and the Match, the Weis and the Stöck,
    times the contract's multiplier (a match ending at its target within the deal aside)."""
    setup = state.setup
    assert setup.contract is not None
    take = declaring_take(state, position, outcome)
    all_points = take.all_points + position.rules.last_trick_bonus
    swept = take.points > all_points
    declaring_raw = take.points
    others_raw = all_points - (take.points - MATCH_BONUS if swept else take.points)
    others_raw += MATCH_BONUS if take.tricks == 0 else 0
    extras = [0, 0]
    if setup.weis_seat is not None:
        extras[setup.weis_seat % 2] += setup.weis_points
    if setup.stoeck_seat is not None:
        extras[setup.stoeck_seat % 2] += STOECK_POINTS
    declaring_team = 0 if position.declaring[0] else 1
    declaring_raw += extras[declaring_team]
    others_raw += extras[1 - declaring_team]
    multiplier = setup.contract.multiplier
    declaring, others = multiplier * declaring_raw, multiplier * others_raw
    return (declaring, others) if position.declaring[seat] else (others, declaring)


def projector(state: TrickTakingState[Any], position: Position) -> Any | None:
    """The deal's result for an outcome of the declaring side from ``position``, where
    the game can tell it (Skat, Schafkopf); None otherwise."""
    if not isinstance(state, ProjectsResult):
        return None
    return lambda outcome: projected_result(state, position, outcome)


def final_outcome(state: State, seat: int, match_aware: bool = True) -> Outcome:
    """The seat's outcome of a finished deal, valued by its relative score (and, where
    ``match_aware``, by the Jass match it won or lost)."""
    assert isinstance(state, TrickTakingState)
    result = state.result()
    value = relative_score(state.players, isinstance(state, JassState), result, seat)
    if match_aware:
        value += match_worth(state, seat)
    return outcome_of(result, seat, value)


def card_points_for_seat(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int
) -> float:
    """The solver's ``outcome`` for the declaring side from here, as the seat's side's card
    points in tricks by the end of the deal (or its chance of winning, 0 or 1)."""
    declaring = position.declaring[seat]
    if position.rules.objective != POINTS:
        return float(outcome if declaring else 1 - outcome)
    take = declaring_take(state, position, outcome)
    if declaring:
        return float(take.points)
    return float(max(0, take.all_points + position.rules.last_trick_bonus - take.points))


def score_for_seat(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int
) -> float:
    """The seat's score less the other side's mean, had the deal ended with the solver's
    ``outcome`` for the declaring side (``declaring_take``)."""
    result = projected_result(state, position, outcome)
    return relative_score(state.players, False, result, seat)


def projected_result(state: TrickTakingState[Any], position: Position, outcome: int) -> DealResult:
    """The deal's result had it ended with the solver's ``outcome`` for the declaring
    side (Skat and Schafkopf)."""
    assert isinstance(state, ProjectsResult)
    take = declaring_take(state, position, outcome)
    return state.projected_result(take.points, take.tricks)


def solved_outcome(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int
) -> Outcome:
    """The seat's outcome had the deal ended with the solver's ``outcome`` for the
    declaring side from ``position``, as solved card play counts it: its side's card
    points by the end of the deal (the skat's, Jass's Match bonus included) or, for a
    contract won by tricks, whether its side wins."""
    value = card_points_for_seat(state, position, seat, outcome)
    return valued_solved_outcome(state, position, seat, outcome, value)


def valued_solved_outcome(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int, value: float
) -> Outcome:
    """The seat's outcome had the deal ended with the solver's ``outcome`` for the
    declaring side; ``value`` is what the search makes of it."""
    if isinstance(state, ProjectsResult):
        return outcome_of(projected_result(state, position, outcome), seat, value)
    take = declaring_take(state, position, outcome)  # Jass: card points, the Match aside
    rules = position.rules
    all_points = take.all_points + rules.last_trick_bonus
    declaring_swept = take.points > all_points
    declaring_points = take.points - rules.sweep_bonus if declaring_swept else take.points
    others_swept = take.tricks == 0
    if position.declaring[seat]:
        mine, theirs = declaring_points, all_points - declaring_points
        return jass_outcome(mine, theirs, declaring_swept, others_swept)
    mine, theirs = all_points - declaring_points, declaring_points
    return jass_outcome(mine, theirs, others_swept, declaring_swept)


def score_then_points_for_seat(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int
) -> float:
    """The seat's score (``score_for_seat``) and, by far the lesser weight, its side's card
    points: among cards that score alike, the one that takes more points."""
    card_points = card_points_for_seat(state, position, seat, outcome)
    return score_for_seat(state, position, seat, outcome) + POINTS_BESIDE_SCORE * card_points


class _Take(NamedTuple):
    points: int
    """The declaring side's card points in tricks by the end of the deal."""
    tricks: int
    """Its tricks by the end of the deal. The solver counts card points, not tricks, so
    the tricks still to come are taken as all of them when the side takes every point
    left, none when it takes no point, and one otherwise: Schwarz is read from the points
    (wrong only where a trick without points would decide it)."""
    all_points: int
    """The card points in all tricks of the deal."""


def declaring_take(state: TrickTakingState[Any], position: Position, outcome: int) -> _Take:
    """What the declaring side takes by the end of the deal, given the solver's ``outcome``
    from ``position``: card points still to take, or for a contract won or lost by tricks,
    whether it is won (Null: no trick taken; Tout: every trick)."""
    values = position.rules.values
    side_points = side_tricks = all_points = 0
    for trick in state.tricks:
        points = sum(int(values[card]) for card in trick.cards)
        all_points += points
        if position.declaring[trick.winner]:
            side_points += points
            side_tricks += 1
    cards_left = [*position.trick]
    for hand in position.hands:
        cards_left += (card for card in range(len(values)) if hand >> card & 1)
    left = sum(int(values[card]) for card in cards_left)
    tricks_left = len(cards_left) // len(position.hands)
    objective = position.rules.objective
    if objective == NO_TRICK:
        future_points, future_tricks = 0, 0 if outcome else 1
    elif objective == ALL_TRICKS:
        future_points, future_tricks = (left, tricks_left) if outcome else (0, 0)
    else:
        future_points = outcome
        future_tricks = 0 if outcome == 0 else tricks_left if outcome >= left else 1
    return _Take(side_points + future_points, side_tricks + future_tricks, all_points + left)
