"""Complete deals played with uniformly random legal actions (CLI, benchmarks, tests)."""

import random

from cardavia.core.game import Game, State
from cardavia.core.variants import Variants


def random_playout(
    game: Game, seed: int, dealer: int | None = None, variants: Variants | None = None
) -> State:
    """A deal shuffled from ``seed`` and played to its end, each action drawn uniformly
    from the legal ones by a generator seeded with ``seed``: same seed, same deal."""
    rng = random.Random(seed)
    if variants is None:
        state = game.new_deal(seed, dealer)
    else:
        state = game.new_deal(seed, dealer, variants=variants)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state
