"""The packs each game plays with, and seeded shuffling and dealing.

A seed becomes a deal the same way on every machine and Python version: BLAKE2b turns the
seed into 512 random bits, and that number, read in a mixed radix (a Lehmer code), picks
one of the n! orders of the pack with a bias below 2^-370; the ordered cards then go to
the seats in packets, as a dealer hands them out.
"""

import hashlib
from collections.abc import Sequence
from typing import Final

from cardavia.core.cards import Card, CardSet, Rank, Suit, card_set, make_card
from cardavia.core.errors import InvalidRecord

GERMAN_SUITS: Final = (Suit.ACORNS, Suit.LEAVES, Suit.HEARTS, Suit.BELLS)
SWISS_SUITS: Final = (Suit.ROSES, Suit.BELLS, Suit.SHIELDS, Suit.ACORNS)
RANKS_32: Final = (
    Rank.ACE,
    Rank.TEN,
    Rank.KING,
    Rank.OBER,
    Rank.UNTER,
    Rank.NINE,
    Rank.EIGHT,
    Rank.SEVEN,
)
RANKS_36: Final = (*RANKS_32, Rank.SIX)

GERMAN_32: Final[CardSet] = card_set(make_card(s, r) for s in GERMAN_SUITS for r in RANKS_32)
"""The 32-card German-suited pack of Schafkopf and Skat (A T K O U 9 8 7)."""

SWISS_36: Final[CardSet] = card_set(make_card(s, r) for s in SWISS_SUITS for r in RANKS_36)
"""The 36-card Swiss pack of Schieber Jass (A K O U T 9 8 7 6)."""


def seeded_number(seed: int) -> int:
    """512 random bits drawn from ``seed`` (any integer), the same on every machine."""
    size = (seed.bit_length() + 8) // 8 + 1
    digest = hashlib.blake2b(seed.to_bytes(size, "little", signed=True), person=b"cardavia")
    return int.from_bytes(digest.digest(), "little")


def packet_seats(players: int, first: int, packets: Sequence[int]) -> tuple[int, ...]:
    """The seat that receives each card of an ordered pack dealt in rounds of ``packets``
    from seat ``first`` on, in play order. Cards after the packets are left over (-1)."""
    seats = []
    for size in packets:
        for offset in range(players):
            seats += [(first + offset) % players] * size
    return tuple(seats)


def deal_by_number(
    cards: Sequence[Card], number: int, seats: Sequence[int], hands: int
) -> tuple[list[CardSet], int]:
    """Deal ``cards`` in the order that ``number`` picks among all their orders (a Lehmer
    code, one mixed-radix digit per card): the card at position ``p`` goes to hand
    ``seats[p]``; positions past the end of ``seats`` stay undealt. Returns the ``hands``
    card sets and what is left of ``number``."""
    remaining = list(cards)
    pop = remaining.pop
    dealt = [0] * hands
    for seat, left in zip(seats, range(len(remaining), 0, -1), strict=False):
        number, index = divmod(number, left)
        dealt[seat] |= 1 << pop(index)
    return dealt, number


def deal_packets(
    order: Sequence[Card], players: int, first: int, packets: Sequence[int]
) -> list[CardSet]:
    """Hands dealt from ``order`` in rounds of ``packets``, starting with seat ``first``.

    Seat ``first`` takes the first packet of each round and the deal goes on in play order,
    as a dealer hands out the cards. Cards left over after the packets stay undealt.
    """
    hands = [0] * players
    for card, seat in zip(order, packet_seats(players, first, packets), strict=False):
        hands[seat] |= 1 << card
    return hands


def check_deal(
    game: str,
    dealer: object,
    hands: list[CardSet],
    hand_size: int,
    pack: CardSet,
    rest: CardSet = 0,
) -> int:
    """The dealer of a recorded deal, once the dealer is a seat and the hands (with
    ``rest``, e.g. the skat) split ``pack`` exactly; raises InvalidRecord saying what is
    wrong."""
    seats = len(hands)
    if not (isinstance(dealer, int) and not isinstance(dealer, bool) and 0 <= dealer < seats):
        raise InvalidRecord(
            "the dealer must be a seat from 0 to {last}, not {dealer}",
            last=seats - 1,
            dealer=repr(dealer),
        )
    union = rest
    for seat, hand in enumerate(hands):
        if hand.bit_count() != hand_size:
            raise InvalidRecord(
                "hand {seat} holds {count} cards, not {size}",
                seat=seat,
                count=hand.bit_count(),
                size=hand_size,
            )
        if union & hand:
            raise InvalidRecord("a card is dealt twice")
        union |= hand
    if union != pack:
        raise InvalidRecord(
            "the cards dealt must be exactly the {count} cards of the {pack} pack",
            count=pack.bit_count(),
            pack=game,
        )
    return dealer
