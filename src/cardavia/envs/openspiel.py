"""Cardavia's games as OpenSpiel games (docs/openspiel.md): ``pip install 'cardavia[openspiel]'``.

Importing this module registers three Python games with OpenSpiel, played by Cardavia's
own engines: ``python_cardavia_schafkopf`` (4 players), ``python_cardavia_jass`` (Schieber,
one deal, 4 players) and ``python_cardavia_skat`` (3 players). Each is a sequential
imperfect-information game with explicit chance:

- The deal is one chance node per card, uniform over the cards not dealt yet; the outcome
  is the card's place in the pack's card order. The first cards go to seat 0, then seat 1,
  and so on, Skat's last two to the skat. The dealer is the game parameter ``dealer``
  (default the last seat, so that seat 0 is forehand).
- A player's actions are the indices of ``cardavia.envs.actions.catalog_for(game)``.
- ``returns()`` are the deal's scores per seat (``state.result().scores``), 0 until the
  deal is over.
- Both tensors are ``cardavia.envs.encoding.encoding_for(game).encode(state, seat)``;
  the information-state string is the seat's whole view with the history it saw
  (``state.observation(seat)`` as JSON, which keeps every action as the seat saw it), the
  observation string the table as it is now (the same without the history).
- ``resample_from_infostate`` deals the cards a seat has not seen again, consistently
  with everything it saw, for OpenSpiel's ISMCTS.

The game parameter ``variants`` names house rules as the command line's ``--variant``
does, joined by ``+`` (``:`` for ``=``, as OpenSpiel's game strings reserve ``,`` and ``=``):
``pyspiel.load_game("python_cardavia_skat(variants=kontra+bock)")``,
``pyspiel.load_game("python_cardavia_jass", {"variants": "target=1000"})``.
"""

import json
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

try:
    import pyspiel
except ImportError as error:  # pragma: no cover - depends on the installed extras
    raise ImportError(
        "Cardavia's OpenSpiel games need OpenSpiel: pip install 'cardavia[openspiel]'"
    ) from error

from cardavia.core.cards import CardSet, cards_in, format_card, format_cards
from cardavia.core.errors import IllegalAction, InvalidRecord
from cardavia.core.game import Action, Game, Play
from cardavia.core.game import State as EngineState
from cardavia.core.state import TrickTakingState
from cardavia.core.variants import Variants
from cardavia.envs.actions import ActionCatalog, catalog_for
from cardavia.envs.encoding import ObservationEncoding, encoding_for
from cardavia.games.jass.observation import JassObservation
from cardavia.games.registry import GAMES
from cardavia.games.skat.actions import Discard
from cardavia.games.skat.state import SkatState

SHORT_NAMES = {name: f"python_cardavia_{name}" for name in GAMES}
"""The name each game is registered under, by Cardavia's game name."""

LONG_NAMES = {"schafkopf": "Schafkopf", "jass": "Schieber Jass", "skat": "Skat"}
HAND_SIZES = {"schafkopf": 8, "jass": 9, "skat": 10}
SKAT_SIZE = 2
MAX_DECISIONS = {"schafkopf": 48, "jass": 40, "skat": 256}
"""More decisions than a deal can take: bids, doublings and cards (Skat's bidding may walk
the whole ladder of 52 values, each asked and answered, twice)."""
UTILITY_BOUNDS = {"schafkopf": (-624.0, 624.0), "jass": (0.0, 5000.0), "skat": (-3200.0, 1536.0)}
"""The lowest and highest score of one seat in one deal, every house rule included: a
Schafkopf Sie (3 times 52) doubled twice; a Jass team's Match, Weis and Stöck times 4; a
Skat overbid lost at 2 times 200 and a Grand won at 192, doubled twice and in a Bock
round."""
RESAMPLE_TRIES = 20_000


@dataclass(frozen=True)
class _Setup:
    """What every state of one loaded game shares (never copied with a state)."""

    game: Game
    variants: Variants
    dealer: int
    catalog: ActionCatalog
    encoding: ObservationEncoding
    pack: tuple[int, ...]

    def __deepcopy__(self, memo: dict[int, Any]) -> "_Setup":
        return self

    @property
    def players(self) -> int:
        return self.game.players

    def seat_of_deal_position(self, position: int) -> int:
        """Who receives the ``position``-th dealt card; the players' count is the skat."""
        return min(position // HAND_SIZES[self.game.name], self.players)


class _Frozen:
    """An immutable engine state, shared (not deep-copied) when OpenSpiel clones a state."""

    __slots__ = ("state",)

    def __init__(self, state: EngineState) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> "_Frozen":
        return self


def _game_type(name: str) -> Any:
    zero_sum = name == "schafkopf"
    return pyspiel.GameType(
        short_name=SHORT_NAMES[name],
        long_name=f"Cardavia {LONG_NAMES[name]}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=(
            pyspiel.GameType.Utility.ZERO_SUM if zero_sum else pyspiel.GameType.Utility.GENERAL_SUM
        ),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=GAMES[name].players,
        min_num_players=GAMES[name].players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"variants": "", "dealer": GAMES[name].players - 1},
    )


def _game_info(name: str) -> Any:
    lowest, highest = UTILITY_BOUNDS[name]
    return pyspiel.GameInfo(
        num_distinct_actions=catalog_for(name).size,
        max_chance_outcomes=len(cards_in(GAMES[name].cards)),
        num_players=GAMES[name].players,
        min_utility=lowest,
        max_utility=highest,
        utility_sum=0.0 if name == "schafkopf" else None,
        max_game_length=MAX_DECISIONS[name],
    )


class CardaviaGame(pyspiel.Game):  # type: ignore[misc]
    """One of Cardavia's games as an OpenSpiel game (the module's docstring says how)."""

    def __init__(self, name: str, params: dict[str, Any] | None = None) -> None:
        super().__init__(_game_type(name), _game_info(name), params or {})
        parameters = self.get_parameters()
        game = GAMES[name]
        options = _variant_options(str(parameters.get("variants", "")))
        try:
            variants = game.variants.from_options(options)
        except InvalidRecord as error:
            raise ValueError(f"variants={parameters['variants']!r}: {error}") from None
        dealer = int(parameters.get("dealer", game.players - 1))
        if not 0 <= dealer < game.players:
            raise ValueError(f"dealer={dealer}: {game.name} has seats 0 to {game.players - 1}")
        self.setup = _Setup(
            game,
            variants,
            dealer,
            catalog_for(name),
            encoding_for(name),
            tuple(cards_in(game.cards)),
        )

    def new_initial_state(self) -> "CardaviaState":
        return CardaviaState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> "CardaviaObserver":
        if params:
            raise ValueError(f"Cardavia's observers take no parameters, not {params}")
        kind = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        if kind.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not kind.public_info:
            raise ValueError("Cardavia's games observe one seat's view: its own and public cards")
        return CardaviaObserver(self.setup, perfect_recall=kind.perfect_recall)


class CardaviaState(pyspiel.State):  # type: ignore[misc]
    """A position of a Cardavia deal: the deal so far, then the engine's state."""

    def __init__(self, game: CardaviaGame) -> None:
        super().__init__(game)
        self._setup = game.setup
        self._dealt: list[int] = []
        self._engine: _Frozen | None = None

    @property
    def engine_state(self) -> EngineState | None:
        """The engine's state once every card is dealt; None while dealing."""
        return None if self._engine is None else self._engine.state

    def current_player(self) -> int:
        engine = self.engine_state
        if engine is None:
            return int(pyspiel.PlayerId.CHANCE)
        if engine.is_over or engine.to_move is None:
            return int(pyspiel.PlayerId.TERMINAL)
        return engine.to_move

    def is_terminal(self) -> bool:
        engine = self.engine_state
        return engine is not None and engine.is_over

    def chance_outcomes(self) -> list[tuple[int, float]]:
        left = [place for place in range(len(self._setup.pack)) if place not in self._dealt]
        return [(place, 1.0 / len(left)) for place in left]

    def _legal_actions(self, player: int) -> list[int]:
        engine = self.engine_state
        if engine is None or engine.to_move != player:
            return []
        return self._setup.catalog.legal_indices(engine)

    def _apply_action(self, action: int) -> None:
        engine = self.engine_state
        if engine is None:
            self._deal(action)
        else:
            self._engine = _Frozen(engine.apply(self._setup.catalog.action_at(engine, action)))

    def _deal(self, place: int) -> None:
        if place in self._dealt or not 0 <= place < len(self._setup.pack):
            raise ValueError(f"card {place} is not one of the cards still to deal")
        self._dealt.append(place)
        if len(self._dealt) == len(self._setup.pack):
            self._engine = _Frozen(_start(self._setup, self._holdings()))

    def _holdings(self) -> list[CardSet]:
        """Each seat's dealt cards (and Skat's skat last) from the chance outcomes so far."""
        holdings = [0] * (self._setup.players + 1)
        for position, place in enumerate(self._dealt):
            holdings[self._setup.seat_of_deal_position(position)] |= 1 << self._setup.pack[place]
        return holdings

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {format_card(self._setup.pack[action])}"
        return self._setup.catalog.name(action)

    def returns(self) -> list[float]:
        engine = self.engine_state
        if engine is None or not engine.is_over:
            return [0.0] * self._setup.players
        return [float(score) for score in engine.result().scores]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> "CardaviaState":
        """A state ``player_id`` cannot tell from this one: the cards it has not seen dealt
        again at random, consistently with every action and everything shown so far."""
        rng = random.Random(int(probability_sampler() * 2**53))
        engine = self.engine_state
        if engine is None:
            return self._redealt(player_id, rng)
        for _ in range(RESAMPLE_TRIES):
            sampled = _sample_deal(self._setup, engine, player_id, rng)
            if sampled is not None:
                return self._replayed(*sampled)
        raise RuntimeError(
            f"found no deal consistent with what seat {player_id} saw in {RESAMPLE_TRIES} tries"
        )

    def _redealt(self, player_id: int, rng: random.Random) -> "CardaviaState":
        """While dealing: the seat's own cards where they are, the others shuffled."""
        own = [
            place
            for position, place in enumerate(self._dealt)
            if self._setup.seat_of_deal_position(position) == player_id
        ]
        others = [place for place in range(len(self._setup.pack)) if place not in own]
        rng.shuffle(others)
        sampled = self.get_game().new_initial_state()
        for position in range(len(self._dealt)):
            seat = self._setup.seat_of_deal_position(position)
            sampled.apply_action(own.pop(0) if seat == player_id else others.pop())
        return sampled  # type: ignore[no-any-return]

    def _replayed(self, holdings: list[CardSet], actions: Sequence[Action]) -> "CardaviaState":
        place_of = {card: place for place, card in enumerate(self._setup.pack)}
        sampled: CardaviaState = self.get_game().new_initial_state()
        for holding in holdings:
            for card in cards_in(holding):
                sampled.apply_action(place_of[card])
        for action in actions:
            sampled.apply_action(self._setup.catalog.index(action))
        return sampled

    def __str__(self) -> str:
        engine = self.engine_state
        if engine is None:
            return f"dealing: {len(self._dealt)} of {len(self._setup.pack)} cards dealt"
        return json.dumps(
            {**engine.record_deal(), "phase": engine.phase, "to_move": engine.to_move},
            separators=(",", ":"),
        )


def _variant_options(text: str) -> list[str]:
    """The ``--variant`` options a ``variants`` parameter names. OpenSpiel's game strings
    split on ``,`` and ``=``, so there they are written ``+`` and ``:``."""
    return [part.replace(":", "=") for part in re.split(r"[+,]", text) if part]


def _start(setup: _Setup, holdings: list[CardSet]) -> EngineState:
    players = setup.players
    record: dict[str, Any] = {
        "dealer": setup.dealer,
        "hands": [format_cards(hand) for hand in holdings[:players]],
        "variants": setup.variants.to_json(),
    }
    if setup.game.name == "skat":
        record["skat"] = format_cards(holdings[players])
    return setup.game.from_record(record)


def _view_string(state: CardaviaState, seat: int, *, with_history: bool) -> str:
    engine = state.engine_state
    if engine is None:
        own = [
            format_card(state._setup.pack[place])
            for position, place in enumerate(state._dealt)
            if state._setup.seat_of_deal_position(position) == seat
        ]
        return json.dumps({"seat": seat, "phase": "deal", "hand": own}, separators=(",", ":"))
    view = engine.observation(seat).to_json()
    del view["legal_actions"]
    if not with_history:
        del view["history"]
        tricks = view.pop("tricks")
        view["tricks_played"] = len(tricks)
        view["last_trick"] = tricks[-1] if tricks else None
    return json.dumps(view, separators=(",", ":"))


class CardaviaObserver:
    """OpenSpiel's observer of one seat: the shared encoding's vector (``tensor``, also
    as ``dict["encoding"]``) and the view's string."""

    def __init__(self, setup: _Setup, *, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self.encoding = setup.encoding
        self.tensor = np.zeros(setup.encoding.size, np.float32)
        self.dict = {"encoding": self.tensor}

    def set_from(self, state: CardaviaState, player: int) -> None:
        engine = state.engine_state
        if engine is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = self.encoding.encode(engine, player)

    def string_from(self, state: CardaviaState, player: int) -> str:
        return _view_string(state, player, with_history=self.perfect_recall)


# ----------------------------------------------------------------------------- resampling


def _sample_deal(
    setup: _Setup, engine: EngineState, seat: int, rng: random.Random
) -> tuple[list[CardSet], list[Action]] | None:
    """One deal of the cards ``seat`` has not seen, and the actions replayed on it (Skat's
    hidden discard drawn anew), when the replay is legal and shows ``seat`` exactly what it
    saw; None when this draw does not fit."""
    known = _known_holdings(setup, engine, seat)
    if known is None:
        return None
    holdings, either = known
    sizes = [HAND_SIZES[setup.game.name]] * setup.players + [
        SKAT_SIZE if setup.game.name == "skat" else 0
    ]
    placed = 0
    for holding in holdings:
        placed |= holding
    skat_slot = setup.players
    for card in either:  # Skat: a card the declarer showed, from the hand or the skat
        slot = rng.choice(
            [s for s in (either[card], skat_slot) if holdings[s].bit_count() < sizes[s]]
        )
        holdings[slot] |= 1 << card
        placed |= 1 << card
    unseen = [card for card in setup.pack if not placed >> card & 1]
    rng.shuffle(unseen)
    for slot, size in enumerate(sizes):
        while holdings[slot].bit_count() < size:
            holdings[slot] |= 1 << unseen.pop()
    return _replay_fits(setup, engine, seat, holdings, rng)


def _known_holdings(
    setup: _Setup, engine: EngineState, seat: int
) -> tuple[list[CardSet], dict[int, int]] | None:
    """The cards ``seat`` knows were dealt to each slot, and (Skat) the cards it knows the
    declarer held after picking up the skat, each with the declarer's seat."""
    players = setup.players
    holdings = [0] * (players + 1)
    assert isinstance(engine, TrickTakingState)
    holdings[seat] = engine.dealt[seat]
    pooled: int | None = None
    if isinstance(engine, SkatState) and engine.declarer is not None:
        if engine.declarer == seat and engine.hand_game is False:
            holdings[players] = engine.skat
        elif engine.hand_game is False:
            pooled = engine.declarer
    either: dict[int, int] = {}
    for actor, action in engine.history:
        if type(action) is Play and actor != seat:
            if actor == pooled:
                either[action.card] = actor
            else:
                holdings[actor] |= 1 << action.card
    observation = engine.observation(seat)
    if isinstance(observation, JassObservation):
        for other, combinations in enumerate(observation.shown_weis):
            for combination in combinations:
                if other != seat:
                    holdings[other] |= combination.cards
    ouvert = getattr(observation, "ouvert", None)
    if ouvert and isinstance(engine, SkatState) and engine.declarer not in (None, seat):
        if pooled is None:
            holdings[engine.declarer] |= ouvert
        else:
            either.update(dict.fromkeys(cards_in(ouvert), pooled))
    for card in list(either):
        if any(holding >> card & 1 for holding in holdings):
            return None
    return holdings, either


def _replay_fits(
    setup: _Setup,
    engine: EngineState,
    seat: int,
    holdings: list[CardSet],
    rng: random.Random,
) -> tuple[list[CardSet], list[Action]] | None:
    try:
        replayed = _start(setup, holdings)
    except InvalidRecord:
        return None
    actions: list[Action] = []
    history = engine.history
    for index, (actor, action) in enumerate(history):
        if isinstance(action, Discard) and actor != seat:
            discard = _hidden_discard(replayed, actor, history[index + 1 :], rng)
            if discard is None:
                return None
            action = discard
        try:
            replayed = replayed.apply(action)
        except IllegalAction:
            return None
        actions.append(action)
    if replayed.observation(seat) != engine.observation(seat):
        return None
    return holdings, actions


def _hidden_discard(
    replayed: EngineState,
    declarer: int,
    later: Sequence[tuple[int, Action]],
    rng: random.Random,
) -> Discard | None:
    """Two cards the declarer may have put away: none it plays later."""
    played_later = 0
    for actor, action in later:
        if actor == declarer and type(action) is Play:
            played_later |= 1 << action.card
    options = [
        action
        for action in replayed.legal_actions()
        if isinstance(action, Discard) and not action.cards & played_later
    ]
    return rng.choice(options) if options else None


class SchafkopfGame(CardaviaGame):
    """Schafkopf (RULES §1) as the OpenSpiel game ``python_cardavia_schafkopf``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__("schafkopf", params)


class JassGame(CardaviaGame):
    """One deal of Schieber Jass (RULES §2) as the OpenSpiel game ``python_cardavia_jass``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__("jass", params)


class SkatGame(CardaviaGame):
    """Skat (RULES §3) as the OpenSpiel game ``python_cardavia_skat``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__("skat", params)


GAME_CLASSES = {"schafkopf": SchafkopfGame, "jass": JassGame, "skat": SkatGame}

for _name, _game_class in GAME_CLASSES.items():
    if SHORT_NAMES[_name] not in pyspiel.registered_names():
        pyspiel.register_game(_game_type(_name), _game_class)
