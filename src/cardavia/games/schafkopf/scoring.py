"""Schafkopf's result (RULES §1.5, §1.6): who won, Schneider and Schwarz, runners, the
value V and the settlement, every deal summing to zero; with the house rules, V doubled
by Kontra and Re (§1.1) and the Ramsch's loser, Jungfrauen and Durchmarsch (§1.2)."""

from dataclasses import dataclass, replace
from typing import Final, NamedTuple

from cardavia.core.cards import SUIT_CODES, CardSet
from cardavia.core.game import JsonDict
from cardavia.core.tricks import Trick
from cardavia.games.schafkopf.contracts import SIE, SchafkopfContract, runners

WINNING_POINTS: Final = 61
DECLARER_SCHNEIDER: Final = 91
DEFENDER_SCHNEIDER: Final = 90
TOTAL_POINTS: Final = 120
ALL_TRICKS: Final = 8
DURCHMARSCH_VALUE: Final = 5
"""A Durchmarsch is settled as a won Solo of this value, with no runners (§1.2)."""


@dataclass(frozen=True, slots=True)
class RamschOutcome:
    """How a Ramsch ended (house rules §1.2), seat by seat."""

    points: tuple[int, ...]
    tricks: tuple[int, ...]
    loser: int | None
    """The seat that loses (most points, then most tricks, then the highest trump taken);
    None after a Durchmarsch."""
    jungfrauen: int
    """The seats that took no trick: each doubles the loser's loss."""
    durchmarsch: int | None
    """The seat that took every trick, if one did."""

    def to_json(self) -> JsonDict:
        return {
            "points": list(self.points),
            "tricks": list(self.tricks),
            "loser": self.loser,
            "jungfrauen": self.jungfrauen,
            "durchmarsch": self.durchmarsch,
        }


@dataclass(frozen=True, slots=True)
class SchafkopfResult:
    """The outcome of a Schafkopf deal; every field but ``scores`` is None when void."""

    scores: tuple[int, ...]
    void: bool
    declarer: int | None = None
    contract: str | None = None
    suit: str | None = None
    partner: int | None = None
    declarer_points: int | None = None
    won: bool | None = None
    schneider: bool | None = None
    schwarz: bool | None = None
    runners: int | None = None
    value: int | None = None
    """V, Kontra and Re included (house rules §1.1)."""
    doubled: int | None = None
    """0, 1 (Kontra) or 2 (Re) at a table with Kontra; None at a table without."""
    ramsch: RamschOutcome | None = None
    """A Ramsch's outcome; None for every other deal."""

    @property
    def declaring_seats(self) -> frozenset[int]:
        """The declarer and, in a Rufer, the partner (empty when void)."""
        return frozenset(seat for seat in (self.declarer, self.partner) if seat is not None)

    @property
    def declaring_player(self) -> int | None:
        return self.declarer

    @property
    def declarer_won(self) -> bool | None:
        return self.won

    @property
    def contract_name(self) -> str | None:
        if self.contract is None:
            return None
        return self.contract if self.suit is None else f"{self.contract} {self.suit}"

    def to_json(self) -> JsonDict:
        data: JsonDict = {
            "void": self.void,
            "declarer": self.declarer,
            "contract": self.contract,
            "suit": self.suit,
            "partner": self.partner,
            "declarer_points": self.declarer_points,
            "won": self.won,
            "schneider": self.schneider,
            "schwarz": self.schwarz,
            "runners": self.runners,
            "value": self.value,
        }
        if self.doubled is not None:
            data["doubled"] = self.doubled
        if self.ramsch is not None:
            data["ramsch"] = self.ramsch.to_json()
        return data


VOID: Final = SchafkopfResult(scores=(0, 0, 0, 0), void=True)


class PlayedDeal(NamedTuple):
    """What the result is computed from."""

    contract: SchafkopfContract
    declarer: int
    partner: int | None
    dealt: tuple[CardSet, ...]
    tricks: tuple[Trick, ...]
    doubled: int | None = None
    """The doubling level at a table with Kontra (``SchafkopfResult.doubled``)."""


def score_deal(deal: PlayedDeal) -> SchafkopfResult:
    """The result and settlement of a deal that was played (or won at once by Sie)."""
    side = _side(deal.declarer, deal.partner)
    side_points = 0
    side_tricks = 0
    for trick in deal.tricks:
        if trick.winner in side:
            side_tricks += 1
            side_points += deal.contract.rules.cards_points(trick.cards)
    return score_outcome(deal, side_points, side_tricks)


def score_outcome(deal: PlayedDeal, side_points: int, side_tricks: int) -> SchafkopfResult:
    """The result had the declaring side taken ``side_points`` card points in
    ``side_tricks`` tricks (``deal.tricks`` is not read)."""
    contract = deal.contract
    side = _side(deal.declarer, deal.partner)
    side_cards = 0
    for seat in side:
        side_cards |= deal.dealt[seat]
    if contract.kind == SIE:
        won = True
    elif contract.tout:
        won = side_tricks == ALL_TRICKS
    else:
        won = side_points >= WINNING_POINTS
    schwarz = schneider = False
    if contract.has_bonuses:
        schwarz = side_tricks in (0, ALL_TRICKS)
        defender_points = TOTAL_POINTS - side_points
        schneider = (
            schwarz or side_points >= DECLARER_SCHNEIDER or defender_points >= DEFENDER_SCHNEIDER
        )
    run = runners(contract, side_cards)
    bonus = 2 if schwarz else 1 if schneider else 0
    value = (contract.base + bonus + run * contract.runner_value) << (deal.doubled or 0)
    return SchafkopfResult(
        scores=_settle(deal, side, value if won else -value),
        void=False,
        declarer=deal.declarer,
        contract=contract.kind,
        suit=None if contract.suit is None else SUIT_CODES[contract.suit],
        partner=deal.partner,
        declarer_points=side_points,
        won=won,
        schneider=schneider,
        schwarz=schwarz,
        runners=run,
        value=value,
        doubled=deal.doubled,
    )


def void_result(doubled: int | None) -> SchafkopfResult:
    """The void deal (all passed, no Ramsch), with the doubling field of its table."""
    return VOID if doubled is None else replace(VOID, doubled=doubled)


def score_ramsch(
    contract: SchafkopfContract, tricks: tuple[Trick, ...], doubled: int | None
) -> SchafkopfResult:
    """The result of a Ramsch (house rules §1.2): the loser pays each other seat 2^j
    (j Jungfrauen); a Durchmarsch is a won Solo of 5 for the seat that took every trick."""
    rules = contract.rules
    points = [0, 0, 0, 0]
    taken = [0, 0, 0, 0]
    # per seat, the place in the trump order of the highest trump taken (none: past it)
    top_trump = [len(contract.trump_order)] * 4
    for trick in tricks:
        seat = trick.winner
        points[seat] += rules.cards_points(trick.cards)
        taken[seat] += 1
        for card in trick.cards:
            if card in contract.trump_order:
                top_trump[seat] = min(top_trump[seat], contract.trump_order.index(card))
    jungfrauen = taken.count(0)
    durchmarsch = next((seat for seat in range(4) if taken[seat] == ALL_TRICKS), None)
    if durchmarsch is not None:
        loser = None
        scores = tuple(
            3 * DURCHMARSCH_VALUE if seat == durchmarsch else -DURCHMARSCH_VALUE
            for seat in range(4)
        )
    else:
        loser = max(range(4), key=lambda seat: (points[seat], taken[seat], -top_trump[seat]))
        unit = contract.base << jungfrauen
        scores = tuple(-3 * unit if seat == loser else unit for seat in range(4))
    outcome = RamschOutcome(tuple(points), tuple(taken), loser, jungfrauen, durchmarsch)
    return SchafkopfResult(
        scores=scores, void=False, contract=contract.kind, doubled=doubled, ramsch=outcome
    )


def _side(declarer: int, partner: int | None) -> set[int]:
    return {declarer} if partner is None else {declarer, partner}


def _settle(deal: PlayedDeal, side: set[int], side_gain: int) -> tuple[int, ...]:
    """Rufer: each of the side gets ``side_gain``, each defender loses it. One against
    three: the declarer gets three times it, each defender loses it once."""
    per_seat = 3 * side_gain if deal.contract.alone else side_gain
    return tuple(per_seat if seat in side else -side_gain for seat in range(4))
