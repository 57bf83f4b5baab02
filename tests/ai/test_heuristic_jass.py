"""The Schieber Jass rule-based player (RULES §2): its contract choice and the card-play
habits it is built on, each shown on a hand-made deal, its legality and reproducibility,
and its edge over random players.

Deals are written seat 0 first; with the dealer at seat 3, seat 0 is forehand: it chooses
(or pushes to seat 2) and leads the first trick, which seats 0, 1, 2, 3 play in order.
Seats 0 and 2 are partners against seats 1 and 3.
"""

import random
from collections.abc import Sequence

import pytest

from cardavia.ai.heuristic.jass import JassHeuristic, contract_values
from cardavia.ai.player import RandomPlayer
from cardavia.core.cards import format_card, parse_cards
from cardavia.core.game import Action, Play
from cardavia.games.jass import JASS
from cardavia.games.jass.actions import Choose
from cardavia.games.jass.state import JassState

PACK = [suit + rank for suit in "rbsa" for rank in "AKOUT9876"]

TRUMP_HAND = "rU r9 rA rK rT bK bO sK aO"
"""The roses Under, nine and ace with two more roses: a roses hand, not an Obenabe one."""
OBENABE_HAND = "rA rK rO bA bK sA sK aA aK"
UNDENUFE_HAND = "r6 r7 r8 b6 b7 s6 s7 a6 a7"
WEAK_HAND = "rT r8 bT b9 sO s8 aK a9 a8"


def deal(hands: Sequence[str], dealer: int = 3) -> JassState:
    return JASS.start(dealer, [parse_cards(hand.split()) for hand in hands])


def with_hand(hand: str) -> JassState:
    """A deal giving seat 0 ``hand`` and the rest of the pack to the others."""
    mine = set(hand.split())
    rest = [card for card in PACK if card not in mine]
    return deal([hand, *(" ".join(rest[9 * i : 9 * i + 9]) for i in range(3))])


def act(state: JassState, moves: str) -> JassState:
    """``state`` after the space-separated moves (a contract name, ``push`` or a card)."""
    for move in moves.split():
        verb = "play" if len(move) == 2 else "choose"
        state = state.apply(JASS.parse_action({verb: move}))
    return state


def decide(state: JassState) -> Action:
    """What the player to move in ``state`` does."""
    assert state.to_move is not None
    return JassHeuristic().act(state.observation(state.to_move), random.Random(0))


def played(state: JassState) -> str:
    action = decide(state)
    assert isinstance(action, Play)
    return format_card(action.card)


# ----------------------------------------------------------------- choosing (RULES §2.2)


@pytest.mark.parametrize(
    ("hand", "contract"),
    [(TRUMP_HAND, "r"), (OBENABE_HAND, "obenabe"), (UNDENUFE_HAND, "undenufe")],
)
def test_forehand_names_the_contract_its_hand_is_built_for(hand: str, contract: str) -> None:
    assert decide(with_hand(hand)) == Choose(contract)


def test_multipliers_weigh_losses_too_so_a_weak_hand_values_every_contract_below_zero() -> None:
    values = contract_values(parse_cards(WEAK_HAND.split()))
    assert all(value < 0 for value in values.values())
    assert values["undenufe"] < values["a"]  # x4 multiplies the expected loss


def test_weak_forehand_pushes_and_the_partner_must_choose_its_best() -> None:
    state = deal(
        [
            WEAK_HAND,
            "rA rK rO rU r9 bA bK bO bU",
            "r6 r7 b6 b7 b8 s6 s7 a6 a7",
            "sA sK sU sT s9 aA aO aU aT",
        ]
    )
    assert decide(state) == Choose("push")
    assert decide(act(state, "push")) == Choose("undenufe")


# ----------------------------------------------------------------- leading


def test_declarer_strong_in_trumps_leads_the_under_to_pull_trumps() -> None:
    state = act(with_hand(TRUMP_HAND), "r")
    assert played(state) == "rU"


def test_obenabe_declarer_cashes_a_sure_winner_before_leading_low() -> None:
    state = act(with_hand("rA rK r7 bA b6 sA s8 aA aK"), "obenabe")
    assert played(state) in {"rA", "rK", "bA", "sA", "aA", "aK"}


# ----------------------------------------------------------------- following

SMEAR_DEAL = (
    "bA bK rA rK rO sA aA aK aO",
    "bO bU bT b9 b6 rU rT sK aU",
    "sT s9 s7 s6 r9 r7 r6 a7 a6",
    "b8 b7 r8 sO sU s8 aT a9 a8",
)
"""Seat 2 has no bells; the bells ace its partner leads cannot be beaten in Obenabe."""

RUFF_DEAL = (
    "bT bA rA rK rO sA aA aK aO",
    "b6 bK bO bU b9 rT r8 sK aU",
    "b7 b8 r9 sO sU sT s8 aT a8",
    "rU r7 r6 s9 s7 s6 a9 a7 a6",
)
"""Seat 3 has no bells, and three roses: the Under and two small ones."""


EMPTY_TRICK_DEAL = (
    "b6 bA bK rA rK rO sA aA aK",
    "b7 bO bU bT b9 rT r8 sK aU",
    "rU r7 r6 s9 s7 s6 a9 a7 a6",
    "r9 b8 sO sU sT s8 aO aT a8",
)
"""Seat 2 has no bells, and three roses: the Under and two small ones."""


def test_smears_the_banner_on_the_partners_sure_trick() -> None:
    state = act(deal(SMEAR_DEAL), "obenabe bA b6")
    assert played(state) == "sT"


def test_does_not_spend_a_trump_on_an_empty_trick() -> None:
    state = act(deal(EMPTY_TRICK_DEAL), "r b6 b7")
    assert played(state)[0] != "r"


def test_ruffs_a_rich_trick_last_with_its_smallest_trump_keeping_the_under() -> None:
    state = act(deal(RUFF_DEAL), "r bT b6 b7")
    assert played(state) == "r6"


# ----------------------------------------------------------------- at the table


def test_only_legal_actions_at_a_table_with_random_players() -> None:
    players = [JassHeuristic(), RandomPlayer(), JassHeuristic(), RandomPlayer()]
    for seed in range(200):
        rng = random.Random(seed)
        state = JASS.new_deal(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            action = players[seat].act(state.observation(seat), rng)
            assert action in state.legal_actions()
            state = state.apply(action)


def test_decisions_follow_from_the_observation_alone() -> None:
    player = JassHeuristic()
    for seed in range(30):
        state = JASS.new_deal(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            observation = state.observation(seat)
            action = player.act(observation, random.Random(1))
            assert player.act(observation, random.Random(2)) == action
            state = state.apply(action)


def test_a_team_of_two_beats_a_team_of_random_players_on_the_same_deals() -> None:
    margin = 0
    for seed in range(60):
        for heuristic_team in (0, 1):
            players = [
                JassHeuristic() if seat % 2 == heuristic_team else RandomPlayer()
                for seat in range(4)
            ]
            rng = random.Random(seed)
            state = JASS.new_deal(seed, dealer=seed % 4)
            while not state.is_over:
                seat = state.to_move
                assert seat is not None
                state = state.apply(players[seat].act(state.observation(seat), rng))
            scores = state.result().team_scores
            margin += scores[heuristic_team] - scores[1 - heuristic_team]
    assert margin / 120 > 100
