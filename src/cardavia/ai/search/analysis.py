"""The analysis of one seat's decisions in a finished deal, for its review.

Every decision the seat took with more than one legal option is weighed from what the
seat could see then: the search player's estimate of each option from the seat's
observation (``SearchPlayer.advise``), over a fixed number of sampled deals and without
a time limit, its random numbers drawn from the record itself, so that the same record
gives the same analysis on any machine. A card is also weighed with every hand open: the
double-dummy value of each legal card (``solver.card_values``), reported beside the
estimate but not marking it, for the player could not see the other hands.

A decision costs what the best option's estimate was above the chosen one's, and is
marked good, an inaccuracy, a mistake or a blunder by that cost (``Thresholds``). Card
play counts in the card points the seat's side ends the deal with, or, for a contract
won or lost by tricks (Skat Null, Schafkopf Tout), in the chance that the side wins it;
every other decision (bids, calls, pushes, discards, declarations) in the game's score:
the seat's score less the mean of the other side's, as the search weighs it.
"""

import hashlib
import json
import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from cardavia.ai.search.player import (
    CARD_POINTS,
    POINTS_UNIT,
    SCORE,
    WIN_CHANCE,
    Advice,
    SearchEffort,
)
from cardavia.ai.search.positions import position_of
from cardavia.ai.search.solved_outcomes import solved_outcome
from cardavia.ai.search.solver import POINTS, SearchAborted, TranspositionTable, card_values
from cardavia.ai.search.statistics import OptionStats
from cardavia.core.game import Action, JsonDict, Play, State, deal_record
from cardavia.core.state import PLAY, TrickTakingState
from cardavia.games.looking_back import choices_in, states_of
from cardavia.games.registry import GAMES

ANALYSIS_FORMAT = "cardavia-analysis/1"

ANALYSIS_SAMPLES = 64
"""The sampled deals each decision is weighed over: four times a hint's (Normal's). Over
the rule-based players' deals, an estimate over 64 deals and one over 128 mark a card play
alike nine times in ten (their costs differ by under 2 card points but one time in ten).
Seat 0's decisions in a complete deal then take 1.5 to 5 s of one core (median per game),
4.5 to 16 s at the 95th percentile (``cardavia bench analysis``, 8 deals per game)."""

ANALYSIS_NODES = 12_000_000
"""The solver's positions each decision's estimates may visit in all (a few seconds): the
first tricks, solved for every sampled deal, stop there; the same on every machine."""

DOUBLE_DUMMY_NODES = 20_000_000
"""The positions one card's double-dummy solve may visit (some 5 s) before the decision's
double-dummy values are given up as not known: the same on every machine. Skat and
Schafkopf solve every position of their first tricks far inside it; a Jass opening lead
may take minutes, and about one of seven Jass decisions in the first two tricks is left
without its double-dummy values."""

GOOD = "good"
INACCURACY = "inaccuracy"
MISTAKE = "mistake"
BLUNDER = "blunder"
MARKS = (GOOD, INACCURACY, MISTAKE, BLUNDER)


class UnfinishedDeal(ValueError):
    """A deal is analysed only once it is over: before, the analysis would tell the seat
    what the others hold."""


@dataclass(frozen=True)
class Thresholds:
    """The most a decision may cost and still be marked good, an inaccuracy or a mistake;
    above the last, it is a blunder."""

    good: float
    inaccuracy: float
    mistake: float

    def mark(self, cost: float) -> str:
        for mark, most in ((GOOD, self.good), (INACCURACY, self.inaccuracy)):
            if cost <= most:
                return mark
        return MISTAKE if cost <= self.mistake else BLUNDER

    def to_json(self) -> JsonDict:
        return {GOOD: self.good, INACCURACY: self.inaccuracy, MISTAKE: self.mistake}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Thresholds":
        return cls(float(data[GOOD]), float(data[INACCURACY]), float(data[MISTAKE]))


CARD_PLAY_THRESHOLDS = Thresholds(good=2, inaccuracy=8, mistake=20)
"""Card play, in the card points of the seat's side (of 120; Jass 157, and the Match's
100): 2 is what two estimates of the same card differ by (about one time in ten); a
Queen or a King given away is an inaccuracy, a Ten or an Ace a mistake, more than an Ace
and a Ten (a certain trick let go) a blunder. Over the rule-based players' deals, some
four card plays in five are good."""

WIN_CHANCE_THRESHOLDS = Thresholds(good=0.05, inaccuracy=0.15, mistake=0.35)
"""Card play in a contract won by tricks, in the side's chance to win it."""

SCORE_THRESHOLDS: Mapping[str, Thresholds] = {
    "skat": Thresholds(good=4, inaccuracy=12, mistake=30),
    "schafkopf": Thresholds(good=1, inaccuracy=3, mistake=8),
    "jass": Thresholds(good=15, inaccuracy=50, mistake=120),
}
"""Other decisions, in the game's score (the seat's less the other side's mean), each
above what two estimates of the same decision differ by (about one time in ten): Skat
list points (a suit game is worth 18 to 48, lost twice that): 4 is noise, a third of a
lost suit game's swing a mistake, more a blunder. Schafkopf units (a Rufer moves 2
between the sides, a Solo 20): half a Rufer's swing is noise, four Rufers' a blunder.
Jass points (157 card points times the trump's multiplier of 1 to 4, one team's less
the other's; two estimates of a choice differ by 10 to 35): a quarter of the deal's
points at the lowest multiplier is an inaccuracy, more than three quarters a blunder."""


def thresholds_for(game: str) -> dict[str, Thresholds]:
    """The thresholds a decision of ``game`` is marked by, per unit."""
    return {
        CARD_POINTS: CARD_PLAY_THRESHOLDS,
        WIN_CHANCE: WIN_CHANCE_THRESHOLDS,
        SCORE: SCORE_THRESHOLDS[game],
    }


@dataclass(frozen=True)
class OptionAnalysis:
    """One option of a decision: the search's estimate from the seat's observation and,
    for a card, its double-dummy value (None where not known or not a card)."""

    action: Action
    estimate: float | None
    double_dummy: float | None

    def to_json(self) -> JsonDict:
        return {
            "action": self.action.to_json(),
            "estimate": _rounded(self.estimate),
            "double_dummy": _rounded(self.double_dummy),
        }


@dataclass(frozen=True)
class DecisionAnalysis:
    """One decision of the seat: its options best first, what the chosen one cost and the
    mark that cost earns."""

    index: int
    """The decision's index in the record's actions."""
    seat: int
    phase: str
    trick: int | None
    """Card play: the trick's number (from 1); None for any other decision."""
    unit: str
    chosen: Action
    best: Action
    cost: float
    double_dummy_cost: float | None
    mark: str
    options: tuple[OptionAnalysis, ...]

    def to_json(self) -> JsonDict:
        return {
            "index": self.index,
            "seat": self.seat,
            "phase": self.phase,
            "trick": self.trick,
            "unit": self.unit,
            "chosen": self.chosen.to_json(),
            "best": self.best.to_json(),
            "cost": _rounded(self.cost),
            "double_dummy_cost": _rounded(self.double_dummy_cost),
            "mark": self.mark,
            "options": [option.to_json() for option in self.options],
        }

    @classmethod
    def from_json(cls, game: str, data: Mapping[str, Any]) -> "DecisionAnalysis":
        parse = GAMES[game].parse_action
        options = tuple(
            OptionAnalysis(parse(option["action"]), option["estimate"], option["double_dummy"])
            for option in data["options"]
        )
        return cls(
            index=data["index"],
            seat=data["seat"],
            phase=data["phase"],
            trick=data["trick"],
            unit=data["unit"],
            chosen=parse(data["chosen"]),
            best=parse(data["best"]),
            cost=data["cost"],
            double_dummy_cost=data["double_dummy_cost"],
            mark=data["mark"],
            options=options,
        )


@dataclass(frozen=True)
class DealAnalysis:
    """The analysis of one seat's decisions in a deal, and how they add up."""

    game: str
    seat: int
    decisions: tuple[DecisionAnalysis, ...]
    thresholds: Mapping[str, Thresholds]

    @classmethod
    def from_decisions(
        cls, game: str, seat: int, decisions: list[DecisionAnalysis] | tuple[DecisionAnalysis, ...]
    ) -> "DealAnalysis":
        """The deal's analysis from its decisions' (analysed one by one, in any order),
        marked by today's thresholds."""
        ordered = tuple(sorted(decisions, key=lambda decision: decision.index))
        return cls(game, seat, ordered, thresholds_for(game))

    @property
    def counts(self) -> dict[str, int]:
        """How many decisions earned each mark."""
        return {mark: sum(d.mark == mark for d in self.decisions) for mark in MARKS}

    @property
    def accuracy(self) -> float | None:
        """The share of the analysed decisions marked good, in percent (0 to 100); None
        when the seat had no decision to analyse."""
        if not self.decisions:
            return None
        return round(100 * self.counts[GOOD] / len(self.decisions), 1)

    def to_json(self) -> JsonDict:
        return {
            "format": ANALYSIS_FORMAT,
            "game": self.game,
            "seat": self.seat,
            "accuracy": self.accuracy,
            "thresholds": {unit: limits.to_json() for unit, limits in self.thresholds.items()},
            "counts": self.counts,
            "decisions": [decision.to_json() for decision in self.decisions],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "DealAnalysis":
        """The analysis ``to_json`` wrote; raises ValueError for another format."""
        if data.get("format") != ANALYSIS_FORMAT:
            raise ValueError(f'"format" must be "{ANALYSIS_FORMAT}", not {data.get("format")!r}')
        game = data["game"]
        return cls(
            game=game,
            seat=data["seat"],
            decisions=tuple(DecisionAnalysis.from_json(game, d) for d in data["decisions"]),
            thresholds={unit: Thresholds.from_json(t) for unit, t in data["thresholds"].items()},
        )


def analyse(
    record: Mapping[str, Any],
    seat: int,
    effort: int = ANALYSIS_SAMPLES,
    progress: Callable[[int, int], None] | None = None,
) -> DealAnalysis:
    """Every decision of ``seat`` in the finished deal of ``record`` analysed, weighed over
    ``effort`` sampled deals each; ``progress(done, total)`` after each decision."""
    states = _finished(record, seat)
    indices = choices_in(states, seat)
    analysed = []
    for done, index in enumerate(indices, start=1):
        analysed.append(_analysed(record, states[index], index, effort))
        if progress is not None:
            progress(done, len(indices))
    return DealAnalysis.from_decisions(record["game"], seat, analysed)


def analyse_decision(
    record: Mapping[str, Any], seat: int, index: int, effort: int = ANALYSIS_SAMPLES
) -> DecisionAnalysis:
    """The analysis of the action at ``index`` in the finished deal of ``record``, a
    decision of ``seat`` (one of ``cardavia.games.looking_back.choices_of(record, seat)``),
    over ``effort`` sampled deals."""
    states = _finished(record, seat)
    if not 0 <= index < len(states):
        raise ValueError(f"the deal has no action {index}: it has {len(states)}")
    state = states[index]
    if state.to_move != seat or len(state.legal_actions()) < 2:
        raise ValueError(f"action {index} is not a decision of seat {seat}")
    return _analysed(record, state, index, effort)


def _seed(record: Mapping[str, Any], state: State, seat: int) -> int:
    """The random seed of the decision ``seat`` takes at ``state``: from the record of the
    deal up to it, written by the engine (fields the record carries besides are ignored)."""
    written = deal_record(record["game"], state)
    canonical = json.dumps(
        {"deal": written, "seat": seat}, sort_keys=True, separators=(",", ":"), ensure_ascii=True
    )
    return int.from_bytes(hashlib.sha256(canonical.encode()).digest()[:8], "big")


def _finished(record: Mapping[str, Any], seat: int) -> list[State]:
    """The state before each action of ``record``, whose deal must be over."""
    states, final = states_of(record)
    if not final.is_over:
        raise UnfinishedDeal("the deal is not finished: only a finished deal is analysed")
    players = GAMES[record["game"]].players
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} is not at the table: the seats are 0 to {players - 1}")
    return states


def _analysed(record: Mapping[str, Any], state: State, index: int, effort: int) -> DecisionAnalysis:
    seat = state.to_move
    assert seat is not None
    chosen = GAMES[record["game"]].parse_action(record["actions"][index])
    rng = random.Random(_seed(record, state, seat))
    searcher = SearchEffort(samples=effort, seconds=math.inf, node_budget=ANALYSIS_NODES).player()
    searcher.play_out_unsolved = True
    advice = searcher.advise(state.observation(seat), rng, include=(chosen,))
    unit = _unit(state, advice)
    estimates = {
        estimate.action: _rounded(_estimate(estimate.stats, estimate.value, unit))
        for estimate in advice.estimates
    }
    open_values = _double_dummy(state, seat, unit) if state.phase == PLAY else {}
    options = tuple(
        OptionAnalysis(action, estimates[action], _card_value(open_values, action))
        for action in _best_first(advice, estimates)
    )
    cost = _cost([option.estimate for option in options], estimates[chosen])
    return DecisionAnalysis(
        index=index,
        seat=seat,
        phase=state.phase,
        trick=_trick_number(state),
        unit=unit,
        chosen=chosen,
        best=options[0].action,
        cost=cost,
        double_dummy_cost=_double_dummy_cost(options, chosen),
        mark=thresholds_for(record["game"])[unit].mark(cost),
        options=options,
    )


def _unit(state: State, advice: Advice) -> str:
    """Calls in score; card play in the chance to win a contract won by tricks, else in
    card points where the search solved them exactly, in score where it solved only what
    changes the score (the first tricks of Skat and Schafkopf)."""
    if state.phase != PLAY:
        return SCORE
    if position_of(state).rules.objective != POINTS:
        return WIN_CHANCE
    return CARD_POINTS if advice.unit == POINTS_UNIT else SCORE


def _estimate(stats: OptionStats | None, value: float, unit: str) -> float | None:
    """An option's estimate in the decision's unit (None where nothing was weighed)."""
    if stats is None or math.isnan(value):
        return None
    if unit == CARD_POINTS:
        return stats.points
    return stats.win if unit == WIN_CHANCE else value


def _best_first(advice: Advice, estimates: Mapping[Action, float | None]) -> list[Action]:
    """The options by estimate, best first; among equals (or unknowns), the search's order."""
    actions = [estimate.action for estimate in advice.estimates]

    def worse_first(action: Action) -> float:
        estimate = estimates[action]
        return math.inf if estimate is None else -estimate

    return sorted(actions, key=worse_first)


def _cost(estimates: list[float | None], chosen: float | None) -> float:
    """How far the chosen option's estimate is below the best one's; nothing where the
    search had nothing to weigh (a single option worth its while)."""
    known = [estimate for estimate in estimates if estimate is not None]
    if chosen is None or not known:
        return 0.0
    return round(max(known) - chosen, 3)


def _double_dummy(state: State, seat: int, unit: str) -> dict[int, float]:
    """Each legal card's double-dummy value for the seat in ``unit``, or none when a solve
    would pass ``DOUBLE_DUMMY_NODES``."""
    assert isinstance(state, TrickTakingState)
    position = position_of(state)
    table = TranspositionTable()
    table.limit_nodes(DOUBLE_DUMMY_NODES)
    try:
        outcomes = card_values(position, table)
    except SearchAborted:
        return {}
    values = {}
    for card, outcome in outcomes.items():
        seen = solved_outcome(state, position, seat, outcome)
        if unit == SCORE and seen.score is not None and seen.others_score is not None:
            values[card] = seen.score - seen.others_score
        else:
            values[card] = float((seen.points or 0) if unit == CARD_POINTS else bool(seen.won))
    return values


def _card_value(values: Mapping[int, float], action: Action) -> float | None:
    return values.get(action.card) if isinstance(action, Play) else None


def _double_dummy_cost(options: tuple[OptionAnalysis, ...], chosen: Action) -> float | None:
    values = {option.action: option.double_dummy for option in options}
    known = [value for value in values.values() if value is not None]
    chosen_value = values.get(chosen)
    if chosen_value is None or not known:
        return None
    return round(max(known) - chosen_value, 3)


def _trick_number(state: State) -> int | None:
    if state.phase != PLAY:
        return None
    assert isinstance(state, TrickTakingState)
    return len(state.tricks) + 1


def _rounded(value: float | None) -> float | None:
    """Figures to a thousandth: the analysis is the same stored or just computed, and a
    cost is marked as it is shown."""
    return None if value is None else round(value, 3)
