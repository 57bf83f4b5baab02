"""The solver's outcome does not depend on the window it is asked with: a full solve
equals the outcome found by a bisection of null-window searches sharing one table (where
the table's bounds from earlier windows are reused), on positions of every contract type
from the first trick on, beyond what brute force can reach."""

from dataclasses import replace

import pytest

from ai.test_sampling import play_positions
from ai.test_solver import CONTRACTS
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import Position, TranspositionTable, card_values, reaches, solve


def bisected(position: Position, table: TranspositionTable) -> int:
    """The outcome found by null-window searches alone, as MTD-style solvers do."""
    low, high = 0, 300
    while low < high:
        middle = (low + high + 1) // 2
        if reaches(position, middle, table):
            low = middle
        else:
            high = middle - 1
    return low


@pytest.mark.parametrize(("game", "contract"), CONTRACTS)
def test_a_full_solve_equals_a_bisection_of_null_windows(game: str, contract: str) -> None:
    table = TranspositionTable(bits=16)
    for state in play_positions(game, contract, seed=21, count=12):
        if len(state.tricks) * state.players + len(state.trick) < 8:
            continue  # the first tricks take too long for the suite
        position = position_of(state)
        exact = solve(position)
        table.clear()
        assert bisected(position, table) == exact, (game, contract, state.history)
        values = card_values(position, table)
        best = max if position.declaring[state.to_move] else min
        assert best(values.values()) == exact


def test_a_cleared_table_forgets_what_it_learnt() -> None:
    """``clear`` leaves the rows in place under an old generation, and the keys know only
    the cards: the same cards with the sides swapped must then be solved afresh."""
    shared = TranspositionTable(bits=16)
    for game, contract in CONTRACTS:
        for state in play_positions(game, contract, seed=22, count=4):
            if len(state.tricks) < 3:
                continue
            position = position_of(state)
            swapped = replace(position, declaring=tuple(not side for side in position.declaring))
            for asked in (position, swapped):
                shared.clear()
                assert solve(asked, shared) == solve(asked), (game, contract, state.history)
