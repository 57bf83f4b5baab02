"""RULES §3.4: leading, following suit, trumps in suit games and Grand, Null ranking, and the
end of a Null game."""

import pytest
from skat_deals import (
    FOREHAND,
    FOREHAND_AT_18,
    MIDDLEHAND,
    N2_HANDS,
    N2_SKAT,
    REARHAND,
    T_HANDS,
    T_SKAT,
    act,
    deal,
    play_cards,
)

from cardavia.core.cards import format_card, parse_card
from cardavia.core.errors import IllegalAction
from cardavia.core.game import PLAYS


def t_game(contract: str, dealer: int = 2):
    """The T deal, forehand (seat 0 with dealer 2) playing ``contract`` Hand at 18."""
    return act(deal(T_HANDS, T_SKAT, dealer), *FOREHAND_AT_18, "hand", f"declare {contract}")


def legal(state) -> set[str]:
    return {format_card(action.card) for action in state.legal_actions()}


def last_trick(state):
    trick = state.tricks[-1]
    return [format_card(card) for card in trick.cards], trick.winner


def test_3_4_forehand_leads_the_first_trick_whoever_declares():
    # Middlehand (seat 1) wins the bidding; forehand (seat 0) still leads.
    state = act(deal(T_HANDS, T_SKAT), "bid 18", "pass", "pass", "hand", "declare grand")
    assert state.declarer == MIDDLEHAND
    assert state.to_move == FOREHAND
    # With dealer 0, forehand is seat 1.
    state = act(deal(T_HANDS, T_SKAT, dealer=0), "pass", "pass", "bid 18", "hand", "declare h")
    assert state.declarer == 1
    assert state.to_move == 1


def test_3_4_play_goes_clockwise():
    state = t_game("grand", dealer=0)  # forehand is seat 1
    seen = []
    for code in ("hT", "h9", "hA"):
        seen.append(state.to_move)
        state = play_cards(state, code)
    assert seen == [1, 2, 0]


def test_3_4_follow_the_led_suit_if_you_can():
    state = play_cards(t_game("grand"), "lK")
    assert state.to_move == MIDDLEHAND
    assert legal(state) == {"lA", "lT"}
    with pytest.raises(IllegalAction, match="follow suit"):
        state.apply(PLAYS[parse_card("bA")])
    # Unable to follow: any card. Bells led in Grand; seat 2 holds no bell (bU is a trump).
    state = play_cards(t_game("grand"), "b7 bA")
    assert legal(state) == set(T_HANDS[2].split())
    state = play_cards(state, "aK")
    assert last_trick(state) == (["b7", "bA", "aK"], MIDDLEHAND)


def test_3_4_follow_suit_unters_are_trumps_not_their_suit():
    # Hearts game. Bells led: seat 2's only "bell" is bU, a trump, so seat 2 may play any card.
    state = play_cards(t_game("h"), "b7 bK")
    assert state.to_move == REARHAND
    assert legal(state) == set(T_HANDS[2].split())
    # Trumps led: seat 2 must play a trump, and lU and bU are trumps.
    state = play_cards(t_game("h"), "hA")
    assert legal(state) == {"hU", "hT", "h7"}
    state = play_cards(state, "h7")
    assert legal(state) == {"lU", "bU", "hO", "h9", "h8"}
    # Leaves led: seat 2 follows with lO or l9 only, lU does not count as leaves.
    state = play_cards(t_game("h"), "lK lT")
    assert legal(state) == {"lO", "l9"}


def test_3_4_grand_only_the_four_unters_are_trumps():
    # Hearts led in Grand: hU is no heart, so seat 1 follows with hT or h7 only.
    state = play_cards(t_game("grand"), "hA")
    assert legal(state) == {"hT", "h7"}
    state = play_cards(state, "hT")
    assert legal(state) == {"hO", "h9", "h8"}
    state = play_cards(state, "h8")
    assert last_trick(state) == (["hA", "hT", "h8"], FOREHAND)
    # Bells led: seat 2 holds no bell (bU is a trump) and trumps with bU, which wins.
    state = play_cards(state, "b7 bA bU")
    assert last_trick(state) == (["b7", "bA", "bU"], REARHAND)
    # Trump led: every trump holder must follow with an Unter; aU > lU > hU.
    state = play_cards(state, "lU")
    assert legal(state) == {"aU"}
    state = play_cards(state, "aU")
    assert legal(state) == {"hU"}
    state = play_cards(state, "hU")
    assert last_trick(state) == (["lU", "aU", "hU"], FOREHAND)


def test_3_4_suit_game_trump_order():
    # Hearts: aU > lU > hU > bU > hA > hT > hK > hO > h9 > h8 > h7.
    state = play_cards(t_game("h"), "hK hT hO")
    assert last_trick(state) == (["hK", "hT", "hO"], MIDDLEHAND)  # ten above King
    # An Unter led is a trump lead: seat 2 must answer with a trump.
    state = play_cards(state, "hU")
    assert legal(state) == {"lU", "bU", "h9", "h8"}
    state = play_cards(state, "lU aU")
    assert last_trick(state) == (["hU", "lU", "aU"], FOREHAND)  # aU > lU > hU
    state = play_cards(state, "hA h7 bU")
    assert last_trick(state) == (["hA", "h7", "bU"], REARHAND)  # bU > hA
    state = play_cards(state, "h9 a8 aA")
    assert last_trick(state) == (["h9", "a8", "aA"], REARHAND)  # off-suit cards lose


def test_3_4_plain_suits_rank_ace_ten_king_ober_nine_eight_seven():
    # Leaves led in a hearts game: lT beats lK; a higher card off the led suit never wins.
    state = play_cards(t_game("h"), "lK lT l9")
    assert last_trick(state) == (["lK", "lT", "l9"], MIDDLEHAND)
    state = play_cards(state, "aA a9 a8")
    assert last_trick(state) == (["aA", "a9", "a8"], MIDDLEHAND)
    state = play_cards(state, "bK aK b8")
    assert last_trick(state) == (["bK", "aK", "b8"], MIDDLEHAND)  # aK is off-suit
    state = play_cards(t_game("grand"), "a8 aT aO")
    assert last_trick(state) == (["a8", "aT", "aO"], MIDDLEHAND)


def test_3_4_highest_trump_wins_else_highest_card_of_the_led_suit():
    state = play_cards(t_game("h"), "b7 bK")
    trumped = play_cards(state, "bU")
    assert last_trick(trumped) == (["b7", "bK", "bU"], REARHAND)
    discarded = play_cards(state, "aK")
    assert last_trick(discarded) == (["b7", "bK", "aK"], MIDDLEHAND)


def test_3_4_the_trick_winner_leads_the_next_trick():
    state = play_cards(t_game("h"), "b7 bK bU")
    assert state.to_move == REARHAND
    assert state.leader == REARHAND
    assert state.trick == ()


def test_3_4_null_has_no_trumps_unters_follow_their_suit():
    state = play_cards(t_game("null"), "hA")
    assert legal(state) == {"hU", "hT", "h7"}
    state = play_cards(t_game("null"), "l7 lT")
    assert legal(state) == {"lU", "lO", "l9"}
    # Bells led: seat 2's bU is a bell in Null and must be played.
    state = play_cards(t_game("null"), "b7 bK")
    assert legal(state) == {"bU"}


def test_3_4_null_ranks_a_k_o_u_t_9_8_7():
    # Declarer is seat 0 (Null Hand, 35).
    state = play_cards(t_game("null"), "l7 lT lO")
    assert last_trick(state) == (["l7", "lT", "lO"], REARHAND)  # Ober above ten
    state = play_cards(state, "lU lK lA")
    assert last_trick(state) == (["lU", "lK", "lA"], MIDDLEHAND)  # ace above King above Unter
    assert not state.is_over
    state = play_cards(state, "hT hO hK")
    assert last_trick(state) == (["hT", "hO", "hK"], FOREHAND)  # King above Ober above ten
    # The declarer took that trick, so the Null Hand game is lost at once: -2 x 35.
    assert state.is_over
    result = state.result()
    assert (result.won, result.game_value, result.scores) == (False, 35, (-70, 0, 0))


def test_3_4_null_unter_ranks_above_ten_and_below_ober():
    state = play_cards(t_game("null"), "a8 aT a9")
    assert last_trick(state) == (["a8", "aT", "a9"], MIDDLEHAND)  # ten above nine
    state = play_cards(t_game("null"), "l7 lT lU")
    assert last_trick(state) == (["l7", "lT", "lU"], REARHAND)


def test_3_4_null_ends_when_declarer_takes_a_trick():
    state = act(deal(N2_HANDS, N2_SKAT), *FOREHAND_AT_18, "pickup", "discard lT b8")
    state = act(state, "declare null")
    # T1: a8 aK aT, middlehand wins (King above ten in Null); the game goes on.
    state = play_cards(state, "a8 aK aT")
    assert last_trick(state) == (["a8", "aK", "aT"], MIDDLEHAND)
    assert not state.is_over
    # T2: a7 hO aA, the declarer's ace wins: over after two tricks.
    state = play_cards(state, "a7 hO aA")
    assert last_trick(state) == (["a7", "hO", "aA"], FOREHAND)
    assert state.is_over
    assert state.to_move is None
    assert len(state.tricks) == 2
    with pytest.raises(IllegalAction):
        state.apply(PLAYS[parse_card("a9")])
    result = state.result()
    # Null (picked up) is worth 23; lost: -2 x 23 = -46; defenders unchanged.
    assert (result.contract, result.hand, result.won) == ("null", False, False)
    assert result.game_value == 23
    assert result.scores == (-46, 0, 0)
