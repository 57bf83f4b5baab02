"""A stylised court figure: König, Ober or Unter, drawn full length around x = 120.

The figure stands in card coordinates (head at y 96, waist at 200, feet at 330). The
Ober holds the suit sign high, above his shoulder (top right); the Unter holds it low,
below the waist (bottom left); the König holds it before his chest like an orb. A half
figure (for double-ended cards) uses the same drawing cut at the waist, with the signs
moved so that both stay in the upper half.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .art_svg import INK, SKIN, SKIN_SHADE, circle, ellipse, limb, line, path, rect

GOLD = "#e6b43a"
GOLD_DARK = "#8a5a0c"
STEEL = "#c9d1da"


@dataclass(frozen=True)
class Figure:
    """Who is drawn: rank, clothes, headwear, beard, what the free hand holds."""

    rank: str
    coat: str
    trim: str
    hose: str
    hat: str = "beret"
    hat_colour: str = "#2b2b2b"
    beard: str = "none"
    hair: str = "#6b4226"
    holds: str = "none"
    throne: bool = False
    throne_colour: str = "#8a2a2a"
    extras: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Pose:
    """Where the hands and the held sign are, for a rank and for full or half figures."""

    sign: tuple[float, float]
    sign_size: float
    sign_arm: tuple[tuple[float, float], ...]
    free_arm: tuple[tuple[float, float], ...]


L_SHOULDER, R_SHOULDER = (93.0, 134.0), (147.0, 134.0)


def pose(rank: str, half: bool) -> Pose:
    """The arms' bends and the sign's place for ``rank``."""
    if rank == "O":
        return Pose(
            sign=(178, 66) if not half else (172, 78),
            sign_size=48 if not half else 42,
            sign_arm=(R_SHOULDER, (170, 130), (177, 96) if not half else (172, 104)),
            free_arm=(L_SHOULDER, (78, 168), (88, 196)),
        )
    if rank == "U":
        return Pose(
            sign=(62, 254) if not half else (56, 174),
            sign_size=48 if not half else 40,
            sign_arm=(L_SHOULDER, (76, 178), (66, 226))
            if not half
            else (L_SHOULDER, (70, 158), (72, 184)),
            free_arm=(R_SHOULDER, (166, 168), (164, 196)),
        )
    return Pose(
        sign=(174, 150),
        sign_size=46,
        sign_arm=(R_SHOULDER, (160, 204), (172, 176)),
        free_arm=(L_SHOULDER, (80, 176), (86, 190)),
    )


def _arm_path(points: tuple[tuple[float, float], ...]) -> str:
    (x0, y0), (x1, y1), (x2, y2) = points
    return f"M{x0} {y0}Q{x1} {y1} {x2} {y2}"


def arm(points: tuple[tuple[float, float], ...], sleeve: str, cuff: str) -> str:
    """A sleeved arm from shoulder to hand, with a puffed shoulder, a cuff and a hand."""
    x, y = points[-1]
    (sx, sy) = points[0]
    return (
        limb(_arm_path(points), sleeve, 13)
        + ellipse(sx, sy + 2, 10, 9, cuff, INK, 1.8)
        + circle(x, y, 8.5, cuff, INK, 1.8)
        + circle(x, y, 6.5, SKIN, INK, 1.6)
    )


# --------------------------------------------------------------------- body parts


def legs(figure: Figure) -> str:
    """Hose and shoes (a king's long robe hides them)."""
    if figure.rank == "K":
        return ""
    stripes = figure.trim if "striped" in figure.extras else figure.hose
    return (
        limb("M109 240L106 322", figure.hose, 13)
        + limb("M131 240L134 322", stripes, 13)
        + ellipse(102, 328, 12, 6, "#3a2a1e", INK, 1.8)
        + ellipse(138, 328, 12, 6, "#3a2a1e", INK, 1.8)
    )


def coat(figure: Figure) -> str:
    """Doublet and skirt of the coat (for a king, the long robe)."""
    c, t = figure.coat, figure.trim
    if figure.rank == "K":
        return _robe(figure)
    skirt = "M97 196C92 214 86 236 84 256H156C154 236 148 214 143 196z"
    doublet = "M92 130C90 160 94 184 97 202H143C146 184 150 160 148 130C136 122 104 122 92 130z"
    buttons = "".join(circle(120, y, 2.2, t, INK, 1) for y in (150, 164, 178, 192))
    return (
        path(skirt, c, INK, 2.2)
        + path("M120 196H143C148 214 154 236 156 256H120z", "#000000", None, opacity=0.12)
        + line("M106 206l-8 44M134 206l8 44", "#5b4a3a", 1)
        + line("M88 246C108 252 132 252 152 246", t, 5)
        + path(doublet, c, INK, 2.2)
        + path(
            "M120 126C134 126 144 128 148 130 150 160 146 184 143 202H120z",
            "#000000",
            None,
            opacity=0.12,
        )
        + path(doublet, "none", INK, 2.2)
        + line("M120 132v68", t, 4)
        + buttons
        + rect(95, 196, 50, 9, "#3a2a1e", INK, 1.6, rx=2)
        + rect(115, 195, 10, 11, GOLD, INK, 1.4, rx=1)
    )


def _robe(figure: Figure) -> str:
    """A king's long robe: an embroidered front panel, gold dots, an ermine hem."""
    robe = "M94 128C84 180 74 260 68 332H172C166 260 156 180 146 128z"
    dots = "".join(
        circle(x, y, 1.8, GOLD, None)
        for x, y in ((90, 200), (84, 250), (80, 292), (152, 220), (158, 270))
    )
    spots = "".join(path(f"M{x} 318l-1.6 5h3.2z", INK, None) for x in range(80, 170, 12))
    return (
        path(robe, figure.coat, INK, 2.2)
        + path("M120 128H146C156 180 166 260 172 332H120z", "#000000", None, opacity=0.12)
        + dots
        + path("M110 200L104 332h32l-6-132z", figure.trim, INK, 1.6)
        + line("M120 204v124", "#ffffff", 1.4)
        + path("M71 310c30 6 68 6 98 0l2 18H70z", "#fbfaf4", INK, 1.6)
        + spots
        + rect(62, 326, 116, 12, "#6b4a2a", INK, 1.8, rx=3)
    )


def collar(figure: Figure) -> str:
    """A white ruff, or for a king an ermine cape over the shoulders."""
    if figure.rank == "K":
        spots = "".join(
            path(f"M{x} {y}l-1.6 4h3.2z", INK, None)
            for x, y in ((100, 136), (112, 142), (128, 142), (140, 136), (120, 146))
        )
        return path("M88 130c8-10 56-10 64 0l-4 14c-16 8-40 8-56 0z", "#fbfaf4", INK, 1.8) + spots
    if "ruff" in figure.extras:
        return ellipse(120, 126, 20, 7, "#fbfaf4", INK, 1.6) + line(
            "M106 124l2 6M114 121l1 7M126 121l-1 7M134 124l-2 6", "#b9b0a0", 1.2
        )
    return path("M104 124l16 16 16-16", "#fbfaf4", INK, 1.6)


def head(figure: Figure) -> str:
    """Neck, face, hair and beard."""
    beard = {
        "none": "",
        "moustache": path(
            "M110 108c4-4 8-4 10-1 2-3 6-3 10 1-4 2-7 2-10 0-3 2-6 2-10 0z", figure.hair, INK, 1
        ),
        "full": path(
            "M103 100c0 18 8 28 17 28s17-10 17-28c-4 6-8 8-10 6h-14c-2 2-6 0-10-6z",
            figure.hair,
            INK,
            1.4,
        )
        + path("M111 109c4-3 7-3 9-1 2-2 5-2 9 1-4 2-7 2-9 1-2 1-5 1-9-1z", figure.hair, INK, 1),
    }[figure.beard]
    return (
        rect(113, 110, 14, 14, SKIN_SHADE, INK, 1.6)
        + path("M102 94c-4 10-2 22 4 28M138 94c4 10 2 22-4 28", figure.hair, INK, 1.2)
        + ellipse(120, 96, 17, 20, SKIN, INK, 2)
        + path("M104 88c2-10 10-14 16-14s14 4 16 14c-6-5-26-5-32 0z", figure.hair, None)
        + _face()
        + beard
    )


def _face() -> str:
    return (
        line("M108 90q4-2 7 0M125 90q4-2 7 0", INK, 1.4)
        + ellipse(112, 95, 2, 2.3, INK, None)
        + ellipse(128, 95, 2, 2.3, INK, None)
        + line("M120 96q-3 7 0 8", SKIN_SHADE, 1.8)
        + line("M115 110q5 3 10 0", "#a0463a", 1.6)
        + circle(108, 103, 3, "#f2aaa0", None)
        + circle(132, 103, 3, "#f2aaa0", None)
    )


def throne(figure: Figure) -> str:
    """A high-backed throne behind a seated king, with a footstool."""
    colour = figure.throne_colour
    return (
        path("M74 60c0-14 92-14 92 0V262H74z", colour, INK, 2.2)
        + path("M84 70c0-8 72-8 72 0V250H84z", "none", GOLD, 2)
        + circle(74, 58, 6, GOLD, INK, 1.6)
        + circle(166, 58, 6, GOLD, INK, 1.6)
        + rect(62, 206, 20, 54, colour, INK, 2, rx=4)
        + rect(158, 206, 20, 54, colour, INK, 2, rx=4)
    )


# ------------------------------------------------------------------- headwear


def _crown(colour: str, plume: str) -> str:
    return (
        path("M98 82L95 50l10 12 7-18 8 14 8-14 7 18 10-12-3 32z", GOLD, GOLD_DARK, 1.8)
        + rect(97, 74, 46, 9, GOLD, GOLD_DARK, 1.6, rx=1)
        + circle(120, 78.5, 3, colour, INK, 1)
        + circle(107, 78.5, 2.2, "#2f6db5", None)
        + circle(133, 78.5, 2.2, "#2f6db5", None)
        + circle(112, 44, 2.6, GOLD, GOLD_DARK, 1)
        + circle(128, 44, 2.6, GOLD, GOLD_DARK, 1)
    )


def _beret(colour: str, plume: str) -> str:
    return (
        path("M140 76c12-14 24-26 36-30-6 10-16 22-32 34z", plume, INK, 1.4)
        + path("M96 84c-6-8 2-18 24-20s34 6 26 16c-10 6-40 8-50 4z", colour, INK, 2)
        + rect(101, 80, 38, 6, plume, INK, 1.2, rx=2)
    )


def _brimmed(colour: str, plume: str) -> str:
    return (
        path("M100 72c2-14 10-22 20-22s18 8 20 22z", colour, INK, 2)
        + path("M84 80c10-12 62-12 72 0-8 6-64 6-72 0z", colour, INK, 2)
        + line("M102 72h36", plume, 4)
        + path("M100 72c-14-6-22-18-20-30 8 8 14 18 20 30z", plume, INK, 1.4)
    )


def _bicorne(colour: str, plume: str) -> str:
    return (
        path("M82 84C90 62 110 58 120 58s30 4 38 26c-10-6-26-8-38-8s-28 2-38 8z", colour, INK, 2)
        + line("M92 76C104 70 136 70 148 76", GOLD, 2)
        + circle(120, 70, 4, plume, INK, 1.2)
    )


def _turban(colour: str, plume: str) -> str:
    return (
        path("M98 86c-8-22 8-36 22-36s30 14 22 36c-10 4-34 4-44 0z", "#fbfaf4", INK, 2)
        + line("M100 76c10 6 30 6 40 0M102 66c8 5 28 5 36 0", colour, 3)
        + path("M120 52c-4-10 0-18 8-22-2 8 0 14-4 22z", plume, INK, 1.2)
        + circle(120, 64, 4.5, colour, GOLD_DARK, 1.4)
    )


def _jester(colour: str, plume: str) -> str:
    bells = "".join(circle(x, y, 4.5, GOLD, INK, 1.2) for x, y in ((76, 66), (164, 66), (120, 30)))
    return (
        path("M102 84C92 72 84 70 78 66c10-2 20 2 26 8", colour, INK, 1.8)
        + path("M138 84c10-12 18-14 24-18-10-2-20 2-26 8", plume, INK, 1.8)
        + path("M104 84c-4-20 4-40 16-50 12 10 20 30 16 50z", colour, INK, 2)
        + path("M120 34c6 14 10 30 16 50h-16z", plume, INK, 1.4)
        + rect(100, 80, 40, 8, GOLD, INK, 1.4, rx=3)
        + bells
    )


def _helmet(colour: str, plume: str) -> str:
    return (
        path(
            "M84 82c8-4 14-4 18-2 0-14 8-24 18-24s18 10 18 24c4-2 10-2 18 2-14 6-58 6-72 0z",
            STEEL,
            INK,
            2,
        )
        + path("M104 58c4-10 28-10 32 0", plume, INK, 1.8)
        + line("M104 70c10-3 22-3 32 0", "#8a96a4", 1.4)
    )


def _tell_hat(colour: str, plume: str) -> str:
    return (
        path("M102 80c-2-16 6-30 20-34 10 4 16 14 16 34z", colour, INK, 2)
        + path("M88 82c12-8 52-8 64 0-12 4-52 4-64 0z", colour, INK, 2)
        + path("M132 62c8-14 18-22 30-24-6 10-14 18-28 28z", plume, INK, 1.4)
    )


def _cap(colour: str, plume: str) -> str:
    return path("M100 84c-2-14 8-22 20-22s24 6 22 22c-10 4-32 4-42 0z", colour, INK, 2) + line(
        "M104 80c10 3 22 3 32 0", plume, 3
    )


HATS: dict[str, Callable[[str, str], str]] = {
    "crown": _crown,
    "beret": _beret,
    "brimmed": _brimmed,
    "bicorne": _bicorne,
    "turban": _turban,
    "jester": _jester,
    "helmet": _helmet,
    "tell": _tell_hat,
    "cap": _cap,
}


def hat(figure: Figure) -> str:
    return HATS[figure.hat](figure.hat_colour, figure.trim)


# ------------------------------------------------------------------ held things


def held_in_front(figure: Figure, hand: tuple[float, float]) -> str:
    """What the free hand holds across the body (drawn over the coat, under the arm)."""
    return _crossbow(*hand) if figure.holds == "crossbow" else ""


def held(figure: Figure, hand: tuple[float, float]) -> str:
    """What the free hand holds, drawn behind the figure."""
    x, y = hand
    things: dict[str, Callable[[], str]] = {
        "none": lambda: "",
        "crossbow": lambda: "",
        "sceptre": lambda: (
            limb(f"M{x - 4} {y + 40}L{x + 8} {y - 96}", GOLD, 4, 1.6)
            + circle(x + 8, y - 100, 6, GOLD, GOLD_DARK, 1.6)
            + path(f"M{x + 8} {y - 114}l-4 8h8z", GOLD, GOLD_DARK, 1.2)
        ),
        "sword": lambda: _sword(x, y),
        "halberd": lambda: _halberd(x, y),
        "staff": lambda: limb(f"M{x - 2} {y + 120}L{x + 4} {y - 110}", "#8a5526", 4.5, 1.6),
        "bauble": lambda: (
            limb(f"M{x} {y + 20}L{x + 6} {y - 40}", "#8a5526", 4, 1.4)
            + circle(x + 6, y - 48, 8, SKIN, INK, 1.6)
            + path(f"M{x - 2} {y - 52}l8-14 8 14z", figure.trim, INK, 1.2)
            + circle(x + 6, y - 66, 3, GOLD, INK, 1)
        ),
        "tankard": lambda: (
            rect(x - 6, y - 26, 18, 22, "#d8d2c4", INK, 1.6, rx=2)
            + path(f"M{x - 7} {y - 26}c0-6 20-6 20 0z", "#ffffff", INK, 1.2)
        ),
        "pipe": lambda: (
            line(f"M{x} {y}l18-6", "#3a2a1e", 3)
            + rect(x + 16, y - 14, 8, 10, "#6b4226", INK, 1.2, rx=2)
        ),
    }
    return things[figure.holds]()


def _sword(x: float, y: float) -> str:
    """A drawn sword raised from the hand."""
    return (
        path(
            f"M{x - 4} {y - 6}L{x - 34} {y - 120}L{x - 26} {y - 122}L{x + 4} {y - 8}z",
            STEEL,
            INK,
            1.6,
        )
        + line(f"M{x - 12} {y - 6}l18-5", GOLD, 5)
        + line(f"M{x + 2} {y + 2}l4 10", "#5a3a1a", 4)
    )


def _halberd(x: float, y: float) -> str:
    top = y - 130
    return (
        limb(f"M{x} {y + 130}L{x} {top}", "#8a5526", 4.5, 1.6)
        + path(f"M{x} {top + 8}c14 0 20 8 22 22-10-4-16-6-22-6z", STEEL, INK, 1.6)
        + path(f"M{x} {top + 12}l-10 8 10 4z", STEEL, INK, 1.4)
        + path(f"M{x - 4} {top}l4-18 4 18z", STEEL, INK, 1.4)
    )


def _crossbow(x: float, y: float) -> str:
    """Tell's crossbow, held upright before the shoulder: stock, bow, string and bolt."""
    bow = f"M{x - 36.7} {y - 72.5}Q{x - 13.1} {y - 99.8} {x + 16.7} {y - 79.5}"
    return (
        limb(f"M{x + 2} {y + 14}L{x - 10} {y - 76}", "#8a5526", 7, 1.6)
        + line(f"M{x - 36.7} {y - 72.5}L{x - 7.5} {y - 57}L{x + 16.7} {y - 79.5}", "#ece6d6", 1.4)
        + path(bow, "none", "#3a2a1e", 6)
        + line(bow, "#8a6a4a", 2.4)
        + line(f"M{x - 7.5} {y - 57}L{x - 11.5} {y - 88}", STEEL, 2.4)
        + path(f"M{x - 11.5} {y - 88}l-3.5 3 1-7 5 4z", STEEL, INK, 1)
    )
