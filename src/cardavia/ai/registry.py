"""Every AI player by its registry name (``cardavia arena --players random,heuristic``)."""

from collections.abc import Callable

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.ismcts import IsmctsPlayer
from cardavia.ai.player import Player, RandomPlayer
from cardavia.ai.search.player import NORMAL, NORMAL_BY_DEAL, STRONG

PLAYERS: dict[str, Callable[[], Player]] = {
    "random": RandomPlayer,
    "heuristic": HeuristicPlayer,
    "search": NORMAL.player,
    "search-strong": STRONG.player,
    "ismcts": IsmctsPlayer,
    "search-by-deal": NORMAL_BY_DEAL.player,
}


def make_player(name: str) -> Player:
    """A new player of registry name ``name``; raises KeyError naming the known ones."""
    try:
        return PLAYERS[name]()
    except KeyError:
        raise KeyError(f"unknown player {name!r}: choose from {', '.join(PLAYERS)}") from None
