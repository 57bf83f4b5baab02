"""Schieber Jass (RULES §2): four players in two teams, trumps, Obenabe and Undenufe,
Weis and Stöck, and the match to 3000 (``cardavia.games.jass.match``)."""

import random
from collections.abc import Mapping
from typing import Any

from cardavia.core.cards import CardSet, cards_in, parse_card, parse_cards
from cardavia.core.decks import check_deal, deal_packets
from cardavia.core.errors import BadNotation, InvalidRecord
from cardavia.games.jass.actions import JassAction, parse_action
from cardavia.games.jass.contracts import PACK
from cardavia.games.jass.state import PLAYERS, JassState

HAND_SIZE = 9
ROSE_SEVEN = parse_card("r7")


class JassGame:
    """The Jass game object of the registry (``cardavia.core.game.Game``)."""

    name = "jass"
    title = "Schieber Jass"
    players = PLAYERS

    def new_deal(
        self, seed: int, dealer: int | None = None, scores_before: tuple[int, int] = (0, 0)
    ) -> JassState:
        """A deal shuffled from ``seed``, dealt counter-clockwise in packets of three from
        forehand on. Without a dealer it is a match's first deal: the dealer is the seat
        before the holder of the rose seven, who leads (RULES §2.1, §2.8)."""
        rng = random.Random(seed)
        order = _PACK_CARDS.copy()
        rng.shuffle(order)
        if dealer is None:
            by_position = deal_packets(order, PLAYERS, 0, (3, 3, 3))
            holder = next(s for s in range(PLAYERS) if (by_position[s] >> ROSE_SEVEN) & 1)
            return JassState((holder - 1) % PLAYERS, by_position, scores_before)
        hands = deal_packets(order, PLAYERS, (dealer + 1) % PLAYERS, (3, 3, 3))
        return JassState(dealer, hands, scores_before)

    def start(
        self, dealer: int, hands: list[CardSet], scores_before: tuple[int, int] = (0, 0)
    ) -> JassState:
        """The deal with the given hands; raises InvalidRecord unless they split the pack."""
        if len(hands) != PLAYERS:
            raise InvalidRecord(f"Jass is dealt to 4 hands, not {len(hands)}")
        dealer = check_deal("Swiss", dealer, hands, HAND_SIZE, PACK)
        return JassState(dealer, hands, scores_before)

    def from_record(self, record: Mapping[str, Any]) -> JassState:
        """The state at the start of a recorded deal (RECORDS.md), ``scores_before``
        included (default ``[0, 0]``)."""
        raw_hands = record.get("hands")
        if not isinstance(raw_hands, list) or not all(isinstance(h, list) for h in raw_hands):
            raise InvalidRecord('"hands" must be a list of four lists of card codes')
        try:
            hands = [parse_cards(hand) for hand in raw_hands]
        except BadNotation as error:
            raise InvalidRecord(str(error)) from None
        before = record.get("scores_before", [0, 0])
        if not (
            isinstance(before, list)
            and len(before) == 2
            and all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 3000 for v in before
            )
        ):
            raise InvalidRecord(
                '"scores_before" must be the two teams\' match scores, whole numbers from 0 to 2999'
            )
        return self.start(record.get("dealer"), hands, (before[0], before[1]))  # type: ignore[arg-type]

    def parse_action(self, data: Mapping[str, Any]) -> JassAction:
        return parse_action(data)


_PACK_CARDS = cards_in(PACK)

JASS = JassGame()
