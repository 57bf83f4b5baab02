"""Deal records (``cardavia-deal/1``, RECORDS.md): write, read, validate and replay.

A record is the deal (dealer, hands, game extras such as the skat) plus every action in
order; the state is the replay of the record. Unknown fields are ignored on input.
"""

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardavia.core.errors import BadNotation, IllegalAction, InvalidRecord
from cardavia.core.game import RECORD_FORMAT, JsonDict, State, deal_record
from cardavia.games.registry import GAMES

FORMAT = RECORD_FORMAT


@dataclass(frozen=True)
class IllegalRecordedAction(Exception):
    """The action at ``index`` of a record breaks a rule (or is not an action at all)."""

    index: int
    seat: object
    action: object
    reason: str

    def __str__(self) -> str:
        return (
            f"illegal action {self.index} (seat {self.seat}) "
            f"{json.dumps(self.action, ensure_ascii=False)}: {self.reason}"
        )


def write_record(game: str, state: State) -> JsonDict:
    """The record of ``state``'s deal so far."""
    return deal_record(game, state)


def start_of(record: object) -> State:
    """The state at the start of ``record``'s deal; raises InvalidRecord."""
    if not isinstance(record, Mapping):
        raise InvalidRecord("a deal record is a JSON object")
    if record.get("format") != FORMAT:
        raise InvalidRecord(f'"format" must be "{FORMAT}", not {record.get("format")!r}')
    game = record.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise InvalidRecord(f"unknown game {game!r}: the games are {', '.join(GAMES)}")
    if not isinstance(record.get("actions", []), list):
        raise InvalidRecord('"actions" must be a list')
    return GAMES[game].from_record(record)


def replay(record: object) -> State:
    """The state after every action of ``record``, each checked for legality in order.

    Raises InvalidRecord for a record malformed before any action, and
    IllegalRecordedAction for the first action that is malformed or breaks a rule.
    """
    state = start_of(record)
    assert isinstance(record, Mapping)
    game = GAMES[record["game"]]
    for index, entry in enumerate(record.get("actions", [])):
        state = _replay_one(game.parse_action, state, index, entry)
    return state


def _replay_one(parse: Any, state: State, index: int, entry: object) -> State:
    seat = entry.get("seat") if isinstance(entry, Mapping) else None

    def illegal(reason: str) -> IllegalRecordedAction:
        return IllegalRecordedAction(index, seat, entry, reason)

    if not isinstance(entry, Mapping):
        raise illegal("an action is a JSON object with a seat and one verb")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise illegal('an action names the acting "seat" as a number')
    try:
        action = parse(entry)
    except BadNotation as error:
        raise illegal(str(error)) from None
    if state.is_over:
        raise illegal("the deal is already over")
    if seat != state.to_move:
        raise illegal(f"it is seat {state.to_move}'s turn, not seat {seat}'s")
    try:
        return state.apply(action)
    except IllegalAction as error:
        raise illegal(str(error)) from None


def replay_report(game: str, state: State) -> JsonDict:
    """What ``cardavia replay`` prints for a deal replayed without error (RECORDS.md)."""
    if not state.is_over:
        return {"game": game, "complete": False, "scores": None}
    result = state.result()
    return {"game": game, "complete": True, "scores": list(result.scores), **result.to_json()}


def load_record(text: str) -> object:
    """The JSON value of a record file's text; raises InvalidRecord when it is not JSON."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidRecord(f"not JSON: {error}") from None


def format_record(record: Mapping[str, Any]) -> str:
    """The record as JSON text for people: one line per field and per action."""
    lines = []
    for key, value in record.items():
        if key == "actions":
            continue
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    actions = [f"    {json.dumps(action, ensure_ascii=False)}" for action in record["actions"]]
    body = ",\n".join(actions)
    lines.append('  "actions": [\n' + body + "\n  ]" if actions else '  "actions": []')
    return "{\n" + ",\n".join(lines) + "\n}"
