"""`cardavia bench peers`: Cardavia against OpenSpiel's Skat and jass-kit (no timing asserted)."""

import random
import sys

import pytest
from typer.testing import CliRunner

from cardavia.benchmarks import peers
from cardavia.cli import app
from cardavia.core.state import PLAY
from cardavia.games.registry import GAMES

runner = CliRunner()
PEERS_REASON = "the peer engines are an optional extra: pip install 'cardavia[peers]'"


def test_bench_peers_names_every_engine_its_ratios_and_what_it_covers() -> None:
    pytest.importorskip("pyspiel", reason=PEERS_REASON)
    pytest.importorskip("jass", reason=PEERS_REASON)
    result = runner.invoke(app, ["bench", "peers", "--rounds", "1", "--deals", "3"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("build: ")
    engines = [f"cardavia {name}" for name in GAMES] + ["openspiel skat", "jass-kit"]
    for engine in engines:
        assert any(line.startswith(engine + " ") for line in lines), engine
        assert any(line.startswith(f"  {engine}: ") for line in lines), engine
    assert "  cardavia skat / openspiel skat: " in result.output
    assert "  cardavia jass / jass-kit: " in result.output
    assert "not installed" not in result.output


def test_bench_peers_without_the_peers_says_how_to_install_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A None entry in sys.modules makes an import fail as if the package were missing.
    for package in ("pyspiel", "jass"):
        for module in [package, *(name for name in sys.modules if name.startswith(package + "."))]:
            monkeypatch.setitem(sys.modules, module, None)
    result = runner.invoke(app, ["bench", "peers", "--rounds", "1", "--deals", "2"])
    assert result.exit_code == 0, result.output
    for name in ("openspiel skat", "jass-kit"):
        assert f"{name:<18} not installed (pip install 'cardavia[peers]')" in result.output
    assert "ratios" not in result.output
    assert "cardavia skat " in result.output


@pytest.mark.parametrize("name", list(GAMES))
def test_cardavia_card_play_starts_at_the_first_card(name: str) -> None:
    engine = peers.CardaviaEngine(GAMES[name])
    starts = engine.play_starts(4, random.Random(3))
    assert len(starts) == 4
    for state in starts:
        assert state.phase == PLAY
        assert not state.tricks and not state.trick
    steps = engine.play_cards(starts, random.Random(3))
    assert steps >= 4  # a Null or Tout can end after its first trick
    assert all(not state.is_over for state in starts), "the starts are not played on"


def test_jass_card_play_counts_every_card() -> None:
    engine = peers.CardaviaEngine(GAMES["jass"])
    assert engine.play_cards(engine.play_starts(3, random.Random(5)), random.Random(5)) == 3 * 36


def test_openspiel_skat_card_play_counts_the_cards_after_the_discard() -> None:
    pytest.importorskip("pyspiel", reason=PEERS_REASON)
    engine = peers.OpenSpielSkat()
    starts = engine.play_starts(3, random.Random(7))
    assert all(peers._openspiel_card_play(state) for state in starts)
    steps = engine.play_cards(starts, random.Random(7))
    assert 3 <= steps <= 3 * 30
    assert all(peers._openspiel_card_play(state) for state in starts), "starts are copied"


def test_jass_kit_card_play_counts_every_card() -> None:
    pytest.importorskip("jass", reason=PEERS_REASON)
    engine = peers.JassKit()
    starts = engine.play_starts(3, random.Random(9))
    assert all(state.trump != -1 and state.nr_played_cards == 0 for state in starts)
    assert engine.play_cards(starts, random.Random(9)) == 3 * 36
    assert all(state.nr_played_cards == 0 for state in starts), "starts are copied"
