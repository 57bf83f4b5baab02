"""The AI players' turns, played one at a time with a pause between moves so that each card
can be seen, each decided by an AI worker and stored with the store's version check.

Two ways to have them played, one interface (``AiTurns``) for the web routes:
- ``AiRunner`` (the default): this web process drives the turns of its tables, the
  decisions made by its own pool of worker processes (``cardavia.web.ai_pool``);
- ``cardavia.web.ai_queue.QueuedAiTurns`` (``CARDAVIA_AI_QUEUE``): a job per table in a
  queue on PostgreSQL, whose turns ``cardavia worker`` processes play (with an ``AiRunner``
  of their own, deciding in-process).
"""

import asyncio
import logging
from datetime import UTC, datetime
from typing import Protocol

from sqlalchemy.exc import DBAPIError
from starlette.concurrency import run_in_threadpool

from cardavia.core.game import JsonDict
from cardavia.web.service import Loaded, TableService
from cardavia.web.signals import TableSignals

log = logging.getLogger(__name__)
DATABASE_RETRIES = 30
DATABASE_RETRY_SECONDS = 2.0
"""An AI turn that cannot reach the database tries again for about a minute; after that
the next request that reads the table starts the AI players again."""


class AiTurns(Protocol):
    """What the web routes ask of whoever plays the AI players' turns."""

    async def wake(self, loaded: Loaded, handed_over: bool) -> None:
        """An AI is to move at the table: see that its turns are played. ``handed_over``:
        a person's request has just handed the turn over (else the table was only read)."""

    async def wake_at(self, table_id: str, when: datetime) -> None:
        """Look at the table again at ``when``, when a turn time or an absence may hand a
        seat to the AI players (or deal on) although nobody acts."""

    def held_tables(self) -> int:
        """How many tables this process keeps runtime state for."""

    async def stop(self) -> None:
        """Cancel what this process has in progress (at shutdown)."""


class Decider(Protocol):
    async def decide(self, job: JsonDict) -> JsonDict:
        """The action the AI player to move chooses for the job (``AiJob.request``)."""


class AiRunner:
    def __init__(
        self, service: TableService, decider: Decider, delay: float, signals: TableSignals
    ) -> None:
        self.service = service
        self.decider = decider
        self.delay = delay
        self.signals = signals
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._timers: dict[str, tuple[datetime, asyncio.Task[None]]] = {}

    async def wake(self, loaded: Loaded, handed_over: bool = True) -> None:
        """Let the AI players take their turns at the table (no-op while they already are)."""
        self._wake(loaded.stored.id)

    def _wake(self, table_id: str) -> None:
        task = self._tasks.get(table_id)
        if task is None or task.done():
            self._tasks[table_id] = asyncio.create_task(self._drive(table_id))

    async def wake_at(self, table_id: str, when: datetime) -> None:
        """One timer per table, the earliest moment asked for."""
        timer = self._timers.get(table_id)
        if timer is not None and not timer[1].done() and timer[0] <= when:
            return
        if timer is not None:
            timer[1].cancel()
        self._timers[table_id] = (when, asyncio.create_task(self._wake_later(table_id, when)))

    async def _wake_later(self, table_id: str, when: datetime) -> None:
        try:
            await asyncio.sleep(max(0.0, (when - datetime.now(UTC)).total_seconds()))
        finally:
            timer = self._timers.get(table_id)
            if timer is not None and timer[1] is asyncio.current_task():
                del self._timers[table_id]
        self._wake(table_id)

    async def _drive(self, table_id: str) -> None:
        try:
            await self.play(table_id)
        finally:
            if self._tasks.get(table_id) is asyncio.current_task():
                del self._tasks[table_id]

    async def play(self, table_id: str) -> None:
        """The AI players' turns at the table until a person is to move (or the table
        changed under them: then whoever changed it carries on)."""
        for _attempt in range(DATABASE_RETRIES):
            try:
                await self._play_ai_turns(table_id)
                return
            except DBAPIError as error:  # the database is away: try again shortly
                log.warning("AI turn at table %s waits for the database: %s", table_id, error)
                await asyncio.sleep(DATABASE_RETRY_SECONDS)

    async def _play_ai_turns(self, table_id: str) -> None:
        while True:
            delay = self.delay
            if delay > 0:  # a delay of 0 (tests) plays at once, whatever the table's speed
                delay = await run_in_threadpool(self.service.ai_delay, table_id, delay)
            await asyncio.sleep(delay)
            if await self.step(table_id) is not None:
                continue
            dealt = await run_in_threadpool(self.service.deal_if_due, table_id)
            if dealt is None:
                due = await run_in_threadpool(self.service.due, table_id)
                if due is not None:
                    await self.wake_at(table_id, due)
                return
            self.signals.notify(table_id)

    async def step(self, table_id: str) -> Loaded | None:
        """One AI player's turn at the table, decided by a worker and stored; None when no
        AI is to move, or when the table changed meanwhile (whoever changed it carries on)."""
        job = await run_in_threadpool(self.service.ai_job, table_id)
        if job is None:
            return None
        action = await self.decider.decide(job.request)
        moved = await run_in_threadpool(self.service.store_ai_action, job, action)
        if moved is not None:
            self.signals.notify(table_id)
        return moved

    def held_tables(self) -> int:
        return len(self._tasks) + len(self._timers)

    async def stop(self) -> None:
        """Cancel the AI turns in progress on this event loop (at shutdown)."""
        loop = asyncio.get_running_loop()
        for tasks in (self._tasks, {key: task for key, (_, task) in self._timers.items()}):
            mine = {key: task for key, task in tasks.items() if task.get_loop() is loop}
            for task in mine.values():
                task.cancel()
            await asyncio.gather(*mine.values(), return_exceptions=True)
            for key in mine:
                self._tasks.pop(key, None)
                self._timers.pop(key, None)
