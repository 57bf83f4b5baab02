"""``cardavia bench load``: N bots, each at a table of its own, against one or more running
servers (or one the bench starts), and what they measured."""

import resource
import threading
import time
from contextlib import ExitStack
from dataclasses import dataclass

from rich.progress import Progress

from cardavia.benchmarks.load.bot import GAMES, Bot, Goal, Servers
from cardavia.benchmarks.load.figures import LoadFigures, OwnServer
from cardavia.benchmarks.load.machine import cpu_seconds, settle, uptime
from cardavia.benchmarks.load.recorder import Recorder
from cardavia.benchmarks.load.server import started_server

PROGRESS_SECONDS = 0.5


@dataclass(frozen=True)
class LoadPlan:
    tables: int
    deals: int
    """Complete deals per table, unless ``seconds`` is set."""
    seconds: float | None
    urls: list[str]
    """The servers to use (none: the bench starts one)."""
    pids: list[int]
    """Server processes whose CPU time is measured (besides the one the bench starts)."""
    environment: dict[str, str]
    """For the server the bench starts."""
    wait_seconds: float
    """How long a bot waits on its stream for the AI players before it reads the table."""


def servers_of(urls: list[str], bot: int) -> Servers:
    """The bot's actions go to one server, its stream to the next one in the list."""
    return Servers(urls[bot % len(urls)], urls[(bot + 1) % len(urls)])


def run_load(plan: LoadPlan, show_progress: bool = True) -> LoadFigures:
    with ExitStack() as stack:
        urls, pids, own = plan.urls, plan.pids, None
        if not urls:
            server = stack.enter_context(started_server(plan.environment))
            urls, pids = [server.base], [server.pid, *pids]
            own = OwnServer(server.first_page_seconds, settle(pids))
        elif pids:
            settle(pids)
        return _measure(plan, urls, pids, own, show_progress)


def _measure(
    plan: LoadPlan, urls: list[str], pids: list[int], own: OwnServer | None, show_progress: bool
) -> LoadFigures:
    recorder = Recorder()
    load_before = uptime()
    cpu_before, bench_before = cpu_seconds(pids), _bench_cpu_seconds()
    started = time.perf_counter()
    _play(plan, urls, recorder, show_progress)
    seconds = time.perf_counter() - started
    cpu = cpu_seconds(pids) - cpu_before if pids else None
    bench_cpu = _bench_cpu_seconds() - bench_before
    return LoadFigures(
        tables=plan.tables,
        tables_started=recorder.tables,
        deals=recorder.deals,
        actions=recorder.actions,
        seconds=seconds,
        request_seconds=recorder.request_seconds,
        errors=dict(recorder.errors),
        answer_seconds=recorder.answer_seconds,
        cpu=cpu,
        bench_cpu_seconds=bench_cpu,
        load_before=load_before,
        load_after=uptime(),
        urls=urls,
        own_server=own,
    )


def _play(plan: LoadPlan, urls: list[str], recorder: Recorder, show_progress: bool) -> None:
    deadline = None if plan.seconds is None else time.monotonic() + plan.seconds
    goal = Goal(None if plan.seconds is not None else plan.deals, deadline)
    bots = [
        Bot(GAMES[n % len(GAMES)], servers_of(urls, n), goal, recorder, plan.wait_seconds)
        for n in range(plan.tables)
    ]
    threads = [
        threading.Thread(target=_bot_run, args=(bot,), name=f"bot {n}")
        for n, bot in enumerate(bots)
    ]
    for thread in threads:
        thread.start()
    with Progress(transient=True, disable=not show_progress) as progress:
        total = plan.tables * plan.deals if plan.seconds is None else None
        task = progress.add_task(f"{plan.tables} tables: deals completed", total=total)
        for thread in threads:
            while thread.is_alive():
                thread.join(PROGRESS_SECONDS)
                progress.update(task, completed=recorder.deals)


def _bench_cpu_seconds() -> float:
    """The CPU time of this process, all its bots' threads together."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _bot_run(bot: Bot) -> None:
    try:
        bot.run()
    except Exception as error:
        bot.recorder.error(f"bot failed: {type(error).__name__}")
        raise  # and its traceback is printed: a bug of the bench, not of the server
