"""Deals consistent with what one seat has seen, for search players to solve.

From an observation (never the state) it works out where each unseen card may be — the
seat's own hand, the cards played, the voids shown by not following, the Schafkopf called
ace (with the partner once known, else with a player who is neither the declarer nor the
observer), the Skat skat a declarer picked up or put away, an open Null Ouvert hand, the
Jass Weis shown — and deals the unseen cards again at random within those limits.
"""

import random
from collections.abc import Sequence
from dataclasses import dataclass

from cardavia.core.cards import CardSet, cards_in
from cardavia.core.tricks import Trick, TrickRules
from cardavia.games.jass.contracts import CONTRACTS as JASS_CONTRACTS
from cardavia.games.jass.observation import JassObservation
from cardavia.games.jass.state import TRICKS as JASS_TRICKS
from cardavia.games.schafkopf.contracts import find_contract
from cardavia.games.schafkopf.observation import SchafkopfObservation
from cardavia.games.schafkopf.state import TRICKS as SCHAFKOPF_TRICKS
from cardavia.games.skat.contracts import CONTRACTS as SKAT_CONTRACTS
from cardavia.games.skat.observation import SkatObservation
from cardavia.games.skat.state import TRICKS as SKAT_TRICKS

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


class NoConsistentDeal(RuntimeError):
    """Raised when no deal fits the observation (a bug in what was inferred)."""


def sample(constraints: Constraints, rng: random.Random) -> tuple[CardSet, ...]:
    """One deal of the unseen cards: each slot's holding (known cards included)."""
    cards = list(cards_in(constraints.unseen))
    slots = range(len(constraints.sizes))
    for _ in range(ATTEMPTS):
        room = [constraints.sizes[s] - constraints.known[s].bit_count() for s in slots]
        rng.shuffle(cards)
        cards.sort(key=lambda card: sum(constraints.allowed[s] >> card & 1 for s in slots))
        holdings = list(constraints.known)
        for card in cards:
            places = [s for s in slots if room[s] and constraints.allowed[s] >> card & 1]
            if not places:
                break
            place = rng.choice(places)
            holdings[place] |= 1 << card
            room[place] -= 1
        else:
            return tuple(holdings)
    raise NoConsistentDeal("no deal of the unseen cards fits what was seen")


def constraints_of(observation: object) -> Constraints:
    """What ``observation``'s seat knows of the unseen cards (card play under way)."""
    if isinstance(observation, SkatObservation):
        return _skat(observation)
    if isinstance(observation, SchafkopfObservation):
        return _schafkopf(observation)
    if isinstance(observation, JassObservation):
        return _jass(observation)
    raise TypeError(f"no deal sampling for {type(observation).__name__}")


def _skat(seen: SkatObservation) -> Constraints:
    assert seen.contract is not None and seen.declarer is not None
    rules = SKAT_CONTRACTS[seen.contract].rules
    known = [0, 0, 0, 0]
    known[seen.seat] = seen.hand
    if seen.ouvert is not None and seen.declarer != seen.seat:
        known[seen.declarer] = seen.ouvert
    if seen.declarer == seen.seat and seen.discarded is not None:
        known[3] = seen.discarded  # the declarer knows what was put away
    allowed = _allowed_by_voids(rules, seen.tricks, seen.trick, seen.leader, players=3)
    allowed.append(rules.pack)
    sizes = (*_sizes(SKAT_TRICKS, seen.tricks, seen.trick, seen.leader, 3), SKAT_PILE)
    return _finish(rules.pack, known, allowed, sizes, seen.tricks, seen.trick)


def _schafkopf(seen: SchafkopfObservation) -> Constraints:
    assert seen.contract is not None and seen.declarer is not None
    suit = None if seen.suit is None else "alhbrs".index(seen.suit)
    contract = find_contract(seen.contract, suit)
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
    return _finish(rules.pack, known, allowed, sizes, seen.tricks, seen.trick)


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
