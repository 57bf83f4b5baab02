"""A kept deal in words, as the history and the statistics say it: its contract, who
declared it, and the kinds of contract the statistics count.

The contracts are named with the very strings the table's script names them with
(``static/js/games.js``: schafkopfContract, jassContract, skatContract), so each has one
translation wherever it is shown."""

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cardavia.web.i18n import N_

Gettext = Callable[[str], str]

EVERYBODY_PASSED = N_("Everybody passed")
SCHAFKOPF_CONTRACTS: dict[str, str | dict[str, str]] = {
    "rufer": {
        "a": N_("Rufer with the Acorn Ace"),
        "l": N_("Rufer with the Leaf Ace"),
        "b": N_("Rufer with the Bell Ace"),
    },
    "solo": {
        "a": N_("Acorns Solo"),
        "l": N_("Leaves Solo"),
        "h": N_("Hearts Solo"),
        "b": N_("Bells Solo"),
    },
    "solo_tout": {
        "a": N_("Acorns Solo Tout"),
        "l": N_("Leaves Solo Tout"),
        "h": N_("Hearts Solo Tout"),
        "b": N_("Bells Solo Tout"),
    },
    "wenz": N_("Wenz"),
    "wenz_tout": N_("Wenz Tout"),
    "sie": N_("Sie"),
}
JASS_CONTRACTS = {
    "r": N_("Trumps: Roses"),
    "b": N_("Trumps: Bells"),
    "s": N_("Trumps: Shields"),
    "a": N_("Trumps: Acorns"),
    "obenabe": N_("Obenabe"),
    "undenufe": N_("Undenufe"),
}
SKAT_GAMES = {
    "a": N_("Acorns"),
    "l": N_("Leaves"),
    "h": N_("Hearts"),
    "b": N_("Bells"),
    "grand": N_("Grand"),
    "null": N_("Null"),
    "null_ouvert": N_("Null Ouvert"),
}
SKAT_HAND = N_("{game} Hand")
DECLARER = N_("Declarer: {player}")
CHOSEN_BY = N_("Chosen by {player}")
CHOSEN_BY_PUSHED = N_("Chosen by {player} (pushed)")
YOU = N_("You")
SEAT = N_("Seat {seat}")

CONTRACT_KINDS: dict[str, dict[str, str]] = {
    "schafkopf": {
        "rufer": N_("Rufer"),
        "wenz": N_("Wenz"),
        "solo": N_("Solo"),
        "wenz_tout": N_("Wenz Tout"),
        "solo_tout": N_("Solo Tout"),
        "sie": N_("Sie"),
    },
    "skat": {kind: name for kind, name in SKAT_GAMES.items() if kind != "null_ouvert"},
    "jass": JASS_CONTRACTS,
}
"""The kinds of contract the statistics count, per game, in the order they are shown:
Schafkopf's without the suit, Skat's without Hand (a Null Ouvert counts as a Null), every
Jass contract."""


def passed(result: Mapping[str, Any]) -> bool:
    """Whether everybody passed (a void Schafkopf deal, a Skat deal thrown in): nobody
    declared and nobody scored."""
    return bool(result.get("void") or result.get("thrown_in"))


def declarer_of(game: str, result: Mapping[str, Any]) -> int | None:
    """The seat that named the contract (Jass: the one who chose trumps); None when
    everybody passed."""
    if passed(result):
        return None
    seat = result.get("chooser" if game == "jass" else "declarer")
    return seat if isinstance(seat, int) else None


def contract_kind(game: str, result: Mapping[str, Any]) -> str | None:
    """The kind of contract the statistics count the deal under (``CONTRACT_KINDS``)."""
    if passed(result):
        return None
    contract = result.get("contract")
    if game == "skat" and contract == "null_ouvert":
        return "null"
    return contract if isinstance(contract, str) else None


def contract_words(game: str, result: Mapping[str, Any], gettext: Gettext) -> str:
    """The deal's contract as the table names it: "Rufer with the Bell Ace", "Grand Hand",
    "Obenabe"; "Everybody passed" when nobody declared."""
    if passed(result):
        return gettext(EVERYBODY_PASSED)
    contract = str(result.get("contract"))
    if game == "schafkopf":
        named = SCHAFKOPF_CONTRACTS.get(contract, contract)
        if not isinstance(named, str):
            named = named.get(str(result.get("suit")), contract)
        return gettext(named)
    if game == "jass":
        return gettext(JASS_CONTRACTS.get(contract, contract))
    name = gettext(SKAT_GAMES.get(contract, contract))
    return gettext(SKAT_HAND).format(game=name) if result.get("hand") else name


def seat_words(
    seats: Sequence[Mapping[str, Any]], seat: int, reader_seat: int | None, gettext: Gettext
) -> str:
    """Who sat at ``seat``: "You" for the reader, else the name the deal was kept with
    ("Seat 2" when it has none)."""
    if seat == reader_seat:
        return gettext(YOU)
    name = seats[seat].get("name") if seat < len(seats) else None
    return name if isinstance(name, str) and name else gettext(SEAT).format(seat=seat + 1)


def declarer_words(
    game: str,
    result: Mapping[str, Any],
    seats: Sequence[Mapping[str, Any]],
    reader_seat: int | None,
    gettext: Gettext,
) -> str:
    """Who played the deal (declared it; Jass: chose trumps): "You" or their name; ""
    when everybody passed."""
    seat = declarer_of(game, result)
    return "" if seat is None else seat_words(seats, seat, reader_seat, gettext)


def played_by_words(game: str, result: Mapping[str, Any], declarer: str, gettext: Gettext) -> str:
    """Who played the deal as the table's contract box says it: "Declarer: You", "Chosen
    by Vreni (pushed)"; "" when everybody passed."""
    if not declarer:
        return ""
    if game != "jass":
        return gettext(DECLARER).format(player=declarer)
    return gettext(CHOSEN_BY_PUSHED if result.get("pushed") else CHOSEN_BY).format(player=declarer)
