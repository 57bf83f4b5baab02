"""What one Jass seat may know (RULES §2): its own hand, the choice, the tricks, each
player's Weis announcement once that player has played to the first trick, the winning
team's combinations after the first trick, and Stöck once claimed."""

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardavia.core.cards import CardSet, format_card, format_cards
from cardavia.core.game import Action, JsonDict
from cardavia.core.tricks import Trick
from cardavia.games.jass.scoring import team_of
from cardavia.games.jass.weis import Combination, weis_points

if TYPE_CHECKING:
    from cardavia.games.jass.state import JassState


@dataclass(frozen=True, slots=True)
class WeisAnnouncement:
    """What a player announces at the first trick: the strongest combination's kind,
    length and points, and the player's Weis total — not its cards."""

    kind: str
    length: int
    points: int
    total: int

    def to_json(self) -> JsonDict:
        return {
            "kind": self.kind,
            "length": self.length,
            "points": self.points,
            "total": self.total,
        }


@dataclass(frozen=True, slots=True)
class JassObservation:
    """A Jass position as seen from ``seat``."""

    seat: int
    dealer: int
    phase: str
    to_move: int | None
    hand: CardSet
    history: tuple[tuple[int, Action], ...]
    scores_before: tuple[int, int]
    team_totals: tuple[int, int]
    target: int
    """The match target: the first team to reach it wins the match."""
    chooser: int | None
    pushed: bool
    contract: str | None
    announcements: tuple[WeisAnnouncement | None, ...]
    shown_weis: tuple[tuple[Combination, ...], ...]
    """Per seat: the combinations shown after the first trick (the scoring team's)."""
    weis_team: int | None
    stoeck: int | None
    """The seat that claimed Stöck, once it has."""
    leader: int
    trick: tuple[int, ...]
    tricks: tuple[Trick, ...]
    winner: int | None
    legal_actions: tuple[Action, ...]

    def to_json(self) -> JsonDict:
        return {
            "game": "jass",
            "seat": self.seat,
            "dealer": self.dealer,
            "phase": self.phase,
            "to_move": self.to_move,
            "hand": format_cards(self.hand),
            "history": [{"seat": seat, **action.to_json()} for seat, action in self.history],
            "scores_before": list(self.scores_before),
            "team_totals": list(self.team_totals),
            "target": self.target,
            "chooser": self.chooser,
            "pushed": self.pushed,
            "contract": self.contract,
            "announcements": [None if a is None else a.to_json() for a in self.announcements],
            "shown_weis": [[c.to_json() for c in combos] for combos in self.shown_weis],
            "weis_team": self.weis_team,
            "stoeck": self.stoeck,
            "leader": self.leader,
            "trick": [format_card(card) for card in self.trick],
            "tricks": [trick.to_json() for trick in self.tricks],
            "winner": self.winner,
            "legal_actions": [action.to_json() for action in self.legal_actions],
        }


def observe(state: "JassState", seat: int) -> JassObservation:
    """What ``seat`` may know of ``state``."""
    if seat not in range(4):
        raise ValueError(f"Jass has seats 0 to 3, not {seat!r}")
    setup = state.setup
    first_trick_done = len(state.tricks) >= 1
    if first_trick_done:
        played_first = set(range(4))
    else:
        played_first = {(state.leader + i) % 4 for i in range(len(state.trick))}
    announcements = tuple(
        _announce(setup.weis[s]) if s in played_first and setup.weis[s] else None for s in range(4)
    )
    weis_team = None if setup.weis_seat is None else team_of(setup.weis_seat)
    shown = tuple(
        setup.weis[s] if first_trick_done and weis_team == team_of(s) else () for s in range(4)
    )
    return JassObservation(
        seat=seat,
        dealer=setup.dealer,
        phase=state.phase,
        to_move=state.to_move,
        hand=state.hands[seat],
        history=state.history,
        scores_before=setup.scores_before,
        team_totals=state.team_totals(),
        target=setup.variants.target,
        chooser=setup.chooser,
        pushed=setup.pushed,
        contract=None if setup.contract is None else setup.contract.name,
        announcements=announcements,
        shown_weis=shown,
        weis_team=weis_team if first_trick_done else None,
        stoeck=setup.stoeck_seat if state.stoeck_claimed else None,
        leader=state.leader,
        trick=state.trick,
        tricks=state.tricks,
        winner=state.winner,
        legal_actions=state.legal_actions() if seat == state.to_move else (),
    )


def _announce(weis: tuple[Combination, ...]) -> WeisAnnouncement:
    strongest = weis[0]
    return WeisAnnouncement(strongest.kind, strongest.length, strongest.points, weis_points(weis))
