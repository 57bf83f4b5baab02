"""The end of a Jass match in the search (RULES §2.7): a deal in which a team can reach the
match's target (3000, or the table's own: docs/house-rules.md §2).

The first team to reach the target wins the match the moment it gets there, so near the
end a deal is no longer played for its margin but as a race: each team's credits as they
arise against the points it still needs. The solver plays the race (``solver.Race``); a search
player adds the match, worth far more than any deal's points, to each sampled deal's
outcome: seeking the credits that end the match, and when the other team is close,
denying them.

Weis and Stöck not yet credited are counted as if credited already (Weis is credited
before the first trick's points, Stöck with the second of its cards): the race is then
exact but for a Stöck whose timing would decide it.
"""

from cardavia.ai.search.brackets import points_left
from cardavia.ai.search.solver import RACE_LOST, RACE_WON, Position, Race
from cardavia.core.game import State
from cardavia.games.jass.scoring import MATCH_BONUS, STOECK_POINTS, team_of
from cardavia.games.jass.state import JassState

MATCH_WORTH = 10_000.0
"""What winning the match adds to an outcome (and losing it takes away), in the points a
search weighs a Jass deal by: more than any deal can bring, so the match comes first and
the deal's points decide only between options alike for it."""


def race_of(state: JassState, position: Position) -> Race | None:
    """The race of ``position`` (``state``'s card play) when a team can reach the target in
    what is left of the deal; None when neither can, or the credits still to come (Weis,
    Stöck) decide it whatever is played."""
    setup = state.setup
    assert setup.chooser is not None
    needed = [setup.raw_needed[team] - state.credits.raw[team] for team in (0, 1)]
    if not state.tricks and setup.weis_seat is not None:
        needed[team_of(setup.weis_seat)] -= setup.weis_points
    if setup.stoeck_seat is not None and not state.stoeck_claimed:
        needed[team_of(setup.stoeck_seat)] -= STOECK_POINTS
    if min(needed) <= 0 or min(needed) > points_left(position) + MATCH_BONUS:
        return None
    declaring = team_of(setup.chooser)
    others_sweep_open = not any(position.declaring[trick.winner] for trick in state.tricks)
    return Race(needed[declaring], needed[1 - declaring], others_sweep_open)


def race_worth(position: Position, seat: int, outcome: int) -> float:
    """What a race's ``outcome`` (for the declaring side) adds to the seat's outcome."""
    won = outcome == RACE_WON if position.declaring[seat] else outcome == RACE_LOST
    lost = outcome == RACE_LOST if position.declaring[seat] else outcome == RACE_WON
    return MATCH_WORTH * (won - lost)


def match_worth(state: State, seat: int) -> float:
    """What the match adds to the seat's outcome of a finished deal: won, lost, or not
    yet ended (Jass; nothing in the other games)."""
    if not isinstance(state, JassState) or state.winner is None:
        return 0.0
    return MATCH_WORTH if state.winner == team_of(seat) else -MATCH_WORTH
