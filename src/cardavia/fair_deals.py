"""Fair deals: seeds the server draws, their commitments, and the check anybody can run.

At a table shared by several people nobody may choose the deal. The server draws each
deal's seed, shows every seat the seed's SHA-256 (the commitment) before the first card is
dealt, and reveals the seed when the deal ends. Since the commitment was shown first, the
server could not pick another seed once it saw how the deal went; since the seed shuffles
the cards, ``verify`` (and ``cardavia verify``) can show that it dealt exactly the recorded
hands.
"""

import hashlib
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardavia.core.errors import BadNotation, CardaviaError, InvalidRecord
from cardavia.core.game import RECORD_FORMAT, JsonDict, State
from cardavia.core.variants import Variants
from cardavia.games.registry import GAMES

SEED_DIGITS = 64
"""A seed is 256 random bits written as 64 lowercase hexadecimal digits."""

_HEX_DIGITS = frozenset("0123456789abcdef")


@dataclass(frozen=True)
class Verdict:
    """Whether a seed matches a record's commitment and deals exactly its cards; when it
    does not, ``problems`` says why in plain English, one problem a line."""

    ok: bool
    problems: list[str]


def draw_seed() -> str:
    """A new seed from the operating system's secure random source: nobody can guess or
    choose it, the server's operator included."""
    return secrets.token_hex(SEED_DIGITS // 2)


def is_seed(text: object) -> bool:
    """Whether ``text`` is a seed: 64 lowercase hexadecimal digits."""
    return isinstance(text, str) and len(text) == SEED_DIGITS and set(text) <= _HEX_DIGITS


def commitment(seed: str) -> str:
    """The seed's commitment: the SHA-256 hex digest of its 64 ASCII characters, no newline,
    so that anybody can recompute it (``printf %s SEED | sha256sum``, or
    ``hashlib.sha256(seed.encode()).hexdigest()``). Raises BadNotation for a malformed seed.

    >>> commitment("0" * 64)[:16]
    '60e05bd1b195af2f'
    """
    return hashlib.sha256(_checked(seed).encode("ascii")).hexdigest()


def shuffle_number(seed: str) -> int:
    """The integer the engine shuffles a drawn deal with (``Game.new_deal``)."""
    return int(_checked(seed), 16)


def drawn_deal(game: str, seed: str, variants: Variants | None = None) -> State:
    """A table's first deal drawn with ``seed``: the seed chooses the dealer too (in Jass
    the rose seven's holder leads, RULES §2.1, §2.8). Later deals pass the deal on:
    ``new_deal(shuffle_number(seed), dealer=...)``."""
    if variants is None:
        return GAMES[game].new_deal(shuffle_number(seed))
    return GAMES[game].new_deal(shuffle_number(seed), variants=variants)


def verify(record: object, seed: str) -> Verdict:
    """Whether ``seed`` matches the commitment of ``record`` (a ``cardavia-deal/1`` record
    with a ``"commitment"``) and deals exactly its hands (and skat) with its dealer."""
    try:
        number = shuffle_number(seed)
        start = _dealt(record)
    except CardaviaError as error:
        return Verdict(False, [str(error)])
    assert isinstance(record, Mapping)
    problems = _commitment_problems(record, seed)
    if problems:
        return Verdict(False, problems)
    problems = _card_problems(record["game"], start, number)
    return Verdict(not problems, problems)


def _checked(seed: str) -> str:
    if not is_seed(seed):
        raise BadNotation(
            "A seed is {digits} lowercase hexadecimal digits (0-9, a-f), not {seed}",
            digits=SEED_DIGITS,
            seed=repr(seed)[:80],
        )
    return seed


def _dealt(record: object) -> State:
    """The state at the start of ``record``'s deal, its form checked as replay checks it."""
    if not isinstance(record, Mapping) or record.get("format") != RECORD_FORMAT:
        raise InvalidRecord(f"The record is not a {RECORD_FORMAT} deal record")
    game = record.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise InvalidRecord(f"The record's game {game!r} is none of {', '.join(GAMES)}")
    try:
        return GAMES[game].from_record(record)
    except CardaviaError as error:
        raise InvalidRecord(f"The record is not a valid deal record: {error}") from None


def _commitment_problems(record: Mapping[str, Any], seed: str) -> list[str]:
    committed = record.get("commitment")
    if committed is None:
        return [
            'The record has no "commitment": only a deal whose seed was committed to before '
            "it was dealt can be verified"
        ]
    if not is_seed(committed):
        return [f"The record's commitment {committed!r} is not a SHA-256 digest (64 hex digits)"]
    actual = commitment(seed)
    if actual != committed:
        return [f"The seed's SHA-256 is {actual}, the record's commitment is {committed}"]
    return []


def _card_problems(game: str, start: State, number: int) -> list[str]:
    """What differs between the recorded deal and the closest deal the seed gives with the
    record's dealer: the deal passed on to that dealer, or a first deal (whose dealer the
    seed chose) when the seed chose that dealer."""
    recorded = start.record_deal()
    first = GAMES[game].new_deal(number).record_deal()
    candidates = [GAMES[game].new_deal(number, dealer=start.dealer).record_deal()]
    if first["dealer"] == start.dealer:
        candidates.append(first)
    problems = min((_differences(recorded, dealt) for dealt in candidates), key=len)
    if problems and _same_cards(recorded, first):
        return [
            f"The record says seat {start.dealer} dealt, but with this seed seat "
            f"{first['dealer']} deals these cards"
        ]
    return problems


def _same_cards(recorded: JsonDict, dealt: JsonDict) -> bool:
    return not _differences(recorded, dealt)


def _differences(recorded: JsonDict, dealt: JsonDict) -> list[str]:
    """Each hand (and the skat) the seed deals otherwise than the record, compared as sets."""
    problems = [
        f"Seat {seat} was dealt {_cards(held)} but the seed deals {_cards(given)}"
        for seat, (held, given) in enumerate(zip(recorded["hands"], dealt["hands"], strict=True))
        if set(held) != set(given)
    ]
    if set(recorded.get("skat", [])) != set(dealt.get("skat", [])):
        problems.append(
            f"The skat differs: the record has {_cards(recorded['skat'])}, "
            f"the seed deals {_cards(dealt['skat'])}"
        )
    return problems


def _cards(codes: list[str]) -> str:
    return " ".join(codes)
