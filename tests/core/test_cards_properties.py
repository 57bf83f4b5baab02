"""Property tests of ``cardavia.core.cards``: card codes (RULES §0) and card sets."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardavia.core.cards import (
    RANK_CODES,
    SUIT_CODES,
    Rank,
    Suit,
    bit,
    card_set,
    cards_in,
    contains,
    count,
    format_card,
    format_cards,
    iter_cards,
    make_card,
    parse_card,
    parse_cards,
    rank_mask,
    rank_of,
    suit_mask,
    suit_of,
)
from cardavia.core.errors import BadNotation

VALID_CODES = [suit + rank for suit in SUIT_CODES for rank in RANK_CODES]
ALL_CARDS = (1 << 54) - 1

codes = st.sampled_from(VALID_CODES)
masks = st.integers(min_value=0, max_value=ALL_CARDS)
cards = st.integers(min_value=0, max_value=53)
not_codes = st.one_of(st.text(), st.text(min_size=2, max_size=2)).filter(
    lambda text: text not in VALID_CODES
)


def test_there_are_54_codes_of_two_characters() -> None:
    assert len(set(VALID_CODES)) == 54
    assert sorted(parse_card(code) for code in VALID_CODES) == list(range(54))


@pytest.mark.parametrize("code", VALID_CODES)
def test_format_parse_round_trip_of_every_code(code: str) -> None:
    assert format_card(parse_card(code)) == code


@given(not_codes)
def test_parse_card_rejects_every_other_string(text: str) -> None:
    with pytest.raises(BadNotation) as caught:
        parse_card(text)
    assert isinstance(caught.value, ValueError)
    assert repr(text) in str(caught.value)


@given(st.sampled_from(SUIT_CODES), st.sampled_from(RANK_CODES), st.text(min_size=1))
def test_parse_card_rejects_a_code_with_anything_around_it(suit: str, rank: str, more: str) -> None:
    for text in (suit + rank + more, more + suit + rank, suit.upper() + rank):
        if text in VALID_CODES:
            continue
        with pytest.raises(BadNotation):
            parse_card(text)


@pytest.mark.parametrize("value", [None, 0, 12, b"aO", ["a", "O"], ("a", "O")])
def test_parse_card_rejects_what_is_not_a_string(value: object) -> None:
    with pytest.raises(BadNotation):
        parse_card(value)  # type: ignore[arg-type]


@pytest.mark.parametrize("card", [-1, 54, 63, 100])
def test_format_card_rejects_numbers_that_are_not_cards(card: int) -> None:
    with pytest.raises(BadNotation):
        format_card(card)


@given(masks)
def test_format_parse_round_trip_of_card_sets(mask: int) -> None:
    written = format_cards(mask)
    assert parse_cards(written) == mask
    assert len(written) == count(mask)
    assert all(code in VALID_CODES for code in written)


@given(masks)
def test_card_set_of_cards_in(mask: int) -> None:
    listed = cards_in(mask)
    assert card_set(listed) == mask
    assert listed == sorted(listed)
    assert list(iter_cards(mask)) == listed
    assert count(mask) == len(listed)


@given(st.lists(cards))
def test_card_set_collapses_duplicates(listed: list[int]) -> None:
    assert cards_in(card_set(listed)) == sorted(set(listed))


@given(masks, masks)
def test_set_algebra_agrees_with_python_sets(first: int, second: int) -> None:
    a, b = set(cards_in(first)), set(cards_in(second))
    assert set(cards_in(first | second)) == a | b
    assert set(cards_in(first & second)) == a & b
    assert set(cards_in(first & ~second)) == a - b
    assert set(cards_in(first ^ second)) == a ^ b
    assert count(first | second) == len(a | b)


@given(masks, cards)
def test_contains_and_bit(mask: int, card: int) -> None:
    assert contains(mask, card) == (card in cards_in(mask))
    assert contains(mask | bit(card), card)
    assert not contains(mask & ~bit(card), card)
    assert cards_in(bit(card)) == [card]


@given(st.lists(codes, min_size=1), st.data())
def test_parse_cards_rejects_duplicates(listed: list[str], data: st.DataObject) -> None:
    repeated = data.draw(st.sampled_from(listed))
    position = data.draw(st.integers(min_value=0, max_value=len(listed)))
    written = [*listed[:position], repeated, *listed[position:]]
    with pytest.raises(BadNotation) as caught:
        parse_cards(written)
    assert isinstance(caught.value, ValueError)


def test_parse_cards_names_the_duplicate() -> None:
    with pytest.raises(BadNotation, match="hT"):
        parse_cards(["aO", "hT", "b7", "hT"])


@given(st.lists(codes, unique=True), not_codes)
def test_parse_cards_rejects_a_bad_code_among_good_ones(listed: list[str], bad: str) -> None:
    with pytest.raises(BadNotation):
        parse_cards([*listed, bad])


def test_parse_cards_rejects_a_string() -> None:
    with pytest.raises(BadNotation):
        parse_cards("aOhT")
    assert parse_cards([]) == 0


@given(st.integers(min_value=0, max_value=5), st.integers(min_value=0, max_value=8))
def test_make_card_suit_of_rank_of_round_trip(suit: int, rank: int) -> None:
    card = make_card(suit, rank)
    assert 0 <= card < 54
    assert (suit_of(card), rank_of(card)) == (suit, rank)
    assert format_card(card) == SUIT_CODES[suit] + RANK_CODES[rank]


@given(cards)
def test_every_card_is_made_of_its_suit_and_rank(card: int) -> None:
    assert make_card(suit_of(card), rank_of(card)) == card
    assert contains(suit_mask(suit_of(card)), card)
    assert contains(rank_mask(rank_of(card)), card)


def test_suit_and_rank_masks_partition_the_cards() -> None:
    assert [count(suit_mask(suit)) for suit in Suit] == [9] * 6
    assert [count(rank_mask(rank)) for rank in Rank] == [6] * 9
    suits = 0
    for suit in Suit:
        assert suits & suit_mask(suit) == 0
        suits |= suit_mask(suit)
    assert suits == ALL_CARDS
    ranks = 0
    for rank in Rank:
        assert ranks & rank_mask(rank) == 0
        ranks |= rank_mask(rank)
    assert ranks == ALL_CARDS


def test_named_examples_of_rules_section_0() -> None:
    assert parse_card("aO") == make_card(Suit.ACORNS, Rank.OBER)
    assert parse_card("hT") == make_card(Suit.HEARTS, Rank.TEN)
    assert parse_card("r7") == make_card(Suit.ROSES, Rank.SEVEN)
    assert parse_card("sT") == make_card(Suit.SHIELDS, Rank.TEN)
    assert parse_card("b6") == make_card(Suit.BELLS, Rank.SIX)
