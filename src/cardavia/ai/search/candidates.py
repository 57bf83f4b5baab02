"""The options a search player weighs: the legal actions less those never worth the time.

Skat's bidding offers every value of the ladder, but a jump bid only tells the others
more; its discard offers 66 pairs, but a declarer keeps his Jacks and puts away cards
of short suits (to make a void, or to bank an ace or ten in the skat).
"""

from itertools import combinations

from cardavia.core.cards import RANK_CODES, CardSet, cards_in, rank_mask, suit_mask, suit_of
from cardavia.core.game import Action
from cardavia.games.skat.actions import Bid, Discard

JACKS = rank_mask(RANK_CODES.index("U"))
SHORT_SUIT = 3
"""A suit held this short (Jacks aside) is worth emptying into the skat."""


def candidates(legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """The legal actions worth searching, in their legal order."""
    bids = [action for action in legal if isinstance(action, Bid)]
    if len(bids) > 1:
        lowest = min(bids, key=lambda bid: bid.value)
        return tuple(a for a in legal if not isinstance(a, Bid) or a is lowest)
    discards = [action for action in legal if isinstance(action, Discard)]
    if discards:
        return tuple(_worth_discarding(discards)) or tuple(legal)
    return legal


def _worth_discarding(discards: list[Discard]) -> list[Discard]:
    hand: CardSet = 0
    for discard in discards:
        hand |= discard.cards
    plain = hand & ~JACKS
    short = 0
    for suit in {suit_of(card) for card in cards_in(plain)}:
        if (plain & suit_mask(suit)).bit_count() <= SHORT_SUIT:
            short |= plain & suit_mask(suit)
    pairs = {(1 << a) | (1 << b) for a, b in combinations(cards_in(short), 2)}
    return [discard for discard in discards if discard.cards in pairs]
