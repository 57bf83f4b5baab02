"""The HTML pages: home, a page per game with its tabs and summary line, the settings
bar on every page, the language chosen from the browser or the picker."""

import html
import re

import pytest
from fastapi.testclient import TestClient

from cardavia.catalog.packs import atlas
from cardavia.web.i18n import LANGUAGES, translations

SUMMARIES = {
    "schafkopf": "4 players · You against three AI players · Scored per deal",
    "jass": "4 players · You and an AI partner against two AI players · Match to 3000",
    "skat": "3 players · You and two AI players · Scored per deal",
}
TAGLINES = {
    "schafkopf": "Bavaria's classic: call an ace to find a partner, or play alone",
    "jass": "Switzerland's favourite: choose trumps with your partner, race to 3000",
    "skat": "Germany's bidding game: win the auction, then beat the other two",
}


def test_home_is_the_atlas_of_packs_and_names_every_game(client: TestClient) -> None:
    page = client.get("/", headers={"accept-language": "en"})
    assert page.status_code == 200
    for title in ("Schafkopf", "Schieber Jass", "Skat"):
        assert title in page.text
    assert 'id="atlas-map"' in page.text
    for pack in atlas().packs:
        assert f'class="pin" href="/packs/{pack.id}"' in page.text
        assert (
            f"{pack.city['en']} · {atlas().countries[pack.country]['en']} · {pack.cards} cards"
            in page.text
        )
    assert '<a href="/play/schafkopf?pack=tell">Schafkopf</a>' in page.text


def test_home_offers_the_three_games_before_the_atlas(client: TestClient) -> None:
    """Each game's name, its line and its Play button come first on the home page."""
    page = client.get("/", headers={"accept-language": "en"}).text
    picks = page.split('class="game-picks"')[1].split("</section>")[0]
    assert page.index('class="game-picks"') < page.index('id="atlas-map"')
    for game, tagline in TAGLINES.items():
        assert tagline in picks
        assert f'<a class="button" href="/play/{game}">' in picks
    assert re.findall(r'<a class="button" href="/play/\w+">([^<]+)</a>', picks) == [
        "Play Schafkopf", "Play Schieber Jass", "Play Skat"
    ]  # fmt: skip


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_home_offers_the_games_in_every_language(client: TestClient, language: str) -> None:
    page = client.get("/", headers={"accept-language": language}).text
    picks = page.split('class="game-picks"')[1].split("</section>")[0]
    gettext = translations(language).gettext
    assert gettext("Play now") != "Play now" and gettext("Play now") in picks
    for tagline in TAGLINES.values():
        assert gettext(tagline) != tagline and gettext(tagline) in html.unescape(picks)


def test_home_shows_each_game_with_the_pack_it_will_be_dealt_from(client: TestClient) -> None:
    picks = client.get("/").text.split('class="game-picks"')[1]
    assert '<img src="/cards/bavarian/aO.svg"' in picks  # the default pack
    client.get("/play/schafkopf?pack=tell")  # the player's choice, remembered
    picks = client.get("/").text.split('class="game-picks"')[1]
    assert '<img src="/cards/tell/aO.svg"' in picks and 'href="/play/schafkopf"' in picks
    assert '<img src="/cards/schaffhausen/rU.svg"' in picks
    assert '<img src="/cards/saxon/aU.svg"' in picks


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_pack_page_names_every_game_dealt_from_the_pack(
    client: TestClient, language: str
) -> None:
    """The Tell pack's description once said it was for Schafkopf; Skat is dealt from it too."""
    page = client.get("/packs/tell", headers={"accept-language": language}).text
    plays = page.split('id="pack-plays">')[1].split("</p>")[0]
    gettext = translations(language).gettext
    assert gettext("Plays") in plays
    for game in atlas().pack("tell").games:
        assert f'href="/play/{game}?pack=tell"' in plays
    assert re.findall(r">([^<]+)</a>", plays) == [gettext("Schafkopf"), gettext("Skat")]


@pytest.mark.parametrize("language", LANGUAGES)
def test_skat_is_described_as_scored_deal_by_deal_as_its_sheet_keeps_it(
    client: TestClient, language: str
) -> None:
    """Skat was described as "One deal" while its table keeps a running score sheet."""
    gettext = translations(language).gettext
    page = client.get("/play/skat", headers={"accept-language": language}).text
    summary = gettext(SUMMARIES["skat"])
    assert summary != SUMMARIES["skat"] or language == "en"
    assert f'<p class="summary">{summary}</p>' in page
    running = gettext(
        "Each deal is scored on its own, and the table keeps a running score for every seat "
        "for as many deals as you like."
    )
    assert running in html.unescape(page)
    assert gettext("3 players · You and two AI players · One deal") not in page


def test_a_pack_page_has_its_place_description_games_rules_and_cards(client: TestClient) -> None:
    page = client.get("/packs/tell", headers={"accept-language": "en"}).text
    assert 'Vienna · Austria · 36 cards · <a href="https://en.wikipedia.org/wiki/' in page
    assert "with seasonal Daus and the Weli. Created in Pest" in page
    assert 'href="/play/schafkopf?pack=tell"' in page and 'href="/play/skat?pack=tell"' in page
    assert 'id="rules-schafkopf"' in page and 'id="schafkopf-overview"' in page
    for code in atlas().pack("tell").codes:
        assert f'data-card="{code}"' in page
    assert 'alt="Heart Ace (spring)"' in page and 'alt="Weli"' in page
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
    assert 'data-pack="tell"' in chosen.text and '"Heart Ace (spring)"' in chosen.text
    assert 'data-pack="tell"' in client.get("/play/schafkopf").text
    refused = client.get("/play/jass?pack=tell", headers={"accept-language": "en"})
    assert refused.status_code == 404 and "The pack tell cannot play Schieber Jass." in refused.text
    assert 'data-pack="schaffhausen"' in client.get("/play/jass").text


@pytest.mark.parametrize("path", ["/", "/play/skat", "/history"])
def test_a_page_gives_a_new_visitor_one_identity_for_all_its_requests(
    client: TestClient, path: str
) -> None:
    """The page's scripts may send several requests at once; made at the first of them, the
    identity would differ between them, and a table made by one be unknown to another."""
    client.get(path)
    identity = dict(client.cookies)
    assert identity, "the page answers with the visitor's cookie"
    made = client.post("/api/tables", json={"game": "skat"}).json()["id"]
    with TestClient(client.app, cookies=identity) as alongside:
        assert alongside.get(f"/api/tables/{made}").status_code == 200


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
