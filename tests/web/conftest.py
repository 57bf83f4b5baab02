"""An app on a fresh SQLite file per test, the AI playing without pauses, in threads of the
test's process (quick to start); test_ai_pool.py runs the AI in worker processes."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

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
