"""Schafkopf's contracts as data (RULES §1.2, §1.3, §1.5): trumps, ranking, base values,
runners, and who may bid what."""

from dataclasses import dataclass
from typing import Final

from cardavia.core.cards import (
    RANK_CODES,
    Card,
    CardSet,
    Rank,
    Suit,
    bit,
    make_card,
    suit_mask,
)
from cardavia.core.decks import GERMAN_32
from cardavia.core.tricks import TrickRules, make_trick_rules

PACK: Final = GERMAN_32
CARD_POINTS: Final = {"A": 11, "T": 10, "K": 4, "O": 3, "U": 2}
SUITS: Final = (Suit.ACORNS, Suit.LEAVES, Suit.HEARTS, Suit.BELLS)
OBERS: Final = tuple(make_card(suit, Rank.OBER) for suit in SUITS)
UNTERS: Final = tuple(make_card(suit, Rank.UNTER) for suit in SUITS)
OBERS_AND_UNTERS: Final[CardSet] = sum(1 << card for card in (*OBERS, *UNTERS))
UNTERS_MASK: Final[CardSet] = sum(1 << card for card in UNTERS)
SOLO_PLAIN_ORDER: Final = "ATK987"
WENZ_PLAIN_ORDER: Final = "ATKO987"
CALLABLE_SUITS: Final = (Suit.ACORNS, Suit.LEAVES, Suit.BELLS)

RUFER, WENZ, SOLO, WENZ_TOUT, SOLO_TOUT, SIE = (
    "rufer",
    "wenz",
    "solo",
    "wenz_tout",
    "solo_tout",
    "sie",
)
CONTRACT_TYPES: Final = (RUFER, WENZ, SOLO, WENZ_TOUT, SOLO_TOUT, SIE)
"""The contract types, lowest to highest: a bid must name a strictly higher type."""
RAMSCH: Final = "ramsch"
"""The contract played when all four pass at a table with Ramsch (house rules §1.2)."""

TITLES: Final = {
    RUFER: "Rufer",
    WENZ: "Wenz",
    SOLO: "Solo",
    WENZ_TOUT: "Wenz Tout",
    SOLO_TOUT: "Solo Tout",
    SIE: "Sie",
    RAMSCH: "Ramsch",
}


@dataclass(frozen=True, slots=True)
class SchafkopfContract:
    """One biddable contract: its type, suit (called ace's or trump suit) and rules.

    ``trump_order`` lists the trumps high to low, the order runners are counted in.
    """

    kind: str
    suit: Suit | None
    rules: TrickRules
    trump_order: tuple[Card, ...]
    base: int
    runner_minimum: int
    runner_value: int
    alone: bool
    """One against three (every contract but Rufer)."""
    tout: bool
    declared: bool = True
    """Whether a seat declared it: False for a Ramsch, which every seat plays for itself,
    with no declaring side to win, to count Schneider or runners for, or to double."""
    bid_without: CardSet = 0
    """Cards a hand must not hold to bid it (a Rufer's called ace)."""
    bid_with_one_of: CardSet = 0
    """A hand must hold one of these to bid it, unless none are named (a Rufer's or a
    Solo's plain cards of its suit)."""
    bid_with_all: CardSet = 0
    """Cards a hand must hold to bid it (Sie: every Ober and Unter)."""

    @property
    def rank(self) -> int:
        """The contract type's place in the bidding order."""
        return CONTRACT_TYPES.index(self.kind)

    @property
    def called_ace(self) -> Card | None:
        """The ace a Rufer calls; None in every other contract."""
        if self.kind != RUFER or self.suit is None:
            return None
        return make_card(self.suit, Rank.ACE)

    @property
    def has_bonuses(self) -> bool:
        """Whether Schneider and Schwarz count (not in Touts or Sie)."""
        return not self.tout and self.kind != SIE and self.declared

    @property
    def title(self) -> str:
        suit = (
            "" if self.suit is None else f" ({('acorns', 'leaves', 'hearts', 'bells')[self.suit]})"
        )
        return TITLES[self.kind] + suit

    def plain_cards(self, hand: CardSet, suit: int) -> CardSet:
        """The cards of ``hand`` of printed ``suit`` that are not Obers or Unters."""
        return hand & suit_mask(suit) & ~OBERS_AND_UNTERS

    def allows(self, hand: CardSet) -> bool:
        """Whether a player holding ``hand`` may bid this contract (RULES §1.2, §1.6)."""
        return (
            not hand & self.bid_without
            and (not self.bid_with_one_of or bool(hand & self.bid_with_one_of))
            and hand & self.bid_with_all == self.bid_with_all
        )


def _solo_order(suit: Suit | None) -> tuple[Card, ...]:
    if suit is None:
        return (*OBERS, *UNTERS)
    return (*OBERS, *UNTERS, *(make_card(suit, RANK_CODES.index(r)) for r in SOLO_PLAIN_ORDER))


def _contract(kind: str, suit: Suit | None) -> SchafkopfContract:
    wenz = kind in (WENZ, WENZ_TOUT)
    if wenz:
        order: tuple[Card, ...] = UNTERS
        plain = WENZ_PLAIN_ORDER
    else:
        order = _solo_order(Suit.HEARTS if kind == RUFER else suit)
        plain = SOLO_PLAIN_ORDER
    tout = kind in (WENZ_TOUT, SOLO_TOUT)
    base = {RUFER: 1, WENZ: 5, SOLO: 5, WENZ_TOUT: 10, SOLO_TOUT: 10, SIE: 20}[kind]
    runner_value = 4 if kind == SIE else 2 if tout else 1
    rules = make_trick_rules(PACK, order, plain, CARD_POINTS)
    # RULES §1.2: a Rufer calls an ace its caller does not hold, in a suit the caller holds
    # a plain card of; §1.6: a Solo's player holds a plain card of its suit; Sie: all eight.
    suit_plain = 0 if suit is None else suit_mask(suit) & ~OBERS_AND_UNTERS
    return SchafkopfContract(
        kind=kind,
        suit=suit,
        rules=rules,
        trump_order=order,
        base=base,
        runner_minimum=2 if wenz else 3,
        runner_value=runner_value,
        alone=kind != RUFER,
        tout=tout,
        bid_without=bit(make_card(suit, Rank.ACE)) if kind == RUFER and suit is not None else 0,
        bid_with_one_of=suit_plain if kind in (RUFER, SOLO, SOLO_TOUT) else 0,
        bid_with_all=OBERS_AND_UNTERS if kind == SIE else 0,
    )


CONTRACTS: Final[tuple[SchafkopfContract, ...]] = (
    *(_contract(RUFER, suit) for suit in CALLABLE_SUITS),
    _contract(WENZ, None),
    *(_contract(SOLO, suit) for suit in SUITS),
    _contract(WENZ_TOUT, None),
    *(_contract(SOLO_TOUT, suit) for suit in SUITS),
    _contract(SIE, None),
)
"""Every biddable contract, lowest type first."""

RAMSCH_CONTRACT: Final = SchafkopfContract(
    kind=RAMSCH,
    suit=None,
    rules=make_trick_rules(PACK, _solo_order(Suit.HEARTS), SOLO_PLAIN_ORDER, CARD_POINTS),
    trump_order=_solo_order(Suit.HEARTS),
    base=1,
    runner_minimum=0,
    runner_value=0,
    alone=True,
    tout=False,
    declared=False,
)
"""A Ramsch (house rules §1.2): a Rufer's trumps and ranking, no called ace, no
declarer; worth the Rufer's base. Never bid: it is what all four passing leads to."""


def find_contract(kind: str, suit: int | None) -> SchafkopfContract | None:
    """The contract of ``kind`` with ``suit``, or None when there is no such contract."""
    for contract in CONTRACTS:
        if contract.kind == kind and contract.suit == suit:
            return contract
    return None


def runners(contract: SchafkopfContract, side_cards: CardSet) -> int:
    """The runners (Laufende) of a deal, counted for whichever side held the top trump:
    the unbroken run from the top of the trump order held by one side (RULES §1.5).
    ``side_cards`` is what the declarer side was dealt. Below the minimum it is 0."""
    order = contract.trump_order
    holding = (side_cards >> order[0]) & 1
    run = 0
    for card in order:
        if (side_cards >> card) & 1 != holding:
            break
        run += 1
    return run if run >= contract.runner_minimum else 0
