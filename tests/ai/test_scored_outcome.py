"""The outcome as the deal's score counts it (``cardavia bench solver``'s "scored" column):
the card points where the engines' scoring changes a deal's score, and the bisection of
null-window searches over them, against the full solve."""

import bisect

from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import CARDS, POINTS, TranspositionTable, solve
from cardavia.benchmarks.solver import first_tricks, score_thresholds, scored_outcome
from cardavia.games.skat.state import SkatState


def test_the_thresholds_are_where_the_rules_change_the_score() -> None:
    """Skat (RULES §3.5): won at 61, Schneider when a side has 30 or fewer, the cards put
    away counting for the declarer; Schafkopf (§1.5): 61, and Schneider at 91 for the
    declarer side or 90 for the defenders; Jass counts every point."""
    for state in first_tricks("skat", 12, seed=3):
        assert isinstance(state, SkatState) and state.contract is not None
        position = position_of(state)
        if state.contract.is_null:
            assert score_thresholds(state, position) is None
            continue
        put_away = state.skat if state.hand_game else state.discarded
        in_skat = sum(
            int(position.rules.values[card]) for card in range(CARDS) if put_away >> card & 1
        )
        assert score_thresholds(state, position) == (31 - in_skat, 61 - in_skat, 90 - in_skat)
    for state in first_tricks("schafkopf", 12, seed=3):
        position = position_of(state)
        expected = (31, 61, 91) if position.rules.objective == POINTS else None
        assert score_thresholds(state, position) == expected
    for state in first_tricks("jass", 3, seed=3):
        assert score_thresholds(state, position_of(state)) is None


def test_the_scored_outcome_is_the_full_solves_band() -> None:
    table = TranspositionTable(bits=18)
    for game in ("skat", "schafkopf", "jass"):
        for state in first_tricks(game, 4 if game == "jass" else 10, seed=5):
            position = position_of(state)
            thresholds = score_thresholds(state, position)
            exact = solve(position, TranspositionTable(bits=18))
            table.clear()
            band = exact if thresholds is None else bisect.bisect_right(thresholds, exact)
            assert scored_outcome(position, table, thresholds) == band, (game, exact, thresholds)
