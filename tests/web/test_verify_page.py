"""The "Check a deal" page (/verify): a table's deal named in its address, or a record
file the reader opens; in the reader's language, with the strings its script shows and
each game's packs to draw the hands with."""

import html
import json
import re

import pytest
from fastapi.testclient import TestClient

from cardavia.web.i18n import LANGUAGES, translations
from cardavia.web.ui_strings import VERIFY_STRINGS


def page_json(page: str, element: str) -> dict[str, object]:
    found = re.search(rf'<script type="application/json" id="{element}">(.*?)</script>', page)
    assert found is not None
    data: dict[str, object] = json.loads(found.group(1))
    return data


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_answers_in_the_readers_language(client: TestClient, language: str) -> None:
    answer = client.get("/verify", headers={"accept-language": language})
    assert answer.status_code == 200
    gettext = translations(language).gettext
    page = html.unescape(answer.text)
    for text in ("Check a deal", "The seed matches the commitment shown before the deal"):
        assert gettext(text) in page and (gettext(text) != text or language == "en")
    strings = page_json(answer.text, "ui-strings")
    assert strings == {message: gettext(message) for message in VERIFY_STRINGS}
    games = page_json(answer.text, "verify-games")
    assert games["skat"] == {
        "name": gettext("Skat"),
        "default": "saxon",
        "packs": json.loads(json.dumps(games["skat"]))["packs"],
    }
    skat = json.loads(json.dumps(games["skat"]))
    assert set(skat["packs"]) == {"bavarian", "tell", "salzburg", "saxon", "prussian"}
    assert skat["packs"]["saxon"]["art"] == "/cards/saxon/"
    assert len(skat["packs"]["saxon"]["names"]) == 32


def test_without_an_address_the_page_offers_a_record_file_and_a_seed(client: TestClient) -> None:
    page = client.get("/verify", headers={"accept-language": "en"}).text
    assert '<div class="verify" id="verify">' in page
    assert 'type="file" id="record-file"' in page and 'id="seed-input"' in page
    assert 'id="verify-source"' not in page and 'id="verify-address"' not in page
    assert '<script type="module" src="/static/js/verify.js"></script>' in page
    assert "printf %s" in page and "cardavia verify" in page


def test_a_tables_deal_is_named_and_fetched_by_the_script(client: TestClient) -> None:
    answer = client.get("/verify?table=abc123&deal=2", headers={"accept-language": "de"})
    page = answer.text
    assert answer.status_code == 200
    assert 'data-table="abc123" data-deal="2"' in page
    assert 'type="file"' not in page and 'id="seed-input"' in page
    assert "Spiel 2 am Tisch abc123" in page


@pytest.mark.parametrize("query", ["table=abc", "deal=1", "table=abc&deal=0", "table=a&deal=x"])
def test_an_address_that_names_no_deal_says_so_and_offers_the_file(
    client: TestClient, query: str
) -> None:
    page = client.get(f"/verify?{query}", headers={"accept-language": "en"}).text
    assert "This address names no deal of a table" in page
    assert "data-table" not in page and 'type="file" id="record-file"' in page


def test_the_language_picked_on_the_page_keeps_the_deal(client: TestClient) -> None:
    page = client.get("/verify?table=abc&deal=1").text
    assert '<input type="hidden" name="back" value="/verify?table=abc&amp;deal=1">' in page
    picked = client.get(
        "/language",
        params={"set": "de", "back": "/verify?table=abc&deal=1"},
        follow_redirects=False,
    )
    assert picked.headers["location"] == "/verify?table=abc&deal=1"
    for elsewhere in ("//evil.example/x", "/\\evil.example/x"):
        answer = client.get(
            "/language", params={"set": "de", "back": elsewhere}, follow_redirects=False
        )
        assert answer.headers["location"] == "/", elsewhere
