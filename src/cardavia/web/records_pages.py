"""The pages of deal records: open a record file, and a deal shared by its read-only link."""

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from starlette.concurrency import run_in_threadpool

from cardavia.web.api import Archive
from cardavia.web.guard import RECORD_FILE
from cardavia.web.pages import Language, render
from cardavia.web.review_pages import render_review
from cardavia.web.ui_strings import OPEN_RECORD_STRINGS, strings_in

router = APIRouter(include_in_schema=False)


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
async def shared_deal_page(
    request: Request, token: str, deals: Archive, lang: Language
) -> HTMLResponse:
    """A deal shared by its link: its review, read-only; an unknown link is the site's 404
    page."""
    read = await run_in_threadpool(deals.shared, token)
    return await run_in_threadpool(render_review, request, lang, read, token)
