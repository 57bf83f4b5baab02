"""Duplicate tournaments between players, and their statistics.

Each board is one shuffled deal played once per rotation of the players through the
seats, so every player meets the same cards from every seat and the luck of the deal
cancels. Statistics are taken per board (the mean over a player's seats in it) so that
the confidence intervals respect that the rotations of one board are not independent.
"""

import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field

from cardavia.ai.outcomes import relative_score
from cardavia.ai.registry import make_player
from cardavia.core.game import Game, JsonDict, State
from cardavia.core.state import PLAY
from cardavia.core.variants import Variants
from cardavia.games.registry import GAMES

Z_95 = 1.959964


@dataclass(frozen=True, slots=True)
class SeatDeal:
    """One seat's part in one deal of a board."""

    board: int
    rotation: int
    seat: int
    player: str
    score: int
    relative: float
    """The seat's score minus the mean score of the other side in the deal."""
    role: str
    """``declarer`` (the declaring side), ``defender``, or ``none`` when nobody played."""
    won: bool | None
    contract: str | None


def seating(players: Sequence[str], seats: int, rotation: int) -> list[str]:
    """Who sits where in ``rotation``: the players repeated round the table, turned on by
    ``rotation`` seats (in Jass, partners sit opposite, so a two-player list makes teams)."""
    return [players[(seat + rotation) % len(players)] for seat in range(seats)]


def board_seed(seed: int, board: int) -> int:
    return seed * 1_000_003 + board


def play_board(
    game_name: str,
    players: Sequence[str],
    board: int,
    seed: int,
    variants: Variants | None = None,
) -> list[SeatDeal]:
    """Every rotation of one board, each decision seeded from (seed, board, rotation);
    ``variants``: the house rules played by (None: the rulebook's game)."""
    game = GAMES[game_name]
    outcomes = []
    seatings: list[list[str]] = []
    for rotation in range(game.players):
        seated = seating(players, game.players, rotation)
        if seated not in seatings:  # e.g. two players round four seats: two seatings
            seatings.append(seated)
    for rotation, seated in enumerate(seatings):
        outcomes.extend(_play_deal(game, seated, board, rotation, seed, variants))
    return outcomes


def _play_deal(
    game: Game,
    seated: list[str],
    board: int,
    rotation: int,
    seed: int,
    variants: Variants | None = None,
) -> list[SeatDeal]:
    deal_seed = board_seed(seed, board)
    state = _new_deal(game, deal_seed, board, variants)
    agents = [make_player(name) for name in seated]
    rngs = [random.Random(f"{deal_seed}/{rotation}/{seat}") for seat in range(game.players)]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        action = agents[seat].act(state.observation(seat), rngs[seat])
        state = state.apply(action)
    result = state.result()
    declaring = result.declaring_seats
    outcomes = []
    for seat, name in enumerate(seated):
        role = "none" if not declaring else "declarer" if seat in declaring else "defender"
        won = None
        if result.declarer_won is not None and declaring:
            won = result.declarer_won if seat in declaring else not result.declarer_won
        outcomes.append(
            SeatDeal(
                board=board,
                rotation=rotation,
                seat=seat,
                player=name,
                score=result.scores[seat],
                relative=relative_score(game.players, game.name == "jass", result, seat),
                role=role,
                won=won,
                contract=result.contract_name if seat == result.declaring_player else None,
            )
        )
    return outcomes


def _new_deal(game: Game, deal_seed: int, board: int, variants: Variants | None) -> State:
    dealer = board % game.players
    if variants is None:
        return game.new_deal(deal_seed, dealer=dealer)
    return game.new_deal(deal_seed, dealer=dealer, variants=variants)


@dataclass(frozen=True, slots=True)
class RoleDuel:
    """One card play of a board's fixed contract: the declaring side played by
    ``declarer_player``, the defenders by ``defender_player``; ``relative`` is the declaring
    side's mean score minus the defenders' mean score."""

    board: int
    declarer_player: str
    defender_player: str
    relative: float


def play_role_duels(
    game_name: str,
    players: Sequence[str],
    board: int,
    seed: int,
    variants: Variants | None = None,
) -> list[RoleDuel]:
    """The board's contract, bid and declared by the first listed player in every seat,
    then played out once for every (declaring side, defenders) pair of players. Holding
    the contract fixed separates card play as declarer from card play as defender, which
    the seatings of ``play_board`` cannot: there, who declares depends on who bids. A
    deal played without a declaring side (a Skat Ramsch) has no duels."""
    game = GAMES[game_name]
    names = list(dict.fromkeys(players))
    deal_seed = board_seed(seed, board)
    state = _new_deal(game, deal_seed, board, variants)
    reference = make_player(names[0])
    rng = random.Random(f"{deal_seed}/contract")
    while not state.is_over and state.phase != PLAY:
        assert state.to_move is not None
        state = state.apply(reference.act(state.observation(state.to_move), rng))
    if state.is_over:
        return []
    declaring = _play_out(state, [names[0]] * game.players, deal_seed).result().declaring_seats
    if not declaring:  # a Ramsch: no declaring side to duel
        return []
    duels = []
    for declarer_player in names:
        for defender_player in names:
            seated = [
                declarer_player if seat in declaring else defender_player
                for seat in range(game.players)
            ]
            scores = _play_out(state, seated, deal_seed).result().scores
            side = [scores[seat] for seat in range(game.players) if seat in declaring]
            others = [scores[seat] for seat in range(game.players) if seat not in declaring]
            relative = sum(side) / len(side) - sum(others) / len(others)
            duels.append(RoleDuel(board, declarer_player, defender_player, relative))
    return duels


def _play_out(state: State, seated: list[str], deal_seed: int) -> State:
    agents = [make_player(name) for name in seated]
    rngs = [random.Random(f"{deal_seed}/play/{seat}") for seat in range(len(seated))]
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        state = state.apply(agents[seat].act(state.observation(seat), rngs[seat]))
    return state


@dataclass(frozen=True, slots=True)
class Estimate:
    """A mean with its 95% confidence interval, over ``n`` boards."""

    mean: float
    low: float
    high: float
    n: int

    def to_json(self) -> JsonDict:
        """The estimate for a JSON document: no mean nor interval (null) over no boards."""
        if self.n == 0:
            return {"mean": None, "ci95": None, "n": 0}
        return {"mean": self.mean, "ci95": [self.low, self.high], "n": self.n}

    @classmethod
    def from_json(cls, data: object) -> "Estimate":
        """The estimate ``to_json`` wrote (``ValueError`` for anything else)."""
        if not isinstance(data, dict) or not isinstance(data.get("n"), int):
            raise ValueError("an estimate has a mean, a 95% interval and a count n")
        n, mean, interval = data["n"], data.get("mean"), data.get("ci95")
        if n == 0:
            return cls(math.nan, math.nan, math.nan, 0)
        if not isinstance(mean, int | float):
            raise ValueError("an estimate over boards has a mean")
        if interval is None:  # one board: no interval
            return cls(float(mean), math.nan, math.nan, n)
        if not (isinstance(interval, list) and len(interval) == 2
                and all(isinstance(end, int | float) for end in interval)):  # fmt: skip
            raise ValueError("an estimate's ci95 is a pair of numbers")
        return cls(float(mean), float(interval[0]), float(interval[1]), n)

    @property
    def variance(self) -> float:
        """The variance of the values behind the estimate, recovered from its interval
        (0 for fewer than two values)."""
        if self.n < 2 or math.isnan(self.low):
            return 0.0
        return ((self.high - self.low) / 2 / Z_95) ** 2 * self.n

    def __str__(self) -> str:
        if self.n == 0:
            return "—"
        return f"{self.mean:+.2f} [{self.low:+.2f}, {self.high:+.2f}]"


def estimate(values: Sequence[float]) -> Estimate:
    """The mean of ``values`` and its normal-approximation 95% interval."""
    n = len(values)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    mean = sum(values) / n
    if n == 1:
        return Estimate(mean, math.nan, math.nan, 1)
    variance = sum((value - mean) ** 2 for value in values) / (n - 1)
    half = Z_95 * math.sqrt(variance / n)
    return Estimate(mean, mean - half, mean + half, n)


def pooled(estimates: Iterable[Estimate]) -> Estimate:
    """The estimate over the values behind all ``estimates`` together: what ``estimate``
    gives on them all, from each one's mean, count and variance."""
    parts = [part for part in estimates if part.n > 0]
    n = sum(part.n for part in parts)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan, 0)
    mean = sum(part.mean * part.n for part in parts) / n
    if n == 1:
        return Estimate(mean, math.nan, math.nan, 1)
    squares = sum((part.n - 1) * part.variance + part.n * (part.mean - mean) ** 2 for part in parts)
    half = Z_95 * math.sqrt(squares / (n - 1) / n)
    return Estimate(mean, mean - half, mean + half, n)


@dataclass(frozen=True)
class PlayerReport:
    """One player's statistics over a tournament."""

    player: str
    seat_deals: int
    score: Estimate
    """Mean score per deal, in the game's own units."""
    edge: Estimate
    """Per board: the player's mean score minus the other players' mean score."""
    declarer_edge: Estimate
    """Card play as declarer, the contract held fixed: the declaring side's relative score
    with this player declaring minus with the others declaring (same defenders)."""
    defender_edge: Estimate
    declarer_deals: int
    declarer_wins: int
    defender_deals: int
    defender_wins: int
    contracts: dict[str, int] = field(default_factory=dict)

    @property
    def declarer_win_rate(self) -> float:
        return self.declarer_wins / self.declarer_deals if self.declarer_deals else math.nan

    @property
    def defender_win_rate(self) -> float:
        return self.defender_wins / self.defender_deals if self.defender_deals else math.nan

    def to_json(self) -> JsonDict:
        return {
            "player": self.player,
            "seat_deals": self.seat_deals,
            "score_per_deal": self.score.to_json(),
            "edge_per_deal": self.edge.to_json(),
            "declarer_edge": self.declarer_edge.to_json(),
            "defender_edge": self.defender_edge.to_json(),
            "declarer": {
                "deals": self.declarer_deals,
                "wins": self.declarer_wins,
                "win_rate": _finite(self.declarer_win_rate),
            },
            "defender": {
                "deals": self.defender_deals,
                "wins": self.defender_wins,
                "win_rate": _finite(self.defender_win_rate),
            },
            "contracts": dict(sorted(self.contracts.items())),
        }

    @classmethod
    def from_json(cls, data: object) -> "PlayerReport":
        """The player's report ``to_json`` wrote (``ValueError`` for anything else)."""
        if not isinstance(data, dict):
            raise ValueError("a player's results are a JSON object")
        try:
            return cls(
                player=str(data["player"]),
                seat_deals=int(data["seat_deals"]),
                score=Estimate.from_json(data["score_per_deal"]),
                edge=Estimate.from_json(data["edge_per_deal"]),
                declarer_edge=Estimate.from_json(data["declarer_edge"]),
                defender_edge=Estimate.from_json(data["defender_edge"]),
                declarer_deals=int(data["declarer"]["deals"]),
                declarer_wins=int(data["declarer"]["wins"]),
                defender_deals=int(data["defender"]["deals"]),
                defender_wins=int(data["defender"]["wins"]),
                contracts={str(name): int(count) for name, count in data["contracts"].items()},
            )
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise ValueError(f"a player's results are incomplete ({error!s})") from error


def _finite(value: float) -> float | None:
    return None if math.isnan(value) else value


@dataclass(frozen=True)
class ArenaReport:
    game: str
    players: list[str]
    boards: int
    seeds: tuple[int, ...]
    """The seed of the tournament, or of each tournament combined into it (each seed's
    boards are numbered from 0)."""
    reports: list[PlayerReport]

    def to_json(self) -> JsonDict:
        seeds: JsonDict = (
            {"seed": self.seeds[0]} if len(self.seeds) == 1 else {"seeds": list(self.seeds)}
        )
        return {
            "game": self.game,
            "players": self.players,
            "boards": self.boards,
            **seeds,
            "results": [report.to_json() for report in self.reports],
        }

    @classmethod
    def from_json(cls, data: object) -> "ArenaReport":
        """The report ``to_json`` wrote (``ValueError`` saying what is wrong otherwise)."""
        if not isinstance(data, dict) or not {"game", "players", "boards", "results"} <= set(data):
            raise ValueError("not an arena report: it needs game, players, boards and results")
        seeds = data.get("seeds", [data.get("seed")])
        if not isinstance(seeds, list) or not all(isinstance(seed, int) for seed in seeds):
            raise ValueError("an arena report has a whole-number seed or a list of seeds")
        players, results = data["players"], data["results"]
        if not isinstance(players, list) or not isinstance(results, list):
            raise ValueError("an arena report's players and results are lists")
        return cls(
            game=str(data["game"]),
            players=[str(player) for player in players],
            boards=int(data["boards"]),
            seeds=tuple(seeds),
            reports=[PlayerReport.from_json(result) for result in results],
        )


def combine(reports: Sequence[ArenaReport]) -> ArenaReport:
    """One report over the boards of tournaments played on different seeds: the same as
    had they been one tournament (means and intervals pooled over all their boards,
    counts added). They must be of one game and one list of players."""
    if not reports:
        raise ValueError("no arena report to combine")
    first = reports[0]
    for report in reports[1:]:
        if (report.game, report.players) != (first.game, first.players):
            raise ValueError(
                f"only reports of one game and players combine: {first.game} "
                f"({', '.join(first.players)}) and {report.game} ({', '.join(report.players)})"
            )
    seeds = [seed for report in reports for seed in report.seeds]
    repeated = sorted({seed for seed in seeds if seeds.count(seed) > 1})
    if repeated:
        raise ValueError(
            f"seed {', '.join(map(str, repeated))} comes twice: its boards are the same deals"
        )
    players = [
        _combined_player([report.reports[index] for report in reports])
        for index in range(len(first.reports))
    ]
    return ArenaReport(
        first.game, first.players, sum(r.boards for r in reports), tuple(seeds), players
    )


def _combined_player(parts: Sequence[PlayerReport]) -> PlayerReport:
    contracts: Counter[str] = Counter()
    for part in parts:
        contracts.update(part.contracts)
    return PlayerReport(
        player=parts[0].player,
        seat_deals=sum(part.seat_deals for part in parts),
        score=pooled(part.score for part in parts),
        edge=pooled(part.edge for part in parts),
        declarer_edge=pooled(part.declarer_edge for part in parts),
        defender_edge=pooled(part.defender_edge for part in parts),
        declarer_deals=sum(part.declarer_deals for part in parts),
        declarer_wins=sum(part.declarer_wins for part in parts),
        defender_deals=sum(part.defender_deals for part in parts),
        defender_wins=sum(part.defender_wins for part in parts),
        contracts=dict(contracts),
    )


def summarise(
    game: str,
    players: Sequence[str],
    boards: int,
    seed: int,
    outcomes: Iterable[SeatDeal],
    duels: Iterable[RoleDuel] = (),
) -> ArenaReport:
    """The statistics of a tournament from every seat-deal and role duel played in it."""
    by_board: dict[int, list[SeatDeal]] = {}
    for outcome in outcomes:
        by_board.setdefault(outcome.board, []).append(outcome)
    duels_by_board: dict[int, list[RoleDuel]] = {}
    for duel in duels:
        duels_by_board.setdefault(duel.board, []).append(duel)
    names = list(dict.fromkeys(players))
    reports = [_player_report(name, names, by_board, duels_by_board) for name in names]
    return ArenaReport(game, list(players), boards, (seed,), reports)


def _player_report(
    name: str,
    names: list[str],
    by_board: dict[int, list[SeatDeal]],
    duels_by_board: dict[int, list[RoleDuel]],
) -> PlayerReport:
    scores: list[float] = []
    edges: list[float] = []
    declarer_edges: list[float] = []
    defender_edges: list[float] = []
    contracts: Counter[str] = Counter()
    counts = Counter[str]()
    for board in sorted(by_board):
        mine = [o for o in by_board[board] if o.player == name]
        theirs = [o for o in by_board[board] if o.player != name]
        if not mine:
            continue
        scores.append(_mean(o.score for o in mine))
        if theirs:
            edges.append(_mean(o.score for o in mine) - _mean(o.score for o in theirs))
        for outcome in mine:
            if outcome.role != "none":
                counts[f"{outcome.role}_deals"] += 1
                counts[f"{outcome.role}_wins"] += bool(outcome.won)
            if outcome.contract is not None:
                contracts[outcome.contract] += 1
    others = [other for other in names if other != name]
    for duels in duels_by_board.values():
        if others and duels:
            declarer_edges.append(_duel_edge(duels, name, others, as_declarer=True))
            defender_edges.append(_duel_edge(duels, name, others, as_declarer=False))
    return PlayerReport(
        player=name,
        seat_deals=sum(1 for board in by_board.values() for o in board if o.player == name),
        score=estimate(scores),
        edge=estimate(edges),
        declarer_edge=estimate(declarer_edges),
        defender_edge=estimate(defender_edges),
        declarer_deals=counts["declarer_deals"],
        declarer_wins=counts["declarer_wins"],
        defender_deals=counts["defender_deals"],
        defender_wins=counts["defender_wins"],
        contracts=dict(contracts),
    )


def _duel_edge(duels: list[RoleDuel], name: str, others: list[str], as_declarer: bool) -> float:
    """How much better ``name`` does in one role than the other players, on one board:
    the mean relative score of its side, minus the same for the others in that role."""

    def side_score(player: str) -> float:
        if as_declarer:
            return _mean(d.relative for d in duels if d.declarer_player == player)
        return _mean(-d.relative for d in duels if d.defender_player == player)

    return side_score(name) - _mean(side_score(other) for other in others)


def _mean(values: Iterable[float]) -> float:
    items = list(values)
    return sum(items) / len(items)


def _play_chunk(
    game: str,
    players: Sequence[str],
    boards: range,
    seed: int,
    role_duels: bool = True,
    variants: Variants | None = None,
) -> tuple[list[SeatDeal], list[RoleDuel]]:
    outcomes = [o for b in boards for o in play_board(game, players, b, seed, variants)]
    if not role_duels:
        return outcomes, []
    duels = [d for b in boards for d in play_role_duels(game, players, b, seed, variants)]
    return outcomes, duels


def run_arena(
    game: str,
    players: Sequence[str],
    boards: int,
    seed: int,
    jobs: int = 1,
    advance: Callable[[int], None] | None = None,
    role_duels: bool = True,
    variants: Variants | None = None,
) -> ArenaReport:
    """Play ``boards`` duplicate boards in ``jobs`` processes and summarise them; the same
    seed gives the same report whatever ``jobs`` is. ``advance`` is told of finished
    boards (for a progress bar). Without ``role_duels`` (about half the work) the report
    leaves out the edges as declarer and as defender. ``variants``: the house rules the
    boards are played by (None: the rulebook's game)."""
    if game not in GAMES:
        raise KeyError(f"unknown game {game!r}: choose from {', '.join(GAMES)}")
    for name in players:
        make_player(name)
    chunk = max(1, min(50, boards // (jobs * 4) or 1))
    ranges = [range(start, min(start + chunk, boards)) for start in range(0, boards, chunk)]
    outcomes: list[SeatDeal] = []
    duels: list[RoleDuel] = []

    def collect(played: tuple[list[SeatDeal], list[RoleDuel]], count: int) -> None:
        outcomes.extend(played[0])
        duels.extend(played[1])
        if advance:
            advance(count)

    if jobs <= 1:
        for boards_range in ranges:
            played = _play_chunk(game, players, boards_range, seed, role_duels, variants)
            collect(played, len(boards_range))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {
                pool.submit(_play_chunk, game, list(players), r, seed, role_duels, variants): len(r)
                for r in ranges
            }
            for future in as_completed(futures):
                collect(future.result(), futures[future])
    outcomes.sort(key=lambda o: (o.board, o.rotation, o.seat))
    duels.sort(key=lambda d: (d.board, d.declarer_player, d.defender_player))
    return summarise(game, players, boards, seed, outcomes, duels)
