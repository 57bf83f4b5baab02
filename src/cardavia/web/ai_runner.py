"""The AI players' turns, played one at a time off the event loop, with a pause between
moves so that each card can be seen; and the signal that tells a watching browser that
a table changed."""

import asyncio
import contextlib

from starlette.concurrency import run_in_threadpool

from cardavia.web.service import TableService


class AiRunner:
    def __init__(self, service: TableService, delay: float) -> None:
        self.service = service
        self.delay = delay
        self._tasks: dict[str, asyncio.Task[None]] = {}
        self._changed: dict[str, asyncio.Event] = {}

    def wake(self, table_id: str) -> None:
        """Let the AI players take their turns at the table (no-op while they already are)."""
        task = self._tasks.get(table_id)
        if task is None or task.done():
            self._tasks[table_id] = asyncio.create_task(self._drive(table_id))

    async def _drive(self, table_id: str) -> None:
        while True:
            delay = self.delay
            if delay > 0:  # a delay of 0 (tests) plays at once, whatever the table's speed
                delay = await run_in_threadpool(self.service.ai_delay, table_id, delay)
            await asyncio.sleep(delay)
            moved = await run_in_threadpool(self.service.ai_step, table_id)
            if moved is None:
                return
            self.notify(table_id)

    def notify(self, table_id: str) -> None:
        """Wake everybody waiting for a change of the table."""
        event = self._changed.pop(table_id, None)
        if event is not None:
            event.set()

    async def wait_for_change(self, table_id: str, timeout: float) -> None:
        """Return when the table changes, or after ``timeout`` seconds."""
        event = self._changed.setdefault(table_id, asyncio.Event())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(event.wait(), timeout)

    async def stop(self) -> None:
        """Cancel the AI turns in progress on this event loop (at shutdown)."""
        loop = asyncio.get_running_loop()
        mine = {key: task for key, task in self._tasks.items() if task.get_loop() is loop}
        for task in mine.values():
            task.cancel()
        await asyncio.gather(*mine.values(), return_exceptions=True)
        for key in mine:
            del self._tasks[key]
