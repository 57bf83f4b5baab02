"""A hand-built Skat deal whose ninth trick holds a known blunder, shared by the analysis and
command-line tests.

Dealer 2: seat 0 (forehand) plays a Grand Hand with all four Jacks; the skat is b7 b8. In
the ninth trick seat 1 leads hA, seat 2 adds hT, and the declarer, void in hearts, holds
bU and a7. Trumping with bU takes the 23 points; a7 gives the defenders 21 and the lead,
and bU wins only the last trick. Every card still out is a defender's small one, so with
the cards anyone may hold the difference is the same: a7 costs the declarer 21 card
points (bK and l7, or a skat card, fall into the last trick whichever way), a blunder.
"""

from typing import Any

from cardavia.records import FORMAT

HANDS = [
    ["aU", "lU", "hU", "bU", "a7", "aA", "aT", "aK", "bT", "b9"],
    ["hA", "l7", "hK", "hO", "h9", "lK", "lO", "l9", "a8", "bA"],
    ["hT", "bK", "h8", "h7", "lA", "lT", "a9", "aO", "bO", "l8"],
]
SKAT = ["b7", "b8"]

OPENING = [
    {"seat": 1, "pass": True},
    {"seat": 2, "pass": True},
    {"seat": 0, "bid": 18},
    {"seat": 0, "hand": True},
    {"seat": 0, "declare": "grand"},
]
FIRST_EIGHT_TRICKS = [
    ("aU", "l9", "h7"),  # seat 0 leads its trumps and its acorns
    ("lU", "lO", "h8"),
    ("hU", "h9", "lT"),
    ("aA", "a8", "a9"),
    ("aT", "hO", "aO"),
    ("aK", "hK", "lA"),
    ("b9", "bA", "bO"),  # seat 1 takes the bells trick and keeps the lead
    ("lK", "l8", "bT"),  # seat 1 leads; seat 0, without leaves, throws its Ten
]
LEADERS = [0, 0, 0, 0, 0, 0, 0, 1]

BLUNDER_INDEX = len(OPENING) + 3 * 8 + 2
"""The declarer's card in the ninth trick (seat 1 and seat 2 have played to it)."""


def _tricks() -> list[dict[str, Any]]:
    return _plays(
        *(
            ((leader + offset) % 3, card)
            for leader, cards in zip(LEADERS, FIRST_EIGHT_TRICKS, strict=True)
            for offset, card in enumerate(cards)
        )
    )


def _plays(*seats_and_cards: tuple[int, str]) -> list[dict[str, Any]]:
    return [{"seat": seat, "play": card} for seat, card in seats_and_cards]


def _ending(declarer_trumps: bool) -> list[dict[str, Any]]:
    if declarer_trumps:  # seat 0 takes the ninth trick and leads a7 to the last
        return _plays((1, "hA"), (2, "hT"), (0, "bU"), (0, "a7"), (1, "l7"), (2, "bK"))
    return _plays((1, "hA"), (2, "hT"), (0, "a7"), (1, "l7"), (2, "bK"), (0, "bU"))


def grand_record(declarer_trumps: bool) -> dict[str, Any]:
    """The deal played to its end: the declarer trumps the ninth trick (its best card) or
    throws a7 (the blunder)."""
    return {
        "format": FORMAT,
        "game": "skat",
        "dealer": 2,
        "hands": [list(hand) for hand in HANDS],
        "skat": list(SKAT),
        "actions": [*OPENING, *_tricks(), *_ending(declarer_trumps)],
    }


def unfinished_record() -> dict[str, Any]:
    """The deal stopped before the ninth trick."""
    record = grand_record(declarer_trumps=True)
    record["actions"] = record["actions"][:BLUNDER_INDEX]
    return record
