"""The arena: duplicate seating, statistics on a hand-checked example, reproducibility."""

import json
import math

import pytest
from typer.testing import CliRunner

from cardavia.ai.arena import (
    RoleDuel,
    SeatDeal,
    estimate,
    play_board,
    play_role_duels,
    run_arena,
    seating,
    summarise,
)
from cardavia.cli import app


def deal(
    board: int,
    rotation: int,
    seat: int,
    player: str,
    score: int,
    relative: float,
    role: str,
    won: bool | None,
    contract: str | None = None,
) -> SeatDeal:
    return SeatDeal(board, rotation, seat, player, score, relative, role, won, contract)


def test_seating_rotates_every_player_through_every_seat() -> None:
    assert seating(["A", "B"], 4, 0) == ["A", "B", "A", "B"]
    assert seating(["A", "B"], 4, 1) == ["B", "A", "B", "A"]
    assert seating(["A", "B"], 3, 0) == ["A", "B", "A"]
    seats = [seating(["A", "B"], 3, r) for r in range(3)]
    for seat in range(3):
        assert {row[seat] for row in seats} == {"A", "B"}


def test_estimate_is_mean_and_normal_interval() -> None:
    # values 1, 2, 3, 4: mean 2.5, sample sd sqrt(5/3) = 1.29099, se = 0.645497,
    # half-width 1.959964 * 0.645497 = 1.265151
    result = estimate([1.0, 2.0, 3.0, 4.0])
    assert result.mean == pytest.approx(2.5)
    assert result.low == pytest.approx(2.5 - 1.265151, abs=1e-5)
    assert result.high == pytest.approx(2.5 + 1.265151, abs=1e-5)
    assert result.n == 4
    assert math.isnan(estimate([]).mean)


def test_summary_on_a_hand_checked_two_board_example() -> None:
    # Board 0: A declares and wins +10 (relative +10) against B (0, relative -5); then B
    # declares and loses -20 (relative -20) against A (0, relative +10).
    # Board 1: A declares and loses -30 (relative -30); B defends (0, relative +15).
    outcomes = [
        deal(0, 0, 0, "A", 10, 10.0, "declarer", True, "h"),
        deal(0, 0, 1, "B", 0, -5.0, "defender", False),
        deal(0, 1, 0, "B", -20, -20.0, "declarer", False, "grand"),
        deal(0, 1, 1, "A", 0, 10.0, "defender", True),
        deal(1, 0, 0, "A", -30, -30.0, "declarer", False, "h"),
        deal(1, 0, 1, "B", 0, 15.0, "defender", True),
    ]
    # Role duels on board 0, the contract fixed: declaring side played by A or B against
    # defenders played by A or B; the declaring side's relative score.
    duels = [
        RoleDuel(0, "A", "A", 10.0),
        RoleDuel(0, "A", "B", 20.0),
        RoleDuel(0, "B", "A", -30.0),
        RoleDuel(0, "B", "B", -5.0),
    ]
    report = summarise("skat", ["A", "B"], 2, 7, outcomes, duels)
    a, b = report.reports
    # A per board: (10 + 0) / 2 = 5 and -30 -> mean -12.5; B: -10 and 0 -> mean -5
    assert a.score.mean == pytest.approx(-12.5)
    assert b.score.mean == pytest.approx(-5.0)
    # edge per board: A 5 - (-10) = 15, -30 - 0 = -30 -> mean -7.5
    assert a.edge.mean == pytest.approx(-7.5)
    assert b.edge.mean == pytest.approx(7.5)
    # as declarer: A's side mean(10, 20) = 15, B's mean(-30, -5) = -17.5 -> 32.5
    assert a.declarer_edge.mean == pytest.approx(32.5) and a.declarer_edge.n == 1
    # as defender: A defends mean(-10, +30) = 10, B defends mean(-20, +5) = -7.5 -> 17.5
    assert a.defender_edge.mean == pytest.approx(17.5)
    assert b.defender_edge.mean == pytest.approx(-17.5)
    assert (a.declarer_deals, a.declarer_wins, a.defender_deals, a.defender_wins) == (2, 1, 1, 1)
    assert a.declarer_win_rate == pytest.approx(0.5)
    assert (b.declarer_deals, b.declarer_wins, b.defender_deals, b.defender_wins) == (1, 0, 2, 1)
    assert a.contracts == {"h": 2} and b.contracts == {"grand": 1}
    assert report.to_json()["results"][0]["declarer"]["win_rate"] == pytest.approx(0.5)


def test_a_board_is_played_once_per_distinct_seating_with_the_same_cards() -> None:
    # Two players round four seats sit A B A B and B A B A: two distinct seatings.
    outcomes = play_board("schafkopf", ["heuristic", "random"], board=3, seed=11)
    assert {o.rotation for o in outcomes} == {0, 1}
    assert len(outcomes) == 8
    for rotation in range(2):
        assert sum(o.score for o in outcomes if o.rotation == rotation) == 0
    three = play_board("skat", ["heuristic", "random"], board=3, seed=11)
    assert {o.rotation for o in three} == {0, 1}  # H R H and R H R
    for seat in range(3):
        assert {o.player for o in three if o.seat == seat} == {"heuristic", "random"}


def test_the_same_seed_gives_the_same_report_whatever_the_jobs() -> None:
    one = run_arena("skat", ["heuristic", "random"], 12, seed=4, jobs=1)
    two = run_arena("skat", ["heuristic", "random"], 12, seed=4, jobs=2)
    assert json.dumps(one.to_json()) == json.dumps(two.to_json())
    other = run_arena("skat", ["heuristic", "random"], 12, seed=5, jobs=1)
    assert json.dumps(one.to_json()) != json.dumps(other.to_json())


def test_arena_command_prints_a_table_and_json() -> None:
    runner = CliRunner()
    table = runner.invoke(app, ["arena", "jass", "--players", "heuristic,random", "--deals", "4"])
    assert table.exit_code == 0, table.output
    assert "| heuristic |" in table.output and "Jass points" in table.output
    as_json = runner.invoke(app, ["arena", "jass", "--deals", "4", "--json"])
    assert as_json.exit_code == 0
    data = json.loads(as_json.output)
    assert data["boards"] == 4 and {r["player"] for r in data["results"]} == {"heuristic", "random"}


def test_arena_command_refuses_unknown_players_and_games() -> None:
    runner = CliRunner()
    bad_player = runner.invoke(app, ["arena", "skat", "--players", "heuristic,oracle"])
    assert bad_player.exit_code != 0 and "oracle" in bad_player.output
    bad_game = runner.invoke(app, ["arena", "poker"])
    assert bad_game.exit_code != 0 and "poker" in bad_game.output


def test_bench_players_times_every_player_in_every_game() -> None:
    result = CliRunner().invoke(app, ["bench", "players", "--deals", "3"])
    assert result.exit_code == 0, result.output
    rows = [line.split() for line in result.output.splitlines()]
    rows = [row for row in rows if row and row[0] in ("random", "heuristic")]
    assert {(row[0], row[1]) for row in rows} == {
        (player, game)
        for player in ("random", "heuristic")
        for game in ("schafkopf", "jass", "skat")
    }


def test_role_duels_hold_the_contract_and_swap_only_the_card_players() -> None:
    # The first board that is played (not passed out) has duels.
    board = next(b for b in range(20) if play_role_duels("skat", ["heuristic", "random"], b, 3))
    duels = play_role_duels("skat", ["heuristic", "random"], board=board, seed=3)
    pairs = {(d.declarer_player, d.defender_player) for d in duels}
    assert pairs == {(x, y) for x in ("heuristic", "random") for y in ("heuristic", "random")}
    again = play_role_duels("skat", ["heuristic", "random"], board=board, seed=3)
    assert duels == again


def test_without_role_duels_the_same_boards_give_the_same_edges_and_no_role_edges() -> None:
    full = run_arena("schafkopf", ["heuristic", "random"], 10, seed=2)
    quick = run_arena("schafkopf", ["heuristic", "random"], 10, seed=2, role_duels=False)
    for with_duels, without in zip(full.reports, quick.reports, strict=True):
        assert without.edge == with_duels.edge and without.score == with_duels.score
        assert with_duels.declarer_edge.n > 0
        assert without.declarer_edge.n == without.defender_edge.n == 0
    document = json.dumps(quick.to_json(), allow_nan=False)
    assert json.loads(document)["results"][0]["declarer_edge"] == {
        "mean": None,
        "ci95": None,
        "n": 0,
    }
