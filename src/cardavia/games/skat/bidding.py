"""Skat's bidding (RULES §3.2, §3.6) as a small immutable state machine.

Middlehand asks forehand: the asker names values up the ladder or passes, the listener
answers each value with hold or pass. The survivor is then asked by rearhand in the same
way. When nobody named any value, forehand may take the game at 18 or throw the deal in.
"""

from dataclasses import dataclass
from typing import Final

from cardavia.core.errors import IllegalAction
from cardavia.core.game import Action
from cardavia.games.skat.actions import BIDS, HOLD, PASS, Bid, Hold, Pass, SkatAction
from cardavia.games.skat.contracts import BID_LADDER

ASKING_MIDDLEHAND: Final = 1
ASKING_REARHAND: Final = 2
FOREHAND_MAY_TAKE_18: Final = 3
DONE: Final = 0

_ASK_OPTIONS: Final[dict[int, tuple[SkatAction, ...]]] = {
    value: (*(BIDS[v] for v in BID_LADDER if v > value), PASS) for value in (0, *BID_LADDER)
}
_ON_LADDER: Final = frozenset(BID_LADDER)
_ANSWER_OPTIONS: Final[tuple[SkatAction, ...]] = (HOLD, PASS)
_FOREHAND_OPTIONS: Final[tuple[SkatAction, ...]] = (BIDS[18], PASS)


@dataclass(slots=True)
class Bidding:
    """Where the bidding stands. ``value`` is the highest value named so far (0: none);
    ``answering`` is true while the listener owes an answer to it.

    Never changed once made (``apply`` returns a new one); not ``frozen`` because a frozen
    dataclass is built field by field through ``object.__setattr__``, slow on every bid."""

    dealer: int
    stage: int
    asker: int
    listener: int
    answering: bool
    value: int
    declarer: int | None = None

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % 3

    @property
    def is_done(self) -> bool:
        return self.stage == DONE

    @property
    def thrown_in(self) -> bool:
        """All three passed without a game: the deal is thrown in."""
        return self.stage == DONE and self.declarer is None

    @property
    def to_move(self) -> int:
        if self.stage == FOREHAND_MAY_TAKE_18:
            return self.forehand
        return self.listener if self.answering else self.asker

    def options(self) -> tuple[SkatAction, ...]:
        """The legal bidding actions of the player to speak."""
        if self.stage == FOREHAND_MAY_TAKE_18:
            return _FOREHAND_OPTIONS
        if self.answering:
            return _ANSWER_OPTIONS
        return _ASK_OPTIONS[self.value]

    def apply(self, action: Action) -> "Bidding":
        """The bidding after ``action`` by the player to speak."""
        if self.stage == FOREHAND_MAY_TAKE_18:
            return self._forehand_decides(action)
        if self.answering:
            return self._answer(action)
        return self._ask(action)

    def _with(
        self,
        stage: int,
        asker: int,
        listener: int,
        answering: bool,
        value: int,
        declarer: int | None = None,
    ) -> "Bidding":
        return Bidding(self.dealer, stage, asker, listener, answering, value, declarer)

    def _ask(self, action: Action) -> "Bidding":
        if isinstance(action, Bid):
            if action.value <= self.value:
                raise _must_bid_higher(self.value)
            if action.value not in _ON_LADDER:
                raise IllegalAction(
                    "{value} is not a Skat bid: bids are game values (18, 20, 22, 23, 24, 27, ...)",
                    value=action.value,
                )
            return self._with(self.stage, self.asker, self.listener, True, action.value)
        if isinstance(action, Pass):
            return self._next_stage(survivor=self.listener)
        raise IllegalAction("It is your turn to bid: name a higher value or pass")

    def _answer(self, action: Action) -> "Bidding":
        if isinstance(action, Hold):
            return self._with(self.stage, self.asker, self.listener, False, self.value)
        if isinstance(action, Pass):
            return self._next_stage(survivor=self.asker)
        raise IllegalAction("You were bid {value}: answer hold or pass", value=self.value)

    def _forehand_decides(self, action: Action) -> "Bidding":
        if isinstance(action, Bid):
            if action.value != 18:
                raise IllegalAction("Nobody bid: you may take the game at 18 only, or pass")
            return self._with(DONE, self.asker, self.listener, False, 18, self.forehand)
        if isinstance(action, Pass):
            return self._with(DONE, self.asker, self.listener, False, self.value)
        raise IllegalAction("Nobody bid: you may take the game at 18 or pass")

    def _next_stage(self, survivor: int) -> "Bidding":
        if self.stage == ASKING_MIDDLEHAND:
            return self._with(ASKING_REARHAND, self.dealer, survivor, False, self.value)
        if self.value == 0:
            return self._with(FOREHAND_MAY_TAKE_18, self.asker, self.listener, False, self.value)
        return self._with(DONE, self.asker, self.listener, False, self.value, survivor)


def start_bidding(dealer: int) -> Bidding:
    """The bidding at the start of a deal: middlehand asks forehand."""
    return Bidding(
        dealer=dealer,
        stage=ASKING_MIDDLEHAND,
        asker=(dealer + 2) % 3,
        listener=(dealer + 1) % 3,
        answering=False,
        value=0,
    )


def _must_bid_higher(value: int) -> IllegalAction:
    higher = [v for v in BID_LADDER if v > value]
    if not higher:
        return IllegalAction("Nobody can bid higher than {value}: you may only pass", value=value)
    return IllegalAction(
        "You must bid higher than {value}: the next value is {next}", value=value, next=higher[0]
    )
