"""The trick-taking primitives every game shares, driven by contract data.

A game describes a contract once as ``TrickRules`` (which cards are trumps, the effective
suit and strength of every card, what each card counts) and asks these functions; they
never branch on a game's or contract's name.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, NamedTuple

from cardavia.core.cards import (
    RANK_CODES,
    RANKS_PER_SUIT,
    SUIT_CODES,
    Card,
    CardSet,
    format_card,
    rank_of,
    suit_of,
)

TRUMP: Final = len(SUIT_CODES)
"""The effective suit of every trump: trumps form one suit of their own."""

CARD_SPACE: Final = len(SUIT_CODES) * RANKS_PER_SUIT
NOT_IN_PACK: Final = -1


class Trick(NamedTuple):
    """A completed trick: the seat that led, the cards in play order, the seat that won."""

    leader: int
    cards: tuple[Card, ...]
    winner: int

    def to_json(self) -> dict[str, object]:
        return {
            "leader": self.leader,
            "cards": [format_card(card) for card in self.cards],
            "winner": self.winner,
        }


@dataclass(frozen=True, slots=True)
class TrickRules:
    """How one contract ranks and counts the cards of its pack.

    ``suit_of[card]`` is the card's effective suit (``TRUMP`` for trumps, -1 outside the
    pack); ``power[card]`` orders cards of one effective suit, higher wins, every trump
    above every plain card; ``suit_masks[s]`` holds the pack's cards of effective suit
    ``s``; ``point_groups`` pairs sets of cards with what each of them counts.
    """

    pack: CardSet
    trumps: CardSet
    suit_of: tuple[int, ...]
    power: tuple[int, ...]
    suit_masks: tuple[CardSet, ...]
    point_groups: tuple[tuple[CardSet, int], ...]
    values: tuple[int, ...]
    """What each card counts (0 outside the pack)."""
    power_when_led: tuple[tuple[int, ...], ...]
    """Per effective suit led, each card's power, or -1 for a card that cannot win the
    trick (neither of the led suit nor a trump)."""

    def cards_points(self, cards: Sequence[Card]) -> int:
        """The card points of a few cards, e.g. one trick."""
        return sum(map(self.values.__getitem__, cards))

    def points(self, mask: CardSet) -> int:
        """The card points of the cards in ``mask``."""
        return sum(value * (mask & group).bit_count() for group, value in self.point_groups)

    def card_points(self, card: Card) -> int:
        """The card points of one card."""
        return self.points(1 << card)


def make_trick_rules(
    pack: CardSet,
    trump_order: Sequence[Card],
    plain_order: str,
    points: dict[str, int],
    point_overrides: dict[Card, int] | None = None,
) -> TrickRules:
    """Rules for a contract: ``trump_order`` lists trumps high to low; every other card of
    ``pack`` ranks in its printed suit by ``plain_order`` (rank codes, high to low);
    ``points`` maps rank codes to card points, ``point_overrides`` sets single cards."""
    trumps = 0
    for card in trump_order:
        trumps |= 1 << card
    effective = [NOT_IN_PACK] * CARD_SPACE
    power = [NOT_IN_PACK] * CARD_SPACE
    masks = [0] * (TRUMP + 1)
    for card in range(CARD_SPACE):
        if not (pack >> card) & 1:
            continue
        if (trumps >> card) & 1:
            effective[card] = TRUMP
            power[card] = 100 + len(trump_order) - list(trump_order).index(card)
        else:
            effective[card] = suit_of(card)
            power[card] = len(plain_order) - plain_order.index(RANK_CODES[rank_of(card)])
        masks[effective[card]] |= 1 << card
    values: dict[int, CardSet] = {}
    overrides = point_overrides or {}
    for card in range(CARD_SPACE):
        if (pack >> card) & 1:
            value = overrides.get(card, points.get(RANK_CODES[rank_of(card)], 0))
            values[value] = values.get(value, 0) | (1 << card)
    groups = tuple((mask, value) for value, mask in sorted(values.items()) if value)
    per_card = [0] * CARD_SPACE
    for value, mask in values.items():
        for card in range(CARD_SPACE):
            if (mask >> card) & 1:
                per_card[card] = value
    when_led = tuple(
        tuple(
            power[card] if effective[card] in (led, TRUMP) else NOT_IN_PACK
            for card in range(CARD_SPACE)
        )
        for led in range(TRUMP + 1)
    )
    return TrickRules(
        pack,
        trumps,
        tuple(effective),
        tuple(power),
        tuple(masks),
        groups,
        tuple(per_card),
        when_led,
    )


def effective_suit(rules: TrickRules, card: Card) -> int:
    """The suit ``card`` belongs to under ``rules`` (``TRUMP`` for a trump)."""
    return rules.suit_of[card]


def follow_options(rules: TrickRules, hand: CardSet, led: Card) -> CardSet:
    """The cards of ``hand`` that may follow ``led`` when following suit is the only duty:
    the cards of the led effective suit, or the whole hand when it holds none."""
    same = hand & rules.suit_masks[rules.suit_of[led]]
    return same if same else hand


def trick_winner(rules: TrickRules, trick: Sequence[Card]) -> int:
    """The position in ``trick`` of the winning card: the highest trump, or without
    trumps the highest card of the led effective suit."""
    power = rules.power_when_led[rules.suit_of[trick[0]]]
    best = 0
    best_power = power[trick[0]]
    for position in range(1, len(trick)):
        card_power = power[trick[position]]
        if card_power > best_power:
            best = position
            best_power = card_power
    return best
