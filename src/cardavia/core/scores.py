"""The running score a table keeps per seat over any number of deals (RULES §1.5)."""

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """Each deal's score changes and the running totals per seat; immutable.

    >>> sheet = ScoreSheet.empty(4).add((3, -1, -1, -1)).add((0, 0, 0, 0))
    >>> sheet.totals, sheet.deals_played
    ((3, -1, -1, -1), 2)
    """

    players: int
    rows: tuple[tuple[int, ...], ...] = ()

    @classmethod
    def empty(cls, players: int) -> "ScoreSheet":
        return cls(players)

    def add(self, scores: Sequence[int]) -> "ScoreSheet":
        """The sheet with one more deal's score changes (a void deal adds zeros)."""
        if len(scores) != self.players:
            raise ValueError(f"a deal scores {self.players} seats, not {len(scores)}")
        return ScoreSheet(self.players, (*self.rows, tuple(scores)))

    @property
    def totals(self) -> tuple[int, ...]:
        """The running score of each seat."""
        return tuple(sum(row[seat] for row in self.rows) for seat in range(self.players))

    @property
    def deals_played(self) -> int:
        return len(self.rows)

    def dealer_after(self, first_dealer: int) -> int:
        """Who deals next when ``first_dealer`` dealt the first deal: the deal moves one seat
        on after every deal, a void one included."""
        return (first_dealer + len(self.rows)) % self.players
