"""The analysis of a kept deal through the API: asked for once per deal and seat, run in
the AI workers one decision at a time with its progress readable meanwhile, stored, and
never run again; carried on by the next asker when its process stopped half-way; read by a
share link; refused for a seat the deal has not and for anybody who may not read the deal."""

import time
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import update
from test_kept_deals import archive, owner_of
from test_review import finished

from cardavia.ai.search.analysis import analyse
from cardavia.games.looking_back import choices_of
from cardavia.store.deals import ANALYSES
from cardavia.web.ai_pool import AiPool

Analysis = dict[str, Any]


def until_done(client: TestClient, address: str) -> Analysis:
    deadline = time.monotonic() + 300  # generous: a busy machine, the solver compiling
    while True:
        answer = client.get(address)
        assert answer.status_code == 200, answer.text
        state: Analysis = answer.json()
        assert state["state"] in {"running", "done"}
        assert 0 <= state["done"] <= state["total"] and len(state["decisions"]) == state["done"]
        if state["state"] == "done":
            return state
        assert time.monotonic() < deadline, "the analysis never finished"
        time.sleep(0.2)


@pytest.fixture
def counted(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The decisions the AI workers are asked to analyse."""
    asked: list[Any] = []
    analyse_in_pool = AiPool.analyse

    async def counting(pool: AiPool, job: Any) -> Any:
        asked.append((job["seat"], job["index"]))
        return await analyse_in_pool(pool, job)

    monkeypatch.setattr(AiPool, "analyse", counting)
    return asked


def test_a_deal_is_analysed_once_and_equals_the_analysis_of_its_record(
    client: TestClient, counted: list[Any]
) -> None:
    view = finished(client, "skat", 3)
    address = f"/api/deals/{view['deal_id']}/analysis?seat=0"
    assert client.get(address).json() == {
        "state": "none",
        "done": 0,
        "total": 0,
        "decisions": [],
        "analysis": None,
    }
    started = client.post(address)
    assert started.status_code in {200, 202}
    done = until_done(client, address)
    deal = archive(client).deals.get(view["deal_id"])
    assert deal is not None
    expected = analyse(deal.record, 0).to_json()
    assert done["total"] == len(choices_of(deal.record, 0)) == len(expected["decisions"])
    assert done["analysis"] == expected
    assert done["decisions"] == expected["decisions"]
    assert sorted(counted) == [(0, index) for index in choices_of(deal.record, 0)]

    again = client.post(address)
    assert again.status_code == 200 and again.json() == done
    assert len(counted) == done["total"]  # nothing weighed twice


def test_an_analysis_whose_process_stopped_is_carried_on_from_where_it_stands(
    client: TestClient, counted: list[Any]
) -> None:
    view = finished(client, "schafkopf", 2)
    deal = archive(client).deals.get(view["deal_id"])
    assert deal is not None
    choices = choices_of(deal.record, 0)
    assert len(choices) >= 2
    whole = analyse(deal.record, 0).to_json()
    store = archive(client).deals
    assert store.claim_analysis(deal.id, 0, len(choices))
    store.add_decision(deal.id, 0, 0, whole["decisions"][0])
    address = f"/api/deals/{deal.id}/analysis?seat=0"
    assert client.post(address).json()["state"] == "running"  # being analysed: left alone
    assert counted == []
    long_ago = datetime.now(UTC) - timedelta(hours=1)
    with store.engine.begin() as db:
        db.execute(update(ANALYSES).values(updated_at=long_ago))
    client.post(address)  # quiet for an hour: its process stopped
    done = until_done(client, address)
    assert done["analysis"] == whole
    assert sorted(counted) == [(0, index) for index in choices[1:]]


def test_an_analysis_is_refused_for_a_seat_the_deal_has_not_and_to_others(
    client: TestClient,
) -> None:
    view = finished(client, "jass", 1)
    address = f"/api/deals/{view['deal_id']}/analysis"
    for seat in (-1, 4):
        answer = client.post(f"{address}?seat={seat}")
        assert answer.status_code == 422
        assert answer.json()["detail"] == "A seat is a number from 0 to 3"
    assert client.post(f"{address}?seat=x").status_code == 422
    stranger = TestClient(client.app)
    assert stranger.get(f"{address}?seat=0").status_code == 404
    assert stranger.post(f"{address}?seat=0").status_code == 404
    assert archive(client).deals.analysis(view["deal_id"], 0) is None


def test_a_shared_deal_shows_its_analysis_read_only(client: TestClient) -> None:
    view = finished(client, "skat", 5)
    address = f"/api/deals/{view['deal_id']}/analysis?seat=0"
    client.post(address)
    done = until_done(client, address)
    token = client.post(f"/api/deals/{view['deal_id']}/share").json()["token"]
    anybody = TestClient(client.app)
    assert anybody.get(f"/api/shared/{token}/analysis?seat=0").json() == done
    assert anybody.get(f"/api/shared/{token}/analysis?seat=1").json()["state"] == "none"
    assert anybody.post(f"/api/shared/{token}/analysis?seat=1").status_code == 405
    assert owner_of(client, view["id"]) != ""
