"""The Jass match (RULES §2.1, §2.7): deals follow each other, the deal passes on, each
deal starts from the match score, and the match ends the moment a team reaches the target
(3000, or the table's own: docs/house-rules.md §2), fixed for the whole match.

A match is its history: every deal (a deal record each) and the running score. It can be
written as JSON, read back and resumed exactly where it was.
"""

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from cardavia.core.errors import IllegalAction, InvalidRecord
from cardavia.core.game import Action, JsonDict, deal_record
from cardavia.games.jass import JASS
from cardavia.games.jass.observation import JassObservation
from cardavia.games.jass.state import PLAYERS, JassState
from cardavia.games.jass.variants import RULEBOOK, JassVariants

MATCH_FORMAT: Final = "cardavia-jass-match/1"


def deal_seed(match_seed: int, number: int) -> int:
    """The shuffle seed of deal ``number`` (0-based) of the match seeded ``match_seed``."""
    return match_seed * 1_000 + number


@dataclass(frozen=True)
class JassMatch:
    """A match in progress or finished: the finished deals and the current one."""

    seed: int
    finished: tuple[JassState, ...]
    current: JassState

    @classmethod
    def new(cls, seed: int, variants: JassVariants = RULEBOOK) -> "JassMatch":
        """A new match played by ``variants`` (its target); its first deal is led by the
        holder of the rose seven."""
        return cls(seed, (), JASS.new_deal(deal_seed(seed, 0), variants=variants))

    # ----------------------------------------------------------------- the match

    @property
    def variants(self) -> JassVariants:
        """The house rules the match is played by: every deal's, the target included."""
        return self.current.variants

    @property
    def totals(self) -> tuple[int, int]:
        """The match score now, per team (seats 0 and 2; seats 1 and 3)."""
        return self.current.team_totals()

    @property
    def winner(self) -> int | None:
        """The team that reached the target, once one has."""
        return self.current.winner

    @property
    def is_over(self) -> bool:
        return self.current.winner is not None

    @property
    def schneider(self) -> bool:
        """Whether the losing team finished under half the target (only once the match
        is over)."""
        if self.winner is None:
            return False
        return self.totals[1 - self.winner] < self.variants.schneider_below

    @property
    def deals(self) -> tuple[JassState, ...]:
        """Every deal of the match so far, the current one last."""
        return (*self.finished, self.current)

    # ----------------------------------------------------------------- the current deal

    @property
    def to_move(self) -> int | None:
        return self.current.to_move

    def legal_actions(self) -> tuple[Action, ...]:
        return self.current.legal_actions()

    def observation(self, seat: int) -> JassObservation:
        return self.current.observation(seat)

    def apply(self, action: Action) -> "JassMatch":
        """The match after ``action`` in the current deal; a deal that ends without a
        winner is followed at once by the next, dealt by the next player."""
        if self.is_over:
            raise IllegalAction("The match is over")
        state = self.current.apply(action)
        if not state.is_over or state.winner is not None:
            return JassMatch(self.seed, self.finished, state)
        number = len(self.finished) + 1
        next_deal = JASS.new_deal(
            deal_seed(self.seed, number),
            dealer=(state.dealer + 1) % PLAYERS,
            scores_before=state.team_totals(),
            variants=state.variants,
        )
        return JassMatch(self.seed, (*self.finished, state), next_deal)

    # ----------------------------------------------------------------- history

    def to_json(self) -> JsonDict:
        """The match as JSON: its seed and every deal's record, the current one last."""
        return {
            "format": MATCH_FORMAT,
            "seed": self.seed,
            "deals": [deal_record(JASS.name, deal) for deal in self.deals],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "JassMatch":
        """The match written by ``to_json``, every action checked again; raises
        InvalidRecord, BadNotation or IllegalAction for a history that does not hold."""
        if data.get("format") != MATCH_FORMAT:
            raise InvalidRecord(f'"format" must be "{MATCH_FORMAT}"')
        seed = data.get("seed")
        records = data.get("deals")
        if not isinstance(seed, int) or not isinstance(records, list) or not records:
            raise InvalidRecord('a match has a whole-number "seed" and a list of "deals"')
        deals = [_replay(record) for record in records]
        _check_sequence(deals)
        return cls(seed, tuple(deals[:-1]), deals[-1])


def _replay(record: object) -> JassState:
    if not isinstance(record, Mapping) or record.get("game") != JASS.name:
        raise InvalidRecord("every deal of a match is a Jass deal record")
    state = JASS.from_record(record)
    for entry in record.get("actions", []):
        if not isinstance(entry, Mapping) or entry.get("seat") != state.to_move:
            raise InvalidRecord(f"an action in the match's history is out of turn: {entry!r}")
        state = state.apply(JASS.parse_action(entry))
    return state


def _check_sequence(deals: Sequence[JassState]) -> None:
    for previous, deal in itertools.pairwise(deals):
        if not previous.is_over or previous.winner is not None:
            raise InvalidRecord("only the last deal of a match may be unfinished or decisive")
        if deal.dealer != (previous.dealer + 1) % PLAYERS:
            raise InvalidRecord("the deal passes to the next player after every deal")
        if deal.setup.scores_before != previous.team_totals():
            raise InvalidRecord("each deal starts from the match score the previous one left")
        if deal.variants != previous.variants:
            raise InvalidRecord("every deal of a match is played to the same target")
