"""A hint is computed once per table version, and a player gets only a few computed in a
short time: the costliest request cannot be used to stall the server."""

import asyncio
from typing import Any

import pytest
from fastapi.testclient import TestClient
from table_play import View, wait_for_human

from cardavia.core.game import JsonDict
from cardavia.web import hints
from cardavia.web.hints import HINTS_PER_WINDOW, WINDOW_SECONDS, HintDesk, TooManyHints
from cardavia.web.settings import Settings


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def advice(name: str) -> JsonDict:
    return {"measure": name, "options": []}


async def answer(name: str) -> JsonDict:
    return advice(name)


def test_one_version_is_computed_once_and_remembered() -> None:
    desk, computed = HintDesk(), []

    async def compute() -> JsonDict:
        computed.append(1)
        return advice("card_points")

    async def ask() -> None:
        first = await desk.hint("me", "t", 3, compute)
        assert await desk.hint("me", "t", 3, compute) is first
        assert len(computed) == 1
        await desk.hint("me", "t", 4, compute)
        assert len(computed) == 2

    asyncio.run(ask())


def test_asking_at_once_from_two_tabs_computes_one_hint() -> None:
    desk, computed = HintDesk(), []

    async def slow() -> JsonDict:
        computed.append(1)
        await release.wait()
        return advice("score")

    async def ask() -> list[JsonDict]:
        first = asyncio.create_task(desk.hint("me", "t", 1, slow))
        second = asyncio.create_task(desk.hint("me", "t", 1, slow))
        await asyncio.sleep(0)
        release.set()
        return [await first, await second]

    release = asyncio.Event()
    answers = asyncio.run(ask())
    assert len(computed) == 1 and answers[0] is answers[1]


def test_an_asker_who_leaves_does_not_cancel_the_hint_for_the_others() -> None:
    desk = HintDesk()

    async def slow() -> JsonDict:
        await release.wait()
        return advice("score")

    async def ask() -> JsonDict:
        leaving = asyncio.create_task(desk.hint("me", "t", 1, slow))
        staying = asyncio.create_task(desk.hint("me", "t", 1, slow))
        await asyncio.sleep(0)
        leaving.cancel()
        release.set()
        return await staying

    release = asyncio.Event()
    assert asyncio.run(ask())["measure"] == "score"


def test_a_failed_hint_is_not_remembered() -> None:
    desk = HintDesk()

    async def fail() -> JsonDict:
        raise ValueError("the worker died")

    async def ask() -> None:
        for _ in range(2):
            with pytest.raises(ValueError):
                await desk.hint("me", "t", 1, fail)
        assert (await desk.hint("me", "t", 1, lambda: answer("score")))["measure"] == "score"

    asyncio.run(ask())


def test_a_player_gets_a_few_hints_computed_in_a_short_time() -> None:
    clock = Clock()
    desk = HintDesk(clock)

    async def ask() -> None:
        for version in range(HINTS_PER_WINDOW):
            await desk.hint("me", "t", version, lambda: answer("score"))
            clock.now += 1
        with pytest.raises(TooManyHints) as refused:
            await desk.hint("me", "t", 99, lambda: answer("score"))
        assert refused.value.retry_after == WINDOW_SECONDS - HINTS_PER_WINDOW
        await desk.hint("me", "t", 0, lambda: answer("score"))  # remembered: free
        await desk.hint("you", "u", 99, lambda: answer("score"))  # somebody else's allowance
        clock.now += refused.value.retry_after
        await desk.hint("me", "t", 99, lambda: answer("score"))

    asyncio.run(ask())


@pytest.fixture
def settings(settings: Settings) -> Settings:
    settings.hint_samples = 2
    settings.hint_seconds = 5.0
    return settings


def hint_at(client: TestClient, view: View, **headers: str) -> Any:
    url = f"/api/tables/{view['id']}/hint"
    return client.post(url, json={"version": view["version"]}, headers=headers)


def test_too_many_hints_are_answered_429_with_retry_after_in_the_players_language(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hints, "HINTS_PER_WINDOW", 1)
    monkeypatch.setattr(hints, "WINDOW_SECONDS", 600.0)
    started = client.post("/api/tables", json={"game": "skat", "seed": 1, "level": "easy"})
    view = wait_for_human(client, started.json()["id"], lambda v: None)
    first = hint_at(client, view)
    assert first.status_code == 200
    assert hint_at(client, view).json() == first.json()  # the same version: remembered
    played = client.post(
        f"/api/tables/{view['id']}/actions",
        json={"version": view["version"], "action": view["observation"]["legal_actions"][0]},
    )
    assert played.status_code == 200
    later = wait_for_human(client, view["id"], lambda v: None)
    refused = hint_at(client, later, **{"accept-language": "de"})
    assert refused.status_code == 429
    assert 1 <= int(refused.headers["retry-after"]) <= 600
    assert refused.json()["detail"].startswith("Du hast in kurzer Zeit viele Tipps")
