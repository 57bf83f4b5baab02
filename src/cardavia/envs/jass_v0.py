"""Schieber Jass as a PettingZoo AEC environment (docs/envs.md): four players in two
teams, one deal.

Rewards: each seat gets its team's points of the deal (RULES §2.6: card points, the last
trick's 5, the Match 100, Weis and Stöck, times the contract's multiplier), as the engine
credits them; both teams score, so a deal is not zero-sum (take the difference of the
teams' points for a zero-sum reward). Without ``dealer`` the deal is a match's first: the
holder of the rose seven leads (RULES §2.1).
"""

from typing import Any, ClassVar

from cardavia.envs.pettingzoo_env import CardGameEnv, DealEnv, wrapped


class raw_env(DealEnv):
    """One Jass deal; ``variants``: house rules (``["target=1000"]``), ``dealer``: the
    dealing seat (else the seat before the holder of the rose seven)."""

    game_name = "jass"
    metadata: ClassVar[dict[str, Any]] = {**CardGameEnv.metadata, "name": "jass_v0"}


def env(**options: Any) -> Any:
    """The wrapped environment (PettingZoo's classic wrappers); ``options`` as ``raw_env``."""
    return wrapped(raw_env(**options))
