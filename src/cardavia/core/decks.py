"""The packs each game plays with, and seeded shuffling and dealing.

A seed becomes a deal the same way on every machine and Python version: BLAKE2b turns the
seed into 512 random bits, and that number, read in a mixed radix (a Lehmer code), picks
one of the n! orders of the pack with a bias below 2^-370; the ordered cards then go to
the seats in packets, as a dealer hands them out.
"""

import hashlib
from collections.abc import Sequence
from functools import cache
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
    indices, number = lehmer_digits(number, len(remaining), min(len(seats), len(remaining)))
    for seat, index in zip(seats, indices, strict=False):
        dealt[seat] |= 1 << pop(index)
    return dealt, number


def lehmer_digits(number: int, size: int, count: int) -> tuple[list[int], int]:
    """The first ``count`` digits of ``number`` in the mixed radix ``size``, ``size - 1``,
    ... (least significant first), and what is left of it: ``number, digit =
    divmod(number, radix)`` radix by radix, with one division of the 512-bit number per
    group of radices whose product fits a machine word (the rest on small ints)."""
    digits: list[int] = []
    for group, radices in _radix_groups(size, count):
        number, chunk = divmod(number, group)
        for radix in radices:
            chunk, digit = divmod(chunk, radix)
            digits.append(digit)
    return digits, number


@cache
def _radix_groups(size: int, count: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """The radices ``size``, ``size - 1``, ... (``count`` of them) in groups, each with the
    product of its radices below 2^60."""
    groups: list[tuple[int, tuple[int, ...]]] = []
    radices: list[int] = []
    product = 1
    for radix in range(size, size - count, -1):
        if product * radix >= 1 << 60:
            groups.append((product, tuple(radices)))
            radices, product = [], 1
        radices.append(radix)
        product *= radix
    if radices:
        groups.append((product, tuple(radices)))
    return tuple(groups)


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
