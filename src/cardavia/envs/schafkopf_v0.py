"""Schafkopf as a PettingZoo AEC environment (docs/envs.md): four players, one deal.

Rewards: each seat's settlement of the deal in the rulebook's points (RULES §1.5: a
Rufer ±V to each player, a solo ±3V to the declarer and ∓V to each defender; 0 for a void
deal), doubled by Kontra and Re at a table with them.
"""

from collections.abc import Iterable
from typing import Any, ClassVar

from cardavia.core.game import State
from cardavia.envs.pettingzoo_env import CardGameEnv, house_rules, wrapped
from cardavia.games.schafkopf import SCHAFKOPF
from cardavia.games.schafkopf.variants import SchafkopfVariants


class raw_env(CardGameEnv):
    """One Schafkopf deal; ``variants``: house rules (``["kontra", "ramsch"]``),
    ``dealer``: the dealing seat (else drawn from the seed, as the engine does)."""

    metadata: ClassVar[dict[str, Any]] = {**CardGameEnv.metadata, "name": "schafkopf_v0"}

    def __init__(
        self,
        render_mode: str | None = None,
        variants: SchafkopfVariants | Iterable[str] | None = None,
        dealer: int | None = None,
    ) -> None:
        rules = house_rules(SchafkopfVariants, variants)

        def deal(seed: int) -> State:
            return SCHAFKOPF.new_deal(seed, dealer, variants=rules)  # type: ignore[arg-type]

        super().__init__("schafkopf", 4, deal, _scores, render_mode=render_mode)


def _scores(state: State) -> tuple[float, ...]:
    return tuple(float(score) for score in state.result().scores)


def env(**options: Any) -> Any:
    """The wrapped environment (PettingZoo's classic wrappers); ``options`` as ``raw_env``."""
    return wrapped(raw_env(**options))
