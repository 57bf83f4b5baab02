"""RULES §1.5 and §1.6: winning, Schneider, Schwarz, base values, runners, Touts, Sie, the
settlement, the result fields of RECORDS.md and the running score.

Every deal is in test_schafkopf_deals.py with its trick-by-trick points worked out by hand;
dealer 3, so seat 0 is forehand and leads the first trick.
"""

import pytest
from test_schafkopf_deals import (
    ALLPTS_ROWS,
    ALLPTS_WINNERS,
    D29_ROWS,
    D30_ROWS,
    D30_WINNERS,
    D31_ROWS,
    D60_ROWS,
    D61_ROWS,
    D61_WINNERS,
    D90_ROWS,
    D91_ROWS,
    D91_WINNERS,
    DR_ROWS,
    DR_WINNERS,
    DS_HANDS,
    LAST_ROWS,
    SCHWARZ_ROWS,
    STL_HANDS,
    W2_HANDS,
    WTL_HANDS,
    WTW_HANDS,
    act,
    deal,
    finish,
    play,
    play_rows,
    random_deal,
    rows_deal,
    winners,
)

from cardavia.core.cards import Suit, parse_cards
from cardavia.core.errors import IllegalAction
from cardavia.core.scores import ScoreSheet
from cardavia.games.schafkopf.contracts import find_contract, runners
from cardavia.games.schafkopf.scoring import SchafkopfResult
from cardavia.games.schafkopf.state import SchafkopfState

SOLO_H_BY_0 = ("solo h", "pass", "pass", "pass")

RESULT_FIELDS = {
    "void",
    "declarer",
    "contract",
    "suit",
    "partner",
    "declarer_points",
    "won",
    "schneider",
    "schwarz",
    "runners",
    "value",
}


def played(rows, bids) -> SchafkopfState:
    state = play_rows(act(rows_deal(rows), *bids), rows)
    assert state.is_over
    return state


def check(result: SchafkopfResult, scores: tuple[int, ...], **fields: object) -> None:
    """The result's scores and the named RECORDS.md fields; every deal sums to zero."""
    assert tuple(result.scores) == scores
    assert sum(result.scores) == 0
    data = result.to_json()
    assert set(data) == RESULT_FIELDS
    for name, value in fields.items():
        assert data[name] == value, name


# ----------------------------------------------------------------------------- 61 / 60


def test_1_5_sixty_one_wins() -> None:
    # D61: seat 0 takes 28+10+15+8 = 61. Solo base 5; seat 0's runners aO lO (hO is
    # seat 1's) are only two: none. V = 5: declarer +15, each defender -5.
    state = played(D61_ROWS, SOLO_H_BY_0)
    assert winners(state) == D61_WINNERS
    check(
        state.result(),
        (15, -5, -5, -5),
        void=False,
        declarer=0,
        contract="solo",
        suit="h",
        partner=None,
        declarer_points=61,
        won=True,
        schneider=False,
        schwarz=False,
        runners=0,
        value=5,
    )


def test_1_5_sixty_loses() -> None:
    # The same deal, seat 3 playing bO in T1 and hK in T3: 27+10+15+8 = 60, a loss.
    state = played(D60_ROWS, SOLO_H_BY_0)
    assert winners(state) == D61_WINNERS
    check(state.result(), (-15, 5, 5, 5), declarer_points=60, won=False, value=5)


# ----------------------------------------------------------------------------- Schneider


def test_1_5_ninety_one_is_schneider() -> None:
    # D91: 28+10+14+25+14 = 91 against 29. V = 5 + 1 = 6.
    state = played(D91_ROWS, SOLO_H_BY_0)
    assert winners(state) == D91_WINNERS
    check(
        state.result(),
        (18, -6, -6, -6),
        declarer_points=91,
        won=True,
        schneider=True,
        schwarz=False,
        value=6,
    )


def test_1_6_ninety_for_the_declarer_side_is_not_schneider() -> None:
    # The same deal, seat 3 playing bO in T1 and hK in T3: 90 against 30. V = 5.
    state = played(D90_ROWS, SOLO_H_BY_0)
    assert winners(state) == D91_WINNERS
    check(
        state.result(),
        (15, -5, -5, -5),
        declarer_points=90,
        won=True,
        schneider=False,
        value=5,
    )


def test_1_6_ninety_for_the_defenders_is_schneider() -> None:
    # D30: seat 0 takes 16+4+10 = 30, the defenders 90: lost Schneider, V = 5 + 1 = 6.
    state = played(D30_ROWS, SOLO_H_BY_0)
    assert winners(state) == D30_WINNERS
    check(
        state.result(),
        (-18, 6, 6, 6),
        declarer_points=30,
        won=False,
        schneider=True,
        schwarz=False,
        value=6,
    )


def test_1_5_eighty_nine_for_the_defenders_is_not_schneider() -> None:
    # Seat 2 plays hA in T1 and hT in T2: seat 0 takes 17+4+10 = 31, the defenders 89.
    state = played(D31_ROWS, SOLO_H_BY_0)
    assert winners(state) == D30_WINNERS
    check(state.result(), (-15, 5, 5, 5), declarer_points=31, schneider=False, value=5)


def test_1_5_ninety_one_for_the_defenders_is_schneider() -> None:
    # Seat 3 plays bU in T1 and bO in T2: seat 0 takes 15+4+10 = 29, the defenders 91.
    state = played(D29_ROWS, SOLO_H_BY_0)
    assert winners(state) == D30_WINNERS
    check(state.result(), (-18, 6, 6, 6), declarer_points=29, schneider=True, value=6)


# ----------------------------------------------------------------------------- Schwarz


def test_1_5_schwarz_for_the_declarer_is_two_instead_of_one() -> None:
    # SCHWARZ: seat 0 takes all eight tricks (120). Runners: aO lO hO bO aU lU hU are
    # seat 0's, bU seat 1's: 7. V = 5 + 2 + 7 = 14.
    state = played(SCHWARZ_ROWS, SOLO_H_BY_0)
    assert winners(state) == [0] * 8
    check(
        state.result(),
        (42, -14, -14, -14),
        declarer_points=120,
        won=True,
        schneider=True,
        schwarz=True,
        runners=7,
        value=14,
    )


def test_1_5_schwarz_against_the_declarer() -> None:
    # DS: seat 1 plays a Solo of hearts; seat 0 holds all eight Obers and Unters and takes
    # every trick. Runners: the 8 Obers and Unters (seat 0) and hA hT hK (seat 2) are the
    # defenders', h9 is seat 1's: 11. V = 5 + 2 + 11 = 18: seat 1 -54, the others +18.
    state = finish(act(deal(DS_HANDS), "pass", "solo h", "pass", "pass"))
    assert winners(state) == [0] * 8
    check(
        state.result(),
        (18, -54, 18, 18),
        declarer=1,
        declarer_points=0,
        won=False,
        schneider=True,
        schwarz=True,
        runners=11,
        value=18,
    )


def test_1_6_schwarz_counts_tricks_all_points_without_all_tricks() -> None:
    # ALLPTS: a Solo of acorns for seat 0, who loses T1 (a7 a8 a9 l7, 0 points) and takes
    # the 120 points in the other seven tricks: Schneider, not Schwarz. Runners aO..hU (7),
    # bU is seat 1's. V = 5 + 1 + 7 = 13.
    state = played(ALLPTS_ROWS, ("solo a", "pass", "pass", "pass"))
    assert winners(state) == ALLPTS_WINNERS
    check(
        state.result(),
        (39, -13, -13, -13),
        declarer_points=120,
        won=True,
        schneider=True,
        schwarz=False,
        runners=7,
        value=13,
    )


def test_1_6_schwarz_counts_tricks_a_trick_without_points() -> None:
    # The same cards and play, but seat 2 (aA aT aK a9 ...) plays the Solo of acorns: it
    # takes T1 worth 0. No points, one trick: Schneider, not Schwarz. Runners: the eight
    # Obers and Unters are the defenders' (seats 0 and 1), aA is seat 2's: 8.
    # V = 5 + 1 + 8 = 14: seat 2 -42, the others +14.
    state = played(ALLPTS_ROWS, ("pass", "pass", "solo a", "pass"))
    check(
        state.result(),
        (14, 14, -42, 14),
        declarer=2,
        declarer_points=0,
        won=False,
        schneider=True,
        schwarz=False,
        runners=8,
        value=14,
    )


# ----------------------------------------------------------------------------- Rufer


def test_1_5_rufer_winners_get_v_each_losers_lose_v() -> None:
    # LAST: seat 0 calls the acorn ace, seat 2 holds it. Side {0, 2}: 78 points.
    # Runners aO lO hO bO aU (seat 0), lU is seat 1's: 5. V = 1 + 5 = 6.
    state = played(LAST_ROWS, ("rufer a", "pass", "pass", "pass"))
    check(
        state.result(),
        (6, -6, 6, -6),
        void=False,
        declarer=0,
        contract="rufer",
        suit="a",
        partner=2,
        declarer_points=78,
        won=True,
        schneider=False,
        schwarz=False,
        runners=5,
        value=6,
    )


def test_1_5_rufer_base_value_one_and_a_lost_rufer() -> None:
    # D30 as a Rufer on the leaves ace for seat 0; seat 2 holds lA and must play it in T5
    # (leaves led the first time), as the rows have it. Side {0, 2}: 30 + 21 = 51, the
    # defenders 69: lost, no Schneider; runners aO (seat 0) then lO (seat 1): none. V = 1.
    state = played(D30_ROWS, ("rufer l", "pass", "pass", "pass"))
    check(
        state.result(),
        (-1, 1, -1, 1),
        contract="rufer",
        suit="l",
        partner=2,
        declarer_points=51,
        won=False,
        schneider=False,
        runners=0,
        value=1,
    )


def test_1_5_rufer_runners_count_declarer_and_partner_together() -> None:
    # D61 as a Rufer on the leaves ace for seat 0; seat 1 holds lA (played in T5 when
    # leaves are first led). Seat 0 holds aO lO, the partner hO, seat 3 bO: 3 runners.
    # Side {0, 1}: 61 + 25 + 10 = 96: Schneider. V = 1 + 1 + 3 = 5.
    state = played(D61_ROWS, ("rufer l", "pass", "pass", "pass"))
    check(
        state.result(),
        (5, 5, -5, -5),
        partner=1,
        declarer_points=96,
        won=True,
        schneider=True,
        runners=3,
        value=5,
    )


def test_1_5_runners_held_by_the_defenders_count_too() -> None:
    # DR: seat 1 calls the bell ace, seat 2 holds it. The defender seat 0 holds aO lO hO,
    # bO is seat 1's: 3 runners. Side {1, 2}: 25+25+25 = 75. V = 1 + 3 = 4.
    state = played(DR_ROWS, ("pass", "rufer b", "pass", "pass"))
    assert winners(state) == DR_WINNERS
    check(
        state.result(),
        (-4, 4, 4, -4),
        declarer=1,
        partner=2,
        declarer_points=75,
        won=True,
        runners=3,
        value=4,
    )


@pytest.mark.parametrize(
    ("kind", "suit", "base"),
    [
        ("rufer", Suit.ACORNS, 1),
        ("rufer", Suit.BELLS, 1),
        ("wenz", None, 5),
        ("solo", Suit.HEARTS, 5),
        ("wenz_tout", None, 10),
        ("solo_tout", Suit.LEAVES, 10),
        ("sie", None, 20),
    ],
)
def test_1_5_base_values(kind: str, suit: Suit | None, base: int) -> None:
    contract = find_contract(kind, suit)
    assert contract is not None
    assert contract.base == base


# ----------------------------------------------------------------------------- runners


RUFER_A = find_contract("rufer", Suit.ACORNS)
SOLO_B = find_contract("solo", Suit.BELLS)
WENZ = find_contract("wenz", None)
WENZ_TOUT = find_contract("wenz_tout", None)
SOLO_TOUT_H = find_contract("solo_tout", Suit.HEARTS)
SIE = find_contract("sie", None)


@pytest.mark.parametrize(
    ("contract", "side_cards", "expected"),
    [
        # Rufer and Solo: at least three.
        (RUFER_A, "aO lO hO a7", 3),
        (RUFER_A, "aO lO a7", 0),  # two are not enough
        (RUFER_A, "aO hO bO a7", 0),  # one, then lO breaks it
        (RUFER_A, "bO hA", 3),  # aO lO hO held by the other side, bO by this one
        (RUFER_A, "bU hA", 7),  # aO to hU held by the other side
        (RUFER_A, "aO lO hO bO aU lU hU bU hA hT h9", 10),  # hK breaks it
        (RUFER_A, "aO lO hO bO aU lU hU bU hA hT hK h9 h8 h7", 14),
        (SOLO_B, "aO lO hO bO aU lU hU bU bA b7", 9),
        (SOLO_B, "aO lO hO bO aU lU hU bU hA", 8),  # hA is not a bells trump
        (SOLO_TOUT_H, "aO lO hO", 3),
        # Wenz: the Unters only, at least two.
        (WENZ, "aU lU", 2),
        (WENZ, "aU hU bU", 0),
        (WENZ, "hU bU", 2),  # aU lU held by the other side
        (WENZ, "bU", 3),
        (WENZ, "aU lU hU bU aO", 4),
        (WENZ, "aO lO hO bO", 4),  # Obers are no trumps: the other side holds all Unters
        (WENZ_TOUT, "aU lU b7", 2),
        # Sie: the Solo trump order without a suit, eight cards.
        (SIE, "aO lO hO bO aU lU hU bU", 8),
    ],
)
def test_1_5_runners(contract, side_cards: str, expected: int) -> None:
    assert contract is not None
    assert runners(contract, parse_cards(side_cards.split())) == expected


def test_1_5_wenz_runners_of_two() -> None:
    # W2: a Wenz for seat 0 with aU lU (hU seat 1, bU seat 2). Seat 0 leads aU, which
    # draws hU and bU; then no other trump is out and seat 0's acorns A T K O 9 8 are
    # above a7: seat 0 takes every trick. V = 5 + 2 (Schwarz) + 2 runners = 9.
    state = act(deal(W2_HANDS), "wenz", "pass", "pass", "pass")
    state = finish(play(state, "aU"))
    assert winners(state) == [0] * 8
    check(
        state.result(),
        (27, -9, -9, -9),
        contract="wenz",
        suit=None,
        declarer_points=120,
        won=True,
        schneider=True,
        schwarz=True,
        runners=2,
        value=9,
    )


# ----------------------------------------------------------------------------- Touts


def test_1_5_wenz_tout_won_runners_double_and_no_schwarz_bonus() -> None:
    # WTW: seat 0 holds the four Unters and aA aT aK aO: every trick, however played.
    # V = 10 + 4 runners x 2 = 18; no Schneider or Schwarz bonus in a Tout.
    state = finish(act(deal(WTW_HANDS), "wenz_tout", "pass", "pass", "pass"))
    assert winners(state) == [0] * 8
    check(
        state.result(),
        (54, -18, -18, -18),
        contract="wenz_tout",
        declarer_points=120,
        won=True,
        schneider=False,
        schwarz=False,
        runners=4,
        value=18,
    )


def test_1_5_the_same_hand_as_a_plain_wenz() -> None:
    # V = 5 + 2 (Schwarz) + 4 = 11.
    state = finish(act(deal(WTW_HANDS), "wenz", "pass", "pass", "pass"))
    check(state.result(), (33, -11, -11, -11), schneider=True, schwarz=True, value=11)


def test_1_5_solo_tout_won() -> None:
    # SCHWARZ as a Solo Tout of hearts: V = 10 + 7 runners x 2 = 24.
    state = played(SCHWARZ_ROWS, ("solo_tout h", "pass", "pass", "pass"))
    check(
        state.result(),
        (72, -24, -24, -24),
        contract="solo_tout",
        suit="h",
        declarer_points=120,
        won=True,
        schneider=False,
        schwarz=False,
        runners=7,
        value=24,
    )


def test_1_6_a_lost_wenz_tout_ends_at_the_first_trick_won_by_a_defender() -> None:
    # WTL: seat 0 takes T1 (aU a7 l8 h7: 2) and T2 (aA a8 l9 h8: 11), then leads b7 and
    # seat 1 wins it with bA. The deal ends there. Runners: all four Unters, 4 x 2 = 8.
    # V = 10 + 8 = 18: seat 0 -54, the others +18.
    state = act(deal(WTL_HANDS), "wenz_tout", "pass", "pass", "pass")
    state = play(state, "aU", "a7", "l8", "h7", "aA", "a8", "l9", "h8", "b7", "bA", "lK")
    assert not state.is_over
    state = play(state, "b8")
    assert state.is_over
    assert state.phase == "over"
    assert state.to_move is None
    assert winners(state) == [0, 0, 1]
    with pytest.raises(IllegalAction):
        play(state, "lU")
    check(
        state.result(),
        (-54, 18, 18, 18),
        contract="wenz_tout",
        declarer_points=13,
        won=False,
        schneider=False,
        schwarz=False,
        runners=4,
        value=18,
    )


def test_1_6_a_lost_solo_tout_ends_at_once_and_its_runners_still_count() -> None:
    # STL: seat 0 takes T1 (aO bO hK h9: 10) and T2 (lO aU hT h8: 15), then leads a7 and
    # seat 1 wins it with aA. Runners aO lO hO (bO is seat 1's): 3 x 2 = 6.
    # V = 10 + 6 = 16: seat 0 -48, the others +16.
    state = act(deal(STL_HANDS), "solo_tout h", "pass", "pass", "pass")
    state = play(state, "aO", "bO", "hK", "h9", "lO", "aU", "hT", "h8", "a7", "aA", "lA", "a8")
    assert state.is_over
    assert winners(state) == [0, 0, 1]
    check(
        state.result(),
        (-48, 16, 16, 16),
        contract="solo_tout",
        suit="h",
        declarer_points=25,
        won=False,
        schneider=False,
        schwarz=False,
        runners=3,
        value=16,
    )


# ----------------------------------------------------------------------------- Sie


def test_1_6_sie_is_worth_twenty_plus_eight_runners_times_four() -> None:
    # V = 20 + 8 x 4 = 52: seat 0 +156, the others -52. No card is played.
    state = act(deal(DS_HANDS), "sie")
    check(
        state.result(),
        (156, -52, -52, -52),
        void=False,
        declarer=0,
        contract="sie",
        suit=None,
        partner=None,
        declarer_points=0,
        won=True,
        schneider=False,
        schwarz=False,
        runners=8,
        value=52,
    )


def test_1_5_no_result_before_the_deal_is_over() -> None:
    state = act(deal(DS_HANDS), "pass")
    with pytest.raises(ValueError):
        state.result()


# ----------------------------------------------------------------------------- random deals

BASES = {"rufer": 1, "wenz": 5, "solo": 5, "wenz_tout": 10, "solo_tout": 10, "sie": 20}


def test_1_5_every_deal_sums_to_zero_over_random_deals() -> None:
    contracts_seen = set()
    voids = 0
    for seed in range(300):
        state = random_deal(seed)
        assert len(state.history) <= 4 + 32
        result = state.result()
        scores = tuple(result.scores)
        assert sum(scores) == 0, seed
        if result.void:
            voids += 1
            assert scores == (0, 0, 0, 0)
            assert len(state.history) == 4
            continue
        contracts_seen.add(result.contract)
        declarer = result.declarer
        value = result.value
        assert value is not None and declarer is not None
        assert value >= BASES[str(result.contract)]
        sign = 1 if result.won else -1
        if result.contract == "rufer":
            partner = result.partner
            assert partner is not None and partner != declarer
            side = {declarer, partner}
            assert scores == tuple(sign * value if s in side else -sign * value for s in range(4))
        else:
            assert result.partner is None
            expected = tuple(3 * sign * value if s == declarer else -sign * value for s in range(4))
            assert scores == expected
        if result.contract in ("rufer", "wenz", "solo"):
            assert len(state.tricks) == 8
            assert result.won == (result.declarer_points >= 61)
        if result.contract in ("wenz_tout", "solo_tout"):
            assert result.schneider is False and result.schwarz is False
            declarer_tricks = [t.winner == declarer for t in state.tricks]
            if result.won:
                assert declarer_tricks == [True] * 8
            else:
                # The deal stopped at the first trick won by a defender.
                assert declarer_tricks == [True] * (len(declarer_tricks) - 1) + [False]
    assert {"rufer", "wenz", "solo", "wenz_tout", "solo_tout"} <= contracts_seen
    assert voids > 0


# ----------------------------------------------------------------------------- running score


def test_1_5_the_table_keeps_a_running_score_per_seat() -> None:
    void = act(deal(DS_HANDS), "pass", "pass", "pass", "pass").result()
    solo = played(D61_ROWS, SOLO_H_BY_0).result()  # (15, -5, -5, -5)
    rufer = played(LAST_ROWS, ("rufer a", "pass", "pass", "pass")).result()  # (6, -6, 6, -6)
    sheet = ScoreSheet.empty(4)
    assert sheet.totals == (0, 0, 0, 0)
    for result in (void, solo, rufer):
        sheet = sheet.add(result.scores)
    # 0+15+6 = 21, 0-5-6 = -11, 0-5+6 = 1, 0-5-6 = -11.
    assert sheet.totals == (21, -11, 1, -11)
    assert sum(sheet.totals) == 0
    assert sheet.deals_played == 3


def test_1_1_the_dealer_moves_one_seat_on_after_every_deal_a_void_one_included() -> None:
    sheet = ScoreSheet.empty(4)
    assert sheet.dealer_after(3) == 3
    sheet = sheet.add((0, 0, 0, 0))  # four passes
    assert sheet.dealer_after(3) == 0
    sheet = sheet.add((15, -5, -5, -5))
    assert sheet.dealer_after(3) == 1
