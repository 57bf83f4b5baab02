"""Schieber Jass's house rules (docs/house-rules.md §2)."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar, Final

from cardavia.core.variants import Variants

TARGETS: Final = (1000, 1500, 2000, 2500, 3000)


@dataclass(frozen=True)
class JassVariants(Variants):
    CHOICES: ClassVar[Mapping[str, tuple[int, ...]]] = {"target": TARGETS}

    target: int = 3000
    """The match is won by the first team to this many points; Schneider is below half."""

    @property
    def schneider_below(self) -> int:
        return self.target // 2


RULEBOOK: Final = JassVariants()
"""The rulebook's own game: no house rule."""
