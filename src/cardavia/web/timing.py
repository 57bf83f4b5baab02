"""How long the server takes per action: the human's move through HTTP (in-process, on a
fresh SQLite file) and each AI move (decision + storing), p50 and p95 in milliseconds; and
the web process's CPU time per stored action, through the service layer on any database."""

import json
import os
import pickle
import random
import tempfile
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from fastapi.testclient import TestClient
from rich.progress import Progress

from cardavia.benchmarks.timing import median_ms, p95_ms
from cardavia.store.database import connect, migrate
from cardavia.store.tables import TableStore
from cardavia.web.ai_runner import AiRunner
from cardavia.web.app import create_app
from cardavia.web.service import AI_SPEEDS, DEFAULT_SPEED, Loaded, TableService
from cardavia.web.settings import Settings
from cardavia.web.views import HUMAN


@dataclass(frozen=True)
class ActionTimes:
    game: str
    human: list[float]
    ai: list[float]


def _percentiles(seconds: list[float]) -> tuple[float, float]:
    if len(seconds) < 2:
        return (1000 * seconds[0], 1000 * seconds[0]) if seconds else (0.0, 0.0)
    return median_ms(seconds), p95_ms(seconds)


def measure(games: list[str], deals: int, ai_player: str = "heuristic") -> list[ActionTimes]:
    figures = []
    with tempfile.TemporaryDirectory() as directory, Progress(transient=True) as progress:
        settings = Settings(
            database_url=f"sqlite:///{Path(directory) / 'bench.db'}",
            secret_key="bench",
            ai_player=ai_player,
            ai_delay=3600.0,  # the AI moves are driven and timed here, not by the runner
        )
        app = create_app(settings)
        runner: AiRunner = app.state.runner
        with TestClient(app) as client:
            portal = client.portal
            assert portal is not None  # the client's event loop, open inside "with"
            for game in games:
                task = progress.add_task(f"{game}: {deals} deals", total=deals)
                human: list[float] = []
                ai: list[float] = []
                rng = random.Random(game)
                view = client.post("/api/tables", json={"game": game, "seed": 1}).json()
                for _ in range(deals):
                    while not view["deal_over"]:
                        if view["your_turn"]:
                            action = rng.choice(view["observation"]["legal_actions"])
                            url = f"/api/tables/{view['id']}/actions"
                            started = time.perf_counter()
                            answer = client.post(
                                url, json={"version": view["version"], "action": action}
                            )
                            human.append(time.perf_counter() - started)
                            view = answer.json()
                        else:
                            started = time.perf_counter()
                            portal.call(runner.step, view["id"])
                            ai.append(time.perf_counter() - started)
                            view = client.get(f"/api/tables/{view['id']}").json()
                    if view["match_over"]:
                        view = client.post("/api/tables", json={"game": game}).json()
                    else:
                        url = f"/api/tables/{view['id']}/next"
                        view = client.post(url, json={"version": view["version"]}).json()
                    progress.advance(task)
                figures.append(ActionTimes(game, human, ai))
    return figures


def report(figures: list[ActionTimes]) -> str:
    lines = [f"{'game':<10} {'who':<6} {'actions':>8} {'p50 ms':>8} {'p95 ms':>8}"]
    for figure in figures:
        for who, seconds in (("human", figure.human), ("ai", figure.ai)):
            p50, p95 = _percentiles(seconds)
            lines.append(f"{figure.game:<10} {who:<6} {len(seconds):>8} {p50:>8.2f} {p95:>8.2f}")
    lines.append("(human: POST /actions through HTTP; ai: one AI move, decision and storing)")
    return "\n".join(lines)


# ----------------------------------------------------------------- CPU per stored action

OWNER = "bench"


@dataclass(frozen=True)
class ActionCpu:
    """The web process's CPU seconds for one stored action at a table."""

    deal: int
    """The table's deal the action was taken in (1 for the first); dealing the next one
    counts as the last action of a deal."""
    store: float
    """Taking and storing it: the table read and checked, the action applied and written;
    for an AI move also the pause read and the job made and pickled for a worker process."""
    show: float
    """Showing it once: the table read again, its view built and encoded as JSON, as each
    event stream following the table does."""


@dataclass(frozen=True)
class GameCpu:
    game: str
    actions: list[ActionCpu]


def measure_cpu(games: list[str], deals: int, database_url: str | None = None) -> list[GameCpu]:
    """CPU time (``time.process_time``) of the web process per stored action, through the
    service layer: the human's random legal actions, the AI's (a random legal action in
    place of the worker's decision, which is not timed: it runs in another process), and
    each next deal, on a table of every game played for ``deals`` deals (a Jass match that
    ends is followed by a new table). On ``database_url`` (its tables are left there), or a
    fresh SQLite file."""
    with _database(database_url) as url:
        engine = connect(url)
        migrate(engine)
        service = TableService(TableStore(engine))
        try:
            return [GameCpu(game, _play_timed(service, game, deals)) for game in games]
        finally:
            engine.dispose()


@contextmanager
def _database(url: str | None) -> Iterator[str]:
    if url is not None:
        yield url
        return
    with tempfile.TemporaryDirectory() as directory:
        yield f"sqlite:///{Path(directory) / 'bench.db'}"


def _play_timed(service: TableService, game: str, deals: int) -> list[ActionCpu]:
    rng = random.Random(game)
    loaded = service.start(OWNER, game, None, seed=1)
    timed: list[ActionCpu] = []
    for _ in range(deals):
        while not loaded.session.deal_over:
            if loaded.session.current.to_move == HUMAN:
                loaded, cpu = _human_action(service, loaded, rng)
            else:
                loaded, cpu = _ai_action(service, loaded, rng)
            timed.append(cpu)
        if loaded.session.match_over:
            loaded = service.start(OWNER, game, None, seed=rng.randrange(2**31))
        else:
            loaded, cpu = _next_deal(service, loaded)
            timed.append(cpu)
    return timed


def _human_action(
    service: TableService, loaded: Loaded, rng: random.Random
) -> tuple[Loaded, ActionCpu]:
    action = rng.choice(loaded.session.current.legal_actions()).to_json()
    started = time.process_time()
    service.act(OWNER, loaded.stored.id, loaded.stored.version, action)
    stored = time.process_time()
    shown = _show(service, loaded.stored.id)
    return shown, ActionCpu(_deal(loaded), stored - started, time.process_time() - stored)


def _ai_action(
    service: TableService, loaded: Loaded, rng: random.Random
) -> tuple[Loaded, ActionCpu]:
    table_id = loaded.stored.id
    started = time.process_time()
    service.ai_delay(table_id, AI_SPEEDS[DEFAULT_SPEED])
    job = service.ai_job(table_id)
    assert job is not None, "an AI is to move"
    pickle.dumps(job.request)  # what a process pool does to send the job
    sent = time.process_time()
    action = rng.choice(job.loaded.session.current.legal_actions()).to_json()
    answered = time.process_time()
    service.store_ai_action(job, action)
    stored = time.process_time()
    shown = _show(service, table_id)
    cpu = ActionCpu(_deal(loaded), sent - started + stored - answered, time.process_time() - stored)
    return shown, cpu


def _next_deal(service: TableService, loaded: Loaded) -> tuple[Loaded, ActionCpu]:
    started = time.process_time()
    service.deal_next(OWNER, loaded.stored.id, loaded.stored.version)
    stored = time.process_time()
    shown = _show(service, loaded.stored.id)
    return shown, ActionCpu(_deal(loaded), stored - started, time.process_time() - stored)


def _show(service: TableService, table_id: str) -> Loaded:
    loaded = service.load(OWNER, table_id)
    json.dumps(service.view(loaded, OWNER, "en"))
    return loaded


def _deal(loaded: Loaded) -> int:
    return len(loaded.session.finished) + 1


def cpu_report(figures: list[GameCpu]) -> str:
    """Mean CPU ms per stored action, in all and in each table's last deal played."""
    lines = [
        f"{'game':<10} {'actions':>8} {'store ms':>9} {'show ms':>8} {'total ms':>9}"
        f" {'last deal':>10} {'its total':>10}"
    ]
    for figure in figures:
        actions = figure.actions
        last = max(cpu.deal for cpu in actions)
        in_last = [cpu for cpu in actions if cpu.deal == last]
        store, show = _mean_ms(cpu.store for cpu in actions), _mean_ms(cpu.show for cpu in actions)
        last_total = _mean_ms(cpu.store + cpu.show for cpu in in_last)
        lines.append(
            f"{figure.game:<10} {len(actions):>8} {store:>9.3f} {show:>8.3f} {store + show:>9.3f}"
            f" {last:>10} {last_total:>10.3f}"
        )
    load = " ".join(f"{figure:.2f}" for figure in os.getloadavg())
    lines.append(
        "(CPU ms of the web process per stored action, the AI's decisions excluded: store ="
        " take, check, apply, write; show = read again, view, JSON; load average " + load + ")"
    )
    return "\n".join(lines)


def _mean_ms(seconds: Iterable[float]) -> float:
    values = list(seconds)
    return 1000 * sum(values) / len(values) if values else 0.0
