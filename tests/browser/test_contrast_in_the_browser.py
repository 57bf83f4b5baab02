"""The contrast slider, measured as WCAG measures text: at 100 % every text of the site
meets AAA (7:1) against what lies under it, at 0 % still AA (4.5:1); and it changes the
page's own text, not only the table's."""

import json
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from browser.test_hint_in_the_browser import expect_a_hint, wait_for_your_turn
from browser.test_playing_in_the_browser import open_game, play_until_the_deal_is_over

LEAST_RATIO = {0: 4.5, 100: 7.0}

# Each visible text's colour against every colour that may lie under it: its element's
# background and its ancestors' down to the first opaque one, a gradient's stops included
# (each translucent stop laid over each colour below it), so the worst place of a panel
# or of the felt counts. Text on a picture (a card, a pack's art, the map) is not measured.
MEASURE_TEXTS = r"""
() => {
  const parse = (text) => {
    let match = text.match(/^rgba?\(([^)]*)\)$/);
    if (match) {
      const p = match[1].split(/[\s,\/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    }
    match = text.match(/^color\(srgb ([^)]*)\)$/);
    if (match) {
      const p = match[1].split(/[\s\/]+/).filter(Boolean).map(Number);
      return [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1];
    }
    return null;
  };
  const over = (top, below) =>
    [0, 1, 2].map((i) => top[i] * top[3] + below[i] * (1 - top[3])).concat(1);
  const luminance = (colour) => {
    const [r, g, b] = colour.slice(0, 3).map((value) => {
      const v = value / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => {
    const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (high + 0.05) / (low + 0.05);
  };
  const opaque = (colour) => colour[3] >= 0.999;
  // The layers of a computed background-image, split at its top-level commas.
  const layers = (image) => {
    if (image === "none") return [];
    const found = [];
    let depth = 0, start = 0;
    for (let i = 0; i < image.length; i++) {
      if (image[i] === "(") depth++;
      else if (image[i] === ")") depth--;
      else if (image[i] === "," && depth === 0) {
        found.push(image.slice(start, i));
        start = i + 1;
      }
    }
    found.push(image.slice(start));
    return found.map((layer) => layer.trim());
  };
  const distinct = (colours) =>
    [...new Map(colours.map((c) => [c.map(Math.round).join(), c])).values()];
  // Painted bottom up: what lies below, the background colour, then each gradient layer
  // from the last to the first; a translucent stop lets each colour below show through.
  const backdrops = (element) => {
    if (!element) return [[255, 255, 255, 1]];
    const style = getComputedStyle(element);
    const colour = parse(style.backgroundColor);
    const images = layers(style.backgroundImage);
    if (!colour || images.some((layer) => !/gradient\(/.test(layer))) return null;
    const stops = images.map((layer) =>
      (layer.match(/(?:rgba?|color)\([^()]*\)/g) || []).map(parse));
    if (stops.some((layer) => layer.includes(null))) return null;
    let below = opaque(colour) ? [colour] : backdrops(element.parentElement);
    if (!below) return null;
    if (!opaque(colour) && colour[3] > 0) below = below.map((b) => over(colour, b));
    for (const layer of stops.reverse()) {
      below = distinct(layer.flatMap((stop) =>
        opaque(stop) ? [stop] : below.map((b) => over(stop, b))));
    }
    return below;
  };
  const fade = (element) => {
    let product = 1;
    for (let e = element; e; e = e.parentElement) product *= Number(getComputedStyle(e).opacity);
    return product;
  };
  const describe = (element) => {
    const classes = [...element.classList].map((c) => `.${c}`).join("");
    return `${element.tagName.toLowerCase()}${element.id ? "#" + element.id : ""}${classes}`;
  };
  const elements = new Set(document.querySelectorAll("select"));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent.trim() && node.parentElement) elements.add(node.parentElement);
  }
  // A sign standing for a seat or a result (an arrow, a star), hidden from screen readers:
  // an icon beside its words, not text.
  const PICTOGRAM = /^[^\p{L}\p{N}]$/u;
  // Pictures (the map, cards) and what is not shown as text; a disabled control is exempt.
  const NOT_TEXT = "svg, .pcard, .face, script, style, noscript, option, [disabled]";
  const PARTS = [".result-card", ".plate", ".decisions", ".advice-card", ".pad", ".tool",
    ".contract", ".tb-bar", ".settings-bar", ".site-header", ".site-footer", ".rules",
    ".game-card", ".pack-entry", "main"];
  const measured = [];
  const unmeasured = [];
  for (const element of elements) {
    if (element.closest(NOT_TEXT)) continue;
    const hidden = element.closest('[aria-hidden="true"]');
    if (hidden && PICTOGRAM.test(element.textContent.trim())) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const text = (element.tagName === "SELECT"
      ? element.selectedOptions[0]?.textContent || ""
      : element.textContent).trim().slice(0, 40);
    const ink = parse(getComputedStyle(element).color);
    const under = backdrops(element);
    if (!ink || !under) {
      unmeasured.push({ element: describe(element), text });
      continue;
    }
    ink[3] *= fade(element);
    let worst = null;
    for (const backdrop of under) {
      const value = ratio(over(ink, backdrop), backdrop);
      if (!worst || value < worst.ratio) worst = { ratio: value, backdrop };
    }
    const part = PARTS.find((selector) => element.closest(selector)) || "";
    measured.push({
      element: describe(element),
      part,
      text,
      ink: ink.map((v) => Math.round(v * 100) / 100),
      backdrop: worst.backdrop.map(Math.round),
      ratio: Math.round(worst.ratio * 100) / 100,
    });
  }
  return { measured, unmeasured };
}
"""


def set_contrast_before_load(page: Page, contrast: int) -> None:
    look = json.dumps({"contrast": contrast, "grain": 50, "temperature": 50})
    page.add_init_script(f"localStorage.setItem('cardavia.look', {json.dumps(look)})")


def measure_texts(page: Page) -> dict[str, list[dict[str, Any]]]:
    page.wait_for_timeout(400)  # panels fade in
    result: dict[str, list[dict[str, Any]]] = page.evaluate(MEASURE_TEXTS)
    return result


def expect_every_text_legible(page: Page, contrast: int) -> list[dict[str, Any]]:
    page.wait_for_function(
        "value => getComputedStyle(document.documentElement)"
        ".getPropertyValue('--contrast').trim() === value",
        arg=str(contrast),
    )
    found = measure_texts(page)
    assert not found["unmeasured"], f"texts on a background not measured: {found['unmeasured']}"
    assert len(found["measured"]) > 10
    least = LEAST_RATIO[contrast]
    too_faint = [text for text in found["measured"] if text["ratio"] < least]
    report = "\n".join(json.dumps(text, ensure_ascii=False) for text in too_faint)
    assert not too_faint, f"{len(too_faint)} texts under {least}:1 at {contrast} %:\n{report}"
    return found["measured"]


def open_rules(page: Page, server: str) -> None:
    page.goto(f"{server}/play/skat")
    page.locator("#tab-rules").click()
    expect(page.locator("#panel-rules")).to_be_visible()


PAGES = {
    "home": lambda page, server: page.goto(f"{server}/"),
    "pack": lambda page, server: page.goto(f"{server}/packs/tell"),
    "rules": open_rules,
}


@pytest.mark.parametrize("contrast", sorted(LEAST_RATIO))
@pytest.mark.parametrize("where", sorted(PAGES))
def test_every_text_of_a_page_is_legible_at_either_end_of_the_slider(
    page: Page, server: str, artifacts: Path, where: str, contrast: int
) -> None:
    page.set_viewport_size({"width": 1280, "height": 860})
    set_contrast_before_load(page, contrast)
    PAGES[where](page, server)
    page.screenshot(path=str(artifacts / f"contrast-{contrast}-{where}.png"), full_page=True)
    measured = expect_every_text_legible(page, contrast)
    parts = {text["part"] for text in measured}
    assert parts >= {".site-header", ".settings-bar", "main", ".site-footer"}


TABLE_ON_THE_PAGE = """table => {
  const box = table.getBoundingClientRect();
  return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height };
}"""
TABLE_PARTS = {".plate", ".advice-card", ".pad", ".tool", ".tb-bar"}


@pytest.mark.parametrize("contrast", sorted(LEAST_RATIO))
@pytest.mark.parametrize("game", ["jass", "schafkopf", "skat"])
def test_every_text_at_the_table_is_legible_at_either_end_of_the_slider(
    page: Page, server: str, artifacts: Path, game: str, contrast: int
) -> None:
    page.set_viewport_size({"width": 1280, "height": 860})
    set_contrast_before_load(page, contrast)
    open_game(page, server, game)
    wait_for_your_turn(page)
    page.locator("#hint-button").click()
    expect_a_hint(page)
    refused = page.locator("#hand .slot.refused")
    if refused.count():  # its reason shows under the hand
        refused.first.hover()
        page.wait_for_function(
            "() => getComputedStyle(document.querySelector('#table .hint')).opacity === '1'"
        )
    else:
        page.mouse.move(0, 0)
    measured = expect_every_text_legible(page, contrast)
    page.screenshot(
        path=str(artifacts / f"contrast-{contrast}-{game}.png"),
        full_page=True,
        clip=page.locator("#table").evaluate(TABLE_ON_THE_PAGE),
    )
    parts = {text["part"] for text in measured}
    assert parts >= TABLE_PARTS, f"not measured: {TABLE_PARTS - parts}"


@pytest.mark.parametrize("contrast", sorted(LEAST_RATIO))
def test_every_text_of_a_finished_deal_is_legible_at_either_end_of_the_slider(
    page: Page, server: str, artifacts: Path, contrast: int
) -> None:
    page.set_viewport_size({"width": 1280, "height": 860})
    set_contrast_before_load(page, contrast)
    open_game(page, server, "schafkopf")
    play_until_the_deal_is_over(page)
    page.mouse.move(0, 0)
    measured = expect_every_text_legible(page, contrast)
    parts = {text["part"] for text in measured}
    assert parts >= {".result-card", ".pad"}, f"not measured: {parts}"
    page.screenshot(
        path=str(artifacts / f"contrast-{contrast}-result.png"),
        full_page=True,
        clip=page.locator("#table").evaluate(TABLE_ON_THE_PAGE),
    )


def test_the_slider_changes_the_text_of_the_page_itself(page: Page, server: str) -> None:
    page.goto(f"{server}/")
    paragraph = page.locator(".intro p")
    slider = page.locator('input[data-look="contrast"]')
    colours = []
    for value in ("0", "100"):
        slider.fill(value)
        colours.append(paragraph.evaluate("p => getComputedStyle(p).color"))
    assert colours[0] != colours[1]
