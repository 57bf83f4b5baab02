"""Each decision as a few numbers per legal action: one feature function per game and
kind of decision (``KINDS`` names them and their features).

Card play uses the features every trick-taking game shares (``cardplay``); a call uses
what the hand brings to it: the rule-based players' own reading of the hand (the
highest sound Skat bid, each Skat game's chance, a Jass contract's worth, whether a
Schafkopf contract suits the hand) next to plain counts (Jacks, aces, trumps).
"""

from collections.abc import Callable, Sequence
from typing import NamedTuple

from cardavia.ai.heuristic.jass import contract_values
from cardavia.ai.heuristic.schafkopf import contract_fit, contract_named
from cardavia.ai.heuristic.skat import (
    HAND_CONFIDENCE,
    dealt_options,
    final_option,
    hand_option,
    highest_safe_bid,
    is_forehand,
)
from cardavia.ai.policy.cardplay import PLAY_FEATURES, Table, card_features, table_of
from cardavia.ai.search.sampling import GameObservation
from cardavia.core.cards import RANK_CODES, CardSet, Rank, make_card, rank_mask, suit_mask
from cardavia.core.game import Action, Play
from cardavia.core.state import PLAY
from cardavia.games.jass.actions import PUSH, Choose
from cardavia.games.jass.contracts import CONTRACTS as JASS_CONTRACTS
from cardavia.games.jass.observation import JassObservation
from cardavia.games.jass.state import CHOOSING
from cardavia.games.schafkopf.actions import Bid as SchafkopfBid
from cardavia.games.schafkopf.contracts import RUFER, SIE, SOLO, WENZ
from cardavia.games.schafkopf.observation import SchafkopfObservation
from cardavia.games.schafkopf.state import BIDDING as SCHAFKOPF_BIDDING
from cardavia.games.skat.actions import Bid, Declare, Discard, Hold, PlayHand
from cardavia.games.skat.contracts import BID_LADDER
from cardavia.games.skat.contracts import CONTRACTS as SKAT_CONTRACTS
from cardavia.games.skat.observation import SkatObservation
from cardavia.games.skat.state import BIDDING as SKAT_BIDDING
from cardavia.games.skat.state import DECLARE, DISCARD, PICKUP

Rows = list[list[float]]


class Decision(NamedTuple):
    """A decision's kind (a key of ``KINDS``) and one row of features per legal action,
    in the order of the observation's ``legal_actions``."""

    kind: str
    rows: Rows


SKAT_BID_FEATURES = ("go", "go_sound", "go_margin", "go_jacks", "go_aces", "go_jump", "go_forehand")
SKAT_TAKE_FEATURES = ("hand", "hand_sound", "hand_chance", "hand_jacks", "hand_margin")
SKAT_DISCARD_FEATURES = ("points", "jacks", "aces", "voids_made", "same_suit", "from_longest")
SKAT_DECLARE_FEATURES = (
    "grand",
    "null",
    "null_ouvert",
    "chance",
    "expectation",
    "overbid",
    "trumps",
    "best",
)
SCHAFKOPF_BID_FEATURES = (
    "bid",
    "wenz",
    "solo",
    "tout",
    "sie",
    "fits",
    "trumps",
    "side_aces",
    "called_suit",
)
JASS_CHOOSE_FEATURES = (
    "push",
    "push_best",
    "worth",
    "best",
    "trumps",
    "trump_under",
    "trump_nine",
    "obenabe",
    "undenufe",
)

KINDS: dict[str, tuple[str, ...]] = {
    "skat/bid": SKAT_BID_FEATURES,
    "skat/take": SKAT_TAKE_FEATURES,
    "skat/discard": SKAT_DISCARD_FEATURES,
    "skat/declare": SKAT_DECLARE_FEATURES,
    "skat/play": PLAY_FEATURES,
    "skat/null-play": PLAY_FEATURES,
    "schafkopf/bid": SCHAFKOPF_BID_FEATURES,
    "schafkopf/play": PLAY_FEATURES,
    "jass/choose": JASS_CHOOSE_FEATURES,
    "jass/play": PLAY_FEATURES,
}
"""Every kind of decision the model knows, with the names of its features."""

JACKS = rank_mask(Rank.UNTER)
ACES = rank_mask(Rank.ACE)
SKAT_PLAIN_SUITS = tuple(suit_mask(suit) & ~JACKS for suit in range(4))


def decision(observation: GameObservation) -> Decision | None:
    """The kind and features of the decision the seat faces; None for one the model does
    not weigh (no legal action, or a phase without features)."""
    if not observation.legal_actions:
        return None
    if isinstance(observation, SkatObservation):
        return _skat(observation)
    if isinstance(observation, SchafkopfObservation):
        return _schafkopf(observation)
    return _jass(observation)


def _rows(legal: Sequence[Action], features: Callable[[Action], list[float]]) -> Rows:
    return [features(action) for action in legal]


# ----------------------------------------------------------------------------- Skat


def _skat(seen: SkatObservation) -> Decision | None:
    legal = seen.legal_actions
    if seen.phase == SKAT_BIDDING:
        return Decision("skat/bid", _rows(legal, _skat_bidding(seen)))
    if seen.phase == PICKUP:
        return Decision("skat/take", _rows(legal, _skat_take(seen)))
    if seen.phase == DISCARD:
        return Decision("skat/discard", _rows(legal, _skat_discard(seen)))
    if seen.phase == DECLARE:
        return Decision("skat/declare", _rows(legal, _skat_declare(seen)))
    if seen.phase != PLAY or seen.contract is None or seen.declarer is None:
        return None  # a Ramsch (no declarer) is not weighed
    if not isinstance(legal[-1], Play):
        return None  # a Kontra or Re is offered beside the cards: not weighed
    contract = SKAT_CONTRACTS[seen.contract]
    declaring = seen.seat == seen.declarer
    defenders = frozenset({0, 1, 2} - {seen.declarer, seen.seat})
    table = table_of(
        contract.rules,
        seen.hand,
        seen.tricks,
        seen.trick,
        seen.leader,
        3,
        frozenset() if declaring else defenders,
        declaring,
        seen.discarded or 0,
    )
    kind = "skat/null-play" if contract.is_null else "skat/play"
    return Decision(kind, _rows(legal, lambda action: card_features(table, _card(action))))


def _skat_bidding(seen: SkatObservation) -> Callable[[Action], list[float]]:
    forehand = is_forehand(seen)
    limit = highest_safe_bid(seen.hand, forehand)
    lowest = min((a.value for a in seen.legal_actions if isinstance(a, Bid)), default=0)
    jacks = (seen.hand & JACKS).bit_count() / 4
    aces = (seen.hand & ACES).bit_count() / 4

    def features(action: Action) -> list[float]:
        if isinstance(action, Bid):
            value, jump = action.value, BID_LADDER.index(action.value) - BID_LADDER.index(lowest)
        elif isinstance(action, Hold):
            value, jump = seen.bid, 0
        else:
            return [0.0] * len(SKAT_BID_FEATURES)
        margin = max(-2.0, min(2.0, (limit - value) / 24))
        return [1.0, value <= limit, margin, jacks, aces, min(jump, 4) / 4, forehand]

    return features


def _skat_take(seen: SkatObservation) -> Callable[[Action], list[float]]:
    forehand = is_forehand(seen)
    reaching = [
        option
        for option in dealt_options(seen.hand, forehand)
        if option.hand_game and option.value >= seen.bid
    ]
    chance = max((option.chance for option in reaching), default=0.0)
    limit = highest_safe_bid(seen.hand, forehand)
    hand_row = [
        1.0,
        chance >= HAND_CONFIDENCE,
        chance,
        (seen.hand & JACKS).bit_count() / 4,
        max(-2.0, min(2.0, (limit - seen.bid) / 24)),
    ]
    zeros = [0.0] * len(SKAT_TAKE_FEATURES)
    return lambda action: hand_row if isinstance(action, PlayHand) else zeros


def _skat_discard(seen: SkatObservation) -> Callable[[Action], list[float]]:
    hand = seen.hand
    lengths = [(hand & suit).bit_count() for suit in SKAT_PLAIN_SUITS]
    longest = SKAT_PLAIN_SUITS[lengths.index(max(lengths))]
    points = SKAT_CONTRACTS["grand"].rules.points

    def features(action: Action) -> list[float]:
        assert isinstance(action, Discard)
        put = action.cards
        kept = hand & ~put
        touched = [suit for suit in SKAT_PLAIN_SUITS if put & suit]
        voids = sum(1 for suit in touched if not kept & suit)
        return [
            points(put) / 22,
            (put & JACKS).bit_count(),
            (put & ACES).bit_count(),
            voids,
            len(touched) == 1 and not put & JACKS,
            (put & longest).bit_count(),
        ]

    return features


def _skat_declare(seen: SkatObservation) -> Callable[[Action], list[float]]:
    forehand = is_forehand(seen)
    put = seen.discarded or 0
    names = [action.contract for action in seen.legal_actions if isinstance(action, Declare)]
    options = {
        name: (
            hand_option(name, seen.hand, seen.bid, forehand)
            if seen.hand_game
            else final_option(name, seen.hand, put, seen.bid, forehand)
        )
        for name in names
    }
    best = max(option.expectation for option in options.values())

    def features(action: Action) -> list[float]:
        assert isinstance(action, Declare)
        option = options[action.contract]
        contract = SKAT_CONTRACTS[action.contract]
        trumps = (seen.hand & contract.rules.trumps).bit_count() / 11
        return [
            action.contract == "grand",
            contract.is_null,
            contract.ouvert,
            option.chance,
            max(-3.0, min(3.0, option.expectation / 48)),
            option.overbid,
            trumps,
            option.expectation == best,
        ]

    return features


# ----------------------------------------------------------------------------- Schafkopf


def _schafkopf(seen: SchafkopfObservation) -> Decision | None:
    legal = seen.legal_actions
    if seen.phase == SCHAFKOPF_BIDDING:
        return Decision("schafkopf/bid", _rows(legal, _schafkopf_bid(seen)))
    if seen.phase != PLAY or seen.contract is None or seen.declarer is None:
        return None
    contract = contract_named(seen.contract, seen.suit)
    declaring_side = {seen.declarer}
    if seen.partner is not None:
        declaring_side.add(seen.partner)
    declaring = seen.seat in declaring_side
    if declaring:
        partners = declaring_side - {seen.seat}
    elif contract.alone or seen.partner is not None:
        partners = set(range(4)) - declaring_side - {seen.seat}
    else:
        partners = set()  # a Rufer's defender who does not yet know the called ace's holder
    table = table_of(
        contract.rules,
        seen.hand,
        seen.tricks,
        seen.trick,
        seen.leader,
        4,
        frozenset(partners),
        declaring,
    )
    return Decision("schafkopf/play", _rows(legal, _card_or_double(table)))


def _card_or_double(table: Table) -> Callable[[Action], list[float]]:
    """A card's features; a Kontra or Re beside the cards (house rules) has none to weigh
    and gets a row of zeros."""

    def features(action: Action) -> list[float]:
        if isinstance(action, Play):
            return card_features(table, action.card)
        return [0.0] * len(PLAY_FEATURES)

    return features


def _schafkopf_bid(seen: SchafkopfObservation) -> Callable[[Action], list[float]]:
    hand = seen.hand
    leads_first = seen.seat == (seen.dealer + 1) % 4

    def features(action: Action) -> list[float]:
        if not isinstance(action, SchafkopfBid):
            return [0.0] * len(SCHAFKOPF_BID_FEATURES)
        contract = action.contract
        rules = contract.rules
        called = 0 if contract.kind != RUFER or contract.suit is None else suit_mask(contract.suit)
        return [
            1.0,
            contract.kind == WENZ,
            contract.kind == SOLO,
            contract.tout,
            contract.kind == SIE,
            contract_fit(contract, hand, leads_first) is not None,
            (hand & rules.trumps).bit_count() / 8,
            (hand & ACES & ~rules.trumps).bit_count() / 3,
            (hand & called & ~rules.trumps).bit_count() / 6,
        ]

    return features


# ----------------------------------------------------------------------------- Jass


def _jass(seen: JassObservation) -> Decision | None:
    legal = seen.legal_actions
    if seen.phase == CHOOSING:
        return Decision("jass/choose", _rows(legal, _jass_choose(seen)))
    if seen.phase != PLAY or seen.contract is None:
        return None
    rules = JASS_CONTRACTS[seen.contract].rules
    partner = (seen.seat + 2) % 4
    declaring = seen.chooser is not None and seen.chooser % 2 == seen.seat % 2
    table = table_of(
        rules, seen.hand, seen.tricks, seen.trick, seen.leader, 4, frozenset({partner}), declaring
    )
    return Decision("jass/play", _rows(legal, lambda action: card_features(table, _card(action))))


def _jass_choose(seen: JassObservation) -> Callable[[Action], list[float]]:
    hand = seen.hand
    worth = contract_values(hand)
    best = max(worth.values())

    def features(action: Action) -> list[float]:
        assert isinstance(action, Choose)
        if action.choice == PUSH:
            return [1.0, max(-2.0, min(2.0, best / 100)), *([0.0] * 7)]
        contract = JASS_CONTRACTS[action.choice]
        trump = contract.trump
        trumps = 0 if trump is None else hand & suit_mask(trump)
        return [
            0.0,
            0.0,
            max(-2.0, min(2.0, worth[action.choice] / 100)),
            worth[action.choice] == best,
            trumps.bit_count() / 9,
            trump is not None and _holds(hand, trump, "U"),
            trump is not None and _holds(hand, trump, "9"),
            trump is None and not contract.reversed_ranks,
            contract.reversed_ranks,
        ]

    return features


def _holds(hand: CardSet, suit: int, rank: str) -> bool:
    return hand >> make_card(suit, RANK_CODES.index(rank)) & 1 == 1


def _card(action: Action) -> int:
    assert isinstance(action, Play)
    return action.card
