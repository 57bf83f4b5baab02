"""The server under requests a browser of ours would never send: oversized bodies, other
sites, a database that went away; the security headers; the event stream's wake-ups."""

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio.from_thread
import pytest
from fastapi.testclient import TestClient
from sqlalchemy.exc import OperationalError
from table_play import wait_for_human

from cardavia.store.database import connect
from cardavia.web import api
from cardavia.web.app import create_app
from cardavia.web.service import Loaded, TableService
from cardavia.web.settings import Settings, _write_once


def start(client: TestClient, game: str = "skat", **extra: Any) -> dict[str, Any]:
    answer = client.post("/api/tables", json={"game": game, "seed": 5, **extra})
    assert answer.status_code == 201, answer.text
    return answer.json()  # type: ignore[no-any-return]


def tables_of(client: TestClient) -> TableService:
    return client.app.state.service  # type: ignore[attr-defined,no-any-return]


# Limits


def test_a_body_over_64_kb_is_refused_before_it_is_read(client: TestClient) -> None:
    huge = json.dumps({"game": "skat", "pack": "x" * 100_000})
    answer = client.post(
        "/api/tables",
        content=huge,
        headers={"content-type": "application/json", "accept-language": "de"},
    )
    assert answer.status_code == 413
    assert answer.json()["detail"] == "Diese Anfrage ist zu groß: höchstens 64 KB werden angenommen"


def test_a_streamed_body_without_a_length_is_cut_off_at_64_kb(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"game": "skat", "pack": "'
        for _ in range(100):
            yield b"x" * 1024
        yield b'"}'

    answer = client.post(
        "/api/tables", content=chunks(), headers={"content-type": "application/json"}
    )
    assert answer.status_code == 413
    assert "64 KB" in answer.json()["detail"]


def test_an_error_quotes_at_most_100_characters_of_what_was_sent(client: TestClient) -> None:
    table = wait_for_human(client, start(client)["id"], lambda v: None)
    sent = "Z" * 50_000
    answer = client.post(
        f"/api/tables/{table['id']}/actions",
        json={"version": table["version"], "action": {"play": sent}},
    )
    assert answer.status_code in (400, 422)
    detail = answer.json()["detail"]
    assert "Z" * 100 not in detail and "Z" * 20 in detail
    assert len(answer.content) < 500
    assert client.get(f"/api/tables/{table['id']}").json()["version"] == table["version"]


# Other sites


@pytest.mark.parametrize(
    "headers",
    [
        {"origin": "https://elsewhere.example"},
        {"origin": "null"},
        {"sec-fetch-site": "cross-site"},
        {"sec-fetch-site": "same-site", "origin": "http://testserver"},
    ],
)
def test_a_state_changing_request_from_another_site_is_refused(
    client: TestClient, headers: dict[str, str]
) -> None:
    table = wait_for_human(client, start(client)["id"], lambda v: None)
    answer = client.post(
        f"/api/tables/{table['id']}/actions",
        json={"version": table["version"], "action": table["observation"]["legal_actions"][0]},
        headers={**headers, "accept-language": "en"},
    )
    assert answer.status_code == 403
    assert answer.json() == {"detail": "This request came from another site and was refused"}
    refused = client.post("/api/tables", json={"game": "skat"}, headers=headers)
    assert refused.status_code == 403
    assert client.get(f"/api/tables/{table['id']}").json()["version"] == table["version"]


@pytest.mark.parametrize(
    "headers",
    [
        {"origin": "http://testserver", "sec-fetch-site": "same-origin"},
        {"origin": "http://testserver"},
        {},  # a script, not a browser
    ],
)
def test_requests_from_our_own_pages_and_scripts_pass(
    client: TestClient, headers: dict[str, str]
) -> None:
    answer = client.post("/api/tables", json={"game": "jass", "seed": 1}, headers=headers)
    assert answer.status_code == 201


def test_reading_needs_no_origin_check(client: TestClient) -> None:
    table = start(client)
    answer = client.get(f"/api/tables/{table['id']}", headers={"sec-fetch-site": "cross-site"})
    assert answer.status_code == 200


# Headers


@pytest.mark.parametrize("path", ["/", "/play/skat", "/static/js/table.js", "/api/nothing"])
def test_every_answer_carries_the_security_headers(client: TestClient, path: str) -> None:
    headers = client.get(path).headers
    policy = dict(
        part.strip().split(" ", 1) for part in headers["content-security-policy"].split(";")
    )
    assert policy["script-src"] == "'self'"
    assert policy["frame-ancestors"] == "'none'"
    assert policy["object-src"] == "'none'"
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "same-origin"
    assert headers["x-frame-options"] == "DENY"


def test_the_pages_have_no_inline_script(client: TestClient) -> None:
    for path in ["/", "/play/skat", "/play/jass", "/play/schafkopf", "/atlas"]:
        page = client.get(path).text
        for tag in page.split("<script")[1:]:
            opening = tag.split(">", 1)[0]
            assert "src=" in opening or 'type="application/json"' in opening, (path, opening)


def test_the_cookie_is_secure_when_the_site_is_served_over_https(settings: Settings) -> None:
    settings.secure_cookie = True
    with TestClient(create_app(settings), base_url="https://testserver") as client:
        answer = client.post("/api/tables", json={"game": "skat"})
        assert "; secure" in answer.headers["set-cookie"].lower()


def test_the_cookie_is_not_secure_by_default(client: TestClient) -> None:
    answer = client.post("/api/tables", json={"game": "skat"})
    assert "secure" not in answer.headers["set-cookie"].lower()


# The secret key, the database


def test_the_secret_key_is_written_once_whoever_starts_first(tmp_path: Path) -> None:
    key = tmp_path / "cardavia.secret"
    _write_once(key, "first")
    _write_once(key, "second")
    assert key.read_text() == "first"
    assert oct(key.stat().st_mode & 0o777) == "0o600"
    assert [path.name for path in tmp_path.iterdir()] == ["cardavia.secret"]
    settings = Settings(secret_file=key)
    assert settings.signing_key() == "first"


def test_sqlite_writes_ahead_and_waits_for_a_busy_writer(tmp_path: Path) -> None:
    engine = connect(f"sqlite:///{tmp_path / 'c.db'}")
    with engine.connect() as connection:
        raw: sqlite3.Connection = connection.connection.dbapi_connection  # type: ignore[assignment]
        assert raw.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert raw.execute("PRAGMA busy_timeout").fetchone()[0] >= 10_000


def test_a_database_outage_is_answered_503_in_the_players_language(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(client)

    def away(*_args: object) -> None:
        raise OperationalError("SELECT", {}, ConnectionRefusedError("connection refused"))

    monkeypatch.setattr(tables_of(client), "load", away)
    answer = client.get(f"/api/tables/{table['id']}", headers={"accept-language": "de"})
    assert answer.status_code == 503
    assert answer.headers["retry-after"] == "5"
    assert answer.json()["detail"].startswith("Die Tische sind gerade nicht erreichbar")


# The event stream


def stream_lines(client: TestClient, table_id: str, **headers: str) -> Iterator[str]:
    with client.stream("GET", f"/api/tables/{table_id}/events", headers=headers) as events:
        yield from (line for line in events.iter_lines() if line)


def test_a_change_stored_while_the_stream_reads_the_table_is_not_lost(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The stream once read the table, then began to wait: a change stored in between
    woke nobody, and the browser saw it only at the next heartbeat."""
    monkeypatch.setattr(api, "HEARTBEAT_SECONDS", 3.0)
    with TestClient(create_app(settings)) as client:
        view = wait_for_human(client, start(client, "skat")["id"], lambda v: None)
        tables = tables_of(client)
        read = tables.load
        changes = [view["observation"]["legal_actions"][0]]

        def read_then_a_change_is_stored(who: str, table_id: str) -> Loaded:
            loaded = read(who, table_id)
            if changes:
                tables.act(who, table_id, loaded.stored.version, changes.pop())
                anyio.from_thread.run_sync(client.app.state.signals.notify, table_id)  # type: ignore[attr-defined]
            return loaded

        monkeypatch.setattr(tables, "load", read_then_a_change_is_stored)
        lines = stream_lines(client, view["id"])
        assert next(lines).startswith("retry:")
        assert next(lines) == "event: table"
        assert next(lines) == f"id: {view['version']}"
        next(lines)  # its data
        assert next(lines) == "event: table", "the change waited for the heartbeat"
        assert next(lines) == f"id: {view['version'] + 1}"


def test_a_reconnecting_stream_resumes_from_the_last_event_it_saw(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(api, "HEARTBEAT_SECONDS", 0.5)
    with TestClient(create_app(settings)) as client:
        view = wait_for_human(client, start(client, "skat")["id"], lambda v: None)
        lines = stream_lines(client, view["id"], **{"last-event-id": str(view["version"])})
        assert next(lines).startswith("retry:")
        assert next(lines) == ": still here", "the table was sent again unchanged"
        older = stream_lines(client, view["id"], **{"last-event-id": str(view["version"] - 1)})
        next(older)
        assert next(older) == "event: table"


# Runtime state


def held_tables(client: TestClient) -> int:
    """Tables with AI turns in progress or a stream waiting on them in this process."""
    state = client.app.state  # type: ignore[attr-defined]
    return state.runner.held_tables() + len(state.signals.followed_tables())  # type: ignore[no-any-return]


def test_a_table_nobody_follows_keeps_no_runtime_state(settings: Settings) -> None:
    with TestClient(create_app(settings)) as client:
        view = wait_for_human(client, start(client, "schafkopf")["id"], lambda v: None)
        lines = stream_lines(client, view["id"])
        next(lines)
        next(lines)
        assert held_tables(client) >= 1
        lines.close()  # the stream ends
        wait_for_human(client, view["id"], lambda v: None)
        assert held_tables(client) == 0


def test_an_ai_turn_outlives_a_database_outage(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("cardavia.web.ai_runner.DATABASE_RETRY_SECONDS", 0.05)
    with TestClient(create_app(settings)) as client:
        tables = tables_of(client)
        job, outages = tables.ai_job, [1, 1]

        def job_unless_away(table_id: str) -> Any:
            if outages:
                outages.pop()
                raise OperationalError("SELECT", {}, ConnectionRefusedError("refused"))
            return job(table_id)

        monkeypatch.setattr(tables, "ai_job", job_unless_away)
        view = wait_for_human(client, start(client, "skat", level="easy")["id"], lambda v: None)
        assert not outages and view["your_turn"]


def test_the_ai_queue_is_refused_on_sqlite(settings: Settings) -> None:
    with pytest.raises(ValueError, match="CARDAVIA_AI_QUEUE needs a PostgreSQL DATABASE_URL"):
        create_app(settings.model_copy(update={"ai_queue": True}))
