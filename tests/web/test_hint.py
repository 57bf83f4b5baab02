"""The hint at the table: on the human's turn the search player weighs the human's options
from what the human's seat may know; at any other moment it is refused and nothing changes."""

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from table_play import View, wait_for_human
from test_translations import ui_strings

from cardavia.ai.search.player import SearchPlayer
from cardavia.games.registry import GAMES
from cardavia.web.app import create_app
from cardavia.web.difficulty import NORMAL, AiPlayers
from cardavia.web.settings import Settings

MEASURES = {"card_points", "win_chance", "score"}
OPTION_FIELDS = {"action", "value", "points", "score", "others_score", "win", "schneider",
                 "schneider_against"}  # fmt: skip
REASONS = {"only_option", "all_alike", "schneider_likelier", "avoids_schneider", "sure_trick",
           "keeps_card", "most_points", "wins_most", "others_cost", "best_score",
           "best_against_others", "best_average"}  # fmt: skip
MOST_POINTS = 257
"""A Jass team's card points with the Match bonus: no side takes more."""
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
    """Only the options, their values and what they came to, the measure, the unit, the
    deals, the suggestion and its reason; every option one of the human's legal actions,
    best first."""
    assert set(hint) == {"measure", "unit", "deals", "suggested", "reason", "options"}
    assert hint["measure"] in MEASURES and hint["deals"] >= 0
    playing = view["observation"]["phase"] == "play"
    assert hint["unit"] in (("card_points", "score") if playing else ("score",))
    assert hint["suggested"] == 0 and hint["options"]
    legal = view["observation"]["legal_actions"]
    actions = [option["action"] for option in hint["options"]]
    assert all(action in legal for action in actions)
    assert len(actions) == len({str(action) for action in actions})
    assert all(set(option) == OPTION_FIELDS for option in hint["options"])
    values = [option["value"] for option in hint["options"]]
    if len(values) > 1:
        assert hint["deals"] > 0 and all(isinstance(value, float) for value in values)
        assert values == sorted(values, reverse=True)
        assert hint["reason"]["code"] in REASONS
        for option in hint["options"]:
            check_outcome(hint["unit"], option)
    else:
        assert hint["reason"] == {"code": "only_option"}


def check_outcome(unit: str, option: dict[str, Any]) -> None:
    """Shares between 0 and 1; in card play your side's card points (or none, in a game
    won by tricks) and no score; in any other decision your score and no card points."""
    for share in ("win", "schneider", "schneider_against"):
        assert 0 <= option[share] <= 1, option
    if unit == "card_points":
        assert option["score"] is None and option["others_score"] is None
        assert option["points"] is None or 0 <= option["points"] <= MOST_POINTS
    else:
        assert option["points"] is None
        assert isinstance(option["score"], float) and isinstance(option["others_score"], float)


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


def play_on(client: TestClient, view: View, until: Callable[[View], bool], seed: str) -> View:
    """Random legal actions of the human until ``until`` holds (or the deal is over)."""
    rng = random.Random(seed)
    while not view["deal_over"] and not until(view):
        action = rng.choice(view["observation"]["legal_actions"])
        answer = client.post(
            f"/api/tables/{view['id']}/actions", json={"version": view["version"], "action": action}
        )
        assert answer.status_code == 200, answer.json()
        view = wait_for_human(client, view["id"], lambda seen: None)
    return view


@pytest.mark.parametrize(("game", "seed"), [("schafkopf", 1), ("skat", 2), ("jass", 1)])
def test_a_hint_tells_bids_in_score_and_the_first_cards_in_what_was_solved(
    client: TestClient, game: str, seed: int
) -> None:
    """Before the card play each option's score and chances; in the first tricks your
    side's score (Skat, Schafkopf) or card points (Jass) and chances: one unit for every
    option of a decision, and a reason."""
    view = start(client, game, seed)
    assert view["observation"]["phase"] != "play"
    bid = ask_hint(client, view).json()
    check_hint(view, bid)
    assert bid["unit"] == "score" and len(bid["options"]) > 1
    assert all(option["score"] is not None for option in bid["options"])
    view = play_on(client, view, lambda seen: seen["observation"]["phase"] == "play", game)
    view = play_on(client, view, lambda seen: len(seen["observation"]["legal_actions"]) > 1, game)
    assert not view["deal_over"], "the deal ended before a card to choose"
    play = ask_hint(client, view).json()
    check_hint(view, play)
    assert play["reason"]["code"] in REASONS
    # The first tricks of Skat and Schafkopf are solved for what changes the score, so
    # told in score; Jass's (and every later trick's) in card points.
    told = "card_points" if game == "jass" else "score"
    assert play["unit"] == told
    assert all(option["points" if told == "card_points" else "score"] is not None
               for option in play["options"])  # fmt: skip


def test_counted_words_reach_the_table_in_each_languages_plural_forms(
    client: TestClient,
) -> None:
    """Polish says 1 oczko, 2 oczka, 5 oczek: the table gets each form by its plural
    category, English its two."""
    key = "your side {points} point on average"
    polish = ui_strings(client, "pl")[key]
    assert polish == {
        "one": "twoja strona średnio {points} oczko",
        "few": "twoja strona średnio {points} oczka",
        "many": "twoja strona średnio {points} oczek",
        "other": "twoja strona średnio {points} oczek",
    }
    assert ui_strings(client, "en")[key] == {
        "one": key,
        "other": "your side {points} points on average",
    }


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
    schemas = schema["components"]["schemas"]
    assert set(schemas["HintOut"]["properties"]) == {
        "measure",
        "unit",
        "deals",
        "suggested",
        "reason",
        "options",
    }
    assert set(schemas["HintOption"]["properties"]) == OPTION_FIELDS
