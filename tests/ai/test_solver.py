"""The double-dummy solver against brute-force minimax over the engines themselves: on
random end positions of every game and contract type, the solver's outcome and the value
of every legal card equal what exhaustive search with the engine's own rules finds."""

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import (
    ALL_TRICKS,
    NO_TRICK,
    Kernel,
    SearchAborted,
    TranspositionTable,
    card_values,
    reaches,
    solve,
    warm_up,
)
from cardavia.core.state import PLAY
from cardavia.games.jass.scoring import LAST_TRICK_BONUS, MATCH_BONUS
from cardavia.games.jass.state import JassState
from cardavia.games.registry import GAMES
from cardavia.games.skat.state import SkatState

TRICKS = {"skat": 10, "schafkopf": 8, "jass": 9}
LEFT = {"skat": 4, "schafkopf": 3, "jass": 3}
"""Tricks left in the end positions: as many as brute force affords."""
CONTRACTS = [
    ("skat", "h"), ("skat", "grand"), ("skat", "null"),
    ("schafkopf", "rufer"), ("schafkopf", "wenz"), ("schafkopf", "solo"),
    ("schafkopf", "wenz_tout"), ("schafkopf", "solo_tout"),
    ("jass", "r"), ("jass", "obenabe"), ("jass", "undenufe"),
]  # fmt: skip
POSITIONS = 25


def end_positions(game: str, contract: str, seed: int) -> Iterator[Any]:
    """Deals steered into ``contract`` and played at random until a few tricks (and part
    of one) are left."""
    rng = random.Random(seed)
    found = 0
    deal = 0
    while found < POSITIONS:
        deal += 1
        state = GAMES[game].new_deal(seed * 100_000 + deal)
        target = (TRICKS[game] - LEFT[game]) * GAMES[game].players
        target += rng.randrange(GAMES[game].players)
        while not state.is_over:
            if state.phase == PLAY and played(state) == target:
                if contract_of(state) == contract:
                    found += 1
                    yield state
                break
            state = state.apply(steered(state, contract, rng))


def steered(state: Any, contract: str, rng: random.Random) -> Any:
    """A random action, but the wanted contract when it may be bid or declared (low bids
    for a Null), a Null declarer ducking and a Tout declarer playing high (a Tout played at
    random is mostly lost in its first tricks, and the search for end positions took
    minutes)."""
    actions = state.legal_actions()
    if state.phase != PLAY:
        wanted = [a for a in actions if contract in a.to_json().values()]
        if not wanted and contract == "null":
            wanted = [a for a in actions if a.to_json().get("bid", 0) <= 23]
        return rng.choice(wanted or actions)
    if contract == "null" and state.to_move == state.declarer:
        power = state.contract.rules.power
        return min(actions, key=lambda action: power[action.card])
    if contract.endswith("_tout") and state.to_move == state.declarer:
        power = rules_of(state).power
        return max(actions, key=lambda action: power[action.card])
    return rng.choice(actions)


def contract_of(state: Any) -> str:
    if isinstance(state, JassState):
        return str(state.setup.contract.name)
    if isinstance(state, SkatState):
        return str(state.contract.name)
    return str(state.setup.best.contract.kind)


def played(state: Any) -> int:
    return len(state.tricks) * state.players + len(state.trick)


def outcome(start: Any, end: Any, objective: int, declaring: tuple[bool, ...]) -> int:
    """What the declaring side got from ``start`` to the end of the deal ``end``."""
    new = end.tricks[len(start.tricks) :]
    rules = rules_of(start)
    if objective == NO_TRICK:
        return int(not any(declaring[trick.winner] for trick in new))
    if objective == ALL_TRICKS:
        complete = len(end.tricks) == TRICKS_BY_TYPE[type(start).__name__]
        return int(complete and all(declaring[trick.winner] for trick in new))
    points = sum(rules.cards_points(trick.cards) for trick in new if declaring[trick.winner])
    if isinstance(start, JassState):
        if declaring[end.tricks[-1].winner]:
            points += LAST_TRICK_BONUS
        if all(declaring[trick.winner] for trick in end.tricks):
            points += MATCH_BONUS
    return points


TRICKS_BY_TYPE = {"SkatState": 10, "SchafkopfState": 8, "JassState": 9}


def rules_of(state: Any) -> Any:
    if isinstance(state, JassState):
        return state.setup.contract.rules
    if hasattr(state, "contract") and state.contract is not None:
        return state.contract.rules
    return state.setup.best.contract.rules


def minimax(state: Any, start: Any, objective: int, declaring: tuple[bool, ...]) -> int:
    if state.is_over:
        return outcome(start, state, objective, declaring)
    results = [
        minimax(state.apply(action), start, objective, declaring)
        for action in state.legal_actions()
    ]
    return max(results) if declaring[state.to_move] else min(results)


@pytest.mark.parametrize(("game", "contract"), CONTRACTS)
def test_the_solver_equals_brute_force_on_end_positions(game: str, contract: str) -> None:
    for state in end_positions(game, contract, seed=7):
        position = position_of(state)
        objective = position.rules.objective
        values = card_values(position)
        for action in state.legal_actions():
            after = minimax(state.apply(action), state, objective, position.declaring)
            assert values[action.card] == after, (game, action, state.history)
        best = max(values.values()) if position.declaring[state.to_move] else min(values.values())
        assert solve(position) == best
        for points in (best - 1, best, best + 1):
            assert reaches(position, points) == (best >= points)


def test_a_search_past_its_node_limit_gives_up_and_leaves_the_table_true() -> None:
    state = next(end_positions("skat", "grand", seed=3))
    position = position_of(state)
    exact = solve(position)
    table = TranspositionTable(bits=12)
    table.limit_nodes(5)
    with pytest.raises(SearchAborted):
        solve(position, table)
    assert table.visited > 5
    table.limit_nodes(0)
    assert solve(position, table) == exact
    table.limit_nodes(table.visited + 1)
    assert solve(position, table) == exact


def test_warming_up_compiles_and_solves_a_tiny_deal() -> None:
    warm_up()


@pytest.mark.parametrize(("game", "contract"), CONTRACTS)
def test_every_contract_keeps_each_suit_in_power_order(game: str, contract: str) -> None:
    rules = position_of(next(end_positions(game, contract, seed=5))).rules
    rules.kernel.check_power_order()  # also done when the kernel is built


def test_a_contract_whose_suit_is_out_of_power_order_is_refused() -> None:
    rules = position_of(next(end_positions("skat", "grand", seed=5))).rules
    shuffled = rules.power_when_led.copy()
    first, second = (int(card) for card in rules.order[:2])  # the two best trumps
    shuffled[:, [first, second]] = shuffled[:, [second, first]]
    with pytest.raises(ValueError, match="power order"):
        Kernel.of(replace(rules, power_when_led=shuffled))


def test_a_contract_whose_followers_are_not_a_suit_is_refused() -> None:
    rules = position_of(next(end_positions("schafkopf", "solo", seed=5))).rules
    follow = rules.follow.copy()
    follow[int(rules.order[0])] = 0
    with pytest.raises(ValueError, match="followers"):
        Kernel.of(replace(rules, follow=follow))
