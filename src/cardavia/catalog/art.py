"""Card art: every card face and back of every regional pattern, drawn as SVG by code.

Each document is standalone (no external files, fonts, images or scripts), 240 x 376 in
its view box, with no width or height so the page sizes it. Results are cached: they are
served over HTTP.

>>> card_svg("bavarian", "hA").startswith('<svg xmlns="http://www.w3.org/2000/svg"')
True
"""

from __future__ import annotations

from functools import cache

from .art_backs import back_face
from .art_courts import court_card
from .art_daus import ace_card, banner_card, season_of, weli_card
from .art_face import HEIGHT, MID_Y, WIDTH, Face
from .art_pips import pip_card
from .art_styles import STYLES, Style
from .art_suits import sign
from .art_svg import attrs, group, num, path, place, rect, tag, text

PATTERNS: tuple[str, ...] = ("bavarian", "tell", "salzburg", "saxon", "prussian", "swiss-german")

SVG_NS = "http://www.w3.org/2000/svg"
RANK_LABELS = {"A": "A", "T": "10", "K": "K", "O": "O", "U": "U"}
WELI_PATTERNS = ("tell", "salzburg")


def _style(pattern: str) -> Style:
    if pattern not in STYLES:
        raise ValueError(f"unknown card pattern {pattern!r}; known: {', '.join(PATTERNS)}")
    return STYLES[pattern]


@cache
def card_svg(pattern: str, code: str) -> str:
    """The face of the card ``code`` in ``pattern`` as a standalone SVG document."""
    style = _style(pattern)
    if code not in style.codes():
        raise ValueError(
            f"the {pattern} pattern has no card {code!r}; its cards are {', '.join(style.codes())}"
        )
    suit, rank = code[0], code[1]
    face = Face(style, suit, rank, sign_id=f"{pattern}-{code}-sign")
    weli = is_weli(pattern, code)
    extra = {"data_season": season_of(face), "data_weli": "true" if weli else None}
    body = _picture(face, weli) + _index(face, "W" if weli else None)
    defs = tag(
        "defs",
        tag("symbol", sign(style.family, suit), id=face.sign_id, viewBox="0 0 64 64"),
    )
    return _document(pattern, code, defs + _card_stock(style) + body, **extra)


@cache
def back_svg(pattern: str) -> str:
    """The back of a card of ``pattern`` as a standalone SVG document."""
    style = _style(pattern)
    return _document(pattern, "back", back_face(style))


def is_weli(pattern: str, code: str) -> bool:
    """The bells six of the Tell and Salzburg packs is printed as the Weli."""
    return pattern in WELI_PATTERNS and code == "b6"


def _document(pattern: str, card: str, body: str, **extra: str | None) -> str:
    head = attrs(
        xmlns=SVG_NS,
        viewBox=f"0 0 {WIDTH} {HEIGHT}",
        data_card=card,
        data_pattern=pattern,
        **extra,
    )
    return f"<svg{head}>{body}</svg>"


def _picture(face: Face, weli: bool) -> str:
    rank = face.rank
    if weli:
        return weli_card(face)
    if rank == "A":
        return ace_card(face)
    if rank == "T" and face.swiss:
        return banner_card(face)
    if rank in "KOU":
        return court_card(face)
    return pip_card(face)


# ------------------------------------------------------------------ stock and frame


def _card_stock(style: Style) -> str:
    """The rounded card, its frame lines, index notches and corner ornaments."""
    card = rect(1, 1, WIDTH - 2, HEIGHT - 2, style.stock, "#9d8f74", 1.5, rx=14)
    frames = rect(8, 8, 224, 360, "none", style.frame, 2.6, rx=9) + rect(
        12.5, 12.5, 215, 351, "none", style.frame_inner, 1, rx=6
    )
    notch = (
        rect(4, 4, 52, 82, style.stock, None, rx=10)
        + path("M54 9V78a6 6 0 0 1-6 6H9", "none", style.frame, 2.6)
        + path("M58.5 13V82a6 6 0 0 1-6 6H13", "none", style.frame_inner, 1)
    )
    corner = place(style.ornament, 219, 21)
    return card + frames + _both_ends(notch + corner)


def _both_ends(body: str) -> str:
    """``body`` and a copy turned 180 degrees about the card's centre."""
    return body + group(body, f"rotate(180 {num(WIDTH / 2)} {num(MID_Y)})")


def _index(face: Face, label: str | None) -> str:
    """Rank and a small suit sign, top left and (turned) bottom right."""
    rank = label or RANK_LABELS.get(face.rank, face.rank)
    squeeze = {"textLength": "40", "lengthAdjust": "spacingAndGlyphs"} if len(rank) > 1 else {}
    index = text(rank, 31, 45, 40, face.style.ink, font_weight="bold", **squeeze) + face.sign(
        31, 64, 26
    )
    return _both_ends(group(index, class_="index"))
