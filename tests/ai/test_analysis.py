"""The analysis of a seat's decisions for a deal's review: the double-dummy values are the
solver's, a known blunder is marked so and the best play good, forced moves are left out,
the same record gives the same analysis, and it goes to JSON and back."""

import json
from typing import Any

import pytest

from analysis_deals import BLUNDER_INDEX, grand_record, unfinished_record
from cardavia.ai.search.analysis import (
    ANALYSIS_FORMAT,
    BLUNDER,
    CARD_PLAY_THRESHOLDS,
    GOOD,
    MARKS,
    SCORE_THRESHOLDS,
    DealAnalysis,
    Thresholds,
    UnfinishedDeal,
    analyse,
    analyse_decision,
)
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import POINTS, card_values
from cardavia.benchmarks.analysis import complete_deal
from cardavia.core.cards import cards_in, format_card
from cardavia.core.state import TrickTakingState
from cardavia.games.looking_back import choices_of
from cardavia.games.registry import GAMES
from cardavia.games.skat.state import SkatState
from cardavia.records import replay

FEW_SAMPLES = 4
"""Enough to weigh every option; the analysis' own count is for reviews, not tests."""


def state_before(record: dict[str, Any], index: int) -> TrickTakingState[Any]:
    state = replay({**record, "actions": record["actions"][:index]})
    assert isinstance(state, TrickTakingState)
    return state


TOTAL_POINTS = {"skat": 120, "schafkopf": 120, "jass": 157}
"""The card points of a deal, Jass's last trick's 5 included (not its Match bonus)."""


def declaring_points(state: TrickTakingState[Any]) -> int:
    """The card points the declaring side has taken in tricks so far (and a Skat
    declarer's in the skat)."""
    position = position_of(state)
    values = position.rules.values
    taken = sum(
        int(values[card])
        for trick in state.tricks
        if position.declaring[trick.winner]
        for card in trick.cards
    )
    if isinstance(state, SkatState):
        in_skat = state.skat if state.hand_game else state.discarded
        taken += sum(int(values[card]) for card in cards_in(in_skat))
    return taken


def expected_double_dummy(
    game: str, state: TrickTakingState[Any], seat: int, outcome: int
) -> float | None:
    """What the seat's side ends the deal with (or whether it wins, for a contract won by
    tricks) if the solver's ``outcome`` for the declaring side comes true; None where a
    Jass Match would make it ambiguous here."""
    position = position_of(state)
    declaring = position.declaring[seat]
    if position.rules.objective != POINTS:
        return float(outcome if declaring else 1 - outcome)
    declaring_final = declaring_points(state) + outcome
    if declaring:
        return float(declaring_final)
    if game == "jass" and not 0 < declaring_final <= TOTAL_POINTS[game]:
        return None  # a Match: the bonus goes to whichever team took every trick
    return float(TOTAL_POINTS[game] - declaring_final)


def expected_double_dummy_score(state: Any, seat: int, outcome: int) -> float:
    """The seat's score less the other side's mean had the declaring side taken
    ``outcome`` more card points (Skat and Schafkopf, where the first tricks are told in
    score): one more trick for some of the points left, every trick for all of them."""
    position = position_of(state)
    values = position.rules.values
    taken = sum(
        int(values[card]) for trick in state.tricks if position.declaring[trick.winner]
        for card in trick.cards
    )  # fmt: skip
    tricks = sum(position.declaring[trick.winner] for trick in state.tricks)
    tricks_left = sum(hand.bit_count() for hand in position.hands) // len(position.hands)
    left = sum(int(values[card]) for hand in position.hands for card in cards_in(hand))
    more_tricks = 0 if outcome == 0 else tricks_left if outcome == left else 1
    scores = state.projected_result(taken + outcome, tricks + more_tricks).scores
    others = [
        other
        for other in range(len(scores))
        if position.declaring[other] != position.declaring[seat]
    ]
    return scores[seat] - sum(scores[other] for other in others) / len(others)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_double_dummy_values_are_the_solvers_on_the_positions(game: str) -> None:
    record = complete_deal(game, 3)
    checked = 0
    for seat in (0, 1):
        for decision in analyse(record, seat, FEW_SAMPLES).decisions:
            if decision.phase != "play":
                assert all(option.double_dummy is None for option in decision.options)
                continue
            state = state_before(record, decision.index)
            solved = card_values(position_of(state))
            shown = {
                option.action.to_json()["play"]: option.double_dummy for option in decision.options
            }
            assert set(shown) == {format_card(card) for card in solved}
            for card, outcome in solved.items():
                if decision.unit == "score":
                    expected = expected_double_dummy_score(state, seat, outcome)
                else:
                    expected = expected_double_dummy(game, state, seat, outcome)
                if expected is not None:
                    assert shown[format_card(card)] == expected
                    checked += 1
    assert checked


@pytest.mark.parametrize(
    ("game", "seed"),
    # Schafkopf's seed 62: everybody passes, and a pass is worth exactly 0 to the last seat.
    [("jass", 8), ("schafkopf", 62), ("skat", 8)],
)
def test_the_options_come_best_first_and_the_cost_is_the_gap_to_the_best(
    game: str, seed: int
) -> None:
    record = complete_deal(game, seed)
    for seat in range(GAMES[game].players):
        for decision in analyse(record, seat, FEW_SAMPLES).decisions:
            estimates = [option.estimate for option in decision.options]
            known = [estimate for estimate in estimates if estimate is not None]
            assert estimates == sorted(known, reverse=True) + [None] * (len(estimates) - len(known))
            assert decision.best == decision.options[0].action
            chosen = next(o for o in decision.options if o.action == decision.chosen)
            assert chosen.estimate is not None
            assert decision.cost == pytest.approx(known[0] - chosen.estimate, abs=1e-3)


def test_a_card_that_gives_away_a_certain_trick_is_a_blunder() -> None:
    decision = analyse_decision(grand_record(declarer_trumps=False), 0, BLUNDER_INDEX, 8)
    assert decision.chosen.to_json() == {"play": "a7"}
    assert decision.best.to_json() == {"play": "bU"}
    assert decision.cost == decision.double_dummy_cost == 21  # hA, hT and bU's 2
    assert decision.mark == BLUNDER


def test_the_best_card_is_good() -> None:
    decision = analyse_decision(grand_record(declarer_trumps=True), 0, BLUNDER_INDEX, 8)
    assert decision.chosen == decision.best
    assert decision.cost == decision.double_dummy_cost == 0
    assert decision.mark == GOOD


def test_forced_moves_are_not_analysed() -> None:
    record = grand_record(declarer_trumps=False)
    indices = choices_of(record, 0)
    assert BLUNDER_INDEX in indices
    last_card = len(record["actions"]) - 1  # seat 0's bU: its only card
    assert record["actions"][last_card]["seat"] == 0 and last_card not in indices
    # seat 1 must follow acorns with a8 (the fourth trick), its only acorn
    assert {"seat": 1, "play": "a8"} in record["actions"]
    assert record["actions"].index({"seat": 1, "play": "a8"}) not in choices_of(record, 1)
    analysis = analyse(record, 0, FEW_SAMPLES)
    assert [d.index for d in analysis.decisions] == indices


def test_the_analysis_is_the_same_twice_and_ignores_fields_besides_the_deal() -> None:
    record = complete_deal("jass", 5)
    first = analyse(record, 1, FEW_SAMPLES).to_json()
    again = analyse({**json.loads(json.dumps(record)), "note": "besides"}, 1, FEW_SAMPLES)
    assert again.to_json() == first


def test_the_analysis_goes_to_json_and_back() -> None:
    analysis = analyse(grand_record(declarer_trumps=False), 0, FEW_SAMPLES)
    shown = json.loads(json.dumps(analysis.to_json()))
    assert shown["format"] == ANALYSIS_FORMAT
    assert shown["thresholds"]["card_points"] == {"good": 2, "inaccuracy": 8, "mistake": 20}
    assert shown["counts"][BLUNDER] >= 1 and sum(shown["counts"].values()) == len(
        shown["decisions"]
    )
    assert 0 <= shown["accuracy"] <= 100
    assert DealAnalysis.from_json(shown).to_json() == shown


def test_a_deal_analysis_is_assembled_from_its_decisions_in_any_order() -> None:
    record = grand_record(declarer_trumps=False)
    whole = analyse(record, 0, FEW_SAMPLES)
    one_by_one = [
        analyse_decision(record, 0, index, FEW_SAMPLES) for index in choices_of(record, 0)
    ]
    assembled = DealAnalysis.from_decisions("skat", 0, list(reversed(one_by_one)))
    assert assembled.to_json() == whole.to_json()


def test_the_accuracy_is_the_share_of_good_decisions() -> None:
    analysis = analyse(grand_record(declarer_trumps=False), 0, FEW_SAMPLES)
    counts = analysis.counts
    assert set(counts) == set(MARKS)
    assert analysis.accuracy == round(100 * counts[GOOD] / len(analysis.decisions), 1)


def test_the_marks_follow_the_thresholds() -> None:
    limits = Thresholds(good=2, inaccuracy=8, mistake=20)
    marks = [limits.mark(cost) for cost in (0, 2, 2.5, 8, 8.5, 20, 21)]
    assert marks == ["good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder"]
    assert limits == CARD_PLAY_THRESHOLDS
    assert set(SCORE_THRESHOLDS) == set(GAMES)


def test_an_unfinished_deal_is_not_analysed() -> None:
    with pytest.raises(UnfinishedDeal):
        analyse(unfinished_record(), 0, FEW_SAMPLES)
    with pytest.raises(UnfinishedDeal):
        analyse_decision(unfinished_record(), 0, 28, FEW_SAMPLES)


def test_only_a_decision_of_the_seat_is_analysed() -> None:
    record = grand_record(declarer_trumps=False)
    with pytest.raises(ValueError, match="not a decision of seat 0"):
        analyse_decision(record, 0, len(record["actions"]) - 1)
    with pytest.raises(ValueError, match="seats are 0 to 2"):
        analyse(record, 3, FEW_SAMPLES)
