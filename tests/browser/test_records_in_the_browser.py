"""Deal records in the browser: a finished deal shared by its link from its review, its record
downloaded by somebody without the player's cookie from the shared review (read-only), and
opened again on "Open a deal record", arriving at its review; a file with an illegal action,
dropped on the page, and a file over 1 MB are refused in words, and nothing is kept."""

import json
import re
from pathlib import Path

from playwright.sync_api import Browser, Page, expect
from sqlalchemy import func, select

from browser.played import play_to_the_end
from cardavia.records import RecordRefused, read_record
from cardavia.store.database import connect
from cardavia.store.deals import DEALS, DealStore, KeptDeal
from skat_record_example import EXAMPLE_ACTIONS, record

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
REVIEW = re.compile(r".*/deals/([0-9a-f]{24})$")


def test_a_shared_deal_is_downloaded_and_opened_again(
    page: Page, browser: Browser, server: str, server_directory: Path, artifacts: Path
) -> None:
    page.goto(f"{server}/deals/open")
    table = play_to_the_end(page, server)
    deals = DealStore(connect(f"sqlite:///{server_directory / 'cardavia.db'}"))
    deal = deals.of_table(table, 1)
    assert deal is not None

    page.goto(f"{server}/deals/{deal.id}")
    page.get_by_role("button", name="Share this deal").click()
    link = page.locator(".share-url")
    expect(link).to_have_value(re.compile(rf"^{re.escape(server)}/shared/[\w-]{{32,}}$"))
    expect(page.locator(".share-status")).to_have_text(
        re.compile("^(Copied|Your browser did not copy it: .*)$")
    )

    visitor = browser.new_context()  # somebody else: no cookie of the player's
    try:
        record_file = download_shared_record(visitor.new_page(), link.input_value(), artifacts)
    finally:
        visitor.close()
    assert json.loads(record_file.read_text()) == deal.record

    page.goto(f"{server}/deals/open")
    before = deals.history(owner_of(deals, deal), None, 0, 100)[1]
    page.locator("#record-file").set_input_files(record_file)
    expect(page).to_have_url(REVIEW, timeout=20_000)
    found = REVIEW.match(page.url)
    assert found is not None
    opened = deals.get(found.group(1))
    assert opened is not None and opened.uploaded
    assert (opened.record, opened.result) == (deal.record, deal.result)
    assert deals.history(opened.owner, None, 0, 100)[1] == before + 1
    assert opened.owner == owner_of(deals, deal)  # the same browser: the same person


def download_shared_record(page: Page, url: str, artifacts: Path) -> Path:
    page.goto(url)
    expect(page.locator("#review")).to_have_attribute("data-state", "ready")
    expect(page.locator("#review")).to_have_attribute("data-read-only", "1")
    expect(page.locator("h1")).to_have_text("Review of a deal · Skat")
    expect(page.locator("#review-analysis")).to_have_count(0)  # the players' alone
    expect(page.get_by_role("button", name="Share this deal")).to_have_count(0)
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.screenshot(path=artifacts / f"shared-deal-{size}.png", full_page=True)
    with page.expect_download() as downloaded:
        page.locator("#review-download").click()
    assert re.fullmatch(
        r"cardavia-skat-\d{4}-\d\d-\d\d-1\.json", downloaded.value.suggested_filename
    )
    saved = artifacts / downloaded.value.suggested_filename
    downloaded.value.save_as(saved)
    return saved


def owner_of(deals: DealStore, deal: KeptDeal) -> str:
    return next(iter(deals.players(deal.id)))


def test_a_refused_file_is_told_why_and_nothing_is_kept(
    page: Page, server: str, server_directory: Path, artifacts: Path
) -> None:
    deals = DealStore(connect(f"sqlite:///{server_directory / 'cardavia.db'}"))
    kept = opened_files(deals)
    page.goto(f"{server}/deals/open")
    expect(page.locator("h1")).to_have_text("Open a deal record")
    out_of_turn = json.dumps(record([*EXAMPLE_ACTIONS, {"seat": 2, "play": "bA"}]))
    drop_file(page, "deal.json", out_of_turn)
    message = page.locator("#record-message")
    expect(message).to_have_text(refusal(out_of_turn), timeout=20_000)
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.screenshot(path=artifacts / f"open-record-refused-{size}.png", full_page=True)

    huge = {"name": "huge.json", "mimeType": "application/json", "buffer": b" " * (1024 * 1024 + 1)}
    page.locator("#record-file").set_input_files(huge)
    expect(message).to_have_text("A record file of at most 1 MB can be opened: this one is larger")
    assert page.url == f"{server}/deals/open"
    assert opened_files(deals) == kept


def refusal(text: str) -> str:
    """What ``cardavia replay`` says of the record."""
    try:
        read_record(text)
    except RecordRefused as refused:
        return str(refused)
    raise AssertionError("the record was not refused")


def drop_file(page: Page, name: str, text: str) -> None:
    """A file dropped on the page's form, as from the desktop."""
    transfer = page.evaluate_handle(
        """([name, text]) => {
            const transfer = new DataTransfer();
            transfer.items.add(new File([text], name, { type: 'application/json' }));
            return transfer;
        }""",
        [name, text],
    )
    page.locator("#record-drop").dispatch_event("drop", {"dataTransfer": transfer})


def opened_files(deals: DealStore) -> int:
    """The deals kept from record files (no table's): other tests' tables on the same
    server may end deals meanwhile."""
    query = select(func.count()).select_from(DEALS).where(DEALS.c.table_id.is_(None))
    with deals.engine.connect() as db:
        return int(db.execute(query).scalar_one())
