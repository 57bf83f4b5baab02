"""Cardavia's games registered with OpenSpiel (docs/openspiel.md)."""

import contextlib
import io
import random
import re
from pathlib import Path

import numpy as np
import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="the OpenSpiel games are an optional extra: pip install 'cardavia[openspiel]'"
)

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402
from open_spiel.python.bots import uniform_random  # noqa: E402

from cardavia.envs import openspiel  # noqa: E402
from cardavia.envs.actions import catalog_for  # noqa: E402
from cardavia.envs.encoding import encoding_for  # noqa: E402
from cardavia.games.registry import GAMES  # noqa: E402

DOC = Path(__file__).parents[2] / "docs" / "openspiel.md"
VARIANTS = {"schafkopf": "kontra+ramsch", "jass": "target:1000", "skat": "kontra+ramsch+bock"}
SIZES = {"schafkopf": (4, 32), "jass": (4, 36), "skat": (3, 32)}


def load(name: str, variants: str = "") -> object:
    short = openspiel.SHORT_NAMES[name]
    return pyspiel.load_game(f"{short}(variants={variants})" if variants else short)


def random_deal(game: object, rng: random.Random) -> object:
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("name", list(GAMES))
def test_the_game_is_registered_with_its_sizes(name: str) -> None:
    game = load(name)
    players, cards = SIZES[name]
    assert game.num_players() == players
    assert game.max_chance_outcomes() == cards
    assert game.num_distinct_actions() == catalog_for(name).size
    assert game.observation_tensor_size() == encoding_for(name).size
    assert game.information_state_tensor_size() == encoding_for(name).size


@pytest.mark.parametrize("name", list(GAMES))
def test_openspiels_random_simulation_check_passes(name: str) -> None:
    pyspiel.random_sim_test(load(name), num_sims=4, serialize=False, verbose=False)


@pytest.mark.parametrize("name", list(GAMES))
def test_openspiels_random_simulation_check_passes_by_house_rules(name: str) -> None:
    pyspiel.random_sim_test(load(name, VARIANTS[name]), num_sims=4, serialize=False, verbose=False)


def test_house_rules_may_be_given_as_a_parameter_dict() -> None:
    game = pyspiel.load_game("python_cardavia_skat", {"variants": "kontra,bock"})
    assert game.setup.variants == GAMES["skat"].variants.from_options(["kontra", "bock"])
    jass = pyspiel.load_game("python_cardavia_jass(variants=target:1000)")
    assert jass.setup.variants.target == 1000


def test_unknown_house_rules_are_refused_in_the_players_terms() -> None:
    with pytest.raises(ValueError, match="unknown house rule 'bock': this game's are kontra"):
        load("schafkopf", "bock")


@pytest.mark.parametrize("name", list(GAMES))
def test_the_deal_is_dealt_card_by_card_and_returns_are_the_scores(name: str) -> None:
    state = random_deal(load(name), random.Random(11))
    history = state.history()
    cards = SIZES[name][1]
    assert sorted(history[:cards]) == list(range(cards)), "every card dealt once"
    engine = state.engine_state
    assert state.returns() == [float(score) for score in engine.result().scores]


@pytest.mark.parametrize("name", list(GAMES))
def test_tensors_are_the_shared_encoding_and_strings_the_seats_view(name: str) -> None:
    rng = random.Random(5)
    state = load(name).new_initial_state()
    encoding = encoding_for(name)
    while not state.is_terminal():
        if not state.is_chance_node():
            engine = state.engine_state
            for seat in range(state.num_players()):
                expected = list(encoding.encode(engine, seat))
                assert state.observation_tensor(seat) == pytest.approx(expected)
                assert state.information_state_tensor(seat) == pytest.approx(expected)
                view = state.information_state_string(seat)
                assert f'"seat":{seat},' in view and '"history":' in view
                assert '"history":' not in state.observation_string(seat)
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", list(GAMES))
def test_a_resampled_state_looks_the_same_to_the_seat_and_deals_the_rest_anew(name: str) -> None:
    game = load(name)
    rng = random.Random(3)
    redealt = 0
    for _ in range(6):
        state = game.new_initial_state()
        while not state.is_terminal():
            if not state.is_chance_node() and rng.random() < 0.3:
                seat = state.current_player()
                sampled = state.resample_from_infostate(
                    seat, pyspiel.UniformProbabilitySampler(0.0, 1.0)
                )
                assert sampled.information_state_string(seat) == state.information_state_string(
                    seat
                )
                assert sampled.legal_actions() == state.legal_actions()
                redealt += sampled.engine_state.record_deal() != state.engine_state.record_deal()
            state.apply_action(rng.choice(state.legal_actions()))
    assert redealt > 0


@pytest.mark.parametrize("name", list(GAMES))
def test_openspiels_ismcts_plays_complete_deals_against_random_players(name: str) -> None:
    game = load(name)
    rng = np.random.RandomState(2)
    searcher = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(random_state=rng),
        uct_c=2.0,
        max_simulations=10,
        max_world_samples=4,
        random_state=rng,
    )
    players = game.num_players()
    bots = [searcher] + [uniform_random.UniformRandomBot(seat, rng) for seat in range(1, players)]
    for deal in range(2):
        returns = pyspiel.evaluate_bots(game.new_initial_state(), bots, deal)
        assert len(returns) == players
        assert game.min_utility() <= min(returns) <= max(returns) <= game.max_utility()


def test_the_documented_example_runs() -> None:
    example = re.search(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    assert example is not None, "docs/openspiel.md has a Python example"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(compile(example.group(1), str(DOC), "exec"), {})
    lines = printed.getvalue().splitlines()
    assert len(lines) == 2
    assert all(sum(map(float, line.strip("[]").split(","))) == 0 for line in lines), lines
