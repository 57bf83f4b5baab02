"""What a load run measured, with the figures derived from it."""

from dataclasses import asdict, dataclass
from typing import Any

from cardavia.benchmarks.load.machine import CpuSeconds
from cardavia.benchmarks.timing import percentile_ms

REQUEST_PERCENTILES = (50, 95, 99)
ANSWER_PERCENTILES = (50, 95)


def percentiles(seconds: list[float], which: tuple[int, ...]) -> dict[str, float | None]:
    """``{"p50": ms, ...}``; None where nothing was timed."""
    return {f"p{p}": percentile_ms(seconds, p) if seconds else None for p in which}


@dataclass(frozen=True)
class OwnServer:
    """The server the bench started itself: how soon it served, and settled."""

    first_page_seconds: float
    settled_seconds: float


@dataclass(frozen=True)
class LoadFigures:
    tables: int
    """Tables played at once: one bot each."""
    tables_started: int
    """A bot whose Jass match ends starts a new table, so this may exceed ``tables``."""
    deals: int
    actions: int
    """Stored actions: the version increments the bots saw, summed over their tables."""
    seconds: float
    """From the bots' start to the last one's end."""
    request_seconds: dict[str, list[float]]
    """Every answered request but the streams, by kind (start, action, next, ...)."""
    errors: dict[str, int]
    answer_seconds: list[float]
    """From a move's answer to the stream's first view of the AI players' answer."""
    cpu: CpuSeconds | None
    """The measured server processes' CPU time during the run; None when none was named."""
    bench_cpu_seconds: float
    """The bench's own CPU time (it may share the machine with the server)."""
    load_before: str
    load_after: str
    urls: list[str]
    own_server: OwnServer | None

    @property
    def requests(self) -> int:
        return sum(len(seconds) for seconds in self.request_seconds.values())

    @property
    def all_request_seconds(self) -> list[float]:
        return [second for seconds in self.request_seconds.values() for second in seconds]

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def cpu_ms_per_action(self) -> float | None:
        if self.cpu is None or not self.actions:
            return None
        return 1000 * self.cpu.total / self.actions

    def to_json(self) -> dict[str, Any]:
        return {
            "tables": self.tables,
            "tables_started": self.tables_started,
            "deals_completed": self.deals,
            "actions_stored": self.actions,
            "seconds": self.seconds,
            "actions_per_second": self.actions_per_second,
            "requests": self.requests,
            "request_ms": percentiles(self.all_request_seconds, REQUEST_PERCENTILES),
            "requests_by_kind": {
                kind: {"count": len(seconds), **percentiles(seconds, REQUEST_PERCENTILES)}
                for kind, seconds in sorted(self.request_seconds.items())
            },
            "errors": dict(sorted(self.errors.items())),
            "ai_answer_ms": {
                "count": len(self.answer_seconds),
                **percentiles(self.answer_seconds, ANSWER_PERCENTILES),
            },
            "server_cpu_seconds": None if self.cpu is None else self.cpu.total,
            "server_cpu": None if self.cpu is None else asdict(self.cpu),
            "bench_cpu_seconds": self.bench_cpu_seconds,
            "cpu_ms_per_action": self.cpu_ms_per_action,
            "load_before": self.load_before,
            "load_after": self.load_after,
            "urls": self.urls,
            "own_server": None if self.own_server is None else asdict(self.own_server),
        }
