"""The HTML pages: home, a page per game with its tabs and summary line, the settings
bar on every page, the language chosen from the browser or the picker."""

import re

import pytest
from fastapi.testclient import TestClient

from cardavia.catalog.packs import atlas

SUMMARIES = {
    "schafkopf": "4 players · You against three AI players · Scored per deal",
    "jass": "4 players · You and an AI partner against two AI players · Match to 3000",
    "skat": "3 players · You and two AI players · One deal",
}


def test_home_is_the_atlas_of_packs_and_names_every_game(client: TestClient) -> None:
    page = client.get("/", headers={"accept-language": "en"})
    assert page.status_code == 200
    for title in ("Schafkopf", "Schieber Jass", "Skat"):
        assert title in page.text
    for summary in SUMMARIES.values():
        assert summary in page.text
    assert 'id="atlas-map"' in page.text
    for pack in atlas().packs:
        assert f'class="pin" href="/packs/{pack.id}"' in page.text
        assert (
            f"{pack.city['en']} · {atlas().countries[pack.country]['en']} · {pack.cards} cards"
            in page.text
        )
    assert '<a href="/play/schafkopf?pack=tell">Schafkopf</a>' in page.text


def test_a_pack_page_has_its_place_description_games_rules_and_cards(client: TestClient) -> None:
    page = client.get("/packs/tell", headers={"accept-language": "en"}).text
    assert 'Vienna · Austria · 36 cards · <a href="https://en.wikipedia.org/wiki/' in page
    assert "seasonal Daus and the Weli, used here for Schafkopf" in page
    assert 'href="/play/schafkopf?pack=tell"' in page and 'href="/play/skat?pack=tell"' in page
    assert 'id="rules-schafkopf"' in page and 'id="schafkopf-overview"' in page
    for code in atlas().pack("tell").codes:
        assert f'data-card="{code}"' in page
    assert 'alt="Heart Daus (spring)"' in page and 'alt="Weli"' in page
    portuguese = client.get("/packs/tell", headers={"accept-language": "pt"}).text
    assert "Viena · Áustria · 36 cartas · " in portuguese


def test_an_unknown_pack_page_is_404(client: TestClient) -> None:
    assert client.get("/packs/tarot").status_code == 404


@pytest.mark.parametrize("address", ["/rules", "/play/skat/table", "/packs/tell/cards"])
def test_a_mistyped_address_gets_the_sites_page_in_the_readers_language(
    client: TestClient, address: str
) -> None:
    page = client.get(address, headers={"accept-language": "de"})
    assert page.status_code == 404
    assert page.headers["content-type"].startswith("text/html")
    assert "<h1>Diese Seite gibt es nicht</h1>" in page.text
    assert 'class="settings-bar"' in page.text  # the site's own frame, settings and all


def test_an_unknown_address_for_scripts_still_answers_as_the_api(client: TestClient) -> None:
    for address in ("/api/nothing", "/static/js/nothing.js"):
        answer = client.get(address)
        assert answer.status_code == 404
        assert answer.json() == {"detail": "Not Found"}


def test_the_game_page_offers_the_packs_that_play_it_and_remembers_the_choice(
    client: TestClient,
) -> None:
    page = client.get("/play/schafkopf", headers={"accept-language": "en"}).text
    options = re.findall(
        r'<option value="([a-z-]+)"( selected)?>', page.split('id="pack-picker"')[1]
    )
    assert [value for value, _ in options][:6] == [p.id for p in atlas().packs_for("schafkopf")]
    assert dict(options)["bavarian"] == " selected"
    chosen = client.get("/play/schafkopf?pack=tell")
    assert 'data-pack="tell"' in chosen.text and '"Heart Daus (spring)"' in chosen.text
    assert 'data-pack="tell"' in client.get("/play/schafkopf").text
    refused = client.get("/play/jass?pack=tell", headers={"accept-language": "en"})
    assert refused.status_code == 404 and "The pack tell cannot play Schieber Jass." in refused.text
    assert 'data-pack="schaffhausen"' in client.get("/play/jass").text


def test_card_pictures_are_served_for_every_card_of_a_pack(client: TestClient) -> None:
    for code in ("hA", "b6", "b5", "back"):
        answer = client.get(f"/cards/salzburg/{code}.svg")
        assert answer.status_code == 200 and answer.headers["content-type"] == "image/svg+xml"
        assert answer.text.startswith("<svg") and "max-age" in answer.headers["cache-control"]
    assert client.get("/cards/saxon/b6.svg").status_code == 404
    assert client.get("/cards/nowhere/hA.svg").status_code == 404


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


@pytest.mark.parametrize("path", ["/", "/packs/bavarian", "/play/skat"])
def test_every_page_names_the_site_icon(client: TestClient, path: str) -> None:
    assert '<link rel="icon" href="/static/img/favicon.svg" type="image/svg+xml">' in (
        client.get(path).text
    )


def test_the_site_icon_is_served_and_found_at_the_usual_address(client: TestClient) -> None:
    icon = client.get("/static/img/favicon.svg")
    assert icon.status_code == 200 and icon.headers["content-type"] == "image/svg+xml"
    assert icon.text.startswith("<svg")
    moved = client.get("/favicon.ico", follow_redirects=False)
    assert moved.status_code == 301 and moved.headers["location"] == "/static/img/favicon.svg"


def test_look_cookie_sets_the_sliders_and_the_css_properties(client: TestClient) -> None:
    client.cookies.set("cardavia_look", "80,10,95")
    page = client.get("/").text
    assert "--contrast: 80; --grain: 10; --temperature: 95" in page
    assert 'data-look="grain" id="look-grain"' in page.replace('value="10" ', "")


def test_unknown_game_page_is_404(client: TestClient) -> None:
    assert client.get("/play/poker").status_code == 404


def test_language_follows_the_browser_until_the_player_picks_one(client: TestClient) -> None:
    german = client.get("/play/skat", headers={"accept-language": "de-CH,de;q=0.9,en;q=0.5"})
    assert 'lang="de"' in german.text and ">Vollständige Regeln<" in german.text
    english = client.get("/play/skat", headers={"accept-language": "ja, en;q=0.8"})
    assert 'lang="en"' in english.text
    picked = client.get("/language?set=de&back=/play/jass", follow_redirects=False)
    assert picked.status_code == 303 and picked.headers["location"] == "/play/jass"
    after = client.get("/play/jass", headers={"accept-language": "en"})
    assert 'lang="de"' in after.text
    assert "Schieber-Jass" in after.text and "Partie bis 3000" in after.text


def test_language_pick_only_returns_to_this_site(client: TestClient) -> None:
    answer = client.get("/language?set=en&back=https://evil.example/x", follow_redirects=False)
    assert answer.headers["location"] == "/"


def test_toggles_cookie_sets_the_switches_and_the_html_attributes(client: TestClient) -> None:
    assert 'data-large-cards="off" data-sound="off" data-tap-select="auto"' in client.get("/").text
    client.cookies.set("cardavia_toggles", "10-")
    page = client.get("/play/skat").text
    assert 'data-large-cards="on" data-sound="off" data-tap-select="auto"' in page
    assert 'data-toggle="large-cards" id="toggle-large-cards" checked' in page
    assert 'data-toggle="sound" id="toggle-sound">' in page
