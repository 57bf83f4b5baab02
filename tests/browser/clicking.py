"""Playing at the table as a hurried person would: one click per turn."""

from playwright.sync_api import Page


def take_a_turn(page: Page) -> None:
    """Take the first offered decision, else play the first playable card; then wait a
    moment for the table to answer."""
    decision = page.locator("button.decision:enabled").first
    # (In the Skat discard a click toggles a card: pick ones not yet chosen.)
    card = page.locator('#table button.card:enabled:not([aria-pressed="true"])').first
    if decision.count():
        decision.click()
    elif card.count():
        card.click()
    page.wait_for_timeout(40)
