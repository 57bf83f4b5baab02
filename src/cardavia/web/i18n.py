"""Languages: gettext catalogues (Babel), the language a request is answered in, and a
Jinja environment per language.

Catalogues are the ``.po`` files under ``cardavia/locales``, compiled in memory when first
needed, so no binary ``.mo`` file is kept in the repository.
"""

import gettext
from functools import cache
from io import BytesIO
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from jinja2 import Environment, FileSystemLoader, select_autoescape

LOCALES = Path(__file__).parent.parent / "locales"
TEMPLATES = Path(__file__).parent / "templates"
DEFAULT_LANGUAGE = "en"
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch"}
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


@cache
def environment(language: str) -> Environment:
    """Jinja templates rendered in ``language`` (``{% trans %}`` and ``_()``)."""
    env = Environment(
        loader=FileSystemLoader(TEMPLATES),
        autoescape=select_autoescape(["html"]),
        extensions=["jinja2.ext.i18n"],
    )
    env.install_gettext_translations(translations(language), newstyle=True)  # type: ignore[attr-defined]
    return env
