"""Schieber Jass (RULES §2): four players in two teams, trumps, Obenabe and Undenufe,
Weis and Stöck, and the match to the target, 3000 unless the house rules choose another
(``cardavia.games.jass.match``, docs/house-rules.md §2)."""

from collections.abc import Mapping
from typing import Any, Final

from cardavia.core.cards import CardSet, cards_in, parse_card, parse_cards
from cardavia.core.decks import check_deal, deal_by_number, packet_seats, seeded_number
from cardavia.core.errors import BadNotation, InvalidRecord
from cardavia.core.variants import variants_from_record
from cardavia.games.jass.actions import JassAction, parse_action
from cardavia.games.jass.contracts import PACK
from cardavia.games.jass.state import PLAYERS, JassState
from cardavia.games.jass.variants import RULEBOOK, JassVariants

HAND_SIZE: Final = 9
ROSE_SEVEN: Final = parse_card("r7")


class JassGame:
    """The Jass game object of the registry (``cardavia.core.game.Game``)."""

    name = "jass"
    title = "Schieber Jass"
    players = PLAYERS
    cards: CardSet = PACK
    variants = JassVariants

    def new_deal(
        self,
        seed: int,
        dealer: int | None = None,
        scores_before: tuple[int, int] = (0, 0),
        variants: JassVariants = RULEBOOK,
    ) -> JassState:
        """A deal shuffled from ``seed``, dealt counter-clockwise in packets of three from
        forehand on. Without a dealer it is a match's first deal: the dealer is the seat
        before the holder of the rose seven, who leads (RULES §2.1, §2.8)."""
        number = seeded_number(seed)
        if dealer is None:
            hands, _ = deal_by_number(_PACK_CARDS, number, _SEATS_FROM[0], PLAYERS)
            holder = next(s for s in range(PLAYERS) if (hands[s] >> ROSE_SEVEN) & 1)
            return JassState.deal((holder - 1) % PLAYERS, hands, scores_before, variants)
        first = (dealer + 1) % PLAYERS
        hands, _ = deal_by_number(_PACK_CARDS, number, _SEATS_FROM[first], PLAYERS)
        return JassState.deal(dealer, hands, scores_before, variants)

    def start(
        self,
        dealer: object,
        hands: list[CardSet],
        scores_before: tuple[int, int] = (0, 0),
        variants: JassVariants = RULEBOOK,
    ) -> JassState:
        """The deal with the given hands; raises InvalidRecord unless they split the pack."""
        if len(hands) != PLAYERS:
            raise InvalidRecord("Jass is dealt to 4 hands, not {count}", count=len(hands))
        dealer = check_deal("Swiss", dealer, hands, HAND_SIZE, PACK)
        return JassState.deal(dealer, hands, scores_before, variants)

    def from_record(self, record: Mapping[str, Any]) -> JassState:
        """The state at the start of a recorded deal (RECORDS.md), ``scores_before``
        included (default ``[0, 0]``; each below the header's target)."""
        raw_hands = record.get("hands")
        if not isinstance(raw_hands, list) or not all(isinstance(h, list) for h in raw_hands):
            raise InvalidRecord('"hands" must be a list of four lists of card codes')
        try:
            hands = [parse_cards(hand) for hand in raw_hands]
        except BadNotation as error:
            raise InvalidRecord(error.message, **error.details) from None
        variants: JassVariants = variants_from_record(JassVariants, record)
        before = record.get("scores_before", [0, 0])
        target = variants.target
        if not (
            isinstance(before, list)
            and len(before) == 2
            and all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v < target for v in before
            )
        ):
            raise InvalidRecord(
                '"scores_before" must be the two teams\' match scores, whole numbers from 0 to'
                " {highest}",
                highest=target - 1,
            )
        dealer = record.get("dealer")
        return self.start(dealer, hands, (before[0], before[1]), variants)

    def parse_action(self, data: Mapping[str, Any]) -> JassAction:
        return parse_action(data)


_PACK_CARDS: Final = cards_in(PACK)
_SEATS_FROM: Final = tuple(packet_seats(PLAYERS, first, (3, 3, 3)) for first in range(PLAYERS))
"""Per first seat, who receives each card of the shuffled pack."""

JASS: Final = JassGame()
