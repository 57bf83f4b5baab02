"""A fixed, numbered catalogue of every action each game can offer (docs/envs.md).

Learning code wants a fixed action space: the catalogue of a game lists every action its
engine can ever offer, under any house rules, each at one index that never changes from
state to state. ``legal_indices`` and ``mask`` say which of them the player to move may
take now, ``action_at`` turns an index back into the engine's action.

Every decision of the engines is one action, so no decision needs factoring but Skat's
discard: the engine takes the two cards put away as one action, and the catalogue numbers
the 496 pairs of the pack (rather than one card at a time, which the engine does not
offer and which would add a phase the rules do not have). The orders, per game:

- Schafkopf (49): pass, the 14 bids lowest type first (Rufer a l b, Wenz, Solo a l h b,
  Wenz Tout, Solo Tout a l h b, Sie), Kontra, Re, then the 32 cards.
- Schieber Jass (43): choose r b s a obenabe undenufe, push, then the 36 cards. Weis and
  Stöck are announced by the engine itself: they are no decisions.
- Skat (593): the 52 bid values 18…192 of the ladder, hold, pass, pick up, Hand, the 496
  discards (pairs in card order), declare a l h b grand null null_ouvert, Kontra, Re, then
  the 32 cards.

Cards come in card order (``cardavia.core.cards``: suits a l h b r s, ranks A T K O U 9 8
7 6 within a suit), the pack's cards only.
"""

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
import numpy.typing as npt

from cardavia.core.cards import cards_in
from cardavia.core.doubling import KONTRA_ACTION, RE_ACTION
from cardavia.core.errors import BadNotation, IllegalAction
from cardavia.core.game import PLAYS, Action, Play
from cardavia.games.jass.actions import CHOICES
from cardavia.games.jass.contracts import PACK as JASS_PACK
from cardavia.games.schafkopf.actions import BIDS as SCHAFKOPF_BIDS
from cardavia.games.schafkopf.actions import PASS as SCHAFKOPF_PASS
from cardavia.games.schafkopf.contracts import PACK as SCHAFKOPF_PACK
from cardavia.games.skat.actions import (
    BIDS as SKAT_BIDS,
)
from cardavia.games.skat.actions import (
    DECLARES,
    DISCARD_PAIRS,
    HOLD,
    PICK_UP,
    PLAY_HAND,
)
from cardavia.games.skat.actions import (
    PASS as SKAT_PASS,
)
from cardavia.games.skat.contracts import PACK as SKAT_PACK


class HasLegalActions(Protocol):
    """A game state (or a Jass match): anything that says the legal actions now."""

    def legal_actions(self) -> Sequence[Action]: ...


def action_key(action: Action) -> str:
    """The action's record form as one string: equal actions, equal keys."""
    return json.dumps(action.to_json(), sort_keys=True)


def action_name(action: Action) -> str:
    """The action in the record's words, e.g. ``play hT``, ``bid rufer a``, ``pass``,
    ``discard h7 b8``."""
    words: list[str] = []
    for position, (verb, value) in enumerate(action.to_json().items()):
        if position == 0:
            words.append(verb)
        if isinstance(value, list):
            words.extend(str(item) for item in value)
        elif value is not True:
            words.append(str(value))
    return " ".join(words)


@dataclass(frozen=True)
class ActionCatalog:
    """Every action of one game, each at a fixed index (see the module's docstring)."""

    game: str
    actions: tuple[Action, ...]
    _by_key: dict[str, int] = field(init=False, repr=False, compare=False)
    _by_card: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _by_identity: dict[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_key = {action_key(action): index for index, action in enumerate(self.actions)}
        if len(by_key) != len(self.actions):
            raise ValueError(f"the {self.game} catalogue lists an action twice")
        by_card = [-1] * len(PLAYS)
        for index, action in enumerate(self.actions):
            if type(action) is Play:
                by_card[action.card] = index
        object.__setattr__(self, "_by_key", by_key)
        object.__setattr__(self, "_by_card", tuple(by_card))
        # The engines offer their shared action values (the catalogue holds the same
        # objects, so their ids stay valid): most look-ups need no record form.
        by_identity = {id(action): index for index, action in enumerate(self.actions)}
        object.__setattr__(self, "_by_identity", by_identity)

    @property
    def size(self) -> int:
        """How many actions the game has: the size of its action space."""
        return len(self.actions)

    def index(self, action: Action) -> int:
        """The fixed index of ``action``; raises BadNotation for an action that is not
        one of this game's."""
        if type(action) is Play:
            index = self._by_card[action.card] if 0 <= action.card < len(PLAYS) else -1
        else:
            index = self._by_identity.get(id(action), -1)
            if index < 0:
                index = self._by_key.get(action_key(action), -1)
        if index < 0:
            raise BadNotation(
                "{action} is not an action of {game}", action=str(action), game=self.game
            )
        return index

    def legal_indices(self, state: HasLegalActions) -> list[int]:
        """The indices of the actions the player to move may take now, ascending."""
        return sorted(self.index(action) for action in state.legal_actions())

    def mask(self, state: HasLegalActions) -> npt.NDArray[np.int8]:
        """1 at the index of every legal action now, 0 elsewhere (``size`` entries)."""
        mask = np.zeros(self.size, dtype=np.int8)
        mask[self.legal_indices(state)] = 1
        return mask

    def action_at(self, state: HasLegalActions, index: int) -> Action:
        """The legal action at ``index`` in ``state``; raises IllegalAction (a ValueError)
        saying which actions are legal when it is not one of them."""
        if not 0 <= index < self.size:
            raise BadNotation(
                "{index} is not an action number of {game}: they run from 0 to {last}",
                index=index,
                game=self.game,
                last=self.size - 1,
            )
        legal = state.legal_actions()
        for action in legal:
            if self.index(action) == index:
                return action
        if not legal:
            raise IllegalAction(
                "{action} (action {index}) is not possible: nobody is to move",
                action=self.name(index),
                index=index,
            )
        raise IllegalAction(
            "{action} (action {index}) is not legal now; the legal actions are {legal}",
            action=self.name(index),
            index=index,
            legal=", ".join(f"{self.name(i)} ({i})" for i in self.legal_indices(state)),
        )

    def name(self, index: int) -> str:
        """The action at ``index`` in the record's words, e.g. ``play hT``."""
        return action_name(self.actions[index])


def _plays(pack: int) -> tuple[Action, ...]:
    return tuple(PLAYS[card] for card in cards_in(pack))


def _schafkopf() -> ActionCatalog:
    return ActionCatalog(
        "schafkopf",
        (SCHAFKOPF_PASS, *SCHAFKOPF_BIDS, KONTRA_ACTION, RE_ACTION, *_plays(SCHAFKOPF_PACK)),
    )


def _jass() -> ActionCatalog:
    return ActionCatalog("jass", (*CHOICES.values(), *_plays(JASS_PACK)))


def _skat() -> ActionCatalog:
    return ActionCatalog(
        "skat",
        (
            *SKAT_BIDS.values(),
            HOLD,
            SKAT_PASS,
            PICK_UP,
            PLAY_HAND,
            *DISCARD_PAIRS.values(),
            *DECLARES.values(),
            KONTRA_ACTION,
            RE_ACTION,
            *_plays(SKAT_PACK),
        ),
    )


CATALOGS = {catalog.game: catalog for catalog in (_schafkopf(), _jass(), _skat())}


def catalog_for(game: str) -> ActionCatalog:
    """The action catalogue of ``game`` (``schafkopf``, ``jass`` or ``skat``).

    >>> catalog = catalog_for("skat")
    >>> catalog.size, catalog.name(0), catalog.name(catalog.size - 1)
    (593, 'bid 18', 'play b7')
    """
    try:
        return CATALOGS[game]
    except KeyError:
        raise KeyError(f"unknown game {game!r}: the catalogues are {', '.join(CATALOGS)}") from None
