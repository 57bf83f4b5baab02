"""The AI players at the table: a name of the game's region on each plate with a drawn
avatar, the seat's direction still shown and said, the same people after a reload
(issue 20, item 10)."""

import re

import pytest
from playwright.sync_api import Page, expect

from cardavia.web.opponents import CASTS

DIRECTIONS = {"left": "Left", "top": "Across", "right": "Right"}


def open_table(page: Page, server: str, game: str) -> None:
    page.goto(f"{server}/language?set=en&back=/play/{game}")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=20_000)


def seated(page: Page) -> list[str]:
    return page.locator("#table .seat:not([data-seat='0']) .who").all_inner_texts()


@pytest.mark.parametrize("game", ["schafkopf", "jass", "skat"])
def test_each_ai_seat_shows_a_regional_name_an_avatar_and_its_direction(
    page: Page, server: str, game: str
) -> None:
    open_table(page, server, game)
    region = {person.name for person in CASTS[game]}
    others = page.locator("#table .seat:not([data-seat='0'])")
    count = others.count()
    assert count == (2 if game == "skat" else 3)
    names = seated(page)
    assert set(names) <= region and len(set(names)) == count, names
    for index in range(count):
        seat = others.nth(index)
        expect(seat.locator(".avatar svg")).to_have_count(1)
        name = names[index]
        direction = DIRECTIONS[seat.get_attribute("data-pos") or ""]
        expect(seat).to_have_attribute("aria-label", re.compile(rf"^{name}, {direction}, "))
        expect(seat.locator(".seat-where")).to_have_text(direction)
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=20_000)
    assert seated(page) == names


def test_the_score_sheet_heads_name_the_players(page: Page, server: str) -> None:
    open_table(page, server, "schafkopf")
    heads = page.locator("#table .pad thead th[title]")
    expect(heads.first).to_have_text("You")
    assert heads.all_inner_texts()[1:] == seated(page)
