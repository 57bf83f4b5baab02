"""The solver's outcome does not depend on the window it is asked with: a full solve
equals the outcome found by a bisection of null-window searches sharing one table (where
the table's bounds from earlier windows are reused), on positions of every contract type
from the first trick on, beyond what brute force can reach."""

from dataclasses import replace

import pytest

from ai.test_sampling import play_positions
from ai.test_solver import CONTRACTS
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import (
    Position,
    TranspositionTable,
    _Search,
    card_values,
    reaches,
    solve,
)
from cardavia.games.jass.scoring import LAST_TRICK_BONUS, MATCH_BONUS


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


@pytest.mark.parametrize("sweep_open", [True, False])
def test_a_side_whose_leader_cashes_every_trick_is_bounded_exactly(sweep_open: bool) -> None:
    """Jass Obenabe, two tricks left: the leader holds his suit's two top cards, nobody
    else holds that suit, the others throw their aces and kings. His side takes everything
    left, the last trick's bonus, and the Match bonus only while it has taken every trick
    so far; the other side takes nothing. The search cuts on sure tricks: in every window
    its answer must be the outcome, or a bound on the right side of it (fail-soft)."""
    state = play_positions("jass", "obenabe", seed=23, count=1)[0]
    rules = position_of(state).rules
    suits: dict[int, list[int]] = {}
    for card in rules.order:  # by suit, then power high to low
        if card >= 0:
            suits.setdefault(int(rules.suit_of[card]), []).append(int(card))
    hands = tuple(sum(1 << card for card in cards[:2]) for cards in suits.values())
    out = sum(int(rules.values[card]) for cards in suits.values() for card in cards[:2])
    edges = range(-1, out + LAST_TRICK_BONUS + MATCH_BONUS + 3, 3)
    for declaring in ((True, False, True, False), (False, True, False, True)):
        position = Position(rules, hands, declaring, 0, (), False, sweep_open)
        expected = out + LAST_TRICK_BONUS + (MATCH_BONUS if sweep_open else 0)
        expected = expected if declaring[0] else 0
        assert solve(position) == expected
        for alpha in edges:
            for beta in (edge for edge in edges if edge > alpha):
                found = _Search(position, TranspositionTable(bits=8)).run(alpha=alpha, beta=beta)
                if found <= alpha:
                    assert expected <= found, (alpha, beta, found)
                elif found >= beta:
                    assert expected >= found, (alpha, beta, found)
                else:
                    assert found == expected, (alpha, beta, found)
