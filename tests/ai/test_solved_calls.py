"""Calls are weighed by solved card play: a Null by whether the defenders, every hand open,
can make the declarer take a trick; no card of a deal weighing a Skat declarer's call is
played by the rule-based players; auction bids as the arena showed best; and a hint's
suggestion is the call the player itself makes."""

import math
import random
from typing import Any

import pytest

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.search import player as search_player
from cardavia.ai.search.player import SearchPlayer
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solver import solve
from cardavia.core.cards import parse_cards
from cardavia.core.state import PLAY
from cardavia.games.registry import GAMES
from cardavia.games.skat import SKAT
from cardavia.games.skat.actions import Declare
from cardavia.games.skat.state import BIDDING as SKAT_BIDDING
from cardavia.games.skat.state import DECLARE

NULLS = ("null", "null_ouvert")

DOUBTFUL_NULL = SKAT.start(
    2,  # dealer: seat 0 is forehand
    [
        parse_cards(["hA", "hO", "bT", "a7", "a8", "l7", "l8", "l9", "b7", "h7"]),
        parse_cards(["aU", "lU", "hU", "bU", "aA", "lA", "aK", "lK", "a9", "h8"]),
        parse_cards(["aO", "lT", "lO", "hT", "hK", "h9", "b8", "b9", "bO", "bK"]),
    ],
    parse_cards(["aT", "bA"]),
)
"""The reported hand: forehand wins the auction at 23, picks up the Acorn Ten and the
Bell Ace and puts them away, keeping the Heart Ace, the Heart Ober and the Bell Ten."""

TO_THE_DECLARATION = (
    {"bid": 23}, {"hold": True}, {"pass": True}, {"pass": True},
    {"pickup": True}, {"discard": ["aT", "bA"]},
)  # fmt: skip
"""Middlehand bids 23, forehand holds, both pass; forehand picks up and discards."""


def at_the_declaration() -> Any:
    state = DOUBTFUL_NULL
    for action in TO_THE_DECLARATION:
        state = state.apply(SKAT.parse_action(action))
    assert state.phase == DECLARE and state.to_move == 0
    return state


def test_a_null_is_worth_the_deals_the_defenders_cannot_beat_with_open_hands() -> None:
    seen = at_the_declaration().observation(0)
    advice = SearchPlayer(samples=24, budget_seconds=math.inf).advise(seen, random.Random(5))
    assert advice.deals == len(advice.weighed) > 0
    estimates = {estimate.action: estimate for estimate in advice.estimates}
    for name in NULLS:
        stats = estimates[Declare(name)].stats
        assert stats is not None
        made = [solve(position_of(sampled.apply(Declare(name)))) == 1 for sampled in advice.weighed]
        assert stats.won == sum(made) and stats.lost == len(made) - sum(made)
        assert estimates[Declare(name)].value < 0


def test_the_hint_at_the_declaration_is_what_the_player_declares() -> None:
    seen = at_the_declaration().observation(0)
    player = SearchPlayer(samples=12, budget_seconds=math.inf)
    hinted = player.advise(seen, random.Random(9)).best
    assert player.act(seen, random.Random(9)) == hinted


def calls(game: str, seed: int) -> list[Any]:
    """The states of a deal of the rule-based players before each call with a choice."""
    state = GAMES[game].new_deal(seed, dealer=seed % GAMES[game].players)
    model, rng, found = HeuristicPlayer(), random.Random(seed), []
    while not state.is_over and state.phase != PLAY:
        if len(state.legal_actions()) > 1:
            found.append(state)
        state = state.apply(model.act(state.observation(state.to_move), rng))
    return found


def weighing(state: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, list[str], int]:
    """The advice on the call, the phases the rule-based player was asked to act in
    while it was weighed, and how many solves of a whole deal's card play there were."""
    player = SearchPlayer(samples=3, budget_seconds=math.inf)
    solves, asked = [0], []
    solver, model_act = search_player.cuts_reached, player.model.act

    def counted(*arguments: Any) -> int:
        solves[0] += 1
        return solver(*arguments)

    def watched(seen: Any, rng: random.Random) -> Any:
        asked.append(seen.phase)
        return model_act(seen, rng)

    monkeypatch.setattr(search_player, "cuts_reached", counted)
    monkeypatch.setattr(player.model, "act", watched)
    advice = player.advise(state.observation(state.to_move), random.Random(7))
    return advice, asked, solves[0]


def test_a_skat_declarers_calls_are_weighed_by_card_play_solved_from_the_first_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Picking up, discarding, declaring: the rule-based player makes only the calls
    after it, and every weighed deal's card play is solved."""
    checked = 0
    for seed in range(1, 12):
        for state in calls("skat", seed):
            if state.phase == SKAT_BIDDING:
                continue
            advice, asked, solves = weighing(state, monkeypatch)
            if len(advice.estimates) < 2:
                continue  # one option worth weighing (candidates): nothing to solve
            assert PLAY not in asked and advice.deals > 0
            assert solves >= advice.deals
            checked += 1
    assert checked >= 3


def test_auction_bids_are_weighed_as_the_arena_showed_best(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Skat bid by deals the rule-based players play to the end; a Schafkopf bid by
    deals whose first three tricks they play and the rest is solved (README)."""
    [skat_bid, *_] = calls("skat", 3)
    advice, asked, solves = weighing(skat_bid, monkeypatch)
    assert solves == 0 and PLAY in asked and advice.deals > 0
    [schafkopf_bid, *_] = calls("schafkopf", 3)
    advice, asked, solves = weighing(schafkopf_bid, monkeypatch)
    assert solves > 0 and PLAY in asked and advice.deals > 0
