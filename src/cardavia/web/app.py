"""The Cardavia web app: ``create_app()`` wires settings, the database, the table service,
the AI workers and runner, and the routes. This process never loads the AI: its workers do
(``cardavia.web.ai_pool``)."""

import contextlib
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from sqlalchemy.exc import DBAPIError, InterfaceError, OperationalError
from starlette.exceptions import HTTPException
from starlette.middleware.sessions import SessionMiddleware

from cardavia.core.errors import BadNotation, CardaviaError, IllegalAction, InvalidRecord
from cardavia.records import RecordRefused
from cardavia.store.database import connect, migrate
from cardavia.store.seats import AlreadySeated, NameTaken, SeatTaken
from cardavia.store.tables import TableStore
from cardavia.web import (
    analysis_api,
    api,
    history_api,
    history_pages,
    pages,
    records_api,
    records_pages,
    review_api,
    review_pages,
    shared_api,
)
from cardavia.web.ai_pool import AiPool, WorkerConfig
from cardavia.web.ai_runner import AiRunner, AiTurns
from cardavia.web.analyses import Analyses
from cardavia.web.deal_archive import DealArchive, DealNotFound
from cardavia.web.guard import BodyTooLarge, Guard
from cardavia.web.hints import HintDesk, TooManyHints
from cardavia.web.i18n import N_, clipped, request_language, translate_error, translations
from cardavia.web.service import (
    NoHint,
    NotYourSeat,
    NoUndo,
    StaleVersion,
    TableNotFound,
    TableService,
)
from cardavia.web.settings import Settings
from cardavia.web.shared_tables import DealNotOver
from cardavia.web.signals import ChangeListener, TableSignals

if TYPE_CHECKING:
    import procrastinate

COOKIE = "cardavia"
NO_SUCH_TABLE = N_("There is no such table")
NO_SUCH_DEAL = N_("There is no such deal, or it is not one of yours")
STALE = N_("The table has moved on (version {version}): reload it and try again")
MALFORMED = N_("This request is not understood: look at {where}")
DAMAGED = N_("This table's stored play could not be read back")
NO_HINT = N_("A hint is only given on your turn")
TOO_MANY_HINTS = N_("You have asked for many hints in a short time: wait a moment and ask again")
NO_UNDO = N_("Only your last card can be taken back, and only before anybody plays after it")
DEAL_NOT_OVER = N_("A deal's record is shown once the deal is over")
SEAT_TAKEN = N_("Somebody has just taken that seat: choose another")
NAME_TAKEN = N_("Somebody at this table is already called that: choose another name")
ALREADY_SEATED = N_("You already sit at this table")
LEFT_FOR_GOOD = N_("You have left this table: you can watch it, but not sit at it again")
UNAVAILABLE = N_("The tables cannot be reached just now: try again in a few seconds")
RETRY_AFTER_SECONDS = 5
MACHINE_PATHS = ("/api/", "/static/", "/cards/")
"""Addresses read by scripts, not people: an unknown one answers as the API does."""


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    engine = connect(settings.database_url)
    on_postgresql = engine.dialect.name == "postgresql"
    if settings.ai_queue and not on_postgresql:
        raise ValueError("CARDAVIA_AI_QUEUE needs a PostgreSQL DATABASE_URL: the queue lives there")
    migrate(engine)
    tables = TableService(TableStore(engine))
    archive = DealArchive(tables.deals, tables)
    config = WorkerConfig(settings.ai_player, settings.hint_samples, settings.hint_seconds)
    pool = AiPool(config, settings.ai_processes)
    analyses = Analyses(tables.deals, pool)
    signals = TableSignals()
    listener = ChangeListener(engine, signals) if on_postgresql else None
    queue, ai = _ai_turns(settings, tables, pool, signals)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        pool.start()  # the workers warm up while the first pages are served
        if listener:
            listener.start()
        async with queue.open_async() if queue else contextlib.nullcontext():
            yield
        await ai.stop()
        await analyses.stop()
        if listener:
            await listener.stop()
        await pool.close()
        engine.dispose()

    app = FastAPI(
        title="Cardavia",
        summary="Play Schafkopf, Schieber Jass and Skat against AI players.",
        lifespan=lifespan,
    )
    app.state.service = tables
    app.state.archive = archive
    app.state.analyses = analyses
    app.state.runner = ai
    app.state.signals = signals
    app.state.pool = pool
    app.state.hints = HintDesk()
    app.add_middleware(
        SessionMiddleware,
        secret_key=settings.signing_key(),
        session_cookie=COOKIE,
        max_age=365 * 24 * 3600,
        same_site="lax",
        https_only=settings.secure_cookie,
    )
    app.add_middleware(Guard)
    app.include_router(api.router)
    app.include_router(shared_api.router)
    app.include_router(records_api.router)
    app.include_router(records_pages.router)  # before any /deals/{deal_id}: /deals/open
    app.include_router(analysis_api.router)
    app.include_router(pages.router)
    app.include_router(history_api.router)
    app.include_router(history_pages.router)
    app.include_router(review_api.router)
    app.include_router(review_pages.router)
    app.mount("/static", StaticFiles(directory=Path(__file__).parent / "static"), name="static")
    _add_error_answers(app)
    return app


def _ai_turns(
    settings: Settings, tables: TableService, pool: AiPool, signals: TableSignals
) -> "tuple[procrastinate.App | None, AiTurns]":
    """Who plays the AI players' turns: this process, or AI workers through the queue."""
    if not settings.ai_queue:
        return None, AiRunner(tables, pool, settings.ai_delay, signals)
    # Imported only here: the queue's library takes a while to load, which a web process
    # without it should not spend before its first page.
    from cardavia.web.ai_queue import QueuedAiTurns, queue_app

    queue = queue_app(tables.store.engine)
    return queue, QueuedAiTurns(queue)


def _add_error_answers(app: FastAPI) -> None:
    """Errors in the player's terms; none of them changes the table."""

    def answer(status: int, message: str, **extra: object) -> JSONResponse:
        return JSONResponse({"detail": message, **extra}, status_code=status)

    def in_their_language(request: Request, error: CardaviaError) -> str:
        return translate_error(error, api.language(request))

    def say(request: Request, message: str) -> str:
        return translations(api.language(request)).gettext(message)

    @app.exception_handler(TableNotFound)
    async def not_found(request: Request, error: TableNotFound) -> JSONResponse:
        return answer(404, say(request, NO_SUCH_TABLE))

    @app.exception_handler(DealNotFound)
    async def no_such_deal(request: Request, error: DealNotFound) -> Response:
        if not request.url.path.startswith(MACHINE_PATHS):
            return pages.not_found(request, request_language(request), say(request, NO_SUCH_DEAL))
        return answer(404, say(request, NO_SUCH_DEAL))

    @app.exception_handler(HTTPException)
    async def no_such_address(request: Request, error: HTTPException) -> Response:
        """A mistyped address in the browser gets the site's own page, in the reader's
        language, rather than the framework's JSON."""
        if error.status_code == 404 and not request.url.path.startswith(MACHINE_PATHS):
            return pages.not_found(request, request_language(request))
        if error.status_code == 400:  # FastAPI could not read the body (not UTF-8, say)
            return answer(422, say(request, MALFORMED).format(where="body"))
        return await http_exception_handler(request, error)

    @app.exception_handler(BodyTooLarge)
    async def too_large(request: Request, error: BodyTooLarge) -> JSONResponse:
        return answer(413, error.limit.refused(api.language(request)))

    @app.exception_handler(OperationalError)
    @app.exception_handler(InterfaceError)
    async def unavailable(request: Request, error: DBAPIError) -> JSONResponse:
        """The database is down or restarting: nothing was changed, and the client may
        simply try again."""
        response = answer(503, say(request, UNAVAILABLE))
        response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
        return response

    @app.exception_handler(NotYourSeat)
    async def not_your_seat(request: Request, error: NotYourSeat) -> JSONResponse:
        return answer(403, say(request, error.message).format(**error.details))

    @app.exception_handler(DealNotOver)
    async def deal_not_over(request: Request, error: DealNotOver) -> JSONResponse:
        return answer(409, say(request, DEAL_NOT_OVER))

    @app.exception_handler(SeatTaken)
    async def seat_taken(request: Request, error: SeatTaken) -> JSONResponse:
        return answer(409, say(request, SEAT_TAKEN))

    @app.exception_handler(NameTaken)
    async def name_taken(request: Request, error: NameTaken) -> JSONResponse:
        return answer(409, say(request, NAME_TAKEN))

    @app.exception_handler(AlreadySeated)
    async def already_seated(request: Request, error: AlreadySeated) -> JSONResponse:
        return answer(
            409, say(request, ALREADY_SEATED if error.seat is not None else LEFT_FOR_GOOD)
        )

    @app.exception_handler(StaleVersion)
    async def stale(request: Request, error: StaleVersion) -> JSONResponse:
        return answer(409, say(request, STALE).format(version=error.current), version=error.current)

    @app.exception_handler(NoUndo)
    async def no_undo(request: Request, error: NoUndo) -> JSONResponse:
        return answer(409, say(request, NO_UNDO))

    @app.exception_handler(NoHint)
    async def no_hint(request: Request, error: NoHint) -> JSONResponse:
        return answer(409, say(request, NO_HINT))

    @app.exception_handler(TooManyHints)
    async def too_many_hints(request: Request, error: TooManyHints) -> JSONResponse:
        response = answer(429, say(request, TOO_MANY_HINTS))
        response.headers["Retry-After"] = str(error.retry_after)
        return response

    @app.exception_handler(IllegalAction)
    async def illegal(request: Request, error: IllegalAction) -> JSONResponse:
        return answer(400, in_their_language(request, error))

    @app.exception_handler(BadNotation)
    async def malformed(request: Request, error: BadNotation) -> JSONResponse:
        return answer(422, in_their_language(request, error))

    @app.exception_handler(RequestValidationError)
    async def not_understood(request: Request, error: RequestValidationError) -> JSONResponse:
        where = clipped(", ".join(_where(problem) for problem in error.errors()))
        return answer(422, say(request, MALFORMED).format(where=where))

    @app.exception_handler(RecordRefused)
    async def record_refused(request: Request, error: RecordRefused) -> JSONResponse:
        """A record file refused, in the words of ``cardavia replay``: nothing was kept."""
        return answer(400, in_their_language(request, error))

    @app.exception_handler(InvalidRecord)
    async def damaged(request: Request, error: InvalidRecord) -> JSONResponse:
        return answer(500, say(request, DAMAGED))


def _where(problem: dict[str, Any]) -> str:
    """Where a request went wrong, as a path into its JSON ("version", "action.play"), or
    "body" when the body is not JSON at all (its parser's position is no help there)."""
    if problem.get("type") == "json_invalid":
        return "body"
    return ".".join(str(part) for part in problem.get("loc", ()) if part != "body") or "body"
