"""Who plays a seat of a shared table, and when an AI player takes it over: a closed page,
a silent connection, a turn time that ran out; the person coming back; the next deal when
everybody is ready or the turn time ran out."""

from datetime import UTC, datetime, timedelta

import pytest
from company import Person, View, share, sit, wait_until
from fastapi.testclient import TestClient

from cardavia.store.seats import Sitter
from cardavia.store.tables import StoredTable
from cardavia.web import service as service_module
from cardavia.web.seating import GONE_AFTER, SILENT_AFTER, Seating
from cardavia.web.service import TableService

NOW = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)


def sitter(number: int, **changes: object) -> Sitter:
    """Person ``p<number>`` at seat ``number`` unless ``changes`` say otherwise."""
    values: dict[str, object] = {
        "player_id": f"p{number}",
        "seat": number,
        "name": f"N{number}",
        "look": {},
        "away": False,
        "ready_for": 0,
        "joined_at": NOW,
        "seen_at": NOW,
        "left_at": None,
    }
    values.update(changes)
    return Sitter(**values)  # type: ignore[arg-type]


def seating(*sitters: Sitter, turn: int | None = None) -> Seating:
    settings = {"started": True, "open_seats": [1, 2, 3], "turn_seconds": turn}
    stored = StoredTable("t", "p0", "schafkopf", "x", 0, settings, NOW, NOW, "token", False)
    return Seating.of(stored, 4, sitters)


def test_a_person_plays_their_seat_while_their_page_is_there() -> None:
    table = seating(sitter(0), sitter(2))
    assert [table.person_plays(seat, NOW) for seat in range(4)] == [True, False, True, False]
    assert table.seat_of("p2") == 2 and table.seat_of("nobody") is None
    assert table.free_seats() == [1, 3]


def test_a_closed_page_hands_the_seat_over_after_a_few_seconds() -> None:
    table = seating(sitter(0, left_at=NOW))
    assert table.person_plays(0, NOW + GONE_AFTER)
    assert not table.person_plays(0, NOW + GONE_AFTER + timedelta(seconds=1))
    assert table.when_gone(0) == NOW + GONE_AFTER


def test_a_silent_page_hands_the_seat_over() -> None:
    table = seating(sitter(0))
    assert table.person_plays(0, NOW + SILENT_AFTER)
    assert not table.person_plays(0, NOW + SILENT_AFTER + timedelta(seconds=1))


def test_a_person_marked_away_is_played_for_until_they_return() -> None:
    table = seating(sitter(0, away=True))
    assert not table.person_plays(0, NOW)
    assert table.when_gone(0) is None


def test_the_turn_time_is_counted_from_the_last_change() -> None:
    assert seating(sitter(0), turn=30).turn_ends(NOW) == NOW + timedelta(seconds=30)
    assert seating(sitter(0)).turn_ends(NOW) is None


def a_persons_turn(client: TestClient, turn_seconds: int | None) -> tuple[View, Person, Person]:
    host, guest = Person(client, "Anna"), Person(client, "Bernd")
    view = share(host, "skat", [1, 2], turn_seconds=turn_seconds)
    sit(guest, view, 1)
    sit(Person(client, "Clara"), view, 2)  # every seat a person's: nobody moves by itself
    host.post(f"/api/tables/{view['id']}/begin")
    view = wait_until(host, view["id"], lambda v: v["observation"]["to_move"] is not None)
    return view, host, guest


def later(monkeypatch: pytest.MonkeyPatch, seconds: float) -> None:
    moment = datetime.now(UTC) + timedelta(seconds=seconds)
    monkeypatch.setattr(service_module, "_now", lambda: moment)


def tables_of(client: TestClient) -> TableService:
    return client.app.state.service  # type: ignore[attr-defined,no-any-return]


def test_a_turn_time_that_runs_out_hands_the_seat_to_an_ai_until_its_person_returns(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, host, guest = a_persons_turn(client, turn_seconds=30)
    tables = tables_of(client)
    assert tables.ai_job(view["id"]) is None  # the person to move has time to think
    later(monkeypatch, 31)
    job = tables.ai_job(view["id"])
    assert job is not None  # the AI moves for them …
    to_move = view["observation"]["to_move"]
    mover = [host, guest, None][to_move]
    seen = host.read(view["id"]) if to_move != 0 else guest.read(view["id"])
    assert seen["seats"][to_move]["here"] is False  # … marked so on the seat
    monkeypatch.undo()
    if mover is not None:  # the person opens the table again: the seat is theirs
        back = mover.get(f"/api/invitations/{view['shared']['invitation']}").json()
        assert back["human"] == to_move
        other = guest if mover is host else host
        assert other.read(view["id"])["seats"][to_move]["here"] is True


def test_without_a_turn_time_a_person_who_is_there_is_never_played_for(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, _host, _guest = a_persons_turn(client, turn_seconds=None)
    tables = tables_of(client)
    later(monkeypatch, 3600)
    assert tables.due_at(tables.load("x", view["id"])) is not None  # silent pages go, though
    monkeypatch.undo()
    assert tables.ai_job(view["id"]) is None


def test_the_turn_time_must_be_one_of_the_choices(client: TestClient) -> None:
    host = Person(client, "Anna")
    body = {"game": "skat", "shared": {"open_seats": [1], "turn_seconds": 45}}
    answer = host.post("/api/tables", json=body)
    assert answer.status_code == 400 and "30, 60 or 120" in answer.json()["detail"]


def test_the_host_who_leaves_hands_the_table_to_whoever_sat_there_longest() -> None:
    later_joined = NOW + timedelta(seconds=5)
    table = seating(sitter(0), sitter(1, joined_at=later_joined), sitter(2, joined_at=NOW))
    assert table.is_host("p0") and not table.is_host("p2")
    left = seating(sitter(0, seat=None), sitter(1, joined_at=later_joined), sitter(2))
    assert not left.is_host("p0") and left.is_host("p2") and not left.is_host("p1")
