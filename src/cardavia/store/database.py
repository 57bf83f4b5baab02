"""Connecting to the database and bringing its schema up to date with Alembic."""

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, create_engine

MIGRATIONS = Path(__file__).parent / "migrations"


def connect(url: str) -> Engine:
    """An engine for ``url`` (``sqlite:///file.db`` or ``postgresql+psycopg://...``)."""
    if url.startswith("sqlite"):
        # The web app serves requests from several threads.
        return create_engine(url, connect_args={"check_same_thread": False})
    return create_engine(url, pool_pre_ping=True)


def migrate(engine: Engine) -> None:
    """Apply every Alembic migration the database does not have yet."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
