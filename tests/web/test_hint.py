"""The hint at the table: on the human's turn the search player weighs the human's options
from what the human's seat may know; at any other moment it is refused and nothing changes."""

import random
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from table_play import View, wait_for_human

from cardavia.ai.search.player import SearchPlayer
from cardavia.games.registry import GAMES
from cardavia.web.app import create_app
from cardavia.web.difficulty import NORMAL, AiPlayers
from cardavia.web.settings import Settings

MEASURES = {"card_points", "win_chance", "score"}
CARDS_LEFT_TO_SOLVE = 4
"""The human's hand size at which card play is late enough for the solver to weigh it."""


@pytest.fixture
def settings(settings: Settings) -> Settings:
    """A cheap hint: a few sampled deals, with time enough never to cut them short."""
    settings.hint_samples = 3
    settings.hint_seconds = 5.0
    return settings


def start(client: TestClient, game: str, seed: int = 1) -> View:
    """A table against the rule-based players (quick), at the human's first turn."""
    answer = client.post("/api/tables", json={"game": game, "seed": seed, "level": "easy"})
    assert answer.status_code == 201, answer.json()
    return wait_for_human(client, answer.json()["id"], lambda view: None)


def ask_hint(client: TestClient, view: View, **headers: str) -> Any:
    return client.post(
        f"/api/tables/{view['id']}/hint", json={"version": view["version"]}, headers=headers
    )


def check_hint(view: View, hint: dict[str, Any]) -> None:
    """Only the options, their values, the measure, the deals and the suggestion; every
    option one of the human's legal actions, best first."""
    assert set(hint) == {"measure", "deals", "suggested", "options"}
    assert hint["measure"] in MEASURES and hint["deals"] >= 0
    assert hint["suggested"] == 0 and hint["options"]
    legal = view["observation"]["legal_actions"]
    actions = [option["action"] for option in hint["options"]]
    assert all(action in legal for action in actions)
    assert len(actions) == len({str(action) for action in actions})
    assert all(set(option) == {"action", "value"} for option in hint["options"])
    values = [option["value"] for option in hint["options"]]
    if len(values) > 1:
        assert hint["deals"] > 0 and all(isinstance(value, float) for value in values)
        assert values == sorted(values, reverse=True)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_hint_weighs_the_first_decision_best_first(client: TestClient, game: str) -> None:
    view = start(client, game)
    answer = ask_hint(client, view)
    assert answer.status_code == 200, answer.json()
    check_hint(view, answer.json())
    assert client.get(f"/api/tables/{view['id']}").json()["version"] == view["version"]


@pytest.mark.parametrize("game", ["schafkopf", "skat"])
def test_a_hint_late_in_the_card_play_counts_card_points_or_chances(
    client: TestClient, game: str
) -> None:
    view = start(client, game, seed=5)
    rng = random.Random(game)
    while not view["deal_over"] and not (
        view["observation"]["phase"] == "play" and len(view["hand"]) <= CARDS_LEFT_TO_SOLVE
    ):
        action = rng.choice(view["observation"]["legal_actions"])
        answer = client.post(
            f"/api/tables/{view['id']}/actions", json={"version": view["version"], "action": action}
        )
        assert answer.status_code == 200, answer.json()
        view = wait_for_human(client, view["id"], lambda seen: None)
    assert not view["deal_over"], "the deal ended before the last cards"
    hint = ask_hint(client, view).json()
    check_hint(view, hint)
    assert all("play" in option["action"] for option in hint["options"])
    if len(hint["options"]) > 1:
        assert hint["measure"] in {"card_points", "win_chance"}


def test_the_same_position_gets_the_same_hint(client: TestClient) -> None:
    view = start(client, "skat", seed=3)
    assert ask_hint(client, view).json() == ask_hint(client, view).json()


def test_no_hint_once_the_deal_is_over_and_nothing_changes(client: TestClient) -> None:
    view = start(client, "skat")
    while not view["deal_over"]:
        action = view["observation"]["legal_actions"][0]
        url = f"/api/tables/{view['id']}/actions"
        client.post(url, json={"version": view["version"], "action": action})
        view = wait_for_human(client, view["id"], lambda seen: None)
    refused = ask_hint(client, view)
    assert refused.status_code == 409
    assert refused.json() == {"detail": "A hint is only given on your turn"}
    assert client.get(f"/api/tables/{view['id']}").json() == view


@pytest.fixture
def idle_ai(settings: Settings) -> Iterator[TestClient]:
    """AI players that wait long before each move: the table stays at their turn."""
    settings.ai_delay = 60.0
    with TestClient(create_app(settings)) as client:
        yield client


def test_no_hint_on_an_ai_players_turn_in_the_players_language(idle_ai: TestClient) -> None:
    # Seed 2: an AI player is forehand, so the table starts at an AI player's turn.
    answer = idle_ai.post("/api/tables", json={"game": "schafkopf", "seed": 2, "level": "easy"})
    view = answer.json()
    assert not view["your_turn"]
    refused = ask_hint(idle_ai, view, **{"accept-language": "de"})
    assert refused.status_code == 409
    assert refused.json()["detail"] == "Einen Tipp gibt es nur, wenn du dran bist"
    again = idle_ai.get(f"/api/tables/{view['id']}").json()
    assert again["version"] == view["version"] and again["observation"] == view["observation"]


def test_a_hint_for_a_version_gone_by_gets_409(client: TestClient) -> None:
    view = start(client, "jass")
    stale = client.post(f"/api/tables/{view['id']}/hint", json={"version": view["version"] - 1})
    assert stale.status_code == 409 and "moved on" in stale.json()["detail"]
    stranger = TestClient(client.app)
    assert ask_hint(stranger, view).status_code == 404


def test_the_hint_weighs_as_the_normal_level_whatever_the_table() -> None:
    players = AiPlayers("random")
    hint = players.for_hint()
    assert isinstance(hint, SearchPlayer) and players.for_hint() is hint
    assert (hint.samples, hint.budget_seconds) == (NORMAL.samples, NORMAL.seconds)


def test_openapi_documents_the_hint(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    assert "/api/tables/{table_id}/hint" in schema["paths"]
    assert set(schema["components"]["schemas"]["HintOut"]["properties"]) == {
        "measure",
        "deals",
        "suggested",
        "options",
    }
