"""The "Check a deal" page: a deal the server drew at your table, played to its end, is
checked in the browser (its seed against the commitment) and by the server (the hands the
seed deals); a seed typed in by hand that is not the deal's fails the first check; a file
that is no record is refused in words."""

from pathlib import Path

from playwright.sync_api import Page, expect

from browser.played import play_to_the_end

SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def test_a_finished_deal_passes_both_checks_and_a_typed_seed_is_checked(
    page: Page, server: str, artifacts: Path
) -> None:
    page.goto(f"{server}/verify")
    table = play_to_the_end(page, server)
    page.goto(f"{server}/verify?table={table}&deal=1")
    commitment, cards = page.locator("#check-commitment"), page.locator("#check-cards")
    expect(commitment).to_have_attribute("data-state", "passed", timeout=20_000)
    expect(cards).to_have_attribute("data-state", "passed", timeout=20_000)
    expect(commitment.locator(".check-verdict")).to_have_text("Passed")
    expect(page.locator("#hands .dealt")).to_have_count(4)  # three seats and the skat
    expect(page.locator("#hands img")).to_have_count(32)
    expect(page.locator("#download")).to_have_attribute("download", f"cardavia-deal-{table}-1.json")
    seed = page.locator("#seed-input").input_value()
    expect(page.locator("#fact-seed")).to_have_text(seed)
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.screenshot(path=artifacts / f"verify-passed-{size}.png", full_page=True)

    with page.expect_download() as downloaded:
        page.locator("#download").click()
    record = Path(downloaded.value.path())
    assert f'"seed": "{seed}"' in record.read_text()

    tampered = ("1" if seed[0] == "0" else "0") + seed[1:]
    page.locator("#seed-input").fill(tampered)
    page.locator("#check-button").click()
    expect(commitment).to_have_attribute("data-state", "failed", timeout=20_000)
    expect(commitment.locator(".check-verdict")).to_have_text("Failed")
    expect(commitment.locator(".check-detail")).to_contain_text(commitment_of(page))
    expect(cards).to_have_attribute("data-state", "failed", timeout=20_000)
    expect(cards.locator(".check-problems li").first).to_be_visible()
    page.screenshot(path=artifacts / "verify-tampered-phone.png", full_page=True)

    page.goto(f"{server}/verify")
    page.locator("#record-file").set_input_files(record)
    expect(commitment).to_have_attribute("data-state", "passed", timeout=20_000)
    expect(cards).to_have_attribute("data-state", "passed", timeout=20_000)
    page.locator("#seed-input").fill(seed.upper())
    page.locator("#check-button").click()
    expect(page.locator("#verify-message")).to_have_text(
        "A seed is 64 lowercase hexadecimal digits (0-9, a-f)."
    )
    expect(commitment).to_have_attribute("data-state", "pending")


def commitment_of(page: Page) -> str:
    return page.locator("#fact-commitment").inner_text()


def test_a_deal_still_played_and_a_file_that_is_no_record_are_refused_in_words(
    page: Page, server: str, artifacts: Path
) -> None:
    page.goto(f"{server}/verify")
    table = page.request.post(f"{server}/api/tables", data={"game": "skat"}).json()["id"]
    page.goto(f"{server}/verify?table={table}&deal=1")
    expect(page.locator("#verify-message")).to_contain_text("still being played")
    expect(page.locator("#verify-deal")).to_be_hidden()
    page.goto(f"{server}/verify?table={table}&deal=7")
    expect(page.locator("#verify-message")).to_have_text("There is no such deal at this table.")

    page.goto(f"{server}/verify")
    files = page.locator("#record-file")
    files.set_input_files({"name": "notes.txt", "mimeType": "text/plain", "buffer": b"hello"})
    expect(page.locator("#verify-message")).to_contain_text("This file is not JSON")
    record = b'{"format": "cardavia-deal/1", "game": "poker"}'
    files.set_input_files({"name": "deal.json", "mimeType": "application/json", "buffer": record})
    expect(page.locator("#verify-message")).to_have_text("This file is not a Cardavia deal record.")
    page.locator("#seed-input").fill("xyz")
    page.locator("#check-button").click()
    expect(page.locator("#verify-message")).to_have_text("Open a deal record first.")
    expect(page.locator("#verify-deal")).to_be_hidden()
    page.screenshot(path=artifacts / "verify-refused-file.png", full_page=True)
