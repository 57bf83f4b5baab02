"""Several people at one app, each with a browser identity of their own (a cookie jar),
through one test client; and the checks that each sees only what their seat may."""

import time
from typing import Any

import httpx2 as httpx
from fastapi.testclient import TestClient
from table_play import state_at, stored_session

from cardavia.core.game import State
from cardavia.games.registry import GAMES
from cardavia.store.tables import TableStore
from test_conformance import KNOWLEDGE, card_codes

View = dict[str, Any]
LOOK = {
    "hair": "short",
    "hair_colour": "brown",
    "hat": "none",
    "beard": "none",
    "glasses": False,
    "skin": "light",
    "coat": "green",
}


class Person:
    """One browser: its own cookie, so its own identity, at the shared test client."""

    def __init__(self, client: TestClient, name: str | None = None) -> None:
        self.client = client
        self.jar = httpx.Cookies()
        if name is not None:
            answer = self.call("PUT", "/api/me", json={"name": name, "look": LOOK})
            assert answer.status_code == 200, answer.text

    def call(self, method: str, url: str, **options: Any) -> httpx.Response:
        self.client.cookies = self.jar
        try:
            return self.client.request(method, url, **options)
        finally:
            self.jar = self.client.cookies

    def get(self, url: str, **options: Any) -> httpx.Response:
        return self.call("GET", url, **options)

    def post(self, url: str, **options: Any) -> httpx.Response:
        return self.call("POST", url, **options)

    def read(self, table_id: str) -> View:
        answer = self.get(f"/api/tables/{table_id}")
        assert answer.status_code == 200, answer.text
        return answer.json()  # type: ignore[no-any-return]


def share(
    host: Person, game: str, open_seats: list[int], public: bool = False, **shared: Any
) -> View:
    body = {"game": game, "level": "easy", "shared": {"open_seats": open_seats, "public": public}}
    body["shared"].update(shared)
    answer = host.post("/api/tables", json=body)
    assert answer.status_code == 201, answer.text
    return answer.json()  # type: ignore[no-any-return]


def sit(person: Person, view: View, seat: int) -> View:
    invitation = view["shared"]["invitation"]
    answer = person.post(f"/api/invitations/{invitation}/seat", json={"seat": seat})
    assert answer.status_code == 200, answer.text
    return answer.json()  # type: ignore[no-any-return]


def may_know(game: str, state: State, seat: int | None) -> set[str]:
    """The card codes a seat may know now; a spectator: only what every seat knows."""
    knowledge = KNOWLEDGE[game]
    if seat is not None:
        return knowledge(state, seat)[0]
    return set.intersection(*(knowledge(state, s)[0] for s in range(GAMES[game].players)))


def check_seat_view(store: TableStore, view: View) -> None:
    """No card in ``view`` that its reader's seat may not know at its version (the deal as
    stored replayed to it); a spectator (and everybody before the host starts) holds no
    hand."""
    check_view_of(view, state_at(stored_session(store, view["id"]), view["version"]))


def check_view_of(view: View, state: State) -> None:
    """``check_seat_view`` with the deal's ``state`` at the view's version given."""
    reader = view["human"]
    started = view.get("shared") is None or view["shared"]["started"]
    if reader is None or not started:
        assert view["hand"] == [] and view["observation"]["hand"] == []
    shown = set(card_codes(view))
    allowed = may_know(view["game"], state, reader if started else None)
    assert shown <= allowed, f"version {view['version']} shows {sorted(shown - allowed)}"


def wait_until(person: Person, table_id: str, done: Any, seconds: float = 60) -> View:
    """Read the table until ``done(view)``."""
    deadline = time.monotonic() + seconds
    while True:
        view = person.read(table_id)
        if done(view):
            return view
        assert time.monotonic() < deadline, f"the table never got there: {view['observation']}"
        time.sleep(0.01)
