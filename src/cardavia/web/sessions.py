"""A table's play across deals: the finished deals, the current one, and the score.

Schafkopf and Skat tables play deal after deal with the deal passing one seat on and a
running score per seat; a Jass table plays one match to 3000 (RULES §2.7), each deal
starting from the match score. A finished deal stays on the table, result shown, until the
player asks for the next one. The session is immutable and is stored as its deal records.
"""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardavia.core.errors import IllegalAction, InvalidRecord
from cardavia.core.game import Action, JsonDict, State, deal_record
from cardavia.core.scores import ScoreSheet
from cardavia.games.jass import JASS
from cardavia.games.jass.match import MATCH_FORMAT, JassMatch, deal_seed
from cardavia.games.jass.scoring import TARGET
from cardavia.games.jass.state import JassState
from cardavia.games.registry import GAMES
from cardavia.records import replay

SESSION_FORMAT = "cardavia-table/1"


@dataclass(frozen=True)
class Session:
    """The deals of one table: ``finished`` ones and the ``current`` one."""

    game: str
    seed: int
    finished: tuple[State, ...]
    current: State

    @classmethod
    def new(cls, game: str, seed: int, match_score: tuple[int, int] | None = None) -> "Session":
        """A table's first deal (a Jass match's first deal follows the rose seven). A Jass
        match may start from ``match_score``, e.g. to finish a match begun elsewhere."""
        if game not in GAMES:
            raise KeyError(game)
        if match_score is not None:
            if game != JASS.name:
                raise IllegalAction("Only a Jass match starts from a score")
            if not all(0 <= points < TARGET for points in match_score):
                raise IllegalAction(
                    "A match score is from 0 to {most} points per team", most=TARGET - 1
                )
            return cls(game, seed, (), JASS.new_deal(deal_seed(seed, 0), scores_before=match_score))
        return cls(game, seed, (), GAMES[game].new_deal(deal_seed(seed, 0)))

    # ----------------------------------------------------------------- play

    @property
    def players(self) -> int:
        return GAMES[self.game].players

    @property
    def deal_over(self) -> bool:
        return self.current.is_over

    @property
    def match_over(self) -> bool:
        """A Jass match ends when a team reaches 3000; other tables go on for ever."""
        current = self.current
        return isinstance(current, JassState) and current.winner is not None

    def apply(self, action: Action) -> "Session":
        """The session after ``action`` in the current deal (IllegalAction otherwise)."""
        return Session(self.game, self.seed, self.finished, self.current.apply(action))

    def last_action(self) -> JsonDict | None:
        """The current deal's last action as its record has it (None before the first)."""
        actions = deal_record(self.game, self.current)["actions"]
        return dict(actions[-1]) if actions else None

    def without_last_action(self) -> "Session":
        """The session as it was before the current deal's last action: the deal replayed
        from its record without it, so nothing of the action is kept."""
        data = self.to_json()
        data["deals"][-1]["actions"].pop()
        return Session.from_json(data)

    def next_deal(self) -> "Session":
        """The next deal, dealt by the next seat, once the current one is over."""
        current = self.current
        if not current.is_over:
            raise IllegalAction("The deal is still being played")
        if self.match_over:
            raise IllegalAction("The match is over: start a new table to play again")
        number = len(self.finished) + 1
        dealer = (current.dealer + 1) % self.players
        if isinstance(current, JassState):
            deal: State = JASS.new_deal(
                deal_seed(self.seed, number), dealer=dealer, scores_before=current.team_totals()
            )
        else:
            deal = GAMES[self.game].new_deal(deal_seed(self.seed, number), dealer=dealer)
        return Session(self.game, self.seed, (*self.finished, current), deal)

    # ----------------------------------------------------------------- score

    def scored_deals(self) -> list[State]:
        """Every finished deal, the current one included once it is over."""
        return [*self.finished, self.current] if self.current.is_over else [*self.finished]

    def deal_scores(self) -> list[list[int]]:
        """Every finished deal's score per seat (Jass: per team)."""
        deals = self.scored_deals()
        if self.game == JASS.name:
            return [list(deal.result().to_json()["team_scores"]) for deal in deals]
        return [list(deal.result().scores) for deal in deals]

    def totals(self) -> list[int]:
        """The running score: per seat, or the Jass match score per team."""
        current = self.current
        if isinstance(current, JassState):
            return list(current.team_totals())
        sheet = ScoreSheet.empty(self.players)
        for scores in self.deal_scores():
            sheet = sheet.add(scores)
        return list(sheet.totals)

    # ----------------------------------------------------------------- storage

    def to_json(self) -> JsonDict:
        return {
            "format": SESSION_FORMAT,
            "game": self.game,
            "seed": self.seed,
            "deals": [deal_record(self.game, deal) for deal in (*self.finished, self.current)],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Session":
        """The session written by ``to_json``, every action replayed and checked; raises
        InvalidRecord (or IllegalRecordedAction) for a history that does not hold."""
        game, seed, records = data.get("game"), data.get("seed"), data.get("deals")
        if data.get("format") != SESSION_FORMAT or game not in GAMES:
            raise InvalidRecord(f'a table is stored as "{SESSION_FORMAT}" of a known game')
        if not isinstance(seed, int) or not isinstance(records, list) or not records:
            raise InvalidRecord('a table has a whole-number "seed" and a list of "deals"')
        if game == JASS.name:
            match = JassMatch.from_json({**data, "format": MATCH_FORMAT})
            deals: list[State] = list(match.deals)
        else:
            deals = [replay(record) for record in records]
        return cls(str(game), seed, tuple(deals[:-1]), deals[-1])
