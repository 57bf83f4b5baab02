"""A Schieber Jass deal in progress (RULES §2): the contract choice, the play with its
follow rules, Weis and Stöck, and the live credits that can end the match mid-deal.

States are immutable; ``apply`` returns a new one. Only what changes card by card lives in
the state's own slots; the deal and the contract are one shared ``Setup``.
"""

from collections.abc import Sequence
from typing import Final, NamedTuple

from cardavia.core.cards import CardSet, format_cards
from cardavia.core.errors import IllegalAction
from cardavia.core.game import Action, JsonDict
from cardavia.core.state import OVER, PLAY, TrickTakingState
from cardavia.core.tricks import TRUMP, Trick, trick_winner
from cardavia.core.variants import variants_header
from cardavia.games.jass.actions import CHOICES, PUSH, Choose
from cardavia.games.jass.contracts import CONTRACTS, JassContract
from cardavia.games.jass.observation import JassObservation, observe
from cardavia.games.jass.scoring import (
    LAST_TRICK_BONUS,
    TARGET,
    Credits,
    JassResult,
    credit_stoeck,
    credit_trick,
    credit_weis,
    raw_needed,
    team_of,
)
from cardavia.games.jass.variants import RULEBOOK, JassVariants
from cardavia.games.jass.weis import Combination, best_weis, weis_points, winning_seat

PLAYERS: Final = 4
TRICKS: Final = 9

CHOOSING: Final = "choosing"

_NEXT_SEAT: Final = (1, 2, 3, 0)
_new_trick = tuple.__new__
"""Builds a ``Trick`` without its generated ``__new__`` (once per trick of every playout)."""
_WITHOUT: Final = tuple(~(1 << card) for card in range(64))

_SUIT_WORDS: Final = ("acorns", "", "", "bells", "roses", "shields", "trumps")
_FIRST_CHOICES: Final[tuple[Action, ...]] = tuple(CHOICES.values())
_PUSHED_CHOICES: Final[tuple[Action, ...]] = tuple(c for c in CHOICES.values() if c.choice != PUSH)


class Setup(NamedTuple):
    """What is settled before the first card: the deal, the match score it started from,
    the contract, and every player's Weis and Stöck (found from the dealt hands)."""

    dealer: int
    dealt: tuple[CardSet, ...]
    scores_before: tuple[int, int]
    pushed: bool = False
    chooser: int | None = None
    contract: JassContract | None = None
    weis: tuple[tuple[Combination, ...], ...] = ((), (), (), ())
    weis_seat: int | None = None
    """The seat holding the single best combination; its team scores all its Weis."""
    weis_points: int = 0
    """What that team's Weis scores: all its players' combinations."""
    stoeck_seat: int | None = None
    raw_needed: tuple[int, int] = (TARGET, TARGET)
    """Per team, the raw points that reach the target under the contract's multiplier
    (before the choice: as if the multiplier were 1)."""
    variants: JassVariants = RULEBOOK
    """The house rules the match is played by (docs/house-rules.md): its target."""


class JassState(TrickTakingState[Setup]):
    """A position in a Jass deal. Build one with ``cardavia.games.jass.JASS.new_deal``."""

    __slots__ = ("credits", "stoeck_claimed", "winner")
    players = PLAYERS

    credits: Credits
    stoeck_claimed: bool
    winner: int | None
    """The team that reached the target during this deal, ending the match."""

    @classmethod
    def deal(
        cls,
        dealer: int,
        hands: Sequence[CardSet],
        scores_before: tuple[int, int] = (0, 0),
        variants: JassVariants = RULEBOOK,
    ) -> "JassState":
        """A new deal: ``dealer`` has dealt ``hands``; the match stood at ``scores_before``."""
        needed = raw_needed(scores_before, 1, variants.target)
        setup = Setup(dealer, tuple(hands), scores_before, raw_needed=needed, variants=variants)
        state = cls()
        state._start(setup, hands, CHOOSING, (dealer + 1) % PLAYERS)
        state.credits = Credits()
        state.stoeck_claimed = False
        state.winner = None
        return state

    # ----------------------------------------------------------------- public surface

    @property
    def contract(self) -> JassContract | None:
        return self.setup.contract

    @property
    def variants(self) -> JassVariants:
        return self.setup.variants

    def team_totals(self) -> tuple[int, int]:
        """The match score now: the score before the deal plus everything credited."""
        contract = self.setup.contract
        multiplier = 1 if contract is None else contract.multiplier
        before = self.setup.scores_before
        return (
            before[0] + multiplier * self.credits.raw[0],
            before[1] + multiplier * self.credits.raw[1],
        )

    def _options_before_play(self) -> tuple[Action, ...]:
        return _PUSHED_CHOICES if self.setup.pushed else _FIRST_CHOICES

    play_phase_hint = "The contract is chosen: play a card"

    def _decide(self, action: Action) -> "JassState":
        return self._choose(action)

    def observation(self, seat: int) -> JassObservation:
        """Everything ``seat`` may know now."""
        return observe(self, seat)

    def result(self) -> JassResult:
        """What the deal credited (RECORDS.md), and whether it ended the match."""
        if self.phase != OVER:
            raise ValueError("The deal is not over yet")
        setup = self.setup
        assert setup.contract is not None and setup.chooser is not None
        credits = self.credits
        multiplier = setup.contract.multiplier
        team_scores = (multiplier * credits.raw[0], multiplier * credits.raw[1])
        return JassResult(
            scores=tuple(team_scores[team_of(seat)] for seat in range(PLAYERS)),
            chooser=setup.chooser,
            pushed=setup.pushed,
            contract=setup.contract.name,
            multiplier=multiplier,
            card_points=credits.card_points,
            weis=credits.weis,
            stoeck=credits.stoeck,
            match=credits.match,
            team_scores=team_scores,
            winner=self.winner,
        )

    def record_deal(self) -> JsonDict:
        """The record fields of the deal itself (RECORDS.md)."""
        return {
            "dealer": self.dealer,
            "hands": [format_cards(hand) for hand in self.dealt],
            "scores_before": list(self.setup.scores_before),
            **variants_header(self.setup.variants),
        }

    # ----------------------------------------------------------------- transitions

    def _choose(self, action: Action) -> "JassState":
        if not isinstance(action, Choose):
            raise IllegalAction("Choose the contract first: a trump suit, Obenabe or Undenufe")
        seat = self._mover()
        new = self._logged(action)
        if action.choice == PUSH:
            if self.setup.pushed:
                raise IllegalAction("Your partner pushed to you: you must choose the contract")
            new.setup = self.setup._replace(pushed=True)
            new.to_move = (seat + 2) % PLAYERS
            return new
        contract = CONTRACTS[action.choice]
        dealt = self.setup.dealt
        weis = tuple(best_weis(hand, contract) for hand in dealt)
        weis_seat = winning_seat(weis, contract, self.forehand)
        team: int | None = None if weis_seat is None else team_of(weis_seat)
        stoeck = contract.stoeck
        new.setup = self.setup._replace(
            chooser=seat,
            contract=contract,
            weis=weis,
            weis_seat=weis_seat,
            weis_points=0 if team is None else weis_points(weis[team] + weis[team + 2]),
            stoeck_seat=next(
                (s for s in range(PLAYERS) if stoeck and dealt[s] & stoeck == stoeck), None
            ),
            raw_needed=raw_needed(
                self.setup.scores_before, contract.multiplier, self.setup.variants.target
            ),
        )
        new.phase = PLAY
        new.leader = new.to_move = self.forehand
        new._stoeck_reaching_target_at_once()
        return new

    def _stoeck_reaching_target_at_once(self) -> None:
        """RULES §2.8: Stöck is credited right after the choice when those 20 points alone
        reach the target; the match then ends before any card is played."""
        seat = self.setup.stoeck_seat
        if seat is None:
            return
        team = team_of(seat)
        credited = credit_stoeck(self.credits, team)
        if credited.raw[team] >= self.setup.raw_needed[team]:
            self.credits = credited
            self.stoeck_claimed = True
            self._end(winner=team)

    def _play(self, card: int, action: Action) -> "JassState":
        # The hot path of every playout: the copy of ``_logged`` is written out here.
        seat: int = self.to_move  # type: ignore[assignment]
        setup = self.setup
        new = JassState()
        new.setup = setup
        new._log = (self._log, seat, action)
        new.phase = PLAY
        new.is_over = False
        new.leader = self.leader
        new.tricks = self.tricks
        new._legal_cache = None
        new._legal_cards = -1
        new.credits = self.credits
        new.stoeck_claimed = self.stoeck_claimed
        new.winner = None
        hand0, hand1, hand2, hand3 = self.hands
        if seat == 0:
            hand = hand0 = hand0 & _WITHOUT[card]
        elif seat == 1:
            hand = hand1 = hand1 & _WITHOUT[card]
        elif seat == 2:
            hand = hand2 = hand2 & _WITHOUT[card]
        else:
            hand = hand3 = hand3 & _WITHOUT[card]
        new.hands = (hand0, hand1, hand2, hand3)
        trick = new.trick = self.trick + (card,)  # noqa: RUF005 (faster than unpacking)
        if seat == setup.stoeck_seat and not self.stoeck_claimed:
            contract = setup.contract
            assert contract is not None
            if not hand & contract.stoeck:
                new.stoeck_claimed = True  # the second of trump King and Ober
                if new._credit(credit_stoeck(new.credits, team_of(seat))):
                    return new
        if len(trick) < PLAYERS:
            new.to_move = _NEXT_SEAT[seat]
            return new
        return new._complete_trick()

    def _complete_trick(self) -> "JassState":
        setup = self.setup
        contract = setup.contract
        assert contract is not None
        rules = contract.rules
        trick = self.trick
        leader = self.leader
        winner = (leader + trick_winner(rules, trick)) % PLAYERS
        tricks = self.tricks = self.tricks + (_new_trick(Trick, (leader, trick, winner)),)  # noqa: RUF005
        self.trick = ()
        self.leader = self.to_move = winner
        if len(tricks) == 1 and setup.weis_seat is not None:
            weis_team = team_of(setup.weis_seat)
            if self._credit(credit_weis(self.credits, weis_team, setup.weis_points)):
                return self
        values = rules.values
        points = values[trick[0]] + values[trick[1]] + values[trick[2]] + values[trick[3]]
        last = len(tricks) == TRICKS
        team = winner & 1
        match = False
        if last:
            points += LAST_TRICK_BONUS
            match = all(t.winner & 1 == team for t in tricks)
        if self._credit(credit_trick(self.credits, team, points, match)) or last:
            self._end(self.winner)
        return self

    # ----------------------------------------------------------------- helpers

    def _credit(self, credits: Credits) -> bool:
        """Apply ``credits``; True when a team reached the target, which ends the match here."""
        self.credits = credits
        raw, needed = credits.raw, self.setup.raw_needed
        if raw[0] >= needed[0]:
            self._end(winner=0)
        elif raw[1] >= needed[1]:
            self._end(winner=1)
        return self.winner is not None

    def _end(self, winner: int | None) -> None:
        self.winner = winner
        self._finish()

    def _compute_play_mask(self) -> CardSet:
        hand: CardSet = self.hands[self.to_move]  # type: ignore[index]
        trick = self.trick
        if not trick:
            return hand
        contract = self.setup.contract
        assert contract is not None
        led = trick[0]
        follow = hand & contract.follow_masks[led]
        all_trumps = contract.rules.trumps
        if not all_trumps:
            return follow or hand
        if all_trumps >> led & 1:
            if not follow or follow == contract.trump_under_bit:
                return hand  # no trump, or the trump Under kept back
            return follow
        trumps = hand & all_trumps
        if trumps == hand:
            return hand  # only trumps: undertrumping allowed
        above = contract.trumps_above  # nested sets: together, the trumps over the highest
        for card in trick:
            trumps &= above[card]
        return (follow or hand & ~all_trumps) | trumps

    def _why_not_playable(self, card: int) -> IllegalAction:
        seat = self._mover()
        hand = self.hands[seat]
        if not (hand >> card) & 1:
            return IllegalAction("You do not hold the {card}", card=card)
        contract = self.setup.contract
        assert contract is not None
        rules = contract.rules
        led = rules.suit_of[self.trick[0]]
        if rules.suit_of[card] == TRUMP and led != TRUMP:
            return IllegalAction(
                "You may not undertrump: play a higher trump than the one in the trick"
            )
        return IllegalAction("You must follow suit: you hold {suit}", suit=_SUIT_WORDS[led])

    def _copy_extra(self, new: "JassState") -> None:
        new.credits = self.credits
        new.stoeck_claimed = self.stoeck_claimed
        new.winner = self.winner

    def __repr__(self) -> str:
        return f"<JassState {self.phase} to_move={self.to_move}>"
