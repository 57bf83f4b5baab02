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
HINT_READY = 90_000
READY = 15_000
DEAL_SECONDS = 450
"""A whole deal played through with a hint at every new decision: generous on a busy machine
(under 80 s on an idle one); the test itself may take 600."""

# Every rectangle the player needs while deciding, as [name, left, top, right, bottom].
RECTANGLES = """(scrolledTo) => {
    if (scrolledTo !== null) scrollTo(0, scrolledTo);
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
    add('result', document.querySelector('#table #result:not([hidden]) .result-card'));
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
    # Generous: the server's first hint may wait for the solver to compile on a busy machine.
    expect(page.locator("#advice .advice-options li").first).to_be_visible(timeout=HINT_READY)
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


def outside(page: Page, scrolled_to: float | None = None) -> list[Any]:
    """The needed rectangles not wholly inside the window (scrolled to `scrolled_to` in the
    same breath, where given)."""
    width, height = page.evaluate("[innerWidth, innerHeight]")
    return [
        box
        for box in page.evaluate(RECTANGLES, scrolled_to)
        if box[1] < -0.5 or box[2] < -0.5 or box[3] > width + 0.5 or box[4] > height + 0.5
    ]


def my_turn(page: Page) -> str:
    """What the table asks of you now ("" while the others play): the decision panel's
    title, "discard" or "play"."""
    return str(
        page.evaluate(
            """() => {
                const panel = document.querySelector('#table .decisions:not([hidden])');
                if (document.querySelector('#hand[data-mode="discard"]')) return 'discard';
                if (panel && panel.querySelector('button.decision:enabled'))
                    return panel.querySelector('.decisions-title')?.textContent || 'decide';
                return document.querySelector('#hand.playable') ? 'play' : '';
            }"""
        )
    )


# Two frames (the hand laid out again by its resize observer), then the end of every
# animation that ends (a pulsing turn marker never does), at most a second and a half.
SETTLED = """() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => {
    const ending = document.getAnimations().filter(
        (a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    setTimeout(done, 1500);
    Promise.all(ending.map((a) => a.finished.catch(() => null))).then(done);
})))"""


def shown_at_each_size(page: Page) -> dict[tuple[int, int], float]:
    """Where the app shows the table (its top near the window's) at each laptop size."""
    shown: dict[tuple[int, int], float] = {}
    for width, height in reversed(LAPTOPS):  # ending at the first
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate(SETTLED)
        shown[(width, height)] = page.evaluate(
            "document.querySelector('#table').getBoundingClientRect().top + scrollY - 8"
        )
    return shown


def expect_the_table_in_the_window(
    page: Page, shown_at: dict[tuple[int, int], float], moment: str
) -> None:
    """At each laptop size in turn, the window resized as a player would (the hand laid
    out again, its animations done). Playwright scrolls to what it clicks; a player's taps
    do not move the page, hence the scroll to where the table is shown."""
    for size, top in reversed(shown_at.items()):  # ending at the first
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.evaluate(SETTLED)
        away = outside(page, top)
        assert not away, f"{moment} at {size}, {page.evaluate('scrollY')} (shown at {top}): {away}"


def play_a_deal_in_the_window(
    page: Page, shown_at: dict[tuple[int, int], float], screenshot: Path | None
) -> set[str]:
    """Take every decision and card of a deal, the first offered, checking at each that the
    whole table is in the window, with the hint open at each new kind of decision; and at
    the result. The kinds of decision met."""
    met: set[str] = set()
    deadline = time.monotonic() + DEAL_SECONDS
    while time.monotonic() < deadline:
        if page.locator("#result:not([hidden]) .result-card").count():
            page.wait_for_timeout(400)  # the result settles
            expect_the_table_in_the_window(page, shown_at, "the result")
            return met
        asked = my_turn(page)
        if not asked:
            page.wait_for_timeout(100)
            continue
        expect_the_table_in_the_window(page, shown_at, asked)
        if asked not in met:
            met.add(asked)
            ask_for_a_hint(page)
            expect_the_table_in_the_window(page, shown_at, f"{asked}, with the hint")
            if screenshot and asked == "play":
                page.screenshot(path=str(screenshot))
                screenshot = None
        take_a_turn(page)
    raise AssertionError(f"the deal did not end; met {met}")


@pytest.mark.timeout(600)
@pytest.mark.parametrize(
    ("game", "seed", "language"), [("schafkopf", 1, "en"), ("jass", 3, "de"), ("skat", 5, "en")]
)
def test_the_whole_table_and_its_hint_fit_a_laptop_window_through_whole_deals(
    page: Page, server: str, artifacts: Path, game: str, seed: int, language: str
) -> None:
    """Once the table is shown (the app scrolls its top near the window's, the header may
    go), every seat, the trick, the hand, the decisions, the Hint button and its answer are
    in the window at every decision of a deal (bidding, a Schafkopf call with its lines on
    calls not offered, the skat and the contract, Jass trumps and Weis, the cards) and at
    its result, at each of the laptop sizes: 1280 x 800, 1366 x 768 and 1440 x 900."""
    open_table(page, server, game, language, seed=seed, level="easy")
    shown_at = shown_at_each_size(page)
    screenshot = artifacts / f"table-{game}-1280x800-hint.png"
    met = play_a_deal_in_the_window(page, shown_at, screenshot)
    # Whether you bid, call or choose trumps depends on the deal; you always play cards.
    assert "play" in met, met


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


# 390 px as issue 20 asks. At 320 px twelve cards in two rows leave 37 px each since the
# phone index and reason row came in (44 px before): a follow-up, noted in the issue.
@pytest.mark.parametrize("width", [390])
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
        page.screenshot(path=str(artifacts / "skat-discard-390x844.png"))


@pytest.mark.parametrize("width", [390, 320])
@pytest.mark.parametrize(("game", "cards"), [("skat", 10), ("schafkopf", 8), ("jass", 9)])
def test_every_hand_on_a_phone_offers_a_finger_to_every_card(
    page: Page, server: str, width: int, game: str, cards: int
) -> None:
    page.set_viewport_size({"width": width, "height": 844})
    open_table(page, server, game, "de" if game == "jass" else "en")
    expect(page.locator("#table #hand .slot")).to_have_count(cards)
    expect_every_card_tappable(page, cards)


PHONE = {"width": 390, "height": 844}
HAND_STILL = "() => !document.querySelector('#hand').getAnimations({subtree: true}).length"

# Each hand card's corner index as [card, rank's ink height, suit sign's height] in CSS px:
# the rank's ink measured on its glyphs (not its line box), in the font the page uses.
INDICES = """() => {
    const pen = document.createElement('canvas').getContext('2d');
    return [...document.querySelectorAll('#table #hand .slot')].map((slot) => {
        const rank = slot.querySelector('.corner-rank');
        const suit = slot.querySelector('.corner-suit');
        if (!rank || !rank.getClientRects().length) return [slot.dataset.code, 0, 0];
        const style = getComputedStyle(rank);
        pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const ink = pen.measureText(rank.dataset.label);
        const scale = rank.getBoundingClientRect().height / rank.offsetHeight;
        const height = (ink.actualBoundingBoxAscent + ink.actualBoundingBoxDescent) * scale;
        return [slot.dataset.code, height, suit.getBoundingClientRect().height];
    });
}"""


@pytest.mark.parametrize(
    ("game", "pack"),
    [("schafkopf", "bavarian"), ("jass", "schaffhausen"), ("skat", "saxon"), ("skat", "prussian")],
)
def test_a_phone_hand_has_indices_large_enough_to_read(
    page: Page, server: str, artifacts: Path, game: str, pack: str
) -> None:
    """In a phone's two-row hand each card shows a rank at least 12 px tall and a suit sign
    at least 9 px; Large cards make both larger."""
    page.set_viewport_size(PHONE)
    page.goto(f"{server}/play/{game}?pack={pack}")
    expect(page.locator("#table")).to_have_attribute("data-pack", pack)
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=READY)
    expect(page.locator("#hand[data-rows='2']")).to_have_count(1)
    page.wait_for_function(HAND_STILL)  # dealt: no card still flying in, scaled down
    indices = page.evaluate(INDICES)
    assert indices and all(rank >= 12 and suit >= 9 for _, rank, suit in indices), indices
    if pack != "prussian":
        ask_for_a_hint(page)
        page.locator("#hand").scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"table-{game}-390x844-hint.png"))
    page.get_by_label("Large cards", exact=True).check()
    expect(page.locator("html")).to_have_attribute("data-large-cards", "on")
    page.wait_for_timeout(300)
    page.wait_for_function(HAND_STILL)
    larger = dict((card, (rank, suit)) for card, rank, suit in page.evaluate(INDICES))
    smaller = [
        card
        for card, rank, suit in indices
        if larger[card][0] < rank * 1.15 or larger[card][1] < suit * 1.15
    ]
    assert not smaller, (indices, larger)


def overlapping(page: Page, selector: str, others: str) -> list[Any]:
    """The boxes of `others` that the box of `selector` overlaps."""
    return list(
        page.evaluate(
            """([selector, others]) => {
                const a = document.querySelector(selector).getBoundingClientRect();
                return [...document.querySelectorAll(others)]
                    .map((e) => [e.dataset.code || e.className, e.getBoundingClientRect()])
                    .filter(([, b]) => b.width && a.left < b.right && b.left < a.right
                        && a.top < b.bottom && b.top < a.bottom)
                    .map(([name]) => name);
            }""",
            [selector, others],
        )
    )


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [*LAPTOPS, (390, 844)], ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_reason_a_card_cannot_be_played_covers_nothing_and_goes_with_the_next_move(
    page: Page, server: str, language: str, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_table(page, server, "schafkopf", language)
    decision = page.locator("#table button.decision:enabled").first
    expect(decision).to_be_visible(timeout=30_000)  # bidding: no card may be played yet
    reason = page.locator("#hint")
    first, last = page.locator("#hand .slot").first, page.locator("#hand .slot").last
    height = rectangle(page, "#hand .slot")["height"]
    for card, where in ((first, {"x": 15, "y": height / 2}), (last, None)):
        card.click(position=where)  # the first card's uncovered left edge, the last's middle
        expect(reason).to_have_class("hint shown")
        expect(reason).to_be_visible()
        expect(reason).not_to_be_empty()
        page.wait_for_timeout(300)  # shown in full
        covered = overlapping(page, "#hint", "#hand .slot, #trick .trick-slot, .seat .plate")
        assert not covered, covered
    # A finger's tap on the panel: the pointer stays where the card was tapped.
    decision.dispatch_event("click")
    expect(reason).not_to_have_class("hint shown", timeout=30_000)
    expect(reason).not_to_be_visible()


@pytest.mark.parametrize("game", ["skat", "schafkopf"])
def test_on_a_phone_the_reason_a_card_cannot_be_played_leaves_the_hand_its_width(
    page: Page, server: str, game: str
) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    open_table(page, server, game, "de")  # German: the longest reasons
    expect(page.locator("#table button.decision:enabled").first).to_be_visible(timeout=30_000)
    width = rectangle(page, "#hand")["width"]
    page.locator("#hand .slot").last.click()  # bidding: no card may be played yet
    expect(page.locator("#hint")).to_have_class("hint shown")
    page.wait_for_timeout(300)  # shown in full
    assert rectangle(page, "#hand")["width"] == width
