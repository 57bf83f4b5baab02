"""The table's behaviour around a move: who took a trick said in words, your turn only once
the trick is gathered, tap to select, undo, shortcut keys and the skip link."""

import contextlib
import re
import time

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from browser.clicking import take_a_turn
from cardavia.web.opponents import CASTS

# Records, at every change of the table, what shows while a finished trick lies in the middle.
RECORDER = """
window.__records = [];
window.__words = [];
new MutationObserver(() => {
  const table = document.getElementById("table");
  if (!table) return;
  const status = (document.querySelector("#table .tb-status") || {}).textContent || "";
  const said = (document.getElementById("announcer") || {}).textContent || "";
  for (const text of [status, said]) {
    if (text && !window.__words.includes(text)) window.__words.push(text);
  }
  const lying = document.querySelectorAll("#trick .trick-slot").length;
  if (lying !== Number(table.dataset.players)) return;
  window.__records.push({
    status,
    yourTurn: table.classList.contains("your-turn"),
    cards: document.querySelectorAll("#hand button.card:enabled").length,
    hint: Boolean(document.querySelector("#hint-button:enabled")),
  });
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
"""

BAVARIANS = "|".join(person.name for person in CASTS["schafkopf"])
TAKEN = {
    "en": (
        rf"^({BAVARIANS}) takes the trick, \d+ points?$",
        r"^You take the trick, \d+ points?$",
    ),
    "de": (
        rf"^({BAVARIANS}) macht den Stich, \d+ Punkte?$",
        r"^Du machst den Stich, \d+ Punkte?$",
    ),
}


def open_table(page: Page, server: str, game: str, language: str) -> None:
    page.goto(f"{server}/language?set={language}&back=/play/{game}")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)


def words(page: Page) -> list[str]:
    return [part for text in page.evaluate("window.__words") for part in text.split(". ")]


@pytest.mark.parametrize("language", sorted(TAKEN))
def test_who_takes_the_trick_is_said_and_your_turn_waits_for_the_gathering(
    page: Page, server: str, language: str
) -> None:
    page.add_init_script(RECORDER)
    open_table(page, server, "schafkopf", language)
    # The AI plays at the pace a person sees (the test server's default is near instant).
    page.select_option("#ai-speed", "slow")
    page.select_option("#ai-speed", "normal")
    theirs, yours = (re.compile(pattern) for pattern in TAKEN[language])
    deadline = time.monotonic() + 180
    while not all(any(said.match(text) for text in words(page)) for said in (theirs, yours)):
        assert time.monotonic() < deadline, f"not both you and another took a trick: {words(page)}"
        if page.locator("#next-deal").is_visible():
            page.locator("#next-deal").click()
        take_a_turn(page)
    records = page.evaluate("window.__records")
    assert records, "no trick was seen lying complete"
    assert any(yours.match(record["status"]) for record in records)
    shown = [
        record for record in records if record["yourTurn"] or record["cards"] or record["hint"]
    ]
    assert not shown, f"your turn showed while the trick lay in the middle: {shown[:3]}"


def your_card_turn(page: Page) -> None:
    """Take the offered decisions until it is your turn to play a card."""
    deadline = time.monotonic() + 120
    while not page.locator("#hand.playable button.card:enabled").count():
        assert time.monotonic() < deadline, "no card to play came"
        if page.locator("#next-deal").is_visible():  # all passed: the deal was void
            # The table may redraw between the look and the click: look again next round.
            with contextlib.suppress(PlaywrightTimeout):
                page.locator("#next-deal").click(timeout=5_000)
        decision = page.locator("button.decision:enabled").first
        if decision.count():
            decision.click()
        page.wait_for_timeout(100)


def hand_codes(page: Page) -> list[str]:
    return page.locator("#hand button.card").evaluate_all(  # type: ignore[no-any-return]
        "cards => cards.map(card => card.dataset.card)"
    )


TAP = {
    "en": ("Tap to select, tap again to play", "tap again to play"),
    "de": ("Antippen wählt, nochmal antippen spielt", "nochmal antippen zum Spielen"),
}


@pytest.mark.parametrize("language", sorted(TAP))
def test_tap_to_select_raises_a_card_and_the_second_tap_plays_it(
    page: Page, server: str, language: str
) -> None:
    open_table(page, server, "jass", language)
    switch, again = TAP[language]
    page.get_by_label(switch, exact=True).check()
    your_card_turn(page)
    cards = page.locator("#hand.playable button.card:enabled")
    first = cards.first.get_attribute("data-card")
    page.locator(f'#hand button.card[data-card="{first}"]').click()
    raised = page.locator(f'#hand button.card[data-card="{first}"]')
    expect(raised).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#hint")).to_contain_text(again)
    assert (
        first in hand_codes(page) and not page.locator("#trick .trick-slot[data-seat='0']").count()
    )
    if cards.count() > 1:  # a tap on another card moves the selection
        other = cards.nth(1).get_attribute("data-card")
        page.locator(f'#hand button.card[data-card="{other}"]').click()
        expect(page.locator(f'#hand button.card[data-card="{other}"]')).to_have_attribute(
            "aria-pressed", "true"
        )
        expect(raised).to_have_attribute("aria-pressed", "false")
        first = other
    page.locator(f'#hand button.card[data-card="{first}"]').click()
    # Played: gone from the hand (the trick may be gathered at once when the AI is quick).
    expect(page.locator(f'#hand button.card[data-card="{first}"]')).to_have_count(0)


@pytest.mark.parametrize("language", ["en", "de"])
def test_undo_brings_your_last_card_back(page: Page, server: str, language: str) -> None:
    open_table(page, server, "schafkopf", language)
    page.select_option("#ai-speed", "slow")  # the AI's pause is the moment to take it back
    undo = page.locator("#undo")
    expect(undo).to_have_text({"en": "Undo", "de": "Zurücknehmen"}[language])
    deadline = time.monotonic() + 150
    while True:
        assert time.monotonic() < deadline, "the card never came back"
        your_card_turn(page)
        card = page.locator("#hand.playable button.card:enabled").first.get_attribute("data-card")
        page.locator(f'#hand button.card[data-card="{card}"]').click()
        try:
            undo.click(timeout=5_000)
            expect(page.locator(f'#hand button.card[data-card="{card}"]')).to_be_enabled(
                timeout=5_000
            )
        except (AssertionError, PlaywrightTimeout):
            continue  # the AI played first (the undo is gone or refused): try the next card
        expect(undo).to_be_hidden()
        return


SKIP = {"en": "Skip to the table", "de": "Direkt zum Tisch"}


@pytest.mark.parametrize("language", sorted(SKIP))
def test_the_skip_link_is_the_first_tab_stop_and_leads_to_the_table(
    page: Page, server: str, language: str
) -> None:
    open_table(page, server, "skat", language)
    tabbable = "a[href], button:not([disabled]), input, select, [tabindex='0']"
    first = page.locator(tabbable).first
    expect(first).to_have_class("skip-link")
    # From the page's first link (the table itself focuses your decision on arrival), the
    # Tab order goes back to the skip link, and nothing comes before it.
    page.locator(".site-header .brand").focus()
    page.keyboard.press("Shift+Tab")
    link = page.locator(".skip-link")
    expect(link).to_be_focused()
    expect(link).to_have_text(SKIP[language])
    expect(link).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(page.locator("#table")).to_be_focused()
    page.keyboard.press("Tab")  # the next stop is within the table
    assert page.evaluate("document.getElementById('table').contains(document.activeElement)")


@pytest.mark.parametrize("language", ["en", "de"])
def test_shortcut_keys_play_a_card_ask_for_a_hint_and_show_the_last_trick(
    page: Page, server: str, language: str
) -> None:
    open_table(page, server, "schafkopf", language)
    your_card_turn(page)
    page.locator("body").press("h")
    expect(page.locator("#advice .advice-options li").first).to_be_visible(timeout=15_000)
    first = page.locator("#hand button.card").first
    code = first.get_attribute("data-card")
    if first.is_disabled():  # the first card cannot be played now: the key does nothing
        page.keyboard.press("1")
        assert code in hand_codes(page)
    else:
        page.keyboard.press("1")
        expect(page.locator(f'#hand button.card[data-card="{code}"]')).to_have_count(0)
    # Once a trick is over, L shows the last trick and L again hides it.
    deadline = time.monotonic() + 120
    while page.locator("#last-trick").is_disabled():
        assert time.monotonic() < deadline, "no trick was finished"
        take_a_turn(page)
    page.locator("body").press("l")
    expect(page.locator("#last-trick")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(".last-trick-view")).to_be_visible()
    page.locator("body").press("l")
    expect(page.locator("#last-trick")).to_have_attribute("aria-pressed", "false")


def test_a_key_typed_in_a_field_plays_nothing(page: Page, server: str) -> None:
    open_table(page, server, "schafkopf", "en")
    your_card_turn(page)
    before = hand_codes(page)
    page.locator("#language-picker").focus()
    page.keyboard.press("Control+1")
    page.locator("#ai-speed").press("1")
    page.wait_for_timeout(500)
    assert hand_codes(page) == before
