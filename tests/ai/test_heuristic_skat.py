"""The rule-based Skat player (RULES §3): bidding within reach, the skat, the declaration,
and the card play of declarer and defenders, each on a hand-built deal.

Every deal here uses dealer 2, so seat 0 is forehand, seat 1 middlehand and seat 2
rearhand.
"""

import random

from cardavia.ai.heuristic.skat import SkatHeuristic, game_value, highest_safe_bid
from cardavia.core.cards import format_card, format_cards, parse_cards
from cardavia.core.game import Action, Play
from cardavia.games.skat import SKAT
from cardavia.games.skat.actions import Bid, Discard, Hold, Pass, PickUp, PlayHand
from cardavia.games.skat.contracts import BID_LADDER, CONTRACTS
from cardavia.games.skat.state import SkatState

DEALER = 2
PLAYER = SkatHeuristic()

# Forehand holds three Unters, a long hearts suit and two side aces; middlehand holds
# only loose high cards.
STRONG = "aA aU lA lU hA hT hK hU h9 b7"
JUNK = "aT aK aO lT lK lO hO h8 h7 bU"
REST = "a9 a8 a7 l9 l8 l7 bA bT bK bO"
SKAT_CARDS = "b9 b8"


def deal(hands: list[str], skat: str) -> SkatState:
    return SKAT.start(
        DEALER, [parse_cards(hand.split()) for hand in hands], parse_cards(skat.split())
    )


def act(state: SkatState, *actions: str) -> SkatState:
    """``state`` after actions written "bid 18", "hold", "pass", "pickup", "hand",
    "discard b9 b8", "declare h", or a bare card code to play."""
    for text in actions:
        verb, *args = text.split()
        record: dict[str, object]
        if verb == "bid":
            record = {"bid": int(args[0])}
        elif verb in ("hold", "pass", "pickup", "hand"):
            record = {verb: True}
        elif verb == "discard":
            record = {"discard": args}
        elif verb == "declare":
            record = {"declare": args[0]}
        else:
            record = {"play": verb}
        state = state.apply(SKAT.parse_action(record))
    return state


def decide(state: SkatState) -> Action:
    seat = state.to_move
    assert seat is not None
    action = PLAYER.act(state.observation(seat), random.Random(0))
    assert action in state.legal_actions()
    return action


def played(state: SkatState) -> str:
    action = decide(state)
    assert isinstance(action, Play)
    return format_card(action.card)


# --------------------------------------------------------------------- bidding


def test_a_strong_hand_bids_and_a_weak_hand_passes() -> None:
    assert decide(deal([JUNK, STRONG, REST], SKAT_CARDS)) == Bid(18)
    assert decide(deal([STRONG, JUNK, REST], SKAT_CARDS)) == Pass()


def test_forehand_takes_18_with_a_game_and_throws_in_without_one() -> None:
    assert decide(act(deal([STRONG, JUNK, REST], SKAT_CARDS), "pass", "pass")) == Bid(18)
    assert decide(act(deal([JUNK, STRONG, REST], SKAT_CARDS), "pass", "pass")) == Pass()


def test_the_listener_holds_within_reach_and_passes_beyond_it() -> None:
    state = deal([STRONG, JUNK, REST], SKAT_CARDS)
    limit = highest_safe_bid(state.hands[0], forehand=True)
    assert 18 <= limit < 192
    assert decide(act(state, "bid 18")) == Hold()
    assert decide(act(state, f"bid {limit}")) == Hold()
    beyond = next(value for value in BID_LADDER if value > limit)
    assert decide(act(state, f"bid {beyond}")) == Pass()


def test_bids_and_holds_never_exceed_what_a_game_of_the_hand_reaches() -> None:
    """RULES §3.5 overbid: a value is only named or held when some game of the player's
    own ten cards (Hand included, matadors from those cards) reaches it."""
    checked = 0
    for seed in range(150):
        state = SKAT.new_deal(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            action = PLAYER.act(state.observation(seat), random.Random(seed))
            if isinstance(action, Bid | Hold):
                value = action.value if isinstance(action, Bid) else state.bidding.value
                reach = max(game_value(c, state.hands[seat], True) for c in CONTRACTS.values())
                assert value <= reach, (seed, format_cards(state.hands[seat]), value)
                checked += 1
            state = state.apply(action)
    assert checked > 50


# --------------------------------------------------------------------- the skat


def test_hand_is_played_only_with_a_very_strong_hand() -> None:
    monster = "aA aT aU lA lT lU hA hU bA bU"
    rest = "aK aO a9 lK lO l9 hT hK hO h9"
    state = deal([monster, rest, "a8 a7 l8 l7 h8 h7 bT bK bO b9"], "b8 b7")
    assert isinstance(decide(act(state, "pass", "pass", "bid 18")), PlayHand)
    # Hearts with two Unters, A T K 9 and a side ace: a sound game, but it wants the skat.
    fair = "aA aU lU l7 hA hT hK h9 b9 b8"
    state = deal([fair, JUNK, "a9 a8 a7 lA l9 l8 bA bT bK bO"], "hU b7")
    assert isinstance(decide(act(state, "pass", "pass", "bid 18")), PickUp)


def test_the_discard_keeps_trumps_and_aces_and_buries_a_bare_ten() -> None:
    hands = ["aA aU lT lU hA hT hK hU h9 b7", "aT aK aO lA lK lO hO h8 h7 bU", REST]
    state = act(deal(hands, SKAT_CARDS), "pass", "pass", "bid 18", "pickup")
    action = decide(state)
    assert isinstance(action, Discard)
    put_away = set(format_cards(action.cards))
    assert "lT" in put_away
    assert not put_away & {"aU", "lU", "hU", "aA", "hA"}


def test_the_declared_game_reaches_the_bid() -> None:
    # Held at 40: hearts or acorns with three, or Grand, reach it; bells would be overbid.
    state = act(deal([STRONG, JUNK, REST], SKAT_CARDS), "bid 40", "hold", "pass", "pass", "pickup")
    state = state.apply(decide(state))
    declared = decide(state)
    state = state.apply(declared)
    contract = state.contract
    assert contract is not None and not contract.is_null
    assert game_value(contract, state.dealt[0] | state.skat, False) >= state.bid


# --------------------------------------------------------------------- card play

# Forehand plays hearts Hand: trumps aU lU hU hA hT hK h9 h8, acorn King and a leaves 7.
SMEAR_HANDS = [
    "aU lU hU hA hT hK h9 h8 aK l7",
    "aA a9 a8 lA l9 l8 bA b9 b8 h7",
    "aT aO a7 lT lK lO bT bK bO b7",
]
SMEAR_SKAT = "hO bU"


def hearts_hand(hands: list[str], skat: str) -> SkatState:
    return act(deal(hands, skat), "pass", "pass", "bid 18", "hand", "declare h")


def test_the_declarer_pulls_trumps_with_the_top_unter() -> None:
    assert played(hearts_hand(SMEAR_HANDS, SMEAR_SKAT)) == "aU"


def test_a_defender_smears_a_ten_on_the_partners_sure_trick() -> None:
    state = act(hearts_hand(SMEAR_HANDS, SMEAR_SKAT), "aK", "aA")
    assert played(state) == "aT"


def test_a_defender_takes_the_declarers_king_with_the_ten_when_last() -> None:
    assert played(act(hearts_hand(SMEAR_HANDS, SMEAR_SKAT), "aK", "a8")) == "aT"


def test_a_defender_who_cannot_win_gives_nothing_away() -> None:
    # Void in trumps under the declarer's acorn Unter: a blank seven, from the short suit.
    assert played(act(hearts_hand(SMEAR_HANDS, SMEAR_SKAT), "aU", "h7")) == "a7"


def test_a_defender_trumps_the_declarers_ten() -> None:
    hands = [
        "aU lU hU hA hT hK h9 h8 bT l7",
        "aA aK aO a9 a8 a7 lA l9 l8 h7",
        "aT lT lK lO bA bK bO b9 b8 b7",
    ]
    state = act(hearts_hand(hands, "hO bU"), "bT")
    assert played(state) == "h7"


# Middlehand plays Null Hand: acorns K T 8, leaves 9 8 7, hearts 8 7, bells 8 7.
NULL_HANDS = [
    "aA a7 lA lK lO hA hK bA bK bO",
    "aK aT a8 l9 l8 l7 h8 h7 b8 b7",
    "aU a9 aO lT lU hT hU hO h9 bT",
]


def null_by_middlehand(contract: str) -> SkatState:
    return act(deal(NULL_HANDS, "bU b9"), "bid 18", "pass", "pass", "hand", f"declare {contract}")


def test_the_null_declarer_ducks_with_his_highest_card_under_the_trick() -> None:
    assert played(act(null_by_middlehand("null"), "aA")) == "aK"
    assert played(act(null_by_middlehand("null"), "hK")) == "h8"


def test_the_null_declarer_forced_over_plays_low_while_a_defender_may_still_go_higher() -> None:
    # Forehand leads the seven; every acorn of the declarer is higher.
    assert played(act(null_by_middlehand("null"), "a7")) == "a8"


def test_null_defenders_lead_a_card_below_all_the_declarers_cards_of_its_suit() -> None:
    assert played(null_by_middlehand("null_ouvert")) == "a7"


def test_the_null_declarer_throws_his_most_dangerous_card_when_void() -> None:
    hands = [
        "aA a7 lA lK lO hA hK bA bK bO",
        "aK aT a8 a9 l9 l8 l7 h8 h7 b7",
        "aU aO lT lU hT hU hO h9 bT b8",
    ]
    # Without the acorn seven, the declarer's acorns K T 9 8 can all be caught: the King
    # goes first.
    state = act(deal(hands, "bU b9"), "bid 18", "pass", "pass", "hand", "declare null")
    state = act(state, "bA")
    assert played(state) == "b7"
    state = act(state, "b7", "b8", "bK")
    assert played(state) == "aK"
