"""A table played to the end of its first deal through the JSON API, with the page's
cookie (the table is the page's browser's own)."""

import random
import time
from collections.abc import Callable
from typing import Any

from playwright.sync_api import APIResponse, Page

DEAL_SECONDS = 120
BUSY_TRIES = 10


def play_to_the_end(page: Page, server: str) -> str:
    """A one-person Skat table (its deals drawn by the server) played through the API with
    the page's cookie, one of your legal actions each turn (a fixed random choice): the
    table's id."""
    api = page.request
    view = _table(page, lambda: api.post(f"{server}/api/tables", data={"game": "skat"}))
    table = view["id"]
    choose = random.Random(7).choice
    deadline = time.monotonic() + DEAL_SECONDS
    while not view["deal_over"]:
        assert time.monotonic() < deadline, "the deal did not end"
        if view["your_turn"]:
            action = choose(view["observation"]["legal_actions"])
            body = {"version": view["version"], "action": action}
            answer = api.post(f"{server}/api/tables/{table}/actions", data=body)
            if answer.ok:
                view = answer.json()
                continue
        else:
            page.wait_for_timeout(50)
        view = _table(page, lambda: api.get(f"{server}/api/tables/{table}"))
    return table


def _table(page: Page, ask: Callable[[], APIResponse]) -> dict[str, Any]:
    """The table a request answers; a busy server's 503 is waited out as a browser would."""
    answer = ask()
    for _ in range(BUSY_TRIES):
        if answer.status != 503:
            break
        page.wait_for_timeout(1000 * int(answer.headers.get("retry-after", "1")))
        answer = ask()
    assert answer.ok, f"{answer.status} {answer.text()}"
    view: dict[str, Any] = answer.json()
    return view
