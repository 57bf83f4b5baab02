"""Why a card cannot be played: gone with the next move (after a tap it stayed under the hand
while the AI players played on)."""

import pytest
from playwright.sync_api import Page, expect

SIZES = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_reason_goes_with_the_next_move(
    page: Page, server: str, language: str, size: str
) -> None:
    page.set_viewport_size(SIZES[size])
    page.goto(f"{server}/language?set={language}&back=/play/schafkopf")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    decision = page.locator("#table button.decision:enabled").first
    expect(decision).to_be_visible(timeout=30_000)  # bidding: no card may be played yet
    # A finger's tap on a card: the pointer comes over it and never leaves.
    page.locator("#hand .slot").last.dispatch_event("pointerover")
    reason = page.locator("#hint")
    expect(reason).to_have_class("hint shown")
    expect(reason).not_to_be_empty()
    decision.dispatch_event("click")
    expect(reason).not_to_have_class("hint shown", timeout=30_000)
    expect(reason).to_be_empty()
