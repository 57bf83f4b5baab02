"""The table repository: create, read and update tables, each update checked against the
version its writer read."""

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, func, select, update
from sqlalchemy.orm import Session as DbSession

from cardavia.store.models import TableRow

TABLE_CHANGES = "cardavia_table_changes"
"""The PostgreSQL channel on which a table's id is sent each time it changes."""


@dataclass(frozen=True)
class StoredTable:
    """A table as stored: ``session`` is its play (``cardavia-table/1`` JSON)."""

    id: str
    owner: str
    game: str
    pack: str
    version: int
    session: dict[str, Any]
    settings: dict[str, Any]
    created_at: datetime
    """When the table was set up (UTC)."""
    updated_at: datetime
    """When it last changed (UTC)."""


class TableStore:
    """Tables in the database behind ``engine``. On PostgreSQL every change of a table is
    also announced on the ``TABLE_CHANGES`` channel (``NOTIFY``, payload the table's id) in
    the transaction that stores it, so that every process learns of it once it is stored."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.announces = engine.dialect.name == "postgresql"

    def create(
        self, owner: str, game: str, pack: str, session: dict[str, Any], settings: dict[str, Any]
    ) -> StoredTable:
        now = datetime.now(UTC)
        row = TableRow(
            id=secrets.token_hex(12),
            owner=owner,
            game=game,
            pack=pack,
            version=0,
            session=session,
            settings=settings,
            created_at=now,
            updated_at=now,
        )
        with DbSession(self.engine) as db, db.begin():
            db.add(row)
            stored = _stored(row)
        return stored

    def get(self, table_id: str) -> StoredTable | None:
        with DbSession(self.engine) as db:
            row = db.get(TableRow, table_id)
            return None if row is None else _stored(row)

    def owned(self, owner: str) -> list[StoredTable]:
        """The owner's tables, the most recently played first."""
        query = select(TableRow).where(TableRow.owner == owner)
        with DbSession(self.engine) as db:
            rows = db.scalars(query.order_by(TableRow.updated_at.desc())).all()
            return [_stored(row) for row in rows]

    def save_settings(self, table_id: str, settings: dict[str, Any]) -> None:
        """Replace the table's settings (how it is shown and paced); not a move, so the
        version stays."""
        statement = update(TableRow).where(TableRow.id == table_id).values(settings=settings)
        with DbSession(self.engine) as db, db.begin():
            db.execute(statement)
            self._announce(db, table_id)

    def save(self, table_id: str, read_version: int, session: dict[str, Any]) -> bool:
        """Store the table's new play as version ``read_version + 1``; False (and nothing
        stored) when somebody else wrote the table since ``read_version`` was read."""
        statement = (
            update(TableRow)
            .where(TableRow.id == table_id, TableRow.version == read_version)
            .values(version=read_version + 1, session=session, updated_at=datetime.now(UTC))
        )
        with DbSession(self.engine) as db, db.begin():
            stored: bool = db.execute(statement).rowcount == 1  # type: ignore[attr-defined]
            if stored:
                self._announce(db, table_id)
            return stored

    def _announce(self, db: DbSession, table_id: str) -> None:
        if self.announces:
            db.execute(select(func.pg_notify(TABLE_CHANGES, table_id)))


def _stored(row: TableRow) -> StoredTable:
    return StoredTable(
        row.id,
        row.owner,
        row.game,
        row.pack,
        row.version,
        dict(row.session),
        dict(row.settings),
        _utc(row.created_at),
        _utc(row.updated_at),
    )


def _utc(moment: datetime) -> datetime:
    # SQLite hands back naive datetimes; every time stored here is UTC.
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
