"""Hints are the costliest thing the server does: each is computed at most once per table
version (asking again, or from a second tab, gets the same answer), and a player may have
only a few computed in a short time."""

import asyncio
import time
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from math import ceil

from cardavia.core.game import JsonDict

# A player with the hint open gets one at every decision, and Skat's bidding against fast
# AI players can bring ten in a few seconds: the allowance stops floods, not play.
HINTS_PER_WINDOW = 30
WINDOW_SECONDS = 60.0
REMEMBERED_HINTS = 512

Key = tuple[str, str, int]
"""Who asked, at which table, at which version."""


class TooManyHints(Exception):
    def __init__(self, retry_after: int) -> None:
        super().__init__(f"too many hints: retry after {retry_after} s")
        self.retry_after = retry_after


class HintDesk:
    """The hints of one web app, asked for and awaited on its event loop."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._answers: OrderedDict[Key, asyncio.Future[JsonDict]] = OrderedDict()
        self._asked: dict[str, deque[float]] = {}

    async def hint(
        self, owner: str, table_id: str, version: int, compute: Callable[[], Awaitable[JsonDict]]
    ) -> JsonDict:
        """The hint at ``version``: the one already computed (or being computed) for it, or
        ``compute()``'s, counted against the player's allowance."""
        key = (owner, table_id, version)
        answer = self._answers.get(key)
        if answer is None:
            self._count(owner)
            answer = self._answers[key] = asyncio.ensure_future(compute())
            answer.add_done_callback(lambda done: self._forget_if_failed(key, done))
        else:
            self._answers.move_to_end(key)
        while len(self._answers) > REMEMBERED_HINTS:
            self._answers.popitem(last=False)
        # Shielded: an asker who leaves does not cancel the hint others are waiting for.
        return await asyncio.shield(answer)

    def _forget_if_failed(self, key: Key, done: "asyncio.Future[JsonDict]") -> None:
        """A hint that failed is not kept: the next asker computes it again."""
        if (done.cancelled() or done.exception() is not None) and self._answers.get(key) is done:
            del self._answers[key]

    def _count(self, owner: str) -> None:
        now = self._clock()
        asked = self._asked.setdefault(owner, deque())
        while asked and asked[0] <= now - WINDOW_SECONDS:
            asked.popleft()
        if len(asked) >= HINTS_PER_WINDOW:
            raise TooManyHints(max(1, ceil(asked[0] + WINDOW_SECONDS - now)))
        asked.append(now)
        self._forget_quiet_players(now)

    def _forget_quiet_players(self, now: float) -> None:
        if len(self._asked) > 4 * REMEMBERED_HINTS:
            quiet = [who for who, asked in self._asked.items() if asked[-1] <= now - WINDOW_SECONDS]
            for who in quiet:
                del self._asked[who]
