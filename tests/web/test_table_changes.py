"""On PostgreSQL a table's change reaches every process's streams through LISTEN/NOTIFY:
a change stored by another process wakes a stream at once (not at its heartbeat), and the
listener comes back by itself after the database restarts."""

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from cardavia.store.database import connect
from cardavia.store.tables import TableStore
from cardavia.web import api
from cardavia.web.app import create_app
from cardavia.web.service import TableService
from cardavia.web.settings import Settings
from postgres import postgres_server, restart_postgres


@pytest.fixture(scope="module")
def postgres() -> Iterator[tuple[str, Path]]:
    with tempfile.TemporaryDirectory() as directory, postgres_server(Path(directory)) as url:
        yield url, Path(directory)


@pytest.fixture
def client(postgres: tuple[str, Path], monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    # A heartbeat longer than the test: a change can only arrive by its announcement.
    monkeypatch.setattr(api, "HEARTBEAT_SECONDS", 600.0)
    settings = Settings(database_url=postgres[0], secret_key="t", ai_delay=0.0, ai_processes=0)
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def another_process_moves(database_url: str, table_id: str) -> None:
    """The human's first legal action stored by a process of its own (an engine of its
    own, as another web worker would)."""
    engine = connect(database_url)
    try:
        tables = TableService(TableStore(engine))
        stored = tables.store.get(table_id)
        assert stored is not None
        loaded = tables.load(stored.owner, table_id)
        action = loaded.session.current.legal_actions()[0].to_json()
        tables.act(stored.owner, table_id, stored.version, action)
    finally:
        engine.dispose()


def events(client: TestClient, table_id: str) -> Iterator[int]:
    """The versions the table's stream sends."""
    with client.stream("GET", f"/api/tables/{table_id}/events") as stream:
        for line in stream.iter_lines():
            if line.startswith("id: "):
                yield int(line.removeprefix("id: "))


def human_to_move(client: TestClient) -> dict[str, object]:
    view = client.post("/api/tables", json={"game": "schafkopf", "seed": 3}).json()
    while not view["your_turn"]:
        view = client.get(f"/api/tables/{view['id']}").json()
    return view  # type: ignore[no-any-return]


@pytest.mark.parametrize("database_restarts", [False, True], ids=["steady", "restarted"])
def test_a_change_stored_by_another_process_wakes_the_stream(
    client: TestClient, postgres: tuple[str, Path], database_restarts: bool
) -> None:
    """Restarted: the listener's connection is cut, and it hears changes again."""
    view = human_to_move(client)
    versions = events(client, str(view["id"]))
    assert next(versions) == view["version"]
    if database_restarts:
        restart_postgres(postgres[1])
    another_process_moves(postgres[0], str(view["id"]))
    assert next(versions) > view["version"]  # type: ignore[operator]
