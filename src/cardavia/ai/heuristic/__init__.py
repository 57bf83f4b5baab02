"""Rule-based players, one per game, behind one registry name (``heuristic``)."""

import random

from cardavia.ai.heuristic.jass import JassHeuristic
from cardavia.ai.heuristic.schafkopf import SchafkopfHeuristic
from cardavia.ai.heuristic.skat import SkatHeuristic
from cardavia.core.game import Action, Observation
from cardavia.games.jass.observation import JassObservation
from cardavia.games.schafkopf.observation import SchafkopfObservation
from cardavia.games.skat.observation import SkatObservation


class HeuristicPlayer:
    """Plays every decision of every game the way a sound club player thinks: the game's
    own rule-based player is chosen by the observation it is given."""

    name = "heuristic"

    def __init__(self) -> None:
        self._skat = SkatHeuristic()
        self._schafkopf = SchafkopfHeuristic()
        self._jass = JassHeuristic()

    def act(self, observation: Observation, rng: random.Random) -> Action:
        if isinstance(observation, SkatObservation):
            return self._skat.act(observation, rng)
        if isinstance(observation, SchafkopfObservation):
            return self._schafkopf.act(observation, rng)
        if isinstance(observation, JassObservation):
            return self._jass.act(observation, rng)
        raise TypeError(f"no heuristic player for {type(observation).__name__}")
