"""The JSON API of tables shared by several people: who you are, the open tables, an
invitation link's table and its seats, the host starting the table, leaving it, and the
phrases sent to it. Playing at a shared table uses the routes of ``cardavia.web.api``."""

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Response
from pydantic import BaseModel, Field
from starlette.concurrency import run_in_threadpool

from cardavia.core.game import JsonDict
from cardavia.fair_deals import verify
from cardavia.web.api import (
    ACTION_REFUSED,
    ANY_REQUEST,
    AT_A_TABLE,
    AvatarLook,
    JsonInt,
    Language,
    Owner,
    Problem,
    Runner,
    Service,
    Signals,
    TableOut,
    refusals,
    shown,
)
from cardavia.web.shared_tables import (
    NAME_LENGTH,
    REACTIONS,
    SharedTables,
    finished_record,
    open_table_view,
)

router = APIRouter(prefix="/api", tags=["shared tables"], responses=ANY_REQUEST)

SEATING_REFUSED = refusals(
    s403=(Problem, "only the host may do that, or you hold no seat at this table"),
    s409=(Problem, "the seat was taken, somebody sits under that name, or you already sit here"),
)


def company(tables: Service) -> SharedTables:
    return SharedTables(tables)


Company = Annotated[SharedTables, Depends(company)]


class PlayerIn(BaseModel):
    name: str = Field(
        max_length=200,
        description=f"your name at the tables: 1 to {NAME_LENGTH} characters once trimmed, "
        "no control characters",
    )
    look: AvatarLook


class PlayerOut(BaseModel):
    name: str | None = Field(description="null until you choose a name")
    look: AvatarLook | None


class OpenTableOut(BaseModel):
    invitation: str = Field(description="open the table at /join/{invitation}")
    game: str
    pack: str
    level: str
    host: str | None = Field(description="the host's name")
    people: int = Field(description="how many people sit at the table")
    free_seats: list[int]
    started: bool
    turn_seconds: int | None


class TakeSeat(BaseModel):
    seat: JsonInt = Field(description="a free seat open to people")


class React(BaseModel):
    phrase: str = Field(
        description="one of the table's phrases, by code",
        json_schema_extra={"enum": list(REACTIONS)},
    )


@router.get("/me", response_model=PlayerOut)
async def who_i_am(who: Owner, people: Company) -> JsonDict:
    """Your name and avatar at the tables (both null until you choose them)."""
    player = await run_in_threadpool(people.player, who)
    if player is None:
        return {"name": None, "look": None}
    return {"name": player.name, "look": player.look}


@router.put("/me", response_model=PlayerOut, responses=ACTION_REFUSED)
async def name_myself(body: PlayerIn, who: Owner, people: Company) -> JsonDict:
    """Choose your name and avatar; the tables you sit at from now on show them."""
    player = await run_in_threadpool(people.save_player, who, body.name, body.look.model_dump())
    return {"name": player.name, "look": player.look}


@router.get("/open-tables", response_model=list[OpenTableOut])
async def open_tables(people: Company) -> list[JsonDict]:
    """The public tables with a seat free for a person, the most recently played first."""
    return [open_table_view(table) for table in await run_in_threadpool(people.open_tables)]


@router.get("/invitations/{invitation}", response_model=TableOut, responses=AT_A_TABLE)
async def invited_table(
    invitation: str, who: Owner, people: Company, tables: Service, ai: Runner, lang: Language
) -> JsonDict:
    """The table of an invitation link, as you see it: your seat's view if you hold one
    (opening it brings you back to your seat), else a spectator's (no hand)."""
    loaded = await run_in_threadpool(people.invited, who, invitation)
    await run_in_threadpool(people.come_back, who, loaded)
    return await shown(tables, ai, loaded, who, lang, handed_over=False)


@router.post(
    "/invitations/{invitation}/seat",
    response_model=TableOut,
    responses=AT_A_TABLE | ACTION_REFUSED | SEATING_REFUSED,
)
async def take_seat(
    invitation: str,
    body: TakeSeat,
    who: Owner,
    people: Company,
    tables: Service,
    ai: Runner,
    changes: Signals,
    lang: Language,
) -> JsonDict:
    """Take a free open seat under your name (choose one first: ``PUT /api/me``); from now
    on you play it, and the AI player who held it steps aside."""
    loaded = await run_in_threadpool(people.sit, who, invitation, body.seat)
    changes.notify(loaded.stored.id)
    return await shown(tables, ai, loaded, who, lang)


@router.post(
    "/tables/{table_id}/begin",
    response_model=TableOut,
    responses=AT_A_TABLE | ACTION_REFUSED | SEATING_REFUSED,
)
async def begin_table(
    table_id: str,
    who: Owner,
    people: Company,
    tables: Service,
    ai: Runner,
    changes: Signals,
    lang: Language,
) -> JsonDict:
    """The host starts the shared table: AI players take the seats still free."""
    loaded = await run_in_threadpool(people.begin, who, table_id)
    changes.notify(table_id)
    return await shown(tables, ai, loaded, who, lang)


@router.post(
    "/tables/{table_id}/leave",
    response_model=TableOut,
    responses=AT_A_TABLE | SEATING_REFUSED,
)
async def leave_table(
    table_id: str,
    who: Owner,
    people: Company,
    tables: Service,
    ai: Runner,
    changes: Signals,
    lang: Language,
) -> JsonDict:
    """Leave the shared table for good: an AI player takes your seat. You may watch on."""
    loaded = await run_in_threadpool(people.leave, who, table_id)
    changes.notify(table_id)
    return await shown(tables, ai, loaded, who, lang)


@router.post(
    "/tables/{table_id}/reactions",
    status_code=204,
    responses=AT_A_TABLE | ACTION_REFUSED | SEATING_REFUSED,
)
async def react(
    table_id: str, body: React, who: Owner, people: Company, changes: Signals
) -> Response:
    """Send one of the table's phrases to everybody at it; each reads it in their language
    (event ``reaction`` of the table's stream)."""
    await run_in_threadpool(people.react, who, table_id, body.phrase)
    changes.notify(table_id)
    return Response(status_code=204)


class VerifyDeal(BaseModel):
    record: dict[str, Any] = Field(
        description='a deal record ("cardavia-deal/1") with its "commitment"'
    )
    seed: str = Field(max_length=200, description="the deal's revealed seed: 64 hex digits")


class VerdictOut(BaseModel):
    ok: bool = Field(description="the seed matches the commitment and deals exactly the hands")
    problems: list[str] = Field(description="what does not match, in plain English")


@router.get(
    "/tables/{table_id}/deals/{number}/record",
    response_model=dict[str, Any],
    responses=AT_A_TABLE,
)
async def deal_record(table_id: str, number: int, who: Owner, tables: Service) -> JsonDict:
    """Deal ``number`` (1 the table's first) as its ``cardavia-deal/1`` record, every hand
    in it, once the deal is over; where the server drew the deal, with its ``commitment``
    and ``seed``, for ``cardavia verify``. ``409`` while the deal is played."""
    loaded = await run_in_threadpool(tables.load, who, table_id)
    return finished_record(loaded, number)


@router.post("/verify", response_model=VerdictOut)
async def verify_deal(body: VerifyDeal) -> JsonDict:
    """Check a revealed seed against a deal record: its SHA-256 is the record's commitment,
    and it deals exactly the record's hands (what ``cardavia verify`` checks)."""
    verdict = await run_in_threadpool(verify, body.record, body.seed)
    return {"ok": verdict.ok, "problems": verdict.problems}
