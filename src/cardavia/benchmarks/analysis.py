"""Time to analyse a complete deal for its review: median and p95 per game, wall and CPU.

Each deal is dealt from a seed and played to its end by the rule-based players, then seat
0's decisions are analysed as a review analyses them (``cardavia.ai.search.analysis``,
its own number of sampled deals unless told otherwise), one after another in this
process. The machine's load averages are printed before and after: other work on the
machine lengthens the wall times, not the CPU times.
"""

import random
import time
from dataclasses import dataclass

from rich.progress import Progress

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.search.analysis import ANALYSIS_SAMPLES, analyse
from cardavia.ai.search.solver import warm_up
from cardavia.benchmarks.load.machine import uptime
from cardavia.benchmarks.timing import median_ms, p95_ms
from cardavia.core.game import JsonDict
from cardavia.games.registry import GAMES
from cardavia.records import write_record

SEAT = 0


@dataclass(frozen=True)
class AnalysisTimes:
    """The analyses of one game's deals: seconds per deal, and what they held."""

    game: str
    wall: list[float]
    cpu: list[float]
    decisions: int
    """The decisions analysed in all the deals."""
    unknown_double_dummy: int
    """Card plays whose double-dummy values were given up (``DOUBLE_DUMMY_NODES``)."""


def complete_deal(game: str, seed: int) -> JsonDict:
    """The record of a deal dealt from ``seed`` and played to its end by the rule-based
    players."""
    player, rng = HeuristicPlayer(), random.Random(seed)
    state = GAMES[game].new_deal(seed)
    while not state.is_over:
        assert state.to_move is not None
        state = state.apply(player.act(state.observation(state.to_move), rng))
    return write_record(game, state)


def time_analyses(game: str, deals: int, seed: int, samples: int) -> AnalysisTimes:
    wall, cpu, decisions, unknown = [], [], 0, 0
    for number in range(deals):
        record = complete_deal(game, seed * 10_007 + number)
        started, started_cpu = time.perf_counter(), time.process_time()
        analysis = analyse(record, SEAT, samples)
        wall.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        decisions += len(analysis.decisions)
        unknown += sum(
            decision.phase == "play" and decision.double_dummy_cost is None
            for decision in analysis.decisions
        )
    return AnalysisTimes(game, wall, cpu, decisions, unknown)


def measure(
    games: list[str], deals: int, seed: int = 1, samples: int = ANALYSIS_SAMPLES
) -> list[AnalysisTimes]:
    """Each game's analysis times, with a progress bar (the solver compiled first)."""
    warm_up()
    results = []
    with Progress(transient=True) as progress:
        task = progress.add_task("analysing deals", total=len(games))
        for game in games:
            results.append(time_analyses(game, deals, seed, samples))
            progress.advance(task)
    return results


def report(results: list[AnalysisTimes], load_before: str, load_after: str) -> str:
    """A table of the times in seconds per deal, with the load before and after."""
    header = (
        f"{'game':<10} {'deals':>5} {'decisions':>9} {'wall median s':>13} {'wall p95 s':>10} "
        f"{'CPU median s':>12} {'CPU p95 s':>9} {'DD unknown':>10}"
    )
    lines = [f"load before: {load_before}", header]
    for item in results:
        lines.append(
            f"{item.game:<10} {len(item.wall):>5} {item.decisions:>9} "
            f"{median_ms(item.wall) / 1000:>13.2f} {p95_ms(item.wall) / 1000:>10.2f} "
            f"{median_ms(item.cpu) / 1000:>12.2f} {p95_ms(item.cpu) / 1000:>9.2f} "
            f"{item.unknown_double_dummy:>10}"
        )
    lines.append("DD unknown: card plays left without double-dummy values (too long to solve)")
    lines.append(f"load after: {load_after}")
    return "\n".join(lines)


def run(games: list[str], deals: int, samples: int = ANALYSIS_SAMPLES) -> str:
    """Measure and report, the load read around the measuring."""
    load_before = uptime()
    results = measure(games, deals, samples=samples)
    return report(results, load_before, uptime())
