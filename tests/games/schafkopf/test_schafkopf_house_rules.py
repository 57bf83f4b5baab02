"""House rules §0, §1.1 and §1.2 (docs/house-rules.md): Kontra and Re, and the Ramsch.

Dealer 3 unless a test says otherwise, so seat 0 is forehand: it speaks first and leads
the first trick. The Rufer deal below is worked out trick by trick in its comments.
"""

import json

import pytest
from test_schafkopf_deals import DS_HANDS, WTL_HANDS, act, hands_of, play

from cardavia.core.cards import parse_card, parse_cards
from cardavia.core.doubling import KONTRA_ACTION, RE_ACTION
from cardavia.core.errors import IllegalAction
from cardavia.core.tricks import Trick
from cardavia.games.schafkopf import SCHAFKOPF
from cardavia.games.schafkopf.contracts import RAMSCH_CONTRACT
from cardavia.games.schafkopf.scoring import score_ramsch
from cardavia.games.schafkopf.state import SchafkopfState
from cardavia.games.schafkopf.variants import RULEBOOK, SchafkopfVariants
from cardavia.records import read_record, replay_report, write_record

KONTRA = SchafkopfVariants(kontra=True)
RAMSCH = SchafkopfVariants(ramsch=True)
BOTH = SchafkopfVariants(kontra=True, ramsch=True)

# RUFER: seat 0 calls the acorn ace, which seat 2 holds; seats 1 and 3 defend. The
# declaring side holds aO lO hO (bO is seat 1's): three runners.
RUFER_ROWS = (
    "aO bO hO h7",  # T1 led by 0: aO -> 0; 3+3+3 = 9
    "lO bU hU h8",  # T2 led by 0: lO -> 0; 3+2+2 = 7
    "aU hK hA h9",  # T3 led by 0: aU -> 0; 2+4+11 = 17
    "a7 aK aA a8",  # T4 led by 0 (a7): the called ace falls, aA -> 2; 4+11 = 15
    "l8 lT lA lK",  # T5 led by 2 (lA): lA -> 2; 10+11+4 = 25
    "b7 bA b8 bT",  # T6 led by 2 (b8): bA -> 1; 11+10 = 21
    "lU l9 l7 aT",  # T7 led by 1 (l9): seat 0 holds no leaf, trumps with lU -> 0; 2+10 = 12
    "hT b9 bK a9",  # T8 led by 0 (hT): hT -> 0; 10+4 = 14
)
# The declaring side takes 9+7+17+15+25+12+14 = 99: won, Schneider (91 or more), not
# Schwarz. V = 1 (base) + 1 (Schneider) + 3 (runners) = 5.
RUFER_BIDS = ("rufer a", "pass", "pass", "pass")


def start(hands: list[int], variants: SchafkopfVariants, dealer: int = 3) -> SchafkopfState:
    return SCHAFKOPF.start(dealer, hands, variants)


def rufer(variants: SchafkopfVariants = KONTRA) -> SchafkopfState:
    """The RUFER deal after the bidding: seat 0 to lead."""
    return act(start(hands_of(RUFER_ROWS), variants), *RUFER_BIDS)


def say(state: SchafkopfState, verb: str) -> SchafkopfState:
    return state.apply(SCHAFKOPF.parse_action({verb: True}))


def refusal(state: SchafkopfState, verb: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        say(state, verb)
    return str(caught.value)


def play_rows(state: SchafkopfState, rows: tuple[str, ...]) -> SchafkopfState:
    """Play on to the end, each seat its card of the row of the trick in progress (the
    cards already played skipped)."""
    while not state.is_over:
        assert state.to_move is not None
        state = play(state, rows[len(state.tricks)].split()[state.to_move])
    return state


def doubles_offered(state: SchafkopfState) -> list[str]:
    return [str(a) for a in state.legal_actions() if a in (KONTRA_ACTION, RE_ACTION)]


# ----------------------------------------------------------------------------- Kontra


def test_kontra_may_be_said_only_before_the_defenders_own_first_card() -> None:
    state = play(rufer(), "aO")
    assert state.to_move == 1
    assert doubles_offered(state) == ["kontra"]
    state = play(state, "bO", "hO")
    assert state.to_move == 3
    assert doubles_offered(state) == ["kontra"]  # seat 3's first turn: still before its card
    state = play(state, "h7", "lO")
    assert state.to_move == 1
    assert doubles_offered(state) == []
    assert refusal(state, "kontra") == (
        "Kontra may be said only by a defender before their first card"
    )


def test_saying_kontra_keeps_the_turn_for_the_seats_card() -> None:
    state = say(play(rufer(), "aO"), "kontra")
    assert state.to_move == 1
    assert state.doubling.level == 1 and state.doubling.kontra_seat == 1
    assert play(state, "bO").to_move == 2


def test_kontra_is_never_offered_to_the_declaring_side_nor_the_called_aces_holder() -> None:
    state = rufer()
    assert doubles_offered(state) == []
    assert "defender" in refusal(state, "kontra")
    state = play(state, "aO", "bO")
    assert state.to_move == 2  # the holder of the called ace
    assert doubles_offered(state) == []
    assert refusal(state, "kontra") == (
        "Kontra may be said only by a defender before their first card"
    )


def test_only_one_kontra_is_said_in_a_deal() -> None:
    state = play(say(play(rufer(), "aO"), "kontra"), "bO", "hO")
    assert state.to_move == 3
    assert doubles_offered(state) == []
    assert refusal(state, "kontra") == "Kontra has already been said: only once per deal"


def test_without_the_house_rule_nobody_doubles() -> None:
    state = play(rufer(RULEBOOK), "aO")
    assert doubles_offered(state) == []
    assert refusal(state, "kontra") == "This table plays without Kontra and Re"


# ----------------------------------------------------------------------------- Re


def test_re_may_be_said_only_after_a_kontra() -> None:
    state = play(rufer(), "aO", "bO")
    assert doubles_offered(state) == []
    assert refusal(state, "re") == "Re may be said only after a Kontra"


def test_re_may_be_said_only_at_the_declaring_seats_first_turn_after_the_kontra() -> None:
    state = play(say(play(rufer(), "aO"), "kontra"), "bO")
    assert state.to_move == 2 and doubles_offered(state) == ["re"]
    state = play(state, "hO", "h7")  # the holder plays on: its chance is over
    assert state.to_move == 0  # the declarer's first turn after the Kontra
    assert doubles_offered(state) == ["re"]
    state = play(state, "lO", "bU")
    assert state.to_move == 2
    assert doubles_offered(state) == []
    assert refusal(state, "re") == (
        "Re may be said only by the declaring side at its first turn after a Kontra"
    )
    state = play(state, "hU", "h8")
    assert state.to_move == 0 and doubles_offered(state) == []


def test_a_defender_never_says_re() -> None:
    state = play(say(play(rufer(), "aO"), "kontra"), "bO", "hO")
    assert state.to_move == 3
    assert "declaring side" in refusal(state, "re")


def test_re_is_said_once_and_nothing_goes_higher() -> None:
    state = say(play(say(play(rufer(), "aO"), "kontra"), "bO"), "re")
    assert state.doubling.level == 2 and state.doubling.factor == 4
    assert doubles_offered(state) == []
    assert refusal(state, "re") == "Re has already been said: nothing goes higher"
    assert refusal(state, "kontra") == "Kontra has already been said: only once per deal"


def test_the_partners_re_reveals_the_partnership_to_every_seat() -> None:
    state = play(say(play(rufer(), "aO"), "kontra"), "bO")
    for seat in (0, 1, 3):
        assert state.observation(seat).partner is None
    state = say(state, "re")
    assert state.partner_known
    for seat in range(4):
        view = state.observation(seat)
        assert view.partner == 2
        assert view.to_json()["doubling"] == {"level": 2, "kontra_seat": 1}


def test_the_declarers_re_does_not_reveal_the_partner() -> None:
    state = play(say(play(rufer(), "aO"), "kontra"), "bO", "hO", "h7")
    state = say(state, "re")
    assert state.doubling.level == 2 and not state.partner_known
    assert state.observation(3).partner is None


def test_the_doubling_seen_by_a_seat_never_tells_who_may_say_re() -> None:
    state = say(play(rufer(), "aO"), "kontra")
    for seat in (1, 3):
        assert state.observation(seat).doubling.re_seats == 0
    assert state.observation(3).to_json()["doubling"] == {"level": 1, "kontra_seat": 1}


def test_an_observation_at_a_table_without_kontra_tells_no_doubling() -> None:
    assert "doubling" not in rufer(RULEBOOK).observation(0).to_json()


# ----------------------------------------------------------------------------- settlement


def test_kontra_and_re_multiply_the_value_with_schneider_and_runners() -> None:
    state = play(say(play(rufer(), "aO"), "kontra"), "bO")
    state = play_rows(say(state, "re"), RUFER_ROWS)
    result = state.result()
    assert (result.runners, result.schneider, result.schwarz, result.won) == (3, True, False, True)
    assert result.declarer_points == 99
    assert result.value == 5 * 4
    assert result.scores == (20, -20, 20, -20)
    assert result.to_json()["doubled"] == 2


def test_a_kontra_alone_doubles_the_value() -> None:
    state = play_rows(say(play(rufer(), "aO"), "kontra"), RUFER_ROWS)
    assert state.result().value == 10
    assert state.result().scores == (10, -10, 10, -10)
    assert state.result().doubled == 1


def test_an_undoubled_deal_at_a_kontra_table_scores_as_the_rulebooks() -> None:
    kontra = play_rows(rufer(), RUFER_ROWS).result()
    rulebook = play_rows(rufer(RULEBOOK), RUFER_ROWS).result()
    assert kontra.scores == rulebook.scores == (5, -5, 5, -5)
    assert kontra.to_json() == {**rulebook.to_json(), "doubled": 0}
    assert "doubled" not in rulebook.to_json()


def test_a_doubled_tout_lost_early_settles_at_its_end() -> None:
    # WTL (see test_schafkopf_scoring): V = 18, the Tout lost in the third trick.
    state = act(start([parse_cards(h.split()) for h in WTL_HANDS], KONTRA), "wenz_tout")
    state = act(state, "pass", "pass", "pass")
    state = play(say(play(state, "aU"), "kontra"), "a7", "l8", "h7")
    state = say(state, "re")
    state = play(state, "aA", "a8", "l9", "h8", "b7", "bA", "lK", "b8")
    assert state.is_over and len(state.tricks) == 3
    result = state.result()
    assert result.value == 18 * 4
    assert result.scores == (-216, 72, 72, 72)


def test_sie_is_never_doubled() -> None:
    state = act(start([parse_cards(h.split()) for h in DS_HANDS], KONTRA), "sie")
    assert state.is_over
    assert state.legal_actions() == ()
    result = state.result()
    assert result.scores == (156, -52, -52, -52)
    assert result.doubled == 0


# ----------------------------------------------------------------------------- Ramsch


def all_pass(rows: tuple[str, ...], variants: SchafkopfVariants) -> SchafkopfState:
    return act(start(hands_of(rows), variants), "pass", "pass", "pass", "pass")


def test_all_passing_is_a_void_deal_without_ramsch() -> None:
    state = all_pass(RUFER_ROWS, KONTRA)
    assert state.is_over
    assert state.result().void
    assert state.result().to_json()["doubled"] == 0


def test_all_passing_plays_a_ramsch_led_by_forehand() -> None:
    state = all_pass(RUFER_ROWS, RAMSCH)
    assert state.phase == "play" and state.to_move == 0
    assert state.contract is RAMSCH_CONTRACT and state.declarer is None
    view = state.observation(1).to_json()
    assert (view["contract"], view["declarer"], view["called_ace"]) == ("ramsch", None, None)


def test_the_ramsch_loser_pays_each_other_seat_doubled_by_a_jungfrau() -> None:
    # The RUFER rows, all passed: seat 0 takes T1-T3, T7, T8 (59 points), seat 2 T4, T5
    # (40), seat 1 T6 (21); seat 3 takes no trick. No called ace: seat 2 plays aA freely.
    state = play_rows(all_pass(RUFER_ROWS, RAMSCH), RUFER_ROWS)
    result = state.result()
    assert result.scores == (-6, 2, 2, 2)
    assert result.to_json() == {
        "void": False,
        "declarer": None,
        "contract": "ramsch",
        "suit": None,
        "partner": None,
        "declarer_points": None,
        "won": None,
        "schneider": None,
        "schwarz": None,
        "runners": None,
        "value": None,
        "ramsch": {
            "points": [59, 21, 40, 0],
            "tricks": [5, 1, 2, 0],
            "loser": 0,
            "jungfrauen": 1,
            "durchmarsch": None,
        },
    }
    assert result.declaring_seats == frozenset()
    assert result.declaring_player is None and result.declarer_won is None
    assert result.contract_name == "ramsch"


def test_nobody_doubles_a_ramsch() -> None:
    state = all_pass(RUFER_ROWS, BOTH)
    state = play(state, "aO")
    assert doubles_offered(state) == []
    assert refusal(state, "kontra") == "Nobody doubles a Ramsch: there is no declarer"
    result = play_rows(state, RUFER_ROWS).result()
    assert result.scores == (-6, 2, 2, 2) and result.doubled == 0


# DM: seat 0 holds the eight highest trumps and leads each: a Durchmarsch.
DM_ROWS = (
    "aO hA aA lA",
    "lO hT aT lT",
    "hO hK aK lK",
    "bO h9 a9 l9",
    "aU h8 a8 l8",
    "lU h7 a7 l7",
    "hU bA bT bK",
    "bU b9 b8 b7",
)


def test_a_durchmarsch_is_won_as_a_solo_of_five() -> None:
    result = play_rows(all_pass(DM_ROWS, RAMSCH), DM_ROWS).result()
    assert result.scores == (15, -5, -5, -5)
    assert result.ramsch is not None
    assert (result.ramsch.durchmarsch, result.ramsch.loser) == (0, None)
    assert result.ramsch.tricks == (8, 0, 0, 0)


def tricks_taken(*taken: tuple[int, str]) -> tuple[Trick, ...]:
    """Completed tricks, each as (winner, its four cards); who led does not count."""
    return tuple(
        Trick(winner, tuple(parse_card(code) for code in cards.split()), winner)
        for winner, cards in taken
    )


# TIE_ON_TRICKS: seats 0 and 1 both take 35 points, seat 0 in three tricks, seat 1 in two.
TIE_ON_TRICKS = tricks_taken(
    (1, "aA aT aK a9"),  # 25
    (1, "lT a8 a7 l9"),  # 10
    (0, "lA l8 l7 h7"),  # 11
    (0, "hT b9 b8 b7"),  # 10
    (0, "bT bK h9 h8"),  # 14
    (2, "bA lK aU lU"),  # 19
    (3, "hA hK aO bU"),  # 20
    (3, "lO hO bO hU"),  # 11
)


def test_a_ramsch_tie_on_points_is_lost_by_the_seat_with_more_tricks() -> None:
    result = score_ramsch(RAMSCH_CONTRACT, TIE_ON_TRICKS, None)
    assert result.ramsch is not None
    assert result.ramsch.points == (35, 35, 19, 31)
    assert result.ramsch.loser == 0
    assert result.scores == (-3, 1, 1, 1)


def test_a_ramsch_tie_on_points_and_tricks_is_lost_by_the_highest_trump_taken() -> None:
    tricks = tricks_taken(
        (1, "aA aT aO a9"),  # 24, with the highest trump of all
        (1, "lT a8 a7 l9"),  # 10
        (0, "lA bA hK lO"),  # 29, lO the highest trump seat 0 takes
        (0, "hO bU h9 h8"),  # 5
        (2, "hA hT aK lK"),  # 29
        (3, "bT bK bO aU"),  # 19
        (3, "l8 l7 b9 b8"),  # 0
        (3, "b7 lU hU h7"),  # 4
    )
    result = score_ramsch(RAMSCH_CONTRACT, tricks, None)
    assert result.ramsch is not None
    assert result.ramsch.points == (34, 34, 29, 23)
    assert result.ramsch.tricks == (2, 2, 1, 3)
    assert result.ramsch.loser == 1
    assert result.scores == (1, -3, 1, 1)


def test_two_jungfrauen_quadruple_the_ramsch_loss() -> None:
    taken = [Trick(t.leader, t.cards, 0 if t.winner >= 2 else t.winner) for t in TIE_ON_TRICKS]
    result = score_ramsch(RAMSCH_CONTRACT, tuple(taken), None)
    assert result.ramsch is not None
    assert (result.ramsch.loser, result.ramsch.jungfrauen) == (0, 2)
    assert result.scores == (-12, 4, 4, 4)


# ----------------------------------------------------------------------------- records


def recorded(state: SchafkopfState) -> str:
    return json.dumps(write_record("schafkopf", state))


@pytest.mark.parametrize("variants", [KONTRA, RAMSCH, BOTH])
def test_records_with_house_rules_replay_exactly(variants: SchafkopfVariants) -> None:
    if variants.ramsch:
        state = play_rows(all_pass(RUFER_ROWS, variants), RUFER_ROWS)
    else:
        state = play(say(play(rufer(variants), "aO"), "kontra"), "bO")
        state = play_rows(say(state, "re"), RUFER_ROWS)
    text = recorded(state)
    record, replayed = read_record(text)
    assert record["variants"] == variants.to_json()
    assert replayed.history == state.history
    assert replayed.result() == state.result()
    assert recorded(replayed) == text
    report = replay_report("schafkopf", replayed)
    assert report["scores"] == list(state.result().scores)
    assert ("doubled" in report) == variants.kontra
    assert ("ramsch" in report) == variants.ramsch


def test_a_kontra_in_a_record_of_the_rulebooks_game_is_refused() -> None:
    state = play(rufer(RULEBOOK), "aO")
    record = write_record("schafkopf", state)
    record["actions"].append({"seat": 1, "kontra": True})
    with pytest.raises(Exception, match="without Kontra and Re"):
        read_record(json.dumps(record))


def test_records_without_house_rules_replay_as_before() -> None:
    state = play_rows(rufer(RULEBOOK), RUFER_ROWS)
    record = write_record("schafkopf", state)
    assert "variants" not in record
    report = replay_report("schafkopf", read_record(json.dumps(record))[1])
    assert set(report) == {
        "game", "complete", "scores", "void", "declarer", "contract", "suit", "partner",
        "declarer_points", "won", "schneider", "schwarz", "runners", "value",
    }  # fmt: skip
