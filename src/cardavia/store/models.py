"""The database tables (SQLAlchemy 2 declarative models)."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, ForeignKey, Index, Integer, String, text
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
    invitation: Mapped[str | None] = mapped_column(String(64), unique=True)
    """A table shared by several people: the unguessable token of its invitation link
    (None: a one-person table, played by ``owner`` alone at seat 0)."""
    public: Mapped[bool] = mapped_column(Boolean, index=True)
    """A shared table listed among the open tables for anybody to join."""


class ActionRow(Base):
    """An action appended to a table's play: the change that made ``version``."""

    __tablename__ = "table_actions"

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("card_tables.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    action: Mapped[dict[str, Any]] = mapped_column(JSON)


class PlayerRow(Base):
    """A person: the browser's anonymous id (the signed cookie's ``owner``), the name they
    chose and their avatar."""

    __tablename__ = "players"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    name: Mapped[str] = mapped_column(String(24))
    look: Mapped[dict[str, Any]] = mapped_column(JSON)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class SeatRow(Base):
    """A person at a shared table: the seat they hold (None once they left for good), under
    the name they sit with, and whether they are there.

    An AI player plays the seat while the person is ``away`` (the turn time ran out) or gone
    (``left_at`` after ``seen_at``: the page closed; or nothing seen of them for a while).
    """

    __tablename__ = "table_seats"
    __table_args__ = (
        Index("ix_table_seats_seat", "table_id", "seat", unique=True),
        Index(
            "ix_table_seats_seated_name",
            "table_id",
            "name",
            unique=True,
            sqlite_where=text("seat IS NOT NULL"),
            postgresql_where=text("seat IS NOT NULL"),
        ),
    )

    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("card_tables.id", ondelete="CASCADE"), primary_key=True
    )
    player_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    seat: Mapped[int | None] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(24))
    look: Mapped[dict[str, Any]] = mapped_column(JSON)
    away: Mapped[bool] = mapped_column(Boolean)
    ready_for: Mapped[int] = mapped_column(Integer)
    """The deal number after which the person pressed "Next deal" (0: none yet)."""
    joined_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    left_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class ReactionRow(Base):
    """A phrase a person sent to a table ("Well played!"), by its code."""

    __tablename__ = "table_reactions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("card_tables.id", ondelete="CASCADE"), index=True
    )
    seat: Mapped[int] = mapped_column(Integer)
    phrase: Mapped[str] = mapped_column(String(32))
    sent_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class DealRow(Base):
    """A finished deal kept to be looked back at: its record (every hand, every action), its
    result in brief for the history and the statistics, and where it came from: deal
    ``number`` of a table, or a record file somebody opened (``uploaded``)."""

    __tablename__ = "deals"
    __table_args__ = (Index("ix_deals_table_number", "table_id", "number", unique=True),)

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    table_id: Mapped[str | None] = mapped_column(
        String(32), ForeignKey("card_tables.id", ondelete="SET NULL")
    )
    number: Mapped[int | None] = mapped_column(Integer)
    owner: Mapped[str] = mapped_column(String(64), index=True)
    """The table's owner, or who opened the record file."""
    game: Mapped[str] = mapped_column(String(16))
    pack: Mapped[str] = mapped_column(String(32))
    finished_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    record: Mapped[dict[str, Any]] = mapped_column(JSON)
    result: Mapped[dict[str, Any]] = mapped_column(JSON)
    """The deal's result as its game tells it (``DealResult.to_json()``) with ``scores``."""
    seats: Mapped[list[Any]] = mapped_column(JSON)
    """Who played each seat: ``{"name": ..., "person": bool}`` (name None: the table's owner
    at a one-person table, "You" to them)."""
    uploaded: Mapped[bool] = mapped_column(Boolean)
    share: Mapped[str | None] = mapped_column(String(64), unique=True)
    """The token of the deal's read-only share link (None: not shared)."""


class DealPlayerRow(Base):
    """A person who played a seat of a kept deal: whose history and statistics it is in."""

    __tablename__ = "deal_players"
    __table_args__ = (Index("ix_deal_players_player", "player_id", "finished_at"),)

    deal_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("deals.id", ondelete="CASCADE"), primary_key=True
    )
    player_id: Mapped[str] = mapped_column(String(64), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    game: Mapped[str] = mapped_column(String(16))
    finished_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class AnalysisRow(Base):
    """The analysis of one seat's decisions in a kept deal: computed once, decision by
    decision (``done`` of ``total``), by whoever claimed it first."""

    __tablename__ = "deal_analyses"

    deal_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("deals.id", ondelete="CASCADE"), primary_key=True
    )
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    done: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    decisions: Mapped[list[Any]] = mapped_column(JSON)
    """The decisions analysed so far, in the order of the deal."""
    analysis: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True))
    """The whole analysis once every decision is done (SQL NULL until then)."""
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
