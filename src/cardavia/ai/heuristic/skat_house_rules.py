"""The rule-based Skat player's house-rule decisions (docs/house-rules.md §3): when to
say Kontra or Re, and how to play a Ramsch.

Kontra is said rarely: only by a defender whose own cards make the defence clearly
favoured (length in trumps with a side ace or Unters in a suit game, three Unters and
an ace against a Grand; never against a Null, where one card the declarer cannot
foresee decides). Re
is said by a declarer whose game the bidding model (``skat.judge``, asked in
``skat.say_double``) gives at least ``RE_CONFIDENCE``, judged on the cards the game was
declared with.

A Ramsch is played to take as few card points as possible: lead a card somebody can
beat, duck under the card winning the trick, throw aces and tens on tricks that others
take, and take a trick one has to with as few points as possible. A player who has
taken every trick so far and holds only cards nobody can beat plays on for the
Durchmarsch; one who has taken none keeps out of tricks (a Jungfrau doubles the loss).
"""

from cardavia.ai.heuristic.common import would_win
from cardavia.core.cards import Card, CardSet, Rank, card_set, cards_in, rank_mask
from cardavia.core.game import Action, Play
from cardavia.core.tricks import TRUMP
from cardavia.games.skat.contracts import CONTRACTS, PACK, RAMSCH
from cardavia.games.skat.observation import SkatObservation

UNTERS = rank_mask(Rank.UNTER) & PACK
ACES = rank_mask(Rank.ACE) & PACK
RE_CONFIDENCE = 0.9
"""The chance of winning (the bidding model's) above which the declarer says Re: a Kontra
has just told him a defender likes its cards."""
RAMSCH_RULES = RAMSCH.rules
SEATS = 3


def strong_defence(observation: SkatObservation) -> bool:
    """A defender's hand that clearly beats the game. Against a suit game five trumps
    with a side ace or two Unters, or six trumps; against a Grand three Unters and a side
    ace; never against a Null. (Over 6000 deals of the rule-based players, defenders with
    such hands won 57 to 76 in 100 games; with four trumps, fewer than 40.)"""
    if observation.contract is None:
        return False
    contract = CONTRACTS[observation.contract]
    if contract.is_null:
        return False
    hand = observation.hand
    unters = (hand & UNTERS).bit_count()
    side_aces = (hand & ACES & ~contract.rules.trumps).bit_count()
    if observation.contract == "grand":
        return unters >= 3 and side_aces >= 1
    trumps = (hand & contract.rules.trumps).bit_count()
    return trumps >= 6 or (trumps >= 5 and (side_aces >= 1 or unters >= 2))


def played_by(observation: SkatObservation, seat: int) -> CardSet:
    """The cards ``seat`` has played so far."""
    played = 0
    for trick in observation.tricks:
        played |= 1 << trick.cards[(seat - trick.leader) % SEATS]
    position = (seat - observation.leader) % SEATS
    if position < len(observation.trick):
        played |= 1 << observation.trick[position]
    return played


# ===================================================================== the Ramsch


def ramsch_card(observation: SkatObservation) -> Action:
    """The card to play in a Ramsch."""
    legal = card_set(a.card for a in observation.legal_actions if isinstance(a, Play))
    card = _ramsch_choice(observation, legal)
    return next(a for a in observation.legal_actions if isinstance(a, Play) and a.card == card)


def _ramsch_choice(seen: SkatObservation, legal: CardSet) -> Card:
    rules = RAMSCH_RULES
    played = card_set(seen.trick)
    mine = 0
    for trick in seen.tricks:
        played |= card_set(trick.cards)
        mine += trick.winner == seen.seat
    unseen = PACK & ~seen.hand & ~played
    cards = cards_in(legal)
    if seen.tricks and mine == len(seen.tricks) and _all_masters(seen.hand, unseen):
        taking = [c for c in cards if would_win(rules, seen.trick, c)]  # on for the Durchmarsch
        if taking:
            return max(taking, key=lambda c: (rules.suit_of[c] == TRUMP, rules.power[c]))
    if not seen.trick:
        return min(cards, key=lambda c: (_master(c, unseen), bool(UNTERS >> c & 1), *_cost(c)))
    losing = [c for c in cards if not would_win(rules, seen.trick, c)]
    if losing:  # duck, and give away the richest card that loses
        return max(losing, key=_giveaway)
    if len(seen.trick) == SEATS - 1:  # the trick is ours: take it cheaply, shed a high card
        return min(cards, key=lambda c: (rules.values[c], -rules.power[c]))
    return min(cards, key=_cost)  # somebody after may still take it


def _giveaway(card: Card) -> tuple[int, bool, int]:
    """How gladly a losing card goes: richest first, a plain card before a trump, the
    highest (a card that could take a later trick)."""
    rules = RAMSCH_RULES
    return rules.values[card], rules.suit_of[card] != TRUMP, rules.power[card]


def _cost(card: Card) -> tuple[int, int]:
    return RAMSCH_RULES.values[card], RAMSCH_RULES.power[card]


def _master(card: Card, unseen: CardSet) -> bool:
    """Whether no card still out ranks above ``card`` in its effective suit."""
    rules = RAMSCH_RULES
    same = unseen & rules.suit_masks[rules.suit_of[card]]
    return not any(rules.power[other] > rules.power[card] for other in cards_in(same))


def _all_masters(hand: CardSet, unseen: CardSet) -> bool:
    """Whether every card of ``hand`` takes any trick it leads: each is the highest out
    in its suit and nobody holds a trump where ``hand`` leads a plain suit."""
    trumps_out = unseen & RAMSCH_RULES.trumps
    plain = hand & ~RAMSCH_RULES.trumps
    if plain and trumps_out:
        return False
    return all(_master(card, unseen) for card in cards_in(hand))
