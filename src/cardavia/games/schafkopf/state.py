"""A Schafkopf deal in progress (RULES §1): the bidding round and the play, with every
rule of the called ace.

States are immutable; ``apply`` returns a new one. Only what changes card by card lives in
the state's own slots; the deal and the bidding's outcome are one shared ``Setup``.
"""

from collections.abc import Sequence
from typing import NamedTuple

from cardavia.core.cards import CardSet, format_cards
from cardavia.core.errors import IllegalAction
from cardavia.core.game import Action, JsonDict, replace_at
from cardavia.core.state import OVER, PLAY, TrickTakingState
from cardavia.core.tricks import Trick, TrickRules, follow_options, trick_winner
from cardavia.core.variants import variants_header
from cardavia.games.schafkopf.actions import BIDS, PASS, Bid, Pass
from cardavia.games.schafkopf.contracts import SIE, TITLES, SchafkopfContract
from cardavia.games.schafkopf.observation import SchafkopfObservation, observe
from cardavia.games.schafkopf.scoring import (
    VOID,
    PlayedDeal,
    SchafkopfResult,
    score_deal,
    score_outcome,
)
from cardavia.games.schafkopf.variants import RULEBOOK, SchafkopfVariants

PLAYERS = 4
TRICKS = 8

BIDDING = "bidding"

_SUIT_WORDS = ("acorns", "leaves", "hearts", "bells", "", "", "trumps")
_NEXT_SEAT = (1, 2, 3, 0)


class Setup(NamedTuple):
    """What changes only in the bidding: the deal, the best bid, and who plays with whom."""

    dealer: int
    dealt: tuple[CardSet, ...]
    spoken: int = 0
    best: Bid | None = None
    declarer: int | None = None
    partner: int | None = None
    """The holder of the called ace in a Rufer (known to the rules, not to the players)."""
    variants: SchafkopfVariants = RULEBOOK
    """The house rules the deal is played by (docs/house-rules.md)."""


class SchafkopfState(TrickTakingState[Setup]):
    """A position in a Schafkopf deal. Build one with
    ``cardavia.games.schafkopf.SCHAFKOPF.new_deal``."""

    __slots__ = ("called_suit_led", "partner_known")
    players = PLAYERS

    called_suit_led: bool
    """Whether the called ace's duties are over: the ace has fallen, the holder ran away, or
    a trick led in the called suit is complete."""
    partner_known: bool
    """Whether the partnership is public: the called ace was played or its holder ran away."""

    def __init__(
        self,
        dealer: int,
        hands: Sequence[CardSet],
        variants: SchafkopfVariants = RULEBOOK,
    ) -> None:
        setup = Setup(dealer, tuple(hands), variants=variants)
        self._start(setup, hands, BIDDING, (dealer + 1) % PLAYERS)
        self.called_suit_led = False
        self.partner_known = False

    # ----------------------------------------------------------------- public surface

    @property
    def variants(self) -> SchafkopfVariants:
        return self.setup.variants

    @property
    def declarer(self) -> int | None:
        return self.setup.declarer

    @property
    def partner(self) -> int | None:
        """The called ace's holder in a Rufer, revealed or not (rules-side knowledge)."""
        return self.setup.partner

    @property
    def contract(self) -> SchafkopfContract | None:
        """The contract once the bidding is over (None while bidding or when void)."""
        if self.phase == BIDDING or self.setup.best is None:
            return None
        return self.setup.best.contract

    @property
    def highest_bid(self) -> Bid | None:
        return self.setup.best

    play_phase_hint = "The bidding is over: play a card"

    def _decide(self, action: Action) -> "SchafkopfState":
        return self._speak(action)

    def observation(self, seat: int) -> SchafkopfObservation:
        """Everything ``seat`` may know now; the partner only once the rules reveal it."""
        return observe(self, seat)

    def result(self) -> SchafkopfResult:
        """The result and settlement of the complete deal."""
        if self.phase != OVER:
            raise ValueError("The deal is not over yet")
        if self.setup.best is None or self.setup.declarer is None:
            return VOID
        return score_deal(self._played())

    def projected_result(self, side_points: int, side_tricks: int) -> SchafkopfResult:
        """The result had the declaring side taken ``side_points`` card points in
        ``side_tricks`` tricks by the end of the deal (a contract must have been chosen)."""
        return score_outcome(self._played(), side_points, side_tricks)

    def _played(self) -> PlayedDeal:
        setup = self.setup
        if setup.best is None or setup.declarer is None:
            raise ValueError("No contract was chosen")
        return PlayedDeal(
            contract=setup.best.contract,
            declarer=setup.declarer,
            partner=setup.partner,
            dealt=setup.dealt,
            tricks=self.tricks,
        )

    def record_deal(self) -> JsonDict:
        """The record fields of the deal itself (RECORDS.md)."""
        return {
            "dealer": self.dealer,
            "hands": [format_cards(hand) for hand in self.dealt],
            **variants_header(self.setup.variants),
        }

    # ----------------------------------------------------------------- bidding

    def _options_before_play(self) -> tuple[Action, ...]:
        best = self.setup.best
        floor = -1 if best is None else best.contract.rank
        hand = self.hands[self._mover()]
        bids = [bid for bid in BIDS if bid.contract.rank > floor and bid.contract.allows(hand)]
        return (PASS, *bids)

    def _speak(self, action: Action) -> "SchafkopfState":
        seat = self._mover()
        setup = self.setup
        if isinstance(action, Bid):
            self._check_bid(action, self.hands[seat])
            setup = setup._replace(best=action, declarer=seat)
        elif not isinstance(action, Pass):
            raise IllegalAction("It is your turn to bid: pass or name a contract")
        setup = setup._replace(spoken=setup.spoken + 1)
        new = self._logged(action)
        if isinstance(action, Bid) and action.contract.kind == SIE:
            new.setup = setup
            new._finish()
            return new
        if setup.spoken < PLAYERS:
            new.setup = setup
            new.to_move = _NEXT_SEAT[seat]
            return new
        if setup.best is None:
            new.setup = setup
            new._finish()
            return new
        ace = setup.best.contract.called_ace
        partner = None
        if ace is not None:
            partner = next(s for s in range(PLAYERS) if (setup.dealt[s] >> ace) & 1)
        new.setup = setup._replace(partner=partner)
        new.phase = PLAY
        new.leader = new.to_move = self.forehand
        return new

    def _check_bid(self, bid: Bid, hand: CardSet) -> None:
        best = self.setup.best
        contract = bid.contract
        if best is not None and contract.rank <= best.contract.rank:
            raise IllegalAction(
                "{contract} has been bid: you may only bid a higher contract than that, or pass",
                contract=TITLES[best.contract.kind],
            )
        if contract.allows(hand):
            return
        suit = None if contract.suit is None else _SUIT_WORDS[contract.suit]
        if contract.kind == "rufer":
            raise IllegalAction(
                "You may call the {suit} ace only without holding it and with another "
                "{suit} card that is not an Ober or Unter",
                suit=suit,
            )
        if contract.kind == SIE:
            raise IllegalAction("Sie needs all four Obers and all four Unters")
        raise IllegalAction(
            "A {contract} needs a {suit} card that is not an Ober or Unter",
            contract=contract.title,
            suit=suit,
        )

    # ----------------------------------------------------------------- play

    def _compute_play_mask(self) -> CardSet:
        hand = self.hands[self._mover()]
        contract = self._contract()
        legal = follow_options(contract.rules, hand, self.trick[0]) if self.trick else hand
        ace = contract.called_ace
        if ace is None or self.called_suit_led or not (hand >> ace) & 1:
            return legal
        return _called_ace_duties(contract.rules, hand, ace, self.trick, legal)

    def _play(self, card: int, action: Action) -> "SchafkopfState":
        seat = self._mover()
        contract = self._contract()
        rules = contract.rules
        ace = contract.called_ace
        new = self._logged(action)
        new.hands = replace_at(self.hands, seat, self.hands[seat] & ~(1 << card))
        if ace is not None:
            holder_leads_suit = not self.trick and rules.suit_of[card] == rules.suit_of[ace]
            if holder_leads_suit and seat == self.setup.partner:
                new.called_suit_led = True  # the ace led, or running away: duties over
                new.partner_known = True
            if card == ace:
                new.called_suit_led = new.partner_known = True
        trick = (*self.trick, card)
        if len(trick) < PLAYERS:
            new.trick = trick
            new.to_move = _NEXT_SEAT[seat]
            return new
        if ace is not None and rules.suit_of[trick[0]] == rules.suit_of[ace]:
            new.called_suit_led = True
        winner = (self.leader + trick_winner(rules, trick)) % PLAYERS
        new.trick = ()
        new.tricks = (*self.tricks, Trick(self.leader, trick, winner))
        new.leader = new.to_move = winner
        tout_lost = contract.tout and winner != self.setup.declarer
        if tout_lost or len(new.tricks) == TRICKS:
            new._finish()
        return new

    # ----------------------------------------------------------------- helpers

    def _contract(self) -> SchafkopfContract:
        best = self.setup.best
        assert best is not None
        return best.contract

    def _copy_extra(self, new: "SchafkopfState") -> None:
        new.called_suit_led = self.called_suit_led
        new.partner_known = self.partner_known

    def _why_not_playable(self, card: int) -> IllegalAction:
        seat = self._mover()
        hand = self.hands[seat]
        if not (hand >> card) & 1:
            return IllegalAction("You do not hold the {card}", card=card)
        contract = self._contract()
        rules = contract.rules
        ace = contract.called_ace
        if self.trick:
            led = rules.suit_of[self.trick[0]]
            if follow_options(rules, hand, self.trick[0]) != hand and rules.suit_of[card] != led:
                return IllegalAction("You must follow suit: you hold {suit}", suit=_SUIT_WORDS[led])
            if ace is not None and (hand >> ace) & 1 and led == rules.suit_of[ace]:
                return IllegalAction("The called ace must be played the first time its suit is led")
            return IllegalAction(
                "You may not throw away the called ace before its suit has been led"
            )
        return IllegalAction(
            "You may lead the called suit only with the ace, unless you hold the ace and "
            "three more cards of that suit (running away)"
        )

    def __repr__(self) -> str:
        return f"<SchafkopfState {self.phase} to_move={self.to_move}>"


def _called_ace_duties(
    rules: TrickRules, hand: CardSet, ace: int, trick: tuple[int, ...], legal: CardSet
) -> CardSet:
    """The holder's choice while the called suit has not been led (RULES §1.4, §1.6): the
    ace must fall when its suit is led and may not be thrown away before (unless it is the
    last card); the holder may lead the suit with another card only when holding the ace
    and three more cards of that suit (running away)."""
    called_suit = rules.suit_of[ace]
    ace_bit = 1 << ace
    if not trick:
        called = hand & rules.suit_masks[called_suit]
        if called.bit_count() >= 4:
            return hand
        return hand & ~(called ^ ace_bit)
    if rules.suit_of[trick[0]] == called_suit:
        return ace_bit
    if hand != ace_bit:
        legal &= ~ace_bit
    return legal
