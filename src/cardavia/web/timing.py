"""How long the server takes per action: the human's move through HTTP (in-process, on a
fresh SQLite file) and each AI move (decision + storing), p50 and p95 in milliseconds."""

import random
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from fastapi.testclient import TestClient
from rich.progress import Progress

from cardavia.benchmarks.timing import median_ms, p95_ms
from cardavia.web.ai_runner import AiRunner
from cardavia.web.app import create_app
from cardavia.web.settings import Settings


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
