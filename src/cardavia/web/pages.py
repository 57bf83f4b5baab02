"""The HTML pages: home, one page per game (Table and Full rules), and the language pick.
Every string goes through gettext; the page is rendered in the request's language."""

from dataclasses import dataclass
from typing import Annotated
from urllib.parse import urlparse

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse

from cardavia.web.i18n import (
    LANGUAGE_COOKIE,
    LANGUAGES,
    N_,
    environment,
    request_language,
    translations,
)
from cardavia.web.packs import PACKS, default_pack
from cardavia.web.ui_strings import translated

router = APIRouter(include_in_schema=False)

LOOK_COOKIE = "cardavia_look"
"""Contrast, grain and colour temperature in per cent, e.g. ``50,50,50``."""


@dataclass(frozen=True)
class GamePage:
    id: str
    title: str
    summary: str
    blurb: str


GAME_PAGES = {
    page.id: page
    for page in (
        GamePage(
            "schafkopf",
            N_("Schafkopf"),
            N_("4 players · You against three AI players · Scored per deal"),
            N_(
                "Bavaria's great card game: call an ace to find a partner, or play a Solo "
                "or a Wenz alone, with the Obers and Unters as trumps."
            ),
        ),
        GamePage(
            "jass",
            N_("Schieber Jass"),
            N_("4 players · You and an AI partner against two AI players · Match to 3000"),
            N_(
                "Switzerland's national card game: choose trumps, Obenabe or Undenufe, or "
                "push to your partner, show your Weis and race to 3000."
            ),
        ),
        GamePage(
            "skat",
            N_("Skat"),
            N_("3 players · You and two AI players · One deal"),
            N_(
                "Germany's game of bidding: win the auction, take the skat or play Hand, "
                "and make your 61 points against the other two."
            ),
        ),
    )
}


language = request_language


Language = Annotated[str, Depends(language)]


def look(request: Request) -> tuple[int, int, int]:
    """The look sliders from the cookie, each 0-100, 50 by default."""
    parts = (request.cookies.get(LOOK_COOKIE) or "").split(",")
    values = [int(part) if part.isdigit() else 50 for part in parts[:3]]
    values += [50] * (3 - len(values))
    return (min(values[0], 100), min(values[1], 100), min(values[2], 100))


def render(request: Request, lang: str, template: str, **context: object) -> HTMLResponse:
    page = environment(lang).get_template(template)
    contrast, grain, temperature = look(request)
    html = page.render(
        language=lang,
        languages=LANGUAGES,
        games=GAME_PAGES,
        packs=PACKS,
        path=request.url.path,
        contrast=contrast,
        grain=grain,
        temperature=temperature,
        **context,
    )
    return HTMLResponse(html)


@router.get("/", response_class=HTMLResponse)
def home(request: Request, lang: Language) -> HTMLResponse:
    return render(request, lang, "home.html")


@router.get("/play/{game}", response_class=HTMLResponse)
def game_page(request: Request, game: str, lang: Language) -> HTMLResponse:
    page = GAME_PAGES.get(game)
    if page is None:
        answer = render(request, lang, "not_found.html")
        answer.status_code = 404
        return answer
    return render(
        request,
        lang,
        "game.html",
        game=page,
        pack=PACKS[default_pack(game)],
        rules=f"rules/{game}.html",
        ui_strings=translated(translations(lang).gettext),
    )


@router.get("/language")
def pick_language(lang: Annotated[str, Query(alias="set")], back: str = "/") -> RedirectResponse:
    """Remember the language the player picked, then go back to the page they were on."""
    target = urlparse(back)
    safe_back = target.path if target.path.startswith("/") and not target.netloc else "/"
    answer = RedirectResponse(safe_back, status_code=303)
    if lang in LANGUAGES:
        answer.set_cookie(LANGUAGE_COOKIE, lang, max_age=365 * 24 * 3600, samesite="lax")
    return answer
