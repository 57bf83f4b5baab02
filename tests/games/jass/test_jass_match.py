"""RULES §2.7 and §2.8: the match to 3000 (live credits in the order Stöck, Weis, trick
points; the match stopping at the credit that reaches 3000; Schneider), the match written
and read back, and deal records with ``scores_before`` (RECORDS.md)."""

import itertools
import json
import random

import pytest
from jass_deals import (
    STOECK,
    STOECK_TRICKS,
    WEIS,
    WEIS_FIRST_TRICK,
    act,
    cards,
    deal,
    match_deal,
    play_out,
    record_action,
)

from cardavia.core.cards import parse_card
from cardavia.core.errors import IllegalAction, InvalidRecord
from cardavia.games.jass import JASS
from cardavia.games.jass.match import JassMatch
from cardavia.records import IllegalRecordedAction, replay, replay_report, write_record


def jass_record(hands, moves: str, scores_before=None, dealer: int = 3) -> dict:
    """A ``cardavia-deal/1`` Jass record of the deal ``hands`` and the moves (seats filled
    in from the engine, which the record must agree with)."""
    state = JASS.start(dealer, [cards(h) for h in hands])
    actions = []
    for move in moves.replace("|", " ").split():
        actions.append({"seat": state.to_move, **record_action(move)})
        state = state.apply(JASS.parse_action(record_action(move)))
    record = {
        "format": "cardavia-deal/1",
        "game": "jass",
        "dealer": dealer,
        "hands": [h.split() for h in hands],
        "actions": actions,
    }
    if scores_before is not None:
        record["scores_before"] = list(scores_before)
    return record


def match_of(state) -> JassMatch:
    """A one-deal match holding ``state``, read back through ``JassMatch.from_json``."""
    record = write_record("jass", state)
    return JassMatch.from_json({"format": "cardavia-jass-match/1", "seed": 0, "deals": [record]})


# ----------------------------------------------------------------------------- order


def test_2_7_weis_is_credited_before_the_first_tricks_card_points():
    # WEIS deal, roses. Scores before: team 0 2980, team 1 2880. At the end of trick 1 both
    # teams would reach 3000: team 1 by its Weis (2880 + 120 = 3000), team 0 by the trick
    # (2980 + 28 = 3008). Weis comes first: team 1 wins, the trick's 28 are never credited.
    state = act(deal(WEIS, scores_before=(2980, 2880)), "r", WEIS_FIRST_TRICK)
    assert state.is_over and state.phase == "over" and state.to_move is None
    assert state.winner == 1
    assert state.team_totals() == (2980, 3000)
    result = state.result()
    assert (result.weis, result.card_points, result.stoeck) == ((0, 120), (0, 0), (0, 0))
    assert result.team_scores == (0, 120)
    assert result.match is None
    assert result.winner == 1


def test_2_7_trick_points_win_when_the_weis_falls_short():
    # Team 1 one point lower: 2879 + 120 = 2999; then the trick's 28 take team 0 to 3008.
    state = act(deal(WEIS, scores_before=(2980, 2879)), "r", WEIS_FIRST_TRICK)
    assert state.winner == 0
    assert state.team_totals() == (3008, 2999)
    assert state.result().card_points == (28, 0)


@pytest.mark.parametrize("moves", ["r", "push r"])
def test_2_7_stoeck_reaching_3000_right_after_the_choice_ends_the_match(moves):
    # STOECK: seat 1 (team 1) holds roses K and O. 2980 + 20 = 3000: the match ends as
    # soon as roses are chosen (by forehand or, after a push, by its partner), before any card.
    state = act(deal(STOECK, scores_before=(0, 2980)), moves)
    assert state.is_over and state.winner == 1
    assert state.tricks == () and state.trick == ()
    assert [seat for seat, _ in state.history] == ([0] if moves == "r" else [0, 2])
    result = state.result()
    assert (result.stoeck, result.card_points, result.weis) == ((0, 20), (0, 0), (0, 0))
    assert result.team_scores == (0, 20)


def test_2_7_stoeck_at_the_choice_is_multiplied():
    # match_deal("s"): seat 0 holds shields K and O; shields count x2: 2960 + 40 = 3000.
    state = act(deal(match_deal("s"), scores_before=(2960, 0)), "s")
    assert state.is_over and state.winner == 0
    assert state.team_totals() == (3000, 0)
    # 2959 + 40 = 2999: nothing is credited before the second card is played.
    state = act(deal(match_deal("s"), scores_before=(2959, 0)), "s")
    assert not state.is_over
    assert state.credits.stoeck == (0, 0)


def test_2_7_stoeck_short_of_3000_waits_for_the_second_card():
    # STOECK, team 1 at 2979: 2979 + 20 = 2999 does not reach 3000, so nothing is credited
    # at the choice nor with the first Stöck card (rK in trick 1).
    state = act(deal(STOECK, scores_before=(0, 2979)), "r")
    assert state.phase == "play" and state.winner is None
    assert state.credits.stoeck == (0, 0)
    state = act(state, "bO rK")
    assert state.credits.stoeck == (0, 0) and not state.is_over
    # Trick 1 brings 7 (2986), trick 2 goes to team 0 (14); rO in trick 3: 2986 + 20 = 3006.
    state = act(state, "b8 b6", STOECK_TRICKS[1], "rA r6 r9")
    assert state.team_totals() == (14, 2986) and not state.is_over
    state = act(state, "rO")
    assert state.winner == 1
    assert state.team_totals() == (14, 3006)


def test_2_7_stoeck_reaching_3000_ends_the_match_before_the_trick_is_finished():
    # STOECK with scores before (2970, 2973); 2973 + 20 = 2993, so no Stöck at the choice.
    # Trick 1: team 1 +7 -> 2980. Trick 2: team 0 +14 -> 2984.
    # Trick 3: rA r6 r9 rO. rO is seat 1's second Stöck card: 2980 + 20 = 3000, team 1 wins
    # at once, although the trick (rA 11 + r9 14 + rO 3 = 28) would take team 0 to 3012.
    state = act(deal(STOECK, scores_before=(2970, 2973)), "r", *STOECK_TRICKS[:2])
    assert state.team_totals() == (2984, 2980) and not state.is_over
    state = act(state, STOECK_TRICKS[2])
    assert state.winner == 1
    assert len(state.tricks) == 2  # trick 3 was never taken
    assert state.team_totals() == (2984, 3000)
    result = state.result()
    assert (result.card_points, result.stoeck) == ((14, 7), (0, 20))
    assert result.team_scores == (14, 27)


def test_2_7_trick_points_win_when_the_stoeck_falls_short():
    # Same, team 1 at 2972: Stöck takes it to 2999, then trick 3 takes team 0 to 3012.
    state = act(deal(STOECK, scores_before=(2970, 2972)), "r", *STOECK_TRICKS)
    assert state.winner == 0
    assert state.team_totals() == (3012, 2999)
    assert state.result().card_points == (42, 7)


@pytest.mark.parametrize(("before", "winner"), [(2573, 0), (2572, None)])
def test_2_7_last_trick_with_its_5_and_the_match_bonus(before, winner):
    # match_deal("r"): team 0 scores 427 in all (test_2_6_match_bonus_*), the last trick
    # credits its cards + 5 + Match 100 (at least 105), so team 0 stays under 3000 until
    # the very last credit. 2573 + 427 = 3000 wins; 2572 + 427 = 2999 does not.
    state = play_out(act(deal(match_deal("r"), scores_before=(before, 0)), "r"))
    assert len(state.tricks) == 9
    assert state.winner == winner
    assert state.team_totals() == (before + 427, 0)
    assert state.result().match == 0


# ----------------------------------------------------------------------------- the match


@pytest.mark.parametrize("seed", [0, 1, 4])
def test_2_7_a_match_runs_deal_after_deal_until_a_team_reaches_3000(seed):
    match = JassMatch.new(seed)
    rng = random.Random(seed)
    while not match.is_over:
        match = match.apply(rng.choice(match.legal_actions()))
    winner = match.winner
    assert match.totals[winner] >= 3000 > match.totals[1 - winner]
    assert match.current.winner == winner
    first = match.deals[0]
    assert first.dealt[(first.dealer + 1) % 4] >> parse_card("r7") & 1
    assert first.setup.scores_before == (0, 0)
    for previous, nxt in itertools.pairwise(match.deals):
        assert previous.is_over and previous.winner is None
        assert nxt.dealer == (previous.dealer + 1) % 4
        assert nxt.setup.scores_before == previous.team_totals()
    assert match.legal_actions() == () or match.to_move is None
    with pytest.raises(IllegalAction):
        match.apply(JASS.parse_action({"choose": "r"}))


def test_2_7_the_match_ends_mid_deal():
    # With random play, at least one of these matches is decided before its last deal's
    # ninth trick.
    ended_early = []
    for seed in range(3):
        match = JassMatch.new(seed)
        rng = random.Random(seed)
        while not match.is_over:
            match = match.apply(rng.choice(match.legal_actions()))
        ended_early.append(len(match.current.tricks) < 9)
        # The deal stopped at the credit: nothing was played after it.
        assert match.current.is_over and match.current.to_move is None
    assert any(ended_early)


@pytest.mark.parametrize(
    ("before", "schneider"),
    # STOECK with roses: team 1 reaches 3000 with its Stöck right after the choice; team 0
    # keeps its score before the deal: 1499 is Schneider, 1500 is not.
    [((1499, 2980), True), ((1500, 2980), False)],
)
def test_2_7_schneider_when_the_loser_has_fewer_than_1500(before, schneider):
    match = match_of(act(deal(STOECK, scores_before=before), "r"))
    assert match.is_over and match.winner == 1
    assert match.totals == (before[0], 3000)
    assert match.schneider is schneider


def test_2_7_no_schneider_before_the_match_is_over():
    match = match_of(act(deal(STOECK, scores_before=(0, 2979)), "r"))
    assert not match.is_over
    assert match.schneider is False


def test_2_7_match_written_and_read_back_continues_identically():
    rng = random.Random(7)
    match = JassMatch.new(7)
    for _ in range(150):  # several deals in, mid-deal
        match = match.apply(rng.choice(match.legal_actions()))
    data = json.loads(json.dumps(match.to_json()))
    copy = JassMatch.from_json(data)
    assert copy.totals == match.totals
    assert copy.to_move == match.to_move
    assert copy.legal_actions() == match.legal_actions()
    assert len(copy.deals) == len(match.deals)
    assert copy.current.hands == match.current.hands
    while not match.is_over:
        action = rng.choice(match.legal_actions())
        match, copy = match.apply(action), copy.apply(action)
        assert copy.totals == match.totals
    assert copy.is_over and copy.winner == match.winner
    assert copy.to_json() == match.to_json()


# ----------------------------------------------------------------------------- records


def test_2_8_replay_report_of_a_record_with_scores_before_gives_the_winner():
    record = jass_record(WEIS, "r " + WEIS_FIRST_TRICK, scores_before=(2980, 2880))
    report = replay_report("jass", replay(json.loads(json.dumps(record))))
    assert report["complete"] is True
    assert report["winner"] == 1
    assert report["scores"] == [0, 120, 0, 120]
    assert report["team_scores"] == [0, 120]
    assert report["weis"] == [0, 120]
    assert report["card_points"] == [0, 0]
    assert report["stoeck"] == [0, 0]
    assert report["match"] is None
    assert (report["chooser"], report["pushed"], report["contract"]) == (0, False, "r")
    assert report["multiplier"] == 1


def test_2_8_record_without_scores_before_starts_from_0_0():
    record = jass_record(WEIS, "r " + WEIS_FIRST_TRICK)
    state = replay(record)
    assert state.setup.scores_before == (0, 0)
    assert replay_report("jass", state) == {"game": "jass", "complete": False, "scores": None}


def test_2_8_no_actions_after_the_match_is_decided():
    record = jass_record(WEIS, "r " + WEIS_FIRST_TRICK, scores_before=(2980, 2880))
    record["actions"].append({"seat": 0, "play": "s6"})
    with pytest.raises(IllegalRecordedAction) as error:
        replay(record)
    assert error.value.index == 5


def test_2_8_written_record_keeps_scores_before_and_replays_the_same():
    state = act(deal(STOECK, scores_before=(2970, 2973)), "r", *STOECK_TRICKS)
    record = write_record("jass", state)
    assert record["scores_before"] == [2970, 2973]
    assert record["dealer"] == 3
    again = replay(json.loads(json.dumps(record)))
    assert again.result() == state.result()
    assert replay_report("jass", again)["winner"] == 1


@pytest.mark.parametrize("dealer", range(4))
def test_2_8_in_a_record_forehand_is_the_seat_after_the_dealer(dealer):
    record = jass_record(WEIS, "", dealer=dealer)
    assert replay(record).to_move == (dealer + 1) % 4


@pytest.mark.parametrize("bad", [[3000, 0], [0, -1], [0], [0, 0, 0], [1.5, 0], [True, 0], "0 0"])
def test_2_8_a_bad_scores_before_is_an_invalid_record(bad):
    record = jass_record(WEIS, "r", scores_before=(0, 0))
    record["scores_before"] = bad
    with pytest.raises(InvalidRecord):
        replay(record)


def test_2_7_no_match_bonus_when_the_deal_is_cut_short():
    # match_deal("r") from 2900: team 0's Weis (150) reaches 3050 at the end of trick 1; the
    # deal stops there, so no Match bonus although team 0 took every trick played.
    state = play_out(act(deal(match_deal("r"), scores_before=(2900, 0)), "r"))
    assert len(state.tricks) == 1
    assert state.winner == 0
    result = state.result()
    assert (result.match, result.weis, result.card_points) == (None, (150, 0), (0, 0))
    assert result.team_scores == (150, 0)
