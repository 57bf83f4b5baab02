"""Connecting to the database and bringing its schema up to date with Alembic."""

from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event, text

MIGRATIONS = Path(__file__).parent / "migrations"
SQLITE_BUSY_SECONDS = 30
"""How long an SQLite writer waits for another's transaction before it gives up."""
MIGRATION_LOCK = 0x43A4DA71A
"""The PostgreSQL advisory lock held while the schema is brought up to date."""


def connect(url: str) -> Engine:
    """An engine for ``url`` (``sqlite:///file.db`` or ``postgresql+psycopg://...``)."""
    if url.startswith("sqlite"):
        return _sqlite(url)
    return create_engine(url, pool_pre_ping=True)


def libpq_url(engine: Engine) -> str:
    """The engine's database as psycopg or procrastinate connect to it (without SQLAlchemy)."""
    return engine.url.set(drivername="postgresql").render_as_string(hide_password=False)


def _sqlite(url: str) -> Engine:
    # The web app serves requests from several threads.
    engine = create_engine(
        url, connect_args={"check_same_thread": False, "timeout": SQLITE_BUSY_SECONDS}
    )

    @event.listens_for(engine, "connect")
    def write_ahead(connection: Any, _record: Any) -> None:
        """Readers go on while a table is written, and writers queue for each other
        instead of answering "database is locked"."""
        cursor = connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {SQLITE_BUSY_SECONDS * 1000}")
        if ":memory:" not in url and url != "sqlite://":
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.close()

    return engine


def migrate(engine: Engine) -> None:
    """Apply every Alembic migration the database does not have yet."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        if engine.dialect.name == "postgresql":
            # Web and AI workers starting at once: one migrates, the others wait for it.
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
