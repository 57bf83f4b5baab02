"""The machine beside the figures: its load, and the CPU time server processes used."""

import os
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK")
SETTLED_SHARE = 0.05
"""A server whose processes use less than this share of one core is idle."""
SETTLE_WINDOW_SECONDS = 1.0
SETTLE_LIMIT_SECONDS = 300.0


def uptime() -> str:
    """The ``uptime`` line: the load averages over 1, 5 and 15 minutes."""
    return subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()


def _stat_fields(pid: int) -> list[str] | None:
    """``/proc/PID/stat`` after the command's name (which may hold spaces); None once gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text.rsplit(")", 1)[1].split()


def _children() -> dict[int, list[int]]:
    """Every live process's children, by parent."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat_fields(int(entry.name))) is not None:
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    return children


def _tree(root: int, children: dict[int, list[int]]) -> list[int]:
    tree, waiting = [], [root]
    while waiting:
        pid = waiting.pop()
        tree.append(pid)
        waiting.extend(children.get(pid, []))
    return tree


@dataclass(frozen=True)
class CpuSeconds:
    """CPU time (user + system) of server processes and, apart, of their descendants (the
    AI workers, say), those that ended included."""

    processes: float
    descendants: float

    @property
    def total(self) -> float:
        return self.processes + self.descendants

    def __sub__(self, earlier: "CpuSeconds") -> "CpuSeconds":
        return CpuSeconds(
            self.processes - earlier.processes, self.descendants - earlier.descendants
        )


def _ticks(pid: int) -> tuple[int, int]:
    """The process's own CPU ticks, and those of its children it has waited for."""
    fields = _stat_fields(pid)
    if fields is None:
        return 0, 0
    utime, stime, cutime, cstime = (int(field) for field in fields[11:15])
    return utime + stime, cutime + cstime


def cpu_seconds(pids: list[int]) -> CpuSeconds:
    """The CPU time the processes and all their descendants have used so far."""
    children = _children()
    processes = descendants = 0
    for root in pids:
        own, waited = _ticks(root)
        processes += own
        descendants += waited + sum(sum(_ticks(pid)) for pid in _tree(root, children)[1:])
    return CpuSeconds(processes / TICKS_PER_SECOND, descendants / TICKS_PER_SECOND)


def settle(pids: list[int]) -> float:
    """Wait until the processes are idle (a server's AI workers warm up after it serves its
    first page, and that is no work for the bench to count); the seconds it took."""
    started = time.perf_counter()
    before = cpu_seconds(pids).total
    while time.perf_counter() - started < SETTLE_LIMIT_SECONDS:
        time.sleep(SETTLE_WINDOW_SECONDS)
        now = cpu_seconds(pids).total
        if now - before < SETTLED_SHARE * SETTLE_WINDOW_SECONDS:
            break
        before = now
    return time.perf_counter() - started
