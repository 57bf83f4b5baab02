"""The SO-ISMCTS baseline: it takes only legal actions in every phase of every game, grows
one tree over the seat's information set (one node per iteration, visits adding up), sees
only what the seat may see, and plays better than chance."""

import random

import pytest

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.ismcts import IsmctsPlayer, _determinization
from cardavia.ai.outcomes import relative_score
from cardavia.ai.player import RandomPlayer
from cardavia.ai.registry import make_player
from cardavia.core.game import State
from cardavia.core.state import TrickTakingState
from cardavia.games.registry import GAMES

FEW = 60
"""Iterations per decision: enough to prefer a good card, few enough for a quick test."""


def decisions(game: str, seed: int) -> list[State]:
    """The states of one deal played by the rule-based players where a choice was open."""
    state = GAMES[game].new_deal(seed, dealer=seed % GAMES[game].players)
    model, rng, states = HeuristicPlayer(), random.Random(seed), []
    while not state.is_over:
        if len(state.legal_actions()) > 1:
            states.append(state)
        assert state.to_move is not None
        state = state.apply(model.act(state.observation(state.to_move), rng))
    return states


def test_the_registry_has_the_baseline_at_one_second_a_decision() -> None:
    player = make_player("ismcts")
    assert isinstance(player, IsmctsPlayer) and player.seconds == 1.0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_action_is_legal_in_every_phase(game: str) -> None:
    player = IsmctsPlayer(seconds=60, iterations=20)
    phases = set()
    for state in decisions(game, seed=3):
        seen = state.observation(state.to_move)
        assert player.act(seen, random.Random(1)) in seen.legal_actions
        phases.add(state.phase)
    assert "play" in phases and len(phases) >= 2


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_iteration_adds_one_visit_through_the_root(game: str) -> None:
    state = decisions(game, seed=5)[-4]
    seen = state.observation(state.to_move)
    root = IsmctsPlayer(seconds=60, iterations=FEW).search(seen, random.Random(2))
    assert root.visits == FEW
    assert sum(child.visits for child in root.children.values()) == FEW
    assert set(root.children) <= set(seen.legal_actions)
    for child in root.children.values():
        assert child.seat == state.to_move and child.available >= child.visits


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_determinization_keeps_what_the_seat_saw_and_deals_the_rest(game: str) -> None:
    """Each iteration's deal shows the seat exactly what it saw; the hidden cards move."""
    state = decisions(game, seed=7)[len(decisions(game, seed=7)) // 2]
    seat = state.to_move
    assert seat is not None
    seen = state.observation(seat)
    rng = random.Random(4)
    dealt = [_determinization(seen, rng) for _ in range(12)]
    others = set()
    for deal in dealt:
        assert isinstance(deal, TrickTakingState) and deal.observation(seat) == seen
        others.add(tuple(hand for other, hand in enumerate(deal.hands) if other != seat))
    assert len(others) > 1


def test_it_plays_schafkopf_better_than_chance() -> None:
    """Seats 0 and 2 searching, 1 and 3 random, on the same deals both ways round."""
    margin = 0.0
    for board in range(6):
        for searching in ((0, 2), (1, 3)):
            state = GAMES["schafkopf"].new_deal(100 + board, dealer=board % 4)
            players = [
                IsmctsPlayer(60, FEW) if seat in searching else RandomPlayer() for seat in range(4)
            ]
            rng = random.Random(board)
            while not state.is_over:
                seat = state.to_move
                assert seat is not None
                state = state.apply(players[seat].act(state.observation(seat), rng))
            result = state.result()
            margin += sum(relative_score(4, False, result, seat) for seat in searching)
    assert margin > 0
