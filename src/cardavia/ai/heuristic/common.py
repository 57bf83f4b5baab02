"""Card-play judgement every rule-based player shares: who is winning the trick, which
cards would take it, which are cheap to give and which are rich to smear."""

from collections.abc import Callable

from cardavia.core.cards import Card, CardSet, cards_in
from cardavia.core.tricks import TRUMP, TrickRules


def winning_position(rules: TrickRules, trick: tuple[Card, ...]) -> int:
    """The position in the unfinished ``trick`` of the card that leads it now."""
    led = rules.suit_of[trick[0]]
    best = 0
    for position in range(1, len(trick)):
        card = trick[position]
        suit = rules.suit_of[card]
        if suit in (led, TRUMP) and rules.power[card] > rules.power[trick[best]]:
            best = position
    return best


def would_win(rules: TrickRules, trick: tuple[Card, ...], card: Card) -> bool:
    """Whether ``card`` would take the lead of the unfinished ``trick``."""
    if not trick:
        return True
    best = trick[winning_position(rules, trick)]
    led = rules.suit_of[trick[0]]
    suit = rules.suit_of[card]
    return suit in (led, TRUMP) and rules.power[card] > rules.power[best]


def winners(rules: TrickRules, legal: CardSet, trick: tuple[Card, ...]) -> list[Card]:
    """The legal cards that would take the lead of ``trick``."""
    return [card for card in cards_in(legal) if would_win(rules, trick, card)]


def cheapest(rules: TrickRules, cards: list[Card]) -> Card:
    """The card that gives the least away: fewest points, then lowest, plain before trump."""
    return min(cards, key=lambda c: (rules.values[c], rules.suit_of[c] == TRUMP, rules.power[c]))


def richest(rules: TrickRules, cards: list[Card]) -> Card:
    """The card worth most to a partner's trick, keeping trumps where points are equal."""
    return max(cards, key=lambda c: (rules.values[c], rules.suit_of[c] != TRUMP, -rules.power[c]))


def lowest_winner(rules: TrickRules, cards: list[Card]) -> Card:
    """The weakest of several winning cards: win as cheaply as possible."""
    return min(cards, key=lambda c: (rules.suit_of[c] == TRUMP, rules.power[c], rules.values[c]))


def follow(
    rules: TrickRules,
    legal: CardSet,
    trick: tuple[Card, ...],
    leader: int,
    players: int,
    is_partner: Callable[[int], bool],
) -> Card:
    """A sound card to a trick in progress. With the partner winning, smear points on it
    unless an opponent still plays after and could take it cheaply; against an opponent's
    card, take the trick as cheaply as possible when it is worth it; else give the least."""
    cards = cards_in(legal)
    leading_seat = (leader + winning_position(rules, trick)) % players
    last = len(trick) == players - 1
    if is_partner(leading_seat):
        leading_card = trick[winning_position(rules, trick)]
        safe = last or rules.suit_of[leading_card] == TRUMP or rules.values[leading_card] >= 10
        return richest(rules, cards) if safe else cheapest(rules, cards)
    taking = winners(rules, legal, trick)
    points_at_stake = sum(rules.values[card] for card in trick)
    if taking and (last or points_at_stake >= 3 or len(taking) == len(cards)):
        return lowest_winner(rules, taking)
    return cheapest(rules, cards)
