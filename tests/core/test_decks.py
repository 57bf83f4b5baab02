"""Seeded dealing: the same deal from the same seed everywhere, every order reachable,
every card as likely in every hand."""

from math import factorial

from hypothesis import given
from hypothesis import strategies as st

from cardavia.core.cards import cards_in
from cardavia.core.decks import (
    GERMAN_32,
    deal_by_number,
    deal_packets,
    lehmer_digits,
    packet_seats,
    seeded_number,
)

CARDS = cards_in(GERMAN_32)


def order_of(number: int, cards: list[int]) -> list[int]:
    """The order ``number`` picks, read back by dealing each position to a hand of its own."""
    singles, _ = deal_by_number(cards, number, range(len(cards)), len(cards))
    return [single.bit_length() - 1 for single in singles]


def test_seeded_number_is_fixed_per_seed_and_differs_between_seeds() -> None:
    assert seeded_number(0) == seeded_number(0)
    assert seeded_number(1) != seeded_number(2) != seeded_number(-2)
    assert 0 <= seeded_number(-(10**30)) < 2**512
    assert seeded_number(12345).bit_length() > 500


def test_lehmer_code_reaches_every_order_of_a_small_pack_once() -> None:
    cards = [3, 7, 11, 20]
    orders = {tuple(order_of(number, cards)) for number in range(factorial(4))}
    assert len(orders) == 24


@given(st.integers(min_value=0, max_value=2**512 - 1))
def test_deal_by_number_is_a_permutation_and_returns_the_rest(number: int) -> None:
    order = order_of(number, CARDS)
    assert sorted(order) == CARDS
    _, rest = deal_by_number(CARDS, number, range(32), 32)
    assert rest == number // factorial(32)


def test_packets_follow_the_dealers_hand() -> None:
    assert packet_seats(4, 1, (3, 2))[:14] == (1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 1)
    number = seeded_number(5)
    hands, _ = deal_by_number(CARDS, number, packet_seats(4, 2, (4, 4)), 4)
    assert hands == deal_packets(order_of(number, CARDS), 4, 2, (4, 4))


def test_every_card_lands_in_every_hand_about_equally_often() -> None:
    deals = 4000
    seats = packet_seats(4, 0, (4, 4))
    tally = [[0] * 4 for _ in CARDS]
    for seed in range(deals):
        hands, _ = deal_by_number(CARDS, seeded_number(seed), seats, 4)
        for position, card in enumerate(CARDS):
            holder = next(h for h in range(4) if hands[h] >> card & 1)
            tally[position][holder] += 1
    for counts in tally:  # expected 1000 each; a 5-sigma band is about +-137
        assert all(860 < count < 1140 for count in counts), counts


@given(
    st.integers(min_value=0, max_value=2**512 - 1),
    st.integers(min_value=1, max_value=40),
    st.data(),
)
def test_lehmer_digits_in_groups_are_the_digits_radix_by_radix(
    number: int, size: int, data: st.DataObject
) -> None:
    count = data.draw(st.integers(min_value=0, max_value=size))
    expected, rest = [], number
    for radix in range(size, size - count, -1):
        rest, digit = divmod(rest, radix)
        expected.append(digit)
    assert lehmer_digits(number, size, count) == (expected, rest)
