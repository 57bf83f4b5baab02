"""Who may look back at which kept deal: whoever may read its table (a one-person table's
owner; anybody who knows a shared table) and whoever opened its record file; anybody with
its share link, read-only. Anybody else is told there is no such deal."""

from dataclasses import dataclass

from cardavia.store.deals import DealStore, KeptDeal
from cardavia.web.service import TableService


class DealNotFound(LookupError):
    """No such kept deal, or not one the reader may see: both look the same from outside."""


@dataclass(frozen=True)
class ReadDeal:
    """A kept deal as ``reader`` reads it: ``seat`` the one they played (None: they did
    not play it), ``mine`` whether it is in their history (they played it or opened its
    record file: they may share it)."""

    deal: KeptDeal
    seat: int | None
    mine: bool


class DealArchive:
    def __init__(self, deals: DealStore, tables: TableService) -> None:
        self.deals = deals
        self.tables = tables

    def read(self, reader: str, deal_id: str) -> ReadDeal:
        """A deal the reader may look back at, by its id."""
        deal = self.deals.get(deal_id)
        if deal is None or not self._may_read(reader, deal):
            raise DealNotFound(deal_id)
        return self._as_read(reader, deal)

    def of_table(self, reader: str, table_id: str, number: int) -> ReadDeal:
        """Deal ``number`` (from 1) of a table the reader may read, once it ended."""
        deal = self.deals.of_table(table_id, number)
        if deal is None or not self._may_read(reader, deal):
            raise DealNotFound(f"{table_id}/{number}")
        return self._as_read(reader, deal)

    def _may_read(self, reader: str, deal: KeptDeal) -> bool:
        if deal.uploaded:
            return deal.owner == reader
        table = None if deal.table_id is None else self.tables.store.get(deal.table_id)
        return table is not None and (table.shared or table.owner == reader)

    def _as_read(self, reader: str, deal: KeptDeal) -> ReadDeal:
        seat = self.deals.players(deal.id).get(reader)
        return ReadDeal(deal, seat, seat is not None or deal.uploaded)

    def shared(self, token: str) -> ReadDeal:
        """The deal of a share link, read-only."""
        deal = self.deals.shared(token)
        if deal is None:
            raise DealNotFound(token)
        return ReadDeal(deal, None, False)
