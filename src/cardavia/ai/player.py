"""The Player protocol and the simplest players.

A player gets what its seat may know (an observation, never a state) and a seeded
``random.Random``, and returns one of ``observation.legal_actions``. Any decision can be
reproduced from the observation and the generator's seed.
"""

import random
from typing import Protocol

from cardavia.core.game import Action, Observation, State


class Player(Protocol):
    """Anything that can take a decision for the seat to move."""

    @property
    def name(self) -> str: ...

    def act(self, observation: Observation, rng: random.Random) -> Action:
        """One of ``observation.legal_actions``."""
        ...


class RandomPlayer:
    """Chooses uniformly among the legal actions: the floor every player must beat."""

    name = "random"

    def act(self, observation: Observation, rng: random.Random) -> Action:
        return rng.choice(list(observation.legal_actions))


class AllSeeingTestPlayer:
    """For tests only: looks at the whole state, every hidden card included, and takes the
    first legal action. It exists to check harnesses, never to play people."""

    name = "all-seeing-test"
    sees_state = True

    def act_on_state(self, state: State, rng: random.Random) -> Action:
        del rng
        return state.legal_actions()[0]
