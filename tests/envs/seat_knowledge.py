"""Random deals of every game and house-rule set, and the cards a seat may know, worked out
from the full state by the rules (RULES.md), independently of any observation or encoder.

The envs tests check the encodings and the PettingZoo observations against it.
"""

import random
from collections.abc import Iterator

from cardavia.core.cards import CardSet
from cardavia.core.game import Action, State
from cardavia.core.variants import Variants
from cardavia.games.registry import GAMES

GAME_NAMES = tuple(GAMES)


def every_variant(game: str) -> tuple[Variants, ...]:
    """Every house-rule set of ``game``, the rulebook's first."""
    return GAMES[game].variants.every_combination()


def choose(rng: random.Random, legal: tuple[Action, ...], seed: int) -> Action:
    """A random legal action; every other deal leans towards the first or the last one,
    which reaches the quieter corners (thrown-in deals, low bids, Null, Ramsch)."""
    lean = seed % 3
    if lean and rng.random() < 0.5:
        return legal[0] if lean == 1 else legal[-1]
    return rng.choice(legal)


def random_states(game: str, seed: int, variants: Variants) -> Iterator[State]:
    """Every state of one seeded random deal of ``game`` by ``variants``, the last over."""
    rng = random.Random(seed)
    state: State = GAMES[game].new_deal(seed, variants=variants)
    yield state
    while not state.is_over:
        state = state.apply(choose(rng, tuple(state.legal_actions()), seed))
        yield state


def played_cards(state: State) -> CardSet:
    """Every card played so far: the completed tricks and the trick in progress."""
    played = 0
    for trick in state.tricks:  # type: ignore[attr-defined]
        for card in trick.cards:
            played |= 1 << card
    for card in state.trick:  # type: ignore[attr-defined]
        played |= 1 << card
    return played


def knowable_cards(game: str, state: State, seat: int) -> CardSet:
    """The cards ``seat`` may know of now: its own hand, the cards played, and what the
    rules show it: in Skat the skat to a declarer who picked it up (and the two put away)
    and the declarer's hand to everybody in Null Ouvert; in Jass the scoring team's Weis
    after the first trick."""
    known = state.hands[seat] | played_cards(state)  # type: ignore[attr-defined]
    if game == "skat":
        if seat == state.declarer and state.hand_game is False:  # type: ignore[attr-defined]
            known |= state.skat | state.discarded  # type: ignore[attr-defined]
        contract = state.contract  # type: ignore[attr-defined]
        if contract is not None and contract.ouvert:
            known |= state.hands[state.declarer]  # type: ignore[attr-defined]
    if game == "jass" and state.tricks:  # type: ignore[attr-defined]
        setup = state.setup  # type: ignore[attr-defined]
        if setup.weis_seat is not None:
            for holder in (setup.weis_seat, (setup.weis_seat + 2) % 4):
                for combination in setup.weis[holder]:
                    known |= combination.cards
    return known
