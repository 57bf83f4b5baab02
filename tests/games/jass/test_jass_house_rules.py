"""docs/house-rules.md §2: the Jass match to a target of 1000, 1500, 2000, 2500 or 3000.
Every 3000 of RULES §2.7 reads as the target (the live match end, Stöck credited early, the
order of simultaneous credits) and Schneider is below half the target; records with a
target replay exactly, records without one as before (docs/records-house-rules.md)."""

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
    match_deal,
    play_out,
)

from cardavia.ai.search.deals import first_state
from cardavia.core.errors import InvalidRecord
from cardavia.games.jass import JASS
from cardavia.games.jass.match import JassMatch
from cardavia.games.jass.state import JassState
from cardavia.games.jass.variants import TARGETS, JassVariants
from cardavia.records import replay, replay_report, write_record

TO_1000 = JassVariants(target=1000)


def deal_to(
    target: int, hands: tuple[str, ...], scores_before: tuple[int, int], dealer: int = 3
) -> JassState:
    """The deal of the four hands, in a match to ``target``."""
    variants = JassVariants(target=target)
    return JASS.start(dealer, [cards(h) for h in hands], scores_before, variants)


def one_deal_match(state: JassState) -> JassMatch:
    """A one-deal match holding ``state``, read back through ``JassMatch.from_json``."""
    record = write_record("jass", state)
    return JassMatch.from_json({"format": "cardavia-jass-match/1", "seed": 0, "deals": [record]})


def played_match(seed: int, variants: JassVariants) -> JassMatch:
    match = JassMatch.new(seed, variants)
    rng = random.Random(seed)
    while not match.is_over:
        match = match.apply(rng.choice(match.legal_actions()))
    return match


# ----------------------------------------------------------------------------- the live end


def test_weis_credited_first_reaches_a_target_of_1000_before_the_tricks_points():
    # WEIS, roses, from (980, 880): at the end of trick 1 team 1's Weis (120) reaches 1000
    # and team 0's trick (28) would reach 1008. Weis comes first, as at 3000.
    state = act(deal_to(1000, WEIS, (980, 880)), "r", WEIS_FIRST_TRICK)
    assert state.is_over and state.winner == 1
    assert state.team_totals() == (980, 1000)
    assert state.result().card_points == (0, 0)


def test_trick_points_reach_a_target_of_1000_when_the_weis_falls_short():
    state = act(deal_to(1000, WEIS, (980, 879)), "r", WEIS_FIRST_TRICK)
    assert state.winner == 0
    assert state.team_totals() == (1008, 999)


def test_the_same_scores_end_nothing_in_a_match_to_3000():
    state = act(deal_to(3000, WEIS, (980, 880)), "r", WEIS_FIRST_TRICK)
    assert not state.is_over and state.winner is None
    assert state.team_totals() == (1008, 1000)


@pytest.mark.parametrize("target", TARGETS)
def test_the_match_ends_mid_deal_the_moment_a_team_reaches_the_target(target):
    # STOECK from (target - 30, target - 27): trick 3's rO is seat 1's second Stöck card;
    # team 1 reaches the target with it (7 + 20) before the trick is taken.
    state = act(deal_to(target, STOECK, (target - 30, target - 27)), "r", *STOECK_TRICKS)
    assert state.winner == 1
    assert len(state.tricks) == 2
    assert state.team_totals() == (target - 16, target)


@pytest.mark.parametrize("target", TARGETS)
def test_the_last_tricks_credit_reaches_the_target_exactly(target):
    # match_deal("r"): team 0 scores 427 in all, the last trick's credit included.
    for before, winner in ((target - 427, 0), (target - 428, None)):
        state = play_out(act(deal_to(target, match_deal("r"), (before, 0)), "r"))
        assert len(state.tricks) == 9
        assert state.winner == winner


# ----------------------------------------------------------------------------- Stöck


@pytest.mark.parametrize("moves", ["r", "push r"])
def test_stoeck_reaching_a_target_of_1000_right_after_the_choice_ends_the_match(moves):
    state = act(deal_to(1000, STOECK, (0, 980)), moves)
    assert state.is_over and state.winner == 1
    assert state.tricks == () and state.trick == ()
    assert state.team_totals() == (0, 1000)


def test_stoeck_short_of_a_target_of_1000_waits_for_its_second_card():
    state = act(deal_to(1000, STOECK, (0, 979)), "r")
    assert not state.is_over and state.credits.stoeck == (0, 0)


def test_stoeck_at_the_choice_is_multiplied_toward_the_target():
    # match_deal("s"): seat 0 holds shields K and O; shields count x2: 1460 + 40 = 1500.
    state = act(deal_to(1500, match_deal("s"), (1460, 0)), "s")
    assert state.is_over and state.winner == 0
    assert state.team_totals() == (1500, 0)
    assert not act(deal_to(1500, match_deal("s"), (1459, 0)), "s").is_over


# ----------------------------------------------------------------------------- Schneider


@pytest.mark.parametrize(
    ("target", "loser", "schneider"),
    [
        (1000, 499, True),
        (1000, 500, False),
        (1500, 749, True),
        (1500, 750, False),
        (2500, 1249, True),
        (2500, 1250, False),
        (3000, 1499, True),
        (3000, 1500, False),
    ],
)
def test_schneider_is_fewer_than_half_the_target(target, loser, schneider):
    # STOECK with roses: team 1 reaches the target with its Stöck right after the choice.
    match = one_deal_match(act(deal_to(target, STOECK, (loser, target - 20)), "r"))
    assert match.is_over and match.winner == 1
    assert match.totals == (loser, target)
    assert match.schneider is schneider


# ----------------------------------------------------------------------------- records


def test_scores_before_must_be_below_the_records_target():
    record = write_record("jass", deal_to(1000, WEIS, (0, 0)))
    assert record["variants"] == {"target": 1000}
    record["scores_before"] = [999, 0]
    assert replay(record).setup.scores_before == (999, 0)
    record["scores_before"] = [1000, 0]
    with pytest.raises(InvalidRecord) as refused:
        replay(record)
    assert "from 0 to 999" in str(refused.value)
    del record["variants"]
    assert replay(record).setup.scores_before == (1000, 0)  # the rulebook's 3000
    record["scores_before"] = [3000, 0]
    with pytest.raises(InvalidRecord, match="from 0 to 2999"):
        replay(record)


def test_a_target_the_rules_do_not_offer_is_an_invalid_record():
    record = write_record("jass", deal_to(1000, WEIS, (0, 0)))
    record["variants"] = {"target": 1200}
    with pytest.raises(InvalidRecord, match="1000, 1500, 2000, 2500, 3000"):
        replay(record)


def test_a_record_with_a_target_replays_exactly_and_its_winner_is_relative_to_it():
    state = act(deal_to(1000, WEIS, (980, 880)), "r", WEIS_FIRST_TRICK)
    record = json.loads(json.dumps(write_record("jass", state)))
    assert record["variants"] == {"target": 1000}
    again = replay(record)
    assert again.variants == TO_1000
    assert again.result() == state.result()
    assert again.history == state.history
    for seat in range(4):
        assert again.observation(seat).to_json() == state.observation(seat).to_json()
    report = replay_report("jass", again)
    assert report["complete"] is True and report["winner"] == 1
    assert write_record("jass", again) == record


def test_a_record_without_a_target_replays_to_3000_as_before():
    record = write_record("jass", act(deal_to(3000, WEIS, (980, 880)), "r", WEIS_FIRST_TRICK))
    assert "variants" not in record
    state = replay(record)
    assert state.variants == JassVariants() and not state.is_over
    assert replay_report("jass", state) == {"game": "jass", "complete": False, "scores": None}


def test_the_observation_carries_the_target():
    for target in TARGETS:
        state = deal_to(target, WEIS, (0, 0))
        seen = state.observation(2)
        assert seen.target == target
        assert seen.to_json()["target"] == target


def test_a_deal_rebuilt_from_an_observation_keeps_its_target():
    state = act(deal_to(1000, WEIS, (960, 870)), "r", WEIS_FIRST_TRICK, "bU")
    assert state.team_totals() == (988, 990) and not state.is_over
    rebuilt = first_state(state.observation(2), tuple(state.hands))
    assert isinstance(rebuilt, JassState) and rebuilt.variants == TO_1000
    for seat, action in state.history:
        assert rebuilt.to_move == seat
        rebuilt = rebuilt.apply(action)
    assert rebuilt.setup.raw_needed == state.setup.raw_needed == (40, 130)


# ----------------------------------------------------------------------------- the match


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_match_to_1000_ends_with_the_team_that_reached_it_and_schneider_below_500(seed):
    match = played_match(seed, TO_1000)
    winner = match.winner
    assert winner is not None
    assert match.totals[winner] >= 1000 > match.totals[1 - winner]
    assert match.schneider is (match.totals[1 - winner] < 500)
    assert all(deal.variants == TO_1000 for deal in match.deals)
    assert match.variants == TO_1000


def test_a_match_to_1000_is_shorter_than_one_to_3000():
    deals_to = {
        target: sum(len(played_match(seed, JassVariants(target=target)).deals) for seed in range(3))
        for target in (1000, 3000)
    }
    assert deals_to[1000] < deals_to[3000]


def test_a_match_to_1000_written_and_read_back_continues_identically():
    rng = random.Random(3)
    match = JassMatch.new(3, TO_1000)
    for _ in range(60):  # into the second deal
        match = match.apply(rng.choice(match.legal_actions()))
    data = json.loads(json.dumps(match.to_json()))
    assert all(deal["variants"] == {"target": 1000} for deal in data["deals"])
    copy = JassMatch.from_json(data)
    assert copy.variants == TO_1000
    while not match.is_over:
        action = rng.choice(match.legal_actions())
        match, copy = match.apply(action), copy.apply(action)
    assert copy.winner == match.winner and copy.totals == match.totals
    assert copy.to_json() == match.to_json()


def test_every_deal_of_a_match_is_played_to_the_same_target():
    rng = random.Random(4)
    match = JassMatch.new(4, TO_1000)
    while len(match.deals) < 2:
        match = match.apply(rng.choice(match.legal_actions()))
    data = match.to_json()
    del data["deals"][1]["variants"]
    with pytest.raises(InvalidRecord, match="same target"):
        JassMatch.from_json(data)
