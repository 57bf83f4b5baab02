"""A bot: one player (its own cookie) at a table of its own, playing complete deals with no
time to think. On its turn it takes the first legal action the view lists; while the AI
players move it waits on the table's event stream, as the browser does."""

import http.client
import time
from dataclasses import dataclass, field

from cardavia.benchmarks.load.client import Browser, JsonDict, Refused
from cardavia.benchmarks.load.recorder import Recorder
from cardavia.benchmarks.load.stream import TableStream

GAMES = ("schafkopf", "jass", "skat")
"""The bots' games, in turn."""
LEVEL = "easy"
SPEED = "fast"
FAILURES_IN_A_ROW = 3
"""Refused or failed moves in a row after which a bot gives its table up."""
REQUEST_FAILED = (Refused, OSError, http.client.HTTPException)


@dataclass(frozen=True)
class Goal:
    """How long every bot plays: ``deals`` complete deals, or until ``deadline``
    (``time.monotonic()``)."""

    deals: int | None
    deadline: float | None = None

    def wants_more(self, deals_done: int) -> bool:
        return (self.deals is None or deals_done < self.deals) and not self.out_of_time()

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.monotonic() >= self.deadline


@dataclass(frozen=True)
class Servers:
    """Where a bot sends its requests, and where it keeps its table's stream."""

    actions: str
    stream: str


class GaveUp(Exception):
    """The bot cannot carry on at its table (counted as an error)."""


def settled(view: JsonDict) -> bool:
    """Nothing moves until the bot does: its turn, or the deal is over."""
    return bool(view["your_turn"] or view["deal_over"])


@dataclass
class Table:
    """The table a bot plays at, its stream, and the versions seen there."""

    id: str
    first_version: int
    stream: TableStream
    highest_version: int = field(init=False)

    def __post_init__(self) -> None:
        self.highest_version = self.first_version

    def see(self, view: JsonDict) -> JsonDict:
        self.highest_version = max(self.highest_version, int(view["version"]))
        return view

    def stored_actions(self) -> int:
        return max(self.highest_version, self.stream.highest_version()) - self.first_version


class Bot:
    def __init__(
        self, game: str, servers: Servers, goal: Goal, recorder: Recorder, wait_seconds: float
    ) -> None:
        self.game = game
        self.servers = servers
        self.goal = goal
        self.recorder = recorder
        self.wait_seconds = wait_seconds
        self.browser = Browser(recorder)
        self._failures = 0

    def run(self) -> None:
        """Play until the goal is reached (a Jass match that ends first: at a new table)."""
        deals = 0
        try:
            while self.goal.wants_more(deals):
                deals += self._play_a_table(deals)
        except GaveUp:
            self.recorder.error("table given up")
        finally:
            self.browser.close()

    def _play_a_table(self, deals_before: int) -> int:
        view = self._start()
        table = Table(view["id"], view["version"], self._follow(view["id"]))
        try:
            return self._play_deals(table, view, deals_before)
        finally:
            table.stream.close()
            self.recorder.stored(table.stored_actions())

    def _start(self) -> JsonDict:
        try:
            body = {"game": self.game, "level": LEVEL}
            view = self.browser.call(self.servers.actions, "POST", "/api/tables", "start", body)
            path = f"/api/tables/{view['id']}/speed"
            self.browser.call(self.servers.actions, "PUT", path, "speed", {"speed": SPEED})
        except REQUEST_FAILED as error:
            raise GaveUp("no table") from error
        self.recorder.table_started()
        return view

    def _follow(self, table_id: str) -> TableStream:
        stream = TableStream(self.browser, self.servers.stream, table_id, self.recorder)
        stream.start()
        return stream

    def _play_deals(self, table: Table, view: JsonDict, deals_before: int) -> int:
        """Complete deals played at the table (each counted once)."""
        deals = counted = 0
        while not self.goal.out_of_time():
            if not settled(view):
                view = self._await_turn(table, view)
            if view["deal_over"]:
                if view["deal_number"] > counted:
                    counted = view["deal_number"]
                    deals += 1
                    self.recorder.deal_completed()
                if not (self.goal.wants_more(deals_before + deals) and view["can_deal_next"]):
                    break
                view = self._move(table, "next", {"version": view["version"]})
            else:
                action = view["observation"]["legal_actions"][0]
                view = self._move(table, "actions", {"version": view["version"], "action": action})
        return deals

    def _move(self, table: Table, route: str, body: JsonDict) -> JsonDict:
        """The view after the move and, when the AI players were to answer it, after their
        moves; the time until the stream showed their first is recorded."""
        path = f"/api/tables/{table.id}/{route}"
        kind = "action" if route == "actions" else route
        try:
            answer = self.browser.call(self.servers.actions, "POST", path, kind, body)
        except REQUEST_FAILED as error:
            self._failures += 1
            if self._failures >= FAILURES_IN_A_ROW:
                raise GaveUp("moves refused") from error
            return self._read(table)  # the table as it is now, as the browser does
        returned = time.perf_counter()
        self._failures = 0
        table.see(answer)
        if not answer["ai_to_move"]:
            return answer
        view = self._await_turn(table, answer)
        arrived = table.stream.arrival_beyond(answer["version"])
        if arrived is not None:
            self.recorder.answer(max(0.0, arrived - returned))
        return view

    def _await_turn(self, table: Table, view: JsonDict) -> JsonDict:
        """The first view beyond ``view`` in which the bot is to act, from the stream."""
        version = view["version"]
        seen = table.stream.wait_for(
            lambda shown: shown["version"] > version and settled(shown), self.wait_seconds
        )
        if seen is not None:
            return table.see(seen)
        self.recorder.error("stream silent")
        current = self._read(table)
        if not settled(current):
            raise GaveUp("the AI players did not move")
        return current

    def _read(self, table: Table) -> JsonDict:
        path = f"/api/tables/{table.id}"
        try:
            return table.see(self.browser.call(self.servers.actions, "GET", path, "read"))
        except REQUEST_FAILED as error:
            raise GaveUp("the table cannot be read") from error
