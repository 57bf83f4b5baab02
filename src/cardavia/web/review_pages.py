"""The review page of a finished deal: the table with every hand open, step by step, and
the analysis of the reader's decisions; a table's deal by its number leads there."""

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from starlette.concurrency import run_in_threadpool

from cardavia.games.registry import GAMES
from cardavia.web.api import Archive, Language, Owner
from cardavia.web.deal_archive import DealNotFound, ReadDeal
from cardavia.web.packs import pack_text
from cardavia.web.pages import GAME_PAGES, render
from cardavia.web.review import review_pack, review_view
from cardavia.web.ui_strings import SHARE_STRINGS, review_strings, strings_in

router = APIRouter(include_in_schema=False)


@router.get("/deals/{deal_id}", response_class=HTMLResponse)
async def review_page(
    request: Request, deal_id: str, who: Owner, deals: Archive, lang: Language
) -> HTMLResponse:
    """A deal the reader may look back at; the site's 404 page otherwise."""
    read = await run_in_threadpool(deals.read, who, deal_id)
    return await run_in_threadpool(render_review, request, lang, read)


@router.get("/tables/{table_id}/deals/{number}")
async def table_deal(table_id: str, number: str, who: Owner, deals: Archive) -> RedirectResponse:
    """Deal ``number`` (from 1) of a table, as its score sheet lists it: its review."""
    if not (number.isascii() and number.isdigit()):
        raise DealNotFound(f"{table_id}/{number}")
    read = await run_in_threadpool(deals.of_table, who, table_id, int(number))
    return RedirectResponse(f"/deals/{read.deal.id}", status_code=303)


def render_review(
    request: Request, lang: str, read: ReadDeal, share: str | None = None
) -> HTMLResponse:
    """The review page of ``read``; read by its ``share`` token, read-only: without the
    analysis, which only the deal's own readers may ask for."""
    review = review_view(read, lang, share)
    page = GAME_PAGES[read.deal.game]
    return render(
        request,
        lang,
        "review.html",
        game=page,
        review=review,
        pack_name=pack_text(review_pack(read.deal), lang).name,
        read_only=share is not None,
        players=GAMES[read.deal.game].players,
        ui_strings={**review_strings(lang), **strings_in(lang, SHARE_STRINGS)},
    )
