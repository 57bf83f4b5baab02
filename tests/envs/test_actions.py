"""The action catalogues (cardavia.envs.actions): one fixed index per engine action."""

import numpy as np
import pytest
from seat_knowledge import GAME_NAMES, every_variant, random_states

from cardavia.core.errors import BadNotation, IllegalAction
from cardavia.envs.actions import action_key, catalog_for
from cardavia.games.registry import GAMES

DEALS = 60
"""Random deals per game and house-rule set."""


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_catalogue_entry_is_an_engine_action_once(game: str) -> None:
    catalog = catalog_for(game)
    keys = [action_key(action) for action in catalog.actions]
    assert len(set(keys)) == catalog.size
    for index, action in enumerate(catalog.actions):
        parsed = GAMES[game].parse_action(action.to_json())
        assert action_key(parsed) == keys[index]
        assert catalog.index(parsed) == index


def test_the_catalogue_sizes_and_names() -> None:
    assert [catalog_for(game).size for game in ("schafkopf", "jass", "skat")] == [49, 43, 593]
    skat = catalog_for("skat")
    assert skat.name(0) == "bid 18"
    assert skat.name(skat.index(GAMES["skat"].parse_action({"discard": ["h7", "b8"]}))) == (
        "discard h7 b8"
    )
    schafkopf = catalog_for("schafkopf")
    assert schafkopf.name(1) == "bid rufer a"
    assert schafkopf.name(schafkopf.size - 1) == "play b7"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_legal_action_round_trips_through_its_index(game: str) -> None:
    catalog = catalog_for(game)
    reached: set[int] = set()
    for variants in every_variant(game):
        for seed in range(DEALS):
            for state in random_states(game, seed, variants):
                legal = state.legal_actions()
                indices = catalog.legal_indices(state)
                assert indices == sorted(set(indices)) and len(indices) == len(legal)
                for action in legal:
                    index = catalog.index(action)
                    assert catalog.action_at(state, index) is action
                    assert action_key(catalog.actions[index]) == action_key(action)
                mask = catalog.mask(state)
                assert mask.dtype == np.int8 and mask.shape == (catalog.size,)
                assert np.flatnonzero(mask).tolist() == indices
                reached.update(indices)
    kinds = {catalog.name(index).split()[0] for index in reached}
    expected = {
        "schafkopf": {"pass", "bid", "play", "kontra", "re"},
        "jass": {"choose", "play"},
        "skat": {"bid", "hold", "pass", "pickup", "hand", "discard", "declare", "play"},
    }[game]
    assert expected <= kinds


def test_an_illegal_index_is_refused_in_the_players_terms() -> None:
    state = GAMES["skat"].new_deal(3)
    catalog = catalog_for("skat")
    play = catalog.size - 1
    with pytest.raises(IllegalAction, match=r"play b7 \(action 592\) is not legal now"):
        catalog.action_at(state, play)
    with pytest.raises(BadNotation, match="not an action number of skat: they run from 0"):
        catalog.action_at(state, catalog.size)
    with pytest.raises(KeyError, match="unknown game 'bridge'"):
        catalog_for("bridge")
