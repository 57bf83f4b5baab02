"""What the routes call: start a table, read it, act at it, deal on, and let the AI
players take their turns one at a time. Every change is stored before it is shown."""

import threading
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from cardavia.catalog.packs import atlas
from cardavia.core.errors import BadNotation, IllegalAction
from cardavia.core.game import Action, JsonDict
from cardavia.games.registry import GAMES
from cardavia.store.tables import StoredTable, TableStore
from cardavia.web.ai_pool import DEFAULT_LEVEL, LEVELS
from cardavia.web.guide import GUIDE_LEVEL, GUIDE_SEEDS, guide_view
from cardavia.web.sessions import Session, StoredSession
from cardavia.web.views import HUMAN, NOT_YOUR_TURN, table_view

TABLES_KEPT = 512
"""Tables whose play this process keeps replayed, the most recently used."""
AI_SPEEDS = {"slow": 1.4, "normal": 0.7, "fast": 0.25}
"""Seconds between two AI moves at each speed the player can pick."""
DEFAULT_SPEED = "normal"


class TableNotFound(LookupError):
    """No such table, or not this browser's: both look the same from outside."""


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
    """A table at ``stored.version``: its play replayed (``session``) and as stored."""

    stored: StoredTable
    session: Session
    play: StoredSession


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
        self._kept: OrderedDict[str, Loaded] = OrderedDict()
        self._kept_lock = threading.Lock()  # requests run in a thread pool

    def _loaded(self, stored: StoredTable) -> Loaded:
        """The table with its play: kept here from the last time it was read or changed,
        or read from the store, which then has to send only the actions appended since."""
        with self._kept_lock:
            kept = self._kept.get(stored.id)
        if kept is not None and kept.stored.version == stored.version:
            loaded = replace(kept, stored=stored)  # its settings as read now
            self._keep(loaded)
            return loaded
        play = self.store.play(stored.id, None if kept is None else kept.stored.version)
        if play is None:
            raise TableNotFound(stored.id)
        stored = replace(stored, version=play.version)
        if play.session is None:
            assert kept is not None, "only actions are read for a table whose play is kept"
            loaded = Loaded(
                stored, kept.session.followed_by(play.actions), kept.play.followed_by(play.actions)
            )
        else:
            written = StoredSession(play.session, play.actions)
            loaded = Loaded(stored, written.replayed(), written)
        self._keep(loaded)
        return loaded

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
        seed: int,
        match_score: tuple[int, int] | None = None,
        level: str = DEFAULT_LEVEL,
        guided: bool = False,
    ) -> Loaded:
        """A new table of ``game`` with ``pack`` (the game's usual pack when None) against
        AI players of ``level``; a Jass match may start from ``match_score``. A ``guided``
        table shows the guide's steps."""
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
        session = Session.new(game, seed, match_score)
        settings = {"level": level, **({"guide": True} if guided else {})}
        play = StoredSession(session.to_json())
        stored = self.store.create(owner, game, pack, play.written, settings)
        loaded = Loaded(stored, session, play)
        self._keep(loaded)
        return loaded

    def start_guided(
        self, owner: str, game: str, pack: str | None, level: str = DEFAULT_LEVEL
    ) -> Loaded:
        """The game's guided first deal (``cardavia.web.guide``): its fixed deal against the
        rule-based AI players, whatever ``level`` was asked for (a known one all the same)."""
        _check_level(level)
        seed = GUIDE_SEEDS.get(game, 0)  # an unknown game is refused by start
        return self.start(owner, game, pack, seed, level=GUIDE_LEVEL, guided=True)

    def load(self, owner: str, table_id: str) -> Loaded:
        stored = self.store.get(table_id)
        if stored is None or stored.owner != owner:
            raise TableNotFound(table_id)
        return self._loaded(stored)

    def view(self, loaded: Loaded, language: str) -> JsonDict:
        ai_to_move = self.ai_to_move(loaded.session)
        view = table_view(loaded.stored, loaded.session, ai_to_move, language)
        view["speed"] = loaded.stored.settings.get("speed", DEFAULT_SPEED)
        view["level"] = loaded.stored.settings.get("level", DEFAULT_LEVEL)
        if loaded.stored.settings.get("guide"):
            view["guide"] = guide_view(loaded.session.game, loaded.session.current)
        return view

    def act(self, owner: str, table_id: str, version: int, action: Mapping[str, Any]) -> Loaded:
        """The human's ``action`` taken on the table as it was at ``version``."""
        loaded = self._current(owner, table_id, version)
        session = loaded.session
        if session.current.to_move != HUMAN:
            raise IllegalAction("The deal is over" if session.deal_over else NOT_YOUR_TURN)
        return self._append(loaded, GAMES[session.game].parse_action(action))

    def undo(self, owner: str, table_id: str, version: int) -> Loaded:
        """The human's last card taken back into the hand, as long as it is the deal's last
        action (nobody played after it) and the deal is not over. An AI move stored
        meanwhile makes ``version`` stale; an undo stored first makes the AI's move stale
        (the store's version check decides), so one of them wins cleanly."""
        loaded = self._current(owner, table_id, version)
        session = loaded.session
        last = session.last_action()
        if session.deal_over or last is None or last.get("seat") != HUMAN or "play" not in last:
            raise NoUndo()
        return self._write(loaded, session.without_last_action(), loaded.play.without_last_action())

    def hint_job(self, owner: str, table_id: str, version: int) -> JsonDict:
        """The AI workers' job for a hint at ``version``: the search player's estimate of
        each of the human's options, weighed from the human seat's observation only, with a
        random source seeded by the table and its version."""
        loaded = self._current(owner, table_id, version)
        if loaded.session.current.to_move != HUMAN:
            raise NoHint()
        return _job(loaded, seed=f"{table_id}:{version}:hint")

    def set_speed(self, owner: str, table_id: str, speed: str) -> Loaded:
        """How fast the AI players play at this table (``AI_SPEEDS``)."""
        if speed not in AI_SPEEDS:
            raise BadNotation(
                "The AI speed is one of {speeds}, not {speed}",
                speeds=", ".join(AI_SPEEDS),
                speed=repr(speed),
            )
        stored = self.load(owner, table_id).stored
        self.store.save_settings(stored.id, {**stored.settings, "speed": speed})
        return self.load(owner, table_id)

    def ai_delay(self, table_id: str, default: float) -> float:
        """The pause before the next AI move at the table: its speed as this process last
        read the table (each read and each change of it does), or ``default``."""
        with self._kept_lock:
            kept = self._kept.get(table_id)
        stored = self.store.get(table_id) if kept is None else kept.stored
        speed = None if stored is None else stored.settings.get("speed")
        return AI_SPEEDS.get(str(speed), default)

    def deal_next(self, owner: str, table_id: str, version: int) -> Loaded:
        loaded = self._current(owner, table_id, version)
        session = loaded.session.next_deal()
        return self._write(loaded, session, loaded.play.with_next_deal(session))

    @staticmethod
    def ai_to_move(session: Session) -> bool:
        to_move = session.current.to_move
        return to_move is not None and to_move != HUMAN

    def ai_job(self, table_id: str) -> AiJob | None:
        """The AI workers' job for the next AI player's turn at the table; None when no AI
        is to move."""
        stored = self.store.get(table_id)
        if stored is None:
            return None
        loaded = self._loaded(stored)
        if not self.ai_to_move(loaded.session):
            return None
        return AiJob(loaded, _job(loaded, seed=f"{stored.id}:{loaded.stored.version}"))

    def store_ai_action(self, job: AiJob, action: JsonDict) -> Loaded | None:
        """The AI workers' answer to ``job`` stored; None when the table changed meanwhile
        (then whoever changed it carries on, and the answer is dropped)."""
        parsed = GAMES[job.loaded.session.game].parse_action(action)
        try:
            return self._append(job.loaded, parsed)
        except StaleVersion:
            return None

    def _current(self, owner: str, table_id: str, version: int) -> Loaded:
        loaded = self.load(owner, table_id)
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
        if not self.store.append(stored.id, stored.version, entry):
            raise self._stale(stored)
        return self._saved(loaded, after, loaded.play.followed_by((entry,)))

    def _write(self, loaded: Loaded, session: Session, play: StoredSession) -> Loaded:
        """``session`` stored, written whole as ``play``."""
        stored = loaded.stored
        if not self.store.save(stored.id, stored.version, play.written):
            raise self._stale(stored)
        return self._saved(loaded, session, play)

    def _saved(self, loaded: Loaded, session: Session, play: StoredSession) -> Loaded:
        now = datetime.now(UTC)
        stored = replace(loaded.stored, version=loaded.stored.version + 1, updated_at=now)
        saved = Loaded(stored, session, play)
        self._keep(saved)
        return saved

    def _stale(self, stored: StoredTable) -> StaleVersion:
        current = self.store.get(stored.id)
        return StaleVersion(current.version if current else stored.version)


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise BadNotation(
            "The level is one of {levels}, not {level}", levels=", ".join(LEVELS), level=repr(level)
        )


def _job(loaded: Loaded, seed: str) -> JsonDict:
    """A job as the AI workers take it: small JSON, which a queue could carry as well. The
    current deal's record is all a decision needs (a Jass deal's holds the match score)."""
    stored = loaded.stored
    return {
        "table": stored.id,
        "version": stored.version,
        "deal": loaded.play.current_deal(),
        "level": stored.settings.get("level", DEFAULT_LEVEL),
        "seed": seed,
    }
