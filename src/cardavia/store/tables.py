"""The table repository: create, read and update tables, each update checked against the
version its writer read."""

import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine, select, update
from sqlalchemy.orm import Session as DbSession

from cardavia.store.models import TableRow


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


class TableStore:
    """Tables in the database behind ``engine``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

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

    def save(self, table_id: str, read_version: int, session: dict[str, Any]) -> bool:
        """Store the table's new play as version ``read_version + 1``; False (and nothing
        stored) when somebody else wrote the table since ``read_version`` was read."""
        statement = (
            update(TableRow)
            .where(TableRow.id == table_id, TableRow.version == read_version)
            .values(version=read_version + 1, session=session, updated_at=datetime.now(UTC))
        )
        with DbSession(self.engine) as db, db.begin():
            return db.execute(statement).rowcount == 1  # type: ignore[attr-defined, no-any-return]


def _stored(row: TableRow) -> StoredTable:
    # SQLite hands back naive datetimes; every time stored here is UTC.
    created = row.created_at
    if created.tzinfo is None:
        created = created.replace(tzinfo=UTC)
    return StoredTable(
        row.id,
        row.owner,
        row.game,
        row.pack,
        row.version,
        dict(row.session),
        dict(row.settings),
        created,
    )
