"""As a new user would: open the home page, start each game, play a complete deal by
clicking, finish a Jass match, switch the language, and move the look sliders."""

import json
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from browser.clicking import take_a_turn

GAME_TITLES = {"schafkopf": "Schafkopf", "jass": "Schieber Jass", "skat": "Skat"}
DEAL_SECONDS = 180
CARD_CODES = "cards => cards.map(card => card.dataset.card)"


def open_game(page: Page, server: str, game: str) -> None:
    page.goto(f"{server}/")
    page.get_by_role("link", name=f"Play {GAME_TITLES[game]}").click()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)


def play_until_the_deal_is_over(page: Page) -> None:
    """Take the first offered decision, else play the first playable card, until the
    result panel shows."""
    result = page.locator("#result")
    deadline = time.monotonic() + DEAL_SECONDS
    while time.monotonic() < deadline:
        if result.is_visible():
            return
        take_a_turn(page)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("game", sorted(GAME_TITLES))
def test_a_new_user_plays_a_complete_deal(
    page: Page, server: str, artifacts: Path, game: str
) -> None:
    page.set_viewport_size({"width": 1280, "height": 860})
    open_game(page, server, game)
    page.screenshot(path=str(artifacts / f"table-{game}.png"))
    play_until_the_deal_is_over(page)
    expect(page.locator("#result")).to_be_visible()
    page.wait_for_timeout(800)  # the panel fades in
    page.screenshot(path=str(artifacts / f"result-{game}.png"))
    if game == "schafkopf":
        expect(page.locator("#score-sheet")).to_be_visible()
    if game == "jass":
        expect(page.locator("#match-score")).to_be_visible()
    expect_the_deal_on_the_sheet(page, game)
    next_deal = page.locator("#next-deal")
    if next_deal.is_visible():
        next_deal.click()
        expect(page.locator("#result")).to_be_hidden()


def expect_the_deal_on_the_sheet(page: Page, game: str) -> None:
    """The sheet names the finished deal's game as the result panel does."""
    sheet = {"schafkopf": "#score-sheet", "jass": "#match-score", "skat": "#skat-sheet"}[game]
    line = page.locator(f"{sheet} tr.deal-game td")
    expect(line).to_have_count(1)
    label = {"schafkopf": "Contract", "jass": "Game", "skat": "Game"}[game]
    game_row = page.locator("#result .breakdown tr", has=page.get_by_text(label, exact=True))
    if game_row.count():
        expect(line).to_contain_text(game_row.locator("td").inner_text())
    else:  # nobody played
        expect(line).to_have_text("Everybody passed")


def test_the_table_survives_a_reload(page: Page, server: str) -> None:
    open_game(page, server, "skat")
    before = page.locator("#table button.card").evaluate_all(
        "cards => cards.map(c => c.dataset.card)"
    )
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    after = page.locator("#table button.card").evaluate_all(
        "cards => cards.map(c => c.dataset.card)"
    )
    assert before == after and len(before) >= 10


def test_a_jass_match_from_a_near_finished_score(page: Page, server: str, artifacts: Path) -> None:
    open_game(page, server, "jass")
    # Start a match near its end through the API, in this browser, then show it.
    table = page.evaluate(
        """async () => {
            const answer = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'},
                body: JSON.stringify({game: 'jass', seed: 11, match_score: [2900, 2880]})});
            return (await answer.json()).id;
        }"""
    )
    page.evaluate(f"localStorage.setItem('cardavia.table.jass.schaffhausen', {json.dumps(table)})")
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    play_until_the_deal_is_over(page)
    expect(page.locator("#match-score")).to_be_visible()
    expect(page.locator("#next-deal")).to_be_hidden()
    page.wait_for_timeout(800)
    page.screenshot(path=str(artifacts / "jass-match-over.png"))


def test_a_call_across_the_table_does_not_cover_your_decision(page: Page, server: str) -> None:
    """Your Jass partner pushes the choice to you (seed 1): his "Push" stays readable, and
    off the panel where you choose."""
    open_game(page, server, "jass")
    table = page.evaluate(
        """async () => {
            const answer = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'},
                body: JSON.stringify({game: 'jass', seed: 1, level: 'easy'})});
            return (await answer.json()).id;
        }"""
    )
    page.evaluate(f"localStorage.setItem('cardavia.table.jass.schaffhausen', {json.dumps(table)})")
    page.reload()
    panel = page.locator("#table .decisions")
    expect(panel).to_be_visible(timeout=15_000)
    bubble = page.locator("#table .seat-top .bubble")
    expect(bubble).to_have_text("Push")
    contract = page.locator("#table .contract")
    expect(contract).to_contain_text("Your partner pushed the choice to you")
    page.wait_for_timeout(500)  # the panel's entrance
    call, choice = bubble.bounding_box(), panel.bounding_box()
    assert call is not None and choice is not None
    apart = (
        call["x"] >= choice["x"] + choice["width"]
        or choice["x"] >= call["x"] + call["width"]
        or call["y"] >= choice["y"] + choice["height"]
        or choice["y"] >= call["y"] + call["height"]
    )
    assert apart, (call, choice)


def test_the_score_sheet_shows_every_players_column(page: Page, server: str) -> None:
    """Four long names (German "Gegenüber") once pushed the last column out of the pad; the
    heads name the players, each with where they sit in full on hovering."""
    page.goto(f"{server}/language?set=de&back=/play/schafkopf")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    pad = page.locator("#table .pad")
    totals = pad.locator("tfoot td")
    expect(totals).to_have_count(4)
    edge = pad.bounding_box()
    assert edge is not None
    for index in range(4):
        box = totals.nth(index).bounding_box()
        assert box is not None and box["x"] + box["width"] <= edge["x"] + edge["width"], index
    names = pad.locator("thead th[title]")
    titles = names.evaluate_all("cells => cells.map(cell => cell.title)")
    assert titles[0] == "Du"
    assert [title.split(" · ")[1] for title in titles[1:]] == ["Links", "Gegenüber", "Rechts"]


def test_switching_the_language(page: Page, server: str) -> None:
    open_game(page, server, "schafkopf")
    expect(page.locator("#tab-rules")).to_have_text("Full rules")
    page.select_option("#language-picker", "de")
    expect(page.locator("#tab-rules")).to_have_text("Vollständige Regeln")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    page.goto(f"{server}/")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    page.select_option("#language-picker", "en")
    expect(page.locator("html")).to_have_attribute("lang", "en")


@pytest.mark.parametrize("slider", ["contrast", "grain", "temperature"])
def test_each_slider_changes_the_table(page: Page, server: str, slider: str) -> None:
    open_game(page, server, "jass")
    table = page.locator("#table")
    # The human's turn: nothing moves on the table until we act.
    page.locator("button.decision:enabled, #table button.card:enabled").first.wait_for()
    page.wait_for_timeout(500)
    before = table.screenshot(animations="disabled")
    page.locator(f'input[data-look="{slider}"]').fill("100" if slider != "grain" else "0")
    value = page.evaluate(
        f"getComputedStyle(document.documentElement).getPropertyValue('--{slider}').trim()"
    )
    assert value == ("100" if slider != "grain" else "0")
    after = table.screenshot(animations="disabled")
    assert before != after
    page.reload()  # the setting persists across pages and visits
    expect(page.locator(f'input[data-look="{slider}"]')).to_have_value(
        "100" if slider != "grain" else "0"
    )


def test_a_deal_on_a_phone_sized_screen(page: Page, server: str, artifacts: Path) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, server, "schafkopf")
    page.screenshot(path=str(artifacts / "phone-schafkopf.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways ({width}px wide)"
    play_until_the_deal_is_over(page)
    expect(page.locator("#result")).to_be_visible()


def test_choosing_the_ai_level_deals_a_table_at_that_level(page: Page, server: str) -> None:
    open_game(page, server, "schafkopf")
    level = page.locator("#ai-level")
    expect(level).to_have_value("normal")
    level.select_option("strong")
    confirm = page.locator("#confirm-new")
    expect(confirm).to_be_visible()  # the new table's house rules are asked for first
    confirm.click()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    expect(page.locator("#ai-level")).to_have_value("strong")


def test_a_skat_result_says_with_or_without_the_matadors(page: Page, server: str) -> None:
    """In German ("Spitzen: mit 2"), as the server counted them (seed 2: a suit game)."""
    page.goto(f"{server}/language?set=de&back=/play/skat")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    table = page.evaluate(
        """async () => {
            const answer = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'},
                body: JSON.stringify({game: 'skat', seed: 2, level: 'easy'})});
            const view = await answer.json();
            localStorage.setItem(`cardavia.table.skat.${view.pack}`, view.id);
            return view.id;
        }"""
    )
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    play_until_the_deal_is_over(page)
    result = page.evaluate(f"fetch('/api/tables/{table}').then(answer => answer.json())")["result"]
    assert result["matadors"] is not None, "seed 2 no longer ends in a suit or Grand game"
    words = "mit" if result["matadors_with"] else "ohne"
    row = page.locator("#result .breakdown tr", has=page.locator("th", has_text="Spitzen"))
    expect(row.locator("td")).to_have_text(f"{words} {result['matadors']}")


@pytest.mark.parametrize("game", sorted(GAME_TITLES))
def test_a_table_loads_and_plays_without_a_script_or_style_error(
    page: Page, server: str, game: str
) -> None:
    """Every module and stylesheet of the table loads, and nothing throws while it is drawn
    and while a few turns are taken."""
    errors: list[str] = []
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_game(page, server, game)
    expect(page.locator("#table .seat")).to_have_count(3 if game == "skat" else 4)
    for _ in range(12):
        take_a_turn(page)
    page.wait_for_timeout(500)
    assert errors == []
