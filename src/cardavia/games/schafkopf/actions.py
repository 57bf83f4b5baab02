"""Schafkopf's actions (RECORDS.md verbs) and their record form."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from cardavia.core.cards import SUIT_CODES, parse_card
from cardavia.core.doubling import DOUBLING_VERBS, Kontra, Re, parse_doubling
from cardavia.core.errors import BadNotation
from cardavia.core.game import PLAYS, JsonDict, Play
from cardavia.games.schafkopf.contracts import CONTRACT_TYPES, CONTRACTS, SchafkopfContract


@dataclass(frozen=True, slots=True)
class Bid:
    """Name a contract in the bidding round."""

    contract: SchafkopfContract

    def to_json(self) -> JsonDict:
        data: JsonDict = {"bid": self.contract.kind}
        if self.contract.suit is not None:
            data["suit"] = SUIT_CODES[self.contract.suit]
        return data

    def __str__(self) -> str:
        return f"bid {self.contract.title}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the bidding round."""

    def to_json(self) -> JsonDict:
        return {"pass": True}

    def __str__(self) -> str:
        return "pass"


SchafkopfAction = Bid | Pass | Play | Kontra | Re

PASS: Final = Pass()
BIDS: Final = tuple(Bid(contract) for contract in CONTRACTS)
"""One shared ``Bid`` per contract, lowest type first."""

VERBS: Final = ("pass", "bid", "play", *DOUBLING_VERBS)


def parse_action(data: Mapping[str, Any]) -> SchafkopfAction:
    """The action of a record entry such as ``{"bid": "rufer", "suit": "a"}``."""
    verbs = [key for key in data if key in VERBS]
    if len(verbs) != 1:
        named = ", ".join(key for key in data if key != "seat") or "none"
        raise BadNotation(
            "an action names exactly one of {verbs} (this one: {named})",
            verbs=", ".join(VERBS),
            named=named,
        )
    verb = verbs[0]
    if verb == "pass":
        if data["pass"] is not True:
            raise BadNotation('"pass" takes the value true')
        return PASS
    if verb == "play":
        return PLAYS[parse_card(data["play"])]
    if verb in DOUBLING_VERBS:
        return parse_doubling(verb, data[verb])
    return _parse_bid(data["bid"], data.get("suit"))


def _parse_bid(kind: object, suit_code: object) -> Bid:
    if not isinstance(kind, str) or kind not in CONTRACT_TYPES:
        raise BadNotation(
            "{kind} is not a Schafkopf contract: one of {kinds}",
            kind=repr(kind),
            kinds=", ".join(CONTRACT_TYPES),
        )
    suit = None
    if suit_code is not None:
        if suit_code not in ("a", "l", "h", "b"):
            raise BadNotation("{code} is not a suit: one of a, l, h, b", code=repr(suit_code))
        suit = SUIT_CODES.index(suit_code)
    for bid in BIDS:
        if bid.contract.kind == kind and bid.contract.suit == suit:
            return bid
    if kind == "rufer":
        raise BadNotation("a Rufer calls the ace of acorns, leaves or bells: suit a, l or b")
    if suit is None:
        raise BadNotation("a {kind} bid names its trump suit: a, l, h or b", kind=repr(kind))
    raise BadNotation("a {kind} bid names no suit", kind=repr(kind))
