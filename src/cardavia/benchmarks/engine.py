"""Engine throughput: complete random deals per second through the public API."""

import random
import statistics
import time
from dataclasses import dataclass

from rich.progress import Progress

from cardavia.core.game import Game
from cardavia.games.registry import GAMES


@dataclass(frozen=True)
class EngineFigure:
    """Deals per second of one game over several timed runs."""

    game: str
    deals_per_run: int
    runs: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.runs)


def play_random_deals(game: Game, deals: int, seed: int) -> None:
    """Play ``deals`` complete deals with uniformly random legal actions, bidding included."""
    uniform = random.Random(seed).random
    for number in range(deals):
        state = game.new_deal(seed * 1_000_003 + number)
        while not state.is_over:
            legal = state.legal_actions()
            state = state.apply(legal[int(uniform() * len(legal))])
        state.result()


def measure(games: list[str], deals: int, runs: int, seed: int = 1) -> list[EngineFigure]:
    """Time ``runs`` runs of ``deals`` random deals for each game, with a progress bar."""
    figures = []
    with Progress(transient=True) as progress:
        for name in games:
            task = progress.add_task(f"{name}: {runs} runs of {deals} deals", total=runs)
            rates = []
            for run in range(runs):
                started = time.perf_counter()
                play_random_deals(GAMES[name], deals, seed + run)
                rates.append(deals / (time.perf_counter() - started))
                progress.advance(task)
            figures.append(EngineFigure(name, deals, rates))
    return figures


def report(figures: list[EngineFigure], target: float) -> str:
    """One line per game: the median deals/s, the spread, and the ratio to ``target``."""
    lines = [f"{'game':<10} {'median deals/s':>15} {'min':>9} {'max':>9} {'vs target':>10}"]
    for figure in figures:
        lines.append(
            f"{figure.game:<10} {figure.median:>15,.0f} {min(figure.runs):>9,.0f} "
            f"{max(figure.runs):>9,.0f} {figure.median / target:>9.2f}x"
        )
    lines.append(f"(target {target:,.0f} deals/s on one core; ratio = median / target)")
    return "\n".join(lines)
