"""A player that decides by sampling the unseen cards (perfect-information Monte Carlo).

For every decision it deals the unseen cards again consistently with what it has seen,
weighting each deal by how likely the others' actions make it (``inference``), until its
time is used or the choice is settled (``Settling``). Card play, from the first card:
each sampled deal is solved with every hand open, exactly once few cards are out, before
that for the outcomes that change the score (``brackets``: win, Schneider, Schwarz; Jass
to ten points), and the card that does best on average is played. Every other decision
(bidding, calling, discarding, declaring): each option is taken in each sampled deal,
the calls after it made as the rule-based player makes them, and the card play solved
the same way (a Null judged by whether the defenders, every hand open, can beat it);
the option with the best average score for the seat's side wins. A Jass call's deals are
solved from the fifth trick, and auction bids are weighed as the arena showed best
(``_solved_from``).
"""

import math
import random
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

import numpy as np

from cardavia.ai.heuristic import HeuristicPlayer
from cardavia.ai.outcomes import relative_score
from cardavia.ai.policy.model import shipped_model
from cardavia.ai.search.brackets import cuts_of, most_outcome, outcome_in
from cardavia.ai.search.candidates import candidates
from cardavia.ai.search.inference import PolicyAndPlayer, WeightedDeal, weighted_deals
from cardavia.ai.search.match_end import race_of, race_worth
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.sampling import GameObservation, constraints_of
from cardavia.ai.search.solved_outcomes import (
    ProjectsResult,
    card_points_for_seat,
    final_outcome,
    jass_scores,
    projected_result,
    projector,
    score_then_points_for_seat,
    valued_solved_outcome,
)
from cardavia.ai.search.solver import (
    POINTS,
    RACE_OPEN,
    RACE_WON,
    Position,
    SearchAborted,
    TranspositionTable,
    card_cuts_reached,
    card_values,
    cuts_reached,
)
from cardavia.ai.search.statistics import OptionStats, Outcome, Tally, outcome_of
from cardavia.core.doubling import Kontra
from cardavia.core.game import Action, Observation, Play, State
from cardavia.core.state import PLAY, TrickTakingState
from cardavia.games.jass.observation import JassObservation
from cardavia.games.jass.state import JassState
from cardavia.games.schafkopf.observation import SchafkopfObservation
from cardavia.games.schafkopf.state import BIDDING as SCHAFKOPF_BIDDING
from cardavia.games.skat.observation import SkatObservation
from cardavia.games.skat.state import BIDDING as SKAT_BIDDING
from cardavia.games.skat.state import SkatState

SOLVABLE_CARDS: Mapping[int, int] = MappingProxyType({3: 21, 4: 20})
"""Cards still in the hands (by number of players) from which the Normal level solves card
play: most solves then take a few milliseconds on this machine."""

NODES_PER_SECOND = 4_000_000
"""A cautious count of the positions the solver visits per second, to keep a decision's
solves inside its budget."""
MIN_NODES = 200_000
"""The least a solve is allowed, however little of the budget is left."""
MOST_NODES = 10_000_000
"""The most one solve may visit (a few seconds): a sampled deal that needs more is left
out, whatever the budget."""
MIN_SOLVED = 4
"""The fewest deals solved for the score's outcomes that card play goes by; with fewer
(a Jass hand of the first tricks on a slow machine) the rule-based player plays."""
BUDGET_SHARE = 0.8
"""The share of its time budget a decision plans to use: sampling stops when one more deal
(at the pace so far) would pass it, which leaves the rest for a deal slower than most."""
FIRST_CARD = 48
"""More cards than any deal's hands hold: solved from the first card (``_solved_from``)."""
NEVER = -1
"""Never solved: played to the end (``_solved_from``)."""
CALL_JASS_STEP = 20
"""The precision, in card points, of the solved Jass card play that weighs a call."""
MIN_DEALS = 12
"""The sampled deals weighed before the choice may be called settled (``Settling``)."""
SETTLED_BY = 3.0
"""How many standard errors the best option must lead the next by to stop sampling."""
RE_WIN_SHARE = 0.8
"""The share of the sampled deals the declarer must win, playing its best card, to say
Re. Solved with every hand open, the sampled deals favour the defenders, who play as one,
so this share understates the declarer's chance; for the same reason they overstate the
defence's, and a Kontra is left to the rule-based player (said on 5 of 20 defences at
0.85 of the deals won, all 5 lost, over 40 deals against the rule-based players)."""

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
        node_budget: int = 0,
        match_aware: bool = True,
    ) -> None:
        """The defaults are the Normal level's (``NORMAL``). ``solvable_cards``: per number
        of players, the cards still in the hands from which card play is solved exactly
        (before, for what changes the score). ``aim_for_score``: exactly solved card play
        in Skat and Schafkopf weighs each outcome by what it scores (61 wins, Schneider,
        the game's value) instead of by card points. ``node_budget``: the solver's
        positions a decision may visit in all (0: as many as the time allows), a limit
        that gives the same answer on any machine. ``match_aware``: a Jass deal in which a
        team can reach 3000 is played for the match (``match_end``), not only for its
        points."""
        self.samples = samples
        self.node_budget = node_budget
        self.play_out_unsolved = False
        """Whether advice on a card that no sampled deal could be solved for in the budget
        weighs each card by deals the rule-based players play out (an analysis, which
        must tell every option's estimate) rather than giving none (a player then plays
        as the rule-based player)."""
        self._weighed_any = False
        self.budget_seconds = budget_seconds
        self.solvable_cards = solvable_cards
        self.aim_for_score = aim_for_score
        self.match_aware = match_aware
        self.model = HeuristicPlayer()
        """Plays the calls and cards of the sampled deals the search does not solve, and
        decides when no sampled deal could be weighed."""
        self.likelihood = PolicyAndPlayer(shipped_model(), self.model)
        """Weighs each sampled deal by how likely it makes the others' choices."""
        self.table = TranspositionTable(bits=18)

    def act(self, observation: Observation, rng: random.Random) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.advise(observation, rng).best

    def advise(
        self, observation: Observation, rng: random.Random, include: tuple[Action, ...] = ()
    ) -> Advice:
        """Each legal action's expected outcome over the sampled deals, best first.
        ``include``: legal actions to weigh even where the search would not (a jump bid, a
        discard it passes over), e.g. the one a player took, to tell what it cost."""
        offered = tuple(observation.legal_actions)
        legal = candidates(offered)
        legal += tuple(a for a in include if a in offered and a not in legal)
        playing = getattr(observation, "phase", None) == PLAY
        if playing and _without_sides(observation):
            return self._as_model(observation, rng, legal, SCORE, SCORE_UNIT)
        doubles = tuple(a for a in legal if not isinstance(a, Play)) if playing else ()
        if not doubles:
            return self._advise_on(observation, rng, legal, playing)
        plays = tuple(a for a in legal if isinstance(a, Play))
        advice = self._advise_on(observation, rng, plays, playing)
        return self._with_doubles(advice, doubles, observation, rng)

    def _advise_on(
        self, observation: Observation, rng: random.Random, legal: tuple[Action, ...], playing: bool
    ) -> Advice:
        """``advise`` over the options ``legal``."""
        if len(legal) == 1:
            return Advice((Estimate(legal[0], math.nan),), SCORE, 0, _unit(playing, True))
        if not isinstance(observation, GameObservation):
            raise TypeError(f"no search for {type(observation).__name__}")
        deadline = time.perf_counter() + self.budget_seconds * BUDGET_SHARE
        self.table.spent, self._weighed_any = 0, False
        deals = DrawnDeals(
            weighted_deals(
                observation,
                constraints_of(observation),
                self.likelihood,
                rng,
                self.samples,
                deadline,
            )
        )
        exact = self._solvable(observation)
        if playing:
            seat = observation.seat
            tallies, weighed, measure = self._solved(deals, seat, legal, exact, deadline)
            if not weighed and self.play_out_unsolved:
                tallies, weighed = self._model_played(deals.drawn, seat, legal, rng)
                measure, exact = SCORE, False
        else:
            solved_from = _solved_from(observation)
            tallies, weighed = self._played_out(
                deals, observation.seat, legal, rng, deadline, solved_from
            )
            measure = SCORE
        unit = _unit(playing, exact or isinstance(observation, JassObservation))
        if not weighed:  # no sampled deal fits, or none was solved in time: as the model
            return self._as_model(observation, rng, legal, measure, unit)
        estimates = _ranked(legal, tallies, unit, weighed)
        return Advice(estimates, measure, len(weighed), unit, weighed)

    def _as_model(
        self,
        observation: Observation,
        rng: random.Random,
        legal: tuple[Action, ...],
        measure: str,
        unit: str,
    ) -> Advice:
        """The rule-based player's choice first, nothing estimated."""
        chosen = self.model.act(observation, rng)
        others = (action for action in legal if action != chosen)
        return Advice(tuple(Estimate(a, math.nan) for a in (chosen, *others)), measure, 0, unit)

    def _with_doubles(
        self,
        advice: Advice,
        doubles: tuple[Action, ...],
        observation: Observation,
        rng: random.Random,
    ) -> Advice:
        """The card play's advice with the Kontra or Re offered beside it. A Re is said
        when the sampled deals give the declarer, playing its best card, at least
        ``RE_WIN_SHARE`` of the wins (it doubles the score, won or lost); a Kontra, or a
        Re where no deal was weighed, when the rule-based player would say it. The double
        is told with the best card's estimate, first when said, last otherwise."""
        double = doubles[0]
        cards = tuple(estimate for estimate in advice.estimates if estimate.action != double)
        best = cards[0]
        if best.stats is None or isinstance(double, Kontra):
            say = self.model.act(observation, rng) == double
        else:
            say = best.stats.win >= RE_WIN_SHARE
        told = Estimate(double, best.value, best.stats)
        estimates = (told, *cards) if say else (*cards, told)
        return replace(advice, estimates=estimates)

    def _model_played(
        self, deals: list[WeightedDeal], seat: int, legal: tuple[Action, ...], rng: random.Random
    ) -> tuple[list[Tally], tuple[State, ...]]:
        """Each card's seat's outcomes (valued by its relative score) over ``deals``, each
        played to the end by the rule-based players after it."""
        tallies = [Tally() for _ in legal]
        for deal in deals:
            for tally, action in zip(tallies, legal, strict=True):
                state = deal.state.apply(action)
                while not state.is_over:
                    assert state.to_move is not None
                    state = state.apply(self.model.act(state.observation(state.to_move), rng))
                tally.add(final_outcome(state, seat, self.match_aware), deal.weight)
        return tallies, tuple(deal.state for deal in deals)

    def _solvable(self, observation: Observation) -> bool:
        """Whether card play has come down to few enough cards to solve exactly (before,
        it is solved for the outcomes that change the score, ``brackets``)."""
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
        exact: bool,
        deadline: float,
    ) -> tuple[list[Tally], tuple[State, ...], str]:
        """Each card's seat's outcomes under best play, over the deals solved before the
        deadline (a solve that would overrun it is given up), and the deals solved.
        ``exact``: every card's outcome in card points; otherwise only as far as it
        changes what the deal scores (Jass: to ``JASS_STEP`` points)."""
        tallies = [Tally() for _ in legal]
        settling = Settling(len(legal))
        cards = [action.card for action in legal if isinstance(action, Play)]
        weighed: list[State] = []
        measure = CARD_POINTS
        for deal in deals:
            assert isinstance(deal.state, TrickTakingState)
            position = position_of(deal.state)
            value_of = card_points_for_seat
            if position.rules.objective != POINTS:
                measure = WIN_CHANCE
            elif (self.aim_for_score or not exact) and isinstance(deal.state, ProjectsResult):
                measure, value_of = SCORE, score_then_points_for_seat
            try:
                outcomes = self._card_outcomes(deal.state, position, exact, deadline)
                worths = self._match_worths(deal.state, position, seat, deadline)
            except SearchAborted:
                if self._spent(deadline):
                    break
                continue  # a deal far harder than most: the next one
            values = []
            for tally, card in zip(tallies, cards, strict=True):
                worth = worths.get(card, 0.0)
                value = value_of(deal.state, position, seat, outcomes[card]) + worth
                solved = valued_solved_outcome(deal.state, position, seat, outcomes[card], value)
                tally.add(solved._replace(value=solved.value + worth), deal.weight)
                values.append(value)
            weighed.append(deal.state)
            self._weighed_any = True
            if settling.add(values, deal.weight) or self._spent(deadline):
                break
        timed = not math.isinf(self.budget_seconds)
        if timed and not exact and len(weighed) < min(MIN_SOLVED, self.samples):
            return tallies, (), measure  # too few to go by: play as the rule-based player
        return tallies, tuple(weighed), measure

    def _card_outcomes(
        self, state: TrickTakingState[Any], position: Position, exact: bool, deadline: float
    ) -> dict[int, int]:
        """Each legal card's outcome for the declaring side under best play: exact, or
        one standing for all that score alike (``brackets``)."""
        self.table.clear()
        if exact:
            searches = len(state.legal_actions())
            self.table.limit_nodes(self._node_limit(deadline, searches))
            return card_values(position, self.table)
        cuts = cuts_of(position, projector(state, position))
        searches = len(state.legal_actions()) * max(1, len(cuts).bit_length())
        self.table.limit_nodes(self._node_limit(deadline, searches))
        most = most_outcome(position)
        reached = card_cuts_reached(position, cuts, self.table)
        return {card: outcome_in(cuts, count, most) for card, count in reached.items()}

    def _match_worths(
        self, state: TrickTakingState[Any], position: Position, seat: int, deadline: float
    ) -> dict[int, float]:
        """Where a team can end the Jass match in this deal (``match_end``), what the race
        after each legal card brings the seat: the match won, lost, or still open."""
        race = race_of(state, position) if isinstance(state, JassState) else None
        if race is None or not self.match_aware:
            return {}
        searches = 2 * len(state.legal_actions())
        self.table.limit_nodes(self._node_limit(deadline, searches))
        outcomes = card_values(replace(position, race=race), self.table)
        return {card: race_worth(position, seat, outcome) for card, outcome in outcomes.items()}

    def _played_out(
        self,
        deals: Iterable[WeightedDeal],
        seat: int,
        legal: tuple[Action, ...],
        rng: random.Random,
        deadline: float,
        solved_from: int,
    ) -> tuple[list[Tally], tuple[State, ...]]:
        """Each action's seat's outcomes (valued by its relative score) over the deals,
        each played on after it (``_play_out``), and the deals played on."""
        tallies = [Tally() for _ in legal]
        settling = Settling(len(legal))
        weighed: list[State] = []
        for deal in deals:
            try:
                outcomes = [
                    self._play_out(deal.state.apply(action), seat, rng, deadline, solved_from)
                    for action in legal
                ]
            except SearchAborted:
                if self._spent(deadline):
                    break
                continue
            for tally, outcome in zip(tallies, outcomes, strict=True):
                tally.add(outcome, deal.weight)
            weighed.append(deal.state)
            self._weighed_any = True
            values = [outcome.value for outcome in outcomes]
            if settling.add(values, deal.weight) or self._spent(deadline):
                break
        return tallies, tuple(weighed)

    def _play_out(
        self,
        state: State,
        seat: int,
        rng: random.Random,
        deadline: float,
        solved_from: int = FIRST_CARD,
    ) -> Outcome:
        """The seat's outcome, valued by its relative score, when the others' calls (and
        the seat's own after this one) are made as the rule-based player makes them and the
        card play is solved with every hand open (``_solved_play``) once no more than
        ``solved_from`` cards are left in the hands (``_solved_from``); cards before that
        are played by the rule-based players (``NEVER``: to the end)."""
        while not state.is_over:
            if (
                state.phase == PLAY
                and _cards_left(state) <= solved_from
                and not _without_sides(state)
            ):
                assert isinstance(state, TrickTakingState)
                return self._solved_play(state, seat, deadline)
            mover = state.to_move
            assert mover is not None
            state = state.apply(self.model.act(state.observation(mover), rng))
        return final_outcome(state, seat, self.match_aware)

    def _node_limit(self, deadline: float, searches: int) -> int:
        """The positions each of ``searches`` solves may visit: its share of the time and
        of the node budget left, never more than ``MOST_NODES`` nor less than
        ``MIN_NODES``."""
        limit, searches = MOST_NODES, max(1, searches)
        seconds_left = deadline - time.perf_counter()
        if not math.isinf(seconds_left):
            limit = min(limit, int(seconds_left * NODES_PER_SECOND / searches))
        if self.node_budget and self._weighed_any:  # the first deal is always weighed
            limit = min(limit, (self.node_budget - self.table.spent) // searches)
        return max(MIN_NODES, limit)

    def _spent(self, deadline: float) -> bool:
        """Whether the decision's time or node budget is used up."""
        if self.node_budget and self._weighed_any and self.table.spent >= self.node_budget:
            return True
        return time.perf_counter() >= deadline

    def _solved_play(self, state: TrickTakingState[Any], seat: int, deadline: float) -> Outcome:
        """The seat's outcome, valued by its relative score, under best open-handed play
        from ``state`` (as far as it changes the score: ``brackets``; Jass to
        ``CALL_JASS_STEP`` points). A Null or a Tout is so judged by whether the other
        side, with every hand open, can beat it."""
        position = position_of(state)
        cuts = cuts_of(position, projector(state, position), CALL_JASS_STEP)
        self.table.clear()
        self.table.limit_nodes(self._node_limit(deadline, 2 * len(cuts)))
        outcome = outcome_in(cuts, cuts_reached(position, cuts, self.table), most_outcome(position))
        if isinstance(state, JassState):
            score, others_score = jass_scores(state, position, seat, outcome)
            value = score - others_score + self._match_worth(state, position, seat, deadline)
            solved = valued_solved_outcome(state, position, seat, outcome, value)
            return solved._replace(value=value, score=score, others_score=others_score)
        result = projected_result(state, position, outcome)
        return outcome_of(result, seat, relative_score(state.players, False, result, seat))

    def _match_worth(
        self, state: JassState, position: Position, seat: int, deadline: float
    ) -> float:
        """What the race to 3000 from ``position`` brings the seat, solved with every hand
        open: nothing where neither team can end the match in this deal."""
        race = race_of(state, position)
        if race is None or not self.match_aware:
            return 0.0
        self.table.limit_nodes(self._node_limit(deadline, 2))
        reached = cuts_reached(replace(position, race=race), (RACE_OPEN, RACE_WON), self.table)
        return race_worth(position, seat, reached)


def _solved_from(observation: Observation) -> int:
    """The cards left in the hands from which the deals that weigh a call are solved.

    From the first card, but for two calls. A Jass deal is solved from the fifth trick
    (``SOLVABLE_CARDS``): a Jass trump game solved from the first card takes from a
    fraction of a second to minutes, far beyond a call's time. An auction bid: solved
    from the first card, every hand open helps the defenders, who play as one, more than
    the declarer, and undersells every bid (200 Skat boards: the search declared 97 games
    to the rule-based player's 246, and lost 3.4 list points a deal to it for that). A
    Skat bid is weighed by deals played to the end by the rule-based players, a
    Schafkopf bid by deals solved from the fourth trick, as before."""
    if isinstance(observation, JassObservation):
        return SOLVABLE_CARDS[4]
    if isinstance(observation, SkatObservation) and observation.phase == SKAT_BIDDING:
        return NEVER
    if isinstance(observation, SchafkopfObservation) and observation.phase == SCHAFKOPF_BIDDING:
        return SOLVABLE_CARDS[4]
    return FIRST_CARD


def _without_sides(seen: Observation | State) -> bool:
    """Whether the deal is played without a declaring side (a Skat Ramsch): the solver,
    which plays one side against the other, cannot weigh it, and the rule-based player
    plays it."""
    return isinstance(seen, SkatObservation | SkatState) and seen.declarer is None


def _cards_left(state: State) -> int:
    assert isinstance(state, TrickTakingState)
    return sum(hand.bit_count() for hand in state.hands)


class DrawnDeals(Iterator[WeightedDeal]):
    """The sampled deals as they are drawn, each kept (``drawn``) for a second look."""

    def __init__(self, deals: Iterator[WeightedDeal]) -> None:
        self.deals = deals
        self.drawn: list[WeightedDeal] = []

    def __next__(self) -> WeightedDeal:
        deal = next(self.deals)
        self.drawn.append(deal)
        return deal


def _unit(playing: bool, points_known: bool) -> str:
    """Card play is told in card points where they are known (solved exactly, or Jass),
    in score where only what changes the score was solved; any other decision in score."""
    return POINTS_UNIT if playing and points_known else SCORE_UNIT


class Settling:
    """Whether the sampled deals so far have settled the choice: after ``MIN_DEALS``,
    once the best option leads the next by ``SETTLED_BY`` standard errors of their
    difference deal by deal, or every deal has valued them alike."""

    def __init__(self, options: int) -> None:
        self.values: list[list[float]] = [[] for _ in range(options)]
        self.weights: list[float] = []

    def add(self, values: list[float], weight: float) -> bool:
        """Adds one deal's value of each option; whether the choice is now settled."""
        for column, value in zip(self.values, values, strict=True):
            column.append(value)
        self.weights.append(weight)
        return self.settled()

    def settled(self) -> bool:
        if len(self.weights) < MIN_DEALS or len(self.values) < 2:
            return False
        weights = np.array(self.weights)
        means = [float(np.average(column, weights=weights)) for column in self.values]
        best, second = np.argsort(means)[::-1][:2]
        differences = np.array(self.values[best]) - np.array(self.values[second])
        lead = float(np.average(differences, weights=weights))
        spread = float(np.sqrt(np.average((differences - lead) ** 2, weights=weights)))
        return spread == 0 or lead > SETTLED_BY * spread / math.sqrt(len(weights))


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


@dataclass(frozen=True)
class SearchEffort:
    """How hard a search player looks: sampled deals at most, and seconds at most."""

    samples: int
    seconds: float
    solvable_cards: Mapping[int, int] = field(default_factory=lambda: SOLVABLE_CARDS)
    """Per number of players, the cards still in the hands from which card play is solved
    exactly (before, for the outcomes that change the score)."""

    aim_for_score: bool = False
    """Whether exactly solved card play weighs outcomes by what they score
    (``SearchPlayer``)."""
    node_budget: int = 0
    """The solver's positions a decision may visit in all (0: as the time allows)."""
    match_aware: bool = True
    """Whether a Jass deal that can end the match is played for the match."""

    def player(self) -> SearchPlayer:
        return SearchPlayer(
            self.samples,
            self.seconds,
            self.solvable_cards,
            aim_for_score=self.aim_for_score,
            node_budget=self.node_budget,
            match_aware=self.match_aware,
        )


NORMAL = SearchEffort(samples=48, seconds=1.0)
"""The Normal level (and ``search`` in the registry)."""
NORMAL_BY_DEAL = replace(NORMAL, match_aware=False)
"""The Normal level playing every Jass deal for its points alone, as it did before it
knew the match's end (``search-by-deal``: the baseline of the arena of matches)."""
STRONG = SearchEffort(
    samples=96,
    seconds=3.0,
    solvable_cards=MappingProxyType({3: 24, 4: 28}),
    aim_for_score=True,
)
"""The Strong level (``search-strong``): twice the deals, three times the time, card play
solved exactly from earlier on (Skat from the third trick, Normal: the fourth; Schafkopf
from the second, the fourth; Jass from the third, the fifth), and in Skat and Schafkopf
exactly solved outcomes weighed by what they score rather than by card points."""
