"""The review of a finished deal: every action of its record a step, from the cards as
dealt to the recorded result, every hand open; nothing of a deal still played; nothing of
another person's deal; each seat of a shared table sees everything once the deal is over."""

import html
import random
import time
from typing import Any

import pytest
from company import Person, share, sit, wait_until
from fastapi.testclient import TestClient
from table_play import play_deal
from test_kept_deals import archive, owner_of

from cardavia.games.registry import GAMES
from cardavia.web.deal_archive import ReadDeal
from cardavia.web.i18n import translations
from cardavia.web.review import review_steps, review_view

View = dict[str, Any]
POINTS = {"A": 11, "T": 10, "K": 4, "O": 3, "U": 2}
"""Card points by rank, as Schafkopf and Skat count them."""


def finished(client: TestClient, game: str, seed: int) -> View:
    """A one-person table of ``game`` dealt from ``seed``, its deal played to the end with
    random legal actions of the person's seat."""
    view = client.post("/api/tables", json={"game": game, "seed": seed, "level": "easy"}).json()
    return play_deal(client, view, random.Random(seed), lambda _: None)


def reviewed(client: TestClient, view: View) -> View:
    answer = client.get(f"/api/deals/{view['deal_id']}")
    assert answer.status_code == 200, answer.text
    return answer.json()  # type: ignore[no-any-return]


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_review_steps_through_every_action_to_the_recorded_result(
    client: TestClient, game: str, seed: int
) -> None:
    view = finished(client, game, seed)
    assert view["deal_over"] and view["deal_id"]
    review = reviewed(client, view)
    kept = archive(client).read(owner_of(client, view["id"]), view["deal_id"]).deal
    actions = kept.record["actions"]
    steps = review["steps"]
    assert len(steps) == len(actions) + 1
    assert (steps[0]["seat"], steps[0]["action"]) == (None, None)
    dealt = [sorted(hand) for hand in kept.record["hands"]]
    assert [sorted(hand) for hand in steps[0]["hands"]] == dealt
    for entry, before, step in zip(actions, steps[:-1], steps[1:], strict=True):
        assert {"seat": step["seat"], **step["action"]} == entry
        if "play" in entry:
            card, seat = entry["play"], entry["seat"]
            assert card in before["hands"][seat] and card not in step["hands"][seat]
            assert card in step["trick"]["cards"]
    assert review["scores"] == kept.result["scores"]
    recorded = {key: value for key, value in kept.result.items() if key != "scores"}
    assert review["result"].items() >= recorded.items()
    assert review["seat"] == 0 and review["seats"][0] is None and review["mine"]
    assert (review["table"], review["number"], review["game"]) == (view["id"], 1, game)
    check_the_last_step(game, review)


def check_the_last_step(game: str, review: View) -> None:
    """The tricks of the last step are the deal's, and its card points the result's."""
    last, result = review["steps"][-1], review["result"]
    assert sum(last["taken"]) == len(review["tricks"])
    if last["points"] is None:
        return
    if game == "jass":
        teams = [last["points"][0] + last["points"][2], last["points"][1] + last["points"][3]]
        assert teams == result["card_points"]
    elif game == "schafkopf":
        side = {result["declarer"], result["partner"]} - {None}
        assert sum(last["points"][seat] for seat in side) == result["declarer_points"]
    else:
        aside = last["aside"]["cards"] if last["aside"] else []
        in_the_skat = sum(POINTS.get(code[1], 0) for code in aside)
        assert last["points"][result["declarer"]] + in_the_skat == result["declarer_points"]


def picked_up_skat_deal() -> dict[str, Any]:
    """The record of a Skat deal, played with random legal actions, whose declarer picks
    the skat up (the first such deal of a few seeds)."""
    for seed in range(20):
        state, rng = GAMES["skat"].new_deal(seed), random.Random(seed)
        record: dict[str, Any] = {"format": "cardavia-deal/1", "game": "skat"}
        record.update(state.record_deal(), actions=[])
        while not state.is_over:
            legal = state.legal_actions()
            action = next((a for a in legal if "pickup" in a.to_json()), rng.choice(legal))
            record["actions"].append({"seat": state.to_move, **action.to_json()})
            state = state.apply(action)
        if any("pickup" in entry for entry in record["actions"]):
            return record
    raise AssertionError("nobody picked the skat up")


def test_the_skat_lies_aside_until_picked_up_then_the_two_cards_put_away() -> None:
    record = picked_up_skat_deal()
    actions = record["actions"]
    steps, final = review_steps(record)
    assert final.is_over
    pickup = next(i for i, entry in enumerate(actions) if "pickup" in entry) + 1
    assert all(sorted(step["aside"]["cards"]) == sorted(record["skat"]) for step in steps[:pickup])
    assert not any(step["aside"]["put_away"] for step in steps[:pickup])
    declarer = actions[pickup - 1]["seat"]
    assert steps[pickup]["aside"] is None and len(steps[pickup]["hands"][declarer]) == 12
    put_away = sorted(actions[pickup]["discard"])
    for step in steps[pickup + 1 :]:
        assert step["aside"]["put_away"] and sorted(step["aside"]["cards"]) == put_away
    assert len(steps[pickup + 1]["hands"][declarer]) == 10


def test_a_deal_in_progress_has_no_review(client: TestClient) -> None:
    view = client.post("/api/tables", json={"game": "skat", "seed": 8, "level": "easy"}).json()
    assert not view["deal_over"] and view["deal_id"] is None
    assert archive(client).deals.numbers_of_table(view["id"]) == {}
    answer = client.get(f"/tables/{view['id']}/deals/1", follow_redirects=False)
    assert answer.status_code == 404
    over = finished(client, "skat", 8)
    nxt = client.post(f"/api/tables/{over['id']}/next", json={"version": over["version"]}).json()
    assert not nxt["deal_over"] and nxt["deal_id"] is None
    assert client.get(f"/api/deals/{over['deal_id']}").status_code == 200
    earlier = client.get(f"/tables/{over['id']}/deals/1", follow_redirects=False)
    assert earlier.status_code == 303 and earlier.headers["location"] == f"/deals/{over['deal_id']}"
    assert client.get(f"/tables/{over['id']}/deals/2", follow_redirects=False).status_code == 404


def test_another_persons_deal_is_not_found(client: TestClient) -> None:
    view = finished(client, "schafkopf", 4)
    deal_id = view["deal_id"]
    stranger = Person(client)
    answer = stranger.get(f"/api/deals/{deal_id}")
    assert answer.status_code == 404
    assert answer.json() == {"detail": "There is no such deal, or it is not one of yours"}
    page = stranger.get(f"/deals/{deal_id}")
    assert page.status_code == 404 and "There is no such deal" in page.text
    assert stranger.get(f"/tables/{view['id']}/deals/1", follow_redirects=False).status_code == 404
    assert client.get("/api/deals/no-such-deal").status_code == 404


@pytest.mark.parametrize("game", ["schafkopf", "skat"])
def test_each_seat_of_a_shared_table_sees_every_hand_once_the_deal_is_over(
    client: TestClient, game: str
) -> None:
    host, guest = Person(client, "Anna"), Person(client, "Bernd")
    view = share(host, game, list(range(1, GAMES[game].players)))
    sit(guest, view, 1)
    answer = host.post(f"/api/tables/{view['id']}/begin")
    assert answer.status_code == 200, answer.text
    rng = random.Random(3)
    deadline = time.monotonic() + 60
    while True:
        views = [host.read(view["id"]), guest.read(view["id"])]
        # The AI may play the last card between the two reads.
        assert all(seen["deal_id"] is None for seen in views if not seen["deal_over"])
        if any(seen["deal_over"] for seen in views):
            break
        assert time.monotonic() < deadline, "the deal did not end"
        for person, seen in zip((host, guest), views, strict=True):
            if seen["your_turn"]:
                action = rng.choice(seen["observation"]["legal_actions"])
                body = {"version": seen["version"], "action": action}
                person.post(f"/api/tables/{view['id']}/actions", json=body)  # 409: an AI moved
        time.sleep(0.005)
    deal_id = wait_until(guest, view["id"], lambda seen: seen["deal_id"] is not None)["deal_id"]
    assert host.read(view["id"])["deal_id"] == deal_id
    spectator = Person(client)
    reviews = [p.get(f"/api/deals/{deal_id}").json() for p in (host, guest, spectator)]
    assert [review["seat"] for review in reviews] == [0, 1, None]
    assert [review["mine"] for review in reviews] == [True, True, False]
    for review in reviews:
        dealt = sum(len(hand) for hand in review["steps"][0]["hands"])
        assert dealt == (30 if game == "skat" else 32)
    assert reviews[0]["steps"] == reviews[1]["steps"] == reviews[2]["steps"]
    assert reviews[1]["seats"][0] == {"name": "Anna", "person": True}
    assert reviews[0]["seats"][1] == {"name": "Bernd", "person": True}
    assert reviews[1]["seats"][1] is None and reviews[2]["seats"][1]["name"] == "Bernd"
    if game == "schafkopf" and reviews[0]["result"]["contract"] == "rufer":
        partner = reviews[0]["result"]["partner"]
        assert reviews[2]["steps"][-1]["observation"]["partner"] == partner


def test_the_page_draws_the_deal_in_the_readers_language(client: TestClient) -> None:
    view = finished(client, "jass", 5)
    german = {"accept-language": "de"}
    page = client.get(f"/deals/{view['deal_id']}", headers=german)
    assert page.status_code == 200
    assert '<script type="module" src="/static/js/review.js"></script>' in page.text
    assert 'id="review-analysis"' in page.text and 'id="step-slider"' in page.text
    assert translations("de").gettext("Review of a deal") in html.unescape(page.text)
    in_german = client.get(f"/api/deals/{view['deal_id']}", headers=german).json()
    in_english = client.get(f"/api/deals/{view['deal_id']}").json()
    assert in_german["pack"]["names"] != in_english["pack"]["names"]
    assert len(in_german["pack"]["names"]) == 36 and in_german["pack"]["art"].startswith("/cards/")
    assert in_german["steps"] == in_english["steps"]


def test_a_seat_without_a_name_is_called_by_its_number_to_anybody_else(
    client: TestClient,
) -> None:
    view = finished(client, "skat", 6)
    read = archive(client).read(owner_of(client, view["id"]), view["deal_id"])
    seats = review_view(ReadDeal(read.deal, None, False), "de")["seats"]
    unnamed = translations("de").gettext("Seat {seat}").format(seat=1)  # people count from 1
    assert unnamed != "Seat 1"
    assert seats[0] == {"name": unnamed, "person": True}
    assert [seat["person"] for seat in seats[1:]] == [False, False]
