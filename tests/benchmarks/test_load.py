"""``cardavia bench load``, ``first-page`` and ``hints``: bots playing over real HTTP against a
server of their own (or a running one), and the figures they print. No timing is asserted."""

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from cardavia.benchmarks.load.bot import Servers
from cardavia.benchmarks.load.run import servers_of
from cardavia.benchmarks.load.server import started_server
from cardavia.benchmarks.load.stream import EventParser, ServerEvent
from cardavia.cli import app

runner = CliRunner()


def bench(*arguments: str) -> Any:
    result = runner.invoke(app, ["bench", *arguments])
    assert result.exit_code == 0, result.output
    return result


def test_bots_play_their_deals_and_the_figures_add_up() -> None:
    figures = json.loads(bench("load", "--tables", "3", "--deals", "1", "--json").stdout)
    assert figures["tables"] == 3
    assert figures["tables_started"] >= 3  # more when a Jass match ended
    assert figures["deals_completed"] == 3
    assert figures["errors"] == {}
    by_kind = figures["requests_by_kind"]
    assert by_kind["start"]["count"] == by_kind["speed"]["count"] == 3
    assert "read" not in by_kind  # the bots wait on their streams, they never poll
    assert figures["requests"] == sum(kind["count"] for kind in by_kind.values())
    # Each of the bots' actions is stored, and so is each of the AI players'.
    assert figures["actions_stored"] > by_kind["action"]["count"] > 0
    assert figures["actions_per_second"] > 0
    request_ms = figures["request_ms"]
    assert 0 < request_ms["p50"] <= request_ms["p95"] <= request_ms["p99"]
    answer = figures["ai_answer_ms"]
    assert answer["count"] > 0 and 0 <= answer["p50"] <= answer["p95"]
    assert figures["server_cpu_seconds"] > 0
    cpu_ms = 1000 * figures["server_cpu_seconds"] / figures["actions_stored"]
    assert figures["cpu_ms_per_action"] == pytest.approx(cpu_ms)
    assert "load average" in figures["load_before"] and "load average" in figures["load_after"]
    assert figures["own_server"]["first_page_seconds"] > 0


def test_bots_play_for_some_seconds_against_a_running_server_whose_cpu_is_measured() -> None:
    with started_server({}) as server:
        at_the_server = ["--url", server.base, "--pid", str(server.pid)]
        result = bench("load", *at_the_server, "--tables", "2", "--seconds", "3")
    table = {
        cells[0]: cells[1]
        for line in result.stdout.splitlines()
        if len(cells := [cell.strip() for cell in line.split("│") if cell.strip()]) == 2
    }
    assert table["servers"] == server.base
    assert table["tables at once"] == "2"
    assert int(table["tables started"]) >= 2  # a bot whose Jass match ends starts another
    assert table["errors"] == "none"
    assert int(table["actions stored"]) > 0
    assert float(table["server CPU per stored action"].removesuffix(" ms")) > 0
    assert "first page after" not in table  # the bench did not start this server


def test_each_bot_follows_its_stream_on_the_next_server() -> None:
    urls = ["http://a", "http://b"]
    assert [servers_of(urls, bot) for bot in range(3)] == [
        Servers("http://a", "http://b"),
        Servers("http://b", "http://a"),
        Servers("http://a", "http://b"),
    ]
    assert servers_of(["http://a"], 5) == Servers("http://a", "http://a")


def test_server_sent_events_are_read_as_a_browser_reads_them() -> None:
    parser = EventParser()
    lines = [b"retry: 3000\n", b"\n", b": still here\n", b"\n", b"event: table\n", b"id: 7\n"]
    lines += [b'data: {"version":\n', b"data: 7}\r\n", b"\n"]
    events = [parser.feed(line) for line in lines]
    assert [event for event in events if event is not None] == [
        ServerEvent("table", "7", '{"version":\n7}')
    ]
    assert parser.retry_seconds == 3.0


def test_a_server_setting_that_is_not_key_equals_value_is_refused() -> None:
    result = runner.invoke(app, ["bench", "load", "--env", "CARDAVIA_AI_DELAY"])
    assert result.exit_code == 2
    assert "is not KEY=VALUE" in result.output


def test_first_page_times_each_server_start() -> None:
    result = bench("first-page", "--runs", "1")
    assert "first page after" in result.stdout
    assert "load average" in result.stdout


def test_hints_times_table_reads_alone_and_during_hints() -> None:
    env = ["--env", "CARDAVIA_HINT_SAMPLES=2", "--env", "CARDAVIA_HINT_SECONDS=0.5"]
    result = bench("hints", "--hints", "2", *env)
    rows = {
        cells[0]: cells[1:]
        for line in result.stdout.splitlines()
        if (cells := [cell.strip() for cell in line.split("│") if cell.strip()])
    }
    assert int(rows["read alone"][0]) > 0
    assert int(rows["read during hints"][0]) > 0
    assert rows["hint"][0] == "2"
    assert rows["errors"] == ["none"]
