"""The HTML pages: home, one page per game (Table and Full rules), a shared table's
invitation page, and the language pick.
Every string goes through gettext; the page is rendered in the request's language."""

from dataclasses import dataclass
from typing import Annotated
from urllib.parse import urlparse

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.concurrency import run_in_threadpool

from cardavia.catalog.art import back_svg, card_svg
from cardavia.catalog.packs import Pack, atlas
from cardavia.web import atlas_map
from cardavia.web.api import owner
from cardavia.web.house_rules_page import house_rules_html
from cardavia.web.i18n import (
    LANGUAGE_COOKIE,
    LANGUAGES,
    N_,
    environment,
    request_language,
    translations,
)
from cardavia.web.packs import art_url, pack_text, table_pack
from cardavia.web.seating import TURN_TIMES
from cardavia.web.service import TableService
from cardavia.web.ui_strings import translated, verify_strings

router = APIRouter(include_in_schema=False)

LOOK_COOKIE = "cardavia_look"
"""Contrast, grain and colour temperature in per cent, e.g. ``50,50,50``."""
TOGGLES_COOKIE = "cardavia_toggles"
"""The settings bar's switches, one letter each in ``TOGGLES`` order: ``1`` on, ``0`` off,
``-`` not chosen yet (e.g. ``01-``)."""
TOGGLES = ("large-cards", "sound", "tap-select")
"""Large cards and sound are off until chosen; tap-to-select follows the screen (on for touch
screens) until chosen, which only the browser can tell."""
PACK_COOKIE = "cardavia_pack_{game}"
"""The pack the player last chose for a game."""


@dataclass(frozen=True)
class GamePage:
    id: str
    title: str
    summary: str
    blurb: str
    tagline: str
    """The game in one line, beside its Play button on the home page."""
    emblem: str
    """The card the home page shows beside the game's name (its highest trump)."""


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
            N_("Bavaria's classic: call an ace to find a partner, or play alone"),
            "aO",
        ),
        GamePage(
            "jass",
            N_("Schieber Jass"),
            N_("4 players · You and an AI partner against two AI players · Match to 3000"),
            N_(
                "Switzerland's national card game: choose trumps, Obenabe or Undenufe, or "
                "push to your partner, show your Weis and race to 3000."
            ),
            N_("Switzerland's favourite: choose trumps with your partner, race to 3000"),
            "rU",
        ),
        GamePage(
            "skat",
            N_("Skat"),
            N_("3 players · You and two AI players · Scored per deal"),
            N_(
                "Germany's game of bidding: win the auction, take the skat or play Hand, "
                "and make your 61 points against the other two."
            ),
            N_("Germany's bidding game: win the auction, then beat the other two"),
            "aU",
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


def toggles(request: Request) -> dict[str, str]:
    """Each switch of the settings bar from the cookie: "on", "off", or "auto" (not chosen)."""
    letters = request.cookies.get(TOGGLES_COOKIE) or ""
    chosen = {"1": "on", "0": "off"}
    return {
        key: chosen.get(letters[index : index + 1], "auto" if key == "tap-select" else "off")
        for index, key in enumerate(TOGGLES)
    }


def render(request: Request, lang: str, template: str, **context: object) -> HTMLResponse:
    """The page in ``lang``, with the visitor's identity made if it is new: the page's
    scripts may send several requests at once, and made at the first of them each would
    get an identity of its own."""
    owner(request)
    page = environment(lang).get_template(template)
    contrast, grain, temperature = look(request)
    html = page.render(
        language=lang,
        languages=LANGUAGES,
        games=GAME_PAGES,
        path=request.url.path,
        back=request.url.path + (f"?{request.url.query}" if request.url.query else ""),
        art_url=art_url,
        contrast=contrast,
        grain=grain,
        temperature=temperature,
        toggles=toggles(request),
        **context,
    )
    return HTMLResponse(html)


def not_found(request: Request, lang: str, message: str | None = None) -> HTMLResponse:
    answer = render(request, lang, "not_found.html", message=message)
    answer.status_code = 404
    return answer


@router.get("/", response_class=HTMLResponse)
def home(request: Request, lang: Language) -> HTMLResponse:
    """The games first, each dealt from the player's pack; then the atlas: every pack on a
    map of Central Europe and in a list."""
    packs = [pack_text(pack, lang) for pack in atlas().packs]
    pins = {
        text.pack.id: atlas_map.project(text.pack.latitude, text.pack.longitude) for text in packs
    }
    game_packs = {game: remembered_pack(request, game) for game in GAME_PAGES}
    return render(
        request,
        lang,
        "home.html",
        packs=packs,
        pins=pins,
        map=atlas_map,
        game_packs=game_packs,
        lobby=lobby_choices(lang),
        lobby_games={
            game: translations(lang).gettext(page.title) for game, page in GAME_PAGES.items()
        },
        lobby_packs={text.pack.id: text.name for text in packs},
        turn_times=TURN_TIMES,
        ui_strings=translated(lang),
    )


SEATS_TO_OPEN = {
    "schafkopf": (N_("Left"), N_("Across"), N_("Right")),
    "jass": (N_("Right, an opponent"), N_("Across, your partner"), N_("Left, an opponent")),
    "skat": (N_("Left"), N_("Right")),
}
"""The seats a host may open to people (1, 2, 3), as they sit around the host: the game's
own seating (Schafkopf and Skat clockwise, Jass counter-clockwise with the partner opposite)."""


@dataclass(frozen=True)
class LobbyGame:
    packs: list[tuple[str, str]]
    """(id, name) of each pack that plays the game, the usual one first."""
    seats: list[tuple[int, str]]
    """(seat, where it is) of each seat a host may open."""


def lobby_choices(lang: str) -> dict[str, LobbyGame]:
    """What the "Play together" form offers per game."""
    gettext = translations(lang).gettext
    choices = {}
    for game in GAME_PAGES:
        usual = atlas().default_pack(game)
        packs = sorted(atlas().packs_for(game), key=lambda pack: pack.id != usual.id)
        choices[game] = LobbyGame(
            [(pack.id, pack_text(pack, lang).name) for pack in packs],
            [(seat, gettext(words)) for seat, words in enumerate(SEATS_TO_OPEN[game], start=1)],
        )
    return choices


@router.get("/packs/{pack_id}", response_class=HTMLResponse)
def pack_page(request: Request, pack_id: str, lang: Language) -> HTMLResponse:
    """A pack: where it is from, its description, its games with their rules, its cards."""
    try:
        pack = atlas().pack(pack_id)
    except KeyError:
        return not_found(request, lang)
    gettext = translations(lang).gettext
    return render(
        request,
        lang,
        "pack.html",
        pack=pack_text(pack, lang),
        pack_games=[GAME_PAGES[game] for game in pack.games],
        sheet=table_pack(pack, lang)["names"],
        back_name=gettext("Card back"),
    )


@router.get("/play/{game}", response_class=HTMLResponse)
def game_page(
    request: Request,
    game: str,
    lang: Language,
    pack_id: Annotated[str | None, Query(alias="pack")] = None,
    guide: bool = False,
) -> HTMLResponse:
    """A game's table and full rules, dealt from the chosen pack (remembered per game);
    with ``guide`` the game's guided first deal."""
    page = GAME_PAGES.get(game)
    if page is None:
        return not_found(request, lang)
    choices = atlas().packs_for(game)
    pack = remembered_pack(request, game, pack_id)
    if pack_id is not None and pack.id != pack_id:
        message = translations(lang).gettext("The pack {pack} cannot play {game}.")
        return not_found(
            request, lang, message.format(pack=pack_id, game=translations(lang).gettext(page.title))
        )
    answer = render(
        request,
        lang,
        "game.html",
        game=page,
        pack=pack_text(pack, lang),
        choices=[pack_text(choice, lang) for choice in choices],
        table_pack=table_pack(pack, lang, game),
        rules=f"rules/{game}.html",
        guide=guide,
        ui_strings=translated(lang),
    )
    if pack_id is not None:
        cookie = PACK_COOKIE.format(game=game)
        answer.set_cookie(cookie, pack.id, max_age=365 * 24 * 3600, samesite="lax")
    return answer


@router.get("/rules/house-rules", response_class=HTMLResponse)
def house_rules_page(request: Request, lang: Language) -> HTMLResponse:
    """Every house rule a table may be started with, stated exactly (docs/house-rules.md)."""
    return render(request, lang, "house_rules.html", document=house_rules_html())


@router.get("/verify", response_class=HTMLResponse)
def verify_page(
    request: Request, lang: Language, table: str | None = None, deal: str | None = None
) -> HTMLResponse:
    """Check a deal the server drew: that its seed matches the commitment shown before it
    and deals exactly its hands. With ``table`` and ``deal`` that table's deal, else a
    record file the reader opens and a seed they paste."""
    number = int(deal) if deal is not None and deal.isdigit() else 0
    named = table is not None and number >= 1
    return render(
        request,
        lang,
        "verify.html",
        table=table if named else None,
        deal=number if named else None,
        bad_address=(table is not None or deal is not None) and not named,
        verify_games=verify_games(lang),
        ui_strings=verify_strings(lang),
    )


def verify_games(lang: str) -> dict[str, dict[str, object]]:
    """What the checking page needs to show a record's hands: each game's name and packs
    (the cards' pictures and names), and the pack a record file is shown with."""
    gettext = translations(lang).gettext
    return {
        game: {
            "name": gettext(page.title),
            "default": atlas().default_pack(game).id,
            "packs": {pack.id: table_pack(pack, lang, game) for pack in atlas().packs_for(game)},
        }
        for game, page in GAME_PAGES.items()
    }


@router.get("/join/{invitation}", response_class=HTMLResponse)
async def invitation_page(request: Request, invitation: str, lang: Language) -> HTMLResponse:
    """A shared table by its invitation link: the game's table page showing that table (a
    visitor may watch, or take a free seat); an unknown link is the site's 404 page."""
    tables: TableService = request.app.state.service
    stored = await run_in_threadpool(tables.store.invited, invitation)
    page = None if stored is None else GAME_PAGES.get(stored.game)
    if stored is None or page is None:
        return not_found(request, lang)
    pack = chosen_pack(atlas().packs_for(page.id), stored.pack) or atlas().default_pack(page.id)
    return render(
        request,
        lang,
        "game.html",
        game=page,
        pack=pack_text(pack, lang),
        choices=[],
        table_pack=table_pack(pack, lang, page.id),
        rules=f"rules/{page.id}.html",
        guide=False,
        invitation=invitation,
        ui_strings=translated(lang),
    )


def remembered_pack(request: Request, game: str, pack_id: str | None = None) -> Pack:
    """The pack a game is dealt from: the one asked for, else the one the player last
    chose for it, else the game's default."""
    wanted = pack_id or request.cookies.get(PACK_COOKIE.format(game=game))
    return chosen_pack(atlas().packs_for(game), wanted) or atlas().default_pack(game)


def chosen_pack(choices: tuple[Pack, ...], pack_id: str | None) -> Pack | None:
    return next((pack for pack in choices if pack.id == pack_id), None)


CARD_CACHE = "public, max-age=86400"


@router.get("/cards/{pack_id}/{name}.svg")
def card_picture(pack_id: str, name: str) -> Response:
    """A card of a pack drawn as SVG (``back`` for its back)."""
    try:
        pack = atlas().pack(pack_id)
    except KeyError:
        return Response(status_code=404)
    if name == "back":
        svg = back_svg(pack.pattern)
    elif name in pack.codes:
        svg = card_svg(pack.pattern, name)
    else:
        return Response(status_code=404)
    return Response(svg, media_type="image/svg+xml", headers={"Cache-Control": CARD_CACHE})


FAVICON = "/static/img/favicon.svg"


@router.get("/favicon.ico", include_in_schema=False)
def favicon() -> RedirectResponse:
    """Browsers and feed readers ask for the icon here before reading a page's link."""
    return RedirectResponse(FAVICON, status_code=301)


@router.get("/language")
def pick_language(lang: Annotated[str, Query(alias="set")], back: str = "/") -> RedirectResponse:
    """Remember the language the player picked, then go back to the page they were on (its
    query kept: the deal a checking page shows)."""
    target = urlparse(back)
    # A browser reads "/\host" as "//host": another site.
    elsewhere = bool(target.netloc) or target.path.startswith(("//", "/\\"))
    on_this_site = target.path.startswith("/") and not elsewhere
    safe_back = target._replace(scheme="", fragment="").geturl() if on_this_site else "/"
    answer = RedirectResponse(safe_back, status_code=303)
    if lang in LANGUAGES:
        answer.set_cookie(LANGUAGE_COOKIE, lang, max_age=365 * 24 * 3600, samesite="lax")
    return answer
