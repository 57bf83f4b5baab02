"""Whole deals rebuilt from what one seat has seen and one sample of the unseen cards.

A search player that samples where the unseen cards lie needs the engine's own state of
each sampled deal: to replay the history on it (is the deal consistent with everything
seen, and how likely would the others have acted as they did?) and to play on from it
(rollouts, or the solver's position). The deal is dealt from the seats' original hands
(their holdings now plus the cards they played) and the observed history replayed on it.
"""

from cardavia.ai.search.sampling import GameObservation, played_by_seat
from cardavia.core.cards import CardSet
from cardavia.core.errors import IllegalAction
from cardavia.core.game import Action, State
from cardavia.games.jass.observation import JassObservation
from cardavia.games.jass.state import JassState
from cardavia.games.jass.variants import JassVariants
from cardavia.games.schafkopf.observation import SchafkopfObservation
from cardavia.games.schafkopf.state import SchafkopfState
from cardavia.games.skat.actions import Discard
from cardavia.games.skat.observation import HiddenDiscard, SkatObservation
from cardavia.games.skat.state import SkatState


class Inconsistent(ValueError):
    """The sampled deal cannot have produced what the seat saw."""


def first_state(observation: object, holdings: tuple[CardSet, ...]) -> State:
    """The deal as dealt, when the unseen cards lie as in ``holdings`` (per slot, as
    ``sampling.constraints_of`` numbers them), before any action."""
    if isinstance(observation, SkatObservation):
        return _skat_deal(observation, holdings)
    if isinstance(observation, SchafkopfObservation):
        hands = _dealt_hands(observation, holdings, 4)
        return SchafkopfState.deal(observation.dealer, hands, observation.variants)
    if isinstance(observation, JassObservation):
        hands = _dealt_hands(observation, holdings, 4)
        variants = JassVariants(target=observation.target)
        return JassState.deal(observation.dealer, hands, observation.scores_before, variants)
    raise TypeError(f"no deal rebuilding for {type(observation).__name__}")


def history_to_replay(
    observation: GameObservation, holdings: tuple[CardSet, ...]
) -> list[tuple[int, Action]]:
    """The observed history with what the seat could not see filled in from the sample
    (a Skat declarer's discard)."""
    if not isinstance(observation, SkatObservation):
        return list(observation.history)
    return [
        (seat, Discard(holdings[3]) if isinstance(action, HiddenDiscard) else action)
        for seat, action in observation.history
    ]


def step(state: State, seat: int, action: Action) -> State:
    """``state`` after ``seat``'s ``action``; ``Inconsistent`` when it cannot be taken."""
    if state.to_move != seat:
        raise Inconsistent(f"seat {seat} was not to move")
    try:
        return state.apply(action)
    except IllegalAction as refusal:
        raise Inconsistent(str(refusal)) from None


def _dealt_hands(
    seen: SkatObservation | SchafkopfObservation | JassObservation,
    holdings: tuple[CardSet, ...],
    players: int,
) -> list[CardSet]:
    played = played_by_seat(seen.tricks, seen.leader, seen.trick, players)
    return [holdings[seat] | played[seat] for seat in range(players)]


def _skat_deal(seen: SkatObservation, holdings: tuple[CardSet, ...]) -> SkatState:
    """The pile slot holds the two cards out of every hand now: the skat until it is
    picked up, nothing while the declarer holds twelve, then the two put away. A defender
    cannot know which two cards the skat held; the sample takes the two put away, which
    deals the declarer the same ten cards as far as anyone could tell. The house rules
    and a Bock deal are public; a Kontra or Re is replayed with the history."""
    hands = _dealt_hands(seen, holdings, 3)
    pile = holdings[3]
    if seen.hand_game is False and seen.declarer is not None:
        skat = seen.skat if seen.skat is not None else pile
        discarded = any(isinstance(a, (Discard, HiddenDiscard)) for _, a in seen.history)
        declarer = seen.declarer
        hands[declarer] = (hands[declarer] | (pile if discarded else 0)) & ~skat
        return SkatState.deal(seen.dealer, hands, skat, seen.variants, seen.bock_deal)
    return SkatState.deal(seen.dealer, hands, pile, seen.variants, seen.bock_deal)
