"""What the bots observe, gathered from all their threads at once."""

import threading
from collections import Counter


class Recorder:
    """Request times by kind, errors by what went wrong, the AI's answer times, and counts
    of tables, completed deals and stored actions (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.request_seconds: dict[str, list[float]] = {}
        self.errors: Counter[str] = Counter()
        self.answer_seconds: list[float] = []
        self.tables = 0
        self.deals = 0
        self.actions = 0

    def request(self, kind: str, seconds: float) -> None:
        """An answered request (any status): from sending it to reading its whole answer."""
        with self._lock:
            self.request_seconds.setdefault(kind, []).append(seconds)

    def error(self, what: str) -> None:
        """A status that is not 2xx, an exception's name, or a stream that ended."""
        with self._lock:
            self.errors[what] += 1

    def answer(self, seconds: float) -> None:
        """From a move's answer to the stream's first view beyond it (an AI was to move)."""
        with self._lock:
            self.answer_seconds.append(seconds)

    def table_started(self) -> None:
        with self._lock:
            self.tables += 1

    def deal_completed(self) -> None:
        with self._lock:
            self.deals += 1

    def stored(self, actions: int) -> None:
        """Version increments seen at one table: each is one stored change."""
        with self._lock:
            self.actions += actions
