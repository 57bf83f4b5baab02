"""What one Schafkopf seat may know (RULES §1): its cards, the public bidding and tricks,
and the partner in a Rufer only once the rules reveal it — to everyone but the holder of
the called ace, who knows from the start."""

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardavia.core.cards import SUIT_CODES, CardSet, format_card, format_cards
from cardavia.core.doubling import NOT_DOUBLED, Doubling
from cardavia.core.game import Action, JsonDict
from cardavia.core.tricks import Trick
from cardavia.games.schafkopf.variants import RULEBOOK, SchafkopfVariants

if TYPE_CHECKING:
    from cardavia.games.schafkopf.state import SchafkopfState


@dataclass(frozen=True, slots=True)
class SchafkopfObservation:
    """A Schafkopf position as seen from ``seat``."""

    seat: int
    dealer: int
    phase: str
    to_move: int | None
    hand: CardSet
    history: tuple[tuple[int, Action], ...]
    declarer: int | None
    contract: str | None
    suit: str | None
    called_ace: int | None
    partner: int | None
    """The called ace's holder, when this seat may know it; else None."""
    partner_known: bool
    """Whether the partnership is public."""
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    legal_actions: tuple[Action, ...]
    variants: SchafkopfVariants = RULEBOOK
    doubling: Doubling = NOT_DOUBLED
    """Kontra and Re so far: public, like who said Kontra."""

    def to_json(self) -> JsonDict:
        data: JsonDict = {
            "game": "schafkopf",
            "seat": self.seat,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_move": self.to_move,
            "hand": format_cards(self.hand),
            "history": [{"seat": seat, **action.to_json()} for seat, action in self.history],
            "declarer": self.declarer,
            "contract": self.contract,
            "suit": self.suit,
            "called_ace": None if self.called_ace is None else format_card(self.called_ace),
            "partner": self.partner,
            "partner_known": self.partner_known,
            "leader": self.leader,
            "trick": [format_card(card) for card in self.trick],
            "tricks": [trick.to_json() for trick in self.tricks],
            "legal_actions": [action.to_json() for action in self.legal_actions],
        }
        if self.variants.kontra:
            data["doubling"] = self.doubling.to_json()
        return data


def observe(state: "SchafkopfState", seat: int) -> SchafkopfObservation:
    """What ``seat`` may know of ``state``."""
    if seat not in range(4):
        raise ValueError(f"Schafkopf has seats 0 to 3, not {seat!r}")
    contract = state.contract
    best = state.highest_bid
    named = contract if contract is not None else None if best is None else best.contract
    partner = state.partner
    may_know_partner = state.partner_known or seat == partner
    return SchafkopfObservation(
        seat=seat,
        dealer=state.dealer,
        phase=state.phase,
        to_move=state.to_move,
        hand=state.hands[seat],
        history=state.history,
        declarer=state.declarer if best is not None else None,
        contract=None if named is None else named.kind,
        suit=None if named is None or named.suit is None else SUIT_CODES[named.suit],
        called_ace=None if contract is None else contract.called_ace,
        partner=partner if may_know_partner else None,
        partner_known=state.partner_known,
        leader=state.leader,
        trick=state.trick,
        tricks=state.tricks,
        legal_actions=state.legal_actions() if seat == state.to_move else (),
        variants=state.variants,
        doubling=_doubling_seen(state.doubling, seat),
    )


def _doubling_seen(doubling: Doubling, seat: int) -> Doubling:
    """The doubling as ``seat`` sees it: who may still say Re tells the partnership, so
    only the seat's own chance is kept."""
    return doubling._replace(re_seats=doubling.re_seats & (1 << seat))
