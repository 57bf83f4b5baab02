"""Playing a table through the HTTP API as a browser would, checking every answer."""

import random
import time
from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient

from cardavia.core.game import State
from cardavia.records import replay
from cardavia.store.tables import TableStore
from cardavia.web.sessions import StoredSession
from test_conformance import KNOWLEDGE, card_codes

View = dict[str, Any]


def state_at(session: dict[str, Any], version: int) -> State:
    """The current deal as it stood at table ``version``: each action and each "next deal"
    moves the version on by one."""
    records = session["deals"]
    for number, record in enumerate(records):
        actions = record["actions"]
        if version <= len(actions) or number == len(records) - 1:
            return replay({**record, "actions": actions[:version]})
        version -= len(actions) + 1
    raise AssertionError("unreachable")


def stored_session(store: TableStore, table_id: str) -> dict[str, Any]:
    """The table's whole play as stored (``cardavia-table/1``)."""
    play = store.play(table_id)
    assert play is not None and play.session is not None
    return StoredSession(play.session, play.actions).to_json()


def check_no_leak(store: TableStore, view: View) -> None:
    """Every card code in ``view`` is one the human seat may know at that version."""
    state = state_at(stored_session(store, view["id"]), view["version"])
    may_know, _ = KNOWLEDGE[view["game"]](state, view["human"])
    seen = set(card_codes(view))
    assert seen <= may_know, f"version {view['version']} shows {sorted(seen - may_know)}"


def wait_for_human(client: TestClient, table_id: str, check: Callable[[View], None]) -> View:
    """Poll the table until it is the human's turn or the deal is over (generously: the AI
    players' search is slow on a busy machine)."""
    deadline = time.monotonic() + 120
    while True:
        view = client.get(f"/api/tables/{table_id}").json()
        check(view)
        if view["your_turn"] or view["deal_over"]:
            return view
        assert time.monotonic() < deadline, "the AI players never handed the turn back"
        time.sleep(0.005)


def play_deal(
    client: TestClient, view: View, rng: random.Random, check: Callable[[View], None]
) -> View:
    """Play the human's turns with random legal actions until the deal is over."""
    table_id = view["id"]
    view = wait_for_human(client, table_id, check)
    while not view["deal_over"]:
        action = rng.choice(view["observation"]["legal_actions"])
        answer = client.post(
            f"/api/tables/{table_id}/actions", json={"version": view["version"], "action": action}
        )
        assert answer.status_code == 200, answer.json()
        check(answer.json())
        view = wait_for_human(client, table_id, check)
    return view
