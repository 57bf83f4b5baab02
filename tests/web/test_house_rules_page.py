"""The house rules page and the Full rules tab's links to it."""

import re

import pytest
from fastapi.testclient import TestClient

from cardavia.core.variants import Variants
from cardavia.games.registry import GAMES
from cardavia.web.house_rules import SHOWN


def anchors(html: str) -> set[str]:
    return set(re.findall(r'<h[23] id="([^"]+)"', html))


def test_the_house_rules_page_states_every_variant_with_an_anchor(client: TestClient) -> None:
    page = client.get("/rules/house-rules")
    assert page.status_code == 200
    assert {"1-1-kontra-and-re", "1-2-ramsch", "3-3-bock-rounds", "3-4-the-seeger-fabian-list"} <= (
        anchors(page.text)
    )
    assert "<script" not in page.text.split("<article", 1)[1].split("</article>")[0]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_full_rules_tab_links_each_house_rule_to_its_exact_statement(
    client: TestClient, game: str
) -> None:
    tab = client.get(f"/play/{game}").text
    linked = set(re.findall(r'href="/rules/house-rules#([^"]+)"', tab))
    assert linked and linked <= anchors(client.get("/rules/house-rules").text)
    variants: type[Variants] = GAMES[game].variants
    assert len(linked) >= len(variants.names()) + len(SHOWN.get(game, {})) - (game == "jass")


def test_the_house_rules_page_says_in_the_readers_language_that_it_is_in_english(
    client: TestClient,
) -> None:
    english = client.get("/rules/house-rules").text
    german = client.get("/rules/house-rules", headers={"accept-language": "de"}).text
    assert 'class="document-language"' not in english
    assert 'class="document-language" lang="de"' in german
