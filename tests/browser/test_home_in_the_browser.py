"""The home page as a newcomer sees it: the three games with their Play buttons in the
first screen, in every language, on a phone and on a laptop."""

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
