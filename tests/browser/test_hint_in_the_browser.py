"""Asking for a hint at the table: the options weighed, the suggestion marked on the table,
gone once you act; by mouse, by keyboard and on a phone."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from browser.clicking import take_a_turn
from browser.test_playing_in_the_browser import open_game

HINT = "#hint-button"
SUGGESTED_ON_THE_TABLE = "#hand .slot.suggested, .decisions .decision.suggested"
# Generous: on a busy machine the AI players' turns and the hint's sampling take long.
YOUR_TURN_MS = 90_000
HINT_MS = 60_000


def wait_for_your_turn(page: Page) -> None:
    expect(page.locator(HINT)).to_be_enabled(timeout=YOUR_TURN_MS)


def expect_a_hint(page: Page) -> None:
    panel = page.locator("#advice")
    expect(panel.locator(".advice-options li").first).to_be_visible(timeout=HINT_MS)
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


PERCENT = re.compile(r"\d[\s\u00a0\u202f]?%")
RAW_SCORE = re.compile(r"[+\-\u2212]\s?\d+[.,]\d")
"""A signed number with decimals, as the hint once showed its estimates ("-107.3")."""
WORDS = {
    "en": {"why": "Why: ", "score": "you score", "points": "your side"},
    "de": {"why": "Warum: ", "score": "du bekommst", "points": "deine Partei"},
}
"""How each language begins the reason, the score of a bid and the points of a card."""


def start_seeded_table(page: Page, server: str, language: str, game: str, seed: int) -> None:
    """A table of ``game`` dealt from ``seed`` against the rule-based players, in this
    browser, shown in ``language``."""
    page.goto(f"{server}/language?set={language}&back=/play/{game}")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    page.evaluate(
        """async ([game, seed]) => {
            const answer = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'},
                body: JSON.stringify({game, seed, level: 'easy'})});
            const view = await answer.json();
            localStorage.setItem(`cardavia.table.${game}.${view.pack}`, view.id);
        }""",
        [game, seed],
    )
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)


def hint_in_words(page: Page, language: str, unit: str) -> str:
    """Asks for a hint and checks it speaks as a player would: each option in the unit's
    words with percentages, the suggestion first with a reason, no raw score estimate."""
    wait_for_your_turn(page)
    page.locator(HINT).click()
    expect_a_hint(page)
    words = WORDS[language]
    options = page.locator("#advice .advice-options li")
    first = options.first
    expect(first).to_have_class(re.compile(r"\bsuggested\b"))
    expect(first.locator(".advice-reason")).to_have_text(re.compile(f"^{words['why']}.+"))
    expect(first.locator(".advice-outcome")).to_contain_text(words[unit])
    expect(first.locator(".advice-outcome")).to_have_text(PERCENT)
    text = page.locator("#advice").inner_text()
    assert not RAW_SCORE.search(text), text
    return text


def play_on_to_your_card(page: Page, most_in_hand: int = 12) -> None:
    """Takes the first offered decision (putting away the first cards offered) until it
    is your turn to choose a card (of two at least, unless one is left) with no more than
    ``most_in_hand`` cards in your hand."""
    to_play = "#hand button.card:enabled:not([aria-pressed])"
    for _ in range(90):
        in_hand = page.locator("#hand button.card").count()
        choices = page.locator(to_play).count()
        your_card = choices >= min(2, in_hand) and page.locator(HINT).is_enabled()
        if your_card and in_hand <= most_in_hand:
            return
        expect(page.locator("#result")).to_be_hidden()
        take_a_turn(page)
        page.wait_for_timeout(250)
    raise AssertionError("it never became your turn to play a card")


def show_the_hint(page: Page, path: Path) -> None:
    page.locator("#advice").scroll_into_view_if_needed()
    page.screenshot(path=str(path))


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_hint_speaks_in_points_chances_and_a_reason(
    page: Page, server: str, artifacts: Path, language: str
) -> None:
    """In the bidding and the first tricks (solved for what changes the score) your score
    and chance to win each option, then from the fourth trick (solved exactly) your
    side's card points and chances; the suggestion first with the reason for it."""
    page.set_viewport_size({"width": 1280, "height": 800})
    start_seeded_table(page, server, language, "skat", seed=2)
    hint_in_words(page, language, "score")
    show_the_hint(page, artifacts / f"hint-in-words-bidding-{language}.png")
    page.keyboard.press("Escape")
    play_on_to_your_card(page)
    hint_in_words(page, language, "score")
    page.keyboard.press("Escape")
    play_on_to_your_card(page, most_in_hand=7)
    hint_in_words(page, language, "points")
    show_the_hint(page, artifacts / f"hint-in-words-play-{language}.png")
