"""Skat's rule-based player (RULES §3), thinking the way a sound club player does.

Bidding: every game the hand could be played in is judged by what good players count
(trumps and top Unters, aces, tens guarded by their ace, side-suit losers, voids, the
lead; for Null the cards that could be forced to take a trick), turned into a chance of
winning by a small logistic model fitted on self-play. The player bids and holds only up
to the value of the best game it would win two times in three, matadors counted from its
own cards (a "without" count discounted by the chance that the unseen skat breaks it).

Play: the player keeps track of the cards out, the suits each seat has shown void in and
the points each side has taken. The declarer pulls trumps while holding the top one and
then cashes aces; a defender cashes aces, leads through the declarer, smears points on
tricks the partner surely wins and trumps the declarer's tens. In Null the declarer
ducks and throws dangerous cards when void; the defenders lead low and keep high cards.
Once a side has its 61 or 60, both play on for Schneider and Schwarz.
"""

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from cardavia.ai.heuristic.common import lowest_winner, winners, winning_position, would_win
from cardavia.ai.heuristic.skat_house_rules import (
    RE_CONFIDENCE,
    played_by,
    ramsch_card,
    strong_defence,
)
from cardavia.core.cards import Card, CardSet, Rank, Suit, card_set, cards_in, make_card, rank_mask
from cardavia.core.doubling import Kontra, Re
from cardavia.core.game import Action, Play
from cardavia.core.tricks import TRUMP, TrickRules
from cardavia.games.skat.actions import Bid, Declare, Discard, Hold, Pass, PickUp, PlayHand
from cardavia.games.skat.contracts import CONTRACTS, PACK, SkatContract, matadors
from cardavia.games.skat.observation import SkatObservation

SEATS = 3
SUITS = (Suit.ACORNS, Suit.LEAVES, Suit.HEARTS, Suit.BELLS)
TRUMP_GAMES = ("a", "l", "h", "b", "grand")
NULL_GAMES = ("null", "null_ouvert")
POINTS = CONTRACTS["grand"].rules.values
"""Card points: the same in every Skat game."""
NULL_RULES = CONTRACTS["null"].rules

DECLARER_WINS = 61
DEFENDERS_WIN = 60
"""The defenders need 60 in their tricks: the skat, seen or not, counts for the declarer."""
OUT_OF_SCHNEIDER = 31

BID_CONFIDENCE = 0.67
"""A game is worth bidding when it wins at least two times in three: a win pays its
value, a loss costs twice that."""
HAND_CONFIDENCE = 0.85
"""Hand gives up the skat for one more multiplier: only for a hand that hardly needs it."""
UNTER_WORTH = 4
"""Points an Unter is worth keeping beyond its own two: it takes a trick later."""


UNTERS = rank_mask(Rank.UNTER) & PACK
ACES = rank_mask(Rank.ACE) & PACK
TENS = rank_mask(Rank.TEN) & PACK
KINGS = rank_mask(Rank.KING) & PACK
ACORN_UNTER = make_card(Suit.ACORNS, Rank.UNTER)
LEAVES_UNTER = make_card(Suit.LEAVES, Rank.UNTER)


def _beaters(rules: TrickRules) -> tuple[CardSet, ...]:
    """For every card of the pack, the cards of its effective suit that rank above it."""
    table = [0] * len(rules.suit_of)
    for card in cards_in(PACK):
        same = rules.suit_masks[rules.suit_of[card]]
        table[card] = card_set(c for c in cards_in(same) if rules.power[c] > rules.power[card])
    return tuple(table)


BEATERS = {name: _beaters(contract.rules) for name, contract in CONTRACTS.items()}


def points_of(cards: CardSet) -> int:
    """The card points of a set of cards."""
    return CONTRACTS["grand"].rules.points(cards)


# ===================================================================== hand evaluation


@dataclass(frozen=True, slots=True)
class WinModel:
    """A logistic model: the chance of winning from a few counted features of a hand."""

    bias: float
    weights: tuple[float, ...]

    def chance(self, features: tuple[float, ...]) -> float:
        """The chance of winning, from the features in the model's order."""
        score = self.bias + sum(w * f for w, f in zip(self.weights, features, strict=True))
        return 1.0 / (1.0 + math.exp(-score))


TRUMP_FEATURES = (
    "trumps",
    "Unters",
    "acorn Unter",
    "leaves Unter",
    "side aces",
    "side tens guarded by their ace",
    "bare side tens",
    "side-suit losers",
    "void side suits",
    "forehand",
    "points put away",
    "trump ace and ten",
)
"""The features of a suit game or Grand, in the order of ``trump_features`` and of the
weights below (in Grand the trumps are the Unters, so the first two coincide)."""
NULL_FEATURES = (
    "cards that could be caught",
    "suits holding them",
    "void suits",
    "forehand without a safe lead",
    "cards that could be caught by a defender throwing off",
)
"""The features of a Null game, in the order of ``null_features``.

The weights below are fitted by logistic regression on self-play of this player: the
``WITH_SKAT`` and ``HAND`` models on whole deals (bid the game's value, then pick up or
play Hand, declare and play freely), the ``FINAL`` models on the named game played with
the final ten cards."""

SUIT_WITH_SKAT = WinModel(
    -0.94, (0.12, 0.74, 0.21, 0.09, 0.39, 0.20, 0.42, -0.31, 0.30, 0.04, 0.00, 0.50)
)
SUIT_FINAL = WinModel(
    -14.01, (1.34, 0.74, 0.46, 0.31, 2.06, 0.78, 1.11, 0.09, 1.31, 0.12, 0.06, 0.82)
)
SUIT_HAND = WinModel(
    -6.08, (0.56, 0.66, 0.68, 0.48, 1.02, 0.50, 0.52, -0.30, 1.30, 0.12, 0.00, 0.57)
)
GRAND_WITH_SKAT = WinModel(
    -5.71, (0.78, 0.78, 0.47, 0.13, 1.25, 0.80, 0.77, -0.03, 0.17, 0.01, 0.00, 0.00)
)
GRAND_FINAL = WinModel(
    -11.17, (1.02, 1.02, 0.74, 0.14, 2.00, 1.02, 1.24, 0.05, 1.00, -0.02, 0.09, 0.00)
)
GRAND_HAND = WinModel(
    -7.38, (0.73, 0.73, 0.82, 0.24, 1.66, 0.98, 0.82, -0.17, 0.99, 0.07, 0.00, 0.00)
)
NULL_WITH_SKAT = WinModel(1.13, (-0.26, 0.26, 0.66, -0.02, -0.08))
NULL_FINAL = WinModel(1.83, (-0.15, -1.06, 0.36, -0.30, -0.23))
NULL_HAND = WinModel(0.10, (-0.49, 0.05, 1.38, -0.35, -0.07))
OUVERT_WITH_SKAT = WinModel(0.40, (-0.15, -0.02, 0.34, -0.02, -0.03))
OUVERT_FINAL = WinModel(1.56, (0.41, -2.38, 0.12, -0.21, -0.33))
OUVERT_HAND = WinModel(-0.41, (-0.24, -0.51, 0.65, -0.39, 0.02))

WITH_SKAT, FINAL, HAND = "with skat", "final", "hand"
"""When a hand is judged: as dealt, to be played with the skat; as the final ten cards
after the skat was picked up and two put away; as dealt, to be played Hand."""

MODELS: dict[tuple[str, str], WinModel] = {
    ("suit", WITH_SKAT): SUIT_WITH_SKAT,
    ("suit", FINAL): SUIT_FINAL,
    ("suit", HAND): SUIT_HAND,
    ("grand", WITH_SKAT): GRAND_WITH_SKAT,
    ("grand", FINAL): GRAND_FINAL,
    ("grand", HAND): GRAND_HAND,
    ("null", WITH_SKAT): NULL_WITH_SKAT,
    ("null", FINAL): NULL_FINAL,
    ("null", HAND): NULL_HAND,
    ("null_ouvert", WITH_SKAT): OUVERT_WITH_SKAT,
    ("null_ouvert", FINAL): OUVERT_FINAL,
    ("null_ouvert", HAND): OUVERT_HAND,
}


def side_suits(rules: TrickRules) -> list[CardSet]:
    """The plain (non-trump) suits of a game, each as the mask of its cards."""
    return [rules.suit_masks[suit] for suit in SUITS if rules.suit_masks[suit]]


def suit_losers(holding: CardSet) -> int:
    """Losers in a side suit, counted the classic way: of its first three rounds, those
    not covered by the ace, by ace and ten, by ace, ten and king."""
    covered = 0
    for rank_cards in (ACES, TENS, KINGS):
        if not holding & rank_cards:
            break
        covered += 1
    return max(min(holding.bit_count(), 3) - covered, 0)


def trump_features(
    cards: CardSet, contract: SkatContract, forehand: bool, skat_points: int
) -> tuple[float, ...]:
    """What a player counts to judge a suit game or Grand: trumps, Unters and the two top
    Unters, side aces, side tens guarded by their ace, bare side tens, side-suit losers,
    voids, the first lead, the points put away, and the trump ace and ten."""
    rules = contract.rules
    trumps = cards & rules.trumps
    holdings = [cards & suit for suit in side_suits(rules)]
    return (
        trumps.bit_count(),
        (cards & UNTERS).bit_count(),
        (cards >> ACORN_UNTER) & 1,
        (cards >> LEAVES_UNTER) & 1,
        sum(bool(h & ACES) for h in holdings),
        sum(bool(h & ACES) and bool(h & TENS) for h in holdings),
        sum(bool(h & TENS) and not h & ACES for h in holdings),
        sum(suit_losers(h) for h in holdings),
        sum(h == 0 for h in holdings),
        int(forehand),
        skat_points,
        (trumps & (ACES | TENS)).bit_count(),
    )


def null_below(card: Card, others: CardSet) -> int:
    """How many of the ``others`` cards of ``card``'s suit rank below it in Null."""
    suit_cards = NULL_RULES.suit_masks[NULL_RULES.suit_of[card]]
    return (others & suit_cards & ~BEATERS["null"][card] & ~(1 << card)).bit_count()


def null_danger(holding: CardSet, others: CardSet, per_round: int = 2) -> int:
    """How many cards of one Null suit could be forced to take a trick: the k-th lowest
    card counts as safe while at most 2(k-1) of the ``others`` cards of its suit rank
    below it (7, 9, Unter, King ...), as both defenders usually spend a card per round.
    (The stricter k-1, for a defender who throws off, played worse in self-play.)"""
    mine = sorted(cards_in(holding), key=lambda card: NULL_RULES.power[card])
    for index, card in enumerate(mine):
        if null_below(card, others) > per_round * index:
            return len(mine) - index
    return 0


def null_lead_risk(card: Card, holding: CardSet, others: CardSet) -> int:
    """What leading ``card`` risks in Null: the defenders' cards that can duck under it,
    plus the cards of the suit it leaves exposed; leading into a suit nobody else holds
    takes the trick for sure."""
    suit_cards = NULL_RULES.suit_masks[NULL_RULES.suit_of[card]]
    if not others & suit_cards:
        return 2 * SEATS * 10
    rest = holding & suit_cards & ~(1 << card)
    return null_below(card, others) + null_danger(rest, others)


def _suit_patterns(per_round: int) -> tuple[int, ...]:
    """``null_danger`` of every holding of one suit against all the other cards of it,
    by the holding's rank bits: the same in every suit, so looked up, not recounted."""
    acorns = NULL_RULES.suit_masks[Suit.ACORNS]
    return tuple(
        null_danger(pattern, acorns & ~pattern, per_round) for pattern in range(RANK_PATTERNS)
    )


def _safe_lead_patterns() -> tuple[bool, ...]:
    """Whether a holding of one suit, by its rank bits, has a card to lead safely."""
    acorns = NULL_RULES.suit_masks[Suit.ACORNS]
    return tuple(
        any(null_lead_risk(card, pattern, acorns & ~pattern) == 0 for card in cards_in(pattern))
        for pattern in range(RANK_PATTERNS)
    )


RANK_PATTERNS = 1 << 8
"""Holdings of one suit of the 32-card pack, by the rank bits A T K O U 9 8 7."""
SUIT_DANGER = _suit_patterns(per_round=2)
SUIT_DANGER_THROWING_OFF = _suit_patterns(per_round=1)
SUIT_SAFE_LEAD = _safe_lead_patterns()


@lru_cache(maxsize=1024)
def null_features(cards: CardSet, forehand: bool) -> tuple[float, ...]:
    """What a player counts to judge Null: the cards that could be forced to take a trick,
    the suits holding them, voids to throw them on, and (for forehand) no safe first
    lead. (Cached: Null and Null Ouvert judge the same cards when the skat is put away.)"""
    patterns = [(cards >> make_card(suit, Rank.ACE)) & (RANK_PATTERNS - 1) for suit in SUITS]
    dangers = [SUIT_DANGER[pattern] for pattern in patterns]
    safe_lead = any(SUIT_SAFE_LEAD[pattern] for pattern in patterns)
    return (
        sum(dangers),
        sum(d > 0 for d in dangers),
        sum(pattern == 0 for pattern in patterns),
        int(forehand and not safe_lead),
        sum(SUIT_DANGER_THROWING_OFF[pattern] for pattern in patterns),
    )


@dataclass(frozen=True, slots=True)
class GameOption:
    """One game a hand could be played in: its chance of winning and what it scores."""

    contract: str
    hand_game: bool
    chance: float
    value: int
    overbid: bool = False

    @property
    def expectation(self) -> float:
        """The expected score: the value when won, twice the value lost otherwise (an
        overbid game is lost whatever happens)."""
        if self.overbid:
            return -2.0 * self.value
        return self.value * (3 * self.chance - 2)


def game_value(contract: SkatContract, cards: CardSet, hand_game: bool) -> int:
    """The value the game reaches without Schneider, matadors counted from ``cards``."""
    if contract.is_null:
        return contract.null_value(hand_game)
    run, _ = matadors(contract, cards)
    return contract.base * (run + 1 + int(hand_game))


@lru_cache(maxsize=1 << 16)
def judge(name: str, cards: CardSet, when: str, forehand: bool, skat_points: int = 0) -> float:
    """The chance that game ``name`` is won with ``cards``, judged ``when``. (Cached: the
    search player's rollouts judge the same hands again and again.)"""
    contract = CONTRACTS[name]
    family = name if contract.is_null or name == "grand" else "suit"
    if contract.is_null:
        features = null_features(cards, forehand)
    else:
        features = trump_features(cards, contract, forehand, skat_points)
    return MODELS[family, when].chance(features)


UNSEEN_BEFORE_PICKUP = 22
"""Cards a player has not seen before the skat is taken: the other two hands' twenty and
the two of the skat."""


def value_levels(
    contract: SkatContract, cards: CardSet, hand_game: bool
) -> list[tuple[int, float]]:
    """The values a game of the dealt ``cards`` may be bid to, each with the chance that the
    unseen skat leaves it reachable. Matadors "with" can only grow with the skat. "Without
    n" shrinks when the skat holds one of the missing top trumps, so each shorter run k
    is a level of its own, safe when the skat holds none of the top k (for k = 1 always:
    the acorn Unter in the skat makes it "with 1", worth as much)."""
    if contract.is_null:
        return [(contract.null_value(hand_game), 1.0)]
    run, holding = matadors(contract, cards)
    extra = 1 + int(hand_game)
    if holding:
        return [(contract.base * (run + extra), 1.0)]
    pairs = math.comb(UNSEEN_BEFORE_PICKUP, 2)
    return [
        (
            contract.base * (k + extra),
            math.comb(UNSEEN_BEFORE_PICKUP - k, 2) / pairs if k > 1 else 1.0,
        )
        for k in range(1, run + 1)
    ]


@lru_cache(maxsize=1 << 12)
def dealt_options(cards: CardSet, forehand: bool) -> tuple[GameOption, ...]:
    """Every game the ten dealt cards could be played in, with the skat or as Hand, at
    every value it may be bid to; the chance of winning counts the risk that the skat
    shortens a "without" run. (Cached, like ``judge``: each bid of a rollout asks again.)"""
    options = []
    for name in (*TRUMP_GAMES, *NULL_GAMES):
        contract = CONTRACTS[name]
        for hand_game in (False, True):
            chance = judge(name, cards, HAND if hand_game else WITH_SKAT, forehand)
            for value, kept in value_levels(contract, cards, hand_game):
                options.append(GameOption(name, hand_game, chance * kept, value))
    return tuple(options)


def confident(opt: GameOption) -> bool:
    """Whether a game is sound enough to bid: Hand games must be very safe."""
    return opt.chance >= (HAND_CONFIDENCE if opt.hand_game else BID_CONFIDENCE)


def highest_safe_bid(cards: CardSet, forehand: bool) -> int:
    """The most the hand may bid: the highest value among the games it would win often
    enough, never more than such a game reaches."""
    return max((opt.value for opt in dealt_options(cards, forehand) if confident(opt)), default=0)


# ===================================================================== bidding and skat


def is_forehand(observation: SkatObservation) -> bool:
    """Whether the seat leads the first trick (and must find a safe lead in Null)."""
    return observation.seat == (observation.dealer + 1) % SEATS


def bid_or_pass(observation: SkatObservation) -> Action:
    """As asker, name the next value up the ladder; as listener, hold; as forehand after
    two passes, take 18 -- each only while the value stays within what the best sound game
    of the hand reaches. Otherwise pass."""
    limit = highest_safe_bid(observation.hand, is_forehand(observation))
    legal = observation.legal_actions
    bids = [a for a in legal if isinstance(a, Bid) and a.value <= limit]
    if bids:
        return min(bids, key=lambda action: action.value)
    if observation.bid <= limit:
        holds = [a for a in legal if isinstance(a, Hold)]
        if holds:
            return holds[0]
    return _first(legal, Pass)


def _first(legal: tuple[Action, ...], kind: type) -> Action:
    """The first legal action of a kind (Pass, PickUp, PlayHand)."""
    return next(action for action in legal if isinstance(action, kind))


def pick_up_or_hand(observation: SkatObservation) -> Action:
    """Play Hand only with a Hand game that reaches the bid, is very likely won and is
    worth more than the best game with the skat, or when only a Hand game reaches the
    bid; otherwise pick the skat up."""
    reaching = [
        opt
        for opt in dealt_options(observation.hand, is_forehand(observation))
        if opt.value >= observation.bid
    ]
    hand_games = [opt for opt in reaching if opt.hand_game and confident(opt)]
    skat_games = [opt for opt in reaching if not opt.hand_game]
    if not hand_games:
        return _first(observation.legal_actions, PickUp)
    best_hand = max(hand_games, key=lambda opt: opt.expectation)
    best_skat = max(skat_games, key=lambda opt: opt.expectation, default=None)
    if best_skat is None or best_hand.expectation > best_skat.expectation:
        return _first(observation.legal_actions, PlayHand)
    return _first(observation.legal_actions, PickUp)


def final_option(
    name: str, kept: CardSet, put_away: CardSet, bid: int, forehand: bool
) -> GameOption:
    """Game ``name`` played with the ten ``kept`` cards after putting ``put_away`` away.
    Its value counts matadors over all twelve cards; below the bid it is an overbid,
    lost at twice the smallest multiple of its base that reaches the bid."""
    value = game_value(CONTRACTS[name], kept | put_away, False)
    if value < bid:
        return overbid(name, bid, False)
    chance = judge(name, kept, FINAL, forehand, points_of(put_away))
    return GameOption(name, False, chance, value)


def hand_option(name: str, cards: CardSet, bid: int, forehand: bool) -> GameOption:
    """Game ``name`` played Hand with the ten dealt ``cards``."""
    value = game_value(CONTRACTS[name], cards, True)
    if value < bid:
        return overbid(name, bid, True)
    return GameOption(name, True, judge(name, cards, HAND, forehand), value)


def overbid(name: str, bid: int, hand_game: bool) -> GameOption:
    """A suit game or Grand whose value stays below the bid: lost whatever happens, at
    twice the smallest multiple of its base value that reaches the bid."""
    base = CONTRACTS[name].base
    return GameOption(name, hand_game, 0.0, -(-bid // base) * base, overbid=True)


def discard_candidates(cards: CardSet, name: str) -> list[CardSet]:
    """The pairs worth considering for game ``name``: in a trump game never a trump and
    never an ace; in Null any two cards."""
    contract = CONTRACTS[name]
    keep = 0 if contract.is_null else contract.rules.trumps | ACES
    spare = cards_in(cards & ~keep)
    if len(spare) < 2:
        spare = cards_in(cards)
    return [(1 << a) | (1 << b) for i, a in enumerate(spare) for b in spare[i + 1 :]]


@lru_cache(maxsize=1 << 10)
def best_final_game(
    cards: CardSet, bid: int, forehand: bool, names: tuple[str, ...]
) -> tuple[GameOption, CardSet]:
    """The game and the two cards to put away with the best expected score, trying each
    game with every sensible pair: buried tens count for the declarer, voids let him
    trump, dangerous Null cards vanish. (Cached: rollouts put away the same twelve cards
    again.)"""
    best: tuple[GameOption, CardSet] | None = None
    for name in names:
        for pair in discard_candidates(cards, name):
            candidate = final_option(name, cards & ~pair, pair, bid, forehand)
            if best is None or candidate.expectation > best[0].expectation:
                best = (candidate, pair)
    assert best is not None
    return best


def declarable(legal: tuple[Action, ...]) -> list[str]:
    """The games the engine offers: every suit game and Grand, Null only when worth the bid."""
    return [action.contract for action in legal if isinstance(action, Declare)]


def put_away(observation: SkatObservation) -> Action:
    """Put away the two cards that leave the best game (keeping trumps and aces, burying
    unprotected tens, making voids; in Null the dangerous high cards). A Null worth less
    than the bid cannot be announced, so it is not considered."""
    bid = observation.bid
    names = (*TRUMP_GAMES, *(n for n in NULL_GAMES if CONTRACTS[n].null_value(False) >= bid))
    _, pair = best_final_game(observation.hand, bid, is_forehand(observation), names)
    for action in observation.legal_actions:
        if isinstance(action, Discard) and action.cards == pair:
            return action
    raise AssertionError("the chosen pair is always among the legal discards")


def declare(observation: SkatObservation) -> Action:
    """Announce the game with the best expected score, which is one that reaches the
    bid whenever there is one (Null is offered only when worth the bid)."""
    names = declarable(observation.legal_actions)
    forehand = is_forehand(observation)
    bid = observation.bid
    if observation.hand_game:
        options = [hand_option(name, observation.hand, bid, forehand) for name in names]
    else:
        put = observation.discarded or 0
        options = [final_option(name, observation.hand, put, bid, forehand) for name in names]
    chosen = max(options, key=lambda opt: opt.expectation).contract
    return next(
        a for a in observation.legal_actions if isinstance(a, Declare) and a.contract == chosen
    )


# ===================================================================== card play


@dataclass(frozen=True, slots=True)
class Table:
    """What the seat to play knows at this card: its hand and legal cards, the trick so
    far, the cards it has not seen, the suits each seat has shown void in (one bit per
    effective suit) and the points each side has taken (the declarer's with the cards put
    away, when he is the one who knows them)."""

    seat: int
    declarer: int
    null: bool
    rules: TrickRules
    beaters: tuple[CardSet, ...]
    hand: CardSet
    legal: CardSet
    trick: tuple[Card, ...]
    leader: int
    unseen: CardSet
    voids: tuple[int, ...]
    ouvert: CardSet
    declarer_points: int
    defender_points: int
    game_decided: bool
    """One side has its 61 or 60 already: both now play for Schneider and Schwarz, which
    raise the game's value, won or lost."""

    @property
    def is_declarer(self) -> bool:
        """Whether this seat plays alone."""
        return self.seat == self.declarer

    @property
    def partner(self) -> int:
        """The other defender (for a defender)."""
        return SEATS - self.seat - self.declarer

    @property
    def defenders(self) -> tuple[int, int]:
        """The two seats playing against the declarer."""
        first = (self.declarer + 1) % SEATS
        return first, (first + 1) % SEATS

    @property
    def still_to_play(self) -> list[int]:
        """The seats that play to this trick after this one."""
        return [(self.leader + pos) % SEATS for pos in range(len(self.trick) + 1, SEATS)]

    @property
    def at_stake(self) -> int:
        """The points lying in the trick so far."""
        return sum(POINTS[card] for card in self.trick)

    def possible(self, seat: int) -> CardSet:
        """The cards ``seat`` may still hold: unseen cards of the suits it has not shown
        void in (or exactly the declarer's cards when they lie open)."""
        if seat == self.seat:
            return self.hand
        if seat == self.declarer and self.ouvert:
            return self.ouvert
        cards = self.unseen & ~self.ouvert
        for suit, suit_cards in enumerate(self.rules.suit_masks):
            if (self.voids[seat] >> suit) & 1:
                cards &= ~suit_cards
        return cards


def read_table(observation: SkatObservation) -> Table:
    """Everything the card play needs, read from the observation: the played cards,
    each seat's shown voids, each side's points."""
    assert observation.contract is not None and observation.declarer is not None
    contract = CONTRACTS[observation.contract]
    rules = contract.rules
    declarer = observation.declarer
    played = card_set(observation.trick)
    voids = [0] * SEATS
    taken = [0, 0]
    for trick in observation.tricks:
        played |= card_set(trick.cards)
        _note_voids(rules, trick.leader, trick.cards, voids)
        taken[trick.winner != declarer] += sum(POINTS[card] for card in trick.cards)
    _note_voids(rules, observation.leader, observation.trick, voids)
    put_away = observation.discarded or 0
    declarer_points = taken[0] + points_of(put_away)
    legal = card_set(a.card for a in observation.legal_actions if isinstance(a, Play))
    return Table(
        seat=observation.seat,
        declarer=declarer,
        null=contract.is_null,
        rules=rules,
        beaters=BEATERS[contract.name],
        hand=observation.hand,
        legal=legal,
        trick=observation.trick,
        leader=observation.leader,
        unseen=PACK & ~observation.hand & ~played & ~put_away,
        voids=tuple(voids),
        ouvert=observation.ouvert or 0,
        declarer_points=declarer_points,
        defender_points=taken[1],
        game_decided=declarer_points >= DECLARER_WINS or taken[1] >= DEFENDERS_WIN,
    )


def _note_voids(rules: TrickRules, leader: int, cards: tuple[Card, ...], voids: list[int]) -> None:
    """A seat that did not follow the led suit has shown it is void in it."""
    if not cards:
        return
    led = rules.suit_of[cards[0]]
    for position in range(1, len(cards)):
        if rules.suit_of[cards[position]] != led:
            voids[(leader + position) % SEATS] |= 1 << led


def choose_card(t: Table) -> Card:
    """The card to play, by game, role and whether this seat leads."""
    if t.null:
        if t.is_declarer:
            return null_declarer_follow(t) if t.trick else null_declarer_lead(t)
        return null_defender_follow(t) if t.trick else null_defender_lead(t)
    if t.is_declarer:
        return declarer_follow(t) if t.trick else declarer_lead(t)
    return defender_follow(t) if t.trick else defender_lead(t)


# --------------------------------------------------------------------- judging cards


def power(t: Table, card: Card) -> int:
    """How high ``card`` ranks in its effective suit in this game."""
    return t.rules.power[card]


def strongest(t: Table, cards: CardSet) -> Card:
    """The highest-ranking of ``cards``."""
    return max(cards_in(cards), key=lambda card: t.rules.power[card])


def weakest(t: Table, cards: CardSet) -> Card:
    """The lowest-ranking of ``cards``."""
    return min(cards_in(cards), key=lambda card: t.rules.power[card])


def is_trump(t: Table, card: Card) -> bool:
    """Whether ``card`` is a trump in this game."""
    return t.rules.suit_of[card] == TRUMP


def is_master(t: Table, card: Card) -> bool:
    """Whether no card still out ranks above ``card`` in its suit."""
    return not t.beaters[card] & t.unseen


def may_be_void(t: Table, seat: int, suit: int) -> bool:
    """Whether ``seat`` may hold no card of ``suit``: it has shown a void there, or none
    of the suit is left for it to hold. (Guessing voids from how few cards are out
    proved worse in self-play.)"""
    return not t.possible(seat) & t.rules.suit_masks[suit]


def could_beat(t: Table, seat: int, card: Card) -> bool:
    """Whether ``seat``, playing after ``card``, might take the trick from it: with a
    higher card of the led suit, or, void in a plain led suit, with a trump."""
    led = t.rules.suit_of[t.trick[0]] if t.trick else t.rules.suit_of[card]
    held = t.possible(seat)
    if t.rules.suit_of[card] == led and held & t.rules.suit_masks[led] & t.beaters[card]:
        return True
    if led == TRUMP or not may_be_void(t, seat, led):
        return False
    trumps = held & t.rules.trumps
    return bool(trumps & t.beaters[card]) if is_trump(t, card) else bool(trumps)


def sure_to_win(t: Table, card: Card) -> bool:
    """Whether ``card`` takes the trick whatever the seats after play."""
    return would_win(t.rules, t.trick, card) and not any(
        could_beat(t, seat, card) for seat in t.still_to_play
    )


def suit_length(t: Table, card: Card) -> int:
    """How many cards of ``card``'s effective suit this seat holds."""
    return (t.hand & t.rules.suit_masks[t.rules.suit_of[card]]).bit_count()


def keep_worth(card: Card) -> int:
    """What giving ``card`` away costs: its points, and for an Unter the tricks it would
    still take."""
    return POINTS[card] + UNTER_WORTH * ((UNTERS >> card) & 1)


def throwaway(t: Table, cards: CardSet) -> Card:
    """The card that gives least away: least worth keeping, a plain card before a trump,
    a loser before a master, from the shortest suit (to make a void), the lowest."""
    return min(
        cards_in(cards),
        key=lambda c: (
            keep_worth(c),
            is_trump(t, c),
            is_master(t, c),
            suit_length(t, c),
            power(t, c),
        ),
    )


def crosses(taken: int, gain: int, mark: int) -> bool:
    """Whether ``gain`` more points carry a side from below ``mark`` to it."""
    return taken < mark <= taken + gain


# --------------------------------------------------------------------- declarer


def declarer_lead(t: Table) -> Card:
    """Pull trumps while holding the top one, or with the trump of fewest points while
    holding more than either defender can (a low Unter may go: it draws their high
    trumps); then cash the side cards no one can beat or trump; then lead low from the
    shortest side suit."""
    trumps = t.hand & t.rules.trumps
    trumps_out = (t.possible(t.defenders[0]) | t.possible(t.defenders[1])) & t.rules.trumps
    if trumps and trumps_out:
        top = strongest(t, trumps)
        if is_master(t, top):
            return top
        if trumps.bit_count() > trumps_out.bit_count() / 2:
            return min(cards_in(trumps), key=lambda c: (POINTS[c], power(t, c)))
    cash = cashable(t, t.hand & ~t.rules.trumps, t.defenders)
    if cash is not None:
        return cash
    if t.hand & ~trumps:
        return throwaway(t, t.hand & ~trumps)
    return strongest(t, trumps)


def cashable(t: Table, cards: CardSet, opponents: Iterable[int]) -> Card | None:
    """The richest side card that is the master of its suit and that none of the
    ``opponents`` is likely to trump, if any."""
    safe = [
        card
        for card in cards_in(cards)
        if is_master(t, card)
        and not any(
            may_be_void(t, seat, t.rules.suit_of[card]) and t.possible(seat) & t.rules.trumps
            for seat in opponents
        )
    ]
    return max(safe, key=lambda card: POINTS[card], default=None)


def winner_cost(t: Table, card: Card) -> tuple[int, int, int]:
    """How dear a winning card is to spend: a plain card gathers its own points into the
    trick (the richest is cheapest), a trump is spent (the fewest points, the lowest)."""
    if is_trump(t, card):
        return (1, power(t, card), POINTS[card])
    return (0, -POINTS[card], power(t, card))


def declarer_follow(t: Table) -> Card:
    """Take the trick with a card that surely wins it (a plain ace or ten gathering its
    own points before a trump, the lowest trump that will do); take a rich trick, the one
    that reaches 61, or any once the game is decided, with the best chance; otherwise
    give least."""
    taking = winners(t.rules, t.legal, t.trick)
    sure = [card for card in taking if sure_to_win(t, card)]
    if sure:
        return min(sure, key=lambda c: winner_cost(t, c))
    if taking:
        best = max(taking, key=lambda c: (-(t.beaters[c] & t.unseen).bit_count(), -power(t, c)))
        gain = t.at_stake + POINTS[best]
        needed = crosses(t.declarer_points, gain, DECLARER_WINS)
        if t.at_stake >= 4 or needed or t.game_decided:
            return best
    return throwaway(t, t.legal)


# --------------------------------------------------------------------- defenders


def defender_lead(t: Table) -> Card:
    """Cash side aces (and masters) the declarer cannot trump, give the partner a ruff in
    a suit he is void in, else lead low through the declarer; trumps only when nothing
    else is left."""
    side = t.hand & ~t.rules.trumps
    cash = cashable(t, side, (t.declarer,))
    if cash is not None:
        return cash
    ruff = partner_ruff(t, side)
    if ruff is not None:
        return ruff
    if side:
        return through_declarer(t, side)
    top = strongest(t, t.hand)
    return top if is_master(t, top) else weakest(t, t.hand)


def partner_ruff(t: Table, side: CardSet) -> Card | None:
    """A low card of a suit the partner has shown void in and the declarer still
    follows, while the partner may hold trumps: the partner trumps it."""
    partner_trumps = t.possible(t.partner) & t.rules.trumps
    if not partner_trumps:
        return None
    for suit in SUITS:
        cards = side & t.rules.suit_masks[suit]
        partner_void = (t.voids[t.partner] >> suit) & 1
        if cards and partner_void and not may_be_void(t, t.declarer, suit):
            card = throwaway(t, cards)
            if POINTS[card] < 10:
                return card
    return None


def through_declarer(t: Table, side: CardSet) -> Card:
    """Lead low in a plain suit: with the declarer next ("short way") a long suit, with
    the partner next ("long way") a short one, so the partner sits over the declarer;
    never away from a ten that is not yet master, nor into the declarer's void."""
    declarer_next = (t.seat + 1) % SEATS == t.declarer

    def preference(card: Card) -> tuple[int, int, int, int]:
        suit = t.rules.suit_of[card]
        holding = side & t.rules.suit_masks[suit]
        exposed_ten = any(not is_master(t, c) for c in cards_in(holding & TENS))
        length = holding.bit_count()
        return (
            int((t.voids[t.declarer] >> suit) & 1),
            int(exposed_ten),
            -length if declarer_next else length,
            POINTS[card] * 10 + power(t, card),
        )

    return min(cards_in(side), key=preference)


def defender_follow(t: Table) -> Card:
    """Support the partner's trick or fight the declarer's."""
    winning_seat = (t.leader + winning_position(t.rules, t.trick)) % SEATS
    if winning_seat == t.partner:
        return support_partner(t)
    return beat_declarer(t)


def support_partner(t: Table) -> Card:
    """When the partner's card surely wins (the declarer has played, or cannot beat it),
    smear the richest card on it; else secure the trick with a plain card that surely
    wins (a trump only to save the partner's ace or ten), or give least."""
    partner_card = t.trick[winning_position(t.rules, t.trick)]
    if t.declarer not in t.still_to_play or not could_beat(t, t.declarer, partner_card):
        return smear(t)
    sure = [card for card in winners(t.rules, t.legal, t.trick) if sure_to_win(t, card)]
    worth_a_trump = t.at_stake >= 10
    sure = [card for card in sure if worth_a_trump or not is_trump(t, card)]
    if sure:
        return min(sure, key=lambda c: winner_cost(t, c))
    return throwaway(t, t.legal)


def smear(t: Table) -> Card:
    """The richest card for the partner's trick, aces and tens first (a master ace
    cashed later may still be trumped); at equal worth a plain card, keeping trumps."""
    return max(cards_in(t.legal), key=lambda c: (POINTS[c], not is_trump(t, c), -power(t, c)))


def beat_declarer(t: Table) -> Card:
    """The declarer leads the trick (he has played, so any winner here stays ours): take
    it with the lowest winner when it holds points, when a plain card does it, when it
    carries the defenders to 60 or out of Schneider (trump the declarer's tens!), or
    once the game is decided; keep trumps for worthwhile tricks, otherwise give least."""
    taking = winners(t.rules, t.legal, t.trick)
    if taking:
        card = lowest_winner(t.rules, taking)
        gain = t.at_stake + POINTS[card]
        urgent = crosses(t.defender_points, gain, DEFENDERS_WIN) or crosses(
            t.defender_points, gain, OUT_OF_SCHNEIDER
        )
        if gain >= 3 or not is_trump(t, card) or urgent or t.game_decided:
            return card
    return throwaway(t, t.legal)


# --------------------------------------------------------------------- Null


def null_declarer_lead(t: Table) -> Card:
    """Lead the card the defenders can most surely go over without leaving the rest of
    its suit exposed; of equally safe cards the highest, the one that would be
    dangerous later."""
    theirs = t.possible(t.defenders[0]) | t.possible(t.defenders[1])
    return min(
        cards_in(t.legal),
        key=lambda card: (null_lead_risk(card, t.hand, theirs), -power(t, card)),
    )


def null_declarer_follow(t: Table) -> Card:
    """Duck under the trick with the highest card that stays under; forced over, play
    the lowest while a defender may still go higher, else the highest; void, throw the
    most dangerous card."""
    led = NULL_RULES.suit_of[t.trick[0]]
    mine = t.legal & NULL_RULES.suit_masks[led]
    if not mine:
        return null_throw(t)
    top = t.trick[winning_position(t.rules, t.trick)]
    under = mine & ~t.beaters[top] & ~(1 << top)
    if under:
        return strongest(t, under)
    return weakest(t, mine) if t.still_to_play else strongest(t, mine)


def null_throw(t: Table) -> Card:
    """Void in the led suit: throw the highest card of the suit that is most in danger of
    being forced to take a trick."""

    def danger(card: Card) -> tuple[int, int]:
        holding = t.hand & NULL_RULES.suit_masks[NULL_RULES.suit_of[card]]
        return (null_danger(holding, t.unseen), power(t, card))

    return max(cards_in(t.legal), key=danger)


def null_defender_lead(t: Table) -> Card:
    """Lead low in a suit the declarer still holds, so that he must go over: the fewer of
    his possible cards rank below the led card the better; never into his void, where he
    would throw a dangerous card."""
    his = t.possible(t.declarer)

    def preference(card: Card) -> tuple[int, int, int, int]:
        his_suit = his & NULL_RULES.suit_masks[NULL_RULES.suit_of[card]]
        if not his_suit:
            return (1, 0, 0, power(t, card))
        below = his_suit & ~t.beaters[card]
        return (0, below.bit_count(), -his_suit.bit_count(), power(t, card))

    return min(cards_in(t.legal), key=preference)


def null_defender_follow(t: Table) -> Card:
    """Keep the declarer on top: under his winning card play the highest card that stays
    under; before he plays keep the trick as low as possible; when the trick is lost for
    him anyway, or void, get rid of a high card and keep the low ones for leading."""
    led = NULL_RULES.suit_of[t.trick[0]]
    mine = t.legal & NULL_RULES.suit_masks[led]
    if not mine:
        return null_dump(t)
    top = t.trick[winning_position(t.rules, t.trick)]
    winning_seat = (t.leader + winning_position(t.rules, t.trick)) % SEATS
    under = mine & ~t.beaters[top] & ~(1 << top)
    declarer_to_play = t.declarer in t.still_to_play
    if winning_seat == t.declarer or declarer_to_play:
        if under:
            return strongest(t, under)
        return weakest(t, mine) if declarer_to_play else strongest(t, mine)
    return strongest(t, mine)


def null_dump(t: Table) -> Card:
    """The high card least useful for leading later: first from suits the declarer no
    longer holds."""
    his = t.possible(t.declarer)

    def uselessness(card: Card) -> tuple[bool, int]:
        holds = bool(his & NULL_RULES.suit_masks[NULL_RULES.suit_of[card]])
        return (not holds, power(t, card))

    return max(cards_in(t.legal), key=uselessness)


# ===================================================================== Kontra and Re


def say_double(observation: SkatObservation, double: Kontra | Re) -> bool:
    """Whether the seat says the Kontra or Re it is offered (``skat_house_rules``)."""
    if isinstance(double, Kontra):
        return strong_defence(observation)
    return declared_chance(observation) >= RE_CONFIDENCE


def declared_chance(observation: SkatObservation) -> float:
    """The bidding model's chance that the declarer's game is won, judged on the ten
    cards it was declared with."""
    assert observation.contract is not None
    cards = observation.hand | played_by(observation, observation.seat)
    when = HAND if observation.hand_game else FINAL
    skat_points = points_of(observation.discarded or 0)
    return judge(observation.contract, cards, when, is_forehand(observation), skat_points)


# ===================================================================== the player


class SkatHeuristic:
    """Skat's rule-based player: one decision function per phase of the deal."""

    def act(self, observation: SkatObservation, rng: random.Random) -> Action:
        """One of ``observation.legal_actions``; the player is deterministic, so ``rng``
        is not used."""
        del rng
        legal = observation.legal_actions
        first = legal[0]
        if isinstance(first, Play):
            if observation.declarer is None:
                return ramsch_card(observation)
            double = legal[-1]
            if isinstance(double, Kontra | Re) and say_double(observation, double):
                return double
            card = choose_card(read_table(observation))
            return next(a for a in legal if isinstance(a, Play) and a.card == card)
        if isinstance(first, Discard):
            return put_away(observation)
        if isinstance(first, Declare):
            return declare(observation)
        if isinstance(first, PickUp | PlayHand):
            return pick_up_or_hand(observation)
        return bid_or_pass(observation)
