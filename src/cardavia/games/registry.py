"""Every game Cardavia plays, by its record name."""

from cardavia.core.game import Game
from cardavia.games.skat import SKAT

GAMES: dict[str, Game] = {SKAT.name: SKAT}


def get_game(name: str) -> Game:
    """The game called ``name``; raises KeyError with the known names."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}: Cardavia plays {', '.join(GAMES)}") from None
