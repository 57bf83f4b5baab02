"""The JSON API of deal records: download a kept deal's record, open a record file (it is
kept for you to look back at), share a deal by a read-only link and read a shared deal."""

from typing import Any

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from cardavia.core.game import JsonDict
from cardavia.web.api import ANY_REQUEST, Archive, Language, Owner, Problem, refusals
from cardavia.web.deal_records import (
    RecordFile,
    open_record_file,
    record_file,
    share_link,
)
from cardavia.web.review import review_view
from cardavia.web.review_api import ReviewOut

router = APIRouter(prefix="/api", tags=["deal records"], responses=ANY_REQUEST)

NO_SUCH_DEAL = refusals(s404=(Problem, "no such deal, or not one you may read"))
NO_SUCH_LINK = refusals(s404=(Problem, "no deal is shared by this link"))
NOT_YOURS = refusals(
    s404=(Problem, "no such deal, or not one you played or whose record file you opened")
)
RECORD_REFUSED = refusals(
    s400=(
        Problem,
        "a record file refused (nothing kept): not JSON, malformed, an illegal action, a game "
        "Cardavia does not have, or a deal that has not ended; the reason is what `cardavia "
        "replay` prints",
    ),
    s413=(Problem, "a record file over 1 MB"),
)
RECORD_DOWNLOAD: dict[int | str, dict[str, Any]] = {
    200: {
        "description": 'the deal\'s "cardavia-deal/1" record, as a file to save '
        "(Content-Disposition: attachment)",
        "content": {"application/json": {"schema": {"type": "object"}}},
    }
}
RECORD_UPLOAD = {
    "requestBody": {
        "required": True,
        "description": 'a record file\'s text: a "cardavia-deal/1" record of a finished deal '
        "(at most 1 MB)",
        "content": {"application/json": {"schema": {"type": "object"}}},
    }
}


class OpenedOut(BaseModel):
    id: str = Field(description="the kept deal's id")
    url: str = Field(description="its review page, /deals/{id}")


class ShareOut(BaseModel):
    token: str = Field(description="the share link's token: unguessable, the same every time")
    url: str = Field(description="the read-only review page, /shared/{token}")


def download(record: RecordFile) -> Response:
    disposition = f'attachment; filename="{record.name}"'
    return Response(
        record.text, media_type="application/json", headers={"Content-Disposition": disposition}
    )


@router.get(
    "/deals/{deal_id}/record",
    response_class=Response,
    responses=RECORD_DOWNLOAD | NO_SUCH_DEAL,
)
async def deal_record(deal_id: str, who: Owner, deals: Archive) -> Response:
    """A deal you may look back at as its ``cardavia-deal/1`` record, every hand in it (a
    drawn deal with its commitment and seed): what ``cardavia replay`` reads."""
    read = await run_in_threadpool(deals.read, who, deal_id)
    return download(record_file(read.deal))


@router.post(
    "/deals",
    status_code=201,
    response_model=OpenedOut,
    responses=RECORD_REFUSED,
    openapi_extra=RECORD_UPLOAD,
)
async def open_record(request: Request, who: Owner, deals: Archive, lang: Language) -> JsonDict:
    """Open a record file: a finished deal's record, checked action by action as ``cardavia
    replay`` checks it, is kept for you to review and analyse (in nobody's statistics)."""
    data = await request.body()
    kept = await run_in_threadpool(open_record_file, deals, who, data, lang)
    return {"id": kept.id, "url": f"/deals/{kept.id}"}


@router.post("/deals/{deal_id}/share", response_model=ShareOut, responses=NOT_YOURS)
async def share_deal(deal_id: str, who: Owner, deals: Archive) -> JsonDict:
    """A read-only link to the review of a deal you played or whose record file you
    opened: anybody who has it may look at the deal, nobody can guess it."""
    token = await run_in_threadpool(share_link, deals, who, deal_id)
    return {"token": token, "url": f"/shared/{token}"}


@router.get("/shared/{token}", response_model=ReviewOut, responses=NO_SUCH_LINK)
async def shared_deal(token: str, deals: Archive, lang: Language) -> JsonDict:
    """The deal shared by a link, read-only: its review, without the ids of the deal and
    of its table."""
    read = await run_in_threadpool(deals.shared, token)
    return await run_in_threadpool(review_view, read, lang, token)


@router.get(
    "/shared/{token}/record",
    response_class=Response,
    responses=RECORD_DOWNLOAD | NO_SUCH_LINK,
)
async def shared_record(token: str, deals: Archive) -> Response:
    """The record of the deal shared by a link (as ``GET /api/deals/{deal_id}/record``)."""
    read = await run_in_threadpool(deals.shared, token)
    return download(record_file(read.deal))
