"""The Schieber Jass match as a PettingZoo AEC environment (docs/envs.md): deals follow
each other until a team reaches the target (RULES §2.7; ``variants=["target=1000"]`` for
a shorter one), as ``cardavia.games.jass.match.JassMatch`` plays them.

The observation is the match encoding (``encoding_for("jass", match=True)``: the deal's
fields plus the match score and the target). Reward at the end of the match: +1 to each
seat of the team that reached the target, -1 to each of the other.
"""

from collections.abc import Iterable
from typing import Any, ClassVar

from cardavia.envs.pettingzoo_env import CardGameEnv, house_rules, wrapped
from cardavia.games.jass.match import JassMatch
from cardavia.games.jass.variants import JassVariants


class raw_env(CardGameEnv):
    """One Jass match from seed ``s``: ``JassMatch.new(s, variants)``; ``variants``: house
    rules (``["target=1000"]``)."""

    metadata: ClassVar[dict[str, Any]] = {**CardGameEnv.metadata, "name": "jass_match_v0"}

    def __init__(
        self,
        render_mode: str | None = None,
        variants: JassVariants | Iterable[str] | None = None,
    ) -> None:
        rules = house_rules(JassVariants, variants)

        def deal(seed: int) -> JassMatch:
            return JassMatch.new(seed, rules)  # type: ignore[arg-type]

        super().__init__("jass", 4, deal, _outcome, match=True, render_mode=render_mode)


def _outcome(match: JassMatch) -> tuple[float, ...]:
    return tuple(1.0 if seat % 2 == match.winner else -1.0 for seat in range(4))


def env(**options: Any) -> Any:
    """The wrapped environment (PettingZoo's classic wrappers); ``options`` as ``raw_env``."""
    return wrapped(raw_env(**options))
