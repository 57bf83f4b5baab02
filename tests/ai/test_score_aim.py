"""Aiming for the score: in Skat and Schafkopf the Strong level weighs a solved outcome by
what the deal would score with it, which the engines work out from the declaring side's
card points and tricks, and ends the deals it plays on to weigh a decision in a solve (all
but a Skat bid's, which are played to the end)."""

import itertools
import math
import random
from typing import Any

import pytest

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.outcomes import relative_score
from cardavia.ai.search.player import (
    CARD_POINTS,
    SCORE,
    STRONG,
    WIN_CHANCE,
    SearchPlayer,
)
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solved_outcomes import score_for_seat, score_then_points_for_seat
from cardavia.ai.search.solver import POINTS, card_values, solve
from cardavia.core.cards import card_set, cards_in, parse_cards
from cardavia.core.state import PLAY
from cardavia.games.registry import GAMES
from cardavia.games.schafkopf.actions import PASS, Bid
from cardavia.games.schafkopf.contracts import WENZ_TOUT
from cardavia.games.schafkopf.state import SchafkopfState

MODEL = HeuristicPlayer()
SCORED_GAMES = ("schafkopf", "skat")


def played_deals(game: str, deals: int, seed: int) -> list[list[Any]]:
    """Each deal as the states before every action, played by the rule-based players, and
    the final state last."""
    rng = random.Random(seed)
    found = []
    for number in range(deals):
        state = GAMES[game].new_deal(seed * 1000 + number)
        states = []
        while not state.is_over:
            states.append(state)
            state = state.apply(MODEL.act(state.observation(state.to_move), rng))
        found.append([*states, state])
    return found


def declaring_take(final: Any) -> tuple[int, int]:
    """The declaring side's card points in tricks and its tricks in a finished deal."""
    side = final.result().declaring_seats
    contract = final.contract
    won = [trick for trick in final.tricks if trick.winner in side]
    return sum(contract.rules.cards_points(trick.cards) for trick in won), len(won)


@pytest.mark.parametrize("game", SCORED_GAMES)
def test_a_projected_result_is_the_result_of_the_deal(game: str) -> None:
    checked = 0
    for *_, final in played_deals(game, deals=40, seed=4):
        result = final.result()
        if not result.declaring_seats:
            continue
        points, tricks = declaring_take(final)
        assert final.projected_result(points, tricks) == result
        checked += 1
    assert checked >= 20


@pytest.mark.parametrize("game", SCORED_GAMES)
def test_at_the_last_trick_the_solved_score_is_what_the_deal_scores(game: str) -> None:
    """With one trick left the solver's outcome is exact, and so is the score it gives."""
    checked = 0
    for states in played_deals(game, deals=30, seed=6):
        last_trick = [
            state
            for state in states
            if not state.is_over
            and state.phase == PLAY
            and max(map(int.bit_count, state.hands)) == 1
        ]
        if not last_trick:
            continue
        state = last_trick[0]
        position = position_of(state)
        if position.rules.objective != POINTS:
            continue
        [value] = card_values(position).values()
        final = states[-1]
        for seat in range(state.players):
            expected = relative_score(state.players, False, final.result(), seat)
            assert score_for_seat(state, position, seat, value) == expected
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize(
    ("game", "measure"), [("skat", SCORE), ("schafkopf", SCORE), ("jass", CARD_POINTS)]
)
def test_the_strong_level_weighs_solved_card_play_by_the_score(game: str, measure: str) -> None:
    """Skat and Schafkopf card games in scores; Jass, whose score is its card points, in
    card points; Null and the Touts, won or lost by tricks, in a chance to win."""
    player = SearchPlayer(2, 60, STRONG.solvable_cards, aim_for_score=True)
    rng = random.Random(5)
    for states in played_deals(game, deals=6, seed=7):
        for state in states:
            if state.phase != PLAY or len(state.tricks) != 4 or state.trick:
                continue
            seen = state.observation(state.to_move)
            if len(seen.legal_actions) < 2:
                continue
            advice = player.advise(seen, rng)
            assert advice.measure in (measure, WIN_CHANCE)
            if advice.measure == measure:
                return
    pytest.fail(f"no {game} card game to weigh")


@pytest.mark.parametrize("game", SCORED_GAMES)
def test_a_deal_weighing_a_call_is_solved_from_its_first_card(game: str) -> None:
    """Weighing a call, each sampled deal's card play is solved from the first card for
    what changes the score: the score is the one of the full solve's outcome."""
    player = SearchPlayer(2, 60)
    checked = 0
    for states in played_deals(game, deals=8, seed=8):
        first = next((state for state in states if state.phase == PLAY), None)
        if first is None:
            continue
        position = position_of(first)
        for seat in range(first.players):
            solved = score_for_seat(first, position, seat, solve(position))
            assert player._play_out(first, seat, random.Random(1), math.inf).value == solved
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("game", SCORED_GAMES)
def test_a_solved_ending_at_the_last_trick_is_the_deals_score(game: str) -> None:
    """Every contract, Null and the Touts too: with one trick left the solve is exact."""
    player = SearchPlayer(2, 60)
    checked = 0
    for states in played_deals(game, deals=30, seed=10):
        for state in states:
            if state.phase == PLAY and max(map(int.bit_count, state.hands)) == 1:
                for seat in range(state.players):
                    expected = relative_score(state.players, False, states[-1].result(), seat)
                    assert (
                        player._play_out(state, seat, random.Random(1), math.inf).value == expected
                    )
                checked += 1
                break
    assert checked >= 20


UNTERS = ["aU", "lU", "hU", "bU"]
ALL_ACES = parse_cards([*UNTERS, "aA", "lA", "hA", "bA"])
"""Every trick to forehand in a Wenz Tout, whatever the play."""
NO_BELLS_ACE = parse_cards([*UNTERS, "aA", "lA", "hA", "b7"])
"""The last trick lost in a Wenz Tout: the Bells Seven falls to the Bells Ace at the end."""


def a_wenz_tout(seed: int, forehand: int) -> list[Any]:
    """A Schafkopf deal in which forehand, holding ``forehand``, announces a Wenz Tout and
    the rest pass, played by the rule-based players: the states from the first card, the
    final one last."""
    rest = cards_in(sum(GAMES["schafkopf"].new_deal(seed).hands) & ~forehand)
    random.Random(seed).shuffle(rest)
    dealt = (forehand, *(card_set(rest[i * 8 : i * 8 + 8]) for i in range(3)))
    state = SchafkopfState.deal(3, dealt)
    [wenz_tout] = [
        a for a in state.legal_actions() if isinstance(a, Bid) and a.contract.kind == WENZ_TOUT
    ]
    state = state.apply(wenz_tout)
    while state.phase != PLAY:
        state = state.apply(PASS)
    rng = random.Random(seed)
    states = []
    while not state.is_over:
        states.append(state)
        state = state.apply(MODEL.act(state.observation(state.to_move), rng))
    return [*states, state]


@pytest.mark.parametrize(("forehand", "won"), [(ALL_ACES, True), (NO_BELLS_ACE, False)])
def test_a_solved_tout_ending_is_the_deals_score(forehand: int, won: bool) -> None:
    """A Tout, won only with every trick: solved from the first card, its score is the
    deal's."""
    solving = SearchPlayer(2, 60)
    for seed in range(4):
        first, *_, final = a_wenz_tout(seed, forehand)
        assert final.result().won is won
        for seat in range(first.players):
            expected = relative_score(first.players, False, final.result(), seat)
            assert solving._play_out(first, seat, random.Random(seed), math.inf).value == expected


@pytest.mark.parametrize("game", SCORED_GAMES)
def test_cards_that_score_alike_are_told_apart_by_their_points(game: str) -> None:
    """The score decides; card points only order outcomes that score the same."""
    for states in played_deals(game, deals=10, seed=12):
        state = next((s for s in states if s.phase == PLAY and len(s.tricks) == 5), None)
        if state is None or position_of(state).rules.objective != POINTS:
            continue
        position = position_of(state)
        seat = state.to_move
        outcomes = range(0, 121)
        scores = [score_for_seat(state, position, seat, o) for o in outcomes]
        weighed = [score_then_points_for_seat(state, position, seat, o) for o in outcomes]
        for low, high in itertools.pairwise(outcomes):
            if scores[low] == scores[high]:
                assert abs(weighed[high] - weighed[low]) < 0.01
                assert (weighed[high] > weighed[low]) == position.declaring[seat]
            else:
                assert (weighed[high] > weighed[low]) == (scores[high] > scores[low])
        return
    pytest.fail(f"no {game} card game after five tricks")
