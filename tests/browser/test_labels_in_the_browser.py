"""No label is cut off or torn apart, in any language, on a phone or a laptop: the seat
plates, the score sheet's heads, the toolbar's labels with their selects, the buttons, the
decision panel and the settings bar (issue 20, item 12)."""

import pytest
from playwright.sync_api import Page, expect

from cardavia.web.i18n import LANGUAGES

WIDTHS = (320, 390, 1280)
HEIGHT = 800
GAMES = ("schafkopf", "jass", "skat")

OFFENDERS = """
async () => {
  // The layout after the resize: two frames on.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const LABELS = [
    "#table .plate", "#table .pad thead th", "#table .pad tfoot th", "#table .tb-bar label",
    "#table .tb-bar button", "#table .tb-deal", "#table button.advice-ask",
    "#table .decisions button", "#table .decisions h2", "#table .chip",
    ".settings-bar .setting", ".pack-picker label", "[role=tab]",
  ].join(", ");
  const offenders = [];
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== "hidden";
  };
  const said = (element) =>
    `${element.className || element.tagName} "${element.textContent.trim().slice(0, 40)}"`;
  const oneLine = (a, b) => {
    const p = a.getBoundingClientRect();
    const q = b.getBoundingClientRect();
    return p.top < q.bottom - 1 && q.top < p.bottom - 1;
  };
  const clips = (element) => {
    const style = getComputedStyle(element);
    return style.overflowX !== "visible" || style.textOverflow === "ellipsis";
  };
  const brokenWord = (textNode) => {
    const range = document.createRange();
    for (const match of textNode.data.matchAll(/\\S+/g)) {
      range.setStart(textNode, match.index);
      range.setEnd(textNode, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (tops.size > 1) return match[0];
    }
    return null;
  };
  for (const label of document.querySelectorAll(LABELS)) {
    if (!shown(label)) continue;
    for (const part of [label, ...label.querySelectorAll("*")]) {
      if (part.matches("select, input, svg, svg *, .sr-only") || !shown(part)) continue;
      if (clips(part) && part.scrollWidth > part.clientWidth + 1) {
        offenders.push(`cut off: ${said(part)}`);
      }
    }
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const word = parent && shown(parent) && !parent.closest(".sr-only") ? brokenWord(node) : null;
      if (word) offenders.push(`word broken across lines: "${word}" in ${said(label)}`);
    }
  }
  // A label beside its control, a plate's avatar beside its words.
  const labels = "#table .tb-bar label, .settings-bar label, .pack-picker label";
  for (const label of document.querySelectorAll(labels)) {
    const control = label.querySelector("select, input")
      || (label.htmlFor && document.getElementById(label.htmlFor));
    const words = label.querySelector("span") || label;
    if (control && shown(words) && shown(control) && !oneLine(words, control)) {
      offenders.push(`label apart from its control: ${said(label)}`);
    }
  }
  for (const plate of document.querySelectorAll("#table .plate")) {
    const avatar = plate.querySelector(".avatar");
    const words = plate.querySelector(".seat-name");
    if (shown(plate) && !oneLine(avatar, words)) {
      offenders.push(`plate's name apart from its avatar: ${said(plate)}`);
    }
  }
  return offenders;
}
"""


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_no_label_is_cut_off_or_torn_apart(page: Page, server: str, language: str) -> None:
    page.set_viewport_size({"width": WIDTHS[-1], "height": HEIGHT})
    page.goto(f"{server}/language?set={language}&back=/play/{GAMES[0]}")
    offenders: list[str] = []
    for game in GAMES:
        if game != GAMES[0]:
            page.goto(f"{server}/play/{game}")
        expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=20_000)
        expect(page.locator("#table .pad h2")).to_be_visible()
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": HEIGHT})
            found = page.evaluate(OFFENDERS)
            offenders += [f"{game} at {width} px: {offender}" for offender in found]
    assert not offenders, "\n".join(dict.fromkeys(offenders))
