"""Skat's result (RULES §3.5, §3.6): card points, matadors, Schneider and Schwarz, game
value, overbid, and the declarer's settlement."""

from dataclasses import dataclass
from typing import NamedTuple

from cardavia.core.cards import CardSet
from cardavia.core.game import JsonDict
from cardavia.games.skat.contracts import SkatContract, matadors, smallest_multiple_at_least

WINNING_POINTS = 61
SCHNEIDER_POINTS = 30
TOTAL_POINTS = 120


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
        return {
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


THROWN_IN = SkatResult(scores=(0, 0, 0), thrown_in=True)


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


def score_deal(deal: PlayedDeal) -> SkatResult:
    """The result and settlement of a played deal."""
    if deal.contract.is_null:
        return _score_null(deal)
    return _score_trump_game(deal)


def _score_null(deal: PlayedDeal) -> SkatResult:
    value = deal.contract.null_value(deal.hand)
    won = deal.declarer_tricks == 0
    return SkatResult(
        scores=_settle(deal.declarer, value if won else -2 * value),
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
        scores=_settle(deal.declarer, score),
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
    )


def _settle(declarer: int, score: int) -> tuple[int, ...]:
    return tuple(score if seat == declarer else 0 for seat in range(3))
