"""Skat's result (RULES §3.5, §3.6): card points, matadors, Schneider and Schwarz, game
value, overbid, and the declarer's settlement; with the house rules (docs/house-rules.md
§3), Kontra and Re, the Ramsch and Bock deals."""

from dataclasses import dataclass, replace
from typing import Final, NamedTuple

from cardavia.core.cards import CardSet
from cardavia.core.doubling import KONTRA, NONE, RE
from cardavia.core.game import JsonDict
from cardavia.games.skat.contracts import SkatContract, matadors, smallest_multiple_at_least
from cardavia.games.skat.variants import RULEBOOK, SkatVariants

WINNING_POINTS: Final = 61
SCHNEIDER_POINTS: Final = 30
TOTAL_POINTS: Final = 120
BOCK_LOSS: Final = 100
"""A game lost at this value or more (before Kontra and Re) earns a Bock round (§3.3)."""
DURCHMARSCH_SCORE: Final = 120
TRICKS: Final = 10


@dataclass(frozen=True, slots=True)
class RamschResult:
    """How a Ramsch ended (docs/house-rules.md §3.2), per seat."""

    points: tuple[int, ...]
    """Card points taken, the skat's with the winner of the last trick."""
    tricks: tuple[int, ...]
    losers: tuple[int, ...]
    """Every seat tied for the most points (none after a Durchmarsch)."""
    jungfrauen: int
    """Seats that took no trick: each doubles the loss."""
    durchmarsch: int | None
    """The seat that took every trick, if one did."""

    def to_json(self) -> JsonDict:
        return {
            "points": list(self.points),
            "tricks": list(self.tricks),
            "losers": list(self.losers),
            "jungfrauen": self.jungfrauen,
            "durchmarsch": self.durchmarsch,
        }


@dataclass(frozen=True, slots=True)
class SkatResult:
    """The outcome of a Skat deal; every field but ``scores`` is None when thrown in."""

    scores: tuple[int, ...]
    thrown_in: bool
    declarer: int | None = None
    bid: int | None = None
    contract: str | None = None
    hand: bool | None = None
    matadors: int | None = None
    matadors_with: bool | None = None
    declarer_points: int | None = None
    schneider: bool | None = None
    schwarz: bool | None = None
    game_value: int | None = None
    overbid: bool | None = None
    won: bool | None = None
    doubled: int = NONE
    """0 none, 1 Kontra, 2 Re (house rule ``kontra``)."""
    bock_deal: bool = False
    """The deal was a Bock deal: its score doubled (house rule ``bock``)."""
    ramsch: RamschResult | None = None
    variants: SkatVariants = RULEBOOK
    """The house rules the deal was played by: they decide which fields ``to_json`` adds."""

    @property
    def factor(self) -> int:
        """What the deal's score was multiplied by: Kontra, Re and Bock."""
        return (1 << self.doubled) * (2 if self.bock_deal else 1)

    @property
    def earns_bock(self) -> bool:
        """Whether the deal earns a Bock round (§3.3): a game lost at a value of 100 or
        more before Kontra and Re (an overbid's at the value it is lost at), or a doubled
        game won by the side that said the last double."""
        if self.declarer is None or self.won is None:
            return False
        if (self.doubled == KONTRA and not self.won) or (self.doubled == RE and self.won):
            return True
        lost_by = -self.scores[self.declarer] // self.factor
        return not self.won and lost_by >= 2 * BOCK_LOSS

    @property
    def declaring_seats(self) -> frozenset[int]:
        """The declarer's seat (empty when thrown in)."""
        return frozenset() if self.declarer is None else frozenset({self.declarer})

    @property
    def declaring_player(self) -> int | None:
        return self.declarer

    @property
    def declarer_won(self) -> bool | None:
        return self.won

    @property
    def contract_name(self) -> str | None:
        return self.contract

    def to_json(self) -> JsonDict:
        fields: JsonDict = {
            "thrown_in": self.thrown_in,
            "declarer": self.declarer,
            "bid": self.bid,
            "contract": self.contract,
            "hand": self.hand,
            "matadors": self.matadors,
            "declarer_points": self.declarer_points,
            "schneider": self.schneider,
            "schwarz": self.schwarz,
            "game_value": self.game_value,
            "overbid": self.overbid,
            "won": self.won,
        }
        if self.ramsch is not None:
            fields["ramsch"] = self.ramsch.to_json()
        if self.variants.kontra:
            fields["doubled"] = self.doubled
        if self.variants.bock:
            fields["bock_deal"] = self.bock_deal
            fields["earns_bock"] = self.earns_bock
        return fields

    def with_house_rules(self, variants: SkatVariants, bock_deal: bool) -> "SkatResult":
        """This result as played by ``variants`` (a thrown-in deal's, which scores 0)."""
        if variants == RULEBOOK:
            return self
        return replace(self, variants=variants, bock_deal=bock_deal)


THROWN_IN: Final = SkatResult(scores=(0, 0, 0), thrown_in=True)


class PlayedDeal(NamedTuple):
    """What the result is computed from: the contract and what each side took."""

    declarer: int
    bid: int
    contract: SkatContract
    hand: bool
    declarer_cards: CardSet
    """The declarer's ten dealt cards plus both original skat cards (for matadors)."""
    declarer_points: int
    """Card points of the declarer's tricks plus the skat or the two cards put away."""
    declarer_tricks: int
    defender_tricks: int
    doubled: int = NONE
    """The Kontra or Re said (``cardavia.core.doubling``)."""
    bock_deal: bool = False
    variants: SkatVariants = RULEBOOK

    @property
    def factor(self) -> int:
        return (1 << self.doubled) * (2 if self.bock_deal else 1)


def score_deal(deal: PlayedDeal) -> SkatResult:
    """The result and settlement of a played deal."""
    if deal.contract.is_null:
        return _score_null(deal)
    return _score_trump_game(deal)


def _score_null(deal: PlayedDeal) -> SkatResult:
    value = deal.contract.null_value(deal.hand)
    won = deal.declarer_tricks == 0
    return SkatResult(
        scores=_settle(deal.declarer, (value if won else -2 * value) * deal.factor),
        thrown_in=False,
        declarer=deal.declarer,
        bid=deal.bid,
        contract=deal.contract.name,
        hand=deal.hand,
        declarer_points=deal.declarer_points,
        schneider=False,
        schwarz=False,
        game_value=value,
        overbid=False,
        won=won,
        doubled=deal.doubled,
        bock_deal=deal.bock_deal,
        variants=deal.variants,
    )


def _score_trump_game(deal: PlayedDeal) -> SkatResult:
    run, holding = matadors(deal.contract, deal.declarer_cards)
    defender_points = TOTAL_POINTS - deal.declarer_points
    schneider = min(deal.declarer_points, defender_points) <= SCHNEIDER_POINTS
    schwarz = deal.declarer_tricks == 0 or deal.defender_tricks == 0
    multiplier = run + 1 + deal.hand + (schneider or schwarz) + schwarz
    value = deal.contract.base * multiplier
    overbid = value < deal.bid
    if overbid:
        won = False
        score = -2 * smallest_multiple_at_least(deal.contract.base, deal.bid)
    else:
        won = deal.declarer_points >= WINNING_POINTS
        score = value if won else -2 * value
    return SkatResult(
        scores=_settle(deal.declarer, score * deal.factor),
        thrown_in=False,
        declarer=deal.declarer,
        bid=deal.bid,
        contract=deal.contract.name,
        hand=deal.hand,
        matadors=run,
        matadors_with=holding,
        declarer_points=deal.declarer_points,
        schneider=schneider or schwarz,
        schwarz=schwarz,
        game_value=value,
        overbid=overbid,
        won=won,
        doubled=deal.doubled,
        bock_deal=deal.bock_deal,
        variants=deal.variants,
    )


def score_ramsch(
    taken: tuple[int, ...],
    tricks: tuple[int, ...],
    variants: SkatVariants,
    bock_deal: bool = False,
) -> SkatResult:
    """The result of a Ramsch (§3.2) from each seat's card points (the skat's with the
    winner of the last trick) and tricks: the most points lose them (every seat tied
    for the most), doubled per seat without a trick; a seat with every trick scores
    +120 instead. A Bock deal doubles it all."""
    bock = 2 if bock_deal else 1
    sweeper = next((seat for seat, count in enumerate(tricks) if count == TRICKS), None)
    jungfrauen = sum(1 for count in tricks if count == 0)
    if sweeper is not None:
        losers: tuple[int, ...] = ()
        scores = _settle(sweeper, DURCHMARSCH_SCORE * bock)
    else:
        most = max(taken)
        losers = tuple(seat for seat, points in enumerate(taken) if points == most)
        loss = most * (1 << jungfrauen) * bock
        scores = tuple(-loss if seat in losers else 0 for seat in range(3))
    return SkatResult(
        scores=scores,
        thrown_in=False,
        contract="ramsch",
        bock_deal=bock_deal,
        ramsch=RamschResult(taken, tricks, losers, jungfrauen, sweeper),
        variants=variants,
    )


def _settle(declarer: int, score: int) -> tuple[int, ...]:
    return tuple(score if seat == declarer else 0 for seat in range(3))
