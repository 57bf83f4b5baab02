"""What every drawing of a card face needs: the pattern's style, the card, its suit sign."""

from __future__ import annotations

from dataclasses import dataclass

from .art_styles import Style
from .art_svg import num, tag

WIDTH = 240
HEIGHT = 376
MID_Y = HEIGHT / 2


@dataclass(frozen=True)
class Face:
    """One card being drawn: ``sign_id`` names the suit sign's ``<symbol>`` in its defs."""

    style: Style
    suit: str
    rank: str
    sign_id: str

    def uid(self, name: str) -> str:
        """An id unique to this card's document, for clip paths and gradients."""
        return f"{self.sign_id.removesuffix('-sign')}-{name}"

    @property
    def coat(self) -> str:
        return self.style.clothes[self.suit][0]

    @property
    def trim(self) -> str:
        return self.style.clothes[self.suit][1]

    @property
    def swiss(self) -> bool:
        return self.style.family == "swiss"

    def sign(self, cx: float, cy: float, size: float, turn: float = 0) -> str:
        """The suit sign, ``size`` across, centred on (cx, cy), turned ``turn`` degrees."""
        half = size / 2
        transform = f"rotate({num(turn)} {num(cx)} {num(cy)})" if turn else None
        return tag(
            "use",
            href=f"#{self.sign_id}",
            x=cx - half,
            y=cy - half,
            width=size,
            height=size,
            transform=transform,
        )
