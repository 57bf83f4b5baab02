"""Schafkopf's house rules (docs/house-rules.md §0, §1)."""

from dataclasses import dataclass
from typing import Final

from cardavia.core.variants import Variants


@dataclass(frozen=True)
class SchafkopfVariants(Variants):
    kontra: bool = False
    """Kontra ("Stoß") and Re ("Retour") double the settlement (§0, §1.1)."""
    ramsch: bool = False
    """When all four pass, a Ramsch is played instead of the void deal (§1.2)."""


RULEBOOK: Final = SchafkopfVariants()
"""The rulebook's own game: no house rule."""
