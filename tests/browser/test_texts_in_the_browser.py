"""Sentences the table composes from parts (a translated frame and a date the browser
writes) read right in every language."""

import re
from itertools import pairwise

from playwright.sync_api import Page, expect

from cardavia.web.i18n import LANGUAGES


def doubled_words(text: str) -> list[str]:
    # Words only: a date may well repeat a number ("december 2. 2:09").
    words = re.findall(r"[^\W\d_]+", text.casefold())
    return [word for word, following in pairwise(words) if word == following]


def test_the_tables_start_is_said_without_a_doubled_word(page: Page, server: str) -> None:
    """Vietnamese read "Bàn chơi bắt đầu lúc lúc 18:14 …": the frame said "lúc" (at) and
    so does the browser's Vietnamese date."""
    for code in LANGUAGES:
        page.goto(f"{server}/language?set={code}&back=/play/skat")
        started = page.locator("#table-started")
        expect(started).to_be_visible(timeout=15_000)
        text = started.inner_text()
        assert re.search(r"\d", text), f"{code}: no date in {text!r}"
        assert not doubled_words(text), f"{code}: {text!r}"
