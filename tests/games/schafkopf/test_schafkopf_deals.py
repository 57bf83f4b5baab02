"""Helpers and hand-built deals for the Schafkopf rule tests (RULES §1). No tests here.

Unless a test says otherwise the dealer is seat 3, so seat 0 is forehand: seat 0 speaks
first and leads the first trick, and the bidding goes 0, 1, 2, 3 (RULES §1.1).

Most deals are written as eight *rows*, one per trick in the order the tricks are played.
A row lists the card each seat plays, seat 0 first (not in play order): the seat's hand is
its column. ``play_rows`` plays a row starting from whoever leads it, so the engine decides
who wins each trick. Rows 1-6 are *monochrome* (all four cards of one effective suit), so
they are legal whoever leads them; rows 7 and 8 are checked by hand in the comments.

Card points (RULES §0): A 11, T 10, K 4, O 3, U 2, 9/8/7 0. In a Rufer and in a Solo of
hearts the trumps are the same 14 cards: aO lO hO bO aU lU hU bU hA hT hK h9 h8 h7.
"""

import random
from collections.abc import Iterable, Sequence

from cardavia.core.cards import CardSet, format_cards, parse_cards
from cardavia.games.schafkopf import SCHAFKOPF
from cardavia.games.schafkopf.state import SchafkopfState

DEALER = 3
"""Seat 0 is forehand."""


def hands_of(rows: Sequence[str]) -> list[CardSet]:
    """The four hands that the rows are made of (each seat's column)."""
    columns: list[list[str]] = [[], [], [], []]
    for row in rows:
        cards = row.split()
        assert len(cards) == 4, row
        for seat, code in enumerate(cards):
            columns[seat].append(code)
    return [parse_cards(column) for column in columns]


def deal(hands: Iterable[str], dealer: int = DEALER) -> SchafkopfState:
    """The deal with four hands written as space-separated card codes, seat 0 first."""
    return SCHAFKOPF.start(dealer, [parse_cards(hand.split()) for hand in hands])


def rows_deal(rows: Sequence[str], dealer: int = DEALER) -> SchafkopfState:
    """The deal whose hands are the columns of ``rows``."""
    return SCHAFKOPF.start(dealer, hands_of(rows))


def record(text: str) -> dict[str, object]:
    """The record form of an action written short: ``pass``, ``sie``, ``wenz``,
    ``rufer a``, ``solo h``, ``solo_tout b``, or a card code to play it."""
    words = text.split()
    if words[0] == "pass":
        return {"pass": True}
    if words[0] in ("rufer", "wenz", "solo", "wenz_tout", "solo_tout", "sie"):
        data: dict[str, object] = {"bid": words[0]}
        if len(words) > 1:
            data["suit"] = words[1]
        return data
    return {"play": words[0]}


def act(state: SchafkopfState, *actions: str) -> SchafkopfState:
    """``state`` after the actions, each written short (see ``record``)."""
    for text in actions:
        state = state.apply(SCHAFKOPF.parse_action(record(text)))
    return state


def play(state: SchafkopfState, *codes: str) -> SchafkopfState:
    """``state`` after the player to move plays each card code in turn."""
    for code in codes:
        state = state.apply(SCHAFKOPF.parse_action({"play": code}))
    return state


def play_rows(state: SchafkopfState, rows: Sequence[str]) -> SchafkopfState:
    """Play each row as one trick, from whoever is to move; stops when the deal ends."""
    for row in rows:
        cards = row.split()
        for _ in range(4):
            if state.is_over:
                return state
            assert state.to_move is not None
            state = play(state, cards[state.to_move])
    return state


def finish(state: SchafkopfState) -> SchafkopfState:
    """Play the first legal action for every player until the deal is over."""
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    return state


def random_deal(seed: int) -> SchafkopfState:
    """A deal from ``seed`` played to the end with random legal actions. The bidding leans
    towards passing and the low bids, so that all kinds of deal come up: of 300, about 90
    Rufer, 80 void, 50 Solo, 35 Wenz, 30 Solo Tout and 10 Wenz Tout."""
    rng = random.Random(seed)
    state = SCHAFKOPF.new_deal(seed)
    while not state.is_over:
        options = state.legal_actions()
        if state.phase == "bidding":
            draw = rng.random()
            if draw < 0.6:
                options = options[:1]  # pass
            elif draw < 0.95:
                options = options[:3]  # pass or one of the two lowest bids
        state = state.apply(rng.choice(options))
    return state


def legal_cards(state: SchafkopfState) -> list[str]:
    """The codes of the cards the player to move may play, in card order."""
    return format_cards(state.play_legal_mask())


def legal_json(state: SchafkopfState) -> list[dict[str, object]]:
    """The legal actions in record form."""
    return [action.to_json() for action in state.legal_actions()]


def winners(state: SchafkopfState) -> list[int]:
    """The winner of each completed trick."""
    return [trick.winner for trick in state.tricks]


# ----------------------------------------------------------------------------- deals

# D61: Solo of hearts for seat 0 (plain heart h7). Trick winner and points per row:
D61_ROWS = (
    "aO hA hT hK",  # T1 led by 0: aO wins -> 0; 3+11+10+4 = 28
    "lO hO bU aU",  # T2 led by 0: lO > hO -> 0; 3+3+2+2 = 10
    "h7 h9 h8 bO",  # T3 led by 0: bO -> 3; 0+0+0+3 = 3
    "aA aK a8 a7",  # T4 led by 3 (a7): aA -> 0; 11+4 = 15
    "l7 lA lT lK",  # T5 led by 0 (l7): lA -> 1; 11+10+4 = 25
    "b7 b9 bA bT",  # T6 led by 1 (b9): bA -> 2; 11+10 = 21
    "l8 aT a9 l9",  # T7 led by 2 (a9): seat 0 {l8 lU} and 3 {l9 hU} hold no acorn; aT -> 1; 10
    "lU bK b8 hU",  # T8 led by 1 (bK): lU > hU -> 0; 2+4+0+2 = 8
)
# Seat 0 takes T1 T2 T4 T8: 28+10+15+8 = 61; the others 3+25+21+10 = 59 (sum 120).
D61_WINNERS = [0, 0, 3, 0, 1, 2, 1, 0]
# Seat 3 may play bO in T1 and hK in T3 instead (both trumps, same winners):
# T1 = 3+11+10+3 = 27, T3 = 4: seat 0 then has 27+10+15+8 = 60.
D60_ROWS = (
    D61_ROWS[0].replace("hK", "bO"),
    D61_ROWS[1],
    D61_ROWS[2].replace("bO", "hK"),
    *D61_ROWS[3:],
)

# D91: Solo of hearts for seat 0 (plain heart h7).
D91_ROWS = (
    "aO hA hT hK",  # T1 led by 0 -> 0; 28
    "lO hO bU aU",  # T2 led by 0 -> 0; 10
    "h7 h9 h8 bO",  # T3 led by 0 -> 3; 3
    "aT aK a8 a7",  # T4 led by 3 (a7): aT > aK -> 0; 10+4 = 14
    "lA l7 lT lK",  # T5 led by 0 (lA) -> 0; 25
    "b7 b9 bA bK",  # T6 led by 0 (b7): bA -> 2; 11+4 = 15
    "l8 aA a9 l9",  # T7 led by 2 (a9): seats 0 {l8 lU} and 3 {l9 hU} hold no acorn; aA -> 1; 11
    "lU b8 bT hU",  # T8 led by 1 (b8): lU > hU -> 0; 2+0+10+2 = 14
)
# Seat 0: 28+10+14+25+14 = 91; the others 3+15+11 = 29.
D91_WINNERS = [0, 0, 3, 0, 0, 2, 1, 0]
# With seat 3's bO in T1 and hK in T3: T1 = 27, T3 = 4, seat 0 has 90, the others 30.
D90_ROWS = (
    D91_ROWS[0].replace("hK", "bO"),
    D91_ROWS[1],
    D91_ROWS[2].replace("bO", "hK"),
    *D91_ROWS[3:],
)

# D30: Solo of hearts for seat 0 (plain hearts h7 h8), a losing one.
D30_ROWS = (
    "aO h9 hT bO",  # T1 led by 0 -> 0; 3+0+10+3 = 16
    "h7 lO hA bU",  # T2 led by 0 (h7): lO -> 1; 0+3+11+2 = 16
    "h8 hO aU lU",  # T3 led by 1 (hO) -> 1; 0+3+2+2 = 7
    "a7 aA aT aK",  # T4 led by 1 (aA) -> 1; 25
    "l7 l9 lA lT",  # T5 led by 1 (l9): lA -> 2; 21
    "b7 bA b9 bT",  # T6 led by 2 (b9): bA -> 1; 21
    "lK l8 a9 a8",  # T7 led by 1 (l8): seats 2 {a9 hK} and 3 {a8 b8} hold no leaf; lK -> 0; 4
    "hU bK hK b8",  # T8 led by 0 (hU): hU > hK -> 0; 2+4+4+0 = 10
)
# Seat 0: 16+4+10 = 30; the others 16+7+25+21+21 = 90.
D30_WINNERS = [0, 1, 1, 1, 2, 1, 0, 0]
# Seat 2 may play hA in T1 and hT in T2 (both trumps; aO and lO still win):
# T1 = 3+0+11+3 = 17, T2 = 0+3+10+2 = 15: seat 0 has 17+4+10 = 31, the others 89.
D31_ROWS = (
    D30_ROWS[0].replace("hT", "hA"),
    D30_ROWS[1].replace("hA", "hT"),
    *D30_ROWS[2:],
)
# Seat 3 may play bU in T1 and bO in T2 (lO > bO still wins T2):
# T1 = 3+0+10+2 = 15, T2 = 0+3+11+3 = 17: seat 0 has 15+4+10 = 29, the others 91.
D29_ROWS = (
    D30_ROWS[0].replace("bO", "bU"),
    D30_ROWS[1].replace("bU", "bO"),
    *D30_ROWS[2:],
)

# LAST: a Rufer on the acorn ace for seat 0 (plain acorn a7); seat 2 holds aA and no
# other acorn. Acorns are never led: seat 2 keeps the ace to the last trick.
LAST_ROWS = (
    "aO lU h9 hK",  # T1 led by 0 -> 0; 3+2+0+4 = 9
    "lO hU hT h8",  # T2 led by 0 -> 0; 3+2+10+0 = 15
    "hO bU bT h7",  # T3 led by 0 -> 0; seat 2 has no trump left: discards bT; 3+2+10 = 15
    "bO hA bK a9",  # T4 led by 0 -> 0; 3+11+4 = 18
    "aU aK l9 a8",  # T5 led by 0 (aU, a trump) -> 0; seat 1 has no trump: aK; 2+4 = 6
    "lA l7 lK l8",  # T6 led by 0 -> 0; 11+4 = 15
    "b7 bA b8 b9",  # T7 led by 0 (b7): seat 1 {bA lT}, 2 {b8 aA}, 3 {b9 aT} follow; -> 1; 11
    "a7 lT aA aT",  # T8 led by 1 (lT): the ace is seat 2's last card -> 1; 10+11+10 = 31
)
# Declarer side {0, 2}: 9+15+15+18+6+15 = 78; defenders {1, 3}: 11+31 = 42.
LAST_WINNERS = [0, 0, 0, 0, 0, 0, 1, 1]

# CA: seat 2 holds the acorn ace with aK a9, no trump and no bell. Seat 0 (plain acorn a7)
# may call it; seat 1 has no acorn.
CA_HANDS = (
    "aO lO hO aU hA hT a7 b7",
    "bO lU hU bU hK h9 bA bT",
    "aA aK a9 l7 l8 l9 lK lT",
    "aT a8 lA h8 h7 bK b9 b8",
)

# RA: seat 2 holds aA aK a9 a8 (the ace and three more acorns), no trump and no bell;
# seat 0 holds aT a7; nobody else holds an acorn.
RA_HANDS = (
    "aO lO hO aU hA aT a7 b7",
    "bO lU hU bU hK h9 bA bT",
    "aA aK a9 a8 l7 l8 l9 lK",
    "lA lT hT h8 h7 bK b9 b8",
)

# DR: a Rufer on the bell ace for seat 1 (plain bells b7 b9); seat 2 holds bA. Seat 0, a
# defender, holds aO lO hO: the defenders' three runners (bO is seat 1's).
DR_ROWS = (
    "aO bO hT hK",  # T1 led by 0 -> 0; 3+3+10+4 = 20
    "lO aU h9 hA",  # T2 led by 0 -> 0; 3+2+0+11 = 16
    "hO bU lU hU",  # T3 led by 0 -> 0; 3+2+2+2 = 9
    "a7 aA aT aK",  # T4 led by 0 (a7): aA -> 1; 25
    "bK b7 bA bT",  # T5 led by 1 (b7): bells led the first time, seat 2 plays bA -> 2; 25
    "lK l9 lA lT",  # T6 led by 2 (lA) -> 2; 25
    "l8 a8 a9 l7",  # T7 led by 2 (a9): seats 0 {l8 h8} and 3 {l7 h7} hold no acorn -> 2; 0
    "h8 b9 b8 h7",  # T8 led by 2 (b8): h8 > h7 -> 0; 0
)
# Declarer side {1, 2}: 25+25+25+0 = 75; defenders {0, 3}: 20+16+9+0 = 45.
DR_WINNERS = [0, 0, 0, 1, 2, 2, 2, 0]

# SCHWARZ: seat 0 holds the seven top trumps aO..hU and hA (bU is seat 1's): playing
# hearts it takes every trick, leading trumps until the others have none.
SCHWARZ_ROWS = (
    "aO bU hT hK",
    "lO h9 h8 h7",
    "hO aA lA bA",
    "bO aT lT bT",
    "aU aK lK bK",
    "lU a9 l9 b9",
    "hU a8 l8 b8",
    "hA a7 l7 b7",
)

# DS: seat 0 holds all four Obers and Unters; seat 2 hA hT hK; seat 1 h9 h8 h7 (a Solo of
# hearts for seat 1 takes no trick at all).
DS_HANDS = (
    "aO lO hO bO aU lU hU bU",
    "h9 h8 h7 a7 a8 l7 l8 b7",
    "hA hT hK aA aT aK lA lT",
    "a9 lK l9 bA bT bK b9 b8",
)

# ALLPTS: a Solo of acorns (trumps: Obers, Unters, aA aT aK a9 a8 a7) for seat 0, holding
# aO lO hO bO aU lU hU and a7. The defenders win T1 (0 points); seat 0 everything else.
ALLPTS_ROWS = (
    "a7 a8 a9 l7",  # T1 led by 0: a9 -> 2; 0 points
    "aO bU aA lA",  # T2 led by 2 (aA) -> 0; 3+2+11+11 = 27
    "lO hA aT lT",  # T3 led by 0 -> 0; seat 1 has no trump left; 3+11+10+10 = 34
    "hO hT aK lK",  # T4 led by 0 -> 0; 3+10+4+4 = 21
    "bO hK bA l9",  # T5 led by 0 -> 0; 3+4+11 = 18
    "aU h9 bT l8",  # T6 led by 0 -> 0; 2+10 = 12
    "lU h8 bK b8",  # T7 led by 0 -> 0; 2+4 = 6
    "hU h7 b9 b7",  # T8 led by 0 -> 0; 2
)
# Seat 0: 27+34+21+18+12+6+2 = 120 card points in seven tricks.
ALLPTS_WINNERS = [2, 0, 0, 0, 0, 0, 0, 0]

# WTW: seat 0 holds all four Unters and aA aT aK aO (Wenz: acorns A > T > K > O > 9):
# a Wenz (Tout) that takes every trick however it is played.
WTW_HANDS = (
    "aU lU hU bU aA aT aK aO",
    "a9 a8 a7 lA lT lK lO l9",
    "l8 l7 hA hT hK hO h9 h8",
    "h7 bA bT bK bO b9 b8 b7",
)

# WTL: seat 0 holds all four Unters, aA aT and the low b7 l7.
WTL_HANDS = (
    "aU lU hU bU aA aT b7 l7",
    "aK aO a9 a8 a7 bA bT bK",
    "lA lT lK lO l9 l8 hA hT",
    "hK hO h9 h8 h7 bO b9 b8",
)

# W2: a Wenz for seat 0 with aU lU (hU is seat 1's, bU seat 2's) and the acorns but a7.
W2_HANDS = (
    "aU lU aA aT aK aO a9 a8",
    "hU lA lT lK lO l9 l8 l7",
    "bU hA hT hK hO h9 h8 h7",
    "a7 bA bT bK bO b9 b8 b7",
)

# STL: a Solo Tout of hearts for seat 0 (aO lO hO: three runners; bO is seat 1's).
STL_HANDS = (
    "aO lO hO h7 a7 l7 b7 b8",
    "bO aU lU hU aA aT aK a9",
    "bU hA hT hK lA lT lK l9",
    "h9 h8 a8 l8 bA bT bK b9",
)

# BID: seat 0 holds aO aU (no plain acorn), the leaves ace, a plain bell (b7) and hearts.
BID_HANDS = (
    "aO aU lA b7 hA hT hK h9",
    "aA aT aK a9 a8 a7 lT lK",
    "lO lU l9 l8 l7 hO hU h8",
    "h7 bA bT bK bO bU b9 b8",
)
