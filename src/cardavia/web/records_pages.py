"""The pages of deal records: open a record file, and a deal shared by its read-only link."""

from babel.dates import format_date
from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from starlette.concurrency import run_in_threadpool

from cardavia.web.deal_archive import DealArchive
from cardavia.web.guard import RECORD_FILE
from cardavia.web.i18n import N_, translations
from cardavia.web.pages import GAME_PAGES, Language, render
from cardavia.web.ui_strings import OPEN_RECORD_STRINGS, strings_in

router = APIRouter(include_in_schema=False)

THE_SHARER = N_("The player who shared this deal")
"""Who played a one-person table's deal, to those who read it by its share link."""


@router.get("/deals/open", response_class=HTMLResponse)
def open_record_page(request: Request, lang: Language) -> HTMLResponse:
    """Open a record file: it is checked and kept, then its review opens."""
    return render(
        request,
        lang,
        "open_record.html",
        largest_bytes=RECORD_FILE.size,
        largest_mb=RECORD_FILE.size // RECORD_FILE.unit,
        ui_strings=strings_in(lang, OPEN_RECORD_STRINGS),
    )


@router.get("/shared/{token}", response_class=HTMLResponse)
async def shared_deal_page(request: Request, token: str, lang: Language) -> HTMLResponse:
    """A deal shared by its link, read-only: what was played, who scored what, and its
    record to download; an unknown link is the site's 404 page."""
    archive: DealArchive = request.app.state.archive
    deal = (await run_in_threadpool(archive.shared, token)).deal
    gettext = translations(lang).gettext
    names = [seat["name"] or gettext(THE_SHARER) for seat in deal.seats]
    return render(
        request,
        lang,
        "shared_deal.html",
        token=token,
        game=gettext(GAME_PAGES[deal.game].title),
        day=format_date(deal.finished_at, "long", locale=lang),
        players=list(zip(names, deal.result["scores"], strict=True)),
    )
