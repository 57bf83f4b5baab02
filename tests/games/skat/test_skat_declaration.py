"""RULES §3.3 (skat and declaration) and §3.6 (discards, Null below the bid), including what
each seat may see."""

import json

import pytest
from skat_deals import (
    D1_HANDS,
    D1_SKAT,
    FOREHAND,
    FOREHAND_AT_18,
    MIDDLEHAND,
    N1_HANDS,
    N1_SKAT,
    REARHAND,
    act,
    deal,
    forehand_declares_at,
)

from cardavia.core.cards import count, format_cards, parse_cards
from cardavia.core.errors import IllegalAction
from cardavia.games.skat.actions import DECLARES, PICK_UP, PLAY_HAND, discard_of

ALL_GAMES = ("a", "l", "h", "b", "grand", "null", "null_ouvert")


def d1_won_at(value: int):
    return act(deal(D1_HANDS, D1_SKAT), *forehand_declares_at(value))


def declared_games(state) -> tuple[str, ...]:
    return tuple(action.contract for action in state.legal_actions())


# ----------------------------------------------------------------------------- §3.3


def test_3_3_declarer_picks_up_the_skat_or_plays_hand():
    state = d1_won_at(18)
    assert state.phase == "pickup"
    assert state.to_move == FOREHAND
    assert set(state.legal_actions()) == {PICK_UP, PLAY_HAND}


def test_3_3_picking_up_puts_the_skat_in_hand_then_two_cards_go_away():
    state = act(d1_won_at(18), "pickup")
    assert state.phase == "discard"
    skat = parse_cards(D1_SKAT.split())
    assert state.hands[FOREHAND] == parse_cards(D1_HANDS[0].split()) | skat
    assert count(state.hands[FOREHAND]) == 12
    state = act(state, "discard b7 a7")
    assert state.phase == "declare"
    assert count(state.hands[FOREHAND]) == 10
    assert state.hands[FOREHAND] & parse_cards(["b7", "a7"]) == 0
    assert state.hands[FOREHAND] & skat == skat


def test_3_3_hand_game_leaves_the_skat_unseen_and_goes_to_the_declaration():
    state = act(d1_won_at(18), "hand")
    assert state.phase == "declare"
    assert state.hands[FOREHAND] == parse_cards(D1_HANDS[0].split())
    assert state.observation(FOREHAND).skat is None


@pytest.mark.parametrize("how", [["hand"], ["pickup", "discard bK bO"]])
def test_3_3_every_game_may_be_announced_also_as_hand(how):
    state = act(d1_won_at(18), *how)
    assert declared_games(state) == ALL_GAMES
    for name in ALL_GAMES:
        declared = state.apply(DECLARES[name])
        assert declared.phase == "play"
        assert declared.contract.name == name
        assert declared.hand_game is (how == ["hand"])


def test_3_3_skat_visible_only_to_the_declarer_who_picked_it_up():
    state = deal(D1_HANDS, D1_SKAT)
    for seat in range(3):
        assert state.observation(seat).skat is None
    state = act(state, *FOREHAND_AT_18)
    for seat in range(3):
        assert state.observation(seat).skat is None
    picked = act(state, "pickup")
    assert picked.observation(FOREHAND).skat == parse_cards(D1_SKAT.split())
    assert picked.observation(FOREHAND).to_json()["skat"] == ["bK", "bO"]
    for seat in (MIDDLEHAND, REARHAND):
        observation = picked.observation(seat)
        assert observation.skat is None
        assert observation.to_json()["skat"] is None
        assert observation.hand == parse_cards(D1_HANDS[seat].split())
    # Played Hand, nobody sees it.
    hand = act(state, "hand", "declare h")
    for seat in range(3):
        assert hand.observation(seat).skat is None


def test_3_3_discards_visible_only_to_the_declarer():
    state = act(d1_won_at(18), "pickup", "discard a7 bK", "declare h")
    put_away = parse_cards(["a7", "bK"])
    mine = state.observation(FOREHAND)
    assert mine.discarded == put_away
    assert mine.to_json()["discarded"] == ["a7", "bK"]
    assert {"seat": FOREHAND, "discard": ["a7", "bK"]} in mine.to_json()["history"]
    for seat in (MIDDLEHAND, REARHAND):
        theirs = state.observation(seat)
        assert theirs.discarded is None
        view = theirs.to_json()
        assert view["discarded"] is None
        assert {"seat": FOREHAND, "discard": None} in view["history"]
        text = json.dumps(view)
        assert '"a7"' not in text and '"bK"' not in text


def test_3_3_null_ouvert_hand_visible_to_all_after_declaring():
    state = act(deal(N1_HANDS, N1_SKAT), *FOREHAND_AT_18, "hand")
    for seat in range(3):
        assert state.observation(seat).ouvert is None
    state = act(state, "declare null_ouvert")
    shown = parse_cards(N1_HANDS[0].split())
    for seat in range(3):
        observation = state.observation(seat)
        assert observation.ouvert == shown
        assert sorted(observation.to_json()["ouvert"]) == sorted(N1_HANDS[0].split())
    # Before the first lead, and it keeps showing what is left.
    assert state.to_move == FOREHAND and state.tricks == ()
    state = act(state, "a9")
    assert state.observation(REARHAND).ouvert == shown & ~parse_cards(["a9"])


def test_3_3_plain_null_keeps_the_declarer_hand_hidden():
    state = act(deal(N1_HANDS, N1_SKAT), *FOREHAND_AT_18, "hand", "declare null")
    for seat in (MIDDLEHAND, REARHAND):
        assert state.observation(seat).ouvert is None
        assert state.observation(seat).hand == parse_cards(N1_HANDS[seat].split())


# ----------------------------------------------------------------------------- §3.6


def test_3_6_discard_may_be_any_two_of_the_twelve_including_skat_cards():
    state = act(d1_won_at(18), "pickup")
    options = state.legal_actions()
    assert len(options) == 66  # 12 choose 2
    both_skat = discard_of(parse_cards(["bK", "bO"]))
    one_each = discard_of(parse_cards(["bK", "hA"]))
    none = discard_of(parse_cards(["aU", "lU"]))
    assert {both_skat, one_each, none} <= set(options)
    for action in (both_skat, one_each, none):
        after = state.apply(action)
        assert after.discarded == action.cards
        assert after.phase == "declare"


def test_3_6_discard_must_be_two_held_cards():
    state = act(d1_won_at(18), "pickup")
    with pytest.raises(IllegalAction, match="do not hold"):
        state.apply(discard_of(parse_cards(["aA", "bK"])))
    with pytest.raises(IllegalAction, match="two"):
        state.apply(discard_of(parse_cards(["bK"])))
    with pytest.raises(IllegalAction, match="two"):
        state.apply(discard_of(parse_cards(["bK", "bO", "b7"])))


def test_3_6_null_below_bid_is_refused():
    state = act(d1_won_at(24), "pickup", "discard bK bO")
    assert state.bid == 24
    assert "null" not in declared_games(state)
    assert "null_ouvert" in declared_games(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(DECLARES["null"])
    message = str(refused.value)
    assert "Null" in message and "23" in message and "24" in message
    # The refusal changed nothing: the declarer still declares.
    assert state.phase == "declare"
    assert state.apply(DECLARES["h"]).phase == "play"


@pytest.mark.parametrize(
    ("bid", "how", "allowed", "refused"),
    [
        (23, ["pickup", "discard bK bO"], {"null", "null_ouvert"}, set()),
        (24, ["hand"], {"null", "null_ouvert"}, set()),  # Null Hand 35
        (35, ["hand"], {"null", "null_ouvert"}, set()),  # exactly 35
        (36, ["hand"], {"null_ouvert"}, {"null"}),  # 35 < 36 <= 59
        (46, ["pickup", "discard bK bO"], {"null_ouvert"}, {"null"}),  # exactly 46
        (48, ["pickup", "discard bK bO"], set(), {"null", "null_ouvert"}),  # 46 < 48
        (59, ["hand"], {"null_ouvert"}, {"null"}),  # exactly 59
        (60, ["hand"], set(), {"null", "null_ouvert"}),
    ],
)
def test_3_6_null_worth_exactly_the_bid_may_be_announced(bid, how, allowed, refused):
    state = act(d1_won_at(bid), *how)
    offered = set(declared_games(state))
    assert allowed <= offered
    assert not refused & offered
    for name in allowed:
        assert state.apply(DECLARES[name]).phase == "play"
    for name in refused:
        with pytest.raises(IllegalAction, match=f"less than your bid of {bid}"):
            state.apply(DECLARES[name])
    # Suit and Grand games are never refused at the declaration (they may be overbid).
    assert {"a", "l", "h", "b", "grand"} <= offered


def test_3_3_declare_in_record_form():
    state = act(d1_won_at(18), "hand", "declare grand")
    assert state.contract.name == "grand"
    assert state.history[-1][1].to_json() == {"declare": "grand"}
    assert sorted(format_cards(state.hands[FOREHAND])) == sorted(D1_HANDS[0].split())
