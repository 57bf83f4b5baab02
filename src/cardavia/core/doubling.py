"""Kontra and Re (docs/house-rules.md §0): the doubling actions and their window, shared
by every game that offers them.

The window is data, ``Doubling``, kept in a game's state: the level reached (0 none, 1
Kontra, 2 Re), who said Kontra, and which seats of the declaring side may still say Re
(each only at its first turn after the Kontra, so a seat's chance ends with its next card).
A game decides who defends and whether its contract can be doubled; this module decides
when a seat may say what.
"""

from dataclasses import dataclass
from typing import Final, NamedTuple

from cardavia.core.errors import BadNotation
from cardavia.core.game import JsonDict

NONE, KONTRA, RE = 0, 1, 2
DOUBLING_TRICKS: Final = 2
"""A double is always said in the first two tricks: Kontra before the defender's first
card, Re at the declaring seat's first turn after it (in the first trick or the next)."""


@dataclass(frozen=True, slots=True)
class Kontra:
    """A defender doubles the deal ("Stoß" in Schafkopf), before their own first card."""

    def to_json(self) -> JsonDict:
        return {"kontra": True}

    def __str__(self) -> str:
        return "kontra"


@dataclass(frozen=True, slots=True)
class Re:
    """The declaring side answers a Kontra by doubling again ("Retour")."""

    def to_json(self) -> JsonDict:
        return {"re": True}

    def __str__(self) -> str:
        return "re"


KONTRA_ACTION: Final = Kontra()
RE_ACTION: Final = Re()
DOUBLING_VERBS: Final = ("kontra", "re")


def parse_doubling(verb: str, value: object) -> Kontra | Re:
    """The action of a record entry ``{"kontra": true}`` or ``{"re": true}``."""
    if value is not True:
        raise BadNotation('"{verb}" takes the value true', verb=verb)
    return KONTRA_ACTION if verb == "kontra" else RE_ACTION


class Doubling(NamedTuple):
    """Where a deal's doubling stands."""

    level: int = NONE
    kontra_seat: int | None = None
    re_seats: int = 0
    """A bit per seat of the declaring side that may still say Re."""

    @property
    def factor(self) -> int:
        """What the deal's value is multiplied by: 1, 2 or 4."""
        return 1 << self.level

    def offers(self, seat: int, defender: bool, before_first_card: bool) -> tuple[Kontra | Re, ...]:
        """The double ``seat`` may say at its turn now (a defender's Kontra before its first
        card, or a declaring seat's Re at its first turn after a Kontra); at most one."""
        if self.level == NONE:
            return (KONTRA_ACTION,) if defender and before_first_card else ()
        if self.level == KONTRA and (self.re_seats >> seat) & 1:
            return (RE_ACTION,)
        return ()

    def after_kontra(self, seat: int, declaring_seats: frozenset[int]) -> "Doubling":
        return Doubling(KONTRA, seat, sum(1 << s for s in declaring_seats))

    def after_re(self) -> "Doubling":
        return self._replace(level=RE, re_seats=0)

    def after_card(self, seat: int) -> "Doubling":
        """The seat played its card: its chance to say Re, if it had one, is over."""
        if not (self.re_seats >> seat) & 1:
            return self
        return self._replace(re_seats=self.re_seats & ~(1 << seat))

    def to_json(self) -> JsonDict:
        return {"level": self.level, "kontra_seat": self.kontra_seat}


NOT_DOUBLED: Final = Doubling()
