"""Court cards: who each König, Ober and Unter (Swiss: Under) is, pattern by pattern,
and how the figure is set on the card: full length, or a half figure mirrored about the
middle on double-ended packs (Tell, Saxon, Prussian).
"""

from __future__ import annotations

from dataclasses import replace

from . import art_figure as fig
from .art_emblems import salzburg_arms
from .art_face import MID_Y, Face
from .art_svg import INK, group, line, path, tag

HALF_SCALE = 1.1
HALF_CUT = 199.0
"""The figure's y where a half figure is cut (just below the belt)."""

_BASE = {
    "K": {"hat": "crown", "beard": "full", "holds": "sceptre"},
    "O": {"hat": "beret", "beard": "moustache", "holds": "sword"},
    "U": {"hat": "brimmed", "beard": "none", "holds": "halberd"},
}

_CAST: dict[tuple[str, str, str], dict[str, str]] = {
    # Bavarian: rural Munich figures; kings enthroned.
    ("bavarian", "O", "l"): {"holds": "staff"},
    ("bavarian", "O", "b"): {"holds": "tankard"},
    ("bavarian", "U", "h"): {"holds": "pipe", "hat": "cap"},
    ("bavarian", "U", "a"): {"hat": "cap"},
    # Tell: characters of Schiller's play; Tell (acorn Ober) with his crossbow.
    ("tell", "O", "a"): {"hat": "tell", "holds": "crossbow", "beard": "full"},
    ("tell", "O", "b"): {"hat": "helmet", "holds": "sword"},
    ("tell", "O", "h"): {"hat": "brimmed", "holds": "staff"},
    ("tell", "U", "l"): {"hat": "helmet"},
    ("tell", "U", "b"): {"hat": "cap", "holds": "staff"},
    ("tell", "U", "h"): {"hat": "beret", "holds": "none"},
    # Salzburg: the hearts Ober in a two-cornered hat draws his sword.
    ("salzburg", "O", "h"): {"hat": "bicorne", "holds": "sword"},
    ("salzburg", "O", "l"): {"holds": "staff"},
    ("salzburg", "U", "b"): {"hat": "cap", "holds": "tankard"},
    # Saxon: kings on thrones.
    ("saxon", "O", "b"): {"hat": "brimmed", "holds": "staff"},
    ("saxon", "U", "h"): {"hat": "cap", "holds": "none"},
    # Prussian: the bells King wears a turban.
    ("prussian", "K", "b"): {"hat": "turban", "beard": "full"},
    ("prussian", "O", "l"): {"hat": "helmet"},
    ("prussian", "U", "a"): {"hat": "cap", "holds": "staff"},
    # Swiss: the bells Under is a jester.
    ("swiss-german", "U", "b"): {"hat": "jester", "holds": "bauble", "beard": "none"},
    ("swiss-german", "O", "s"): {"holds": "halberd"},
    ("swiss-german", "U", "a"): {"hat": "beret", "holds": "sword"},
}

_THRONES = {"bavarian": "#6b3a1e", "saxon": "#2e5a30"}
_HAIR = {
    "a": "#6b4226",
    "l": "#3a2a1e",
    "h": "#a0622a",
    "b": "#c89a4a",
    "r": "#6b4226",
    "s": "#3a2a1e",
}
_HAT = {"O": "#2b2b2b", "U": "#5a3a1a", "K": "#c0392b"}


def cast(face: Face) -> fig.Figure:
    """The figure of ``face``: rank defaults, then the pattern's particular characters."""
    style, rank, suit = face.style, face.rank, face.suit
    options = {**_BASE[rank], **_CAST.get((style.name, rank, suit), {})}
    figure = fig.Figure(
        rank=rank,
        coat=face.coat,
        trim=face.trim,
        hose=style.hose,
        hat=options["hat"],
        hat_colour=_hat_colour(face, options["hat"]),
        beard=options["beard"],
        hair=_HAIR[suit] if rank != "K" else "#9a8a7a",
        holds=options["holds"],
        throne=rank == "K" and style.name in _THRONES,
        throne_colour=_THRONES.get(style.name, "#8a2a2a"),
    )
    if face.swiss and rank != "K":
        figure = replace(figure, extras=("striped", "ruff"))
    elif style.name in ("saxon", "prussian") and rank == "O":
        figure = replace(figure, extras=("ruff",))
    return figure


def _hat_colour(face: Face, hat: str) -> str:
    if hat in ("jester", "turban"):
        return face.coat
    if hat == "crown":
        return "#c0392b"
    if face.swiss:
        return face.trim if face.trim != face.coat else "#1b1b1b"
    return _HAT[face.rank]


def figure_drawing(face: Face, figure: fig.Figure, half: bool) -> str:
    """The whole figure in card coordinates, its sign held as its rank poses it."""
    where = fig.pose(figure.rank, half)
    (sx, sy), free_hand = where.sign, where.free_arm[-1]
    sleeve, cuff = figure.coat, figure.trim
    parts = [
        fig.throne(figure) if figure.throne else "",
        fig.held(figure, free_hand),
        "" if half else fig.legs(figure),
        fig.coat(figure),
        fig.collar(figure),
        fig.head(figure),
        fig.hat(figure),
        fig.held_in_front(figure, free_hand),
        face.sign(sx, sy, where.sign_size),
        fig.arm(where.sign_arm, sleeve, cuff),
        fig.arm(where.free_arm, sleeve, cuff),
    ]
    return "".join(parts)


def court_card(face: Face) -> str:
    """A König, Ober or Unter: full length, or a mirrored half figure."""
    figure = cast(face)
    if not face.style.double:
        return figure_drawing(face, figure, half=False) + _extras(face)
    return _double_ended(face, figure_drawing(face, figure, half=True))


def _extras(face: Face) -> str:
    """Pattern particulars beside the figure: the Salzburg arms by the bells King."""
    if face.style.name == "salzburg" and face.suit == "b" and face.rank == "K":
        return salzburg_arms(52, 290, 0.9)
    return ""


def _double_ended(face: Face, drawing: str) -> str:
    """The upper half of ``drawing`` and the same turned about the card's centre."""
    half_id, clip_id = face.uid("half"), face.uid("cut")
    scaled = group(
        drawing, f"translate(120 {MID_Y}) scale({HALF_SCALE}) translate(-120 -{HALF_CUT})"
    )
    clip = tag("clipPath", tag("rect", x="0", y="0", width="240", height=str(MID_Y)), id=clip_id)
    half = tag("g", scaled, id=half_id, clip_path=f"url(#{clip_id})")
    divider = line(f"M14 {MID_Y}H226", face.style.frame, 2) + path(
        f"M120 {MID_Y - 6}l8 6-8 6-8-6z", face.style.frame_inner, INK, 1
    )
    return (
        tag("defs", clip + half)
        + tag("use", href=f"#{half_id}")
        + tag("use", href=f"#{half_id}", transform=f"rotate(180 120 {MID_Y})")
        + divider
    )
