"""The JSON API of a person's history and statistics: their deals a page at a time, newest
first, and their figures per game. Only the reader's own deals are read: another person's
history is simply empty."""

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request
from pydantic import BaseModel, Field

from cardavia.core.errors import IllegalAction
from cardavia.core.game import JsonDict
from cardavia.games.registry import GAMES
from cardavia.store.deals import DealStore
from cardavia.web.api import ANY_REQUEST, Language, Owner, Problem, refusals
from cardavia.web.deal_words import CONTRACT_KINDS
from cardavia.web.history import history_page
from cardavia.web.i18n import translations
from cardavia.web.pages import GAME_PAGES
from cardavia.web.statistics import GameStatistics, reader_statistics

router = APIRouter(prefix="/api", tags=["history"], responses=ANY_REQUEST)

UNKNOWN_GAME = refusals(s400=(Problem, "a game Cardavia does not play"))


def deal_store(request: Request) -> DealStore:
    return request.app.state.archive.deals  # type: ignore[no-any-return]


Deals = Annotated[DealStore, Depends(deal_store)]


def known_game(game: str | None) -> str | None:
    """The game asked for; IllegalAction (400) for one Cardavia does not play."""
    if game is not None and game not in GAMES:
        raise IllegalAction(
            "Unknown game {game}: choose {games}", game=repr(game), games=", ".join(GAMES)
        )
    return game


GameFilter = Annotated[
    str | None,
    Query(
        description="one game only: schafkopf, jass or skat",
        json_schema_extra={"enum": list(GAMES)},
    ),
]


class HistoryLineOut(BaseModel):
    id: str = Field(description="the kept deal's id: its review is at review")
    game: str
    game_name: str = Field(description="the game's name in your language")
    pack: str
    pack_name: str = Field(description="the pack's name in your language")
    finished_at: datetime = Field(description="when the deal ended (UTC)")
    table_id: str | None = Field(description="the table it was played at; null: a record file")
    number: int | None = Field(description="the deal's number at its table, from 1")
    seat: int | None = Field(description="your seat; null for a record file you opened")
    uploaded: bool = Field(description="a record file you opened, not a deal you played")
    contract: str = Field(description="the contract in your language, as the table names it")
    declarer: str = Field(
        description='who played it (Jass: chose trumps): "You" or a name; empty when everybody '
        "passed"
    )
    played_by: str = Field(
        description='the same as the table says it: "Declarer: You", "Chosen by Vreni (pushed)"'
    )
    score: int | None = Field(description="your score in the deal; null for a record file")
    won: bool | None = Field(
        description="whether your side won; null for a record file, when everybody passed, or "
        "an even Jass deal"
    )
    review: str = Field(description="the address of the deal's review")


class HistoryOut(BaseModel):
    """A page of your deals, newest first."""

    game: str | None
    page: int
    pages: int = Field(description="how many pages there are (1 when there is no deal)")
    per_page: int
    total: int = Field(description="how many deals there are in all")
    deals: list[HistoryLineOut]


@router.get("/deals", response_model=HistoryOut, responses=UNKNOWN_GAME)
def read_history(
    who: Owner,
    deals: Deals,
    lang: Language,
    game: GameFilter = None,
    page: Annotated[int, Query(ge=1, le=10**6, description="from 1")] = 1,
) -> JsonDict:
    """Your deals, newest first, a page (``per_page`` deals) at a time: those you played,
    and the record files you opened."""
    return history_page(deals, who, known_game(game), page, lang).to_json()


class TallyOut(BaseModel):
    played: int
    won: int
    lost: int = Field(description="an even Jass deal is neither won nor lost")


class ContractOut(BaseModel):
    contract: str = Field(
        description="the kind: Schafkopf rufer, wenz, solo, wenz_tout, solo_tout, sie; Skat a, "
        "l, h, b, grand, null (Null Ouvert included); Jass r, b, s, a, obenabe, undenufe"
    )
    name: str = Field(description="the kind in your language")
    declarer: TallyOut = Field(description="deals of this kind you declared")
    partner: TallyOut = Field(description="Schafkopf: deals you played as the called partner")
    defender: TallyOut


class MadeSufferedOut(BaseModel):
    made: int
    suffered: int


class AccuracyOut(BaseModel):
    deal_id: str
    finished_at: datetime
    accuracy: float = Field(description="the analysis' accuracy of your play, 0 to 100")


class GameStatisticsOut(BaseModel):
    game: str
    game_name: str
    played: int = Field(description="deals played, those where everybody passed included")
    declared: int = Field(description="deals you declared (Jass: your team chose trumps)")
    declared_share: float | None = Field(description="declared / played; null before any deal")
    passed: int = Field(description="deals where everybody passed")
    as_declarer: TallyOut
    as_partner: TallyOut | None = Field(description="Schafkopf only: as the called partner")
    as_defender: TallyOut
    contracts: list[ContractOut]
    total_score: int
    average_score: float | None = Field(description="your score per deal; null before any")
    scores: list[int] = Field(description="your score in each deal, oldest first")
    schneider: MadeSufferedOut | None = Field(description="Schafkopf and Skat")
    schwarz: MadeSufferedOut | None = Field(description="Schafkopf and Skat")
    match: MadeSufferedOut | None = Field(description="Jass: all nine tricks taken")
    matches: TallyOut | None = Field(description="Jass: matches to 3000 decided in these deals")
    accuracy: list[AccuracyOut] = Field(
        description="each analysed deal's accuracy of your play, oldest first"
    )


class StatisticsOut(BaseModel):
    """Your statistics per game."""

    games: list[GameStatisticsOut]


@router.get("/statistics", response_model=StatisticsOut, responses=UNKNOWN_GAME)
def read_statistics(who: Owner, deals: Deals, lang: Language, game: GameFilter = None) -> JsonDict:
    """Your statistics at one game, or at each game in turn, from the deals you played (not
    the record files you opened)."""
    games = [known_game(game)] if game is not None else list(GAME_PAGES)
    figures = [reader_statistics(deals, who, name) for name in games if name is not None]
    return {"games": [statistics_json(figure, lang) for figure in figures]}


def statistics_json(figures: GameStatistics, language: str) -> dict[str, Any]:
    """The figures as JSON, the game and its kinds of contract named in ``language``."""
    gettext = translations(language).gettext
    kinds = CONTRACT_KINDS[figures.game]
    shown = figures.to_json()
    shown["game_name"] = gettext(GAME_PAGES[figures.game].title)
    for contract in shown["contracts"]:
        contract["name"] = gettext(kinds[contract["contract"]])
    return shown
