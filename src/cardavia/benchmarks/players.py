"""Decision time of AI players: median and 95th percentile per game, in milliseconds."""

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

    @property
    def median_ms(self) -> float:
        return median_ms(self.seconds)

    @property
    def p95_ms(self) -> float:
        return p95_ms(self.seconds)


def time_decisions(game_name: str, player_name: str, deals: int, seed: int) -> DecisionTimes:
    """Play ``deals`` deals with the player in every seat and time each of its decisions
    that had more than one legal option."""
    game = GAMES[game_name]
    player = make_player(player_name)
    rng = random.Random(seed)
    seconds = []
    for number in range(deals):
        state = game.new_deal(seed * 10_007 + number)
        while not state.is_over:
            assert state.to_move is not None
            observation = state.observation(state.to_move)
            started = time.perf_counter()
            action = player.act(observation, rng)
            elapsed = time.perf_counter() - started
            if len(observation.legal_actions) > 1:
                seconds.append(elapsed)
            state = state.apply(action)
    return DecisionTimes(game_name, player_name, seconds)


def measure(players: list[str], deals: int, seed: int = 1) -> list[DecisionTimes]:
    """Decision times of each player in each game, with a progress bar."""
    results = []
    with Progress(transient=True) as progress:
        task = progress.add_task("timing decisions", total=len(players) * len(GAMES))
        for player in players:
            for game in GAMES:
                results.append(time_decisions(game, player, deals, seed))
                progress.advance(task)
    return results


def report(results: list[DecisionTimes]) -> str:
    lines = [f"{'player':<10} {'game':<10} {'decisions':>9} {'median ms':>10} {'p95 ms':>8}"]
    for item in results:
        lines.append(
            f"{item.player:<10} {item.game:<10} {len(item.seconds):>9} "
            f"{item.median_ms:>10.3f} {item.p95_ms:>8.3f}"
        )
    return "\n".join(lines)
