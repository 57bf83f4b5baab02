"""Skat's actions (RECORDS.md verbs) and their record form."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from cardavia.core.cards import CardSet, cards_in, format_cards, parse_card, parse_cards
from cardavia.core.doubling import DOUBLING_VERBS, Kontra, Re, parse_doubling
from cardavia.core.errors import BadNotation
from cardavia.core.game import PLAYS, JsonDict, Play
from cardavia.games.skat.contracts import BID_LADDER, CONTRACTS, PACK


@dataclass(frozen=True, slots=True)
class Bid:
    """Name a bid value (the asker; or forehand taking 18 when nobody bid)."""

    value: int

    def to_json(self) -> JsonDict:
        return {"bid": self.value}

    def __str__(self) -> str:
        return f"bid {self.value}"


@dataclass(frozen=True, slots=True)
class Hold:
    """The listening player holds the value just named."""

    def to_json(self) -> JsonDict:
        return {"hold": True}

    def __str__(self) -> str:
        return "hold"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass: as asker, as listener, or forehand declining 18."""

    def to_json(self) -> JsonDict:
        return {"pass": True}

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class PickUp:
    """The declarer takes the skat into hand."""

    def to_json(self) -> JsonDict:
        return {"pickup": True}

    def __str__(self) -> str:
        return "pick up the skat"


@dataclass(frozen=True, slots=True)
class PlayHand:
    """The declarer plays Hand, leaving the skat unseen."""

    def to_json(self) -> JsonDict:
        return {"hand": True}

    def __str__(self) -> str:
        return "play Hand"


@dataclass(frozen=True, slots=True)
class Discard:
    """The declarer puts away two cards after picking up the skat."""

    cards: CardSet

    def to_json(self) -> JsonDict:
        return {"discard": format_cards(self.cards)}

    def __str__(self) -> str:
        return "put away " + " ".join(format_cards(self.cards))


@dataclass(frozen=True, slots=True)
class Declare:
    """Announce the game: ``a l h b grand null null_ouvert`` (Hand comes from ``hand``)."""

    contract: str

    def to_json(self) -> JsonDict:
        return {"declare": self.contract}

    def __str__(self) -> str:
        return f"declare {CONTRACTS[self.contract].title}"


SkatAction = Bid | Hold | Pass | PickUp | PlayHand | Discard | Declare | Play | Kontra | Re

HOLD: Final = Hold()
PASS: Final = Pass()
PICK_UP: Final = PickUp()
PLAY_HAND: Final = PlayHand()
BIDS: Final = {value: Bid(value) for value in BID_LADDER}
DECLARES: Final = {name: Declare(name) for name in CONTRACTS}
DISCARD_PAIRS: Final[dict[tuple[int, int], Discard]] = {
    (first, second): Discard((1 << first) | (1 << second))
    for first in cards_in(PACK)
    for second in cards_in(PACK)
    if first < second
}
"""One shared ``Discard`` per pair of cards of the pack, keyed by (lower, higher) card."""


def discard_of(cards: CardSet) -> Discard:
    """The shared ``Discard`` of the two cards ``cards``."""
    pair = cards_in(cards)
    if len(pair) != 2 or (cards & ~PACK):
        return Discard(cards)
    return DISCARD_PAIRS[pair[0], pair[1]]


_FLAGS: Final[dict[str, SkatAction]] = {
    "hold": HOLD,
    "pass": PASS,
    "pickup": PICK_UP,
    "hand": PLAY_HAND,
}
VERBS: Final = (
    "bid",
    "hold",
    "pass",
    "pickup",
    "hand",
    "discard",
    "declare",
    "play",
    *DOUBLING_VERBS,
)


def parse_action(data: Mapping[str, Any]) -> SkatAction:
    """The action of a record entry such as ``{"bid": 20}``; the ``seat`` key is ignored."""
    verbs = [key for key in data if key in VERBS]
    unknown = [key for key in data if key not in VERBS and key != "seat"]
    if len(verbs) != 1:
        named = ", ".join(verbs + unknown) or "none"
        raise BadNotation(
            "an action names exactly one of {verbs} (this one: {named})",
            verbs=", ".join(VERBS),
            named=named,
        )
    verb = verbs[0]
    value = data[verb]
    if verb in DOUBLING_VERBS:
        return parse_doubling(verb, value)
    if verb in ("hold", "pass", "pickup", "hand"):
        if value is not True:
            raise BadNotation('"{verb}" takes the value true', verb=repr(verb)[1:-1])
        return _FLAGS[verb]
    if verb == "bid":
        if isinstance(value, bool) or not isinstance(value, int):
            raise BadNotation("a bid is a whole number, not {value}", value=repr(value))
        if value not in BIDS:
            raise BadNotation(
                "{value} is not a bid value: "
                "Skat bids are game values (18, 20, 22, 23, 24, 27, ...)",
                value=value,
            )
        return BIDS[value]
    if verb == "declare":
        if not isinstance(value, str) or value not in DECLARES:
            raise BadNotation(
                "{value} is not a Skat game: choose one of {games}",
                value=repr(value),
                games=", ".join(CONTRACTS),
            )
        return DECLARES[value]
    if verb == "discard":
        if not isinstance(value, list) or len(value) != 2:
            raise BadNotation('a discard names exactly two cards, e.g. ["h7", "b8"]')
        return discard_of(parse_cards(value))
    return PLAYS[parse_card(value)]
