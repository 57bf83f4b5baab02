"""RULES §1.4 (Rufer only: the called ace, rules 1-4) and §1.6 (its resolved details).

Deals (test_schafkopf_deals.py), all a Rufer on the acorn ace:
- CA: seat 2 holds aA aK a9 (the ace and two more acorns), no trump, no bell.
- RA: seat 2 holds aA aK a9 a8 (the ace and three more), no trump, no bell.
- LAST: seat 2 holds aA and no other acorn; acorns are never led, the ace is its last card.
"""

import pytest
from test_schafkopf_deals import (
    CA_HANDS,
    LAST_ROWS,
    LAST_WINNERS,
    RA_HANDS,
    act,
    deal,
    legal_cards,
    play,
    play_rows,
    random_deal,
    rows_deal,
    winners,
)

from cardavia.core.cards import parse_card
from cardavia.core.errors import IllegalAction
from cardavia.games.schafkopf.state import SchafkopfState

RUFER_A_BY_SEAT_0 = ("rufer a", "pass", "pass", "pass")
"""Dealer 3: seat 0 (forehand) calls the acorn ace."""
RUFER_A_SEAT_2_LEADS = ("pass", "pass", "rufer a", "pass")
"""Dealer 1: seat 2 is forehand and leads; seat 0 calls the acorn ace."""

CA_DISCARDS = ["aK", "a9", "lT", "lK", "l9", "l8", "l7"]
"""Seat 2's CA hand without the ace."""


def ca_rufer() -> SchafkopfState:
    state = act(deal(CA_HANDS), *RUFER_A_BY_SEAT_0)
    assert state.partner == 2
    return state


def assert_partner_secret(state: SchafkopfState, holder: int) -> None:
    assert state.partner_known is False
    for seat in range(4):
        observation = state.observation(seat)
        expected = holder if seat == holder else None
        assert observation.partner == expected, seat
        assert observation.to_json()["partner"] == expected, seat
        assert observation.partner_known is False
        assert observation.to_json()["partner_known"] is False


def assert_partner_public(state: SchafkopfState, holder: int) -> None:
    assert state.partner_known is True
    for seat in range(4):
        observation = state.observation(seat)
        assert observation.partner == holder, seat
        assert observation.to_json()["partner"] == holder, seat
        assert observation.partner_known is True


# ----------------------------------------------------------------------------- rule 1


def test_1_4_1_the_holder_must_play_the_ace_when_the_called_suit_is_first_led() -> None:
    # Seat 0 leads a7, seat 1 (no acorn) plays bA; seat 2 holds aA aK a9: only aA.
    state = play(ca_rufer(), "a7", "bA")
    assert state.to_move == 2
    assert legal_cards(state) == ["aA"]


def test_1_4_1_even_when_the_trick_has_already_been_trumped() -> None:
    # Seat 1 trumps the led a7 with hK: the ace cannot win, it must fall all the same.
    state = play(ca_rufer(), "a7", "hK")
    assert legal_cards(state) == ["aA"]
    assert [action.to_json() for action in state.legal_actions()] == [{"play": "aA"}]
    for other in ("aK", "a9"):
        with pytest.raises(IllegalAction):
            play(state, other)
    state = play(state, "aA", "a8")
    assert state.tricks[-1].winner == 1  # hK, the only trump, wins
    assert_partner_public(state, 2)


def test_1_4_1_also_when_a_defender_leads_the_called_suit() -> None:
    # Dealer 2: seat 3 is forehand and leads aT; seat 0 calls the acorn ace.
    state = act(deal(CA_HANDS, dealer=2), "pass", "rufer a", "pass", "pass")
    state = play(state, "aT", "a7", "h9")
    assert state.to_move == 2
    assert legal_cards(state) == ["aA"]


def test_1_4_1_the_ace_played_on_the_called_suit_makes_the_partnership_public() -> None:
    state = play(ca_rufer(), "a7", "bA")
    assert_partner_secret(state, 2)
    state = play(state, "aA")
    assert state.called_suit_led is True
    assert_partner_public(state, 2)


# ----------------------------------------------------------------------------- rule 2


def test_1_4_2_the_ace_may_not_be_discarded_on_a_trump_lead() -> None:
    # Seat 0 leads aO (a trump, not an acorn); seat 2 has no trump: anything but aA.
    state = play(ca_rufer(), "aO", "bO")
    assert legal_cards(state) == CA_DISCARDS
    with pytest.raises(IllegalAction):
        play(state, "aA")
    assert state.called_suit_led is False
    assert_partner_secret(state, 2)


def test_1_4_2_the_ace_may_not_be_discarded_on_another_suit() -> None:
    # Seat 0 leads b7, seat 1 follows bT; seat 2 has no bell: anything but aA.
    state = play(ca_rufer(), "b7", "bT")
    assert legal_cards(state) == CA_DISCARDS
    with pytest.raises(IllegalAction):
        play(state, "aA")
    state = play(state, "l7")
    assert state.called_suit_led is False


def test_1_4_2_the_ace_may_be_discarded_when_it_is_the_holders_last_card() -> None:
    state = act(rows_deal(LAST_ROWS), *RUFER_A_BY_SEAT_0)
    assert state.partner == 2
    # T3: seat 0 leads hO, seat 1 bU; seat 2 (bT bK l9 lK b8 aA) has no trump left.
    state = play_rows(state, LAST_ROWS[:2])
    state = play(state, "hO", "bU")
    assert legal_cards(state) == ["lK", "l9", "bT", "bK", "b8"]
    state = play(state, "bT", "h7")
    # T4-T7 as written; acorns are never led (T5 is led with aU, a trump).
    state = play_rows(state, LAST_ROWS[3:7])
    assert state.called_suit_led is False
    assert_partner_secret(state, 2)
    # T8: seat 1 leads lT; the ace is seat 2's only card.
    state = play(state, "lT")
    assert state.to_move == 2
    assert legal_cards(state) == ["aA"]
    state = play(state, "aA")
    assert_partner_public(state, 2)
    state = play(state, "aT", "a7")
    assert state.is_over
    assert winners(state) == LAST_WINNERS


# ----------------------------------------------------------------------------- rule 3


def test_1_4_3_no_running_away_with_the_ace_and_only_two_more_cards() -> None:
    state = act(deal(CA_HANDS, dealer=1), *RUFER_A_SEAT_2_LEADS)
    assert state.to_move == 2
    assert state.partner == 2
    # aA aK a9: two other acorns, not three. aK and a9 may not be led; aA and the
    # leaves may.
    assert legal_cards(state) == ["aA", "lT", "lK", "l9", "l8", "l7"]
    for card in ("aK", "a9"):
        with pytest.raises(IllegalAction):
            play(state, card)
    assert state.called_suit_led is False


def test_1_6_leading_the_ace_itself_is_always_allowed() -> None:
    state = act(deal(CA_HANDS, dealer=1), *RUFER_A_SEAT_2_LEADS)
    assert_partner_secret(state, 2)
    state = play(state, "aA")
    assert state.called_suit_led is True
    assert_partner_public(state, 2)


def test_1_4_3_running_away_with_the_ace_and_three_more_cards() -> None:
    state = act(deal(RA_HANDS, dealer=1), *RUFER_A_SEAT_2_LEADS)
    assert state.partner == 2
    # aA aK a9 a8: the ace and three more acorns, the led card among them.
    assert legal_cards(state) == ["aA", "aK", "a9", "a8", "lK", "l9", "l8", "l7"]
    assert_partner_secret(state, 2)
    state = play(state, "a8")
    # 1.4.4: running away makes the partnership public at once.
    assert state.called_suit_led is True
    assert_partner_public(state, 2)


def test_1_4_3_after_running_away_the_ace_is_an_ordinary_card() -> None:
    state = act(deal(RA_HANDS, dealer=1), *RUFER_A_SEAT_2_LEADS)
    # T1: seat 2 runs away with a8; seat 3 (no acorn) b8; seat 0 aT; seat 1 (no acorn) bT.
    state = play(state, "a8", "b8", "aT", "bT")
    assert state.tricks[-1].winner == 0
    # T2: seat 0 leads a7, seat 1 bA. Acorns are led again: seat 2 (aA aK a9) has no
    # duty to play the ace and may follow with any acorn.
    state = play(state, "a7", "bA")
    assert legal_cards(state) == ["aA", "aK", "a9"]
    state = play(state, "aK", "b9")
    assert state.tricks[-1].winner == 2
    # T3: seat 2 (aA a9 lK l9 l8 l7) may lead a9: no running-away condition any more.
    assert legal_cards(state) == ["aA", "a9", "lK", "l9", "l8", "l7"]
    state = play(state, "a9", "h7", "aO", "h9")
    assert state.tricks[-1].winner == 0
    # T4: seat 0 leads hA, seat 1 follows hK; seat 2 has no trump and may now throw the
    # ace away on a trump lead.
    state = play(state, "hA", "hK")
    assert legal_cards(state) == ["aA", "lK", "l9", "l8", "l7"]
    state = play(state, "aA")
    assert state.trick == tuple(parse_card(code) for code in ("hA", "hK", "aA"))


# ----------------------------------------------------------------------------- rule 4


def test_1_4_4_nobody_but_the_holder_knows_the_partner_before_the_ace_falls() -> None:
    state = act(rows_deal(LAST_ROWS), "rufer a")
    # During the bidding there is no partner for anyone.
    for seat in range(4):
        assert state.observation(seat).partner is None
    state = act(state, "pass", "pass", "pass")
    assert state.partner == 2  # the rules know it
    assert_partner_secret(state, 2)
    for number in range(7):
        state = play_rows(state, [LAST_ROWS[number]])
        assert_partner_secret(state, 2)
    state = play(state, "lT")
    assert_partner_secret(state, 2)
    assert state.observation(2).legal_actions == state.legal_actions()
    state = play(state, "aA")
    assert_partner_public(state, 2)
    state = play(state, "aT", "a7")
    assert_partner_public(state, 2)
    assert state.result().partner == 2


def test_1_4_4_no_partner_outside_a_rufer() -> None:
    state = act(deal(CA_HANDS), "wenz", "pass", "pass", "pass")
    assert state.partner is None
    for seat in range(4):
        assert state.observation(seat).partner is None
        assert state.observation(seat).to_json()["partner"] is None


def test_1_4_called_ace_rules_hold_in_random_rufer_deals() -> None:
    """Rules 1-3 of the called ace, checked on the tricks of random Rufer deals."""
    rufers = 0
    for seed in range(300):
        state = random_deal(seed)
        contract = state.contract
        if contract is None or contract.kind != "rufer":
            continue
        rufers += 1
        ace = contract.called_ace
        assert ace is not None
        called_suit = contract.rules.suit_of[ace]
        holder = state.partner
        assert holder is not None
        held = state.dealt[holder]
        for number, trick in enumerate(state.tricks):
            position = (holder - trick.leader) % 4
            card = trick.cards[position]
            if contract.rules.suit_of[trick.cards[0]] != called_suit:
                # Rule 2: not discarded before its suit is led, unless the last card.
                assert card != ace or number == 7, (seed, number)
                held &= ~(1 << card)
                continue
            if trick.leader == holder:
                # Rule 3: the ace itself, or running away with the ace and three more.
                same_suit = held & contract.rules.suit_masks[called_suit]
                assert card == ace or same_suit.bit_count() >= 4, (seed, number)
            else:
                # Rule 1: the ace falls the first time its suit is led.
                assert card == ace, (seed, number)
            break
    assert rufers >= 50
