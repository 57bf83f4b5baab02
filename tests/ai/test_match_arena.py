"""Duplicate Jass matches to 3000 between two players (``cardavia match-arena``)."""

import json

import pytest
from typer.testing import CliRunner

from cardavia.ai.match_arena import play_pair, run_match_arena
from cardavia.cli import app
from cardavia.games.jass.scoring import TARGET


def test_each_match_of_a_pair_ends_at_3000_with_the_teams_swapped() -> None:
    pair = play_pair(["heuristic", "random"], number=3, seed=2, start=1500)
    assert [match.teams for match in pair] == [("heuristic", "random"), ("random", "heuristic")]
    for match in pair:
        winning_team = match.teams.index(match.winner)
        assert match.totals[winning_team] >= TARGET > match.totals[1 - winning_team]
        assert match.deals >= 1
        assert match.schneider == (match.totals[1 - winning_team] < 1500)


def test_the_report_counts_every_match_and_is_the_same_in_any_number_of_processes() -> None:
    one = run_match_arena(["heuristic", "random"], pairs=4, seed=3, start=2000, jobs=1)
    two = run_match_arena(["heuristic", "random"], pairs=4, seed=3, start=2000, jobs=2)
    assert json.dumps(one.to_json()) == json.dumps(two.to_json())
    assert sum(report.won for report in one.reports) == 8
    assert all(report.matches == 8 for report in one.reports)
    shares = [report.win_share.mean for report in one.reports]
    assert shares[0] + shares[1] == pytest.approx(1.0)
    assert one.reports[0].won > one.reports[1].won  # the rule-based player beats random


def test_a_match_arena_needs_two_players_and_a_score_below_3000() -> None:
    with pytest.raises(ValueError, match="two different players"):
        run_match_arena(["heuristic", "heuristic"], pairs=1, seed=1)
    with pytest.raises(ValueError, match="starts from 0 to 2999"):
        run_match_arena(["heuristic", "random"], pairs=1, seed=1, start=3000)
    with pytest.raises(KeyError, match="unknown player"):
        run_match_arena(["heuristic", "oracle"], pairs=1, seed=1)


def test_the_command_prints_matches_won_and_refuses_a_bad_pair() -> None:
    runner = CliRunner()
    arguments = ["match-arena", "--players", "heuristic,random", "--matches", "2"]
    table = runner.invoke(app, [*arguments, "--start", "2500"])
    assert table.exit_code == 0, table.output
    assert "| heuristic | 4 of 4 |" in table.output and "from 2500 all" in table.output
    as_json = runner.invoke(app, [*arguments, "--json"])
    assert as_json.exit_code == 0, as_json.output
    data = json.loads(as_json.output)
    assert data["pairs"] == 2 and data["start"] == 0
    bad = runner.invoke(app, ["match-arena", "--players", "heuristic"])
    assert bad.exit_code != 0 and "two different players" in bad.output
    too_late = runner.invoke(app, [*arguments, "--start", "3000"])
    assert too_late.exit_code != 0


def test_each_match_to_a_target_of_1000_ends_there_with_schneider_below_500() -> None:
    pair = play_pair(["heuristic", "random"], number=1, seed=4, start=0, target=1000)
    for match in pair:
        winning_team = match.teams.index(match.winner)
        assert match.totals[winning_team] >= 1000 > match.totals[1 - winning_team]
        assert match.schneider == (match.totals[1 - winning_team] < 500)


def test_a_match_arena_needs_a_target_of_the_rules_and_a_start_below_it() -> None:
    with pytest.raises(ValueError, match="1000, 1500, 2000, 2500, 3000"):
        run_match_arena(["heuristic", "random"], pairs=1, seed=1, target=1200)
    with pytest.raises(ValueError, match="starts from 0 to 999"):
        run_match_arena(["heuristic", "random"], pairs=1, seed=1, start=1000, target=1000)


def test_the_command_plays_to_the_target_it_is_given() -> None:
    runner = CliRunner()
    arguments = ["match-arena", "--players", "heuristic,random", "--matches", "1"]
    table = runner.invoke(app, [*arguments, "--target", "1000", "--start", "900"])
    assert table.exit_code == 0, table.output
    assert "jass matches to 1000:" in table.output and "from 900 all" in table.output
    as_json = runner.invoke(app, [*arguments, "--target", "1500", "--json"])
    assert as_json.exit_code == 0, as_json.output
    assert json.loads(as_json.output)["target"] == 1500
    for bad in (["--target", "1200"], ["--target", "1000", "--start", "1000"]):
        refused = runner.invoke(app, [*arguments, *bad])
        assert refused.exit_code != 0 and "Invalid value" in refused.output
