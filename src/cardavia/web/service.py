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
from cardavia.core.game import JsonDict
from cardavia.games.registry import GAMES
from cardavia.store.tables import StoredTable, TableStore
from cardavia.web.ai_pool import DEFAULT_LEVEL, LEVELS
from cardavia.web.guide import GUIDE_LEVEL, GUIDE_SEEDS, guide_view
from cardavia.web.sessions import Session
from cardavia.web.views import HUMAN, NOT_YOUR_TURN, table_view

REPLAYS_KEPT = 512
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
    stored: StoredTable
    session: Session


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
        self._replayed: OrderedDict[tuple[str, int], Session] = OrderedDict()
        self._replayed_lock = threading.Lock()  # requests run in a thread pool

    def _session(self, stored: StoredTable) -> Session:
        """The stored play replayed, remembered per table version: a version never changes,
        and replaying a long table at every request would cost more than the rest."""
        key = (stored.id, stored.version)
        with self._replayed_lock:
            session = self._replayed.get(key)
        if session is None:
            session = Session.from_json(stored.session)
            self._remember(key, session)
        return session

    def _remember(self, key: tuple[str, int], session: Session) -> None:
        with self._replayed_lock:
            self._replayed[key] = session
            self._replayed.move_to_end(key)
            while len(self._replayed) > REPLAYS_KEPT:
                self._replayed.popitem(last=False)

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
        stored = self.store.create(owner, game, pack, session.to_json(), settings)
        return Loaded(stored, session)

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
        return Loaded(stored, self._session(stored))

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
        parsed = GAMES[session.game].parse_action(action)
        return self._save(loaded, session.apply(parsed))

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
        return self._save(loaded, session.without_last_action())

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
        """The pause before the next AI move at the table: its speed, or ``default``."""
        stored = self.store.get(table_id)
        speed = None if stored is None else stored.settings.get("speed")
        return AI_SPEEDS.get(str(speed), default)

    def deal_next(self, owner: str, table_id: str, version: int) -> Loaded:
        loaded = self._current(owner, table_id, version)
        return self._save(loaded, loaded.session.next_deal())

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
        loaded = Loaded(stored, self._session(stored))
        if not self.ai_to_move(loaded.session):
            return None
        return AiJob(loaded, _job(loaded, seed=f"{stored.id}:{stored.version}"))

    def store_ai_action(self, job: AiJob, action: JsonDict) -> Loaded | None:
        """The AI workers' answer to ``job`` stored; None when the table changed meanwhile
        (then whoever changed it carries on, and the answer is dropped)."""
        session = job.loaded.session
        parsed = GAMES[session.game].parse_action(action)
        try:
            return self._save(job.loaded, session.apply(parsed))
        except StaleVersion:
            return None

    def _current(self, owner: str, table_id: str, version: int) -> Loaded:
        loaded = self.load(owner, table_id)
        if loaded.stored.version != version:
            raise StaleVersion(loaded.stored.version)
        return loaded

    def _save(self, loaded: Loaded, session: Session) -> Loaded:
        stored = loaded.stored
        if not self.store.save(stored.id, stored.version, session.to_json()):
            current = self.store.get(stored.id)
            raise StaleVersion(current.version if current else stored.version)
        self._remember((stored.id, stored.version + 1), session)
        saved = replace(
            stored,
            version=stored.version + 1,
            session=session.to_json(),
            updated_at=datetime.now(UTC),
        )
        return Loaded(saved, session)


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise BadNotation(
            "The level is one of {levels}, not {level}", levels=", ".join(LEVELS), level=repr(level)
        )


def _job(loaded: Loaded, seed: str) -> JsonDict:
    """A job as the AI workers take it: small JSON, which a queue could carry as well."""
    stored = loaded.stored
    return {
        "table": stored.id,
        "version": stored.version,
        "session": stored.session,
        "level": stored.settings.get("level", DEFAULT_LEVEL),
        "seed": seed,
    }
