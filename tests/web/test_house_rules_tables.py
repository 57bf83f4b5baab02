"""A table started with house rules (docs/house-rules.md): chosen by its host, shown in
every view, kept by each of its deals, refused in the host's terms when unknown."""

import random

from company import Person
from fastapi.testclient import TestClient
from sqlalchemy import text
from table_play import View, play_deal, wait_for_human

from cardavia.games.skat.scoring import SkatResult
from cardavia.games.skat.state import SkatState
from cardavia.games.skat.variants import SkatVariants
from cardavia.records import replay
from cardavia.web.app import create_app
from cardavia.web.sessions import Session
from cardavia.web.settings import Settings


def start(client: TestClient, game: str, rules: dict[str, object], **more: object) -> View:
    answer = client.post("/api/tables", json={"game": game, "house_rules": rules, **more})
    assert answer.status_code == 201, answer.text
    return answer.json()  # type: ignore[no-any-return]


def test_a_table_shows_every_house_rule_it_was_started_with(client: TestClient) -> None:
    skat = start(client, "skat", {"kontra": True, "seeger_fabian": True}, seed=4)
    assert skat["house_rules"] == {
        "kontra": True,
        "ramsch": False,
        "bock": False,
        "seeger_fabian": True,
    }
    again = client.get(f"/api/tables/{skat['id']}").json()
    assert again["house_rules"] == skat["house_rules"]
    schafkopf = start(client, "schafkopf", {"tariff_cents": 10})
    assert schafkopf["house_rules"] == {"kontra": False, "ramsch": False, "tariff_cents": 10}
    jass = start(client, "jass", {"target": 1000})
    assert jass["house_rules"] == {"target": 1000}


def test_a_table_without_house_rules_plays_the_rulebook(client: TestClient) -> None:
    view = client.post("/api/tables", json={"game": "skat", "seed": 2}).json()
    assert view["house_rules"] == {
        "kontra": False,
        "ramsch": False,
        "bock": False,
        "seeger_fabian": False,
    }


def test_every_deal_of_the_table_is_recorded_with_its_house_rules(client: TestClient) -> None:
    view = start(client, "schafkopf", {"kontra": True, "ramsch": True}, seed=9)
    view = play_deal(client, view, random.Random(9), lambda v: None)
    record = client.get(f"/api/deals/{view['deal_id']}/record").json()
    assert record["variants"] == {"kontra": True, "ramsch": True}
    assert replay(record).is_over
    following = client.post(f"/api/tables/{view['id']}/next", json={"version": view["version"]})
    assert following.status_code == 200
    assert following.json()["house_rules"]["ramsch"] is True


def test_a_house_rule_the_game_does_not_have_is_refused_and_no_table_starts(
    settings: Settings,
) -> None:
    with TestClient(create_app(settings)) as client:
        unknown = client.post("/api/tables", json={"game": "jass", "house_rules": {"kontra": True}})
        assert unknown.status_code == 400
        assert unknown.json()["detail"] == (
            "'kontra' is not a house rule of this game: choose from target"
        )
        target = client.post("/api/tables", json={"game": "jass", "house_rules": {"target": 1200}})
        assert target.status_code == 400
        assert "1000, 1500, 2000, 2500, 3000" in target.json()["detail"]
        tariff = client.post(
            "/api/tables", json={"game": "schafkopf", "house_rules": {"tariff_cents": 7}}
        )
        assert tariff.status_code == 400 and "5, 10, 20, 50, 100" in tariff.json()["detail"]
        flag = client.post("/api/tables", json={"game": "skat", "house_rules": {"ramsch": 1}})
        assert flag.status_code == 400 and "on (true) or off (false)" in flag.json()["detail"]
        engine = client.app.state.service.store.engine  # type: ignore[attr-defined]
        with engine.connect() as db:
            assert db.execute(text("SELECT count(*) FROM card_tables")).scalar() == 0


def test_a_shared_table_is_started_with_its_hosts_house_rules(client: TestClient) -> None:
    host, guest = Person(client, "Anna"), Person(client, "Bernd")
    shared = {"open_seats": [1], "public": False}
    rules = {"ramsch": True, "bock": True}
    answer = host.post("/api/tables", json={"game": "skat", "shared": shared, "house_rules": rules})
    assert answer.status_code == 201, answer.text
    view = answer.json()
    assert view["house_rules"]["ramsch"] and view["house_rules"]["bock"]
    guest.client.cookies = guest.jar
    seen = guest.get(f"/api/invitations/{view['shared']['invitation']}").json()
    assert seen["house_rules"] == view["house_rules"]


def played_out(session: Session, rng: random.Random) -> Session:
    while not session.current.is_over:
        session = session.apply(rng.choice(session.current.legal_actions()))
    return session


def test_a_skat_table_deals_the_three_deals_after_a_big_loss_as_bock_deals() -> None:
    """House rules §3.3: the deal that earns a Bock round is followed by three Bock deals
    (random play reaches a lost Grand or a won double soon enough)."""
    rng = random.Random(5)
    session = played_out(Session.new("skat", 11, None, SkatVariants(bock=True, kontra=True)), rng)
    bock_deals: list[bool] = []
    earned: list[bool] = []
    while len(earned) < 40 and not (True in earned and len(earned) > earned.index(True) + 4):
        result = session.current.result()
        assert isinstance(result, SkatResult) and isinstance(session.current, SkatState)
        bock_deals.append(session.current.bock_deal)
        earned.append(result.earns_bock)
        session = played_out(session.next_deal(), rng)
    first = earned.index(True)
    assert bock_deals[: first + 1] == [False] * (first + 1)
    assert bock_deals[first + 1 : first + 4] == [True, True, True]
    owed_after = sum(earned[first + 1 : first + 4])  # rounds earned meanwhile are queued
    assert bock_deals[first + 4] is (owed_after > 0)
    record = session.deal_record_with_commitment(first + 1)
    assert record["bock_deal"] is True and record["variants"]["bock"] is True


def test_the_seeger_fabian_list_adds_50_per_game_won_and_40_per_game_others_lost(
    client: TestClient,
) -> None:
    view = start(client, "skat", {"seeger_fabian": True}, seed=21, level="easy")
    for _ in range(3):
        view = play_deal(client, view, random.Random(view["deal_number"]), lambda v: None)
        listed = view["scores"]["list"]
        results = view["scores"]["results"]
        declared = [r for r in results if r["declarer"] is not None]
        for seat in range(3):
            won = sum(1 for r in declared if r["declarer"] == seat and r["won"])
            lost = sum(1 for r in declared if r["declarer"] == seat and not r["won"])
            others = sum(1 for r in declared if r["declarer"] != seat and not r["won"])
            assert (listed["won"][seat], listed["lost"][seat]) == (won, lost)
            assert listed["others_lost"][seat] == others
            own = [
                d[seat]
                for d, r in zip(view["scores"]["deals"], results, strict=True)
                if r.get("declarer") == seat
            ]
            assert listed["game_points"][seat] == sum(own)
            assert listed["totals"][seat] == sum(own) + 50 * (won - lost) + 40 * others
        answer = client.post(f"/api/tables/{view['id']}/next", json={"version": view["version"]})
        view = answer.json()


def test_a_ramsch_is_kept_reviewed_and_counted_like_any_deal(client: TestClient) -> None:
    """Seed 2 at the easy level: everybody passes, so a Ramsch is played; the finished
    deal is in the history, its review opens, and the statistics count it."""
    view = start(client, "skat", {"ramsch": True}, seed=2, level="easy")
    rng = random.Random(2)
    view = wait_for_human(client, view["id"], lambda v: None)
    while not view["deal_over"]:
        legal = view["observation"]["legal_actions"]
        action = {"pass": True} if {"pass": True} in legal else rng.choice(legal)
        body = {"version": view["version"], "action": action}
        assert client.post(f"/api/tables/{view['id']}/actions", json=body).status_code == 200
        view = wait_for_human(client, view["id"], lambda v: None)
    assert view["result"]["contract"] == "ramsch" and view["result"]["declarer"] is None
    assert sum(view["scores"]["deals"][-1]) <= 0
    for address in ("/history", "/statistics", f"/deals/{view['deal_id']}"):
        assert client.get(address).status_code == 200, address
    history = client.get("/api/deals?game=skat").json()
    assert history["deals"][0]["id"] == view["deal_id"]
    statistics = client.get("/api/statistics?game=skat")
    assert statistics.status_code == 200
    review = client.get(f"/api/deals/{view['deal_id']}")
    assert review.status_code == 200
