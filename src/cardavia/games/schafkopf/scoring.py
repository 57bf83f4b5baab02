"""Schafkopf's result (RULES §1.5, §1.6): who won, Schneider and Schwarz, runners, the
value V and the settlement, every deal summing to zero."""

from dataclasses import dataclass
from typing import NamedTuple

from cardavia.core.cards import SUIT_CODES, CardSet
from cardavia.core.game import JsonDict
from cardavia.core.tricks import Trick
from cardavia.games.schafkopf.contracts import SIE, SchafkopfContract, runners

WINNING_POINTS = 61
DECLARER_SCHNEIDER = 91
DEFENDER_SCHNEIDER = 90
TOTAL_POINTS = 120
ALL_TRICKS = 8


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
        return {
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


VOID = SchafkopfResult(scores=(0, 0, 0, 0), void=True)


class PlayedDeal(NamedTuple):
    """What the result is computed from."""

    contract: SchafkopfContract
    declarer: int
    partner: int | None
    dealt: tuple[CardSet, ...]
    tricks: tuple[Trick, ...]


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
    value = contract.base + bonus + run * contract.runner_value
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
    )


def _side(declarer: int, partner: int | None) -> set[int]:
    return {declarer} if partner is None else {declarer, partner}


def _settle(deal: PlayedDeal, side: set[int], side_gain: int) -> tuple[int, ...]:
    """Rufer: each of the side gets ``side_gain``, each defender loses it. One against
    three: the declarer gets three times it, each defender loses it once."""
    per_seat = 3 * side_gain if deal.contract.alone else side_gain
    return tuple(per_seat if seat in side else -side_gain for seat in range(4))
