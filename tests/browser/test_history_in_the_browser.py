"""The history and the statistics in the browser: after a finished deal, the history lists
it (its time in the reader's own time zone, a link to its review) and the statistics draw
their charts, each an image with an accessible name and description; axe finds no fault
on either page, at a laptop's and a phone's size."""

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from browser.accessibility import expect_no_violations
from browser.played import play_to_the_end

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """axe-core is injected as a script of the test's own, past the site's Content
    Security Policy."""
    return {**browser_context_args, "bypass_csp": True}


def test_a_finished_deal_is_in_the_history_and_the_statistics_chart_it(
    page: Page, server: str, artifacts: Path
) -> None:
    page.goto(f"{server}/history")
    expect(page.locator("#nothing-yet")).to_be_visible()
    table = play_to_the_end(page, server)

    page.get_by_role("navigation", name="Your play").get_by_role("link", name="History").click()
    expect(page).to_have_url(f"{server}/history")
    rows = page.locator("#history-table tbody tr")
    expect(rows).to_have_count(1)
    deal = page.request.get(f"{server}/api/deals").json()["deals"][0]
    assert deal["table_id"] == table
    link = rows.first.get_by_role("link")
    expect(link).to_have_attribute("href", f"/deals/{deal['id']}")
    shown = page.evaluate(
        """iso => new Intl.DateTimeFormat(document.documentElement.lang,
            {dateStyle: "medium", timeStyle: "short"}).format(new Date(iso))""",
        deal["finished_at"],
    )
    expect(link).to_have_text(shown)  # the server's UTC, rewritten in the browser's zone
    expect(rows.first).to_contain_text(deal["contract"])
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.screenshot(path=artifacts / f"history-{size}.png", full_page=True)
        expect_no_violations(page, f"the history at {size} size")

    page.get_by_role("navigation", name="Your play").get_by_role("link", name="Statistics").click()
    expect(page).to_have_url(f"{server}/statistics")
    score = page.get_by_role("img", name="Your score over time")
    expect(score).to_be_visible()
    expect(score).to_have_accessible_description(re.compile(r"^Your score added up deal by deal"))
    expect(score.locator("polyline, circle")).not_to_have_count(0)
    expect(page.locator("#skat-played")).to_have_text("1")
    [skat] = page.request.get(f"{server}/api/statistics?game=skat").json()["games"]
    roles = [role for role in ("declarer", "defender") if skat[f"as_{role}"]["played"]]
    for role in roles:  # none when everybody passed
        bars = page.get_by_role("img", name=re.compile(r"^Won and lost as " + role))
        expect(bars).to_have_attribute("id", f"skat-{role}-chart")
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.screenshot(path=artifacts / f"statistics-{size}.png", full_page=True)
        expect_no_violations(page, f"the statistics at {size} size")
