"""Languages: gettext catalogues (Babel), the language a request is answered in, and a
Jinja environment per language.

Catalogues are the ``.po`` files under ``cardavia/locales``, compiled in memory when first
needed, so no binary ``.mo`` file is kept in the repository.
"""

import gettext
from collections.abc import Callable
from functools import cache, partial
from io import BytesIO
from pathlib import Path

from babel import Locale
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal, format_percent
from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.requests import Request

from cardavia.core.cards import RANK_NAMES, SUIT_ADJECTIVES, cards_in, rank_of, suit_of
from cardavia.core.errors import CardaviaError

LOCALES = Path(__file__).parent.parent / "locales"
TEMPLATES = Path(__file__).parent / "templates"
DEFAULT_LANGUAGE = "en"
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "id": "Bahasa Indonesia",
    "pt": "Português",
    "vi": "Tiếng Việt",
    "pl": "Polski",
    "fr": "Français",
    "it": "Italiano",
    "es": "Español",
    "cs": "Čeština",
    "hu": "Magyar",
    "nl": "Nederlands",
}
"""Every language the app speaks, by code, named in itself (for the picker)."""
LANGUAGE_COOKIE = "cardavia_language"


@cache
def translations(language: str) -> gettext.NullTranslations:
    """The catalogue of ``language``; English is the source language."""
    source = LOCALES / language / "LC_MESSAGES" / "messages.po"
    if language == DEFAULT_LANGUAGE or not source.exists():
        return gettext.NullTranslations()
    with source.open("rb") as po:
        catalog = read_po(po, locale=language)
    compiled = BytesIO()
    write_mo(compiled, catalog)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


def choose_language(cookie: str | None, accept_language: str | None) -> str:
    """The player's pick if any, else the browser's most preferred language we speak."""
    if cookie in LANGUAGES:
        return cookie
    wanted: list[tuple[float, str]] = []
    for position, part in enumerate((accept_language or "").split(",")):
        code, _, quality = part.strip().partition(";q=")
        try:
            weight = float(quality) if quality else 1.0
        except ValueError:
            continue
        wanted.append((-weight, f"{position:03}{code.split('-')[0].lower()}"))
    for _, ranked in sorted(wanted):
        if ranked[3:] in LANGUAGES:
            return ranked[3:]
    return DEFAULT_LANGUAGE


def request_language(request: Request) -> str:
    """The language a request is answered in (``choose_language`` of its cookie and
    Accept-Language header)."""
    return choose_language(
        request.cookies.get(LANGUAGE_COOKIE), request.headers.get("accept-language")
    )


@cache
def environment(language: str) -> Environment:
    """Jinja templates rendered in ``language`` (``{% trans %}`` and ``_()``)."""
    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=select_autoescape(["html"]),
        extensions=["jinja2.ext.i18n"],
    )
    env.install_gettext_translations(translations(language), newstyle=True)  # type: ignore[attr-defined]
    env.filters["number"] = partial(format_number, language=language)
    env.filters["percent"] = partial(format_percent, locale=language)
    env.filters["signed"] = partial(format_signed, language=language)
    return env


def format_number(value: float, language: str) -> str:
    """``value`` written as the language writes numbers (3,000 · 3.000 · 3 000)."""
    return format_decimal(value, locale=language)


def format_signed(value: float, language: str) -> str:
    """A score with its sign, as the table writes it: "+12", "-36" with a true minus sign
    (U+2212), "0"."""
    if value > 0:
        return "+" + format_number(value, language)
    if value < 0:
        return "\u2212" + format_number(-value, language)
    return format_number(0, language)


def N_(message: str) -> str:
    """Marks a string for the catalogue; it is translated where it is shown."""
    return message


def NC_(context: str, message: str) -> tuple[str, str]:
    """Marks a string said differently in one context (a game) for the catalogue."""
    return (context, message)


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Marks a string said in the plural forms of a count for the catalogue."""
    return (singular, plural)


def plural_forms(language: str, singular: str, plural: str) -> dict[str, str]:
    """The forms of a counted string in ``language``, by the CLDR plural category of the
    count (what the browser's ``Intl.PluralRules`` answers): each category gets the
    catalogue's form for the least count of that category."""
    rules = Locale.parse(language)
    ngettext = translations(language).ngettext
    forms: dict[str, str] = {}
    for count in range(1, PLURAL_COUNTS):
        forms.setdefault(rules.plural_form(count), ngettext(singular, plural, count))
    forms.setdefault("other", ngettext(singular, plural, PLURAL_COUNTS))
    return forms


PLURAL_COUNTS = 200
"""Counts up to this show every plural category whole numbers have, in every language."""


ENGINE_WORDS = (
    # Suits as the engines name them in messages ("you hold hearts").
    N_("acorns"), N_("leaves"), N_("hearts"), N_("bells"), N_("roses"), N_("shields"),
    N_("trumps"),
    # Card names: "{suit} {rank}", e.g. "acorn Ober".
    N_("acorn"), N_("rose"),
    N_("ace"), N_("ten"), N_("King"), N_("Ober"), N_("Unter"), N_("nine"), N_("eight"),
    N_("seven"), N_("six"),
    # What the engines answer to a decision offered in the play (their play_phase_hint).
    N_("It is time to play a card"), N_("The contract is chosen: play a card"),
    N_("The bidding is over: play a card"),
    # Contracts named in messages.
    N_("Rufer"), N_("Wenz"), N_("Solo"), N_("Wenz Tout"), N_("Solo Tout"), N_("Sie"),
    N_("Grand"), N_("Null"), N_("Null Ouvert"),
    # What a deal record's cards are dealt from and into, named when it is refused.
    N_("Swiss"), N_("a hand"), N_("the skat"),
)  # fmt: skip
CARD_NAME = N_("{suit} {rank}")
"""How a card is named: the suit's adjective, then the rank (German: "Eichel-Ober")."""


def card_label(card: int, gettext: Callable[[str], str]) -> str:
    """The card's name in the language of ``gettext``."""
    suit = gettext(SUIT_ADJECTIVES[suit_of(card)])
    rank = gettext(RANK_NAMES[rank_of(card)])
    return gettext(CARD_NAME).format(suit=suit, rank=rank)


def translate_error(error: CardaviaError, language: str) -> str:
    """The error's message in ``language``, its details translated too (see
    ``cardavia.core.errors``); a detail that is itself an error (the reason a record file
    is refused) is said in ``language`` whole."""
    gettext = translations(language).gettext
    values: dict[str, str] = {}
    for key, value in error.details.items():
        if isinstance(value, CardaviaError):
            values[key] = translate_error(value, language)
        elif key == "card" and isinstance(value, int):
            values[key] = card_label(value, gettext)
        elif key == "cards" and isinstance(value, int):
            values[key] = ", ".join(card_label(card, gettext) for card in cards_in(value))
        elif isinstance(value, str):
            values[key] = clipped(gettext(value) if value else value)
        else:
            values[key] = clipped(str(value))
    return gettext(error.message).format(**values)


QUOTED_CHARACTERS = 100


def clipped(sent: str) -> str:
    """What a request sent, as an error message may quote it: at most 100 characters."""
    return sent if len(sent) <= QUOTED_CHARACTERS else sent[: QUOTED_CHARACTERS - 1] + "…"
