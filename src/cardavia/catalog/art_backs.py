"""Card backs: one per pattern, each with its own colour, tiled motif and centre medallion.

Bavarian: white and blue lozenges. Tell: green lattice, an apple pierced by Tell's bolt.
Salzburg: red with white stars, the Salzburg arms. Saxon: green and black
bends, crossed swords. Prussian: Prussian blue with stars. Swiss: red with white crosses.
"""

from __future__ import annotations

from collections.abc import Callable

from .art_emblems import salzburg_arms
from .art_styles import Style
from .art_svg import INK, circle, ellipse, group, line, path, place, rect, tag


def _tile(tile_id: str, size: float, body: str, background: str, turn: float = 0) -> str:
    """A ``<pattern>`` of ``size`` squares; ``turn`` tilts the tiling."""
    transform = f"rotate({turn})" if turn else None
    return tag(
        "pattern",
        rect(0, 0, size, size, background, None) + body,
        id=tile_id,
        width=size,
        height=size,
        patternUnits="userSpaceOnUse",
        patternTransform=transform,
    )


def _bavarian(tile: str) -> tuple[str, str]:
    body = path("M12 0L24 12 12 24 0 12z", "#2f6db5", None)
    medal = place(
        path("M-14 6l-3-18 9 8 8-12 8 12 9-8-3 18z", "#e6b43a", INK, 1.6)
        + rect(-14, 4, 28, 6, "#e6b43a", INK, 1.4),
        120,
        190,
        2.2,
    )
    return _tile(tile, 24, body, "#ffffff", 0), medal


def _tell(tile: str) -> tuple[str, str]:
    body = line("M0 0L20 20M20 0L0 20", "#d9b54a", 1) + circle(10, 10, 2, "#d23b2a", None)
    apple = (
        circle(0, 4, 16, "#d23b2a", INK, 2)
        + path("M0-12c2-6 8-8 12-6-2 5-6 7-12 6z", "#3f9a44", INK, 1.2)
        + line("M-34 14L34-6", "#7a4a22", 3)
        + path("M34-6l-9-1 4 7z", "#c9d1da", INK, 1.2)
        + path("M-34 14l-6-6m6 6l-8 1", "none", "#d23b2a", 2)
    )
    return _tile(tile, 20, body, "#1f6a3a", 0), place(apple, 120, 186, 1.45)


def _salzburg(tile: str) -> tuple[str, str]:
    star = "M10 4l1.8 4.2 4.2.4-3.2 2.8 1 4.4L10 13.6 6.2 15.8l1-4.4L4 8.6l4.2-.4z"
    body = path(star, "#f4d9d6", None)
    return _tile(tile, 20, body, "#b5262d", 0), salzburg_arms(120, 186, 1.6)


def _saxon(tile: str) -> tuple[str, str]:
    body = rect(0, 0, 16, 32, "#1b1b1b", None) + line("M16 0v32", "#d4a017", 1.2)
    swords = "".join(
        place(
            path("M-2 30L-2-34 0-40 2-34 2 30z", "#dfe5ec", INK, 1.4)
            + line("M-9 24h18", "#d4a017", 4)
            + line("M0 26v12", "#5a3a1a", 4),
            120,
            188,
            1.3,
            turn,
        )
        for turn in (-35, 35)
    )
    return _tile(tile, 32, body, "#2e6b34", 30), swords


def _prussian(tile: str) -> tuple[str, str]:
    star = "M11 3l2 6h6l-5 4 2 6-5-4-5 4 2-6-5-4h6z"
    body = path(star, "#e6edf7", None) + line("M0 0h22M0 0v22", "#3d5f9c", 1)
    medal = place(
        path(
            "M0-30L7-16 22-22 16-7 30 0 16 7 22 22 7 16 0 30-7 16-22 22-16 7-30 0-16-7-22-22-7-16z",
            "#e6c14a",
            INK,
            1.6,
        )
        + circle(0, 0, 9, "#1f3b73", INK, 1.4),
        120,
        188,
        1.2,
    )
    return _tile(tile, 22, body, "#1f3b73", 0), medal


def _swiss(tile: str) -> tuple[str, str]:
    cross = "M4.5 2h3v2.5H10v3H7.5V10h-3V7.5H2v-3h2.5z"
    one = path(cross, "#ffffff", None, opacity=0.8)
    body = one + place(one, 12, 12)
    flag = rect(-34, -34, 68, 68, "#d21f26", INK, 1.6, rx=4) + path(
        "M-7-24h14v17h17v14H7v17H-7V7h-17V-7h17z", "#ffffff", None
    )
    return _tile(tile, 24, body, "#d21f26"), place(flag, 120, 188, 1.2)


_BACKS: dict[str, Callable[[str], tuple[str, str]]] = {
    "bavarian": _bavarian,
    "tell": _tell,
    "salzburg": _salzburg,
    "saxon": _saxon,
    "prussian": _prussian,
    "swiss-german": _swiss,
}


def back_face(style: Style) -> str:
    """The whole back: white margin, tiled field, frame lines, medallion in the centre."""
    tile_id = f"{style.name}-back-tile"
    tile, medal = _BACKS[style.name](tile_id)
    field = rect(12, 12, 216, 352, f"url(#{tile_id})", None, rx=8)
    medallion = ellipse(120, 188, 58, 74, style.stock, style.frame, 3) + ellipse(
        120, 188, 52, 68, "none", style.frame_inner, 1.2
    )
    return (
        tag("defs", tile)
        + rect(1, 1, 238, 374, style.stock, "#9d8f74", 1.5, rx=14)
        + field
        + rect(12, 12, 216, 352, "none", style.frame, 3, rx=8)
        + rect(17, 17, 206, 342, "none", style.stock, 1.5, rx=5)
        + medallion
        + group(medal)
    )
