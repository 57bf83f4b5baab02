"""A Skat deal in progress (RULES §3): bidding, the skat, the declaration and the play.

States are immutable; ``apply`` returns a new one. Hands and tricks are card bitmasks and
the contract's ``TrickRules`` tables answer every follow-suit and trick-winner question.
"""

from collections.abc import Sequence
from typing import Final, NamedTuple

from cardavia.core.cards import CardSet, card_set, cards_in, format_cards
from cardavia.core.doubling import KONTRA, NONE, NOT_DOUBLED, Doubling, Kontra, Re
from cardavia.core.errors import IllegalAction
from cardavia.core.game import Action, JsonDict, replace_at
from cardavia.core.state import OVER, PLAY, TrickTakingState
from cardavia.core.tricks import TRUMP, Trick, follow_options, trick_winner
from cardavia.core.variants import variants_header
from cardavia.games.skat.actions import (
    DECLARES,
    DISCARD_PAIRS,
    PICK_UP,
    PLAY_HAND,
    Declare,
    Discard,
    PickUp,
    PlayHand,
    SkatAction,
)
from cardavia.games.skat.bidding import Bidding, start_bidding
from cardavia.games.skat.contracts import CONTRACTS, RAMSCH, SkatContract
from cardavia.games.skat.observation import SkatObservation, observe
from cardavia.games.skat.scoring import (
    THROWN_IN,
    PlayedDeal,
    SkatResult,
    score_deal,
    score_ramsch,
)
from cardavia.games.skat.variants import RULEBOOK, SkatVariants

PLAYERS: Final = 3
TRICKS: Final = 10

BIDDING: Final = "bidding"
PICKUP: Final = "pickup"
DISCARD: Final = "discard"
DECLARE: Final = "declare"

_SUIT_WORDS: Final = ("acorns", "leaves", "hearts", "bells", "roses", "shields", "trumps")


class Setup(NamedTuple):
    """What changes only before the play: the deal, the bidding and the declaration."""

    dealer: int
    dealt: tuple[CardSet, ...]
    skat: CardSet
    declarer: int | None = None
    bid: int = 0
    hand_game: bool | None = None
    discarded: CardSet = 0
    contract: SkatContract | None = None
    variants: SkatVariants = RULEBOOK
    """The house rules the deal is played by (docs/house-rules.md)."""
    bock_deal: bool = False
    """The deal is one of a Bock round's: its score is doubled (house rule ``bock``)."""


class SkatState(TrickTakingState[Setup]):
    """A position in a Skat deal. Build one with ``cardavia.games.skat.SKAT.new_deal``.

    Only what changes card by card lives in slots of the state itself; the rest is one
    shared ``Setup``, so that ``apply`` copies little. ``doubling`` is where Kontra and
    Re stand (house rule ``kontra``; never said otherwise).
    """

    __slots__ = ("bidding", "doubling")
    players = PLAYERS
    bidding: Bidding
    """Where the bidding stands (a slot, not in ``Setup``: it changes with every bid)."""
    doubling: Doubling

    @classmethod
    def deal(
        cls,
        dealer: int,
        hands: Sequence[CardSet],
        skat: CardSet,
        variants: SkatVariants = RULEBOOK,
        bock_deal: bool = False,
    ) -> "SkatState":
        """A new deal: ``dealer`` has dealt ``hands`` and ``skat``."""
        bidding = start_bidding(dealer)
        setup = Setup(dealer, tuple(hands), skat, variants=variants, bock_deal=bock_deal)
        state = cls()
        state._start(setup, hands, BIDDING, bidding.to_move)
        state.leader = (dealer + 1) % PLAYERS
        state.bidding = bidding
        state.doubling = NOT_DOUBLED
        return state

    @property
    def variants(self) -> SkatVariants:
        return self.setup.variants

    @property
    def bock_deal(self) -> bool:
        return self.setup.bock_deal

    @property
    def skat(self) -> CardSet:
        """The two cards dealt to the skat."""
        return self.setup.skat

    @property
    def declarer(self) -> int | None:
        return self.setup.declarer

    @property
    def bid(self) -> int:
        """The declarer's bid once the bidding is over, else 0."""
        return self.setup.bid

    @property
    def hand_game(self) -> bool | None:
        """Whether the declarer plays Hand; None until chosen."""
        return self.setup.hand_game

    @property
    def discarded(self) -> CardSet:
        """The two cards the declarer put away (empty in a Hand game)."""
        return self.setup.discarded

    @property
    def contract(self) -> SkatContract | None:
        return self.setup.contract

    # ----------------------------------------------------------------- public surface

    def _decide(self, action: Action) -> "SkatState":
        phase = self.phase
        if phase == BIDDING:
            return self._bid(action)
        if phase == PICKUP:
            return self._pick_up_or_hand(action)
        if phase == DISCARD:
            return self._discard(action)
        return self._declare(action)

    def observation(self, seat: int) -> SkatObservation:
        """Everything ``seat`` may know now (RULES §3, hidden information)."""
        return observe(self, seat)

    def result(self) -> SkatResult:
        """The result of the complete deal."""
        if self.phase != OVER:
            raise ValueError("The deal is not over yet")
        setup, contract = self.setup, self.setup.contract
        if contract is None:
            return THROWN_IN.with_house_rules(setup.variants, setup.bock_deal)
        if contract.is_ramsch:
            return self._ramsch_result()
        won = 0
        taken = 0
        for trick in self.tricks:
            if trick.winner == self.declarer:
                won += 1
                taken |= card_set(trick.cards)
        return self._scored(contract.rules.points(taken), won, len(self.tricks) - won)

    def projected_result(self, side_points: int, side_tricks: int) -> SkatResult:
        """The result had the declarer taken ``side_points`` card points in tricks (the
        skat's are added) in ``side_tricks`` of the ten tricks (a contract must have been
        chosen)."""
        return self._scored(side_points, side_tricks, TRICKS - side_tricks)

    def _scored(self, side_points: int, side_tricks: int, other_tricks: int) -> SkatResult:
        declarer, contract = self.declarer, self.contract
        if declarer is None or contract is None:
            raise ValueError("No contract was chosen")
        in_skat = self.skat if self.hand_game else self.discarded
        return score_deal(
            PlayedDeal(
                declarer=declarer,
                bid=self.bid,
                contract=contract,
                hand=bool(self.hand_game),
                declarer_cards=self.dealt[declarer] | self.skat,
                declarer_points=side_points + contract.rules.points(in_skat),
                declarer_tricks=side_tricks,
                defender_tricks=other_tricks,
                doubled=self.doubling.level,
                bock_deal=self.setup.bock_deal,
                variants=self.setup.variants,
            )
        )

    def _ramsch_result(self) -> SkatResult:
        points = [0, 0, 0]
        tricks = [0, 0, 0]
        values = RAMSCH.rules.values
        for trick in self.tricks:
            points[trick.winner] += sum(values[card] for card in trick.cards)
            tricks[trick.winner] += 1
        points[self.tricks[-1].winner] += RAMSCH.rules.points(self.skat)
        setup = self.setup
        return score_ramsch(tuple(points), tuple(tricks), setup.variants, setup.bock_deal)

    def record_deal(self) -> JsonDict:
        """The record fields of the deal itself (RECORDS.md)."""
        return {
            "dealer": self.dealer,
            "hands": [format_cards(hand) for hand in self.dealt],
            "skat": format_cards(self.skat),
            **variants_header(self.setup.variants),
            **({"bock_deal": True} if self.setup.bock_deal else {}),
        }

    def _compute_play_mask(self) -> CardSet:
        contract = self.setup.contract
        assert contract is not None
        hand = self.hands[self._mover()]
        return follow_options(contract.rules, hand, self.trick[0]) if self.trick else hand

    # ----------------------------------------------------------------- transitions

    def _bid(self, action: Action) -> "SkatState":
        bidding = self.bidding.apply(action)
        new = self._logged(action)
        new.bidding = bidding
        if not bidding.is_done:
            new.to_move = bidding.to_move
        elif bidding.declarer is None and self.setup.variants.ramsch:
            new.setup = self.setup._replace(contract=RAMSCH)
            new.phase = PLAY
            new.leader = new.to_move = self.forehand
        elif bidding.declarer is None:
            new._finish()
        else:
            new.setup = self.setup._replace(declarer=bidding.declarer, bid=bidding.value)
            new.phase = PICKUP
            new.to_move = bidding.declarer
        return new

    def _pick_up_or_hand(self, action: Action) -> "SkatState":
        if not isinstance(action, PickUp | PlayHand):
            raise IllegalAction("You won the bidding: pick up the skat or play Hand")
        new = self._logged(action)
        declarer = self._declarer()
        if isinstance(action, PickUp):
            new.hands = replace_at(self.hands, declarer, self.hands[declarer] | self.skat)
            new.setup = self.setup._replace(hand_game=False)
            new.phase = DISCARD
        else:
            new.setup = self.setup._replace(hand_game=True)
            new.phase = DECLARE
        return new

    def _discard(self, action: Action) -> "SkatState":
        if not isinstance(action, Discard):
            raise IllegalAction("Put away two cards before you declare the game")
        declarer = self._declarer()
        hand = self.hands[declarer]
        if action.cards.bit_count() != 2:
            raise IllegalAction("Put away exactly two cards")
        missing = action.cards & ~hand
        if missing:
            raise IllegalAction("You cannot put away cards you do not hold: {cards}", cards=missing)
        new = self._logged(action)
        new.hands = replace_at(self.hands, declarer, hand & ~action.cards)
        new.setup = self.setup._replace(discarded=action.cards)
        new.phase = DECLARE
        return new

    def _declare(self, action: Action) -> "SkatState":
        if not isinstance(action, Declare):
            raise IllegalAction("Declare your game")
        contract = CONTRACTS[action.contract]
        if contract.is_null:
            value = contract.null_value(bool(self.hand_game))
            if value < self.bid:
                if self.hand_game:
                    raise IllegalAction(
                        "{contract} Hand is worth {value}, less than your bid of {bid}",
                        contract=contract.title,
                        value=value,
                        bid=self.bid,
                    )
                raise IllegalAction(
                    "{contract} is worth {value}, less than your bid of {bid}",
                    contract=contract.title,
                    value=value,
                    bid=self.bid,
                )
        new = self._logged(action)
        new.setup = self.setup._replace(contract=contract)
        new.phase = PLAY
        new.leader = new.to_move = self.forehand
        return new

    def _play(self, card: int, action: Action) -> "SkatState":
        seat = self.to_move
        contract = self.setup.contract
        assert seat is not None and contract is not None
        hand = self.hands[seat]
        new = self._logged(action)
        new.hands = replace_at(self.hands, seat, hand & ~(1 << card))
        doubling = self.doubling
        if doubling is not NOT_DOUBLED and doubling.re_seats:  # identity first: the hot path
            new.doubling = doubling.after_card(seat)
        trick = (*self.trick, card)
        if len(trick) < PLAYERS:
            new.trick = trick
            new.to_move = _NEXT_SEAT[seat]
            return new
        winner = (self.leader + trick_winner(contract.rules, trick)) % PLAYERS
        new.trick = ()
        new.tricks = (*self.tricks, Trick(self.leader, trick, winner))
        new.leader = new.to_move = winner
        null_lost = contract.is_null and winner == self.setup.declarer
        if null_lost or len(new.tricks) == TRICKS:
            new._finish()
        return new

    # ----------------------------------------------------------------- Kontra and Re

    def _doubling_options(self) -> tuple[Action, ...]:
        declarer = self.setup.declarer
        if not self.setup.variants.kontra or declarer is None:
            return ()
        seat = self._mover()
        return self.doubling.offers(seat, seat != declarer, not self.tricks)

    def _double(self, action: Action) -> "SkatState":
        if not isinstance(action, Kontra | Re) or not self.setup.variants.kontra:
            raise IllegalAction(self.play_phase_hint)
        if action not in self._doubling_options():
            raise self._why_not_doubled(action)
        new = self._logged(action)
        if isinstance(action, Kontra):
            declarer = frozenset({self._declarer()})
            new.doubling = self.doubling.after_kontra(self._mover(), declarer)
        else:
            new.doubling = self.doubling.after_re()
        return new

    def _why_not_doubled(self, action: Kontra | Re) -> IllegalAction:
        seat, declarer, level = self._mover(), self.setup.declarer, self.doubling.level
        if declarer is None:
            return IllegalAction("Nobody can double a Ramsch: there is no declarer")
        if isinstance(action, Kontra):
            if seat == declarer:
                return IllegalAction("Only a defender may say Kontra")
            if level != NONE:
                return IllegalAction("Kontra has been said already")
            return IllegalAction("Kontra may be said only before your first card")
        if level == NONE:
            return IllegalAction("Re may be said only after a Kontra")
        if seat != declarer:
            return IllegalAction("Only the declarer may say Re")
        if level != KONTRA:
            return IllegalAction("Re has been said already")
        return IllegalAction("Re may be said only at your first turn after the Kontra")

    def _copy_extra(self, new: "SkatState") -> None:
        new.bidding = self.bidding
        new.doubling = self.doubling

    # ----------------------------------------------------------------- helpers

    def _declarer(self) -> int:
        assert self.declarer is not None
        return self.declarer

    def _options_before_play(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase == BIDDING:
            return self.bidding.options()
        if phase == PICKUP:
            return (PICK_UP, PLAY_HAND)
        if phase == DISCARD:
            return _discard_options(self.hands[self._declarer()])
        if phase == DECLARE:
            hand = bool(self.hand_game)
            return tuple(
                DECLARES[name]
                for name, contract in CONTRACTS.items()
                if not contract.is_null or contract.null_value(hand) >= self.bid
            )
        return ()

    def _why_not_playable(self, card: int) -> IllegalAction:
        assert self.to_move is not None and self.contract is not None
        if not (self.hands[self.to_move] >> card) & 1:
            return IllegalAction("You do not hold the {card}", card=card)
        suit = self.contract.rules.suit_of[self.trick[0]]
        return IllegalAction(
            "You must follow suit: you hold {suit}", suit=_SUIT_WORDS[suit if suit != TRUMP else 6]
        )

    def __repr__(self) -> str:
        return f"<SkatState {self.phase} to_move={self.to_move} actions={len(self.history)}>"


_NEXT_SEAT: Final = (1, 2, 0)


def _discard_options(hand: CardSet) -> tuple[SkatAction, ...]:
    cards = cards_in(hand)
    return tuple(
        [DISCARD_PAIRS[first, second] for i, first in enumerate(cards) for second in cards[i + 1 :]]
    )
