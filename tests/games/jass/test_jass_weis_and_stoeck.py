"""RULES §2.5 and §2.8: Weis (points, splitting, the comparison and its tie-breaks, who
scores, when it is credited, what is announced) and Stöck."""

import pytest
from jass_deals import (
    BASE,
    STOECK,
    STOECK_TRICKS,
    VOIDS,
    WEIS,
    WEIS_FIRST_TRICK,
    act,
    cards,
    deal,
    is_card_code,
    match_deal,
    play_out,
    strings_in,
)

from cardavia.core.cards import format_cards
from cardavia.games.jass.contracts import CONTRACTS
from cardavia.games.jass.weis import best_weis, winning_seat

FILLER = "b6 b8 bT s6 s8 sT"
"""Six cards that make no combination with each other or with roses."""


def weis(hand: str, contract: str = "obenabe") -> list[tuple[str, int, str]]:
    """A hand's Weis as (kind, points, cards), strongest first."""
    return [
        (c.kind, c.points, " ".join(sorted(format_cards(c.cards))))
        for c in best_weis(cards(hand), CONTRACTS[contract])
    ]


def sorted_codes(text: str) -> str:
    return " ".join(sorted(text.split()))


def best_seat(hands: list[str], contract: str, forehand: int = 0) -> int | None:
    """The seat holding the single best combination (its team scores all its Weis)."""
    c = CONTRACTS[contract]
    return winning_seat([best_weis(cards(h), c) if h else () for h in hands], c, forehand)


# ----------------------------------------------------------------------------- points


@pytest.mark.parametrize(
    ("length", "points"),
    # 3 cards 20, 4 cards 50, 5 or more 100; a run of 6 or 7 cannot be split profitably
    # (3 + 3 = 40, 3 + 4 = 70), so it is one sequence of 100.
    [(3, 20), (4, 50), (5, 100), (6, 100), (7, 100)],
)
def test_2_5_sequence_points_by_length(length, points):
    run = " ".join(f"r{rank}" for rank in "6789TUOKA"[:length])
    hand = f"{run} {' '.join(FILLER.split()[: 9 - length])}"
    assert weis(hand) == [("sequence", points, sorted_codes(run))]


@pytest.mark.parametrize(
    ("contract", "five", "three"),
    # r6..rK (eight in a row) splits into 5 + 3 = 100 + 20 = 120 (4 + 4 = 100, 8 = 100).
    # Two 5 + 3 splits tie on 120: the one whose strongest combination is strongest wins:
    # the higher five (9 T U O K) normally, the lower five (6 7 8 9 T) in Undenufe.
    [
        ("obenabe", "r9 rT rU rO rK", "r6 r7 r8"),
        ("r", "r9 rT rU rO rK", "r6 r7 r8"),
        ("undenufe", "r6 r7 r8 r9 rT", "rU rO rK"),
    ],
)
def test_2_5_run_of_eight_splits_three_plus_five_for_120(contract, five, three):
    hand = "r6 r7 r8 r9 rT rU rO rK b6"
    assert weis(hand, contract) == [
        ("sequence", 100, sorted_codes(five)),
        ("sequence", 20, sorted_codes(three)),
    ]


@pytest.mark.parametrize(
    ("contract", "five", "four"),
    # All nine roses: 5 + 4 = 150 beats 3 + 6 = 120 and 9 = 100. Of the two 5 + 4 splits,
    # T U O K A (top A) is stronger, except in Undenufe where 6 7 8 9 T (top T) is.
    [
        ("obenabe", "rT rU rO rK rA", "r6 r7 r8 r9"),
        ("s", "rT rU rO rK rA", "r6 r7 r8 r9"),
        ("undenufe", "r6 r7 r8 r9 rT", "rU rO rK rA"),
    ],
)
def test_2_5_run_of_nine_splits_four_plus_five_for_150(contract, five, four):
    hand = "r6 r7 r8 r9 rT rU rO rK rA"
    assert weis(hand, contract) == [
        ("sequence", 100, sorted_codes(five)),
        ("sequence", 50, sorted_codes(four)),
    ]


@pytest.mark.parametrize(
    ("rank", "points"),
    [("A", 100), ("K", 100), ("O", 100), ("T", 100), ("U", 200)],
)
def test_2_5_four_of_a_kind_scores(rank, points):
    four = f"r{rank} b{rank} s{rank} a{rank}"
    assert weis(four) == [("four", points, sorted_codes(four))]
    assert weis(four, "r") == [("four", points, sorted_codes(four))]


@pytest.mark.parametrize("rank", "9876")
def test_2_5_four_nines_and_lower_score_nothing(rank):
    four = f"r{rank} b{rank} s{rank} a{rank}"
    for contract in ("obenabe", "undenufe", "r", "a"):
        assert weis(four, contract) == []


def test_2_5_a_card_may_not_be_used_in_two_combinations():
    # rO rK rA (20) and four Kings (100) share rK: only one of them counts -> 100.
    assert weis("rO rK rA bK sK aK b6 s8 a7") == [("four", 100, sorted_codes("rK bK sK aK"))]
    # r9 rT rU rO rK (100) and four Kings (100) share rK: the best disjoint set is four Kings
    # + r9 rT rU rO (50) = 150, not 100 + 100 and not the five alone.
    assert weis("r9 rT rU rO rK bK sK aK b6") == [
        ("four", 100, sorted_codes("rK bK sK aK")),
        ("sequence", 50, sorted_codes("r9 rT rU rO")),
    ]


# ----------------------------------------------------------------------------- comparison


def test_2_5_compare_points_first():
    # seat 0: rO rK rA (20, top A); seat 1: b6 b7 b8 b9 (50) -> seat 1.
    assert best_seat(["rO rK rA", "b6 b7 b8 b9", "", ""], "obenabe") == 1
    # Four Unders (200) beat a five-card sequence (100), also in Undenufe.
    for contract in ("obenabe", "undenufe", "b"):
        assert best_seat(["b6 b7 b8 b9 bT", "rU bU sU aU", "", ""], contract) == 1


@pytest.mark.parametrize("rank", "AKO")
def test_2_5_compare_type_sequence_beats_four_of_equal_points(rank):
    # seat 0: four of a kind (100); seat 1 (later in the trick): b6 b7 b8 b9 bT (100).
    # (Four Banners cannot meet a five-card sequence: every run of five holds a T.)
    four = f"r{rank} b{rank} s{rank} a{rank}"
    assert best_seat([four, "b6 b7 b8 b9 bT", "", ""], "obenabe") == 1
    assert best_seat([four, "b6 b7 b8 b9 bT", "", ""], "undenufe") == 1


def test_2_5_compare_length_among_sequences_of_100():
    # seat 0: rT rU rO rK rA (5, top A); seat 1: b6 b7 b8 b9 bT bU (6, top U) -> seat 1.
    assert best_seat(["rT rU rO rK rA", "b6 b7 b8 b9 bT bU", "", ""], "obenabe") == 1
    # A run of eight scores 120 as 5 + 3, but its strongest combination is a five: a run of
    # six (100) is the single best combination.
    hands = ["r6 r7 r8 r9 rT rU rO rK", "b6 b7 b8 b9 bT bU", "", ""]
    assert best_seat(hands, "obenabe") == 1
    assert best_seat(hands, "r") == 1  # length comes before the trump step


def test_2_5_compare_rank_higher_top_card():
    # Sequences: seat 0 r6 r7 r8 (top 8), seat 1 bO bK bA (top A) -> seat 1.
    assert best_seat(["r6 r7 r8", "bO bK bA", "", ""], "obenabe") == 1
    assert best_seat(["r6 r7 r8", "bO bK bA", "", ""], "a") == 1


@pytest.mark.parametrize(("low", "high"), [("K", "A"), ("O", "K"), ("T", "O"), ("T", "A")])
def test_2_5_compare_rank_of_fours_a_k_o_t(low, high):
    hands = [f"r{low} b{low} s{low} a{low}", f"r{high} b{high} s{high} a{high}", "", ""]
    assert best_seat(hands, "obenabe") == 1
    assert best_seat(hands, "s") == 1


def test_2_5_compare_trump_suit_sequence_beats_equal_plain_one():
    hands = ["rT rU rO", "sT sU sO", "", ""]
    assert best_seat(hands, "s") == 1  # seat 1's sequence is in trumps
    assert best_seat(hands, "r") == 0  # seat 0's sequence is in trumps
    # No trump step without trumps or with a third suit as trump: play order decides.
    for contract in ("b", "a", "obenabe", "undenufe"):
        assert best_seat(hands, contract, forehand=0) == 0
        assert best_seat(hands, contract, forehand=1) == 1


@pytest.mark.parametrize(("forehand", "winner"), [(0, 1), (1, 1), (2, 3), (3, 3)])
def test_2_5_compare_play_order_earlier_in_first_trick_wins(forehand, winner):
    # Seats 1 and 3 hold equal plain sequences (top O); seat order counts from forehand.
    hands = ["", "rT rU rO", "", "bT bU bO"]
    assert best_seat(hands, "a", forehand) == winner


def test_2_5_undenufe_reverses_the_rank_step_only():
    # Sequences: the lower one wins (seat 1's r6 r7 r8 against seat 0's bO bK bA).
    assert best_seat(["bO bK bA", "r6 r7 r8", "", ""], "undenufe") == 1
    assert best_seat(["bO bK bA", "r6 r7 r8", "", ""], "obenabe") == 0
    # Fours: four Banners beat four Aces in Undenufe.
    fours = ["rA bA sA aA", "rT bT sT aT", "", ""]
    assert best_seat(fours, "undenufe") == 1
    assert best_seat(fours, "obenabe") == 0
    # Length still comes before rank: a six from 9 to A beats a five from 6 to T.
    assert best_seat(["r6 r7 r8 r9 rT", "b9 bT bU bO bK bA", "", ""], "undenufe") == 1


# ----------------------------------------------------------------------------- in play


def test_2_5_no_weis_nobody_scores_weis():
    state = act(deal(BASE), "r")
    assert state.setup.weis_seat is None
    assert play_out(state).result().weis == (0, 0)


@pytest.mark.parametrize(
    ("contract", "trick_winner", "totals"),
    # WEIS deal, trick 1 sA sT bO sK = 28 card points. Team 1 holds the best combination
    # (seat 1's 100) and scores 100 + seat 3's 20 = 120 raw; team 0's 70 + 50 count nothing.
    # Roses (x1): sA wins for seat 0 -> (28, 120). Obenabe (x3): sA wins -> (84, 360).
    # Undenufe (x4): sT ranks highest of sA sT sK -> seat 1 -> (0, 4 * (28 + 120)) = (0, 592).
    [("r", 0, (28, 120)), ("obenabe", 0, (84, 360)), ("undenufe", 1, (0, 592))],
)
def test_2_5_best_team_scores_all_weis_at_the_end_of_the_first_trick(
    contract, trick_winner, totals
):
    state = act(deal(WEIS), contract)
    assert state.setup.weis_seat == 1
    three_cards = act(state, " ".join(WEIS_FIRST_TRICK.split()[:3]))
    assert three_cards.credits.weis == (0, 0)  # not before the trick is over
    after = act(state, WEIS_FIRST_TRICK)
    assert after.tricks[0].winner == trick_winner
    assert after.credits.weis == (0, 120)
    assert after.team_totals() == totals
    result = play_out(after).result()
    assert result.weis == (0, 120)
    assert result.team_scores[1] == result.multiplier * (result.card_points[1] + 120)


def test_2_5_announcements_show_no_cards_before_the_first_trick_ends():
    state = act(deal(WEIS), "r")
    for played in range(4):
        for seat in range(4):
            seen = state.observation(seat)
            data = seen.to_json()
            assert not [s for s in strings_in(data["announcements"]) if is_card_code(s)]
            assert all(combos == () for combos in seen.shown_weis)
            assert seen.weis_team is None
        state = act(state, WEIS_FIRST_TRICK.split()[played])
    # After the first trick: every Weis was announced (strongest combination's points);
    # the scoring team's combinations are shown, the other team's are not.
    seen = state.observation(0)
    assert [a.points for a in seen.announcements] == [50, 100, 50, 20]
    assert seen.weis_team == 1
    shown = [
        sorted_codes(" ".join(code for combo in combos for code in format_cards(combo.cards)))
        for combos in seen.shown_weis
    ]
    assert shown == ["", sorted_codes("b6 b7 b8 b9 bT"), "", sorted_codes("sU sO sK")]


# ----------------------------------------------------------------------------- Stöck


def test_2_5_stoeck_scores_20_when_the_second_card_is_played():
    # STOECK: seat 1 holds rK and rO (roses trump). rK in trick 1 credits nothing; rO, the
    # last card of trick 3, credits 20 to team 1.
    state = act(deal(STOECK), "r")
    assert state.setup.stoeck_seat == 1
    state = act(state, "bO rK")
    assert state.credits.stoeck == (0, 0)
    assert state.observation(0).stoeck is None
    state = act(state, "b8 b6", STOECK_TRICKS[1], "rA r6 r9")
    assert state.credits.stoeck == (0, 0)
    assert state.team_totals() == (14, 7)
    state = act(state, "rO")
    assert state.credits.stoeck == (0, 20)
    assert state.observation(0).stoeck == 1
    # Team 0: trick 2 (14) + trick 3 (28); team 1: trick 1 (7) + Stöck 20.
    assert state.team_totals() == (42, 27)
    result = play_out(state).result()
    assert result.stoeck == (0, 20)


@pytest.mark.parametrize("contract", ["obenabe", "undenufe"])
def test_2_5_no_stoeck_without_trumps(contract):
    # Seat 1 of STOECK and seat 0 of match_deal("r") hold rK and rO.
    for hands in (STOECK, match_deal("r")):
        state = act(deal(hands), contract)
        assert state.setup.stoeck_seat is None
        assert play_out(state).result().stoeck == (0, 0)


@pytest.mark.parametrize("trump", "rbsa")
def test_2_5_no_stoeck_when_king_and_ober_are_split(trump):
    # BASE spreads every suit's K and O over two seats.
    state = act(deal(BASE), trump)
    assert state.setup.stoeck_seat is None
    assert play_out(state).result().stoeck == (0, 0)
    # VOIDS: roses K with seat 3, roses O with seat 1 (partners, still not one player).
    if trump == "r":
        assert play_out(act(deal(VOIDS), "r")).result().stoeck == (0, 0)


def test_2_5_stoeck_and_a_weis_may_use_the_same_cards():
    # match_deal("r"): seat 0 holds all roses; its Weis rT rU rO rK rA uses rO and rK.
    state = act(deal(match_deal("r")), "r")
    assert (state.setup.weis_seat, state.setup.stoeck_seat) == (0, 0)
    result = play_out(state).result()
    assert (result.weis, result.stoeck) == ((150, 0), (20, 0))
