"""The analysis of a kept deal's decisions, one seat at a time: ask for it, and follow it
as it runs (``cardavia.web.analyses``)."""

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from cardavia.core.game import JsonDict
from cardavia.web.analyses import Analyses
from cardavia.web.api import ANY_REQUEST, Archive, Owner, Problem, refusals

router = APIRouter(prefix="/api", tags=["analysis"], responses=ANY_REQUEST)

NO_DEAL = refusals(
    s404=(Problem, "no such deal, or not one you may see"),
    s422=(Problem, "a seat the deal does not have"),
)


def analyses(request: Request) -> Analyses:
    return request.app.state.analyses  # type: ignore[no-any-return]


Desk = Annotated[Analyses, Depends(analyses)]
Seat = Annotated[int, Query(description="the seat whose decisions are analysed (0 first)")]


class AnalysisOut(BaseModel):
    state: str = Field(description='"none" (not asked for), "running" or "done"')
    done: int = Field(description="decisions analysed so far")
    total: int = Field(description="decisions to analyse: the seat's choices among several")
    decisions: list[dict[str, Any]] = Field(description="each analysed decision, in deal order")
    analysis: dict[str, Any] | None = Field(
        description='the whole analysis once done ("cardavia-analysis/1"): accuracy, the '
        "thresholds of the marks, every decision"
    )


@router.get("/deals/{deal_id}/analysis", response_model=AnalysisOut, responses=NO_DEAL)
async def analysis(deal_id: str, seat: Seat, who: Owner, deals: Archive, desk: Desk) -> JsonDict:
    """Where the seat's analysis stands: not asked for, running (decisions so far), done."""
    read = await run_in_threadpool(deals.read, who, deal_id)
    return (await desk.state(read.deal, seat)).to_json()


@router.post("/deals/{deal_id}/analysis", response_model=AnalysisOut, responses=NO_DEAL)
async def analyse(deal_id: str, seat: Seat, who: Owner, deals: Archive, desk: Desk) -> JSONResponse:
    """Analyse the seat's decisions: for each card, the double-dummy value of every legal
    card and the search player's estimate from what the seat could see; for every other
    decision, the estimate of each option. Runs in the AI workers, once per deal and seat
    (asking again answers where it stands); ``202`` while it runs."""
    read = await run_in_threadpool(deals.read, who, deal_id)
    state = await desk.start(read.deal, seat)
    return JSONResponse(state.to_json(), status_code=200 if state.state == "done" else 202)


@router.get("/shared/{token}/analysis", response_model=AnalysisOut, responses=NO_DEAL)
async def shared_analysis(token: str, seat: Seat, deals: Archive, desk: Desk) -> JsonDict:
    """A shared deal's analysis, read-only: as far as its players had it computed."""
    read = await run_in_threadpool(deals.shared, token)
    return (await desk.state(read.deal, seat)).to_json()
