"""People and the seats they hold at shared tables, and the phrases they send to a table.

A change of a table's seats is announced like a change of its play (``TableStore``), so
that every process's streams show it."""

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine, Row, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError

from cardavia.store.models import Base
from cardavia.store.tables import TableStore, utc

PLAYERS = Base.metadata.tables["players"]
SEATS = Base.metadata.tables["table_seats"]
REACTIONS = Base.metadata.tables["table_reactions"]


@dataclass(frozen=True)
class Player:
    """A person as they present themselves: the name they chose and their avatar."""

    id: str
    name: str
    look: dict[str, Any]


@dataclass(frozen=True)
class Sitter:
    """A person at a shared table (``seat`` None once they left it for good)."""

    player_id: str
    seat: int | None
    name: str
    look: dict[str, Any]
    away: bool
    """The turn time ran out on them: an AI player plays the seat until they come back."""
    ready_for: int
    """The deal number after which they asked for the next deal (0: none yet)."""
    joined_at: datetime
    seen_at: datetime
    left_at: datetime | None


@dataclass(frozen=True)
class Reaction:
    id: int
    seat: int
    phrase: str
    sent_at: datetime


class SeatTaken(Exception):
    """The seat is somebody else's now; nothing was changed."""


class NameTaken(Exception):
    """Somebody else sits at the table under that name; nothing was changed."""


class AlreadySeated(Exception):
    """The person already holds a seat at the table, or left it for good."""

    def __init__(self, seat: int | None) -> None:
        super().__init__(seat)
        self.seat = seat


class SeatStore:
    """Players, seats and reactions in the database of ``tables``."""

    def __init__(self, tables: TableStore) -> None:
        self.tables = tables
        self.engine: Engine = tables.engine

    # ----------------------------------------------------------------- players

    def player(self, player_id: str) -> Player | None:
        query = select(PLAYERS).where(PLAYERS.c.id == player_id)
        with self.engine.connect() as db:
            row = db.execute(query).one_or_none()
        return None if row is None else Player(row.id, row.name, dict(row.look))

    def save_player(self, player: Player) -> None:
        """The person's name and avatar, for the tables they sit at from now on."""
        values = {"name": player.name, "look": player.look, "updated_at": datetime.now(UTC)}
        with self.engine.begin() as db:
            changed = db.execute(update(PLAYERS).where(PLAYERS.c.id == player.id).values(values))
            if changed.rowcount == 0:
                db.execute(insert(PLAYERS).values(id=player.id, **values))

    # ----------------------------------------------------------------- seats

    def sitters(self, table_id: str) -> list[Sitter]:
        """Everybody who sat at the table, those who left included, by seat."""
        query = select(SEATS).where(SEATS.c.table_id == table_id).order_by(SEATS.c.joined_at)
        with self.engine.connect() as db:
            return [_sitter(row) for row in db.execute(query)]

    def sit(self, table_id: str, player: Player, seat: int) -> None:
        """``player`` takes ``seat``: SeatTaken or NameTaken (nothing changed) when another
        person holds the seat or sits under the same name. Taking a seat marks them there."""
        now = datetime.now(UTC)
        row = {
            "table_id": table_id,
            "player_id": player.id,
            "seat": seat,
            "name": player.name,
            "look": player.look,
            "away": False,
            "ready_for": 0,
            "joined_at": now,
            "seen_at": now,
            "left_at": None,
        }
        try:
            with self.engine.begin() as db:
                _check_free(db, table_id, player.id, seat, player.name)
                db.execute(insert(SEATS).values(row))
                self.tables.announce(db, table_id)
        except IntegrityError:  # taken by somebody else at the same moment
            raise SeatTaken() from None

    def leave(self, table_id: str, player_id: str) -> None:
        """The person leaves the table for good: an AI player takes their seat."""
        self._change(table_id, player_id, seat=None)

    def mark_away(self, table_id: str, player_id: str) -> None:
        """The turn time ran out on the person: an AI plays for them until they are back."""
        self._change(table_id, player_id, away=True)

    def mark_ready(self, table_id: str, player_id: str, deal_number: int) -> None:
        self._change(table_id, player_id, ready_for=deal_number)

    def mark_here(self, table_id: str, player_id: str, now: datetime | None = None) -> None:
        """The person opened the table (again): they play their seat themselves."""
        now = now or datetime.now(UTC)
        self._change(table_id, player_id, away=False, seen_at=now, left_at=None)

    def mark_seen(self, table_id: str, player_id: str, now: datetime | None = None) -> None:
        """The person's page is still open (a heartbeat of its stream); not announced."""
        statement = _of(table_id, player_id).values(seen_at=now or datetime.now(UTC), left_at=None)
        with self.engine.begin() as db:
            db.execute(statement)

    def mark_gone(self, table_id: str, player_id: str, heard_until: datetime) -> None:
        """The person's page closed (its stream ended), which was last heard of at
        ``heard_until``: unless another page of theirs was heard of since (a reload whose
        new stream opened before the old one closed)."""
        statement = _of(table_id, player_id).where(SEATS.c.seen_at <= heard_until)
        with self.engine.begin() as db:
            if db.execute(statement.values(left_at=datetime.now(UTC))).rowcount:
                self.tables.announce(db, table_id)

    def _change(self, table_id: str, player_id: str, **values: Any) -> None:
        with self.engine.begin() as db:
            if db.execute(_of(table_id, player_id).values(**values)).rowcount:
                self.tables.announce(db, table_id)

    # ----------------------------------------------------------------- reactions

    def react(self, table_id: str, seat: int, phrase: str) -> None:
        row = {"table_id": table_id, "seat": seat, "phrase": phrase, "sent_at": datetime.now(UTC)}
        with self.engine.begin() as db:
            db.execute(insert(REACTIONS).values(row))
            self.tables.announce(db, table_id)

    def last_reaction(self, table_id: str) -> int:
        """The id of the table's newest reaction (0: none yet)."""
        query = select(func.max(REACTIONS.c.id)).where(REACTIONS.c.table_id == table_id)
        with self.engine.connect() as db:
            return int(db.execute(query).scalar_one_or_none() or 0)

    def reactions_after(self, table_id: str, after: int) -> list[Reaction]:
        query = (
            select(REACTIONS)
            .where(REACTIONS.c.table_id == table_id, REACTIONS.c.id > after)
            .order_by(REACTIONS.c.id)
        )
        with self.engine.connect() as db:
            return [
                Reaction(row.id, row.seat, row.phrase, utc(row.sent_at))
                for row in db.execute(query)
            ]

    def forget_reactions(self, table_id: str, before: datetime) -> None:
        """Reactions older than ``before``: shown once, not kept."""
        statement = delete(REACTIONS).where(
            REACTIONS.c.table_id == table_id, REACTIONS.c.sent_at < before
        )
        with self.engine.begin() as db:
            db.execute(statement)


def _of(table_id: str, player_id: str) -> Any:
    return update(SEATS).where(SEATS.c.table_id == table_id, SEATS.c.player_id == player_id)


def _check_free(db: Connection, table_id: str, player_id: str, seat: int, name: str) -> None:
    query = select(SEATS.c.player_id, SEATS.c.seat, SEATS.c.name).where(
        SEATS.c.table_id == table_id
    )
    for holder, held, held_name in db.execute(query):
        if holder == player_id:
            raise AlreadySeated(held)
        if held is None:
            continue
        if held == seat:
            raise SeatTaken()
        if held_name.casefold() == name.casefold():
            raise NameTaken()


def _sitter(row: Row[Any]) -> Sitter:
    return Sitter(
        row.player_id,
        row.seat,
        row.name,
        dict(row.look),
        bool(row.away),
        row.ready_for,
        utc(row.joined_at),
        utc(row.seen_at),
        None if row.left_at is None else utc(row.left_at),
    )
