"""Small helpers that write SVG markup for the card art (``art.py``).

Everything is plain strings: each helper returns one element (or a group of them), so
the drawing modules read as lists of shapes.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

INK = "#2b2118"
"""The outline colour shared by every drawing: a warm near-black, like printer's ink."""

SKIN = "#f3d2ad"
SKIN_SHADE = "#dcae84"


def num(value: float) -> str:
    """A coordinate with at most one decimal, without a trailing ``.0``."""
    rounded = round(value, 1)
    return str(int(rounded)) if rounded == int(rounded) else str(rounded)


def attrs(**values: str | float | None) -> str:
    """``key="value"`` pairs; ``stroke_width`` becomes ``stroke-width``; None is left out."""
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, int | float) else value
        parts.append(f" {key.rstrip('_').replace('_', '-')}={quoteattr(text)}")
    return "".join(parts)


def tag(name: str, body: str = "", /, **values: str | float | None) -> str:
    """One element; self-closing when it has no body."""
    if body:
        return f"<{name}{attrs(**values)}>{body}</{name}>"
    return f"<{name}{attrs(**values)}/>"


def path(
    d: str,
    fill: str = "none",
    stroke: str | None = INK,
    width: float | None = 2,
    **extra: str | float | None,
) -> str:
    """A path; outlined in ink by default, with round joins."""
    if stroke is None:
        width = None
    join = "round" if stroke else None
    return tag(
        "path", d=d, fill=fill, stroke=stroke, stroke_width=width, stroke_linejoin=join, **extra
    )


def line(d: str, colour: str, width: float) -> str:
    """An open stroke with round caps (stems, strings, hair lines)."""
    return tag(
        "path",
        d=d,
        fill="none",
        stroke=colour,
        stroke_width=width,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


def limb(d: str, colour: str, width: float, outline: float = 2.4) -> str:
    """A thick rounded stroke outlined in ink: arms, legs, staffs."""
    return line(d, INK, width + 2 * outline) + line(d, colour, width)


def circle(
    cx: float, cy: float, r: float, fill: str, stroke: str | None = INK, width: float = 2
) -> str:
    return tag(
        "circle",
        cx=cx,
        cy=cy,
        r=r,
        fill=fill,
        stroke=stroke,
        stroke_width=width if stroke else None,
    )


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str,
    stroke: str | None = INK,
    width: float = 2,
) -> str:
    return tag(
        "ellipse",
        cx=cx,
        cy=cy,
        rx=rx,
        ry=ry,
        fill=fill,
        stroke=stroke,
        stroke_width=width if stroke else None,
    )


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str,
    stroke: str | None = INK,
    width: float = 2,
    rx: float = 0,
) -> str:
    return tag(
        "rect",
        x=x,
        y=y,
        width=w,
        height=h,
        rx=rx or None,
        fill=fill,
        stroke=stroke,
        stroke_width=width if stroke else None,
    )


def group(body: str, transform: str | None = None, **values: str | float | None) -> str:
    return tag("g", body, transform=transform, **values)


def place(body: str, x: float, y: float, scale: float = 1, turn: float = 0) -> str:
    """``body`` drawn around its origin, moved to (x, y), scaled and turned (degrees)."""
    steps = [f"translate({num(x)} {num(y)})"]
    if turn:
        steps.append(f"rotate({num(turn)})")
    if scale != 1:
        steps.append(f"scale({num(scale) if scale >= 0.1 else round(scale, 3)})")
    return group(body, " ".join(steps))


def mirror_x(body: str, centre: float = 120) -> str:
    """``body`` reflected left to right about the vertical line x = ``centre``."""
    return group(body, f"translate({num(2 * centre)} 0) scale(-1 1)")


def text(
    content: str,
    x: float,
    y: float,
    size: float,
    fill: str = INK,
    **extra: str | float | None,
) -> str:
    """Centred text in the card's serif stack."""
    return tag(
        "text",
        escape(content),
        x=x,
        y=y,
        font_size=size,
        fill=fill,
        text_anchor="middle",
        font_family="Georgia, 'Times New Roman', serif",
        **extra,
    )
