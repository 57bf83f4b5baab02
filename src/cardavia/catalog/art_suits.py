"""The suit signs, each drawn in a 64 x 64 box whose centre is (32, 32).

German signs: acorn, leaf, heart, bell. Swiss signs: rose, shield, bell, acorn (the
Swiss bell and acorn are drawn apart from the German ones: a bell with a red crown and a
cross slit, a round golden acorn in a scaly cup with no leaves).
"""

from __future__ import annotations

import math

from .art_svg import INK, circle, line, path

GERMAN_SUITS = ("a", "l", "h", "b")
SWISS_SUITS = ("r", "b", "s", "a")

SUIT_COLOURS = {
    ("german", "a"): "#8a5526",
    ("german", "l"): "#3f8a3a",
    ("german", "h"): "#c62828",
    ("german", "b"): "#d9a21a",
    ("swiss", "r"): "#c62828",
    ("swiss", "b"): "#d9a21a",
    ("swiss", "s"): "#1f1f1f",
    ("swiss", "a"): "#8a5526",
}
"""A colour that stands for each suit (used for ribbons, pennants and clothes trim)."""


def heart() -> str:
    outline = (
        "M32 58C26 50 5 39 5 22 5 12 12 6 21 6c5.5 0 9 3 11 7 2-4 5.5-7 11-7 "
        "9 0 16 6 16 16 0 17-21 28-27 36z"
    )
    return (
        path(outline, "#d42a2a", "#6e0e0e", 2.4)
        + path("M32 58C29 50 44 36 57 20 59 36 40 49 32 58z", "#a81c1c", None)
        + line("M13 18c2-5 7-7 11-6", "#ff9f9f", 3.4)
        + path(outline, "none", "#6e0e0e", 2.4)
    )


def leaf() -> str:
    outline = (
        "M32 3C36 12 48 17 55 27c5 8 2 20-6 22-5 1-9-1-12-4 0 6 1 10 4 15H23"
        "c3-5 4-9 4-15-3 3-7 5-12 4-8-2-11-14-6-22C16 17 28 12 32 3z"
    )
    veins = "M32 10v42M32 21l-8-6M32 21l8-6M32 30l-13-8M32 30l13-8M32 39l-14-7M32 39l14-7"
    return (
        path(outline, "#3f9436", "#1c4f18", 2.4)
        + path(
            "M32 4C28 12 16 17 9 27c-5 8-2 20 6 22 5 1 9-1 12-4 0 6-1 10-4 15h9z", "#58ad48", None
        )
        + line(veins, "#1c4f18", 1.8)
        + line("M17 26c2-5 5-8 9-11", "#b5e39b", 2.4)
        + path(outline, "none", "#1c4f18", 2.4)
    )


def acorn_german() -> str:
    hatch = "M15 24l8 8M21 17l12 14M31 14l10 13M41 16l7 9M15 31l10-13M24 32l13-17M35 32l10-13"
    return (
        line("M32 4v9", "#4a2a10", 4)
        + path("M33 9c3-7 14-10 23-6-3 9-13 12-23 6z", "#55a244", "#245a1c", 2)
        + path("M31 9C28 2 18 0 9 4c3 8 12 11 22 5z", "#3f8a34", "#245a1c", 2)
        + path("M17 31c0 17 6 26 15 30 9-4 15-13 15-30z", "#c07a34", "#5a3210", 2.4)
        + line("M24 37c0 8 2 13 5 17", "#eab77c", 3)
        + path("M11 32c0-13 9-21 21-21s21 8 21 21c-6 4-36 4-42 0z", "#5b3516", "#2e1a08", 2.4)
        + line(hatch, "#9a6a3a", 1.7)
    )


def bell_german() -> str:
    return (
        path("M26 14c0-8 12-8 12 0", "none", "#7a5200", 4)
        + circle(32, 37, 22, "#f4c41c", "#7a5200", 2.4)
        + path(
            "M10.4 31c9-4.5 34.2-4.5 43.2 0v8c-9-4.5-34.2-4.5-43.2 0z", "#d1372a", "#7a1f16", 1.4
        )
        + line("M12 35c9-3 31-3 40 0", "#f3a03a", 1.4)
        + circle(32, 49, 3.6, "#3b2a00", None)
        + line("M32 49v9", "#3b2a00", 3)
        + line("M18 24c3-5 8-7 13-8", "#fff5c4", 3.4)
    )


def rose() -> str:
    barbs = "".join(
        path(f"M{x1} {y1}L{x2} {y2}L{x3} {y3}z", "#3f8f3a", "#1c4f18", 1.6)
        for x1, y1, x2, y2, x3, y3 in _BARBS
    )
    petals = "".join(
        circle(x, y, 11, "#d8343a", "#6e1015", 2)
        for x, y in ((32, 18), (45.3, 27.7), (40.2, 43.3), (23.8, 43.3), (18.7, 27.7))
    )
    return (
        barbs
        + petals
        + circle(32, 31, 11, "#ec5a60", None)
        + circle(32, 31, 6, "#f4c542", "#9a7210", 1.6)
        + circle(30, 29, 1.6, "#fff1b0", None)
    )


def _barb_points() -> list[tuple[float, ...]]:
    """Five green sepals that show between the petals, pointing out at radius 31."""
    points = []
    for step in range(5):
        angle = math.radians(-54 + 72 * step)
        side = math.radians(12)
        tip = (32 + 31 * math.cos(angle), 31 + 31 * math.sin(angle))
        left = (32 + 18 * math.cos(angle - side), 31 + 18 * math.sin(angle - side))
        right = (32 + 18 * math.cos(angle + side), 31 + 18 * math.sin(angle + side))
        points.append(tuple(round(v, 1) for v in (*left, *tip, *right)))
    return points


_BARBS = _barb_points()


def shield() -> str:
    outline = "M10 7h44v23c0 16-10 25-22 31C20 55 10 46 10 30z"
    return (
        path(outline, "#f2c230", None)
        + path("M10 20h44v11H10z", "#c62828", None)
        + path("M14 11h36v19c0 13-8 21-18 26-10-5-18-13-18-26z", "none", "#9c7a14", 1.4)
        + line("M32 7v13M32 31v30", INK, 2)
        + circle(32, 25.5, 4.2, INK, None)
        + path(outline, "none", INK, 2.8)
    )


def bell_swiss() -> str:
    return (
        path("M25 13c0-9 14-9 14 0", "none", INK, 3.4)
        + circle(32, 37, 23, "#f6cf2a", INK, 2.4)
        + path("M11 30c2-10 11-16 21-16s19 6 21 16c-12-4-30-4-42 0z", "#d02a24", INK, 1.8)
        + line("M12 35c12-4 28-4 40 0", INK, 1.4)
        + line("M32 45v13M25 52h14", INK, 3.6)
        + circle(32, 45, 2.6, INK, None)
        + line("M17 39c1-4 3-6 6-8", "#fff4bf", 3)
    )


def acorn_swiss() -> str:
    scales = "M16 27q4 3 8 0q4 3 8 0q4 3 8 0q4 3 8 0M20 21q4 3 8 0q4 3 8 0q4 3 8 0"
    return (
        line("M32 12c0-5 2-8 7-10", INK, 3.2)
        + path("M18 28c-1 16 5 28 14 33 9-5 15-17 14-33z", "#efc22e", INK, 2.4)
        + line("M24 36c0 7 2 13 6 17", "#fff0b0", 3)
        + path("M12 30c0-11 9-18 20-18s20 7 20 18c-7 3-33 3-40 0z", "#a4521f", INK, 2.4)
        + line(scales, "#5e2a0c", 1.4)
    )


_SIGNS = {
    ("german", "a"): acorn_german,
    ("german", "l"): leaf,
    ("german", "h"): heart,
    ("german", "b"): bell_german,
    ("swiss", "r"): rose,
    ("swiss", "b"): bell_swiss,
    ("swiss", "s"): shield,
    ("swiss", "a"): acorn_swiss,
}


def sign(family: str, suit: str) -> str:
    """The suit sign of ``suit`` in the ``family`` ("german" or "swiss"), in a 64 box."""
    return _SIGNS[family, suit]()
