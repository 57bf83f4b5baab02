"""The table repository on SQLite and on a real PostgreSQL: create, read, optimistic
updates, migrations applied twice, and a whole session stored and read back."""

import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine

from cardavia.store.database import connect, migrate
from cardavia.store.tables import TableStore
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
