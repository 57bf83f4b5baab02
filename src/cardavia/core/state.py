"""What every trick-taking game's state shares: the hands, the trick in progress, the
completed tricks, the action log, and cached legal moves.

A game's state subclasses ``TrickTakingState``, keeps everything settled before the play
in one immutable ``setup`` (a NamedTuple with at least ``dealer`` and ``dealt``), and adds
the few slots only it needs. ``apply`` builds the next state with ``_logged``, which
copies the shared slots and asks ``_copy_extra`` for the game's own.
"""

from abc import abstractmethod
from collections.abc import Sequence
from typing import Final, Generic, Protocol, Self, TypeVar

from cardavia.core.cards import CardSet
from cardavia.core.doubling import DOUBLING_TRICKS
from cardavia.core.errors import IllegalAction
from cardavia.core.game import PLAYS_IN_ONE_SUIT, Action, ActionLog, Play, history_of, plays_of
from cardavia.core.tricks import Trick

PLAY: Final = "play"
OVER: Final = "over"


class DealSetup(Protocol):
    """The part of a game's setup every state reads."""

    @property
    def dealer(self) -> int: ...

    @property
    def dealt(self) -> tuple[CardSet, ...]: ...


SetupT = TypeVar("SetupT", bound=DealSetup)


class TrickTakingState(Generic[SetupT]):
    """The shared slots and mechanics of a trick-taking game's immutable state.

    Not an ``abc.ABC``: ABCMeta's subclass cache, shared by mypyc's compiled subclasses,
    would make a Skat state pass ``isinstance(state, JassState)``. mypy still checks the
    ``@abstractmethod``s."""

    __slots__ = (
        "_legal_cache",
        "_legal_cards",
        "_log",
        "hands",
        "is_over",
        "leader",
        "phase",
        "setup",
        "to_move",
        "trick",
        "tricks",
    )

    players: int = 0
    play_phase_hint = "It is time to play a card"
    setup: SetupT
    hands: tuple[CardSet, ...]
    is_over: bool
    """Whether the deal is over (a slot, not a property: playouts read it every step)."""
    phase: str
    to_move: int | None
    leader: int
    trick: tuple[int, ...]
    """The cards of the trick in progress, in play order from ``leader``."""
    tricks: tuple[Trick, ...]
    _log: ActionLog
    _legal_cache: tuple[Action, ...] | None
    _legal_cards: CardSet

    def _start(self, setup: SetupT, hands: Sequence[CardSet], phase: str, first: int) -> None:
        """Fill the shared slots for a new deal whose first decision is ``first``'s."""
        self.setup = setup
        self.hands = tuple(hands)
        self.phase = phase
        self.is_over = False
        self.leader = self.to_move = first
        self.trick = ()
        self.tricks = ()
        self._log = None
        self._legal_cache = None
        self._legal_cards = -1

    @property
    def dealer(self) -> int:
        return self.setup.dealer

    @property
    def dealt(self) -> tuple[CardSet, ...]:
        """The cards each seat was dealt."""
        return self.setup.dealt

    @property
    def forehand(self) -> int:
        """The seat after the dealer: first to speak and to lead."""
        return (self.setup.dealer + 1) % self.players

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far with the seat that took it, in order."""
        return history_of(self._log)

    def apply(self, action: Action) -> Self:
        """The state after the player to move takes ``action``; raises IllegalAction (in the
        player's terms) and leaves this state as it was."""
        phase = self.phase
        if phase == PLAY:
            if type(action) is not Play:
                return self._double(action)
            card = action.card
            legal = self._legal_cards
            if legal < 0:
                legal = self._legal_cards = self._compute_play_mask()
            if not (legal >> card) & 1:
                raise self._why_not_playable(card)
            return self._play(card, action)
        if phase == OVER:
            raise IllegalAction("The deal is over")
        return self._decide(action)

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to move may take, in a stable order."""
        cached = self._legal_cache
        if cached is None:
            if self.phase == PLAY:
                legal = self._legal_cards
                if legal < 0:
                    legal = self._legal_cards = self._compute_play_mask()
                cached = PLAYS_IN_ONE_SUIT.get(legal) or plays_of(legal)
                if len(self.tricks) < DOUBLING_TRICKS:
                    doubling = self._doubling_options()
                    if doubling:
                        cached = (*cached, *doubling)
            elif self.phase == OVER:
                cached = ()
            else:
                cached = self._options_before_play()
            self._legal_cache = cached
        return cached

    def play_refusal(self, card: int) -> IllegalAction | None:
        """Why the player to move may not play ``card`` now, in the player's terms; None
        when the card may be played."""
        if self.phase == OVER:
            return IllegalAction("The deal is over")
        if self.phase != PLAY:
            return IllegalAction("It is not time to play yet")
        if (self.play_legal_mask() >> card) & 1:
            return None
        return self._why_not_playable(card)

    def play_legal_mask(self) -> CardSet:
        """The cards the player to move may play (play phase only)."""
        legal = self._legal_cards
        if legal < 0:
            legal = self._legal_cards = self._compute_play_mask()
        return legal

    @abstractmethod
    def _decide(self, action: Action) -> Self:
        """The state after a decision of a phase before the play."""

    @abstractmethod
    def _play(self, card: int, action: Action) -> Self:
        """The state after the player to move plays ``card`` (already checked legal)."""

    @abstractmethod
    def _why_not_playable(self, card: int) -> IllegalAction:
        """Why the player to move may not play ``card``, in the player's terms."""

    @abstractmethod
    def _options_before_play(self) -> tuple[Action, ...]:
        """The legal actions of a phase before the play (bidding, choosing, ...)."""

    @abstractmethod
    def _compute_play_mask(self) -> CardSet:
        """The cards the player to move may play, by the game's follow rules."""

    def _doubling_options(self) -> tuple[Action, ...]:
        """The Kontra or Re the player to move may say beside its card (house rules of
        games that have them); none by default."""
        return ()

    def _double(self, action: Action) -> Self:
        """The state after a Kontra or Re said in the play (checked here: any other action
        than a card is refused in the play's terms by default)."""
        raise IllegalAction(self.play_phase_hint)

    def _copy_extra(self, new: Self) -> None:
        """Copy the game's own slots onto ``new`` (see ``_logged``); none by default."""

    def _logged(self, action: Action) -> Self:
        """A copy of this state with ``action`` by the player to move appended to the log."""
        # A blank instance: the game classes have no ``__init__`` (they are built by
        # their ``deal`` class method), which lets mypyc's native classes be copied too.
        new = type(self)()
        new.setup = self.setup
        new.hands = self.hands
        new._log = (self._log, self.to_move, action)  # type: ignore[assignment]
        new.phase = self.phase
        new.is_over = False
        new.to_move = self.to_move
        new.leader = self.leader
        new.trick = self.trick
        new.tricks = self.tricks
        new._legal_cache = None
        new._legal_cards = -1
        self._copy_extra(new)
        return new

    def _mover(self) -> int:
        assert self.to_move is not None, "the deal is over"
        return self.to_move

    def _finish(self) -> None:
        """End the deal (on a state just built by ``_logged``)."""
        self.phase = OVER
        self.is_over = True
        self.to_move = None
