"""Who plays each seat of a table, now: a person, or an AI player.

At a one-person table its owner holds seat 0 and the AI players the others. At a shared
table the people hold the seats they took; an AI player of the table's level plays every
other seat, and the seat of a person who is not there: whose page closed more than
``GONE_AFTER`` ago, whose page has not been heard of for ``SILENT_AFTER``, or on whom the
table's turn time ran out (``away``, until they open the table again).
"""

from dataclasses import dataclass
from datetime import datetime, timedelta

from cardavia.store.seats import Sitter
from cardavia.store.tables import StoredTable

GONE_AFTER = timedelta(seconds=8)
"""A page that closed: its seat is the AI's after this long (a reload comes back sooner)."""
SILENT_AFTER = timedelta(seconds=50)
"""A page whose stream has sent nothing for this long (more than three heartbeats) has
lost its connection."""
TURN_TIMES = (None, 30, 60, 120)
"""The turn times a host may choose (seconds; None: off)."""


@dataclass(frozen=True)
class Seating:
    """The people at a table by seat, as read at ``now``."""

    owner: str
    shared: bool
    players: int
    sitters: tuple[Sitter, ...]
    """Everybody who sat at a shared table, those who left for good included."""
    turn_seconds: int | None
    open_seats: tuple[int, ...]
    """The seats people may take (the others are the AI players' for good)."""
    started: bool
    """A shared table's first deal is played once its host starts it."""

    @classmethod
    def of(cls, stored: StoredTable, players: int, sitters: tuple[Sitter, ...] = ()) -> "Seating":
        turn = stored.settings.get("turn_seconds")
        started = not stored.shared or bool(stored.settings.get("started"))
        open_seats = tuple(stored.settings.get("open_seats") or ())
        return cls(
            stored.owner,
            stored.shared,
            players,
            sitters,
            turn if isinstance(turn, int) else None,
            open_seats,
            started,
        )

    def seat_of(self, who: str) -> int | None:
        """The seat ``who`` holds (None: a spectator, or somebody who left)."""
        if not self.shared:
            return 0 if who == self.owner else None
        return next((s.seat for s in self.sitters if s.player_id == who), None)

    def sitter_at(self, seat: int) -> Sitter | None:
        return next((s for s in self.sitters if s.seat == seat), None)

    def seated(self) -> list[Sitter]:
        return sorted((s for s in self.sitters if s.seat is not None), key=lambda s: s.seat or 0)

    def free_seats(self) -> list[int]:
        """The open seats nobody holds."""
        held = {s.seat for s in self.sitters}
        return [seat for seat in self.open_seats if seat not in held]

    def is_host(self, who: str) -> bool:
        """The table's owner; once they left it for good, whoever has sat there longest."""
        if not self.shared:
            return who == self.owner
        seated = sorted(self.seated(), key=lambda sitter: sitter.joined_at)
        if not seated or any(sitter.player_id == self.owner for sitter in seated):
            return who == self.owner
        return who == seated[0].player_id

    def here(self, sitter: Sitter, now: datetime) -> bool:
        """Whether the person plays their seat themselves now."""
        if sitter.away:
            return False
        if sitter.left_at is not None and now - sitter.left_at > GONE_AFTER:
            return False
        return now - sitter.seen_at <= SILENT_AFTER

    def person_plays(self, seat: int, now: datetime) -> bool:
        """Whether a person, not an AI player, plays ``seat`` now."""
        if not self.shared:
            return seat == 0
        sitter = self.sitter_at(seat)
        return sitter is not None and self.here(sitter, now)

    def people_here(self, now: datetime) -> list[Sitter]:
        return [s for s in self.seated() if self.here(s, now)]

    def when_gone(self, seat: int) -> datetime | None:
        """When the person at ``seat`` counts as gone if nothing more is heard of them."""
        sitter = self.sitter_at(seat) if self.shared else None
        if sitter is None or sitter.away:
            return None
        silent = sitter.seen_at + SILENT_AFTER
        if sitter.left_at is None:
            return silent
        return min(silent, sitter.left_at + GONE_AFTER)

    def turn_ends(self, turn_began: datetime) -> datetime | None:
        """When the turn that began at ``turn_began`` passes to an AI player (None: never)."""
        if self.turn_seconds is None:
            return None
        return turn_began + timedelta(seconds=self.turn_seconds)
