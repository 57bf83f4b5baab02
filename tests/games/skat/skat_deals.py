"""Helpers and hand-built deals for the Skat rule tests (RULES §3).

Every deal here uses dealer 2, so seat 0 is forehand, seat 1 middlehand and seat 2
rearhand (RULES §3.1). Actions are written as short strings and sent through
``SKAT.parse_action`` in their record form:

    "bid 20", "hold", "pass", "pickup", "hand", "discard bK bO", "declare h", "aU"

A bare card code plays that card; ``|`` may separate tricks for readability.
"""

from collections.abc import Iterable

from cardavia.core.cards import parse_cards
from cardavia.games.skat import SKAT
from cardavia.games.skat.state import SkatState

DEALER = 2
FOREHAND, MIDDLEHAND, REARHAND = 0, 1, 2


def forehand_declares_at(value: int) -> list[str]:
    """Middlehand names ``value``, forehand holds, middlehand and rearhand pass."""
    return [f"bid {value}", "hold", "pass", "pass"]


FOREHAND_AT_18 = ["pass", "pass", "bid 18"]
"""Middlehand and rearhand pass without bidding; forehand takes the game at 18."""


def deal(hands: Iterable[str], skat: str, dealer: int = DEALER) -> SkatState:
    """The deal with the three hands and the skat written as space-separated codes."""
    return SKAT.start(dealer, [parse_cards(h.split()) for h in hands], parse_cards(skat.split()))


def record(text: str) -> dict[str, object]:
    """The record form of one action written as a short string."""
    verb, *args = text.split()
    if verb == "bid":
        return {"bid": int(args[0])}
    if verb in ("hold", "pass", "pickup", "hand"):
        return {verb: True}
    if verb == "discard":
        return {"discard": args}
    if verb == "declare":
        return {"declare": args[0]}
    if verb == "play":
        return {"play": args[0]}
    return {"play": verb}


def act(state: SkatState, *actions: str) -> SkatState:
    """``state`` after the actions, each written as a short string (see the module doc)."""
    for action in actions:
        state = state.apply(SKAT.parse_action(record(action)))
    return state


def play_cards(state: SkatState, cards: str) -> SkatState:
    """``state`` after playing the card codes in ``cards`` in order (``|`` is ignored)."""
    for code in cards.replace("|", " ").split():
        state = state.apply(SKAT.parse_action({"play": code}))
    return state


def play_out(state: SkatState) -> SkatState:
    """Play the first legal card for every player until the deal is over."""
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


# ----------------------------------------------------------------------------- deals
# Each deal lists hands for seats 0, 1, 2 and the skat; the cards and points of every deal
# were checked by hand: 8 cards per suit, 32 in all, 120 card points.

# D1: hearts for forehand "with two" (aU, lU; no hU).
# Points: seat 0 = 2+2+11+10+4+3 = 32, seat 1 = 2+11+10+4+11+10+4 = 52,
# seat 2 = 2+3+3+11+10 = 29, skat bK bO = 7; 32+52+29+7 = 120.
D1_HANDS = (
    "aU lU hA hT hK hO h9 a7 l7 b7",
    "hU h8 aA aT aK lA lT lK b9 b8",
    "bU h7 aO a9 a8 lO l9 l8 bA bT",
)
D1_SKAT = "bK bO"
# Tricks (winner, points):        T1 0:2  T2 0:6  T3 0:11  T4 1:11  T5 0:16
#                                 T6 1:11 T7 0:13 T8 2:11  T9 0:18  T10 0:14
# Declarer tricks 2+6+11+16+13+18+14 = 80, defenders 11+11+11 = 33.
D1_PLAY = (
    "aU h8 h7 | lU hU bU | hA b8 a8 | a7 aA a9 | aT aO hO | "
    "l7 lA l8 | lT lO h9 | b7 b9 bA | bT hK aK | hT lK l9"
)

# D2: hearts for forehand "without two" (no aU, no lU; holds hU), a weak hand.
# Points: seat 0 = 2, seat 1 = 75, seat 2 = 40, skat bO b9 = 3; 2+75+40+3 = 120.
D2_HANDS = (
    "hU h9 h8 h7 a7 a8 l7 l8 b7 b8",
    "aU lU hA hT aA aT aK lA lT lK",
    "bU hK hO aO a9 lO l9 bA bT bK",
)
D2_SKAT = "bO b9"
# The declarer wins only T4 (aK l9 h8 = 4 points): 4 + skat 3 = 7 card points.
D2_PLAY_ONE_TRICK = (
    "h7 hA hK | aA aO a7 | aT a9 a8 | aK l9 h8 | l7 lA lO | "
    "lT bK l8 | lK bT b7 | hT hO h9 | lU bU hU | aU bA b8"
)
# The declarer takes no trick at all; only the skat (3 points) is theirs.
D2_PLAY_NO_TRICK = (
    "h7 hA hK | aA aO a7 | aT a9 a8 | aK l9 b7 | lA lO l7 | "
    "lT bK l8 | lK bT b8 | hT hO h8 | lU bU h9 | aU bA hU"
)

# D4: Grand for forehand with all four Unters and the aces and tens of a, l, h.
D4_HANDS = (
    "aU lU hU bU aA aT lA lT hA hT",
    "aK aO a9 a8 a7 lK lO l9 l8 l7",
    "hK hO h9 h8 h7 bA bT bK bO b9",
)
D4_SKAT = "b8 b7"

# D5: like D4, but the declarer holds h7 for hT: the defenders win one trick worth 0.
D5_HANDS = (
    "aU lU hU bU aA aT lA lT hA h7",
    "aK aO a9 a8 a7 lK lO l9 l8 l7",
    "hT hK hO h9 h8 bA bT bK bO b9",
)
D5_SKAT = "b8 b7"
# T1 h7 a7 h8 -> seat 2 (0 points); every other trick is the declarer's.
D5_PLAY = (
    "h7 a7 h8 | b9 bU a8 | aU a9 h9 | lU l7 bO | hU l8 bK | "
    "aA aK hO | aT aO hK | lA lK bT | lT lO bA | hA l9 hT"
)

# D6: hearts Hand for forehand holding no Unter; the skat holds bU.
# Dealt cards alone: without aU lU hU bU, and hA is held: "without 4".
# Dealt cards plus the skat: without aU lU hU, then bU held: "without 3".
D6_HANDS = (
    "hA hT hK hO h9 h8 h7 aA lA bA",
    "aU lU aT aK aO a9 a8 a7 lT lK",
    "hU lO l9 l8 l7 bT bK bO b9 b8",
)
D6_SKAT = "bU b7"
D6_PLAY = (
    "hA lU hU | aU b8 h7 | aT l7 aA | lA lT l8 | bA a7 b9 | "
    "hT a8 bO | hK a9 bK | hO aO bT | h9 aK l9 | h8 lK lO"
)

# D7: Grand for forehand with aU lU hU; bU lies in the skat and is put away again.
D7_HANDS = (
    "aU lU hU b8 aA aT lA lT hA hT",
    "aK aO a9 a8 a7 lK lO l9 l8 l7",
    "hK hO h9 h8 h7 bA bT bK bO b9",
)
D7_SKAT = "bU b7"
D7_PLAY = (
    "aU a7 h7 | lU a8 h8 | hU a9 h9 | aA aK b9 | aT aO hO | "
    "lA lK hK | lT lO bO | hA l9 bK | hT l8 bT | b8 l7 bA"
)

# D8: hearts "with two" for forehand, built so that the declarer ends on exactly 61 or 60
# card points depending only on whether aA or aT is put away (the other one is played into
# trick 4, which the defenders win).
# Points: seat 0 = 2+2+11+11+10+4 = 40, skat aT b8 = 10, seat 1 = 2+11+4+4+3 = 24,
# seat 2 = 2+10+3+11+10+3+3+4 = 46; 40+10+24+46 = 120.
D8_HANDS = (
    "aU lU l7 aA b7 h9 hA hT hK l9",
    "h7 hU lA a7 b9 bK aK a8 a9 aO",
    "h8 bU lT hO bA bT bO lO lK l8",
)
D8_SKAT = "aT b8"


def d8_play(kept_acorn: str) -> str:
    """D8's thirty cards, with ``kept_acorn`` (aA or aT) played into trick 4."""
    return (
        f"aU h7 h8 | lU hU bU | l7 lA lT | a7 hO {kept_acorn} | bA b7 b9 | "
        "bT l9 bK | bO h9 aK | hA a8 lO | hT a9 lK | hK aO l8"
    )


# N1: a Null hand that cannot take a trick (the three lowest of a, l, h and b7).
N1_HANDS = (
    "a7 a8 a9 l7 l8 l9 h7 h8 h9 b7",
    "aA aK aO aU lA lK lO lU hA hK",
    "hO hU hT bA bK bO bU bT b9 aT",
)
N1_SKAT = "lT b8"

# N2: N1 with aA and a7 swapped between seats 0 and 1.
N2_HANDS = (
    "aA a8 a9 l7 l8 l9 h7 h8 h9 b7",
    "a7 aK aO aU lA lK lO lU hA hK",
    "hO hU hT bA bK bO bU bT b9 aT",
)
N2_SKAT = "lT b8"

# T: a deal for single-trick checks. Seat 2 holds bU and no other bells; seat 1 holds hU
# with hT and h7; seat 2 holds lU with lO and l9.
T_HANDS = (
    "aU hA hK a7 a8 l7 l8 b7 b8 lK",
    "hU hT h7 aA aT lA lT bA bT bK",
    "lU bU hO h9 h8 aK aO a9 lO l9",
)
T_SKAT = "bO b9"

# D9: D8 with lA and l7 swapped between seats 0 and 1, built so that the defenders end on
# exactly 30 or 31 card points depending only on whether aA or aT is put away (the other
# one is led by the declarer into trick 4, which rearhand trumps).
D9_HANDS = (
    "aU lU lA aA b7 h9 hA hT hK l9",
    "h7 hU l7 a7 b9 bK aK a8 a9 aO",
    "h8 bU lT hO bA bT bO lO lK l8",
)
D9_SKAT = "aT b8"


def d9_play(kept_acorn: str) -> str:
    """D9's thirty cards, with ``kept_acorn`` (aA or aT) led into trick 4."""
    return (
        f"aU h7 h8 | lU hU bU | lA l7 lT | {kept_acorn} a7 hO | bT b7 b9 | "
        "bA h9 bK | hA a8 bO | hT a9 lK | hK aO l8 | l9 aK lO"
    )
