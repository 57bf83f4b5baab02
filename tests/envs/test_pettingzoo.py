"""The PettingZoo environments (cardavia.envs.*_v0): PettingZoo's own API and seed tests,
the engine's deals, the rewards, the ansi render, and no card a seat may not know."""

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from seat_knowledge import choose, every_variant, knowable_cards

from cardavia.core.cards import cards_in, format_cards
from cardavia.games.jass.match import JassMatch
from cardavia.games.jass.variants import JassVariants
from cardavia.games.registry import GAMES

pytest.importorskip("pettingzoo", reason="the PettingZoo environments need the extra rl")
from pettingzoo.test import api_test, seed_test

from cardavia.envs import jass_match_v0, jass_v0, schafkopf_v0, skat_v0

HIDDEN_DEALS = 300
"""Deals per game for the hidden-information check, spread over its house rules."""

DEAL_ENVS = {"schafkopf": schafkopf_v0, "jass": jass_v0, "skat": skat_v0}
ENV_MODULES: list[tuple[Any, dict[str, Any]]] = [
    (schafkopf_v0, {}),
    (schafkopf_v0, {"variants": ["kontra", "ramsch"]}),
    (skat_v0, {}),
    (skat_v0, {"variants": ["kontra", "ramsch", "bock"]}),
    (jass_v0, {}),
    (jass_match_v0, {}),
]


def env_id(case: tuple[Any, dict[str, Any]]) -> str:
    module, options = case
    return module.__name__.rsplit(".", 1)[1] + "".join(f"-{v}" for v in options.get("variants", []))


# PettingZoo's own advice for plain observations; its classic card games, whose
# observations are dicts with an action mask like ours, draw them too.
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.parametrize("case", ENV_MODULES, ids=env_id)
def test_pettingzoo_api_and_seed_tests_pass(case: tuple[Any, dict[str, Any]]) -> None:
    module, options = case
    api_test(module.env(**options), num_cycles=1000)
    seed_test(lambda: module.env(**options), num_cycles=500)


def play(env: Any, seed: int, choose: Callable[[np.ndarray], int]) -> dict[str, float]:
    """Play ``env`` from ``reset(seed=seed)`` to the end; each agent's final reward."""
    env.reset(seed=seed)
    final: dict[str, float] = {}
    for agent in env.agent_iter():
        observation, reward, terminated, truncated, _ = env.last()
        if terminated or truncated:
            final[agent] = reward
            env.step(None)
        else:
            env.step(choose(observation["action_mask"]))
    return final


def random_choice(seed: int) -> Callable[[np.ndarray], int]:
    rng = random.Random(seed)
    return lambda mask: rng.choice(np.flatnonzero(mask).tolist())


@pytest.mark.parametrize("game", DEAL_ENVS)
def test_a_seed_deals_what_the_engine_deals_and_the_rewards_are_its_scores(game: str) -> None:
    module = DEAL_ENVS[game]
    for seed in range(20):
        env = module.env()
        final = play(env, seed, random_choice(seed))
        state = env.unwrapped.state
        engine = GAMES[game].new_deal(seed)
        assert state.record_deal() == engine.record_deal()
        assert final == {
            f"player_{seat}": float(score) for seat, score in enumerate(state.result().scores)
        }


def test_the_variants_and_the_dealer_reach_the_engine() -> None:
    env = skat_v0.raw_env(variants=["kontra"], dealer=2)
    env.reset(seed=9)
    assert env.state.record_deal() == (
        GAMES["skat"].new_deal(9, 2, variants=GAMES["skat"].variants(kontra=True)).record_deal()
    )
    with pytest.raises(Exception, match="unknown house rule 'target'"):
        skat_v0.raw_env(variants=["target=1000"])


def test_a_reset_without_a_seed_follows_the_last_seed() -> None:
    first, second = jass_v0.raw_env(), jass_v0.raw_env()
    deals = []
    for env in (first, second):
        env.reset(seed=5)
        env.reset()
        env.reset()
        deals.append(env.state.record_deal())
    assert deals[0] == deals[1]
    assert deals[0] != GAMES["jass"].new_deal(5).record_deal()


def test_the_match_plays_deals_until_a_team_reaches_the_target() -> None:
    env = jass_match_v0.env(variants=["target=1000"])
    final = play(env, 3, random_choice(3))
    match = env.unwrapped.state
    assert match.is_over and len(match.finished) >= 1
    assert (
        match.finished[0].record_deal()
        == JassMatch.new(3, JassVariants(target=1000)).current.record_deal()
    )
    winner = match.winner
    assert final == {f"player_{seat}": 1.0 if seat % 2 == winner else -1.0 for seat in range(4)}


def test_an_illegal_action_ends_the_deal_with_the_illegal_reward() -> None:
    env = skat_v0.env()
    env.reset(seed=1)
    observation, *_ = env.last()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[-1])
    mover = env.agent_selection
    env.step(illegal)
    assert env.rewards[mover] == -1.0
    assert all(env.terminations.values())


@pytest.mark.parametrize("game", DEAL_ENVS)
def test_the_ansi_render_draws_the_table_of_the_seat_to_move(game: str) -> None:
    env = DEAL_ENVS[game].env(render_mode="ansi")
    env.reset(seed=11)
    for _ in range(12):
        observation, _, terminated, _, _ = env.last()
        if terminated:
            break
        env.step(int(np.flatnonzero(observation["action_mask"])[0]))
    text = env.render()
    state = env.unwrapped.state
    seat = int(env.agent_selection.split("_")[1])
    assert f"hand of player_{seat}: " + " ".join(format_cards(state.hands[seat])) in text
    assert "contract: " in text and "trick led by" in text
    others = [
        card for s in range(len(state.hands)) if s != seat for card in cards_in(state.hands[s])
    ]
    played_or_shown = knowable_cards(game, state, seat)
    hidden = [card for card in others if not (played_or_shown >> card) & 1]
    for code in format_cards(sum(1 << card for card in hidden)):
        assert f" {code}" not in text, f"the render shows {code}"
    quiet = DEAL_ENVS[game].env()
    quiet.reset(seed=11)
    with pytest.warns(UserWarning, match="without a render_mode"):
        assert quiet.render() is None


def card_fields_within(env: Any, game: str, where: str) -> None:
    """Every agent's observation marks in its card fields only cards its seat may know."""
    encoding = env.encoding
    pack = len(encoding.cards)
    state = env.state
    for seat, agent in enumerate(env.possible_agents):
        vector = env.observe(agent)["observation"]
        may_know = knowable_cards(game, state.current if hasattr(state, "current") else state, seat)
        for entry in encoding.fields:
            if not entry.cards:
                continue
            slots = np.flatnonzero(vector[entry.offset : entry.offset + entry.length])
            shown = sum(1 << encoding.cards[slot % pack] for slot in slots.tolist())
            leaked = shown & ~may_know
            assert not leaked, f"{where} seat {seat}: {entry.name} shows {format_cards(leaked)}"


@pytest.mark.parametrize("game", DEAL_ENVS)
def test_no_observation_carries_a_card_its_seat_may_not_know(game: str) -> None:
    """300 deals per game over every house-rule set, every step, every agent; the cards a
    seat may know are worked out from the full state by the rules (seat_knowledge)."""
    envs = [DEAL_ENVS[game].raw_env(variants=v) for v in every_variant(game)]
    for seed in range(HIDDEN_DEALS):
        env = envs[seed % len(envs)]
        env.reset(seed=seed)
        rng = random.Random(seed)
        step = 0
        while True:
            card_fields_within(env, game, f"{game} seed {seed} step {step}")
            if env.state.is_over:
                break
            action = choose(rng, env.state.legal_actions(), seed)
            env.step(env.catalog.index(action))
            step += 1


def test_no_match_observation_carries_a_card_its_seat_may_not_know() -> None:
    env = jass_match_v0.raw_env(variants=["target=1000"])
    for seed in range(3):
        env.reset(seed=seed)
        rng = random.Random(seed)
        step = 0
        while not env.state.is_over:
            card_fields_within(env, "jass", f"match {seed} step {step}")
            mask = env.observe(env.agent_selection)["action_mask"]
            env.step(rng.choice(np.flatnonzero(mask).tolist()))
            step += 1


def test_the_docs_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """The PettingZoo example of docs/envs.md ("For researchers") runs as printed."""
    text = (Path(__file__).parents[2] / "docs" / "envs.md").read_text(encoding="utf-8")
    section = text.split("## For researchers: PettingZoo", 1)[1]
    example = section.split("```python\n", 1)[1].split("```", 1)[0]
    assert len(example.strip().splitlines()) <= 16
    exec(compile(example, "docs/envs.md", "exec"), {})
    printed = capsys.readouterr().out.split("\n")
    agents = sorted(line.split()[0] for line in printed if line)
    assert agents == ["player_0", "player_1", "player_2"]
