"""A Schafkopf call says why a suited contract is not among the choices (RULES §1.2)."""

from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

SEED = 15
"""You bid first, holding aK aO a9 lO hU bA bU b7: no plain Leaves or Hearts card (a Leaves
or Hearts Solo, and a Rufer with the Leaf Ace, are not allowed) and the Bell Ace (a Rufer
with it is not allowed)."""

EXPECTED = {
    "en": [
        "Not offered — Rufer with the Leaf Ace, Leaves Solo, and Leaves Solo Tout: "
        "you hold no Leaves card other than an Ober or Unter",
        "Not offered — Hearts Solo and Hearts Solo Tout: "
        "you hold no Hearts card other than an Ober or Unter",
        "Not offered — Rufer with the Bell Ace: you hold that ace yourself",
    ],
    "de": [
        "Nicht möglich \u2013 Rufer auf die Gras-Sau, Gras-Solo und Gras-Solo Tout: "
        "Du hast keine Karte der Farbe Gras außer Ober und Unter",
        "Nicht möglich \u2013 Herz-Solo und Herz-Solo Tout: "
        "Du hast keine Karte der Farbe Herz außer Ober und Unter",
        "Nicht möglich \u2013 Rufer auf die Schellen-Sau: Die Sau hast du selbst",
    ],
}


def start_seeded_table(page: Page, server: str, language: str) -> None:
    page.goto(f"{server}/language?set={language}&back=/play/schafkopf")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=30_000)
    page.evaluate(
        """async (seed) => {
            const answer = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'},
                body: JSON.stringify({game: 'schafkopf', seed, level: 'easy'})});
            const view = await answer.json();
            localStorage.setItem(`cardavia.table.schafkopf.${view.pack}`, view.id);
        }""",
        SEED,
    )
    page.reload()


@pytest.mark.parametrize("language", sorted(EXPECTED))
def test_1_2_the_call_says_why_a_suit_is_missing(
    page: Page, server: str, artifacts: Path, language: str
) -> None:
    start_seeded_table(page, server, language)
    panel = page.locator("#table .decisions")
    expect(panel).to_be_visible(timeout=15_000)
    offered = panel.locator("button.decision[data-kind='suit']").evaluate_all(
        "buttons => buttons.map(button => JSON.parse(button.dataset.action))"
    )
    assert {(action["bid"], action["suit"]) for action in offered} == {
        ("rufer", "a"),
        ("solo", "a"),
        ("solo", "b"),
        ("solo_tout", "a"),
        ("solo_tout", "b"),
    }, "seed 15 no longer deals the hand this test is about"
    expect(panel.locator(".decisions-why li")).to_have_text(EXPECTED[language])
    page.screenshot(path=str(artifacts / f"schafkopf-unoffered-{language}.png"))
