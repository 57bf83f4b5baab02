"""What one Skat seat may know (RULES §3): hidden information as a type.

A seat sees its own cards, the public bidding and tricks, the declarer's choice of Hand or
skat, and the game once declared. Only a declarer who picked the skat up sees it, only the
declarer sees the two cards put away, and in Null Ouvert everybody sees the declarer's
hand once the game is declared. The house rules the deal is played by are public, and
so is every Kontra and Re: who said it and the level reached.
"""

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from cardavia.core.cards import CardSet, format_card, format_cards
from cardavia.core.doubling import NOT_DOUBLED, Doubling
from cardavia.core.game import Action, JsonDict
from cardavia.core.tricks import Trick
from cardavia.games.skat.actions import Discard
from cardavia.games.skat.variants import RULEBOOK, SkatVariants

if TYPE_CHECKING:
    from cardavia.games.skat.state import SkatState


@dataclass(frozen=True, slots=True)
class HiddenDiscard:
    """The declarer put two cards away; others know that, not which."""

    def to_json(self) -> JsonDict:
        return {"discard": None}


@dataclass(frozen=True, slots=True)
class SkatObservation:
    """A Skat position as seen from ``seat``."""

    seat: int
    dealer: int
    phase: str
    to_move: int | None
    hand: CardSet
    history: tuple[tuple[int, Action], ...]
    bid: int
    declarer: int | None
    hand_game: bool | None
    contract: str | None
    skat: CardSet | None
    discarded: CardSet | None
    ouvert: CardSet | None
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    legal_actions: tuple[Action, ...]
    variants: SkatVariants = RULEBOOK
    doubling: Doubling = NOT_DOUBLED
    bock_deal: bool = False

    def to_json(self) -> JsonDict:
        fields = {
            "game": "skat",
            "seat": self.seat,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_move": self.to_move,
            "hand": format_cards(self.hand),
            "history": [{"seat": seat, **action.to_json()} for seat, action in self.history],
            "bid": self.bid,
            "declarer": self.declarer,
            "hand_game": self.hand_game,
            "contract": self.contract,
            "skat": None if self.skat is None else format_cards(self.skat),
            "discarded": None if self.discarded is None else format_cards(self.discarded),
            "ouvert": None if self.ouvert is None else format_cards(self.ouvert),
            "leader": self.leader,
            "trick": [format_card(card) for card in self.trick],
            "tricks": [trick.to_json() for trick in self.tricks],
            "legal_actions": [action.to_json() for action in self.legal_actions],
        }
        if self.variants.kontra:
            fields["doubling"] = self.doubling.to_json()
        if self.variants.bock:
            fields["bock_deal"] = self.bock_deal
        return fields


HIDDEN_DISCARD: Final = HiddenDiscard()


def observe(state: "SkatState", seat: int) -> SkatObservation:
    """What ``seat`` may know of ``state``."""
    if seat not in (0, 1, 2):
        raise ValueError(f"Skat has seats 0, 1 and 2, not {seat!r}")
    is_declarer = seat == state.declarer
    contract = state.contract
    ouvert = contract is not None and contract.ouvert and state.declarer is not None
    return SkatObservation(
        seat=seat,
        dealer=state.dealer,
        phase=state.phase,
        to_move=state.to_move,
        hand=state.hands[seat],
        history=tuple(
            (actor, HIDDEN_DISCARD if isinstance(action, Discard) and not is_declarer else action)
            for actor, action in state.history
        ),
        bid=state.bid or state.bidding.value,
        declarer=state.declarer,
        hand_game=state.hand_game,
        contract=None if contract is None else contract.name,
        skat=state.skat if is_declarer and state.hand_game is False else None,
        discarded=state.discarded if is_declarer and state.discarded else None,
        ouvert=state.hands[state.declarer] if ouvert and state.declarer is not None else None,
        leader=state.leader,
        trick=state.trick,
        tricks=state.tricks,
        legal_actions=state.legal_actions() if seat == state.to_move else (),
        variants=state.variants,
        doubling=state.doubling,
        bock_deal=state.bock_deal,
    )
