"""Skat's house rules (docs/house-rules.md §0, §3)."""

from dataclasses import dataclass
from typing import Final

from cardavia.core.variants import Variants


@dataclass(frozen=True)
class SkatVariants(Variants):
    kontra: bool = False
    """Kontra and Re double the game value (§3.1)."""
    ramsch: bool = False
    """When all three pass, a Ramsch is played instead of the throw-in (§3.2)."""
    bock: bool = False
    """Bock rounds: three deals at double value after a big loss or a won double (§3.3)."""


RULEBOOK: Final = SkatVariants()
"""The rulebook's own game: no house rule."""
