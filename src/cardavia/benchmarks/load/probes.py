"""Two narrower measurements of a server the bench starts (``cardavia bench first-page`` and
``cardavia bench hints``): how soon it serves its first page, and how quickly it reads a
table back while hints are being computed."""

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from cardavia.benchmarks.load.client import Browser, JsonDict
from cardavia.benchmarks.load.machine import settle, uptime
from cardavia.benchmarks.load.recorder import Recorder
from cardavia.benchmarks.load.server import started_server
from cardavia.benchmarks.load.stream import TableStream

QUIET_SECONDS = 3.0
READ_PAUSE_SECONDS = 0.02
TURN_WAIT_SECONDS = 300.0
READ_ALONE = "read alone"
READ_DURING_HINTS = "read during hints"
HINT = "hint"


@dataclass(frozen=True)
class FirstPage:
    seconds: float
    load: str
    """``uptime`` as the server was started."""


def first_pages(runs: int, environment: dict[str, str]) -> list[FirstPage]:
    """Seconds from starting the server (a fresh one each run) to its first page."""
    pages = []
    for _ in range(runs):
        load = uptime()
        with started_server(environment) as server:
            pages.append(FirstPage(server.first_page_seconds, load))
    return pages


@dataclass(frozen=True)
class HintLoad:
    hints: int
    hints_seconds: float
    """From asking the first hint to the last one's answer."""
    request_seconds: dict[str, list[float]]
    """Reads of one table alone and during the hints, and the hints, by kind."""
    errors: dict[str, int]
    load_before: str
    load_after: str


def hint_load(count: int, environment: dict[str, str]) -> HintLoad:
    """A table read again and again, first alone, then while ``count`` players (each with
    their own table) ask for a hint at once."""
    recorder = Recorder()
    with started_server(environment) as server:
        settle([server.pid])
        load_before = uptime()
        askers = [Browser(recorder) for _ in range(count)]
        tables = [
            table_at_my_turn(asker, server.base, "skat", seed) for seed, asker in enumerate(askers)
        ]
        reader = Browser(recorder)
        watched = table_at_my_turn(reader, server.base, "jass", 1)["id"]
        with _reading(reader, server.base, watched, READ_ALONE):
            time.sleep(QUIET_SECONDS)
        started = time.perf_counter()
        with _reading(reader, server.base, watched, READ_DURING_HINTS):
            _ask_hints(askers, server.base, tables)
        took = time.perf_counter() - started
        load_after = uptime()
    return HintLoad(
        count, took, recorder.request_seconds, dict(recorder.errors), load_before, load_after
    )


def table_at_my_turn(browser: Browser, base: str, game: str, seed: int) -> JsonDict:
    """A new table, once the AI players have moved up to the player's turn."""
    body = {"game": game, "seed": seed, "level": "easy"}
    view = browser.call(base, "POST", "/api/tables", "start", body)
    if view["your_turn"]:
        return view
    stream = TableStream(browser, base, view["id"], browser.recorder)
    stream.start()
    try:
        seen = stream.wait_for(lambda shown: bool(shown["your_turn"]), TURN_WAIT_SECONDS)
    finally:
        stream.close()
    if seen is None:
        raise RuntimeError(f"the AI players at table {view['id']} did not come to your turn")
    return seen


@contextmanager
def _reading(browser: Browser, base: str, table_id: str, kind: str) -> Iterator[None]:
    """The table read again and again, each read timed under ``kind``, while inside."""
    stop = threading.Event()

    def read() -> None:
        while not stop.is_set():
            browser.call(base, "GET", f"/api/tables/{table_id}", kind)
            stop.wait(READ_PAUSE_SECONDS)

    thread = threading.Thread(target=read)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


def _ask_hints(askers: list[Browser], base: str, tables: list[JsonDict]) -> None:
    def ask(browser: Browser, view: JsonDict) -> None:
        path = f"/api/tables/{view['id']}/hint"
        browser.call(base, "POST", path, HINT, {"version": view["version"]})

    threads = [threading.Thread(target=ask, args=pair) for pair in zip(askers, tables, strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
