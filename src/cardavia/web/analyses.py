"""Analyses of kept deals: each seat's analysis computed once, one decision at a time in
the AI workers (``AiPool.analyse``), each decision stored as it comes so that anybody can
follow the progress, and the whole stored once every decision is done.

Whichever web process claims an analysis first (the store's primary key decides) computes
it; one that stops half-way leaves it to be carried on, from where it stands, by the next
process asked for it once it has been quiet for ``STALLED_AFTER``."""

import asyncio
import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from starlette.concurrency import run_in_threadpool

from cardavia.core.errors import BadNotation
from cardavia.core.game import JsonDict
from cardavia.games.looking_back import choices_of
from cardavia.games.registry import GAMES
from cardavia.store.deals import DealStore, KeptDeal, StoredAnalysis
from cardavia.web.ai_pool import AiPool

log = logging.getLogger(__name__)
STALLED_AFTER = timedelta(minutes=2)
"""Far longer than one decision takes: an analysis quiet for this long has lost its process."""

Key = tuple[str, int]


@dataclass(frozen=True)
class AnalysisState:
    """Where one seat's analysis of a deal stands."""

    state: str  # "none", "running" or "done"
    done: int
    total: int
    decisions: list[JsonDict]
    analysis: JsonDict | None

    def to_json(self) -> JsonDict:
        return {
            "state": self.state,
            "done": self.done,
            "total": self.total,
            "decisions": self.decisions,
            "analysis": self.analysis,
        }


NOT_STARTED = AnalysisState("none", 0, 0, [], None)


class Analyses:
    """The analyses this web process computes, started on its event loop."""

    def __init__(self, deals: DealStore, pool: AiPool) -> None:
        self.deals = deals
        self.pool = pool
        self._running: dict[Key, asyncio.Task[None]] = {}

    async def state(self, deal: KeptDeal, seat: int) -> AnalysisState:
        _check_seat(deal, seat)
        stored = await run_in_threadpool(self.deals.analysis, deal.id, seat)
        return NOT_STARTED if stored is None else _state(stored)

    async def start(self, deal: KeptDeal, seat: int) -> AnalysisState:
        """The seat's analysis begun (or carried on, if its process stopped); as it stands
        when it is already running or done."""
        _check_seat(deal, seat)
        key = (deal.id, seat)
        stored = await run_in_threadpool(self.deals.analysis, deal.id, seat)
        if stored is None:
            total = len(choices_of(deal.record, seat))
            if await run_in_threadpool(self.deals.claim_analysis, deal.id, seat, total):
                self._begin(key, deal, seat)
        elif not stored.finished and key not in self._running and _stalled(stored):
            quiet_since = datetime.now(UTC) - STALLED_AFTER
            if await run_in_threadpool(self.deals.take_over_analysis, stored, quiet_since):
                self._begin(key, deal, seat)
        return await self.state(deal, seat)

    async def stop(self) -> None:
        """Stop the analyses in progress (the app is closing): another process carries them
        on from where they stand."""
        for task in list(self._running.values()):
            task.cancel()
        await asyncio.gather(*self._running.values(), return_exceptions=True)

    def _begin(self, key: Key, deal: KeptDeal, seat: int) -> None:
        task = asyncio.create_task(self._analyse(deal, seat))
        self._running[key] = task
        task.add_done_callback(lambda _: self._running.pop(key, None))

    async def _analyse(self, deal: KeptDeal, seat: int) -> None:
        try:
            stored = await run_in_threadpool(self.deals.analysis, deal.id, seat)
            assert stored is not None, "an analysis is begun once it is claimed"
            decisions = list(stored.decisions)
            for index in choices_of(deal.record, seat)[len(decisions) :]:
                job = {"record": deal.record, "seat": seat, "index": index}
                decision = await self.pool.analyse(job)
                await run_in_threadpool(
                    self.deals.add_decision, deal.id, seat, len(decisions), decision
                )
                decisions.append(decision)
            job = {"record": deal.record, "seat": seat, "decisions": decisions}
            whole = await self.pool.summarise(job)
            await run_in_threadpool(self.deals.finish_analysis, deal.id, seat, whole)
        except asyncio.CancelledError:
            raise
        except Exception:  # left for the next asker to carry on once it is quiet
            log.exception("The analysis of deal %s, seat %s stopped", deal.id, seat)


def _check_seat(deal: KeptDeal, seat: int) -> None:
    players = GAMES[deal.game].players
    if not 0 <= seat < players:
        raise BadNotation("A seat is a number from 0 to {last}", last=players - 1)


def _stalled(stored: StoredAnalysis) -> bool:
    return datetime.now(UTC) - stored.updated_at > STALLED_AFTER


def _state(stored: StoredAnalysis) -> AnalysisState:
    state = "done" if stored.finished else "running"
    return AnalysisState(state, stored.done, stored.total, stored.decisions, stored.analysis)
