"""A finished deal's review in the browser: opened from the table's result panel, stepped
to a trick and back by the buttons, the arrow keys and the slider, which all keep in step;
the result at the end; no accessibility fault at a laptop's and a phone's size, and every
text legible at either end of the contrast slider."""

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from browser.accessibility import expect_no_violations
from browser.played import play_to_the_end
from browser.test_contrast_in_the_browser import expect_every_text_legible, set_contrast_before_load

READY = 15_000
ANALYSED = 300_000
"""Generous: the AI workers may still be compiling the solver on a busy machine."""
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """axe-core is injected as a script of the test's own, which the site's Content
    Security Policy would refuse."""
    return {**browser_context_args, "bypass_csp": True}


def step_said(page: Page, number: int) -> None:
    """The step said (to screen readers too), the slider and the list all at ``number``."""
    expect(page.locator("#review-said")).to_contain_text(f"Step {number} of ")
    expect(page.locator("#step-slider")).to_have_value(str(number))
    current = page.locator('#step-list [aria-current="step"]')
    expect(current).to_have_count(1)
    expect(current).to_have_attribute("data-step", str(number))


def test_the_review_opens_from_the_result_and_steps_by_button_key_and_slider(
    page: Page, server: str, artifacts: Path
) -> None:
    page.goto(f"{server}/play/skat")
    table = play_to_the_end(page, server)
    pack = page.locator("#table").get_attribute("data-pack")
    key = f"cardavia.table.skat.{pack}"
    page.evaluate("([key, table]) => localStorage.setItem(key, table)", [key, table])
    page.reload()
    review_link = page.locator("#table .result-review")
    expect(review_link).to_be_visible(timeout=READY)
    expect(page.locator("#table .pad a.deal-review")).to_have_attribute(
        "href", f"/tables/{table}/deals/1"
    )
    review_link.click()
    expect(page.locator("#review")).to_have_attribute("data-state", "ready", timeout=READY)
    step_said(page, 0)
    expect(page.locator("#review-felt .review-hand")).to_have_count(3)
    expect(page.locator("#review-felt .review-hand img")).to_have_count(30)
    expect(page.locator("#review-felt .review-aside img")).to_have_count(2)  # the skat

    # Forward by the button to the first card of the play, then to the end of its trick.
    first_card = page.locator("#step-list li.trick-start").first.get_attribute("data-step")
    assert first_card is not None
    for _ in range(int(first_card)):
        page.locator("#step-forward").click()
    step_said(page, int(first_card))
    expect(page.locator("#review-felt .review-trick .trick-slot")).to_have_count(1)
    page.locator("#step-forward").click()
    page.locator("#step-forward").click()
    step_said(page, int(first_card) + 2)
    expect(page.locator("#review-felt .review-trick .trick-slot")).to_have_count(3)
    expect(page.locator("#review-felt .trick-caption")).to_contain_text("the trick")
    expect(page.locator("#review-said")).to_contain_text("the trick")

    # Back by the button and by the arrow key.
    page.locator("#step-back").click()
    step_said(page, int(first_card) + 1)
    expect(page.locator("#review-felt .review-trick .trick-slot")).to_have_count(2)
    page.locator("#step-back").focus()
    page.keyboard.press("ArrowLeft")
    step_said(page, int(first_card))
    page.keyboard.press("ArrowRight")
    step_said(page, int(first_card) + 1)

    # The slider: to the end, where the result shows, and back to the start by its keys.
    slider = page.locator("#step-slider")
    slider.focus()
    page.keyboard.press("End")
    last = int(slider.get_attribute("max") or 0)
    assert last >= int(first_card) + 2, "the slider reaches at least the first trick's end"
    step_said(page, last)
    expect(page.locator("#review-result")).to_be_visible()
    expect(page.locator("#review-result h2")).not_to_be_empty()
    page.keyboard.press("ArrowLeft")
    step_said(page, last - 1)
    expect(page.locator("#review-result")).to_be_hidden()
    page.keyboard.press("Home")
    step_said(page, 0)

    # A step picked from the list.
    page.locator(f'#step-list .step-link[data-step="{first_card}"]').click()
    step_said(page, int(first_card))

    # The analysis of your play: weighed in the AI workers, then each decision marked at
    # its step, with the options weighed there.
    page.locator("#analyse-button").click()
    expect(page.locator("#analysis-accuracy")).to_be_visible(timeout=ANALYSED)
    marked = page.locator("#step-list li[data-mark]")
    expect(marked.first).to_be_attached()
    marked.first.locator(".step-link").click()
    expect(page.locator("#analysis-decision .decision-view")).to_be_visible()
    expect(page.locator("#review-said")).to_contain_text(
        re.compile("Good|Inaccuracy|Mistake|Blunder")
    )
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.screenshot(path=artifacts / f"review-{size}.png", full_page=True)
        expect_no_violations(page, f"the review of a deal at {size} size")

    page.set_viewport_size(SIZES["desktop"])
    for contrast in (0, 100):
        set_contrast_before_load(page, contrast)
        page.reload()
        expect(page.locator("#review")).to_have_attribute("data-state", "ready", timeout=READY)
        page.keyboard.press("End")
        expect(page.locator("#review-result")).to_be_visible()
        expect_every_text_legible(page, contrast)
