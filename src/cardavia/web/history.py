"""A person's history: the deals they played and the record files they opened, newest
first, a page at a time, each in words of their language (its game, pack, contract and who
played it) with their score."""

import math
from dataclasses import dataclass
from datetime import UTC, datetime

from babel.dates import format_datetime

from cardavia.catalog.packs import atlas
from cardavia.core.game import JsonDict
from cardavia.store.deals import DealStore, PlayedDeal
from cardavia.web.deal_words import contract_words, declarer_words, played_by_words
from cardavia.web.i18n import translations
from cardavia.web.packs import pack_text
from cardavia.web.pages import GAME_PAGES
from cardavia.web.statistics import seen_from

PER_PAGE = 20


@dataclass(frozen=True)
class HistoryLine:
    """One deal of the history, as the reader reads it."""

    id: str
    game: str
    game_name: str
    pack: str
    pack_name: str
    finished_at: datetime
    when: str
    """The moment it ended, as the reader's language writes it (in UTC)."""
    table_id: str | None
    number: int | None
    seat: int | None
    """The reader's seat; None for a record file they opened."""
    uploaded: bool
    contract: str
    declarer: str
    """Who played it (Jass: chose trumps): "You", a name; "" when everybody passed."""
    played_by: str
    """The same as the table says it: "Declarer: You", "Chosen by Vreni (pushed)"."""
    score: int | None
    won: bool | None
    """Whether the reader's side won (None: they did not play it, everybody passed, or
    the deal was even)."""

    @property
    def review(self) -> str:
        return f"/deals/{self.id}"

    def to_json(self) -> JsonDict:
        return {
            "id": self.id,
            "game": self.game,
            "game_name": self.game_name,
            "pack": self.pack,
            "pack_name": self.pack_name,
            "finished_at": self.finished_at.isoformat(),
            "table_id": self.table_id,
            "number": self.number,
            "seat": self.seat,
            "uploaded": self.uploaded,
            "contract": self.contract,
            "declarer": self.declarer,
            "played_by": self.played_by,
            "score": self.score,
            "won": self.won,
            "review": self.review,
        }


@dataclass(frozen=True)
class HistoryPage:
    game: str | None
    page: int
    pages: int
    total: int
    lines: tuple[HistoryLine, ...]

    def to_json(self) -> JsonDict:
        return {
            "game": self.game,
            "page": self.page,
            "pages": self.pages,
            "per_page": PER_PAGE,
            "total": self.total,
            "deals": [line.to_json() for line in self.lines],
        }


def history_page(
    deals: DealStore, reader: str, game: str | None, page: int, language: str
) -> HistoryPage:
    """Page ``page`` (from 1) of the reader's history, of one game or of all; a page past
    the last is empty."""
    played, total = deals.history(reader, game, (page - 1) * PER_PAGE, PER_PAGE)
    lines = tuple(history_line(deal, language) for deal in played)
    return HistoryPage(game, page, page_count(total), total, lines)


def page_count(total: int) -> int:
    """How many pages ``total`` deals fill (one, empty, when there are none)."""
    return max(1, math.ceil(total / PER_PAGE))


def history_line(played: PlayedDeal, language: str) -> HistoryLine:
    deal, seat = played.deal, played.seat
    gettext = translations(language).gettext
    page = GAME_PAGES.get(deal.game)
    seen = None if seat is None else seen_from(deal.game, deal.result, seat)
    declarer = declarer_words(deal.game, deal.result, deal.seats, seat, gettext)
    return HistoryLine(
        id=deal.id,
        game=deal.game,
        game_name=gettext(page.title) if page else deal.game,
        pack=deal.pack,
        pack_name=pack_name(deal.pack, language),
        finished_at=deal.finished_at,
        when=format_datetime(deal.finished_at, "long", tzinfo=UTC, locale=language),
        table_id=deal.table_id,
        number=deal.number,
        seat=seat,
        uploaded=deal.uploaded,
        contract=contract_words(deal.game, deal.result, gettext),
        declarer=declarer,
        played_by=played_by_words(deal.game, deal.result, declarer, gettext),
        score=None if seen is None else seen.score,
        won=None if seen is None else seen.won,
    )


def pack_name(pack_id: str, language: str) -> str:
    try:
        return pack_text(atlas().pack(pack_id), language).name
    except KeyError:  # a pack the atlas no longer has
        return pack_id
