"""The Seeger-Fabian list (docs/house-rules.md §3.4), worked by hand."""

from cardavia.games.skat.score_list import ListedDeal, score_list
from cardavia.games.skat.scoring import THROWN_IN, score_ramsch
from cardavia.games.skat.variants import SkatVariants

A, B, C, D = 0, 1, 2, 3

TEN_DEALS = (
    ListedDeal(A, True, 30),  # 1  A hearts with 2, won: 30
    ListedDeal(B, False, -96),  # 2  B Grand with 1, lost: -2 x 48
    ListedDeal(C, True, 23),  # 3  C Null, won: 23
    ListedDeal(None, None, 0, thrown_in=True),  # 4  all passed
    ListedDeal(A, True, 72),  # 5  A acorns with 2 (36), Kontra, won: 2 x 36
    ListedDeal(None, None, 0, (0, -62, 0)),  # 6  Ramsch: B lost 62 points
    ListedDeal(B, False, -80),  # 7  B hearts overbid at 33: -2 x 40, lost
    ListedDeal(C, True, 176),  # 8  C leaves with 1 (22), Kontra, Re, Bock: 22 x 4 x 2
    ListedDeal(A, False, -240),  # 9  A Grand Hand with 4 (120), lost: -2 x 120
    ListedDeal(None, None, 0, (-50, 0, -50)),  # 10 Ramsch: A and C tied on 50
)
"""Worked by hand (won and lost as declarer; "others" lost: games the others lost):

    A: game points 30 + 72 - 240 - 50 = -188; won 2 (1, 5), lost 1 (9), others 2 (2, 7)
       total -188 + 50 x (2 - 1) + 40 x 2 = -58
    B: game points -96 - 62 - 80 = -238; won 0, lost 2 (2, 7), others 1 (9)
       total -238 - 50 x 2 + 40 x 1 = -298
    C: game points 23 + 176 - 50 = 149; won 2 (3, 8), lost 0, others 3 (2, 7, 9)
       total 149 + 50 x 2 + 40 x 3 = 369

The Ramsch (6, 10) and the throw-in (4) add no 50s and no 40s.
"""


def test_seeger_fabian_totals_of_ten_hand_worked_deals():
    columns = score_list(TEN_DEALS)
    assert [column.game_points for column in columns] == [-188, -238, 149]
    assert [(column.won, column.lost, column.others_lost) for column in columns] == [
        (2, 1, 2),
        (0, 2, 1),
        (2, 0, 3),
    ]
    assert [column.total for column in columns] == [-58, -298, 369]


def test_each_column_holds_a_players_game_points_deal_by_deal():
    columns = score_list(TEN_DEALS)
    assert columns[A].entries == (30, 0, 0, 0, 72, 0, 0, 0, -240, -50)
    assert columns[B].entries == (0, -96, 0, 0, 0, -62, -80, 0, 0, 0)
    assert columns[C].entries == (0, 0, 23, 0, 0, 0, 0, 176, 0, -50)


def test_at_a_table_of_four_a_lost_game_gives_30_to_each_other_player():
    # A loses hearts with 2 (-2 x 30); D dealt and sat out.
    columns = score_list([ListedDeal(A, False, -60)], table=4)
    assert [column.total for column in columns] == [-60 - 50, 30, 30, 30]


def test_a_ramsch_and_a_throw_in_read_from_results():
    ramsch = score_ramsch((30, 70, 20), (3, 5, 2), SkatVariants(ramsch=True))
    assert ListedDeal.of(ramsch, players=(2, 0, 1)) == ListedDeal(None, None, 0, (-70, 0, 0))
    assert ListedDeal.of(THROWN_IN).thrown_in
    columns = score_list([ListedDeal.of(ramsch), ListedDeal.of(THROWN_IN)])
    assert [column.total for column in columns] == [0, -70, 0]
