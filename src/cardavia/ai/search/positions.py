"""Positions for the double-dummy solver, read from a game state with every hand known.

A state is the engine's own (a real deal, or a deal sampled for a player): its contract's
``TrickRules`` and the game's follow rules become the solver's tables, so the solver plays
exactly the engines' rules.
"""

from functools import cache

import numpy as np

from cardavia.ai.search.solver import ALL_TRICKS, CARDS, NO_TRICK, POINTS, Position, Rules
from cardavia.core.tricks import TrickRules
from cardavia.games.jass.contracts import JassContract
from cardavia.games.jass.scoring import LAST_TRICK_BONUS, MATCH_BONUS
from cardavia.games.jass.state import JassState
from cardavia.games.schafkopf.state import SchafkopfState
from cardavia.games.skat.state import SkatState


def position_of(state: object) -> Position:
    """The card-play position of ``state`` (its contract chosen, the deal not over)."""
    if isinstance(state, SkatState):
        return _skat(state)
    if isinstance(state, SchafkopfState):
        return _schafkopf(state)
    if isinstance(state, JassState):
        return _jass(state)
    raise TypeError(f"no double-dummy position for {type(state).__name__}")


def _skat(state: SkatState) -> Position:
    contract = state.contract
    assert contract is not None and state.declarer is not None
    objective = NO_TRICK if contract.is_null else POINTS
    rules = _plain_rules(contract.rules, objective, -1, -1)
    declaring = tuple(seat == state.declarer for seat in range(state.players))
    return _position(state, rules, declaring, called_open=False)


def _schafkopf(state: SchafkopfState) -> Position:
    contract = state.setup.best.contract if state.setup.best else None
    assert contract is not None and state.declarer is not None
    ace = contract.called_ace if contract.called_ace is not None else -1
    holder = state.partner if state.partner is not None else -1
    objective = ALL_TRICKS if contract.tout else POINTS
    rules = _plain_rules(contract.rules, objective, ace, holder)
    team = {state.declarer, holder}
    declaring = tuple(seat in team for seat in range(state.players))
    called_open = ace >= 0 and not state.called_suit_led
    return _position(state, rules, declaring, called_open=called_open)


def _jass(state: JassState) -> Position:
    contract = state.setup.contract
    chooser = state.setup.chooser
    assert contract is not None and chooser is not None
    rules = _jass_rules(contract)
    declaring = tuple(seat % 2 == chooser % 2 for seat in range(state.players))
    return _position(state, rules, declaring, called_open=False)


def _position(
    state: SkatState | SchafkopfState | JassState,
    rules: Rules,
    declaring: tuple[bool, ...],
    called_open: bool,
) -> Position:
    # Only the Jass Match bonus asks whether one side took every trick; elsewhere keeping
    # the flag would split the transposition table's positions in two for nothing.
    sweep_open = bool(rules.sweep_bonus) and all(declaring[t.winner] for t in state.tricks)
    return Position(
        rules=rules,
        hands=tuple(state.hands),
        declaring=declaring,
        leader=state.leader,
        trick=tuple(state.trick),
        called_open=called_open,
        sweep_open=sweep_open,
    )


@cache
def _plain_rules(rules: TrickRules, objective: int, ace: int, holder: int) -> Rules:
    """Follow the effective suit led (Skat, Schafkopf), perhaps with a called ace."""
    follow = [rules.suit_masks[suit] if suit >= 0 else 0 for suit in rules.suit_of]
    return _rules(rules, follow, objective, ace=ace, holder=holder)


@cache
def _jass_rules(contract: JassContract) -> Rules:
    return _rules(
        contract.rules,
        list(contract.follow_masks),
        POINTS,
        jass_trumps=contract.rules.trumps,
        trumps_above=list(contract.trumps_above),
        trump_under=contract.trump_under_bit,
        last_trick_bonus=LAST_TRICK_BONUS,
        sweep_bonus=MATCH_BONUS,
    )


def _rules(
    rules: TrickRules,
    follow: list[int],
    objective: int,
    *,
    ace: int = -1,
    holder: int = -1,
    jass_trumps: int = 0,
    trumps_above: list[int] | None = None,
    trump_under: int = 0,
    last_trick_bonus: int = 0,
    sweep_bonus: int = 0,
) -> Rules:
    in_pack = [card for card in range(CARDS) if rules.suit_of[card] >= 0]
    in_pack.sort(key=lambda card: (rules.suit_of[card], -rules.power[card]))
    order = np.full(CARDS, -1, dtype=np.int64)
    order[: len(in_pack)] = in_pack
    return Rules(
        follow=np.array(follow, dtype=np.int64),
        suit_of=np.array(rules.suit_of, dtype=np.int64),
        power_when_led=np.array(rules.power_when_led, dtype=np.int64),
        values=np.array(rules.values, dtype=np.int64),
        order=order,
        jass_trumps=jass_trumps,
        trumps_above=np.array(trumps_above or [0] * CARDS, dtype=np.int64),
        trump_under=trump_under,
        called_ace=ace,
        holder=holder,
        objective=objective,
        last_trick_bonus=last_trick_bonus,
        sweep_bonus=sweep_bonus,
    )
