"""AI decisions, hints and analyses outside the web process: a pool of worker processes (or,
with ``ai_processes`` 0, threads of this process) that take small JSON jobs and answer JSON.

A job names the table and its version and carries the current deal's record (``AiJob``),
the same size however many deals the table has played; the answer is the chosen action,
the hint as the browser is sent it, or the analysis of one decision of a finished deal. The
web side stores an action with the store's version check, so a move is kept once whichever
process chose it. A worker killed mid-job breaks a process pool: the pool is replaced and
the job sent again once, so play carries on by itself.
"""

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass

from cardavia.core.game import JsonDict

log = logging.getLogger(__name__)

LEVELS = ("easy", "normal", "strong")
"""The AI players' levels by their API names (the table script names them for people)."""
DEFAULT_LEVEL = "normal"
THREADS_WITHOUT_PROCESSES = 4
"""Threads that think for the AI players when ``ai_processes`` is 0."""


@dataclass(frozen=True)
class WorkerConfig:
    """What every worker is set up with (the web app's settings), as against the job."""

    ai_player: str | None
    hint_samples: int
    hint_seconds: float


WORKER_NICENESS = 10
"""The workers yield the processor to the web process, whose requests are short: a page
or a move is not kept waiting behind a search (nor the first page behind the solver's
compilation)."""


def serve(web_process: int, config: WorkerConfig) -> None:
    """Each worker process's start: it ends with the web process, and warms up."""
    os.nice(WORKER_NICENESS)
    threading.Thread(target=_end_with, args=(web_process,), daemon=True).start()
    warm(config)


def _end_with(web_process: int) -> None:
    # A worker whose web process was killed would wait for jobs for ever: it holds both
    # ends of its job queue, so the queue never tells it that nobody is left to write.
    while os.getppid() == web_process:
        time.sleep(1)
    os._exit(0)


def warm(config: WorkerConfig) -> None:
    """The solver compiled before a worker takes any job."""
    # The AI is imported here, in the worker, never at the top of this module: the web
    # process imports this module, and must not load numba or compile the solver (the
    # solver's search holds the interpreter, which would stall every request).
    from cardavia.web import ai_work

    ai_work.prepare(config)


def decide(config: WorkerConfig, job: JsonDict) -> JsonDict:
    """The action the AI player to move chooses (imported in the worker, see ``warm``)."""
    from cardavia.web import ai_work

    return ai_work.decide(config, job)


def advise(config: WorkerConfig, job: JsonDict) -> JsonDict:
    """The hint for the human seat, as the browser is sent it (see ``warm``)."""
    from cardavia.web import ai_work

    return ai_work.advise(config, job)


def analyse(config: WorkerConfig, job: JsonDict) -> JsonDict:
    """One decision of a finished deal analysed for its review (see ``warm``)."""
    from cardavia.web import ai_work

    return ai_work.analyse(config, job)


def summarise(config: WorkerConfig, job: JsonDict) -> JsonDict:
    """A deal's analysis from its decisions analysed one by one (see ``warm``)."""
    from cardavia.web import ai_work

    return ai_work.summarise(config, job)


def ready() -> None:
    """A job that does nothing: sent at start so that each worker starts and warms now."""


class AiPool:
    """The workers of one web app: started with it, closed with it."""

    def __init__(self, config: WorkerConfig, processes: int) -> None:
        self.config = config
        self.processes = processes
        self._executor: Executor | None = None
        self._lock = threading.Lock()

    def start(self) -> None:
        """Start the workers, each warming up, without waiting for them."""
        executor = self._current()
        for _ in range(self.processes):
            executor.submit(ready)

    async def decide(self, job: JsonDict) -> JsonDict:
        return await self._run(decide, job)

    async def advise(self, job: JsonDict) -> JsonDict:
        return await self._run(advise, job)

    async def analyse(self, job: JsonDict) -> JsonDict:
        """``job``: ``{"record": a finished deal, "seat": n, "index": i}``, i one of
        ``cardavia.games.looking_back.choices_of(record, n)``; the answer: that decision's
        ``DecisionAnalysis`` as JSON."""
        return await self._run(analyse, job)

    async def summarise(self, job: JsonDict) -> JsonDict:
        """``job``: ``{"record", "seat", "decisions": each decision's analysis as JSON}``;
        the answer: the seat's whole ``DealAnalysis`` as JSON (its marks, accuracy)."""
        return await self._run(summarise, job)

    async def close(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)

    async def _run(
        self, work: Callable[[WorkerConfig, JsonDict], JsonDict], job: JsonDict
    ) -> JsonDict:
        executor = self._current()
        try:
            return await asyncio.wrap_future(self._submit(executor, work, job))
        except BrokenProcessPool:
            log.warning("An AI worker died: the workers are replaced and the job sent again")
            return await asyncio.wrap_future(self._submit(self._replaced(executor), work, job))

    def _submit(
        self, executor: Executor, work: Callable[[WorkerConfig, JsonDict], JsonDict], job: JsonDict
    ) -> "Future[JsonDict]":
        return executor.submit(work, self.config, job)

    def _current(self) -> Executor:
        with self._lock:
            if self._executor is None:
                self._executor = self._new_executor()
            return self._executor

    def _replaced(self, broken: Executor) -> Executor:
        """A new pool in place of ``broken`` (once, however many jobs found it broken)."""
        with self._lock:
            if self._executor is broken or self._executor is None:
                self._executor = self._new_executor()
            replacement = self._executor
        broken.shutdown(wait=False, cancel_futures=True)
        return replacement

    def _new_executor(self) -> Executor:
        if self.processes == 0:
            return ThreadPoolExecutor(THREADS_WITHOUT_PROCESSES, "ai", warm, (self.config,))
        # Spawned, not forked: the web process runs threads, and a fork copies their locks.
        context = multiprocessing.get_context("spawn")
        return ProcessPoolExecutor(self.processes, context, serve, (os.getpid(), self.config))


def default_processes() -> int:
    return min(2, os.cpu_count() or 1)
