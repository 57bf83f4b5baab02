"""Jass announcements (Weis declared at the first trick, the Weis shown with its cards, Stöck)
never cover a card of the trick in progress or of your hand: on laptops and a phone, in
English and German. Played by the rule-based AI players, whose play a seed fixes."""

import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

READY = 15_000
PLAY_SECONDS = 150
TRICKS_WATCHED = 3

# Seeds whose first tricks bring every announcement to every seat (seat 1 is on the
# right, 2 across, 3 on the left), when you play the trump King or Ober whenever you may
# (so that your own Stöck comes early) and otherwise the first card you may play.
DEALS = {
    # You and Left declare Weis; Left's team shows it; you claim Stöck.
    205: ("s", {("bottom", "bubble"), ("left", "bubble"), ("left", "weis-show")}),
    # You show Weis (declared with the trick's last card, so never in a bubble); your
    # partner claims Stöck.
    123: ("b", {("bottom", "weis-show"), ("top", "bubble")}),
    # Your partner declares Weis and shows it; Left claims Stöck.
    180: ("b", {("top", "bubble"), ("top", "weis-show"), ("left", "bubble")}),
    # Left and Right declare and show Weis; Left claims Stöck beside its shown Weis.
    32: (
        "s",
        {("right", "bubble"), ("right", "weis-show"), ("left", "bubble"), ("left", "weis-show")},
    ),
}
# Each deal on a laptop and on a phone, the laptop sizes and languages taken in turn.
CASES = [
    (32, 1280, 800, "de"),
    (32, 390, 844, "en"),
    (123, 1366, 768, "en"),
    (123, 390, 844, "de"),
    (180, 1440, 900, "de"),
    (180, 390, 844, "en"),
    (205, 1280, 800, "en"),
    (205, 390, 844, "de"),
]
PICTURED = {(1280, 800, "de"), (390, 844, "en")}

# Watches the table from inside the page, at every change of it (an announcement shown, a
# card played, the hand laid out again), so that no announcement, however short, goes
# unseen: window.announcements.seen lists "position kind" of each one shown,
# window.announcements.covering each one that covered a card, with the cards.
WATCH = """() => {
    const record = window.announcements = {seen: [], covering: []};
    const check = () => {
        const boxes = document.querySelectorAll('#table .seat .bubble, #table .seat .weis-show');
        const shown = [...boxes].filter((box) => !box.hidden && box.getClientRects().length);
        const cards = [
            ...[...document.querySelectorAll('#trick .trick-slot')].map((e) => ['trick', e]),
            ...[...document.querySelectorAll('#hand .slot')].map((e) => ['hand', e]),
        ];
        for (const element of shown) {
            const r = element.getBoundingClientRect();
            const covered = cards.filter(([, card]) => {
                const c = card.getBoundingClientRect();
                return r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom;
            }).map(([where, card]) => where + ' ' + (card.dataset.code || card.dataset.seat));
            const name = element.closest('.seat').dataset.pos + ' ' + element.className;
            if (!record.seen.includes(name)) record.seen.push(name);
            if (covered.length) record.covering.push([name, element.textContent, covered]);
        }
    };
    new MutationObserver(check).observe(document.querySelector('#table'),
        {subtree: true, childList: true, attributes: true, characterData: true});
    check();
}"""
ANNOUNCED = """() => [...document.querySelectorAll('#table .seat .bubble, #table .seat .weis-show')]
    .filter((element) => !element.hidden).length"""


def open_jass_table(page: Page, server: str, language: str, seed: int) -> None:
    """A table dealt from `seed` against the rule-based AI players, who play slowly; without
    motion, so that the cards and announcements always lie where they stay."""
    page.emulate_media(reduced_motion="reduce")
    page.goto(f"{server}/language?set={language}&back=/play/jass")
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=READY)
    page.evaluate(
        """async (body) => {
            const answer = await fetch('/api/tables', {method: 'POST',
                headers: {'content-type': 'application/json'}, body: JSON.stringify(body)});
            const view = await answer.json();
            // Slowly: each announcement stays a while between the AI players' cards.
            await fetch(`/api/tables/${view.id}/speed`, {method: 'PUT',
                headers: {'content-type': 'application/json'}, body: '{"speed": "slow"}'});
            localStorage.setItem(`cardavia.table.${view.game}.${view.pack}`, view.id);
        }""",
        {"game": "jass", "seed": seed, "level": "easy"},
    )
    page.reload()
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=READY)


def play_a_card(page: Page, trump: str) -> None:
    """The trump King or Ober if you may play one, else the first card you may play."""
    if not page.locator("#hand.playable").count():
        return
    playable: list[str] = page.locator("#hand button.card:enabled").evaluate_all(
        "cards => cards.map(card => card.dataset.card)"
    )
    if not playable:
        return
    wanted = [code for code in (f"{trump}K", f"{trump}O") if code in playable]
    code = (wanted or playable)[0]
    page.locator(f'#hand button.card[data-card="{code}"]').click(timeout=5_000)


def play_the_first_tricks(page: Page, trump: str, picture: str | None) -> None:
    """Plays until the first tricks are over and no announcement shows. With `picture`, a
    screenshot at that path's stem, numbered, each time another announcement shows."""
    pictured = 0
    deadline = time.monotonic() + PLAY_SECONDS
    while time.monotonic() < deadline:
        seen = page.evaluate("window.announcements.seen.length")
        if picture and seen > pictured:
            page.screenshot(path=f"{picture}-{pictured}.png")
            pictured = seen
        done = page.locator("#hand .slot").count() <= 9 - TRICKS_WATCHED
        if done and not page.evaluate(ANNOUNCED):
            return
        play_a_card(page, trump)
        page.wait_for_timeout(60)
    raise AssertionError("the first tricks were not over in time")


@pytest.mark.parametrize(
    ("seed", "width", "height", "language"),
    CASES,
    ids=[f"{seed}-{w}x{h}-{lang}" for seed, w, h, lang in CASES],
)
def test_no_jass_announcement_covers_a_card_of_the_trick_or_of_your_hand(
    page: Page, server: str, artifacts: Path, seed: int, width: int, height: int, language: str
) -> None:
    trump, expected = DEALS[seed]
    page.set_viewport_size({"width": width, "height": height})
    open_jass_table(page, server, language, seed)
    pictured = (width, height, language) in PICTURED
    picture = str(artifacts / f"jass-announcements-{seed}-{width}x{height}-{language}")
    page.evaluate(WATCH)
    play_the_first_tricks(page, trump, picture if pictured else None)
    record = page.evaluate("window.announcements")
    assert not record["covering"], record["covering"]
    seen = {tuple(name.split(" ")) for name in record["seen"]}
    assert expected <= seen, f"announcements seen: {sorted(seen)}"
