"""An app on a fresh SQLite file per test, the AI playing without pauses, in threads of the
test's process (quick to start); test_ai_pool.py runs the AI in worker processes."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from cardavia.web.ai_runner import AiRunner
from cardavia.web.app import create_app
from cardavia.web.settings import Settings


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(
        database_url=f"sqlite:///{tmp_path / 'cardavia.db'}",
        secret_key="test",
        ai_delay=0.0,
        ai_processes=0,
    )


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client


@pytest.fixture
def still_client(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    """An app whose AI players take no turns by themselves: the test moves them."""

    async def asleep(self: AiRunner, loaded: object, handed_over: bool = True) -> None:
        pass

    monkeypatch.setattr(AiRunner, "wake", asleep)
    with TestClient(create_app(settings)) as test_client:
        yield test_client
