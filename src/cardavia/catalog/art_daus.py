"""The Daus (German ace), the Swiss Ass and Banner, and the Weli.

German Daus: one big suit sign in a cartouche, most with a small scene (Bacchus, the
sow, the seasons of the Tell pack, the Saxon lion, the Prussian deities). The Swiss Ass
shows two signs (it was once a two); the Banner is a flag on a staff bearing the sign.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from . import art_emblems as emblems
from .art_face import MID_Y, Face
from .art_svg import INK, circle, ellipse, group, line, num, path, place, rect, text

PANEL = (
    "M59 13H221.5a6 6 0 0 1 6 6V288H187.5a6 6 0 0 0-6 6V363.5H18.5a6 6 0 0 1-6-6V88"
    "H52.5a6 6 0 0 0 6-6z"
)
"""The picture area inside the inner frame line, less the two index notches."""


def season_of(face: Face) -> str | None:
    """The season a Tell Daus shows (hearts spring, bells summer, leaves autumn,
    acorns winter); None for every other card."""
    if face.style.name != "tell" or face.rank != "A":
        return None
    return emblems.SEASONS[face.suit][0]


_SCENE_PLACES = {"prussian": (120, 284, 1.3), "saxon": (118, 296, 1.2)}
"""Where a pattern sets its Daus scene (centre and scale), where not the usual place."""


def _scene(face: Face) -> str:
    """The small scene under the big sign, or "" where the Daus has none."""
    name, suit = face.style.name, face.suit
    scenes: dict[tuple[str, str], Callable[[], str]] = {
        ("bavarian", "h"): emblems.bacchus,
        ("bavarian", "b"): lambda: emblems.bavarian_arms(face.uid("arms")),
        ("bavarian", "a"): lambda: emblems.sow(6, 0),
        ("bavarian", "l"): emblems.alpine,
        ("salzburg", "a"): emblems.bacchus,
        ("salzburg", "b"): emblems.fortress,
        ("saxon", "a"): lambda: emblems.lion_with_saxon_arms(face.uid("arms"), -4, 0),
        ("prussian", "h"): emblems.bacchus_emblem,
        ("prussian", "l"): emblems.diana_emblem,
        ("prussian", "a"): emblems.minerva_emblem,
        ("prussian", "b"): emblems.ceres_emblem,
    }
    if name == "tell":
        return place(emblems.SEASONS[suit][1](), 120, 298, 1.22)
    draw = scenes.get((name, suit))
    if draw is None:
        return ""
    x, y, scale = _SCENE_PLACES.get(name, (120, 298, 1.08))
    return place(draw(), x, y, scale)


def _cartouche(face: Face, cx: float, cy: float, rx: float, ry: float) -> str:
    """An oval frame in the pattern's colours with four small leaves around it."""
    style = face.style
    leaves = "".join(
        place(path("M0 0c-5-6-5-12 0-16 5 4 5 10 0 16z", style.frame, INK, 1), x, y, 1, turn)
        for x, y, turn in (
            (cx, cy - ry - 1, 0),
            (cx, cy + ry + 1, 180),
            (cx - rx - 1, cy, -90),
            (cx + rx + 1, cy, 90),
        )
    )
    return (
        ellipse(cx, cy, rx, ry, "#ffffff", style.frame, 3)
        + ellipse(cx, cy, rx - 5, ry - 5, "none", style.frame_inner, 1.2)
        + leaves
    )


def ace_card(face: Face) -> str:
    """The Daus (German) or the two-sign Ass (Swiss)."""
    if face.swiss:
        return swiss_ace(face)
    scene = _scene(face)
    backdrop = ""
    season = season_of(face)
    if season:
        backdrop = path(PANEL, emblems.SEASON_TINTS[season], None) + _season_flourish(season)
    if not scene:
        return backdrop + _cartouche(face, 120, MID_Y, 76, 112) + face.sign(120, MID_Y, 150)
    return backdrop + _cartouche(face, 120, 140, 68, 90) + face.sign(120, 140, 124) + scene


def _season_flourish(season: str) -> str:
    """Blossoms, sun rays, falling leaves or snowflakes scattered over the Tell Daus."""
    spots = ((40, 120), (200, 110), (34, 210), (206, 200), (70, 246), (176, 250), (200, 60))
    marks = {
        "spring": lambda x, y: (
            circle(x, y, 4, "#f8bbd0", "#d46a8a", 1) + circle(x, y, 1.4, "#f4c542", None)
        ),
        "summer": lambda x, y: circle(x, y, 2.4, "#f2b61b", None),
        "autumn": lambda x, y: place(
            path("M0 0c-4-4-4-9 0-12 4 3 4 8 0 12z", "#e07b1f", INK, 0.8), x, y, 1, x
        ),
        "winter": lambda x, y: line(
            f"M{x - 4} {y}h8M{x} {y - 4}v8M{x - 3} {y - 3}l6 6M{x + 3} {y - 3}l-6 6", "#5b8fd0", 1.4
        ),
    }
    return "".join(marks[season](x, y) for x, y in spots)


def swiss_ace(face: Face) -> str:
    """Two big signs joined by a stem or strap, on a scroll: the Ass was once a two."""
    stem = {
        "r": line("M120 80C96 140 144 200 120 300", "#2f7a2e", 5)
        + path("M112 170c-18-4-24-14-22-22 12 0 20 10 22 22z", "#4f9a45", INK, 1.2)
        + path("M126 210c18-4 24-14 22-22-12 0-20 10-22 22z", "#4f9a45", INK, 1.2),
        "a": line("M120 80C100 140 140 200 120 300", "#6b4226", 6)
        + path("M116 168c-22 2-30-8-30-16 8-4 12 4 18 0 4 6 10 8 12 16z", "#5a8f2f", INK, 1.2)
        + path("M124 214c22 2 30-8 30-16-8-4-12 4-18 0-4 6-10 8-12 16z", "#5a8f2f", INK, 1.2),
        "b": line("M120 70V306", "#1b1b1b", 10) + line("M120 70V306", "#d21f26", 6),
        "s": line("M120 70V306", "#1b1b1b", 10) + line("M120 70V306", "#f5c518", 6),
    }[face.suit]
    scroll = path(
        "M54 176c10-6 20-6 30 0h72c10-6 20-6 30 0v24c-10-6-20-6-30 0H84c-10-6-20-6-30 0z",
        "#fffaf0",
        INK,
        1.6,
    ) + text("ASS", 120, 195, 16, "#d21f26", font_weight="bold", letter_spacing="4")
    return stem + face.sign(120, 118, 104) + face.sign(120, 262, 104) + scroll


def banner_card(face: Face) -> str:
    """The Swiss ten: a flag on a staff, bearing the suit sign."""
    flag = "M76 56C110 44 150 70 198 56V196C150 210 110 184 76 196z"
    hem = "M84 66C114 56 148 78 190 66V186C148 198 114 176 84 186z"
    return (
        path("M50 340c10-12 40-12 52 0z", "#6fae4f", INK, 1.6)
        + path(flag, "#d21f26", INK, 2.2)
        + path(hem, "#fffaf0", "#f5c518", 3)
        + face.sign(137, 126, 92)
        + line("M72 48V340", INK, 8)
        + line("M72 48V340", "#8a5526", 5)
        + circle(72, 42, 7, "#f5c518", INK, 1.6)
        + line("M76 196c6 20-2 36 4 52", "#f5c518", 2.4)
        + ellipse(80, 252, 4, 7, "#f5c518", INK, 1.2)
    )


def weli_card(face: Face) -> str:
    """The Weli: one big bell in a sunburst, "WELI" on a ribbon at both ends."""
    rays = "".join(
        path(f"M120 {MID_Y}{_polar(a - 0.09, 96)}{_polar(a + 0.09, 96)}z", "#f9df7a", None)
        for a in (k * math.pi / 8 for k in range(16))
    )
    ribbon = _ribbon(face, "WELI", 120, 100)
    return (
        rays
        + circle(120, MID_Y, 60, "#fffaf0", face.style.frame, 3)
        + circle(120, MID_Y, 54, "none", face.style.frame_inner, 1)
        + face.sign(120, MID_Y + 2, 96)
        + ribbon
        + group(ribbon, f"rotate(180 120 {MID_Y})")
    )


def _polar(angle: float, radius: float) -> str:
    """A line-to the point ``radius`` from the card's centre at ``angle`` (radians)."""
    return f"L{num(120 + radius * math.cos(angle))} {num(MID_Y + radius * math.sin(angle))}"


def _ribbon(face: Face, word: str, cx: float, cy: float) -> str:
    """A banner ribbon with folded ends, the ``word`` in white capitals on it."""
    colour = face.style.frame
    body = (
        path("M-66 -6h18v24h-18l8-12z", colour, INK, 1.6)
        + path("M66 -6h-18v24h18l-8-12z", colour, INK, 1.6)
        + rect(-54, -14, 108, 28, colour, INK, 1.8, rx=2)
        + text(word, 0, 9, 24, "#ffffff", font_weight="bold", letter_spacing="5")
    )
    return place(body, cx, cy)
