"""The atlas of regional packs: ``packs.toml``, validated when it is loaded.

A pack is data: where it comes from, the cards it holds, its texts in every language. The
games it plays are worked out, not listed: a game is playable with a pack that holds every
card the game is dealt from (``Game.cards``).
"""

import tomllib
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Annotated, Literal, Self

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, HttpUrl, model_validator

from cardavia.core.cards import RANK_CODES, CardSet, Suit, card_set, make_card
from cardavia.core.game import Game
from cardavia.games.registry import GAMES

CATALOGUE = Path(__file__).with_name("packs.toml")

SUIT_SYSTEMS: dict[str, str] = {"german": "alhb", "swiss": "rbsa"}
"""The suit codes of each suit system, in the order a pack shows them."""
PACK_RANKS = "ATKOU98765"
"""Rank codes a pack may hold: the engines' ranks and the Salisburghesi's fives."""
WELI = "b6"
"""The card a pack with a Weli prints as the Weli instead of the bells six."""

Localized = dict[str, str]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


def _known_ranks(ranks: str) -> str:
    unknown = sorted(set(ranks) - set(PACK_RANKS))
    if unknown or len(set(ranks)) != len(ranks) or not ranks:
        raise ValueError(f"ranks must be distinct codes from {PACK_RANKS}, got {ranks!r}")
    return ranks


class Pack(_Frozen):
    """One regional pack of the atlas."""

    id: Annotated[str, Field(pattern=r"^[a-z][a-z-]*$")]
    pattern: str
    suit_system: Literal["german", "swiss"]
    ranks: Annotated[str, AfterValidator(_known_ranks)]
    weli: bool
    seasonal_daus: bool = False
    cards: Annotated[int, Field(gt=0)]
    country: Annotated[str, Field(pattern=r"^[A-Z]{2}$")]
    latitude: Annotated[float, Field(ge=-90, le=90)]
    longitude: Annotated[float, Field(ge=-180, le=180)]
    wikipedia: HttpUrl
    name: Localized
    city: Localized
    description: Localized

    @model_validator(mode="after")
    def _count_matches(self) -> Self:
        if len(self.codes) != self.cards:
            raise ValueError(
                f"pack {self.id}: {len(self.ranks)} ranks x 4 suits make {len(self.codes)} "
                f"cards, but cards = {self.cards}"
            )
        if self.weli and WELI not in self.codes:
            raise ValueError(f"pack {self.id}: a Weli pack must hold the bells six")
        return self

    @property
    def suits(self) -> str:
        return SUIT_SYSTEMS[self.suit_system]

    @property
    def codes(self) -> tuple[str, ...]:
        """Every card of the pack by code (``"aO"``, ``"b5"``), suit by suit."""
        return tuple(suit + rank for suit in self.suits for rank in self.ranks)

    @property
    def playing_cards(self) -> CardSet:
        """The cards the engines know among the pack's (no fives, no Weli)."""
        return card_set(
            make_card(Suit(_SUIT_INDEX[code[0]]), RANK_CODES.index(code[1]))
            for code in self.codes
            if code[1] in RANK_CODES and not (self.weli and code == WELI)
        )

    def plays(self, game: Game) -> bool:
        """Whether the pack holds every card ``game`` is dealt from."""
        return game.cards & ~self.playing_cards == 0

    @property
    def games(self) -> tuple[str, ...]:
        """The names of the registered games playable with this pack."""
        return tuple(name for name, game in GAMES.items() if self.plays(game))


_SUIT_INDEX = {code: index for index, code in enumerate("alhbrs")}


class Atlas(_Frozen):
    """The whole catalogue: its languages, country names and packs."""

    languages: Annotated[list[str], Field(min_length=1)]
    default_packs: dict[str, str]
    countries: dict[str, Localized]
    packs: list[Pack]

    @model_validator(mode="after")
    def _complete(self) -> Self:
        wanted = set(self.languages)
        texts: list[tuple[str, Mapping[str, str]]] = [
            (f"country {code}", names) for code, names in self.countries.items()
        ]
        for pack in self.packs:
            texts += [(f"pack {pack.id} {field}", getattr(pack, field)) for field in _TEXTS]
            if pack.country not in self.countries:
                raise ValueError(f"pack {pack.id}: no name for country {pack.country}")
        for where, text in texts:
            missing = wanted - {lang for lang, value in text.items() if value.strip()}
            if missing:
                raise ValueError(f"{where}: no text in {', '.join(sorted(missing))}")
            if extra := set(text) - wanted:
                raise ValueError(f"{where}: languages not in the list: {sorted(extra)}")
        ids = [pack.id for pack in self.packs]
        if len(set(ids)) != len(ids):
            raise ValueError("two packs share an id")
        for game in GAMES:
            usual = self.default_packs.get(game)
            if usual is None or usual not in ids or game not in self.pack(usual).games:
                raise ValueError(f"default_packs: {game} needs a pack that plays it")
        return self

    def default_pack(self, game: str) -> Pack:
        """The pack a table of ``game`` is dealt from unless the player picks another."""
        return self.pack(self.default_packs[game])

    def pack(self, pack_id: str) -> Pack:
        """The pack called ``pack_id``; KeyError if the atlas has none."""
        for pack in self.packs:
            if pack.id == pack_id:
                return pack
        raise KeyError(pack_id)

    def packs_for(self, game: str) -> tuple[Pack, ...]:
        """The packs a game can be played with, in atlas order."""
        return tuple(pack for pack in self.packs if game in pack.games)


_TEXTS = ("name", "city", "description")


def load_atlas(source: Path = CATALOGUE) -> Atlas:
    """Reads and validates a catalogue file; pydantic's ValidationError says what is wrong."""
    with source.open("rb") as data:
        return Atlas.model_validate(tomllib.load(data))


@cache
def atlas() -> Atlas:
    """The product's atlas (``packs.toml``)."""
    return load_atlas()
