"""The settings bar's switches: large cards, sound, and tap to select, each a labelled
checkbox that persists like the sliders and stays whole on a 320 px phone."""

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

SWITCHES = {
    "en": ("Large cards", "Sound", "Tap to select, tap again to play"),
    "de": ("Große Karten", "Ton", "Antippen wählt, nochmal antippen spielt"),
}


def choose_language(page: Page, server: str, language: str) -> None:
    page.goto(f"{server}/language?set={language}&back=/play/skat")


@pytest.mark.parametrize("language", sorted(SWITCHES))
def test_the_switches_are_labelled_and_persist(page: Page, server: str, language: str) -> None:
    choose_language(page, server, language)
    large, sound, tap = (page.get_by_label(label, exact=True) for label in SWITCHES[language])
    html = page.locator("html")
    expect(large).not_to_be_checked()
    expect(sound).not_to_be_checked()
    expect(tap).not_to_be_checked()  # a mouse: one click plays until the player chooses
    expect(html).to_have_attribute("data-large-cards", "off")
    large.check()
    sound.check()
    expect(html).to_have_attribute("data-large-cards", "on")
    expect(html).to_have_attribute("data-sound", "on")
    page.evaluate("localStorage.clear()")  # the cookie alone starts the next page right
    page.goto(f"{server}/play/jass")
    expect(html).to_have_attribute("data-large-cards", "on")
    expect(page.get_by_label(SWITCHES[language][0], exact=True)).to_be_checked()
    expect(page.get_by_label(SWITCHES[language][1], exact=True)).to_be_checked()
    expect(page.get_by_label(SWITCHES[language][2], exact=True)).not_to_be_checked()


def test_tap_to_select_is_on_for_touch_screens_until_chosen(browser: Browser, server: str) -> None:
    context = browser.new_context(
        is_mobile=True, has_touch=True, viewport={"width": 390, "height": 844}
    )
    try:
        page = context.new_page()
        page.goto(f"{server}/play/schafkopf")
        tap = page.get_by_label(SWITCHES["en"][2], exact=True)
        expect(tap).to_be_checked()
        expect(page.locator("html")).to_have_attribute("data-tap-select", "on")
        tap.uncheck()
        page.reload()
        expect(page.get_by_label(SWITCHES["en"][2], exact=True)).not_to_be_checked()
        expect(page.locator("html")).to_have_attribute("data-tap-select", "off")
    finally:
        context.close()


@pytest.mark.parametrize("language", sorted(SWITCHES))
def test_the_switches_stay_whole_at_320_px(
    page: Page, server: str, artifacts: Path, language: str
) -> None:
    page.set_viewport_size({"width": 320, "height": 640})
    choose_language(page, server, language)
    bar = page.locator(".settings-bar")
    bar.screenshot(path=str(artifacts / f"settings-bar-320-{language}.png"))
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    switches = page.locator(".setting.toggle")
    expect(switches).to_have_count(3)
    for label in switches.all():
        # Both measured at one moment: the table may still be scrolling itself into view.
        box, words = label.evaluate(
            """label => [label.querySelector('input'), label.querySelector('span')]
                .map((element) => element.getBoundingClientRect().toJSON())"""
        )
        # The box sits beside its words, on their first line, inside the screen.
        assert words["x"] >= box["x"] + box["width"]
        assert box["y"] < words["y"] + 24 and words["x"] + words["width"] <= 320
