"""What an AI worker does with a job (``cardavia.web.ai_pool``): replay the table's current
deal from its record, let the AI player to move choose, weigh the human's options for a
hint, or analyse one decision of a finished deal for its review. Only workers import this
module; it is the web package's door to the AI."""

import math
import random
from functools import cache

from cardavia.ai.search.analysis import DealAnalysis, DecisionAnalysis, analyse_decision
from cardavia.ai.search.player import Advice, Estimate, SearchEffort
from cardavia.ai.search.reasons import reason_for
from cardavia.ai.search.solver import warm_up
from cardavia.core.game import JsonDict
from cardavia.records import replay
from cardavia.web.ai_pool import DEFAULT_LEVEL, WorkerConfig
from cardavia.web.difficulty import AiPlayers
from cardavia.web.views import HUMAN


def prepare(config: WorkerConfig) -> None:
    players(config)
    warm_up()


@cache
def players(config: WorkerConfig) -> AiPlayers:
    effort = SearchEffort(samples=config.hint_samples, seconds=config.hint_seconds)
    return AiPlayers(config.ai_player, effort)


def decide(config: WorkerConfig, job: JsonDict) -> JsonDict:
    """The action (as JSON) of the AI player to move at the job's table version."""
    state = replay(job["deal"])
    seat = state.to_move
    assert seat is not None, "an AI job is sent only while somebody is to move"
    player = players(config).for_level(job.get("level", DEFAULT_LEVEL))
    return player.act(state.observation(seat), random.Random(job["seed"])).to_json()


def advise(config: WorkerConfig, job: JsonDict) -> JsonDict:
    """The hint for the job's seat (a one-person table's: seat 0) at its table version,
    weighed from that seat's observation only, as the browser is sent it."""
    state = replay(job["deal"])
    advisor = players(config).for_hint()
    seen = state.observation(job.get("seat", HUMAN))
    return hint_view(advisor.advise(seen, random.Random(job["seed"])))


def analyse(config: WorkerConfig, job: JsonDict) -> JsonDict:
    """The analysis (``DecisionAnalysis`` as JSON) of the decision at ``job["index"]`` of
    the finished deal ``job["record"]``, taken by ``job["seat"]``. Its effort is the
    analysis' own, whatever the settings: the same record gives the same analysis."""
    return analyse_decision(job["record"], job["seat"], job["index"]).to_json()


def summarise(config: WorkerConfig, job: JsonDict) -> JsonDict:
    """The whole analysis (``DealAnalysis`` as JSON) of ``job["seat"]`` in the deal of
    ``job["record"]``, from its decisions analysed one by one (``job["decisions"]``)."""
    game = job["record"]["game"]
    analysed = [DecisionAnalysis.from_json(game, decision) for decision in job["decisions"]]
    return DealAnalysis.from_decisions(game, job["seat"], analysed).to_json()


def hint_view(advice: Advice) -> JsonDict:
    """A hint as the browser is sent it: the options best first, each with its estimate
    and what it came to over the sampled deals (None where there was nothing to weigh),
    the unit they are told in, and the reason for the suggestion; nothing else of the
    search."""
    reason = reason_for(advice)
    return {
        "measure": advice.measure,
        "unit": advice.unit,
        "deals": advice.deals,
        "suggested": 0,
        "reason": None if reason is None else reason.to_json(),
        "options": [_hint_option(estimate) for estimate in advice.estimates],
    }


def _hint_option(estimate: Estimate) -> JsonDict:
    shown: JsonDict = {
        "action": estimate.action.to_json(),
        "value": None if math.isnan(estimate.value) else round(estimate.value, 3),
    }
    stats = estimate.stats
    means = ("points", "score", "others_score")
    shares = ("win", "schneider", "schneider_against")
    for name in means:
        mean = None if stats is None else getattr(stats, name)
        shown[name] = None if mean is None else round(mean, 1)
    for name in shares:
        shown[name] = None if stats is None else round(getattr(stats, name), 3)
    return shown
