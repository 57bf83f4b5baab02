"""Duplicate Jass matches between two players, each a team (RULES §2.7: to 3000, or to
another target of the house rules, docs/house-rules.md §2).

A Jass player's worth shows in matches won, not only in points per deal: near the target a
credit that ends the match is worth more than any margin. Each match is played twice on
the same deals (a match's deals are shuffled from its seed and its deal number, whoever
plays), the teams swapping seats, so that the luck of the cards cancels; statistics are
taken per pair of matches. A match may start from a score other than 0 for both teams,
to play many match ends in the time of a few whole matches.
"""

import math
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass

from cardavia.ai.arena import Estimate, estimate
from cardavia.ai.registry import make_player
from cardavia.core.game import JsonDict
from cardavia.games.jass import JASS
from cardavia.games.jass.match import JassMatch, deal_seed
from cardavia.games.jass.scoring import TARGET
from cardavia.games.jass.state import PLAYERS
from cardavia.games.jass.variants import JassVariants

MOST_DEALS = 200
"""More deals than any match lasts (each deal credits at least 157 points)."""


@dataclass(frozen=True, slots=True)
class PlayedMatch:
    """One match of a pair: who sat in team 0 (seats 0 and 2) and how it ended."""

    number: int
    teams: tuple[str, str]
    winner: str
    deals: int
    totals: tuple[int, int]
    schneider: bool
    """Whether the losing team finished under half the target."""


def match_seed(seed: int, number: int) -> int:
    return seed * 1_000_003 + number


def match_variants(target: int, start: int) -> JassVariants:
    """The house rules of a match to ``target`` (the rulebook's at 3000); raises
    ValueError for a target the rules do not offer or a start not below it."""
    variants = JassVariants.from_json({"target": target})
    if not 0 <= start < target:
        raise ValueError(f"a match starts from 0 to {target - 1} points, not {start}")
    return variants


def play_match(
    teams: Sequence[str], number: int, seed: int, start: int, target: int = TARGET
) -> PlayedMatch:
    """Match ``number`` of the arena seeded ``seed`` to ``target``, team 0 played by
    ``teams[0]``, both teams starting from ``start``."""
    variants = match_variants(target, start)
    played_seed = match_seed(seed, number)
    first = JASS.new_deal(
        deal_seed(played_seed, 0), scores_before=(start, start), variants=variants
    )
    match = JassMatch(played_seed, (), first)
    seated = [teams[seat % 2] for seat in range(PLAYERS)]
    agents = [make_player(name) for name in seated]
    rngs = [random.Random(f"{played_seed}/{'/'.join(teams)}/{seat}") for seat in range(PLAYERS)]
    while not match.is_over:
        if len(match.finished) >= MOST_DEALS:
            raise RuntimeError(f"match {number} did not end in {MOST_DEALS} deals")
        seat = match.to_move
        assert seat is not None
        match = match.apply(agents[seat].act(match.observation(seat), rngs[seat]))
    assert match.winner is not None
    return PlayedMatch(
        number, (teams[0], teams[1]), teams[match.winner], len(match.deals), match.totals,
        match.schneider,
    )  # fmt: skip


def play_pair(
    players: Sequence[str], number: int, seed: int, start: int, target: int = TARGET
) -> list[PlayedMatch]:
    """Match ``number`` twice, the players swapping teams."""
    first, second = players
    return [
        play_match((first, second), number, seed, start, target),
        play_match((second, first), number, seed, start, target),
    ]


@dataclass(frozen=True)
class MatchPlayerReport:
    player: str
    matches: int
    won: int
    win_share: Estimate
    """The share of its matches the player won: per pair of matches 0, 0.5 or 1."""
    schneider_wins: int


@dataclass(frozen=True)
class MatchArenaReport:
    players: tuple[str, str]
    pairs: int
    seed: int
    start: int
    mean_deals: float
    reports: tuple[MatchPlayerReport, ...]
    target: int = TARGET

    def to_json(self) -> JsonDict:
        return {
            "players": list(self.players),
            "pairs": self.pairs,
            "seed": self.seed,
            "start": self.start,
            "target": self.target,
            "mean_deals": self.mean_deals,
            "reports": [
                {
                    "player": report.player,
                    "matches": report.matches,
                    "won": report.won,
                    "win_share": report.win_share.to_json(),
                    "schneider_wins": report.schneider_wins,
                }
                for report in self.reports
            ],
        }


def summarise_matches(
    players: Sequence[str],
    pairs: int,
    seed: int,
    start: int,
    played: Sequence[PlayedMatch],
    target: int = TARGET,
) -> MatchArenaReport:
    reports = []
    for player in players:
        shares = []
        for number in range(pairs):
            pair = [match for match in played if match.number == number]
            shares.append(sum(match.winner == player for match in pair) / len(pair))
        reports.append(
            MatchPlayerReport(
                player,
                matches=len(played),
                won=sum(match.winner == player for match in played),
                win_share=estimate(shares),
                schneider_wins=sum(m.winner == player and m.schneider for m in played),
            )
        )
    mean_deals = sum(match.deals for match in played) / len(played) if played else math.nan
    return MatchArenaReport(
        (players[0], players[1]), pairs, seed, start, mean_deals, tuple(reports), target
    )


def run_match_arena(
    players: Sequence[str],
    pairs: int,
    seed: int,
    start: int = 0,
    jobs: int = 1,
    advance: Callable[[int], None] | None = None,
    target: int = TARGET,
) -> MatchArenaReport:
    """Play ``pairs`` pairs of duplicate matches to ``target`` between two players in
    ``jobs`` processes; the same seed gives the same report whatever ``jobs`` is."""
    if len(players) != 2 or players[0] == players[1]:
        raise ValueError("a match is between two different players, one a team")
    for name in players:
        make_player(name)
    match_variants(target, start)
    played: list[PlayedMatch] = []
    if jobs <= 1:
        for number in range(pairs):
            played.extend(play_pair(players, number, seed, start, target))
            if advance:
                advance(1)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = [
                pool.submit(play_pair, list(players), number, seed, start, target)
                for number in range(pairs)
            ]
            for future in as_completed(futures):
                played.extend(future.result())
                if advance:
                    advance(1)
    played.sort(key=lambda match: (match.number, match.teams))
    return summarise_matches(players, pairs, seed, start, played, target)
