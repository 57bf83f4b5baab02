"""A finished deal looked back at: the state before each action of its record, and which of
those actions were a seat's decisions. For records already checked (``cardavia.records``
checks one; a malformed record raises the engine's own errors here)."""

from collections.abc import Mapping, Sequence
from typing import Any

from cardavia.core.game import State
from cardavia.games.registry import GAMES


def states_of(record: Mapping[str, Any]) -> tuple[list[State], State]:
    """The state before each action of ``record``, and the state after the last."""
    game = GAMES[record["game"]]
    state = game.from_record(record)
    states = []
    for entry in record.get("actions", []):
        states.append(state)
        state = state.apply(game.parse_action(entry))
    return states, state


def choices_in(states: Sequence[State], seat: int) -> list[int]:
    """The indices of the actions ``seat`` took with more than one legal option (a forced
    move is no decision), ``states`` being the states before each action."""
    return [
        index
        for index, state in enumerate(states)
        if state.to_move == seat and len(state.legal_actions()) > 1
    ]


def choices_of(record: Mapping[str, Any], seat: int) -> list[int]:
    """The indices in ``record["actions"]`` of ``seat``'s decisions."""
    return choices_in(states_of(record)[0], seat)
