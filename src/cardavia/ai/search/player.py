"""A player that decides by sampling the unseen cards (perfect-information Monte Carlo).

For every decision it deals the unseen cards again many times consistently with what it
has seen, weighting each deal by how likely the others' actions make it
(``inference``). Card play once the solver answers within the time budget: each sampled
deal is solved with every hand open and the card that does best on average is played.
Every other decision (bidding, calling, pushing, discarding, declaring): each option is
taken in each sampled deal and the deal played out by the rule-based players (at the
Strong level, in Skat and Schafkopf, until its card play is small enough to solve; a Skat
bid always to the end, see ``_skat_auction``), and the
option with the best average score for the seat's side wins. The first tricks, while too
many cards are out to solve, it plays as the rule-based player; asked for advice there
(a hint), it plays each card out as it does the other decisions.
"""

import math
import random
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, NamedTuple, Protocol, runtime_checkable

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.outcomes import relative_score
from cardavia.ai.search.candidates import candidates
from cardavia.ai.search.inference import WeightedDeal, weighted_deals
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.sampling import GameObservation, constraints_of
from cardavia.ai.search.solver import (
    ALL_TRICKS,
    NO_TRICK,
    POINTS,
    Position,
    SearchAborted,
    TranspositionTable,
    card_values,
    solve,
)
from cardavia.ai.search.statistics import OptionStats, Outcome, Tally, jass_outcome, outcome_of
from cardavia.core.game import Action, DealResult, Observation, Play, State
from cardavia.core.state import PLAY, TrickTakingState
from cardavia.games.jass.state import JassState
from cardavia.games.skat.observation import SkatObservation
from cardavia.games.skat.state import BIDDING

SOLVABLE_CARDS: Mapping[int, int] = MappingProxyType({3: 21, 4: 20})
"""Cards still in the hands (by number of players) from which the Normal level solves card
play: most solves then take a few milliseconds on this machine."""

NODES_PER_SECOND = 4_000_000
"""A cautious count of the positions the solver visits per second, to keep a decision's
solves inside its budget."""
MIN_NODES = 200_000
"""The least a solve is allowed, however little of the budget is left."""

POINTS_BESIDE_SCORE = 1e-5
"""What a card point weighs beside a point of score when solved card play aims for the
score: the 120 card points of a deal weigh about a thousandth of one, so they decide only
between cards that score alike, for the one that keeps a margin for what the samples got
wrong."""

CARD_POINTS = "card_points"
"""Estimates in the card points the seat's side takes in tricks by the end of the deal."""
WIN_CHANCE = "win_chance"
"""Estimates as the chance (0 to 1) that the seat's side wins a contract made by tricks."""
SCORE = "score"
"""Estimates in the deal's score for the seat, less the mean of the other side's."""

POINTS_UNIT = "card_points"
"""Advice on card play is told in the card points of the seat's side (``Estimate.stats``)."""
SCORE_UNIT = "score"
"""Advice on any other decision is told in the seat's score in the deal."""


@runtime_checkable
class ProjectsResult(Protocol):
    """A game state that can tell a deal's result from the declaring side's final take."""

    players: int

    def projected_result(self, side_points: int, side_tricks: int) -> DealResult: ...


@dataclass(frozen=True)
class Estimate:
    """One legal action and its expected outcome for the seat (in the advice's measure)."""

    action: Action
    value: float
    stats: OptionStats | None = None
    """The action over the sampled deals in the advice's unit: card play in card points
    (none where the contract is won by tricks), other decisions in score; None when
    nothing was weighed."""


@dataclass(frozen=True)
class Advice:
    """Every legal action's estimate, best first, and how they were reached."""

    estimates: tuple[Estimate, ...]
    measure: str
    deals: int
    """How many sampled deals the estimates average over (0: a single legal action)."""
    unit: str = SCORE_UNIT
    """What the estimates' ``stats`` are told in: ``POINTS_UNIT`` or ``SCORE_UNIT``."""
    weighed: tuple[State, ...] = field(default=(), repr=False, compare=False)
    """The sampled deals the estimates average over, as they stood at the decision."""

    @property
    def best(self) -> Action:
        return self.estimates[0].action


class SearchPlayer:
    """Decides by sampling deals consistent with the observation and solving or playing
    them out; ``samples`` deals at most, fewer when ``budget_seconds`` runs out."""

    name = "search"

    def __init__(
        self,
        samples: int = 16,
        budget_seconds: float = 1.0,
        solvable_cards: Mapping[int, int] = SOLVABLE_CARDS,
        aim_for_score: bool = False,
        solve_rollouts: bool = False,
    ) -> None:
        """The defaults are the Normal level's (``NORMAL``). ``solvable_cards``: per number
        of players, the cards still in the hands from which card play is solved.
        ``aim_for_score``: solved card play in Skat and Schafkopf weighs each outcome by
        what it scores (61 wins, Schneider, the game's value) instead of by card points.
        ``solve_rollouts``: a Skat or Schafkopf deal played on to weigh a decision is solved
        once few cards are out (as the search players then play), not played to the end."""
        self.samples = samples
        self.budget_seconds = budget_seconds
        self.solvable_cards = solvable_cards
        self.aim_for_score = aim_for_score
        self.solve_rollouts = solve_rollouts
        self.model = HeuristicPlayer()
        self.table = TranspositionTable(bits=18)

    def act(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        if self._solvable(observation) or getattr(observation, "phase", None) != PLAY:
            return self.advise(observation, rng).best
        return self.model.act(observation, rng)

    def advise(
        self, observation: Observation, rng: random.Random, include: tuple[Action, ...] = ()
    ) -> Advice:
        """Each legal action's expected outcome over the sampled deals, best first.
        ``include``: legal actions to weigh even where the search would not (a jump bid, a
        discard it passes over), e.g. the one a player took, to tell what it cost."""
        offered = tuple(observation.legal_actions)
        legal = candidates(offered)
        legal += tuple(a for a in include if a in offered and a not in legal)
        unit = POINTS_UNIT if getattr(observation, "phase", None) == PLAY else SCORE_UNIT
        if len(legal) == 1:
            return Advice((Estimate(legal[0], math.nan),), SCORE, 0, unit)
        if not isinstance(observation, GameObservation):
            raise TypeError(f"no search for {type(observation).__name__}")
        deadline = time.perf_counter() + self.budget_seconds
        deals = weighted_deals(
            observation, constraints_of(observation), self.model, rng, self.samples, deadline
        )
        if self._solvable(observation):
            tallies, weighed, measure = self._solved(deals, observation.seat, legal, deadline)
        else:
            solving = self.solve_rollouts and not _skat_auction(observation)
            tallies, weighed = self._played_out(deals, observation.seat, legal, rng, solving)
            measure = SCORE
        if not weighed:  # no sampled deal fits (should not happen): play as the model
            chosen = self.model.act(observation, rng)
            others = (action for action in legal if action != chosen)
            return Advice(tuple(Estimate(a, math.nan) for a in (chosen, *others)), measure, 0, unit)
        estimates = _ranked(legal, tallies, unit, weighed)
        return Advice(estimates, measure, len(weighed), unit, weighed)

    def _solvable(self, observation: Observation) -> bool:
        """Whether card play has come down to few enough cards for the solver."""
        if getattr(observation, "phase", None) != PLAY:
            return False
        limits = constraints_of(observation)
        seats = len(limits.sizes) - 1
        return sum(limits.sizes[:seats]) <= self.solvable_cards[seats]

    def _solved(
        self,
        deals: Iterable[WeightedDeal],
        seat: int,
        legal: tuple[Action, ...],
        deadline: float,
    ) -> tuple[list[Tally], tuple[State, ...], str]:
        """Each card's seat's outcomes under best play, over the deals solved before the
        deadline (a solve that would overrun it is given up), and the deals solved."""
        tallies = [Tally() for _ in legal]
        cards = [action.card for action in legal if isinstance(action, Play)]
        weighed: list[State] = []
        measure = CARD_POINTS
        for deal in deals:
            assert isinstance(deal.state, TrickTakingState)
            position = position_of(deal.state)
            value_of = _card_points_for_seat
            if position.rules.objective != POINTS:
                measure = WIN_CHANCE
            elif self.aim_for_score and isinstance(deal.state, ProjectsResult):
                measure, value_of = SCORE, _score_then_points_for_seat
            self.table.clear()
            self.table.limit_nodes(_node_limit(deadline - time.perf_counter(), len(cards)))
            try:
                values = card_values(position, self.table)
            except SearchAborted:
                break
            for tally, card in zip(tallies, cards, strict=True):
                value = value_of(deal.state, position, seat, values[card])
                tally.add(
                    _solved_outcome(deal.state, position, seat, values[card], value), deal.weight
                )
            weighed.append(deal.state)
        return tallies, tuple(weighed), measure

    def _played_out(
        self,
        deals: Iterable[WeightedDeal],
        seat: int,
        legal: tuple[Action, ...],
        rng: random.Random,
        solving: bool,
    ) -> tuple[list[Tally], tuple[State, ...]]:
        """Each action's seat's outcomes (valued by its relative score) when the deal is
        played on by the rule-based players (``solving``: until it can be solved), and the
        deals played on."""
        tallies = [Tally() for _ in legal]
        weighed: list[State] = []
        for deal in deals:
            for tally, action in zip(tallies, legal, strict=True):
                after = deal.state.apply(action)
                tally.add(self._play_out(after, seat, rng, solving), deal.weight)
            weighed.append(deal.state)
        return tallies, tuple(weighed)

    def _play_out(self, state: State, seat: int, rng: random.Random, solving: bool) -> Outcome:
        """The seat's outcome, valued by its relative score, when the deal is played on by
        the rule-based players (``solving``, in Skat and Schafkopf: until its card play can
        be solved)."""
        solving = solving and isinstance(state, ProjectsResult)
        while not state.is_over:
            if solving:
                assert isinstance(state, TrickTakingState)
                solved = self._solved_ending(state, seat)
                if solved is not None:
                    return solved
            mover = state.to_move
            assert mover is not None
            state = state.apply(self.model.act(state.observation(mover), rng))
        return _final_outcome(state, seat)

    def _solved_ending(self, state: TrickTakingState[Any], seat: int) -> Outcome | None:
        """The seat's outcome, valued by its relative score, under best open-handed play
        from here, once the card play is down to Normal's solvable cards; None before, or
        when the solve would take too long."""
        cards_left = sum(hand.bit_count() for hand in state.hands)
        if state.phase != PLAY or cards_left > SOLVABLE_CARDS[state.players]:
            return None
        position = position_of(state)
        self.table.clear()
        self.table.limit_nodes(MIN_NODES)
        try:
            outcome = solve(position, self.table)
        except SearchAborted:
            return None
        result = _projected_result(state, position, outcome)
        return outcome_of(result, seat, relative_score(state.players, False, result, seat))


def _skat_auction(observation: Observation) -> bool:
    """Whether the decision is a Skat bid or pass. A solved rollout plays every hand
    open, which helps the two defenders, playing as one, more than the lone declarer: it
    undersells a bid, and with it Strong declared half as often as Normal. Played to the
    end by the rule-based players, a bid is weighed by play like the table's (README,
    Strong against Normal)."""
    return isinstance(observation, SkatObservation) and observation.phase == BIDDING


def _node_limit(seconds_left: float, searches: int) -> int:
    """The positions each of ``searches`` solves may visit in the time left (0: no limit,
    when the budget is unlimited)."""
    if math.isinf(seconds_left):
        return 0
    return max(MIN_NODES, int(seconds_left * NODES_PER_SECOND / searches))


def _final_outcome(state: State, seat: int) -> Outcome:
    """The seat's outcome of a finished deal, valued by its relative score."""
    assert isinstance(state, TrickTakingState)
    result = state.result()
    value = relative_score(state.players, isinstance(state, JassState), result, seat)
    return outcome_of(result, seat, value)


def _card_points_for_seat(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int
) -> float:
    """The solver's ``outcome`` for the declaring side from here, as the seat's side's card
    points in tricks by the end of the deal (or its chance of winning, 0 or 1)."""
    declaring = position.declaring[seat]
    if position.rules.objective != POINTS:
        return float(outcome if declaring else 1 - outcome)
    take = _declaring_take(state, position, outcome)
    if declaring:
        return float(take.points)
    return float(max(0, take.all_points + position.rules.last_trick_bonus - take.points))


def _score_for_seat(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int
) -> float:
    """The seat's score less the other side's mean, had the deal ended with the solver's
    ``outcome`` for the declaring side (``_declaring_take``)."""
    result = _projected_result(state, position, outcome)
    return relative_score(state.players, False, result, seat)


def _projected_result(state: TrickTakingState[Any], position: Position, outcome: int) -> DealResult:
    """The deal's result had it ended with the solver's ``outcome`` for the declaring
    side (Skat and Schafkopf)."""
    assert isinstance(state, ProjectsResult)
    take = _declaring_take(state, position, outcome)
    return state.projected_result(take.points, take.tricks)


def solved_outcome(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int
) -> Outcome:
    """The seat's outcome had the deal ended with the solver's ``outcome`` for the
    declaring side from ``position``, as solved card play counts it: its side's card
    points by the end of the deal (the skat's, Jass's Match bonus included) or, for a
    contract won by tricks, whether its side wins."""
    value = _card_points_for_seat(state, position, seat, outcome)
    return _solved_outcome(state, position, seat, outcome, value)


def _solved_outcome(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int, value: float
) -> Outcome:
    """The seat's outcome had the deal ended with the solver's ``outcome`` for the
    declaring side; ``value`` is what the search makes of it."""
    if isinstance(state, ProjectsResult):
        return outcome_of(_projected_result(state, position, outcome), seat, value)
    take = _declaring_take(state, position, outcome)  # Jass: card points, the Match aside
    rules = position.rules
    all_points = take.all_points + rules.last_trick_bonus
    declaring_swept = take.points > all_points
    declaring_points = take.points - rules.sweep_bonus if declaring_swept else take.points
    others_swept = take.tricks == 0
    if position.declaring[seat]:
        mine, theirs = declaring_points, all_points - declaring_points
        return jass_outcome(mine, theirs, declaring_swept, others_swept)
    mine, theirs = all_points - declaring_points, declaring_points
    return jass_outcome(mine, theirs, others_swept, declaring_swept)


def _ranked(
    legal: tuple[Action, ...], tallies: list[Tally], unit: str, weighed: tuple[State, ...]
) -> tuple[Estimate, ...]:
    """Each action's estimate from its tally, best first; among equal estimates, the one
    whose deals bring the seat's side more card points, then more wins."""
    keep_points = unit == POINTS_UNIT and _counts_card_points(weighed[0])
    options = [
        (action, tally.value / tally.weight, tally.stats())
        for action, tally in zip(legal, tallies, strict=True)
    ]
    options.sort(key=lambda option: (-option[1], -(option[2].points or 0.0), -option[2].win))
    return tuple(
        Estimate(action, value, _in_unit(stats, unit, keep_points))
        for action, value, stats in options
    )


def _counts_card_points(state: State) -> bool:
    """Whether the card play of ``state``'s contract is won by card points (not by
    tricks, as Null and the Touts are)."""
    return position_of(state).rules.objective == POINTS


def _in_unit(stats: OptionStats, unit: str, keep_points: bool) -> OptionStats:
    """Card play is told in card points (none where the contract is won by tricks), any
    other decision in score: one unit for every option of a decision."""
    if unit == POINTS_UNIT:
        points = stats.points if keep_points else None
        return replace(stats, points=points, score=None, others_score=None)
    return replace(stats, points=None)


def _score_then_points_for_seat(
    state: TrickTakingState[Any], position: Position, seat: int, outcome: int
) -> float:
    """The seat's score (``_score_for_seat``) and, by far the lesser weight, its side's card
    points: among cards that score alike, the one that takes more points."""
    card_points = _card_points_for_seat(state, position, seat, outcome)
    return _score_for_seat(state, position, seat, outcome) + POINTS_BESIDE_SCORE * card_points


class _Take(NamedTuple):
    points: int
    """The declaring side's card points in tricks by the end of the deal."""
    tricks: int
    """Its tricks by the end of the deal. The solver counts card points, not tricks, so
    the tricks still to come are taken as all of them when the side takes every point
    left, none when it takes no point, and one otherwise: Schwarz is read from the points
    (wrong only where a trick without points would decide it)."""
    all_points: int
    """The card points in all tricks of the deal."""


def _declaring_take(state: TrickTakingState[Any], position: Position, outcome: int) -> _Take:
    """What the declaring side takes by the end of the deal, given the solver's ``outcome``
    from ``position``: card points still to take, or for a contract won or lost by tricks,
    whether it is won (Null: no trick taken; Tout: every trick)."""
    values = position.rules.values
    side_points = side_tricks = all_points = 0
    for trick in state.tricks:
        points = sum(int(values[card]) for card in trick.cards)
        all_points += points
        if position.declaring[trick.winner]:
            side_points += points
            side_tricks += 1
    cards_left = [*position.trick]
    for hand in position.hands:
        cards_left += (card for card in range(len(values)) if hand >> card & 1)
    left = sum(int(values[card]) for card in cards_left)
    tricks_left = len(cards_left) // len(position.hands)
    objective = position.rules.objective
    if objective == NO_TRICK:
        future_points, future_tricks = 0, 0 if outcome else 1
    elif objective == ALL_TRICKS:
        future_points, future_tricks = (left, tricks_left) if outcome else (0, 0)
    else:
        future_points = outcome
        future_tricks = 0 if outcome == 0 else tricks_left if outcome >= left else 1
    return _Take(side_points + future_points, side_tricks + future_tricks, all_points + left)


@dataclass(frozen=True)
class SearchEffort:
    """How hard a search player looks: sampled deals at most, and seconds at most."""

    samples: int
    seconds: float
    solvable_cards: Mapping[int, int] = field(default_factory=lambda: SOLVABLE_CARDS)
    """Per number of players, the cards still in the hands from which card play is solved
    (before, it is played as the rule-based player)."""

    aim_for_score: bool = False
    """Whether solved card play weighs outcomes by what they score (``SearchPlayer``)."""
    solve_rollouts: bool = False
    """Whether deals played on to weigh a decision end in a solve (``SearchPlayer``)."""

    def player(self) -> SearchPlayer:
        return SearchPlayer(
            self.samples,
            self.seconds,
            self.solvable_cards,
            aim_for_score=self.aim_for_score,
            solve_rollouts=self.solve_rollouts,
        )


NORMAL = SearchEffort(samples=16, seconds=1.0)
"""The Normal level (and ``search`` in the registry)."""
STRONG = SearchEffort(
    samples=32,
    seconds=3.0,
    solvable_cards=MappingProxyType({3: 24, 4: 28}),
    aim_for_score=True,
    solve_rollouts=True,
)
"""The Strong level (``search-strong``): twice the deals, three times the time, card play
solved from earlier on (Skat from the third trick, Normal: the fourth; Schafkopf from the
second, the fourth; Jass from the third, the fifth); in Skat and Schafkopf solved
outcomes weighed by what they score rather than by card points, and the deals played on
to weigh a bid, a call or a discard solved once few cards are out, as the search players
play them, instead of played to the end by the rule-based players."""
