"""Skat as a PettingZoo AEC environment (docs/envs.md): three players, one deal.

Rewards: each seat's score of the deal (RULES §3.5): the declarer +value when winning,
-2 x value when losing, the defenders 0; 0 for all when the deal is thrown in; a Ramsch
and Kontra, Re and Bock as the house rules score them (docs/house-rules.md §3).
"""

from typing import Any, ClassVar

from cardavia.envs.pettingzoo_env import CardGameEnv, DealEnv, wrapped


class raw_env(DealEnv):
    """One Skat deal; ``variants``: house rules (``["kontra", "ramsch", "bock"]``),
    ``dealer``: the dealing seat (else drawn from the seed, as the engine does)."""

    game_name = "skat"
    metadata: ClassVar[dict[str, Any]] = {**CardGameEnv.metadata, "name": "skat_v0"}


def env(**options: Any) -> Any:
    """The wrapped environment (PettingZoo's classic wrappers); ``options`` as ``raw_env``."""
    return wrapped(raw_env(**options))
