"""House rules in the browser: a new table's rules are chosen in its dialog, preset with
the last table's, named beside the score sheet; a shared table's host picks them on the
home page."""

from playwright.sync_api import Locator, Page, expect

from browser.clicking import take_a_turn

READY = 15_000


def ready(page: Page) -> None:
    expect(page.locator("#table")).to_have_attribute("data-state", "ready", timeout=READY)


def new_table_dialog(page: Page, server: str, game: str) -> Locator:
    """The New table dialog of ``game``'s page, opened."""
    page.goto(f"{server}/play/{game}")
    ready(page)
    page.locator("#new-table").click()
    return page.locator("#confirm-new-table")


def test_a_new_table_is_started_with_the_house_rules_chosen_and_the_next_one_presets_them(
    page: Page, server: str
) -> None:
    dialog = new_table_dialog(page, server, "skat")
    expect(dialog.get_by_role("group", name="House rules")).to_be_visible()
    dialog.get_by_label("Kontra and Re").check()
    dialog.get_by_label("Seeger-Fabian list").check()
    dialog.locator("#confirm-new").click()
    ready(page)
    line = page.locator("#table-house-rules")
    expect(line).to_have_text("House rules: Kontra and Re and Seeger-Fabian list")
    page.reload()
    ready(page)
    expect(line).to_have_text("House rules: Kontra and Re and Seeger-Fabian list")
    page.locator("#new-table").click()
    expect(dialog.get_by_label("Kontra and Re")).to_be_checked()
    expect(dialog.get_by_label("Ramsch when all pass")).not_to_be_checked()
    # "Cancel", or "Keep playing" once the AI players have bid
    dialog.locator("button.secondary").click()
    expect(dialog).to_be_hidden()


def test_a_jass_table_names_its_target_in_the_bar_and_the_match_score(
    page: Page, server: str
) -> None:
    dialog = new_table_dialog(page, server, "jass")
    dialog.get_by_label("Match to").select_option("1000")
    page.locator("#confirm-new").click()
    ready(page)
    expect(page.locator(".tb-deal")).to_have_text("Deal 1 · match to 1,000")
    expect(page.locator("#match-score-title")).to_have_text("Match to 1,000")
    expect(page.locator("#table-house-rules")).to_have_text("House rules: Match to 1,000")


def test_a_shared_tables_host_picks_its_house_rules_on_the_home_page(
    page: Page, server: str
) -> None:
    page.goto(f"{server}/")
    form = page.locator("#shared-table-form")
    form.get_by_label("Game").select_option("schafkopf")
    rules = form.get_by_role("group", name="House rules")
    expect(rules.get_by_label("Kontra and Re (Stoß)")).to_be_visible()
    form.get_by_label("Game").select_option("jass")
    expect(rules.get_by_label("Match to")).to_be_visible()
    expect(rules.get_by_label("Kontra and Re (Stoß)")).to_have_count(0)


def start_by_api(page: Page, server: str, game: str, body: dict[str, object]) -> None:
    """A table of ``game`` started through the API with the page's cookie, then opened as
    this browser's own table of the game."""
    page.goto(f"{server}/play/{game}")
    ready(page)
    view = page.request.post(f"{server}/api/tables", data={"game": game, **body}).json()
    page.evaluate(
        "([game, pack, id]) => localStorage.setItem(`cardavia.table.${game}.${pack}`, id)",
        [game, view["pack"], view["id"]],
    )
    page.reload()
    ready(page)


def test_a_schafkopf_deal_with_a_kontra_said_and_a_re_answered(page: Page, server: str) -> None:
    """Seed 3 at the easy level: you bid an Acorns Solo on a weak hand, the player across
    says Kontra at their first card, and you answer Re by the button beside your hand."""
    rules = {"kontra": True}
    start_by_api(page, server, "schafkopf", {"seed": 3, "level": "easy", "house_rules": rules})
    solo = page.locator("""button.decision[data-action='{"bid":"solo","suit":"a"}']""")
    expect(solo).to_be_visible(timeout=READY)
    solo.click()
    double = page.locator("#double-button")
    expect(double).to_have_text("Re (Retour)", timeout=30_000)
    box = page.locator(".contract")
    expect(box).to_contain_text("Kontra: the deal counts twice")
    double.click()
    expect(box).to_contain_text("Kontra and Re: the deal counts four times", timeout=READY)
    expect(double).to_be_hidden()
    deadline = 300
    while not page.locator("#result").is_visible() and deadline:
        card = page.locator("#table button.card:enabled").first
        if card.count():
            card.click()
        page.wait_for_timeout(200)
        deadline -= 1
    result = page.locator("#result")
    expect(result).to_contain_text("Kontra and Re")
    expect(result).to_contain_text("\u00d74")


def play_cards_until_the_result(page: Page) -> None:
    result = page.locator("#result")
    for _ in range(600):
        if result.is_visible():
            return
        take_a_turn(page)
    raise AssertionError("the deal did not end")


def test_a_skat_ramsch_when_everybody_passes(page: Page, server: str) -> None:
    """Seed 2 at the easy level: the AI players pass and so do you, so a Ramsch is played
    (forehand leads, every player alone) and its result names who loses."""
    start_by_api(
        page, server, "skat", {"seed": 2, "level": "easy", "house_rules": {"ramsch": True}}
    )
    box = page.locator(".contract")
    passing = page.locator("""button.decision[data-action='{"pass":true}']""")
    for _ in range(600):  # the AI players' first moves wait for their workers to start
        if box.get_by_text("Ramsch", exact=True).is_visible():
            break
        if passing.count():
            passing.first.click()
        page.wait_for_timeout(200)
    expect(box).to_contain_text("Everybody plays alone: the most card points lose")
    expect(box).to_contain_text("The skat goes to the last trick")
    play_cards_until_the_result(page)
    result = page.locator("#result")
    expect(result).to_contain_text("Ramsch: the most card points lose")
    expect(result).to_contain_text("card points in")
    expect(page.locator("#skat-sheet .deal-game").first).to_contain_text("Ramsch")


def test_a_jass_match_to_1000_ends_when_a_team_reaches_it(page: Page, server: str) -> None:
    """A match to 1000 from 850 all: the deal ends the match, Schneider reckoned at 500."""
    body = {"seed": 4, "level": "easy", "match_score": [850, 850], "house_rules": {"target": 1000}}
    start_by_api(page, server, "jass", body)
    expect(page.locator(".tb-deal")).to_have_text("Deal 1 · match to 1,000")
    play_cards_until_the_result(page)
    expect(page.locator(".tb-status")).to_have_text("The match is over", timeout=READY)
    expect(page.locator(".match-over")).to_be_visible()
    totals = page.locator(".team-total")
    expect(totals.first).to_contain_text("/ 1,000")
