"""Jass counting and the live credits of the match (RULES §2.6, §2.7, §2.8).

A deal credits points as they arise — Stöck when its second card is played, Weis at the
end of the first trick, each trick's card points as it is taken (the last trick's 5 and
the Match 100 with it) — and stops the match at the credit that reaches the target
(3000 in the rulebook, a table's own with the house rules' ``JassVariants.target``).
"""

from dataclasses import dataclass
from typing import Final, NamedTuple

from cardavia.core.game import JsonDict

TARGET: Final = 3000
"""The rulebook's match target (RULES §2.7); a deal's own is its variants' target."""
LAST_TRICK_BONUS: Final = 5
MATCH_BONUS: Final = 100
STOECK_POINTS: Final = 20


def team_of(seat: int) -> int:
    """Seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


class Credits(NamedTuple):
    """Raw points credited so far in a deal, per team (before the multiplier), and their
    running sum per team."""

    card_points: tuple[int, int] = (0, 0)
    weis: tuple[int, int] = (0, 0)
    stoeck: tuple[int, int] = (0, 0)
    match: int | None = None
    raw: tuple[int, int] = (0, 0)
    """Per team: card points, Weis, Stöck and the Match bonus credited so far."""


def _add(pair: tuple[int, int], team: int, points: int) -> tuple[int, int]:
    return (pair[0] + points, pair[1]) if team == 0 else (pair[0], pair[1] + points)


def credit_stoeck(credits: Credits, team: int) -> Credits:
    stoeck = _add(credits.stoeck, team, STOECK_POINTS)
    raw = _add(credits.raw, team, STOECK_POINTS)
    return Credits(credits.card_points, credits.weis, stoeck, credits.match, raw)


def credit_weis(credits: Credits, team: int, points: int) -> Credits:
    weis = _add(credits.weis, team, points)
    raw = _add(credits.raw, team, points)
    return Credits(credits.card_points, weis, credits.stoeck, credits.match, raw)


def credit_trick(credits: Credits, team: int, points: int, match: bool) -> Credits:
    """One trick's card points (the last trick's 5 included by the caller), with the Match
    bonus when ``match``."""
    gained = points + MATCH_BONUS if match else points
    card_points, weis, stoeck, match_team, raw = credits
    if team == 0:
        card_points, raw = (card_points[0] + points, card_points[1]), (raw[0] + gained, raw[1])
    else:
        card_points, raw = (card_points[0], card_points[1] + points), (raw[0], raw[1] + gained)
    if match:
        match_team = team
    # tuple.__new__ skips the generated __new__: this runs once per trick of every playout.
    return _new_credits(Credits, (card_points, weis, stoeck, match_team, raw))


_new_credits = tuple.__new__


def raw_needed(scores_before: tuple[int, int], multiplier: int, target: int) -> tuple[int, int]:
    """Per team, the raw points that bring it to ``target`` from ``scores_before``."""
    return (
        -(-(target - scores_before[0]) // multiplier),
        -(-(target - scores_before[1]) // multiplier),
    )


@dataclass(frozen=True, slots=True)
class JassResult:
    """The outcome of a Jass deal (RECORDS.md): what was credited, and whether it ended the
    match."""

    scores: tuple[int, ...]
    chooser: int
    pushed: bool
    contract: str
    multiplier: int
    card_points: tuple[int, int]
    weis: tuple[int, int]
    stoeck: tuple[int, int]
    match: int | None
    team_scores: tuple[int, int]
    winner: int | None

    @property
    def declaring_seats(self) -> frozenset[int]:
        """The team of the player who named the contract."""
        return frozenset({self.chooser, (self.chooser + 2) % 4})

    @property
    def declaring_player(self) -> int | None:
        return self.chooser

    @property
    def declarer_won(self) -> bool | None:
        """Whether the choosing team took more than its opponents."""
        team = self.chooser % 2
        return self.team_scores[team] > self.team_scores[1 - team]

    @property
    def contract_name(self) -> str | None:
        return self.contract

    def to_json(self) -> JsonDict:
        return {
            "chooser": self.chooser,
            "pushed": self.pushed,
            "contract": self.contract,
            "multiplier": self.multiplier,
            "card_points": list(self.card_points),
            "weis": list(self.weis),
            "stoeck": list(self.stoeck),
            "match": self.match,
            "team_scores": list(self.team_scores),
            "winner": self.winner,
        }
