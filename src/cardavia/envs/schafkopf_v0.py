"""Schafkopf as a PettingZoo AEC environment (docs/envs.md): four players, one deal.

Rewards: each seat's settlement of the deal in the rulebook's points (RULES §1.5: a
Rufer ±V to each player, a solo ±3V to the declarer and ∓V to each defender; 0 for a void
deal), doubled by Kontra and Re at a table with them.
"""

from typing import Any, ClassVar

from cardavia.envs.pettingzoo_env import CardGameEnv, DealEnv, wrapped


class raw_env(DealEnv):
    """One Schafkopf deal; ``variants``: house rules (``["kontra", "ramsch"]``),
    ``dealer``: the dealing seat (else drawn from the seed, as the engine does)."""

    game_name = "schafkopf"
    metadata: ClassVar[dict[str, Any]] = {**CardGameEnv.metadata, "name": "schafkopf_v0"}


def env(**options: Any) -> Any:
    """The wrapped environment (PettingZoo's classic wrappers); ``options`` as ``raw_env``."""
    return wrapped(raw_env(**options))
