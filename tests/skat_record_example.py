"""The example Skat deal of RECORDS.md with the hands written out, shared by the record and
command-line tests."""

import copy
import json
from typing import Any

from cardavia.records import FORMAT, replay, write_record

# Dealer 2: forehand is seat 0, middlehand seat 1, rearhand seat 2 (RULES §3.1).
HANDS = [
    ["aU", "lU", "hU", "bU", "aA", "aT", "aK", "aO", "a9", "a8"],
    ["lA", "lT", "lK", "lO", "l9", "l8", "l7", "hA", "hT", "hK"],
    ["hO", "h9", "h8", "bA", "bT", "bK", "bO", "b9", "b7", "a7"],
]
SKAT = ["h7", "b8"]

# The bidding, pick-up, discard and declaration of the RECORDS.md example.
OPENING = [
    {"seat": 1, "bid": 18},
    {"seat": 0, "hold": True},
    {"seat": 1, "pass": True},
    {"seat": 2, "pass": True},
    {"seat": 0, "pickup": True},
    {"seat": 0, "discard": ["h7", "b8"]},
    {"seat": 0, "declare": "h"},
]
EXAMPLE_ACTIONS = [*OPENING, {"seat": 0, "play": "aU"}]

REPORT_KEYS = {
    "game",
    "complete",
    "scores",
    "thrown_in",
    "declarer",
    "bid",
    "contract",
    "hand",
    "matadors",
    "declarer_points",
    "schneider",
    "schwarz",
    "game_value",
    "overbid",
    "won",
}
"""What ``cardavia replay`` prints for a complete Skat deal (RECORDS.md)."""


def record(actions: list[dict[str, Any]] | None = None, **fields: Any) -> dict[str, Any]:
    """The example deal with ``actions`` (default: the example's) and ``fields`` replaced."""
    base = {
        "format": FORMAT,
        "game": "skat",
        "dealer": 2,
        "hands": copy.deepcopy(HANDS),
        "skat": list(SKAT),
        "actions": copy.deepcopy(EXAMPLE_ACTIONS if actions is None else actions),
    }
    base.update(fields)
    return base


def played_out(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The example deal after ``actions``, played to its end with the first legal card."""
    state = replay(record(actions))
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return json.loads(json.dumps(write_record("skat", state)))
