"""Undo at an AI table: your last card comes back while nobody has played after it; a bid,
a card another seat has answered, or a stale version is refused with 409 and changes
nothing; the AI players take their turns only when this test lets them."""

from typing import Any

import pytest
from fastapi.testclient import TestClient
from table_play import stored_session

from cardavia.web.ai_runner import AiRunner
from cardavia.web.service import TableService

View = dict[str, Any]


@pytest.fixture
def client(still_client: TestClient) -> TestClient:
    return still_client


def service(client: TestClient) -> TableService:
    return client.app.state.service  # type: ignore[attr-defined, no-any-return]


def ai_step(client: TestClient, table_id: str) -> Any:
    """One AI player's turn, as the runner takes it (None: no AI moved)."""
    runner: AiRunner = client.app.state.runner  # type: ignore[attr-defined]
    assert client.portal is not None
    return client.portal.call(runner.step, table_id)


def read(client: TestClient, table_id: str) -> View:
    return client.get(f"/api/tables/{table_id}").json()  # type: ignore[no-any-return]


def act(client: TestClient, view: View, action: dict[str, Any]) -> View:
    answer = client.post(
        f"/api/tables/{view['id']}/actions", json={"version": view["version"], "action": action}
    )
    assert answer.status_code == 200, answer.json()
    return answer.json()  # type: ignore[no-any-return]


def undo(client: TestClient, view: View) -> Any:
    return client.post(f"/api/tables/{view['id']}/undo", json={"version": view["version"]})


def ai_moves(client: TestClient, table_id: str) -> View:
    """Let the AI players move until it is the human's turn."""
    while ai_step(client, table_id) is not None:
        pass
    return read(client, table_id)


def your_card_turn(client: TestClient, game: str) -> View:
    """The first time the human is to play a card (bidding with the first offered call)."""
    # The rule-based players (easy): their bids do not depend on how busy the machine is.
    view = client.post("/api/tables", json={"game": game, "seed": 3, "level": "easy"}).json()
    view = ai_moves(client, view["id"])
    while view["observation"]["phase"] != "play":
        view = act(client, view, view["observation"]["legal_actions"][0])
        view = ai_moves(client, view["id"])
    return view


def playable(view: View) -> str:
    return next(entry["card"] for entry in view["hand"] if entry["playable"])  # type: ignore[no-any-return]


def stored_actions(client: TestClient, table_id: str) -> list[dict[str, Any]]:
    return stored_session(service(client).store, table_id)["deals"][-1]["actions"]  # type: ignore[no-any-return]


def without_version(view: View) -> View:
    return {key: value for key, value in view.items() if key not in ("version", "ai_to_move")}


@pytest.mark.parametrize("game", ["schafkopf", "jass", "skat"])
def test_your_last_card_comes_back_and_leaves_no_trace(client: TestClient, game: str) -> None:
    before = your_card_turn(client, game)
    actions = stored_actions(client, before["id"])
    played = act(client, before, {"play": playable(before)})
    assert played["ai_to_move"] or played["your_turn"]
    answer = undo(client, played)
    assert answer.status_code == 200, answer.json()
    back = answer.json()
    assert back["version"] == played["version"] + 1
    # The same table as before the card, nothing more shown (hidden cards stay hidden).
    assert without_version(back) == without_version(before)
    assert stored_actions(client, before["id"]) == actions


def test_a_card_another_seat_has_answered_stays(client: TestClient) -> None:
    before = your_card_turn(client, "schafkopf")
    played = act(client, before, {"play": playable(before)})
    if not played["ai_to_move"]:
        pytest.skip("the card ended the trick and you lead again")
    answered = ai_moves(client, before["id"])
    refused = undo(client, answered)
    assert refused.status_code == 409
    assert "Only your last card can be taken back" in refused.json()["detail"]
    assert read(client, before["id"]) == answered


def test_a_bid_cannot_be_taken_back(client: TestClient) -> None:
    view = ai_moves(
        client, client.post("/api/tables", json={"game": "skat", "seed": 3}).json()["id"]
    )
    assert view["observation"]["phase"] == "bidding" and view["your_turn"]
    bid = act(client, view, view["observation"]["legal_actions"][0])
    refused = client.post(
        f"/api/tables/{bid['id']}/undo", json={"version": bid["version"]},
        headers={"accept-language": "de"},
    )  # fmt: skip
    assert refused.status_code == 409
    assert "Nur deine letzte Karte" in refused.json()["detail"]
    assert read(client, bid["id"]) == bid


def test_an_undo_on_a_stale_version_is_refused(client: TestClient) -> None:
    before = your_card_turn(client, "jass")
    played = act(client, before, {"play": playable(before)})
    refused = undo(client, before)
    assert refused.status_code == 409 and "moved on" in refused.json()["detail"]
    assert read(client, before["id"]) == played


def test_the_ai_racing_an_undo_loses_cleanly(client: TestClient) -> None:
    """The AI read the table before the undo and stores its move after it: its move is
    refused by the version check and the AI leaves the table to the human."""
    before = your_card_turn(client, "schafkopf")
    played = act(client, before, {"play": playable(before)})
    tables = service(client)
    job = tables.ai_job(played["id"])
    assert job is not None, "an AI answers the card"
    assert undo(client, played).status_code == 200
    answer = job.loaded.session.current.legal_actions()[0].to_json()
    assert tables.store_ai_action(job, answer) is None
    after = read(client, played["id"])
    assert without_version(after) == without_version(before) and after["your_turn"]
