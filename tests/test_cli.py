"""The ``cardavia`` command (RECORDS.md, "cardavia replay FILE output")."""

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from analysis_deals import BLUNDER_INDEX, grand_record, unfinished_record
from cardavia._build import engine_build
from cardavia.ai.search.analysis import analyse
from cardavia.cli import app
from cardavia.games.looking_back import choices_of
from cardavia.games.registry import GAMES
from cardavia.records import FORMAT
from skat_record_example import HANDS, OPENING, REPORT_KEYS, played_out, record

runner = CliRunner()


def complete_record() -> dict[str, Any]:
    return played_out(OPENING)


def run_replay(tmp_path: Path, content: Any) -> Any:
    path = tmp_path / "deal.json"
    text = content if isinstance(content, str) else json.dumps(content)
    path.write_text(text, encoding="utf-8")
    return runner.invoke(app, ["replay", str(path)])


def lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.strip()]


def one_line(result: Any, exit_code: int) -> str:
    """The single line a failed replay prints; the command must exit on purpose, not crash."""
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(
        result.exception
    )
    assert result.exit_code == exit_code, result.output
    output = lines(result.output)
    assert len(output) == 1, result.output
    return output[0]


# ----------------------------------------------------------------------------- replay


def test_replay_of_a_complete_record(tmp_path: Path) -> None:
    result = run_replay(tmp_path, complete_record())
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)  # exactly one JSON object, nothing else
    assert isinstance(report, dict)
    assert set(report) == REPORT_KEYS
    assert report["game"] == "skat"
    assert report["complete"] is True
    assert report["thrown_in"] is False
    assert report["declarer"] == 0
    assert report["contract"] == "h"
    assert report["bid"] == 18
    assert len(report["scores"]) == 3
    assert all(type(score) is int for score in report["scores"])


def test_replay_reports_the_first_illegal_action(tmp_path: Path) -> None:
    actions = [
        {"seat": 1, "bid": 18},
        {"seat": 0, "hold": True},
        {"seat": 1, "pass": True},
        {"seat": 2, "bid": 18},  # rearhand must name more than the 18 held
        {"seat": 0, "hold": True},
    ]
    result = run_replay(tmp_path, record(actions))
    line = one_line(result, 1)
    assert line.startswith('illegal action 3 (seat 2) {"seat": 2, "bid": 18}: ')
    assert result.output == line + "\n"


def test_replay_reports_a_card_that_fails_to_follow_suit(tmp_path: Path) -> None:
    actions = [*OPENING, {"seat": 0, "play": "aU"}, {"seat": 1, "play": "lA"}]
    result = run_replay(tmp_path, record(actions))
    line = one_line(result, 1)
    assert line.startswith('illegal action 8 (seat 1) {"seat": 1, "play": "lA"}: ')
    assert "follow suit" in line


@pytest.mark.parametrize(
    "fields",
    [
        {"format": "cardavia-deal/2"},
        {"game": "poker"},
        {"dealer": 3},
        {"dealer": -1},
        {"dealer": "1"},
        {"dealer": True},
        {"skat": ["h7"]},
        {"hands": [HANDS[0], HANDS[1], [*HANDS[2][:9], "aU"]]},
    ],
)
def test_replay_of_a_malformed_record(tmp_path: Path, fields: dict[str, Any]) -> None:
    result = run_replay(tmp_path, record(OPENING, **fields))
    line = one_line(result, 1)
    assert line.startswith("invalid record: ")


@pytest.mark.parametrize("game", [["skat"], {"name": "skat"}], ids=["list", "object"])
def test_replay_of_a_record_whose_game_is_not_a_string(tmp_path: Path, game: Any) -> None:
    result = run_replay(tmp_path, record(OPENING, game=game))
    assert one_line(result, 1).startswith("invalid record: ")


def test_replay_of_a_declaration_that_is_not_a_string(tmp_path: Path) -> None:
    actions = [*OPENING[:6], {"seat": 0, "declare": ["h"]}]
    line = one_line(run_replay(tmp_path, record(actions)), 1)
    assert line.startswith('illegal action 6 (seat 0) {"seat": 0, "declare": ["h"]}: ')


@pytest.mark.parametrize("text", ["", "not json", "{", '{"format": "cardavia-deal/1",}'])
def test_replay_of_a_file_that_is_not_json(tmp_path: Path, text: str) -> None:
    result = run_replay(tmp_path, text)
    line = one_line(result, 1)
    assert line.startswith("invalid record: ")


@pytest.mark.parametrize("content", [[], "[1, 2]", '"skat"', "null", "7"])
def test_replay_of_json_that_is_not_an_object(tmp_path: Path, content: Any) -> None:
    result = run_replay(tmp_path, content)
    line = one_line(result, 1)
    assert line.startswith("invalid record: ")


def test_replay_of_a_missing_file_fails_cleanly(tmp_path: Path) -> None:
    result = runner.invoke(app, ["replay", str(tmp_path / "nowhere.json")])
    assert result.exit_code != 0
    assert isinstance(result.exception, SystemExit)


def test_replay_of_an_incomplete_record(tmp_path: Path) -> None:
    result = run_replay(tmp_path, record(OPENING))
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"game": "skat", "complete": False, "scores": None}


def test_replay_of_a_record_with_no_actions(tmp_path: Path) -> None:
    result = run_replay(tmp_path, record([]))
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"game": "skat", "complete": False, "scores": None}


def test_replay_of_a_thrown_in_deal(tmp_path: Path) -> None:
    passes = [{"seat": 1, "pass": True}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True}]
    result = run_replay(tmp_path, record(passes))
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert set(report) == REPORT_KEYS
    assert report["complete"] is True
    assert report["thrown_in"] is True
    assert report["scores"] == [0, 0, 0]
    others = REPORT_KEYS - {"game", "complete", "scores", "thrown_in"}
    assert {key: report[key] for key in others} == dict.fromkeys(others)


def test_replay_of_an_action_after_the_end(tmp_path: Path) -> None:
    passes = [{"seat": 1, "pass": True}, {"seat": 2, "pass": True}, {"seat": 0, "pass": True}]
    result = run_replay(tmp_path, record([*passes, {"seat": 1, "bid": 18}]))
    line = one_line(result, 1)
    assert line.startswith('illegal action 3 (seat 1) {"seat": 1, "bid": 18}: ')


# ----------------------------------------------------------------------------- random-deal


def test_random_deal_is_reproducible_and_replays(tmp_path: Path) -> None:
    first = runner.invoke(app, ["random-deal", "skat", "--seed", "7"])
    again = runner.invoke(app, ["random-deal", "skat", "--seed", "7"])
    assert first.exit_code == 0, first.output
    assert first.stdout == again.stdout
    dealt = json.loads(first.stdout)
    assert dealt["format"] == FORMAT
    assert dealt["game"] == "skat"
    replayed = run_replay(tmp_path, first.stdout)
    assert replayed.exit_code == 0, replayed.output
    assert json.loads(replayed.stdout)["complete"] is True


def test_random_deals_of_different_seeds_differ() -> None:
    outputs = {runner.invoke(app, ["random-deal", "skat", "--seed", str(s)]).stdout for s in (7, 8)}
    assert len(outputs) == 2


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_deal_of_every_game(tmp_path: Path, name: str) -> None:
    result = runner.invoke(app, ["random-deal", name, "--seed", "3"])
    assert result.exit_code == 0, result.output
    replayed = run_replay(tmp_path, result.stdout)
    assert replayed.exit_code == 0, replayed.output
    assert json.loads(replayed.stdout)["complete"] is True


def test_random_deal_of_an_unknown_game() -> None:
    result = runner.invoke(app, ["random-deal", "poker", "--seed", "7"])
    assert result.exit_code != 0
    assert "unknown game 'poker'" in result.output
    assert "skat" in result.output
    assert result.stdout == ""


# ----------------------------------------------------------------------------- analyse

FEW_SAMPLES = "4"
"""Sampled deals per decision in these tests: enough to weigh every option."""


def run_analyse(tmp_path: Path, content: Any, *options: str) -> Any:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(content), encoding="utf-8")
    return runner.invoke(app, ["analyse", str(path), "--samples", FEW_SAMPLES, *options])


def test_analyse_prints_each_decision_its_mark_and_the_accuracy(tmp_path: Path) -> None:
    result = run_analyse(tmp_path, grand_record(declarer_trumps=False))
    assert result.exit_code == 0, result.output
    rows = {line.split()[0]: line.split() for line in lines(result.stdout)}
    analysed = {str(index) for index in choices_of(grand_record(False), 0)}
    assert analysed <= set(rows)
    assert rows[str(BLUNDER_INDEX)] == [
        *(str(BLUNDER_INDEX), "trick", "9", "a7", "bU", "21.0", "21.0"),
        *("card", "pts", "blunder"),
    ]
    assert any(line.startswith("accuracy: ") for line in lines(result.stdout))
    assert "card pts: 2.0 / 8.0 / 20.0" in result.stdout


def test_analyse_as_json_prints_the_analysis_alone(tmp_path: Path) -> None:
    deal = grand_record(declarer_trumps=False)
    result = run_analyse(tmp_path, deal, "--json", "--seat", "1")
    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)  # the progress bar went to stderr
    assert shown == analyse(deal, 1, int(FEW_SAMPLES)).to_json()
    assert shown["seat"] == 1


def test_analyse_refuses_a_deal_that_is_not_finished(tmp_path: Path) -> None:
    result = run_analyse(tmp_path, unfinished_record())
    assert one_line(result, 1) == "the deal is not finished: only a finished deal is analysed"


def test_analyse_reports_a_record_as_replay_does(tmp_path: Path) -> None:
    malformed = run_analyse(tmp_path, record(OPENING, dealer=3))
    assert one_line(malformed, 1).startswith("invalid record: ")
    illegal = [*OPENING, {"seat": 0, "play": "aU"}, {"seat": 1, "play": "lA"}]
    refused = run_analyse(tmp_path, record(illegal))
    assert one_line(refused, 1).startswith('illegal action 8 (seat 1) {"seat": 1, "play": "lA"}: ')


def test_analyse_refuses_a_seat_not_at_the_table(tmp_path: Path) -> None:
    result = run_analyse(tmp_path, grand_record(declarer_trumps=False), "--seat", "3")
    assert result.exit_code == 2
    assert "seats 0 to 2, not 3" in result.output


# ----------------------------------------------------------------------------- help and bench


@pytest.mark.parametrize(
    "args",
    [
        *([], ["replay"], ["analyse"], ["random-deal"]),
        *(["bench"], ["bench", "engine"], ["bench", "analysis"]),
    ],
    ids=" ".join,
)
def test_help(args: list[str]) -> None:
    result = runner.invoke(app, [*args, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_bench_engine() -> None:
    result = runner.invoke(app, ["bench", "engine", "--deals", "20", "--runs", "1"])
    assert result.exit_code == 0, result.output
    output = lines(result.stdout)
    assert any("deals/s" in line for line in output)
    assert any(line.split()[0] == "skat" for line in output)
    assert output[0] == engine_build(), "the first line says which build runs"


def test_bench_engine_of_an_unknown_game() -> None:
    result = runner.invoke(app, ["bench", "engine", "--game", "poker", "--deals", "5"])
    assert result.exit_code != 0
    assert "unknown game 'poker'" in result.output


def test_bench_ai_times_each_level_in_each_game() -> None:
    result = runner.invoke(app, ["bench", "ai", "--deals", "1"])
    assert result.exit_code == 0, result.output
    *table, load = lines(result.stdout)[1:]
    rows = [line.split() for line in table]
    assert {(row[0], row[1]) for row in rows} == {
        (player, game) for player in ("search", "search-strong") for game in GAMES
    }
    for row in rows:
        assert int(row[2]) > 0 and float(row[4]) >= float(row[3]) > 0 and float(row[5]) > 0
        assert float(row[7]) == pytest.approx(float(row[4]) / float(row[6]), abs=0.01)
        assert 0 < float(row[8].rstrip("%")) <= 100
    assert load.startswith("load average")


def test_bench_solver_lists_solves_given_up_at_the_node_limit() -> None:
    result = runner.invoke(
        app, ["bench", "solver", "--game", "jass", "--deals", "2", "--node-limit", "1000"]
    )
    assert result.exit_code == 0, result.output
    row = lines(result.stdout)[1].split()
    assert row[0] == "jass" and row[1] == "2" and row[-1] == "2"
    assert row[2] == "inf"
    assert row[-3] == "1000" and row[-2] == "nan"  # every solve stopped at the limit


def test_bench_solver_counts_the_positions_each_solve_visits() -> None:
    result = runner.invoke(app, ["bench", "solver", "--game", "schafkopf", "--deals", "2"])
    assert result.exit_code == 0, result.output
    header, row = lines(result.stdout)[0], lines(result.stdout)[1].split()
    columns = ["scored", "median", "ms", "median", "positions", "M", "positions/s", "unsolved"]
    assert header.split()[-8:] == columns
    assert row[0] == "schafkopf" and row[-1] == "0"
    assert int(row[-3]) > 1000 and float(row[-2]) > 0
    assert float(row[-4]) > 0  # the scored outcome's median


def test_bench_analysis_times_the_analysis_of_complete_deals() -> None:
    arguments = ["--game", "schafkopf", "--game", "skat", "--deals", "2", "--samples", "2"]
    result = runner.invoke(app, ["bench", "analysis", *arguments])
    assert result.exit_code == 0, result.output
    output = lines(result.stdout)
    assert output[0].startswith("load before: ") and output[-1].startswith("load after: ")
    rows = {line.split()[0]: line.split()[1:] for line in output[2:4]}
    assert set(rows) == {"schafkopf", "skat"}
    for deals, analysed, wall, wall_p95, cpu, cpu_p95, _ in rows.values():
        assert deals == "2" and int(analysed) > 0
        assert float(wall_p95) >= float(wall) > 0 and float(cpu_p95) >= float(cpu) > 0


def test_an_ai_worker_needs_the_postgresql_queue(tmp_path: Path) -> None:
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'c.db'}"}
    result = runner.invoke(app, ["worker"], env=env)
    assert result.exit_code == 1
    assert "cardavia worker needs a PostgreSQL DATABASE_URL" in result.output
    assert not (tmp_path / "c.db").exists()
