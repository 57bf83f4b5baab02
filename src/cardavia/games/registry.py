"""Every game Cardavia plays, by its record name."""

from typing import Final

from cardavia.core.game import Game
from cardavia.games.jass import JASS
from cardavia.games.schafkopf import SCHAFKOPF
from cardavia.games.skat import SKAT

GAMES: Final[dict[str, Game]] = {game.name: game for game in (SCHAFKOPF, JASS, SKAT)}


def get_game(name: str) -> Game:
    """The game called ``name``; raises KeyError with the known names."""
    try:
        return GAMES[name]
    except KeyError:
        raise KeyError(f"unknown game {name!r}: Cardavia plays {', '.join(GAMES)}") from None
