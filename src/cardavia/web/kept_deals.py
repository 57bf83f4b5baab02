"""A deal that ends at a table, as the archive keeps it (``cardavia.store.deals``): its
record with every hand, its result in brief, who played each seat."""

from cardavia.core.game import JsonDict, State
from cardavia.store.deals import DealToKeep
from cardavia.store.tables import StoredTable
from cardavia.web.opponents import opponents, shared_seats_view
from cardavia.web.seating import Seating
from cardavia.web.sessions import Session


def deal_to_keep(stored: StoredTable, seating: Seating, ended: Session) -> DealToKeep | None:
    """The deal ``ended`` has just finished at the table, to keep; None at a guided table
    (a lesson, not a deal of the player's)."""
    if stored.settings.get("guide"):
        return None
    index = len(ended.finished)
    return DealToKeep(
        table_id=stored.id,
        number=index + 1,
        owner=stored.owner,
        game=stored.game,
        pack=stored.pack,
        record=ended.deal_record_with_commitment(index),
        result=kept_result(ended.current),
        seats=_seats(stored, seating),
        players=_people(seating),
    )


def kept_result(state: State) -> JsonDict:
    """The result of a finished deal as the archive keeps it: each seat's score and the
    game's result fields."""
    result = state.result()
    return {"scores": list(result.scores), **result.to_json()}


def _seats(stored: StoredTable, seating: Seating) -> list[JsonDict]:
    if not stored.shared:
        cast = opponents(stored.game, stored.id)
        return [{"name": None, "person": True}] + [
            {"name": person.name, "person": False} for person in cast
        ]
    shown = shared_seats_view(stored.game, stored.id, seating, None, stored.updated_at)
    return [{"name": seat["name"], "person": bool(seat["person"])} for seat in shown if seat]


def _people(seating: Seating) -> tuple[tuple[str, int], ...]:
    if not seating.shared:
        return ((seating.owner, 0),)
    return tuple(
        (sitter.player_id, sitter.seat) for sitter in seating.sitters if sitter.seat is not None
    )
