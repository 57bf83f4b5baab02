"""The web server under load, through HTTP on a real uvicorn (fresh SQLite file):

- ``first-page``: seconds from starting uvicorn to the first 200 on ``/``;
- ``hints``: ``GET /api/tables/{id}`` p50/p95 while nothing else runs, then while
  ``--hints`` hint requests (each from its own player, at its own table) are computed.

Run from the repository root: ``.venv/bin/python bench/server_load.py first-page`` or
``... hints --hints 16``. Extra ``KEY=VALUE`` arguments go into the server's environment
(e.g. ``CARDAVIA_AI_PROCESSES=0``). The machine's load (``uptime``) is printed beside.
"""

import argparse
import http.cookiejar
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

POLL_SECONDS = 0.01


def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def server(extra: dict[str, str]) -> Iterator[tuple[str, float]]:
    """A running app: its base URL and the seconds it took to serve ``/`` first."""
    with tempfile.TemporaryDirectory() as directory:
        port = free_port()
        environment = {
            **os.environ,
            "CARDAVIA_DATABASE_URL": f"sqlite:///{Path(directory) / 'load.db'}",
            "CARDAVIA_SECRET_KEY": "load",
            "CARDAVIA_AI_DELAY": "0.02",
            **extra,
        }
        command = [sys.executable, "-m", "uvicorn", "cardavia.web.app:create_app", "--factory"]
        started = time.perf_counter()
        process = subprocess.Popen(
            [*command, "--port", str(port), "--log-level", "warning"], env=environment
        )
        base = f"http://127.0.0.1:{port}"
        try:
            yield base, first_page(base, started)
        finally:
            process.terminate()
            process.wait(300)


def first_page(base: str, started: float) -> float:
    while True:
        try:
            with urllib.request.urlopen(f"{base}/", timeout=60) as answer:
                if answer.status == 200:
                    return time.perf_counter() - started
        except OSError:
            time.sleep(POLL_SECONDS)


class Player:
    """One browser: its own cookie, hence its own tables and hint allowance."""

    def __init__(self, base: str) -> None:
        self.base = base
        jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

    def call(self, method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            f"{self.base}{path}", data, {"Content-Type": "application/json"}, method=method
        )
        request.add_header("Origin", self.base)
        with self.opener.open(request, timeout=600) as answer:
            return json.loads(answer.read())

    def table_at_my_turn(self, game: str, seed: int) -> Any:
        view = self.call("POST", "/api/tables", {"game": game, "seed": seed, "level": "easy"})
        while not view["your_turn"]:
            time.sleep(0.05)
            view = self.call("GET", f"/api/tables/{view['id']}")
        return view


def read_times(player: Player, table_id: str, stop: threading.Event) -> list[float]:
    times = []
    while not stop.is_set():
        started = time.perf_counter()
        player.call("GET", f"/api/tables/{table_id}")
        times.append(time.perf_counter() - started)
        time.sleep(0.02)
    return times


def percentiles(times: list[float]) -> str:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"p50 {1000 * statistics.median(ordered):.0f} ms, p95 {1000 * p95:.0f} ms"


def hints(base: str, count: int) -> None:
    players = [Player(base) for _ in range(count)]
    tables = [player.table_at_my_turn("skat", seed) for seed, player in enumerate(players)]
    reader = Player(base)
    watched = reader.table_at_my_turn("jass", 1)
    stop = threading.Event()
    quiet = threading.Thread(
        target=lambda: quiet_times.extend(read_times(reader, watched["id"], stop))
    )
    quiet_times: list[float] = []
    quiet.start()
    time.sleep(3)
    stop.set()
    quiet.join()
    print(f"GET /api/tables/{{id}} alone: {percentiles(quiet_times)} ({len(quiet_times)} reads)")
    busy_times: list[float] = []
    stop = threading.Event()
    busy = threading.Thread(
        target=lambda: busy_times.extend(read_times(reader, watched["id"], stop))
    )
    busy.start()
    started = time.perf_counter()

    def ask(player: Player, view: Any) -> None:
        player.call("POST", f"/api/tables/{view['id']}/hint", {"version": view["version"]})

    askers = [threading.Thread(target=ask, args=pair) for pair in zip(players, tables, strict=True)]
    for asker in askers:
        asker.start()
    for asker in askers:
        asker.join()
    took = time.perf_counter() - started
    stop.set()
    busy.join()
    print(
        f"GET /api/tables/{{id}} during {count} hints: {percentiles(busy_times)} "
        f"({len(busy_times)} reads; the hints took {took:.1f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=["first-page", "hints"])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hints", type=int, default=16)
    parser.add_argument("env", nargs="*", help="KEY=VALUE for the server's environment")
    arguments = parser.parse_args()
    extra = dict(pair.split("=", 1) for pair in arguments.env)
    if arguments.what == "first-page":
        for _ in range(arguments.runs):
            print(f"load: {uptime()}")
            with server(extra) as (_, seconds):
                print(f"first page after {seconds:.2f} s")
    else:
        print(f"load: {uptime()}")
        with server(extra) as (base, _):
            hints(base, arguments.hints)
        print(f"load: {uptime()}")


if __name__ == "__main__":
    main()
