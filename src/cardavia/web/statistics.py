"""A person's statistics at one game, computed from the deals they played (oldest first)
and the finished analyses of their seat: deals played and declared, won as declarer, as
partner (a Rufer's) and as defender, by kind of contract, the score, Schneider and Schwarz
made and suffered (Jass: the Match, all nine tricks), Jass matches won, and the accuracy
of their play over time.

A deal where everybody passed (a void Schafkopf deal, a Skat deal thrown in) counts as
played, not as declared. A Jass deal is declared by the team whose player chose trumps;
it is won by the team credited more (an even deal is neither won nor lost)."""

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from cardavia.core.game import JsonDict
from cardavia.store.deals import DealStore, PlayedDeal, StoredAnalysis
from cardavia.web.deal_words import CONTRACT_KINDS, contract_kind, declarer_of, passed

DECLARER, PARTNER, DEFENDER = "declarer", "partner", "defender"
ROLES = (DECLARER, PARTNER, DEFENDER)
MADE, SUFFERED = "made", "suffered"
WINNING_POINTS = 61
"""A declaring side with this many card points or more had the defenders in Schneider
(Schafkopf and Skat alike: Schneider is 30 points or fewer against 90 or more)."""


@dataclass(frozen=True)
class Tally:
    """Deals played in one role, and how many of them the reader's side won and lost."""

    played: int = 0
    won: int = 0
    lost: int = 0

    def to_json(self) -> JsonDict:
        return {"played": self.played, "won": self.won, "lost": self.lost}


@dataclass(frozen=True)
class ContractTally:
    """One kind of contract (``deal_words.CONTRACT_KINDS``), by the reader's role."""

    kind: str
    declarer: Tally
    partner: Tally
    defender: Tally

    def by_role(self, role: str) -> Tally:
        """The tally of DECLARER, PARTNER or DEFENDER."""
        return {DECLARER: self.declarer, PARTNER: self.partner, DEFENDER: self.defender}[role]

    def to_json(self) -> JsonDict:
        return {
            "contract": self.kind,
            "declarer": self.declarer.to_json(),
            "partner": self.partner.to_json(),
            "defender": self.defender.to_json(),
        }


@dataclass(frozen=True)
class MadeSuffered:
    made: int = 0
    suffered: int = 0

    def to_json(self) -> JsonDict:
        return {"made": self.made, "suffered": self.suffered}


@dataclass(frozen=True)
class AccuracyPoint:
    """The accuracy (0 to 100) of the reader's play in one analysed deal."""

    deal_id: str
    finished_at: datetime
    accuracy: float

    def to_json(self) -> JsonDict:
        return {
            "deal_id": self.deal_id,
            "finished_at": self.finished_at.isoformat(),
            "accuracy": self.accuracy,
        }


@dataclass(frozen=True)
class Seen:
    """One deal from the reader's seat."""

    role: str | None
    """DECLARER, PARTNER or DEFENDER; None when everybody passed."""
    kind: str | None
    won: bool | None
    """Whether the reader's side won; None when everybody passed or the deal was even."""
    score: int
    schneider: str | None
    """MADE or SUFFERED (Jass: the Match, all nine tricks); None when there was none."""
    schwarz: str | None
    match_won: bool | None
    """Jass: whether the deal ended the match to 3000 in the reader's team's favour."""


@dataclass(frozen=True)
class GameStatistics:
    game: str
    played: int
    declared: int
    passed: int
    roles: dict[str, Tally]
    contracts: tuple[ContractTally, ...]
    scores: tuple[int, ...]
    """The reader's score in each deal, oldest first."""
    schneider: MadeSuffered
    """Schafkopf and Skat: Schneider; Jass: the Match (all nine tricks)."""
    schwarz: MadeSuffered
    matches: Tally
    """Jass: the matches to 3000 that ended in these deals."""
    accuracy: tuple[AccuracyPoint, ...]

    @property
    def declared_share(self) -> float | None:
        return self.declared / self.played if self.played else None

    @property
    def total_score(self) -> int:
        return sum(self.scores)

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.played if self.played else None

    @property
    def running_scores(self) -> list[int]:
        """The reader's score after each deal, added up from the first."""
        running, total = [], 0
        for score in self.scores:
            total += score
            running.append(total)
        return running

    def to_json(self) -> JsonDict:
        jass = self.game == "jass"
        return {
            "game": self.game,
            "played": self.played,
            "declared": self.declared,
            "declared_share": self.declared_share,
            "passed": self.passed,
            "as_declarer": self.roles[DECLARER].to_json(),
            "as_partner": self.roles[PARTNER].to_json() if self.game == "schafkopf" else None,
            "as_defender": self.roles[DEFENDER].to_json(),
            "contracts": [contract.to_json() for contract in self.contracts],
            "total_score": self.total_score,
            "average_score": self.average_score,
            "scores": list(self.scores),
            "schneider": None if jass else self.schneider.to_json(),
            "schwarz": None if jass else self.schwarz.to_json(),
            "match": self.schneider.to_json() if jass else None,
            "matches": self.matches.to_json() if jass else None,
            "accuracy": [point.to_json() for point in self.accuracy],
        }


def reader_statistics(deals: DealStore, reader: str, game: str) -> GameStatistics:
    """The reader's statistics at ``game``, from the archive."""
    played = deals.played(reader, game)
    return game_statistics(game, played, deals.analyses([deal.deal.id for deal in played]))


def game_statistics(
    game: str, played: Sequence[PlayedDeal], analyses: Iterable[StoredAnalysis]
) -> GameStatistics:
    """The statistics of the reader who played ``played`` (their deals of ``game``, oldest
    first), with the finished ``analyses`` of those deals (of any seat: only the reader's
    count)."""
    seen = [
        seen_from(game, deal.deal.result, deal.seat) for deal in played if deal.seat is not None
    ]
    return GameStatistics(
        game=game,
        played=len(seen),
        declared=sum(deal.role == DECLARER for deal in seen),
        passed=sum(deal.role is None for deal in seen),
        roles={role: tally(deal.won for deal in seen if deal.role == role) for role in ROLES},
        contracts=tuple(_by_contract(game, seen)),
        scores=tuple(deal.score for deal in seen),
        schneider=_made_suffered(deal.schneider for deal in seen),
        schwarz=_made_suffered(deal.schwarz for deal in seen),
        matches=tally(deal.match_won for deal in seen if deal.match_won is not None),
        accuracy=tuple(accuracy_over_time(played, analyses)),
    )


def seen_from(game: str, result: Mapping[str, Any], seat: int) -> Seen:
    """The deal with this ``result`` (as kept: ``scores`` and the game's result JSON) from
    ``seat``."""
    score = int(result["scores"][seat])
    if passed(result):
        return Seen(None, None, None, score, None, None, None)
    if game == "jass":
        return _seen_at_jass(result, seat, score)
    declarer = declarer_of(game, result)
    role = DECLARER if seat == declarer else PARTNER if seat == result.get("partner") else DEFENDER
    declaring = role != DEFENDER
    won = bool(result.get("won")) == declaring
    defenders_beaten = int(result.get("declarer_points") or 0) >= WINNING_POINTS
    beaten = MADE if defenders_beaten == declaring else SUFFERED
    return Seen(
        role,
        contract_kind(game, result),
        won,
        score,
        beaten if result.get("schneider") else None,
        beaten if result.get("schwarz") else None,
        None,
    )


def _seen_at_jass(result: Mapping[str, Any], seat: int, score: int) -> Seen:
    team = seat % 2
    chooser = declarer_of("jass", result)
    role = DECLARER if chooser is not None and chooser % 2 == team else DEFENDER
    ours, theirs = result["team_scores"][team], result["team_scores"][1 - team]
    match, winner = result.get("match"), result.get("winner")
    return Seen(
        role,
        contract_kind("jass", result),
        None if ours == theirs else ours > theirs,
        score,
        None if match is None else MADE if match == team else SUFFERED,
        None,
        None if winner is None else winner == team,
    )


def tally(outcomes: Iterable[bool | None]) -> Tally:
    """Deals counted by their outcome for the reader's side: won, lost, or neither."""
    counted = Counter(outcomes)
    return Tally(counted.total(), counted[True], counted[False])


def _by_contract(game: str, seen: list[Seen]) -> Iterable[ContractTally]:
    for kind in CONTRACT_KINDS[game]:
        of_kind = [deal for deal in seen if deal.kind == kind]
        yield ContractTally(
            kind, *(tally(deal.won for deal in of_kind if deal.role == role) for role in ROLES)
        )


def _made_suffered(marks: Iterable[str | None]) -> MadeSuffered:
    counted = Counter(marks)
    return MadeSuffered(counted[MADE], counted[SUFFERED])


def accuracy_over_time(
    played: Sequence[PlayedDeal], analyses: Iterable[StoredAnalysis]
) -> Iterable[AccuracyPoint]:
    """The accuracy of each of the reader's analysed deals, in the order they were played:
    only an analysis of the seat the reader played counts."""
    accuracy = {
        (analysis.deal_id, analysis.seat): analysis.analysis.get("accuracy")
        for analysis in analyses
        if analysis.analysis is not None
    }
    for deal in played:
        if deal.seat is None:  # a record file they opened: not their play
            continue
        figure = accuracy.get((deal.deal.id, deal.seat))
        if isinstance(figure, int | float) and not isinstance(figure, bool):
            yield AccuracyPoint(deal.deal.id, deal.deal.finished_at, float(figure))
