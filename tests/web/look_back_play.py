"""Deals played through the API for the history and statistics tests: a few deals of each
game at a table of one person's own (easy AI players, random legal choices), a Jass deal
that ends a match, and a Skat deal at a table two people share. Each deal's record is then
replayed, so that the tests count from the rules, not from what the app says."""

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from company import Person, share, sit
from fastapi.testclient import TestClient
from table_play import play_deal
from test_shared_tables import play_deal_together

from cardavia.core.game import State
from cardavia.records import replay
from cardavia.store.deals import DealStore, KeptDeal
from cardavia.web.app import create_app
from cardavia.web.settings import Settings

DEALS_PER_TABLE = 8
SEEDS = {"skat": 1, "schafkopf": 2, "jass": 3}
PASSING = 0.75
"""How often the person passes when they may: a player who bids whatever they hold declares
every deal (and loses most), which leaves the defenders' figures untried."""


class Chooser:
    """Random legal actions, passing ``PASSING`` of the times a pass is offered."""

    def __init__(self, seed: object) -> None:
        self.rng = random.Random(str(seed))

    def choice(self, actions: list[dict[str, object]]) -> dict[str, object]:
        passes = [action for action in actions if "pass" in action]
        if passes and self.rng.random() < PASSING:
            return passes[0]
        return self.rng.choice(actions)


@dataclass(frozen=True)
class Deal:
    """A deal one of the people played: the archive's copy, their seat, its replay."""

    kept: KeptDeal
    seat: int
    state: State


@dataclass(frozen=True)
class Played:
    client: TestClient
    me: Person
    """Anna: every table, the shared one as its host (seat 0)."""
    other: Person
    """Bernd: seat 1 of the shared Skat table, and nothing else."""
    mine: list[Deal]
    """Anna's deals in the order they ended."""
    shared: Deal
    """The shared table's deal, as Bernd played it."""


def app_with_deals(directory: Path) -> Iterator[Played]:
    settings = Settings(
        database_url=f"sqlite:///{directory / 'cardavia.db'}",
        secret_key="test",
        ai_delay=0.0,
        ai_processes=0,
    )
    with TestClient(create_app(settings)) as client:
        yield play_deals(client)


def play_deals(client: TestClient) -> Played:
    me, other = Person(client, "Anna"), Person(client, "Bernd")
    ended: list[tuple[str, int]] = []
    for game, seed in SEEDS.items():
        ended += own_table(me, {"game": game, "seed": seed}, DEALS_PER_TABLE)
    ended += own_table(me, {"game": "jass", "seed": 4, "match_score": [2950, 2950]}, 1)
    view = share(me, "skat", [1])
    sit(other, view, 1)
    assert me.post(f"/api/tables/{view['id']}/begin").status_code == 200
    play_deal_together(client, view["id"], [me, other], Chooser(5))  # type: ignore[arg-type]
    ended.append((view["id"], 1))
    deals: DealStore = client.app.state.archive.deals  # type: ignore[attr-defined]
    mine = [kept_deal(deals, table, number, 0) for table, number in ended]
    return Played(client, me, other, mine, kept_deal(deals, view["id"], 1, 1))


def own_table(me: Person, options: dict[str, object], deals: int) -> list[tuple[str, int]]:
    """Play up to ``deals`` deals at a new table of ``me`` (fewer when a Jass match ends
    first): each one's (table, number)."""
    answer = me.post("/api/tables", json={**options, "level": "easy"})
    assert answer.status_code == 201, answer.text
    view = answer.json()
    rng = Chooser(options)
    number = 0
    while number < deals and not view["match_over"]:
        if number:
            answer = me.post(f"/api/tables/{view['id']}/next", json={"version": view["version"]})
            assert answer.status_code == 200, answer.text
            view = answer.json()
        view = play_deal(me, view, rng, lambda _: None)  # type: ignore[arg-type]
        number += 1
    return [(view["id"], played) for played in range(1, number + 1)]


def kept_deal(deals: DealStore, table: str, number: int, seat: int) -> Deal:
    kept = deals.of_table(table, number)
    assert kept is not None, f"deal {number} of {table} was not kept"
    state = replay(kept.record)
    assert state.is_over
    return Deal(kept, seat, state)
