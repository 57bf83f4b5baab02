"""The home page as a newcomer sees it: the three games with their Play buttons in the
first screen, and every label of the settings bar and heading of the page whole, in
every language, from a small phone to a laptop."""

from playwright.sync_api import Page, expect

from cardavia.web.i18n import LANGUAGES

PLAY_BUTTONS = """() => [...document.querySelectorAll('main a.button[href^="/play/"]')]
  .map(button => {
    const box = button.getBoundingClientRect();
    return {game: button.getAttribute('href'), top: box.top, bottom: box.bottom,
            left: box.left, right: box.right};
  })"""


def test_each_games_play_button_is_in_the_first_screen(page: Page, server: str) -> None:
    """The first Play button was 2.5 screens down on a phone."""
    for width, height in ((390, 844), (1280, 800)):
        page.set_viewport_size({"width": width, "height": height})
        for code in LANGUAGES:
            page.goto(f"{server}/language?set={code}&back=/")
            expect(page.locator("html")).to_have_attribute("lang", code)
            assert page.evaluate("window.scrollY") == 0
            buttons = page.evaluate(PLAY_BUTTONS)
            assert [button["game"] for button in buttons] == [
                "/play/schafkopf", "/play/jass", "/play/skat"
            ]  # fmt: skip
            for button in buttons:
                inside = button["top"] >= 0 and button["bottom"] <= height
                inside = inside and button["left"] >= 0 and button["right"] <= width
                assert inside, f"{code} at {width} by {height} px: {button}"


BROKEN_LABELS = """() => {
    const problems = [];
    const lines = node => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map(r => Math.round(r.top))).size;
    };
    const words = element => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const broken = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            // A compound may break after its own hyphen ("suíço-|alemão").
            for (const match of node.data.matchAll(/[^\\s\\-\\u2010]+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
                if (tops.size > 1) broken.push(match[0]);
            }
        }
        return broken;
    };
    const cut = element => element.scrollWidth > element.clientWidth + 1
        || element.getBoundingClientRect().right > innerWidth + 0.5;
    for (const setting of document.querySelectorAll('.settings-bar .setting')) {
        const name = setting.querySelector('span');
        const row = name.getBoundingClientRect();
        const apart = [...setting.children].some(part => {
            const box = part.getBoundingClientRect();
            return box.bottom <= row.top || box.top >= row.bottom;
        });
        // A switch's words are a sentence beside its box: they may take two lines there.
        const sentence = setting.classList.contains('toggle');
        if (!sentence && lines(name) > 1) problems.push(`setting "${name.textContent}" wraps`);
        if (apart) problems.push(`setting "${name.textContent}" and its control are apart`);
        if (cut(setting) || cut(name)) problems.push(`setting "${name.textContent}" is cut off`);
    }
    for (const label of document.querySelectorAll('.game-picks a.button, .games-nav a')) {
        if (lines(label) > 1) problems.push(`"${label.textContent.trim()}" wraps`);
        if (cut(label)) problems.push(`"${label.textContent.trim()}" is cut off`);
    }
    for (const heading of document.querySelectorAll('main h1, main h2, main h3')) {
        for (const word of words(heading)) problems.push(`"${word}" is broken in a heading`);
        if (cut(heading)) problems.push(`heading "${heading.textContent.trim()}" is cut off`);
    }
    return problems;
}"""


def test_no_label_is_cut_off_or_wrapped_in_any_language(page: Page, server: str) -> None:
    """The settings bar's names stay whole and beside their controls, and the home page's
    headings, game buttons and game links are never cut or broken inside a word, in all
    twelve languages at 320, 390 and 1280 px ("Colour temperature" wrapped at 320 px)."""
    for width in (320, 390, 1280):
        page.set_viewport_size({"width": width, "height": 800})
        for code in LANGUAGES:
            page.goto(f"{server}/language?set={code}&back=/")
            expect(page.locator("html")).to_have_attribute("lang", code)
            problems = page.evaluate(BROKEN_LABELS)
            assert not problems, f"{code} at {width} px: {problems}"
