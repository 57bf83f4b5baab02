"""Skat as a PettingZoo AEC environment (docs/envs.md): three players, one deal.

Rewards: each seat's score of the deal (RULES §3.5): the declarer +value when winning,
-2 x value when losing, the defenders 0; 0 for all when the deal is thrown in; a Ramsch
and Kontra, Re and Bock as the house rules score them (docs/house-rules.md §3).
"""

from collections.abc import Iterable
from typing import Any, ClassVar

from cardavia.core.game import State
from cardavia.envs.pettingzoo_env import CardGameEnv, house_rules, wrapped
from cardavia.games.skat import SKAT
from cardavia.games.skat.variants import SkatVariants


class raw_env(CardGameEnv):
    """One Skat deal; ``variants``: house rules (``["kontra", "ramsch", "bock"]``),
    ``dealer``: the dealing seat (else drawn from the seed, as the engine does)."""

    metadata: ClassVar[dict[str, Any]] = {**CardGameEnv.metadata, "name": "skat_v0"}

    def __init__(
        self,
        render_mode: str | None = None,
        variants: SkatVariants | Iterable[str] | None = None,
        dealer: int | None = None,
    ) -> None:
        rules = house_rules(SkatVariants, variants)

        def deal(seed: int) -> State:
            return SKAT.new_deal(seed, dealer, variants=rules)  # type: ignore[arg-type]

        super().__init__("skat", 3, deal, _scores, render_mode=render_mode)


def _scores(state: State) -> tuple[float, ...]:
    return tuple(float(score) for score in state.result().scores)


def env(**options: Any) -> Any:
    """The wrapped environment (PettingZoo's classic wrappers); ``options`` as ``raw_env``."""
    return wrapped(raw_env(**options))
