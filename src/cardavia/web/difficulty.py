"""How strong the AI players of a table are: chosen when the table starts.

Easy is the rule-based player; Normal and Strong decide by sampling the unseen cards
(``cardavia.ai.search``: bidding and the like by playing each option out, the endgame by
solving), Strong with twice the samples, three times the time, card play solved from an
earlier trick and, in Skat and Schafkopf, aiming for the score rather than card points. A
hint at the table weighs the human's options as Normal would, whatever the table's level.
Only the AI workers (``cardavia.web.ai_work``) import this module.
"""

import threading
from collections.abc import Callable

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.player import Player
from cardavia.ai.registry import make_player
from cardavia.ai.search.player import NORMAL, STRONG, SearchEffort, SearchPlayer

_MAKERS: dict[str, Callable[[], Player]] = {
    "easy": HeuristicPlayer,
    "normal": NORMAL.player,
    "strong": STRONG.player,
}
"""The players of each of ``cardavia.web.ai_pool.LEVELS``."""


class AiPlayers:
    """The AI player of each level, and the hint's search player, one per thread: a search
    player keeps a transposition table, which two tables' moves in the thread pool must not
    share."""

    def __init__(self, override: str | None = None, hint: SearchEffort = NORMAL) -> None:
        self.override = override
        """A registry player for every level (``CARDAVIA_AI_PLAYER``), e.g. for tests."""
        self.hint = hint
        """The hint's effort (Normal's unless set, e.g. cheaper for tests)."""
        self._local = threading.local()

    def for_level(self, level: str) -> Player:
        players: dict[str, Player] = self._local.__dict__.setdefault("players", {})
        if level not in players:
            players[level] = make_player(self.override) if self.override else _MAKERS[level]()
        return players[level]

    def for_hint(self) -> SearchPlayer:
        """The search player that weighs the human's options when asked for a hint."""
        player: SearchPlayer | None = self._local.__dict__.get("hint")
        if player is None:
            player = self._local.hint = self.hint.player()
            player.play_out_unsolved = True  # a hint always tells every option's estimate
        return player
