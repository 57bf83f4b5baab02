"""Deals sampled for a seat fit everything it has seen, never exclude the real deal, and
spread the unseen cards over every place they may be."""

import random
from typing import Any

import pytest

from ai.test_solver import CONTRACTS, contract_of, steered
from cardavia.ai.search.inference import replayed
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.sampling import constraints_of, sample
from cardavia.core.state import PLAY
from cardavia.games.registry import GAMES


def play_positions(game: str, contract: str, seed: int, count: int) -> list[Any]:
    """States in the card play of deals steered into ``contract``, at random points."""
    rng = random.Random(seed)
    found: list[Any] = []
    deal = 0
    while len(found) < count:
        deal += 1
        state = GAMES[game].new_deal(seed * 1000 + deal)
        stop = rng.randrange(1, 30)
        while not state.is_over:
            played = len(state.tricks) * state.players + len(state.trick)
            if state.phase == PLAY and played >= stop:
                if contract_of(state) == contract:
                    found.append(state)
                break
            state = state.apply(steered(state, contract, rng))
    return found


def real_holdings(state: Any) -> list[int]:
    holdings = list(state.hands)
    skat = getattr(state.setup, "discarded", None) or getattr(state.setup, "skat", None)
    holdings.append(skat if state.players == 3 and skat is not None else 0)
    return holdings


@pytest.mark.parametrize(("game", "contract"), CONTRACTS)
def test_samples_fit_what_the_seat_saw_and_the_real_deal_is_one_of_them(
    game: str, contract: str
) -> None:
    rng = random.Random(5)
    for state in play_positions(game, contract, seed=3, count=15):
        for seat in range(state.players):
            limits = constraints_of(state.observation(seat))
            real = real_holdings(state)
            assert real[seat] == limits.known[seat] == state.hands[seat]
            for slot, cards in enumerate(real):
                unseen_part = cards & limits.unseen
                assert unseen_part & ~limits.allowed[slot] == 0, (game, seat, slot)
                assert cards & ~limits.unseen == limits.known[slot] or slot >= state.players
            for _ in range(5):
                holdings = sample(limits, rng)
                assert [h.bit_count() for h in holdings] == list(limits.sizes)
                union = 0
                for slot, cards in enumerate(holdings):
                    assert cards & limits.known[slot] == limits.known[slot]
                    assert cards & ~limits.known[slot] & ~limits.allowed[slot] == 0
                    assert union & cards == 0
                    union |= cards
                assert union & limits.unseen == limits.unseen


@pytest.mark.parametrize(("game", "contract"), CONTRACTS)
def test_unseen_cards_go_to_every_place_they_may_be(game: str, contract: str) -> None:
    rng = random.Random(9)
    state = play_positions(game, contract, seed=11, count=1)[0]
    limits = constraints_of(state.observation(state.to_move))
    places: dict[int, set[int]] = {}
    for _ in range(400):
        for slot, cards in enumerate(sample(limits, rng)):
            for card in range(64):
                if (cards & limits.unseen) >> card & 1:
                    places.setdefault(card, set()).add(slot)
    for card, seen_in in places.items():
        may = {s for s in range(len(limits.sizes)) if limits.allowed[s] >> card & 1}
        roomy = {s for s in may if limits.sizes[s] > limits.known[s].bit_count()}
        assert seen_in == roomy, (game, card)


@pytest.mark.parametrize(("game", "contract"), CONTRACTS)
def test_a_seat_dealt_the_real_cards_rebuilds_the_real_position(game: str, contract: str) -> None:
    for state in play_positions(game, contract, seed=4, count=15):
        real = position_of(state)
        for seat in range(state.players):
            rebuilt, weight = replayed(state.observation(seat), tuple(real_holdings(state)), None)
            seen = position_of(rebuilt)
            assert weight == 1.0
            assert seen.hands == real.hands and seen.declaring == real.declaring
            assert (seen.leader, seen.trick) == (real.leader, real.trick)
            assert (seen.called_open, seen.sweep_open) == (real.called_open, real.sweep_open)
            assert seen.rules is real.rules
