"""Asking for a hint at the table: the options weighed, the suggestion marked on the table,
gone once you act; by mouse, by keyboard and on a phone."""

from pathlib import Path

from playwright.sync_api import Page, expect

from browser.clicking import take_a_turn
from browser.test_playing_in_the_browser import open_game

HINT = "#hint-button"
SUGGESTED_ON_THE_TABLE = "#hand .slot.suggested, .decisions .decision.suggested"


def wait_for_your_turn(page: Page) -> None:
    expect(page.locator(HINT)).to_be_enabled(timeout=30_000)


def expect_a_hint(page: Page) -> None:
    panel = page.locator("#advice")
    expect(panel.locator(".advice-options li").first).to_be_visible(timeout=15_000)
    expect(panel.locator(".advice-options li.suggested")).to_have_count(1)
    expect(panel.locator(".advice-title")).not_to_be_empty()
    expect(page.locator(SUGGESTED_ON_THE_TABLE).first).to_be_visible()


def test_a_hint_shows_the_options_and_marks_the_suggestion(
    page: Page, server: str, artifacts: Path
) -> None:
    page.set_viewport_size({"width": 1280, "height": 860})
    open_game(page, server, "skat")
    wait_for_your_turn(page)
    page.locator(HINT).click()
    expect_a_hint(page)
    page.screenshot(path=str(artifacts / "hint-skat.png"))
    take_a_turn(page)
    expect(page.locator("#advice .advice-card")).to_have_count(0)
    expect(page.locator(SUGGESTED_ON_THE_TABLE)).to_have_count(0)


def test_a_hint_by_keyboard_on_a_phone(page: Page, server: str, artifacts: Path) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_game(page, server, "schafkopf")
    wait_for_your_turn(page)
    page.locator(HINT).focus()
    page.keyboard.press("Enter")
    expect_a_hint(page)
    expect(page.locator("#advice")).to_have_attribute("aria-live", "polite")
    page.locator("#advice").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "hint-phone-schafkopf.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways ({width}px wide)"
    page.keyboard.press("Escape")
    expect(page.locator("#advice .advice-card")).to_have_count(0)
    expect(page.locator(HINT)).to_be_focused()
