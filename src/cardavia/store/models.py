"""The database tables (SQLAlchemy 2 declarative models)."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class TableRow(Base):
    """One card table: whose it is, its game and pack, and its play as deal records.

    ``version`` counts the actions taken at the table; an update names the version it
    read, so two writers never both win (optimistic locking).
    """

    __tablename__ = "card_tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    owner: Mapped[str] = mapped_column(String(64), index=True)
    game: Mapped[str] = mapped_column(String(16))
    pack: Mapped[str] = mapped_column(String(32))
    version: Mapped[int] = mapped_column(Integer)
    session: Mapped[dict[str, Any]] = mapped_column(JSON)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
