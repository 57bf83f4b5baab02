"""The PettingZoo AEC environment every game shares (docs/envs.md, "For researchers").

Agents ``player_0`` … ``player_{n-1}`` are the engine's seats. An observation is a dict:
``observation``, the seat's ``encoding_for(game)`` vector, and ``action_mask``, the legal
actions of the ``catalog_for(game)`` catalogue (all zero for a seat not to move). The
rewards come once, when the deal (or the Jass match) is over. ``reset(seed=s)`` deals what
the engine deals from seed ``s`` (``cardavia random-deal --seed s``); a reset without a
seed draws the next deal's seed from a generator seeded by the last seed given.

``env(...)`` wraps ``raw_env`` the way PettingZoo's classic games are wrapped: an illegal
action ends the deal with ``illegal_reward`` for its player, out-of-range actions raise,
and the order of calls is enforced.
"""

import random
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

import numpy as np

from cardavia.core.game import State
from cardavia.core.variants import Variants
from cardavia.envs.actions import catalog_for
from cardavia.envs.encoding import encoding_for
from cardavia.envs.rendering import render_table
from cardavia.games.registry import GAMES

try:
    from gymnasium import spaces
    from pettingzoo import AECEnv
    from pettingzoo.utils import wrappers
except ImportError as missing:  # pragma: no cover - the extra is installed in make test
    raise ImportError(
        "The PettingZoo environments need PettingZoo and Gymnasium: pip install 'cardavia[rl]'"
    ) from missing

ILLEGAL_REWARD = -1.0
"""What a player's illegal action scores under ``env(...)`` (PettingZoo's classic games'
convention); the other players get 0."""

Game = Any
"""A deal's state or a Jass match: ``legal_actions``, ``apply``, ``observation``,
``to_move``, ``is_over``."""


def house_rules(kind: type[Variants], chosen: Variants | Iterable[str] | None) -> Variants:
    """The house rules named by ``chosen``: the game's variants value itself, or names as
    on the command line (``["kontra", "ramsch"]``, ``["target=1000"]``); none: the
    rulebook's game."""
    if chosen is None:
        return kind()
    if isinstance(chosen, Variants):
        if not isinstance(chosen, kind):
            raise TypeError(f"these house rules are not {kind.__name__}: {chosen!r}")
        return chosen
    if isinstance(chosen, str):
        raise TypeError("name the house rules as a list, e.g. variants=['kontra']")
    return kind.from_options(chosen)


class CardGameEnv(AECEnv):  # type: ignore[misc]
    """One game's AEC environment; a game module subclasses it as ``raw_env``."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        players: int,
        deal: Callable[[int], Game],
        rewards: Callable[[Game], tuple[float, ...]],
        *,
        match: bool = False,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode is None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self.game = game
        self.catalog = catalog_for(game)
        self.encoding = encoding_for(game, match=match)
        self._deal = deal
        self._rewards = rewards
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self.agents = self.possible_agents[:]
        observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=0.0, high=self.encoding.high, shape=(self.encoding.size,), dtype=np.float32
                ),
                "action_mask": spaces.Box(low=0, high=1, shape=(self.catalog.size,), dtype=np.int8),
            }
        )
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation_space)
        self.action_spaces = {
            agent: spaces.Discrete(self.catalog.size) for agent in self.possible_agents
        }
        self._seeds = random.Random()
        self.state: Game = None
        self.seed: int | None = None
        """The seed the current deal (or match) was dealt from."""

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal anew: from ``seed`` as the engine deals it, else from the next seed of the
        generator the last seed started."""
        if seed is not None:
            self._seeds = random.Random(seed)
            self.seed = seed
        else:
            self.seed = self._seeds.getrandbits(63)
        self.state = self._deal(self.seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.state.to_move]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        if not self.state.is_over and self.state.to_move == seat:
            mask = self.catalog.mask(self.state)
        else:
            mask = np.zeros(self.catalog.size, dtype=np.int8)
        return {"observation": self.encoding.encode(self.state, seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert action is not None, "a player still in the deal must choose an action"
        self.state = self.state.apply(self.catalog.action_at(self.state, int(action)))
        self._cumulative_rewards[agent] = 0.0
        if self.state.is_over:
            self.rewards = dict(zip(self.agents, self._rewards(self.state), strict=True))
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.rewards = dict.fromkeys(self.agents, 0.0)
            self.agent_selection = self.possible_agents[self.state.to_move]
        self._accumulate_rewards()
        self._deads_step_first()

    def render(self) -> str | None:
        """The table in text as the seat to move sees it (``render_mode="ansi"``)."""
        if self.render_mode is None:
            from gymnasium import logger

            logger.warn("render() was called without a render_mode: pass render_mode='ansi'")
            return None
        seat = self.possible_agents.index(self.agent_selection)
        return render_table(self.game, self.state, seat, self.catalog)

    def close(self) -> None:
        pass


class DealEnv(CardGameEnv):
    """One deal of a registered game, named by a game module's ``raw_env`` subclass
    (``game_name``); ``variants``: house rules, ``dealer``: the dealing seat (else as the
    engine deals from the seed). Rewards: the deal's ``result().scores`` per seat."""

    game_name: ClassVar[str]

    def __init__(
        self,
        render_mode: str | None = None,
        variants: Variants | Iterable[str] | None = None,
        dealer: int | None = None,
    ) -> None:
        game = GAMES[self.game_name]
        rules = house_rules(game.variants, variants)

        def deal(seed: int) -> State:
            return game.new_deal(seed, dealer, variants=rules)

        super().__init__(self.game_name, game.players, deal, deal_scores, render_mode=render_mode)


def deal_scores(state: State) -> tuple[float, ...]:
    """Each seat's score of the finished deal."""
    return tuple(float(score) for score in state.result().scores)


def wrapped(env: CardGameEnv) -> Any:
    """``env`` wrapped as PettingZoo wraps its classic games."""
    checked = wrappers.TerminateIllegalWrapper(env, illegal_reward=ILLEGAL_REWARD)
    checked = wrappers.AssertOutOfBoundsWrapper(checked)
    return wrappers.OrderEnforcingWrapper(checked)
