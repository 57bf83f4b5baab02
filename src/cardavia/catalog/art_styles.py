"""The look of each pattern: card stock, frame, corner ornament, palette of clothes."""

from __future__ import annotations

from dataclasses import dataclass

from .art_svg import INK, circle, line, path, rect


@dataclass(frozen=True)
class Style:
    """What sets one pattern's cards apart from another's."""

    name: str
    family: str
    """ "german" or "swiss": which suit signs the pattern uses."""
    double: bool
    """Double-ended court cards (a half figure mirrored) rather than full figures."""
    stock: str
    """The light card-stock colour."""
    frame: str
    frame_inner: str
    ink: str
    """The corner index colour (dark, on the light stock)."""
    ornament: str
    """A small corner ornament drawn around (0, 0), about 18 units across."""
    clothes: dict[str, tuple[str, str]]
    """Per suit: the coat colour and its trim colour."""
    hose: str
    ranks: tuple[str, ...]

    @property
    def suits(self) -> tuple[str, ...]:
        return ("r", "b", "s", "a") if self.family == "swiss" else ("a", "l", "h", "b")

    def codes(self) -> tuple[str, ...]:
        return tuple(suit + rank for suit in self.suits for rank in self.ranks)


GERMAN_RANKS = ("A", "K", "O", "U", "T", "9", "8", "7", "6")


def _lozenge() -> str:
    """Bavaria: a diamond of blue and white lozenges."""
    return (
        path("M0-10L7 0 0 10-7 0z", "#ffffff", None)
        + path("M0-10L3.5-5 0 0-3.5-5zM0 10L3.5 5 0 0-3.5 5z", "#2f6db5", None)
        + path("M0-10L7 0 0 10-7 0z", "none", "#1d3f73", 1.4)
    )


def _sprig() -> str:
    """Vienna: a green sprig of three leaves and a red berry."""
    leaf = "c3-4 8-4 10-1-3 4-8 4-10 1z"
    return (
        line("M-7 7C-3 3 0 0 6-6", "#2f5a24", 1.6)
        + path(f"M-4 4{leaf}", "#3f9a44", "#1f5a1c", 1)
        + path("M-1 1c-4-3-4-8-1-10 4 3 4 8 1 10z", "#55ad4c", "#1f5a1c", 1)
        + circle(6, -6, 2.6, "#d23b2a", "#7a1f16", 1)
    )


def _salzburg_bar() -> str:
    """Salzburg: a little red-white-red shield."""
    outline = "M-7-8h14v7c0 5-3 8-7 10-4-2-7-5-7-10z"
    return (
        path(outline, "#c8262c", None)
        + rect(-7, -3, 14, 4.5, "#ffffff", None)
        + path(outline, "none", INK, 1.2)
    )


def _rue_crown() -> str:
    """Saxony: a small green crown of rue."""
    return path("M-9 5L-8-4-4 1 0-7 4 1 8-4 9 5z", "#3d8a3f", "#1b4a1f", 1.2) + rect(
        -9, 3, 18, 3.5, "#e0b12a", "#7a5a0c", 1
    )


def _star() -> str:
    """Prussia: an eight-pointed star."""
    return path(
        "M0-10L2.3-5.5 7.1-7.1 5.5-2.3 10 0 5.5 2.3 7.1 7.1 2.3 5.5 0 10-2.3 5.5"
        "-7.1 7.1-5.5 2.3-10 0-5.5-2.3-7.1-7.1-2.3-5.5z",
        "#233f78",
        "#0f1f40",
        1,
    ) + circle(0, 0, 2.6, "#e6c14a", None)


def _swiss_cross() -> str:
    """Switzerland: the white cross on red."""
    return rect(-8, -8, 16, 16, "#d21f26", INK, 1.2, rx=2) + path(
        "M-1.8-5.5h3.6v3.7h3.7v3.6h-3.7v3.7h-3.6v-3.7h-3.7v-3.6h3.7z", "#ffffff", None
    )


STYLES: dict[str, Style] = {
    "bavarian": Style(
        name="bavarian",
        family="german",
        double=False,
        stock="#fbf2dc",
        frame="#7a4a22",
        frame_inner="#2f6db5",
        ink="#2a1d12",
        ornament=_lozenge(),
        clothes={
            "a": ("#7a5230", "#e0a93a"),
            "l": ("#3f7d3a", "#d8b04a"),
            "h": ("#b8322a", "#f0c048"),
            "b": ("#d99a26", "#9c3a22"),
        },
        hose="#e8d7b0",
        ranks=GERMAN_RANKS,
    ),
    "tell": Style(
        name="tell",
        family="german",
        double=True,
        stock="#fffaf0",
        frame="#2d7a43",
        frame_inner="#d23b2a",
        ink="#1b1b1b",
        ornament=_sprig(),
        clothes={
            "a": ("#8a5a2c", "#2d7a43"),
            "l": ("#2f8f46", "#f2c21b"),
            "h": ("#d2232a", "#2c5aa0"),
            "b": ("#f2b61b", "#2c5aa0"),
        },
        hose="#2c5aa0",
        ranks=GERMAN_RANKS,
    ),
    "salzburg": Style(
        name="salzburg",
        family="german",
        double=False,
        stock="#fdf5e6",
        frame="#b5262d",
        frame_inner="#b5262d",
        ink="#231a14",
        ornament=_salzburg_bar(),
        clothes={
            "a": ("#6b4a2a", "#c9a23a"),
            "l": ("#3b7d3a", "#c9a23a"),
            "h": ("#b5262d", "#f4efe2"),
            "b": ("#d8a02a", "#b5262d"),
        },
        hose="#f4efe2",
        ranks=(*GERMAN_RANKS, "5"),
    ),
    "saxon": Style(
        name="saxon",
        family="german",
        double=True,
        stock="#f8f3e2",
        frame="#2e6b34",
        frame_inner="#1b1b1b",
        ink="#141414",
        ornament=_rue_crown(),
        clothes={
            "a": ("#6b4226", "#2e6b34"),
            "l": ("#4f8f2f", "#1b1b1b"),
            "h": ("#b22222", "#d4a017"),
            "b": ("#d4a017", "#2e6b34"),
        },
        hose="#1b1b1b",
        ranks=GERMAN_RANKS,
    ),
    "prussian": Style(
        name="prussian",
        family="german",
        double=True,
        stock="#f6f5ef",
        frame="#1f3b73",
        frame_inner="#1b1b1b",
        ink="#101828",
        ornament=_star(),
        clothes={
            "a": ("#1f3b73", "#e6c14a"),
            "l": ("#2f6b4a", "#e6e6e6"),
            "h": ("#a8202a", "#1f3b73"),
            "b": ("#e0b030", "#1f3b73"),
        },
        hose="#e6e6e6",
        ranks=GERMAN_RANKS,
    ),
    "swiss-german": Style(
        name="swiss-german",
        family="swiss",
        double=False,
        stock="#fffaf0",
        frame="#d21f26",
        frame_inner="#1b1b1b",
        ink="#111111",
        ornament=_swiss_cross(),
        clothes={
            "r": ("#d21f26", "#f5c518"),
            "b": ("#f5c518", "#1b1b1b"),
            "s": ("#1b1b1b", "#d21f26"),
            "a": ("#3d7a33", "#f5c518"),
        },
        hose="#1b1b1b",
        ranks=GERMAN_RANKS,
    ),
}
