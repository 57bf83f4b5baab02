"""The atlas as a visitor uses it: the map, a pack's page, a table dealt from that pack,
every pack's cards, and the twelve languages."""

import time
from pathlib import Path

from playwright.sync_api import Locator, Page, expect

from browser.clicking import take_a_turn
from cardavia.catalog.packs import atlas
from cardavia.web.i18n import LANGUAGES, translations

SEASONS = {"hA": "spring", "bA": "summer", "lA": "autumn", "aA": "winter"}
ALL_PICTURES_LOADED = (
    "images => images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0)"
)


def test_the_atlas_leads_to_the_vienna_page(page: Page, server: str, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{server}/")
    expect(page.locator("#atlas-map a.pin")).to_have_count(len(atlas().packs))
    page.wait_for_function(
        f"() => ({ALL_PICTURES_LOADED})([...document.querySelectorAll('.pack-thumbs img')])"
    )
    page.screenshot(path=str(artifacts / "atlas.png"), full_page=True)
    page.locator('#atlas-map a.pin[data-pack="tell"]').click()
    expect(page).to_have_url(f"{server}/packs/tell")
    expect(page.locator("#pack-line")).to_have_text("Vienna · Austria · 36 cards · Wikipedia ↗")
    link = page.locator("#wikipedia")
    assert (link.get_attribute("href") or "").startswith("https://en.wikipedia.org/wiki/")
    schafkopf = page.locator("#game-schafkopf")
    expect(schafkopf.get_by_role("heading", name="Schafkopf")).to_be_visible()
    expect(schafkopf).to_contain_text("You against three AI players")
    expect(page.locator("#rules-schafkopf")).to_contain_text("Schafkopf in brief")
    page.screenshot(path=str(artifacts / "pack-vienna.png"), full_page=True)


def _a_daus_in_sight(page: Page) -> Locator | None:
    for selector in ("#table button.card", "#table .trick .pcard"):
        for code in SEASONS:
            card = page.locator(f'{selector}[data-card="{code}"]')
            if card.count():
                return card.first
    return None


def test_a_schafkopf_table_with_the_vienna_pack_shows_its_seasonal_daus(
    page: Page, server: str, artifacts: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 860})
    page.goto(f"{server}/packs/tell")
    page.get_by_role("link", name="Play Schafkopf with this pack").click()
    table = page.locator("#table")
    expect(table).to_have_attribute("data-state", "ready", timeout=30_000)
    expect(table).to_have_attribute("data-pack", "tell")
    expect(page.locator("#pack-picker")).to_have_value("tell")
    # A deal may end with no Daus shown (all passed, none in your hand): deal the next.
    next_deal = page.locator("#next-deal")
    deadline = time.monotonic() + 150
    while (daus := _a_daus_in_sight(page)) is None and time.monotonic() < deadline:
        if next_deal.is_visible():
            next_deal.click()
        else:
            take_a_turn(page)
    assert daus is not None, "no Daus came into sight"
    code = daus.get_attribute("data-card") or ""
    label = daus.get_attribute("aria-label") or ""
    assert SEASONS[code] in label and "Ace" in label  # "Heart Ace (spring)"
    picture = daus.locator("img")
    assert picture.get_attribute("src") == f"/cards/tell/{code}.svg"
    page.wait_for_function(
        "image => image.complete && image.naturalWidth > 0", arg=picture.element_handle()
    )
    svg = page.request.get(f"{server}/cards/tell/{code}.svg").text()
    assert f'data-season="{SEASONS[code]}"' in svg
    page.screenshot(path=str(artifacts / "table-schafkopf-vienna.png"))


def test_every_pack_shows_its_full_set_of_cards(page: Page, server: str, artifacts: Path) -> None:
    page.set_viewport_size({"width": 1280, "height": 900})
    for pack in atlas().packs:
        page.goto(f"{server}/packs/{pack.id}")
        sheet = page.locator("#card-sheet")
        expect(sheet.locator("img")).to_have_count(len(pack.codes) + 1)
        page.wait_for_function(
            f"() => ({ALL_PICTURES_LOADED})([...document.querySelectorAll('#card-sheet img')])"
        )
        sheet.screenshot(path=str(artifacts / f"cards-{pack.id}.png"))


def test_switching_through_all_twelve_languages(page: Page, server: str) -> None:
    page.goto(f"{server}/play/jass")
    assert len(LANGUAGES) == 12
    for code, own_name in LANGUAGES.items():
        picker = page.locator("#language-picker")
        expect(picker.locator(f'option[value="{code}"]')).to_have_text(own_name)
        picker.select_option(code)
        expect(page.locator("html")).to_have_attribute("lang", code)
        gettext = translations(code).gettext
        expect(page.locator("#tab-rules")).to_have_text(gettext("Full rules"))
        expect(page.locator("#tab-table")).to_have_text(gettext("Table"))
        expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    # Back to English, and wait for that page: a context closed while the form's
    # navigation is still in flight once left Chromium hanging in CI.
    page.locator("#language-picker").select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)


def test_no_page_scrolls_sideways_on_a_phone_in_any_language(page: Page, server: str) -> None:
    """Every page and every game's full rules, in all twelve languages, on a 320 px phone:
    the Jass card-points table (German "Nebenfarbe bei Trumpfspiel") and a long word in a
    heading ("Deutschschweizer Bild") once widened the page."""
    page.set_viewport_size({"width": 320, "height": 800})
    packs = [f"/packs/{pack.id}" for pack in atlas().packs]
    rules = ["/play/schafkopf#rules", "/play/jass#rules", "/play/skat#rules"]
    for code in LANGUAGES:
        page.goto(f"{server}/language?set={code}&back=/")
        for address in ["/", *packs, *rules]:
            if page.url != f"{server}{address}":
                page.goto(f"{server}{address}")
            if address in rules:
                expect(page.locator("#tab-rules")).to_have_attribute("aria-selected", "true")
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= 320, f"{address} in {code} is {width} px wide"


LABELS_OFF_THE_MAP = """svg => {
    const box = svg.viewBox.baseVal;
    return [...svg.querySelectorAll('text')].map(text => {
        const b = text.getBBox();
        return {name: text.textContent.trim(), left: b.x, top: b.y,
                right: b.x + b.width, bottom: b.y + b.height};
    }).filter(b => b.left < box.x || b.top < box.y
                   || b.right > box.x + box.width || b.bottom > box.y + box.height);
}"""


def test_every_name_on_the_map_lies_inside_it(page: Page, server: str) -> None:
    """Country names at the map's side were cut ("ETHERLANDS", "SERBI"; German
    "RANKREICH"): every country's and city's name lies inside the map, in every language,
    on a laptop and on a phone (whose city names are larger)."""
    for width in (1280, 390):
        page.set_viewport_size({"width": width, "height": 800})
        for code in LANGUAGES:
            page.goto(f"{server}/language?set={code}&back=/")
            expect(page.locator("html")).to_have_attribute("lang", code)
            outside = page.locator("#atlas-map").evaluate(LABELS_OFF_THE_MAP)
            assert not outside, f"{code} at {width} px: {outside}"
