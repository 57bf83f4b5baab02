"""What an option came to over the sampled deals, in the terms players count in.

The search ranks options by one number (card points, or the score less the other side's
mean); a player asks other questions: how many card points will my side have, how often
do we win, is Schneider in reach? Each sampled deal, played on or solved after an option,
ends in an ``Outcome`` for the seat; a ``Tally`` per option adds them up, weighted as the
search weighs the deals, and counts them as they are (for reasons said in counts).

A side "wins" as its game says: in Schafkopf and Skat the declaring side reaches its
target (for a defender, the defence wins); in Jass, where no side has to reach anything,
a team wins the deal by taking more than half of the card points. "Schneider" is the
deal's big win or loss: Schneider (or Schwarz) in Schafkopf and Skat, in Jass a Match
(every trick).
"""

from dataclasses import dataclass
from typing import NamedTuple

from cardavia.ai.outcomes import opponents
from cardavia.core.game import DealResult
from cardavia.games.jass.scoring import MATCH_BONUS, JassResult
from cardavia.games.schafkopf.scoring import SchafkopfResult
from cardavia.games.skat.scoring import SkatResult

TOTAL_CARD_POINTS = 120
"""The card points of a Schafkopf or Skat deal (the skat's included)."""


class Outcome(NamedTuple):
    """How one sampled deal ended for the seat, after one of its options."""

    value: float
    """What the search ranks the option by (in the advice's measure)."""
    points: int | None
    """The card points of the seat's side by the end of the deal, those taken before
    included (Jass: with the Match bonus); None when nobody played."""
    score: int | None
    """The seat's score in the deal; None where the search did not reach one."""
    others_score: float | None
    """The mean score of the other side's players (Jass: the other team's) in the deal."""
    won: bool | None
    """Whether the seat's side won the deal; None when nobody played."""
    schneider: bool
    """Whether the seat's side made the other side Schneider (Jass: took every trick)."""
    schneidered: bool
    """Whether the other side made the seat's side Schneider (Jass: took every trick)."""


def outcome_of(result: DealResult, seat: int, value: float) -> Outcome:
    """The seat's outcome in a deal that ended (or would end) with ``result``."""
    if isinstance(result, JassResult):
        return _jass_outcome(result, seat, value)
    assert isinstance(result, SchafkopfResult | SkatResult)
    score, others_score = result.scores[seat], _others_score(result, seat)
    if result.declarer_points is None or result.declarer is None:  # nobody played
        return Outcome(value, None, score, others_score, None, False, False)
    declaring = seat in result.declaring_seats
    points = result.declarer_points if declaring else TOTAL_CARD_POINTS - result.declarer_points
    won = bool(result.won) == declaring
    schneider = bool(result.schneider)
    ahead = 2 * points > TOTAL_CARD_POINTS
    return Outcome(
        value, points, score, others_score, won, schneider and ahead, schneider and not ahead
    )


def _others_score(result: DealResult, seat: int) -> float:
    others = opponents(
        len(result.scores), isinstance(result, JassResult), result.declaring_seats, seat
    )
    return sum(result.scores[other] for other in others) / len(others)


def _jass_outcome(result: JassResult, seat: int, value: float) -> Outcome:
    team = seat % 2
    points = result.card_points[team] + (MATCH_BONUS if result.match == team else 0)
    won = result.card_points[team] > result.card_points[1 - team]
    match = result.match
    return Outcome(
        value,
        points,
        result.scores[seat],
        _others_score(result, seat),
        won,
        match == team,
        match is not None and match != team,
    )


def jass_outcome(points: int, other_points: int, swept: bool, swept_by_others: bool) -> Outcome:
    """A solved Jass ending for the seat: its team's card points and the others', and
    whether either team took every trick (the Match bonus is added here)."""
    return Outcome(
        float(points),
        points + (MATCH_BONUS if swept else 0),
        None,
        None,
        points > other_points,
        swept,
        swept_by_others,
    )


@dataclass(frozen=True)
class OptionStats:
    """One option over the sampled deals: means and shares weighted as the search weighs
    the deals, counts as they are."""

    points: float | None
    """The mean card points of the seat's side by the end of the deal (None: not known)."""
    score: float | None
    """The seat's mean score in the deal (None: not known)."""
    others_score: float | None
    """The mean score of the other side's players (None: not known)."""
    win: float
    """The share of the deals the seat's side wins."""
    schneider: float
    """The share of the deals in which the seat's side makes the other side Schneider."""
    schneider_against: float
    """The share of the deals in which the seat's side is made Schneider."""
    deals: int
    won: int
    """In how many of the deals the seat's side wins."""
    lost: int
    """In how many it loses (a deal nobody played is neither won nor lost)."""
    schneider_deals: int
    """In how many it makes the other side Schneider."""
    schneider_against_deals: int
    """In how many it is made Schneider."""


class Tally:
    """The outcomes of one option, added up deal by deal."""

    def __init__(self) -> None:
        self.weight = self.value = 0.0
        self.points = self.points_weight = 0.0
        self.score = self.others_score = self.score_weight = 0.0
        self.win = self.schneider = self.schneider_against = 0.0
        self.deals = self.won = self.lost = self.schneider_deals = self.against_deals = 0

    def add(self, outcome: Outcome, weight: float) -> None:
        self.weight += weight
        self.value += weight * outcome.value
        self.deals += 1
        if outcome.points is not None:
            self.points += weight * outcome.points
            self.points_weight += weight
        if outcome.score is not None and outcome.others_score is not None:
            self.score += weight * outcome.score
            self.others_score += weight * outcome.others_score
            self.score_weight += weight
        if outcome.won is not None:
            self.won += outcome.won
            self.lost += not outcome.won
            self.win += weight * outcome.won
        self.schneider_deals += outcome.schneider
        self.schneider += weight * outcome.schneider
        self.against_deals += outcome.schneidered
        self.schneider_against += weight * outcome.schneidered

    def stats(self) -> OptionStats:
        weight = self.weight or 1.0
        return OptionStats(
            points=self.points / self.points_weight if self.points_weight else None,
            score=self.score / self.score_weight if self.score_weight else None,
            others_score=self.others_score / self.score_weight if self.score_weight else None,
            win=self.win / weight,
            schneider=self.schneider / weight,
            schneider_against=self.schneider_against / weight,
            deals=self.deals,
            won=self.won,
            lost=self.lost,
            schneider_deals=self.schneider_deals,
            schneider_against_deals=self.against_deals,
        )
