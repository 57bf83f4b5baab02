"""Decision time of AI players: median and 95th percentile per game, in milliseconds."""

import math
import os
import random
import time
from dataclasses import dataclass

from rich.progress import Progress

from cardavia.ai.registry import make_player
from cardavia.benchmarks.timing import median_ms, p95_ms
from cardavia.games.registry import GAMES


@dataclass(frozen=True)
class DecisionTimes:
    """The time of every decision one player took in one game (seconds)."""

    game: str
    player: str
    seconds: list[float]
    cpu_seconds: list[float]
    """The same decisions' processor time (this process)."""

    @property
    def median_ms(self) -> float:
        return median_ms(self.seconds)

    @property
    def p95_ms(self) -> float:
        return p95_ms(self.seconds)

    @property
    def cpu_median_ms(self) -> float:
        return median_ms(self.cpu_seconds)

    @property
    def mean_ms(self) -> float:
        return 1000 * sum(self.seconds) / len(self.seconds) if self.seconds else math.nan


def time_decisions(
    game_name: str, player_name: str, deals: int, seed: int, others: str | None = None
) -> DecisionTimes:
    """Play ``deals`` deals and time each decision of the player that had more than one
    legal option: the player in every seat, or in one seat (going round the table deal by
    deal) among ``others``."""
    game = GAMES[game_name]
    player = make_player(player_name)
    other = make_player(others) if others else player
    rng = random.Random(seed)
    seconds, cpu_seconds = [], []
    for number in range(deals):
        state = game.new_deal(seed * 10_007 + number)
        timed_seat = number % game.players
        while not state.is_over:
            assert state.to_move is not None
            timed = others is None or state.to_move == timed_seat
            observation = state.observation(state.to_move)
            started, cpu_started = time.perf_counter(), time.process_time()
            action = (player if timed else other).act(observation, rng)
            if timed and len(observation.legal_actions) > 1:
                seconds.append(time.perf_counter() - started)
                cpu_seconds.append(time.process_time() - cpu_started)
            state = state.apply(action)
    return DecisionTimes(game_name, player_name, seconds, cpu_seconds)


def measure(
    players: list[str], deals: int, seed: int = 1, others: str | None = None
) -> list[DecisionTimes]:
    """Decision times of each player in each game, with a progress bar."""
    results = []
    with Progress(transient=True) as progress:
        task = progress.add_task("timing decisions", total=len(players) * len(GAMES))
        for player in players:
            for game in GAMES:
                results.append(time_decisions(game, player, deals, seed, others))
                progress.advance(task)
    return results


def report(results: list[DecisionTimes], targets: dict[str, float] | None = None) -> str:
    """A table of the times (wall clock, and the median's processor time); with
    ``targets`` (p95 in ms per player, each the player's time budget), the p95's ratio to
    it and the mean share of the budget a decision used; the machine's load below."""
    header = (
        f"{'player':<14} {'game':<10} {'decisions':>9} {'median ms':>10} {'p95 ms':>9} "
        f"{'cpu median':>10}"
    )
    lines = [header + (f" {'target p95':>10} {'ratio':>6} {'budget used':>11}" if targets else "")]
    for item in results:
        line = (
            f"{item.player:<14} {item.game:<10} {len(item.seconds):>9} "
            f"{item.median_ms:>10.3f} {item.p95_ms:>9.3f} {item.cpu_median_ms:>10.3f}"
        )
        if targets and item.player in targets:
            target = targets[item.player]
            line += f" {target:>10.0f} {item.p95_ms / target:>6.2f} {item.mean_ms / target:>11.0%}"
        lines.append(line)
    lines.append("load average (1, 5, 15 min): " + ", ".join(f"{n:.2f}" for n in os.getloadavg()))
    return "\n".join(lines)
