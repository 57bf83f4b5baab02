"""Deals consistent with what one seat has seen, for search players to solve.

From an observation (never the state) it works out where each unseen card may be — the
seat's own hand, the cards played, the voids shown by not following, the Schafkopf called
ace (with the partner once known, else with a player who is neither the declarer nor the
observer), the Skat skat a declarer picked up or put away, an open Null Ouvert hand, the
Jass Weis shown — and deals the unseen cards again at random within those limits.
"""

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from cardavia.core.cards import RANK_CODES, CardSet, cards_in, make_card, rank_mask, suit_of
from cardavia.core.state import PLAY
from cardavia.core.tricks import Trick, TrickRules
from cardavia.games.jass.contracts import CONTRACTS as JASS_CONTRACTS
from cardavia.games.jass.contracts import PACK as JASS_PACK
from cardavia.games.jass.observation import JassObservation
from cardavia.games.jass.state import TRICKS as JASS_TRICKS
from cardavia.games.jass.weis import SEQUENCE_RANKS
from cardavia.games.jass.weis import candidates as weis_candidates
from cardavia.games.schafkopf.contracts import PACK as SCHAFKOPF_PACK
from cardavia.games.schafkopf.contracts import RAMSCH, RAMSCH_CONTRACT, find_contract
from cardavia.games.schafkopf.observation import SchafkopfObservation
from cardavia.games.schafkopf.state import TRICKS as SCHAFKOPF_TRICKS
from cardavia.games.skat.contracts import CONTRACTS as SKAT_CONTRACTS
from cardavia.games.skat.contracts import PACK as SKAT_PACK
from cardavia.games.skat.contracts import RAMSCH as SKAT_RAMSCH
from cardavia.games.skat.observation import SkatObservation
from cardavia.games.skat.state import TRICKS as SKAT_TRICKS

GameObservation = SkatObservation | SchafkopfObservation | JassObservation
"""The observations of the games the search player knows."""

SKAT_PILE = 2
ATTEMPTS = 1000


@dataclass(frozen=True)
class Constraints:
    """Where the unseen cards may be. Slots are the seats, then the hidden pile (Skat)."""

    known: tuple[CardSet, ...]
    """Per slot, the cards the observer knows are there."""
    allowed: tuple[CardSet, ...]
    """Per slot, the unseen cards it may hold."""
    sizes: tuple[int, ...]
    """Per slot, how many cards it holds now."""
    unseen: CardSet
    planted: tuple[tuple[int, tuple[CardSet, ...]], ...] = ()
    """Per slot that must hold one of a few sets of cards (a Jass Weis announced but not
    yet shown), those sets: one of them is dealt to it first."""


class NoConsistentDeal(RuntimeError):
    """Raised when no deal fits the observation (a bug in what was inferred)."""


def sample(constraints: Constraints, rng: random.Random) -> tuple[CardSet, ...]:
    """One deal of the unseen cards: each slot's holding (known cards included)."""
    cards = list(cards_in(constraints.unseen))
    slots = range(len(constraints.sizes))
    for _ in range(ATTEMPTS):
        holdings = list(constraints.known)
        free = _plant(constraints, holdings, rng)
        if free is None:
            continue
        room = [constraints.sizes[s] - holdings[s].bit_count() for s in slots]
        rng.shuffle(cards)
        cards.sort(key=lambda card: sum(constraints.allowed[s] >> card & 1 for s in slots))
        for card in (card for card in cards if free >> card & 1):
            places = [s for s in slots if room[s] and constraints.allowed[s] >> card & 1]
            if not places:
                break
            place = rng.choice(places)
            holdings[place] |= 1 << card
            room[place] -= 1
        else:
            return tuple(holdings)
    raise NoConsistentDeal("no deal of the unseen cards fits what was seen")


def _plant(constraints: Constraints, holdings: list[CardSet], rng: random.Random) -> CardSet | None:
    """Deals each planted slot one of its sets; the unseen cards still free, or None
    when a slot has no set left that fits."""
    free = constraints.unseen
    for slot, options in constraints.planted:
        fitting = [
            cards
            for cards in options
            if cards & ~holdings[slot] & ~(free & constraints.allowed[slot]) == 0
        ]
        if not fitting:
            return None
        chosen = rng.choice(fitting)
        holdings[slot] |= chosen
        free &= ~chosen
    return free


def constraints_of(observation: object) -> Constraints:
    """What ``observation``'s seat knows of the unseen cards, at any point of the deal."""
    if isinstance(observation, GameObservation) and observation.phase != PLAY:
        return _before_play(observation)
    if isinstance(observation, SkatObservation):
        return _skat(observation)
    if isinstance(observation, SchafkopfObservation):
        return _schafkopf(observation)
    if isinstance(observation, JassObservation):
        return _jass(observation)
    raise TypeError(f"no deal sampling for {type(observation).__name__}")


def _before_play(seen: GameObservation) -> Constraints:
    """Before the first card only the seat's own hand is known, and in Skat what the
    declarer saw of the skat. The Skat pile slot holds the two cards out of every hand:
    the skat, nothing while the declarer holds twelve, then the two put away."""
    hand: CardSet = seen.hand
    if isinstance(seen, SkatObservation):
        pack = SKAT_PACK
        known = [0, 0, 0, 0]
        sizes = [SKAT_TRICKS] * 3 + [SKAT_PILE]
        if seen.discarded is not None:
            known[3] = seen.discarded
        elif seen.skat is not None:
            sizes[3] = 0
        sizes[seen.seat] = hand.bit_count()
    else:
        pack = SCHAFKOPF_PACK if isinstance(seen, SchafkopfObservation) else JASS_PACK
        tricks = SCHAFKOPF_TRICKS if isinstance(seen, SchafkopfObservation) else JASS_TRICKS
        known = [0, 0, 0, 0, 0]
        sizes = [tricks] * 4 + [0]
    seat: int = seen.seat
    known[seat] = hand
    allowed = [pack] * len(sizes)
    return _finish(pack, known, allowed, tuple(sizes), (), ())


def _skat(seen: SkatObservation) -> Constraints:
    """A Ramsch (no declarer) is played by its own rules, with the skat unseen."""
    assert seen.contract is not None
    rules = SKAT_RAMSCH.rules if seen.declarer is None else SKAT_CONTRACTS[seen.contract].rules
    known = [0, 0, 0, 0]
    known[seen.seat] = seen.hand
    if seen.ouvert is not None and seen.declarer is not None and seen.declarer != seen.seat:
        known[seen.declarer] = seen.ouvert
    if seen.declarer == seen.seat and seen.discarded is not None:
        known[3] = seen.discarded  # the declarer knows what was put away
    allowed = _allowed_by_voids(rules, seen.tricks, seen.trick, seen.leader, players=3)
    allowed.append(rules.pack)
    sizes = (*_sizes(SKAT_TRICKS, seen.tricks, seen.trick, seen.leader, 3), SKAT_PILE)
    return _finish(rules.pack, known, allowed, sizes, seen.tricks, seen.trick)


def _schafkopf(seen: SchafkopfObservation) -> Constraints:
    assert seen.contract is not None
    suit = None if seen.suit is None else "alhbrs".index(seen.suit)
    contract = RAMSCH_CONTRACT if seen.contract == RAMSCH else find_contract(seen.contract, suit)
    assert contract is not None
    rules = contract.rules
    known = [0, 0, 0, 0, 0]
    known[seen.seat] = seen.hand
    allowed = _allowed_by_voids(rules, seen.tricks, seen.trick, seen.leader, players=4)
    allowed.append(0)
    ace = seen.called_ace
    if ace is not None and not _played(seen.tricks, seen.trick) >> ace & 1:
        holders = (
            {seen.partner}
            if seen.partner is not None
            else {s for s in range(4) if s not in (seen.declarer, seen.seat)}
        )
        for slot in range(5):
            if slot not in holders:
                allowed[slot] &= ~(1 << ace)
    sizes = (*_sizes(SCHAFKOPF_TRICKS, seen.tricks, seen.trick, seen.leader, 4), 0)
    return _finish(rules.pack, known, allowed, sizes, seen.tricks, seen.trick)


def _jass(seen: JassObservation) -> Constraints:
    assert seen.contract is not None
    contract = JASS_CONTRACTS[seen.contract]
    rules = contract.rules
    played = _played(seen.tricks, seen.trick)
    known = [0, 0, 0, 0, 0]
    for seat, combinations in enumerate(seen.shown_weis):
        for combination in combinations:
            known[seat] |= combination.cards & ~played
    known[seen.seat] = seen.hand
    allowed = [rules.pack] * 4 + [0]
    for trick in (*((t.leader, t.cards) for t in seen.tricks), (seen.leader, seen.trick)):
        leader, cards = trick
        if not cards:
            continue
        led = cards[0]
        for offset, card in enumerate(cards[1:], start=1):
            seat = (leader + offset) % 4
            if rules.trumps >> led & 1:
                if not rules.trumps >> card & 1:  # no trump but perhaps the trump Under
                    allowed[seat] &= ~(rules.trumps & ~contract.trump_under_bit)
            elif not contract.follow_masks[led] >> card & 1 and not rules.trumps >> card & 1:
                allowed[seat] &= ~contract.follow_masks[led]
    sizes = (*_sizes(JASS_TRICKS, seen.tricks, seen.trick, seen.leader, 4), 0)
    limits = _finish(rules.pack, known, allowed, sizes, seen.tricks, seen.trick)
    return replace(limits, planted=_announced_weis(seen))


def _announced_weis(seen: JassObservation) -> tuple[tuple[int, tuple[CardSet, ...]], ...]:
    """For each other seat that announced a Weis not yet shown, the cards it may still
    hold of a combination like the one announced (one it played is no longer held)."""
    played_by = played_by_seat(seen.tricks, seen.leader, seen.trick, 4)
    planted = []
    for seat, announced in enumerate(seen.announcements):
        if announced is None or seat == seen.seat or seen.shown_weis[seat]:
            continue
        others = sum(played_by) & ~played_by[seat]
        options = tuple(
            cards & ~played_by[seat]
            for cards in _WEIS_SHAPES[announced.kind, announced.length, announced.points]
            if not cards & others
        )
        planted.append((seat, options))
    return tuple(planted)


def _weis_shapes() -> dict[tuple[str, int, int], list[CardSet]]:
    """Every set of cards that is exactly one Weis, by (kind, length, points)."""
    shapes: dict[tuple[str, int, int], list[CardSet]] = {}
    sets = [rank_mask(rank) & JASS_PACK for rank in range(len(RANK_CODES))]
    for suit in {suit_of(card) for card in cards_in(JASS_PACK)}:
        for length in range(3, len(SEQUENCE_RANKS) + 1):
            for start in range(len(SEQUENCE_RANKS) - length + 1):
                ranks = SEQUENCE_RANKS[start : start + length]
                sets.append(sum(1 << make_card(suit, rank) for rank in ranks))
    for cards in sets:
        for combination in weis_candidates(cards):
            if combination.cards == cards:
                key = (combination.kind, combination.length, combination.points)
                shapes.setdefault(key, []).append(cards)
    return shapes


_WEIS_SHAPES = _weis_shapes()


def _allowed_by_voids(
    rules: TrickRules,
    tricks: Sequence[Trick],
    trick: tuple[int, ...],
    leader: int,
    players: int,
) -> list[CardSet]:
    """Per seat, the pack less the effective suits it showed void in."""
    allowed = [rules.pack] * players
    for start, cards in (*((t.leader, t.cards) for t in tricks), (leader, trick)):
        if not cards:
            continue
        led_suit = rules.suit_of[cards[0]]
        for offset, card in enumerate(cards[1:], start=1):
            if rules.suit_of[card] != led_suit:
                allowed[(start + offset) % players] &= ~rules.suit_masks[led_suit]
    return allowed


def _sizes(
    tricks_in_deal: int,
    tricks: Sequence[Trick],
    trick: tuple[int, ...],
    leader: int,
    players: int,
) -> tuple[int, ...]:
    in_trick = {(leader + offset) % players for offset in range(len(trick))}
    return tuple(
        tricks_in_deal - len(tricks) - (1 if seat in in_trick else 0) for seat in range(players)
    )


def played_by_seat(
    tricks: Sequence[Trick], leader: int, trick: tuple[int, ...], players: int
) -> list[CardSet]:
    """Per seat, the cards it has played (the tricks so far and the current one)."""
    played = [0] * players
    for start, cards in (*((t.leader, t.cards) for t in tricks), (leader, trick)):
        for offset, card in enumerate(cards):
            played[(start + offset) % players] |= 1 << card
    return played


def _played(tricks: Sequence[Trick], trick: tuple[int, ...]) -> CardSet:
    played = 0
    for card in (*(card for t in tricks for card in t.cards), *trick):
        played |= 1 << card
    return played


def _finish(
    pack: CardSet,
    known: list[CardSet],
    allowed: list[CardSet],
    sizes: tuple[int, ...],
    tricks: Sequence[Trick],
    trick: tuple[int, ...],
) -> Constraints:
    played = _played(tricks, trick)
    known = [cards & ~played for cards in known]
    placed = 0
    for cards in known:
        placed |= cards
    unseen = pack & ~played & ~placed
    return Constraints(
        known=tuple(known),
        allowed=tuple(mask & unseen for mask in allowed),
        sizes=sizes,
        unseen=unseen,
    )
