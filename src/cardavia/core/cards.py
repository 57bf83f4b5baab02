"""Cards as small ints, sets of cards as int bitmasks, and the card codes of RULES §0.

A card is ``suit * 9 + rank``: suits ``a l h b r s`` are 0-5 and ranks ``A T K O U 9 8 7 6``
are 0-8, so every card of every pack fits in the low 54 bits of a ``CardSet``. Set algebra,
follow-suit checks and point counts are then bit operations.
"""

from collections.abc import Iterable, Iterator
from enum import IntEnum
from typing import Final

from cardavia.core.errors import BadNotation

Card = int
CardSet = int

SUIT_CODES: Final = "alhbrs"
RANK_CODES: Final = "ATKOU9876"
RANKS_PER_SUIT: Final = len(RANK_CODES)


class Suit(IntEnum):
    """The six suits of RULES §0: four German-suited, roses and shields Swiss."""

    ACORNS = 0
    LEAVES = 1
    HEARTS = 2
    BELLS = 3
    ROSES = 4
    SHIELDS = 5


class Rank(IntEnum):
    """Ranks in code order (RULES §0); the order a game ranks them in is the game's."""

    ACE = 0
    TEN = 1
    KING = 2
    OBER = 3
    UNTER = 4
    NINE = 5
    EIGHT = 6
    SEVEN = 7
    SIX = 8


SUIT_NAMES: Final = ("acorns", "leaves", "hearts", "bells", "roses", "shields")
SUIT_ADJECTIVES: Final = ("acorn", "leaves", "hearts", "bells", "rose", "shields")
RANK_NAMES: Final = ("ace", "ten", "King", "Ober", "Unter", "nine", "eight", "seven", "six")

EMPTY: Final[CardSet] = 0


def make_card(suit: int, rank: int) -> Card:
    """The card of ``suit`` and ``rank``."""
    return suit * RANKS_PER_SUIT + rank


def suit_of(card: Card) -> int:
    """The printed suit of ``card`` (a game may rank it in another, e.g. as trump)."""
    return card // RANKS_PER_SUIT


def rank_of(card: Card) -> int:
    """The printed rank of ``card``."""
    return card % RANKS_PER_SUIT


def parse_card(text: object) -> Card:
    """The card written ``text`` (``"aO"``, ``"hT"``, ``"r7"``); anything else raises.

    >>> format_card(parse_card("hT"))
    'hT'
    """
    if not isinstance(text, str) or len(text) != 2:
        raise BadNotation(
            "{text} is not a card code: a card is two characters, a suit ({suits}) then a "
            "rank ({ranks}), e.g. 'aO'",
            text=repr(text),
            suits=", ".join(SUIT_CODES),
            ranks=", ".join(RANK_CODES),
        )
    suit = SUIT_CODES.find(text[0])
    if suit < 0:
        raise BadNotation(
            "{text} is not a card code: {suit} is not a suit (the suits are {suits})",
            text=repr(text),
            suit=repr(text[0]),
            suits=", ".join(SUIT_CODES),
        )
    rank = RANK_CODES.find(text[1])
    if rank < 0:
        raise BadNotation(
            "{text} is not a card code: {rank} is not a rank (the ranks are {ranks})",
            text=repr(text),
            rank=repr(text[1]),
            ranks=", ".join(RANK_CODES),
        )
    return make_card(suit, rank)


def format_card(card: Card) -> str:
    """The code of ``card``, e.g. ``"aO"``."""
    if not 0 <= card < len(SUIT_CODES) * RANKS_PER_SUIT:
        raise BadNotation("{number} is not a card number", number=repr(card))
    return SUIT_CODES[suit_of(card)] + RANK_CODES[rank_of(card)]


def card_name(card: Card) -> str:
    """The card in words, e.g. ``"acorn Ober"``, ``"hearts ten"``."""
    return f"{SUIT_ADJECTIVES[suit_of(card)]} {RANK_NAMES[rank_of(card)]}"


def bit(card: Card) -> CardSet:
    """The set holding only ``card``."""
    return 1 << card


def card_set(cards: Iterable[Card]) -> CardSet:
    """The set of ``cards`` (duplicates collapse)."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_in(mask: CardSet) -> list[Card]:
    """The cards of ``mask`` in ascending card order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def iter_cards(mask: CardSet) -> Iterator[Card]:
    """Iterate the cards of ``mask`` in ascending card order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: CardSet) -> int:
    """How many cards ``mask`` holds."""
    return mask.bit_count()


def contains(mask: CardSet, card: Card) -> bool:
    """Whether ``mask`` holds ``card``."""
    return (mask >> card) & 1 == 1


def parse_cards(codes: Iterable[object]) -> CardSet:
    """The set written as a list of card codes; a card written twice raises."""
    if isinstance(codes, str):
        raise BadNotation("{text} is not a list of card codes", text=repr(codes))
    mask = 0
    for code in codes:
        card = parse_card(code)
        if (mask >> card) & 1:
            raise BadNotation("the card {code} is listed twice", code=repr(code))
        mask |= 1 << card
    return mask


def format_cards(mask: CardSet) -> list[str]:
    """The codes of the cards of ``mask`` in ascending card order."""
    return [format_card(card) for card in cards_in(mask)]


def suit_mask(suit: int) -> CardSet:
    """All nine cards of ``suit`` (a pack holds a subset)."""
    return ((1 << RANKS_PER_SUIT) - 1) << (suit * RANKS_PER_SUIT)


def rank_mask(rank: int) -> CardSet:
    """The card of ``rank`` in each of the six suits (a pack holds a subset)."""
    return card_set(make_card(suit, rank) for suit in range(len(SUIT_CODES)))
