"""The table's behaviour around a move: who took a trick said in words, your turn only once
the trick is gathered, tap to select, undo, shortcut keys and the skip link."""

import re
import time

import pytest
from playwright.sync_api import Page, expect

from browser.clicking import take_a_turn

# Records, at every change of the table, what shows while a finished trick lies in the middle.
RECORDER = """
window.__records = [];
window.__words = [];
new MutationObserver(() => {
  const table = document.getElementById("table");
  if (!table) return;
  const status = (document.querySelector("#table .tb-status") || {}).textContent || "";
  const said = (document.getElementById("announcer") || {}).textContent || "";
  for (const text of [status, said]) {
    if (text && !window.__words.includes(text)) window.__words.push(text);
  }
  const lying = document.querySelectorAll("#trick .trick-slot").length;
  if (lying !== Number(table.dataset.players)) return;
  window.__records.push({
    status,
    yourTurn: table.classList.contains("your-turn"),
    cards: document.querySelectorAll("#hand button.card:enabled").length,
    hint: Boolean(document.querySelector("#hint-button:enabled")),
  });
}).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
"""

TAKEN = {
    "en": (
        r"^(Left|Across|Right) takes the trick, \d+ points?$",
        r"^You take the trick, \d+ points?$",
    ),
    "de": (
        r"^(Links|Gegenüber|Rechts) macht den Stich, \d+ Punkte?$",
        r"^Du machst den Stich, \d+ Punkte?$",
    ),
}


def open_table(page: Page, server: str, game: str, language: str) -> None:
    page.goto(f"{server}/language?set={language}&back=/play/{game}")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=15_000)


def words(page: Page) -> list[str]:
    return [part for text in page.evaluate("window.__words") for part in text.split(". ")]


@pytest.mark.parametrize("language", sorted(TAKEN))
def test_who_takes_the_trick_is_said_and_your_turn_waits_for_the_gathering(
    page: Page, server: str, language: str
) -> None:
    page.add_init_script(RECORDER)
    open_table(page, server, "schafkopf", language)
    # The AI plays at the pace a person sees (the test server's default is near instant).
    page.select_option("#ai-speed", "slow")
    page.select_option("#ai-speed", "normal")
    theirs, yours = (re.compile(pattern) for pattern in TAKEN[language])
    deadline = time.monotonic() + 180
    while not all(any(said.match(text) for text in words(page)) for said in (theirs, yours)):
        assert time.monotonic() < deadline, f"not both you and another took a trick: {words(page)}"
        if page.locator("#next-deal").is_visible():
            page.locator("#next-deal").click()
        take_a_turn(page)
    records = page.evaluate("window.__records")
    assert records, "no trick was seen lying complete"
    assert any(yours.match(record["status"]) for record in records)
    shown = [
        record for record in records if record["yourTurn"] or record["cards"] or record["hint"]
    ]
    assert not shown, f"your turn showed while the trick lay in the middle: {shown[:3]}"
