"""The policy model fitted to self-play: the rule-based players deal and play from a
seed, every decision with two legal actions or more is kept with the action taken, and
each kind's weights maximise the likelihood of the actions taken (a conditional logit,
L2-regularised), by full-batch Adam steps from zero. The same seed and deal counts give
the same model."""

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.policy.features import KINDS, decision
from cardavia.ai.policy.model import PolicyModel
from cardavia.ai.search.sampling import GameObservation
from cardavia.games.registry import GAMES

STEPS = 400
"""Adam steps per kind of decision."""
LEARNING_RATE = 0.05
L2 = 1e-3
"""The weight of the squared weights in the loss (per decision)."""

Floats = npt.NDArray[np.float64]


@dataclass
class Examples:
    """One kind's decisions: every legal action's features, stacked, where each decision
    starts, and the row of the action taken."""

    rows: list[list[float]] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    chosen: list[int] = field(default_factory=list)

    def add(self, rows: list[list[float]], taken: int) -> None:
        self.starts.append(len(self.rows))
        self.chosen.append(len(self.rows) + taken)
        self.rows.extend(rows)


def deal_seeds(game: str, deals: int, seed: int) -> list[int]:
    """The deals of ``game`` that training with ``seed`` plays."""
    rng = random.Random(f"{seed}/{game}")
    return [rng.getrandbits(32) for _ in range(deals)]


def self_play(
    game: str, deals: int, seed: int, examples: dict[str, Examples], done: Callable[[], None]
) -> None:
    """Adds every decision of ``deals`` deals of ``game`` the rule-based players play from
    ``seed`` to ``examples``; calls ``done`` after each deal."""
    player = HeuristicPlayer()
    rng = random.Random(f"{seed}/{game}/play")
    for deal in deal_seeds(game, deals, seed):
        state = GAMES[game].new_deal(deal)
        while not state.is_over:
            assert state.to_move is not None
            seen = state.observation(state.to_move)
            action = player.act(seen, rng)
            assert isinstance(seen, GameObservation)
            found = decision(seen) if len(seen.legal_actions) > 1 else None
            if found is not None:
                taken = list(seen.legal_actions).index(action)
                examples.setdefault(found.kind, Examples()).add(found.rows, taken)
            state = state.apply(action)
        done()


def fit(examples: Examples, features: int) -> Floats:
    """The weights that maximise the mean log-likelihood of the actions taken, less
    ``L2`` times their squares."""
    rows = np.array(examples.rows, dtype=np.float64).reshape(-1, features)
    starts = np.array(examples.starts)
    chosen = np.array(examples.chosen)
    group = np.repeat(np.arange(len(starts)), np.diff(np.append(starts, len(rows))))
    decisions = len(starts)
    weights = np.zeros(features)
    moment, second = np.zeros(features), np.zeros(features)
    beta1, beta2 = 0.9, 0.999
    for step in range(1, STEPS + 1):
        scores = rows @ weights
        scores -= np.maximum.reduceat(scores, starts)[group]
        exps = np.exp(scores)
        probabilities = exps / np.add.reduceat(exps, starts)[group]
        expected = np.add.reduceat(probabilities[:, None] * rows, starts, axis=0)
        gradient = (expected.sum(axis=0) - rows[chosen].sum(axis=0)) / decisions
        gradient += 2 * L2 * weights
        moment = beta1 * moment + (1 - beta1) * gradient
        second = beta2 * second + (1 - beta2) * gradient**2
        corrected = moment / (1 - beta1**step)
        weights -= LEARNING_RATE * corrected / (np.sqrt(second / (1 - beta2**step)) + 1e-8)
    return weights


def train(
    games: Iterable[str], deals: int, seed: int, done: Callable[[], None] = lambda: None
) -> PolicyModel:
    """The model fitted to ``deals`` deals of each of ``games`` played from ``seed``."""
    names = sorted(games)
    examples: dict[str, Examples] = {}
    for game in names:
        self_play(game, deals, seed, examples, done)
    weights = {
        kind: [float(value) for value in fit(found, len(KINDS[kind]))]
        for kind, found in sorted(examples.items())
    }
    about = {
        "seed": seed,
        "deals": {game: deals for game in names},
        "decisions": {kind: len(found.starts) for kind, found in sorted(examples.items())},
    }
    return PolicyModel(weights, about)
