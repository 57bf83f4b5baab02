"""Every deal that ends at a table is kept in the archive, in the transaction of its last
action: its record replays to its result, and it is in the history of the people who
played it, and of nobody else."""

import random

import pytest
from fastapi.testclient import TestClient
from table_play import play_deal

from cardavia.records import replay
from cardavia.store.deals import DealStore
from cardavia.web.deal_archive import DealArchive, DealNotFound


def archive(client: TestClient) -> DealArchive:
    return client.app.state.archive  # type: ignore[attr-defined, no-any-return]


def owner_of(client: TestClient, table_id: str) -> str:
    """The browser's anonymous id (kept in its signed cookie), as its table was stored."""
    stored = archive(client).tables.store.get(table_id)
    assert stored is not None
    return stored.owner


@pytest.mark.parametrize("game", ["schafkopf", "jass", "skat"])
def test_a_finished_deal_is_kept_with_its_record_result_and_player(
    client: TestClient, game: str
) -> None:
    view = client.post("/api/tables", json={"game": game, "seed": 5}).json()
    assert archive(client).deals.numbers_of_table(view["id"]) == {}
    view = play_deal(client, view, random.Random(5), lambda _: None)
    me = owner_of(client, view["id"])
    read = archive(client).of_table(me, view["id"], 1)
    deal = read.deal
    assert (read.seat, read.mine, deal.game, deal.number) == (0, True, game, 1)
    assert not deal.uploaded
    state = replay(deal.record)
    assert state.is_over
    assert deal.result == {"scores": list(state.result().scores), **state.result().to_json()}
    assert deal.seats[0] == {"name": None, "person": True}
    assert [seat["person"] for seat in deal.seats[1:]] == [False] * (len(deal.seats) - 1)
    assert archive(client).read(me, deal.id).deal == deal


def test_nobody_else_reads_a_kept_deal_by_its_id(client: TestClient) -> None:
    view = client.post("/api/tables", json={"game": "skat", "seed": 2}).json()
    view = play_deal(client, view, random.Random(2), lambda _: None)
    me = owner_of(client, view["id"])
    deal = archive(client).of_table(me, view["id"], 1).deal
    with pytest.raises(DealNotFound):
        archive(client).read("somebody-else", deal.id)
    history, total = DealStore(archive(client).deals.engine).history("somebody-else", None, 0, 10)
    assert (history, total) == ([], 0)
    mine, total = archive(client).deals.history(me, None, 0, 10)
    assert total == 1 and [(played.deal.id, played.seat) for played in mine] == [(deal.id, 0)]
