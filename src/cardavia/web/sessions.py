"""A table's play across deals: the finished deals, the current one, and the score.

Schafkopf and Skat tables play deal after deal with the deal passing one seat on and a
running score per seat; a Jass table plays one match to 3000 (RULES §2.7), each deal
starting from the match score. A finished deal stays on the table, result shown, until the
player asks for the next one. A table's deals come from the seed its first player gave, or,
at a table that draws them, each from a seed the server drew and committed to (fair_deals).
The session is immutable and is stored as its deal records: written whole as each deal
starts, and action by action as it is played (``StoredSession``).
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from cardavia import fair_deals
from cardavia.core.errors import BadNotation, IllegalAction, InvalidRecord
from cardavia.core.game import Action, DealResult, JsonDict, State, deal_record
from cardavia.core.scores import ScoreSheet
from cardavia.core.variants import Variants
from cardavia.games.jass import JASS
from cardavia.games.jass.match import MATCH_FORMAT, JassMatch, deal_seed
from cardavia.games.jass.scoring import JassResult
from cardavia.games.jass.state import JassState
from cardavia.games.jass.variants import JassVariants
from cardavia.games.registry import GAMES
from cardavia.games.skat import SKAT
from cardavia.games.skat.bock import BockRounds, bock_rounds
from cardavia.games.skat.scoring import SkatResult
from cardavia.games.skat.state import SkatState
from cardavia.records import replay

SESSION_FORMAT = "cardavia-table/1"


@dataclass(frozen=True)
class Session:
    """The deals of one table: ``finished`` ones and the ``current`` one."""

    game: str
    seed: int
    finished: tuple[State, ...]
    current: State
    results: tuple[DealResult, ...]
    """The finished deals' results, each worked out once, as its deal ended."""
    drawn: tuple[str, ...] = ()
    """At a table that draws its deals, the secret seed of each deal, finished ones first;
    empty at a table dealt from the seed its player gave."""

    @classmethod
    def new(
        cls,
        game: str,
        seed: int,
        match_score: tuple[int, int] | None = None,
        variants: Variants | None = None,
    ) -> "Session":
        """A table's first deal (a Jass match's first deal follows the rose seven), played
        by the house rules ``variants`` (the rulebook's game when None). A Jass match may
        start from ``match_score``, e.g. to finish a match begun elsewhere."""
        if game not in GAMES:
            raise KeyError(game)
        variants = variants or GAMES[game].variants()
        if match_score is not None:
            if not isinstance(variants, JassVariants):
                raise IllegalAction("Only a Jass match starts from a score")
            if not all(0 <= points < variants.target for points in match_score):
                raise IllegalAction(
                    "A match score is from 0 to {most} points per team", most=variants.target - 1
                )
            first = JASS.new_deal(deal_seed(seed, 0), scores_before=match_score, variants=variants)
            return cls(game, seed, (), first, ())
        return cls(game, seed, (), GAMES[game].new_deal(deal_seed(seed, 0), variants=variants), ())

    @classmethod
    def new_drawn(cls, game: str, seed: str, variants: Variants | None = None) -> "Session":
        """A table that draws its deals, its first dealt from ``seed`` (fair_deals.draw_seed),
        the dealer left to the seed. Its client seed is 0: no deal comes from it."""
        if game not in GAMES:
            raise KeyError(game)
        return cls(game, 0, (), fair_deals.drawn_deal(game, seed, variants), (), (seed,))

    # ----------------------------------------------------------------- play

    @property
    def players(self) -> int:
        return GAMES[self.game].players

    @property
    def deal_over(self) -> bool:
        return self.current.is_over

    @property
    def variants(self) -> Variants:
        """The house rules the table plays by: every deal's the same."""
        return self.current.variants

    @property
    def match_over(self) -> bool:
        """A Jass match ends when a team reaches its target; other tables go on for ever."""
        current = self.current
        return isinstance(current, JassState) and current.winner is not None

    def apply(self, action: Action) -> "Session":
        """The session after ``action`` in the current deal (IllegalAction otherwise)."""
        return replace(self, current=self.current.apply(action))

    def recorded(self, action: Action) -> JsonDict:
        """``action`` as the current deal's record lists it, taken by the seat to move."""
        return {"seat": self.current.to_move, **action.to_json()}

    def followed_by(self, entries: Iterable[Mapping[str, Any]]) -> "Session":
        """The session after ``entries``, actions of its current deal as its record lists
        them, each checked; InvalidRecord for one that does not follow."""
        session = self
        for entry in entries:
            if entry.get("seat") != session.current.to_move:
                raise InvalidRecord(f"a stored action is out of turn: {entry!r}")
            try:
                session = session.apply(GAMES[self.game].parse_action(entry))
            except (IllegalAction, BadNotation) as error:
                raise InvalidRecord(f"a stored action breaks a rule: {entry!r}: {error}") from None
        return session

    def last_action(self) -> JsonDict | None:
        """The current deal's last action as its record has it (None before the first)."""
        history = self.current.history
        if not history:
            return None
        seat, action = history[-1]
        return {"seat": seat, **action.to_json()}

    def without_last_action(self) -> "Session":
        """The session as it was before the current deal's last action: the deal replayed
        from its record without it, so nothing of the action is kept."""
        record = deal_record(self.game, self.current)
        record["actions"].pop()
        return replace(self, current=replay(record))

    def next_deal(self, drawn_seed: str | None = None) -> "Session":
        """The next deal, dealt by the next seat, once the current one is over: shuffled
        with ``drawn_seed`` at a table that draws its deals (required there, refused
        elsewhere), else with the table's seed and the deal's number."""
        current = self.current
        if not current.is_over:
            raise IllegalAction("The deal is still being played")
        if self.match_over:
            raise IllegalAction("The match is over: start a new table to play again")
        if (drawn_seed is not None) != self.draws:
            raise ValueError("a drawn seed deals exactly the deals of a table that draws them")
        if drawn_seed is None:
            shuffle = deal_seed(self.seed, len(self.finished) + 1)
        else:
            shuffle = fair_deals.shuffle_number(drawn_seed)
        dealer = (current.dealer + 1) % self.players
        if isinstance(current, JassState):
            deal: State = JASS.new_deal(
                shuffle,
                dealer=dealer,
                scores_before=current.team_totals(),
                variants=current.variants,
            )
        elif isinstance(current, SkatState) and current.variants.bock:
            bock = self.bock_rounds(including_current=True).next_is_bock
            deal = SKAT.new_deal(shuffle, dealer, current.variants, bock_deal=bock)
        else:
            deal = GAMES[self.game].new_deal(shuffle, dealer=dealer, variants=current.variants)
        finished, results = (*self.finished, current), (*self.results, current.result())
        drawn = self.drawn if drawn_seed is None else (*self.drawn, drawn_seed)
        return Session(self.game, self.seed, finished, deal, results, drawn)

    def bock_rounds(self, including_current: bool = False) -> BockRounds:
        """A Skat table's Bock deals so far and those it owes (house rules §3.3), counted
        from the finished deals (and the current one once it is over, when asked)."""
        results = self.scored_results() if including_current else list(self.results)
        return bock_rounds([isinstance(r, SkatResult) and r.earns_bock for r in results])

    # ----------------------------------------------------------------- fair deals

    @property
    def draws(self) -> bool:
        """Whether the server draws this table's deals (nobody at the table chooses them)."""
        return bool(self.drawn)

    def commitment(self) -> str | None:
        """The current deal's commitment, for every seat to see before the first card is
        dealt; None at a table that does not draw its deals."""
        return fair_deals.commitment(self.drawn[-1]) if self.draws else None

    def revealed_seed(self) -> str | None:
        """The current deal's seed once the deal is over, so that anybody can check it;
        None while it is played (the seed would show every hand) and where not drawn."""
        return self.drawn[-1] if self.draws and self.deal_over else None

    def deal_record_with_commitment(self, index: int) -> JsonDict:
        """Deal ``index``'s record (RECORDS.md; every hand, so not for a seat while the
        deal is played) with its ``"commitment"`` and, once the deal is over, its
        ``"seed"``: what ``cardavia verify`` checks. A plain record where not drawn."""
        deal = (*self.finished, self.current)[index]
        record = deal_record(self.game, deal)
        if not self.draws:
            return record
        seed = self.drawn[index]
        revealed = {"seed": seed} if deal.is_over else {}
        return {**record, "commitment": fair_deals.commitment(seed), **revealed}

    # ----------------------------------------------------------------- score

    def scored_results(self) -> list[DealResult]:
        """Every finished deal's result, the current deal's included once it is over."""
        results = list(self.results)
        return [*results, self.current.result()] if self.current.is_over else results

    def deal_scores(self) -> list[list[int]]:
        """Every finished deal's score per seat (Jass: per team)."""
        return [
            list(result.team_scores if isinstance(result, JassResult) else result.scores)
            for result in self.scored_results()
        ]

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
        """The session as stored: ``"drawn"`` only at a table that draws its deals, so the
        tables stored before there were any read back unchanged."""
        drawn = {"drawn": list(self.drawn)} if self.draws else {}
        return {
            "format": SESSION_FORMAT,
            "game": self.game,
            "seed": self.seed,
            **drawn,
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
        finished = tuple(deals[:-1])
        results = tuple(deal.result() for deal in finished)
        return cls(str(game), seed, finished, deals[-1], results, _drawn(data, len(deals)))


def _drawn(data: Mapping[str, Any], deals: int) -> tuple[str, ...]:
    """The stored ``"drawn"`` seeds: one per deal, or none at a table that does not draw."""
    drawn = data.get("drawn")
    if drawn is None:
        return ()
    if not isinstance(drawn, list) or not all(fair_deals.is_seed(seed) for seed in drawn):
        raise InvalidRecord('a table\'s "drawn" seeds are a list of 64 hexadecimal digits each')
    if len(drawn) != deals:
        raise InvalidRecord(f"a table that draws its deals has a seed per deal: {deals} deals")
    return tuple(drawn)


@dataclass(frozen=True)
class StoredSession:
    """A session as the store keeps it: ``written``, its JSON (``Session.to_json``) as it
    was last written whole, and ``appended``, the current deal's actions taken since, as
    its record lists them. A deal is written whole as it starts, so the last deal written
    is the current one."""

    written: JsonDict
    appended: tuple[JsonDict, ...] = ()

    def followed_by(self, entries: Iterable[JsonDict]) -> "StoredSession":
        return StoredSession(self.written, (*self.appended, *entries))

    def current_deal(self) -> JsonDict:
        """The current deal's record."""
        deal = self.written["deals"][-1]
        return {**deal, "actions": [*deal["actions"], *self.appended]}

    def to_json(self) -> JsonDict:
        """The whole session's JSON, as ``Session.to_json`` writes it."""
        return {**self.written, "deals": [*self.written["deals"][:-1], self.current_deal()]}

    def with_next_deal(self, session: Session) -> "StoredSession":
        """Written whole again with ``session``'s new deal after the current one (and, at a
        table that draws its deals, the seed it was drawn with)."""
        data = self.to_json()
        data["deals"].append(deal_record(session.game, session.current))
        if session.draws:
            data["drawn"] = [*data["drawn"], session.drawn[-1]]
        return StoredSession(data)

    def without_last_action(self) -> "StoredSession":
        """Written whole again without the current deal's last action."""
        data = self.to_json()
        data["deals"][-1]["actions"].pop()
        return StoredSession(data)

    def replayed(self) -> Session:
        return Session.from_json(self.to_json())
