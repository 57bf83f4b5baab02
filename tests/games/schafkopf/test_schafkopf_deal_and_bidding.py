"""RULES §1.1 (pack and deal) and §1.2 / §1.6 (contracts and the bidding round).

Hands are in test_schafkopf_deals.py; with dealer 3, seat 0 is forehand.
"""

import pytest
from test_schafkopf_deals import (
    BID_HANDS,
    DS_HANDS,
    act,
    deal,
    legal_json,
    record,
)

from cardavia.core.cards import format_cards, parse_card, parse_cards
from cardavia.core.decks import deal_packets
from cardavia.core.errors import BadNotation, IllegalAction, InvalidRecord
from cardavia.games.schafkopf import SCHAFKOPF
from cardavia.games.schafkopf.contracts import find_contract

# ----------------------------------------------------------------------------- 1.1


@pytest.mark.parametrize("seed", range(8))
def test_1_1_pack_of_32_and_eight_cards_each(seed: int) -> None:
    state = SCHAFKOPF.new_deal(seed)
    hands = state.hands
    assert len(hands) == 4
    assert [len(format_cards(hand)) for hand in hands] == [8, 8, 8, 8]
    union = 0
    for hand in hands:
        assert union & hand == 0
        union |= hand
    codes = format_cards(union)
    # a l h b, each A T K O U 9 8 7: no six, no Swiss suit.
    assert sorted(codes) == sorted(s + r for s in "alhb" for r in "ATKOU987")
    assert len(codes) == 32


def test_1_1_dealt_in_two_rounds_of_four_from_the_player_after_the_dealer() -> None:
    # The dealer is seat 2: seat 3 takes cards 0-3 and 16-19 of the pack, seat 0 4-7 and
    # 20-23, seat 1 8-11 and 24-27, the dealer (seat 2) 12-15 and 28-31.
    order = list(range(32))
    hands = deal_packets(order, 4, 3, (4, 4))

    def mask(*cards: int) -> int:
        return sum(1 << card for card in cards)

    assert hands[3] == mask(0, 1, 2, 3, 16, 17, 18, 19)
    assert hands[0] == mask(4, 5, 6, 7, 20, 21, 22, 23)
    assert hands[1] == mask(8, 9, 10, 11, 24, 25, 26, 27)
    assert hands[2] == mask(12, 13, 14, 15, 28, 29, 30, 31)


@pytest.mark.parametrize("dealer", range(4))
def test_1_1_new_deal_keeps_the_dealer_given(dealer: int) -> None:
    state = SCHAFKOPF.new_deal(7, dealer)
    assert state.dealer == dealer
    assert state.to_move == (dealer + 1) % 4
    assert state.phase == "bidding"


@pytest.mark.parametrize("dealer", range(4))
def test_1_1_forehand_bids_first_and_leads_the_first_trick(dealer: int) -> None:
    forehand = (dealer + 1) % 4
    state = deal(BID_HANDS, dealer)
    assert state.to_move == forehand
    # Forehand passes; the next seat in play order names a Wenz (always allowed).
    state = act(state, "pass", "wenz", "pass", "pass")
    assert state.phase == "play"
    assert state.declarer == (forehand + 1) % 4
    # Forehand leads, not the declarer.
    assert state.to_move == forehand
    assert state.leader == forehand


def test_1_1_start_refuses_hands_that_do_not_split_the_pack() -> None:
    good = [hand.split() for hand in BID_HANDS]
    # Seven cards and nine cards.
    short = [good[0][:7], [*good[1], good[0][7]], good[2], good[3]]
    with pytest.raises(InvalidRecord):
        SCHAFKOPF.start(3, [parse_cards(hand) for hand in short])
    # A six is not in the Schafkopf pack.
    six = [[*good[0][:7], "a6"], good[1], good[2], good[3]]
    with pytest.raises(InvalidRecord):
        SCHAFKOPF.start(3, [parse_cards(hand) for hand in six])


# ----------------------------------------------------------------------------- 1.2 order


def test_1_2_one_round_from_forehand_then_the_highest_bid_plays() -> None:
    state = deal(BID_HANDS)
    seen = []
    for text in ("rufer b", "solo a", "pass", "pass"):
        seen.append(state.to_move)
        state = act(state, text)
    assert seen == [0, 1, 2, 3]
    assert [seat for seat, _ in state.history] == [0, 1, 2, 3]
    assert state.phase == "play"
    assert state.declarer == 1
    assert state.contract is not None
    assert (state.contract.kind, state.contract.suit) == ("solo", 0)
    assert state.partner is None
    assert state.to_move == 0


def test_1_6_every_seat_speaks_once_even_after_being_outbid() -> None:
    # Seat 0 names a Solo, seat 1 outbids it with a Wenz Tout; seat 0 does not speak
    # again, but seats 2 and 3 still do, and seat 3 outbids with a Solo Tout of bells.
    state = act(deal(BID_HANDS), "solo h", "wenz_tout")
    assert state.phase == "bidding"
    assert state.to_move == 2
    state = act(state, "pass")
    assert state.to_move == 3
    state = act(state, "solo_tout b")
    assert state.phase == "play"
    assert state.declarer == 3
    assert state.contract is not None
    assert state.contract.kind == "solo_tout"
    assert [seat for seat, _ in state.history] == [0, 1, 2, 3]


def test_1_2_after_a_rufer_the_partner_is_the_called_aces_holder() -> None:
    # Seat 0 calls the bell ace; seat 3 holds it.
    state = act(deal(BID_HANDS), "rufer b", "pass", "pass", "pass")
    assert state.contract is not None
    assert state.contract.kind == "rufer"
    assert state.contract.called_ace == parse_card("bA")
    assert state.partner == 3


def test_1_2_an_equal_type_is_refused_solo_after_solo() -> None:
    state = act(deal(BID_HANDS), "solo h")
    # Seat 1 holds plain acorns: Solo of acorns would be allowed but for the type.
    with pytest.raises(IllegalAction):
        act(state, "solo a")
    # The state is unchanged by the refused bid.
    assert state.to_move == 1
    assert state.phase == "bidding"
    assert len(state.history) == 1
    # Seat 1 holds aA aT aK a9 a8 a7 lT lK: above a Solo only Wenz Tout, Solo Tout of
    # acorns or leaves (no heart, no bell), and Sie (not all Obers and Unters).
    assert legal_json(state) == [
        {"pass": True},
        {"bid": "wenz_tout"},
        {"bid": "solo_tout", "suit": "a"},
        {"bid": "solo_tout", "suit": "l"},
    ]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("rufer b", "rufer l"),
        ("wenz", "wenz"),
        ("wenz", "rufer l"),
        ("solo h", "wenz"),
        ("wenz_tout", "solo a"),
        ("solo_tout h", "wenz_tout"),
        ("solo_tout h", "solo_tout a"),
    ],
)
def test_1_2_a_bid_must_name_a_strictly_higher_type(first: str, second: str) -> None:
    state = act(deal(BID_HANDS), first)
    with pytest.raises(IllegalAction):
        act(state, second)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("rufer b", "wenz"),
        ("rufer b", "solo a"),
        ("wenz", "solo a"),
        ("solo h", "wenz_tout"),
        ("wenz_tout", "solo_tout a"),
    ],
)
def test_1_2_a_strictly_higher_type_is_accepted(first: str, second: str) -> None:
    state = act(deal(BID_HANDS), first, second)
    assert state.to_move == 2
    assert state.highest_bid is not None
    assert state.highest_bid.to_json() == SCHAFKOPF.parse_action(record(second)).to_json()
    state = act(state, "pass", "pass")
    assert state.declarer == 1


def test_1_2_four_passes_void_the_deal() -> None:
    state = act(deal(BID_HANDS), "pass", "pass", "pass", "pass")
    assert state.is_over
    assert state.phase == "over"
    assert state.to_move is None
    assert state.contract is None
    assert state.declarer is None
    assert state.legal_actions() == ()
    result = state.result()
    assert result.void is True
    assert tuple(result.scores) == (0, 0, 0, 0)
    assert result.to_json() == {
        "void": True,
        "declarer": None,
        "contract": None,
        "suit": None,
        "partner": None,
        "declarer_points": None,
        "won": None,
        "schneider": None,
        "schwarz": None,
        "runners": None,
        "value": None,
    }
    with pytest.raises(IllegalAction):
        act(state, "aO")


# ----------------------------------------------------------------------------- conditions
# Seat 0 of BID holds aO aU lA b7 hA hT hK h9.


def test_1_2_forehand_may_bid_exactly_the_contracts_its_hand_allows() -> None:
    # Rufer: acorns refused (aO aU are not plain acorns), leaves refused (holds lA),
    # bells allowed (b7, no bA). Solo and Solo Tout: not acorns; leaves (lA is plain),
    # hearts and bells. Wenz and Wenz Tout always; Sie not.
    assert legal_json(deal(BID_HANDS)) == [
        {"pass": True},
        {"bid": "rufer", "suit": "b"},
        {"bid": "wenz"},
        {"bid": "solo", "suit": "l"},
        {"bid": "solo", "suit": "h"},
        {"bid": "solo", "suit": "b"},
        {"bid": "wenz_tout"},
        {"bid": "solo_tout", "suit": "l"},
        {"bid": "solo_tout", "suit": "h"},
        {"bid": "solo_tout", "suit": "b"},
    ]


def test_1_2_rufer_refused_when_holding_the_called_ace() -> None:
    with pytest.raises(IllegalAction):
        act(deal(BID_HANDS), "rufer l")


def test_1_6_rufer_refused_when_only_an_ober_or_unter_of_the_suit_is_held() -> None:
    with pytest.raises(IllegalAction):
        act(deal(BID_HANDS), "rufer a")


def test_1_2_rufer_allowed_with_a_plain_card_and_without_the_ace() -> None:
    state = act(deal(BID_HANDS), "rufer b")
    assert state.highest_bid is not None
    assert state.highest_bid.to_json() == {"bid": "rufer", "suit": "b"}


def test_1_2_the_hearts_ace_cannot_be_called() -> None:
    with pytest.raises(BadNotation):
        SCHAFKOPF.parse_action({"bid": "rufer", "suit": "h"})
    with pytest.raises(BadNotation):
        SCHAFKOPF.parse_action({"bid": "rufer"})
    assert find_contract("rufer", 2) is None
    # Seat 2 of BID (lO lU l9 l8 l7 hO hU h8) holds a plain heart, yet only the leaves
    # Rufer is offered (plain leaves, no lA): no plain acorn, no bell, and never hearts.
    state = act(deal(BID_HANDS), "pass", "pass")
    rufers = [a for a in legal_json(state) if a.get("bid") == "rufer"]
    assert rufers == [{"bid": "rufer", "suit": "l"}]


@pytest.mark.parametrize("kind", ["solo", "solo_tout"])
def test_1_6_solo_and_solo_tout_need_a_plain_card_of_the_trump_suit(kind: str) -> None:
    # Seat 0 holds aO aU but no plain acorn.
    with pytest.raises(IllegalAction):
        act(deal(BID_HANDS), f"{kind} a")
    for suit in "lhb":
        state = act(deal(BID_HANDS), f"{kind} {suit}")
        assert state.highest_bid is not None
        assert state.highest_bid.to_json() == {"bid": kind, "suit": suit}


def test_1_2_bids_name_their_suit_only_where_the_type_needs_one() -> None:
    for data in (
        {"bid": "solo"},
        {"bid": "solo_tout"},
        {"bid": "wenz", "suit": "a"},
        {"bid": "sie", "suit": "h"},
        {"bid": "ramsch"},
    ):
        with pytest.raises(BadNotation):
            SCHAFKOPF.parse_action(data)


def test_1_2_sie_needs_all_four_obers_and_all_four_unters() -> None:
    state = deal(BID_HANDS)
    with pytest.raises(IllegalAction):
        act(state, "sie")
    assert {"bid": "sie"} not in legal_json(state)
    assert {"bid": "sie"} in legal_json(deal(DS_HANDS))


def test_1_6_a_sie_bid_by_forehand_ends_the_deal_at_once() -> None:
    state = act(deal(DS_HANDS), "sie")
    assert state.is_over
    assert state.to_move is None
    assert state.tricks == ()
    assert [seat for seat, _ in state.history] == [0]  # nobody spoke after it
    assert state.declarer == 0
    assert state.contract is not None
    assert state.contract.kind == "sie"
    with pytest.raises(IllegalAction):
        act(state, "pass")


def test_1_6_a_sie_bid_after_other_bids_ends_the_deal_before_the_last_seat_speaks() -> None:
    # Seat 2 gets DS's Obers and Unters; seat 0 (h9 h8 h7 ...) names a Solo of hearts.
    hands = (DS_HANDS[1], DS_HANDS[3], DS_HANDS[0], DS_HANDS[2])
    state = act(deal(hands), "solo h", "pass", "sie")
    assert state.is_over
    assert [seat for seat, _ in state.history] == [0, 1, 2]  # seat 3 never spoke
    assert state.declarer == 2
    result = state.result()
    assert result.contract == "sie"
    assert tuple(result.scores) == (-52, -52, 156, -52)


def test_bidding_verbs_and_card_plays_are_kept_apart() -> None:
    state = deal(BID_HANDS)
    with pytest.raises(IllegalAction):
        state.apply(SCHAFKOPF.parse_action({"play": "aO"}))
    playing = act(state, "wenz", "pass", "pass", "pass")
    with pytest.raises(IllegalAction):
        playing.apply(SCHAFKOPF.parse_action(record("pass")))
    with pytest.raises(IllegalAction):
        playing.apply(SCHAFKOPF.parse_action(record("solo h")))
