"""The Schafkopf players under the house rules (docs/house-rules.md §0, §1.2): Kontra and
Re taken by judgement, a Ramsch played to take as little as possible, and never an
illegal action with the doubles among the play's legal actions."""

import random

from cardavia.ai.arena import play_board, run_arena
from cardavia.ai.heuristic.schafkopf import SchafkopfHeuristic
from cardavia.ai.search.player import SearchPlayer
from cardavia.core.cards import parse_card, parse_cards
from cardavia.core.doubling import KONTRA_ACTION
from cardavia.core.game import Play
from cardavia.games.schafkopf import SCHAFKOPF
from cardavia.games.schafkopf.state import SchafkopfState
from cardavia.games.schafkopf.variants import SchafkopfVariants

BOTH = SchafkopfVariants(kontra=True, ramsch=True)

# Seat 0 calls the acorn ace (seat 2's) on a thin hand; seat 1 holds seven trumps headed
# by three Obers and two Unters, and an ace; seat 3 holds no trump at all.
STRONG_DEFENCE = (
    "bO bU hU h9 a7 a8 l7 b7",
    "aO lO hO aU lU hA hT lA",
    "aA aT aK a9 hK h8 h7 lT",
    "lK l9 l8 bA bT bK b9 b8",
)
# Seat 0 holds the eight highest trumps.
EVERY_TRICK = (
    "aO lO hO bO aU lU hU bU",
    "hA hT hK h9 h8 h7 aA aT",
    "aK a9 a8 a7 lA lT lK l9",
    "l8 l7 bA bT bK b9 b8 b7",
)


def dealt(hands: tuple[str, ...], *bids: str) -> SchafkopfState:
    state = SCHAFKOPF.start(3, [parse_cards(hand.split()) for hand in hands], BOTH)
    for bid in bids:
        words = bid.split()
        data = {"pass": True} if words[0] == "pass" else {"bid": words[0], "suit": words[1]}
        state = state.apply(SCHAFKOPF.parse_action(data))
    return state


def play(state: SchafkopfState, *codes: str) -> SchafkopfState:
    for code in codes:
        state = state.apply(Play(parse_card(code)))
    return state


def heuristic_choice(state: SchafkopfState) -> object:
    assert state.to_move is not None
    return SchafkopfHeuristic().act(state.observation(state.to_move), random.Random(0))


def test_the_heuristic_says_kontra_with_a_strong_defence_only() -> None:
    state = play(dealt(STRONG_DEFENCE, "rufer a", "pass", "pass", "pass"), "a7")
    assert state.to_move == 1 and KONTRA_ACTION in state.legal_actions()
    assert heuristic_choice(state) == KONTRA_ACTION
    state = play(state, "lA", "aA")  # seat 1 lets it pass; the holder plays its ace
    assert state.to_move == 3 and KONTRA_ACTION in state.legal_actions()
    assert isinstance(heuristic_choice(state), Play)


def test_the_search_says_kontra_by_its_estimate_with_a_strong_defence() -> None:
    state = play(dealt(STRONG_DEFENCE, "rufer a", "pass", "pass", "pass"), "a7")
    player = SearchPlayer(8, float("inf"), node_budget=400_000)
    advice = player.advise(state.observation(1), random.Random(1))
    assert advice.deals > 0
    assert advice.best == KONTRA_ACTION


def test_the_heuristic_dumps_its_points_on_a_ramsch_trick_it_cannot_take() -> None:
    state = play(dealt(STRONG_DEFENCE, "pass", "pass", "pass", "pass"), "bO")
    # Seat 1 could take it with an Ober, but smears its most valuable trump under the bO.
    assert heuristic_choice(state) == Play(parse_card("hA"))
    state = play(state, "hA")
    assert heuristic_choice(state) == Play(parse_card("hK"))  # seat 2: no trump beats bO


def test_the_heuristic_goes_for_a_durchmarsch_only_with_an_overwhelming_hand() -> None:
    state = dealt(EVERY_TRICK, "pass", "pass", "pass", "pass")
    assert heuristic_choice(state) == Play(parse_card("aO"))
    weak = dealt(STRONG_DEFENCE, "pass", "pass", "pass", "pass")
    low_leads = {Play(parse_card(code)) for code in ("a7", "a8", "l7", "b7", "h9")}
    assert heuristic_choice(weak) in low_leads  # no points, three cards or more above it


def test_the_players_take_only_legal_actions_with_every_house_rule() -> None:
    players = (SchafkopfHeuristic(), SearchPlayer(4, float("inf"), node_budget=100_000))
    for seed in range(2):
        for variants in SchafkopfVariants.every_combination():
            rng = random.Random(seed)
            state = SCHAFKOPF.new_deal(seed, variants=variants)
            while state.phase == "bidding" and variants.ramsch:  # force a Ramsch
                state = state.apply(state.legal_actions()[0])
            while not state.is_over:
                assert state.to_move is not None
                player = players[state.to_move % 2]
                action = player.act(state.observation(state.to_move), rng)
                assert action in state.legal_actions()
                state = state.apply(action)
            assert sum(state.result().scores) == 0


def test_the_arena_plays_its_boards_by_the_house_rules() -> None:
    report = run_arena("schafkopf", ["heuristic", "random"], 3, 1, variants=BOTH)
    assert [player.seat_deals for player in report.reports] == [12, 12]
    ramsch = play_board("schafkopf", ["heuristic", "heuristic"], 2, 1, BOTH)
    rulebook = play_board("schafkopf", ["heuristic", "heuristic"], 2, 1)
    assert [o.role for o in rulebook] == ["none"] * 4  # all four pass: thrown in
    assert [o.score for o in rulebook] == [0] * 4
    assert [o.score for o in ramsch] != [0] * 4  # played as a Ramsch instead
