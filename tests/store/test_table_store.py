"""The table repository on SQLite and on a real PostgreSQL: create, read, optimistic
updates, actions appended one by one, migrations applied twice, up and down with the
tables' data, and a whole session stored and read back."""

import tempfile
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

import psycopg
import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from sqlalchemy import Engine

from cardavia.store.database import MIGRATIONS, connect, libpq_url, migrate
from cardavia.store.tables import TABLE_CHANGES, StoredPlay, TableStore
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
        connection.exec_driver_sql("DELETE FROM table_actions")
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
    stored, play = store.get(table.id), store.play(table.id)
    assert stored is not None and stored.version == 1
    assert play == StoredPlay(version=1, session_version=1, session={"n": 2}, actions=())


@pytest.mark.parametrize("game", ["schafkopf", "jass", "skat"])
def test_a_played_session_is_stored_and_read_back_exactly(engine: Engine, game: str) -> None:
    session = Session.new(game, 5)
    for _ in range(9):
        if session.deal_over:
            session = session.next_deal()
        session = session.apply(session.current.legal_actions()[-1])
    store = TableStore(engine)
    table = store.create("alice", game, "any", session.to_json(), {})
    back = Session.from_json(store.play(table.id).session)  # type: ignore[arg-type, union-attr]
    assert back.to_json() == session.to_json()
    assert back.current.observation(0).to_json() == session.current.observation(0).to_json()


def test_actions_are_appended_after_the_session_written_whole(engine: Engine) -> None:
    store = TableStore(engine)
    table = store.create("alice", "skat", "bavarian", {"n": 1}, {})
    assert store.append(table.id, 0, {"a": 1})
    assert store.append(table.id, 1, {"a": 2})
    assert store.play(table.id) == StoredPlay(2, 0, {"n": 1}, ({"a": 1}, {"a": 2}))
    changed = store.get(table.id)
    assert changed is not None and changed.updated_at >= table.updated_at
    assert changed == replace(table, version=2, updated_at=changed.updated_at)
    assert store.save(table.id, 2, {"n": 3})  # the whole play, those actions in it
    assert store.append(table.id, 3, {"a": 4})
    assert store.play(table.id) == StoredPlay(4, 3, {"n": 3}, ({"a": 4},))
    assert store.play("missing") is None


def test_a_reader_holding_the_play_reads_the_actions_appended_since(engine: Engine) -> None:
    store = TableStore(engine)
    table = store.create("alice", "skat", "bavarian", {"n": 1}, {})
    for version in range(3):
        assert store.append(table.id, version, {"a": version})
    assert store.play(table.id, since=1) == StoredPlay(3, 0, None, ({"a": 1}, {"a": 2}))
    assert store.play(table.id, since=3) == StoredPlay(3, 0, None, ())
    assert store.save(table.id, 3, {"n": 4})
    assert store.play(table.id, since=1) == StoredPlay(4, 4, {"n": 4}, ())  # written whole since


def test_of_writers_of_one_version_exactly_one_wins(engine: Engine) -> None:
    """Appending an action and writing the play whole, eight writers at once."""
    store = TableStore(engine)
    table = store.create("alice", "skat", "bavarian", {"n": 0}, {})
    writes: list[Callable[[], bool]] = [
        *(partial(store.append, table.id, 0, {"a": n}) for n in range(4)),
        *(partial(store.save, table.id, 0, {"n": n}) for n in range(4, 8)),
    ]
    with ThreadPoolExecutor(len(writes)) as pool:
        won = list(pool.map(lambda write: write(), writes))
    assert won.count(True) == 1
    winner = won.index(True)
    assert store.play(table.id) == (
        StoredPlay(1, 0, {"n": 0}, ({"a": winner},))
        if winner < 4
        else StoredPlay(1, 1, {"n": winner}, ())
    )


def _downgrade(engine: Engine, revision: str) -> None:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


OLD_TABLES = sa.table(
    "card_tables",
    *(sa.column(name) for name in ("id", "owner", "game", "pack", "version")),
    *(sa.column(name, sa.JSON) for name in ("session", "settings")),
    *(sa.column(name, sa.DateTime(timezone=True)) for name in ("created_at", "updated_at")),
)


def test_a_table_keeps_its_play_through_the_migrations(engine: Engine) -> None:
    """0003 up: a table stored whole reads back as it was; down: the actions appended
    since are put back at the end of its last deal."""
    played, sessions, entries = Session.new("skat", 5), [], []
    for _ in range(5):
        action = played.current.legal_actions()[0]
        sessions.append(played)
        entries.append(played.recorded(action))
        played = played.apply(action)
    before = sessions[3]
    _downgrade(engine, "0002")
    now = datetime.now(UTC)
    row = {"owner": "alice", "game": "skat", "pack": "bavarian", "settings": {}}
    with engine.begin() as connection:
        connection.execute(
            OLD_TABLES.insert().values(
                id="old", version=3, session=before.to_json(), created_at=now, updated_at=now, **row
            )
        )
    migrate(engine)
    store = TableStore(engine)
    assert store.play("old") == StoredPlay(3, 3, before.to_json(), ())
    assert store.append("old", 3, entries[3]) and store.append("old", 4, entries[4])
    _downgrade(engine, "0002")
    with engine.begin() as connection:
        stored = connection.execute(sa.select(OLD_TABLES.c.session, OLD_TABLES.c.version)).one()
    assert stored == (played.to_json(), 5)
    migrate(engine)


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
    assert store.append(table.id, 1, {"a": 1})
    assert not store.append(table.id, 1, {"a": 2})
    store.save_settings(table.id, {"speed": "fast"})
    heard = [n.payload for n in listener.notifies(timeout=5, stop_after=3)]
    assert heard == [table.id] * 3
    assert not list(listener.notifies(timeout=0.5))
    listener.close()
    engine.dispose()
