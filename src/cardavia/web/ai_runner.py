"""The AI players' turns, played one at a time with a pause between moves so that each card
can be seen, each decided by the AI workers (``cardavia.web.ai_pool``) and stored here;
and the signal that tells a watching browser that a table changed."""

import asyncio
import contextlib
import logging
import weakref

from sqlalchemy.exc import DBAPIError
from starlette.concurrency import run_in_threadpool

from cardavia.web.ai_pool import AiPool
from cardavia.web.service import Loaded, TableService

log = logging.getLogger(__name__)
DATABASE_RETRIES = 30
DATABASE_RETRY_SECONDS = 2.0
"""An AI turn that cannot reach the database tries again for about a minute; after that
the next request that reads the table starts the AI players again."""


class AiRunner:
    def __init__(self, service: TableService, pool: AiPool, delay: float) -> None:
        self.service = service
        self.pool = pool
        self.delay = delay
        self._tasks: dict[str, asyncio.Task[None]] = {}
        # Held by the streams that wait on them: a table nobody follows keeps nothing here.
        self._changed: weakref.WeakValueDictionary[str, asyncio.Event] = (
            weakref.WeakValueDictionary()
        )

    def wake(self, table_id: str) -> None:
        """Let the AI players take their turns at the table (no-op while they already are)."""
        task = self._tasks.get(table_id)
        if task is None or task.done():
            self._tasks[table_id] = asyncio.create_task(self._drive(table_id))

    async def _drive(self, table_id: str) -> None:
        try:
            for _attempt in range(DATABASE_RETRIES):
                try:
                    await self._play_ai_turns(table_id)
                    return
                except DBAPIError as error:  # the database is away: try again shortly
                    log.warning("AI turn at table %s waits for the database: %s", table_id, error)
                    await asyncio.sleep(DATABASE_RETRY_SECONDS)
        finally:
            if self._tasks.get(table_id) is asyncio.current_task():
                del self._tasks[table_id]

    async def _play_ai_turns(self, table_id: str) -> None:
        while True:
            delay = self.delay
            if delay > 0:  # a delay of 0 (tests) plays at once, whatever the table's speed
                delay = await run_in_threadpool(self.service.ai_delay, table_id, delay)
            await asyncio.sleep(delay)
            if await self.step(table_id) is None:
                return

    async def step(self, table_id: str) -> Loaded | None:
        """One AI player's turn at the table, decided by a worker and stored; None when no
        AI is to move, or when the table changed meanwhile (whoever changed it carries on)."""
        job = await run_in_threadpool(self.service.ai_job, table_id)
        if job is None:
            return None
        action = await self.pool.decide(job.request)
        moved = await run_in_threadpool(self.service.store_ai_action, job, action)
        if moved is not None:
            self.notify(table_id)
        return moved

    def notify(self, table_id: str) -> None:
        """Wake everybody waiting for a change of the table."""
        event = self._changed.pop(table_id, None)
        if event is not None:
            event.set()

    def subscribe(self, table_id: str) -> asyncio.Event:
        """An event set at the table's next change. Subscribe *before* reading the table:
        a change stored between the read and the wait then still wakes the waiter."""
        event = self._changed.get(table_id)
        if event is None:
            event = self._changed[table_id] = asyncio.Event()
        return event

    @staticmethod
    async def changed(event: asyncio.Event, timeout: float) -> bool:
        """Whether the subscribed change came within ``timeout`` seconds."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(event.wait(), timeout)
        return event.is_set()

    def held_tables(self) -> int:
        """How many tables this process keeps runtime state for (AI turns, waiting streams)."""
        return len(self._tasks.keys() | self._changed.keys())

    async def stop(self) -> None:
        """Cancel the AI turns in progress on this event loop (at shutdown)."""
        loop = asyncio.get_running_loop()
        mine = {key: task for key, task in self._tasks.items() if task.get_loop() is loop}
        for task in mine.values():
            task.cancel()
        await asyncio.gather(*mine.values(), return_exceptions=True)
        for key in mine:
            self._tasks.pop(key, None)
