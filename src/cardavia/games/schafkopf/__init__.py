"""Schafkopf (RULES §1): four players, Rufer, Wenz, Solo, the Touts and Sie."""

from collections.abc import Mapping
from typing import Any, Final

from cardavia.core.cards import CardSet, cards_in, parse_cards
from cardavia.core.decks import check_deal, deal_by_number, packet_seats, seeded_number
from cardavia.core.errors import BadNotation, InvalidRecord
from cardavia.core.variants import variants_from_record
from cardavia.games.schafkopf.actions import SchafkopfAction, parse_action
from cardavia.games.schafkopf.contracts import PACK
from cardavia.games.schafkopf.state import PLAYERS, SchafkopfState
from cardavia.games.schafkopf.variants import RULEBOOK, SchafkopfVariants

HAND_SIZE: Final = 8


class SchafkopfGame:
    """The Schafkopf game object of the registry (``cardavia.core.game.Game``)."""

    name = "schafkopf"
    title = "Schafkopf"
    players = PLAYERS
    cards: CardSet = PACK
    variants = SchafkopfVariants

    def new_deal(
        self,
        seed: int,
        dealer: int | None = None,
        variants: SchafkopfVariants = RULEBOOK,
    ) -> SchafkopfState:
        """A deal shuffled from ``seed``, dealt in two rounds of four from forehand on."""
        number = seeded_number(seed)
        if dealer is None:
            number, dealer = divmod(number, PLAYERS)
        first = (dealer + 1) % PLAYERS
        hands = deal_by_number(_PACK_CARDS, number, _SEATS_FROM[first], 4)[0]
        return SchafkopfState.deal(dealer, hands, variants)

    def start(
        self,
        dealer: object,
        hands: list[CardSet],
        variants: SchafkopfVariants = RULEBOOK,
    ) -> SchafkopfState:
        """The deal with the given hands; raises InvalidRecord unless they split the pack."""
        if len(hands) != PLAYERS:
            raise InvalidRecord("Schafkopf is dealt to 4 hands, not {count}", count=len(hands))
        dealer = check_deal("Schafkopf", dealer, hands, HAND_SIZE, PACK)
        return SchafkopfState.deal(dealer, hands, variants)

    def from_record(self, record: Mapping[str, Any]) -> SchafkopfState:
        """The state at the start of a recorded deal (RECORDS.md)."""
        raw_hands = record.get("hands")
        if not isinstance(raw_hands, list) or not all(isinstance(h, list) for h in raw_hands):
            raise InvalidRecord('"hands" must be a list of four lists of card codes')
        try:
            hands = [parse_cards(hand) for hand in raw_hands]
        except BadNotation as error:
            raise InvalidRecord(error.message, **error.details) from None
        variants = variants_from_record(SchafkopfVariants, record)
        return self.start(record.get("dealer"), hands, variants)

    def parse_action(self, data: Mapping[str, Any]) -> SchafkopfAction:
        return parse_action(data)


_PACK_CARDS: Final = cards_in(PACK)
_SEATS_FROM: Final = tuple(packet_seats(PLAYERS, first, (4, 4)) for first in range(PLAYERS))
"""Per first seat, who receives each card of the shuffled pack (two rounds of four)."""

SCHAFKOPF: Final = SchafkopfGame()
