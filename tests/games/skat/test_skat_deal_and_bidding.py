"""RULES §3.1 (pack and deal), §3.2 and §3.6 (bidding)."""

import pytest
from skat_deals import (
    D1_HANDS,
    D1_SKAT,
    FOREHAND,
    FOREHAND_AT_18,
    MIDDLEHAND,
    REARHAND,
    act,
    deal,
)

from cardavia.core.cards import count
from cardavia.core.decks import GERMAN_32
from cardavia.core.errors import BadNotation, CardaviaError, IllegalAction
from cardavia.games.skat import SKAT
from cardavia.games.skat.actions import BIDS, HOLD, PASS, Bid
from cardavia.games.skat.contracts import BID_LADDER

RULES_LADDER = (
    "18 20 22 23 24 27 30 33 35 36 40 44 45 46 48 50 54 55 59 60 63 66 70 72 77 80 81 84 88 "
    "90 96 99 100 108 110 117 120 121 126 130 132 135 140 143 144 150 154 156 165 168 180 192"
)
LADDER = tuple(int(value) for value in RULES_LADDER.split())


def fresh():
    return deal(D1_HANDS, D1_SKAT)


def bids_in(actions) -> list[int]:
    return [action.value for action in actions if isinstance(action, Bid)]


# ----------------------------------------------------------------------------- §3.1


@pytest.mark.parametrize("seed", range(20))
def test_3_1_ten_cards_each_and_two_in_the_skat(seed):
    state = SKAT.new_deal(seed)
    hands = state.hands
    assert [count(hand) for hand in hands] == [10, 10, 10]
    assert count(state.skat) == 2
    assert hands[0] | hands[1] | hands[2] | state.skat == GERMAN_32
    assert count(GERMAN_32) == 32


def test_3_1_first_dealer_is_drawn_at_random():
    dealers = {SKAT.new_deal(seed).dealer for seed in range(60)}
    assert dealers == {0, 1, 2}
    # ...but the same seed always gives the same deal.
    assert SKAT.new_deal(7).hands == SKAT.new_deal(7).hands


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_3_1_forehand_follows_the_dealer_then_middlehand_and_the_dealer_is_rearhand(dealer):
    state = SKAT.new_deal(3, dealer=dealer)
    forehand, middlehand, rearhand = (dealer + 1) % 3, (dealer + 2) % 3, dealer
    # Middlehand opens the bidding by asking forehand.
    assert state.to_move == middlehand
    state = state.apply(BIDS[18])
    assert state.to_move == forehand
    state = state.apply(PASS)
    # Rearhand (the dealer) then asks the survivor.
    assert state.to_move == rearhand


# ----------------------------------------------------------------------------- §3.2


def test_3_2_middlehand_asks_forehand_first():
    state = fresh()
    assert state.phase == "bidding"
    assert state.to_move == MIDDLEHAND
    assert bids_in(state.legal_actions()) == list(LADDER)
    assert PASS in state.legal_actions()
    state = act(state, "bid 18")
    assert state.to_move == FOREHAND
    assert state.legal_actions() == (HOLD, PASS)


def test_3_2_forehand_answers_each_value_with_hold_or_pass():
    state = act(fresh(), "bid 18", "hold")
    assert state.to_move == MIDDLEHAND
    assert bids_in(state.legal_actions())[0] == 20
    state = act(state, "bid 20")
    assert state.to_move == FOREHAND
    with pytest.raises(IllegalAction, match="hold or pass"):
        state.apply(BIDS[22])


def test_3_2_then_rearhand_asks_forehand_when_middlehand_passed():
    state = act(fresh(), "bid 18", "hold", "pass")
    assert state.to_move == REARHAND
    state = act(state, "bid 20")
    assert state.to_move == FOREHAND
    assert state.legal_actions() == (HOLD, PASS)


def test_3_2_then_rearhand_asks_middlehand_when_forehand_passed():
    state = act(fresh(), "bid 18", "pass")
    assert state.to_move == REARHAND
    state = act(state, "bid 20")
    assert state.to_move == MIDDLEHAND
    assert state.legal_actions() == (HOLD, PASS)


def test_3_2_a_player_who_passed_is_out():
    # Forehand passes to middlehand's 18 and never speaks again.
    state = act(fresh(), "bid 18", "pass")
    movers = []
    for step in ("bid 20", "hold", "bid 22", "hold", "bid 23", "pass"):
        movers.append(state.to_move)
        state = act(state, step)
    assert movers == [REARHAND, MIDDLEHAND] * 3
    assert state.phase == "pickup"
    assert state.declarer == REARHAND
    assert state.bid == 23


def test_3_2_last_one_left_is_the_declarer_at_the_highest_value_held():
    state = act(fresh(), "bid 18", "hold", "bid 20", "hold", "pass", "bid 22", "hold", "pass")
    assert state.phase == "pickup"
    assert state.declarer == FOREHAND
    assert state.bid == 22
    assert state.to_move == FOREHAND


def test_3_2_rearhand_first_value_must_exceed_values_named():
    # Middlehand named 23 and forehand held it; rearhand must start above 23.
    state = act(fresh(), "bid 18", "hold", "bid 23", "hold", "pass")
    assert state.to_move == REARHAND
    assert bids_in(state.legal_actions())[0] == 24
    for value in (18, 20, 22, 23):
        with pytest.raises(IllegalAction, match="higher than 23"):
            state.apply(BIDS[value])


def test_3_2_rearhand_first_value_must_exceed_a_value_named_but_not_held():
    # Middlehand named 30 and forehand passed: 30 was still named.
    state = act(fresh(), "bid 30", "pass")
    assert state.to_move == REARHAND
    assert bids_in(state.legal_actions())[0] == 33
    with pytest.raises(IllegalAction, match="higher than 30"):
        state.apply(BIDS[30])


def test_3_2_forehand_may_take_18_only_when_nobody_bid():
    state = act(fresh(), "pass", "pass")
    assert state.to_move == FOREHAND
    assert state.legal_actions() == (BIDS[18], PASS)
    with pytest.raises(IllegalAction, match="18"):
        state.apply(BIDS[20])
    state = act(state, "bid 18")
    assert state.phase == "pickup"
    assert state.declarer == FOREHAND
    assert state.bid == 18


def test_3_2_forehand_is_not_offered_18_after_a_bid():
    # Middlehand bid 18, forehand passed, rearhand passed: middlehand plays, forehand is out.
    state = act(fresh(), "bid 18", "pass", "pass")
    assert state.phase == "pickup"
    assert state.declarer == MIDDLEHAND
    assert state.bid == 18


def test_3_2_all_pass_throws_in():
    state = act(fresh(), "pass", "pass", "pass")
    assert state.is_over
    assert state.to_move is None
    result = state.result()
    assert result.thrown_in
    assert result.scores == (0, 0, 0)
    assert result.declarer is None
    # RECORDS.md: fields that do not apply to a thrown-in deal are null.
    view = result.to_json()
    assert view.pop("thrown_in") is True
    assert set(view.values()) == {None}


# ----------------------------------------------------------------------------- §3.6


def test_3_6_bid_ladder_is_exactly_the_listed_values():
    assert tuple(BID_LADDER) == LADDER
    assert len(LADDER) == 52
    # Reachable values: suit bases 9-12 x 2-15, Grand 24 x 2-8, the four Null values.
    reachable = {b * m for b in (9, 10, 11, 12) for m in range(2, 16)}
    reachable |= {24 * m for m in range(2, 9)} | {23, 35, 46, 59}
    assert tuple(sorted(reachable)) == LADDER


def test_3_6_bidding_jumps_are_allowed():
    state = act(fresh(), "bid 48")
    assert state.to_move == FOREHAND
    state = act(state, "hold", "bid 96", "pass", "pass")
    assert state.declarer == MIDDLEHAND
    assert state.bid == 96


@pytest.mark.parametrize("number", [0, 17, 19, 21, 25, 31, 47, 193, 200])
def test_3_6_non_ladder_numbers_are_not_bids(number):
    with pytest.raises(BadNotation, match="not a bid"):
        SKAT.parse_action({"bid": number})


@pytest.mark.parametrize("number", [19, 21, 25, 193])
def test_3_6_non_ladder_bid_objects_are_refused_by_the_state(number):
    # The state itself must refuse a number that is not on the ladder, not only the parser.
    state = fresh()
    with pytest.raises(IllegalAction):
        state.apply(Bid(number))
    assert state.to_move == MIDDLEHAND and state.history == ()


def test_3_6_asker_must_name_a_higher_value_each_time():
    state = act(fresh(), "bid 20", "hold")
    with pytest.raises(IllegalAction, match="higher than 20"):
        state.apply(BIDS[20])
    with pytest.raises(IllegalAction, match="higher than 20"):
        state.apply(BIDS[18])


def test_3_6_nothing_above_192():
    state = act(fresh(), "bid 192", "hold")
    assert state.legal_actions() == (PASS,)


def test_3_6_asker_may_pass_before_naming_any_value():
    state = act(fresh(), "pass")
    assert state.to_move == REARHAND
    state = act(state, "pass")
    assert state.to_move == FOREHAND


@pytest.mark.parametrize(
    ("actions", "declarer", "bid"),
    [
        # Rearhand named 24 and forehand passed: the last value named.
        (["bid 18", "hold", "pass", "bid 22", "hold", "bid 24", "pass"], REARHAND, 24),
        # Rearhand named 27, forehand held it, rearhand passed: the last value held.
        (["bid 20", "hold", "pass", "bid 22", "hold", "bid 27", "hold", "pass"], FOREHAND, 27),
        # Middlehand named 30, forehand passed, rearhand passed without bidding.
        (["bid 30", "pass", "pass"], MIDDLEHAND, 30),
        # Middlehand named 20 and forehand held; middlehand then passed.
        (["bid 20", "hold", "pass", "pass"], FOREHAND, 20),
        # Rearhand asks middlehand after forehand passed.
        (["bid 18", "pass", "bid 35", "hold", "pass"], MIDDLEHAND, 35),
        # Nobody bid; forehand takes 18.
        (FOREHAND_AT_18, FOREHAND, 18),
    ],
)
def test_3_6_declarer_bid_is_last_value_named_or_held(actions, declarer, bid):
    state = act(fresh(), *actions)
    assert state.phase == "pickup"
    assert state.declarer == declarer
    assert state.bid == bid
    assert state.observation(0).bid == bid


def test_3_6_bids_in_record_form_round_trip():
    for value in LADDER:
        action = SKAT.parse_action({"bid": value})
        assert action == BIDS[value]
        assert action.to_json() == {"bid": value}
    with pytest.raises(CardaviaError):
        SKAT.parse_action({"bid": "20"})
