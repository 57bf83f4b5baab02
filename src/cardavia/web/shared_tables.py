"""Tables shared by several people: who a person is (a name and an avatar), taking and
leaving seats by an invitation or from the open tables, the host starting the table, and
the phrases people send to it."""

import time
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

import anyio
from starlette.concurrency import run_in_threadpool

from cardavia.core.errors import IllegalAction
from cardavia.core.game import JsonDict
from cardavia.games.registry import GAMES
from cardavia.store.seats import Player, Reaction
from cardavia.store.tables import StoredTable
from cardavia.web.ai_runner import AiTurns
from cardavia.web.house_rules import TableRules
from cardavia.web.i18n import N_, translations
from cardavia.web.seating import GONE_AFTER, TURN_TIMES
from cardavia.web.service import (
    HOST_ONLY,
    NO_SEAT,
    Loaded,
    NotYourSeat,
    TableNotFound,
    TableService,
)

MARGIN = timedelta(seconds=1)
HEARD_EVERY_SECONDS = 15.0
"""How often an open page's stream tells the database it is there (``SILENT_AFTER`` is
more than three times this)."""
NAME_LENGTH = 24
OPEN_TABLES_SHOWN = 50
REACTIONS = {
    "well_played": N_("Well played!"),
    "sorry_partner": N_("Sorry, partner"),
    "thanks": N_("Thanks!"),
    "one_more": N_("One more?"),
    "good_luck": N_("Good luck!"),
    "oops": N_("Oops!"),
}
"""The phrases a person may send to the table, by code; each reader reads them in their own
language. No free text."""
NO_NAME = N_("Choose a name to sit at the table")
SEAT_NOT_OPEN = N_("Seat {seat} is not open to people at this table")
MATCH_OVER = N_("The match at this table is over")


class DealNotOver(Exception):
    """A deal's record (every hand in it) is shown only once the deal is over."""


@dataclass(frozen=True)
class OpenTable:
    """A public table as the list of open tables shows it."""

    stored: StoredTable
    host: str | None
    people: int
    free_seats: list[int]
    started: bool


def checked_name(name: str) -> str:
    """The display name trimmed: 1 to 24 characters, none of them a control character;
    IllegalAction otherwise."""
    name = name.strip()
    if not 1 <= len(name) <= NAME_LENGTH:
        raise IllegalAction("A name has 1 to {most} characters", most=NAME_LENGTH)
    if any(unicodedata.category(character).startswith("C") for character in name):
        raise IllegalAction("A name cannot hold control characters")
    return name


class SharedTables:
    def __init__(self, tables: TableService) -> None:
        self.tables = tables
        self.seats = tables.seats

    # ----------------------------------------------------------------- people

    def player(self, who: str) -> Player | None:
        return self.seats.player(who)

    def save_player(self, who: str, name: str, look: dict[str, Any]) -> Player:
        player = Player(who, checked_name(name), dict(look))
        self.seats.save_player(player)
        return player

    # ----------------------------------------------------------------- tables

    def start(
        self,
        host: str,
        game: str,
        pack: str | None,
        level: str,
        open_seats: list[int],
        public: bool,
        turn_seconds: int | None,
        rules: TableRules | None = None,
    ) -> Loaded:
        """A shared table; its host sits at seat 0, so seat 0 is never among the open ones."""
        player = self._named(host)
        players = GAMES[game].players if game in GAMES else 0
        if any(not 0 < seat < players for seat in open_seats):
            raise IllegalAction(
                "The seats open to people are from 1 to {last}", last=max(players - 1, 1)
            )
        if turn_seconds not in TURN_TIMES:
            raise IllegalAction("The turn time is off, 30, 60 or 120 seconds")
        settings = {"open_seats": sorted(set(open_seats)), "turn_seconds": turn_seconds}
        loaded = self.tables.start_shared(host, game, pack, level, public, settings, rules)
        self.seats.sit(loaded.stored.id, player, 0)
        return self.tables.load(host, loaded.stored.id)

    def invited(self, who: str, invitation: str) -> Loaded:
        """The table of an invitation link (TableNotFound for an unknown token)."""
        stored = self.tables.store.invited(invitation)
        if stored is None:
            raise TableNotFound(invitation)
        return self.tables.load(who, stored.id)

    def sit(self, who: str, invitation: str, seat: int) -> Loaded:
        """``who`` takes a free open seat of the invited table under their name."""
        loaded = self.invited(who, invitation)
        if seat not in loaded.seating.open_seats:
            raise IllegalAction(SEAT_NOT_OPEN, seat=seat)
        if loaded.session.match_over:
            raise IllegalAction(MATCH_OVER)
        self.seats.sit(loaded.stored.id, self._named(who), seat)
        return self.tables.load(who, loaded.stored.id)

    def leave(self, who: str, table_id: str) -> Loaded:
        """``who`` leaves the table for good: an AI player takes their seat."""
        loaded = self.tables.load(who, table_id)
        if loaded.seating.seat_of(who) is None:
            raise NotYourSeat(NO_SEAT)
        self.seats.leave(table_id, who)
        return self.tables.load(who, table_id)

    def begin(self, who: str, table_id: str) -> Loaded:
        """The host starts the table: the first deal is played, AI players in the seats
        still free."""
        loaded = self.tables.load(who, table_id)
        if not loaded.stored.shared or not loaded.seating.is_host(who):
            raise NotYourSeat(HOST_ONLY)
        if loaded.seating.started:
            raise IllegalAction("The table has already started")
        stored = loaded.stored
        self.tables.store.save_settings(stored.id, {**stored.settings, "started": True})
        return self.tables.load(who, table_id)

    def come_back(self, who: str, loaded: Loaded) -> None:
        """A person opened their table again: they play their seat themselves."""
        sitter = next((s for s in loaded.seating.seated() if s.player_id == who), None)
        if sitter is not None:
            self.seats.mark_here(loaded.stored.id, who)

    def react(self, who: str, table_id: str, phrase: str) -> None:
        if phrase not in REACTIONS:
            raise IllegalAction("A reaction is one of {phrases}", phrases=", ".join(REACTIONS))
        loaded = self.tables.load(who, table_id)
        seat = loaded.seating.seat_of(who)
        if seat is None:
            raise NotYourSeat(NO_SEAT)
        self.seats.react(table_id, seat, phrase)

    def open_tables(self) -> list[OpenTable]:
        """The public tables with a seat free for a person, the most recently played first."""
        shown = []
        for stored in self.tables.store.public_tables(OPEN_TABLES_SHOWN):
            loaded = self.tables.load(stored.owner, stored.id)
            free = loaded.seating.free_seats()
            if not free or loaded.session.match_over:
                continue
            host = loaded.seating.sitter_at(0)
            shown.append(
                OpenTable(
                    stored,
                    None if host is None else host.name,
                    len(loaded.seating.seated()),
                    free,
                    loaded.seating.started,
                )
            )
        return shown

    def _named(self, who: str) -> Player:
        player = self.seats.player(who)
        if player is None:
            raise IllegalAction(NO_NAME)
        return player


def finished_record(loaded: Loaded, number: int) -> JsonDict:
    """Deal ``number`` (from 1) of the table as its record, once that deal is over:
    TableNotFound for a deal the table has not dealt, DealNotOver while it is played."""
    session = loaded.session
    if not 1 <= number <= len(session.finished) + 1:
        raise TableNotFound(f"{loaded.stored.id}/{number}")
    if number == len(session.finished) + 1 and not session.deal_over:
        raise DealNotOver()
    return session.deal_record_with_commitment(number - 1)


def open_table_view(table: OpenTable) -> JsonDict:
    stored = table.stored
    return {
        "invitation": stored.invitation,
        "game": stored.game,
        "pack": stored.pack,
        "level": stored.settings.get("level"),
        "host": table.host,
        "people": table.people,
        "free_seats": table.free_seats,
        "started": table.started,
        "turn_seconds": stored.settings.get("turn_seconds"),
    }


def reaction_view(reaction: Reaction, language: str) -> JsonDict:
    """A reaction as a reader sees it: the phrase in the reader's language."""
    text = translations(language).gettext(REACTIONS[reaction.phrase])
    return {"id": reaction.id, "seat": reaction.seat, "phrase": reaction.phrase, "text": text}


class Presence:
    """One open page of ``who`` at a table (its event stream): while it is open the person
    plays their seat themselves; once it closes, an AI player takes the seat a few seconds
    later unless they come back. A page opened to watch may take a seat meanwhile."""

    def __init__(self, company: SharedTables, who: str, loaded: Loaded) -> None:
        self.company = company
        self.who = who
        self.table_id = loaded.stored.id
        self.shared = loaded.stored.shared
        self.seated = self._holds_a_seat(loaded)
        self._said_at = time.monotonic()
        self._heard_at = datetime.now(UTC)
        """When this page last said it is there (another page of the person may since)."""

    def _holds_a_seat(self, loaded: Loaded) -> bool:
        return self.shared and loaded.seating.seat_of(self.who) is not None

    def arrived(self) -> None:
        if self.seated:
            self._heard_at = datetime.now(UTC)
            self.company.seats.mark_here(self.table_id, self.who, self._heard_at)

    async def still_here(self, current: Loaded) -> None:
        """The page is open: said to the database as the person takes a seat, then once a
        heartbeat at most, however often the table changes."""
        seated = self._holds_a_seat(current)
        now = time.monotonic()
        due = now - self._said_at >= HEARD_EVERY_SECONDS
        if seated and (due or not self.seated):
            self._said_at, self._heard_at = now, datetime.now(UTC)
            seats = self.company.seats
            await run_in_threadpool(seats.mark_seen, self.table_id, self.who, self._heard_at)
        self.seated = seated

    def last_reaction(self) -> int:
        return self.company.seats.last_reaction(self.table_id) if self.shared else 0

    def reactions(self, after: int) -> list[Reaction]:
        """The reactions sent since ``after``: every reader of a shared table sees them."""
        return self.company.seats.reactions_after(self.table_id, after) if self.shared else []

    async def left(self, ai: AiTurns) -> None:
        """The page closed: the seat is marked gone, and the AI players are woken for when
        it counts as gone (shielded: this runs as the stream is cancelled)."""
        if not self.seated:
            return
        with anyio.CancelScope(shield=True):
            seats = self.company.seats
            await run_in_threadpool(seats.mark_gone, self.table_id, self.who, self._heard_at)
            await ai.wake_at(self.table_id, datetime.now(UTC) + GONE_AFTER + MARGIN)
