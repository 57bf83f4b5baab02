"""What the routes call: start a table, read it, act at it, deal on, and let the AI
players take their turns one at a time. Every change is stored before it is shown."""

import secrets
import threading
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import partial
from typing import Any

from cardavia.catalog.packs import atlas
from cardavia.core.errors import BadNotation, IllegalAction
from cardavia.core.game import Action, JsonDict
from cardavia.fair_deals import draw_seed
from cardavia.games.registry import GAMES
from cardavia.store.deals import DealStore
from cardavia.store.seats import SeatStore
from cardavia.store.tables import StoredTable, TableStore
from cardavia.web.ai_pool import DEFAULT_LEVEL, LEVELS
from cardavia.web.guide import GUIDE_LEVEL, GUIDE_SEEDS, guide_view
from cardavia.web.house_rules import TableRules, rules_view, score_extras, table_rules
from cardavia.web.i18n import N_
from cardavia.web.kept_deals import deal_to_keep
from cardavia.web.opponents import seats_view, shared_seats_view
from cardavia.web.seating import Seating
from cardavia.web.sessions import Session, StoredSession
from cardavia.web.views import NOT_YOUR_TURN, table_view

NO_SEAT = N_("You have no seat at this table")
NOT_YOUR_SEAT = N_("It is another player's turn: you can only play for your own seat")
NOT_STARTED = N_("The host has not started this table yet")
HOST_ONLY = N_("Only the host of this table can do that")
INVITATION_BYTES = 24
"""An invitation token's random bytes: 192 bits, far beyond guessing."""
TABLES_KEPT = 512
"""Tables whose play this process keeps replayed, the most recently used."""
AI_SPEEDS = {"slow": 1.4, "normal": 0.7, "fast": 0.25}
"""Seconds between two AI moves at each speed the player can pick."""
DEFAULT_SPEED = "normal"


class TableNotFound(LookupError):
    """No such table, or not this browser's: both look the same from outside."""


class NotYourSeat(Exception):
    """The request is for a seat that is not the reader's (or the reader has none), or for
    what only the table's host may do; nothing was changed."""

    def __init__(self, message: str, **details: object) -> None:
        super().__init__(message)
        self.message = message
        self.details = details


class StaleVersion(Exception):
    """The action was chosen on an older view of the table; nothing was changed."""

    def __init__(self, current: int) -> None:
        super().__init__(f"The table has moved on (version {current}): reload it and try again")
        self.current = current


class NoUndo(Exception):
    """Undo was asked for when the last action is not the human's card, or the deal is
    over; nothing was changed."""


class NoHint(Exception):
    """A hint was asked for when the human has no decision to take; nothing was changed."""


@dataclass(frozen=True)
class Loaded:
    """A table at ``stored.version``: its play replayed (``session``) and as stored, and who
    sits at it (as read with it)."""

    stored: StoredTable
    session: Session
    play: StoredSession
    seating: Seating


@dataclass(frozen=True)
class AiJob:
    """A decision for the AI workers (``cardavia.web.ai_pool``): ``request`` is the JSON they
    are sent, ``loaded`` the table it was made from, which the answer is stored onto."""

    loaded: Loaded
    request: JsonDict


class TableService:
    """Tables of one database, each played against the AI players of its level (who think
    in the AI workers: this class makes their jobs and stores their answers)."""

    def __init__(self, store: TableStore) -> None:
        self.store = store
        self.seats = SeatStore(store)
        self.deals = DealStore(store.engine)
        self._kept: OrderedDict[str, Loaded] = OrderedDict()
        self._kept_lock = threading.Lock()  # requests run in a thread pool

    def _loaded(self, stored: StoredTable) -> Loaded:
        """The table with its play: kept here from the last time it was read or changed,
        or read from the store, which then has to send only the actions appended since."""
        with self._kept_lock:
            kept = self._kept.get(stored.id)
        if kept is not None and kept.stored.version == stored.version:
            loaded = replace(kept, stored=stored, seating=self._seating(stored))
            self._keep(loaded)  # its settings and seats as read now
            return loaded
        play = self.store.play(stored.id, None if kept is None else kept.stored.version)
        if play is None:
            raise TableNotFound(stored.id)
        stored = replace(stored, version=play.version)
        seating = self._seating(stored)
        if play.session is None:
            assert kept is not None, "only actions are read for a table whose play is kept"
            session = kept.session.followed_by(play.actions)
            loaded = Loaded(stored, session, kept.play.followed_by(play.actions), seating)
        else:
            written = StoredSession(play.session, play.actions)
            loaded = Loaded(stored, written.replayed(), written, seating)
        self._keep(loaded)
        return loaded

    def _seating(self, stored: StoredTable) -> Seating:
        players = GAMES[stored.game].players
        if not stored.shared:
            return Seating.of(stored, players)
        return Seating.of(stored, players, tuple(self.seats.sitters(stored.id)))

    def _keep(self, loaded: Loaded) -> None:
        table_id = loaded.stored.id
        with self._kept_lock:
            kept = self._kept.get(table_id)
            if kept is None or kept.stored.version <= loaded.stored.version:
                self._kept[table_id] = loaded
            self._kept.move_to_end(table_id)
            while len(self._kept) > TABLES_KEPT:
                self._kept.popitem(last=False)

    def start(
        self,
        owner: str,
        game: str,
        pack: str | None,
        seed: int | None,
        match_score: tuple[int, int] | None = None,
        level: str = DEFAULT_LEVEL,
        guided: bool = False,
        rules: TableRules | None = None,
    ) -> Loaded:
        """A new one-person table of ``game`` with ``pack`` (the game's usual pack when None)
        against AI players of ``level``. Its deals are drawn by the server unless a ``seed``
        is given (or a Jass match starts from ``match_score``). A ``guided`` table shows the
        guide's steps. The deals are played by the house ``rules`` (the rulebook's when
        None)."""
        pack = self._check_choice(game, pack, level)
        rules = rules or table_rules(game, None)
        if seed is None and match_score is None:
            session = Session.new_drawn(game, draw_seed(), rules.variants)
        else:
            chosen = secrets.randbelow(2**31) if seed is None else seed
            session = Session.new(game, chosen, match_score, rules.variants)
        settings = {"level": level, **({"guide": True} if guided else {}), **rules.settings()}
        return self._create(owner, pack, session, settings)

    def start_shared(
        self,
        host: str,
        game: str,
        pack: str | None,
        level: str,
        public: bool,
        settings: JsonDict,
        rules: TableRules | None = None,
    ) -> Loaded:
        """A new table for several people, its deals drawn by the server, waiting for its host
        to start it; ``settings``: its turn time and the seats open to people."""
        pack = self._check_choice(game, pack, level)
        rules = rules or table_rules(game, None)
        session = Session.new_drawn(game, draw_seed(), rules.variants)
        invitation = secrets.token_urlsafe(INVITATION_BYTES)
        table_settings = {"level": level, "started": False, **settings, **rules.settings()}
        return self._create(host, pack, session, table_settings, invitation, public)

    def _create(
        self,
        owner: str,
        pack: str,
        session: Session,
        settings: JsonDict,
        invitation: str | None = None,
        public: bool = False,
    ) -> Loaded:
        play = StoredSession(session.to_json())
        stored = self.store.create(
            owner, session.game, pack, play.written, settings, invitation, public
        )
        loaded = Loaded(stored, session, play, self._seating(stored))
        self._keep(loaded)
        return loaded

    @staticmethod
    def _check_choice(game: str, pack: str | None, level: str) -> str:
        """The pack a new table plays with (the game's usual one when None); BadNotation or
        IllegalAction for an unknown game or level, or a pack of another game."""
        _check_level(level)
        if game not in GAMES:
            raise BadNotation(
                "Unknown game {game}: choose {games}", game=repr(game), games=", ".join(GAMES)
            )
        catalogue = atlas()
        pack = catalogue.default_pack(game).id if pack is None else pack
        if pack not in {playable.id for playable in catalogue.packs_for(game)}:
            raise IllegalAction(
                "The {pack} pack cannot play {game}: choose {packs}",
                pack=repr(pack),
                game=game,
                packs=", ".join(playable.id for playable in catalogue.packs_for(game)),
            )
        return pack

    def start_guided(
        self, owner: str, game: str, pack: str | None, level: str = DEFAULT_LEVEL
    ) -> Loaded:
        """The game's guided first deal (``cardavia.web.guide``): its fixed deal against the
        rule-based AI players, whatever ``level`` was asked for (a known one all the same)."""
        _check_level(level)
        seed = GUIDE_SEEDS.get(game, 0)  # an unknown game is refused by start
        return self.start(owner, game, pack, seed, level=GUIDE_LEVEL, guided=True)

    def load(self, reader: str, table_id: str) -> Loaded:
        """The table as ``reader`` may read it: a one-person table only by its owner; a
        shared table by anybody who knows it (a spectator without a seat)."""
        stored = self.store.get(table_id)
        if stored is None or (not stored.shared and stored.owner != reader):
            raise TableNotFound(table_id)
        return self._loaded(stored)

    def view(self, loaded: Loaded, reader: str, language: str) -> JsonDict:
        stored, seating = loaded.stored, loaded.seating
        seat = seating.seat_of(reader)
        seats = (
            shared_seats_view(stored.game, stored.id, seating, seat, _now())
            if stored.shared
            else seats_view(stored.game, stored.id)
        )
        ai_to_move = self.ai_to_move(loaded)
        view = table_view(
            stored, loaded.session, seat, seats, seating.started, ai_to_move, language
        )
        view["deal_id"] = self.kept_deal_id(loaded)
        view["speed"] = stored.settings.get("speed", DEFAULT_SPEED)
        view["level"] = stored.settings.get("level", DEFAULT_LEVEL)
        view["house_rules"] = rules_view(stored.game, loaded.session.variants, stored.settings)
        view["scores"].update(score_extras(loaded.session, stored.settings))
        if stored.settings.get("guide"):
            view["guide"] = guide_view(loaded.session.game, loaded.session.current)
        if stored.shared:
            view["shared"] = {
                "invitation": stored.invitation,
                "public": stored.public,
                "started": seating.started,
                "host": seating.is_host(reader),
                "turn_seconds": seating.turn_seconds,
                "open_seats": list(seating.open_seats),
                "free_seats": seating.free_seats(),
            }
        return view

    def kept_deal_id(self, loaded: Loaded) -> str | None:
        """The archive id of the deal that has just ended at the table, to review it; None
        while it is played (nothing is reviewed before the deal ends) and at a guided table
        (a lesson, not kept)."""
        session = loaded.session
        if not session.deal_over or loaded.stored.settings.get("guide"):
            return None
        return self.deals.id_of(loaded.stored.id, _deal_number(session))

    def act(self, reader: str, table_id: str, version: int, action: Mapping[str, Any]) -> Loaded:
        """``reader``'s ``action`` taken on the table as it was at ``version``, for the seat
        they hold and only on its turn."""
        loaded = self._current(reader, table_id, version)
        seat = self._own_turn(loaded, reader)
        session = loaded.session
        if loaded.stored.shared:
            self.seats.mark_here(table_id, reader)  # acting is being there
        parsed = GAMES[session.game].parse_action(action)
        del seat  # the action is recorded for the seat to move, which is the reader's
        return self._append(loaded, parsed)

    def _own_turn(self, loaded: Loaded, reader: str) -> int:
        """The reader's seat, whose turn it is: NotYourSeat when they hold no seat or it is
        another seat's turn at a shared table; IllegalAction at their own table off turn."""
        seating, state = loaded.seating, loaded.session.current
        seat = seating.seat_of(reader)
        if seat is None:
            raise NotYourSeat(NO_SEAT)
        if not seating.started:
            raise IllegalAction(NOT_STARTED)
        if state.to_move != seat:
            if state.is_over or not loaded.stored.shared:
                raise IllegalAction("The deal is over" if state.is_over else NOT_YOUR_TURN)
            raise NotYourSeat(NOT_YOUR_SEAT)
        return seat

    def undo(self, owner: str, table_id: str, version: int) -> Loaded:
        """The human's last card taken back into the hand, as long as it is the deal's last
        action (nobody played after it) and the deal is not over; at one-person tables only
        (the others at a shared table have seen the card). An AI move stored meanwhile
        makes ``version`` stale; an undo stored first makes the AI's move stale (the
        store's version check decides), so one of them wins cleanly."""
        loaded = self._current(owner, table_id, version)
        session = loaded.session
        last = session.last_action()
        if loaded.stored.shared or session.deal_over or last is None:
            raise NoUndo()
        if last.get("seat") != 0 or "play" not in last:
            raise NoUndo()
        return self._write(loaded, session.without_last_action(), loaded.play.without_last_action())

    def hint_job(self, reader: str, table_id: str, version: int) -> JsonDict:
        """The AI workers' job for a hint at ``version``: the search player's estimate of
        each of the reader's options, weighed from their seat's observation only, with a
        random source seeded by the table and its version."""
        loaded = self._current(reader, table_id, version)
        seat = loaded.seating.seat_of(reader)
        if seat is None or not loaded.seating.started or loaded.session.current.to_move != seat:
            raise NoHint()
        return _job(loaded, seed=f"{table_id}:{version}:hint", seat=seat)

    def set_speed(self, reader: str, table_id: str, speed: str) -> Loaded:
        """How fast the AI players play at this table (``AI_SPEEDS``); the host's choice."""
        if speed not in AI_SPEEDS:
            raise BadNotation(
                "The AI speed is one of {speeds}, not {speed}",
                speeds=", ".join(AI_SPEEDS),
                speed=repr(speed),
            )
        loaded = self.load(reader, table_id)
        self._host_only(loaded, reader)
        stored = loaded.stored
        self.store.save_settings(stored.id, {**stored.settings, "speed": speed})
        return self.load(reader, table_id)

    @staticmethod
    def _host_only(loaded: Loaded, reader: str) -> None:
        if not loaded.seating.is_host(reader):
            raise NotYourSeat(HOST_ONLY)

    def ai_delay(self, table_id: str, default: float) -> float:
        """The pause before the next AI move at the table: its speed as this process last
        read the table (each read and each change of it does), or ``default``."""
        with self._kept_lock:
            kept = self._kept.get(table_id)
        stored = self.store.get(table_id) if kept is None else kept.stored
        speed = None if stored is None else stored.settings.get("speed")
        return AI_SPEEDS.get(str(speed), default)

    def deal_next(self, reader: str, table_id: str, version: int) -> Loaded:
        """The next deal. At a shared table the reader asks for it, and it is dealt once
        everybody there has asked (``next_deal_due``)."""
        loaded = self._current(reader, table_id, version)
        if not loaded.stored.shared:
            return self._next_deal(loaded)
        seat = loaded.seating.seat_of(reader)
        if seat is None:
            raise NotYourSeat(NO_SEAT)
        if not loaded.session.deal_over:
            raise IllegalAction("The deal is still being played")
        self.seats.mark_ready(table_id, reader, _deal_number(loaded.session))
        loaded = self._loaded(loaded.stored)
        return self._next_deal(loaded) if self.next_deal_due(loaded) else loaded

    def _next_deal(self, loaded: Loaded) -> Loaded:
        session = loaded.session
        session = session.next_deal(draw_seed()) if session.draws else session.next_deal()
        return self._write(loaded, session, loaded.play.with_next_deal(session))

    def next_deal_due(self, loaded: Loaded) -> bool:
        """Whether a shared table deals on by itself now: its deal is over and every person
        there asked for the next one, or the turn time ran out on those who did not."""
        session = loaded.session
        if not loaded.stored.shared or not session.deal_over or session.match_over:
            return False
        now = _now()
        here = loaded.seating.people_here(now)
        if not here:
            return False  # nobody left to watch: the table rests until somebody comes back
        if all(person.ready_for >= _deal_number(session) for person in here):
            return True
        ends = loaded.seating.turn_ends(loaded.stored.updated_at)
        return ends is not None and now >= ends

    def deal_if_due(self, table_id: str) -> Loaded | None:
        """The next deal dealt at a shared table whose people are all ready (None: not due,
        or somebody else dealt it first)."""
        stored = self.store.get(table_id)
        if stored is None or not stored.shared:
            return None
        loaded = self._loaded(stored)
        if not self.next_deal_due(loaded):
            return None
        try:
            return self._next_deal(loaded)
        except StaleVersion:
            return None

    def ai_to_move(self, loaded: Loaded) -> bool:
        """Whether an AI player is to move now: the seat to move is nobody's, or its person
        is not there."""
        to_move = loaded.session.current.to_move
        seating = loaded.seating
        return to_move is not None and seating.started and not seating.person_plays(to_move, _now())

    def due_at(self, loaded: Loaded) -> datetime | None:
        """When the table may next need the AI players although nobody acts: the turn time of
        the person to move running out, or that person counting as gone; at a deal's end,
        when it deals on by itself. None: nothing is due by itself."""
        if not loaded.stored.shared or not loaded.seating.started:
            return None
        seating, session = loaded.seating, loaded.session
        ends = seating.turn_ends(loaded.stored.updated_at)
        if session.deal_over:
            return ends if not session.match_over else None
        to_move = session.current.to_move
        if to_move is None:
            return None
        gone = seating.when_gone(to_move)
        moments = [moment for moment in (ends, gone) if moment is not None]
        return min(moments) if moments else None

    def due(self, table_id: str) -> datetime | None:
        """``due_at`` of the table as stored now (None: no such table)."""
        stored = self.store.get(table_id)
        return None if stored is None else self.due_at(self._loaded(stored))

    def ai_job(self, table_id: str) -> AiJob | None:
        """The AI workers' job for the next AI player's turn at the table; None when no AI
        is to move. A person whose turn time ran out is marked away first: an AI player
        takes their seat until they come back."""
        stored = self.store.get(table_id)
        if stored is None:
            return None
        loaded = self._loaded(stored)
        if not self.ai_to_move(loaded) and not self._turn_ran_out(loaded):
            return None
        return AiJob(loaded, _job(loaded, seed=f"{stored.id}:{loaded.stored.version}"))

    def _turn_ran_out(self, loaded: Loaded) -> bool:
        seating, state = loaded.seating, loaded.session.current
        ends = seating.turn_ends(loaded.stored.updated_at)
        if not loaded.stored.shared or ends is None or _now() < ends or state.to_move is None:
            return False
        sitter = seating.sitter_at(state.to_move)
        if sitter is None:
            return False
        self.seats.mark_away(loaded.stored.id, sitter.player_id)
        return True

    def store_ai_action(self, job: AiJob, action: JsonDict) -> Loaded | None:
        """The AI workers' answer to ``job`` stored; None when the table changed meanwhile
        (then whoever changed it carries on, and the answer is dropped)."""
        parsed = GAMES[job.loaded.session.game].parse_action(action)
        try:
            return self._append(job.loaded, parsed)
        except StaleVersion:
            return None

    def _current(self, reader: str, table_id: str, version: int) -> Loaded:
        loaded = self.load(reader, table_id)
        if loaded.stored.version != version:
            raise StaleVersion(loaded.stored.version)
        return loaded

    def _append(self, loaded: Loaded, action: Action) -> Loaded:
        """``action`` taken and stored: appended to the stored play (IllegalAction, and
        nothing stored, when the rules do not allow it)."""
        session = loaded.session
        entry = session.recorded(action)
        after = session.apply(action)
        stored = loaded.stored
        ended = deal_to_keep(stored, loaded.seating, after) if after.deal_over else None
        along = None if ended is None else partial(DealStore.keep, deal=ended)
        if not self.store.append(stored.id, stored.version, entry, along):
            raise self._stale(stored)
        return self._saved(loaded, after, loaded.play.followed_by((entry,)))

    def _write(self, loaded: Loaded, session: Session, play: StoredSession) -> Loaded:
        """``session`` stored, written whole as ``play``."""
        stored = loaded.stored
        if not self.store.save(stored.id, stored.version, play.written):
            raise self._stale(stored)
        return self._saved(loaded, session, play)

    def _saved(self, loaded: Loaded, session: Session, play: StoredSession) -> Loaded:
        now = _now()
        stored = replace(loaded.stored, version=loaded.stored.version + 1, updated_at=now)
        saved = Loaded(stored, session, play, loaded.seating)
        self._keep(saved)
        return saved

    def _stale(self, stored: StoredTable) -> StaleVersion:
        current = self.store.get(stored.id)
        return StaleVersion(current.version if current else stored.version)


def _deal_number(session: Session) -> int:
    return len(session.finished) + 1


def _now() -> datetime:
    return datetime.now(UTC)


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise BadNotation(
            "The level is one of {levels}, not {level}", levels=", ".join(LEVELS), level=repr(level)
        )


def _job(loaded: Loaded, seed: str, seat: int | None = None) -> JsonDict:
    """A job as the AI workers take it: small JSON, which a queue could carry as well. The
    current deal's record is all a decision needs (a Jass deal's holds the match score)."""
    stored = loaded.stored
    return {
        "table": stored.id,
        "version": stored.version,
        "deal": loaded.play.current_deal(),
        "level": stored.settings.get("level", DEFAULT_LEVEL),
        "seed": seed,
        **({} if seat is None else {"seat": seat}),
    }
