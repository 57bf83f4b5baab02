"""Browser tests: the app served by uvicorn on a free port (fresh SQLite file, quick AI
players and hints), driven by Playwright in Debian's Chromium."""

import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from postgres import free_port

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).parent.parent.parent / "test-artifacts"
BROWSER_TESTS = Path(__file__).parent
# Seconds a browser test may take (the slowest take under a minute; a deal is given three
# before it is said not to end): a browser that stops answering fails its test with a
# stack dump within minutes instead of stalling the run.
BROWSER_TEST_SECONDS = 240


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


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The base URL of a running app."""
    directory = tmp_path_factory.mktemp("server")
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
        for _ in range(200):
            try:
                with urllib.request.urlopen(f"{base}/", timeout=1):
                    break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.05)
        else:
            raise RuntimeError("the app did not start")
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
