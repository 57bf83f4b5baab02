"""The database tables (SQLAlchemy 2 declarative models)."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class TableRow(Base):
    """One card table: whose it is, its game and pack, and its play.

    ``version`` counts the changes of the table's play; an update names the version it
    read, so two writers never both win (optimistic locking). The play is ``session``, as
    it was last written whole (at ``session_version``), followed by the actions appended
    since (``ActionRow``, one per version after ``session_version``).
    """

    __tablename__ = "card_tables"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    owner: Mapped[str] = mapped_column(String(64), index=True)
    game: Mapped[str] = mapped_column(String(16))
    pack: Mapped[str] = mapped_column(String(32))
    version: Mapped[int] = mapped_column(Integer)
    session: Mapped[dict[str, Any]] = mapped_column(JSON)
    session_version: Mapped[int] = mapped_column(Integer)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ActionRow(Base):
    """An action appended to a table's play: the change that made ``version``."""

    __tablename__ = "table_actions"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("card_tables.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    action: Mapped[dict[str, Any]] = mapped_column(JSON)
