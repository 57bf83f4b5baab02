"""RULES §1.3 (ranking) and §1.4 (following suit, trick winner; the called ace has its own
module). Deals are in test_schafkopf_deals.py; with dealer 3, seat 0 is forehand."""

import pytest
from test_schafkopf_deals import (
    D30_ROWS,
    D61_ROWS,
    D61_WINNERS,
    DR_ROWS,
    LAST_ROWS,
    WTL_HANDS,
    act,
    deal,
    legal_cards,
    play,
    play_rows,
    rows_deal,
)

from cardavia.core.cards import Suit, parse_card, parse_cards
from cardavia.core.errors import IllegalAction
from cardavia.core.tricks import trick_winner
from cardavia.games.schafkopf import SCHAFKOPF
from cardavia.games.schafkopf.contracts import find_contract

# ----------------------------------------------------------------------------- 1.3

RUFER_A = find_contract("rufer", Suit.ACORNS)
SOLO_B = find_contract("solo", Suit.BELLS)
SOLO_TOUT_L = find_contract("solo_tout", Suit.LEAVES)
WENZ = find_contract("wenz", None)
WENZ_TOUT = find_contract("wenz_tout", None)
SIE = find_contract("sie", None)

OBERS_UNTERS = "aO lO hO bO aU lU hU bU"


@pytest.mark.parametrize(
    ("contract", "order"),
    [
        (RUFER_A, f"{OBERS_UNTERS} hA hT hK h9 h8 h7"),
        (find_contract("rufer", Suit.BELLS), f"{OBERS_UNTERS} hA hT hK h9 h8 h7"),
        (SOLO_B, f"{OBERS_UNTERS} bA bT bK b9 b8 b7"),
        (find_contract("solo", Suit.HEARTS), f"{OBERS_UNTERS} hA hT hK h9 h8 h7"),
        (SOLO_TOUT_L, f"{OBERS_UNTERS} lA lT lK l9 l8 l7"),
        (WENZ, "aU lU hU bU"),
        (WENZ_TOUT, "aU lU hU bU"),
        (SIE, OBERS_UNTERS),
    ],
)
def test_1_3_trump_order_high_to_low(contract, order: str) -> None:
    assert contract is not None
    assert [parse_card(code) for code in order.split()] == list(contract.trump_order)


@pytest.mark.parametrize(
    ("contract", "trick", "winner"),
    [
        # Rufer: hearts are trumps; Unters above the hearts, Obers above the Unters,
        # each acorns > leaves > hearts > bells; hearts A > T > K > 9 > 8 > 7.
        (RUFER_A, "h7 hA bU hT", "bU"),
        (RUFER_A, "bU hU lU aU", "aU"),
        (RUFER_A, "aU bO hA lU", "bO"),
        (RUFER_A, "bO hO lO aO", "aO"),
        (RUFER_A, "hO bO aU hA", "hO"),
        (RUFER_A, "hK hT h9 hA", "hA"),
        (RUFER_A, "h9 h8 hK h7", "hK"),
        # A trump beats every plain card; the lowest trump too.
        (RUFER_A, "aA aT h7 aK", "h7"),
        # Plain suits A > T > K > 9 > 8 > 7; off-suit cards never win.
        (RUFER_A, "aK aT aA a9", "aA"),
        (RUFER_A, "lK lT l9 l8", "lT"),
        (RUFER_A, "l7 aA bA l8", "l8"),
        # The acorn Ober led is a trump, not an acorn: it beats the acorn ace.
        (RUFER_A, "aO aA aT aK", "aO"),
        # Solo of bells: bells are trumps, hearts a plain suit.
        (SOLO_B, "hA b7 lA aA", "b7"),
        (SOLO_B, "bA bU bT bK", "bU"),
        (SOLO_B, "hA hT h9 hK", "hA"),
        (SOLO_B, "hU bA hA hT", "hU"),
        (SOLO_TOUT_L, "lA lT hU lK", "hU"),
        # Wenz: only Unters are trumps; Obers rank between K and 9 in their suit.
        (WENZ, "aA bU aT aK", "bU"),
        (WENZ, "bU hU lU aU", "aU"),
        (WENZ, "a9 aO a8 a7", "aO"),
        (WENZ, "aO a9 aK a8", "aK"),
        (WENZ, "aO aT aK a9", "aT"),
        (WENZ, "hO aO hA hK", "hA"),
        (WENZ, "h7 hA aO bO", "hA"),
        (WENZ_TOUT, "lO l9 lK lU", "lU"),
        (WENZ_TOUT, "lO l9 l8 l7", "lO"),
    ],
)
def test_1_3_trick_winner(contract, trick: str, winner: str) -> None:
    assert contract is not None
    cards = [parse_card(code) for code in trick.split()]
    assert trick.split()[trick_winner(contract.rules, cards)] == winner


def test_1_3_a_led_ober_is_trump_so_followers_must_play_trump() -> None:
    # DR, a Rufer on the bell ace for seat 1. Seat 0 leads aO; seat 1 holds
    # bO aU bU aA b7 l9 a8 b9: it must follow with a trump, not with aA or a8.
    state = act(rows_deal(DR_ROWS), "pass", "rufer b", "pass", "pass")
    state = play(state, "aO")
    assert legal_cards(state) == ["aU", "bO", "bU"]
    with pytest.raises(IllegalAction):
        play(state, "aA")


def test_1_3_a_led_acorn_unter_does_not_call_for_acorns() -> None:
    # LAST, a Rufer on the acorn ace for seat 0. After four tricks seat 0 leads aU, a
    # trump. Seat 1 holds aK l7 bA lT and no trump: it may play any card, and the trick
    # does not count as acorns led.
    state = act(rows_deal(LAST_ROWS), "rufer a", "pass", "pass", "pass")
    state = play_rows(state, LAST_ROWS[:4])
    state = play(state, "aU")
    assert legal_cards(state) == ["aK", "lT", "l7", "bA"]
    assert state.called_suit_led is False


def test_1_3_in_wenz_obers_belong_to_their_printed_suit() -> None:
    # WTL, a Wenz for seat 0 (aU lU hU bU aA aT b7 l7).
    state = act(deal(WTL_HANDS), "wenz", "pass", "pass", "pass")
    state = play(state, "b7", "bA", "l9")
    # Seat 3 (hK hO h9 h8 h7 bO b9 b8) follows bells, and bO is a bell here.
    assert legal_cards(state) == ["bO", "b9", "b8"]
    state = play(state, "b8")
    assert state.tricks[-1].winner == 1
    # Seat 1 leads aO, an acorn in Wenz: seat 0 must follow with aA or aT, not an Unter.
    state = play(state, "aO", "l8", "h7")
    assert legal_cards(state) == ["aA", "aT"]
    with pytest.raises(IllegalAction):
        play(state, "aU")
    # aT > aK > aO: the ten takes the Ober.
    state = play(state, "aT")
    assert state.tricks[-1].winner == 0
    assert state.to_move == 0


# ----------------------------------------------------------------------------- 1.4


def test_1_4_follow_suit_without_a_duty_to_beat() -> None:
    # D30, a Solo of hearts for seat 0. In T5 seat 1 leads l9, seat 2 plays lA, seat 3
    # lT; seat 0 holds l7 and lK among its cards and may play either.
    state = act(rows_deal(D30_ROWS), "solo h", "pass", "pass", "pass")
    state = play_rows(state, D30_ROWS[:4])
    state = play(state, "l9")
    assert legal_cards(state) == ["lA"]  # seat 2's only leaf
    state = play(state, "lA", "lT")
    assert state.to_move == 0
    assert legal_cards(state) == ["lK", "l7"]
    with pytest.raises(IllegalAction):
        play(state, "hU")  # a trump while holding leaves


def test_1_4_no_duty_to_trump() -> None:
    # D30 T7: seat 1 leads l8; seat 2 holds a9 and the trump hK, no leaf: either card.
    state = act(rows_deal(D30_ROWS), "solo h", "pass", "pass", "pass")
    state = play_rows(state, D30_ROWS[:6])
    state = play(state, "l8")
    assert state.to_move == 2
    assert legal_cards(state) == ["a9", "hK"]
    state = play(state, "a9")
    # Seat 3 (a8 b8) has no leaf either; seat 0 (lK hU) must follow with lK.
    assert legal_cards(state) == ["a8", "b8"]
    state = play(state, "a8")
    assert legal_cards(state) == ["lK"]


def test_1_4_a_trump_lead_must_be_followed_with_trump() -> None:
    # D61: seat 0 leads aO; seat 1 holds hA hO h9 (trumps) and plain cards.
    state = act(rows_deal(D61_ROWS), "solo h", "pass", "pass", "pass")
    state = play(state, "aO")
    assert legal_cards(state) == ["hA", "hO", "h9"]


def test_1_4_the_winner_of_each_trick_leads_the_next() -> None:
    # D61: winners 0 0 3 0 1 2 1 0 (see the deal's comments).
    state = act(rows_deal(D61_ROWS), "solo h", "pass", "pass", "pass")
    for number, row in enumerate(D61_ROWS):
        state = play_rows(state, [row])
        assert state.tricks[-1].winner == D61_WINNERS[number]
        if number < 7:
            assert state.leader == D61_WINNERS[number]
            assert state.to_move == D61_WINNERS[number]
    assert state.is_over
    assert len(state.tricks) == 8


def test_1_4_a_refused_card_leaves_the_state_as_it_was() -> None:
    state = act(rows_deal(D61_ROWS), "solo h", "pass", "pass", "pass")
    state = play(state, "aO")
    before = (state.to_move, state.trick, state.hands, legal_cards(state))
    with pytest.raises(IllegalAction):
        play(state, "aK")  # a plain acorn on a trump lead, seat 1 holding trumps
    with pytest.raises(IllegalAction):
        play(state, "bO")  # not in seat 1's hand
    assert (state.to_move, state.trick, state.hands, legal_cards(state)) == before
    assert state.hands[1] == parse_cards(["hA", "hO", "h9", "aK", "lA", "b9", "aT", "bK"])


def test_1_4_playing_a_card_in_record_form() -> None:
    action = SCHAFKOPF.parse_action({"play": "aO"})
    assert action.to_json() == {"play": "aO"}
