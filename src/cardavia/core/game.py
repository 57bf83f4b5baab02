"""The shape every game has (DESIGN.md, "One shape for every game").

A game is a module-level object satisfying ``Game``: it deals (``new_deal``) or rebuilds a
deal from a record (``from_record``), and reads actions from their record form. A state is
immutable: ``apply`` returns a new state. ``observation(seat)`` is everything that seat may
know and nothing more; AI players and the web layer only ever see observations.
"""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from cardavia.core.cards import Card, CardSet, format_card
from cardavia.core.errors import IllegalAction
from cardavia.core.variants import Variants

JsonDict = dict[str, Any]


class Action(Protocol):
    """A decision of the player to move, as a value."""

    def to_json(self) -> JsonDict:
        """The action's verb and argument as in a deal record (without the seat)."""
        ...


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the current trick (every game)."""

    card: Card

    def to_json(self) -> JsonDict:
        return {"play": format_card(self.card)}

    def __str__(self) -> str:
        return f"play {format_card(self.card)}"


PLAYS: Final = tuple(Play(card) for card in range(64))
"""One shared ``Play`` per card, so legal-move lists allocate no new actions."""

_PLAYS_BY_SUIT_BITS: Final = tuple(
    tuple(
        tuple(PLAYS[suit * 9 + rank] for rank in range(9) if bits >> rank & 1)
        for bits in range(512)
    )
    for suit in range(6)
)


def plays_of(mask: CardSet) -> tuple[Play, ...]:
    """The ``Play`` of every card in ``mask``, in card order, by table look-up per suit."""
    table = _PLAYS_BY_SUIT_BITS
    plays = table[0][mask & 511] + table[1][(mask >> 9) & 511]
    if mask >> 18:
        plays += table[2][(mask >> 18) & 511] + table[3][(mask >> 27) & 511]
        if mask >> 36:
            plays += table[4][(mask >> 36) & 511] + table[5][(mask >> 45) & 511]
    return plays


PLAYS_IN_ONE_SUIT: Final[dict[CardSet, tuple[Play, ...]]] = {
    bits << (suit * 9): plays
    for suit, by_bits in enumerate(_PLAYS_BY_SUIT_BITS)
    for bits, plays in enumerate(by_bits)
    if bits
}
"""``plays_of`` for every set of cards of one suit, the commonest legal set in play
(following suit): a hot loop looks a mask up here first and calls ``plays_of`` on a miss."""


ActionLog = tuple[Any, int, Action] | None
"""A deal's actions as a persistent linked list ``(previous, seat, action)``: a new state
appends one entry without copying the history. ``previous`` is an ``ActionLog``; it is typed
``Any`` because mypyc, which compiles the engine, cannot map a recursive alias."""


def history_of(log: ActionLog) -> tuple[tuple[int, Action], ...]:
    """The ``(seat, action)`` pairs of ``log``, oldest first."""
    entries: list[tuple[int, Action]] = []
    while log is not None:
        previous: ActionLog = log[0]
        entries.append((log[1], log[2]))
        log = previous
    entries.reverse()
    return tuple(entries)


def replace_at(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    """``values`` with the item at ``index`` replaced (per-seat tuples of hands or scores)."""
    replaced = list(values)
    replaced[index] = value
    return tuple(replaced)


class Observation(Protocol):
    """What one seat may know of a state."""

    @property
    def seat(self) -> int: ...

    @property
    def legal_actions(self) -> Sequence[Action]:
        """The seat's legal actions when it is to move, else empty."""
        ...

    def to_json(self) -> JsonDict:
        """The observation with cards as codes, for the web layer and tests."""
        ...


class DealResult(Protocol):
    """The outcome of a complete deal."""

    @property
    def scores(self) -> tuple[int, ...]:
        """The change to each seat's score from this deal."""
        ...

    @property
    def declaring_seats(self) -> frozenset[int]:
        """The seats of the declaring side (empty when nobody played)."""
        ...

    @property
    def declaring_player(self) -> int | None:
        """The seat that named the contract (not a partner); None when nobody played."""
        ...

    @property
    def declarer_won(self) -> bool | None:
        """Whether the declaring side won; None when nobody played."""
        ...

    @property
    def contract_name(self) -> str | None:
        """The contract played, as a short name for statistics; None when nobody played."""
        ...

    def to_json(self) -> JsonDict:
        """The game-specific result fields of RECORDS.md."""
        ...


class State(Protocol):
    """A position in a deal. Immutable."""

    @property
    def dealer(self) -> int: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def phase(self) -> str:
        """The stage of the deal: a game's own phases before the play, then ``play`` and
        ``over``."""
        ...

    @property
    def to_move(self) -> int | None:
        """The seat whose decision it is; None when the deal is over."""
        ...

    @property
    def variants(self) -> Variants:
        """The house rules the deal is played by."""
        ...

    @property
    def history(self) -> Sequence[tuple[int, Action]]:
        """Every action so far with the seat that took it, in order."""
        ...

    def legal_actions(self) -> Sequence[Action]: ...

    def apply(self, action: Action) -> "State":
        """The state after ``action``; raises IllegalAction and leaves this state as it was."""
        ...

    def observation(self, seat: int) -> Observation: ...

    def play_refusal(self, card: int) -> IllegalAction | None:
        """Why the player to move may not play ``card`` now; None when it may."""
        ...

    def result(self) -> DealResult:
        """The result of the complete deal; raises ValueError while it is not over."""
        ...

    def record_deal(self) -> JsonDict:
        """The record fields describing the deal itself: dealer, hands and game extras."""
        ...


RECORD_FORMAT: Final = "cardavia-deal/1"


def deal_record(game: str, state: State) -> JsonDict:
    """The ``cardavia-deal/1`` record of ``state``'s deal so far (RECORDS.md)."""
    return {
        "format": RECORD_FORMAT,
        "game": game,
        **state.record_deal(),
        "actions": [{"seat": seat, **action.to_json()} for seat, action in state.history],
    }


class Game(Protocol):
    """A game: its name, size, dealing, and the record form of its actions."""

    @property
    def name(self) -> str: ...

    @property
    def players(self) -> int: ...

    @property
    def cards(self) -> CardSet:
        """Every card the game is dealt from (a pack can play it when it holds them)."""
        ...

    @property
    def variants(self) -> "type[Variants]":
        """The game's set of house rules (``cardavia.core.variants``)."""
        ...

    def new_deal(self, seed: int, dealer: int | None = None, *, variants: Any = ...) -> State:
        """A deal shuffled from ``seed``; the dealer too is drawn from it when not given;
        played by the given house rules (the rulebook's game when not given)."""
        ...

    def from_record(self, record: Mapping[str, Any]) -> State:
        """The state at the start of a recorded deal; raises InvalidRecord."""
        ...

    def parse_action(self, data: Mapping[str, Any]) -> Action:
        """The action of a record entry (without its seat); raises BadNotation."""
        ...
