"""A fixed-size observation vector per game, built from what one seat may know.

``encoding_for(game).encode(state, seat)`` reads ``state.observation(seat)`` — the
engine's own view of that seat, which already hides what the seat may not know — and
nothing else of the state, and writes it into a float32 vector of ``size`` entries whose
layout is ``fields`` (docs/envs.md prints the table of each game).

Seats are written relative to the observing seat: slot 0 of a per-seat field is the seat
itself, slot 1 the seat after it in play order, and so on; Jass teams likewise (slot 0 the
seat's own team). Card fields hold one slot per card of the game's pack in card order
(``cards``): 1.0 where the card is in the set, per seat or per trick position when the
field is a stack of such blocks. One-hot fields are all zero while there is nothing to say
(no contract yet, nobody to move). Points are divided by a constant named in the field's
meaning, so that they stay near the range 0-1.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from cardavia.core.cards import Card, CardSet, cards_in
from cardavia.core.doubling import KONTRA, RE, Doubling
from cardavia.core.game import Observation
from cardavia.core.tricks import TrickRules
from cardavia.core.variants import Variants
from cardavia.envs.actions import catalog_for
from cardavia.games.jass import contracts as jass_contracts
from cardavia.games.jass.observation import JassObservation
from cardavia.games.jass.variants import TARGETS
from cardavia.games.schafkopf import contracts as schafkopf_contracts
from cardavia.games.schafkopf.actions import Bid as SchafkopfBid
from cardavia.games.schafkopf.actions import Pass as SchafkopfPass
from cardavia.games.schafkopf.observation import SchafkopfObservation
from cardavia.games.schafkopf.variants import SchafkopfVariants
from cardavia.games.skat import contracts as skat_contracts
from cardavia.games.skat.actions import Pass as SkatPass
from cardavia.games.skat.observation import SkatObservation
from cardavia.games.skat.variants import SkatVariants

Vector = npt.NDArray[np.float32]

SCHAFKOPF_PHASES = ("bidding", "play", "over")
JASS_PHASES = ("choosing", "play", "over")
SKAT_PHASES = ("bidding", "pickup", "discard", "declare", "play", "over")
SCHAFKOPF_KINDS = (*schafkopf_contracts.CONTRACT_TYPES, schafkopf_contracts.RAMSCH)
SCHAFKOPF_SUITS = schafkopf_contracts.SUITS
SKAT_CONTRACTS = (*skat_contracts.CONTRACTS, skat_contracts.RAMSCH.name)
JASS_CONTRACTS = tuple(jass_contracts.CONTRACTS)
CARD_POINTS_SCALE = 120
"""Schafkopf and Skat: the pack's card points."""
JASS_POINTS_SCALE = 157
"""Jass: a deal's card points with the last trick's 5."""
JASS_CREDIT_SCALE = 1000
WEIS_SCALE = 100


class Observable(Protocol):
    """A game state (or a Jass match): anything that gives a seat's observation."""

    def observation(self, seat: int) -> Observation: ...


@dataclass(frozen=True, slots=True)
class Field:
    """One named run of entries of the vector: where it starts, how long it is, and what
    its entries mean. ``cards``: the field is one or more blocks of one slot per card of
    the pack (``ObservationEncoding.cards``), each block a set of cards. Every entry lies
    between 0 and ``high``."""

    name: str
    offset: int
    length: int
    meaning: str
    cards: bool = False
    high: float = 1.0
    """No entry of the field exceeds it (and none is below 0)."""


class _Writer:
    """Collects the entries of one vector: the slots set to 1 and the other values."""

    __slots__ = ("offsets", "ones", "values")

    def __init__(self, offsets: dict[str, int]) -> None:
        self.offsets = offsets
        self.ones: list[int] = []
        self.values: list[tuple[int, float]] = []

    def one(self, name: str, slot: int) -> None:
        self.ones.append(self.offsets[name] + slot)

    def value(self, name: str, slot: int, value: float) -> None:
        self.values.append((self.offsets[name] + slot, value))


Encoder = Callable[[Any, int, "_Writer", "ObservationEncoding"], None]


@dataclass(frozen=True)
class ObservationEncoding:
    """The observation vector of one game (and of the Jass match when ``match``)."""

    game: str
    match: bool
    players: int
    cards: tuple[Card, ...]
    """The pack's cards in card order: slot ``i`` of every card block is ``cards[i]``."""
    fields: tuple[Field, ...]
    _encode_game: Encoder = field(repr=False, compare=False)
    _offsets: dict[str, int] = field(init=False, repr=False, compare=False)
    _slot_of: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        slot_of = [-1] * 64
        for slot, card in enumerate(self.cards):
            slot_of[card] = slot
        object.__setattr__(self, "_offsets", {f.name: f.offset for f in self.fields})
        object.__setattr__(self, "_slot_of", tuple(slot_of))

    @property
    def size(self) -> int:
        """How many entries the vector has."""
        last = self.fields[-1]
        return last.offset + last.length

    @property
    def high(self) -> Vector:
        """The largest value of each entry (the smallest is 0), e.g. for a Box space."""
        high = np.ones(self.size, dtype=np.float32)
        for entry in self.fields:
            high[entry.offset : entry.offset + entry.length] = entry.high
        return high

    def field(self, name: str) -> Field:
        """The field called ``name``; raises KeyError naming the fields."""
        for candidate in self.fields:
            if candidate.name == name:
                return candidate
        known = ", ".join(f.name for f in self.fields)
        raise KeyError(f"no field {name!r} in the {self.game} encoding: {known}")

    def table(self) -> str:
        """The layout as a Markdown table (docs/envs.md prints it)."""
        rows = ["| field | entries | meaning |", "|---|---|---|"]
        for entry in self.fields:
            last = entry.offset + entry.length - 1
            rows.append(f"| `{entry.name}` | {entry.offset}-{last} | {entry.meaning} |")
        return "\n".join(rows)

    def encode(self, state: Observable, seat: int) -> Vector:
        """The vector of what ``seat`` may know of ``state`` (built from its observation
        alone)."""
        observation = state.observation(seat)
        writer = _Writer(self._offsets)
        self._encode_game(observation, seat, writer, self)
        vector = np.zeros(self.size, dtype=np.float32)
        vector[writer.ones] = 1.0
        for index, value in writer.values:
            vector[index] = value
        return vector

    # ----------------------------------------------------------------- shared parts

    def relative(self, seat: int, observer: int) -> int:
        return (seat - observer) % self.players

    def card_set(self, writer: _Writer, name: str, cards: CardSet, block: int = 0) -> None:
        base = block * len(self.cards)
        slot_of = self._slot_of
        for card in cards_in(cards):
            writer.one(name, base + slot_of[card])

    def seat(self, writer: _Writer, name: str, seat: int | None, observer: int) -> None:
        if seat is not None:
            writer.one(name, self.relative(seat, observer))

    def common(
        self,
        writer: _Writer,
        observer: int,
        phases: Sequence[str],
        view: Any,
        rules: TrickRules | None,
        points_scale: int,
    ) -> None:
        """The fields every game has: whose turn, the dealer, the phase, the hand, the
        cards each seat played, the trick, tricks won and card points taken."""
        self.seat(writer, "to_move", view.to_move, observer)
        self.seat(writer, "dealer", view.dealer, observer)
        writer.one("phase", phases.index(view.phase))
        self.card_set(writer, "hand", view.hand)
        self.seat(writer, "trick_leader", view.leader, observer)
        played = [0] * self.players
        tricks_won = [0] * self.players
        points = [0] * self.players
        for trick in view.tricks:
            self._trick_cards(trick.leader, trick.cards, played)
            tricks_won[trick.winner] += 1
            if rules is not None:
                points[trick.winner] += rules.points(sum(1 << card for card in trick.cards))
        self._trick_cards(view.leader, view.trick, played)
        for position, card in enumerate(view.trick):
            writer.one("trick", position * len(self.cards) + self._slot_of[card])
        tricks_per_deal = len(self.cards) // self.players
        for seat in range(self.players):
            slot = self.relative(seat, observer)
            self.card_set(writer, "played", played[seat], slot)
            if tricks_won[seat]:
                writer.value("tricks_won", slot, tricks_won[seat] / tricks_per_deal)
            if points[seat]:
                writer.value("points_taken", slot, points[seat] / points_scale)

    def _trick_cards(self, leader: int, cards: Sequence[Card], played: list[CardSet]) -> None:
        for position, card in enumerate(cards):
            played[(leader + position) % self.players] |= 1 << card

    def doubling(self, writer: _Writer, doubling: Doubling, observer: int) -> None:
        if doubling.level >= KONTRA:
            writer.one("doubling", 0)
        if doubling.level >= RE:
            writer.one("doubling", 1)
        self.seat(writer, "kontra_seat", doubling.kontra_seat, observer)


class _Layout:
    """Builds the field list, each field starting where the last ended."""

    def __init__(self) -> None:
        self.fields: list[Field] = []
        self.offset = 0

    def add(
        self, name: str, length: int, meaning: str, cards: bool = False, high: float = 1.0
    ) -> None:
        self.fields.append(Field(name, self.offset, length, meaning, cards, high))
        self.offset += length


def _common_fields(
    layout: _Layout, players: int, pack: int, phases: Sequence[str], points_scale: int
) -> None:
    layout.add("to_move", players, "one-hot: the relative seat to move (0: this seat)")
    layout.add("dealer", players, "one-hot: the relative seat of the dealer")
    layout.add("phase", len(phases), "one-hot: the phase, " + " ".join(phases))
    layout.add("hand", pack, "this seat's cards", cards=True)
    layout.add(
        "played",
        players * pack,
        f"{players} card blocks, one per relative seat: the cards it has played this deal "
        "(the current trick included)",
        cards=True,
    )
    layout.add("trick_leader", players, "one-hot: the relative seat that led (or leads) the trick")
    layout.add(
        "trick",
        (players - 1) * pack,
        f"{players - 1} card blocks: the current trick's cards in play order from its leader",
        cards=True,
    )
    layout.add("tricks_won", players, "per relative seat: tricks won / tricks per deal")
    layout.add(
        "points_taken",
        players,
        f"per relative seat: card points in the tricks it won / {points_scale}, counted as "
        "the contract counts them (0 before the contract)",
    )


# ----------------------------------------------------------------------------- Schafkopf


def _schafkopf_layout() -> tuple[Field, ...]:
    layout, players, pack = _Layout(), 4, len(cards_in(schafkopf_contracts.PACK))
    _common_fields(layout, players, pack, SCHAFKOPF_PHASES, CARD_POINTS_SCALE)
    bids = catalog_for("schafkopf")
    said = [bids.name(i) for i in range(1 + len(schafkopf_contracts.CONTRACTS))]
    layout.add(
        "bidding",
        players * len(said),
        f"per relative seat, one-hot of {len(said)}: what it said ({', '.join(said)})",
    )
    layout.add(
        "contract",
        len(SCHAFKOPF_KINDS),
        "one-hot: the contract, or the highest bid while bidding: " + " ".join(SCHAFKOPF_KINDS),
    )
    layout.add("contract_suit", 4, "one-hot: its suit (a l h b): the called ace's or the trumps")
    layout.add("declarer", players, "one-hot: the relative seat of the declarer (highest bidder)")
    layout.add(
        "partner",
        players,
        "one-hot: the relative seat of the called ace's holder, once this seat may know it",
    )
    _add_doubling_and_house_rules(layout, players, SchafkopfVariants)
    return tuple(layout.fields)


def _encode_schafkopf(
    view: SchafkopfObservation, seat: int, writer: _Writer, encoding: ObservationEncoding
) -> None:
    contract = None
    if view.contract == schafkopf_contracts.RAMSCH:
        contract = schafkopf_contracts.RAMSCH_CONTRACT
    elif view.contract is not None:
        suit = None if view.suit is None else "alhbrs".index(view.suit)
        contract = schafkopf_contracts.find_contract(view.contract, suit)
    rules = None if contract is None else contract.rules
    encoding.common(writer, seat, SCHAFKOPF_PHASES, view, rules, CARD_POINTS_SCALE)
    catalog = catalog_for("schafkopf")
    said = 1 + len(schafkopf_contracts.CONTRACTS)
    for actor, action in view.history:
        if isinstance(action, SchafkopfBid | SchafkopfPass):
            writer.one("bidding", encoding.relative(actor, seat) * said + catalog.index(action))
    if view.contract is not None:
        writer.one("contract", SCHAFKOPF_KINDS.index(view.contract))
    if view.suit is not None:
        writer.one("contract_suit", "alhb".index(view.suit))
    encoding.seat(writer, "declarer", view.declarer, seat)
    encoding.seat(writer, "partner", view.partner, seat)
    encoding.doubling(writer, view.doubling, seat)
    _house_rules(writer, view.variants)


def _add_doubling_and_house_rules(layout: _Layout, players: int, kind: type[Variants]) -> None:
    """The Kontra/Re fields and one flag per house rule of ``kind`` (Schafkopf, Skat)."""
    layout.add("doubling", 2, "Kontra said, Re said")
    layout.add("kontra_seat", players, "one-hot: the relative seat that said Kontra")
    names = kind.names()
    layout.add("house_rules", len(names), "the house rules " + ", ".join(names))


def _house_rules(writer: _Writer, variants: Variants) -> None:
    for slot, name in enumerate(variants.names()):
        if getattr(variants, name):
            writer.one("house_rules", slot)


# ----------------------------------------------------------------------------- Skat


def _skat_layout() -> tuple[Field, ...]:
    layout, players, pack = _Layout(), 3, len(cards_in(skat_contracts.PACK))
    _common_fields(layout, players, pack, SKAT_PHASES, CARD_POINTS_SCALE)
    ladder = skat_contracts.BID_LADDER
    layout.add(
        "bid",
        len(ladder),
        f"one-hot: the highest value named or held, on the ladder {ladder[0]}…{ladder[-1]}",
    )
    layout.add("passed", players, "per relative seat: it passed in the bidding")
    layout.add("declarer", players, "one-hot: the relative seat of the declarer")
    layout.add("hand_game", 2, "the declarer picked up the skat, the declarer plays Hand")
    layout.add("contract", len(SKAT_CONTRACTS), "one-hot: the game, " + " ".join(SKAT_CONTRACTS))
    layout.add("skat", pack, "the skat, once this seat (the declarer) picked it up", cards=True)
    layout.add("discarded", pack, "the two cards this seat (the declarer) put away", cards=True)
    layout.add("ouvert", pack, "the declarer's open hand in Null Ouvert", cards=True)
    _add_doubling_and_house_rules(layout, players, SkatVariants)
    layout.add("bock_deal", 1, "the deal is one of a Bock round's")
    return tuple(layout.fields)


def _encode_skat(
    view: SkatObservation, seat: int, writer: _Writer, encoding: ObservationEncoding
) -> None:
    contract = None
    if view.contract == skat_contracts.RAMSCH.name:
        contract = skat_contracts.RAMSCH
    elif view.contract is not None:
        contract = skat_contracts.CONTRACTS[view.contract]
    rules = None if contract is None else contract.rules
    encoding.common(writer, seat, SKAT_PHASES, view, rules, CARD_POINTS_SCALE)
    if view.bid:
        writer.one("bid", skat_contracts.BID_LADDER.index(view.bid))
    for actor, action in view.history:
        if isinstance(action, SkatPass):
            writer.one("passed", encoding.relative(actor, seat))
    encoding.seat(writer, "declarer", view.declarer, seat)
    if view.hand_game is not None:
        writer.one("hand_game", 1 if view.hand_game else 0)
    if view.contract is not None:
        writer.one("contract", SKAT_CONTRACTS.index(view.contract))
    encoding.card_set(writer, "skat", view.skat or 0)
    encoding.card_set(writer, "discarded", view.discarded or 0)
    encoding.card_set(writer, "ouvert", view.ouvert or 0)
    encoding.doubling(writer, view.doubling, seat)
    _house_rules(writer, view.variants)
    if view.bock_deal:
        writer.one("bock_deal", 0)


# ----------------------------------------------------------------------------- Jass


def _jass_layout(match: bool) -> tuple[Field, ...]:
    layout, players, pack = _Layout(), 4, len(cards_in(jass_contracts.PACK))
    _common_fields(layout, players, pack, JASS_PHASES, JASS_POINTS_SCALE)
    layout.add("chooser", players, "one-hot: the relative seat that chose the contract")
    layout.add("pushed", 1, "forehand pushed the choice to the partner")
    layout.add(
        "contract", len(JASS_CONTRACTS), "one-hot: the contract, " + " ".join(JASS_CONTRACTS)
    )
    layout.add(
        "weis",
        players * 3,
        f"per relative seat: it announced a Weis, its strongest combination's points / "
        f"{WEIS_SCALE}, its Weis total / {WEIS_SCALE} (known once it played to the first "
        "trick; at most 4)",
        high=4.0,
    )
    layout.add(
        "weis_shown",
        players * pack,
        f"{players} card blocks, one per relative seat: the combinations it showed after the "
        "first trick (the scoring team's)",
        cards=True,
    )
    layout.add("weis_team", 2, "one-hot: the relative team that scores its Weis (0: this seat's)")
    layout.add("stoeck", players, "one-hot: the relative seat that claimed Stöck")
    layout.add(
        "deal_points",
        2,
        f"per relative team: the points credited in this deal so far, multiplied / "
        f"{JASS_CREDIT_SCALE} (at most 5)",
        high=5.0,
    )
    if match:
        layout.add(
            "match_score",
            2,
            "per relative team: the match score now / the target (at most 5: the credit "
            "that reaches the target may pass it)",
            high=5.0,
        )
        layout.add(
            "target", len(TARGETS), "one-hot: the match target, " + " ".join(map(str, TARGETS))
        )
    return tuple(layout.fields)


def _encode_jass(
    view: JassObservation, seat: int, writer: _Writer, encoding: ObservationEncoding
) -> None:
    contract = None if view.contract is None else jass_contracts.CONTRACTS[view.contract]
    rules = None if contract is None else contract.rules
    encoding.common(writer, seat, JASS_PHASES, view, rules, JASS_POINTS_SCALE)
    encoding.seat(writer, "chooser", view.chooser, seat)
    if view.pushed:
        writer.one("pushed", 0)
    if view.contract is not None:
        writer.one("contract", JASS_CONTRACTS.index(view.contract))
    for actor in range(4):
        slot = encoding.relative(actor, seat)
        announcement = view.announcements[actor]
        if announcement is not None:
            writer.one("weis", slot * 3)
            writer.value("weis", slot * 3 + 1, announcement.points / WEIS_SCALE)
            writer.value("weis", slot * 3 + 2, announcement.total / WEIS_SCALE)
        shown = 0
        for combination in view.shown_weis[actor]:
            shown |= combination.cards
        encoding.card_set(writer, "weis_shown", shown, slot)
    if view.weis_team is not None:
        writer.one("weis_team", (view.weis_team - seat) % 2)
    encoding.seat(writer, "stoeck", view.stoeck, seat)
    for team in range(2):
        slot = (team - seat) % 2
        credited = view.team_totals[team] - view.scores_before[team]
        if credited:
            writer.value("deal_points", slot, credited / JASS_CREDIT_SCALE)
        if encoding.match:
            writer.value("match_score", slot, view.team_totals[team] / view.target)
    if encoding.match:
        writer.one("target", TARGETS.index(view.target))


# ----------------------------------------------------------------------------- registry


def _build(game: str, match: bool) -> ObservationEncoding:
    if game == "schafkopf":
        pack = cards_in(schafkopf_contracts.PACK)
        return ObservationEncoding(
            game, False, 4, tuple(pack), _schafkopf_layout(), _encode_schafkopf
        )
    if game == "skat":
        pack = cards_in(skat_contracts.PACK)
        return ObservationEncoding(game, False, 3, tuple(pack), _skat_layout(), _encode_skat)
    pack = cards_in(jass_contracts.PACK)
    return ObservationEncoding(game, match, 4, tuple(pack), _jass_layout(match), _encode_jass)


ENCODINGS = {
    (game, match): _build(game, match)
    for game, match in (("schafkopf", False), ("skat", False), ("jass", False), ("jass", True))
}


def encoding_for(game: str, *, match: bool = False) -> ObservationEncoding:
    """The observation encoding of ``game``; ``match=True`` (Jass only) adds the match
    score and target.

    >>> encoding_for("skat").size
    386
    """
    try:
        return ENCODINGS[game, match]
    except KeyError:
        if match and game in ("schafkopf", "skat"):
            raise KeyError(
                f"{game} has no match encoding: only jass is played as a match"
            ) from None
        raise KeyError(
            f"unknown game {game!r}: the encodings are schafkopf, skat and jass"
        ) from None
