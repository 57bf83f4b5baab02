"""Features of one card among the legal cards, shared by every game: the trick-taking
facts a player weighs whatever the game (trump or not, what it counts, whether it can be
beaten by a card still out, whether it takes the trick so far, and for whom)."""

from dataclasses import dataclass

from cardavia.ai.heuristic.common import winning_position, would_win
from cardavia.core.cards import Card, CardSet, cards_in
from cardavia.core.tricks import TRUMP, Trick, TrickRules

PLAY_FEATURES = (
    "trump",
    "points",
    "higher_out",
    "master",
    "lead_master",
    "lead_trump",
    "lead_points",
    "follows_suit",
    "ruffs",
    "wins_so_far",
    "wins_last",
    "smears_on_partner",
    "overtakes_partner",
    "takes_from_opponent",
    "suit_length",
    "lowest_held",
    "highest_held",
    "lead_suit_length",
    "declaring_lead_trump",
)
"""The names of ``card_features``' values, in order."""


@dataclass(frozen=True, slots=True)
class Table:
    """What the seat to play sees at this card, as the features need it."""

    rules: TrickRules
    hand: CardSet
    trick: tuple[Card, ...]
    leader: int
    players: int
    out: CardSet
    """The cards of the pack the seat has neither held nor seen played."""
    partners: frozenset[int]
    """The seats the seat knows to play on its side (not itself)."""
    declaring: bool
    """Whether the seat plays on the declaring side."""


def table_of(
    rules: TrickRules,
    hand: CardSet,
    tricks: tuple[Trick, ...],
    trick: tuple[Card, ...],
    leader: int,
    players: int,
    partners: frozenset[int],
    declaring: bool,
    known_elsewhere: CardSet = 0,
) -> Table:
    """The table of a seat holding ``hand``; ``known_elsewhere``: cards it knows are out
    of play although not played (the skat the Skat declarer put away)."""
    played = 0
    for done in tricks:
        for card in done.cards:
            played |= 1 << card
    for card in trick:
        played |= 1 << card
    out = rules.pack & ~hand & ~played & ~known_elsewhere
    return Table(rules, hand, trick, leader, players, out, partners, declaring)


def card_features(table: Table, card: Card) -> list[float]:
    """The values named by ``PLAY_FEATURES`` for playing ``card``."""
    rules = table.rules
    suit = rules.suit_of[card]
    trump = suit == TRUMP
    points = rules.values[card] / 11
    same_suit = rules.suit_masks[suit]
    higher = sum(
        1 for other in cards_in(table.out & same_suit) if rules.power[other] > rules.power[card]
    )
    master = higher == 0
    held = table.hand & same_suit
    powers = [rules.power[other] for other in cards_in(held)]
    length = len(powers) / 8
    lowest = rules.power[card] == min(powers)
    highest = rules.power[card] == max(powers)
    trick = table.trick
    if not trick:
        return [
            *(trump, points, min(higher, 8) / 8, master, master, trump, points),
            *(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0),
            *(length, lowest, highest, length, table.declaring and trump),
        ]
    led = rules.suit_of[trick[0]]
    wins = would_win(rules, trick, card)
    last = len(trick) == table.players - 1
    winner = (table.leader + winning_position(rules, trick)) % table.players
    partner_winning = winner in table.partners
    at_stake = sum(rules.values[other] for other in trick) / 30
    return [
        *(trump, points, min(higher, 8) / 8, master, 0.0, 0.0, 0.0),
        *(suit == led, trump and led != TRUMP, wins, wins and last),
        partner_winning * points,
        partner_winning and wins,
        (not partner_winning and wins) * at_stake,
        *(length, lowest, highest, 0.0, 0.0),
    ]
