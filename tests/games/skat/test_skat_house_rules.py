"""Skat's house rules (docs/house-rules.md §0, §3): Kontra and Re, the Ramsch, Bock deals,
and their records.

The deals are those of ``skat_deals`` (dealer 2: seat 0 forehand), played with the house
rules switched on; actions are written as there, plus ``kontra`` and ``re``.
"""

import json
import random

import pytest
from skat_deals import (
    D1_HANDS,
    D1_PLAY,
    D1_SKAT,
    D2_HANDS,
    D2_PLAY_ONE_TRICK,
    D2_SKAT,
    D4_HANDS,
    D4_SKAT,
    D5_HANDS,
    D5_PLAY,
    D5_SKAT,
    DEALER,
    FOREHAND_AT_18,
    N1_HANDS,
    N1_SKAT,
    forehand_declares_at,
    record,
)

from cardavia.core.cards import card_set, parse_cards
from cardavia.core.doubling import KONTRA, KONTRA_ACTION, RE, RE_ACTION
from cardavia.core.errors import IllegalAction, InvalidRecord
from cardavia.core.game import deal_record
from cardavia.games.skat import SKAT
from cardavia.games.skat.bock import bock_rounds
from cardavia.games.skat.contracts import CONTRACTS, RAMSCH, UNTERS
from cardavia.games.skat.scoring import score_ramsch
from cardavia.games.skat.state import SkatState
from cardavia.games.skat.variants import RULEBOOK, SkatVariants
from cardavia.records import replay, replay_report

KONTRA_ON = SkatVariants(kontra=True)
RAMSCH_ON = SkatVariants(ramsch=True)
ALL_PASS = ("pass", "pass", "pass")


def deal(
    hands: tuple[str, ...], skat: str, variants: SkatVariants, bock_deal: bool = False
) -> SkatState:
    dealt = [parse_cards(hand.split()) for hand in hands]
    return SKAT.start(DEALER, dealt, parse_cards(skat.split()), variants, bock_deal)


def act(state: SkatState, *actions: str) -> SkatState:
    """``state`` after the actions (``|`` separates tricks for reading only)."""
    for action in _split(" ".join(actions).replace("|", " ")):
        state = state.apply(SKAT.parse_action(_record(action)))
    return state


def _split(text: str) -> list[str]:
    """The actions of ``text``: a verb with its arguments, or a card code."""
    words, actions = text.split(), []
    verbs_with_argument = {"bid", "declare"}
    while words:
        word = words.pop(0)
        if word == "discard":
            actions.append(" ".join([word, words.pop(0), words.pop(0)]))
        elif word in verbs_with_argument:
            actions.append(f"{word} {words.pop(0)}")
        else:
            actions.append(word)
    return actions


def _record(action: str) -> dict[str, object]:
    if action in ("kontra", "re"):
        return {action: True}
    return record(action)


def d1(variants: SkatVariants = KONTRA_ON, bidding=FOREHAND_AT_18, how="pickup discard bK bO"):
    """D1, hearts for forehand (seat 0), declared: seat 0 leads aU."""
    return act(deal(D1_HANDS, D1_SKAT, variants), *bidding, how, "declare h")


def finish(state: SkatState, cards: str) -> SkatState:
    state = act(state, cards)
    assert state.is_over
    return state


def refusal(state: SkatState, action: object) -> str:
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)  # type: ignore[arg-type]
    return str(caught.value)


# ----------------------------------------------------------------------------- Kontra, Re


def test_kontra_may_be_said_only_before_the_defenders_own_first_card():
    state = d1()
    assert KONTRA_ACTION not in state.legal_actions()  # the declarer leads
    assert refusal(state, KONTRA_ACTION) == "Only a defender may say Kontra"
    state = act(state, "aU")
    assert KONTRA_ACTION in state.legal_actions()  # seat 1, before its first card
    state = act(state, "h8")
    assert KONTRA_ACTION in state.legal_actions()  # seat 2 plays later, still before
    state = act(state, "h7 | lU")
    assert state.to_move == 1
    assert KONTRA_ACTION not in state.legal_actions()
    assert refusal(state, KONTRA_ACTION) == "Kontra may be said only before your first card"


def test_kontra_keeps_the_turn_and_only_one_defender_may_say_it():
    state = act(d1(), "aU kontra")
    assert state.to_move == 1
    assert (state.doubling.level, state.doubling.kontra_seat) == (KONTRA, 1)
    state = act(state, "h8")
    assert KONTRA_ACTION not in state.legal_actions()
    assert refusal(state, KONTRA_ACTION) == "Kontra has been said already"


def test_re_may_be_said_only_after_a_kontra():
    state = d1()
    assert RE_ACTION not in state.legal_actions()
    assert refusal(state, RE_ACTION) == "Re may be said only after a Kontra"
    state = act(state, "aU h8 h7")  # nobody said Kontra: no Re at the declarer's turn
    assert RE_ACTION not in state.legal_actions()


def test_re_is_said_by_the_declarer_at_its_first_turn_after_the_kontra():
    state = act(d1(), "aU h8 kontra h7")
    assert state.to_move == 0
    assert RE_ACTION in state.legal_actions()
    state = act(state, "re")
    assert (state.doubling.level, state.to_move) == (RE, 0)
    assert RE_ACTION not in state.legal_actions()
    assert refusal(state, RE_ACTION) == "Re has been said already"


def test_re_not_said_at_the_first_turn_after_the_kontra_is_lost():
    state = act(d1(), "aU kontra h8")
    assert refusal(state, RE_ACTION) == "Only the declarer may say Re"
    state = act(state, "h7")
    assert RE_ACTION in state.legal_actions()
    state = act(state, "lU hU bU")
    assert state.to_move == 0
    assert RE_ACTION not in state.legal_actions()
    assert refusal(state, RE_ACTION) == "Re may be said only at your first turn after the Kontra"


def test_kontra_and_re_are_refused_without_the_house_rule():
    state = act(d1(RULEBOOK), "aU")
    assert KONTRA_ACTION not in state.legal_actions()
    assert refusal(state, KONTRA_ACTION) == "It is time to play a card"


def test_kontra_doubles_and_re_quadruples_a_won_game():
    # D1: hearts with 2, won, value 30 (test_skat_scoring).
    assert finish(d1(), D1_PLAY).result().scores == (30, 0, 0)
    kontra = finish(act(d1(), "aU kontra"), D1_PLAY.split(maxsplit=1)[1]).result()
    assert (kontra.scores, kontra.game_value, kontra.doubled) == ((60, 0, 0), 30, KONTRA)
    re = finish(act(d1(), "aU kontra h8 h7 re"), D1_PLAY.split("|", 1)[1]).result()
    assert (re.scores, re.doubled) == ((120, 0, 0), RE)


def test_a_lost_game_loses_twice_its_value_times_the_doubling():
    # D2, hearts without 2, one trick: Schneider, value 40, lost: -80; Kontra -160.
    state = act(deal(D2_HANDS, D2_SKAT, KONTRA_ON), *FOREHAND_AT_18, "pickup discard bO b9")
    state = act(state, "declare h h7 kontra", D2_PLAY_ONE_TRICK.split(maxsplit=1)[1])
    result = state.result()
    assert (result.won, result.game_value, result.scores) == (False, 40, (-160, 0, 0))


def test_the_overbid_is_decided_by_the_undoubled_value():
    # D1 at a bid of 33: the game is worth 30 < 33, an overbid lost at -2 x 40 = -80;
    # Kontra makes the score -160, but the doubled value 60 does not reach the bid.
    bidding = forehand_declares_at(33)
    plain = finish(d1(bidding=bidding), D1_PLAY).result()
    assert (plain.overbid, plain.scores) == (True, (-80, 0, 0))
    state = finish(act(d1(bidding=bidding), "aU kontra"), D1_PLAY.split(maxsplit=1)[1])
    doubled = state.result()
    assert (doubled.overbid, doubled.won, doubled.scores) == (True, False, (-160, 0, 0))


def test_null_and_hand_games_can_be_doubled():
    # N1, Null Hand for forehand: value 35, no trick taken.
    state = act(deal(N1_HANDS, N1_SKAT, KONTRA_ON), *FOREHAND_AT_18, "hand declare null")
    state = act(state, "a7 kontra")
    while not state.is_over:
        plays = [a for a in state.legal_actions() if a not in (KONTRA_ACTION, RE_ACTION)]
        state = state.apply(plays[0])
    result = state.result()
    assert (result.contract, result.hand, result.won) == ("null", True, True)
    assert result.scores == (70, 0, 0)


def test_the_observation_shows_the_doubling_to_every_seat():
    state = act(d1(), "aU kontra")
    for seat in range(3):
        seen = state.observation(seat)
        assert seen.doubling.level == KONTRA
        assert seen.to_json()["doubling"] == {"level": KONTRA, "kontra_seat": 1}
    assert "doubling" not in act(d1(RULEBOOK), "aU").observation(1).to_json()


# ----------------------------------------------------------------------------- Ramsch


def test_all_passing_is_a_throw_in_without_the_ramsch():
    state = act(deal(D4_HANDS, D4_SKAT, KONTRA_ON), *ALL_PASS)
    assert state.is_over
    assert state.result().thrown_in


def test_all_passing_plays_a_ramsch_led_by_forehand():
    state = act(deal(D4_HANDS, D4_SKAT, RAMSCH_ON), *ALL_PASS)
    assert (state.phase, state.to_move, state.declarer) == ("play", 0, None)
    assert state.contract is not None and state.contract.name == "ramsch"
    assert state.observation(1).to_json()["contract"] == "ramsch"


def test_in_a_ramsch_only_the_unters_are_trumps_in_the_grand_order():
    assert RAMSCH.rules.trumps == card_set(UNTERS)
    assert RAMSCH.trump_order == CONTRACTS["grand"].trump_order
    state = act(deal(D5_HANDS, D5_SKAT, RAMSCH_ON), *ALL_PASS, "h7")
    # A hearts lead: seat 1 holds no hearts and may play anything; seat 2 must follow.
    state = act(state, "a7")
    assert card_set(a.card for a in state.legal_actions()) == parse_cards(  # type: ignore[attr-defined]
        ["hT", "hK", "hO", "h9", "h8"]
    )


def test_the_most_card_points_lose_them_and_a_jungfrau_doubles_the_loss():
    # D5 played as in the Grand: seat 2 takes only trick 1 (h7 a7 h8, no points), seat 0
    # every other trick and the last one with the skat (b8 b7, no points): 120 points.
    # Seat 1 takes no trick: one Jungfrau, so seat 0 loses 2 x 120.
    state = finish(act(deal(D5_HANDS, D5_SKAT, RAMSCH_ON), *ALL_PASS), D5_PLAY)
    result = state.result()
    assert result.scores == (-240, 0, 0)
    assert result.ramsch is not None
    assert result.ramsch.points == (120, 0, 0)
    assert result.ramsch.tricks == (9, 0, 1)
    assert (result.ramsch.losers, result.ramsch.jungfrauen) == ((0,), 1)
    assert result.to_json()["ramsch"] == {
        "points": [120, 0, 0],
        "tricks": [9, 0, 1],
        "losers": [0],
        "jungfrauen": 1,
        "durchmarsch": None,
    }
    assert (result.to_json()["declarer"], result.to_json()["thrown_in"]) == (None, False)


def test_a_durchmarsch_scores_120_and_nobody_loses():
    # D4: seat 0 holds the four Unters and the aces and tens of acorns, leaves, hearts:
    # every card it leads takes the trick, whichever order it plays them in.
    state = act(deal(D4_HANDS, D4_SKAT, RAMSCH_ON), *ALL_PASS)
    while not state.is_over:
        state = state.apply(state.legal_actions()[0])
    result = state.result()
    assert result.scores == (120, 0, 0)
    assert result.ramsch is not None
    assert (result.ramsch.durchmarsch, result.ramsch.losers) == (0, ())


def test_the_skat_goes_to_the_winner_of_the_last_trick():
    # D1's skat bK bO holds 7 points.
    state = act(deal(D1_HANDS, D1_SKAT, RAMSCH_ON), *ALL_PASS)
    while not state.is_over:
        state = state.apply(state.legal_actions()[-1])
    result = state.result()
    assert result.ramsch is not None
    last = state.tricks[-1].winner
    values = state.contract.rules.values  # type: ignore[union-attr]
    in_tricks = [0, 0, 0]
    for trick in state.tricks:
        in_tricks[trick.winner] += sum(values[card] for card in trick.cards)
    expected = tuple(p + (7 if seat == last else 0) for seat, p in enumerate(in_tricks))
    assert result.ramsch.points == expected
    assert sum(result.ramsch.points) == 120


@pytest.mark.parametrize(
    ("points", "tricks", "scores", "losers"),
    [
        ((40, 40, 40), (3, 3, 4), (-40, -40, -40), (0, 1, 2)),  # all tied: all lose
        ((50, 20, 50), (4, 2, 4), (-50, 0, -50), (0, 2)),
        ((0, 70, 50), (0, 6, 4), (0, -140, 0), (1,)),  # a Jungfrau doubles
        ((61, 59, 0), (5, 5, 0), (-122, 0, 0), (0,)),
    ],
)
def test_ramsch_losers_ties_and_jungfrau(points, tricks, scores, losers):
    result = score_ramsch(points, tricks, RAMSCH_ON)
    assert result.scores == scores
    assert result.ramsch is not None and result.ramsch.losers == losers


def test_nobody_may_double_a_ramsch():
    state = act(deal(D4_HANDS, D4_SKAT, SkatVariants(kontra=True, ramsch=True)), *ALL_PASS)
    state = act(state, "aU")
    assert KONTRA_ACTION not in state.legal_actions()
    assert refusal(state, KONTRA_ACTION) == "Nobody can double a Ramsch: there is no declarer"


# ----------------------------------------------------------------------------- Bock

BOCK_ON = SkatVariants(bock=True)


def test_a_bock_deal_doubles_a_lost_game_on_top_of_kontra():
    # D2 as in test_a_lost_game_loses_twice_its_value_times_the_doubling: -80 plain.
    both = SkatVariants(kontra=True, bock=True)
    state = act(deal(D2_HANDS, D2_SKAT, both, bock_deal=True), *FOREHAND_AT_18)
    state = act(state, "pickup discard bO b9 declare h h7 kontra")
    state = act(state, D2_PLAY_ONE_TRICK.split(maxsplit=1)[1])
    result = state.result()
    assert result.scores == (-320, 0, 0)  # -80 x 2 (Kontra) x 2 (Bock)
    assert result.to_json()["bock_deal"] is True
    assert result.to_json()["game_value"] == 40


def test_a_bock_deal_doubles_a_ramsch():
    # D5's Ramsch: seat 0 loses 120 with one Jungfrau, -240; a Bock deal -480.
    state = deal(D5_HANDS, D5_SKAT, SkatVariants(ramsch=True, bock=True), bock_deal=True)
    assert finish(act(state, *ALL_PASS), D5_PLAY).result().scores == (-480, 0, 0)


def test_a_game_lost_at_a_value_of_100_or_more_earns_a_bock_round():
    # D4, a Grand with 4 for forehand: 5 x 24 = 120 picked up, 6 x 24 = 144 Hand.
    state = act(deal(D4_HANDS, D4_SKAT, BOCK_ON), *FOREHAND_AT_18, "pickup discard b8 b7")
    grand = act(state, "declare grand")
    assert grand.projected_result(50, 4).earns_bock  # lost at 120
    assert not grand.projected_result(70, 6).earns_bock  # won
    hearts = act(state, "declare h")  # hearts with 6: 7 x 10 = 70, lost: no Bock
    assert not hearts.projected_result(50, 4).earns_bock
    assert hearts.projected_result(50, 4).to_json()["earns_bock"] is False


def test_a_won_double_earns_a_bock_round_for_the_side_that_said_it_last():
    both = SkatVariants(kontra=True, bock=True)
    kontra = act(d1(both), "aU kontra")  # D1: hearts worth 30
    assert not kontra.projected_result(70, 7).earns_bock  # the declarer beat the Kontra
    assert kontra.projected_result(50, 4).earns_bock  # the Kontra won
    re = act(kontra, "h8 h7 re")
    assert re.projected_result(70, 7).earns_bock  # the Re won
    assert not re.projected_result(50, 4).earns_bock  # the Re lost: no Bock at 30


def test_a_bock_deal_is_valid_only_with_the_house_rule():
    written = deal_record("skat", deal(D1_HANDS, D1_SKAT, BOCK_ON, bock_deal=True))
    assert written["bock_deal"] is True
    assert replay(written).bock_deal
    assert "bock_deal" not in deal_record("skat", deal(D1_HANDS, D1_SKAT, BOCK_ON))
    del written["variants"]
    with pytest.raises(InvalidRecord, match="only with the house rule bock"):
        replay(written)
    with pytest.raises(InvalidRecord, match='"bock_deal" is true or false'):
        replay({**written, "variants": {"bock": True}, "bock_deal": "yes"})


def test_a_bock_round_is_the_three_deals_after_the_deal_that_earned_it():
    rounds = bock_rounds([False, True, False, False, False, False])
    assert rounds.played == (False, False, True, True, True, False)
    assert (rounds.owed, rounds.next_is_bock) == (0, False)
    assert bock_rounds([False, True, False]).owed == 2


def test_a_bock_round_earned_during_a_bock_round_is_queued_after_it():
    # Deal 0 earns a round (deals 1-3); deal 2, a Bock deal, earns another: deals 4-6.
    rounds = bock_rounds([True, False, True, False, False, False, False, False])
    assert rounds.played == (False, True, True, True, True, True, True, False)


def test_two_bock_rounds_earned_at_once_follow_one_another_never_stacked():
    rounds = bock_rounds([True, True])
    assert rounds.played == (False, True)
    assert rounds.owed == 5  # 2 left of the first round, then the second's 3


def test_a_thrown_in_deal_counts_as_one_of_the_rounds_three():
    # A thrown-in deal earns nothing and is played like any other deal of the round.
    thrown_in = thrown_in_deal(BOCK_ON, bock_deal=True)
    assert thrown_in.result().thrown_in and not thrown_in.result().earns_bock
    assert bock_rounds([True, thrown_in.result().earns_bock, False, False]).played == (
        False,
        True,
        True,
        True,
    )


def thrown_in_deal(variants: SkatVariants, bock_deal: bool) -> SkatState:
    return act(deal(D4_HANDS, D4_SKAT, variants, bock_deal), *ALL_PASS)


# ----------------------------------------------------------------------------- records


def random_finished(variants: SkatVariants, seed: int, bock_deal: bool = False) -> SkatState:
    rng = random.Random(seed)
    state = SKAT.new_deal(seed, variants=variants, bock_deal=bock_deal)
    while not state.is_over:
        legal = state.legal_actions()
        state = state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("variants", SkatVariants.every_combination(), ids=str)
def test_records_with_house_rules_replay_exactly(variants: SkatVariants):
    for seed in range(40):
        state = random_finished(variants, seed, bock_deal=variants.bock and seed % 2 == 0)
        written = json.loads(json.dumps(deal_record("skat", state)))
        assert written.get("variants", {}) == variants.to_json()
        again = replay(written)
        assert again.result() == state.result()
        assert replay_report("skat", again) == replay_report("skat", state)
        assert again.history == state.history


def test_replay_output_names_the_doubling_only_with_kontra():
    report = replay_report("skat", random_finished(KONTRA_ON, 1))
    assert report["doubled"] in (0, 1, 2)
    plain = replay_report("skat", random_finished(RULEBOOK, 1))
    assert not {"doubled", "ramsch", "bock_deal", "earns_bock"} & set(plain)
    assert "variants" not in deal_record("skat", random_finished(RULEBOOK, 1))


def test_a_recorded_kontra_and_re_replay():
    state = finish(act(d1(), "aU kontra h8 h7 re"), D1_PLAY.split("|", 1)[1])
    written = deal_record("skat", state)
    entries = [entry for entry in written["actions"] if "kontra" in entry or "re" in entry]
    assert entries == [{"seat": 1, "kontra": True}, {"seat": 0, "re": True}]
    assert replay(written).result().scores == (120, 0, 0)
    assert replay_report("skat", replay(written))["doubled"] == RE
