"""The Seeger-Fabian list (docs/house-rules.md §3.4): a Skat table's score sheet.

Each player's column adds up the game points scored as declarer (RULES §3.5, with Kontra,
Re and Bock applied), +50 for every game won and -50 for every game lost as declarer, and
+40 for every game another player lost as declarer (+30 at a table of four, where the
dealer sits out). A Ramsch is nobody's game: each player's Ramsch score is written in
their column as game points, with no ±50 and no 40s. An overbid game counts as lost. A
thrown-in deal writes nothing.
"""

from collections.abc import Sequence
from typing import Final, NamedTuple

from cardavia.games.skat.scoring import SkatResult

WON_BONUS: Final = 50
"""Added for a game won, taken away for a game lost, in the declarer's column."""
OTHERS_LOST_BONUS: Final = {3: 40, 4: 30}
"""What each other player gets for a game lost, by table size."""


class ListedDeal(NamedTuple):
    """What the list needs of one deal, its players numbered as at the table."""

    declarer: int | None
    won: bool | None
    score: int
    """The declarer's score, every doubling applied (0 for a Ramsch or a throw-in)."""
    ramsch_scores: tuple[int, ...] | None = None
    """Each player's Ramsch score (a Ramsch only)."""
    thrown_in: bool = False

    @classmethod
    def of(
        cls, result: SkatResult, players: Sequence[int] = (0, 1, 2), table: int = 3
    ) -> "ListedDeal":
        """The deal of ``result``, whose seats 0, 1, 2 are the table's ``players``."""
        if result.ramsch is not None:
            scores = [0] * table
            for seat, player in enumerate(players):
                scores[player] = result.scores[seat]
            return cls(None, None, 0, tuple(scores))
        if result.declarer is None:
            return cls(None, None, 0, thrown_in=True)
        declarer = result.declarer
        return cls(players[declarer], result.won, result.scores[declarer])


class Column(NamedTuple):
    """One player's column of the list."""

    entries: tuple[int, ...]
    """The game points written per deal (0 where the player wrote none)."""
    game_points: int
    won: int
    lost: int
    others_lost: int
    """Games the other players lost as declarer."""
    total: int


def score_list(deals: Sequence[ListedDeal], table: int = 3) -> tuple[Column, ...]:
    """Each player's column and total, over ``deals`` in the order played."""
    bonus = OTHERS_LOST_BONUS[table]
    columns = []
    for player in range(table):
        entries = tuple(_entry(deal, player) for deal in deals)
        won = sum(1 for deal in deals if deal.declarer == player and deal.won)
        lost = sum(1 for deal in deals if deal.declarer == player and deal.won is False)
        others_lost = sum(
            1 for deal in deals if deal.declarer not in (None, player) and deal.won is False
        )
        game_points = sum(entries)
        total = game_points + WON_BONUS * (won - lost) + bonus * others_lost
        columns.append(Column(entries, game_points, won, lost, others_lost, total))
    return tuple(columns)


def _entry(deal: ListedDeal, player: int) -> int:
    if deal.ramsch_scores is not None:
        return deal.ramsch_scores[player]
    return deal.score if deal.declarer == player else 0
