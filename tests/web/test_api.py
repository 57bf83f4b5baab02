"""The JSON API: complete deals of every game over HTTP, conflicts, ownership, bad input,
resuming after a restart, and no card shown before the rules reveal it."""

import json
import random
from typing import Any

import pytest
from fastapi.testclient import TestClient
from table_play import (
    View,
    check_no_leak,
    play_deal,
    state_at,
    stored_session,
    wait_for_human,
)

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.player import RandomPlayer
from cardavia.ai.search.player import SearchPlayer
from cardavia.games.registry import GAMES
from cardavia.games.skat.scoring import SkatResult
from cardavia.store.tables import TableStore
from cardavia.web.app import create_app
from cardavia.web.difficulty import AiPlayers
from cardavia.web.settings import Settings


def store_of(client: TestClient) -> TableStore:
    return client.app.state.service.store  # type: ignore[attr-defined, no-any-return]


def start(client: TestClient, game: str, seed: int = 1) -> View:
    answer = client.post("/api/tables", json={"game": game, "seed": seed})
    assert answer.status_code == 201, answer.json()
    return answer.json()  # type: ignore[no-any-return]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_complete_deals_through_http_show_nothing_hidden(client: TestClient, game: str) -> None:
    store = store_of(client)

    def check(view: View) -> None:
        check_no_leak(store, view)

    view = start(client, game)
    rng = random.Random(game)
    for deal in (1, 2):
        view = play_deal(client, view, rng, check)
        assert view["deal_over"] and view["result"] is not None
        assert len(view["scores"]["deals"]) == deal
        per_seat = zip(*view["scores"]["deals"], strict=True)
        assert view["scores"]["totals"] == [sum(scores) for scores in per_seat]
        results = view["scores"]["results"]  # each finished deal's result, for the sheet
        assert len(results) == deal and results[-1] == view["result"]
        if game == "jass" and view["match_over"]:
            break
        answer = client.post(f"/api/tables/{view['id']}/next", json={"version": view["version"]})
        assert answer.status_code == 200, answer.json()
        view = answer.json()
        check(view)
        assert view["deal_number"] == deal + 1 and not view["deal_over"]


def test_a_finished_skat_deal_says_with_or_without_the_matadors(client: TestClient) -> None:
    """The record gives the matadors as a count; the table says "with 2" or "without 2"."""
    store = store_of(client)
    rng = random.Random(5)
    seen = set()
    for seed in range(1, 40):
        view = play_deal(client, start(client, "skat", seed), rng, lambda view: None)
        shown = view["result"]
        result = state_at(stored_session(store, view["id"]), view["version"]).result()
        assert isinstance(result, SkatResult)
        assert (shown["matadors"], shown["matadors_with"]) == (
            result.matadors,
            result.matadors_with,
        )
        seen.add(shown["matadors_with"])
        if {True, False} <= seen:
            return
    raise AssertionError(f"40 deals played, matadors_with seen only as {seen}")


def test_stale_or_repeated_action_gets_409_and_changes_nothing(client: TestClient) -> None:
    view = wait_for_human(client, start(client, "jass")["id"], lambda v: None)
    action = view["observation"]["legal_actions"][0]
    url = f"/api/tables/{view['id']}/actions"
    first = client.post(url, json={"version": view["version"], "action": action})
    assert first.status_code == 200
    after = client.get(f"/api/tables/{view['id']}").json()
    repeated = client.post(url, json={"version": view["version"], "action": action})
    assert repeated.status_code == 409
    assert "moved on" in repeated.json()["detail"]
    again = client.get(f"/api/tables/{view['id']}").json()
    assert again["version"] >= after["version"]
    assert (
        again["observation"]["history"][: len(after["observation"]["history"])]
        == (after["observation"]["history"])
    )
    stored = stored_session(store_of(client), view["id"])
    assert len(stored["deals"][0]["actions"]) == again["version"]


def test_another_browser_gets_404(client: TestClient) -> None:
    view = start(client, "schafkopf")
    stranger = TestClient(client.app)  # its own cookie jar: another browser
    assert stranger.get(f"/api/tables/{view['id']}").status_code == 404
    answer = stranger.post(
        f"/api/tables/{view['id']}/actions",
        json={"version": view["version"], "action": {"pass": True}},
    )
    assert answer.status_code == 404
    assert client.get(f"/api/tables/{view['id']}").status_code == 200
    assert client.get("/api/tables/nosuchtable").status_code == 404


def _unchanged(client: TestClient, view: View, answer: Any, status: int) -> None:
    assert answer.status_code == status, answer.json()
    assert answer.json()["detail"]
    now = client.get(f"/api/tables/{view['id']}").json()
    assert now["version"] == view["version"]
    assert now["observation"] == view["observation"]


def test_illegal_and_malformed_actions_get_4xx_and_change_nothing(client: TestClient) -> None:
    view = wait_for_human(client, start(client, "jass")["id"], lambda v: None)
    url = f"/api/tables/{view['id']}/actions"
    if view["observation"]["phase"] == "choosing":
        view = client.post(
            url, json={"version": view["version"], "action": {"choose": "obenabe"}}
        ).json()
        view = wait_for_human(client, view["id"], lambda v: None)
    refused = [card for card in view["hand"] if not card["playable"]]
    version = view["version"]
    if refused:  # a card the follow rules forbid: the reason is the answer
        answer = client.post(url, json={"version": version, "action": {"play": refused[0]["card"]}})
        _unchanged(client, view, answer, 400)
        assert answer.json()["detail"] == refused[0]["reason"]
    not_held = next(c for c in ("r6", "rA", "b6", "bA") if c not in view["observation"]["hand"])
    answer = client.post(url, json={"version": version, "action": {"play": not_held}})
    _unchanged(client, view, answer, 400)
    assert "do not hold" in answer.json()["detail"]
    for bad in ({"play": "x9"}, {"fly": True}, {}):
        _unchanged(client, view, client.post(url, json={"version": version, "action": bad}), 422)
    _unchanged(client, view, client.post(url, json={"version": "v", "action": {}}), 422)
    not_json = client.post(url, content=b"not json")
    _unchanged(client, view, not_json, 422)
    assert not_json.json()["detail"] == "This request is not understood: look at body"


def test_an_unknown_game_gets_422_and_a_pack_of_another_game_400(client: TestClient) -> None:
    assert client.post("/api/tables", json={"game": "poker"}).status_code == 422
    answer = client.post("/api/tables", json={"game": "jass", "pack": "bavarian"})
    assert answer.status_code == 400 and "cannot play jass" in answer.json()["detail"]


def test_a_table_resumes_after_the_app_is_recreated(settings: Settings) -> None:
    with TestClient(create_app(settings)) as first:
        view = wait_for_human(first, start(first, "skat")["id"], lambda v: None)
        cookies = dict(first.cookies)
    with TestClient(create_app(settings), cookies=cookies) as second:
        again = second.get(f"/api/tables/{view['id']}")
        assert again.status_code == 200
        assert again.json()["observation"] == view["observation"]
        assert again.json()["version"] == view["version"]


def test_openapi_documents_the_table_routes(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert {
        "/api/tables",
        "/api/tables/{table_id}",
        "/api/tables/{table_id}/actions",
        "/api/tables/{table_id}/next",
        "/api/tables/{table_id}/events",
    } <= set(paths)


def test_events_stream_each_ai_move_as_it_is_played(settings: Settings) -> None:
    settings.ai_delay = 0.01
    with TestClient(create_app(settings)) as client:
        # Seed 2: an AI player is forehand, so AI moves come before the human's turn.
        view = start(client, "schafkopf", seed=2)
        assert not view["your_turn"]
        versions = []
        with client.stream("GET", f"/api/tables/{view['id']}/events") as events:
            for line in events.iter_lines():
                if line.startswith("data: "):
                    seen = json.loads(line[len("data: ") :])
                    check_no_leak(store_of(client), seen)
                    versions.append(seen["version"])
                    if seen["your_turn"] or seen["deal_over"]:
                        break
        # One event per AI move: the versions count up one by one from the start.
        assert versions == list(range(versions[0], versions[0] + len(versions)))
        assert versions[0] == 0 and len(versions) >= 2


def test_ai_speed_is_a_table_setting_not_a_move(client: TestClient) -> None:
    view = start(client, "skat")
    url = f"/api/tables/{view['id']}/speed"
    assert view["speed"] == "normal"
    answer = client.put(url, json={"speed": "fast"})
    assert answer.status_code == 200 and answer.json()["speed"] == "fast"
    assert client.get(f"/api/tables/{view['id']}").json()["speed"] == "fast"
    refused = client.put(url, json={"speed": "warp"})
    assert refused.status_code == 422 and "slow, normal, fast" in refused.json()["detail"]


def test_a_jass_match_can_start_from_a_score_and_ends_at_3000(client: TestClient) -> None:
    answer = client.post(
        "/api/tables", json={"game": "jass", "seed": 3, "match_score": [2950, 2990]}
    )
    assert answer.status_code == 201
    view = answer.json()
    assert view["observation"]["scores_before"] == [2950, 2990]
    view = play_deal(client, view, random.Random(3), lambda v: None)
    assert view["match_over"] and not view["can_deal_next"]
    assert max(view["scores"]["totals"]) >= 3000
    assert (
        client.post(f"/api/tables/{view['id']}/next", json={"version": view["version"]}).status_code
        == 400
    )
    refused = client.post("/api/tables", json={"game": "skat", "match_score": [10, 10]})
    assert refused.status_code == 400


def test_a_table_is_played_at_the_level_chosen_when_it_starts(client: TestClient) -> None:
    assert start(client, "skat")["level"] == "normal"
    strong = client.post("/api/tables", json={"game": "jass", "seed": 2, "level": "strong"})
    assert strong.status_code == 201 and strong.json()["level"] == "strong"
    assert client.get(f"/api/tables/{strong.json()['id']}").json()["level"] == "strong"
    bad = client.post("/api/tables", json={"game": "jass", "level": "grandmaster"})
    assert bad.status_code == 422 and "easy, normal, strong" in bad.json()["detail"]
    german = {"accept-language": "de"}
    bad = client.post("/api/tables", json={"game": "jass", "level": "hard"}, headers=german)
    assert bad.json()["detail"] == "Die KI-Stufe ist eine von easy, normal, strong, nicht 'hard'"


def test_each_level_has_its_own_players() -> None:
    players = AiPlayers()
    assert isinstance(players.for_level("easy"), HeuristicPlayer)
    normal, strong = players.for_level("normal"), players.for_level("strong")
    assert isinstance(normal, SearchPlayer) and isinstance(strong, SearchPlayer)
    assert strong.samples > normal.samples and strong.budget_seconds > normal.budget_seconds
    assert players.for_level("normal") is normal
    assert isinstance(AiPlayers("random").for_level("strong"), RandomPlayer)
