"""The score sheet after many deals: the newest deal and the totals stay in sight, the older
deals scroll (issue: a ten-deal Jass match showed deals 1 to 6 only)."""

import time
from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect

from browser.test_playing_in_the_browser import open_game

DEALS = 10
SIZES = {"laptop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def play_deals_through_the_api(page: Page, server: str, game: str, deals: int) -> int:
    """Starts a table as this browser and plays up to `deals` deals through the JSON API (the
    first legal action each turn), then makes it the table the page resumes."""
    request = page.request
    started = request.post(f"{server}/api/tables", data={"game": game, "seed": 3, "level": "easy"})
    view: dict[str, Any] = started.json()
    url = f"{server}/api/tables/{view['id']}"
    deadline = time.monotonic() + 200
    while len(view["scores"]["deals"]) < deals and not view["match_over"]:
        assert time.monotonic() < deadline, "the deals did not end"
        version = view["version"]
        if view["deal_over"]:
            answer = request.post(f"{url}/next", data={"version": version})
        elif view["your_turn"]:
            action = view["observation"]["legal_actions"][0]
            answer = request.post(f"{url}/actions", data={"version": version, "action": action})
        else:
            page.wait_for_timeout(20)
            answer = request.get(url)
        if answer.status == 409:  # the AI players moved on meanwhile
            answer = request.get(url)
        assert answer.ok, answer.text()
        view = answer.json()
    pack = page.locator("#table").get_attribute("data-pack")
    key = f"cardavia.table.{game}.{pack}"
    page.evaluate("([key, id]) => localStorage.setItem(key, id)", [key, view["id"]])
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    return len(view["scores"]["deals"])


def inside(element: Locator, box: Locator) -> bool:
    shown = element.bounding_box()
    frame = box.bounding_box()
    assert shown is not None and frame is not None
    return (
        shown["y"] >= frame["y"] - 1
        and shown["y"] + shown["height"] <= frame["y"] + frame["height"] + 1
    )


@pytest.mark.parametrize("game", ["jass", "schafkopf"])
@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_newest_deal_and_the_totals_stay_in_sight(
    page: Page, server: str, game: str, size: str
) -> None:
    page.set_viewport_size(SIZES[size])
    open_game(page, server, game)
    played = play_deals_through_the_api(page, server, game, DEALS)
    scroller = page.locator("#table .pad .sheet-scroll")
    rows = scroller.locator("tbody tr:not(.deal-game)")
    expect(rows).to_have_count(played, timeout=15_000)
    scroller.scroll_into_view_if_needed()
    newest = rows.last
    assert inside(newest, scroller), "the newest deal is scrolled out of the sheet"
    totals = scroller.locator("tfoot tr")
    if totals.count():
        assert inside(totals, scroller), "the totals are scrolled out of the sheet"
    scrolls = scroller.evaluate("e => e.scrollHeight > e.clientHeight")
    # A Jass match may be won in fewer deals than the sheet has room for; ten Schafkopf
    # deals never fit.
    assert scrolls or (game == "jass" and played < DEALS), "the sheet does not scroll"
    if scrolls:
        at_the_end = "e => e.scrollTop + e.clientHeight >= e.scrollHeight - 1"
        assert scroller.evaluate(at_the_end), "the sheet is not scrolled to its newest deal"
        thumb = scroller.evaluate("e => getComputedStyle(e).scrollbarWidth")
        assert thumb != "none", "the sheet's scrollbar is hidden"
