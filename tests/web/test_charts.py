"""The statistics' charts: the value axis takes in every value in round steps, the deals
are numbered from the first to the last, and bars keep one scale."""

import pytest

from cardavia.web.charts import bar_chart, deal_numbers, line_chart, nice_steps


@pytest.mark.parametrize(
    ("low", "high", "steps"),
    [
        (0, 100, [0, 25, 50, 75, 100]),
        (-144, 0, [-150, -100, -50, 0]),
        (-916, 40, [-1000, -750, -500, -250, 0, 250]),
        (0, 3, [0, 1, 2, 3]),
        (5, 5, [5, 5.25, 5.5, 5.75, 6]),
    ],
)
def test_the_value_axis_steps_round_numbers_over_every_value(
    low: float, high: float, steps: list[float]
) -> None:
    assert nice_steps(low, high) == pytest.approx(steps)


@pytest.mark.parametrize(
    ("count", "numbers"),
    [(1, [1]), (2, [1, 2]), (6, [1, 2, 4, 6]), (10, [1, 5, 10]), (100, [1, 50, 100])],
)
def test_the_deals_are_numbered_from_the_first_to_the_last(count: int, numbers: list[int]) -> None:
    assert deal_numbers(count) == numbers


def test_a_line_runs_across_the_plot_from_the_first_deal_to_the_last() -> None:
    chart = line_chart([-30, -35, 12, 12])
    xs = [x for x, _ in chart.points]
    assert xs[0] == chart.left and xs[-1] == chart.right and xs == sorted(xs)
    assert all(chart.top <= y <= chart.bottom for _, y in chart.points)
    assert chart.zero is not None and chart.points[2][1] < chart.zero < chart.points[0][1]
    ticks = [tick.value for tick in chart.value_ticks]
    assert ticks[0] <= -35 and ticks[-1] >= 12
    fixed = line_chart([70.5], 0, 100)
    [point] = fixed.points
    assert fixed.zero is None
    assert point == pytest.approx((fixed.left, fixed.bottom - 0.705 * (fixed.bottom - fixed.top)))


def test_every_bar_is_drawn_to_one_scale() -> None:
    chart = bar_chart([("Grand", 3, 1), ("Null", 0, 2)])
    grand, null = chart.bars
    assert grand.won_width == pytest.approx(3 * null.lost_width / 2)
    assert grand.lost_width == pytest.approx(null.lost_width / 2)
    assert null.won_width == 0 and null.y > grand.y + chart.bar_height
