"""Skat (RULES §3): three players, bidding, the skat, suit, Grand and Null games."""

from collections.abc import Mapping
from typing import Any, Final

from cardavia.core.cards import CardSet, cards_in, count, parse_cards
from cardavia.core.decks import check_deal, deal_by_number, packet_seats, seeded_number
from cardavia.core.errors import BadNotation, InvalidRecord
from cardavia.core.variants import variants_from_record
from cardavia.games.skat.actions import SkatAction, parse_action
from cardavia.games.skat.contracts import PACK
from cardavia.games.skat.state import PLAYERS, SkatState
from cardavia.games.skat.variants import RULEBOOK, SkatVariants

HAND_SIZE: Final = 10
SKAT_SIZE: Final = 2


class SkatGame:
    """The Skat game object of the registry (``cardavia.core.game.Game``)."""

    name = "skat"
    title = "Skat"
    players = PLAYERS
    cards: CardSet = PACK
    variants = SkatVariants

    def new_deal(
        self,
        seed: int,
        dealer: int | None = None,
        variants: SkatVariants = RULEBOOK,
        bock_deal: bool = False,
    ) -> SkatState:
        """A deal shuffled from ``seed``: ten cards to each player, two to the skat.
        ``bock_deal``: the deal is one of a Bock round's (house rule ``bock``)."""
        _check_bock(variants, bock_deal)
        number = seeded_number(seed)
        if dealer is None:
            number, dealer = divmod(number, PLAYERS)
        first = (dealer + 1) % PLAYERS
        *hands, skat = deal_by_number(_PACK_CARDS, number, _SEATS_FROM[first], PLAYERS + 1)[0]
        return SkatState.deal(dealer, hands, skat, variants, bock_deal)

    def start(
        self,
        dealer: object,
        hands: list[CardSet],
        skat: CardSet,
        variants: SkatVariants = RULEBOOK,
        bock_deal: bool = False,
    ) -> SkatState:
        """The deal with the given hands and skat; raises InvalidRecord when they do not
        split the pack exactly, or for a Bock deal without the house rule ``bock``."""
        if len(hands) != PLAYERS:
            raise InvalidRecord("Skat is dealt to 3 hands, not {count}", count=len(hands))
        if count(skat) != SKAT_SIZE:
            raise InvalidRecord(
                "the skat holds {count} cards, not {size}", count=count(skat), size=SKAT_SIZE
            )
        dealer = check_deal("Skat", dealer, hands, HAND_SIZE, PACK, rest=skat)
        _check_bock(variants, bock_deal)
        return SkatState.deal(dealer, hands, skat, variants, bock_deal)

    def from_record(self, record: Mapping[str, Any]) -> SkatState:
        """The state at the start of a recorded deal (RECORDS.md), ``"bock_deal"``
        included (docs/records-house-rules.md; default false)."""
        raw_hands = record.get("hands")
        if not isinstance(raw_hands, list):
            raise InvalidRecord('"hands" must be a list of three lists of card codes')
        try:
            hands = [parse_cards(_card_list(hand, "a hand")) for hand in raw_hands]
            skat = parse_cards(_card_list(record.get("skat"), "the skat"))
        except BadNotation as error:
            raise InvalidRecord(error.message, **error.details) from None
        variants = variants_from_record(SkatVariants, record)
        bock_deal = record.get("bock_deal", False)
        if not isinstance(bock_deal, bool):
            raise InvalidRecord('"bock_deal" is true or false')
        dealer = record.get("dealer")
        return self.start(dealer, hands, skat, variants, bock_deal)

    def parse_action(self, data: Mapping[str, Any]) -> SkatAction:
        return parse_action(data)


def _check_bock(variants: SkatVariants, bock_deal: bool) -> None:
    if bock_deal and not variants.bock:
        raise InvalidRecord(
            "a Bock deal is played only with the house rule bock: the record's house rules "
            "do not name it"
        )


def _card_list(value: object, what: str) -> list[str]:
    if not isinstance(value, list):
        raise BadNotation("{what} must be a list of card codes", what=what)
    return value


_PACK_CARDS: Final = cards_in(PACK)
_SEATS_FROM: Final = tuple(
    (*packet_seats(PLAYERS, first, (HAND_SIZE,)), PLAYERS, PLAYERS) for first in range(PLAYERS)
)
"""Per first seat, who receives each card of the shuffled pack: ten cards to each player
from forehand on, the last two (seat index 3) to the skat."""

SKAT: Final = SkatGame()
