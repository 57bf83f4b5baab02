"""Bock rounds (docs/house-rules.md §3.3): which deals of a table are Bock deals.

A deal that earns a Bock round (``SkatResult.earns_bock``) owes the table a round of three
Bock deals, one dealt by each player, played right after it. A round earned while a Bock
round is being played is queued after it: a deal is doubled once for Bock, never twice.
Every deal counts as one of a round's three, a thrown-in one included.
"""

from collections.abc import Sequence
from typing import Final, NamedTuple

ROUND: Final = 3
"""The deals of a Bock round: one dealt by each of the three players."""


class BockRounds(NamedTuple):
    """The Bock deals of a table so far, and what it still owes."""

    played: tuple[bool, ...]
    """Per deal played, whether it was a Bock deal."""
    owed: int
    """How many of the deals to come are Bock deals, unless more are earned: the next
    ``owed`` deals, one after another."""

    @property
    def next_is_bock(self) -> bool:
        """Whether the next deal is a Bock deal."""
        return self.owed > 0


def bock_rounds(earned: Sequence[bool], round_deals: int = ROUND) -> BockRounds:
    """The Bock deals of a table whose deals so far each earned a Bock round or not, in the
    order played. ``round_deals``: the deals of one round (three at a table of three)."""
    owed = 0
    played = []
    for earns in earned:
        played.append(owed > 0)
        owed = max(0, owed - 1) + (round_deals if earns else 0)
    return BockRounds(tuple(played), owed)
