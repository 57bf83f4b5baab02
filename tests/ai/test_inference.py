"""Sampled deals are rebuilt on the engine, dropped when they could not have been played as
the seat saw them, and weighted by how likely the others' choices make them under the
learned policy model."""

import random
import time
from typing import Any

import pytest

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.policy.model import shipped_model
from cardavia.ai.search import player as search_player
from cardavia.ai.search.candidates import candidates
from cardavia.ai.search.deals import Inconsistent, first_state
from cardavia.ai.search.inference import FLOOR, replayed, weighted_deals
from cardavia.ai.search.player import CARD_POINTS, SCORE, STRONG, WIN_CHANCE, SearchPlayer
from cardavia.ai.search.sampling import constraints_of, sample
from cardavia.core.cards import RANK_CODES, rank_mask, suit_mask, suit_of
from cardavia.core.state import PLAY
from cardavia.games.jass.weis import candidates as weis_candidates
from cardavia.games.registry import GAMES
from cardavia.games.skat.actions import Bid, Discard

MODEL = HeuristicPlayer()
POLICY = shipped_model()
JACKS = rank_mask(RANK_CODES.index("U"))


def decisions(game: str, deals: int, seed: int = 0) -> list[Any]:
    """Every state of ``deals`` deals played by the rule-based players, before each action."""
    rng = random.Random(seed)
    found = []
    for number in range(deals):
        state = GAMES[game].new_deal(seed * 1000 + number)
        while not state.is_over:
            found.append(state)
            state = state.apply(MODEL.act(state.observation(state.to_move), rng))
    return found


def real_holdings(state: Any) -> tuple[int, ...]:
    """The slots of ``constraints_of``: the seats' hands, then the Skat pile (the cards out of
    every hand)."""
    if state.players == 4:
        return (*state.hands, 0)
    if state.hand_game is False:
        pile = state.setup.discarded if state.setup.discarded else 0
    else:
        pile = state.setup.skat
    return (*state.hands, pile)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_real_deal_is_always_consistent_and_rebuilt_exactly(game: str) -> None:
    for state in decisions(game, deals=4):
        seen = state.observation(state.to_move)
        rebuilt, weight = replayed(seen, real_holdings(state), None)
        assert rebuilt.history == state.history and rebuilt.phase == state.phase
        assert rebuilt.observation(state.to_move) == seen
        assert weight == 1.0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_weighted_deals_fit_the_observation_and_are_weighted_by_the_model(game: str) -> None:
    """Each deal's weight is the product, over the other seats' choices the seat saw, of
    the model's probability of the choice (at least ``FLOOR``)."""
    rng = random.Random(3)
    weights = set()
    for state in decisions(game, deals=2)[::5]:
        seen = state.observation(state.to_move)
        limits = constraints_of(seen)
        deals = list(weighted_deals(seen, limits, POLICY, rng, 6, time.perf_counter() + 5))
        assert deals, state
        for deal in deals:
            assert deal.state.observation(state.to_move) == seen
            assert 0 < deal.weight <= 1
            assert deal.weight == pytest.approx(expected_weight(seen, deal.holdings))
            weights.add(deal.weight)
    assert len(weights) > 3


def expected_weight(seen: Any, holdings: tuple[int, ...]) -> float:
    """The weight of the sampled deal ``holdings``, found by replaying it afresh."""
    state = first_state(seen, holdings)
    weight = 1.0
    for (seat, action), (_, shown) in zip(deal_actions(seen, holdings), seen.history, strict=True):
        choices = len(state.legal_actions())
        if seat != seen.seat and shown == action and choices > 1:
            weight *= max(FLOOR, POLICY.probability(state.observation(seat), action))
        state = state.apply(action)
    return weight


def deal_actions(seen: Any, holdings: tuple[int, ...]) -> list[tuple[int, Any]]:
    """The seen history, a hidden Skat discard filled in from the sampled pile."""
    return [
        (seat, Discard(holdings[3]) if action.to_json() == {"discard": None} else action)
        for seat, action in seen.history
    ]


def test_a_high_skat_bid_makes_deals_with_jacks_in_the_bidders_hand_likelier() -> None:
    """Over the deals where another seat bid 30 or more, the weighted share of Jacks in that
    seat's sampled hand is well above the share uniform sampling gives it."""
    rng = random.Random(4)
    weighted_jacks = plain_jacks = 0.0
    cases = 0
    for state in decisions("skat", deals=60, seed=7):
        if state.phase != "bidding" or state.bidding.value < 30 or cases >= 12:
            continue
        bidder = next(seat for seat, action in reversed(state.history) if isinstance(action, Bid))
        observer = state.to_move
        if bidder == observer:
            continue
        seen = state.observation(observer)
        deals = list(weighted_deals(seen, constraints_of(seen), POLICY, rng, 40, time.time() + 60))
        total = sum(deal.weight for deal in deals)
        weighted_jacks += (
            sum(d.weight * (d.holdings[bidder] & JACKS).bit_count() for d in deals) / total
        )
        plain_jacks += sum((d.holdings[bidder] & JACKS).bit_count() for d in deals) / len(deals)
        cases += 1
    assert cases >= 5
    assert weighted_jacks / cases > plain_jacks / cases + 0.3


def test_a_rufer_caller_holds_the_called_suit_but_never_the_ace_in_every_sample() -> None:
    rng = random.Random(5)
    checked = 0
    for state in decisions("schafkopf", deals=40, seed=2):
        seen = state.observation(state.to_move)
        if seen.phase != PLAY or seen.called_ace is None or seen.declarer == seen.seat:
            continue
        ace = seen.called_ace
        for deal in weighted_deals(seen, constraints_of(seen), POLICY, rng, 4, time.time() + 60):
            dealt = deal.state.setup.dealt[seen.declarer]
            assert not dealt >> ace & 1
            assert dealt & suit_mask(suit_of(ace)) & ~JACKS & ~rank_mask(RANK_CODES.index("O"))
        checked += 1
    assert checked > 20


def test_an_announced_weis_is_in_the_announcers_sampled_hand() -> None:
    rng = random.Random(6)
    checked = 0
    for state in decisions("jass", deals=30, seed=3):
        seen = state.observation(state.to_move)
        announced = [
            (seat, a)
            for seat, a in enumerate(seen.announcements)
            if a and seat != seen.seat and not seen.shown_weis[seat]
        ]
        if not announced:
            continue
        for deal in weighted_deals(seen, constraints_of(seen), POLICY, rng, 3, time.time() + 60):
            for seat, announcement in announced:
                held = weis_candidates(deal.state.setup.dealt[seat])
                assert any(
                    (c.kind, c.length, c.points)
                    == (announcement.kind, announcement.length, announcement.points)
                    for c in held
                )
        checked += 1
    assert checked >= 5


def test_a_deal_that_contradicts_the_play_is_refused() -> None:
    state = next(s for s in decisions("skat", deals=5) if s.phase == PLAY and s.tricks)
    seat = state.to_move
    seen = state.observation(seat)
    holdings = list(real_holdings(state))
    other = (seat + 1) % 3
    holdings[seat], holdings[other] = holdings[other], holdings[seat]
    with pytest.raises(Inconsistent):
        replayed(seen, tuple(holdings), None)
    assert sample(constraints_of(seen), random.Random(0))[seat] == seen.hand


def test_skat_bids_are_weighed_at_the_lowest_value_and_jacks_are_never_put_away() -> None:
    for state in decisions("skat", deals=30, seed=1):
        legal = tuple(state.legal_actions())
        kept = candidates(legal)
        assert set(kept) <= set(legal)
        bids = [a for a in kept if isinstance(a, Bid)]
        assert len(bids) <= 1
        if bids:
            assert bids[0].value == min(a.value for a in legal if isinstance(a, Bid))
        discards = [a for a in kept if isinstance(a, Discard)]
        if discards and any(not a.cards & JACKS for a in legal if isinstance(a, Discard)):
            assert all(not a.cards & JACKS for a in discards)


@pytest.mark.parametrize(
    ("game", "phase", "measure"),
    [("skat", "bidding", SCORE), ("jass", "choosing", SCORE), ("schafkopf", PLAY, CARD_POINTS)],
)
def test_advice_ranks_every_weighed_option_best_first(game: str, phase: str, measure: str) -> None:
    player = SearchPlayer(samples=6, budget_seconds=5)
    rng = random.Random(8)
    for state in decisions(game, deals=6, seed=5):
        seen = state.observation(state.to_move)
        late = phase != PLAY or len(state.tricks) >= 4
        if state.phase != phase or not late or len(seen.legal_actions) < 2:
            continue
        advice = player.advise(seen, rng)
        values = [estimate.value for estimate in advice.estimates]
        assert values == sorted(values, reverse=True)
        assert {e.action for e in advice.estimates} == set(candidates(tuple(seen.legal_actions)))
        assert advice.measure in (measure, WIN_CHANCE) and advice.deals >= 1
        assert player.act(seen, random.Random(8)) in seen.legal_actions
        return
    pytest.fail(f"no {game} decision in {phase}")


@pytest.mark.parametrize(("game", "tricks_done"), [("skat", 2), ("schafkopf", 1), ("jass", 2)])
def test_the_strong_level_solves_card_play_exactly_from_an_earlier_trick(
    game: str, tricks_done: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where Normal still solves only for the outcomes that change the score (cuts), Strong
    already solves every card's outcome exactly."""
    solves: list[str] = []
    for name in ("card_values", "card_cuts_reached"):
        solver = getattr(search_player, name)
        monkeypatch.setattr(search_player, name, spying(solves, name, solver))
    rng = random.Random(3)
    for state in decisions(game, deals=8, seed=9):
        seen = state.observation(state.to_move)
        if state.phase != PLAY or len(state.tricks) != tricks_done or state.trick:
            continue
        if len(candidates(tuple(seen.legal_actions))) < 2:
            continue
        SearchPlayer(samples=2, budget_seconds=60).advise(seen, rng)
        assert solves == ["card_cuts_reached"] * 2
        solves.clear()
        SearchPlayer(2, 60, STRONG.solvable_cards).advise(seen, rng)
        assert solves == ["card_values"] * 2
        return
    pytest.fail(f"no {game} lead after {tricks_done} tricks")


def spying(calls: list[str], name: str, function: Any) -> Any:
    def spy(*arguments: Any) -> Any:
        calls.append(name)
        return function(*arguments)

    return spy
