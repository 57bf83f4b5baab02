"""Cardavia at scale for the tests: PostgreSQL, web workers (uvicorn) and AI workers
(``cardavia worker``) as separate processes, and bots that play tables through them over
HTTP with the tables' event streams open, as browsers do."""

import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2 as httpx
import psycopg

import cardavia
from cardavia.store.database import connect, libpq_url
from cardavia.store.tables import TABLE_CHANGES
from postgres import free_port

START_SECONDS = 300.0
"""Generous: each process imports the app (an AI worker compiles the solver) on a busy
machine."""
SOURCES = str(Path(cardavia.__file__).parents[1])
View = dict[str, Any]


@dataclass
class Process:
    command: list[str]
    log: Path
    port: int | None = None
    popen: subprocess.Popen[bytes] | None = None

    def start(self, env: dict[str, str], cwd: Path) -> None:
        with self.log.open("ab") as log:
            self.popen = subprocess.Popen(
                self.command, env=env, cwd=cwd, stdout=log, stderr=subprocess.STDOUT
            )

    def kill(self) -> None:
        """kill -9: no clean-up of any kind."""
        assert self.popen is not None
        self.popen.send_signal(signal.SIGKILL)
        self.popen.wait()

    def stop(self) -> None:
        if self.popen is not None and self.popen.poll() is None:
            self.popen.terminate()
            try:
                self.popen.wait(30)
            except subprocess.TimeoutExpired:
                self.kill()

    def logged(self) -> str:
        return self.log.read_text(errors="replace")


class Cluster:
    """Web workers, each on its own port (so that a test chooses where a stream sits), and
    AI workers, all on one PostgreSQL database."""

    def __init__(self, database_url: str, directory: Path, ai_delay: float) -> None:
        self.database_url = database_url
        self.directory = directory
        self.env = {
            **os.environ,
            "PYTHONPATH": SOURCES,
            "DATABASE_URL": database_url,
            "CARDAVIA_AI_QUEUE": "1",
            "CARDAVIA_AI_DELAY": str(ai_delay),
            "CARDAVIA_AI_PROCESSES": "1",
            "CARDAVIA_SECRET_KEY": "one key for every web worker",
        }
        self.web: list[Process] = []
        self.ai: list[Process] = []

    def add_web(self) -> Process:
        port = free_port()
        app = "cardavia.web.app:create_app"
        command = [sys.executable, "-m", "uvicorn", app, "--factory", "--port", str(port)]
        web = Process(command, self.directory / f"web-{len(self.web)}.log", port)
        self.web.append(web)
        return web

    def add_ai_worker(self) -> Process:
        run_cli = "from cardavia.cli import app; app()"
        command = [sys.executable, "-c", run_cli, "worker", "--concurrency", "8"]
        worker = Process(command, self.directory / f"ai-{len(self.ai)}.log")
        self.ai.append(worker)
        return worker

    def start(self, process: Process) -> None:
        process.start(self.env, self.directory)
        if process.port is not None:
            wait_until(lambda: _answers(self.url(process)), "the web worker never answered")

    def url(self, web: Process) -> str:
        return f"http://127.0.0.1:{web.port}"

    def ai_workers_ready(self) -> bool:
        """Whether every AI worker has registered with the queue."""
        engine = connect(self.database_url)
        try:
            with engine.begin() as db:
                count = db.exec_driver_sql("SELECT count(*) FROM procrastinate_workers").scalar()
        finally:
            engine.dispose()
        return count == sum(1 for worker in self.ai if worker.popen and not worker.popen.poll())

    def jobs_in_progress(self, table_id: str) -> int:
        """The queue's jobs for the table that a worker has taken and not finished."""
        engine = connect(self.database_url)
        try:
            with engine.begin() as db:
                return db.exec_driver_sql(  # type: ignore[no-any-return]
                    "SELECT count(*) FROM procrastinate_jobs"
                    " WHERE status = 'doing' AND args->>'table_id' = %(table)s",
                    {"table": table_id},
                ).scalar()
        finally:
            engine.dispose()

    def stop(self) -> None:
        for process in (*self.web, *self.ai):
            process.stop()


def _answers(url: str) -> bool:
    try:
        return httpx.get(f"{url}/", timeout=5).status_code == 200
    except httpx.HTTPError:
        return False


def wait_until(condition: Callable[[], bool], failure: str, seconds: float = START_SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, failure
        time.sleep(0.1)


class Announcements:
    """When PostgreSQL announced each change of each table (a change is announced as it
    is stored: the moment it was stored, as another process hears it)."""

    def __init__(self, database_url: str) -> None:
        engine = connect(database_url)
        self.connection = psycopg.connect(libpq_url(engine), autocommit=True)
        engine.dispose()
        self.connection.execute(f"LISTEN {TABLE_CHANGES}")
        self.heard: dict[str, list[float]] = {}
        self._closed = False
        self._thread = threading.Thread(target=self._listen, daemon=True)
        self._thread.start()

    def _listen(self) -> None:
        while not self._closed:
            for announcement in self.connection.notifies(timeout=0.5):
                self.heard.setdefault(announcement.payload, []).append(time.monotonic())

    def close(self) -> None:
        self._closed = True
        self._thread.join()
        self.connection.close()

    def stored_at(self, table_id: str, version: int) -> float:
        """When version ``version`` (>= 1) of the table was stored: its ``version``-th
        announcement (the tables of these tests change nothing but their play)."""
        return self.heard[table_id][version - 1]


@dataclass
class Stream:
    """A table's event stream kept open on one web worker; it reconnects with
    ``Last-Event-ID`` (to ``fallback`` if given) when the connection drops."""

    url: str
    table_id: str
    cookies: httpx.Cookies
    fallback: str | None = None
    seen: dict[int, float] = field(default_factory=dict)
    latest: View | None = None
    drops: int = 0
    changed: threading.Condition = field(default_factory=threading.Condition)
    closed: bool = False

    def start(self) -> None:
        threading.Thread(target=self._follow, daemon=True).start()

    def _follow(self) -> None:
        while not self.closed:
            with contextlib.suppress(httpx.HTTPError):
                self._read(self.url)
            if self.closed:
                return
            self.drops += 1
            self.url = self.fallback or self.url
            time.sleep(0.5)

    def _read(self, url: str) -> None:
        headers = {"last-event-id": str(max(self.seen, default=-1))}
        address = f"{url}/api/tables/{self.table_id}/events"
        timeout = httpx.Timeout(10, read=60)
        with httpx.stream(
            "GET", address, cookies=self.cookies, headers=headers, timeout=timeout
        ) as answer:
            for line in answer.iter_lines():
                if self.closed:
                    return
                if line.startswith("data: "):
                    self._saw(json.loads(line.removeprefix("data: ")))

    def _saw(self, view: View) -> None:
        with self.changed:
            self.seen.setdefault(view["version"], time.monotonic())
            self.latest = view
            self.changed.notify_all()

    def wait_for(self, condition: Callable[[View], bool], seconds: float) -> View:
        with self.changed:
            ready = self.changed.wait_for(
                lambda: self.latest is not None and condition(self.latest), seconds
            )
        assert ready and self.latest is not None, f"stream on {self.url}: {self.latest}"
        return self.latest

    def first_shown(self, version: int) -> float:
        """When the stream first showed the table at ``version`` or later (two changes
        close together may come as one event: the later table shows both)."""
        later = [at for seen, at in self.seen.items() if seen >= version]
        assert later, f"{self.url} never showed version {version}"
        return min(later)

    def next_turn(self, version: int, seconds: float) -> View:
        """The table once, at ``version`` or later, the human is to move or the deal over."""
        return self.wait_for(
            lambda v: v["version"] >= version and (v["your_turn"] or v["deal_over"]), seconds
        )


def start_table(url: str, game: str, seed: int) -> tuple[View, httpx.Cookies]:
    answer = httpx.post(
        f"{url}/api/tables", json={"game": game, "seed": seed, "level": "easy"}, timeout=30
    )
    assert answer.status_code == 201, answer.text
    return answer.json(), answer.cookies


def take_first_action(url: str, view: View, cookies: httpx.Cookies) -> View:
    action = view["observation"]["legal_actions"][0]
    answer = httpx.post(
        f"{url}/api/tables/{view['id']}/actions",
        json={"version": view["version"], "action": action},
        cookies=cookies,
        timeout=30,
    )
    assert answer.status_code == 200, answer.text
    return answer.json()  # type: ignore[no-any-return]


LOOK = {
    "hair": "long",
    "hair_colour": "red",
    "hat": "none",
    "beard": "none",
    "glasses": True,
    "skin": "rosy",
    "coat": "blue",
}


def named(url: str, name: str) -> httpx.Cookies:
    """A new browser identity with a name at the tables."""
    answer = httpx.put(f"{url}/api/me", json={"name": name, "look": LOOK}, timeout=30)
    assert answer.status_code == 200, answer.text
    return answer.cookies


def post(url: str, path: str, cookies: httpx.Cookies, body: object = None) -> View:
    answer = httpx.post(f"{url}{path}", json=body, cookies=cookies, timeout=30)
    assert answer.status_code in (200, 201), answer.text
    return answer.json()  # type: ignore[no-any-return]
