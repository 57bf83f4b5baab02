"""Playing together in the browser: each person in their own browser context (their own
cookie), at a table shared by an invitation link or from the list of open tables."""

import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from clicking import take_a_turn
from playwright.sync_api import Browser, BrowserContext, Page, expect

# A deal of four at a busy machine, each person clicking their own turns.
DEAL_SECONDS = 180
LONG = 60_000  # ms: what a page may take to show a change made elsewhere


@pytest.fixture
def people(browser: Browser) -> Iterator[list[BrowserContext]]:
    """Up to four people's browsers (each its own cookie), closed after the test."""
    contexts = [browser.new_context(viewport={"width": 1280, "height": 860}) for _ in range(4)]
    yield contexts
    for context in contexts:
        context.close()


def named(context: BrowserContext, server: str, name: str) -> None:
    """Choose the person's name (and a look) as the player form would."""
    look = {
        "hair": "short",
        "hair_colour": "brown",
        "hat": "none",
        "beard": "none",
        "glasses": False,
        "skin": "light",
        "coat": "blue",
    }
    answer = context.request.put(f"{server}/api/me", data={"name": name, "look": look})
    assert answer.ok, answer.text()


def shared_table(context: BrowserContext, server: str, game: str, open_seats: list[int]) -> str:
    """A shared table started by ``context``'s person; its invitation link."""
    answer = context.request.post(
        f"{server}/api/tables", data={"game": game, "shared": {"open_seats": open_seats}}
    )
    assert answer.ok, answer.text()
    return f"{server}/join/{answer.json()['shared']['invitation']}"


def sit_down(context: BrowserContext, link: str, seat: int) -> Page:
    """The person opens the invitation link and takes ``seat`` from the panel."""
    page = context.new_page()
    page.goto(link)
    page.locator(f'.take-seat[data-seat="{seat}"]').click()
    expect(page.locator(".take-seat")).to_have_count(0, timeout=LONG)
    return page


def play_the_deal(pages: list[Page]) -> None:
    """Each person clicks their own decisions and playable cards until every page shows
    the deal's result."""
    deadline = time.monotonic() + DEAL_SECONDS
    while time.monotonic() < deadline:
        if all(page.locator("#result").is_visible() for page in pages):
            return
        for page in pages:
            take_a_turn(page)
        pages[0].wait_for_timeout(150)
    raise AssertionError("the deal did not end")


def test_two_people_join_a_schafkopf_table_by_its_link_and_play_a_deal(
    people: list[BrowserContext], server: str
) -> None:
    host_context, guest_context = people[:2]
    named(host_context, server, "Anna")
    link = shared_table(host_context, server, "schafkopf", [1, 2, 3])
    host = host_context.new_page()
    host.goto(link)
    expect(host.locator("#invitation-link")).to_have_value(link, timeout=LONG)
    expect(host.locator("#begin-table")).to_be_visible()

    guest = guest_context.new_page()
    guest.goto(link)
    expect(guest.locator(".company-wait")).to_have_text("Waiting for the host to start the deal")
    expect(guest.locator(".take-seat")).to_have_count(3)
    guest.locator('.take-seat[data-seat="2"]').click()
    # No name yet: the form asks for one first, then takes the seat.
    guest.locator("#company .player-name").fill("Ben")
    guest.locator("#company .player-form button[type=submit]").click()
    expect(guest.locator(".take-seat")).to_have_count(0, timeout=LONG)
    # Ben sits across from Anna: at the bottom of his table, Anna at the top of it.
    expect(guest.locator('.seat[data-seat="0"]')).to_have_attribute("data-pos", "top")
    expect(guest.locator('.seat[data-seat="0"] .who')).to_have_text("Anna")
    expect(guest.locator('.seat[data-seat="0"] .host-mark')).to_be_visible()
    expect(host.locator("#company-joined")).to_contain_text("Ben", timeout=LONG)
    expect(host.locator('.seat[data-seat="2"] .who')).to_have_text("Ben")

    host.locator("#begin-table").click()
    expect(guest.locator("#hand .card")).to_have_count(8, timeout=LONG)
    expect(guest.locator(".company-wait")).to_have_count(0)
    expect(guest.locator("#undo")).to_be_hidden()
    expect(guest.locator("#ai-speed")).to_be_hidden()
    expect(host.locator("#ai-speed")).to_be_visible()
    expect(guest.locator(".fairness .commitment")).to_be_visible()
    play_the_deal([host, guest])

    for page in (host, guest):
        check = page.locator("#result .check-deal")
        expect(check).to_have_attribute("href", re.compile(r"^/verify\?table=.+&deal=1$"))
        expect(page.locator("#result .seed")).to_be_visible()
    # The next deal waits until both have pressed "Next deal".
    guest.locator("#next-deal").click()
    expect(guest.locator(".still-to-deal")).to_contain_text("Anna", timeout=LONG)
    expect(host.locator(".still-to-deal")).to_contain_text("You", timeout=LONG)
    host.locator("#next-deal").click()
    expect(guest.locator(".tb-deal")).to_have_text("Deal 2", timeout=LONG)


def test_four_people_play_a_deal_of_jass(people: list[BrowserContext], server: str) -> None:
    names = ["Anna", "Ben", "Cla", "Dora"]
    for context, name in zip(people, names, strict=True):
        named(context, server, name)
    link = shared_table(people[0], server, "jass", [1, 2, 3])
    host = people[0].new_page()
    host.goto(link)
    guests = [sit_down(context, link, seat) for seat, context in enumerate(people[1:], start=1)]
    expect(host.locator("#company-joined")).to_contain_text("Dora", timeout=LONG)
    host.locator("#begin-table").click()
    pages = [host, *guests]
    for page in pages:
        expect(page.locator("#hand .card")).to_have_count(9, timeout=LONG)
    # Cla sits across from Anna: her partner, named with her on the match sheet.
    cla = guests[1]
    expect(cla.locator('.seat[data-seat="0"]')).to_have_attribute("data-pos", "top")
    expect(cla.locator(".team-name").first).to_have_text("You & Anna")
    play_the_deal(pages)
    expect(host.locator("#match-score .team-name").first).to_have_text("You & Cla")
    expect(host.locator("#match-score thead")).to_contain_text("Dora & Ben")


def test_a_person_who_closes_the_page_gets_their_seat_back_by_the_link(
    people: list[BrowserContext], server: str
) -> None:
    host_context, guest_context = people[:2]
    named(host_context, server, "Anna")
    named(guest_context, server, "Ben")
    link = shared_table(host_context, server, "schafkopf", [1])
    host = host_context.new_page()
    host.goto(link)
    guest = sit_down(guest_context, link, 1)
    expect(host.locator('.seat[data-seat="1"] .who')).to_have_text("Ben", timeout=LONG)
    host.locator("#begin-table").click()
    expect(guest.locator("#hand .card")).to_have_count(8, timeout=LONG)

    guest.close()
    stand_in = host.locator('.seat[data-seat="1"] .stand-in')
    expect(stand_in).to_have_text("AI playing for Ben", timeout=LONG)
    take_a_turn(host)  # the table plays on without Ben

    guest = guest_context.new_page()
    guest.goto(link)
    expect(stand_in).to_be_hidden(timeout=LONG)
    expect(guest.locator('.seat[data-seat="1"]')).to_have_attribute("data-pos", "bottom")
    # Ben plays his own seat again: his turn comes and he takes it.
    deadline = time.monotonic() + DEAL_SECONDS
    played = False
    while not played and time.monotonic() < deadline:
        for page in (host, guest):  # a deal that ended first (all passed): the next one
            deal_on = page.locator("#next-deal:enabled")
            if deal_on.count():
                deal_on.click()
        take_a_turn(host)
        offered = guest.locator(
            'button.decision:enabled, #table button.card:enabled:not([aria-pressed="true"])'
        )
        if offered.count():
            # The others see whose turn it is, and that a person thinks there.
            expect(host.locator('.seat[data-seat="1"] .thinks')).to_have_text(
                "Ben is thinking…", timeout=LONG
            )
            offered.first.click()
            played = True
        guest.wait_for_timeout(150)
    assert played, "Ben never had a turn after coming back"
    expect(host.locator('.seat[data-seat="1"] .stand-in')).to_be_hidden()


def test_reactions_appear_in_each_readers_language(browser: Browser, server: str) -> None:
    host_context = browser.new_context(locale="en-GB")
    guest_context = browser.new_context(locale="de-DE")
    try:
        named(host_context, server, "Anna")
        named(guest_context, server, "Ben")
        link = shared_table(host_context, server, "skat", [1, 2])
        host = host_context.new_page()
        host.goto(link)
        guest = sit_down(guest_context, link, 2)
        expect(host.locator("#company-joined")).to_contain_text("Ben", timeout=LONG)
        host.locator("#begin-table").click()
        guest.locator('.reaction[data-phrase="well_played"]').click()
        expect(host.locator('.seat[data-seat="2"] .bubble')).to_have_text(
            "Well played!", timeout=LONG
        )
        expect(guest.locator('.seat[data-seat="2"] .bubble')).to_have_text(
            "Gut gespielt!", timeout=LONG
        )
        host.locator('.reaction[data-phrase="good_luck"]').click()
        expect(guest.locator('.seat[data-seat="0"] .bubble')).to_have_text(
            "Viel Glück!", timeout=LONG
        )
    finally:
        host_context.close()
        guest_context.close()


def test_the_home_page_starts_a_shared_table_and_lists_the_open_ones(
    people: list[BrowserContext], server: str
) -> None:
    host = people[0].new_page()
    host.goto(f"{server}/")
    form = host.locator("#shared-table-form")
    # Starting needs a name first: the server's refusal shows by the form.
    form.locator("#shared-game").select_option("skat")
    form.locator("button[type=submit]").click()
    expect(form.locator(".shared-problem")).to_have_text("Choose a name to sit at the table")
    host.locator("#play-together .player-name").fill("Anna")
    host.locator("#play-together .player-form button[type=submit]").click()
    expect(host.locator(".player-saved")).to_contain_text("Anna")
    expect(form.locator('.shared-seats[data-game="skat"] input')).to_have_count(2)
    form.locator('.shared-seats[data-game="skat"] input[value="2"]').uncheck()
    form.locator('input[name="public"][value="1"]').check()
    form.locator("#shared-turn").select_option("60")
    form.locator("button[type=submit]").click()
    host.wait_for_url(re.compile(r"/join/"), timeout=LONG)
    expect(host.locator("#invitation-link")).to_have_value(host.url)

    visitor = people[1].new_page()
    visitor.goto(f"{server}/")
    entry = visitor.locator(".open-table", has_text="Anna")
    expect(entry).to_contain_text("Skat")
    expect(entry).to_contain_text("1 seat free")
    expect(entry).to_contain_text("Waiting to start")
    entry.get_by_role("link", name="Join").click()
    visitor.wait_for_url(host.url, timeout=LONG)
    expect(visitor.locator('.take-seat[data-seat="1"]')).to_be_visible()


def test_an_unknown_invitation_is_the_sites_not_found_page(page: Page, server: str) -> None:
    answer = page.goto(f"{server}/join/not-a-real-invitation")
    assert answer is not None and answer.status == 404
    expect(page.locator(".site-header .brand")).to_be_visible()
    expect(page.locator("#table")).to_have_count(0)


def test_screenshots_of_a_shared_table(browser: Browser, server: str, artifacts: Path) -> None:
    """The home lobby, the invitation page and a shared table mid-deal, on a phone and on a
    desktop (for people to look at)."""
    for label, viewport in (("phone", (390, 844)), ("desktop", (1440, 900))):
        width, height = viewport
        host_context = browser.new_context(viewport={"width": width, "height": height})
        guest_context = browser.new_context(viewport={"width": width, "height": height})
        try:
            named(host_context, server, "Anna")
            link = shared_table(host_context, server, "schafkopf", [1, 2])
            home = guest_context.new_page()
            home.goto(f"{server}/")
            home.locator("#play-together").scroll_into_view_if_needed()
            home.locator("#play-together").screenshot(path=artifacts / f"together-home-{label}.png")
            host = host_context.new_page()
            host.goto(link)
            visitor = guest_context.new_page()
            visitor.goto(link)
            expect(visitor.locator(".take-seat")).to_have_count(2)
            visitor.screenshot(path=artifacts / f"together-invitation-{label}.png", full_page=True)
            named(guest_context, server, "Ben")
            visitor.reload()
            visitor.locator('.take-seat[data-seat="1"]').click()
            expect(host.locator("#company-joined")).to_contain_text("Ben", timeout=LONG)
            host.screenshot(path=artifacts / f"together-host-{label}.png", full_page=True)
            host.locator("#begin-table").click()
            expect(visitor.locator("#hand .card")).to_have_count(8, timeout=LONG)
            for _ in range(6):
                take_a_turn(host)
                take_a_turn(visitor)
            visitor.screenshot(path=artifacts / f"together-table-{label}.png", full_page=True)
        finally:
            host_context.close()
            guest_context.close()


def test_a_person_leaves_the_table_for_good_after_confirming(
    people: list[BrowserContext], server: str
) -> None:
    host_context, guest_context = people[:2]
    named(host_context, server, "Anna")
    named(guest_context, server, "Ben")
    link = shared_table(host_context, server, "skat", [1])
    host = host_context.new_page()
    host.goto(link)
    guest = sit_down(guest_context, link, 1)
    expect(host.locator('.seat[data-seat="1"] .who')).to_have_text("Ben", timeout=LONG)
    guest.locator("#leave-table").click()
    guest.get_by_role("button", name="Stay").click()  # asked first: nothing happens
    expect(guest.locator("#leave-table")).to_be_visible()
    guest.locator("#leave-table").click()
    guest.locator("#confirm-leave").click()
    expect(guest.locator("#leave-table")).to_be_hidden(timeout=LONG)
    expect(guest.locator('.seat[data-seat="0"]')).to_have_attribute("data-pos", "bottom")
    expect(host.locator('.seat[data-seat="1"] .who')).not_to_have_text("Ben", timeout=LONG)


def test_a_deal_from_a_chosen_seed_says_the_server_did_not_draw_it(page: Page, server: str) -> None:
    page.goto(f"{server}/play/skat")
    expect(page.locator("#fairness .commitment")).to_be_visible(timeout=LONG)
    page.evaluate(
        """async () => {
            const answer = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'},
                body: JSON.stringify({game: 'skat', seed: 7})});
            const view = await answer.json();
            localStorage.setItem(`cardavia.table.skat.${view.pack}`, view.id);
        }"""
    )
    page.reload()
    expect(page.locator("#fairness")).to_have_text(
        "Dealt from a chosen seed: not drawn by the server", timeout=LONG
    )
