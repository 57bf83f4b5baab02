"""Helpers and hand-built deals for the Schieber Jass rule tests (RULES §2).

Every deal here uses dealer 3 unless a test says otherwise, so seat 0 is forehand and the
first trick is played by seats 0, 1, 2, 3 in that order. Teams: seats 0 and 2 are team 0,
seats 1 and 3 team 1.

Moves are short strings sent through ``JASS.parse_action`` in their record form: a
contract name (``r b s a obenabe undenufe``) or ``push`` chooses, a card code plays it.
``act`` takes several moves in one string, separated by spaces; ``|`` may separate tricks.

Sequence order inside a suit (for Weis): 6 7 8 9 T U O K A.
Trump order: U 9 A K O T 8 7 6.  Plain / Obenabe order: A K O U T 9 8 7 6.
"""

import random
from collections.abc import Sequence

from cardavia.core.cards import CardSet, format_cards, parse_cards
from cardavia.games.jass import JASS
from cardavia.games.jass.contracts import CONTRACTS
from cardavia.games.jass.state import JassState

DEALER = 3
SUITS = "rbsa"
SEQUENCE_ORDER = "6789TUOKA"
CHOICE_WORDS = {*CONTRACTS, "push"}


def cards(text: str) -> CardSet:
    """The set of the space-separated card codes in ``text``."""
    return parse_cards(text.split())


def codes(text: str) -> set[str]:
    """The card codes of ``text`` as a set of strings (for comparing legal moves)."""
    return set(text.split())


def deal(
    hands: Sequence[str], dealer: int = DEALER, scores_before: tuple[int, int] = (0, 0)
) -> JassState:
    """The deal of the four hands written as space-separated codes, seat 0 first."""
    return JASS.start(dealer, [cards(h) for h in hands], scores_before)


def record_action(move: str) -> dict[str, str]:
    """The record form of one move."""
    return {"choose": move} if move in CHOICE_WORDS else {"play": move}


def act(state: JassState, *moves: str) -> JassState:
    """``state`` after every move of ``moves`` (each string may hold several moves)."""
    for text in moves:
        for move in text.replace("|", " ").split():
            state = state.apply(JASS.parse_action(record_action(move)))
    return state


def legal(state: JassState) -> set[str]:
    """The codes of the cards the player to move may play."""
    return set(format_cards(state.play_legal_mask()))


def play_out(state: JassState, rng: random.Random | None = None) -> JassState:
    """Play until the deal is over: the first legal action, or a random one from ``rng``."""
    while not state.is_over:
        actions = state.legal_actions()
        state = state.apply(rng.choice(actions) if rng else actions[0])
    return state


def is_card_code(value: object) -> bool:
    return (
        isinstance(value, str)
        and len(value) == 2
        and value[0] in SUITS
        and value[1] in SEQUENCE_ORDER
    )


def strings_in(value: object) -> list[str]:
    """Every string anywhere inside a JSON value (keys included)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [*strings_in(k), *strings_in(v)]]
    if isinstance(value, list | tuple):
        return [s for item in value for s in strings_in(item)]
    return []


# ----------------------------------------------------------------------------- deals
# Each deal was checked by hand: 9 cards per seat, the 36 cards of the pack once each.

# BASE: no Weis and no Stöck in any contract. Each suit is spread over the seats in turn
# (6 7 8 9 T U O K A going to seats k, k+1, ...), so no seat holds three cards in a row of
# one suit, no seat holds four of a kind, and every trump K and O are split.
BASE = (
    "r6 rT rA b9 bK s8 sO a7 aU",
    "r7 rU b6 bT bA s9 sK a8 aO",
    "r8 rO b7 bU s6 sT sA a9 aK",
    "r9 rK b8 bO s7 sU a6 aT aA",
)

# VOIDS: seats 1 and 3 hold no bells. Roses: seat 0 rU r9, seat 1 rO rT r8,
# seat 2 rA r7, seat 3 rK r6 (roses K and O split: no Stöck in roses). No Weis in roses.
# Shields: seat 0 sA, seat 1 s7 s9 sU (Under with other shields), seat 2 s6 (a single
# shield, not the Under), seat 3 s8 sT sO sK.
VOIDS = (
    "b6 b8 bT bO rU r9 sA aA a6",
    "rO rT r8 s7 s9 sU a8 aT aO",
    "b7 b9 bU bK bA rA r7 s6 a7",
    "rK r6 s8 sT sO sK a9 aU aK",
)

# UNDER: acorns as trump. Seat 1's only acorn is the Under aU; seat 2 holds a6 a9 aT aK;
# seat 3 holds no acorns.
UNDER = (
    "a7 a8 aO aA r8 rA bU s8 sO",
    "aU r6 r9 rO b7 bT bK s6 sU",
    "a6 a9 aT aK rU b8 bA s9 sA",
    "r7 rT rK b6 b9 bO s7 sT sK",
)
# Roses trump. Seat 0 takes tricks 1-3 with bA, sA, aA while seat 2 throws its only bell,
# shield and acorn, so that in trick 4 seat 2 holds nothing but trumps, all below r9:
ONLY_TRUMPS = (
    "bA bK sA sK sO aA aK aO aU",
    "rU r9 b7 b9 bT s7 s8 a7 a8",
    "r6 r7 r8 rT rO rK b6 s6 a6",
    "rA b8 bU bO s9 sT sU a9 aT",
)
ONLY_TRUMPS_FIRST_THREE_TRICKS = "r | bA b7 b6 b8 | sA s7 s6 s9 | aA a7 a6 a9"

# WEIS: roses trump. Weis per seat (sequence order 6 7 8 9 T U O K A):
#   seat 0: s6 s7 s8 s9 (4 cards, 50) + a6 a7 a8 (3 cards, 20) = 70
#   seat 1: b6 b7 b8 b9 bT (5 cards, 100)                      = 100  <- best combination
#   seat 2: aT aU aO aK (4 cards, 50)                           = 50
#   seat 3: sU sO sK (3 cards, 20)                              = 20
# Team 1 holds the single best combination (seat 1's 100) and scores 100 + 20 = 120;
# team 0 (70 + 50 = 120 as well) scores no Weis. Roses K (seat 2) and O (seat 3) split.
WEIS = (
    "s6 s7 s8 s9 a6 a7 a8 sA bU",
    "b6 b7 b8 b9 bT sT a9 r6 r9",
    "aT aU aO aK bO bA r7 rT rK",
    "sU sO sK bK aA r8 rU rO rA",
)
# Trick 1 in roses: sA (11) sT (10) bO (3) sK (4) = 28, taken by seat 0 (no trump played).
WEIS_FIRST_TRICK = "sA sT bO sK"

# STOECK: roses trump; seat 1 (team 1) holds rK and rO. Nobody holds a Weis in any suit.
#   T1: seat 0 bO, seat 1 rK (first Stöck card, a voluntary trump), seat 2 b8, seat 3 b6
#       -> seat 1 takes bO 3 + rK 4 = 7.
#   T2: seat 1 sO, seat 2 sA, seat 3 s7, seat 0 s6 -> seat 2 takes 3 + 11 = 14.
#   T3: seat 2 rA, seat 3 r6, seat 0 r9, seat 1 rO (second Stöck card: Stöck 20, credited
#       on the card) -> r9 wins: seat 0 takes rA 11 + r9 14 + rO 3 = 28.
STOECK = (
    "r7 r9 bA b9 bO s6 s9 aT aA",
    "r8 rO rK b7 bT bK sO a8 aU",
    "rU rA b8 bU s8 sU sA a7 aO",
    "r6 rT b6 s7 sT sK a6 a9 aK",
)
STOECK_TRICKS = ("bO rK b8 b6", "sO sA s7 s6", "rA r6 r9 rO")


def match_deal(suit: str) -> tuple[str, str, str, str]:
    """Seat 0 holds all nine cards of ``suit``; every other suit goes 6 -> seat 1,
    7 -> seat 2, 8 -> seat 3, 9 -> seat 1, ... so seats 1-3 hold three cards of each other
    suit, none of them in a row, and no four of a kind (seat 0 holds one of every rank)."""
    hands = [" ".join(suit + rank for rank in SEQUENCE_ORDER), "", "", ""]
    for other in SUITS.replace(suit, ""):
        for place, rank in enumerate(SEQUENCE_ORDER):
            seat = 1 + place % 3
            hands[seat] = f"{hands[seat]} {other}{rank}".strip()
    return (hands[0], hands[1], hands[2], hands[3])


MATCH_SUITS = {"r": "r", "b": "b", "s": "s", "a": "a", "obenabe": "r", "undenufe": "r"}
"""The suit seat 0 holds in full in ``match_deal`` for each contract: the trump suit, or
roses without trumps."""
