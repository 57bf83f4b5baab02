"""The settings bar's "Sound" and "Large cards": card sounds made by the page (Web Audio)
only once sound is on; larger cards at the table once large cards are on."""

import time

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from browser.clicking import take_a_turn

COUNT_AUDIO = """
window.audioMade = { contexts: 0, sounds: 0 };
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { super(...args); window.audioMade.contexts += 1; }
  createBufferSource() { window.audioMade.sounds += 1; return super.createBufferSource(); }
  createOscillator() { window.audioMade.sounds += 1; return super.createOscillator(); }
};
"""


def play_until(page: Page, condition: str, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while not page.evaluate(condition):
        assert time.monotonic() < deadline, f"never: {condition}"
        take_a_turn(page)
        page.wait_for_timeout(100)


@pytest.mark.parametrize(("language", "label"), [("en", "Sound"), ("de", "Ton")])
def test_cards_sound_only_once_sound_is_on(
    page: Page, server: str, language: str, label: str
) -> None:
    page.add_init_script(COUNT_AUDIO)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{server}/language?set={language}&back=/play/jass")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    play_until(page, "document.querySelectorAll('#trick .card, #trick .trick-slot').length > 0")
    assert page.evaluate("window.audioMade") == {"contexts": 0, "sounds": 0}
    page.get_by_label(label, exact=True).check()
    play_until(page, "window.audioMade.sounds > 0")
    assert page.evaluate("window.audioMade.contexts") == 1


@pytest.mark.parametrize("size", [{"width": 1280, "height": 800}, {"width": 390, "height": 844}])
@pytest.mark.parametrize(("language", "label"), [("en", "Large cards"), ("de", "Große Karten")])
def test_large_cards_make_the_hand_larger(
    page: Page, server: str, size: dict[str, int], language: str, label: str
) -> None:
    page.set_viewport_size(size)
    page.goto(f"{server}/language?set={language}&back=/play/schafkopf")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    card = page.locator("#hand button.card").first
    expect(card).to_be_visible()
    before = card.evaluate("c => c.offsetWidth")
    page.get_by_label(label, exact=True).check()
    # Waited for, not timed: the hand may be drawn again (an AI card) while it grows.
    grown = "least => document.querySelector('#hand button.card')?.offsetWidth >= least"
    try:
        page.wait_for_function(grown, arg=before * 1.15, timeout=10_000)
    except PlaywrightTimeout:
        after = card.evaluate("c => c.offsetWidth")
        pytest.fail(f"the cards grew from {before} to {after} px only")
