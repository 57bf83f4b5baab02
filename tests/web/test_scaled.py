"""Two web workers and two AI workers on PostgreSQL (``CARDAVIA_AI_QUEUE``): complete deals
of every game with a stream on each web worker, each AI move heard on both streams as soon
as it is stored; an AI worker killed (-9) mid-turn and a web worker killed mid-stream, the
deal playing on with nothing lost or doubled."""

import json
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from scaled import (
    Announcements,
    Cluster,
    Process,
    Stream,
    View,
    named,
    post,
    start_table,
    take_first_action,
    wait_until,
)

from cardavia.store.database import connect
from cardavia.store.tables import TableStore
from cardavia.web.service import TableService
from postgres import postgres_server

AI_DELAY = 0.3
"""Seconds between two AI moves: each move is its own event on the streams."""
HEARD_WITHIN_SECONDS = 5.0
"""Generous for a busy machine; a change heard only at the streams' heartbeat (one
process's signal missing the other's change) comes after 15 s."""
TURN_SECONDS = 120.0
"""How long a test waits for the AI players' turns; a stalled table is taken up again
after the stream's heartbeat (15 s) has found it unchanged for 10 s."""


@pytest.fixture(scope="module")
def artifacts() -> Path:
    """The processes' logs and the figures, for people to read."""
    directory = Path("test-artifacts")
    directory.mkdir(exist_ok=True)
    return directory


@pytest.fixture(scope="module")
def cluster(artifacts: Path) -> Iterator[Cluster]:
    with tempfile.TemporaryDirectory() as directory, postgres_server(Path(directory)) as url:
        cluster = Cluster(url, Path(directory), AI_DELAY)
        for process in (cluster.add_web(), cluster.add_web()):
            cluster.start(process)
        for worker in (cluster.add_ai_worker(), cluster.add_ai_worker()):
            cluster.start(worker)
        wait_until(cluster.ai_workers_ready, "the AI workers never took their places")
        try:
            yield cluster
        finally:
            cluster.stop()
            for process in (*cluster.web, *cluster.ai):
                (artifacts / f"scaled-{process.log.name}").write_text(process.logged())


@pytest.fixture(scope="module")
def announcements(cluster: Cluster) -> Iterator[Announcements]:
    heard = Announcements(cluster.database_url)
    yield heard
    heard.close()


def play_deal(cluster: Cluster, game: str, seed: int, posts_to: int) -> tuple[View, list[Stream]]:
    """A deal played to its end by a bot that posts to one web worker, with the table's
    stream open on each web worker; the human's versions are listed in the view."""
    urls = [cluster.url(web) for web in cluster.web]
    view, cookies = start_table(urls[posts_to], game, seed)
    streams = [Stream(url, view["id"], cookies) for url in urls]
    for stream in streams:
        stream.start()
    humans: list[int] = []
    while True:
        view = streams[1 - posts_to].next_turn(view["version"], TURN_SECONDS)
        if view["deal_over"]:
            break
        view = take_first_action(urls[posts_to], view, cookies)
        humans.append(view["version"])
    for stream in streams:
        stream.wait_for(lambda v: v["version"] == view["version"], TURN_SECONDS)
        stream.closed = True
    return {**view, "human_versions": humans}, streams


def check_stored_once(cluster: Cluster, view: View) -> None:
    """The table holds one legal deal whose every action moved the version on by one."""
    engine = connect(cluster.database_url)
    try:
        tables = TableService(TableStore(engine))
        stored = tables.store.get(view["id"])
        assert stored is not None
        session = tables.load(stored.owner, stored.id).session  # every action replayed
    finally:
        engine.dispose()
    assert session.deal_over and not session.finished
    assert len(session.current.history) == stored.version == view["version"]


def test_every_game_plays_through_two_web_and_two_ai_workers(
    cluster: Cluster, announcements: Announcements, artifacts: Path
) -> None:
    results: dict[str, tuple[View, list[Stream]]] = {}

    def play(game: str, posts_to: int) -> None:
        results[game] = play_deal(cluster, game, seed=7, posts_to=posts_to)

    games = {"schafkopf": 0, "jass": 1, "skat": 0}
    threads = [threading.Thread(target=play, args=item) for item in games.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert set(results) == set(games), "a deal did not finish"
    delays = []
    for view, streams in results.values():
        check_stored_once(cluster, view)
        ai_versions = set(range(1, view["version"] + 1)) - set(view["human_versions"])
        for stream in streams:
            assert stream.drops == 0
            for version in ai_versions:
                shown = stream.first_shown(version)
                delays.append(shown - announcements.stored_at(view["id"], version))
    delays.sort()
    figures = {
        "ai_moves_heard": len(delays),
        "p50_seconds": delays[len(delays) // 2],
        "p95_seconds": delays[int(len(delays) * 0.95)],
        "max_seconds": delays[-1],
    }
    (artifacts / "scaled-ai-move-heard.json").write_text(json.dumps(figures, indent=2))
    assert figures["max_seconds"] < HEARD_WITHIN_SECONDS, figures


def test_a_deal_plays_on_when_its_ai_worker_is_killed_mid_turn(cluster: Cluster) -> None:
    urls = [cluster.url(web) for web in cluster.web]
    view, cookies = start_table(urls[0], "skat", 11)
    stream = Stream(urls[1], view["id"], cookies)
    stream.start()
    killed = False
    while True:
        view = stream.next_turn(view["version"], TURN_SECONDS)
        if view["deal_over"]:
            break
        before = _turns_taken(cluster, view["id"])
        view = take_first_action(urls[0], view, cookies)
        if not killed and not view["your_turn"] and not view["deal_over"]:
            worker = _worker_playing(cluster, view["id"], before)
            worker.kill()  # whatever it was doing for the table is lost
            killed = True
    stream.closed = True
    assert killed, "no AI turn to interrupt"
    check_stored_once(cluster, view)
    cluster.start(worker)  # back for the other tests
    wait_until(cluster.ai_workers_ready, "the AI worker never came back")
    # The killed worker's job is closed by the others within a minute or so.
    wait_until(lambda: not cluster.jobs_in_progress(view["id"]), "the dead job stayed", 180)


def _turns_taken(cluster: Cluster, table_id: str) -> list[int]:
    """How often each AI worker has taken up the table's turns (each says so in its log)."""
    return [worker.logged().count(f"AI turns at table {table_id}") for worker in cluster.ai]


def _worker_playing(cluster: Cluster, table_id: str, before: list[int]) -> Process:
    """The AI worker that took up the table's turns since ``before`` was counted."""
    found: list[Process] = []

    def taken() -> bool:
        now = _turns_taken(cluster, table_id)
        found[:] = [w for w, b, n in zip(cluster.ai, before, now, strict=True) if n > b]
        return bool(found)

    wait_until(taken, "no AI worker took the table's turns", TURN_SECONDS)
    return found[0]


def test_a_deal_plays_on_when_the_web_worker_of_its_stream_is_killed(
    cluster: Cluster,
) -> None:
    urls = [cluster.url(web) for web in cluster.web]
    view, cookies = start_table(urls[0], "schafkopf", 13)
    stream = Stream(urls[1], view["id"], cookies, fallback=urls[0])
    stream.start()
    stream.wait_for(lambda v: True, TURN_SECONDS)
    cluster.web[1].kill()
    while True:
        view = stream.next_turn(view["version"], TURN_SECONDS)
        if view["deal_over"]:
            break
        view = take_first_action(urls[0], view, cookies)
    stream.closed = True
    assert stream.drops >= 1 and stream.url == urls[0]
    check_stored_once(cluster, view)
    cluster.start(cluster.web[1])  # back for the other tests


def test_two_people_on_different_web_workers_play_a_shared_table_through(
    cluster: Cluster,
) -> None:
    """Anna posts to web worker 0 and follows the table on worker 1; Bernd the other way
    round: each sees the other's cards, and plays their own turns, across processes."""
    urls = [cluster.url(web) for web in cluster.web]
    anna, bernd = named(urls[0], "Anna"), named(urls[1], "Bernd")
    body = {"game": "schafkopf", "level": "easy", "shared": {"open_seats": [1]}}
    view = post(urls[0], "/api/tables", anna, body)
    post(urls[1], f"/api/invitations/{view['shared']['invitation']}/seat", bernd, {"seat": 1})
    table_id = view["id"]
    people = [(anna, urls[0]), (bernd, urls[1])]
    streams = [Stream(urls[1], table_id, anna), Stream(urls[0], table_id, bernd)]
    for stream in streams:
        stream.start()
    view = post(urls[0], f"/api/tables/{table_id}/begin", anna)
    version = view["version"]

    def settled(seen: View) -> bool:  # a person is to move, or the deal is over
        return seen["version"] >= version and (
            seen["deal_over"] or seen["observation"]["to_move"] in (0, 1)
        )

    def theirs(seen: View) -> bool:  # the mover's own view of their turn (or the end)
        return seen["version"] >= view["version"] and (seen["deal_over"] or seen["your_turn"])

    while not (view := streams[0].wait_for(settled, TURN_SECONDS))["deal_over"]:
        mover = view["observation"]["to_move"]
        mine = streams[mover].wait_for(theirs, TURN_SECONDS)
        if mine["deal_over"]:
            break
        cookies, url = people[mover]
        body = {"version": mine["version"], "action": mine["observation"]["legal_actions"][0]}
        version = post(url, f"/api/tables/{table_id}/actions", cookies, body)["version"]
    for stream in streams:
        over = stream.wait_for(lambda v: v["deal_over"], TURN_SECONDS)
        assert over["fairness"]["seed"] is not None
        stream.closed = True
    assert [stream.drops for stream in streams] == [0, 0]
    check_stored_once(cluster, view)
