"""Schieber Jass actions (RECORDS.md verbs) and their record form."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from cardavia.core.cards import parse_card
from cardavia.core.errors import BadNotation
from cardavia.core.game import PLAYS, JsonDict, Play
from cardavia.games.jass.contracts import CONTRACTS

PUSH: Final = "push"


@dataclass(frozen=True, slots=True)
class Choose:
    """Name the contract (a trump suit, ``obenabe``, ``undenufe``) or ``push``."""

    choice: str

    def to_json(self) -> JsonDict:
        return {"choose": self.choice}

    def __str__(self) -> str:
        return (
            "push to partner" if self.choice == PUSH else f"choose {CONTRACTS[self.choice].title}"
        )


JassAction = Choose | Play

CHOICES: Final = {name: Choose(name) for name in (*CONTRACTS, PUSH)}
VERBS: Final = ("choose", "play")


def parse_action(data: Mapping[str, Any]) -> JassAction:
    """The action of a record entry such as ``{"choose": "r"}`` or ``{"play": "r7"}``."""
    verbs = [key for key in data if key in VERBS]
    if len(verbs) != 1:
        named = ", ".join(key for key in data if key != "seat") or "none"
        raise BadNotation(
            "an action names exactly one of {verbs} (this one: {named})",
            verbs=", ".join(VERBS),
            named=named,
        )
    if verbs[0] == "play":
        return PLAYS[parse_card(data["play"])]
    choice = data["choose"]
    if not isinstance(choice, str) or choice not in CHOICES:
        raise BadNotation(
            "{choice} is not a Jass contract: one of r, b, s, a, obenabe, undenufe or push",
            choice=repr(choice),
        )
    return CHOICES[choice]
