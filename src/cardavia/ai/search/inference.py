"""Sampled deals weighted by how likely the other players' actions make them.

Each sample of the unseen cards is replayed action by action on the engine (a deal that
cannot have produced what the seat saw is dropped: a Rufer caller who would hold the
called ace, a Weis nobody announced). Every choice another player made in the seat's
sight then multiplies the sample's weight by how likely a model of the players
(``Likelihood``: the learned policy model, ``cardavia.ai.policy``) makes that choice with
the sampled cards: a Skat bidder who stopped at 18 with a Grand in hand, a Jass chooser
who named acorns without acorns, or a Schafkopf defender who did not trump when he
could, each make the sample less likely (Kermit; Rebstock et al. 2019).
"""

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Protocol

from cardavia.ai.player import Player
from cardavia.ai.search.deals import Inconsistent, first_state, history_to_replay, step
from cardavia.ai.search.sampling import Constraints, GameObservation, NoConsistentDeal, sample
from cardavia.core.cards import CardSet
from cardavia.core.game import Action, State

FLOOR = 0.02
"""The least one choice multiplies a sample's weight by: people (and other AIs) do not
play as the model does, so one odd choice is evidence against a deal, not proof."""
DRAWS_PER_SAMPLE = 8
"""Draws allowed per wanted sample before giving up on finding consistent ones."""


class Likelihood(Protocol):
    """How likely a seat is to take one of its legal actions (``PolicyModel``)."""

    def probability(self, observation: GameObservation, action: Action) -> float: ...


POLICY_SHARE = 0.5
"""The learned model's share of a choice's likelihood in ``PolicyAndPlayer``."""


class PolicyAndPlayer:
    """A choice's likelihood as a mixture: the learned policy model's probability of it,
    and the rule-based player's own choice (1 if it is the choice, else 0), each with half
    the weight. On held-out records of the rule-based players either alone tells the real
    deal less well (README); the model keeps an unexpected choice from ruling a deal out."""

    def __init__(self, model: Likelihood, player: Player) -> None:
        self.model = model
        self.player = player

    def probability(self, observation: GameObservation, action: Action) -> float:
        chosen = self.player.act(observation, random.Random(0)) == action
        return POLICY_SHARE * self.model.probability(observation, action) + (
            1 - POLICY_SHARE
        ) * float(chosen)


@dataclass(frozen=True)
class WeightedDeal:
    """One deal the seat may be in: the engine state now, and its relative likelihood."""

    state: State
    holdings: tuple[CardSet, ...]
    weight: float


def weighted_deals(
    observation: GameObservation,
    limits: Constraints,
    model: Likelihood,
    rng: random.Random,
    wanted: int,
    deadline: float,
) -> Iterator[WeightedDeal]:
    """Up to ``wanted`` consistent deals, each weighted by the model. Once it has found
    one, it stops when another deal (and what the caller does with it, at the average
    pace so far) would end past ``deadline`` (``time.perf_counter``)."""
    found = 0
    started = time.perf_counter()
    for _ in range(wanted * DRAWS_PER_SAMPLE):
        now = time.perf_counter()
        if found >= wanted or (found and now + (now - started) / found > deadline):
            return
        try:
            holdings = sample(limits, rng)
            state, weight = replayed(observation, holdings, model)
        except (Inconsistent, NoConsistentDeal):
            continue
        found += 1
        yield WeightedDeal(state, holdings, weight)


def replayed(
    observation: GameObservation,
    holdings: tuple[CardSet, ...],
    model: Likelihood | None,
) -> tuple[State, float]:
    """The sampled deal's state now and its weight (1 without a model); ``Inconsistent``
    when it could not have been played as the seat saw it."""
    observer: int = observation.seat
    state = first_state(observation, holdings)
    weight = 1.0
    for (seat, action), (_, seen) in zip(
        history_to_replay(observation, holdings), observation.history, strict=True
    ):
        hidden = seen != action  # filled in by the sample: nothing the seat saw to weigh
        following = step(state, seat, action)  # first: the action must be legal here
        if not hidden:
            weight *= _likelihood(model, state, seat, action, observer)
        state = following
    if state.observation(observer) != observation:
        raise Inconsistent("the sampled deal shows the seat something else")
    return state, weight


def _likelihood(
    model: Likelihood | None, state: State, seat: int, action: Action, observer: int
) -> float:
    """What another seat's choice (among several legal actions) multiplies the weight by:
    the model's probability of it, at least ``FLOOR``."""
    if model is None or seat == observer:
        return 1.0
    if len(state.legal_actions()) < 2:
        return 1.0
    seen = state.observation(seat)
    assert isinstance(seen, GameObservation)
    return max(FLOOR, model.probability(seen, action))
