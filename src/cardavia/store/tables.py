"""The table repository: create, read and change tables, each change checked against the
version its writer read.

A table's play is stored in two parts: its session as last written whole (``save``, at the
start of each deal and when an action is taken back) and the actions appended after it
(``append``), so that storing an action writes one small row and not the whole play."""

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine, Row, bindparam, delete, func, insert, select, update

from cardavia.store.models import Base

TABLE_CHANGES = "cardavia_table_changes"
"""The PostgreSQL channel on which a table's id is sent each time it changes."""

TABLES = Base.metadata.tables["card_tables"]
ACTIONS = Base.metadata.tables["table_actions"]


@dataclass(frozen=True)
class StoredTable:
    """A table as stored, without its play (``TableStore.play`` reads that)."""

    id: str
    owner: str
    game: str
    pack: str
    version: int
    settings: dict[str, Any]
    created_at: datetime
    """When the table was set up (UTC)."""
    updated_at: datetime
    """When it last changed (UTC)."""
    invitation: str | None = None
    """A shared table's invitation token (None: a one-person table, ``owner``'s alone)."""
    public: bool = False
    """A shared table listed among the open tables."""

    @property
    def shared(self) -> bool:
        return self.invitation is not None


@dataclass(frozen=True)
class StoredPlay:
    """A table's play at ``version``: ``session``, as it was last written whole (at
    ``session_version``), and ``actions``, those appended after it, oldest first.

    Read for a reader who holds the play at an earlier version to which only actions were
    appended since, ``session`` is None and ``actions`` are those after the reader's."""

    version: int
    session_version: int
    session: dict[str, Any] | None
    actions: tuple[dict[str, Any], ...]


# Statements built once: building one costs more than running it (the hot path of a move).
_HEAD = select(
    TABLES.c.id,
    TABLES.c.owner,
    TABLES.c.game,
    TABLES.c.pack,
    TABLES.c.version,
    TABLES.c.settings,
    TABLES.c.created_at,
    TABLES.c.updated_at,
    TABLES.c.invitation,
    TABLES.c.public,
)
_TABLE = _HEAD.where(TABLES.c.id == bindparam("table_id"))
_VERSIONS = select(TABLES.c.version, TABLES.c.session_version).where(
    TABLES.c.id == bindparam("table_id")
)
_WRITTEN = select(TABLES.c.session).where(
    TABLES.c.id == bindparam("table_id"), TABLES.c.session_version == bindparam("written")
)
_APPENDED = (
    select(ACTIONS.c.action)
    .where(
        ACTIONS.c.table_id == bindparam("table_id"),
        ACTIONS.c.version > bindparam("after"),
        ACTIONS.c.version <= bindparam("until"),
    )
    .order_by(ACTIONS.c.version)
)
_ADVANCE = (
    update(TABLES)
    .where(TABLES.c.id == bindparam("table_id"), TABLES.c.version == bindparam("read_version"))
    .values(version=bindparam("new_version"), updated_at=bindparam("now"))
)
_ADVANCE_WRITTEN = _ADVANCE.values(
    session=bindparam("written", type_=TABLES.c.session.type),
    session_version=bindparam("new_version"),
)
_APPEND = insert(ACTIONS)
_FORGET_APPENDED = delete(ACTIONS).where(ACTIONS.c.table_id == bindparam("table_id"))
_ANNOUNCE = select(func.pg_notify(TABLE_CHANGES, bindparam("table_id")))


class TableStore:
    """Tables in the database behind ``engine``. On PostgreSQL every change of a table is
    also announced on the ``TABLE_CHANGES`` channel (``NOTIFY``, payload the table's id) in
    the transaction that stores it, so that every process learns of it once it is stored."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.announces = engine.dialect.name == "postgresql"

    def create(
        self,
        owner: str,
        game: str,
        pack: str,
        session: dict[str, Any],
        settings: dict[str, Any],
        invitation: str | None = None,
        public: bool = False,
    ) -> StoredTable:
        """A new table; with an ``invitation`` token, a table shared by several people."""
        now = datetime.now(UTC)
        table_id = secrets.token_hex(12)
        table = StoredTable(
            table_id, owner, game, pack, 0, dict(settings), now, now, invitation, public
        )
        row = {"session": session, "session_version": 0}
        with self.engine.begin() as db:
            db.execute(insert(TABLES).values(**vars(table), **row))
        return table

    def get(self, table_id: str) -> StoredTable | None:
        with self.engine.connect() as db:
            row = db.execute(_TABLE, {"table_id": table_id}).one_or_none()
        return None if row is None else _stored(row)

    def invited(self, invitation: str) -> StoredTable | None:
        """The shared table of this invitation token."""
        with self.engine.connect() as db:
            row = db.execute(_HEAD.where(TABLES.c.invitation == invitation)).one_or_none()
        return None if row is None else _stored(row)

    def public_tables(self, limit: int) -> list[StoredTable]:
        """The public shared tables, the most recently played first."""
        query = _HEAD.where(TABLES.c.public).order_by(TABLES.c.updated_at.desc()).limit(limit)
        with self.engine.connect() as db:
            return [_stored(row) for row in db.execute(query)]

    def owned(self, owner: str) -> list[StoredTable]:
        """The owner's tables, the most recently played first."""
        query = _HEAD.where(TABLES.c.owner == owner).order_by(TABLES.c.updated_at.desc())
        with self.engine.connect() as db:
            return [_stored(row) for row in db.execute(query)]

    def play(self, table_id: str, since: int | None = None) -> StoredPlay | None:
        """The table's play now (None when there is no such table). ``since``: a version
        whose play the reader holds; when only actions were appended after it, just those
        are read."""
        with self.engine.connect() as db:
            while True:  # again if the play is written whole between two reads (rare)
                head = db.execute(_VERSIONS, {"table_id": table_id}).one_or_none()
                if head is None:
                    return None
                version, written = head
                whole = since is None or not written <= since <= version
                play = _read_play(db, table_id, version, written, whole, since)
                if play is not None:
                    return play

    def save_settings(self, table_id: str, settings: dict[str, Any]) -> None:
        """Replace the table's settings (how it is shown and paced, whether it started); not
        a move, so the version stays."""
        statement = (
            update(TABLES)
            .where(TABLES.c.id == table_id)
            .values(settings=settings, updated_at=datetime.now(UTC))
        )
        with self.engine.begin() as db:
            db.execute(statement)
            self.announce(db, table_id)

    def append(
        self,
        table_id: str,
        read_version: int,
        action: dict[str, Any],
        along: Callable[[Connection], object] | None = None,
    ) -> bool:
        """Store ``action`` after the table's play as version ``read_version + 1``; False
        (and nothing stored) when somebody else changed the table since ``read_version``.
        ``along``: what else to store with it, in the same transaction (the deal the action
        ended, kept in the archive)."""
        with self.engine.begin() as db:
            if not _advance(db, table_id, read_version):
                return False
            row = {"table_id": table_id, "version": read_version + 1, "action": action}
            db.execute(_APPEND, row)
            if along is not None:
                along(db)
            self.announce(db, table_id)
            return True

    def save(self, table_id: str, read_version: int, session: dict[str, Any]) -> bool:
        """Store the table's whole play, ``session``, as version ``read_version + 1`` (the
        actions appended before it are in it); False (and nothing stored) when somebody
        else changed the table since ``read_version``."""
        with self.engine.begin() as db:
            if not _advance(db, table_id, read_version, written=session):
                return False
            db.execute(_FORGET_APPENDED, {"table_id": table_id})
            self.announce(db, table_id)
            return True

    def announce(self, db: Connection, table_id: str) -> None:
        if self.announces:
            db.execute(_ANNOUNCE, {"table_id": table_id})


def _advance(
    db: Connection, table_id: str, read_version: int, written: dict[str, Any] | None = None
) -> bool:
    """Move the table from ``read_version`` on by one, if it is still there; with the play
    ``written`` whole."""
    values = {
        "table_id": table_id,
        "read_version": read_version,
        "new_version": read_version + 1,
        "now": datetime.now(UTC),
    }
    if written is None:
        return db.execute(_ADVANCE, values).rowcount == 1
    return db.execute(_ADVANCE_WRITTEN, {**values, "written": written}).rowcount == 1


def _read_play(
    db: Connection, table_id: str, version: int, written: int, whole: bool, since: int | None
) -> StoredPlay | None:
    """The play at ``version``, read whole or after ``since``; None when it was written
    whole again since ``version`` was read (its appended actions are then gone)."""
    session = None
    if whole:
        written_play = {"table_id": table_id, "written": written}
        session = db.execute(_WRITTEN, written_play).scalar_one_or_none()
        if session is None:
            return None
    after = written if whole or since is None else since
    bounds = {"table_id": table_id, "after": after, "until": version}
    actions = db.scalars(_APPENDED, bounds).all()
    if len(actions) != version - after:
        return None
    return StoredPlay(version, written, session, tuple(actions))


def _stored(row: Row[*tuple[Any, ...]]) -> StoredTable:
    return StoredTable(
        row.id,
        row.owner,
        row.game,
        row.pack,
        row.version,
        dict(row.settings),
        utc(row.created_at),
        utc(row.updated_at),
        row.invitation,
        bool(row.public),
    )


def utc(moment: datetime) -> datetime:
    # SQLite hands back naive datetimes; every time stored here is UTC.
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
