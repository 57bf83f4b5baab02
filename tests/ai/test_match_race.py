"""The solver's race to 3000 (the end of a Jass match, RULES §2.7), or to a house rules'
target (docs/house-rules.md §2), against brute force on the engine, which ends the match
the moment a team gets there."""

import itertools
import math
import random
from dataclasses import replace
from typing import Any

import pytest

from ai.test_solver import end_positions
from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.heuristic.common import winning_position, would_win
from cardavia.ai.search import match_end
from cardavia.ai.search import player as search_player
from cardavia.ai.search.inference import WeightedDeal
from cardavia.ai.search.match_end import MATCH_WORTH, match_worth, race_of, race_worth
from cardavia.ai.search.player import SearchPlayer
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import RACE_LOST, RACE_OPEN, RACE_WON, card_values
from cardavia.core.state import PLAY
from cardavia.games.jass import JASS
from cardavia.games.jass.scoring import TARGET
from cardavia.games.jass.state import JassState
from cardavia.games.jass.variants import JassVariants


def racing(state: JassState, needs: tuple[int, int], target: int = TARGET) -> JassState:
    """The same deal and play in a match to ``target``, from a match score at which each
    team needs ``needs`` more raw points to reach the target from the position reached."""
    multiplier = state.setup.contract.multiplier
    before = tuple(target - multiplier * (state.credits.raw[team] + needs[team]) for team in (0, 1))
    assert all(0 <= score < target for score in before)
    variants = JassVariants(target=target)
    again = JassState.deal(state.setup.dealer, state.setup.dealt, before, variants)  # type: ignore[arg-type]
    for _, action in state.history:
        again = again.apply(action)
    assert not again.is_over
    return again


def race_minimax(state: JassState, declaring_team: int) -> int:
    if state.is_over:
        if state.winner is None:
            return RACE_OPEN
        return RACE_WON if state.winner == declaring_team else RACE_LOST
    results = [
        race_minimax(state.apply(action), declaring_team) for action in state.legal_actions()
    ]
    mover_declares = state.to_move % 2 == declaring_team  # type: ignore[operator]
    return max(results) if mover_declares else min(results)


@pytest.mark.parametrize(
    ("contract", "target"), [("r", 3000), ("obenabe", 3000), ("undenufe", 3000), ("r", 1000)]
)
def test_the_race_to_the_target_equals_brute_force_on_the_engine(
    contract: str, target: int
) -> None:
    rng = random.Random(5)
    checked = 0
    outcomes = set()
    for played in end_positions("jass", contract, seed=11):
        if played.setup.stoeck_seat is not None and not played.stoeck_claimed:
            continue  # a Stöck still to come is counted early (match_end)
        state = racing(played, (rng.randint(1, 70), rng.randint(1, 70)), target)
        position = position_of(state)
        race = race_of(state, position)
        if race is None:
            continue
        values = card_values(replace(position, race=race))
        declaring_team = state.setup.chooser % 2  # type: ignore[operator]
        for action in state.legal_actions():
            after = race_minimax(state.apply(action), declaring_team)
            assert values[action.card] == after, (contract, action, state.history)
            outcomes.add(after)
        checked += 1
    assert checked >= 10
    assert outcomes == {RACE_WON, RACE_OPEN, RACE_LOST}


def test_no_race_where_neither_team_can_reach_3000_in_the_deal() -> None:
    state: Any = next(end_positions("jass", "r", seed=3))
    far = racing(state, (400, 400))
    assert race_of(far, position_of(far)) is None
    near = racing(state, (400, 10))
    race = race_of(near, position_of(near))
    assert race is not None and race.target + race.others_target == 410


def test_the_match_outweighs_any_deal() -> None:
    state: Any = next(end_positions("jass", "r", seed=3))
    position = position_of(state)
    declarer = state.setup.chooser
    assert race_worth(position, declarer, RACE_WON) == MATCH_WORTH
    assert race_worth(position, (declarer + 1) % 4, RACE_WON) == -MATCH_WORTH
    assert race_worth(position, declarer, RACE_OPEN) == 0
    assert match_worth(state, declarer) == 0.0


def seen_open(monkeypatch: pytest.MonkeyPatch, state: JassState) -> None:
    """The search player's sampled deals: the real one only (every hand as it is)."""

    def only_the_real_deal(*_: Any) -> Any:
        yield WeightedDeal(state, tuple(state.hands), 1.0)

    monkeypatch.setattr(search_player, "weighted_deals", only_the_real_deal)


def race_after(state: JassState, card: Any) -> int:
    return race_minimax(state.apply(card), state.setup.chooser % 2)  # type: ignore[operator]


def test_the_search_plays_for_the_match_where_a_team_can_end_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With every hand open, the player's card wins the race whenever one can; a player
    valuing only the deal's points (the match worth nothing) would have played another
    card in some of these positions."""
    rng = random.Random(9)
    player = SearchPlayer(samples=1, budget_seconds=math.inf)
    checked = differs = 0
    for played in itertools.islice(end_positions("jass", "r", seed=17), 25):
        state = racing(played, (rng.randint(5, 60), rng.randint(5, 60)))
        if race_of(state, position_of(state)) is None or len(state.legal_actions()) < 2:
            continue
        seat = state.to_move
        mine = RACE_WON if state.setup.chooser % 2 == seat % 2 else RACE_LOST  # type: ignore[operator]
        outcomes = {action: race_after(state, action) for action in state.legal_actions()}
        best = max(outcomes.values()) if mine == RACE_WON else min(outcomes.values())
        seen_open(monkeypatch, state)
        chosen = player.advise(state.observation(seat), random.Random(1)).best
        assert outcomes[chosen] == best, (outcomes, chosen, state.history)
        monkeypatch.setattr(match_end, "MATCH_WORTH", 0.0)
        unaware = player.advise(state.observation(seat), random.Random(1)).best
        monkeypatch.undo()
        differs += outcomes[unaware] != best
        checked += 1
    assert checked >= 10 and differs >= 1


def follows(game_seed: int) -> Any:
    """Positions of rule-based play where a seat follows to a trick with a choice."""
    model = HeuristicPlayer()
    state = JASS.new_deal(game_seed)
    while not state.is_over:
        seat = state.to_move
        if state.phase == PLAY and state.trick and len(state.legal_actions()) > 1:
            yield state
        state = state.apply(model.act(state.observation(seat), random.Random(0)))  # type: ignore[arg-type]


def takes(state: JassState, action: Any) -> bool:
    after = state.apply(action)
    if len(after.tricks) > len(state.tricks):
        return after.tricks[-1].winner == state.to_move
    rules = state.setup.contract.rules  # type: ignore[union-attr]
    return would_win(rules, state.trick, action.card) and len(after.trick) > len(state.trick)


@pytest.mark.parametrize("target", [3000, 1000])
def test_the_rule_based_player_takes_a_trick_that_would_end_the_match_for_either_team(
    target: int,
) -> None:
    """Where the player would have let a trick go, it takes it once its points would bring
    the opponents, or its own team, to the target."""
    model = HeuristicPlayer()
    far = target // 10  # more than any trick brings, and within the match score
    denied = sought = 0
    for game_seed in range(40):
        for state in follows(game_seed):
            seat = state.to_move
            assert seat is not None
            rules = state.setup.contract.rules  # type: ignore[union-attr]
            winners = [a for a in state.legal_actions() if would_win(rules, state.trick, a.card)]
            usual = model.act(state.observation(seat), random.Random(0))
            leading = (state.leader + winning_position(rules, state.trick)) % 4
            if not winners or usual in winners or leading % 2 == seat % 2:
                continue
            in_trick = rules.cards_points(state.trick)
            if in_trick == 0:
                continue
            mine = seat % 2
            needs = [far, far]
            needs[1 - mine] = in_trick  # the opponents end the match with this trick
            if state.setup.stoeck_seat is not None and not state.stoeck_claimed:
                continue  # Stöck would end the match before this trick
            deny = racing(state, (needs[0], needs[1]), target)
            assert model.act(deny.observation(seat), random.Random(0)) in winners
            denied += 1
            needs = [far, far]
            needs[mine] = in_trick + 20  # this trick, and a card of 20 or more, end it for us
            rich = [a for a in winners if in_trick + rules.values[a.card] >= needs[mine]]
            if rich:
                seek = racing(state, (needs[0], needs[1]), target)
                assert model.act(seek.observation(seat), random.Random(0)) in rich
                sought += 1
    assert denied >= 10 and sought >= 1, (denied, sought)
