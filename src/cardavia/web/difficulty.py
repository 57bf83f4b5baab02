"""How strong the AI players of a table are: chosen when the table starts.

Easy is the rule-based player; Normal and Strong play their cards by sampling and solving
(``cardavia.ai.search``), Strong with three times the samples and the time.
"""

import threading
from collections.abc import Callable

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.player import Player
from cardavia.ai.registry import make_player
from cardavia.ai.search.player import SearchPlayer

LEVELS = ("easy", "normal", "strong")
"""The levels by their API names (the table script names them for people)."""
DEFAULT_LEVEL = "normal"

_MAKERS: dict[str, Callable[[], Player]] = {
    "easy": HeuristicPlayer,
    "normal": lambda: SearchPlayer(samples=16, budget_seconds=1.0),
    "strong": lambda: SearchPlayer(samples=48, budget_seconds=3.0),
}


class AiPlayers:
    """The AI player of each level, one per thread: a search player keeps a transposition
    table, which two tables' moves in the thread pool must not share."""

    def __init__(self, override: str | None = None) -> None:
        self.override = override
        """A registry player for every level (``CARDAVIA_AI_PLAYER``), e.g. for tests."""
        self._local = threading.local()

    def for_level(self, level: str) -> Player:
        players: dict[str, Player] = self._local.__dict__.setdefault("players", {})
        if level not in players:
            players[level] = make_player(self.override) if self.override else _MAKERS[level]()
        return players[level]
