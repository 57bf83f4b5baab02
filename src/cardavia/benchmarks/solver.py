"""Double-dummy solver time: a full solve from the first trick, per game, in milliseconds.

Each deal is bid and declared by the rule-based players, then solved with every hand open
from the first card of the first trick (the transposition table emptied in between). Two
lesser questions are timed besides: does the declaring side take 61, and the outcome as
the deal's score counts it (won or lost, Schneider), which needs only the card points at
which the score changes.
"""

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from rich.progress import Progress

from cardavia.ai.registry import make_player
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import (
    CARDS,
    POINTS,
    Position,
    SearchAborted,
    TranspositionTable,
    reaches,
    solve,
    warm_up,
)
from cardavia.benchmarks.timing import median_ms, p95_ms
from cardavia.core.state import PLAY
from cardavia.games.registry import GAMES
from cardavia.games.schafkopf.state import SchafkopfState
from cardavia.games.skat.state import SkatState

TARGET_MS = {"skat": 10.0, "schafkopf": 25.0, "jass": 50.0}
"""The issue's targets: a median full solve per game on one core."""
WIN = 61
"""The threshold timed besides the full solve (card points of the play, skat aside)."""
NODE_LIMIT = 50_000_000
"""A solve visiting more positions than this (some 15 s) is given up and counted as
unsolved: slower than any figure the table shows."""


@dataclass(frozen=True)
class SolveTimes:
    game: str
    seconds: list[float]
    """Full solves: the exact card points. Infinite where given up at the node limit."""
    threshold_seconds: list[float]
    """Win/loss solves: does the declaring side take 61? Infinite where given up."""
    scored_seconds: list[float]
    """Solves of the outcome as the score counts it (``scored_outcome``); where every card
    point counts, the full solve's own times."""
    positions: list[int]
    """The positions each full solve visited (the node limit where given up): unlike its
    time, the same on every machine and from run to run."""

    @property
    def unsolved(self) -> int:
        """Deals whose full solve was given up at the node limit."""
        return sum(math.isinf(second) for second in self.seconds)

    @property
    def median_positions(self) -> float:
        return statistics.median(self.positions)

    @property
    def positions_per_second(self) -> float:
        """The search's speed over the full solves that finished."""
        pairs = zip(self.positions, self.seconds, strict=True)
        finished = [(count, second) for count, second in pairs if math.isfinite(second)]
        seconds = sum(second for _, second in finished)
        return sum(count for count, _ in finished) / seconds if seconds else math.nan

    @property
    def threshold_median_ms(self) -> float:
        return median_ms(self.threshold_seconds)

    @property
    def scored_median_ms(self) -> float:
        return median_ms(self.scored_seconds)

    @property
    def median_ms(self) -> float:
        """The median, unsolved deals counted as slowest (infinite when half are)."""
        return median_ms(self.seconds)

    @property
    def p95_ms(self) -> float:
        """The 95th percentile; infinite when more than 5% were given up."""
        if self.unsolved > len(self.seconds) / 20:
            return math.inf
        return p95_ms([second for second in self.seconds if math.isfinite(second)])


def first_tricks(game_name: str, deals: int, seed: int) -> list[object]:
    """``deals`` deals bid and declared by the heuristic players, at their first card."""
    game = GAMES[game_name]
    player = make_player("heuristic")
    rng = random.Random(seed)
    found: list[object] = []
    number = 0
    while len(found) < deals:
        number += 1
        state = game.new_deal(seed * 10_007 + number)
        while not state.is_over and state.phase != PLAY:
            assert state.to_move is not None
            state = state.apply(player.act(state.observation(state.to_move), rng))
        if not state.is_over:
            found.append(state)
    return found


def time_solves(game_name: str, deals: int, seed: int, node_limit: int = NODE_LIMIT) -> SolveTimes:
    table = TranspositionTable()
    table.limit_nodes(node_limit)
    seconds, threshold_seconds, scored_seconds, positions = [], [], [], []
    for state in first_tricks(game_name, deals, seed):
        position = position_of(state)
        seconds.append(_timed(solve, position, table))
        positions.append(table.visited if math.isfinite(seconds[-1]) else node_limit)
        threshold_seconds.append(_timed(_reaches_win, position, table))
        thresholds = score_thresholds(state, position)
        scored_seconds.append(
            seconds[-1]  # every point counts: the full solve is the scored outcome
            if thresholds is None
            else _timed(partial(scored_outcome, thresholds=thresholds), position, table)
        )
    return SolveTimes(game_name, seconds, threshold_seconds, scored_seconds, positions)


def score_thresholds(state: object, position: Position) -> tuple[int, ...] | None:
    """The card points the declaring side may take in the play at which the deal's score
    changes (won or lost, Schneider), ascending, read from the engine's own scoring; None
    for a game scored by every card point (Jass) or a contract won or lost by tricks.
    Schwarz, which counts tricks, is left aside. ``state`` is at the first card."""
    if not isinstance(state, SkatState | SchafkopfState) or position.rules.objective != POINTS:
        return None
    assert not state.tricks, "thresholds are read before the first trick"
    values = position.rules.values
    most = sum(
        int(values[card]) for hand in position.hands for card in range(CARDS) if hand >> card & 1
    )
    # One trick each way: neither side is Schwarz, whatever the points.
    scores = [state.projected_result(points, 1).scores for points in range(most + 1)]
    return tuple(points for points in range(1, most + 1) if scores[points] != scores[points - 1])


def scored_outcome(
    position: Position, table: TranspositionTable, thresholds: tuple[int, ...] | None
) -> int:
    """How many of ``thresholds`` the declaring side reaches under best play: a bisection of
    null-window searches (two for won or lost and Schneider); the full solve where every
    point counts (``thresholds`` None)."""
    if thresholds is None:
        return solve(position, table)
    low, high = 0, len(thresholds)
    while low < high:
        middle = (low + high) // 2
        if reaches(position, thresholds[middle], table):
            low = middle + 1
        else:
            high = middle
    return low


def _timed(
    search: Callable[[Position, TranspositionTable], object],
    position: Position,
    table: TranspositionTable,
) -> float:
    """Seconds one search from an empty table took; infinite when given up."""
    table.clear()
    started = time.perf_counter()
    try:
        search(position, table)
    except SearchAborted:
        return math.inf
    return time.perf_counter() - started


def _reaches_win(position: Position, table: TranspositionTable) -> bool:
    return reaches(position, WIN, table)


def measure(
    games: list[str], deals: int, seed: int = 1, node_limit: int = NODE_LIMIT
) -> list[SolveTimes]:
    """Solve times per game, with a progress bar (after compiling the solver)."""
    warm_up()
    results = []
    with Progress(transient=True) as progress:
        task = progress.add_task("solving deals", total=len(games))
        for game in games:
            results.append(time_solves(game, deals, seed, node_limit))
            progress.advance(task)
    return results


def report(results: list[SolveTimes]) -> str:
    header = f"{'game':<10} {'deals':>6} {'median ms':>10} {'p95 ms':>8} {'target ms':>10}"
    lines = [
        f"{header} {'median/target':>14} {'reach 61 median ms':>19} "
        f"{'scored median ms':>17} {'median positions':>17} {'M positions/s':>14} {'unsolved':>9}"
    ]
    for item in results:
        target = TARGET_MS[item.game]
        deals = len(item.seconds)
        lines.append(
            f"{item.game:<10} {deals:>6} {item.median_ms:>10.2f} "
            f"{item.p95_ms:>8.2f} {target:>10.0f} {item.median_ms / target:>14.2f} "
            f"{item.threshold_median_ms:>19.2f} {item.scored_median_ms:>17.2f} "
            f"{item.median_positions:>17.0f} "
            f"{item.positions_per_second / 1e6:>14.1f} {item.unsolved:>9}"
        )
    return "\n".join(lines)
