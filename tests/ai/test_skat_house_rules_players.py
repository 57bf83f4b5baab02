"""The AI players under Skat's house rules (docs/house-rules.md §0, §3): the rule-based
player's Kontra, Re and Ramsch play on hand-built deals, and the search player taking a
double or a Ramsch card without fault.

Every deal here uses dealer 2, so seat 0 is forehand, seat 1 middlehand and seat 2
rearhand.
"""

import random

from typer.testing import CliRunner

from cardavia.ai.arena import play_board, play_role_duels
from cardavia.ai.heuristic.skat import SkatHeuristic
from cardavia.ai.search.player import SearchPlayer
from cardavia.cli import app
from cardavia.core.cards import parse_card, parse_cards
from cardavia.core.doubling import KONTRA_ACTION, RE_ACTION
from cardavia.core.game import PLAYS, Play
from cardavia.games.skat import SKAT
from cardavia.games.skat.state import SkatState
from cardavia.games.skat.variants import SkatVariants

DEALER = 2
PLAYER = SkatHeuristic()
RNG = random.Random(0)
BOTH = SkatVariants(kontra=True, ramsch=True)

# Seat 1 holds five trumps against seat 0's hearts, with the two top Unters and side
# aces; seat 2 holds no trump.
TRUMP_RICH = (
    "hU bU hO h9 h8 h7 bA bT bK a7",
    "aU lU hA hT hK aA aT aK lA lT",
    "aO a9 a8 lK lO l9 l8 l7 bO b9",
)
TRUMP_RICH_SKAT = "b8 b7"

# Seat 0 holds the four Unters and the aces and tens of acorns, leaves and hearts.
GRAND_HAND = (
    "aU lU hU bU aA aT lA lT hA hT",
    "aK aO a9 a8 a7 lK lO l9 l8 l7",
    "hK hO h9 h8 h7 bA bT bK bO b9",
)
GRAND_SKAT = "b8 b7"

# Seat 0 is weak in hearts: hU and four low hearts, no ace.
WEAK_HEARTS = (
    "hU h9 h8 h7 a7 a8 l7 l8 b7 b8",
    "aU lU hA hT aA aT aK lA lT lK",
    "bU hK hO aO a9 lO l9 bA bT bK",
)
WEAK_SKAT = "bO b9"


def deal(hands: tuple[str, ...], skat: str, variants: SkatVariants = BOTH) -> SkatState:
    dealt = [parse_cards(hand.split()) for hand in hands]
    return SKAT.start(DEALER, dealt, parse_cards(skat.split()), variants)


def act(state: SkatState, *actions: str) -> SkatState:
    """``state`` after actions written as record verbs ("pass", "bid 18", "hand",
    "declare h", "kontra", "re") or bare card codes to play."""
    for text in actions:
        verb, *args = text.split()
        if verb == "bid":
            state = state.apply(SKAT.parse_action({"bid": int(args[0])}))
        elif verb == "declare":
            state = state.apply(SKAT.parse_action({"declare": args[0]}))
        elif verb in ("pass", "hand", "kontra", "re"):
            state = state.apply(SKAT.parse_action({verb: True}))
        else:
            state = state.apply(PLAYS[parse_card(verb)])
    return state


def declared_hand(hands: tuple[str, ...], skat: str, contract: str) -> SkatState:
    """Forehand takes the game at 18 and plays ``contract`` Hand."""
    return act(deal(hands, skat), "pass", "pass", "bid 18", "hand", f"declare {contract}")


def choice(state: SkatState) -> object:
    assert state.to_move is not None
    return PLAYER.act(state.observation(state.to_move), RNG)


def test_a_defender_with_five_trumps_and_side_aces_says_kontra():
    state = act(declared_hand(TRUMP_RICH, TRUMP_RICH_SKAT, "h"), "a7")
    assert choice(state) == KONTRA_ACTION


def test_a_defender_without_trumps_does_not_say_kontra():
    state = act(declared_hand(TRUMP_RICH, TRUMP_RICH_SKAT, "h"), "a7", "aA")
    assert KONTRA_ACTION in state.legal_actions()
    assert isinstance(choice(state), Play)


def test_nobody_says_kontra_against_a_null():
    state = act(declared_hand(TRUMP_RICH, TRUMP_RICH_SKAT, "null"), "a7")
    assert isinstance(choice(state), Play)


def test_the_declarer_of_a_sure_game_says_re():
    state = act(declared_hand(GRAND_HAND, GRAND_SKAT, "grand"), "aU", "kontra", "aK", "hK")
    assert RE_ACTION in state.legal_actions()
    assert choice(state) == RE_ACTION


def test_the_declarer_of_a_weak_game_does_not_say_re():
    state = act(declared_hand(WEAK_HEARTS, WEAK_SKAT, "h"), "h7", "kontra", "hA", "hK")
    state = act(state, "aA", "aO")  # seat 1 took the first trick; the declarer's turn
    assert RE_ACTION in state.legal_actions()
    assert isinstance(choice(state), Play)


def test_in_a_ramsch_a_trick_one_must_take_is_taken_with_the_fewest_points():
    # Seat 0 leads a7; seat 1's acorns (aA aT aK) all beat it: it plays aK (4 points),
    # not the ace or the ten, and seat 2 may still take the trick.
    state = act(deal(TRUMP_RICH, TRUMP_RICH_SKAT), "pass", "pass", "pass", "a7")
    assert choice(state) == PLAYS[parse_card("aK")]


def test_in_a_ramsch_the_richest_card_that_loses_is_given_away():
    # After a7 and aA, seat 2's acorns (aO a9 a8) all lose: it gives away aO (3 points).
    state = act(deal(TRUMP_RICH, TRUMP_RICH_SKAT), "pass", "pass", "pass", "a7", "aA")
    assert choice(state) == PLAYS[parse_card("aO")]


def test_in_a_ramsch_a_hand_of_masters_plays_on_for_the_durchmarsch():
    # Seat 0 holds every master: having taken the first trick, it keeps leading winners.
    state = act(deal(GRAND_HAND, GRAND_SKAT), "pass", "pass", "pass")
    state = act(state, "aU", "a7", "h7")
    assert state.to_move == 0
    card = choice(state)
    assert isinstance(card, Play)
    assert (parse_cards(["lU", "hU", "bU"]) >> card.card) & 1


def test_the_search_player_takes_a_double_or_a_card_and_plays_a_ramsch():
    player = SearchPlayer(samples=4, budget_seconds=0.05)
    rng = random.Random(1)
    kontra_offered = act(declared_hand(TRUMP_RICH, TRUMP_RICH_SKAT, "h"), "a7")
    chosen = player.act(kontra_offered.observation(1), rng)
    assert chosen in kontra_offered.legal_actions()
    re_offered = act(declared_hand(GRAND_HAND, GRAND_SKAT, "grand"), "aU", "kontra", "aK", "hK")
    assert player.act(re_offered.observation(0), rng) in re_offered.legal_actions()
    state = act(deal(TRUMP_RICH, TRUMP_RICH_SKAT), "pass", "pass", "pass")
    while not state.is_over:
        assert state.to_move is not None
        state = state.apply(player.act(state.observation(state.to_move), rng))
    assert state.result().ramsch is not None


def test_the_players_finish_random_deals_under_every_house_rule():
    search = SearchPlayer(samples=3, budget_seconds=0.02)
    rng = random.Random(2)
    for variants in SkatVariants.every_combination():
        for seed in range(3):
            state = SKAT.new_deal(seed, variants=variants, bock_deal=variants.bock)
            while not state.is_over:
                assert state.to_move is not None
                seen = state.observation(state.to_move)
                player = search if state.to_move == seed else PLAYER
                state = state.apply(player.act(seen, rng))  # type: ignore[arg-type]
            assert len(state.result().scores) == 3


def test_the_arena_plays_every_board_by_the_house_rules_named():
    # Board 2 of seed 3: the rule-based players all pass. With the Ramsch it is played,
    # seat 0 loses, and the board has no role duels (nobody declares).
    rules = SkatVariants(kontra=True, ramsch=True)
    ramsch = play_board("skat", ["heuristic"], 2, 3, rules)
    assert {o.role for o in ramsch} == {"none"} and ramsch[0].score < 0
    assert not play_role_duels("skat", ["heuristic", "random"], 2, 3, rules)
    thrown_in = play_board("skat", ["heuristic"], 2, 3)
    assert {o.score for o in thrown_in} == {0}
    runner = CliRunner()
    args = ["arena", "skat", "--players", "heuristic,random", "--deals", "3", "--no-role-duels"]
    played = runner.invoke(app, [*args, "--variant", "kontra", "--variant", "ramsch"])
    assert played.exit_code == 0, played.output
    refused = runner.invoke(app, [*args, "--variant", "stoss"])
    assert refused.exit_code != 0 and "stoss" in refused.output
