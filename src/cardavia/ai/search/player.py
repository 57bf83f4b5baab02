"""A player that plays its cards by sampling and solving (perfect-information Monte Carlo).

For a card decision it deals the unseen cards again many times consistently with what it
has seen, solves each deal with every hand open, and plays the card that does best on
average for its side. While too many cards are out for the solver to answer within the
time budget, and for every other decision (bidding, calling, pushing, discarding,
declaring), it plays as the rule-based player does.
"""

import random
import time

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.search.positions import sampled_position
from cardavia.ai.search.sampling import Constraints, constraints_of, sample
from cardavia.ai.search.solver import TranspositionTable, card_values
from cardavia.core.game import Action, Observation
from cardavia.core.state import PLAY

SOLVABLE_CARDS = {3: 21, 4: 20}
"""Cards still in the hands (by number of players) below which the solver answers within
the budget on this machine (``cardavia bench solver`` times full deals)."""


class SearchPlayer:
    """Card play by sampling deals and solving them; the rest as ``heuristic``."""

    name = "search"

    def __init__(self, samples: int = 16, budget_seconds: float = 1.0) -> None:
        self.samples = samples
        self.budget_seconds = budget_seconds
        self.fallback = HeuristicPlayer()
        self.table = TranspositionTable(bits=18)

    def act(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1 or getattr(observation, "phase", None) != PLAY:
            return self.fallback.act(observation, rng)
        limits = constraints_of(observation)
        seats = len(limits.sizes) - 1
        if sum(limits.sizes[:seats]) > SOLVABLE_CARDS[seats]:
            return self.fallback.act(observation, rng)
        totals, declaring = self._card_totals(observation, limits, rng)
        cards = [getattr(action, "card", None) for action in legal]
        best = max if declaring else min
        chosen = best((card for card in cards if card in totals), key=totals.__getitem__)
        return legal[cards.index(chosen)]

    def _card_totals(
        self, observation: Observation, limits: Constraints, rng: random.Random
    ) -> tuple[dict[int, int], bool]:
        """Each legal card's outcome summed over the sampled deals, and whether the seat
        plays on the declaring side."""
        deadline = time.perf_counter() + self.budget_seconds
        totals: dict[int, int] = {}
        declaring = False
        for number in range(self.samples):
            if number and time.perf_counter() > deadline:
                break
            position = sampled_position(observation, sample(limits, rng))
            declaring = position.declaring[observation.seat]
            self.table.clear()
            for card, value in card_values(position, self.table).items():
                totals[card] = totals.get(card, 0) + value
        return totals, declaring
