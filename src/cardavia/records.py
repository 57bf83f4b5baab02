"""Deal records (``cardavia-deal/1``, RECORDS.md): write, read, validate and replay.

A record is the deal (dealer, hands, game extras such as the skat) plus every action in
order; the state is the replay of the record. Unknown fields are ignored on input.

A record file that is refused is refused in one wording wherever it is read: the line
``cardavia replay`` prints, which the web app shows in the reader's language
(``RecordRefused``).
"""

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardavia.core.errors import BadNotation, CardaviaError, IllegalAction, InvalidRecord
from cardavia.core.game import RECORD_FORMAT, JsonDict, State, deal_record
from cardavia.games.registry import GAMES

FORMAT = RECORD_FORMAT


class RecordRefused(CardaviaError):
    """A record file refused, in the one line ``cardavia replay`` prints for it (RECORDS.md):
    a message template with its details, so that a user interface can say it in the
    reader's language."""


# Not frozen: raising sets ``__traceback__`` on the exception.
@dataclass
class IllegalRecordedAction(Exception):
    """The action at ``index`` of a record breaks a rule (or is not an action at all):
    ``reason`` says which, in the player's terms."""

    index: int
    seat: object
    action: object
    reason: CardaviaError

    def refusal(self) -> RecordRefused:
        return RecordRefused(
            "illegal action {index} (seat {seat}) {action}: {reason}",
            index=self.index,
            seat=self.seat,
            action=json.dumps(self.action, ensure_ascii=False),
            reason=self.reason,
        )

    def __str__(self) -> str:
        return str(self.refusal())


def write_record(game: str, state: State) -> JsonDict:
    """The record of ``state``'s deal so far."""
    return deal_record(game, state)


def start_of(record: object) -> State:
    """The state at the start of ``record``'s deal; raises InvalidRecord."""
    if not isinstance(record, Mapping):
        raise InvalidRecord("a deal record is a JSON object")
    if record.get("format") != FORMAT:
        raise InvalidRecord(
            '"format" must be "{format}", not {found}',
            format=FORMAT,
            found=repr(record.get("format")),
        )
    game = record.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise InvalidRecord(
            "unknown game {game}: the games are {games}", game=repr(game), games=", ".join(GAMES)
        )
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

    def illegal(reason: CardaviaError) -> IllegalRecordedAction:
        return IllegalRecordedAction(index, seat, entry, reason)

    if not isinstance(entry, Mapping):
        raise illegal(BadNotation("an action is a JSON object with a seat and one verb"))
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise illegal(BadNotation('an action names the acting "seat" as a number'))
    try:
        action = parse(entry)
    except BadNotation as error:
        raise illegal(error) from None
    if state.is_over:
        raise illegal(IllegalAction("the deal is already over"))
    if seat != state.to_move:
        raise illegal(
            IllegalAction(
                "it is seat {turn}'s turn, not seat {seat}'s", turn=state.to_move, seat=seat
            )
        )
    try:
        return state.apply(action)
    except IllegalAction as error:
        raise illegal(error) from None


def replay_report(game: str, state: State) -> JsonDict:
    """What ``cardavia replay`` prints for a deal replayed without error (RECORDS.md)."""
    if not state.is_over:
        return {"game": game, "complete": False, "scores": None}
    result = state.result()
    return {"game": game, "complete": True, "scores": list(result.scores), **result.to_json()}


def load_record(text: str | bytes) -> object:
    """The JSON value of a record file's text (or its bytes, UTF-8); raises InvalidRecord
    when it is not JSON."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise InvalidRecord("not JSON: a record file is text in UTF-8") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidRecord(
            "not JSON: it goes wrong at line {line}, column {column}",
            line=error.lineno,
            column=error.colno,
        ) from None
    except RecursionError:
        raise InvalidRecord("its JSON is nested too deeply for a deal record") from None
    except ValueError:  # an integer longer than Python converts (sys.get_int_max_str_digits)
        raise InvalidRecord("a number in it is too long for a deal record") from None


def read_record(text: str | bytes) -> tuple[Mapping[str, Any], State]:
    """A record file's record and the state after its last action, every action checked in
    order; raises RecordRefused saying why it is refused, as ``cardavia replay`` says it."""
    try:
        record = load_record(text)
        state = replay(record)
    except InvalidRecord as error:
        raise RecordRefused("invalid record: {reason}", reason=error) from None
    except IllegalRecordedAction as error:
        raise error.refusal() from None
    assert isinstance(record, Mapping)
    return record, state


def read_finished_record(text: str | bytes) -> tuple[Mapping[str, Any], State]:
    """``read_record`` of a record whose deal has ended (only a finished deal is looked
    back at); raises RecordRefused for an unfinished one too."""
    record, state = read_record(text)
    if not state.is_over:
        raise RecordRefused(
            "unfinished deal: the record stops before the deal's end, and only a finished "
            "deal can be looked back at"
        )
    return record, state


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
