"""Weis (RULES §2.5, §2.8): every player's best disjoint set of combinations, and the
comparison that decides which team scores its Weis.

Sequences run in the plain order 6-7-8-9-T-U-O-K-A of one suit (3 cards 20, 4 cards 50,
5 or more 100); four Aces, Kings, Obers or Banners score 100, four Unders 200, four
nines and lower nothing. A sequence may be split: 3 + 5 of a run of eight beat the eight.
"""

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Final, NamedTuple

from cardavia.core.cards import RANK_CODES, CardSet, Rank, format_cards, make_card
from cardavia.core.decks import SWISS_SUITS
from cardavia.games.jass.contracts import CONTRACTS, JassContract

SEQUENCE: Final = "sequence"
FOUR: Final = "four"
SEQUENCE_ORDER: Final = "6789TUOKA"
SEQUENCE_RANKS: Final = tuple(RANK_CODES.index(rank) for rank in SEQUENCE_ORDER)
FOUR_POINTS: Final = {Rank.UNTER: 200, Rank.ACE: 100, Rank.KING: 100, Rank.OBER: 100, Rank.TEN: 100}
FOUR_RANK_ORDER: Final = {Rank.TEN: 0, Rank.OBER: 1, Rank.KING: 2, Rank.ACE: 3, Rank.UNTER: 4}
"""For comparing fours of equal points: A > K > O > T (four Unders score more anyway)."""


class Combination(NamedTuple):
    """One Weis combination: a sequence of one suit or four of a kind."""

    kind: str
    cards: CardSet
    points: int
    length: int
    rank: int
    """The top card's place in 6…A for a sequence; the ``FOUR_RANK_ORDER`` of a four."""
    suit: int | None
    """The suit of a sequence; None for four of a kind."""

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "points": self.points,
            "length": self.length,
            "cards": format_cards(self.cards),
        }


def sequence_points(length: int) -> int:
    """What a sequence of ``length`` cards scores (sequences of five or more score 100)."""
    return 20 if length == 3 else 50 if length == 4 else 100


def strength(combination: Combination, contract: JassContract) -> tuple[int, int, int, int, int]:
    """The comparison of RULES §2.5 without play order: points, type (a sequence beats a
    four), length, rank (reversed in Undenufe), trump suit (trump contracts only)."""
    rank = -combination.rank if contract.reversed_ranks else combination.rank
    in_trump = contract.trump is not None and combination.suit == contract.trump
    return (
        combination.points,
        combination.kind == SEQUENCE,
        combination.length,
        rank,
        in_trump,
    )


def candidates(hand: CardSet) -> list[Combination]:
    """Every combination ``hand`` holds, overlapping ones included."""
    (shift1, seq1), (shift2, seq2), (shift3, seq3), (shift4, seq4) = _SEQUENCES_BY_SUIT_BITS
    suit1 = (hand >> shift1) & 511
    suit2 = (hand >> shift2) & 511
    suit3 = (hand >> shift3) & 511
    suit4 = (hand >> shift4) & 511
    found = [*seq1[suit1], *seq2[suit2], *seq3[suit3], *seq4[suit4]]
    four_ranks = suit1 & suit2 & suit3 & suit4  # a rank held in every suit
    if four_ranks:
        found += _FOURS_BY_RANKS[four_ranks]
    return found


def _pattern(suit_bits: int) -> int:
    """A suit's cards (bits in card order) as places in the sequence order 6…A."""
    return sum(1 << place for place, rank in enumerate(SEQUENCE_RANKS) if suit_bits >> rank & 1)


_SUITS: Final = tuple(int(suit) for suit in SWISS_SUITS)
_PATTERN_OF_SUIT_BITS: Final = tuple(_pattern(bits) for bits in range(512))
_FOUR_COMBINATIONS: Final = tuple(
    Combination(
        FOUR,
        sum(1 << make_card(suit, rank) for suit in SWISS_SUITS),
        points,
        4,
        FOUR_RANK_ORDER[rank],
        None,
    )
    for rank, points in FOUR_POINTS.items()
)


def _sequences(suit: int, pattern: int) -> tuple[Combination, ...]:
    """Every sequence of three or more held in one suit, given its sequence-order pattern."""
    found = []
    for start, length in _runs(pattern):
        cards = 0
        for place in range(start, start + length):
            cards |= 1 << make_card(suit, SEQUENCE_RANKS[place])
        top = start + length - 1
        found.append(Combination(SEQUENCE, cards, sequence_points(length), length, top, suit))
    return tuple(found)


_SEQUENCES: Final[dict[int, tuple[tuple[Combination, ...], ...]]] = {}


@cache
def _runs(pattern: int) -> tuple[tuple[int, int], ...]:
    """Every stretch of three or more consecutive places set in a 9-bit suit pattern."""
    runs = []
    for start in range(9):
        for length in range(3, 10 - start):
            bits = ((1 << length) - 1) << start
            if pattern & bits != bits:
                break
            runs.append((start, length))
    return tuple(runs)


_SEQUENCES.update(
    {suit: tuple(_sequences(suit, pattern) for pattern in range(512)) for suit in _SUITS}
)
"""Per suit and sequence-order pattern, every sequence it holds (built once at import)."""
_SEQUENCES_BY_SUIT_BITS: Final = tuple(
    (suit * 9, tuple(_SEQUENCES[suit][_PATTERN_OF_SUIT_BITS[bits]] for bits in range(512)))
    for suit in _SUITS
)
"""Per suit: its bit offset in a card set, and per 9-bit holding the sequences it holds."""
_FOURS_BY_RANKS: Final = tuple(
    tuple(four for four in _FOUR_COMBINATIONS if (four.cards >> _SUITS[0] * 9) & ranks)
    for ranks in range(512)
)
"""Per set of ranks held in all four suits (9 bits, rank order), the fours that score."""


def best_weis(hand: CardSet, contract: JassContract) -> tuple[Combination, ...]:
    """The player's Weis: the disjoint combinations with the most points; among equal
    totals, the set whose strongest combination is strongest (RULES §2.8). Strongest
    first."""
    found = candidates(hand)
    if len(found) <= 1:
        return tuple(found)
    return _best_disjoint(tuple(found), contract.name)


@lru_cache(maxsize=4096)
def _best_disjoint(found: tuple[Combination, ...], contract_name: str) -> tuple[Combination, ...]:
    """The best disjoint subset of overlapping ``found`` (cached: few shapes recur)."""
    contract = CONTRACTS[contract_name]
    best: tuple[tuple[object, ...], tuple[Combination, ...]] = ((0,), ())

    def search(start: int, used: CardSet, chosen: tuple[Combination, ...], points: int) -> None:
        nonlocal best
        if chosen:
            top = max(strength(c, contract) for c in chosen)
            if (points, top) > best[0]:
                best = ((points, top), chosen)
        for index in range(start, len(found)):
            combination = found[index]
            if not combination.cards & used:
                search(
                    index + 1,
                    used | combination.cards,
                    (*chosen, combination),
                    points + combination.points,
                )

    search(0, 0, (), 0)
    return tuple(sorted(best[1], key=lambda c: strength(c, contract), reverse=True))


def weis_points(combinations: Sequence[Combination]) -> int:
    return sum(combination.points for combination in combinations)


def winning_seat(
    weis: Sequence[tuple[Combination, ...]], contract: JassContract, forehand: int
) -> int | None:
    """The seat holding the single best combination, or None when nobody has Weis; ties
    go to the seat earlier in the first trick (counted from forehand)."""
    best_key: tuple[object, ...] | None = None
    best_seat = None
    for offset in range(len(weis)):
        seat = (forehand + offset) % len(weis)
        if not weis[seat]:
            continue
        key = (strength(weis[seat][0], contract), -offset)
        if best_key is None or key > best_key:
            best_key, best_seat = key, seat
    return best_seat
