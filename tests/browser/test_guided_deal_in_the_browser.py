"""The guided first deal of each game, followed as a newcomer would: every explanation read,
every suggestion taken, the hint open at each decision: each game once, in English on a
laptop or in German on a phone."""

import json
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from cardavia.web import guide
from cardavia.web.i18n import translations

SIZES = {"en": {"width": 1280, "height": 800}, "de": {"width": 390, "height": 844}}
ESSENTIALS = {
    "schafkopf": [guide.SK_TRUMPS, guide.SK_CALL, guide.SK_PARTNER, guide.FOLLOW_SUIT],
    # (The Weis explanation shows only while the first trick lies, which the AI players may
    # play faster than this loop reads; tests/web/test_guide.py checks the deal gives it.)
    "jass": [guide.JASS_TRUMPS, guide.JASS_CHOOSE, guide.JASS_FOLLOW],
    "skat": [guide.SKAT_BID, guide.SKAT_PICKUP, guide.SKAT_DISCARD, guide.SKAT_DECLARE],
}
DEAL_SECONDS = 200


def shown_as(text: str, language: str) -> str:
    """The words of a guide text before its first placeholder, as the page shows them."""
    return translations(language).gettext(text).split("{")[0].strip()


def take(page: Page, action: dict[str, object]) -> None:
    # Cards are tapped by their own click event: in an overlapped hand that is still being
    # laid out, a click at a point could land on the neighbouring card.
    if "play" in action:
        page.locator(f'#hand button.card[data-card="{action["play"]}"]').dispatch_event("click")
    elif "discard" in action:
        for code in action["discard"]:  # type: ignore[attr-defined]
            page.locator(f'#hand button.card[data-card="{code}"]').dispatch_event("click")
        page.locator("#confirm-discard").click()
    else:
        buttons = page.locator("#table .decisions button.decision:enabled")
        actions = buttons.evaluate_all("all => all.map(b => JSON.parse(b.dataset.action))")
        buttons.nth(actions.index(action)).click()


def follow_the_guide(page: Page) -> list[str]:
    """Read each explanation, take each suggestion; the texts shown on the way."""
    box = page.locator("#guide")
    shown: list[str] = []
    taken: set[str] = set()
    deadline = time.monotonic() + DEAL_SECONDS
    while not page.locator("#result").is_visible():
        assert time.monotonic() < deadline, "the guided deal did not end"
        # Read together: the table may move on between two reads.
        text, suggested, version, busy = box.evaluate(
            "box => [box.querySelector('.guide-text').innerText, box.dataset.suggested, "
            "box.dataset.version, document.getElementById('table').classList.contains('busy')]"
        )
        shown.append(text)
        next_button = box.locator(".guide-next")
        if next_button.is_visible():
            next_button.click()
            continue
        if suggested and version not in taken and not busy:
            # The hint opens by itself at each of your decisions.
            expect(page.locator("#advice .advice-card")).to_be_visible(timeout=15_000)
            taken.add(str(version))
            take(page, json.loads(suggested))
        page.wait_for_timeout(60)
    return shown


@pytest.mark.parametrize(
    ("game", "language"), [("schafkopf", "en"), ("jass", "de"), ("skat", "de")]
)
def test_a_newcomer_follows_the_guided_deal(
    page: Page, server: str, artifacts: Path, game: str, language: str
) -> None:
    page.set_viewport_size(SIZES[language])
    page.goto(f"{server}/language?set={language}&back=/")
    page.locator(f'a.guide-link[href="/play/{game}?guide=1"]').click()  # the home page's link
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    expect(page.locator("#guide .guide-title")).to_have_text(shown_as("Guided deal", language))
    expect(page.locator("#guide .guide-text")).to_have_text(
        translations(language).gettext(guide.INTRO[game])
    )
    page.screenshot(path=str(artifacts / f"guide-{game}-{language}-start.png"))
    shown = follow_the_guide(page)
    for text in ESSENTIALS[game]:
        assert any(line.startswith(shown_as(text, language)) for line in shown), text
    expect(page.locator("#guide .guide-text")).to_have_text(
        translations(language).gettext(guide.DONE), timeout=10_000
    )
    expect(page.locator("#guide .guide-normal")).to_have_attribute(
        "href", re.compile(f"^/play/{game}\\?pack=")
    )
    page.screenshot(path=str(artifacts / f"guide-{game}-{language}-end.png"))
