"""A Schafkopf deal in progress (RULES §1): the bidding round and the play, with every
rule of the called ace.

States are immutable; ``apply`` returns a new one. Only what changes card by card lives in
the state's own slots; the deal and the bidding's outcome are one shared ``Setup``.
"""

from collections.abc import Sequence
from typing import Final, NamedTuple

from cardavia.core.cards import CardSet, format_cards
from cardavia.core.doubling import KONTRA, NONE, NOT_DOUBLED, Doubling, Kontra, Re
from cardavia.core.errors import IllegalAction
from cardavia.core.game import Action, JsonDict, replace_at
from cardavia.core.state import OVER, PLAY, TrickTakingState
from cardavia.core.tricks import Trick, TrickRules, follow_options, trick_winner
from cardavia.core.variants import variants_header
from cardavia.games.schafkopf.actions import BIDS, PASS, Bid, Pass
from cardavia.games.schafkopf.contracts import RAMSCH_CONTRACT, SIE, TITLES, SchafkopfContract
from cardavia.games.schafkopf.observation import SchafkopfObservation, observe
from cardavia.games.schafkopf.scoring import (
    PlayedDeal,
    SchafkopfResult,
    score_deal,
    score_outcome,
    score_ramsch,
    void_result,
)
from cardavia.games.schafkopf.variants import RULEBOOK, SchafkopfVariants

PLAYERS: Final = 4
TRICKS: Final = 8

BIDDING: Final = "bidding"

_SUIT_WORDS: Final = ("acorns", "leaves", "hearts", "bells", "", "", "trumps")
_NEXT_SEAT: Final = (1, 2, 3, 0)


class Setup(NamedTuple):
    """What changes only in the bidding: the deal, the best bid, and who plays with whom."""

    dealer: int
    dealt: tuple[CardSet, ...]
    best: Bid | None = None
    declarer: int | None = None
    partner: int | None = None
    """The holder of the called ace in a Rufer (known to the rules, not to the players)."""
    variants: SchafkopfVariants = RULEBOOK
    """The house rules the deal is played by (docs/house-rules.md)."""
    contract: SchafkopfContract | None = None
    """The contract played, once the bidding is over: the best bid's, or a Ramsch."""


class SchafkopfState(TrickTakingState[Setup]):
    """A position in a Schafkopf deal. Build one with
    ``cardavia.games.schafkopf.SCHAFKOPF.new_deal``."""

    __slots__ = ("called_suit_led", "doubling", "partner_known")
    players = PLAYERS

    called_suit_led: bool
    """Whether the called ace's duties are over: the ace has fallen, the holder ran away, or
    a trick led in the called suit is complete."""
    partner_known: bool
    """Whether the partnership is public: the called ace was played, its holder ran away,
    or said Re."""
    doubling: Doubling
    """Kontra and Re so far (house rules §0; never said at a table without them)."""

    @classmethod
    def deal(
        cls,
        dealer: int,
        hands: Sequence[CardSet],
        variants: SchafkopfVariants = RULEBOOK,
    ) -> "SchafkopfState":
        """A new deal: ``dealer`` has dealt ``hands``."""
        state = cls()
        state._start(
            Setup(dealer, tuple(hands), variants=variants), hands, BIDDING, (dealer + 1) % PLAYERS
        )
        state.called_suit_led = False
        state.partner_known = False
        state.doubling = NOT_DOUBLED
        return state

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
        return self.setup.contract

    @property
    def is_ramsch(self) -> bool:
        """Whether the deal is played as a Ramsch (all passed, house rules §1.2)."""
        return self.setup.contract is RAMSCH_CONTRACT

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
        contract = self.setup.contract
        if contract is RAMSCH_CONTRACT:
            return score_ramsch(contract, self.tricks, self._doubled())
        if self.setup.best is None or self.setup.declarer is None:
            return void_result(self._doubled())
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
            doubled=self._doubled(),
        )

    def _doubled(self) -> int | None:
        """The doubling level the result reports: at tables with Kontra only."""
        return self.doubling.level if self.setup.variants.kontra else None

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
        bids = [bid for bid, rank in _BID_RANKS if rank > floor and bid.contract.allows(hand)]
        return (PASS, *bids)

    def _speak(self, action: Action) -> "SchafkopfState":
        seat = self._mover()
        setup = self.setup
        if isinstance(action, Bid):
            self._check_bid(action, self.hands[seat])
            setup = setup._replace(best=action, declarer=seat)
        elif not isinstance(action, Pass):
            raise IllegalAction("It is your turn to bid: pass or name a contract")
        new = self._logged(action)
        if isinstance(action, Bid) and action.contract.kind == SIE:
            new.setup = setup._replace(contract=action.contract)
            new._finish()
            return new
        if seat != setup.dealer:  # forehand speaks first, the dealer last
            new.setup = setup
            new.to_move = _NEXT_SEAT[seat]
            return new
        if setup.best is None:
            if setup.variants.ramsch:
                new.setup = setup._replace(contract=RAMSCH_CONTRACT)
                new.phase = PLAY
                new.leader = new.to_move = self.forehand
                return new
            new.setup = setup
            new._finish()
            return new
        ace = setup.best.contract.called_ace
        partner = None
        if ace is not None:
            partner = next(s for s in range(PLAYERS) if (setup.dealt[s] >> ace) & 1)
        new.setup = setup._replace(partner=partner, contract=setup.best.contract)
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
        if self.doubling.re_seats:
            new.doubling = self.doubling.after_card(seat)
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
        contract = self.setup.contract
        assert contract is not None
        return contract

    def _copy_extra(self, new: "SchafkopfState") -> None:
        new.called_suit_led = self.called_suit_led
        new.partner_known = self.partner_known
        new.doubling = self.doubling

    # ----------------------------------------------------------------- Kontra and Re

    def _doubling_options(self) -> tuple[Action, ...]:
        if not self.setup.variants.kontra or not self._contract().declared:
            return ()
        seat = self._mover()
        defender = seat not in self._declaring_seats()
        before_first_card = self.hands[seat].bit_count() == TRICKS
        return self.doubling.offers(seat, defender, before_first_card)

    def _declaring_seats(self) -> frozenset[int]:
        partner = self.setup.partner
        declarer = self.setup.declarer
        assert declarer is not None
        return frozenset((declarer,) if partner is None else (declarer, partner))

    def _double(self, action: Action) -> "SchafkopfState":
        if not isinstance(action, Kontra | Re):
            raise IllegalAction(self.play_phase_hint)
        if not self.setup.variants.kontra:
            raise IllegalAction("This table plays without Kontra and Re")
        if not self._contract().declared:
            raise IllegalAction("Nobody doubles a Ramsch: there is no declarer")
        if action not in self.legal_actions():
            raise self._why_not_doubling(action)
        seat = self._mover()
        new = self._logged(action)
        if isinstance(action, Kontra):
            new.doubling = self.doubling.after_kontra(seat, self._declaring_seats())
        else:
            new.doubling = self.doubling.after_re()
            if seat == self.setup.partner:
                new.partner_known = True  # the holder's Re shows the partnership
        return new

    def _why_not_doubling(self, action: Kontra | Re) -> IllegalAction:
        level = self.doubling.level
        if isinstance(action, Kontra):
            if level != NONE:
                return IllegalAction("Kontra has already been said: only once per deal")
            return IllegalAction("Kontra may be said only by a defender before their first card")
        if level == NONE:
            return IllegalAction("Re may be said only after a Kontra")
        if level != KONTRA:
            return IllegalAction("Re has already been said: nothing goes higher")
        return IllegalAction(
            "Re may be said only by the declaring side at its first turn after a Kontra"
        )

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


_BID_RANKS: Final = tuple((bid, bid.contract.rank) for bid in BIDS)
"""Every bid with its contract type's place in the bidding order."""
