"""The guided first deal: the fixed deal every time, the guide's steps in each view, each
step true of the table it is shown at, and the same deal again when its suggestions are
followed."""

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient
from table_play import View, wait_for_human

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.core.game import State
from cardavia.games.jass.match import deal_seed
from cardavia.games.registry import GAMES
from cardavia.web import guide
from cardavia.web.guide import GUIDE_SEEDS, GUIDE_TEXTS, guide_steps, guide_view
from cardavia.web.ui_strings import UI_STRINGS


def start_guided(client: TestClient, game: str) -> View:
    answer = client.post("/api/tables", json={"game": game, "guide": True})
    assert answer.status_code == 201, answer.json()
    return answer.json()  # type: ignore[no-any-return]


def texts(view_or_guide: dict[str, Any]) -> list[str]:
    steps = view_or_guide["guide"]["steps"] if "guide" in view_or_guide else view_or_guide["steps"]
    return [step["text"] for step in steps]


def follow_the_guide(client: TestClient, view: View) -> tuple[View, list[str]]:
    """Take each suggested action until the deal is over; every text shown on the way."""
    shown: list[str] = []
    view = wait_for_human(client, view["id"], lambda seen: shown.extend(texts(seen)))
    while not view["deal_over"]:
        suggested = view["guide"]["suggested"]
        assert suggested in view["observation"]["legal_actions"]
        answer = client.post(
            f"/api/tables/{view['id']}/actions",
            json={"version": view["version"], "action": suggested},
        )
        assert answer.status_code == 200, answer.json()
        view = wait_for_human(client, view["id"], lambda seen: shown.extend(texts(seen)))
    shown.extend(texts(view))
    return view, shown


@pytest.mark.parametrize("game", sorted(GUIDE_SEEDS))
def test_a_guided_table_deals_the_fixed_deal_against_the_rule_based_players(
    client: TestClient, game: str
) -> None:
    first, second = start_guided(client, game), start_guided(client, game)
    assert first["id"] != second["id"]
    assert first["observation"]["hand"] == second["observation"]["hand"]
    fixed = GAMES[game].new_deal(deal_seed(GUIDE_SEEDS[game], 0))
    assert first["observation"]["hand"] == fixed.observation(0).to_json()["hand"]
    assert first["level"] == "easy"
    assert texts(first)[:2] == [guide.INTRO[game], guide.HOW]
    plain = client.post("/api/tables", json={"game": game, "seed": GUIDE_SEEDS[game]}).json()
    assert plain["guide"] is None


@pytest.mark.parametrize("game", sorted(GUIDE_SEEDS))
def test_following_the_guide_plays_the_same_deal_every_time(client: TestClient, game: str) -> None:
    endings = []
    for _ in range(2):
        view, shown = follow_the_guide(client, start_guided(client, game))
        endings.append((view["result"], view["observation"]["tricks"]))
        assert texts(view)[-1] == guide.DONE
        assert view["guide"]["suggested"] is None
    assert endings[0] == endings[1]
    essentials = {
        "schafkopf": [guide.SK_TRUMPS, guide.SK_CALL, guide.SK_PARTNER, guide.FOLLOW_SUIT],
        "jass": [guide.JASS_TRUMPS, guide.JASS_CHOOSE, guide.JASS_WEIS, guide.JASS_FOLLOW],
        "skat": [guide.SKAT_BID, guide.SKAT_PICKUP, guide.SKAT_DISCARD, guide.SKAT_DECLARE],
    }[game]
    assert set(essentials) <= set(shown)


def test_every_guide_text_is_a_ui_string() -> None:
    assert set(GUIDE_TEXTS) <= set(UI_STRINGS)


# ------------------------------------------------------------------ the steps' conditions


def states_of_random_deals(game: str, deals: int) -> list[State]:
    """Every state of ``deals`` deals played at random."""
    rng = random.Random(7)
    states = []
    for seed in range(deals):
        state = GAMES[game].new_deal(seed)
        states.append(state)
        while not state.is_over:
            state = state.apply(rng.choice(list(state.legal_actions())))
            states.append(state)
    return states


@pytest.mark.parametrize("game", sorted(GUIDE_SEEDS))
def test_each_step_is_true_of_the_table_it_is_shown_at(game: str) -> None:
    for state in states_of_random_deals(game, 12):
        steps = guide_steps(game, state)
        kinds = [step.kind for step in steps]
        assert kinds[:-1] == ["explain"] * (len(steps) - 1), kinds
        last = steps[-1]
        your_turn = not state.is_over and state.to_move == 0
        assert (last.kind == "move") == your_turn
        assert (last.kind == "done") == state.is_over
        if last.key == "follow":
            check_follow_step(game, state, last.text, last.values)
        if last.key == "lead":
            assert not state.observation(0).to_json()["trick"]
        suggested = guide_view(game, state)["suggested"]
        if your_turn:
            assert suggested in [action.to_json() for action in state.legal_actions()]


def check_follow_step(game: str, state: State, text: str, values: dict[str, str]) -> None:
    """The follow step says what the follow rules leave you: the led suit's cards when you
    must follow it, any card when you cannot."""
    legal = {action.to_json()["play"] for action in state.legal_actions()}
    hand = set(state.observation(0).to_json()["hand"])
    free = (guide.NO_SUIT, guide.NO_SUIT_NO_TRUMPS, guide.NO_TRUMP)
    if text in free and game != "jass":  # Jass forbids undertrumping even then
        assert legal == hand
    if text == guide.FOLLOW_SUIT:
        assert all(card[0] == values["suit"] for card in legal) or game == "schafkopf"
        assert legal != hand or all(card[0] == values["suit"] for card in hand)


def test_the_schafkopf_guide_names_the_called_ace_to_its_caller() -> None:
    state = GAMES["schafkopf"].new_deal(deal_seed(GUIDE_SEEDS["schafkopf"], 0))
    player = HeuristicPlayer()
    while state.to_move is not None and state.observation(0).to_json()["phase"] == "bidding":
        state = state.apply(player.act(state.observation(state.to_move), random.Random(0)))
    partner = [step for step in guide_steps("schafkopf", state) if step.key == "sk-partner"]
    assert [step.values for step in partner] == [{"card": "lA"}]
