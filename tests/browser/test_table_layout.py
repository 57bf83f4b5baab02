"""The table's layout at the sizes players use: the whole table in the window on a laptop
with the hint open, every card of a phone hand reachable, announcements off the cards,
the newest deals on the score sheet, and no label cut off in any language."""

import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from browser.clicking import take_a_turn

LAPTOPS = [(1280, 800), (1366, 768), (1440, 900)]
READY = 15_000

# Every rectangle the player needs while deciding, as [name, left, top, right, bottom].
RECTANGLES = """() => {
    const boxes = [];
    const add = (name, element) => {
        if (!element || !element.getClientRects().length) return;
        const r = element.getBoundingClientRect();
        if (r.width && r.height) boxes.push([name, r.left, r.top, r.right, r.bottom]);
    };
    document.querySelectorAll('#table .seat .plate').forEach((e, i) => add('seat ' + i, e));
    document.querySelectorAll('#table #trick .trick-slot').forEach((e, i) => add('trick ' + i, e));
    document.querySelectorAll('#table #hand .slot').forEach((e, i) => add('card ' + i, e));
    add('decisions', document.querySelector('#table .decisions'));
    add('hint button', document.querySelector('#hint-button'));
    // The answer's box (a list longer than the room, twelve Schafkopf calls, scrolls in it)
    // and its suggestion.
    const answer = document.querySelector('#advice');
    if (answer.querySelector('.advice-card')) add('hint', answer);
    add('suggested', document.querySelector('#advice li.suggested'));
    return boxes;
}"""


def open_table(page: Page, server: str, game: str, language: str = "en", **body: Any) -> None:
    """A table of `game` in `language`; with `body` ({"seed": 3, ...}) a table started so
    through the API in this browser."""
    page.goto(f"{server}/language?set={language}&back=/play/{game}")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=READY)
    if not body:
        return
    page.evaluate(
        """async (body) => {
            const answer = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
            const view = await answer.json();
            localStorage.setItem(`cardavia.table.${view.game || body.game}.${view.pack}`, view.id);
        }""",
        {"game": game, **body},
    )
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=READY)


def ask_for_a_hint(page: Page) -> None:
    expect(page.locator("#hint-button")).to_be_enabled(timeout=30_000)
    page.locator("#hint-button").click()
    expect(page.locator("#advice .advice-options li").first).to_be_visible(timeout=READY)
    page.wait_for_timeout(400)  # the hand settles


def play_until_cards_are_asked(page: Page) -> None:
    """Take decisions until the hand is yours to play from."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if page.locator("#hand.playable").count() and page.locator("#hint-button:enabled").count():
            return
        if page.locator("#next-deal").is_visible():  # everybody passed: the next deal
            page.locator("#next-deal").click()
        take_a_turn(page)
    raise AssertionError("no card was asked for")


def outside(page: Page) -> list[Any]:
    """The needed rectangles not wholly inside the window."""
    width, height = page.evaluate("[innerWidth, innerHeight]")
    return [
        box
        for box in page.evaluate(RECTANGLES)
        if box[1] < -0.5 or box[2] < -0.5 or box[3] > width + 0.5 or box[4] > height + 0.5
    ]


# Not yet true of every deal: in some (a Schafkopf call with its "not offered" lines, a Jass
# first trick) the felt is 5 to 25 px taller than the window and the Hint button falls
# below it. Issue 20's item 1 stays open until this passes on every run.
@pytest.mark.xfail(strict=False, reason="some deals still overflow a laptop window by 5-25 px")
@pytest.mark.parametrize("size", LAPTOPS, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game", ["schafkopf", "jass", "skat"])
def test_the_whole_table_and_its_hint_fit_a_laptop_window(
    page: Page, server: str, artifacts: Path, game: str, size: tuple[int, int]
) -> None:
    """Once the table is shown (the app scrolls it into view, the header may go), every
    seat, the trick, the hand, the decisions, the Hint button and its answer are in the
    window: while bidding and while playing a card."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_table(page, server, game, "de" if size == LAPTOPS[0] else "en")
    ask_for_a_hint(page)
    assert not outside(page), outside(page)
    assert page.locator("#hint-button").count() and page.locator("#advice .advice-card").count()
    shown_at = page.evaluate("scrollY")
    play_until_cards_are_asked(page)
    ask_for_a_hint(page)
    # Playwright scrolls to what it clicks; a player's taps do not move the page.
    page.evaluate(f"scrollTo(0, {shown_at})")
    assert not outside(page), outside(page)
    if size == LAPTOPS[0]:
        page.screenshot(path=str(artifacts / f"layout-hint-{game}-{size[0]}x{size[1]}.png"))


def rectangle(page: Page, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box


# Each card's strip that no other card covers: [left, top, width, height, hit], where
# hit says whether the point at the strip's centre belongs to that card.
STRIPS = """() => {
    const slots = [...document.querySelectorAll('#table #hand .slot')];
    return slots.map((slot, index) => {
        const r = slot.getBoundingClientRect();
        const next = slots[index + 1];
        const n = next && next.getBoundingClientRect();
        const sameRow = n && Math.abs(n.top - r.top) < r.height / 2;
        const right = sameRow ? Math.min(r.right, n.left) : r.right;
        const x = (r.left + right) / 2, y = r.top + r.height / 2;
        const hit = document.elementFromPoint(x, y);
        return [r.left, r.top, right - r.left, r.height, Boolean(hit && slot.contains(hit))];
    });
}"""


def expect_every_card_tappable(page: Page, count: int) -> None:
    page.wait_for_function(  # the cards stand still
        "() => !document.querySelector('#hand').getAnimations({subtree: true}).length"
    )
    page.evaluate("document.querySelector('#hand').scrollIntoView({block: 'center'})")
    strips = page.evaluate(STRIPS)
    assert len(strips) == count, strips
    narrow = [strip for strip in strips if strip[2] < 44 or not strip[4]]
    assert not narrow, narrow
    for card in page.locator("#table #hand button.card:enabled").all():
        card.click(trial=True, timeout=5_000)  # nothing else would take the tap


def reach_the_discard(page: Page) -> None:
    """Bid on (the first button) until you win the bidding and take up the skat."""
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        if page.locator('#hand[data-mode="discard"]').count():
            return
        take_a_turn(page)
    raise AssertionError("the discard was not reached")


@pytest.mark.parametrize("width", [390, 320])
@pytest.mark.parametrize("language", ["en", "de"])
def test_a_skat_hand_of_twelve_on_a_phone_offers_a_finger_to_every_card(
    page: Page, server: str, artifacts: Path, width: int, language: str
) -> None:
    page.set_viewport_size({"width": width, "height": 844})
    open_table(page, server, "skat", language)
    reach_the_discard(page)
    expect_every_card_tappable(page, 12)
    page.locator("#table #hand button.card").first.click()  # one chosen, raised
    ask_for_a_hint(page)  # and the hint's suggestion raised too
    expect(page.locator("#hand .slot.suggested").first).to_be_visible()
    expect_every_card_tappable(page, 12)
    if width == 390 and language == "en":
        page.locator("#hand").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "layout-skat-discard-phone.png"))


@pytest.mark.parametrize("width", [390, 320])
@pytest.mark.parametrize(("game", "cards"), [("skat", 10), ("schafkopf", 8), ("jass", 9)])
def test_every_hand_on_a_phone_offers_a_finger_to_every_card(
    page: Page, server: str, width: int, game: str, cards: int
) -> None:
    page.set_viewport_size({"width": width, "height": 844})
    open_table(page, server, game, "de" if game == "jass" else "en")
    expect(page.locator("#table #hand .slot")).to_have_count(cards)
    expect_every_card_tappable(page, cards)
