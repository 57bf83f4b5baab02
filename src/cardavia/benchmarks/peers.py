"""Cardavia against the peer engines: random complete deals through each engine's public
API, alternating in rounds in one process, timed in CPU time.

Every engine plays the same way: at each decision a uniformly random legal action,
bidding and (for OpenSpiel) the deal's chance outcomes included. Two figures per engine
and round: complete deals per second, and the CPU time per card-play step (legal actions
plus apply) measured on the card-play phase alone, from states taken at the start of the
play. A peer whose state is mutable is restored from a copy before each play; the copies'
own time is measured apart and subtracted.

The peers are optional (``pip install 'cardavia[peers]'``): OpenSpiel's C++ Skat
(``pyspiel``) and jass-kit (``jass``). A peer that is not installed is reported as such.
"""

import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from cardavia._build import engine_build
from cardavia.core.game import Game
from cardavia.core.state import PLAY
from cardavia.games.registry import GAMES

PEERS_EXTRA = "pip install 'cardavia[peers]'"

CARDAVIA_COVERS = {
    "schafkopf": (
        "full bidding (Rufer, Wenz, Solo, Touts, Sie), the called ace's rules, legality "
        "checked on every apply, Laufende, Schneider/Schwarz; house rules Kontra/Re and "
        "Ramsch exist (off here)"
    ),
    "jass": (
        "contract choice with push, no undertrumping, Weis and Stöck scored automatically, "
        "Match bonus, legality checked on every apply; one deal (the match to 3000 is a "
        "separate state)"
    ),
    "skat": (
        "full bidding on the value ladder, Hand, skat pick-up and discard, Null and Null "
        "Ouvert, matadors, Schneider/Schwarz, overbid, legality checked on every apply; "
        "house rules Kontra/Re, Ramsch, Bock exist (off here)"
    ),
}
OPENSPIEL_SKAT_COVERS = (
    "no real bidding: each seat in turn passes or names a game type, the first to name one "
    "plays it, always picking up the skat (no Hand, no Null Ouvert); discard, follow-suit "
    "legal actions; apply checks only that the card is in hand; returns from card points, "
    "not the game value (no matadors, Schneider/Schwarz, overbid)"
)
JASS_KIT_COVERS = (
    "Schieber contract choice with push, follow-suit and no-undertrumping legal cards, "
    "card points with the last trick's 5; apply checks nothing; no Weis, no Stöck, no "
    "Match bonus"
)


class Engine(Protocol):
    """One engine as the benchmark drives it."""

    @property
    def name(self) -> str: ...

    @property
    def covers(self) -> str:
        """What the engine implements of its game's rules, in a line."""
        ...

    def play_deals(self, deals: int, rng: random.Random) -> int:
        """Play ``deals`` complete random deals; the number of decisions taken."""
        ...

    def play_starts(self, deals: int, rng: random.Random) -> Sequence[Any]:
        """States at the start of the card play of ``deals`` random deals (not timed)."""
        ...

    def play_cards(self, starts: Sequence[Any], rng: random.Random) -> int:
        """Play the card-play phase of each start at random; the number of steps."""
        ...

    def copy_starts(self, starts: Sequence[Any]) -> None:
        """Only the copying ``play_cards`` does before each play (its time is subtracted)."""
        ...


def _random_index(uniform: Callable[[], float], count: int) -> int:
    return int(uniform() * count)


@dataclass
class CardaviaEngine:
    """A Cardavia game through its public API (immutable states: nothing to copy)."""

    game: Game

    @property
    def name(self) -> str:
        return f"cardavia {self.game.name}"

    @property
    def covers(self) -> str:
        return CARDAVIA_COVERS[self.game.name]

    def play_deals(self, deals: int, rng: random.Random) -> int:
        uniform, steps = rng.random, 0
        for _ in range(deals):
            state = self.game.new_deal(rng.getrandbits(32))
            while not state.is_over:
                legal = state.legal_actions()
                state = state.apply(legal[int(uniform() * len(legal))])
                steps += 1
            state.result()
        return steps

    def play_starts(self, deals: int, rng: random.Random) -> list[Any]:
        starts: list[Any] = []
        while len(starts) < deals:
            state = self.game.new_deal(rng.getrandbits(32))
            while not state.is_over and state.phase != PLAY:
                legal = state.legal_actions()
                state = state.apply(legal[_random_index(rng.random, len(legal))])
            if not state.is_over:
                starts.append(state)
        return starts

    def play_cards(self, starts: Sequence[Any], rng: random.Random) -> int:
        uniform, steps = rng.random, 0
        for state in starts:
            while not state.is_over:
                legal = state.legal_actions()
                state = state.apply(legal[int(uniform() * len(legal))])
                steps += 1
        return steps

    def copy_starts(self, starts: Sequence[Any]) -> None:
        return None


@dataclass
class OpenSpielSkat:
    """OpenSpiel's C++ Skat through pyspiel, the deal as 32 chance outcomes."""

    name: str = "openspiel skat"
    covers: str = OPENSPIEL_SKAT_COVERS
    game: Any = field(init=False)

    def __post_init__(self) -> None:
        import pyspiel

        self.game = pyspiel.load_game("skat")

    def play_deals(self, deals: int, rng: random.Random) -> int:
        uniform, steps = rng.random, 0
        for _ in range(deals):
            state = self.game.new_initial_state()
            while not state.is_terminal():
                # At a chance node the legal actions are the undealt cards, all equally likely.
                if not state.is_chance_node():
                    steps += 1
                legal = state.legal_actions()
                state.apply_action(legal[int(uniform() * len(legal))])
            state.returns()
        return steps

    def play_starts(self, deals: int, rng: random.Random) -> list[Any]:
        starts: list[Any] = []
        while len(starts) < deals:
            state = self.game.new_initial_state()
            while not state.is_terminal() and not _openspiel_card_play(state):
                legal = state.legal_actions()
                state.apply_action(legal[_random_index(rng.random, len(legal))])
            if not state.is_terminal():
                starts.append(state)
        return starts

    def play_cards(self, starts: Sequence[Any], rng: random.Random) -> int:
        uniform, steps = rng.random, 0
        for start in starts:
            state = start.clone()
            while not state.is_terminal():
                legal = state.legal_actions()
                state.apply_action(legal[int(uniform() * len(legal))])
                steps += 1
        return steps

    def copy_starts(self, starts: Sequence[Any]) -> None:
        for start in starts:
            start.clone()


def _openspiel_card_play(state: Any) -> bool:
    # pyspiel exposes no phase; a player's observation string names it ("|Phase:play|").
    if state.is_chance_node():
        return False
    return "Phase:play" in state.observation_string(state.current_player())


@dataclass
class JassKit:
    """jass-kit's Schieber simulator (``GameSim`` with ``RuleSchieber``), as its arena
    plays a deal: trump choice with push, then 36 cards."""

    name: str = "jass-kit"
    covers: str = JASS_KIT_COVERS
    modules: dict[str, Any] = field(init=False)

    def __post_init__(self) -> None:
        import numpy
        from jass.game.game_sim import GameSim
        from jass.game.rule_schieber import RuleSchieber

        self.modules = {"GameSim": GameSim, "rule": RuleSchieber(), "numpy": numpy}

    def _new_sim(self, rng: random.Random) -> Any:
        numpy = self.modules["numpy"]
        cards = list(range(36))
        rng.shuffle(cards)
        hands = numpy.zeros((4, 36), dtype=numpy.int32)
        for seat in range(4):
            hands[seat, cards[seat * 9 : seat * 9 + 9]] = 1
        sim = self.modules["GameSim"](rule=self.modules["rule"])
        sim.init_from_cards(hands=hands, dealer=_random_index(rng.random, 4))
        return sim

    def _play(self, sim: Any, uniform: Callable[[], float]) -> int:
        flatnonzero, valid_actions = self.modules["numpy"].flatnonzero, self.modules["rule"]
        steps = 0
        while not sim.is_done():
            legal = flatnonzero(valid_actions.get_valid_actions_from_state(sim.state))
            sim.action(int(legal[int(uniform() * len(legal))]))
            steps += 1
        return steps

    def play_deals(self, deals: int, rng: random.Random) -> int:
        return sum(self._play(self._new_sim(rng), rng.random) for _ in range(deals))

    def play_starts(self, deals: int, rng: random.Random) -> list[Any]:
        starts = []
        rule = self.modules["rule"]
        for _ in range(deals):
            sim = self._new_sim(rng)
            while sim.state.trump == -1:
                legal = self.modules["numpy"].flatnonzero(
                    rule.get_valid_actions_from_state(sim.state)
                )
                sim.action(int(legal[_random_index(rng.random, len(legal))]))
            starts.append(sim.state)
        return starts

    def play_cards(self, starts: Sequence[Any], rng: random.Random) -> int:
        steps = 0
        for start in starts:
            sim = self.modules["GameSim"](rule=self.modules["rule"])
            sim.init_from_state(start)
            steps += self._play(sim, rng.random)
        return steps

    def copy_starts(self, starts: Sequence[Any]) -> None:
        for start in starts:
            sim = self.modules["GameSim"](rule=self.modules["rule"])
            sim.init_from_state(start)


def cardavia_engines() -> list[Engine]:
    return [CardaviaEngine(game) for game in GAMES.values()]


def peer_engines() -> tuple[list[Engine], list[str]]:
    """The installed peers, and the names of those that are not installed."""
    engines: list[Engine] = []
    missing = []
    for peer in (OpenSpielSkat, JassKit):
        try:
            engines.append(peer())
        except ImportError:
            missing.append(peer.name)
    return engines, missing


@dataclass
class EngineRounds:
    """One engine's figures, one per round."""

    engine: Engine
    deals_per_second: list[float] = field(default_factory=list)
    us_per_step: list[float] = field(default_factory=list)
    us_per_card_step: list[float] = field(default_factory=list)

    @property
    def deals_median(self) -> float:
        return statistics.median(self.deals_per_second)

    @property
    def step_median(self) -> float:
        return statistics.median(self.us_per_step)

    @property
    def card_step_median(self) -> float:
        return statistics.median(self.us_per_card_step)


def _cpu_seconds(run: Callable[[], object]) -> float:
    started = time.process_time()
    run()
    return time.process_time() - started


def time_round(rounds: EngineRounds, deals: int, seed: int) -> None:
    """Time one round of ``rounds.engine``: ``deals`` complete deals, then the card play of
    as many other deals."""
    engine = rounds.engine
    rng = random.Random(seed)
    started = time.process_time()
    steps = engine.play_deals(deals, rng)
    elapsed = time.process_time() - started
    rounds.deals_per_second.append(deals / elapsed)
    rounds.us_per_step.append(1e6 * elapsed / steps)

    starts = engine.play_starts(deals, rng)
    started = time.process_time()
    card_steps = engine.play_cards(starts, rng)
    playing = time.process_time() - started
    copying = _cpu_seconds(lambda: engine.copy_starts(starts))
    rounds.us_per_card_step.append(1e6 * max(playing - copying, 0.0) / card_steps)


def measure(engines: Sequence[Engine], rounds: int, deals: int, seed: int) -> list[EngineRounds]:
    """``rounds`` rounds in which every engine takes its turn, the order rotating each
    round so that none always runs first."""
    figures = [EngineRounds(engine) for engine in engines]
    for number in range(rounds):
        shift = number % len(figures)
        for rounds_of in figures[shift:] + figures[:shift]:
            time_round(rounds_of, deals, seed * 1_000_003 + number)
    return figures


def report(figures: Sequence[EngineRounds], missing: Sequence[str], rounds: int) -> str:
    """The figures per engine, Cardavia's ratios to each peer, and what each engine covers."""
    lines = [
        engine_build(),
        f"{'engine':<18} {'deals/s':>9} {'µs/step':>8} {'µs/card-play step':>18}",
    ]
    for figure in figures:
        lines.append(
            f"{figure.engine.name:<18} {figure.deals_median:>9,.0f} {figure.step_median:>8.2f} "
            f"{figure.card_step_median:>18.2f}"
        )
    lines.extend(f"{name:<18} not installed ({PEERS_EXTRA})" for name in missing)
    ours = [figure for figure in figures if isinstance(figure.engine, CardaviaEngine)]
    peers = [figure for figure in figures if not isinstance(figure.engine, CardaviaEngine)]
    if peers:
        lines.append("ratios (above 1: Cardavia faster; deals/s, then card-play step speed):")
    for our in ours:
        for peer in peers:
            lines.append(
                f"  {our.engine.name} / {peer.engine.name}: "
                f"{our.deals_median / peer.deals_median:.2f}x deals/s, "
                f"{peer.card_step_median / our.card_step_median:.2f}x per card-play step"
            )
    lines.append(
        f"(medians of {rounds} rounds, CPU time; a step is one decision, chance outcomes "
        "not counted but timed; the card-play steps are timed apart from start-of-play states)"
    )
    lines.append("what each engine covers:")
    lines.extend(f"  {figure.engine.name}: {figure.engine.covers}" for figure in figures)
    return "\n".join(lines)
