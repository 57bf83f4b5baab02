"""``cardavia bench together``: how soon one person's card appears in the other person's
browser at a shared table.

Two people, Anna and Bernd, share each Schafkopf table with two AI players. Anna sends her
requests to the first server and follows the table's stream there; Bernd uses the last
server. Given two servers (two processes on one PostgreSQL database), each card crosses
from one process to the other. Each time a person plays a card, the bench times from
sending it to the first view of the other person's stream that shows it.
"""

import contextlib
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from cardavia.benchmarks.load.client import Browser, JsonDict
from cardavia.benchmarks.load.figures import percentiles
from cardavia.benchmarks.load.machine import uptime
from cardavia.benchmarks.load.recorder import Recorder
from cardavia.benchmarks.load.server import RunningServer, started_server
from cardavia.benchmarks.load.stream import TableStream

WAIT_SECONDS = 120.0
LOOK = {
    "hair": "short",
    "hair_colour": "black",
    "hat": "feathered",
    "beard": "none",
    "glasses": False,
    "skin": "tan",
    "coat": "green",
}


@dataclass
class Person:
    name: str
    server: str
    browser: Browser
    stream: TableStream | None = None


@dataclass
class TogetherFigures:
    servers: list[str]
    tables: int
    seconds: list[float] = field(default_factory=list)
    """From a person's card sent to the other person's stream showing it."""
    errors: dict[str, int] = field(default_factory=dict)
    load_before: str = ""
    load_after: str = ""

    def to_json(self) -> JsonDict:
        return {
            "servers": self.servers,
            "tables": self.tables,
            "cards": len(self.seconds),
            "card_shown_ms": {
                **percentiles(self.seconds, (50, 95)),
                "max": 1000 * max(self.seconds) if self.seconds else None,
            },
            "errors": self.errors,
            "load_before": self.load_before,
            "load_after": self.load_after,
        }


def measure(urls: list[str], tables: int, cards: int) -> TogetherFigures:
    """``tables`` shared tables played at once until each has seen ``cards`` people's cards."""
    figures = TogetherFigures(urls, tables, load_before=uptime())
    recorder = Recorder()
    lock = threading.Lock()

    def play(number: int) -> None:
        timed = _play_table(urls, recorder, cards, number)
        with lock:
            figures.seconds.extend(timed)

    threads = [threading.Thread(target=play, args=(n,)) for n in range(tables)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    figures.errors = dict(recorder.errors)
    figures.load_after = uptime()
    return figures


@contextlib.contextmanager
def servers(database_url: str | None) -> Iterator[list[RunningServer]]:
    """One server on a fresh SQLite file; or, given a PostgreSQL database, two processes."""
    if database_url is None:
        with started_server({}) as alone:
            yield [alone]
        return
    shared = {"CARDAVIA_DATABASE_URL": database_url}
    with started_server(shared) as first, started_server(shared) as second:
        yield [first, second]


def _play_table(urls: list[str], recorder: Recorder, cards: int, number: int) -> list[float]:
    anna = Person(f"Anna {number}", urls[0], Browser(recorder))
    bernd = Person(f"Bernd {number}", urls[-1], Browser(recorder))
    for person in (anna, bernd):
        person.browser.call(
            person.server, "PUT", "/api/me", "me", {"name": person.name, "look": LOOK}
        )
    shared = {"open_seats": [1], "turn_seconds": None}
    body = {"game": "schafkopf", "level": "easy", "shared": shared}
    view = anna.browser.call(anna.server, "POST", "/api/tables", "start", body)
    table_id, invitation = view["id"], view["shared"]["invitation"]
    path = f"/api/invitations/{invitation}/seat"
    bernd.browser.call(bernd.server, "POST", path, "seat", {"seat": 1})
    people = [anna, bernd]
    for person in people:
        person.stream = TableStream(person.browser, person.server, table_id, recorder)
        person.stream.start()
    try:
        anna.browser.call(anna.server, "POST", f"/api/tables/{table_id}/begin", "begin")
        return _play_cards(people, table_id, cards)
    finally:
        for person in people:
            if person.stream is not None:
                person.stream.close()
            person.browser.close()


def _play_cards(people: list[Person], table_id: str, cards: int) -> list[float]:
    """Each person plays their first legal action on their turn until ``cards`` cards were
    timed; both ask for the next deal when one ends."""
    timed: list[float] = []
    version = 0
    while len(timed) < cards:
        view = _settled(people[0], version)
        if view["deal_over"]:
            for person in people:
                _post(person, f"/api/tables/{table_id}/next", {"version": view["version"]})
            version = view["version"] + 1
            continue
        mover = people[view["observation"]["to_move"]]
        other = people[1 - people.index(mover)]
        mine = _at_least(mover, view["version"])
        action = mine["observation"]["legal_actions"][0]
        sent = time.perf_counter()
        body = {"version": mine["version"], "action": action}
        version = int(_post(mover, f"/api/tables/{table_id}/actions", body)["version"])
        _at_least(other, version)
        arrived = _stream(other).arrival_beyond(version - 1)
        if arrived is not None and "play" in action:
            timed.append(max(0.0, arrived - sent))
    return timed


def _post(person: Person, path: str, body: JsonDict) -> JsonDict:
    return person.browser.call(person.server, "POST", path, path.rsplit("/", 1)[-1], body)


def _at_least(person: Person, version: int) -> JsonDict:
    view = _stream(person).wait_for(lambda seen: seen["version"] >= version, WAIT_SECONDS)
    assert view is not None, f"{person.name}'s stream never showed version {version}"
    return view


def _settled(person: Person, version: int) -> JsonDict:
    """The table once, at ``version`` or later, a person is to move or the deal is over."""

    def settled(view: JsonDict) -> bool:
        to_move = view["observation"]["to_move"]
        started = view["shared"]["started"]
        return view["version"] >= version and started and (view["deal_over"] or to_move in (0, 1))

    view = _stream(person).wait_for(settled, WAIT_SECONDS)
    assert view is not None, "the table stopped"
    return view


def _stream(person: Person) -> TableStream:
    assert person.stream is not None
    return person.stream
