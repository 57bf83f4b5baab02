"""Schieber Jass played the way a sound club player thinks (RULES §2).

Choosing the contract: the player counts what each contract's hand holds (for a trump suit
the Under, the nine and the other trumps, their length, side aces; for Obenabe and
Undenufe the sure winners from the top of each suit and what they set up), turns the count
into the margin of points its team may expect, and multiplies it by the contract's
multiplier, which multiplies losses as well as gains. The worth of each feature was fitted
to deals played out by this player. Forehand names the best contract, or pushes when even
the best is worth less than the partner's choice is on average.

Playing: the player reads the table from what it has seen (the cards gone, the voids each
seat has shown, the Weis cards shown, which of its own cards are masters that nothing
unseen beats), then leads, follows, smears points on the partner's safe tricks and keeps
its trumps for tricks with points, each decision in a function of its own.
"""

import random
from dataclasses import dataclass

from cardavia.ai.heuristic.common import winning_position, would_win
from cardavia.core.cards import Card, CardSet, Rank, cards_in, make_card, rank_of, suit_mask
from cardavia.core.decks import SWISS_SUITS
from cardavia.core.game import Action, Play
from cardavia.core.tricks import TRUMP, TrickRules
from cardavia.games.jass.actions import CHOICES, PUSH, Choose
from cardavia.games.jass.contracts import CONTRACTS, OBENABE, UNDENUFE, JassContract
from cardavia.games.jass.observation import JassObservation
from cardavia.games.jass.weis import best_weis, weis_points

PLAYERS = 4
TRICKS = 9
LAST_TRICK_BONUS = 5

# ----------------------------------------------------------------- the contracts' orders


@dataclass(frozen=True, slots=True)
class _Order:
    """One contract's ranking, prepared for the questions the play asks."""

    rules: TrickRules
    above: tuple[CardSet, ...]
    """Per card: the cards of its effective suit that beat it."""
    under: Card | None
    """The trump Under (None without trumps)."""
    ranked_suits: tuple[tuple[Card, ...], ...]
    """Per suit of the pack, its cards from the strongest down."""


def _order(contract: JassContract) -> _Order:
    rules = contract.rules
    above = [0] * len(rules.power)
    for card in cards_in(rules.pack):
        same = rules.suit_masks[rules.suit_of[card]]
        above[card] = sum(1 << o for o in cards_in(same) if rules.power[o] > rules.power[card])
    ranked_suits = tuple(
        tuple(sorted(cards_in(suit_mask(suit) & rules.pack), key=lambda c: -rules.power[c]))
        for suit in SWISS_SUITS
    )
    return _Order(rules, tuple(above), contract.trump_under, ranked_suits)


_ORDERS = {name: _order(contract) for name, contract in CONTRACTS.items()}

# ----------------------------------------------------------------- choosing the contract

TRUMP_WORTH = {
    "under": 48.0,
    "nine": 28.0,
    "ace": 24.0,
    "king": 19.0,
    "ober": 17.0,
    "banner": 18.0,
    "small": 9.0,
    "length": 6.0,
    "under_with_length": 5.0,
    "under_and_nine": 13.0,
    "side_aces": 7.0,
    "side_kings_with_ace": 5.0,
    "side_kings_guarded": 6.0,
    "stoeck": 19.0,
    "weis": 1.0,
    "base": -71.0,
}
"""Points of margin per feature of a trump hand. The Under and the nine rule the trumps
(and count 20 and 14); the Under is worth more the longer the trumps it leads; each
trump beyond the third takes a late trick; side aces win at once, kings behind them."""

NO_TRUMP_WORTH = {
    OBENABE: {
        "masters": 24.0,
        "long": 2.0,
        "guarded_seconds": 11.0,
        "open_suits": -7.0,
        "weis": 1.0,
        "base": -32.0,
    },
    UNDENUFE: {
        "masters": 26.0,
        "long": 3.0,
        "guarded_seconds": 21.0,
        "open_suits": -1.0,
        "weis": 1.0,
        "base": -54.0,
    },
}
"""Points of margin per feature of an Obenabe or Undenufe hand: each sure winner takes a
trick with its points, a guarded second card often wins once the top card has gone, and
a suit without a stopper lets the opponents run it."""

PUSH_BELOW = 100.0
"""Forehand pushes when its best contract is worth less than this (a multiplied margin):
the partner's best choice is worth about that much on average."""


def trump_features(hand: CardSet, suit: int, weis: int) -> dict[str, int]:
    """What a player counts in a hand for trump ``suit``: the trumps one by one and their
    length, side aces and kings, Stöck, and its own Weis."""

    def holds(rank: Rank, in_suit: int = suit) -> int:
        return hand >> make_card(in_suit, rank) & 1

    length = (hand & suit_mask(suit)).bit_count()
    features = {
        "under": holds(Rank.UNTER),
        "nine": holds(Rank.NINE),
        "ace": holds(Rank.ACE),
        "king": holds(Rank.KING),
        "ober": holds(Rank.OBER),
        "banner": holds(Rank.TEN),
        "small": holds(Rank.EIGHT) + holds(Rank.SEVEN) + holds(Rank.SIX),
        "length": max(0, length - 3),
        "under_with_length": holds(Rank.UNTER) * length,
        "under_and_nine": holds(Rank.UNTER) * holds(Rank.NINE),
        "side_aces": 0,
        "side_kings_with_ace": 0,
        "side_kings_guarded": 0,
        "stoeck": holds(Rank.KING) * holds(Rank.OBER),
        "weis": weis,
        "base": 1,
    }
    for side in SWISS_SUITS:
        if side != suit:
            ace, king = holds(Rank.ACE, side), holds(Rank.KING, side)
            guarded = (hand & suit_mask(side)).bit_count() >= 2
            features["side_aces"] += ace
            features["side_kings_with_ace"] += ace * king
            features["side_kings_guarded"] += (1 - ace) * king * guarded
    return features


def no_trump_features(hand: CardSet, name: str, weis: int) -> dict[str, int]:
    """What a player counts for Obenabe or Undenufe: per suit the sure winners (an unbroken
    run from the top), the long cards they set up, else a guarded second card, else a suit
    with no stopper at all; and its own Weis."""
    features = {
        "masters": 0,
        "long": 0,
        "guarded_seconds": 0,
        "open_suits": 0,
        "weis": weis,
        "base": 1,
    }
    for ranked in _ORDERS[name].ranked_suits:
        held = [card for card in ranked if hand >> card & 1]
        masters = 0
        while masters < len(held) and held[masters] == ranked[masters]:
            masters += 1
        features["masters"] += masters
        if masters and len(held) >= 4:
            features["long"] += len(held) - masters
        elif not masters and ranked[1] in held and len(held) >= 2:
            features["guarded_seconds"] += 1
        elif not masters and held:
            features["open_suits"] += 1
    return features


def contract_margin(hand: CardSet, name: str, weis: int) -> float:
    """The points the hand's team may expect to take above the opponents (raw, before
    the multiplier) when ``name`` is chosen; ``weis`` is the hand's own Weis."""
    trump = CONTRACTS[name].trump
    if trump is None:
        features = no_trump_features(hand, name, weis)
        worth = NO_TRUMP_WORTH[name]
    else:
        features = trump_features(hand, trump, weis)
        worth = TRUMP_WORTH
    return sum(worth[feature] * count for feature, count in features.items())


def contract_values(hand: CardSet) -> dict[str, float]:
    """What choosing each contract is worth to the hand: the expected margin times the
    contract's multiplier. (A hand's Weis scores the same whatever the contract.)"""
    weis = weis_points(best_weis(hand, CONTRACTS[OBENABE]))
    return {
        name: contract.multiplier * contract_margin(hand, name, weis)
        for name, contract in CONTRACTS.items()
    }


def _choose(observation: JassObservation) -> Action:
    """Forehand names the contract worth most, or pushes when none is worth enough; the
    partner pushed to must choose, and names the one worth most."""
    values = contract_values(observation.hand)
    best = max(values, key=lambda name: values[name])
    if not observation.pushed and values[best] < PUSH_BELOW:
        return _action(observation, CHOICES[PUSH])
    return _action(observation, CHOICES[best])


def _action(observation: JassObservation, wanted: Action) -> Action:
    """``wanted`` as found among the legal actions (the first legal one should it lack)."""
    for action in observation.legal_actions:
        if action == wanted:
            return action
    return observation.legal_actions[0]


# ----------------------------------------------------------------- reading the table


@dataclass(frozen=True, slots=True)
class _Table:
    """What the player knows when it plays a card."""

    order: _Order
    seat: int
    hand: CardSet
    legal: CardSet
    unseen: CardSet
    """The cards in the other three hands."""
    possible: tuple[CardSet, ...]
    """Per seat, the cards it may hold: unseen, not of a suit it has shown void in, not
    shown in another seat's Weis (for the player's own seat: its hand)."""
    trick: tuple[Card, ...]
    leader: int
    partner_led: int
    """A bit per plain suit the partner has led."""
    declaring: bool
    """Whether the player's team chose the contract."""
    last_trick: bool
    to_end: tuple[int, int]
    """The points (before the contract's multiplier) the player's team and the other team
    still need to reach the match's target and end the match (RULES §2.7)."""

    @property
    def rules(self) -> TrickRules:
        return self.order.rules

    @property
    def partner(self) -> int:
        return (self.seat + 2) % PLAYERS

    @property
    def opponents(self) -> tuple[int, int]:
        return (self.seat + 1) % PLAYERS, (self.seat + 3) % PLAYERS

    def opponents_after(self) -> list[int]:
        """The opponents still to play to the trick after this player."""
        after = PLAYERS - 1 - len(self.trick)
        return [(self.seat + k) % PLAYERS for k in range(1, after + 1) if k % 2]


def _read_table(observation: JassObservation) -> _Table:
    """Gather what the history shows: the cards gone, the voids shown, the suits the
    partner has led, the Weis cards shown, and which team chose."""
    assert observation.contract is not None and observation.chooser is not None
    order = _ORDERS[observation.contract]
    rules = order.rules
    seat = observation.seat
    played = 0
    lacks = [0] * PLAYERS
    partner_led = 0
    rounds = [(trick.leader, trick.cards) for trick in observation.tricks]
    rounds.append((observation.leader, observation.trick))
    for leader, cards in rounds:
        for position, card in enumerate(cards):
            played |= 1 << card
            if position and _shows_void(rules, cards[0], card):
                lacks[(leader + position) % PLAYERS] |= _void_cards(order, cards[0])
        if cards and leader == (seat + 2) % PLAYERS and rules.suit_of[cards[0]] != TRUMP:
            partner_led |= 1 << rules.suit_of[cards[0]]
    unseen = rules.pack & ~played & ~observation.hand
    shown = [unseen & _weis_cards(observation, other) for other in range(PLAYERS)]
    all_shown = shown[0] | shown[1] | shown[2] | shown[3]
    possible = tuple(
        observation.hand if other == seat else (unseen & ~lacks[other] & ~all_shown) | shown[other]
        for other in range(PLAYERS)
    )
    legal = 0
    for action in observation.legal_actions:
        if isinstance(action, Play):
            legal |= 1 << action.card
    return _Table(
        order=order,
        seat=seat,
        hand=observation.hand,
        legal=legal,
        unseen=unseen,
        possible=possible,
        trick=observation.trick,
        leader=observation.leader,
        partner_led=partner_led,
        declaring=(observation.chooser - seat) % 2 == 0,
        last_trick=len(observation.tricks) == TRICKS - 1,
        to_end=_to_end(observation),
    )


def _to_end(observation: JassObservation) -> tuple[int, int]:
    assert observation.contract is not None
    multiplier = CONTRACTS[observation.contract].multiplier
    team = observation.seat % 2
    target = observation.target
    needed = [-(-(target - total) // multiplier) for total in observation.team_totals]
    return needed[team], needed[1 - team]


def _shows_void(rules: TrickRules, led: Card, card: Card) -> bool:
    """Whether playing ``card`` to a trick led with ``led`` shows a void in the led suit
    (a trump on a plain suit shows nothing: trumping is allowed while holding the suit)."""
    led_suit, suit = rules.suit_of[led], rules.suit_of[card]
    return suit != led_suit and (suit != TRUMP or led_suit == TRUMP)


def _void_cards(order: _Order, led: Card) -> CardSet:
    """The cards a player cannot hold once it has not followed ``led``: the led suit, but
    of the trumps not the Under, which may be kept back."""
    cards = order.rules.suit_masks[order.rules.suit_of[led]]
    if order.rules.suit_of[led] == TRUMP and order.under is not None:
        cards &= ~(1 << order.under)
    return cards


def _weis_cards(observation: JassObservation, seat: int) -> CardSet:
    """The cards of ``seat``'s Weis, shown after the first trick."""
    cards = 0
    for combination in observation.shown_weis[seat]:
        cards |= combination.cards
    return cards


def _may_trump(table: _Table, seat: int) -> bool:
    """Whether ``seat`` may still hold a trump."""
    return bool(table.possible[seat] & table.rules.trumps)


def _may_follow(table: _Table, seat: int, suit: int) -> bool:
    """Whether ``seat`` may still hold a card of the effective ``suit``."""
    return bool(table.possible[seat] & table.rules.suit_masks[suit])


def _is_master(table: _Table, card: Card) -> bool:
    """No unseen card of its effective suit beats ``card``."""
    return not table.order.above[card] & table.unseen


def _beatable(table: _Table, card: Card) -> bool:
    """Whether an opponent still to play to this trick may take it from ``card``: with a
    higher card of its suit, or with a trump on a plain suit it has shown void in."""
    rules = table.rules
    led = rules.suit_of[table.trick[0]] if table.trick else rules.suit_of[card]
    plain = rules.suit_of[card] != TRUMP
    for seat in table.opponents_after():
        if table.order.above[card] & table.possible[seat]:
            return True
        if plain and not _may_follow(table, seat, led) and _may_trump(table, seat):
            return True
    return False


def _ruffable(table: _Table, suit: int) -> bool:
    """Whether an opponent has shown a void in the plain ``suit`` and may still trump it."""
    return any(
        not _may_follow(table, seat, suit) and _may_trump(table, seat) for seat in table.opponents
    )


def _trick_points(table: _Table) -> int:
    """The points lying in the trick, the last trick's 5 included."""
    points = table.rules.cards_points(table.trick)
    return points + LAST_TRICK_BONUS if table.last_trick else points


# ----------------------------------------------------------------- what cards are worth

MASTER_KEEP = 20.0
"""Holding a master of a plain suit: it takes a trick of its own later."""
MASTER_TRUMP_KEEP = 30.0
"""Holding the top trump left: it takes any trick it likes, the richest one best."""
TRUMP_KEEP = 6.0
"""Holding any other trump: it can ruff a rich trick later."""
GUARD_KEEP = 4.0
"""Holding the card one step below the top, with another card of its suit to guard it."""


def _keep_worth(table: _Table, card: Card) -> float:
    """How much holding ``card`` is worth for the tricks to come."""
    if table.rules.suit_of[card] == TRUMP:
        return MASTER_TRUMP_KEEP if _is_master(table, card) else TRUMP_KEEP
    if _is_master(table, card):
        return MASTER_KEEP
    beaten_by = (table.order.above[card] & table.unseen).bit_count()
    suit_length = (table.hand & table.rules.suit_masks[table.rules.suit_of[card]]).bit_count()
    return GUARD_KEEP if beaten_by == 1 and suit_length >= 2 else 0.0


def _cheapest(table: _Table, cards: list[Card]) -> Card:
    """The card that gives the least away now and costs the least later."""
    values, power = table.rules.values, table.rules.power
    return min(cards, key=lambda c: (values[c] + _keep_worth(table, c), power[c]))


def _richest(table: _Table, cards: list[Card]) -> Card:
    """The card that adds most to a trick the team takes: points it would not bring home
    by itself (a master keeps its points for its own trick)."""
    values, power = table.rules.values, table.rules.power
    return max(cards, key=lambda c: (values[c] - _keep_worth(table, c), -power[c]))


def _cheapest_winner(table: _Table, cards: list[Card]) -> Card:
    """Of several winning cards, the one least worth keeping: a plain card before a trump,
    the lowest trump before a higher one."""
    rules = table.rules
    return min(
        cards,
        key=lambda c: (rules.suit_of[c] == TRUMP, _keep_worth(table, c), rules.power[c]),
    )


# ----------------------------------------------------------------- leading

PULL_TRUMPS_LENGTH = 3
"""A player of the declaring side with this many trumps leads them even without the top
one: the partner may hold it, and every round draws two of the opponents' trumps."""


def _lead(table: _Table) -> Card:
    """Pull the opponents' trumps when strong in them, else cash a sure winner, else lead
    low."""
    for lead in (_pull_trumps, _cash_master):
        card = lead(table)
        if card is not None:
            return card
    return _lead_low(table)


def _pull_trumps(table: _Table) -> Card | None:
    """The declaring side leads trumps while an opponent may still hold one: the top trump
    when the player holds it and another (a lone master trump waits for a rich trick), a
    small one when the player is long in trumps."""
    rules = table.rules
    trumps = cards_in(table.legal & rules.trumps)
    if not trumps or not table.declaring:
        return None
    if not any(_may_trump(table, seat) for seat in table.opponents):
        return None
    top = max(trumps, key=lambda c: rules.power[c])
    if _is_master(table, top) and len(trumps) > 1:
        return top
    if len(trumps) >= PULL_TRUMPS_LENGTH:
        return min(trumps, key=lambda c: (rules.values[c], rules.power[c]))
    return None


def _cash_master(table: _Table) -> Card | None:
    """Lead a sure winner of a plain suit that no opponent has shown it can ruff: from the
    shortest suit first, so that the long suit keeps its masters to come back in with,
    and the cheaper of two masters first."""
    rules = table.rules
    masters = [
        card
        for card in cards_in(table.legal & ~rules.trumps)
        if _is_master(table, card) and not _ruffable(table, rules.suit_of[card])
    ]
    if not masters:
        return None
    return min(
        masters,
        key=lambda c: (
            (table.hand & rules.suit_masks[rules.suit_of[c]]).bit_count(),
            rules.values[c],
        ),
    )


def _lead_low(table: _Table) -> Card:
    """With no sure winner, return the partner's suit; else lead from the longest plain
    suit, to set it up; each time the card that gives least away."""
    rules = table.rules
    plain = table.legal & ~rules.trumps
    partner_suits = [c for c in cards_in(plain) if table.partner_led >> rules.suit_of[c] & 1]
    if partner_suits:
        return _cheapest(table, partner_suits)
    if plain:
        longest = max(SWISS_SUITS, key=lambda s: ((plain & suit_mask(s)).bit_count(), -s))
        return _cheapest(table, cards_in(plain & suit_mask(longest)))
    return _cheapest(table, cards_in(table.legal))


# ----------------------------------------------------------------- following

RUFF_MIN_POINTS = 4
"""Ruff an opponent's trick with a small trump only when it holds this many points."""
HIGH_TRUMP_MIN_POINTS = 15
"""Spend the trump Under or nine on an opponent's trick only when it is this rich."""
RUFF_FOR_PARTNER_MIN_POINTS = 10
"""Trump over the partner's uncertain trick only when it holds this many points."""


def _follow(table: _Table) -> Card:
    """Take a trick that ends the match (``_match_trick``), else support the partner's
    trick, or fight for the opponents'."""
    position = winning_position(table.rules, table.trick)
    best = table.trick[position]
    partners = (table.leader + position) % PLAYERS == table.partner
    ending = _match_trick(table, best, partners)
    if ending is not None:
        return ending
    if partners:
        return _support_partner(table, best)
    return _fight(table, best)


def _match_trick(table: _Table, best: Card, partners: bool) -> Card | None:
    """Near the target a trick can end the match, and then nothing else counts: take a
    trick whose points bring the team to the target (unless the partner has it safe
    already), and one that would bring the opponents there; a winner no opponent after can
    beat first, else the strongest. None where the trick cannot end the match."""
    rules = table.rules
    points = _trick_points(table)
    winners = [card for card in cards_in(table.legal) if would_win(rules, table.trick, card)]
    ours = [card for card in winners if points + rules.values[card] >= table.to_end[0]]
    if partners:
        ending = points >= table.to_end[0] or ours
        if not ending or not _beatable(table, best):
            return None
        safe = [card for card in _safe_winners(table) if card in ours or points >= table.to_end[0]]
        return _cheapest_winner(table, safe) if safe else None
    if not ours and points < table.to_end[1]:
        return None
    wanted = ours or winners
    safe = [card for card in _safe_winners(table) if card in wanted]
    if safe:
        return _cheapest_winner(table, safe)
    return max(wanted, key=lambda card: rules.power[card], default=None)


def _safe_winners(table: _Table) -> list[Card]:
    """The legal cards that take the trick and that no opponent still to play can beat."""
    return [
        card
        for card in cards_in(table.legal)
        if would_win(table.rules, table.trick, card) and not _beatable(table, card)
    ]


def _support_partner(table: _Table, best: Card) -> Card:
    """The partner leads the trick with ``best``: take it over with a sure winner of the
    led suit (it risks nothing, and the lead goes to the hand holding the masters); else
    smear points on it when no opponent can take it; else trump over it when it is rich
    and no opponent can overtrump; else give the least."""
    rules = table.rules
    cards = cards_in(table.legal)
    safe = _safe_winners(table)
    sure = [card for card in safe if rules.suit_of[card] != TRUMP]
    if sure:
        return _cheapest_winner(table, sure)
    if not _beatable(table, best):
        return _richest(table, [card for card in cards if not _wastes_trump(table, card)] or cards)
    if safe and _trick_points(table) >= RUFF_FOR_PARTNER_MIN_POINTS:
        return _cheapest_winner(table, safe)
    return _cheapest(table, cards)


def _wastes_trump(table: _Table, card: Card) -> bool:
    """A trump thrown on a plain-suit trick the team takes anyway."""
    return table.rules.suit_of[card] == TRUMP and table.rules.suit_of[table.trick[0]] != TRUMP


def _fight(table: _Table, best: Card) -> Card:
    """An opponent leads the trick with ``best``: take it when no opponent after can take
    it back and it is worth the card it costs, or ruff it with a small trump when it holds
    points (an opponent who overtrumps pays with a higher trump); else give the least,
    keeping any card that would take the trick only to lose it."""
    cards = cards_in(table.legal)
    points = _trick_points(table)
    worth = [card for card in _safe_winners(table) if _worth_taking(table, card, points)]
    if not worth and points >= RUFF_MIN_POINTS:
        worth = _small_ruffs(table)
    if worth:
        return _cheapest_winner(table, worth)
    losing = [card for card in cards if not would_win(table.rules, table.trick, card)]
    return _cheapest(table, losing or cards)


def _small_ruffs(table: _Table) -> list[Card]:
    """The trumps below the nine that would take a plain-suit trick for now."""
    rules = table.rules
    if not rules.trumps or rules.suit_of[table.trick[0]] == TRUMP:
        return []
    return [
        card
        for card in cards_in(table.legal & rules.trumps)
        if rank_of(card) not in (Rank.UNTER, Rank.NINE) and would_win(rules, table.trick, card)
    ]


def _worth_taking(table: _Table, card: Card, points: int) -> bool:
    """A plain card takes any trick, and a small trump any trick of trumps; a small trump
    ruffs a plain-suit trick only when it holds points; the trump Under and nine, which
    take whatever they like, wait for a rich trick."""
    rules = table.rules
    if rules.suit_of[card] != TRUMP:
        return True
    if rank_of(card) in (Rank.UNTER, Rank.NINE):
        return points >= HIGH_TRUMP_MIN_POINTS
    return rules.suit_of[table.trick[0]] == TRUMP or points >= RUFF_MIN_POINTS or table.last_trick


# ----------------------------------------------------------------- the player


class JassHeuristic:
    """A rule-based Schieber Jass player: values the contracts, then leads, follows and
    smears by what it has seen of the cards."""

    def act(self, observation: JassObservation, rng: random.Random) -> Action:
        """One of ``observation.legal_actions``; ``rng`` is not needed, as every decision
        follows from the observation."""
        del rng
        legal = observation.legal_actions
        if isinstance(legal[0], Choose):
            return _choose(observation)
        if len(legal) == 1:
            return legal[0]
        table = _read_table(observation)
        card = _follow(table) if table.trick else _lead(table)
        return _action(observation, Play(card))
