"""Who may look back at which kept deal: the people who played it (and whoever opened its
record file) by its id; anybody who can read its table, from the table; anybody with its
share link, read-only. Anybody else is told there is no such deal."""

from dataclasses import dataclass

from cardavia.store.deals import DealStore, KeptDeal
from cardavia.web.service import TableService


class DealNotFound(LookupError):
    """No such kept deal, or not one the reader may see: both look the same from outside."""


@dataclass(frozen=True)
class ReadDeal:
    """A kept deal as ``reader`` reads it: ``seat`` the one they played (None: they did
    not play it), ``mine`` whether it is in their history (they may share and analyse it)."""

    deal: KeptDeal
    seat: int | None
    mine: bool


class DealArchive:
    def __init__(self, deals: DealStore, tables: TableService) -> None:
        self.deals = deals
        self.tables = tables

    def read(self, reader: str, deal_id: str) -> ReadDeal:
        """A deal of the reader's own: one they played, or a record file they opened."""
        deal = self.deals.get(deal_id)
        if deal is None:
            raise DealNotFound(deal_id)
        seat = self.deals.players(deal_id).get(reader)
        if seat is None and not (deal.uploaded and deal.owner == reader):
            raise DealNotFound(deal_id)
        return ReadDeal(deal, seat, True)

    def of_table(self, reader: str, table_id: str, number: int) -> ReadDeal:
        """Deal ``number`` of a table the reader may read, once it ended (TableNotFound for
        a table they may not read)."""
        self.tables.load(reader, table_id)
        deal = self.deals.of_table(table_id, number)
        if deal is None:
            raise DealNotFound(f"{table_id}/{number}")
        seat = self.deals.players(deal.id).get(reader)
        return ReadDeal(deal, seat, seat is not None)

    def shared(self, token: str) -> ReadDeal:
        """The deal of a share link, read-only."""
        deal = self.deals.shared(token)
        if deal is None:
            raise DealNotFound(token)
        return ReadDeal(deal, None, False)
