"""Deal records in and out: a kept deal's record as a file to download, a record file a
reader opens (checked as ``cardavia replay`` checks it, then kept for them to look back at),
and a deal's read-only share link."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardavia.catalog.packs import atlas
from cardavia.core.game import JsonDict, State
from cardavia.fair_deals import is_seed
from cardavia.games.registry import GAMES
from cardavia.records import format_record, read_finished_record, write_record
from cardavia.store.deals import KeptDeal
from cardavia.web.deal_archive import DealArchive, DealNotFound
from cardavia.web.kept_deals import kept_result

DRAWN_FIELDS = ("commitment", "seed")
"""What a drawn deal's record carries besides the deal (``cardavia verify`` checks them)."""


@dataclass(frozen=True)
class RecordFile:
    """A deal's record as a file: its name and its text (JSON, what ``cardavia replay``
    reads)."""

    name: str
    text: str


def record_file(deal: KeptDeal) -> RecordFile:
    """The kept deal's record, named ``cardavia-<game>-<date>-<n>.json``: the day it ended
    and its number at its table (an opened record file's: the start of its id)."""
    number = str(deal.number) if deal.number is not None else deal.id[:6]
    name = f"cardavia-{deal.game}-{deal.finished_at.date().isoformat()}-{number}.json"
    return RecordFile(name, format_record(deal.record) + "\n")


def open_record_file(archive: DealArchive, reader: str, data: bytes, language: str) -> KeptDeal:
    """Keep the finished deal of a record file the reader opened, for them to look back at;
    raises RecordRefused (nothing kept) for a file ``cardavia replay`` refuses, and for a
    deal that has not ended."""
    record, state = read_finished_record(data)
    game = str(record["game"])
    # Unnamed: each reader reads "Seat 1"… in their own language (deal_words.seat_words).
    seats = [{"name": None, "person": True} for _ in range(GAMES[game].players)]
    return archive.deals.keep_upload(
        reader,
        game,
        _kept_record(game, record, state),
        kept_result(state),
        seats,
        atlas().default_pack(game).id,
    )


def _kept_record(game: str, record: Mapping[str, Any], state: State) -> JsonDict:
    """The record as written again from its replay (fields Cardavia does not know are left
    out), with a drawn deal's commitment and seed."""
    drawn = {key: record[key] for key in DRAWN_FIELDS if is_seed(record.get(key))}
    return {**write_record(game, state), **drawn}


def share_link(archive: DealArchive, reader: str, deal_id: str) -> str:
    """The token of the read-only share link of a deal in the reader's history (one they
    played or whose record file they opened); DealNotFound for any other."""
    read = archive.read(reader, deal_id)
    if not read.mine:
        raise DealNotFound(deal_id)
    return archive.deals.share(deal_id)
