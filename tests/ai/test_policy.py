"""The learned policy model: deals it weighs are likelier where the real deal is, the
train command regenerates a model exactly from its seed, and a model file of another
format is refused."""

import json
import math
import random
from pathlib import Path
from typing import Any

import pytest
from test_inference import real_holdings
from typer.testing import CliRunner

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.policy.features import KINDS
from cardavia.ai.policy.model import (
    FORMAT,
    PolicyModelError,
    load_model,
    shipped_model,
)
from cardavia.ai.search.deals import Inconsistent
from cardavia.ai.search.inference import PolicyAndPlayer, replayed
from cardavia.ai.search.player import SearchPlayer
from cardavia.ai.search.sampling import NoConsistentDeal, constraints_of, sample
from cardavia.cli import app
from cardavia.games.registry import GAMES

HELD_OUT_SEED = 9001
"""Records for the held-out check: the shipped model was trained on seed 1."""
UNIFORM_DEALS = 16
"""Uniform consistent deals drawn per decision point."""

runner = CliRunner()


def held_out_points(game: str, records: int, every: int) -> list[Any]:
    """Every ``every``-th decision of one seat per record (seat = record number modulo the
    players), in records the rule-based players play from ``HELD_OUT_SEED``."""
    rng = random.Random(HELD_OUT_SEED)
    points = []
    for number in range(records):
        state = GAMES[game].new_deal(HELD_OUT_SEED * 1000 + number)
        seat = number % GAMES[game].players
        taken = 0
        while not state.is_over:
            if state.to_move == seat:
                taken += 1
                if taken % every == 0:
                    points.append(state)
            state = state.apply(HeuristicPlayer().act(state.observation(state.to_move), rng))
    return points


def log_likelihood_ratio(state: Any, model: Any, rng: random.Random) -> float:
    """log(the real deal's weight / the mean weight of uniform consistent deals)."""
    seen = state.observation(state.to_move)
    _, real = replayed(seen, real_holdings(state), model)
    limits = constraints_of(seen)
    weights: list[float] = []
    for _ in range(UNIFORM_DEALS * 8):
        try:
            weights.append(replayed(seen, sample(limits, rng), model)[1])
        except (Inconsistent, NoConsistentDeal):
            continue
        if len(weights) == UNIFORM_DEALS:
            break
    return math.log(real / (sum(weights) / len(weights)))


@pytest.mark.parametrize("game", sorted(GAMES))
def test_held_out_real_deals_are_likelier_under_the_model_than_uniform_samples(game: str) -> None:
    rng = random.Random(5)
    ratios = [
        log_likelihood_ratio(state, shipped_model(), rng)
        for state in held_out_points(game, records=12, every=3)
    ]
    mean = sum(ratios) / len(ratios)
    print(f"{game}: mean log-likelihood ratio {mean:.3f} over {len(ratios)} decision points")
    assert len(ratios) > 30
    assert mean > 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_search_weighs_deals_by_the_model_and_the_rule_based_player_together(
    game: str,
) -> None:
    """The mixture the search player uses tells the real deal better than the model alone
    and than the rule-based player's choices alone (the former weighting)."""
    player = HeuristicPlayer()
    blended = PolicyAndPlayer(shipped_model(), player)
    alone = PolicyAndPlayer(Uniform(), player)  # the player's choice, and nothing more
    points = held_out_points(game, records=6, every=3)
    means = []
    for likelihood in (shipped_model(), alone, blended):
        rng = random.Random(5)
        ratios = [log_likelihood_ratio(state, likelihood, rng) for state in points]
        means.append(sum(ratios) / len(ratios))
    assert means[2] > max(means[0], means[1]), means
    assert isinstance(SearchPlayer().likelihood, PolicyAndPlayer)


class Uniform:
    def probability(self, observation: Any, action: Any) -> float:
        return 1 / len(observation.legal_actions)


def test_probabilities_of_every_decision_sum_to_one() -> None:
    model = shipped_model()
    rng = random.Random(2)
    for game in sorted(GAMES):
        state = GAMES[game].new_deal(4)
        while not state.is_over:
            seen = state.observation(state.to_move)
            probabilities = model.probabilities(seen)
            assert len(probabilities) == len(seen.legal_actions)
            assert sum(probabilities) == pytest.approx(1.0)
            assert all(0 < p <= 1 for p in probabilities)
            state = state.apply(HeuristicPlayer().act(seen, rng))


def test_the_shipped_model_weighs_every_kind_of_decision() -> None:
    model = shipped_model()
    assert set(model.weights) == set(KINDS)
    assert model.about["seed"] == 1


def train(tmp_path: Path, name: str, *arguments: str) -> Any:
    out = tmp_path / name
    return runner.invoke(app, ["model", "train", *arguments, "--out", str(out)]), out


def test_the_train_command_gives_the_same_model_twice(tmp_path: Path) -> None:
    first, first_out = train(tmp_path, "a.json", "--game", "skat", "--deals", "6", "--seed", "3")
    second, second_out = train(tmp_path, "b.json", "--game", "skat", "--deals", "6", "--seed", "3")
    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    assert first_out.read_bytes() == second_out.read_bytes()
    model = load_model(first_out)
    assert model.about["deals"] == {"skat": 6}
    assert set(model.weights) <= {kind for kind in KINDS if kind.startswith("skat/")}
    assert "skat/play" in model.weights
    other, other_out = train(tmp_path, "c.json", "--game", "skat", "--deals", "6", "--seed", "4")
    assert other.exit_code == 0
    assert other_out.read_bytes() != first_out.read_bytes()


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (("--game", "poker"), "unknown game 'poker'"),
        (("--deals", "0"), "--deals"),
    ],
)
def test_the_train_command_refuses_a_bad_argument(
    tmp_path: Path, arguments: tuple[str, ...], said: str
) -> None:
    result, out = train(tmp_path, "model.json", *arguments)
    assert result.exit_code == 2
    assert said in result.output
    assert not out.exists()


def test_a_model_file_of_another_format_is_refused(tmp_path: Path) -> None:
    data = shipped_model().to_json()
    path = tmp_path / "model.json"
    path.write_text(json.dumps({**data, "format": "cardavia-policy/0"}), encoding="utf-8")
    with pytest.raises(PolicyModelError, match="not a cardavia-policy/1 policy model"):
        load_model(path)
    assert data["format"] == FORMAT


def test_a_model_file_with_other_features_is_refused(tmp_path: Path) -> None:
    data = shipped_model().to_json()
    data["kinds"]["skat/bid"]["features"] = ["go"]
    path = tmp_path / "model.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PolicyModelError, match="regenerate it with `cardavia model train`"):
        load_model(path)
