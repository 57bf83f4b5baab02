"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS), the baseline.

Cowling, Powley & Whitehouse (2012), "Information Set Monte Carlo Tree Search": one tree
over the deciding seat's information set, each iteration on a new determinization (the
unseen cards dealt again consistently with what the seat has seen, uniformly), selection
among the actions legal in that determinization by UCB with availability counts, one node
added, then random moves to the end of the deal. It knows nothing of the games beyond
their rules: the standard yardstick from the literature that a search player must beat.
"""

import math
import random
import time
from dataclasses import dataclass, field

from cardavia.ai.outcomes import relative_score
from cardavia.ai.search.deals import Inconsistent
from cardavia.ai.search.inference import replayed
from cardavia.ai.search.sampling import GameObservation, NoConsistentDeal, constraints_of, sample
from cardavia.core.game import Action, Observation, State
from cardavia.games.jass.state import JassState

EXPLORATION = 0.7
"""The UCB constant (rewards are scaled to about -1..1 by ``REWARD_SCALE``)."""
REWARD_SCALE = {3: 60.0, 4: 5.0}
"""A typical relative score per deal by number of players (Skat; Schafkopf), that
rewards are divided by; Jass (four players, team scores) uses ``JASS_SCALE``."""
JASS_SCALE = 100.0
DRAWS = 64
"""Draws allowed to find a determinization consistent with what the seat saw."""


@dataclass(eq=False)
class _Node:
    """One action in the tree, taken by ``seat`` (who is rewarded through it)."""

    action: Action | None
    seat: int
    parent: "_Node | None"
    children: dict[Action, "_Node"] = field(default_factory=dict)
    visits: int = 0
    available: int = 0
    reward: float = 0.0

    def ucb(self) -> float:
        mean = self.reward / self.visits
        return mean + EXPLORATION * math.sqrt(math.log(self.available) / self.visits)


class IsmctsPlayer:
    """SO-ISMCTS with random roll-outs: ``seconds`` per decision at most, and
    ``iterations`` at most (0: as many as the time allows)."""

    name = "ismcts"

    def __init__(self, seconds: float = 1.0, iterations: int = 0) -> None:
        self.seconds = seconds
        self.iterations = iterations

    def act(self, observation: Observation, rng: random.Random) -> Action:
        legal = tuple(observation.legal_actions)
        if len(legal) == 1:
            return legal[0]
        if not isinstance(observation, GameObservation):
            raise TypeError(f"no search for {type(observation).__name__}")
        root = self.search(observation, rng)
        if not root.children:  # no consistent determinization found in time
            return rng.choice(list(legal))
        return max(root.children.values(), key=lambda child: child.visits).action or legal[0]

    def search(self, observation: GameObservation, rng: random.Random) -> _Node:
        """The tree grown from the seat's information set within the limits."""
        root = _Node(None, observation.seat, None)
        deadline = time.perf_counter() + self.seconds
        done = 0
        while time.perf_counter() < deadline and (not self.iterations or done < self.iterations):
            state = _determinization(observation, rng)
            if state is None:
                break
            _iterate(root, state, rng)
            done += 1
        return root


def _determinization(observation: GameObservation, rng: random.Random) -> State | None:
    """A deal the seat may be in, drawn uniformly among those consistent with what it saw;
    None when none is found in ``DRAWS`` draws."""
    limits = constraints_of(observation)
    for _ in range(DRAWS):
        try:
            state, _ = replayed(observation, sample(limits, rng), None)
        except (Inconsistent, NoConsistentDeal):
            continue
        return state
    return None


def _iterate(root: _Node, state: State, rng: random.Random) -> None:
    """One selection, expansion, random roll-out and back-propagation."""
    node = root
    while not state.is_over:
        legal = state.legal_actions()
        untried = [action for action in legal if action not in node.children]
        for action in legal:
            child = node.children.get(action)
            if child is not None:
                child.available += 1
        if untried:
            action = rng.choice(untried)
            seat = state.to_move
            assert seat is not None
            child = _Node(action, seat, node, available=1)
            node.children[action] = child
            node, state = child, state.apply(action)
            break
        node = max((node.children[action] for action in legal), key=_Node.ucb)
        assert node.action is not None
        state = state.apply(node.action)
    while not state.is_over:
        state = state.apply(rng.choice(list(state.legal_actions())))
    _back_propagate(node, state)


def _back_propagate(node: _Node | None, final: State) -> None:
    result = final.result()
    players = len(result.scores)
    team_game = isinstance(final, JassState)
    scale = JASS_SCALE if team_game else REWARD_SCALE[players]
    while node is not None:
        node.visits += 1
        if node.parent is not None:
            node.reward += relative_score(players, team_game, result, node.seat) / scale
        node = node.parent
