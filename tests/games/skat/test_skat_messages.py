"""Every refusal is an IllegalAction (or BadNotation for malformed input) with a message in
the player's terms, and leaves the state as it was."""

import re

import pytest
from skat_deals import (
    D1_HANDS,
    D1_SKAT,
    FOREHAND_AT_18,
    T_HANDS,
    T_SKAT,
    act,
    deal,
    forehand_declares_at,
    play_cards,
)

from cardavia.core.cards import parse_card, parse_cards
from cardavia.core.errors import BadNotation, IllegalAction
from cardavia.core.game import PLAYS
from cardavia.games.skat import SKAT
from cardavia.games.skat.actions import BIDS, DECLARES, HOLD, PASS, PICK_UP, discard_of

JARGON = re.compile(r"Bid\(|Play\(|Hold\(|Pass\(|Declare\(|Discard\(|card=|mask|None|0x|<|>")


def t_hearts():
    return act(deal(T_HANDS, T_SKAT), *FOREHAND_AT_18, "hand", "declare h")


CASES = [
    # (what, state factory, action, words the message must contain)
    ("follow suit", lambda: play_cards(t_hearts(), "lK"), PLAYS[parse_card("bA")], "follow suit"),
    (
        "follow trumps",
        lambda: play_cards(t_hearts(), "hA"),
        PLAYS[parse_card("aA")],
        "follow suit",
    ),
    ("card not held", t_hearts, PLAYS[parse_card("aA")], "do not hold the acorn ace"),
    (
        "bid not higher",
        lambda: act(deal(D1_HANDS, D1_SKAT), "bid 20", "hold"),
        BIDS[20],
        "higher than 20",
    ),
    ("listener bids", lambda: act(deal(D1_HANDS, D1_SKAT), "bid 20"), BIDS[22], "hold or pass"),
    ("asker holds", lambda: deal(D1_HANDS, D1_SKAT), HOLD, "bid"),
    (
        "forehand above 18",
        lambda: act(deal(D1_HANDS, D1_SKAT), "pass", "pass"),
        BIDS[20],
        "18",
    ),
    (
        "play during bidding",
        lambda: deal(D1_HANDS, D1_SKAT),
        PLAYS[parse_card("aU")],
        "bid",
    ),
    (
        "declare before the skat",
        lambda: act(deal(D1_HANDS, D1_SKAT), *FOREHAND_AT_18),
        DECLARES["h"],
        "pick up the skat or play Hand",
    ),
    (
        "declare before putting away",
        lambda: act(deal(D1_HANDS, D1_SKAT), *FOREHAND_AT_18, "pickup"),
        DECLARES["h"],
        "Put away two cards",
    ),
    (
        "put away a card not held",
        lambda: act(deal(D1_HANDS, D1_SKAT), *FOREHAND_AT_18, "pickup"),
        discard_of(parse_cards(["aA", "bK"])),
        "do not hold: acorn ace",
    ),
    (
        "Null below the bid",
        lambda: act(deal(D1_HANDS, D1_SKAT), *forehand_declares_at(24), "pickup", "discard bK bO"),
        DECLARES["null"],
        "Null is worth 23, less than your bid of 24",
    ),
    (
        "Null Hand below the bid",
        lambda: act(deal(D1_HANDS, D1_SKAT), *forehand_declares_at(36), "hand"),
        DECLARES["null"],
        "Null Hand is worth 35, less than your bid of 36",
    ),
    ("pass while playing", t_hearts, PASS, "play a card"),
    (
        "pick up while declaring",
        lambda: act(deal(D1_HANDS, D1_SKAT), *FOREHAND_AT_18, "hand"),
        PICK_UP,
        "Declare your game",
    ),
]


@pytest.mark.parametrize(
    ("state_of", "action", "words"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_every_refusal_is_in_player_terms_and_changes_nothing(state_of, action, words):
    state = state_of()
    before = (state.phase, state.to_move, state.history, state.hands, state.legal_actions())
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    message = str(refused.value)
    assert words in message
    assert message[0].isupper()
    assert not JARGON.search(message), message
    after = (state.phase, state.to_move, state.history, state.hands, state.legal_actions())
    assert after == before


def test_nothing_may_be_done_after_the_deal_is_over():
    state = act(deal(D1_HANDS, D1_SKAT), "pass", "pass", "pass")
    with pytest.raises(IllegalAction, match="over"):
        state.apply(PASS)
    assert state.legal_actions() == ()


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({"bid": 19}, "not a bid value"),
        ({"bid": "twenty"}, "whole number"),
        ({"declare": "ramsch"}, "not a Skat game"),
        ({"discard": ["h7"]}, "exactly two cards"),
        ({"play": "zz"}, "not a card code"),
        ({"bid": 18, "pass": True}, "exactly one"),
    ],
)
def test_malformed_actions_are_refused_in_player_terms(data, words):
    with pytest.raises(BadNotation) as refused:
        SKAT.parse_action(data)
    assert words in str(refused.value)
