"""The catalogues: every string of the app (pages, rules, table, engine messages) is in the
template and translated into German with the same placeholders; errors come back in the
player's language."""

import re
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po
from fastapi.testclient import TestClient

from cardavia.web.i18n import LANGUAGES, LOCALES

ROOT = Path(__file__).parent.parent.parent
PLACEHOLDERS = re.compile(r"\{\w+\}|%\(\w+\)s")


def test_the_template_holds_every_marked_string(tmp_path: Path) -> None:
    fresh = tmp_path / "messages.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "-F", "babel.cfg",
         "-k", "N_", "-k", "IllegalAction", "-k", "BadNotation", "--no-location",
         "-o", str(fresh), "."],
        cwd=ROOT, check=True, capture_output=True,
    )  # fmt: skip
    extracted = {m.id for m in read_po(fresh.open("rb")) if m.id}
    committed = {m.id for m in read_po((LOCALES / "messages.pot").open("rb")) if m.id}
    assert extracted == committed, "run the pybabel extract command in babel.cfg"
    assert len(extracted) > 400


def test_every_language_translates_every_string_with_the_same_placeholders() -> None:
    template = [m.id for m in read_po((LOCALES / "messages.pot").open("rb")) if m.id]
    for language in LANGUAGES:
        if language == "en":
            continue
        catalog = read_po((LOCALES / language / "LC_MESSAGES" / "messages.po").open("rb"))
        for message_id in template:
            message = catalog.get(message_id)
            assert message is not None and message.string, f"{language}: {message_id!r}"
            wanted = sorted(PLACEHOLDERS.findall(str(message_id)))
            assert sorted(PLACEHOLDERS.findall(str(message.string))) == wanted, message_id


def test_errors_come_in_the_players_language(client: TestClient) -> None:
    german = {"accept-language": "de"}
    view = client.post("/api/tables", json={"game": "jass", "seed": 4}, headers=german).json()
    while not view["your_turn"]:
        view = client.get(f"/api/tables/{view['id']}", headers=german).json()
    url = f"/api/tables/{view['id']}/actions"
    not_held = next(c for c in ("r6", "rA", "b6", "bA") if c not in view["observation"]["hand"])
    play = {"version": view["version"], "action": {"play": not_held}}
    answer = client.post(url, json=play, headers=german)
    assert answer.status_code == 400
    assert answer.json()["detail"].startswith("Du hast ")
    english = client.post(url, json=play, headers={"accept-language": "en"})
    assert english.json()["detail"].startswith("You do not hold the ")
    malformed = client.post(url, json={**play, "action": {"play": "x9"}}, headers=german)
    assert "ist kein Kartenkürzel" in malformed.json()["detail"]
    stale = client.post(url, json={**play, "version": -1}, headers=german)
    assert stale.status_code == 409 and "weitergespielt" in stale.json()["detail"]
    assert client.get("/api/tables/none", headers=german).json()["detail"] == (
        "Diesen Tisch gibt es nicht"
    )


def test_malformed_requests_are_answered_in_the_players_language(client: TestClient) -> None:
    answer = client.post(
        "/api/tables/x/actions",
        json={"version": "v", "action": {}},
        headers={"accept-language": "de"},
    )
    assert answer.status_code == 422
    assert "version" in answer.json()["detail"]
    assert answer.json()["detail"] != "This request is not understood: look at version"
