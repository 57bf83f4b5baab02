"""A table played to the end of its first deal through the JSON API, with the page's
cookie (the table is the page's browser's own)."""

import random
import time
from typing import Any

from playwright.sync_api import Page

DEAL_SECONDS = 120


def play_to_the_end(page: Page, server: str) -> str:
    """A one-person Skat table (its deals drawn by the server) played through the API with
    the page's cookie, one of your legal actions each turn (a fixed random choice): the
    table's id."""
    view: dict[str, Any] = page.request.post(f"{server}/api/tables", data={"game": "skat"}).json()
    table = view["id"]
    choose = random.Random(7).choice
    deadline = time.monotonic() + DEAL_SECONDS
    while not view["deal_over"]:
        assert time.monotonic() < deadline, "the deal did not end"
        if view["your_turn"]:
            action = choose(view["observation"]["legal_actions"])
            body = {"version": view["version"], "action": action}
            answer = page.request.post(f"{server}/api/tables/{table}/actions", data=body)
            view = (
                answer.json()
                if answer.ok
                else page.request.get(f"{server}/api/tables/{table}").json()
            )
        else:
            page.wait_for_timeout(50)
            view = page.request.get(f"{server}/api/tables/{table}").json()
    return table
