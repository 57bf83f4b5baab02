"""Pip cards (10 down to 5): the suit signs laid out as each family of patterns does.

German packs set the pips in two symmetrical columns (odd counts add one in the middle
column); double-ended packs turn the pips of the lower half upside down. Swiss packs lay
the nine out three by three. The Bavarian pack adds little rural vignettes between pips.
"""

from __future__ import annotations

from .art_face import MID_Y, Face
from .art_svg import INK, circle, line, path, place, rect

LEFT, CENTRE, RIGHT = 84.0, 120.0, 156.0
TOP, BOTTOM = 66.0, 310.0


def _rows(count: int, top: float = TOP, bottom: float = BOTTOM) -> list[float]:
    """``count`` row heights spread evenly from ``top`` to ``bottom``."""
    step = (bottom - top) / (count - 1)
    return [top + step * index for index in range(count)]


def _columns(count: int, top: float = TOP, bottom: float = BOTTOM) -> list[tuple[float, float]]:
    """Both columns, ``count`` pips each."""
    return [(x, y) for y in _rows(count, top, bottom) for x in (LEFT, RIGHT)]


def german_layout(count: int) -> list[tuple[float, float]]:
    """Where the pips of a German-suited ``count`` sit (centres)."""
    upper_middle = (CENTRE, (76 + MID_Y) / 2)
    layouts = {
        5: [(LEFT, TOP), (RIGHT, TOP), (CENTRE, MID_Y), (LEFT, BOTTOM), (RIGHT, BOTTOM)],
        6: _columns(3, 76, 300),
        7: [*_columns(3, 76, 300), upper_middle],
        8: _columns(4),
        9: [*_columns(4), (CENTRE, MID_Y)],
        10: _columns(5),
    }
    return layouts[count]


def swiss_layout(count: int) -> list[tuple[float, float]]:
    """Where the pips of a Swiss-suited ``count`` sit: the nine is three by three."""
    if count == 9:
        return [(x, y) for y in (114.0, MID_Y, 262.0) for x in (70.0, CENTRE, 170.0)]
    return german_layout(count)


PIP_SIZE = {5: 50, 6: 50, 7: 48, 8: 48, 9: 46, 10: 44}
COUNTS = {"T": 10, "9": 9, "8": 8, "7": 7, "6": 6, "5": 5}


def pip_card(face: Face) -> str:
    """The face of a numeral card of ``face``'s suit."""
    count = COUNTS[face.rank]
    layout = swiss_layout(count) if face.swiss else german_layout(count)
    size = 52 if face.swiss and count == 9 else PIP_SIZE[count]
    pips = "".join(
        face.sign(x, y, size, 180 if face.style.double and y > MID_Y + 1 else 0) for x, y in layout
    )
    if face.style.name == "bavarian":
        extra = bavarian_vignettes(count, face.suit)
    elif face.swiss:
        extra = swiss_stems(count)
    else:
        extra = ornaments(face, count)
    return extra + pips


def ornaments(face: Face, count: int) -> str:
    """The pattern's corner ornament, enlarged, in the free gaps between the pips."""
    return "".join(
        place(face.style.ornament, x, y, 1.5, 180 if face.style.double and y > MID_Y else 0)
        for x, y in _VIGNETTE_SPOTS.get(count, [])
    )


def swiss_stems(count: int) -> str:
    """A thin red and black vine down the middle of the Swiss even cards."""
    if count % 2:
        return ""
    vine = "M120 70C108 110 132 150 120 188S108 266 120 306"
    leaves = "".join(
        path(f"M120 {y}c-9-3-12-9-10-14 7 1 11 7 10 14z", "#d21f26", INK, 1)
        + path(f"M120 {y + 10}c9-3 12-9 10-14-7 1-11 7-10 14z", "#1b1b1b", INK, 1)
        for y in (118, 238)
    )
    return line(vine, "#1b1b1b", 1.6) + leaves


# ------------------------------------------------------------- Bavarian vignettes


def _tree() -> str:
    return (
        path("M-14 12c4-4 24-4 28 0z", "#8fbf5a", "#3d6b22", 1.2)
        + rect(-1.6, -2, 3.2, 13, "#7a4a22", INK, 1)
        + circle(0, -6, 9, "#4f9a3a", "#2d5a1c", 1.2)
        + circle(-3, -9, 3, "#78c05a", None)
    )


def _farmhouse() -> str:
    return (
        path("M-13 -1L0-12 13-1z", "#b8322a", INK, 1.2)
        + rect(-10, -1, 20, 13, "#f4e8c8", INK, 1.2)
        + rect(-3, 4, 6, 8, "#7a4a22", None)
        + rect(-8, 1, 4, 4, "#6ba0d8", INK, 0.8)
        + rect(4, 1, 4, 4, "#6ba0d8", INK, 0.8)
    )


def _stein() -> str:
    """A beer stein (a Maß) with a foam head."""
    return (
        path("M8-4c7 0 7 12 0 12", "none", INK, 2.2)
        + rect(-9, -6, 17, 19, "#f0c24a", INK, 1.4, rx=2)
        + path("M-10-6c-2-7 6-8 8-5 2-4 9-3 9 1 3 0 3 4 0 4z", "#ffffff", INK, 1.2)
        + line("M-4-2v12M2-2v12", "#c8912a", 1.4)
    )


def _pretzel() -> str:
    return line(
        "M0 8C-8 14-16 4-10-4-6-10 4-8 0 0S6 10 10-4C16 4 8 14 0 8z", "#8a4a1a", 4.6
    ) + line("M0 8C-8 14-16 4-10-4-6-10 4-8 0 0S6 10 10-4C16 4 8 14 0 8z", "#c07a34", 2.6)


def _chapel() -> str:
    """A chapel with an onion dome, as seen all over the Bavarian countryside."""
    return (
        rect(-11, 0, 22, 12, "#f6efe0", INK, 1.2)
        + rect(-4, -10, 8, 10, "#f6efe0", INK, 1.2)
        + path("M-5-10c0-4 3-5 5-9 2 4 5 5 5 9z", "#3f7d3a", INK, 1.2)
        + path("M-13 1L-4-6h8l9 7z", "#b8322a", INK, 1.2)
        + rect(-2, 5, 4, 7, "#7a4a22", None)
    )


def _horn() -> str:
    """A hunting horn on a green cord."""
    return (
        line("M-10 4C-14-6 4-12 10-4", "#3f7d3a", 1.6)
        + path("M-12 2C-6 10 6 10 12-2l2 8C6 14-8 12-14 4z", "#e0a93a", INK, 1.2)
        + circle(-12, 3, 2.4, "#e0a93a", INK, 1)
    )


_VIGNETTES = (_tree, _farmhouse, _stein, _pretzel, _chapel, _horn)
_VIGNETTE_SPOTS = {
    6: [(CENTRE, 132.0), (CENTRE, 244.0)],
    7: [(CENTRE, 244.0)],
    8: [(CENTRE, MID_Y)],
}


def bavarian_vignettes(count: int, suit: str) -> str:
    """Small rural scenes in the gaps of the Bavarian six, seven and eight."""
    start = "alhb".index(suit) + count
    return "".join(
        place(_VIGNETTES[(start + index) % len(_VIGNETTES)](), x, y, 1.3 if count == 8 else 1.6)
        for index, (x, y) in enumerate(_VIGNETTE_SPOTS.get(count, []))
    )
