"""A Cardavia web server of the bench's own: uvicorn on a free port, on a fresh SQLite file
in a temporary directory, stopped afterwards."""

import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

START_LIMIT_SECONDS = 300.0
STOP_LIMIT_SECONDS = 60.0
POLL_SECONDS = 0.02
SERVER_ENVIRONMENT = {
    "CARDAVIA_SECRET_KEY": "load",
    # The AI players move at once, whatever the table's speed.
    "CARDAVIA_AI_DELAY": "0",
}


@dataclass(frozen=True)
class RunningServer:
    base: str
    pid: int
    first_page_seconds: float
    """From starting the process to its first answer ``200`` on ``/``."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def started_server(extra: dict[str, str]) -> Iterator[RunningServer]:
    """The app (``cardavia.web.app:create_app``) served by uvicorn, its environment set
    for the bench and then by ``extra``."""
    with tempfile.TemporaryDirectory() as directory:
        environment = {
            **os.environ,
            "CARDAVIA_DATABASE_URL": f"sqlite:///{Path(directory) / 'load.db'}",
            **SERVER_ENVIRONMENT,
            **extra,
        }
        port = free_port()
        command = [sys.executable, "-m", "uvicorn", "cardavia.web.app:create_app", "--factory"]
        started = time.perf_counter()
        process = subprocess.Popen(
            [*command, "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"],
            env=environment,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            seconds = _first_page(base, process, started)
            yield RunningServer(base, process.pid, seconds)
        finally:
            process.terminate()
            try:
                process.wait(STOP_LIMIT_SECONDS)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def _first_page(base: str, process: "subprocess.Popen[bytes]", started: float) -> float:
    while time.perf_counter() - started < START_LIMIT_SECONDS:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with {process.returncode} before serving")
        try:
            with urllib.request.urlopen(f"{base}/", timeout=60) as answer:
                if answer.status == 200:
                    return time.perf_counter() - started
        except OSError:  # not listening yet
            time.sleep(POLL_SECONDS)
    raise RuntimeError(f"the server did not serve its first page within {START_LIMIT_SECONDS} s")
