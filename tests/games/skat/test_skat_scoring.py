"""RULES §3.5 and §3.6: card points, matadors, Schneider and Schwarz, game value, overbid,
Null values and the settlement, each on a complete hand-built deal (see skat_deals.py).

Every expected figure is worked out by hand in the comments.
"""

import pytest
from skat_deals import (
    D1_HANDS,
    D1_PLAY,
    D1_SKAT,
    D2_HANDS,
    D2_PLAY_NO_TRICK,
    D2_PLAY_ONE_TRICK,
    D2_SKAT,
    D4_HANDS,
    D4_SKAT,
    D5_HANDS,
    D5_PLAY,
    D5_SKAT,
    D6_HANDS,
    D6_PLAY,
    D6_SKAT,
    D7_HANDS,
    D7_PLAY,
    D7_SKAT,
    D8_HANDS,
    D8_SKAT,
    D9_HANDS,
    D9_SKAT,
    FOREHAND,
    FOREHAND_AT_18,
    N1_HANDS,
    N1_SKAT,
    act,
    d8_play,
    d9_play,
    deal,
    forehand_declares_at,
    play_cards,
    play_out,
)

from cardavia.core.cards import parse_cards
from cardavia.games.skat.contracts import CONTRACTS, matadors


def finished(hands, skat, bidding, *rest: str, cards: str = ""):
    state = act(deal(hands, skat), *bidding, *rest)
    state = play_cards(state, cards) if cards else play_out(state)
    assert state.is_over
    assert len(state.tricks) == 10
    return state.result()


def d1(bidding=FOREHAND_AT_18, how=("pickup", "discard bK bO")):
    return finished(D1_HANDS, D1_SKAT, bidding, *how, "declare h", cards=D1_PLAY)


# ----------------------------------------------------------------------------- §3.5


def test_3_5_game_value_example_hearts_with_two_is_30():
    # D1: hearts, with aU lU (no hU) = with 2. Declarer tricks 80 + put away bK bO 7 = 87,
    # defenders 33: no Schneider. 10 x (2 + 1) = 30, bid 18: won, +30.
    result = d1()
    assert (result.contract, result.hand) == ("h", False)
    assert (result.matadors, result.matadors_with) == (2, True)
    assert result.declarer_points == 87
    assert (result.schneider, result.schwarz, result.overbid) == (False, False, False)
    assert result.game_value == 30
    assert result.won is True
    assert result.scores == (30, 0, 0)


def test_3_5_hand_adds_one_and_the_unseen_skat_counts_for_the_declarer():
    # D1 played Hand: same tricks (80) + the skat bK bO (7) = 87. 10 x (2 + 1 + 1) = 40.
    result = d1(how=("hand",))
    assert result.hand is True
    assert result.declarer_points == 87
    assert result.game_value == 40
    assert result.scores == (40, 0, 0)


def test_3_5_won_needs_61_card_points():
    # D8, aA put away with b8 (11): tricks 50 + 11 = 61 -> won, 10 x 3 = 30.
    state = act(deal(D8_HANDS, D8_SKAT), *FOREHAND_AT_18, "pickup", "discard aA b8", "declare h")
    result = play_cards(state, d8_play("aT")).result()
    assert result.declarer_points == 61
    assert (result.won, result.game_value, result.scores) == (True, 30, (30, 0, 0))


def test_3_5_sixty_card_points_lose():
    # D8, aT put away with b8 (10): tricks 50 + 10 = 60 -> lost, -2 x 30 = -60.
    state = act(deal(D8_HANDS, D8_SKAT), *FOREHAND_AT_18, "pickup", "discard aT b8", "declare h")
    result = play_cards(state, d8_play("aA")).result()
    assert result.declarer_points == 60
    assert (result.won, result.schneider, result.overbid) == (False, False, False)
    assert result.game_value == 30
    assert result.scores == (-60, 0, 0)


def test_3_5_schneider_of_the_declarer():
    # D2: hearts without 2 (no aU, lU; hU held). The declarer wins only T4 (aK l9 h8 = 4)
    # and the put-away skat bO b9 (3): 7 points <= 30: Schneider. One trick: no Schwarz.
    # 10 x (2 + 1 + 1) = 40; lost: -80.
    result = finished(
        D2_HANDS,
        D2_SKAT,
        FOREHAND_AT_18,
        "pickup",
        "discard bO b9",
        "declare h",
        cards=D2_PLAY_ONE_TRICK,
    )
    assert (result.matadors, result.matadors_with) == (2, False)
    assert result.declarer_points == 7
    assert (result.schneider, result.schwarz) == (True, False)
    assert result.game_value == 40
    assert result.won is False
    assert result.scores == (-80, 0, 0)


def test_3_5_schneider_when_the_defenders_have_exactly_30():
    # D9, aA put away with b8 (11), aT led into T4 and trumped by rearhand.
    # Declarer: tricks T1 2 + T2 6 + T3 21 + T6 15 + T7 14 + T8 14 + T9 7 = 79, + 11 = 90.
    # Defenders: T4 (aT a7 hO) 13 + T5 (bT b7 b9) 10 + T10 (l9 aK lO) 7 = 30: Schneider.
    # Hearts with 2: 10 x (2 + 1 + 1) = 40.
    state = act(deal(D9_HANDS, D9_SKAT), *FOREHAND_AT_18, "pickup", "discard aA b8", "declare h")
    result = play_cards(state, d9_play("aT")).result()
    assert result.declarer_points == 90
    assert (result.schneider, result.schwarz, result.won) == (True, False, True)
    assert result.game_value == 40
    assert result.scores == (40, 0, 0)


def test_3_5_no_schneider_when_the_defenders_have_31():
    # D9, aT put away (10), aA led into T4: declarer 79 + 10 = 89, defenders 31.
    state = act(deal(D9_HANDS, D9_SKAT), *FOREHAND_AT_18, "pickup", "discard aT b8", "declare h")
    result = play_cards(state, d9_play("aA")).result()
    assert result.declarer_points == 89
    assert (result.schneider, result.won) == (False, True)
    assert result.game_value == 30
    assert result.scores == (30, 0, 0)


def test_3_5_schwarz_of_the_declarer_and_the_skat_is_not_a_trick():
    # D2 again, but the declarer takes no trick; the skat's 3 points are still theirs.
    # Schwarz (and so Schneider): 10 x (2 + 1 + 1 + 1) = 50; lost: -100.
    result = finished(
        D2_HANDS,
        D2_SKAT,
        FOREHAND_AT_18,
        "pickup",
        "discard bO b9",
        "declare h",
        cards=D2_PLAY_NO_TRICK,
    )
    assert result.declarer_points == 3
    assert (result.schneider, result.schwarz) == (True, True)
    assert result.game_value == 50
    assert result.scores == (-100, 0, 0)


def test_3_5_schwarz_of_the_defenders_adds_two_in_all():
    # D4, Grand: the declarer leads and wins every trick whatever is played (four Unters,
    # then aces and tens above every card the defenders hold): 120 points, 10 tricks.
    # With 4: 24 x (4 + 1 + 1 Schneider + 1 Schwarz) = 168.
    state = act(deal(D4_HANDS, D4_SKAT), *FOREHAND_AT_18, "pickup", "discard b8 b7")
    state = play_out(act(state, "declare grand"))
    assert all(trick.winner == FOREHAND for trick in state.tricks)
    result = state.result()
    assert (result.matadors, result.matadors_with) == (4, True)
    assert result.declarer_points == 120
    assert (result.schneider, result.schwarz) == (True, True)
    assert result.game_value == 168
    assert result.scores == (168, 0, 0)


def test_3_5_schwarz_hand_grand():
    # D4 played Hand: 24 x (4 + 1 + 1 Hand + 2 Schwarz) = 192, the top of the ladder.
    state = act(deal(D4_HANDS, D4_SKAT), *FOREHAND_AT_18, "hand", "declare grand")
    result = play_out(state).result()
    assert result.game_value == 192
    assert result.scores == (192, 0, 0)


def test_3_6_schwarz_counts_tricks_not_points():
    # D5, Grand with 4: the defenders win only T1 (h7 a7 h8 = 0 points). Declarer 120
    # points but not every trick: Schneider, no Schwarz. 24 x (4 + 1 + 1) = 144.
    result = finished(
        D5_HANDS,
        D5_SKAT,
        FOREHAND_AT_18,
        "pickup",
        "discard b8 b7",
        "declare grand",
        cards=D5_PLAY,
    )
    assert result.declarer_points == 120
    assert (result.schneider, result.schwarz) == (True, False)
    assert result.game_value == 144
    assert result.scores == (144, 0, 0)


def test_3_5_matadors_without_three_in_hand_game_count_unseen_skat():
    # D6: hearts Hand; the dealt hand holds no Unter but the unseen skat holds bU.
    # Dealt cards + skat: without aU lU hU, bU held -> without 3 (not "without 4").
    # Tricks 101 + skat bU b7 (2) = 103; defenders 17: Schneider.
    # 10 x (3 + 1 + 1 Hand + 1 Schneider) = 60.
    result = finished(D6_HANDS, D6_SKAT, FOREHAND_AT_18, "hand", "declare h", cards=D6_PLAY)
    assert (result.matadors, result.matadors_with) == (3, False)
    assert result.declarer_points == 103
    assert (result.schneider, result.schwarz) == (True, False)
    assert result.game_value == 60
    assert result.scores == (60, 0, 0)


def test_3_6_matadors_count_the_original_skat_whatever_is_put_away():
    # D7: Grand; dealt aU lU hU, the skat holds bU, which the declarer puts away again.
    # Dealt + skat: with 4. Tricks 107 + put away bU b7 (2) = 109; defenders 11: Schneider.
    # 24 x (4 + 1 + 1) = 144 (with 3 it would be 120).
    result = finished(
        D7_HANDS,
        D7_SKAT,
        FOREHAND_AT_18,
        "pickup",
        "discard bU b7",
        "declare grand",
        cards=D7_PLAY,
    )
    assert (result.matadors, result.matadors_with) == (4, True)
    assert result.declarer_points == 109
    assert (result.schneider, result.schwarz) == (True, False)
    assert result.game_value == 144
    assert result.scores == (144, 0, 0)


def test_3_5_matadors_run_from_the_acorn_unter_down_the_trump_order():
    def run(contract: str, codes: str):
        return matadors(CONTRACTS[contract], parse_cards(codes.split()))

    assert run("h", "aU lU hU bU hA hT hK hO h9 h8 h7 a7") == (11, True)
    assert run("h", "aU lU bU hA") == (2, True)
    assert run("h", "hU bU hA") == (2, False)
    assert run("a", "aA aT aK") == (4, False)
    assert run("grand", "aU lU hU bU") == (4, True)
    assert run("grand", "b7") == (4, False)


def test_3_5_base_values():
    bases = {name: CONTRACTS[name].base for name in ("b", "h", "l", "a", "grand")}
    assert bases == {"b": 9, "h": 10, "l": 11, "a": 12, "grand": 24}


@pytest.mark.parametrize(
    ("how", "contract", "value"),
    [
        (("pickup", "discard lT b8"), "null", 23),
        (("hand",), "null", 35),
        (("pickup", "discard lT b8"), "null_ouvert", 46),
        (("hand",), "null_ouvert", 59),
    ],
)
def test_3_5_null_values_23_35_46_59(how, contract, value):
    # N1: the declarer holds 7 8 9 of a, l, h and b7 and can never take a trick.
    state = act(deal(N1_HANDS, N1_SKAT), *FOREHAND_AT_18, *how, f"declare {contract}")
    state = play_out(state)
    assert len(state.tricks) == 10
    result = state.result()
    assert result.contract == contract
    assert result.hand is (how == ("hand",))
    assert result.game_value == value
    assert result.won is True
    assert result.scores == (value, 0, 0)
    assert result.to_json()["matadors"] is None  # no matadors in Null (RECORDS.md)


# ----------------------------------------------------------------------------- overbid


@pytest.mark.parametrize(
    ("bid", "loss"),
    [
        # Value 30. Smallest multiple of 10 that is >= the bid, doubled.
        (33, -80),  # 40 x 2 (not 2 x 33 = 66, not 2 x 30 = 60)
        (35, -80),
        (36, -80),
        (44, -100),  # 50 x 2
        (59, -120),  # 60 x 2
    ],
)
def test_3_5_overbid_loss_is_twice_the_smallest_multiple_of_base(bid, loss):
    # D1: hearts with 2 is worth 30 whatever the bid; 87 card points do not save it.
    result = d1(bidding=forehand_declares_at(bid))
    assert result.bid == bid
    assert result.declarer_points == 87
    assert result.game_value == 30  # the computed value, below the bid
    assert result.overbid is True
    assert result.won is False
    assert result.scores == (loss, 0, 0)


def test_3_5_value_equal_to_the_bid_is_not_overbid():
    # D1 Hand is worth 40; bid 40: won, +40.
    result = d1(bidding=forehand_declares_at(40), how=("hand",))
    assert (result.overbid, result.won, result.game_value) == (False, True, 40)
    assert result.scores == (40, 0, 0)


def test_3_6_overbid_loss_is_the_same_whatever_the_card_points():
    # D2 with one trick: 7 points, Schneider, value 40. Bid 44 -> overbid:
    # -2 x 50 = -100 (the plain loss would have been -2 x 40 = -80).
    result = finished(
        D2_HANDS,
        D2_SKAT,
        forehand_declares_at(44),
        "pickup",
        "discard bO b9",
        "declare h",
        cards=D2_PLAY_ONE_TRICK,
    )
    assert result.game_value == 40
    assert result.overbid is True
    assert result.scores == (-100, 0, 0)


def test_3_5_schneider_can_lift_the_value_to_the_bid():
    # D2 with one trick, bid 40: Schneider makes the value 40 = the bid, so no overbid;
    # the game is lost on points: -2 x 40 = -80.
    result = finished(
        D2_HANDS,
        D2_SKAT,
        forehand_declares_at(40),
        "pickup",
        "discard bO b9",
        "declare h",
        cards=D2_PLAY_ONE_TRICK,
    )
    assert (result.overbid, result.won, result.game_value) == (False, False, 40)
    assert result.scores == (-80, 0, 0)


# ----------------------------------------------------------------------------- settlement


@pytest.mark.parametrize("declarer_seat", [0, 1, 2])
def test_3_5_settlement_only_the_declarer_score_changes(declarer_seat):
    # D1 rotated so that the declarer (always forehand) sits at ``declarer_seat``:
    # dealer = forehand - 1. Won: +30 to the declarer, 0 to each defender.
    dealer = (declarer_seat - 1) % 3
    hands = [""] * 3
    for offset, hand in enumerate(D1_HANDS):
        hands[(dealer + 1 + offset) % 3] = hand
    state = act(
        deal(hands, D1_SKAT, dealer=dealer),
        *FOREHAND_AT_18,
        "pickup",
        "discard bK bO",
        "declare h",
    )
    result = play_cards(state, D1_PLAY).result()
    assert result.declarer == declarer_seat
    expected = [0, 0, 0]
    expected[declarer_seat] = 30
    assert result.scores == tuple(expected)


def test_3_5_lost_game_scores_minus_twice_the_value():
    result = d1(how=("pickup", "discard bK bO"))
    assert result.scores == (30, 0, 0)
    lost = finished(
        D2_HANDS,
        D2_SKAT,
        FOREHAND_AT_18,
        "pickup",
        "discard bO b9",
        "declare h",
        cards=D2_PLAY_ONE_TRICK,
    )
    assert lost.scores == (-2 * lost.game_value, 0, 0)


def test_3_5_result_json_carries_the_rule_fields():
    result = d1()
    assert result.to_json() == {
        "thrown_in": False,
        "declarer": 0,
        "bid": 18,
        "contract": "h",
        "hand": False,
        "matadors": 2,
        "declarer_points": 87,
        "schneider": False,
        "schwarz": False,
        "game_value": 30,
        "overbid": False,
        "won": True,
    }
