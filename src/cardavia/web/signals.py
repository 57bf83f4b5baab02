"""The signal that tells a watching browser that a table changed.

Within one process a change wakes the streams waiting on an ``asyncio.Event``. On
PostgreSQL the store announces every change with ``NOTIFY`` in the transaction that stores
it (``cardavia.store.tables.TABLE_CHANGES``), and each web process listens, so a move stored
by any process (another web worker, an AI worker) wakes the streams of every process.
"""

import asyncio
import contextlib
import logging
import weakref

from sqlalchemy import Engine

from cardavia.store.database import libpq_url
from cardavia.store.tables import TABLE_CHANGES

log = logging.getLogger(__name__)
RECONNECT_SECONDS = (0.5, 1.0, 2.0, 5.0)
"""Pauses before the listener tries the database again (the last one repeated)."""


class TableSignals:
    """The tables' change signals of one process, used on its event loop."""

    def __init__(self) -> None:
        # Held by the streams that wait on them: a table nobody follows keeps nothing here.
        self._changed: weakref.WeakValueDictionary[str, asyncio.Event] = (
            weakref.WeakValueDictionary()
        )

    def notify(self, table_id: str) -> None:
        """Wake everybody waiting for a change of the table."""
        event = self._changed.pop(table_id, None)
        if event is not None:
            event.set()

    def notify_all(self) -> None:
        """Wake every waiter: changes may have been missed (the listener was away), and
        each stream reads its table again and sends it only if it changed."""
        for table_id in list(self._changed.keys()):
            self.notify(table_id)

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

    def followed_tables(self) -> set[str]:
        return set(self._changed.keys())


class ChangeListener:
    """Listens for the store's change announcements on PostgreSQL and passes each to the
    process's ``TableSignals``; reconnects by itself when the database goes away."""

    def __init__(self, engine: Engine, signals: TableSignals) -> None:
        self.conninfo = libpq_url(engine)
        self.signals = signals
        self.listening = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._listen_for_ever())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _listen_for_ever(self) -> None:
        import psycopg  # here: only a process on PostgreSQL loads it

        failures = 0
        while True:
            try:
                await self._listen()
            except (psycopg.Error, OSError) as error:
                self.listening.clear()
                pause = RECONNECT_SECONDS[min(failures, len(RECONNECT_SECONDS) - 1)]
                failures += 1
                log.warning("Table changes not heard (%s): listening again in %s s", error, pause)
                await asyncio.sleep(pause)
            else:
                failures = 0

    async def _listen(self) -> None:
        import psycopg

        async with await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True) as db:
            await db.execute(f"LISTEN {TABLE_CHANGES}")
            self.listening.set()
            self.signals.notify_all()  # whatever changed while nobody listened
            async for announcement in db.notifies():
                self.signals.notify(announcement.payload)
