"""Browser tests: the app served by uvicorn on a free port (fresh SQLite file, quick AI
players and hints), driven by Playwright in Debian's Chromium."""

import os
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from postgres import free_port

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).parent.parent.parent / "test-artifacts"
BROWSER_TESTS = Path(__file__).parent
# Seconds a browser test may take (the slowest take under a minute; a deal is given three
# before it is said not to end): a browser that stops answering fails its test with a
# stack dump within minutes instead of stalling the run.
BROWSER_TEST_SECONDS = 240
SERVER_START_SECONDS = 180
# What an expectation without a timeout of its own waits for (Playwright's default is 5 s):
# on a busy machine a redraw after an AI player's card can take longer. A met expectation
# returns at once, so this costs a passing test nothing.
expect.set_options(timeout=20_000)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.path.is_relative_to(BROWSER_TESTS) and not item.get_closest_marker("timeout"):
            item.add_marker(pytest.mark.timeout(BROWSER_TEST_SECONDS))


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    if not Path(CHROMIUM).exists():
        raise RuntimeError("Debian's chromium is missing: run `make test`, which installs it")
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    }


def wait_until_serving(base: str, process: "subprocess.Popen[bytes]") -> None:
    """Waits for the app's first page, generously: on a busy machine the first answer can
    take many seconds (a slow answer is waited out, not taken for a failed start)."""
    deadline = time.monotonic() + SERVER_START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the app exited with {process.returncode} before serving")
        try:
            with urllib.request.urlopen(f"{base}/", timeout=30):
                return
        except OSError:  # refused, reset or timed out: not serving yet
            time.sleep(0.1)
    raise RuntimeError(f"the app did not serve its first page within {SERVER_START_SECONDS} s")


@pytest.fixture(scope="session")
def server_directory(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the running app keeps its database (``cardavia.db``)."""
    return tmp_path_factory.mktemp("server")


@pytest.fixture(scope="session")
def server(server_directory: Path) -> Iterator[str]:
    """The base URL of a running app."""
    directory = server_directory
    port = free_port()
    environment = {
        **os.environ,
        "CARDAVIA_DATABASE_URL": f"sqlite:///{directory / 'cardavia.db'}",
        "CARDAVIA_SECRET_KEY": "browser-tests",
        "CARDAVIA_AI_DELAY": "0.02",
        "CARDAVIA_HINT_SAMPLES": "4",
        "CARDAVIA_HINT_SECONDS": "0.5",
    }
    command = [sys.executable, "-m", "uvicorn", "cardavia.web.app:create_app", "--factory"]
    process = subprocess.Popen(
        [*command, "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"],
        env=environment,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_serving(base, process)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Where screenshots go (kept after the run)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
