"""The JSON of a finished deal's review: the deal step by step with every hand open, for
whoever may look back at it (``cardavia.web.deal_archive``)."""

from datetime import datetime
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from cardavia.core.game import JsonDict
from cardavia.web.api import ANY_REQUEST, Archive, Language, Owner, Problem, refusals
from cardavia.web.review import review_view

NO_SUCH_DEAL = refusals(
    s404=(Problem, "no such finished deal, or not one you may look back at"),
)

router = APIRouter(prefix="/api", tags=["deals"], responses=ANY_REQUEST)


class ReviewOut(BaseModel):
    """A finished deal step by step, every hand open."""

    id: str | None = Field(description="the kept deal's id (null read by a share link)")
    game: str
    pack: dict[str, Any] = Field(
        description="the pack it was dealt from, as the page draws it: id, art (where each "
        "card's picture is, code.svg), names (each card's name in your language), swiss"
    )
    table: str | None = Field(
        description="the table it was played at (null: a record file, or read by a share link)"
    )
    record: str = Field(description="where its record (cardavia-deal/1) is downloaded")
    number: int | None = Field(description="its number at the table, from 1")
    finished_at: datetime = Field(description="when it ended (UTC)")
    uploaded: bool = Field(description="a record file you opened, not a deal played here")
    seat: int | None = Field(description="the seat you played; null when you did not play it")
    mine: bool = Field(description="in your history: you played it or opened its record file")
    seats: list[dict[str, Any] | None] = Field(
        description="per seat in play order: null for yours, else {name, person}"
    )
    dealer: int
    steps: list[dict[str, Any]] = Field(
        description="the deal as dealt, then one step per action of its record: seat and "
        "action (null at the start), phase, to_move, hands (every seat's cards, sorted as "
        "the table sorts them), trick {leader, cards, winner (once complete)}, taken (tricks "
        "per seat), points (card points per seat in those tricks; null before the contract "
        "and in a Null game), aside (Skat: the skat or the two cards put away), observation "
        "(the contract and what the rules have made public)"
    )
    tricks: list[dict[str, Any]] = Field(description="every trick of the deal")
    result: dict[str, Any] = Field(description="the result, as the table's result panel has it")
    scores: list[int] = Field(description="what the deal scored for each seat")


@router.get("/deals/{deal_id}", response_model=ReviewOut, responses=NO_SUCH_DEAL)
async def deal_review(deal_id: str, who: Owner, deals: Archive, lang: Language) -> JsonDict:
    """A finished deal you may look back at (one you played, one of a shared table you
    know, a record file you opened), step by step with every hand open."""
    read = await run_in_threadpool(deals.read, who, deal_id)
    return await run_in_threadpool(review_view, read, lang)
