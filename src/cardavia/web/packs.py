"""The packs a table can be dealt from, and which games each plays.

Each game's usual regional pack: the Bavarian pattern of Munich for Schafkopf and Skat's
German-suited pack, the Schaffhausen pattern for Schieber Jass.
"""

from dataclasses import dataclass

from cardavia.web.i18n import N_


@dataclass(frozen=True)
class Pack:
    id: str
    name: str
    games: frozenset[str]


PACKS: dict[str, Pack] = {
    pack.id: pack
    for pack in (
        Pack("bavarian", N_("Bavarian pattern (Munich)"), frozenset({"schafkopf", "skat"})),
        Pack("schaffhausen", N_("Schaffhausen pattern (Swiss)"), frozenset({"jass"})),
    )
}

_USUAL = {"schafkopf": "bavarian", "skat": "bavarian", "jass": "schaffhausen"}


def default_pack(game: str) -> str:
    """The pack a table of ``game`` is dealt from unless the player picks another."""
    return _USUAL[game]
