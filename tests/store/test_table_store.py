"""The table repository on SQLite and on a real PostgreSQL: create, read, optimistic
updates, migrations applied twice, and a whole session stored and read back."""

import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psycopg
import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import Engine

from cardavia.store.database import MIGRATIONS, connect, libpq_url, migrate
from cardavia.store.tables import TABLE_CHANGES, TableStore
from cardavia.web.sessions import Session
from postgres import postgres_server


@pytest.fixture(scope="module")
def postgres_url() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as directory, postgres_server(Path(directory)) as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'tables.db'}"
    else:
        url = request.getfixturevalue("postgres_url")
    engine = connect(url)
    migrate(engine)
    migrate(engine)  # a second run finds nothing to do
    yield engine
    with engine.begin() as connection:
        connection.exec_driver_sql("DELETE FROM card_tables")
    engine.dispose()


def test_create_read_and_list_by_owner(engine: Engine) -> None:
    store = TableStore(engine)
    mine = store.create("alice", "skat", "bavarian", {"n": 1}, {"speed": 2})
    store.create("bob", "jass", "schaffhausen", {"n": 2}, {})
    assert store.get(mine.id) == mine
    assert mine.version == 0 and mine.settings == {"speed": 2}
    assert [t.id for t in store.owned("alice")] == [mine.id]
    assert store.get("missing") is None


def test_an_update_names_the_version_it_read(engine: Engine) -> None:
    store = TableStore(engine)
    table = store.create("alice", "skat", "bavarian", {"n": 1}, {})
    assert store.save(table.id, 0, {"n": 2})
    assert not store.save(table.id, 0, {"n": 3})  # somebody else wrote version 1 meanwhile
    stored = store.get(table.id)
    assert stored is not None and stored.version == 1 and stored.session == {"n": 2}


@pytest.mark.parametrize("game", ["schafkopf", "jass", "skat"])
def test_a_played_session_is_stored_and_read_back_exactly(engine: Engine, game: str) -> None:
    session = Session.new(game, 5)
    for _ in range(9):
        if session.deal_over:
            session = session.next_deal()
        session = session.apply(session.current.legal_actions()[-1])
    store = TableStore(engine)
    table = store.create("alice", game, "any", session.to_json(), {})
    back = Session.from_json(store.get(table.id).session)  # type: ignore[union-attr]
    assert back.to_json() == session.to_json()
    assert back.current.observation(0).to_json() == session.current.observation(0).to_json()


def test_the_schema_goes_down_and_up_again(postgres_url: str) -> None:
    """Every migration can be undone, the queue's tables, functions and types included."""
    engine = connect(postgres_url)
    migrate(engine)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "base")
        assert not connection.exec_driver_sql(
            "SELECT 1 FROM pg_proc WHERE proname LIKE 'procrastinate%%'"
        ).all()
    migrate(engine)
    with engine.begin() as connection:
        assert connection.exec_driver_sql("SELECT count(*) FROM procrastinate_jobs").scalar() == 0
    engine.dispose()


def test_processes_starting_at_once_migrate_once() -> None:
    """Two web workers and two AI workers starting on a fresh database."""
    with tempfile.TemporaryDirectory() as directory, postgres_server(Path(directory)) as url:
        engines = [connect(url) for _ in range(4)]
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(migrate, engines))
        with engines[0].begin() as connection:
            assert connection.exec_driver_sql("SELECT version_num FROM alembic_version").all()
        for engine in engines:
            engine.dispose()


def test_every_change_is_announced_on_postgresql(postgres_url: str) -> None:
    engine = connect(postgres_url)
    migrate(engine)
    store = TableStore(engine)
    listener = psycopg.connect(libpq_url(engine), autocommit=True)
    listener.execute(f"LISTEN {TABLE_CHANGES}")
    table = store.create("alice", "skat", "bavarian", {"n": 1}, {})
    assert store.save(table.id, 0, {"n": 2})
    assert not store.save(table.id, 0, {"n": 3})  # refused: nothing to announce
    store.save_settings(table.id, {"speed": "fast"})
    heard = [n.payload for n in listener.notifies(timeout=5, stop_after=2)]
    assert heard == [table.id, table.id]
    assert not list(listener.notifies(timeout=0.5))
    listener.close()
    engine.dispose()
