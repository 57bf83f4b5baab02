"""The JSON API: start a table, read it, act, deal on, and follow it as it changes
(server-sent events). Every answer is built from the human seat's observation."""

import asyncio
import json
import secrets
from collections.abc import AsyncIterator, Iterable
from datetime import datetime
from functools import partial
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Request
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictBool
from sqlalchemy.exc import DBAPIError
from starlette.concurrency import run_in_threadpool

from cardavia.catalog.packs import atlas
from cardavia.core.errors import IllegalAction
from cardavia.core.game import JsonDict
from cardavia.games.jass.scoring import TARGET
from cardavia.games.registry import GAMES
from cardavia.web.ai_pool import DEFAULT_LEVEL, LEVELS, AiPool
from cardavia.web.ai_runner import AiTurns
from cardavia.web.deal_archive import DealArchive
from cardavia.web.hints import HintDesk
from cardavia.web.house_rules import TableRules, table_rules
from cardavia.web.i18n import N_, request_language
from cardavia.web.service import AI_SPEEDS, Loaded, TableService
from cardavia.web.shared_tables import Presence, SharedTables, reaction_view
from cardavia.web.signals import TableSignals


class Problem(BaseModel):
    """Why a request was refused, in the player's language; nothing was changed."""

    detail: str = Field(description="the reason, in words a player understands")


class TableProblem(Problem):
    version: int | None = Field(
        default=None, description="when the version sent was stale: the table's version now"
    )


def refusals(**statuses: tuple[type[BaseModel], str]) -> dict[int | str, dict[str, Any]]:
    return {
        int(status.removeprefix("s")): {"model": model, "description": description}
        for status, (model, description) in statuses.items()
    }


ANY_REQUEST = refusals(
    s403=(Problem, "a state-changing request from another site"),
    s413=(Problem, "a body over 64 KB"),
    s422=(Problem, "a request that is not understood (malformed JSON, a missing field)"),
    s503=(Problem, "the database cannot be reached; try again after Retry-After seconds"),
)
AT_A_TABLE = refusals(
    s404=(Problem, "no such table, or not yours"),
    s409=(
        TableProblem,
        "the table moved on since the version you sent, or the request does "
        "not fit its state (no hint off your turn, nothing to take back)",
    ),
)
ACTION_REFUSED = refusals(s400=(Problem, "an action the rules do not allow now"))

router = APIRouter(prefix="/api", tags=["tables"], responses=ANY_REQUEST)

OWNER_KEY = "owner"
SEED_AT_A_SHARED_TABLE = N_(
    "At a table shared by several people the server draws every deal: a seed cannot be chosen"
)
ONE_PERSON_ONLY = N_("A match score or the guided deal is for a table of your own")
HEARTBEAT_SECONDS = 15.0
RECONNECT_MILLISECONDS = 3000
"""How soon a browser reconnects a stream that ended (e.g. the database was away)."""


def _one_of(values: "Iterable[str]") -> dict[str, Any]:
    """The values a text field takes, for the schema; the field itself stays a text so
    that any other value is refused with a message that lists them."""
    return {"enum": list(values)}


def _a_json_integer(value: object) -> object:
    """JSON's integers, 3.0 among them; not ``false``, not "3" (pydantic would take both)."""
    if isinstance(value, bool | str):
        raise ValueError("not an integer")
    return value


JsonInt = Annotated[int, BeforeValidator(_a_json_integer)]
# The validator after the bounds, so that the schema shows them.
MatchPoints = Annotated[int, Field(ge=0, lt=TARGET), BeforeValidator(_a_json_integer)]
Seed = Annotated[int, Field(ge=0, lt=2**31), BeforeValidator(_a_json_integer)]


PackName = Annotated[str, Field(json_schema_extra=_one_of(pack.id for pack in atlas().packs))]


class SharedOptions(BaseModel):
    """A table for several people: its host sits at seat 0, people may take the open seats,
    AI players play the others."""

    open_seats: list[JsonInt] = Field(
        max_length=3,
        description="the seats people may take (1 to 3; 1 and 2 at Skat); the others are the "
        "AI players'",
    )
    public: StrictBool = Field(
        default=False,
        description="listed among the open tables for anybody to join (else: invitation only)",
    )
    turn_seconds: JsonInt | None = Field(
        default=None,
        description="how long a person may think before an AI player moves for them: 30, 60 "
        "or 120 seconds, or null (no limit)",
    )


class StartTable(BaseModel):
    game: str = Field(description="schafkopf, jass or skat", json_schema_extra=_one_of(GAMES))
    pack: PackName | None = Field(
        default=None, description="a pack that plays the game (400 for a pack of another game)"
    )
    seed: Seed | None = Field(
        default=None, description="deal the same cards again (random when absent)"
    )
    match_score: list[MatchPoints] | None = Field(
        default=None,
        min_length=2,
        max_length=2,
        description="Jass only: the match score to start from, per team",
    )
    level: str = Field(
        default=DEFAULT_LEVEL,
        description="the AI players: easy, normal, strong",
        json_schema_extra=_one_of(LEVELS),
    )
    guide: StrictBool = Field(
        default=False,
        description="the game's guided first deal: a fixed deal against the rule-based AI "
        "players, with the guide's steps in every view (seed and level are then ignored)",
    )
    shared: SharedOptions | None = Field(
        default=None,
        description="a table shared by several people (you need a name first: PUT /api/me); "
        "its deals are drawn by the server, so no seed may be sent",
    )
    house_rules: dict[str, StrictBool | JsonInt] | None = Field(
        default=None,
        description="the table's house rules (docs/house-rules.md), each off by default: "
        "Schafkopf kontra, ramsch, tariff_cents (0, 5, 10, 20, 50, 100: a unit shown as "
        "money); Skat kontra, ramsch, bock, seeger_fabian (the list of the Skat clubs); "
        "Jass target (1000, 1500, 2000, 2500, 3000)",
    )


class TakeAction(BaseModel):
    version: JsonInt = Field(description="the table version the action was chosen on")
    action: dict[str, Any] = Field(
        description='an action as in a deal record, e.g. {"play": "aO"} or {"pass": true}'
    )


class TakeBack(BaseModel):
    version: JsonInt = Field(description="the table version you see, your card last")


class DealNext(BaseModel):
    version: JsonInt


class AskHint(BaseModel):
    version: JsonInt = Field(description="the table version the hint is asked for")


class SetSpeed(BaseModel):
    speed: str = Field(description="slow, normal or fast", json_schema_extra=_one_of(AI_SPEEDS))


class AvatarLook(BaseModel):
    """An AI player's avatar, as the table draws it."""

    hair: Literal["short", "long", "braids", "bun", "bald"]
    hair_colour: Literal["black", "brown", "blond", "red", "grey"]
    hat: Literal["none", "feathered", "kappi", "cap"]
    beard: Literal["none", "moustache", "full"]
    glasses: bool
    skin: Literal["light", "rosy", "tan"]
    coat: Literal["green", "blue", "red", "brown", "grey"]


class SeatOut(BaseModel):
    """Who plays a seat: an AI player (a first name of the game's region, not translated)
    or, at a shared table, a person (the name they chose), with a look."""

    name: str = Field(description="e.g. Sepp at Schafkopf, Ueli at Jass, Uwe at Skat")
    look: AvatarLook
    person: bool | None = Field(
        default=None, description="shared tables: whether a person holds the seat"
    )
    here: bool | None = Field(
        default=None,
        description="a person's seat: whether they play it themselves now (false: an AI "
        "player plays for them until they come back)",
    )
    ready_for: int | None = Field(
        default=None,
        description="a person's seat: the deal after which they asked for the next one",
    )
    host: bool | None = Field(default=None, description="a person's seat: the table's host")
    open: bool | None = Field(
        default=None, description="an AI player's seat that a person may still take"
    )


class SharedOut(BaseModel):
    """A shared table's company, as the reader sees it."""

    invitation: str = Field(description="the token of the table's invitation link, /join/{token}")
    public: bool
    started: bool = Field(description="whether the host started the table")
    host: bool = Field(description="whether the reader is the table's host")
    turn_seconds: int | None
    open_seats: list[int]
    free_seats: list[int] = Field(description="open seats that nobody holds")


class FairnessOut(BaseModel):
    """How the deal was dealt: drawn by the server (its SHA-256 commitment shown before the
    first card, its seed revealed once the deal is over), or from a seed a client chose."""

    drawn: bool
    commitment: str | None
    seed: str | None = Field(description="the deal's seed, once the deal is over")


class TableOut(BaseModel):
    """A table as the human seat sees it."""

    id: str
    game: str
    pack: str
    started_at: datetime = Field(description="when the table was set up (UTC)")
    version: int
    human: int | None = Field(description="your seat; null when you watch without a seat")
    seats: list[SeatOut | None] = Field(
        description="per seat in play order: null for yours, then the people and AI players "
        "(different people of the game's region, the same at a table from its start to its end)"
    )
    observation: dict[str, Any]
    hand: list[dict[str, Any]]
    trick_points: list[int | None] = Field(
        description="what each finished trick counts (Jass: the last with its bonus); "
        "null in a Null game"
    )
    your_turn: bool
    ai_to_move: bool
    deal_over: bool
    match_over: bool
    result: dict[str, Any] | None
    scores: dict[str, Any]
    can_deal_next: bool
    deal_number: int
    deal_id: str | None = Field(
        default=None,
        description="once the deal is over, its id in the archive: its review is at "
        "/deals/{deal_id}; null while it is played and at a guided table",
    )
    speed: str
    level: str
    house_rules: dict[str, bool | int] = Field(
        description="every house rule of the table with its value (see StartTable)"
    )
    fairness: FairnessOut
    shared: SharedOut | None = Field(default=None, description="a table for several people")
    guide: dict[str, Any] | None = Field(
        default=None,
        description="at a guided table: the guide's steps (explanations first, then what to do "
        "now) and, on your turn, the suggested action",
    )


class HintOption(BaseModel):
    action: dict[str, Any] = Field(description="one of your legal actions, as listed in the table")
    value: float | None = Field(
        description="its expected outcome in the hint's measure; null when nothing was weighed"
    )
    points: float | None = Field(
        default=None,
        description="card play (unit card_points): your side's mean card points by the end of "
        "the deal, those already taken included (Jass: with the Match bonus); null in a "
        "contract won by tricks (Null, Tout), in any other unit, or when nothing was weighed",
    )
    score: float | None = Field(
        default=None,
        description="any other decision (unit score): your mean score in the deal, as the "
        "score sheet counts it (Schafkopf's units, Skat's game points, Jass points credited "
        "to your team); null in card play or when nothing was weighed",
    )
    others_score: float | None = Field(
        default=None,
        description="with score: the other side's mean score per player in the deal (Jass: "
        "the other team's points)",
    )
    win: float | None = Field(
        default=None,
        description="the share (0 to 1) of the sampled deals your side wins: Schafkopf and "
        "Skat: the declaring side reaches its target (or, defending, the defence wins); Jass: "
        "your team takes more than half of the card points",
    )
    schneider: float | None = Field(
        default=None,
        description="the share in which your side makes the other side Schneider (Schwarz "
        "included; Jass: your team takes every trick, a Match)",
    )
    schneider_against: float | None = Field(
        default=None,
        description="the share in which your side is made Schneider (Jass: the other team's Match)",
    )


class HintReason(BaseModel):
    """Why the first option is suggested: a code and the details its words need."""

    model_config = ConfigDict(extra="allow")

    code: str = Field(
        description="only_option; all_alike (count: every option comes to the same over count "
        "sampled deals); schneider_likelier / avoids_schneider (Schneider for / against your "
        "side likelier / less likely than after any other option); sure_trick (count, of: "
        "the card takes the trick whatever the others play in count of the sampled deals); "
        "keeps_card (card: a card worth 10 or more that stays in your hand); most_points; "
        "wins_most; others_cost (every other option scores below zero on average); "
        "best_score; best_against_others (your score less the other side's); best_average "
        "(count)"
    )


class HintOut(BaseModel):
    """The search player's suggestion for your decision: each option it weighs, best first."""

    measure: Literal["card_points", "win_chance", "score"] = Field(
        description="what value is in: card_points: the card points your side takes by the "
        "end of the deal; win_chance: your side's chance (0 to 1) to win; score: the deal's "
        "score for you less the other side's mean"
    )
    unit: Literal["card_points", "score"] = Field(
        description="what the options are told in, the same for the whole of a decision: "
        "card_points in card play (points, win, schneider), score for any other decision "
        "(score, win, schneider)"
    )
    deals: int = Field(description="how many sampled deals the values average over")
    suggested: int = Field(description="the index of the suggested option in options")
    reason: HintReason | None = Field(
        description="why the suggested option: null when nothing was weighed"
    )
    options: list[HintOption] = Field(
        description="the options worth weighing, best first (a legal action may be left out)"
    )


def owner(request: Request) -> str:
    """The anonymous owner id kept in the browser's signed cookie (made on first use)."""
    token = request.session.get(OWNER_KEY)
    if not isinstance(token, str):
        token = request.session[OWNER_KEY] = secrets.token_hex(16)
    return token


language = request_language


def service(request: Request) -> TableService:
    return request.app.state.service  # type: ignore[no-any-return]


def runner(request: Request) -> AiTurns:
    return request.app.state.runner  # type: ignore[no-any-return]


def signals(request: Request) -> TableSignals:
    return request.app.state.signals  # type: ignore[no-any-return]


def archive(request: Request) -> DealArchive:
    return request.app.state.archive  # type: ignore[no-any-return]


Owner = Annotated[str, Depends(owner)]
Service = Annotated[TableService, Depends(service)]
Runner = Annotated[AiTurns, Depends(runner)]
Signals = Annotated[TableSignals, Depends(signals)]
Archive = Annotated[DealArchive, Depends(archive)]
Language = Annotated[str, Depends(language)]


def _pair(score: list[int] | None) -> tuple[int, int] | None:
    return None if score is None else (score[0], score[1])


async def shown(
    tables: TableService,
    ai: AiTurns,
    loaded: Loaded,
    who: str,
    lang: str,
    handed_over: bool = True,
) -> JsonDict:
    """The table as ``who`` sees it in ``lang``, the AI players woken if one is to move."""
    await wake(tables, ai, loaded, handed_over)
    return tables.view(loaded, who, lang)


async def wake(tables: TableService, ai: AiTurns, loaded: Loaded, handed_over: bool) -> None:
    """The AI players set to move if one is to move now, or later if a turn time or an
    absence may hand them a seat (or deal on) without anybody acting."""
    if tables.ai_to_move(loaded):
        await ai.wake(loaded, handed_over)
        return
    due = tables.due_at(loaded)
    if due is not None:
        await ai.wake_at(loaded.stored.id, due)


@router.post("/tables", status_code=201, response_model=TableOut, responses=ACTION_REFUSED)
async def start_table(
    body: StartTable, who: Owner, tables: Service, ai: Runner, lang: Language
) -> JsonDict:
    if body.shared is not None:
        loaded = await start_shared_table(body, body.shared, who, tables)
        return await shown(tables, ai, loaded, who, lang)
    if body.guide:
        loaded = await run_in_threadpool(tables.start_guided, who, body.game, body.pack, body.level)
        return await shown(tables, ai, loaded, who, lang)
    rules = _house_rules(body)
    match_score = _pair(body.match_score)
    start = partial(tables.start, rules=rules)
    loaded = await run_in_threadpool(
        start, who, body.game, body.pack, body.seed, match_score, body.level
    )
    return await shown(tables, ai, loaded, who, lang)


async def start_shared_table(
    body: StartTable, options: SharedOptions, who: str, tables: TableService
) -> Loaded:
    if body.seed is not None:
        raise IllegalAction(SEED_AT_A_SHARED_TABLE)
    if body.match_score is not None or body.guide:
        raise IllegalAction(ONE_PERSON_ONLY)
    company = SharedTables(tables)
    return await run_in_threadpool(
        company.start,
        who,
        body.game,
        body.pack,
        body.level,
        list(options.open_seats),
        options.public,
        options.turn_seconds,
        _house_rules(body),
    )


def _house_rules(body: StartTable) -> TableRules | None:
    """The house rules asked for (None: the rulebook's); an unknown game is refused later,
    as without house rules."""
    if body.house_rules is None or body.game not in GAMES:
        return None
    return table_rules(body.game, body.house_rules)


@router.get("/tables/{table_id}", response_model=TableOut, responses=AT_A_TABLE)
async def read_table(
    table_id: str, who: Owner, tables: Service, ai: Runner, lang: Language
) -> JsonDict:
    loaded = await run_in_threadpool(tables.load, who, table_id)
    return await shown(tables, ai, loaded, who, lang, handed_over=False)


@router.post(
    "/tables/{table_id}/actions", response_model=TableOut, responses=AT_A_TABLE | ACTION_REFUSED
)
async def take_action(
    table_id: str,
    body: TakeAction,
    who: Owner,
    tables: Service,
    ai: Runner,
    changes: Signals,
    lang: Language,
) -> JsonDict:
    loaded = await run_in_threadpool(tables.act, who, table_id, body.version, body.action)
    changes.notify(table_id)
    return await shown(tables, ai, loaded, who, lang)


@router.post("/tables/{table_id}/undo", response_model=TableOut, responses=AT_A_TABLE)
async def undo_card(
    table_id: str,
    body: TakeBack,
    who: Owner,
    tables: Service,
    ai: Runner,
    changes: Signals,
    lang: Language,
) -> JsonDict:
    """Your last card back into your hand, while nobody has played after it: ``409`` once
    another seat has played (or the last action was not your card, or the deal is over),
    or when ``version`` is not the table's; nothing is changed then."""
    loaded = await run_in_threadpool(tables.undo, who, table_id, body.version)
    changes.notify(table_id)
    return await shown(tables, ai, loaded, who, lang)


@router.post(
    "/tables/{table_id}/next", response_model=TableOut, responses=AT_A_TABLE | ACTION_REFUSED
)
async def deal_next(
    table_id: str,
    body: DealNext,
    who: Owner,
    tables: Service,
    ai: Runner,
    changes: Signals,
    lang: Language,
) -> JsonDict:
    loaded = await run_in_threadpool(tables.deal_next, who, table_id, body.version)
    changes.notify(table_id)
    return await shown(tables, ai, loaded, who, lang)


@router.post(
    "/tables/{table_id}/hint",
    response_model=HintOut,
    responses=AT_A_TABLE
    | refusals(s429=(Problem, "too many hints in a short time: ask again after Retry-After")),
)
async def ask_hint(
    table_id: str, body: AskHint, request: Request, who: Owner, tables: Service
) -> JsonDict:
    """On your turn only: the AI's estimate of each of your options, from what your seat
    may know. Asking changes nothing at the table; ``409`` when it is not your turn. A hint
    is computed once per table version; ``429`` when you have had many computed lately."""
    desk: HintDesk = request.app.state.hints
    pool: AiPool = request.app.state.pool
    job = await run_in_threadpool(tables.hint_job, who, table_id, body.version)
    return await desk.hint(who, table_id, body.version, lambda: pool.advise(job))


@router.put("/tables/{table_id}/speed", response_model=TableOut, responses=AT_A_TABLE)
async def set_speed(
    table_id: str,
    body: SetSpeed,
    who: Owner,
    tables: Service,
    ai: Runner,
    changes: Signals,
    lang: Language,
) -> JsonDict:
    """How fast the AI players play at this table; a setting, not a move."""
    loaded = await run_in_threadpool(tables.set_speed, who, table_id, body.speed)
    changes.notify(table_id)
    return await shown(tables, ai, loaded, who, lang)


@router.get(
    "/tables/{table_id}/events",
    response_class=StreamingResponse,
    responses={**AT_A_TABLE, 200: {"content": {"text/event-stream": {}}}},
)
async def follow_table(
    table_id: str,
    request: Request,
    who: Owner,
    tables: Service,
    ai: Runner,
    changes: Signals,
    lang: Language,
) -> StreamingResponse:
    """Server-sent events: the table now as you see it, then again each time it changes
    (each AI move as it is played, a person taking a seat). Event name ``table``, its id the
    table's version, data a ``TableOut``; a reconnecting stream that sends ``Last-Event-ID``
    gets the table again only once it has changed since that version. At a shared table
    also event ``reaction``: a phrase a person sent, data ``{"id", "seat", "phrase",
    "text"}`` (text in your language).
    While your stream is open you play your seat yourself; once it has been closed a few
    seconds, an AI player plays it until you open the table again."""
    change = changes.subscribe(table_id)
    loaded = await run_in_threadpool(tables.load, who, table_id)
    presence = Presence(SharedTables(tables), who, loaded)
    await run_in_threadpool(presence.arrived)
    first_reaction = await run_in_threadpool(presence.last_reaction)

    async def events() -> AsyncIterator[str]:
        nonlocal change
        sent_view = None
        seen_before = _last_event_id(request)  # a reconnecting browser has that version
        reactions_sent = first_reaction
        current = loaded
        try:  # the first line inside: a page closed right after it is still noticed
            yield f"retry: {RECONNECT_MILLISECONDS}\n\n"
            while not await request.is_disconnected():
                view = await shown(tables, ai, current, who, lang, handed_over=False)
                text = json.dumps(view)
                already_seen = sent_view is None and current.stored.version == seen_before
                if text != sent_view and not already_seen:
                    yield f"event: table\nid: {current.stored.version}\ndata: {text}\n\n"
                sent_view = text
                for reaction in await run_in_threadpool(presence.reactions, reactions_sent):
                    reactions_sent = reaction.id
                    yield f"event: reaction\ndata: {json.dumps(reaction_view(reaction, lang))}\n\n"
                heard = await changes.changed(change, HEARTBEAT_SECONDS)
                if not heard:
                    yield ": still here\n\n"
                change = changes.subscribe(table_id)
                # Read at the heartbeat too: a change may have gone unheard, or stalled.
                reread = await _reloaded(tables, who, table_id)
                if reread is None:
                    return  # the database stays away: the browser reconnects by itself
                current = reread
                await presence.still_here(current)
        finally:
            await presence.left(ai)

    return StreamingResponse(events(), media_type="text/event-stream")


DATABASE_RETRY_PAUSES = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Seconds a stream waits before reading its table again while the database is away (a
restart, a failover): some 15 s in all before it gives up."""


async def _reloaded(tables: TableService, who: str, table_id: str) -> Loaded | None:
    """The table read again, waiting out a database that is briefly away; None when it
    stays away."""
    for pause in (*DATABASE_RETRY_PAUSES, None):
        try:
            return await run_in_threadpool(tables.load, who, table_id)
        except DBAPIError:
            if pause is None:
                return None
            await asyncio.sleep(pause)
    return None


def _last_event_id(request: Request) -> int:
    """The version a reconnecting stream saw last (-1: none)."""
    sent = request.headers.get("last-event-id", "")
    return int(sent) if sent.isdigit() and len(sent) < 12 else -1
