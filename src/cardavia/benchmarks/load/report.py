"""The load figures as tables for people (Rich)."""

from rich.console import Group
from rich.table import Table

from cardavia.benchmarks.load.figures import (
    ANSWER_PERCENTILES,
    REQUEST_PERCENTILES,
    LoadFigures,
    percentiles,
)
from cardavia.benchmarks.load.probes import HINT, READ_ALONE, READ_DURING_HINTS, FirstPage, HintLoad


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:,.1f}"


def _spread(seconds: list[float], which: tuple[int, ...]) -> str:
    shown = percentiles(seconds, which)
    return " / ".join(_ms(value) for value in shown.values()) + " ms"


def load_report(figures: LoadFigures) -> Group:
    """The figures of a load run, then the request times by kind of request."""
    summary = Table("figure", "value", title="cardavia bench load")
    requests = "/".join(f"p{p}" for p in REQUEST_PERCENTILES)
    answers = "/".join(f"p{p}" for p in ANSWER_PERCENTILES)
    cpu_ms = figures.cpu_ms_per_action
    rows = [
        ("servers", ", ".join(figures.urls)),
        ("tables at once", f"{figures.tables}"),
        ("tables started", f"{figures.tables_started}"),
        ("deals completed", f"{figures.deals}"),
        ("actions stored", f"{figures.actions}"),
        ("seconds", f"{figures.seconds:,.1f}"),
        ("throughput", f"{figures.actions_per_second:,.1f} actions/s"),
        ("requests", f"{figures.requests}"),
        (f"request time {requests}", _spread(figures.all_request_seconds, REQUEST_PERCENTILES)),
        (
            f"move → AI's answer shown {answers}",
            _spread(figures.answer_seconds, ANSWER_PERCENTILES),
        ),
        ("errors", _errors(figures.errors)),
        ("server CPU", _cpu(figures)),
        ("server CPU per stored action", "-" if cpu_ms is None else f"{cpu_ms:,.2f} ms"),
        ("the bench's own CPU", f"{figures.bench_cpu_seconds:,.2f} s"),
        ("load before", figures.load_before),
        ("load after", figures.load_after),
    ]
    if figures.own_server is not None:
        rows.append(("first page after", f"{figures.own_server.first_page_seconds:.2f} s"))
        rows.append(("server idle after", f"{figures.own_server.settled_seconds:.1f} s"))
    for row in rows:
        summary.add_row(*row)
    by_kind = Table("request", "count", *(f"p{p} ms" for p in REQUEST_PERCENTILES))
    for kind, seconds in sorted(figures.request_seconds.items()):
        shown = percentiles(seconds, REQUEST_PERCENTILES).values()
        by_kind.add_row(kind, f"{len(seconds)}", *(_ms(value) for value in shown))
    return Group(summary, by_kind)


def _cpu(figures: LoadFigures) -> str:
    cpu = figures.cpu
    if cpu is None:
        return "- (no --pid)"
    return (
        f"{cpu.total:,.2f} s ({cpu.processes:,.2f} s the server processes, "
        f"{cpu.descendants:,.2f} s their children)"
    )


def _errors(errors: dict[str, int]) -> str:
    if not errors:
        return "none"
    return ", ".join(f"{what}: {count}" for what, count in sorted(errors.items()))


def first_page_report(pages: list[FirstPage]) -> Table:
    table = Table(
        "run", "first page after", "load as it started", title="cardavia bench first-page"
    )
    for number, page in enumerate(pages, 1):
        table.add_row(f"{number}", f"{page.seconds:.2f} s", page.load)
    return table


def hint_report(figures: HintLoad) -> Group:
    """Table reads alone and during the hints, and the hints themselves."""
    times = Table("request", "count", "p50 ms", "p95 ms", title="cardavia bench hints")
    for kind in (READ_ALONE, READ_DURING_HINTS, HINT):
        seconds = figures.request_seconds.get(kind, [])
        shown = percentiles(seconds, (50, 95)).values()
        times.add_row(kind, f"{len(seconds)}", *(_ms(value) for value in shown))
    summary = Table("figure", "value")
    summary.add_row("hints asked at once", f"{figures.hints}")
    summary.add_row("until the last was answered", f"{figures.hints_seconds:.1f} s")
    summary.add_row("errors", _errors(figures.errors))
    summary.add_row("load before", figures.load_before)
    summary.add_row("load after", figures.load_after)
    return Group(times, summary)
