"""Small scenes and arms for the Daus: each drawn around (0, 0), about 110 x 80 units.

Bacchus on his barrel, the sow and an alpine view (Bavaria), the four seasons (Tell),
the lion with the Saxon arms, the emblems of Bacchus, Diana, Minerva and Ceres (Prussia),
and the arms of Bavaria and Salzburg.
"""

from __future__ import annotations

import math

from .art_svg import INK, SKIN, circle, ellipse, group, line, path, place, rect, tag, text

GRAPE = "#6b2c7a"
VINE = "#4f8a2f"


def grapes(cx: float, cy: float, r: float = 3.2, colour: str = GRAPE) -> str:
    """A small bunch of grapes hanging from (cx, cy)."""
    berries = [(0, 0), (-1, 0), (1, 0), (-0.5, 1), (0.5, 1), (0, 2), (-1.5, -0.1), (1.5, -0.1)]
    bunch = "".join(
        circle(cx + dx * r * 1.7, cy + dy * r * 1.6 + r, r, colour, INK, 0.8) for dx, dy in berries
    )
    return line(f"M{cx} {cy - 3}v3", "#5a3a1a", 1.4) + bunch


def _vine_leaf(cx: float, cy: float, size: float, colour: str = VINE) -> str:
    """A three-lobed vine leaf, ``size`` across, hanging from (cx, cy)."""
    leaf = "M0 0c-8-1-11-7-7-12 3 2 5 0 7-3 2 3 4 5 7 3 4 5 1 11-7 12z"
    return place(path(leaf, colour, INK, 1 / (size / 10)), cx, cy, size / 10)


def barrel(cx: float = 0, cy: float = 22) -> str:
    body = f"M{cx - 40} {cy - 17}C{cx - 14} {cy - 23} {cx + 14} {cy - 23} {cx + 40} {cy - 17}"
    body += f"V{cy + 17}C{cx + 14} {cy + 23} {cx - 14} {cy + 23} {cx - 40} {cy + 17}z"
    staves = f"M{cx - 38} {cy - 7}C{cx - 10} {cy - 12} {cx + 10} {cy - 12} {cx + 38} {cy - 7}"
    staves += f"M{cx - 38} {cy + 7}C{cx - 10} {cy + 12} {cx + 10} {cy + 12} {cx + 38} {cy + 7}"
    hoops = "".join(
        line(
            f"M{cx + x} {cy - 19}C{cx + x + 3} {cy - 6} {cx + x + 3} {cy + 6} {cx + x} {cy + 19}",
            INK,
            3.4,
        )
        + line(
            f"M{cx + x} {cy - 19}C{cx + x + 3} {cy - 6} {cx + x + 3} {cy + 6} {cx + x} {cy + 19}",
            "#c9a24a",
            1.6,
        )
        for x in (-30, -20, 20, 30)
    )
    return (
        path(body, "#b0733a", INK, 2)
        + line(staves, "#7a4a22", 1.2)
        + hoops
        + ellipse(cx - 40, cy, 6, 17, "#c98c4a", INK, 2)
        + rect(cx - 52, cy - 2, 8, 5, "#c9a24a", INK, 1.2)
    )


def bacchus(cx: float = 0, cy: float = 0) -> str:
    """Bacchus astride his barrel, raising a goblet: chubby, wreathed in vine."""
    x, y = cx, cy
    return (
        barrel(x, y + 22)
        + line(f"M{x - 10} {y + 2}c-6 6-10 12-12 20M{x + 10} {y + 2}c6 6 10 12 12 20", INK, 9)
        + line(f"M{x - 10} {y + 2}c-6 6-10 12-12 20M{x + 10} {y + 2}c6 6 10 12 12 20", SKIN, 6)
        + ellipse(x, y - 8, 15, 15, SKIN, INK, 2)
        + path(f"M{x - 15} {y - 4}c10 6 20 6 30-2l0 8c-10 6-20 6-30 0z", "#c0392b", INK, 1.2)
        + line(f"M{x + 12} {y - 16}l12-14", INK, 7)
        + line(f"M{x + 12} {y - 16}l12-14", SKIN, 4.4)
        + path(f"M{x + 18} {y - 40}h14c0 7-3 10-7 10s-7-3-7-10z", "#e6b43a", INK, 1.4)
        + line(f"M{x + 25} {y - 30}v6M{x + 21} {y - 24}h8", "#9a6a10", 2)
        + circle(x, y - 31, 10, SKIN, INK, 2)
        + circle(x - 3.5, y - 32, 1.3, INK, None)
        + circle(x + 3.5, y - 32, 1.3, INK, None)
        + path(f"M{x - 4} {y - 27}q4 3 8 0", "none", INK, 1.2)
        + circle(x - 6, y - 28, 2, "#f0a0a0", None)
        + circle(x + 6, y - 28, 2, "#f0a0a0", None)
        + _vine_leaf(x - 9, y - 37, 9)
        + _vine_leaf(x + 9, y - 37, 9)
        + _vine_leaf(x, y - 41, 9)
        + grapes(x - 11, y - 36, 2.2)
        + grapes(x + 11, y - 36, 2.2)
    )


def sow(cx: float = 0, cy: float = 0) -> str:
    """The sow: Schafkopf calls the Daus 'Sau', after a sow once printed on it."""
    x, y = cx, cy
    pink, dark = "#f2a7b3", "#a8566a"
    legs = "".join(rect(x + dx, y + 12, 7, 14, pink, INK, 1.6, rx=2) for dx in (-26, -14, 10, 20))
    return (
        path(f"M{x - 60} {y + 27}h120", "none", "#4f8a2f", 3)
        + legs
        + path(f"M{x + 34} {y - 2}c8-2 8 8 2 6s-2-10 6-8", "none", dark, 2)
        + ellipse(x, y, 36, 21, pink, INK, 2)
        + path(f"M{x - 14} {y - 14}c8 4 20 4 30 0", "none", "#f7c9d1", 3)
        + circle(x - 34, y - 4, 15, pink, INK, 2)
        + path(f"M{x - 36} {y - 17}l-6-12 12 6z", pink, INK, 1.6)
        + path(f"M{x - 26} {y - 16}l4-12 6 12z", pink, INK, 1.6)
        + ellipse(x - 48, y - 1, 6, 7, "#f7bcc6", INK, 1.6)
        + circle(x - 49, y - 3, 1.2, dark, None)
        + circle(x - 49, y + 2, 1.2, dark, None)
        + circle(x - 36, y - 8, 1.8, INK, None)
    )


def alpine(cx: float = 0, cy: float = 0) -> str:
    """Mountains with snow caps over a green valley and two fir trees."""
    x, y = cx, cy
    firs = "".join(
        path(f"M{x + dx} {y + 10}l-8 16h16z", "#2f6b2a", INK, 1.2)
        + path(f"M{x + dx} {y + 2}l-6 12h12z", "#3f8a34", INK, 1.2)
        for dx in (-40, 44)
    )
    return (
        path(
            f"M{x - 58} {y + 28}L{x - 30} {y - 18}L{x - 12} {y + 4}L{x + 10} {y - 32}"
            f"L{x + 58} {y + 28}z",
            "#7d8fa8",
            INK,
            1.8,
        )
        + path(
            f"M{x - 30} {y - 18}l-8 13 6-2 4 4 5-6zM{x + 10} {y - 32}l-10 16 7-3 5 5 6-7z",
            "#ffffff",
            INK,
            1.2,
        )
        + path(f"M{x - 58} {y + 28}c20-14 40-10 58-4s40-10 58 4z", "#6fae4f", INK, 1.8)
        + firs
        + circle(x + 40, y - 28, 7, "#f4c542", "#b8860b", 1.2)
    )


def bavarian_arms(clip_id: str, cx: float = 0, cy: float = 0) -> str:
    """The Bavarian shield of white and blue lozenges, under a small crown."""
    x, y = cx, cy
    outline = f"M{x - 26} {y - 26}h52v26c0 20-14 30-26 36-12-6-26-16-26-36z"
    diamonds = "".join(
        path(
            f"M{x + i * 13 - (j % 2) * 6.5} {y - 36 + j * 9.5}l6.5 9.5-6.5 9.5-6.5-9.5z",
            "#2f6db5",
            None,
        )
        for j in range(0, 10, 2)
        for i in range(-3, 4)
    )
    clip = tag("clipPath", tag("path", d=outline), id=clip_id)
    crown = path(
        f"M{x - 18} {y - 28}l-2-14 9 7 11-12 11 12 9-7-2 14z", "#e6b43a", INK, 1.6
    ) + circle(x, y - 38, 2.4, "#c0392b", None)
    return (
        tag("defs", clip)
        + path(outline, "#ffffff", None)
        + group(diamonds, clip_path=f"url(#{clip_id})")
        + path(outline, "none", INK, 2.4)
        + crown
    )


def salzburg_arms(cx: float = 0, cy: float = 0, scale: float = 1) -> str:
    """Salzburg's arms, simplified: a gold half with a black lion, a red half with a white bar."""
    outline = "M-22-24h44v22c0 18-12 26-22 31-10-5-22-13-22-31z"
    lion = path(
        "M-13-12c3-4 8-3 8 1l-2 3 3 4-2 6 3 8-4-1-2-6-3 5-3-1 2-7-3-4 2-4z",
        "#1b1b1b",
        None,
    )
    body = (
        path(outline, "#e6b43a", None)
        + path("M0-24h22v22c0 18-12 26-22 31z", "#c8262c", None)
        + rect(0, -4, 22, 9, "#ffffff", None)
        + lion
        + line("M0-24v53", INK, 1.4)
        + path(outline, "none", INK, 2.2)
    )
    return place(body, cx, cy, scale)


def _scallops(cx: float, cy: float, r: float, count: int, bump: float, colour: str) -> str:
    bumps = []
    for step in range(count):
        angle = 2 * math.pi * step / count
        bumps.append(
            circle(cx + r * math.cos(angle), cy + r * math.sin(angle), bump, colour, INK, 1.2)
        )
    return "".join(bumps)


def lion_with_saxon_arms(clip_id: str, cx: float = 0, cy: float = 0) -> str:
    """A seated lion holding the Saxon shield: black and gold bars, a green crown of rue."""
    x, y = cx, cy
    gold, mane = "#e0a93a", "#a8641f"
    outline = f"M{x + 2} {y - 14}h40v20c0 16-10 24-20 28-10-4-20-12-20-28z"
    bars = "".join(rect(x + 2, y - 14 + 8 * k, 40, 4, "#1b1b1b", None) for k in range(6))
    bend = path(
        f"M{x - 2} {y + 22}L{x + 44} {y - 16}", "none", "#2e8a3a", 6, stroke_linecap="round"
    )
    clip = tag("clipPath", tag("path", d=outline), id=clip_id)
    shield = (
        tag("defs", clip)
        + path(outline, gold, None)
        + group(bars + bend, clip_path=f"url(#{clip_id})")
        + path(outline, "none", INK, 2.2)
    )
    return (
        line(f"M{x - 40} {y + 24}c-14-2-18-16-8-24", INK, 4.6)
        + line(f"M{x - 40} {y + 24}c-14-2-18-16-8-24", gold, 2.4)
        + circle(x - 48, y - 2, 4, mane, INK, 1.2)
        + ellipse(x - 24, y + 14, 22, 16, gold, INK, 2)
        + path(f"M{x - 26} {y - 10}c4-12 18-14 26-6l-2 34h-22z", gold, INK, 2)
        + _scallops(x - 14, y - 24, 14, 12, 6, mane)
        + circle(x - 14, y - 24, 14, mane, None)
        + circle(x - 18, y - 22, 9, gold, INK, 1.6)
        + ellipse(x - 24, y - 18, 5, 4, "#f2d28a", INK, 1.2)
        + circle(x - 25, y - 20, 1.4, INK, None)
        + circle(x - 17, y - 25, 1.5, INK, None)
        + line(f"M{x - 29} {y - 16}q3 3 7 1", INK, 1.2)
        + shield
        + ellipse(x, y - 6, 6, 5, gold, INK, 1.6)
        + rect(x - 44, y + 22, 96, 8, "#7a4a22", INK, 1.6, rx=2)
    )


# -------------------------------------------------------------------- the seasons


def spring(cx: float = 0, cy: float = 0) -> str:
    """Spring (hearts): a blossoming tree on a green meadow, flowers in the grass."""
    x, y = cx, cy
    blossoms = "".join(
        circle(x + dx, y + dy, 3, "#ffffff", "#d46a8a", 1)
        for dx, dy in ((-32, -28), (-20, -36), (-38, -16), (-16, -22), (-26, -14), (-8, -32))
    )
    flowers = "".join(
        circle(x + dx, y + 22 + (dx % 5), 2.6, colour, None)
        for dx, colour in (
            (6, "#f48fb1"),
            (18, "#fff176"),
            (30, "#f48fb1"),
            (44, "#ffffff"),
            (-50, "#f48fb1"),
        )
    )
    return (
        path(f"M{x - 58} {y + 30}c24-22 80-22 116 0z", "#8fd46a", INK, 1.8)
        + line(f"M{x - 24} {y + 18}v-22M{x - 24} {y}l-10-10M{x - 24} {y - 4}l8-10", "#6b4226", 4)
        + circle(x - 24, y - 24, 20, "#f8bbd0", INK, 1.6)
        + blossoms
        + flowers
        + path(f"M{x + 30} {y - 26}q4-4 8 0q4-4 8 0", "none", INK, 1.6)
    )


def summer(cx: float = 0, cy: float = 0) -> str:
    """Summer (bells): a blazing sun over a golden field and a sheaf of corn."""
    x, y = cx, cy
    rays = "".join(
        line(
            f"M{x + 32 + 13 * math.cos(a):.1f} {y - 22 + 13 * math.sin(a):.1f}"
            f"L{x + 32 + 20 * math.cos(a):.1f} {y - 22 + 20 * math.sin(a):.1f}",
            "#e69a10",
            2.4,
        )
        for a in (k * math.pi / 6 for k in range(12))
    )
    return (
        path(f"M{x - 58} {y + 30}c30-18 86-18 116 0z", "#f2cf4a", INK, 1.8)
        + rays
        + circle(x + 32, y - 22, 10, "#ffd54a", "#c07a10", 1.6)
        + wheat_sheaf(x - 22, y)
    )


def wheat_sheaf(cx: float, cy: float, scale: float = 1) -> str:
    """A bound sheaf of wheat (also Ceres's sign)."""
    stalks = "".join(
        line(f"M{dx / 3:.1f} 26L{dx} -10", "#b8860b", 2)
        + ellipse(dx, -16, 3.4, 8, "#e6b43a", INK, 1.1)
        for dx in (-12, -6, 0, 6, 12)
    )
    band = rect(-7, 8, 14, 5, "#c0392b", INK, 1.1)
    return place(stalks + band, cx, cy, scale)


def autumn(cx: float = 0, cy: float = 0) -> str:
    """Autumn (leaves): a vine with ripe grapes and turning leaves over brown earth."""
    x, y = cx, cy
    return (
        path(f"M{x - 58} {y + 30}c30-16 86-16 116 0z", "#b5763a", INK, 1.8)
        + line(
            f"M{x - 50} {y - 30}C{x - 20} {y - 40} {x + 20} {y - 20} {x + 50} {y - 30}",
            "#6b4226",
            3,
        )
        + _vine_leaf(x - 30, y - 20, 14, "#e07b1f")
        + _vine_leaf(x + 26, y - 14, 14, "#c0521f")
        + _vine_leaf(x + 2, y - 20, 12, "#d9a21a")
        + grapes(x - 14, y - 26, 4.2)
        + grapes(x + 14, y - 20, 4.2, "#7b3f8f")
        + rect(x - 48, y + 8, 22, 16, "#8a5526", INK, 1.4, rx=3)
        + line(f"M{x - 48} {y + 13}h22M{x - 48} {y + 19}h22", "#5a3210", 1.2)
    )


def winter(cx: float = 0, cy: float = 0) -> str:
    """Winter (acorns): snow on the hills and a cottage roof, a bare tree, snowflakes."""
    x, y = cx, cy
    flakes = "".join(
        line(
            f"M{x + dx - 4} {y + dy}h8m-4-4v8m-3-7l6 6m0-6l-6 6",
            "#5b8fd0",
            1.4,
        )
        for dx, dy in ((-44, -30), (-6, -36), (40, -32), (20, -18), (-30, -8))
    )
    tree = line(
        f"M{x + 34} {y + 24}v-30m0 10l-10-10m10 4l9-10m-9 4l-5-10",
        "#5a3a1a",
        3,
    )
    return (
        path(f"M{x - 58} {y + 30}c24-22 92-22 116 0z", "#ffffff", "#5b8fd0", 1.8)
        + tree
        + rect(x - 34, y + 4, 26, 18, "#c98c4a", INK, 1.4)
        + path(f"M{x - 38} {y + 6}l17-14 17 14z", "#ffffff", INK, 1.6)
        + rect(x - 25, y + 12, 7, 10, "#5a3a1a", None)
        + flakes
    )


SEASONS = {
    "h": ("spring", spring),
    "b": ("summer", summer),
    "l": ("autumn", autumn),
    "a": ("winter", winter),
}
SEASON_TINTS = {"spring": "#e3f4d7", "summer": "#fff3c4", "autumn": "#fbe0c4", "winter": "#dcebfa"}


# --------------------------------------------------------------- Prussian deities


def _medallion(body: str, name: str, cx: float, cy: float, tint: str) -> str:
    return (
        circle(cx, cy, 34, tint, INK, 2)
        + circle(cx, cy, 30, "none", "#1f3b73", 1)
        + body
        + rect(cx - 34, cy + 30, 68, 15, "#1f3b73", INK, 1.2, rx=3)
        + text(name, cx, cy + 41.5, 10.5, "#ffffff", font_weight="bold", letter_spacing="1")
    )


def bacchus_emblem(cx: float = 0, cy: float = 0) -> str:
    """Bacchus: a goblet crowned with grapes and vine leaves."""
    body = (
        path(f"M{cx - 12} {cy - 8}h24c0 12-6 18-12 18s-12-6-12-18z", "#e6b43a", INK, 1.6)
        + line(f"M{cx} {cy + 10}v10M{cx - 8} {cy + 21}h16", INK, 2.4)
        + grapes(cx - 6, cy - 22, 2.8)
        + _vine_leaf(cx + 10, cy - 14, 10)
    )
    return _medallion(body, "BACCHUS", cx, cy, "#f3e3f0")


def diana_emblem(cx: float = 0, cy: float = 0) -> str:
    """Diana: a bow and arrow under the crescent moon."""
    body = (
        path(f"M{cx + 2} {cy - 26}a13 13 0 1 0 12 18 10 10 0 1 1-12-18z", "#f4e27a", INK, 1.4)
        + line(
            f"M{cx - 16} {cy - 16}C{cx - 2} {cy - 6} {cx + 4} {cy + 4} {cx + 8} {cy + 22}",
            "#7a4a22",
            3,
        )
        + line(f"M{cx - 16} {cy - 16}L{cx + 8} {cy + 22}", INK, 0.8)
        + line(f"M{cx - 20} {cy + 12}L{cx + 16} {cy - 4}", INK, 1.6)
        + path(f"M{cx + 16} {cy - 4}l-7-1 3 5z", INK, INK, 1)
    )
    return _medallion(body, "DIANA", cx, cy, "#e1ebf7")


def minerva_emblem(cx: float = 0, cy: float = 0) -> str:
    """Minerva: a crested helmet and her owl."""
    owl = (
        ellipse(cx + 12, cy + 8, 9, 12, "#8a6a4a", INK, 1.4)
        + circle(cx + 8.5, cy + 3, 3.4, "#fff6d0", INK, 0.8)
        + circle(cx + 15.5, cy + 3, 3.4, "#fff6d0", INK, 0.8)
        + circle(cx + 8.5, cy + 3, 1.2, INK, None)
        + circle(cx + 15.5, cy + 3, 1.2, INK, None)
        + path(f"M{cx + 11} {cy + 6}l1 3 1-3z", "#e6b43a", None)
    )
    helmet = (
        line(f"M{cx - 22} {cy - 4}c-2-16 10-26 26-22", INK, 9)
        + line(f"M{cx - 22} {cy - 4}c-2-16 10-26 26-22", "#c0392b", 6)
        + path(
            f"M{cx - 24} {cy + 14}c-4-22 6-34 18-34s18 8 16 20l-8 2v8h-8l-2 6z",
            "#b0b8c4",
            INK,
            1.6,
        )
        + line(f"M{cx - 12} {cy - 2}h10", INK, 2)
        + line(f"M{cx - 18} {cy - 14}q6-6 14-4", "#e6edf4", 2)
    )
    return _medallion(helmet + owl, "MINERVA", cx, cy, "#e8eef0")


def ceres_emblem(cx: float = 0, cy: float = 0) -> str:
    """Ceres: a sheaf of wheat and a sickle."""
    sickle = path(
        f"M{cx + 8} {cy + 14}c14-2 20-16 12-30 2 10-2 20-12 24z", "#b0b8c4", INK, 1.2
    ) + line(f"M{cx + 8} {cy + 14}l-4 6", "#7a4a22", 3)
    return _medallion(wheat_sheaf(cx - 8, cy - 4, 0.8) + sickle, "CERES", cx, cy, "#fbf0c8")


def fortress(cx: float = 0, cy: float = 0) -> str:
    """A fortress on its hill above the town, as over Salzburg."""
    x, y = cx, cy
    return (
        path(f"M{x - 56} {y + 28}c10-30 30-40 56-40s46 10 56 40z", "#6fae4f", INK, 1.8)
        + rect(x - 30, y - 18, 60, 16, "#f4efe2", INK, 1.6)
        + rect(x - 8, y - 34, 16, 18, "#f4efe2", INK, 1.6)
        + path(f"M{x - 10} {y - 34}l10-10 10 10z", "#b5262d", INK, 1.4)
        + path(f"M{x - 32} {y - 18}h64l-4-6h-56z", "#b5262d", INK, 1.2)
        + line(
            f"M{x - 22} {y - 10}h4M{x - 10} {y - 10}h4M{x + 6} {y - 10}h4M{x + 18} {y - 10}h4",
            INK,
            2,
        )
        + rect(x - 44, y + 14, 88, 12, "#e9dcc0", INK, 1.4)
        + line(
            f"M{x - 36} {y + 20}h6m10 0h6m10 0h6m10 0h6m10 0h6",
            "#6b4a2a",
            2,
        )
    )
