"""Tables shared by several people through the API: each person with their own browser
identity, AI players in the seats nobody holds, each seat seeing only what it may."""

import random
import time

import pytest
from company import LOOK, Person, View, check_seat_view, share, sit, wait_until
from fastapi.testclient import TestClient
from table_play import stored_session

from cardavia.fair_deals import verify
from cardavia.games.registry import GAMES
from cardavia.store.seats import Sitter
from cardavia.store.tables import TableStore
from cardavia.web.seating import GONE_AFTER
from cardavia.web.service import TableService

GAME_NAMES = list(GAMES)


def tables_of(client: TestClient) -> TableService:
    return client.app.state.service  # type: ignore[attr-defined,no-any-return]


def store_of(client: TestClient) -> TableStore:
    return client.app.state.service.store  # type: ignore[attr-defined,no-any-return]


def seat_people(client: TestClient, game: str, people: int) -> tuple[View, list[Person]]:
    """A started table of ``game`` with ``people`` people (the host at seat 0, the others at
    seats 1, 2, ...) and AI players in the other seats."""
    host = Person(client, "Anna")
    others = [Person(client, name) for name in ["Bernd", "Clara", "Dieter"][: people - 1]]
    open_seats = list(range(1, GAMES[game].players))
    view = share(host, game, open_seats)
    for seat, person in enumerate(others, start=1):
        sit(person, view, seat)
    answer = host.post(f"/api/tables/{view['id']}/begin")
    assert answer.status_code == 200, answer.text
    return answer.json(), [host, *others]


def play_deal_together(
    client: TestClient, table_id: str, people: list[Person], rng: random.Random
) -> View:
    """Each person plays their own turns with random legal actions (the AI players theirs)
    until the deal is over; every view each of them gets is checked for leaks."""
    store = store_of(client)
    while True:
        views = [person.read(table_id) for person in people]
        for view in views:
            check_seat_view(store, view)
        if views[0]["deal_over"]:
            return views[0]
        mover = next((p for p, v in zip(people, views, strict=True) if v["your_turn"]), None)
        if mover is None:
            continue  # an AI player is to move
        view = views[people.index(mover)]
        action = rng.choice(view["observation"]["legal_actions"])
        answer = mover.post(
            f"/api/tables/{table_id}/actions", json={"version": view["version"], "action": action}
        )
        if answer.status_code == 409:
            continue  # an AI moved first (a seat whose person was slow)
        assert answer.status_code == 200, answer.text
        check_seat_view(store, answer.json())


@pytest.mark.parametrize("game", GAME_NAMES)
@pytest.mark.parametrize("people", [2, 3, 4])
def test_people_play_a_deal_together_each_seeing_only_their_seat(
    client: TestClient, game: str, people: int
) -> None:
    if people > GAMES[game].players:
        pytest.skip(f"{game} seats {GAMES[game].players}")
    view, persons = seat_people(client, game, people)
    assert [person.read(view["id"])["human"] for person in persons] == list(range(people))
    seats = persons[1].read(view["id"])["seats"]
    assert seats[0]["name"] == "Anna" and seats[0]["person"] and seats[0]["host"]
    assert seats[1] is None  # the reader's own
    over = play_deal_together(client, view["id"], persons, random.Random(people))
    assert over["deal_over"] and over["result"] is not None


@pytest.mark.parametrize("game", GAME_NAMES)
def test_a_spectator_sees_the_table_but_no_hand(client: TestClient, game: str) -> None:
    view, persons = seat_people(client, game, 2)
    spectator = Person(client)
    seen = spectator.get(f"/api/invitations/{view['shared']['invitation']}").json()
    assert seen["human"] is None and seen["hand"] == [] and not seen["your_turn"]
    play_deal_together(client, view["id"], [*persons, spectator], random.Random(7))


def test_nobody_sees_a_hand_before_the_host_starts(client: TestClient) -> None:
    host, guest = Person(client, "Anna"), Person(client, "Bernd")
    view = share(host, "skat", [1, 2])
    assert view["hand"] == [] and not view["shared"]["started"]
    guest_view = sit(guest, view, 1)
    assert guest_view["hand"] == [] and guest_view["human"] == 1
    answer = guest.post(f"/api/tables/{view['id']}/begin")
    assert answer.status_code == 403  # only the host starts
    started = host.post(f"/api/tables/{view['id']}/begin").json()
    assert len(started["hand"]) == 10 and started["shared"]["started"]
    assert host.post(f"/api/tables/{view['id']}/begin").status_code == 400


def test_nobody_acts_for_another_seat_whatever_they_send(client: TestClient) -> None:
    view, persons = seat_people(client, "schafkopf", 2)
    store = store_of(client)
    table_id = view["id"]
    seen = wait_until(persons[0], table_id, lambda v: v["observation"]["to_move"] in (0, 1))
    to_move = seen["observation"]["to_move"]
    mover, other = persons[to_move], persons[1 - to_move]
    mover_view = mover.read(table_id)
    version = mover_view["version"]
    action = mover_view["observation"]["legal_actions"][0]
    before = stored_session(store, table_id)
    for intruder in (other, Person(client), Person(client, "Eve")):
        for body in (
            {"version": version, "action": action},
            {"version": version, "action": {**action, "seat": mover_view["human"]}},
        ):
            answer = intruder.post(f"/api/tables/{table_id}/actions", json=body)
            assert answer.status_code in (403, 404), answer.text
    assert stored_session(store, table_id) == before
    stale = mover.post(
        f"/api/tables/{table_id}/actions", json={"version": version - 1, "action": action}
    )
    assert stale.status_code == 409
    assert (
        mover.post(
            f"/api/tables/{table_id}/actions", json={"version": version, "action": action}
        ).status_code
        == 200
    )


def test_a_wrong_or_guessed_invitation_is_not_found(client: TestClient) -> None:
    host, guest = Person(client, "Anna"), Person(client, "Bernd")
    view = share(host, "jass", [1, 2, 3])
    token = view["shared"]["invitation"]
    assert len(token) >= 32  # 192 random bits, base64
    for wrong in (token[:-1] + ("A" if token[-1] != "A" else "B"), "x" * len(token), "1"):
        assert guest.get(f"/api/invitations/{wrong}").status_code == 404
        taken = guest.post(f"/api/invitations/{wrong}/seat", json={"seat": 1})
        assert taken.status_code == 404


def test_a_seed_is_refused_at_a_shared_table(client: TestClient) -> None:
    host = Person(client, "Anna")
    body = {"game": "skat", "seed": 5, "shared": {"open_seats": [1]}}
    answer = host.post("/api/tables", json=body, headers={"accept-language": "en"})
    assert answer.status_code == 400
    assert "the server draws every deal" in answer.json()["detail"]


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_shared_deal_reveals_a_seed_that_matches_its_commitment(
    client: TestClient, game: str
) -> None:
    view, persons = seat_people(client, game, 2)
    commitment = view["fairness"]["commitment"]
    assert view["fairness"]["drawn"] and len(commitment) == 64 and view["fairness"]["seed"] is None
    record_url = f"/api/tables/{view['id']}/deals/1/record"
    assert persons[1].get(record_url).status_code == 409  # every hand is in it
    over = play_deal_together(client, view["id"], persons, random.Random(3))
    seed = over["fairness"]["seed"]
    assert over["fairness"]["commitment"] == commitment and seed is not None
    record = stored_session(store_of(client), view["id"])["deals"][-1]
    assert verify({**record, "commitment": commitment}, seed).ok
    tampered = ("0" if seed[0] != "0" else "1") + seed[1:]
    assert not verify({**record, "commitment": commitment}, tampered).ok
    downloaded = persons[1].get(record_url).json()
    assert downloaded["seed"] == seed and downloaded["commitment"] == commitment
    checked = persons[1].post("/api/verify", json={"record": downloaded, "seed": seed}).json()
    assert checked == {"ok": True, "problems": []}
    refused = persons[1].post("/api/verify", json={"record": downloaded, "seed": tampered}).json()
    assert not refused["ok"] and refused["problems"]
    assert persons[1].get(f"/api/tables/{view['id']}/deals/2/record").status_code == 404


def test_a_one_person_table_with_a_seed_is_marked_not_drawn(client: TestClient) -> None:
    answer = client.post("/api/tables", json={"game": "skat", "seed": 5}).json()
    assert answer["fairness"] == {"drawn": False, "commitment": None, "seed": None}
    drawn = client.post("/api/tables", json={"game": "skat"}).json()
    assert drawn["fairness"]["drawn"] and drawn["human"] == 0 and len(drawn["hand"]) == 10


@pytest.mark.parametrize(
    ("name", "refusal"),
    [
        ("", "1 to 24 characters"),
        ("   ", "1 to 24 characters"),
        ("x" * 25, "1 to 24 characters"),
        ("Anna\u0007", "control characters"),
        ("An\nna", "control characters"),
    ],
)
def test_a_name_is_refused_with_a_clear_message(
    client: TestClient, name: str, refusal: str
) -> None:
    person = Person(client)
    answer = person.call("PUT", "/api/me", json={"name": name, "look": LOOK})
    assert answer.status_code == 400 and refusal in answer.json()["detail"]
    assert person.get("/api/me").json() == {"name": None, "look": None}


def test_a_name_is_trimmed_and_unique_at_a_table(client: TestClient) -> None:
    host = Person(client, "  Anna  ")
    assert host.get("/api/me").json()["name"] == "Anna"
    view = share(host, "schafkopf", [1, 2])
    namesake = Person(client, "anna")
    answer = namesake.post(
        f"/api/invitations/{view['shared']['invitation']}/seat", json={"seat": 1}
    )
    assert answer.status_code == 409 and "already called" in answer.json()["detail"]
    nameless = Person(client)
    answer = nameless.post(
        f"/api/invitations/{view['shared']['invitation']}/seat", json={"seat": 1}
    )
    assert answer.status_code == 400 and "Choose a name" in answer.json()["detail"]


def test_a_seat_is_taken_once_and_only_an_open_one(client: TestClient) -> None:
    host, bernd, clara = Person(client, "Anna"), Person(client, "Bernd"), Person(client, "Clara")
    view = share(host, "schafkopf", [2])
    token = view["shared"]["invitation"]
    assert bernd.post(f"/api/invitations/{token}/seat", json={"seat": 1}).status_code == 400
    assert bernd.post(f"/api/invitations/{token}/seat", json={"seat": 2}).status_code == 200
    assert clara.post(f"/api/invitations/{token}/seat", json={"seat": 2}).status_code == 409
    assert bernd.post(f"/api/invitations/{token}/seat", json={"seat": 2}).status_code == 409


def test_the_open_tables_list_public_tables_with_a_free_seat(client: TestClient) -> None:
    host, guest = Person(client, "Anna"), Person(client, "Bernd")
    public = share(host, "jass", [2], public=True)
    share(host, "skat", [1], public=False)
    listed = guest.get("/api/open-tables").json()
    assert [table["invitation"] for table in listed] == [public["shared"]["invitation"]]
    assert listed[0] | {"invitation": None} == {
        "invitation": None,
        "game": "jass",
        "pack": public["pack"],
        "level": "easy",
        "host": "Anna",
        "people": 1,
        "free_seats": [2],
        "started": False,
        "turn_seconds": None,
    }
    sit(guest, public, 2)
    assert guest.get("/api/open-tables").json() == []  # no seat left for a person


def test_a_person_who_leaves_is_replaced_by_an_ai_player_for_good(client: TestClient) -> None:
    view, (host, guest) = seat_people(client, "skat", 2)
    left = guest.post(f"/api/tables/{view['id']}/leave").json()
    assert left["human"] is None and left["hand"] == []
    assert host.read(view["id"])["seats"][1]["person"] is False
    again = guest.post(f"/api/invitations/{view['shared']['invitation']}/seat", json={"seat": 1})
    assert again.status_code == 409 and "left this table" in again.json()["detail"]
    over = play_deal_together(client, view["id"], [host], random.Random(1))
    assert over["deal_over"]


def test_the_next_deal_comes_when_everybody_asked_for_it(client: TestClient) -> None:
    view, persons = seat_people(client, "schafkopf", 2)
    over = play_deal_together(client, view["id"], persons, random.Random(5))
    host, guest = persons
    first = host.post(f"/api/tables/{view['id']}/next", json={"version": over["version"]})
    assert first.status_code == 200 and first.json()["deal_number"] == 1
    assert guest.read(view["id"])["seats"][0]["ready_for"] == 1
    second = guest.post(f"/api/tables/{view['id']}/next", json={"version": over["version"]})
    assert second.status_code == 200 and second.json()["deal_number"] == 2
    assert second.json()["fairness"]["commitment"] != over["fairness"]["commitment"]


def test_a_reaction_reaches_every_reader_in_their_own_language(client: TestClient) -> None:
    view, (host, guest) = seat_people(client, "jass", 2)
    table_id = view["id"]
    guest.client.cookies = guest.jar
    headers = {"accept-language": "de"}
    with client.stream("GET", f"/api/tables/{table_id}/events", headers=headers) as events:
        sent = host.post(f"/api/tables/{table_id}/reactions", json={"phrase": "well_played"})
        assert sent.status_code == 204
        reaction = None
        lines = events.iter_lines()
        for line in lines:
            if line == "event: reaction":
                reaction = next(lines)
                break
    assert reaction is not None and '"Gut gespielt!"' in reaction and '"seat": 0' in reaction
    refused = host.post(f"/api/tables/{table_id}/reactions", json={"phrase": "you fool"})
    assert refused.status_code == 400
    spectator = Person(client)
    silent = spectator.post(f"/api/tables/{table_id}/reactions", json={"phrase": "thanks"})
    assert silent.status_code == 403


def test_a_closed_page_hands_the_seat_to_an_ai_player_until_the_person_returns(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, (host, guest) = seat_people(client, "schafkopf", 2)
    table_id = view["id"]
    guest.client.cookies = guest.jar
    with client.stream("GET", f"/api/tables/{table_id}/events") as events:
        next(events.iter_lines())
    # The guest's page closed: once it counts as gone, the AI plays their seat.
    monkeypatch.setattr("cardavia.web.seating.GONE_AFTER", GONE_AFTER * 0)
    seen = wait_until(host, table_id, lambda v: v["seats"][1]["here"] is False, 30)
    assert seen["seats"][1]["person"] and seen["seats"][1]["name"] == "Bernd"
    back = guest.get(f"/api/invitations/{view['shared']['invitation']}").json()
    assert back["human"] == 1
    assert host.read(table_id)["seats"][1]["here"] is True


def test_a_page_opened_to_watch_that_takes_a_seat_is_heard_from_that_seat(
    client: TestClient,
) -> None:
    host, guest = Person(client, "Anna"), Person(client, "Bernd")
    view = share(host, "skat", [1, 2])
    table_id = view["id"]
    guest.client.cookies = guest.jar
    with client.stream("GET", f"/api/tables/{table_id}/events") as events:
        lines = events.iter_lines()
        assert next(line for line in lines if line.startswith("data: "))  # watching
        sit(guest, view, 1)
        host.post(f"/api/tables/{table_id}/reactions", json={"phrase": "good_luck"})
        assert next(line for line in lines if line == "event: reaction")
    sitter = next(s for s in tables_of(client).seats.sitters(table_id) if s.seat == 1)
    assert sitter.seen_at > sitter.joined_at  # the open page keeps the seat its person's
    assert sitter.left_at is not None  # and its closing is noticed


def test_an_old_page_closing_after_a_new_one_opened_leaves_the_person_there(
    client: TestClient,
) -> None:
    """A reload: the new page's stream opens before the old one's closes."""
    view, (_host, guest) = seat_people(client, "skat", 2)
    table_id = view["id"]
    guest.client.cookies = guest.jar
    url = f"/api/tables/{table_id}/events"

    def bernd() -> Sitter:
        return next(s for s in tables_of(client).seats.sitters(table_id) if s.seat == 1)

    with client.stream("GET", url) as old_page:
        old_lines = old_page.iter_lines()
        assert next(line for line in old_lines if line.startswith("data: "))
        with client.stream("GET", url) as new_page:
            new_lines = new_page.iter_lines()
            assert next(line for line in new_lines if line.startswith("data: "))
            old_page.close()
            deadline = time.monotonic() + 5
            while time.monotonic() < deadline:  # the old stream's end is noticed …
                assert bernd().left_at is None  # … but not taken for leaving
                time.sleep(0.1)
    deadline = time.monotonic() + 60
    while bernd().left_at is None:  # the last page closed: that is leaving
        assert time.monotonic() < deadline, "the last page's closing went unnoticed"
        time.sleep(0.1)
