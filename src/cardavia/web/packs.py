"""The atlas's packs as the pages and the table show them: texts in the player's language,
the names of their cards for screen readers, and what the table script needs to draw them.
"""

from dataclasses import dataclass
from gettext import NullTranslations

from cardavia.catalog.packs import WELI, Pack, atlas
from cardavia.web.i18n import CARD_NAME, N_, NC_, format_number, translations

SUIT_WORDS: dict[str, dict[str, str]] = {
    "german": {"a": N_("Acorn"), "l": N_("Leaf"), "h": N_("Heart"), "b": N_("Bell")},
    "swiss": {"r": N_("Rose"), "b": N_("Bell"), "s": N_("Shield"), "a": N_("Acorn")},
}
"""A card's suit as the first word of its name ("Acorn Ober")."""

_NUMBERS = {"9": N_("Nine"), "8": N_("Eight"), "7": N_("Seven"), "6": N_("Six"), "5": N_("Five")}
RANK_WORDS: dict[str, dict[str, str]] = {
    # The German pack prints its ace as the Daus; the cards are named "Ace" all the same,
    # as the contracts ("Rufer with the Acorn Ace"), the rules and the messages name it.
    "german": {
        "A": N_("Ace"),
        "T": N_("Ten"),
        "K": N_("King"),
        "O": N_("Ober"),
        "U": N_("Unter"),
        **_NUMBERS,
    },
    "swiss": {
        "A": N_("Ace"),
        "K": N_("King"),
        "O": N_("Ober"),
        "U": N_("Under"),
        "T": N_("Banner"),
        **_NUMBERS,
    },
}
GAME_RANK_WORDS = {NC_("schafkopf", "Ace")}
"""Ranks a game names its own way, as its contracts do (German Schafkopf: "Sau")."""
SEASONS = {"h": N_("spring"), "b": N_("summer"), "l": N_("autumn"), "a": N_("winter")}
"""The season each Daus of a seasonal pack (the Tell pattern) shows."""
SEASONAL_NAME = N_("{card} ({season})")
WELI_NAME = N_("Weli")


def card_name(pack: Pack, code: str, words: NullTranslations, game: str | None = None) -> str:
    """The accessible name of a card of ``pack`` (at ``game``'s table, in its words):
    "Acorn Ober", "Heart Ace (spring)"."""
    if pack.weli and code == WELI:
        return words.gettext(WELI_NAME)
    suit, rank = code[0], code[1]
    name = words.gettext(CARD_NAME).format(
        suit=words.gettext(SUIT_WORDS[pack.suit_system][suit]),
        rank=rank_word(RANK_WORDS[pack.suit_system][rank], words, game),
    )
    if pack.seasonal_daus and rank == "A":
        return words.gettext(SEASONAL_NAME).format(card=name, season=words.gettext(SEASONS[suit]))
    return name


def rank_word(word: str, words: NullTranslations, game: str | None) -> str:
    if game is not None and (game, word) in GAME_RANK_WORDS:
        return words.pgettext(game, word)
    return words.gettext(word)


@dataclass(frozen=True)
class PackText:
    """A pack's words in one language."""

    pack: Pack
    name: str
    city: str
    country: str
    description: str
    cards: str
    """The card count as a phrase: "36 cards"."""


def pack_text(pack: Pack, language: str) -> PackText:
    catalogue = atlas()
    lang = language if language in catalogue.languages else "en"
    count = translations(language).ngettext("{count} card", "{count} cards", pack.cards)
    return PackText(
        pack=pack,
        name=pack.name[lang],
        city=pack.city[lang],
        country=catalogue.countries[pack.country][lang],
        description=pack.description[lang],
        cards=count.format(count=format_number(pack.cards, language)),
    )


def art_url(pack: Pack, code: str) -> str:
    """Where the browser fetches a card's picture (``code`` "back": the card back)."""
    return f"/cards/{pack.id}/{code}.svg"


def table_pack(pack: Pack, language: str, game: str | None = None) -> dict[str, object]:
    """What the table script needs to draw the pack's cards, in ``language`` (the cards
    named as at ``game``'s table)."""
    words = translations(language)
    return {
        "id": pack.id,
        "pattern": pack.pattern,
        "swiss": pack.suit_system == "swiss",
        "art": f"/cards/{pack.id}/",
        "names": {code: card_name(pack, code, words, game) for code in pack.codes},
    }
