"""Arena reports of different seeds combine into the report of all their boards."""

import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from cardavia.ai.arena import ArenaReport, combine, estimate, pooled, run_arena
from cardavia.cli import app

scores = st.floats(min_value=-500, max_value=500, allow_nan=False)


@given(st.lists(st.lists(scores, min_size=0, max_size=30), min_size=1, max_size=6))
def test_pooled_estimates_are_the_estimate_of_all_the_values(parts: list[list[float]]) -> None:
    everything = [value for part in parts for value in part]
    together = pooled(estimate(part) for part in parts)
    expected = estimate(everything)
    assert together.n == expected.n
    if expected.n == 0:
        return
    assert together.mean == pytest.approx(expected.mean, abs=1e-6)
    if expected.n > 1:
        assert together.low == pytest.approx(expected.low, abs=1e-6)
        assert together.high == pytest.approx(expected.high, abs=1e-6)


@pytest.fixture(scope="module")
def two_seeds() -> tuple[ArenaReport, ArenaReport]:
    players = ["heuristic", "random"]
    return run_arena("schafkopf", players, 6, seed=4), run_arena("schafkopf", players, 5, seed=5)


def test_combined_reports_add_their_boards_and_counts(
    two_seeds: tuple[ArenaReport, ArenaReport],
) -> None:
    first, second = two_seeds
    both = combine([first, second])
    assert (both.game, both.players, both.boards, both.seeds) == (
        "schafkopf",
        ["heuristic", "random"],
        11,
        (4, 5),
    )
    for mine, one, two in zip(both.reports, first.reports, second.reports, strict=True):
        assert mine.seat_deals == one.seat_deals + two.seat_deals
        assert mine.declarer_deals == one.declarer_deals + two.declarer_deals
        assert mine.defender_wins == one.defender_wins + two.defender_wins
        assert sum(mine.contracts.values()) == sum(one.contracts.values()) + sum(
            two.contracts.values()
        )
        assert mine.edge.n == 11
        assert mine.declarer_edge.n == one.declarer_edge.n + two.declarer_edge.n
        weighted = (one.edge.mean * 6 + two.edge.mean * 5) / 11
        assert mine.edge.mean == pytest.approx(weighted)
        assert mine.edge.low < mine.edge.mean < mine.edge.high


def test_a_report_reads_back_as_it_was_written(
    two_seeds: tuple[ArenaReport, ArenaReport],
) -> None:
    for report in (two_seeds[0], combine(two_seeds)):
        document = report.to_json()
        assert ArenaReport.from_json(json.loads(json.dumps(document))).to_json() == document


def test_reports_of_other_games_players_or_the_same_seed_do_not_combine(
    two_seeds: tuple[ArenaReport, ArenaReport],
) -> None:
    first, _ = two_seeds
    skat = run_arena("skat", ["heuristic", "random"], 2, seed=6, role_duels=False)
    with pytest.raises(ValueError, match="one game and players"):
        combine([first, skat])
    with pytest.raises(ValueError, match="seed 4 comes twice"):
        combine([first, first])
    with pytest.raises(ValueError, match="no arena report"):
        combine([])


def test_arena_combine_command(tmp_path: Path, two_seeds: tuple[ArenaReport, ArenaReport]) -> None:
    paths = []
    for report in two_seeds:
        path = tmp_path / f"seed{report.seeds[0]}.json"
        path.write_text(json.dumps(report.to_json()), encoding="utf-8")
        paths.append(str(path))
    runner = CliRunner()
    table = runner.invoke(app, ["arena-combine", *paths])
    assert table.exit_code == 0, table.output
    assert "schafkopf: 11 duplicate boards, seeds 4-5" in table.output
    as_json = runner.invoke(app, ["arena-combine", *paths, "--json"])
    data = json.loads(as_json.output)
    assert data["boards"] == 11 and data["seeds"] == [4, 5]
    edge = data["results"][0]["edge_per_deal"]
    assert edge["n"] == 11 and not math.isnan(edge["mean"])


def test_arena_combine_command_refuses_what_it_cannot_read(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"game": "skat"}', encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(app, ["arena-combine", str(broken)])
    assert result.exit_code == 2
    assert "cannot read the arena report" in result.output and "Traceback" not in result.output
    missing = runner.invoke(app, ["arena-combine", str(tmp_path / "none.json")])
    assert missing.exit_code == 2 and "cannot read" in missing.output
