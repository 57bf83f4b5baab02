"""Schafkopf's rule-based player (RULES §1): bids what its hand can carry, then plays the
way a sound club player thinks — the declaring side pulls trumps and cashes its aces, the
defenders search the called ace and lead their aces, everybody smears points onto a trick
their side is sure to take and keeps trumps and points away from the other side.

The player only reads its observation: its hand, the public bidding and tricks, and the
partner in a Rufer only once it may know it. From the played cards it works out which
cards are still out, which seats have shown a void, and so how likely each seat still to
play is to beat a card (the cards out dealt at random among the places they may be).
"""

import random
from dataclasses import dataclass
from functools import cache
from math import comb

from cardavia.ai.heuristic.common import winning_position, would_win
from cardavia.core.cards import SUIT_CODES, Card, CardSet, Rank, cards_in, make_card
from cardavia.core.doubling import Kontra, Re
from cardavia.core.game import Action, Play
from cardavia.core.tricks import TRUMP, Trick, TrickRules
from cardavia.games.schafkopf.actions import Bid, Pass
from cardavia.games.schafkopf.contracts import (
    OBERS,
    PACK,
    RAMSCH,
    RAMSCH_CONTRACT,
    RUFER,
    SIE,
    SOLO,
    UNTERS,
    WENZ,
    SchafkopfContract,
    find_contract,
)
from cardavia.games.schafkopf.observation import SchafkopfObservation

PLAYERS = 4
HAND_SIZE = 8
FRIEND, FOE, UNKNOWN = 1, -1, 0
"""How a seat stands to this one: same side, other side, or not known yet (a Rufer's
partner before the called ace shows)."""

OBERS_MASK: CardSet = sum(1 << card for card in OBERS)
UNTERS_MASK: CardSet = sum(1 << card for card in UNTERS)
TOP_UNTERS_MASK: CardSet = (1 << UNTERS[0]) | (1 << UNTERS[1])
ACES_MASK: CardSet = sum(1 << make_card(suit, Rank.ACE) for suit in range(4))

LATER_POINTS = 2.0
"""The card points each seat still to play is expected to add to a trick."""
TRUMP_SPEND = 2.0
TRUMP_SPEND_PER_RANK = 1.6
"""What spending a trump costs in card points: its control of later tricks, more for a
higher one (the rank counts from the lowest trump)."""
BOSS_SPEND = 3.0
"""What giving away a side card nobody can beat costs: a trick it could still take."""
CASH_RISK = 0.25
"""The highest chance of being trumped or beaten at which a sure side card is cashed."""
RESCUE_HOLDS = 0.7
"""How often a friend's card that beats the trick after us still holds it."""


@dataclass(frozen=True, slots=True)
class HandWeights:
    """How much each feature of a hand counts towards a contract, in trumps: the count of
    a hand is the sum of its features times these weights. The weights are a logistic fit
    of the win rate on self-play of this player, each contract forced on every hand that
    may bid it; the threshold is where the contract's mean score turns positive against
    these defenders, plus a small margin."""

    trump: float
    ober: float
    unter: float
    run: float
    """Each trump of the unbroken run from the top."""
    ace: float
    """Each ace outside the trumps."""
    void: float
    """Each side suit the hand holds none of."""
    sure: float
    """Each side trick the hand can count on once the trumps are gone."""
    threshold: float
    """The count from which the contract is bid."""


RUFER_WEIGHTS = HandWeights(1.0, 0.5, 0.05, 0.4, 0.6, 0.15, 0.0, 5.0)
SOLO_WEIGHTS = HandWeights(1.0, 0.5, 0.15, 0.4, 0.95, 0.45, 0.0, 9.1)
WENZ_WEIGHTS = HandWeights(1.0, 0.0, 0.0, 0.8, 1.35, 1.25, 0.45, 8.0)
PULL_WITH = 3
"""The trumps a declarer needs to keep pulling trumps without holding the top one."""
RUFER_MIN_TRUMPS = 4
SOLO_MIN_TRUMPS = 5

KONTRA_MARGINS = {RUFER: 2.0, SOLO: -1.5}
"""How far above the contract's bidding threshold a defender's count of its hand, in the
contract's trumps, must be to say Kontra. In this player's self-play (3000 deals) the
defence won three Rufer deals in four from +2 on, and four Solo deals in five from -1.5
on (a defender that almost holds a Solo itself leaves the declarer few trumps)."""
WENZ_KONTRA_UNTERS = 2
"""A Wenz's declarer holds two Unters or more: a defender with two holds the rest."""
RE_MARGIN = 2.0
"""How far above the bidding threshold the declarer's count must be to answer with Re."""
PARTNER_RE_COUNT = 7.0
"""The Rufer count from which the called ace's holder answers a Kontra with Re."""
DURCHMARSCH_TRUMPS = 7
"""A Ramsch hand goes for every trick only with this many trumps, the four Obers among
them, and every side card an ace."""


class SchafkopfHeuristic:
    """Schafkopf's rule-based player: one decision function per situation below."""

    def act(self, observation: SchafkopfObservation, rng: random.Random) -> Action:
        """The bid or the card for ``observation``; deterministic, so ``rng`` is unused."""
        del rng
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        if isinstance(legal[0], Pass | Bid):
            return choose_bid(observation)
        double = next((a for a in legal if isinstance(a, Kontra | Re)), None)
        if double is not None and should_double(observation, double):
            return double
        if observation.contract == RAMSCH:
            card = ramsch_card(observation)
        else:
            card = choose_card(read_table(observation))
        return next(a for a in legal if isinstance(a, Play) and a.card == card)


# ----------------------------------------------------------------------------- Kontra and Re


def should_double(observation: SchafkopfObservation, double: Kontra | Re) -> bool:
    """Say Kontra only with a defence clearly favoured (a hand that would have bid the
    contract itself with room to spare, or a sure trick against a Tout); answer with Re
    only with a declaring hand well above what the bid needed."""
    assert observation.contract is not None and observation.declarer is not None
    contract = contract_named(observation.contract, observation.suit)
    hand = dealt_hand(observation)
    if isinstance(double, Kontra):
        return kontra_is_sound(contract, hand)
    if observation.seat != observation.declarer:
        return hand_count(contract, hand, RUFER_WEIGHTS) >= PARTNER_RE_COUNT
    if contract.tout:
        return True  # bid only when every trick is sure
    weights = weights_of(contract)
    return hand_count(contract, hand, weights) >= weights.threshold + RE_MARGIN


def kontra_is_sound(contract: SchafkopfContract, hand: CardSet) -> bool:
    """Whether a defender holding ``hand`` has the defence clearly in hand."""
    if contract.tout:
        return bool(hand >> contract.trump_order[0] & 1)  # a trick the Tout cannot stop
    if contract.kind == WENZ:
        aces = (hand & ACES_MASK).bit_count()
        return (hand & UNTERS_MASK).bit_count() >= WENZ_KONTRA_UNTERS and aces >= 2
    weights = weights_of(contract)
    return hand_count(contract, hand, weights) >= weights.threshold + KONTRA_MARGINS[contract.kind]


def weights_of(contract: SchafkopfContract) -> HandWeights:
    if contract.kind == RUFER:
        return RUFER_WEIGHTS
    return WENZ_WEIGHTS if contract.kind == WENZ else SOLO_WEIGHTS


def dealt_hand(observation: SchafkopfObservation) -> CardSet:
    """The seat's cards as dealt: its hand and the cards it has played."""
    hand = observation.hand
    tricks = (*observation.tricks, Trick(observation.leader, observation.trick, -1))
    for trick in tricks:
        position = (observation.seat - trick.leader) % PLAYERS
        if position < len(trick.cards):
            hand |= 1 << trick.cards[position]
    return hand


# ----------------------------------------------------------------------------- Ramsch


def ramsch_card(observation: SchafkopfObservation) -> Card:
    """Every seat for itself, the most points losing: take no trick that can be left to
    another seat, dump the most points onto a trick someone else takes, lead the card
    least likely to win; all-out for every trick only with an overwhelming hand."""
    rules = RAMSCH_CONTRACT.rules
    legal = [a.card for a in observation.legal_actions if isinstance(a, Play)]
    trick = observation.trick
    if goes_for_durchmarsch(observation):
        return max(legal, key=lambda c: (rules.power[c], rules.values[c], c))
    if not trick:
        unseen = PACK & ~observation.hand & ~played_cards(observation)
        return min(legal, key=lambda c: ramsch_lead_risk(rules, unseen, c))
    losing = [c for c in legal if not would_win(rules, trick, c)]
    if losing:  # the trick goes to somebody else whatever the later seats play
        return max(losing, key=lambda c: (rules.values[c], rules.power[c], c))
    if len(trick) == PLAYERS - 1:  # forced to take it: shed the strongest cheap card
        return min(legal, key=lambda c: (rules.values[c], -rules.power[c], c))
    return min(legal, key=lambda c: (rules.power[c], rules.values[c], c))


def ramsch_lead_risk(rules: TrickRules, unseen: CardSet, card: Card) -> tuple[int, int, int]:
    """How likely a lead is to take the trick (fewer cards out above it in its suit: more
    likely), then the points it would bring in."""
    suit = rules.suit_of[card]
    above = unseen & rules.suit_masks[suit]
    higher = sum(1 for other in cards_in(above) if rules.power[other] > rules.power[card])
    return (-min(higher, 3), rules.values[card], card)


def goes_for_durchmarsch(observation: SchafkopfObservation) -> bool:
    """Whether the seat has taken every trick so far with a hand that takes them all."""
    if any(trick.winner != observation.seat for trick in observation.tricks):
        return False
    rules = RAMSCH_CONTRACT.rules
    hand = dealt_hand(observation)
    trumps = hand & rules.trumps
    side_cards = hand & ~rules.trumps
    return (
        trumps.bit_count() >= DURCHMARSCH_TRUMPS
        and trumps & OBERS_MASK == OBERS_MASK
        and side_cards & ~ACES_MASK == 0
    )


def played_cards(observation: SchafkopfObservation) -> CardSet:
    played = 0
    for trick in observation.tricks:
        for card in trick.cards:
            played |= 1 << card
    for card in observation.trick:
        played |= 1 << card
    return played


# ----------------------------------------------------------------------------- bidding


def choose_bid(observation: SchafkopfObservation) -> Action:
    """Name the highest contract type the hand can carry among the legal bids (within a
    type, the suit the hand suits best); pass when none is sound. Sie wins at once, so it
    is always named; a Tout only when every trick is sure."""
    hand = observation.hand
    leads_first = observation.seat == (observation.dealer + 1) % PLAYERS
    best: tuple[int, float, Action] | None = None
    for action in observation.legal_actions:
        if not isinstance(action, Bid):
            continue
        fit = contract_fit(action.contract, hand, leads_first)
        if fit is not None and (best is None or (action.contract.rank, fit) > best[:2]):
            best = (action.contract.rank, fit, action)
    return observation.legal_actions[0] if best is None else best[2]


def contract_fit(contract: SchafkopfContract, hand: CardSet, leads_first: bool) -> float | None:
    """How well ``hand`` suits ``contract`` (higher is better), or None when it should not
    be bid at all."""
    kind = contract.kind
    if kind == SIE:
        return 0.0
    if contract.tout:
        return 0.0 if tout_is_sure(contract, hand, leads_first) else None
    if kind == RUFER:
        return rufer_fit(contract, hand)
    if kind == WENZ:
        return wenz_fit(contract, hand)
    assert kind == SOLO
    return solo_fit(contract, hand)


def rufer_fit(contract: SchafkopfContract, hand: CardSet) -> float | None:
    """A Rufer wants four trumps or more and a count (trumps, Obers, the run of top trumps,
    aces, voids) that scores with an unknown partner: four trumps with two Obers, or five
    trumps, or four with an Ober and an ace. It calls the ace of the suit where
    the hand holds fewest cards (a single low card is best: the partner's ace takes it
    home, and the suit is soon void for trumping), keeping a ten away from the call."""
    rules = contract.rules
    if (hand & rules.trumps).bit_count() < RUFER_MIN_TRUMPS:
        return None
    if hand_count(contract, hand, RUFER_WEIGHTS) < RUFER_WEIGHTS.threshold:
        return None
    assert contract.suit is not None
    called = hand & rules.suit_masks[contract.suit]
    return -called.bit_count() - rules.points(called) / 100


def wenz_fit(contract: SchafkopfContract, hand: CardSet) -> float | None:
    """A Wenz wants two Unters or more, the acorn or leaves Unter among them, and a count
    of Unters, aces, sure side tricks and voids that scores: three Unters with two aces
    and a ten behind one, or the two top Unters with three aces."""
    if (hand & UNTERS_MASK).bit_count() < 2 or not hand & TOP_UNTERS_MASK:
        return None
    count = hand_count(contract, hand, WENZ_WEIGHTS)
    return count if count >= WENZ_WEIGHTS.threshold else None


def solo_fit(contract: SchafkopfContract, hand: CardSet) -> float | None:
    """A Solo wants five trumps or more, and a count (trumps, Obers and Unters, the run of
    top trumps, side aces, voids) that scores: seven trumps with the two top Obers, six
    headed by three Obers, or six with the two top Obers and a side ace. Among suits, the
    best count wins."""
    if (hand & contract.rules.trumps).bit_count() < SOLO_MIN_TRUMPS:
        return None
    count = hand_count(contract, hand, SOLO_WEIGHTS)
    return count if count >= SOLO_WEIGHTS.threshold else None


def hand_count(contract: SchafkopfContract, hand: CardSet, weights: HandWeights) -> float:
    """The weighted sum of the features good players count in a hand for ``contract``."""
    rules = contract.rules
    trumps = sorted(cards_in(hand & rules.trumps), key=lambda c: -rules.power[c])
    sides = [suit for suit in range(4) if rules.suit_masks[suit]]
    voids = sum(1 for suit in sides if not hand & rules.suit_masks[suit])
    return (
        weights.trump * len(trumps)
        + weights.ober * (hand & OBERS_MASK).bit_count()
        + weights.unter * (hand & UNTERS_MASK).bit_count()
        + weights.run * top_run(rules, rules.trumps, trumps)
        + weights.ace * (hand & ACES_MASK & ~rules.trumps).bit_count()
        + weights.void * voids
        + weights.sure * sure_side_tricks(rules, hand)
    )


def sure_side_tricks(rules: TrickRules, hand: CardSet) -> float:
    """The side-suit tricks a lone declarer can count on once trumps are gone: the unbroken
    run from each suit's ace, and half a trick for every further card of a suit of four
    or more headed by the ace (the others run out of it)."""
    tricks = 0.0
    for suit in range(4):
        cards = sorted(cards_in(hand & rules.suit_masks[suit]), key=lambda c: -rules.power[c])
        run = top_run(rules, rules.suit_masks[suit], cards)
        tricks += run
        if run and len(cards) >= 4:
            tricks += (len(cards) - run) / 2
    return tricks


def top_run(rules: TrickRules, suit_cards: CardSet, held: list[Card]) -> int:
    """How many of ``held`` (strongest first) form an unbroken run from the top of the
    effective suit ``suit_cards``."""
    order = sorted(cards_in(suit_cards), key=lambda c: -rules.power[c])
    run = 0
    for mine, top in zip(held, order, strict=False):
        if mine != top:
            break
        run += 1
    return run


def tout_is_sure(contract: SchafkopfContract, hand: CardSet, leads_first: bool) -> bool:
    """Whether the hand takes all eight tricks whatever the others hold: its unbroken top
    trumps outnumber the trumps outside (one more when it does not lead first and may have
    to ruff the first trick), and each side suit it holds is an unbroken run from the ace,
    so nothing is left to lose once the trumps are drawn."""
    rules = contract.rules
    trumps = hand & rules.trumps
    mine = sorted(cards_in(trumps), key=lambda c: -rules.power[c])
    outside = (rules.trumps & ~hand).bit_count()
    void_side = any(
        not hand & rules.suit_masks[suit] for suit in range(4) if rules.suit_masks[suit]
    )
    needed = outside + (1 if not leads_first and void_side and outside else 0)
    if top_run(rules, rules.trumps, mine) < needed:
        return False
    for suit in range(4):
        held = sorted(cards_in(hand & rules.suit_masks[suit]), key=lambda c: -rules.power[c])
        if top_run(rules, rules.suit_masks[suit], held) < len(held):
            return False
    return True


# ----------------------------------------------------------------------------- the table


@dataclass(frozen=True, slots=True)
class Table:
    """The play as this seat sees it, worked out once per decision."""

    contract: SchafkopfContract
    rules: TrickRules
    seat: int
    declarer: int
    hand: CardSet
    legal: list[Card]
    trick: tuple[Card, ...]
    leader: int
    unseen: CardSet
    """The cards still in the other hands."""
    voids: tuple[int, ...]
    """Per seat, the effective suits (as bits) it has shown it no longer holds."""
    possible: tuple[CardSet, ...]
    """Per seat, the cards still out that it may hold."""
    hand_sizes: tuple[int, ...]
    """Per seat, how many cards it still holds."""
    sides: tuple[int, ...]
    """Per seat, FRIEND, FOE or UNKNOWN (this seat is its own FRIEND)."""
    led_suits: int
    """The effective suits (as bits) led so far."""
    called_ace: Card
    """A Rufer's called ace (-1 in other contracts)."""
    ace_seat: int | None
    """The seat known to hold the called ace while it is still out."""

    @property
    def declaring(self) -> bool:
        """Whether this seat plays on the declarer's side."""
        return self.sides[self.declarer] == FRIEND

    @property
    def called_suit_open(self) -> bool:
        """Whether a Rufer's called suit has not been led yet."""
        return self.called_ace >= 0 and not self.led_suits >> self.suit(self.called_ace) & 1

    def later_seats(self) -> list[int]:
        """The seats still to play to the trick after this one."""
        return [(self.seat + step) % PLAYERS for step in range(1, PLAYERS - len(self.trick))]

    def suit(self, card: Card) -> int:
        return self.rules.suit_of[card]

    def is_trump(self, card: Card) -> bool:
        return self.rules.suit_of[card] == TRUMP


@cache
def contract_named(kind: str, suit_code: str | None) -> SchafkopfContract:
    """The contract an observation names."""
    contract = find_contract(kind, None if suit_code is None else SUIT_CODES.index(suit_code))
    assert contract is not None
    return contract


def read_table(observation: SchafkopfObservation) -> Table:
    """What the played cards tell this seat: the cards still out, the known voids, who
    may hold what, and who plays with whom."""
    assert observation.contract is not None and observation.declarer is not None
    contract = contract_named(observation.contract, observation.suit)
    rules = contract.rules
    tricks = (*observation.tricks, Trick(observation.leader, observation.trick, -1))
    played = 0
    for trick in tricks:
        for card in trick.cards:
            played |= 1 << card
    unseen = PACK & ~observation.hand & ~played
    voids, led = known_voids(rules, tricks)
    ace = contract.called_ace
    ace_out = ace is not None and bool(unseen >> ace & 1)
    ace_seat = observation.partner if ace_out else None
    called_ace = -1 if ace is None else ace
    possible = tuple(
        places(rules, unseen, voids[seat], called_ace if ace_out else -1, ace_seat, seat)
        for seat in range(PLAYERS)
    )
    return Table(
        contract=contract,
        rules=rules,
        seat=observation.seat,
        declarer=observation.declarer,
        hand=observation.hand,
        legal=[a.card for a in observation.legal_actions if isinstance(a, Play)],
        trick=observation.trick,
        leader=observation.leader,
        unseen=unseen,
        voids=voids,
        possible=possible,
        hand_sizes=hand_sizes(observation),
        sides=read_sides(observation, contract),
        led_suits=led,
        called_ace=called_ace,
        ace_seat=ace_seat,
    )


def places(
    rules: TrickRules, unseen: CardSet, voids: int, ace: Card, ace_seat: int | None, seat: int
) -> CardSet:
    """The cards still out that ``seat`` may hold: none of a suit it showed void in, and
    the called ace only where it may be (never with the declarer, who may not hold it)."""
    possible = unseen
    for suit in range(TRUMP + 1):
        if voids >> suit & 1:
            possible &= ~rules.suit_masks[suit]
    if ace >= 0 and ace_seat is not None and ace_seat != seat:
        possible &= ~(1 << ace)
    return possible


def hand_sizes(observation: SchafkopfObservation) -> tuple[int, ...]:
    """How many cards each seat still holds."""
    done = len(observation.tricks)
    played = {(observation.leader + step) % PLAYERS for step in range(len(observation.trick))}
    return tuple(HAND_SIZE - done - (seat in played) for seat in range(PLAYERS))


def known_voids(rules: TrickRules, tricks: tuple[Trick, ...]) -> tuple[tuple[int, ...], int]:
    """Per seat, the effective suits it failed to follow (it holds none of them any more),
    and the suits led so far."""
    voids = [0] * PLAYERS
    led = 0
    for trick in tricks:
        if not trick.cards:
            continue
        suit = rules.suit_of[trick.cards[0]]
        led |= 1 << suit
        for position, card in enumerate(trick.cards[1:], start=1):
            if rules.suit_of[card] != suit:
                voids[(trick.leader + position) % PLAYERS] |= 1 << suit
    return tuple(voids), led


def read_sides(observation: SchafkopfObservation, contract: SchafkopfContract) -> tuple[int, ...]:
    """Who plays with whom, as far as this seat may know: in a Rufer whose partner has not
    shown, the declarer's side is a mystery to the declarer, and the defenders only know
    that the declarer is against them."""
    seat, declarer = observation.seat, observation.declarer
    if contract.alone or observation.partner is not None:
        side = {declarer} if contract.alone else {declarer, observation.partner}
        mine = seat in side
        return tuple(FRIEND if (s in side) == mine else FOE for s in range(PLAYERS))
    return tuple(FRIEND if s == seat else FOE if s == declarer else UNKNOWN for s in range(PLAYERS))


# ----------------------------------------------------------------------------- judgement


def higher_out(table: Table, card: Card) -> CardSet:
    """The cards still out that beat ``card`` in its own effective suit."""
    power = table.rules.power
    rivals = table.unseen & table.rules.suit_masks[table.suit(card)]
    return sum(1 << rival for rival in cards_in(rivals) if power[rival] > power[card])


def is_boss(table: Table, card: Card) -> bool:
    """Whether no card still out beats ``card`` in its own effective suit."""
    return not higher_out(table, card)


def chance_holds(table: Table, seat: int, cards: CardSet) -> float:
    """The chance that ``seat`` holds at least one of ``cards``, were the cards still out
    dealt at random among the places they may be (hypergeometric)."""
    possible = table.possible[seat]
    cards &= possible
    if not cards:
        return 0.0
    if table.ace_seat == seat and cards >> table.called_ace & 1:
        return 1.0
    pool, size = possible.bit_count(), table.hand_sizes[seat]
    if size >= pool:
        return 1.0
    return 1.0 - comb(pool - cards.bit_count(), size) / comb(pool, size)


def chance_void(table: Table, seat: int, suit: int) -> float:
    """The chance that ``seat`` holds no card of the effective ``suit``."""
    return 1.0 - chance_holds(table, seat, table.rules.suit_masks[suit])


def overtake_chance(table: Table, seat: int, card: Card) -> float:
    """The chance that ``seat``, still to play to the trick, beats ``card``: with a higher
    card of the led suit, or by trumping when it has none of it."""
    led = table.suit(table.trick[0]) if table.trick else table.suit(card)
    higher = higher_out(table, card)
    if table.suit(card) != led:
        return chance_void(table, seat, led) * chance_holds(table, seat, higher)
    beat_in_suit = chance_holds(table, seat, higher)
    if led == TRUMP:
        return beat_in_suit
    trumps = table.unseen & table.rules.trumps
    return beat_in_suit + chance_void(table, seat, led) * chance_holds(table, seat, trumps)


def foe_weight(table: Table, seat: int) -> float:
    """How likely ``seat`` plays against us: a Rufer's partner is one of the seats not
    known, one of three to the declarer and one of two to a defender."""
    side = table.sides[seat]
    if side != UNKNOWN:
        return 1.0 if side == FOE else 0.0
    return 2 / 3 if table.seat == table.declarer else 1 / 2


def beaten_chance(table: Table, card: Card) -> float:
    """The chance that a seat against us, still to play to the trick, beats ``card``."""
    safe = 1.0
    for seat in table.later_seats():
        safe *= 1.0 - foe_weight(table, seat) * overtake_chance(table, seat, card)
    return 1.0 - safe


def spend_cost(table: Table, card: Card) -> float:
    """What playing ``card`` now costs beyond its points: a trump's control of the later
    tricks (more for a higher trump), or the trick a side card nobody can beat might still
    take. Nothing is worth keeping for the last trick."""
    later_tricks = table.hand.bit_count() - 1
    if not later_tricks:
        return 0.0
    if table.is_trump(card):
        return TRUMP_SPEND + TRUMP_SPEND_PER_RANK * trump_rank(table, card)
    return BOSS_SPEND if is_boss(table, card) else 0.0


def trump_rank(table: Table, card: Card) -> int:
    """A trump's place in the contract's order, 1 for the lowest."""
    return table.rules.power[card] - 100


def suit_length(table: Table, card: Card) -> int:
    """How many cards of ``card``'s effective suit this seat holds."""
    return (table.hand & table.rules.suit_masks[table.suit(card)]).bit_count()


def trumps_in_hand(table: Table) -> list[Card]:
    """The hand's trumps, strongest first."""
    power = table.rules.power
    return sorted(cards_in(table.hand & table.rules.trumps), key=lambda c: -power[c])


def weakest(table: Table, cards: list[Card]) -> Card:
    """The card that wins least cheaply: plain before trump, then the lowest."""
    return min(cards, key=lambda c: (table.is_trump(c), table.rules.power[c], c))


def cheapest(table: Table, cards: list[Card]) -> Card:
    """The card that gives least away (points and what it is worth keeping), from the
    shortest suit to work towards a void."""
    return min(
        cards,
        key=lambda c: (table.rules.values[c] + spend_cost(table, c), suit_length(table, c), c),
    )


def winning_cards(table: Table) -> list[Card]:
    """The legal cards that would lead the trick now."""
    return [c for c in table.legal if would_win(table.rules, table.trick, c)]


# ----------------------------------------------------------------------------- card play


def choose_card(table: Table) -> Card:
    """A Tout is all-or-nothing and has its own play; otherwise lead or follow."""
    if table.contract.tout:
        return tout_declarer_card(table) if table.declaring else tout_defender_card(table)
    if not table.trick:
        return declaring_lead(table) if table.declaring else defending_lead(table)
    return follow(table)


def follow(table: Table) -> Card:
    """Every legal card is weighed by the points it is likely to swing our way: smear
    aces and tens onto a trick our side will surely take, take a trick from the other
    side with the cheapest card that will hold, and when the trick is lost give the least.
    Spending a trump or a sure side card counts against a card (``spend_cost``)."""
    return max(table.legal, key=lambda c: (card_outlook(table, c), -suit_length(table, c), -c))


def card_outlook(table: Table, card: Card) -> float:
    """The card points ``card`` is expected to swing to our side in this trick (what we
    take minus what the other side takes), less what spending it costs."""
    at_stake = (
        table.rules.cards_points(table.trick)
        + table.rules.values[card]
        + LATER_POINTS * len(table.later_seats())
    )
    ours = side_takes_chance(table, card)
    return (2 * ours - 1) * at_stake - spend_cost(table, card)


def side_takes_chance(table: Table, card: Card) -> float:
    """The chance that our side takes the trick after we play ``card``: it holds if it
    leads the trick and nobody against us beats it; if it does not lead, the trick is ours
    when the card leading it is a friend's and holds, or when a friend still to play beats
    it."""
    if would_win(table.rules, table.trick, card):
        return 1.0 - beaten_chance(table, card)
    position = winning_position(table.rules, table.trick)
    best = table.trick[position]
    friend = 1.0 - foe_weight(table, (table.leader + position) % PLAYERS)
    held = friend * (1.0 - beaten_chance(table, best))
    return held + (1.0 - held) * rescue_chance(table, best)


def rescue_chance(table: Table, best: Card) -> float:
    """The chance that a friend still to play beats ``best`` (and so takes the trick,
    roughly: a later seat against us may still beat the friend)."""
    lost = 1.0
    for seat in table.later_seats():
        friend = 1.0 - foe_weight(table, seat)
        if friend:
            lost *= 1.0 - friend * overtake_chance(table, seat, best)
    return (1.0 - lost) * RESCUE_HOLDS


# ----------------------------------------------------------------------------- leading


def declaring_lead(table: Table) -> Card:
    """The declarer's side leads: the holder runs away when it should; then pull the trumps
    while the other side may hold any; then cash the side cards nobody can beat; a Rufer
    declarer then leads the called suit to the partner's ace; else lead low."""
    for choice in (run_away, pull_trumps, cash_boss, lead_to_called_ace):
        card = choice(table)
        if card is not None:
            return card
    return low_lead(table)


def run_away(table: Table) -> Card | None:
    """The called ace's holder with three more of its suit leads a small one of them
    early: the defenders are almost void there, so a search would see the ace trumped,
    while after running away the ace is free to be smeared onto the declarer's tricks."""
    ace = table.called_ace
    if ace < 0 or not table.called_suit_open or not table.hand >> ace & 1:
        return None
    suit = table.rules.suit_masks[table.suit(ace)]
    others = [c for c in cards_in(table.hand & suit) if c != ace]
    if len(others) < 3:
        return None
    return weakest(table, others)


def pull_trumps(table: Table) -> Card | None:
    """Lead the highest trump while the other side may still hold some: it wins, or it
    draws their high trumps out. The declarer does so with three trumps or more (or the
    top trump); the partner leads trumps to the declarer while he may still hold any."""
    mine = trumps_in_hand(table)
    if not mine or not table.unseen & table.rules.trumps:
        return None
    top = mine[0]
    if is_boss(table, top):
        return top
    if table.seat == table.declarer:
        return top if len(mine) >= PULL_WITH else None
    return None if table.voids[table.declarer] >> TRUMP & 1 else top


def cash_boss(table: Table) -> Card | None:
    """Cash a side card nobody can beat in its suit when it is unlikely to be trumped:
    the richest such card, from the shortest suit."""
    bosses = [
        c
        for c in table.legal
        if not table.is_trump(c) and is_boss(table, c) and beaten_chance(table, c) <= CASH_RISK
    ]
    if not bosses:
        return None
    return max(bosses, key=lambda c: (table.rules.values[c], -suit_length(table, c), c))


def lead_to_called_ace(table: Table) -> Card | None:
    """The Rufer declarer leads the called suit himself: the partner must play the ace."""
    if table.seat != table.declarer or not table.called_suit_open:
        return None
    called = [c for c in table.legal if table.suit(c) == table.suit(table.called_ace)]
    return weakest(table, called) if called else None


def low_lead(table: Table) -> Card:
    """With nothing better, give the lead away as cheaply as possible, keeping trumps."""
    plain = [c for c in table.legal if not table.is_trump(c)]
    return cheapest(table, plain or table.legal)


def defending_lead(table: Table) -> Card:
    """The defenders lead: search the called ace, cash sure side cards, lead into a friend's
    void, else lead low from a side suit. Trumps only when nothing else is left."""
    for choice in (search_called_ace, cash_boss, lead_to_friends_ruff):
        card = choice(table)
        if card is not None:
            return card
    return side_suit_lead(table)


def search_called_ace(table: Table) -> Card | None:
    """In a Rufer the defenders lead the called suit ("search"): the ace must fall, the
    partnership is out in the open, and the declarer has to follow with his call card."""
    if not table.called_suit_open:
        return None
    called = [c for c in table.legal if table.suit(c) == table.suit(table.called_ace)]
    return weakest(table, called) if called else None


def lead_to_friends_ruff(table: Table) -> Card | None:
    """Lead a small card of a suit a friend has shown void in and may trump, while no seat
    against us has shown void there."""
    for seat in range(PLAYERS):
        if seat == table.seat or table.sides[seat] != FRIEND:
            continue
        if table.voids[seat] >> TRUMP & 1:
            continue
        cards = [
            c
            for c in table.legal
            if not table.is_trump(c)
            and table.voids[seat] >> table.suit(c) & 1
            and not any(
                table.voids[other] >> table.suit(c) & 1
                for other in range(PLAYERS)
                if table.sides[other] != FRIEND
            )
        ]
        if cards:
            return cheapest(table, cards)
    return None


def side_suit_lead(table: Table) -> Card:
    """Lead the smallest card of a side suit: the longest suit when the declarer plays
    right after us ("short way, long suit"), else the shortest; trumps last."""
    plain = [c for c in table.legal if not table.is_trump(c)]
    if not plain:
        return min(table.legal, key=lambda c: (table.rules.values[c] + spend_cost(table, c), c))
    declarer_next = (table.declarer - table.seat) % PLAYERS == 1
    sign = -1 if declarer_next else 1
    suit = min(plain, key=lambda c: (sign * suit_length(table, c), c))
    return cheapest(table, [c for c in plain if table.suit(c) == table.suit(suit)])


# ----------------------------------------------------------------------------- touts


def tout_declarer_card(table: Table) -> Card:
    """The Tout declarer must take every trick: lead the strongest card (top trumps first,
    then the suits from the ace down); follow with the weakest card nobody can beat, or
    else the strongest winner."""
    power = table.rules.power
    if not table.trick:
        return max(table.legal, key=lambda c: (table.is_trump(c), power[c], c))
    winners = winning_cards(table)
    if not winners:
        return cheapest(table, table.legal)
    secure = [c for c in winners if beaten_chance(table, c) == 0.0]
    return weakest(table, secure) if secure else max(winners, key=lambda c: (power[c], c))


def tout_defender_card(table: Table) -> Card:
    """Against a Tout one trick is enough: with the declarer still to play, put up the
    strongest card; once he has played, take the trick with any winner unless a friend
    already holds it; lead a side suit's highest card, where he may be unable to beat it."""
    power = table.rules.power
    if not table.trick:
        plain = [c for c in table.legal if not table.is_trump(c)]
        return max(plain or table.legal, key=lambda c: (power[c], c))
    declarer_played = table.declarer not in table.later_seats()
    position = winning_position(table.rules, table.trick)
    if declarer_played and (table.leader + position) % PLAYERS != table.declarer:
        return cheapest(table, table.legal)
    winners = winning_cards(table)
    if not winners:
        return cheapest(table, table.legal)
    return weakest(table, winners) if declarer_played else max(winners, key=lambda c: power[c])
