"""The two figures every timing benchmark prints."""

import statistics


def median_ms(seconds: list[float]) -> float:
    """The median of timings in seconds, in milliseconds."""
    return 1000 * statistics.median(seconds)


def p95_ms(seconds: list[float]) -> float:
    """The 95th percentile of timings in seconds, in milliseconds (a single timing is its
    own percentile)."""
    if len(seconds) < 2:
        return 1000 * seconds[0]
    return 1000 * statistics.quantiles(seconds, n=20)[-1]


def percentile_ms(seconds: list[float], percent: int) -> float:
    """The ``percent``-th percentile (1 to 99) of timings in seconds, in milliseconds (a
    single timing is its own percentile)."""
    if len(seconds) < 2:
        return 1000 * seconds[0]
    return 1000 * statistics.quantiles(seconds, n=100)[percent - 1]
