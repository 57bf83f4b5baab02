"""The shared trick-taking primitives (``cardavia.core.tricks``) on hand-built contracts."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardavia.core.cards import (
    RANK_CODES,
    Suit,
    card_set,
    cards_in,
    count,
    make_card,
    parse_card,
    parse_cards,
    rank_of,
    suit_mask,
    suit_of,
)
from cardavia.core.decks import GERMAN_32, SWISS_36
from cardavia.core.tricks import TRUMP, TrickRules, follow_options, make_trick_rules, trick_winner

POINTS = {"A": 11, "T": 10, "K": 4, "O": 3, "U": 2}
UNTERS = [parse_card(code) for code in ("aU", "lU", "hU", "bU")]
PLAIN = "ATKO987"
HEARTS_TRUMPS = [*UNTERS, *(parse_card("h" + rank) for rank in PLAIN)]

GRAND_LIKE = make_trick_rules(GERMAN_32, UNTERS, PLAIN, POINTS)
HEARTS = make_trick_rules(GERMAN_32, HEARTS_TRUMPS, PLAIN, POINTS)
NO_TRUMPS = make_trick_rules(GERMAN_32, [], "AKOUT987", POINTS)
SWISS_PLAIN = make_trick_rules(SWISS_36, [], "AKOUT9876", POINTS)

CONTRACTS = {
    "grand-like": (GRAND_LIKE, UNTERS, PLAIN),
    "hearts": (HEARTS, HEARTS_TRUMPS, PLAIN),
    "no-trumps": (NO_TRUMPS, [], "AKOUT987"),
}


def cards(codes: str) -> list[int]:
    return [parse_card(code) for code in codes.split()]


def expected_winner(trumps: list[int], plain: str, trick: list[int]) -> int:
    """The rule written plainly: the highest trump, else the highest of the led suit."""
    played_trumps = [card for card in trick if card in trumps]
    if played_trumps:
        return trick.index(min(played_trumps, key=trumps.index))
    led = suit_of(trick[0]) if trick[0] not in trumps else None
    followers = [card for card in trick if card not in trumps and suit_of(card) == led]
    return trick.index(min(followers, key=lambda card: plain.index(RANK_CODES[rank_of(card)])))


def effective(trumps: list[int], card: int) -> str:
    return "trump" if card in trumps else str(suit_of(card))


# ----------------------------------------------------------------------------- winners


@pytest.mark.parametrize(
    ("rules", "trick", "winner"),
    [
        (GRAND_LIKE, "aA aT aK", 0),
        (GRAND_LIKE, "a7 aA aT", 1),
        (GRAND_LIKE, "aA bU aT", 1),  # a trump beats the led suit
        (GRAND_LIKE, "bU aU lU", 1),  # acorns Unter is the highest trump
        (GRAND_LIKE, "hU lU bU", 1),
        (GRAND_LIKE, "a7 lA hA", 0),  # other suits never win
        (GRAND_LIKE, "aO aK a9", 1),  # K above O
        (GRAND_LIKE, "aT aK aA", 2),  # A above T
        (HEARTS, "lA h7 lT", 1),  # the lowest trump beats a plain ace
        (HEARTS, "h7 bU hA", 1),  # Unters rank above the trump suit
        (HEARTS, "hA hT bA", 0),
        (HEARTS, "bA bT aU", 2),
        (NO_TRUMPS, "aU aT a9", 0),  # in Null U above T
        (NO_TRUMPS, "aT a9 aU", 2),
        (NO_TRUMPS, "a7 bA lA", 0),
        (NO_TRUMPS, "hK hA hO", 1),
    ],
)
def test_trick_winner_examples(rules: TrickRules, trick: str, winner: int) -> None:
    assert trick_winner(rules, cards(trick)) == winner


def test_trick_winner_of_four_cards() -> None:
    assert trick_winner(HEARTS, cards("bA bT bK h7")) == 3
    assert trick_winner(GRAND_LIKE, cards("bA bT bK b7")) == 0
    assert trick_winner(GRAND_LIKE, cards("b7 lA hA aA")) == 0


@pytest.mark.parametrize("name", sorted(CONTRACTS))
@given(data=st.data())
def test_trick_winner_is_the_highest_trump_else_the_highest_of_the_led_suit(
    name: str, data: st.DataObject
) -> None:
    rules, trumps, plain = CONTRACTS[name]
    size = data.draw(st.integers(min_value=1, max_value=4))
    pack = st.sampled_from(cards_in(GERMAN_32))
    trick = data.draw(st.lists(pack, min_size=size, max_size=size, unique=True))
    winner = trick_winner(rules, trick)
    assert winner == expected_winner(trumps, plain, trick)
    # A card of neither the led suit nor trumps never wins.
    assert effective(trumps, trick[winner]) in (effective(trumps, trick[0]), "trump")


# ----------------------------------------------------------------------------- following


def test_follow_options_examples() -> None:
    hand = card_set(cards("aU aA a7 lT h9 hK"))
    # A led acorns card: the acorns cards (the Unter is a trump, not an acorn).
    assert follow_options(GRAND_LIKE, hand, parse_card("aK")) == card_set(cards("aA a7"))
    # A led trump: the Unter.
    assert follow_options(GRAND_LIKE, hand, parse_card("bU")) == card_set(cards("aU"))
    # Hearts are trumps in the hearts contract: Unter and hearts follow a trump lead.
    assert follow_options(HEARTS, hand, parse_card("lU")) == card_set(cards("aU h9 hK"))
    # No bells: anything.
    assert follow_options(GRAND_LIKE, hand, parse_card("bA")) == hand
    # In Null the Unter is an acorn.
    assert follow_options(NO_TRUMPS, hand, parse_card("aK")) == card_set(cards("aU aA a7"))


@pytest.mark.parametrize("name", sorted(CONTRACTS))
@given(data=st.data())
def test_follow_options_is_the_led_suit_or_the_whole_hand(name: str, data: st.DataObject) -> None:
    rules, trumps, _ = CONTRACTS[name]
    pack = cards_in(GERMAN_32)
    led = data.draw(st.sampled_from(pack))
    hand_cards = data.draw(st.lists(st.sampled_from(pack), max_size=10, unique=True))
    hand = card_set(card for card in hand_cards if card != led)
    same = {card for card in cards_in(hand) if effective(trumps, card) == effective(trumps, led)}
    options = follow_options(rules, hand, led)
    assert set(cards_in(options)) == (same or set(cards_in(hand)))
    assert options & ~hand == 0


def test_effective_suits_and_masks() -> None:
    for rules, trumps in ((GRAND_LIKE, UNTERS), (HEARTS, HEARTS_TRUMPS)):
        assert rules.trumps == card_set(trumps)
        assert rules.suit_masks[TRUMP] == card_set(trumps)
        for card in cards_in(GERMAN_32):
            expected = TRUMP if card in trumps else suit_of(card)
            assert rules.suit_of[card] == expected
        union = 0
        for mask in rules.suit_masks:
            assert union & mask == 0
            union |= mask
        assert union == GERMAN_32
    assert GRAND_LIKE.suit_masks[Suit.HEARTS] == suit_mask(Suit.HEARTS) & GERMAN_32 & ~card_set(
        UNTERS
    )
    assert NO_TRUMPS.trumps == 0
    # A card outside the pack has no suit.
    assert GRAND_LIKE.suit_of[make_card(Suit.ROSES, 0)] == -1


# ----------------------------------------------------------------------------- points


def test_the_german_32_holds_120_points() -> None:
    assert count(GERMAN_32) == 32
    for rules in (GRAND_LIKE, HEARTS, NO_TRUMPS):
        assert rules.points(GERMAN_32) == 120
        assert sum(rules.card_points(card) for card in cards_in(GERMAN_32)) == 120


def test_the_swiss_36_holds_120_points_by_default() -> None:
    assert count(SWISS_36) == 36
    assert SWISS_PLAIN.points(SWISS_36) == 120
    assert SWISS_PLAIN.points(parse_cards(["r6", "s6", "b6", "a6"])) == 0


def test_packs() -> None:
    assert {code[0] for code in map(_code, cards_in(GERMAN_32))} == set("alhb")
    assert {code[0] for code in map(_code, cards_in(SWISS_36))} == set("rbsa")
    assert {code[1] for code in map(_code, cards_in(GERMAN_32))} == set("ATKOU987")
    assert {code[1] for code in map(_code, cards_in(SWISS_36))} == set("ATKOU9876")


def _code(card: int) -> str:
    return "alhbrs"[suit_of(card)] + RANK_CODES[rank_of(card)]


@pytest.mark.parametrize(
    ("codes", "points"),
    [([], 0), (["aA"], 11), (["hT"], 10), (["bK"], 4), (["lO"], 3), (["aU"], 2), (["a9"], 0)],
)
def test_points_of_single_cards(codes: list[str], points: int) -> None:
    assert GRAND_LIKE.points(parse_cards(codes)) == points


@given(st.lists(st.sampled_from(cards_in(GERMAN_32)), unique=True))
def test_points_add_up_card_by_card(listed: list[int]) -> None:
    mask = card_set(listed)
    assert HEARTS.points(mask) == sum(POINTS.get(RANK_CODES[rank_of(c)], 0) for c in listed)
    assert HEARTS.points(mask) + HEARTS.points(GERMAN_32 & ~mask) == 120


def test_point_overrides() -> None:
    buur = parse_card("rU")
    rules = make_trick_rules(SWISS_36, [buur], "AKOUT9876", POINTS, {buur: 20})
    assert rules.card_points(buur) == 20
    assert rules.card_points(parse_card("sU")) == 2
    assert rules.points(SWISS_36) == 120 - 2 + 20
