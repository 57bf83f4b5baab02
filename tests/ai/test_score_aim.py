"""Aiming for the score: in Skat and Schafkopf the Strong level weighs a solved outcome by
what the deal would score with it, which the engines work out from the declaring side's
card points and tricks."""

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
    _score_for_seat,
)
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import POINTS, card_values
from cardavia.core.state import PLAY
from cardavia.games.registry import GAMES

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
            assert _score_for_seat(state, position, seat, value) == expected
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
