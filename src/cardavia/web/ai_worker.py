"""``cardavia worker``: an AI worker process that takes the AI players' turns off the job
queue on PostgreSQL (``cardavia.web.ai_queue``) and plays them, deciding in this process.

Start as many as the load needs, on any machine that reaches the database; each plays
``concurrency`` tables at once (most of a turn is the pause that lets a card be seen). A
worker that dies mid-turn leaves its table unchanged: the next reader of the table queues
its turns again, and another worker plays them.
"""

import asyncio
import logging

from procrastinate.jobs import Status

from cardavia.core.game import JsonDict
from cardavia.store.database import connect, migrate
from cardavia.store.tables import TableStore
from cardavia.web import ai_work
from cardavia.web.ai_pool import WorkerConfig
from cardavia.web.ai_queue import AI_TURNS_TASK, queue_app
from cardavia.web.ai_runner import AiRunner
from cardavia.web.service import TableService
from cardavia.web.settings import Settings
from cardavia.web.signals import TableSignals

log = logging.getLogger(__name__)
HEARTBEAT_SECONDS = 2.0
"""How often the worker tells the queue it is alive."""
STALLED_WORKER_SECONDS = 5 * HEARTBEAT_SECONDS
"""A worker not heard from for this long is taken for dead, with its jobs."""
FORGET_STALLED_TASK = "cardavia.forget_stalled_jobs"


class InProcessDecider:
    """Decisions made in this worker, in a thread, so that its other tables' pauses and
    the queue's heartbeat go on meanwhile."""

    def __init__(self, config: WorkerConfig) -> None:
        self.config = config

    async def decide(self, job: JsonDict) -> JsonDict:
        return await asyncio.to_thread(ai_work.decide, self.config, job)


def run(settings: Settings, concurrency: int) -> None:
    """Serve the queue until interrupted (SIGINT/SIGTERM finish the turns in progress)."""
    engine = connect(settings.database_url)
    if engine.dialect.name != "postgresql":
        raise SystemExit("cardavia worker needs a PostgreSQL DATABASE_URL (the queue lives there)")
    migrate(engine)
    config = WorkerConfig(settings.ai_player, settings.hint_samples, settings.hint_seconds)
    ai_work.prepare(config)  # the solver compiled before the first job
    service = TableService(TableStore(engine))
    runner = AiRunner(service, InProcessDecider(config), settings.ai_delay, TableSignals())
    queue = queue_app(engine)

    @queue.task(name=AI_TURNS_TASK)
    async def ai_turns(table_id: str) -> None:
        log.info("AI turns at table %s", table_id)
        await runner.play(table_id)

    @queue.periodic(cron="* * * * *")
    @queue.task(name=FORGET_STALLED_TASK, queueing_lock=FORGET_STALLED_TASK)
    async def forget_stalled_jobs(timestamp: int) -> None:
        """The jobs of workers that died mid-turn are closed as failed; their tables were
        queued again by their readers (``cardavia.web.ai_queue``)."""
        stalled = await queue.job_manager.get_stalled_jobs(
            task_name=AI_TURNS_TASK, seconds_since_heartbeat=STALLED_WORKER_SECONDS
        )
        for job in stalled:
            await queue.job_manager.finish_job(job, Status.FAILED, delete_job=True)

    async def serve() -> None:
        async with queue.open_async():
            await queue.run_worker_async(
                concurrency=concurrency,
                delete_jobs="always",
                update_heartbeat_interval=HEARTBEAT_SECONDS,
                stalled_worker_timeout=STALLED_WORKER_SECONDS,
            )

    log.info("AI worker serving %s tables at once", concurrency)
    try:
        asyncio.run(serve())
    finally:
        engine.dispose()
