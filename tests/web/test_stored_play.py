"""A table's play stored action by action: the stored form always reads back as the
session, a second web process catches up by reading only the actions appended since, and
an appended action that does not follow the play is reported as a damaged table."""

import random
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from cardavia.core.game import deal_record
from cardavia.fair_deals import draw_seed
from cardavia.store.database import connect, migrate
from cardavia.store.tables import StoredPlay, TableStore
from cardavia.web.service import Loaded, TableService
from cardavia.web.sessions import Session, StoredSession
from cardavia.web.views import HUMAN


@pytest.mark.parametrize("drawn", [False, True], ids=["seeded", "drawn"])
@pytest.mark.parametrize("game", ["schafkopf", "jass", "skat"])
def test_the_stored_form_follows_the_session(game: str, drawn: bool) -> None:
    """Through actions, cards taken back and next deals, the play as stored is the
    session's JSON (a drawn table's seeds included), its current deal's record is the
    deal's, and it replays as the same."""
    rng = random.Random(game)
    session = Session.new_drawn(game, draw_seed()) if drawn else Session.new(game, 7)
    play = StoredSession(session.to_json())
    for _ in range(3):
        while not session.deal_over:
            action = rng.choice(session.current.legal_actions())
            play = play.followed_by([session.recorded(action)])
            session = session.apply(action)
            if not session.deal_over and rng.random() < 0.1:
                session, play = session.without_last_action(), play.without_last_action()
            assert play.current_deal() == deal_record(game, session.current)
        assert play.to_json() == session.to_json()
        assert Session.from_json(session.to_json()).drawn == session.drawn
        assert play.replayed().to_json() == session.to_json()
        if session.match_over:
            break
        session = session.next_deal(draw_seed()) if session.draws else session.next_deal()
        play = play.with_next_deal(session)
        assert session.results == tuple(deal.result() for deal in session.finished)


def _take_turn(service: TableService, table_id: str, rng: random.Random) -> Loaded:
    loaded = service.load("me", table_id)
    if loaded.session.deal_over:
        return service.deal_next("me", table_id, loaded.stored.version)
    action = rng.choice(loaded.session.current.legal_actions()).to_json()
    if loaded.session.current.to_move == HUMAN:
        return service.act("me", table_id, loaded.stored.version, action)
    job = service.ai_job(table_id)
    assert job is not None
    stored = service.store_ai_action(job, action)
    assert stored is not None
    return stored


def test_a_second_web_process_reads_only_the_actions_appended_since(tmp_path: Path) -> None:
    engine = connect(f"sqlite:///{tmp_path / 'tables.db'}")
    migrate(engine)
    playing, watching = TableService(TableStore(engine)), TableService(TableStore(engine))
    read: list[StoredPlay | None] = []
    reading = watching.store.play

    def play(table_id: str, since: int | None = None) -> StoredPlay | None:
        read.append(reading(table_id, since))
        return read[-1]

    watching.store.play = play  # type: ignore[method-assign]
    rng = random.Random(3)
    table_id = playing.start("me", "skat", None, seed=3).stored.id
    for _turn in range(60):
        loaded = _take_turn(playing, table_id, rng)
        seen = watching.load("me", table_id)
        assert seen.stored.version == loaded.stored.version
        assert watching.view(seen, "me", "en") == playing.view(loaded, "me", "en")
        assert seen.session.to_json() == loaded.session.to_json()
    whole = [stored for stored in read if stored is not None and stored.session is not None]
    assert len(whole) == 1 + len(loaded.session.finished)  # the first read, and each new deal
    assert all(stored is not None and len(stored.actions) <= 1 for stored in read)


def test_an_appended_action_that_does_not_follow_is_a_damaged_table(
    still_client: TestClient,
) -> None:
    client = still_client
    view: dict[str, Any] = client.post("/api/tables", json={"game": "skat", "seed": 3}).json()
    service: TableService = client.app.state.service  # type: ignore[attr-defined]
    out_of_turn = {"seat": 9, "pass": True}
    assert service.store.append(view["id"], view["version"], out_of_turn)
    answer = client.get(f"/api/tables/{view['id']}")
    assert answer.status_code == 500
    assert answer.json() == {"detail": "This table's stored play could not be read back"}
