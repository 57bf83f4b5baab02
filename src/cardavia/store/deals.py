"""The deal archive: finished deals kept to be looked back at, who played them, their
read-only share links and their analyses.

A table's deal is kept in the transaction that stores its last action (``TableStore.append``
calls ``keep``), so a deal that ended is in the archive exactly when its table says so."""

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine, Row, and_, func, insert, or_, select, update
from sqlalchemy.exc import IntegrityError

from cardavia.store.models import Base
from cardavia.store.tables import utc

DEALS = Base.metadata.tables["deals"]
PLAYERS = Base.metadata.tables["deal_players"]
ANALYSES = Base.metadata.tables["deal_analyses"]
SHARE_BYTES = 24
"""A share link's random bytes: 192 bits, far beyond guessing."""


@dataclass(frozen=True)
class DealToKeep:
    """A deal that has just ended at a table, as the archive keeps it."""

    table_id: str
    number: int
    owner: str
    game: str
    pack: str
    record: dict[str, Any]
    result: dict[str, Any]
    seats: list[dict[str, Any]]
    players: tuple[tuple[str, int], ...]
    """The people who played it: (player id, seat)."""


@dataclass(frozen=True)
class KeptDeal:
    """A deal in the archive."""

    id: str
    table_id: str | None
    number: int | None
    owner: str
    game: str
    pack: str
    finished_at: datetime
    record: dict[str, Any]
    result: dict[str, Any]
    seats: list[dict[str, Any]]
    uploaded: bool
    share: str | None


@dataclass(frozen=True)
class PlayedDeal:
    """A deal in a person's history: the deal and the seat they played (None: a record
    file they opened)."""

    deal: KeptDeal
    seat: int | None


@dataclass(frozen=True)
class StoredAnalysis:
    """One seat's analysis of a kept deal: ``done`` of ``total`` decisions so far."""

    deal_id: str
    seat: int
    done: int
    total: int
    decisions: list[Any]
    analysis: dict[str, Any] | None
    started_at: datetime
    updated_at: datetime

    @property
    def finished(self) -> bool:
        return self.analysis is not None


class DealStore:
    """The archive in the database behind ``engine``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # ----------------------------------------------------------------- deals

    @staticmethod
    def keep(db: Connection, deal: DealToKeep) -> str:
        """Keep a table's deal that has just ended (in the caller's transaction)."""
        now = datetime.now(UTC)
        deal_id = secrets.token_hex(12)
        row = {
            "id": deal_id,
            "table_id": deal.table_id,
            "number": deal.number,
            "owner": deal.owner,
            "game": deal.game,
            "pack": deal.pack,
            "finished_at": now,
            "record": deal.record,
            "result": deal.result,
            "seats": deal.seats,
            "uploaded": False,
            "share": None,
        }
        db.execute(insert(DEALS).values(row))
        for player_id, seat in deal.players:
            played = {"deal_id": deal_id, "player_id": player_id, "seat": seat}
            db.execute(insert(PLAYERS).values(**played, game=deal.game, finished_at=now))
        return deal_id

    def keep_upload(
        self,
        owner: str,
        game: str,
        record: dict[str, Any],
        result: dict[str, Any],
        seats: list[dict[str, Any]],
        pack: str,
    ) -> KeptDeal:
        """Keep a finished deal from a record file ``owner`` opened (in nobody's
        statistics: nobody here played it)."""
        deal = KeptDeal(
            secrets.token_hex(12),
            None,
            None,
            owner,
            game,
            pack,
            datetime.now(UTC),
            record,
            result,
            seats,
            True,
            None,
        )
        with self.engine.begin() as db:
            db.execute(insert(DEALS).values(**vars(deal)))
        return deal

    def get(self, deal_id: str) -> KeptDeal | None:
        with self.engine.connect() as db:
            row = db.execute(select(DEALS).where(DEALS.c.id == deal_id)).one_or_none()
        return None if row is None else _kept(row)

    def of_table(self, table_id: str, number: int) -> KeptDeal | None:
        """Deal ``number`` (from 1) of the table, once it ended."""
        query = select(DEALS).where(DEALS.c.table_id == table_id, DEALS.c.number == number)
        with self.engine.connect() as db:
            row = db.execute(query).one_or_none()
        return None if row is None else _kept(row)

    def numbers_of_table(self, table_id: str) -> dict[int, str]:
        """The table's kept deals: each deal number's archive id."""
        query = select(DEALS.c.number, DEALS.c.id).where(DEALS.c.table_id == table_id)
        with self.engine.connect() as db:
            return {number: deal_id for number, deal_id in db.execute(query)}

    def id_of(self, table_id: str, number: int) -> str | None:
        """The archive id of the table's deal ``number`` (from 1); None until it ended."""
        query = select(DEALS.c.id).where(DEALS.c.table_id == table_id, DEALS.c.number == number)
        with self.engine.connect() as db:
            found: str | None = db.execute(query).scalar_one_or_none()
        return found

    def players(self, deal_id: str) -> dict[str, int]:
        """Who played the deal: each person's seat."""
        query = select(PLAYERS.c.player_id, PLAYERS.c.seat).where(PLAYERS.c.deal_id == deal_id)
        with self.engine.connect() as db:
            return {player: seat for player, seat in db.execute(query)}

    def history(
        self, player_id: str, game: str | None, offset: int, limit: int
    ) -> tuple[list[PlayedDeal], int]:
        """A page of the person's deals, newest first (those they played and the record
        files they opened), and how many there are in all."""
        seat = PLAYERS.c.seat
        joined = DEALS.outerjoin(
            PLAYERS, and_(PLAYERS.c.deal_id == DEALS.c.id, PLAYERS.c.player_id == player_id)
        )
        theirs = or_(seat.is_not(None), and_(DEALS.c.uploaded, DEALS.c.owner == player_id))
        where = [theirs] if game is None else [theirs, DEALS.c.game == game]
        page = (
            select(DEALS, seat.label("their_seat"))
            .select_from(joined)
            .where(*where)
            .order_by(DEALS.c.finished_at.desc(), DEALS.c.id)
            .offset(offset)
            .limit(limit)
        )
        count = select(func.count()).select_from(joined).where(*where)
        with self.engine.connect() as db:
            rows = db.execute(page).all()
            total = db.execute(count).scalar_one()
        return [PlayedDeal(_kept(row), row.their_seat) for row in rows], total

    def played(self, player_id: str, game: str) -> list[PlayedDeal]:
        """Every deal of ``game`` the person played, oldest first (their statistics)."""
        query = (
            select(DEALS, PLAYERS.c.seat.label("their_seat"))
            .join(PLAYERS, PLAYERS.c.deal_id == DEALS.c.id)
            .where(PLAYERS.c.player_id == player_id, PLAYERS.c.game == game)
            .order_by(PLAYERS.c.finished_at, DEALS.c.id)
        )
        with self.engine.connect() as db:
            return [PlayedDeal(_kept(row), row.their_seat) for row in db.execute(query)]

    # ----------------------------------------------------------------- sharing

    def share(self, deal_id: str) -> str:
        """The token of the deal's read-only share link, made the first time it is asked."""
        token = secrets.token_urlsafe(SHARE_BYTES)
        unshared = update(DEALS).where(DEALS.c.id == deal_id, DEALS.c.share.is_(None))
        with self.engine.begin() as db:
            db.execute(unshared.values(share=token))
            kept = db.execute(select(DEALS.c.share).where(DEALS.c.id == deal_id)).scalar_one()
        return str(kept)

    def shared(self, token: str) -> KeptDeal | None:
        """The deal whose share link has this token."""
        with self.engine.connect() as db:
            row = db.execute(select(DEALS).where(DEALS.c.share == token)).one_or_none()
        return None if row is None else _kept(row)

    # ----------------------------------------------------------------- analyses

    def analysis(self, deal_id: str, seat: int) -> StoredAnalysis | None:
        query = select(ANALYSES).where(ANALYSES.c.deal_id == deal_id, ANALYSES.c.seat == seat)
        with self.engine.connect() as db:
            row = db.execute(query).one_or_none()
        return None if row is None else _analysis(row)

    def analyses(self, deal_ids: Sequence[str]) -> list[StoredAnalysis]:
        """The finished analyses of these deals (every seat analysed)."""
        if not deal_ids:
            return []
        query = select(ANALYSES).where(
            ANALYSES.c.deal_id.in_(deal_ids), ANALYSES.c.analysis.is_not(None)
        )
        with self.engine.connect() as db:
            return [_analysis(row) for row in db.execute(query)]

    def claim_analysis(self, deal_id: str, seat: int, total: int) -> bool:
        """Begin the analysis of the seat's decisions; False when somebody began it first."""
        now = datetime.now(UTC)
        row = {
            "deal_id": deal_id,
            "seat": seat,
            "done": 0,
            "total": total,
            "decisions": [],
            "analysis": None,
            "started_at": now,
            "updated_at": now,
        }
        exists = select(ANALYSES.c.seat).where(
            ANALYSES.c.deal_id == deal_id, ANALYSES.c.seat == seat
        )
        with self.engine.begin() as db:
            if db.execute(exists).first() is not None:
                return False
            try:
                with db.begin_nested():
                    db.execute(insert(ANALYSES).values(row))
            except IntegrityError:  # another writer's row came first
                return False
        return True

    def take_over_analysis(self, stalled: StoredAnalysis, quiet_since: datetime) -> bool:
        """Carry on an analysis whose analyst stopped (its process ended: nothing added
        since ``quiet_since``) from where it stands; False when somebody else carried it on
        first."""
        query = (
            update(ANALYSES)
            .where(
                ANALYSES.c.deal_id == stalled.deal_id,
                ANALYSES.c.seat == stalled.seat,
                ANALYSES.c.done == stalled.done,
                ANALYSES.c.updated_at < quiet_since,
                ANALYSES.c.analysis.is_(None),
            )
            .values(updated_at=datetime.now(UTC))
        )
        with self.engine.begin() as db:
            return db.execute(query).rowcount == 1

    def add_decision(self, deal_id: str, seat: int, done: int, decision: dict[str, Any]) -> None:
        """The next analysed decision: ``done`` decisions analysed before it."""
        current = self.analysis(deal_id, seat)
        if current is None or current.done != done:
            return  # somebody else analysed it meanwhile
        query = (
            update(ANALYSES)
            .where(ANALYSES.c.deal_id == deal_id, ANALYSES.c.seat == seat, ANALYSES.c.done == done)
            .values(
                done=done + 1,
                decisions=[*current.decisions, decision],
                updated_at=datetime.now(UTC),
            )
        )
        with self.engine.begin() as db:
            db.execute(query)

    def finish_analysis(self, deal_id: str, seat: int, analysis: dict[str, Any]) -> None:
        query = (
            update(ANALYSES)
            .where(ANALYSES.c.deal_id == deal_id, ANALYSES.c.seat == seat)
            .values(analysis=analysis, updated_at=datetime.now(UTC))
        )
        with self.engine.begin() as db:
            db.execute(query)


def _kept(row: Row[Any]) -> KeptDeal:
    return KeptDeal(
        row.id,
        row.table_id,
        row.number,
        row.owner,
        row.game,
        row.pack,
        utc(row.finished_at),
        dict(row.record),
        dict(row.result),
        list(row.seats),
        bool(row.uploaded),
        row.share,
    )


def _analysis(row: Row[Any]) -> StoredAnalysis:
    return StoredAnalysis(
        row.deal_id,
        row.seat,
        row.done,
        row.total,
        list(row.decisions),
        None if row.analysis is None else dict(row.analysis),
        utc(row.started_at),
        utc(row.updated_at),
    )
