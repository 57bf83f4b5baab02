"""RULES §2.1 (pack, teams, deal) and §2.2 (choosing the contract, multipliers)."""

import itertools

import pytest
from jass_deals import BASE, MATCH_SUITS, act, deal, match_deal, play_out

from cardavia.core.cards import cards_in, count, parse_card, parse_cards
from cardavia.core.decks import deal_by_number, deal_packets, seeded_number
from cardavia.core.errors import IllegalAction
from cardavia.games.jass import JASS
from cardavia.games.jass.contracts import CONTRACTS
from cardavia.games.jass.match import JassMatch

SWISS_PACK = parse_cards(f"{suit}{rank}" for suit in "rbsa" for rank in "AKOUT9876")
ALL_CHOICES = {"r", "b", "s", "a", "obenabe", "undenufe", "push"}


def choices(state) -> set[str]:
    return {action.to_json()["choose"] for action in state.legal_actions()}


# ----------------------------------------------------------------------------- §2.1


@pytest.mark.parametrize("seed", range(8))
def test_2_1_pack_of_36_swiss_cards_nine_each(seed):
    state = JASS.new_deal(seed, dealer=seed % 4)
    assert count(SWISS_PACK) == 36
    assert [count(hand) for hand in state.hands] == [9, 9, 9, 9]
    union = 0
    for hand in state.hands:
        assert union & hand == 0  # no card dealt twice
        union |= hand
    assert union == SWISS_PACK


def test_2_1_deal_in_packets_of_three_counter_clockwise():
    # deal_packets with the cards in pack order 0..35: from the first seat on, each seat in
    # play order takes three cards, three rounds: seat 1 gets cards 0-2, 12-14, 24-26.
    order = cards_in(SWISS_PACK)
    hands = deal_packets(order, 4, 1, (3, 3, 3))
    for offset in range(4):
        seat = (1 + offset) % 4
        expected = [order[3 * offset + 12 * rnd + k] for rnd in range(3) for k in range(3)]
        assert cards_in(hands[seat]) == sorted(expected)
    # new_deal deals a shuffled pack that way, from forehand (the seat after the dealer) on.
    # (Dealing each position to a hand of its own recovers the seeded order of the pack.)
    singles, _ = deal_by_number(cards_in(SWISS_PACK), seeded_number(11), range(36), 36)
    shuffled = [single.bit_length() - 1 for single in singles]
    assert sorted(shuffled) == cards_in(SWISS_PACK)
    for dealer in range(4):
        state = JASS.new_deal(11, dealer=dealer)
        assert list(state.hands) == deal_packets(shuffled, 4, (dealer + 1) % 4, (3, 3, 3))


@pytest.mark.parametrize("seed", range(12))
def test_2_1_rose_seven_holder_is_forehand_of_a_matchs_first_deal(seed):
    state = JASS.new_deal(seed)  # no dealer: a match's first deal
    forehand = (state.dealer + 1) % 4
    assert state.hands[forehand] >> parse_card("r7") & 1
    assert state.to_move == forehand
    # ...and forehand leads the first trick.
    state = act(state, "obenabe")
    assert state.to_move == forehand == state.leader


@pytest.mark.parametrize("dealer", range(4))
def test_2_1_later_deals_forehand_is_the_seat_after_the_dealer(dealer):
    state = JASS.new_deal(5, dealer=dealer)
    assert state.dealer == dealer
    assert state.to_move == (dealer + 1) % 4
    assert act(state, "a").to_move == (dealer + 1) % 4


def test_2_1_match_first_deal_r7_then_the_deal_passes_on():
    match = JassMatch.new(3)
    first = match.current
    assert first.hands[(first.dealer + 1) % 4] >> parse_card("r7") & 1
    while len(match.finished) < 3:
        match = match.apply(match.legal_actions()[0])
    dealers = [deal.dealer for deal in match.deals]
    assert dealers == [(first.dealer + k) % 4 for k in range(4)]
    for previous, nxt in itertools.pairwise(match.deals):
        assert nxt.setup.scores_before == previous.team_totals()
    assert match.current.to_move == (match.current.dealer + 1) % 4


def test_2_1_partners_sit_opposite_and_share_the_score():
    # WEIS-free BASE deal played out in Obenabe: seats 0/2 and 1/3 get their team's total.
    state = play_out(act(deal(BASE), "obenabe"))
    result = state.result()
    t0, t1 = result.team_scores
    assert result.scores == (t0, t1, t0, t1)
    assert sum(result.card_points) == 157


# ----------------------------------------------------------------------------- §2.2


def test_2_2_forehand_chooses_one_of_six_contracts_or_pushes():
    state = deal(BASE)
    assert state.phase == "choosing"
    assert state.to_move == 0
    assert choices(state) == ALL_CHOICES


@pytest.mark.parametrize("contract", sorted(CONTRACTS))
def test_2_2_forehand_chooses_and_leads(contract):
    state = act(deal(BASE), contract)
    assert state.phase == "play"
    assert state.contract.name == contract
    assert state.to_move == state.leader == 0
    assert state.setup.chooser == 0
    assert state.setup.pushed is False


@pytest.mark.parametrize("dealer", range(4))
def test_2_2_push_to_partner_who_must_choose_and_forehand_still_leads(dealer):
    forehand = (dealer + 1) % 4
    partner = (forehand + 2) % 4
    state = act(deal(BASE, dealer=dealer), "push")
    assert state.to_move == partner
    assert choices(state) == ALL_CHOICES - {"push"}  # no push back
    with pytest.raises(IllegalAction):
        act(state, "push")
    state = act(state, "s")
    assert state.setup.chooser == partner
    assert state.setup.pushed is True
    assert state.to_move == state.leader == forehand
    result = play_out(state).result()
    assert (result.chooser, result.pushed, result.contract) == (partner, True, "s")


def test_2_2_no_card_before_the_choice_and_no_choice_during_play():
    state = deal(BASE)
    with pytest.raises(IllegalAction):
        act(state, "r6")
    assert state.phase == "choosing" and state.to_move == 0  # unchanged
    playing = act(state, "r")
    with pytest.raises(IllegalAction):
        act(playing, "b")
    with pytest.raises(IllegalAction):
        act(playing, "push")


@pytest.mark.parametrize(
    ("contract", "multiplier"),
    [("a", 1), ("r", 1), ("s", 2), ("b", 2), ("obenabe", 3), ("undenufe", 4)],
)
def test_2_2_multiplier_of_every_contract(contract, multiplier):
    assert CONTRACTS[contract].multiplier == multiplier
    # In play: seat 0 holds the whole trump suit (roses for Obenabe/Undenufe) and takes every
    # trick, so team 0 scores everything and team 1 nothing (worked out in test_2_6_*).
    suit = MATCH_SUITS[contract]
    result = play_out(act(deal(match_deal(suit)), contract)).result()
    assert result.multiplier == multiplier
    raw = 157 + 150 + 100 + (20 if CONTRACTS[contract].trump is not None else 0)
    assert result.team_scores == (raw * multiplier, 0)
