"""Deal records in and out: a kept deal downloads as its record, which replays to its result;
a record file is opened only when ``cardavia replay`` accepts it and its deal has ended, and
is otherwise refused in replay's words, in the reader's language, with nothing kept; a deal
is shared by an unguessable read-only link, and nobody reads another's deal without it."""

import json
import random
import re
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from table_play import play_deal
from typer.testing import CliRunner

from cardavia.catalog.packs import atlas
from cardavia.cli import app as cli
from cardavia.fair_deals import verify
from cardavia.games.playout import random_playout
from cardavia.games.registry import GAMES
from cardavia.records import (
    IllegalRecordedAction,
    RecordRefused,
    read_finished_record,
    replay,
    replay_report,
    write_record,
)
from cardavia.store.deals import DEALS, PLAYERS, KeptDeal
from cardavia.web.deal_archive import DealArchive
from cardavia.web.guard import RECORD_FILE_TOO_LARGE
from cardavia.web.i18n import translate_error, translations

GERMAN = {"accept-language": "de"}
RECORD_LIMIT = 1024 * 1024
REVIEW = re.compile(r"/deals/[0-9a-f]{24}")


def archive(client: TestClient) -> DealArchive:
    return client.app.state.archive  # type: ignore[attr-defined, no-any-return]


def finished_deal(client: TestClient, game: str, seed: int | None = None) -> KeptDeal:
    """Deal 1 of a new table of the client's, played to its end (drawn by the server when
    no seed is given)."""
    start = {"game": game} if seed is None else {"game": game, "seed": seed}
    view = client.post("/api/tables", json=start).json()
    view = play_deal(client, view, random.Random(seed), lambda _: None)
    deal = archive(client).deals.of_table(view["id"], 1)
    assert deal is not None
    return deal


def stranger(client: TestClient) -> TestClient:
    """Another browser at the same server: its own cookie, so another person."""
    return TestClient(client.app)


def kept_rows(client: TestClient) -> tuple[int, int]:
    """How many deals the archive keeps, and how many times a person played one."""
    with archive(client).deals.engine.connect() as db:
        deals = db.execute(select(func.count()).select_from(DEALS)).scalar_one()
        played = db.execute(select(func.count()).select_from(PLAYERS)).scalar_one()
    return deals, played


def replay_line(tmp_path: Path, text: str) -> str:
    """What ``cardavia replay`` prints for a file of this text."""
    path = tmp_path / "deal.json"
    path.write_text(text, encoding="utf-8")
    return CliRunner().invoke(cli, ["replay", str(path)]).output.strip()


# ----------------------------------------------------------------------------- download


@pytest.mark.parametrize("game", ["schafkopf", "jass", "skat"])
def test_a_kept_deal_downloads_as_its_record_which_replays_to_its_result(
    client: TestClient, game: str, tmp_path: Path
) -> None:
    deal = finished_deal(client, game)
    answer = client.get(f"/api/deals/{deal.id}/record")
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "application/json"
    day = deal.finished_at.date().isoformat()
    assert answer.headers["content-disposition"] == (
        f'attachment; filename="cardavia-{game}-{day}-1.json"'
    )
    record = answer.json()
    assert record == deal.record
    state = replay(record)
    assert state.is_over
    assert deal.result == {"scores": list(state.result().scores), **state.result().to_json()}
    assert json.loads(replay_line(tmp_path, answer.text)) == replay_report(game, state)
    assert verify(record, record["seed"]).ok  # drawn: its commitment and seed go with it


# ----------------------------------------------------------------------------- opening a file


def played_record(game: str = "skat", seed: int = 3) -> dict[str, Any]:
    return write_record(game, random_playout(GAMES[game], seed))


def not_json() -> str:
    return json.dumps(played_record())[:-40]


def malformed() -> str:
    record = played_record()
    record["hands"][0][0] = "x9"
    return json.dumps(record)


def with_an_illegal_action() -> str:
    """A Skat deal whose first card played is one its player does not hold."""
    record = played_record()
    first = next(i for i, action in enumerate(record["actions"]) if "play" in action)
    seat = record["actions"][first]["seat"]
    held_by_another = record["hands"][(seat + 1) % 3][0]
    record["actions"][first] = {"seat": seat, "play": held_by_another}
    return json.dumps(record)


def of_a_foreign_game() -> str:
    return json.dumps({**played_record(), "game": "tarock"})


def unfinished() -> str:
    record = played_record()
    return json.dumps({**record, "actions": record["actions"][:-1]})


REFUSED: dict[str, Callable[[], str]] = {
    "not JSON": not_json,
    "malformed": malformed,
    "illegal action": with_an_illegal_action,
    "foreign game": of_a_foreign_game,
    "unfinished": unfinished,
}


@pytest.mark.parametrize("kind", REFUSED)
def test_a_refused_record_file_is_told_what_cardavia_replay_says_and_nothing_is_kept(
    client: TestClient, kind: str, tmp_path: Path
) -> None:
    finished_deal(client, "skat", seed=1)
    text = REFUSED[kind]()
    before = kept_rows(client)
    english = client.post("/api/deals", content=text, headers={"accept-language": "en"})
    german = client.post("/api/deals", content=text, headers=GERMAN)
    assert (english.status_code, german.status_code) == (400, 400)
    assert kept_rows(client) == before
    line = replay_line(tmp_path, text)
    if kind == "unfinished":  # replay reports an unfinished deal; a review needs its end
        assert json.loads(line)["complete"] is False
        assert english.json()["detail"].startswith("unfinished deal: ")
    else:
        assert english.json()["detail"] == line
    with pytest.raises(RecordRefused) as refused:
        read_finished_record(text)
    assert german.json()["detail"] == translate_error(refused.value, "de")


@pytest.mark.parametrize(
    ("kind", "german_words"),
    [("illegal action", "Du hast"), ("malformed", "ist kein Kartenkürzel")],
)
def test_why_a_record_is_refused_is_said_in_the_readers_language(
    client: TestClient, kind: str, german_words: str
) -> None:
    text = REFUSED[kind]()
    english = client.post("/api/deals", content=text).json()["detail"]
    german = client.post("/api/deals", content=text, headers=GERMAN).json()["detail"]
    assert german_words in german and german_words not in english
    if kind == "illegal action":
        with pytest.raises(IllegalRecordedAction) as illegal:
            replay(json.loads(text))
        assert german.endswith(translate_error(illegal.value.reason, "de"))


def padded(record: dict[str, Any], size: int) -> str:
    """The record's text, made ``size`` bytes long with spaces (still the same JSON)."""
    text = json.dumps(record)
    return text + " " * (size - len(text))


def test_a_record_file_over_1_mb_is_refused_and_one_up_to_1_mb_is_opened(
    client: TestClient,
) -> None:
    record = played_record()
    before = kept_rows(client)
    too_large = client.post("/api/deals", content=padded(record, RECORD_LIMIT + 1), headers=GERMAN)
    assert too_large.status_code == 413
    german = translations("de").gettext(RECORD_FILE_TOO_LARGE).format(limit=1)
    assert too_large.json()["detail"] == german
    assert kept_rows(client) == before
    assert client.post("/api/deals", content=padded(record, RECORD_LIMIT)).status_code == 201
    table = padded({"game": "skat"}, RECORD_LIMIT)
    assert client.post("/api/tables", content=table).status_code == 413  # a record file only


def test_a_record_file_streamed_without_its_length_is_cut_off_at_1_mb(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        yield json.dumps(played_record()).encode()
        for _ in range(1025):
            yield b" " * 1024

    before = kept_rows(client)
    answer = client.post("/api/deals", content=chunks())
    assert answer.status_code == 413
    assert answer.json()["detail"] == (
        "A record file of at most 1 MB can be opened: this one is larger"
    )
    assert kept_rows(client) == before


def test_an_opened_record_file_is_kept_for_its_reader_alone(client: TestClient) -> None:
    record = {**played_record("schafkopf", 8), "note": "a field Cardavia does not know"}
    answer = client.post("/api/deals", content=json.dumps(record), headers=GERMAN)
    assert answer.status_code == 201
    opened = answer.json()
    assert opened["url"] == f"/deals/{opened['id']}" and REVIEW.fullmatch(opened["url"])
    kept = archive(client).deals.get(opened["id"])
    assert kept is not None and kept.uploaded and kept.table_id is None
    state = replay(record)
    assert kept.record == write_record("schafkopf", state)
    assert kept.result == {"scores": list(state.result().scores), **state.result().to_json()}
    assert kept.pack == atlas().default_pack("schafkopf").id
    assert kept.seats == [{"name": None, "person": True}] * 4  # each reader's "Seat 1"…
    review = client.get(f"/api/deals/{kept.id}", headers=GERMAN).json()
    assert [seat["name"] for seat in review["seats"]] == [
        "Platz 1",
        "Platz 2",
        "Platz 3",
        "Platz 4",
    ]
    assert client.get(f"/api/deals/{kept.id}/record").json() == kept.record

    other = stranger(client)
    assert other.get(f"/api/deals/{kept.id}/record").status_code == 404
    assert other.post(f"/api/deals/{kept.id}/share").status_code == 404
    assert kept_rows(client)[1] == 0  # nobody played it here: in nobody's statistics


def test_a_downloaded_record_opened_again_is_the_same_deal(client: TestClient) -> None:
    deal = finished_deal(client, "jass")
    text = client.get(f"/api/deals/{deal.id}/record").text
    opened = client.post("/api/deals", content=text).json()
    again = archive(client).deals.get(opened["id"])
    assert again is not None and again.id != deal.id
    assert (again.record, again.result, again.game) == (deal.record, deal.result, deal.game)
    assert "commitment" in again.record and "seed" in again.record


def test_a_record_file_that_is_not_utf8_is_not_json(client: TestClient) -> None:
    answer = client.post("/api/deals", content=b'{"format": "\xff"}')
    assert answer.status_code == 400
    assert answer.json()["detail"] == "invalid record: not JSON: a record file is text in UTF-8"


# ----------------------------------------------------------------------------- share links


def test_a_shared_deal_is_read_by_its_link_without_the_cookie(client: TestClient) -> None:
    deal = finished_deal(client, "skat", seed=4)
    shared = client.post(f"/api/deals/{deal.id}/share")
    assert shared.status_code == 200
    token = shared.json()["token"]
    assert shared.json() == {"token": token, "url": f"/shared/{token}"}
    assert len(token) >= 32
    assert client.post(f"/api/deals/{deal.id}/share").json()["token"] == token

    anybody = stranger(client)
    view = anybody.get(f"/api/shared/{token}")
    assert view.status_code == 200
    review = view.json()
    assert (review["id"], review["table"], review["seat"], review["mine"]) == (None,) * 3 + (False,)
    assert (review["game"], review["scores"]) == ("skat", deal.result["scores"])
    assert review["record"] == f"/api/shared/{token}/record"
    assert datetime.fromisoformat(view.json()["finished_at"]).astimezone(UTC) == deal.finished_at
    assert deal.table_id not in view.text and deal.owner not in view.text
    record = anybody.get(f"/api/shared/{token}/record")
    assert record.status_code == 200 and record.json() == deal.record
    assert "attachment" in record.headers["content-disposition"]
    page = anybody.get(f"/shared/{token}", headers=GERMAN)
    assert page.status_code == 200
    assert f'href="/api/shared/{token}/record"' in page.text and 'data-read-only="1"' in page.text
    assert deal.table_id not in page.text and deal.id not in page.text

    assert anybody.get(f"/api/deals/{deal.id}/record").status_code == 404
    assert anybody.post(f"/api/deals/{deal.id}/share").status_code == 404


def test_an_unknown_share_link_is_404(client: TestClient) -> None:
    finished_deal(client, "skat", seed=4)
    assert client.get("/api/shared/nothing-shared-here").status_code == 404
    assert client.get("/api/shared/nothing-shared-here/record").status_code == 404
    page = client.get("/shared/nothing-shared-here", headers=GERMAN)
    assert page.status_code == 404
    assert 'id="not-found-message"' in page.text


def test_another_persons_deal_is_404_without_its_link(client: TestClient) -> None:
    deal = finished_deal(client, "schafkopf", seed=6)
    other = stranger(client)
    for answer in (
        other.get(f"/api/deals/{deal.id}/record"),
        other.post(f"/api/deals/{deal.id}/share"),
        other.get(f"/api/deals/{'0' * 24}/record"),
    ):
        assert answer.status_code == 404
        assert answer.json() == {"detail": "There is no such deal, or it is not one of yours"}
    assert archive(client).deals.get(deal.id) == deal  # not shared by the attempt


# ----------------------------------------------------------------------------- the page


def test_the_page_to_open_a_record_file_speaks_the_readers_language(client: TestClient) -> None:
    page = client.get("/deals/open", headers=GERMAN)
    assert page.status_code == 200
    assert 'lang="de"' in page.text
    assert 'id="record-file"' in page.text and "/static/js/open-record.js" in page.text
    assert f'data-largest-bytes="{RECORD_LIMIT}"' in page.text
    found = re.search(r'<script type="application/json" id="ui-strings">(.*?)</script>', page.text)
    assert found is not None
    strings = json.loads(found.group(1))
    assert "A record file of at most {limit} MB can be opened: this one is larger" in strings


def test_what_a_refused_record_quotes_is_never_taken_for_a_placeholder(
    client: TestClient,
) -> None:
    record = played_record()
    record["hands"][0][0] = "{0}"
    for language in ("en", "de"):
        answer = client.post(
            "/api/deals", content=json.dumps(record), headers={"accept-language": language}
        )
        assert answer.status_code == 400
        assert "'{0}' " in answer.json()["detail"]
