"""Every registered player only ever returns a legal action, in every game."""

import random
from collections.abc import Callable

import pytest

from cardavia.ai.ismcts import IsmctsPlayer
from cardavia.ai.player import AllSeeingTestPlayer, Player, RandomPlayer
from cardavia.ai.registry import PLAYERS, make_player
from cardavia.ai.search.player import SearchPlayer
from cardavia.games.registry import GAMES

DEALS_PER_GAME = 1000
SEARCH_DEALS = {"search": 2, "search-strong": 1, "ismcts": 2, "search-by-deal": 1}
"""The search players think long about each decision: fewer deals keep the suite quick."""
QUICK: dict[str, Callable[[], Player]] = {"ismcts": lambda: IsmctsPlayer(iterations=40)}
"""The registry's players as they are, but for the baseline's second a decision."""


@pytest.mark.parametrize("game_name", sorted(GAMES))
@pytest.mark.parametrize("player_name", sorted(PLAYERS))
def test_player_only_returns_legal_actions(game_name: str, player_name: str) -> None:
    game = GAMES[game_name]
    player = QUICK[player_name]() if player_name in QUICK else make_player(player_name)
    decisions = 0
    deals = SEARCH_DEALS.get(player_name, DEALS_PER_GAME)
    for seed in range(deals):
        rng = random.Random(seed)
        state = game.new_deal(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            observation = state.observation(seat)
            action = player.act(observation, rng)
            assert action in state.legal_actions(), f"{game_name} seed {seed}: {action}"
            state = state.apply(action)
            decisions += 1
    assert decisions > deals


def test_players_are_reproducible_from_the_seed() -> None:
    # The search players' effort adapts to their time budget: without a budget they are as
    # reproducible as the others (Strong is the same player with more samples).
    makers: dict[str, Callable[[], Player]] = {
        name: PLAYERS[name] for name in PLAYERS if name not in SEARCH_DEALS
    }
    makers["search"] = lambda: SearchPlayer(4, float("inf"), node_budget=1_000_000)
    makers["ismcts"] = lambda: IsmctsPlayer(seconds=float("inf"), iterations=40)
    for game in GAMES.values():
        for make in makers.values():
            runs = []
            for _ in range(2):
                rng = random.Random(5)
                state = game.new_deal(5)
                player = make()
                while not state.is_over:
                    assert state.to_move is not None
                    state = state.apply(player.act(state.observation(state.to_move), rng))
                runs.append(state.history)
            assert runs[0] == runs[1]


def test_unknown_player_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="random"):
        make_player("grandmaster")


def test_random_player_draws_from_the_legal_actions() -> None:
    state = GAMES["skat"].new_deal(3)
    chosen = {
        RandomPlayer().act(state.observation(state.to_move or 0), random.Random(s))
        for s in range(40)
    }
    assert len(chosen) > 1 and chosen <= set(state.legal_actions())


def test_the_all_seeing_player_is_only_for_tests_and_sees_the_state() -> None:
    player = AllSeeingTestPlayer()
    assert "test" in player.name and player.sees_state
    state = GAMES["jass"].new_deal(1)
    assert player.act_on_state(state, random.Random(0)) == state.legal_actions()[0]
