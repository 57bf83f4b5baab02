"""The packs each game plays with, and seeded shuffling and dealing."""

import random
from collections.abc import Sequence

from cardavia.core.cards import Card, CardSet, Rank, Suit, card_set, cards_in, make_card
from cardavia.core.errors import InvalidRecord

GERMAN_SUITS = (Suit.ACORNS, Suit.LEAVES, Suit.HEARTS, Suit.BELLS)
SWISS_SUITS = (Suit.ROSES, Suit.BELLS, Suit.SHIELDS, Suit.ACORNS)
RANKS_32 = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNTER, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
RANKS_36 = (*RANKS_32, Rank.SIX)

GERMAN_32: CardSet = card_set(make_card(s, r) for s in GERMAN_SUITS for r in RANKS_32)
"""The 32-card German-suited pack of Schafkopf and Skat (A T K O U 9 8 7)."""

SWISS_36: CardSet = card_set(make_card(s, r) for s in SWISS_SUITS for r in RANKS_36)
"""The 36-card Swiss pack of Schieber Jass (A K O U T 9 8 7 6)."""


def shuffled(deck: CardSet, rng: random.Random) -> list[Card]:
    """The cards of ``deck`` in a random order drawn from ``rng``."""
    cards = cards_in(deck)
    rng.shuffle(cards)
    return cards


def deal_packets(
    order: Sequence[Card], players: int, first: int, packets: Sequence[int]
) -> list[CardSet]:
    """Hands dealt from ``order`` in rounds of ``packets``, starting with seat ``first``.

    Seat ``first`` takes the first packet of each round and the deal goes on in play order,
    as a dealer hands out the cards. Cards left over after the packets stay undealt.
    """
    hands = [0] * players
    position = 0
    for size in packets:
        for offset in range(players):
            seat = (first + offset) % players
            for card in order[position : position + size]:
                hands[seat] |= 1 << card
            position += size
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
        raise InvalidRecord(f"the dealer must be a seat from 0 to {seats - 1}, not {dealer!r}")
    union = rest
    for seat, hand in enumerate(hands):
        if hand.bit_count() != hand_size:
            raise InvalidRecord(f"hand {seat} holds {hand.bit_count()} cards, not {hand_size}")
        if union & hand:
            raise InvalidRecord("a card is dealt twice")
        union |= hand
    if union != pack:
        raise InvalidRecord(
            f"the cards dealt must be exactly the {pack.bit_count()} cards of the {game} pack"
        )
    return dealer
