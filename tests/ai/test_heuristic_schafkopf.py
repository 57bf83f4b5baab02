"""The Schafkopf rule-based player (RULES §1): its bids and the card-play habits it is
built on, each shown on a hand-made deal, and its legality at a table with random players.

Deals are written seat 0 first; with the dealer at seat 3, seat 0 is forehand: it speaks
first and leads the first trick.
"""

import random
from collections.abc import Sequence

import pytest

from cardavia.ai.heuristic.schafkopf import SchafkopfHeuristic
from cardavia.ai.player import RandomPlayer
from cardavia.core.cards import parse_cards
from cardavia.core.game import Action, Play
from cardavia.games.schafkopf import SCHAFKOPF
from cardavia.games.schafkopf.actions import Bid, Pass
from cardavia.games.schafkopf.state import SchafkopfState

PACK = " ".join(suit + rank for suit in "alhb" for rank in "ATKOU987")

SOLO_HEARTS = (
    "aA aT aK a9 l9 l8 b9 b8",
    "aO lO hO bO hA hT hK a7",
    "a8 lK h9 h8 h7 bA bT bK",
    "aU lA lT l7 lU hU bU b7",
)
"""Seat 1 holds seven trumps for a hearts Solo; seat 3 has no plain acorn."""

RUFER_ACORNS = (
    "a9 a8 lA lT l9 h7 b7 b8",
    "aO lO hO aU hA hK a7 l7",
    "aA aT aK lK l8 bA bT bK",
    "lU hT hU h9 h8 bO bU b9",
)
"""Seat 1 may call the acorn ace, which seat 2 holds; seat 0 holds two small acorns."""

RUNNING_AWAY = (
    "aA a9 a8 a7 lA l9 b9 b8",
    "aO lO hO aU hA hK aK l7",
    "aT lT lK l8 bA bT bK h7",
    "lU hT hU h9 h8 bO bU b7",
)
"""Seat 0 holds the acorn ace and three more acorns: it may run away."""


def deal(hands: Sequence[str], dealer: int = 3) -> SchafkopfState:
    return SCHAFKOPF.start(dealer, [parse_cards(hand.split()) for hand in hands])


def with_hand(hand: str, dealer: int = 3) -> SchafkopfState:
    """A deal giving seat 0 ``hand`` and the rest of the pack to the others."""
    mine = set(hand.split())
    rest = [card for card in PACK.split() if card not in mine]
    others = [" ".join(rest[8 * i : 8 * i + 8]) for i in range(3)]
    return deal([hand, *others], dealer)


def act(state: SchafkopfState, *actions: str) -> SchafkopfState:
    """``state`` after the actions: ``pass``, a bid such as ``rufer a``, or a card code."""
    for text in actions:
        kind, _, suit = text.partition(" ")
        if text == "pass":
            record: dict[str, object] = {"pass": True}
        elif len(text) == 2:
            record = {"play": text}
        else:
            record = {"bid": kind, **({"suit": suit} if suit else {})}
        state = state.apply(SCHAFKOPF.parse_action(record))
    return state


def choice(state: SchafkopfState) -> Action:
    assert state.to_move is not None
    return SchafkopfHeuristic().act(state.observation(state.to_move), random.Random(0))


def bid_of(state: SchafkopfState) -> str:
    action = choice(state)
    if isinstance(action, Pass):
        return "pass"
    assert isinstance(action, Bid)
    suit = action.to_json().get("suit")
    return action.contract.kind + ("" if suit is None else f" {suit}")


def card_of(state: SchafkopfState) -> str:
    action = choice(state)
    assert isinstance(action, Play)
    return action.to_json()["play"]


# ----------------------------------------------------------------------------- bidding


def test_sie_is_bid_whenever_allowed() -> None:
    assert bid_of(with_hand("aO lO hO bO aU lU hU bU")) == "sie"


def test_a_weak_hand_passes() -> None:
    assert bid_of(with_hand("a8 a7 l8 l7 h7 b9 b8 b7")) == "pass"


def test_a_rufer_calls_the_suit_with_a_single_card() -> None:
    """Five trumps with two Obers; one leaf, two acorns: the leaf ace is called."""
    assert bid_of(with_hand("aO lO hU hA hK a9 a8 l7")) == "rufer l"


def test_a_rufer_with_three_trumps_is_not_bid() -> None:
    assert bid_of(with_hand("aO lO hA a9 a8 l7 bK b7")) == "pass"


def test_long_strong_trumps_make_a_solo_rather_than_a_rufer() -> None:
    assert bid_of(with_hand("aO lO hO aU lU hA hT a7")) == "solo h"


def test_a_wenz_needs_high_unters_and_aces() -> None:
    assert bid_of(with_hand("aU lU hU aA aT lA bA b7")) == "wenz"
    assert bid_of(with_hand("hU bU aA aT lA l7 b8 b7")) == "pass"


def test_a_tout_is_bid_only_when_every_trick_is_sure() -> None:
    assert bid_of(with_hand("aU lU hU bU aA aT aK bA")) == "wenz_tout"
    assert bid_of(with_hand("aU lU hU bU aA aT a9 bA")) != "wenz_tout"


def test_no_higher_bid_than_the_hand_carries() -> None:
    """Seat 3 (forehand with dealer 2) names a Wenz: a Rufer hand may not outbid it."""
    state = act(with_hand("aO lO hU hA hK a9 a8 l7", dealer=2), "wenz")
    assert state.to_move == 0
    assert bid_of(state) == "pass"


# ----------------------------------------------------------------------------- card play


def test_the_defenders_search_the_called_ace() -> None:
    state = act(deal(RUFER_ACORNS), "pass", "rufer a", "pass", "pass")
    assert card_of(state) == "a8"


def test_the_holder_of_the_called_ace_runs_away_with_three_more() -> None:
    state = act(deal(RUNNING_AWAY), "pass", "rufer a", "pass", "pass")
    assert card_of(state) == "a7"


def test_the_lone_declarer_pulls_trumps_with_the_top_trump() -> None:
    state = act(deal(SOLO_HEARTS, dealer=0), "solo h", "pass", "pass", "pass")
    assert state.to_move == 1
    assert card_of(state) == "aO"


def test_points_are_smeared_onto_a_friends_sure_trick() -> None:
    """Seat 0's acorn ace holds the trick; seat 3, last and out of acorns, gives its ace."""
    state = act(deal(SOLO_HEARTS), "pass", "solo h", "pass", "pass", "aA", "a7", "a8")
    assert card_of(state) == "lA"


def test_a_trick_lost_to_the_declarer_gets_the_least() -> None:
    """The declarer's top trump leads; seat 3 must give a trump: the lowest of its Unters."""
    state = act(deal(SOLO_HEARTS, dealer=0), "solo h", "pass", "pass", "pass", "aO", "h7")
    assert state.to_move == 3
    assert card_of(state) == "bU"


def test_the_last_player_takes_a_rich_trick_with_the_cheapest_winner() -> None:
    """Seat 2's hearts Solo: the acorn ten and king are trumped by the declarer's nine;
    seat 3, last, overtrumps with its lowest Unter, which nobody can beat any more."""
    hands = (
        "aT a9 a8 a7 l9 l8 b9 b8",
        "aA aK lT lK h8 h7 bA bT",
        "aO lO hO bO hA hT hK h9",
        "aU lU hU bU lA l7 bK b7",
    )
    state = act(deal(hands), "pass", "pass", "solo h", "pass", "aT", "aK", "h9")
    assert card_of(state) == "bU"


def test_a_poor_trick_is_not_worth_a_trump() -> None:
    """The same, but the acorns led are worth nothing: seat 3 keeps its Unters."""
    hands = (
        "aT a9 a8 a7 l9 l8 b9 b8",
        "aA aK lT lK h8 h7 bA bT",
        "aO lO hO bO hA hT hK h9",
        "aU lU hU bU lA l7 bK b7",
    )
    state = act(deal(hands), "pass", "pass", "solo h", "pass", "a9", "aK", "h9")
    assert card_of(state) in ("l7", "b7")


# ----------------------------------------------------------------------------- legality


def test_the_same_observation_gives_the_same_action() -> None:
    state = act(deal(SOLO_HEARTS), "pass", "solo h", "pass", "pass", "aA")
    observation = state.observation(1)
    player = SchafkopfHeuristic()
    first = player.act(observation, random.Random(1))
    assert all(player.act(observation, random.Random(seed)) == first for seed in range(5))


@pytest.mark.parametrize("heuristic_seats", [(0, 2), (1, 3)])
def test_only_legal_actions_at_a_table_with_random_players(
    heuristic_seats: tuple[int, int],
) -> None:
    """Random players bid every contract, Touts included, so the heuristic defends and
    partners in all of them."""
    heuristic, other = SchafkopfHeuristic(), RandomPlayer()
    for seed in range(300):
        rng = random.Random(seed)
        state = SCHAFKOPF.new_deal(seed)
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            player = heuristic if seat in heuristic_seats else other
            action = player.act(state.observation(seat), rng)
            assert action in state.legal_actions()
            state = state.apply(action)
