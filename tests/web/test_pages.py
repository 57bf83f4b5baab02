"""The HTML pages: home, a page per game with its tabs and summary line, the settings
bar on every page, the language chosen from the browser or the picker."""

import pytest
from fastapi.testclient import TestClient

SUMMARIES = {
    "schafkopf": "4 players · You against three AI players · Scored per deal",
    "jass": "4 players · You and an AI partner against two AI players · Match to 3000",
    "skat": "3 players · You and two AI players · One deal",
}


def test_home_names_every_game_and_pack(client: TestClient) -> None:
    page = client.get("/", headers={"accept-language": "en"})
    assert page.status_code == 200
    for title in ("Schafkopf", "Schieber Jass", "Skat"):
        assert title in page.text
    for summary in SUMMARIES.values():
        assert summary in page.text
    assert "Bavarian pattern (Munich)" in page.text and "Schaffhausen" in page.text


@pytest.mark.parametrize("game", sorted(SUMMARIES))
def test_game_page_has_table_and_rules_tabs_and_summary(client: TestClient, game: str) -> None:
    page = client.get(f"/play/{game}", headers={"accept-language": "en"})
    assert page.status_code == 200
    assert SUMMARIES[game] in page.text
    assert 'id="tab-table"' in page.text and ">Table<" in page.text
    assert 'id="tab-rules"' in page.text and ">Full rules<" in page.text
    assert f'data-game="{game}"' in page.text
    assert 'id="ui-strings"' in page.text


@pytest.mark.parametrize("path", ["/", "/play/jass"])
def test_every_page_has_the_settings_bar(client: TestClient, path: str) -> None:
    page = client.get(path).text
    assert 'id="language-picker"' in page
    for key in ("contrast", "grain", "temperature"):
        assert f'data-look="{key}"' in page and 'value="50"' in page


def test_look_cookie_sets_the_sliders_and_the_css_properties(client: TestClient) -> None:
    client.cookies.set("cardavia_look", "80,10,95")
    page = client.get("/").text
    assert "--contrast: 80; --grain: 10; --temperature: 95" in page
    assert 'data-look="grain" id="look-grain"' in page.replace('value="10" ', "")


def test_unknown_game_page_is_404(client: TestClient) -> None:
    assert client.get("/play/poker").status_code == 404


def test_language_follows_the_browser_until_the_player_picks_one(client: TestClient) -> None:
    german = client.get("/play/skat", headers={"accept-language": "de-CH,de;q=0.9,en;q=0.5"})
    assert 'lang="de"' in german.text and ">Ganze Regeln<" in german.text
    english = client.get("/play/skat", headers={"accept-language": "fr, en;q=0.8"})
    assert 'lang="en"' in english.text
    picked = client.get("/language?set=de&back=/play/jass", follow_redirects=False)
    assert picked.status_code == 303 and picked.headers["location"] == "/play/jass"
    after = client.get("/play/jass", headers={"accept-language": "en"})
    assert 'lang="de"' in after.text
    assert "Schieber-Jass" in after.text and "Partie bis 3000" in after.text


def test_language_pick_only_returns_to_this_site(client: TestClient) -> None:
    answer = client.get("/language?set=en&back=https://evil.example/x", follow_redirects=False)
    assert answer.headers["location"] == "/"
