"""The AI thinks in worker processes, never in the web process: pages, AI moves and hints
leave the solver unloaded there, the first page does not wait for the workers to warm up,
a worker killed mid-game is replaced while the deal plays on, each move stored once, and
the workers analyse a decision of a finished deal."""

import asyncio
import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from table_play import View, stored_session

import cardavia
from analysis_deals import BLUNDER_INDEX, grand_record
from cardavia.ai.search.analysis import analyse_decision
from cardavia.ai.search.player import NORMAL
from cardavia.web.ai_pool import AiPool, WorkerConfig
from cardavia.web.app import create_app
from cardavia.web.service import TableService
from cardavia.web.settings import Settings

PATIENCE_SECONDS = 300
"""Generous: a worker imports numba and compiles the solver first, slowly on a busy machine."""
AI_MODULES = ("cardavia.ai", "numba", "llvmlite")
SOURCES = str(Path(cardavia.__file__).parents[1])
"""Where this cardavia lies: the scripts below run elsewhere and import the same one."""

PLAYING_THROUGH_THE_POOL = """
    import json
    import sys
    import time

    from fastapi.testclient import TestClient

    from cardavia.web.app import create_app
    from cardavia.web.settings import Settings

    if __name__ == "__main__":  # the AI workers import this script again
        settings = Settings(
            database_url=sys.argv[1], secret_key="t", ai_delay=0.0, ai_processes=1,
            hint_samples=3, hint_seconds=5.0,
        )
        with TestClient(create_app(settings)) as client:
            pages = [client.get(path).status_code for path in ("/", "/play/skat")]
            view = client.post("/api/tables", json={"game": "skat", "seed": 5}).json()
            human_moves, hints = 0, []
            deadline = time.monotonic() + float(sys.argv[2])
            while (view["version"] - human_moves < 3 or not hints) and not view["deal_over"]:
                assert time.monotonic() < deadline, "the AI players never moved"
                if not view["your_turn"]:
                    time.sleep(0.05)
                    view = client.get(f"/api/tables/{view['id']}").json()
                    continue
                url, version = f"/api/tables/{view['id']}", view["version"]
                if not hints:
                    hints.append(client.post(f"{url}/hint", json={"version": version}).status_code)
                action = view["observation"]["legal_actions"][0]
                asked = {"version": version, "action": action}
                view = client.post(f"{url}/actions", json=asked).json()
                human_moves += 1
            loaded = sorted(name for name in sys.modules if name.startswith(AI_MODULES))
            ai_moves = view["version"] - human_moves
            seen = {"pages": pages, "hints": hints, "ai_moves": ai_moves, "loaded": loaded}
            print(json.dumps(seen))
"""

FIRST_PAGE_WHILE_WARMING = """
    import json
    import os
    import sys
    import time

    from cardavia.web import ai_pool


    def warming_for_ever(config):
        time.sleep(3600)


    ai_pool.warm = warming_for_ever  # here and in the worker, which imports this script


    if __name__ == "__main__":
        from fastapi.testclient import TestClient

        from cardavia.web.app import create_app
        from cardavia.web.settings import Settings

        settings = Settings(database_url=sys.argv[1], secret_key="t", ai_processes=1)
        with TestClient(create_app(settings)) as client:
            status = client.get("/").status_code
            loaded = sorted(name for name in sys.modules if name.startswith(AI_MODULES))
            print(json.dumps({"status": status, "loaded": loaded}), flush=True)
            os._exit(0)  # not waiting for the worker: it ends with this process
"""


def run_script(tmp_path: Path, script: str, *arguments: str) -> dict[str, Any]:
    path = tmp_path / "script.py"
    path.write_text(textwrap.dedent(script).replace("AI_MODULES", repr(AI_MODULES)))
    database = f"sqlite:///{tmp_path / 'cardavia.db'}"
    finished = subprocess.run(
        [sys.executable, str(path), database, *arguments],
        capture_output=True,
        text=True,
        timeout=2 * PATIENCE_SECONDS,
        cwd=tmp_path,
        env={
            **os.environ,
            "PYTHONPATH": os.pathsep.join([SOURCES, os.environ.get("PYTHONPATH", "")]),
        },
    )
    assert finished.returncode == 0, finished.stderr
    return json.loads(finished.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_pages_ai_moves_and_hints_leave_the_ai_out_of_the_web_process(tmp_path: Path) -> None:
    answer = run_script(tmp_path, PLAYING_THROUGH_THE_POOL, str(PATIENCE_SECONDS))
    assert answer["pages"] == [200, 200] and answer["hints"] == [200]
    assert answer["ai_moves"] >= 3
    assert answer["loaded"] == []


def test_the_first_page_does_not_wait_for_the_workers_to_warm_up(tmp_path: Path) -> None:
    answer = run_script(tmp_path, FIRST_PAGE_WHILE_WARMING)
    assert answer == {"status": 200, "loaded": []}


def pool_workers() -> list[int]:
    """This process's children that are pool workers (spawned by multiprocessing)."""
    workers = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            command = (entry / "cmdline").read_bytes()
        except OSError:  # gone meanwhile
            continue
        if int(fields[1]) == os.getpid() and b"spawn_main" in command:
            workers.append(int(entry.name))
    return workers


def kill_a_worker() -> None:
    deadline = time.monotonic() + PATIENCE_SECONDS
    while not (workers := pool_workers()):
        assert time.monotonic() < deadline, "no AI worker started"
        time.sleep(0.05)
    os.kill(workers[0], signal.SIGKILL)


def test_a_killed_worker_is_replaced_and_the_deal_plays_on_each_move_once(
    settings: Settings,
) -> None:
    settings.ai_processes = 1
    settings.ai_delay = 0.3  # the table waits a moment for each AI move: the kill comes then
    rng, kills = random.Random(7), 0
    with TestClient(create_app(settings)) as client:
        view: View = client.post(
            "/api/tables", json={"game": "schafkopf", "seed": 11, "level": "easy"}
        ).json()
        deadline = time.monotonic() + 3 * PATIENCE_SECONDS
        while not view["deal_over"]:
            assert time.monotonic() < deadline, "the deal stopped"
            if view["your_turn"]:
                action = rng.choice(view["observation"]["legal_actions"])
                url = f"/api/tables/{view['id']}/actions"
                view = client.post(url, json={"version": view["version"], "action": action}).json()
                if view["ai_to_move"] and kills < 3:
                    kill_a_worker()
                    kills += 1
                continue
            time.sleep(0.05)
            view = client.get(f"/api/tables/{view['id']}").json()
        tables: TableService = client.app.state.service  # type: ignore[attr-defined]
        stored = tables.store.get(view["id"])
        session = stored_session(tables.store, view["id"])
    assert kills == 3
    assert stored is not None and stored.version == view["version"]
    assert len(session["deals"][0]["actions"]) == stored.version


def test_the_hint_weighs_as_the_normal_level_by_default() -> None:
    assert (Settings().hint_samples, Settings().hint_seconds) == (NORMAL.samples, NORMAL.seconds)


def test_the_workers_analyse_one_decision_of_a_finished_deal() -> None:
    deal = grand_record(declarer_trumps=False)
    pool = AiPool(WorkerConfig(ai_player=None, hint_samples=3, hint_seconds=5.0), processes=0)

    async def analysed() -> dict[str, Any]:
        try:
            return await pool.analyse({"record": deal, "seat": 0, "index": BLUNDER_INDEX})
        finally:
            await pool.close()

    answer = asyncio.run(analysed())
    assert answer == analyse_decision(deal, 0, BLUNDER_INDEX).to_json()
    assert answer["mark"] == "blunder"
