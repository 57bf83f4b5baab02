"""RULES §2.3 (ranking) and §2.4 (play: following, trumping, no undertrumping, the trump
Under kept back, the trick winner leads)."""

import itertools

import pytest
from jass_deals import (
    BASE,
    ONLY_TRUMPS,
    ONLY_TRUMPS_FIRST_THREE_TRICKS,
    UNDER,
    VOIDS,
    act,
    codes,
    deal,
    legal,
)

from cardavia.core.cards import parse_card
from cardavia.core.errors import IllegalAction
from cardavia.core.tricks import trick_winner
from cardavia.games.jass.contracts import CONTRACTS

PLAIN = "AKOUT9876"
UNDENUFE = "6789TUOKA"
TRUMP = "U9AKOT876"


def assert_ranks_high_to_low(contract: str, suit: str, order: str) -> None:
    """Every two cards of ``suit``: the one earlier in ``order`` wins, led or not."""
    rules = CONTRACTS[contract].rules
    for high, low in itertools.combinations(order, 2):
        high_card, low_card = parse_card(suit + high), parse_card(suit + low)
        assert trick_winner(rules, [low_card, high_card]) == 1, (contract, suit + high)
        assert trick_winner(rules, [high_card, low_card]) == 0, (contract, suit + high)


def refused(state, card: str) -> str:
    """Play ``card`` expecting IllegalAction; the message, and the state left as it was."""
    before = (state.to_move, state.trick, state.hands, legal(state))
    with pytest.raises(IllegalAction) as error:
        act(state, card)
    assert (state.to_move, state.trick, state.hands, legal(state)) == before
    assert str(error.value)  # a player-facing message
    return str(error.value)


# ----------------------------------------------------------------------------- §2.3


@pytest.mark.parametrize("suit", "rbsa")
def test_2_3_obenabe_ranks_a_k_o_u_t_9_8_7_6(suit):
    assert_ranks_high_to_low("obenabe", suit, PLAIN)


@pytest.mark.parametrize("suit", "rbsa")
def test_2_3_undenufe_ranks_6_7_8_9_t_u_o_k_a(suit):
    assert_ranks_high_to_low("undenufe", suit, UNDENUFE)


@pytest.mark.parametrize("trump", "rbsa")
def test_2_3_trump_ranks_u_9_a_k_o_t_8_7_6_and_plain_suits_a_to_6(trump):
    assert_ranks_high_to_low(trump, trump, TRUMP)
    for plain in "rbsa".replace(trump, ""):
        assert_ranks_high_to_low(trump, plain, PLAIN)


def test_2_3_lowest_trump_beats_plain_ace_and_off_suit_cards_never_win():
    rules = CONTRACTS["r"].rules
    trick = [parse_card(c) for c in ("bA", "sA", "r6", "aA")]
    assert trick_winner(rules, trick) == 2  # r6, the lowest trump
    for contract in ("obenabe", "undenufe"):
        # b7 is led; no card of another suit can win, whatever its rank.
        trick = [parse_card(c) for c in ("b7", "s6", "rA", "a6")]
        assert trick_winner(CONTRACTS[contract].rules, trick) == 0


@pytest.mark.parametrize(
    ("contract", "winner"),
    # BASE trick 1: seat 0 s8, seat 1 sK, seat 2 sA, seat 3 sU.
    # Plain shields (r, b, a trump) and Obenabe: sA highest -> seat 2.
    # Undenufe: s8 is lowest, so highest -> seat 0. Shields trump: sU highest -> seat 3.
    [("r", 2), ("b", 2), ("a", 2), ("obenabe", 2), ("undenufe", 0), ("s", 3)],
)
def test_2_3_trick_winner_in_play_and_the_winner_leads(contract, winner):
    state = act(deal(BASE), contract, "s8 sK sA sU")
    assert state.tricks[0].winner == winner
    assert state.to_move == state.leader == winner
    assert state.trick == ()


# ----------------------------------------------------------------------------- §2.4
# No-trump contracts


@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
def test_2_4_no_trump_follow_suit_if_you_can(contract):
    # VOIDS: seat 0 leads bO; seat 2 holds b7 b9 bU bK bA and must play one of them.
    state = act(deal(VOIDS), contract, "bO aT")
    assert state.to_move == 2
    assert legal(state) == codes("b7 b9 bU bK bA")
    refused(state, "s6")
    refused(state, "rA")
    assert act(state, "b7").to_move == 3


@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
def test_2_4_no_trump_cannot_follow_play_any_card(contract):
    # Seats 1 and 3 hold no bells: any of their nine cards may follow bO.
    state = act(deal(VOIDS), contract, "bO")
    assert legal(state) == codes(VOIDS[1])
    state = act(state, "s7 bA")
    assert legal(state) == codes(VOIDS[3])


# Trump contracts, a plain suit led


def test_2_4_voluntary_trump_when_able_to_follow():
    # Roses trump. BASE: seat 0 leads b9; seat 1 holds b6 bT bA and trumps r7 rU: it may
    # follow or trump, but not discard s9 sK a8 aO.
    state = act(deal(BASE), "r", "b9")
    assert legal(state) == codes("b6 bT bA r7 rU")
    refused(state, "s9")
    state = act(state, "r7")
    assert state.trick == (parse_card("b9"), parse_card("r7"))


def test_2_4_cannot_follow_and_no_trump_in_trick_play_any_card():
    # Roses trump. VOIDS: seat 1 holds no bells: trumps rO rT r8 and every plain card.
    state = act(deal(VOIDS), "r", "bO")
    assert legal(state) == codes(VOIDS[1])


def test_2_4_no_undertrumping_even_when_able_to_follow():
    # Roses trump. bO led, seat 1 trumps with rO. Seat 2 holds bells b7 b9 bU bK bA and
    # trumps rA (above rO) and r7 (below rO): follow, or overtrump with rA; r7 refused.
    state = act(deal(VOIDS), "r", "bO rO")
    assert legal(state) == codes("b7 b9 bU bK bA rA")
    refused(state, "r7")
    refused(state, "s6")
    assert act(state, "rA").to_move == 3


def test_2_4_no_undertrumping_when_unable_to_follow():
    # Roses trump. bO rO bA: seat 3 holds no bells, trumps rK (above rO) and r6 (below).
    state = act(deal(VOIDS), "r", "bO rO bA")
    assert legal(state) == codes("rK s8 sT sO sK a9 aU aK")
    refused(state, "r6")


def test_2_4_no_undertrumping_counts_the_highest_trump_in_the_trick():
    # Roses trump. bO rO rA: the highest trump is now rA; seat 3's rK and r6 are both lower.
    state = act(deal(VOIDS), "r", "bO rO rA")
    assert legal(state) == codes("s8 sT sO sK a9 aU aK")
    refused(state, "rK")


def test_2_4_undertrumping_allowed_when_the_hand_holds_only_trumps():
    # Roses trump. Seat 0 takes tricks 1-3 (bA, sA, aA) while seat 2 throws b6, s6, a6.
    # Trick 4: seat 0 leads bK, seat 1 trumps with r9. Seat 2 now holds only trumps
    # (r6 r7 r8 rT rO rK), all below r9: any of them may be played.
    state = act(deal(ONLY_TRUMPS), ONLY_TRUMPS_FIRST_THREE_TRICKS)
    assert [t.winner for t in state.tricks] == [0, 0, 0]
    state = act(state, "bK r9")
    assert legal(state) == codes("r6 r7 r8 rT rO rK")
    state = act(state, "r6")
    # Seat 3 (rA bU bO sT sU aT) must follow bells: rA lies below r9 (the highest trump in
    # the trick, not the last one played) and is refused.
    assert legal(state) == codes("bU bO")
    refused(state, "rA")


# Trump led


def test_2_4_trump_led_follow_with_a_trump():
    # Shields trump. VOIDS: seat 0 leads sA. Seat 1 holds s7 s9 sU: the Under is not its
    # only trump, so it must play a trump (any of the three). Seat 2's only shield is s6
    # (not the Under): it must play it. Seat 3 must play one of s8 sT sO sK.
    state = act(deal(VOIDS), "s", "sA")
    assert legal(state) == codes("s7 s9 sU")
    refused(state, "a8")
    state = act(state, "s7")
    assert legal(state) == codes("s6")
    refused(state, "b7")
    state = act(state, "s6")
    assert legal(state) == codes("s8 sT sO sK")


def test_2_4_trump_under_may_be_kept_back_when_it_is_the_only_trump():
    # Acorns trump. UNDER: seat 0 leads a8; seat 1's only acorn is aU: any card.
    state = act(deal(UNDER), "a", "a8")
    assert legal(state) == codes(UNDER[1])
    assert act(state, "r6").to_move == 2


def test_2_4_trump_led_no_duty_to_overtrump():
    # Acorns trump. a8 led, seat 1 throws r6. Seat 2 holds a6 a9 aT aK: all four may be
    # played (a6 is below a8), but no plain card.
    state = act(deal(UNDER), "a", "a8 r6")
    assert legal(state) == codes("a6 a9 aT aK")
    refused(state, "rU")
    state = act(state, "a6")
    # Seat 3 holds no acorns: any card.
    assert legal(state) == codes(UNDER[3])
    state = act(state, "s7")
    assert state.tricks[0].winner == 0  # a8 is the highest trump of the trick


def test_2_4_highest_trump_wins_and_leads_next():
    # Roses trump. VOIDS: bO (3) rO (3) bA (11) rK (4): rK (K above O) wins for seat 3.
    state = act(deal(VOIDS), "r", "bO rO bA rK")
    assert state.tricks[0].winner == 3
    assert state.to_move == state.leader == 3
    assert state.credits.card_points == (0, 21)


def test_2_4_a_card_not_held_is_refused():
    state = act(deal(BASE), "r")
    refused(state, "r7")  # seat 1's card
