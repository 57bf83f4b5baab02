"""Who the AI players are at a table: a first name from the game's region and the look of
the avatar the table draws for it.

Each game has a small fixed cast; a table seats three (two at Skat) of them, chosen from
the table's id, so that they stay the same across reloads and differ between tables.
Names are proper names: the same in every language.
"""

import functools
import random
from dataclasses import dataclass
from datetime import datetime

from cardavia.core.game import JsonDict
from cardavia.games.registry import GAMES
from cardavia.web.seating import Seating


@dataclass(frozen=True)
class Look:
    """The avatar's features, as the table's script draws them (``static/js/avatar.js``)."""

    hair: str  # short, long, braids, bun, bald
    hair_colour: str  # black, brown, blond, red, grey
    hat: str  # none, feathered (Bavarian), kappi (Swiss cap), cap (flat cap)
    beard: str  # none, moustache, full
    glasses: bool
    skin: str  # light, rosy, tan
    coat: str  # green, blue, red, brown, grey


@dataclass(frozen=True)
class Opponent:
    name: str
    look: Look


def _cast(*people: tuple[str, Look]) -> tuple[Opponent, ...]:
    return tuple(Opponent(name, look) for name, look in people)


CASTS: dict[str, tuple[Opponent, ...]] = {
    # Bavaria: Schafkopf in the Wirtshaus.
    "schafkopf": _cast(
        ("Sepp", Look("short", "brown", "feathered", "moustache", False, "rosy", "green")),
        ("Vroni", Look("braids", "blond", "none", "none", False, "light", "red")),
        ("Hias", Look("bald", "grey", "none", "full", False, "rosy", "brown")),
        ("Resi", Look("bun", "brown", "none", "none", True, "light", "blue")),
        ("Wastl", Look("short", "red", "feathered", "full", False, "light", "grey")),
        ("Kathi", Look("braids", "red", "none", "none", False, "light", "green")),
        ("Girgl", Look("short", "black", "none", "moustache", True, "tan", "blue")),
        ("Burgl", Look("bun", "grey", "none", "none", True, "rosy", "red")),
    ),
    # German-speaking Switzerland: Schieber at the Stammtisch.
    "jass": _cast(
        ("Ueli", Look("short", "blond", "kappi", "full", False, "rosy", "red")),
        ("Vreni", Look("braids", "blond", "none", "none", False, "light", "blue")),
        ("Beat", Look("short", "brown", "none", "none", True, "light", "grey")),
        ("Köbi", Look("bald", "grey", "none", "moustache", False, "rosy", "green")),
        ("Heidi", Look("long", "brown", "none", "none", False, "tan", "red")),
        ("Ruedi", Look("short", "black", "kappi", "none", False, "tan", "brown")),
        ("Trudi", Look("bun", "grey", "none", "none", True, "light", "green")),
        ("Urs", Look("short", "red", "none", "full", False, "light", "blue")),
    ),
    # Saxony and Thuringia, around Altenburg, where Skat was born.
    "skat": _cast(
        ("Uwe", Look("short", "blond", "none", "moustache", False, "rosy", "blue")),
        ("Heike", Look("long", "red", "none", "none", False, "light", "green")),
        ("Jens", Look("short", "brown", "cap", "none", False, "light", "grey")),
        ("Kerstin", Look("bun", "brown", "none", "none", True, "light", "red")),
        ("Steffen", Look("bald", "grey", "none", "full", True, "rosy", "brown")),
        ("Peggy", Look("long", "blond", "none", "none", False, "tan", "blue")),
        ("Frank", Look("short", "black", "cap", "moustache", False, "tan", "green")),
        ("Antje", Look("braids", "brown", "none", "none", True, "rosy", "grey")),
    ),
}


@functools.lru_cache(maxsize=1024)  # every view of a table names them
def opponents(game: str, table_id: str) -> tuple[Opponent, ...]:
    """The AI players of seats 1, 2 (and 3) at the table ``table_id``: different people of
    the game's cast, the same ones every time for the same table."""
    others = GAMES[game].players - 1
    return tuple(random.Random(f"{table_id}:opponents").sample(CASTS[game], others))


def seats_view(game: str, table_id: str) -> list[JsonDict | None]:
    """Each seat as the view names it: None for the human (seat 0, "You" in the page's
    language), then each AI player's name and look."""
    return [None] + [
        # The look's fields copied: asdict's recursive copy is slow, and a view is built per move.
        {"name": person.name, "look": dict(vars(person.look))}
        for person in opponents(game, table_id)
    ]


def shared_seats_view(
    game: str, table_id: str, seating: Seating, reader: int | None, now: datetime
) -> list[JsonDict | None]:
    """Each seat of a shared table as the view names it: None for the reader's own; a
    person's name and avatar, whether they are there (else an AI player plays for them)
    and ready for the next deal; or an AI player of the cast, ``open`` when a person may
    still take the seat."""
    cast = random.Random(f"{table_id}:opponents").sample(CASTS[game], GAMES[game].players)
    open_seats = set(seating.open_seats)
    seats: list[JsonDict | None] = []
    for seat, person in enumerate(cast):
        sitter = seating.sitter_at(seat)
        if seat == reader:
            seats.append(None)
        elif sitter is not None:
            seats.append(
                {
                    "name": sitter.name,
                    "look": dict(sitter.look),
                    "person": True,
                    "here": seating.here(sitter, now),
                    "ready_for": sitter.ready_for,
                    "host": seating.is_host(sitter.player_id),
                }
            )
        else:
            seats.append(
                {
                    "name": person.name,
                    "look": dict(vars(person.look)),
                    "person": False,
                    "open": seat in open_seats,
                }
            )
    return seats
