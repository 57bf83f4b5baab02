"""The AI players' turns as jobs in a queue on PostgreSQL (procrastinate), played by
``cardavia worker`` processes on any machine (``cardavia.web.ai_worker``).

A job names only its table: "play the AI players' turns at this table until a person is
to move". It is deferred when a person hands the turn over, and again by whoever reads a
table on which an AI has been to move for a while without playing (its worker died): each
move is stored with the store's version check, so a move is kept once whichever worker
plays it, and a second worker at the same table stops at its first refused move.
"""

import logging
from datetime import UTC, datetime, timedelta

from procrastinate import App, PsycopgConnector
from procrastinate.exceptions import AlreadyEnqueued, ProcrastinateException
from sqlalchemy import Engine

from cardavia.store.database import libpq_url
from cardavia.web.service import Loaded

log = logging.getLogger(__name__)
AI_TURNS_TASK = "cardavia.ai_turns"
STALLED_AFTER = timedelta(seconds=10)
"""An AI to move at a table unchanged for this long has nobody playing its turn: longer
than the slowest pause and decision, shorter than a browser's patience."""


def queue_app(engine: Engine) -> App:
    """The job queue in the database behind ``engine`` (its schema: migration 0002)."""
    return App(connector=PsycopgConnector(conninfo=libpq_url(engine), min_size=1, max_size=4))


class QueuedAiTurns:
    """``AiTurns`` for a web process whose tables' AI turns ``cardavia worker`` plays."""

    def __init__(self, queue: App) -> None:
        self.queue = queue

    async def wake(self, loaded: Loaded, handed_over: bool) -> None:
        if handed_over or _stalled(loaded):
            await self._defer(loaded.stored.id)

    async def _defer(self, table_id: str) -> None:
        # One job waits per table at most (its queueing lock); one may be playing meanwhile.
        deferrer = self.queue.configure_task(AI_TURNS_TASK, queueing_lock=table_id)
        try:
            await deferrer.defer_async(table_id=table_id)
        except AlreadyEnqueued:
            pass
        except ProcrastinateException as error:  # the next read of the table asks again
            log.warning("AI turns at table %s not queued: %s", table_id, error)

    async def wake_at(self, table_id: str, when: datetime) -> None:
        """A job that starts at ``when`` (one such waits per table: a reader's heartbeat
        wakes the table anyway should a later moment be dropped)."""
        deferrer = self.queue.configure_task(
            AI_TURNS_TASK, queueing_lock=f"{table_id}:later", schedule_at=when
        )
        try:
            await deferrer.defer_async(table_id=table_id)
        except AlreadyEnqueued:
            pass
        except ProcrastinateException as error:
            log.warning("AI turns at table %s not scheduled: %s", table_id, error)

    def held_tables(self) -> int:
        return 0

    async def stop(self) -> None:
        """Nothing to cancel: the turns in progress belong to the AI workers."""


def _stalled(loaded: Loaded) -> bool:
    return datetime.now(UTC) - loaded.stored.updated_at > STALLED_AFTER
