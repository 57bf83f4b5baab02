"""Schieber Jass as a PettingZoo AEC environment (docs/envs.md): four players in two
teams, one deal.

Rewards: each seat gets its team's points of the deal (RULES §2.6: card points, the last
trick's 5, the Match 100, Weis and Stöck, times the contract's multiplier), as the engine
credits them; both teams score, so a deal is not zero-sum (take the difference of the
teams' points for a zero-sum reward). Without ``dealer`` the deal is a match's first: the
holder of the rose seven leads (RULES §2.1).
"""

from collections.abc import Iterable
from typing import Any, ClassVar

from cardavia.core.game import State
from cardavia.envs.pettingzoo_env import CardGameEnv, house_rules, wrapped
from cardavia.games.jass import JASS
from cardavia.games.jass.variants import JassVariants


class raw_env(CardGameEnv):
    """One Jass deal; ``variants``: house rules (``["target=1000"]``), ``dealer``: the
    dealing seat (else the seat before the holder of the rose seven)."""

    metadata: ClassVar[dict[str, Any]] = {**CardGameEnv.metadata, "name": "jass_v0"}

    def __init__(
        self,
        render_mode: str | None = None,
        variants: JassVariants | Iterable[str] | None = None,
        dealer: int | None = None,
    ) -> None:
        rules = house_rules(JassVariants, variants)

        def deal(seed: int) -> State:
            return JASS.new_deal(seed, dealer, variants=rules)  # type: ignore[arg-type]

        super().__init__("jass", 4, deal, _scores, render_mode=render_mode)


def _scores(state: State) -> tuple[float, ...]:
    return tuple(float(score) for score in state.result().scores)


def env(**options: Any) -> Any:
    """The wrapped environment (PettingZoo's classic wrappers); ``options`` as ``raw_env``."""
    return wrapped(raw_env(**options))
