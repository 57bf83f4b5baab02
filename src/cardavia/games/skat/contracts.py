"""Skat's games as data (RULES §3.4-3.5): trumps, ranking, base values, the bid ladder."""

from dataclasses import dataclass
from typing import Final

from cardavia.core.cards import RANK_CODES, Card, CardSet, Suit, make_card, parse_card
from cardavia.core.decks import GERMAN_32
from cardavia.core.tricks import TrickRules, make_trick_rules

PACK: Final = GERMAN_32
CARD_POINTS: Final = {"A": 11, "T": 10, "K": 4, "O": 3, "U": 2}
UNTERS: Final = tuple(parse_card(code) for code in ("aU", "lU", "hU", "bU"))
SUIT_PLAIN_ORDER: Final = "ATKO987"
NULL_ORDER: Final = "AKOUT987"

SUIT_BASE: Final = {Suit.ACORNS: 12, Suit.LEAVES: 11, Suit.HEARTS: 10, Suit.BELLS: 9}
GRAND_BASE: Final = 24
NULL_VALUES: Final = {
    (False, False): 23,  # (ouvert, hand)
    (False, True): 35,
    (True, False): 46,
    (True, True): 59,
}
SUIT_MULTIPLIERS: Final = range(2, 16)
RAMSCH_KIND: Final = "ramsch"
GRAND_MULTIPLIERS: Final = range(2, 9)


@dataclass(frozen=True, slots=True)
class SkatContract:
    """One game a declarer can announce: its record name, rules and base value.

    ``trump_order`` lists the trumps high to low, the order matadors are counted in; it is
    empty in Null games, whose value is fixed (``null_values`` by Hand). ``kind`` says how
    the deal is scored: ``suit``, ``grand``, ``null``, or ``ramsch`` (no declarer, every
    player for himself: docs/house-rules.md §3.2).
    """

    name: str
    title: str
    rules: TrickRules
    trump_order: tuple[Card, ...]
    base: int
    is_null: bool
    ouvert: bool
    kind: str = "suit"

    @property
    def is_ramsch(self) -> bool:
        return self.kind == RAMSCH_KIND

    def null_value(self, hand: bool) -> int:
        """The fixed value of a Null game, played Hand or not."""
        return NULL_VALUES[(self.ouvert, hand)]


def _suit_game(suit: Suit, name: str, title: str) -> SkatContract:
    suit_cards = (make_card(suit, RANK_CODES.index(rank)) for rank in SUIT_PLAIN_ORDER)
    order = (*UNTERS, *suit_cards)
    rules = make_trick_rules(PACK, order, SUIT_PLAIN_ORDER, CARD_POINTS)
    return SkatContract(name, title, rules, order, SUIT_BASE[suit], False, False)


def _grand() -> SkatContract:
    rules = make_trick_rules(PACK, UNTERS, SUIT_PLAIN_ORDER, CARD_POINTS)
    return SkatContract("grand", "Grand", rules, UNTERS, GRAND_BASE, False, False, "grand")


def _null(ouvert: bool) -> SkatContract:
    rules = make_trick_rules(PACK, (), NULL_ORDER, CARD_POINTS)
    name, title = ("null_ouvert", "Null Ouvert") if ouvert else ("null", "Null")
    return SkatContract(name, title, rules, (), 0, True, ouvert, "null")


def _ramsch() -> SkatContract:
    """Only the Unters are trumps, in the Grand order; the suits rank as in a Grand."""
    rules = make_trick_rules(PACK, UNTERS, SUIT_PLAIN_ORDER, CARD_POINTS)
    return SkatContract("ramsch", "Ramsch", rules, UNTERS, 0, False, False, RAMSCH_KIND)


CONTRACTS: Final[dict[str, SkatContract]] = {
    contract.name: contract
    for contract in (
        _suit_game(Suit.ACORNS, "a", "Acorns"),
        _suit_game(Suit.LEAVES, "l", "Leaves"),
        _suit_game(Suit.HEARTS, "h", "Hearts"),
        _suit_game(Suit.BELLS, "b", "Bells"),
        _grand(),
        _null(ouvert=False),
        _null(ouvert=True),
    )
}
"""Every Skat game by its record name: ``a l h b grand null null_ouvert``."""

RAMSCH: Final = _ramsch()
"""The Ramsch played when all three pass (house rule ``ramsch``); nobody declares it, so
it is not among ``CONTRACTS``."""


def _bid_ladder() -> tuple[int, ...]:
    values = {base * m for base in SUIT_BASE.values() for m in SUIT_MULTIPLIERS}
    values |= {GRAND_BASE * m for m in GRAND_MULTIPLIERS}
    values |= set(NULL_VALUES.values())
    return tuple(sorted(values))


BID_LADDER: Final = _bid_ladder()
"""Every value a game can reach under our rules, from 18 (RULES §3.6)."""


def matadors(contract: SkatContract, cards: CardSet) -> tuple[int, bool]:
    """The matador count of ``cards`` and whether it is "with" (RULES §3.5): the unbroken
    run, from the acorn Unter down the trump order, of trumps held or of trumps lacked."""
    order = contract.trump_order
    holding = (cards >> order[0]) & 1 == 1
    run = 0
    for card in order:
        if ((cards >> card) & 1 == 1) != holding:
            break
        run += 1
    return run, holding


def smallest_multiple_at_least(base: int, bid: int) -> int:
    """The smallest multiple of ``base`` that is at least ``bid`` (the overbid loss)."""
    return -(-bid // base) * base
