"""Schieber Jass contracts as data (RULES §2.2, §2.3, §2.6): trumps, rankings, card values
and multipliers."""

from dataclasses import dataclass
from typing import Final

from cardavia.core.cards import RANK_CODES, Card, CardSet, Rank, Suit, make_card
from cardavia.core.decks import SWISS_36, SWISS_SUITS
from cardavia.core.tricks import TrickRules, make_trick_rules

PACK: Final = SWISS_36
PLAIN_ORDER: Final = "AKOUT9876"
UNDENUFE_ORDER: Final = "6789TUOKA"
TRUMP_ORDER: Final = "U9AKOT876"
PLAIN_POINTS: Final = {"A": 11, "K": 4, "O": 3, "U": 2, "T": 10}
NO_TRUMP_POINTS: Final = {**PLAIN_POINTS, "8": 8}
TRUMP_UNDER_POINTS: Final = 20
TRUMP_NINE_POINTS: Final = 14

OBENABE: Final = "obenabe"
UNDENUFE: Final = "undenufe"
SUIT_NAMES: Final = {Suit.ROSES: "r", Suit.BELLS: "b", Suit.SHIELDS: "s", Suit.ACORNS: "a"}
MULTIPLIERS: Final = {"a": 1, "r": 1, "s": 2, "b": 2, OBENABE: 3, UNDENUFE: 4}


@dataclass(frozen=True, slots=True)
class JassContract:
    """A trump suit, Obenabe or Undenufe: how it ranks and counts, and its multiplier."""

    name: str
    title: str
    trump: Suit | None
    multiplier: int
    rules: TrickRules
    stoeck: CardSet
    """The trump King and Ober (Stöck); empty without trumps."""
    trumps_above: tuple[CardSet, ...]
    """Per trump card, the trumps that beat it; every trump for a card that is no trump
    (for the no-undertrumping rule)."""
    trump_under_bit: CardSet
    """The trump Under as a card set (empty without trumps)."""
    follow_masks: tuple[CardSet, ...]
    """Per card, the cards of its effective suit: what a player must follow it with."""

    @property
    def trump_under(self) -> Card | None:
        """The trump Under, which may be kept back when it is a player's only trump."""
        return None if self.trump is None else self.trump_under_bit.bit_length() - 1

    @property
    def reversed_ranks(self) -> bool:
        """Undenufe: low beats high, also in comparing Weis ranks."""
        return self.name == UNDENUFE


def _trump_contract(suit: Suit, title: str) -> JassContract:
    order = tuple(make_card(suit, RANK_CODES.index(rank)) for rank in TRUMP_ORDER)
    overrides = {
        make_card(suit, Rank.UNTER): TRUMP_UNDER_POINTS,
        make_card(suit, Rank.NINE): TRUMP_NINE_POINTS,
    }
    rules = make_trick_rules(PACK, order, PLAIN_ORDER, PLAIN_POINTS, overrides)
    name = SUIT_NAMES[suit]
    stoeck = (1 << make_card(suit, Rank.KING)) | (1 << make_card(suit, Rank.OBER))
    above = [rules.trumps] * len(rules.power)
    for position, card in enumerate(order):
        above[card] = sum(1 << higher for higher in order[:position])
    under = 1 << make_card(suit, Rank.UNTER)
    return JassContract(
        name, title, suit, MULTIPLIERS[name], rules, stoeck, tuple(above), under, _follow(rules)
    )


def _no_trump_contract(name: str, title: str, order: str) -> JassContract:
    rules = make_trick_rules(PACK, (), order, NO_TRUMP_POINTS)
    return JassContract(name, title, None, MULTIPLIERS[name], rules, 0, (), 0, _follow(rules))


def _follow(rules: TrickRules) -> tuple[CardSet, ...]:
    return tuple(rules.suit_masks[suit] if suit >= 0 else 0 for suit in rules.suit_of)


CONTRACTS: Final[dict[str, JassContract]] = {
    contract.name: contract
    for contract in (
        _trump_contract(Suit.ROSES, "Roses trump"),
        _trump_contract(Suit.BELLS, "Bells trump"),
        _trump_contract(Suit.SHIELDS, "Shields trump"),
        _trump_contract(Suit.ACORNS, "Acorns trump"),
        _no_trump_contract(OBENABE, "Obenabe", PLAIN_ORDER),
        _no_trump_contract(UNDENUFE, "Undenufe", UNDENUFE_ORDER),
    )
}
"""Every contract by its record name: ``r b s a obenabe undenufe``."""

assert set(SUIT_NAMES) == set(SWISS_SUITS)
