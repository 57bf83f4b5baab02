"""The geometry of the charts the statistics page draws as SVG (``templates/charts.html``):
a line over the deals (the running score, the accuracy) and bars of deals won and lost.
Coordinates are in the SVG's own units; the page scales the picture to its width."""

import math
from collections.abc import Sequence
from dataclasses import dataclass

WIDTH = 400
LINE_HEIGHT = 200
MARGIN_LEFT = 58
"""Room for the value axis's numbers (up to six digits and a sign)."""
MARGIN_RIGHT = 14
MARGIN_TOP = 12
MARGIN_BOTTOM = 34
"""Room for the deal numbers and, under them, the axis's name."""
BAR_MARGIN = 4
BAR_LABEL = 20
"""Room for a kind of contract, above its bar."""
BAR_HEIGHT = 20
BAR_GAP = 8
BAR_COUNT_ROOM = 64
"""Room for the counts right of the longest bar ("12 : 30")."""
TICKS = 4
"""About this many steps along the value axis."""
STEPS = (1, 2, 2.5, 5, 10)
"""A step along an axis is one of these times a power of ten."""
WHOLE_STEPS = (1, 2, 5, 10)
"""The same for the deals, which are counted in whole numbers."""


@dataclass(frozen=True)
class Tick:
    value: float
    at: float
    """Where the tick is along its axis (x for the deals, y for the values)."""


@dataclass(frozen=True)
class LineChart:
    width: int
    height: int
    left: float
    right: float
    top: float
    bottom: float
    points: tuple[tuple[float, float], ...]
    value_ticks: tuple[Tick, ...]
    deal_ticks: tuple[Tick, ...]
    zero: float | None
    """Where the value 0 is, when the values go below it."""

    @property
    def polyline(self) -> str:
        return " ".join(f"{x:.1f},{y:.1f}" for x, y in self.points)


def line_chart(
    values: Sequence[float], low: float | None = None, high: float | None = None
) -> LineChart:
    """A line through ``values`` (one per deal, the first at deal 1), its value axis from
    ``low`` to ``high`` (by default from the values, 0 included)."""
    low = min(0.0, *values) if low is None else low
    high = max(0.0, *values) if high is None else high
    steps = nice_steps(low, high)
    low, high = steps[0], steps[-1]
    left, right = MARGIN_LEFT, WIDTH - MARGIN_RIGHT
    top, bottom = MARGIN_TOP, LINE_HEIGHT - MARGIN_BOTTOM

    def y_of(value: float) -> float:
        return bottom - (value - low) / (high - low) * (bottom - top)

    def x_of(deal: int) -> float:
        last = max(len(values), 2)
        return left + (deal - 1) / (last - 1) * (right - left)

    return LineChart(
        WIDTH,
        LINE_HEIGHT,
        left,
        right,
        top,
        bottom,
        tuple((x_of(deal), y_of(value)) for deal, value in enumerate(values, start=1)),
        tuple(Tick(value, y_of(value)) for value in steps),
        tuple(Tick(deal, x_of(deal)) for deal in deal_numbers(len(values))),
        y_of(0) if low < 0 < high else None,
    )


def nice_steps(low: float, high: float, factors: tuple[float, ...] = STEPS) -> list[float]:
    """Round values from at or below ``low`` to at or above ``high``, about ``TICKS``
    steps apart, each step one of ``factors`` times a power of ten."""
    if high <= low:
        high = low + 1
    rough = (high - low) / TICKS
    power = 10 ** math.floor(math.log10(rough))
    step = next(power * factor for factor in factors if power * factor >= rough)
    first = math.floor(low / step)
    last = math.ceil(high / step)
    return [index * step for index in range(first, last + 1)]


def deal_numbers(count: int) -> list[int]:
    """The deals numbered along the axis: the first, the last, and a few round ones."""
    if count <= 1:
        return [1]
    step = max(1, round(nice_steps(0, count, WHOLE_STEPS)[1]))
    between = range(step, count, step)
    return [
        1,
        *(deal for deal in between if deal - 1 > step / 3 and count - deal > step / 3),
        count,
    ]


@dataclass(frozen=True)
class Bar:
    label: str
    won: int
    lost: int
    y: float
    """The top of the bar; its label stands above it."""
    won_width: float
    lost_width: float


@dataclass(frozen=True)
class BarChart:
    width: int
    height: int
    left: float
    bar_height: int
    bars: tuple[Bar, ...]


def bar_chart(rows: Sequence[tuple[str, int, int]]) -> BarChart:
    """A bar for each (label, won, lost), its label above it (a long word fits in every
    language): the deals won, then the deals lost, all bars to one scale."""
    left, right = BAR_MARGIN, WIDTH - BAR_COUNT_ROOM
    most = max((won + lost for _, won, lost in rows), default=0) or 1
    scale = (right - left) / most
    row = BAR_LABEL + BAR_HEIGHT + BAR_GAP
    bars = tuple(
        Bar(label, won, lost, MARGIN_TOP + BAR_LABEL + index * row, won * scale, lost * scale)
        for index, (label, won, lost) in enumerate(rows)
    )
    return BarChart(WIDTH, MARGIN_TOP + len(rows) * row, left, BAR_HEIGHT, bars)
