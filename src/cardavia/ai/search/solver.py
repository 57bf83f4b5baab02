"""A double-dummy solver for every trick-taking game of Cardavia, compiled with numba.

With every hand open, it finds the outcome of best play by both sides from a position: the
card points the declaring side still takes (Skat, Schafkopf and Jass contracts played for
points), or whether the declarer makes a contract won or lost by tricks (Null: no trick;
Tout: every trick). The games' rules come in as tables (``Rules``): each card's follow
mask, effective suit, power when a suit is led and value, plus the Jass trump rules and the
Schafkopf called ace — the kernel never branches on a game's name.

Search: alpha-beta over single card plays with null windows after the first move
(principal variation search), a transposition table at trick boundaries keyed by the
position's shape (per effective suit, the owner and value of each live card in power
order, so positions that differ only in which of some equal cards fell share an entry)
with the leader and the open duties, a cut when the points still out cannot reach the
window or the tricks the leader is sure to take (his top cards that nobody can beat or
trump) already decide it, and moves of equivalent cards (one hand's cards next to each
other in the effective suit, nothing live between them, the same value) tried once.

Move order decides how much alpha-beta can cut. Leads: the best lead found at the position
before, then sure winners (most points first), a low card to a partner sure to win the
suit, each other suit's top card, then each suit's lowest. Into a trick: give points to a
partner sure to win it (now or with a card still to come); take it with the most points
when nobody after can take it back, cheaply when someone can; otherwise throw the least;
a trump played to another suit counts 15 points less (it is gone for later tricks). Ties
go to the card that cut most often before (a history table).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, TypeVar, cast

import numpy as np
from numba import njit
from numba.core import types
from numba.cpython.unsafe.numbers import trailing_zeros as _trailing_zeros
from numba.extending import intrinsic

F = TypeVar("F", bound=Callable[..., Any])
_COMPILE_OPTIONS: dict[str, Any] = {"cache": True, "inline": "always", "_nrt": False}
"""``_nrt`` is numba's switch for its runtime (reference counting); its type stubs leave it
out, hence a dict."""

CARDS = 54
"""Card ids 0-53 (``cardavia.core.cards``): every set fits an int64."""
POINTS, NO_TRICK, ALL_TRICKS, RACE = 0, 1, 2, 3
"""What the declaring side plays for: card points, no trick (Null), every trick (Tout), or
to reach its target of points before the other side reaches its own (``Race``)."""
RACE_WON, RACE_OPEN, RACE_LOST = 2, 1, 0
"""The outcomes of a race for the declaring side: it reaches its target first; neither
side reaches its target by the end of the deal; the other side reaches its target first."""
TABLE_BITS = 20
_INFINITY = 1 << 30


def compiled(function: F) -> F:
    """``function`` compiled to machine code by numba, cached on disk between runs.

    Inlined into its callers, and without numba's reference counting of arrays: the
    kernel allocates nothing, and counting the arrays passed at every call (atomic
    increments) took a third of the search's time. Together 2.3x faster per position."""
    return cast(F, njit(**_COMPILE_OPTIONS)(function))


@dataclass(frozen=True)
class Rules:
    """A contract as the kernel reads it (numpy arrays indexed by card id)."""

    follow: np.ndarray
    """int64[54]: the cards that follow a card led (its effective suit)."""
    suit_of: np.ndarray
    """int64[54]: each card's effective suit (-1 outside the pack)."""
    power_when_led: np.ndarray
    """int64[suits, 54]: per effective suit led, each card's power, -1 if it cannot win."""
    values: np.ndarray
    """int64[54]: card points."""
    order: np.ndarray
    """int64[54]: the pack's cards by effective suit, then power high to low (-1 after)."""
    jass_trumps: int
    """The trumps of a Jass trump contract (voluntary trumping, no undertrumping), else 0."""
    trumps_above: np.ndarray
    """int64[54]: per card, the trumps that beat it (Jass undertrumping)."""
    trump_under: int
    """The Jass trump Under as a card set (it may be kept back), else 0."""
    called_ace: int
    """The Schafkopf called ace, else -1."""
    holder: int
    """The seat holding the called ace, else -1."""
    objective: int
    last_trick_bonus: int
    sweep_bonus: int
    """Points for the declaring side taking every trick (Jass Match), else 0."""

    @cached_property
    def kernel(self) -> "Kernel":
        return Kernel.of(self)


@dataclass(frozen=True)
class Position:
    """A position with every hand open: what remains to be played and by whom."""

    rules: Rules
    hands: tuple[int, ...]
    declaring: tuple[bool, ...]
    """Per seat, whether it plays on the declaring side."""
    leader: int
    trick: tuple[int, ...]
    called_open: bool
    """Whether the called ace's duties still hold (Schafkopf)."""
    sweep_open: bool
    """Whether the declaring side has taken every trick so far."""
    race: "Race | None" = None
    """Set to play a race (a Jass match that may reach its target in this deal) rather than
    for the position's contract's objective."""


@dataclass(frozen=True)
class Race:
    """A race to targets of points from a position (the points each side still needs to
    end the match, from the deal's credits as they arise). Trick by trick the side that
    takes a trick is credited its points (the last trick's bonus, and the Jass Match with
    it), and the first side to reach its target wins; the search's outcome is
    ``RACE_WON``, ``RACE_OPEN`` or ``RACE_LOST`` for the declaring side."""

    target: int
    """The points the declaring side needs from here."""
    others_target: int
    """The points the other side needs from here."""
    others_sweep_open: bool
    """Whether the other side has taken every trick so far (its Match is still open)."""


_KEY, _LOWER, _UPPER, _LEAD = 0, 1, 2, 3
"""The columns of a transposition table's rows."""
_VISITED, _MOST, _GENERATION = 0, 1, 2
"""The entries of ``TranspositionTable.nodes``."""
_MOST_MOVES = 16
"""More distinct moves than any hand of 12 cards can offer."""
_MOST_CARDS = 48
_FOLLOW, _SUIT, _VALUE, _ABOVE, _TOKEN = range(5)
"""The rows of ``Kernel.cards``."""
(
    _TRUMPS, _UNDER, _ACE, _HOLDER, _OBJECTIVE, _LAST_BONUS, _SWEEP_BONUS, _RUFFERS, _TARGET,
    _OTHERS_TARGET,
) = range(10)  # fmt: skip
"""The entries of ``Kernel.game``."""


@dataclass(frozen=True)
class Kernel:
    """A contract's rules as the compiled search reads them. The pack's cards are numbered
    anew by their place in ``Rules.order`` (effective suit, then power high to low), so
    that a set's lowest bit is its best card and the cards between two are a bit range."""

    card_at: tuple[int, ...]
    """The card id of each kernel card."""
    bit_of: tuple[int, ...]
    """Per card id, its kernel card as a one-bit set (0 outside the pack)."""
    cards: np.ndarray
    """int64[5, cards]: per kernel card, the cards that follow it, its effective suit, its
    value, the trumps that beat it (all sets of kernel cards), and its part in a
    position's shape (``_shape_key``)."""
    power: np.ndarray
    """int64[suits, cards]: per effective suit led, each card's power (-1: cannot win)."""
    game: np.ndarray
    """int64[10]: the Jass trumps and trump Under, the called ace and its holder, the
    objective, the last trick's and the sweep's bonus, the cards that can win a trick of
    another suit (trumps in any game) (cards as kernel cards), and a race's targets (set
    per search, ``_Search``)."""

    @classmethod
    def of(cls, rules: Rules) -> "Kernel":
        card_at = tuple(int(card) for card in rules.order if card >= 0)
        bit_of = [0] * CARDS
        for rank, card in enumerate(card_at):
            bit_of[card] = 1 << rank
        kernel = cls(card_at, tuple(bit_of), np.zeros((5, len(card_at)), np.int64),
                     np.ascontiguousarray(rules.power_when_led[:, list(card_at)]),
                     np.zeros(10, np.int64))  # fmt: skip
        for rank, card in enumerate(card_at):
            kernel.cards[:_TOKEN, rank] = (
                kernel.relabelled(int(rules.follow[card])),
                rules.suit_of[card],
                rules.values[card],
                kernel.relabelled(int(rules.trumps_above[card])),
            )
        ace = kernel.relabelled(1 << rules.called_ace) if rules.called_ace >= 0 else 0
        kernel.game[:8] = (
            kernel.relabelled(rules.jass_trumps),
            kernel.relabelled(rules.trump_under),
            ace.bit_length() - 1,
            rules.holder,
            rules.objective,
            rules.last_trick_bonus,
            rules.sweep_bonus,
            kernel.relabelled(_trumps(rules)),
        )
        kernel.fill_shape_tokens()
        kernel.check_power_order()
        return kernel

    def fill_shape_tokens(self) -> None:
        """Each card's part in a position's shape (``_shape_key`` adds its owner): its
        suit, so that a suit's cards gone never let another suit's stand in their place
        (trumps and the called suit matter), its value, and whether it is the called ace
        or the Jass trump Under."""
        for rank in range(len(self.card_at)):
            special = 1 if rank == self.game[_ACE] else (2 if self.game[_UNDER] >> rank & 1 else 0)
            suit, value = self.cards[_SUIT, rank], self.cards[_VALUE, rank]
            self.cards[_TOKEN, rank] = (((suit + 1) * 32 + value) * 3 + special) * 4

    def check_power_order(self) -> None:
        """Checks what the search relies on to find a set's best card at once: a card's
        followers are its effective suit, and whatever suit is led, the cards of each
        suit that can win it come in power order, the best first."""
        suits, ruffers = self.cards[_SUIT], self.game[_RUFFERS]
        for rank, follow in enumerate(self.cards[_FOLLOW]):
            if follow != sum(1 << other for other in np.flatnonzero(suits == suits[rank])):
                raise ValueError(f"kernel card {rank}: its followers are not its suit")
        for led in range(self.power.shape[0]):
            for suit in np.unique(suits):
                winning = [rank for rank in np.flatnonzero(suits == suit)
                           if suit == led or ruffers >> int(rank) & 1]  # fmt: skip
                if any(np.diff(self.power[led, winning]) >= 0):
                    raise ValueError(f"suit {suit} is not in power order when {led} is led")

    def relabelled(self, cards: int) -> int:
        """A set of card ids as a set of kernel cards."""
        kernel_cards = 0
        while cards:
            low = cards & -cards
            kernel_cards |= self.bit_of[low.bit_length() - 1]
            cards ^= low
        return kernel_cards


def _trumps(rules: Rules) -> int:
    """The cards that can win a trick led in another suit."""
    trumps = 0
    for card in range(CARDS):
        others = np.delete(rules.power_when_led[:, card], rules.suit_of[card])
        if rules.suit_of[card] >= 0 and (others >= 0).any():
            trumps |= 1 << card
    return trumps


class TranspositionTable:
    """Bounds on positions' outcomes at trick boundaries, and the best lead found there,
    for one deal's searches; with the search's own move lists and history table,
    allocated once."""

    def __init__(self, bits: int = TABLE_BITS) -> None:
        self.rows = np.zeros((1 << bits, 4), dtype=np.int64)
        self.lists = np.zeros((2, _MOST_CARDS + 1, _MOST_MOVES), dtype=np.int64)
        """Per depth, the moves to try and their ordering scores."""
        self.frames = np.zeros((_MOST_CARDS + 2, _FRAME_FIELDS), dtype=np.int64)
        """The search's stack: per card played since the root, its node's state."""
        self.history = np.zeros((4, CARDS), dtype=np.int64)
        """Per seat and kernel card, how often it cut the search (a cut with n cards in
        hand counts 2**n)."""
        self.nodes = np.zeros(3, dtype=np.int64)
        """The positions visited by the last search, the most it may visit (0: no limit),
        and the table's generation (``clear``)."""
        self.spent = 0
        """The positions visited by every search with this table so far."""

    def clear(self) -> None:
        """Forgets every row: a new generation goes into every key, so the rows of the
        ones before never match again (rather than writing over the whole table)."""
        self.nodes[_GENERATION] += 1
        self.history[:] = 0

    def limit_nodes(self, most: int) -> None:
        """Searches after this give up (``SearchAborted``) after visiting ``most``
        positions; 0 lifts the limit. What the table learnt before stays true."""
        self.nodes[_MOST] = most

    @property
    def visited(self) -> int:
        return int(self.nodes[_VISITED])


class SearchAborted(RuntimeError):
    """A search reached its table's node limit before it found the outcome."""


def solve(position: Position, table: TranspositionTable | None = None) -> int:
    """The outcome of best play from ``position``: the card points the declaring side
    takes from here on (bonuses included), or 1/0 for a contract made/lost by tricks."""
    return _Search(position, table or TranspositionTable()).outcome()


def reaches(position: Position, points: int, table: TranspositionTable | None = None) -> bool:
    """Whether the declaring side takes at least ``points`` more under best play: one
    null-window search, much faster than ``solve`` (e.g. "does the declarer make 61?")."""
    search = _Search(position, table or TranspositionTable())
    return search.run(alpha=points - 1, beta=points) >= points


def card_values(position: Position, table: TranspositionTable | None = None) -> dict[int, int]:
    """For every card the player to move may play, the outcome of best play after it."""
    search = _Search(position, table or TranspositionTable())
    return {card: search.outcome(forced=rank) for card, rank in search.legal_cards()}


def cuts_reached(
    position: Position, cuts: Sequence[int], table: TranspositionTable | None = None
) -> int:
    """How many of ``cuts`` (ascending outcomes) the declaring side reaches under best play
    from ``position``: a binary search of null-window searches, far faster than ``solve``
    when only some outcomes matter (61 to win, 90 for Schneider)."""
    return _cuts_reached(_Search(position, table or TranspositionTable()), -1, cuts)


def card_cuts_reached(
    position: Position, cuts: Sequence[int], table: TranspositionTable | None = None
) -> dict[int, int]:
    """For every card the player to move may play, ``cuts_reached`` after it."""
    search = _Search(position, table or TranspositionTable())
    return {card: _cuts_reached(search, rank, cuts) for card, rank in search.legal_cards()}


def _cuts_reached(search: "_Search", forced: int, cuts: Sequence[int]) -> int:
    low, high = 0, len(cuts)
    while low < high:
        middle = (low + high + 1) // 2
        cut = cuts[middle - 1]
        if search.run(forced=forced, alpha=cut - 1, beta=cut) >= cut:
            low = middle
        else:
            high = middle - 1
    return low


def warm_up() -> None:
    """Compiles the search now (a few seconds), so that the first real decision is fast."""
    two_cards = np.array([0b11, 0b11, *[0] * (CARDS - 2)], dtype=np.int64)  # one suit
    rules = Rules(
        follow=two_cards,
        suit_of=np.zeros(CARDS, dtype=np.int64),
        power_when_led=np.array([[1, 0, *[-1] * (CARDS - 2)]], dtype=np.int64),
        values=np.zeros(CARDS, dtype=np.int64),
        order=np.array([0, 1, *[-1] * (CARDS - 2)], dtype=np.int64),
        jass_trumps=0,
        trumps_above=np.zeros(CARDS, dtype=np.int64),
        trump_under=0,
        called_ace=-1,
        holder=-1,
        objective=POINTS,
        last_trick_bonus=0,
        sweep_bonus=0,
    )
    position = Position(rules, (1, 2), (True, False), 0, (), False, True)
    solve(position, TranspositionTable(bits=4))


class _Search:
    """One position set up for the compiled search (its cards as kernel cards)."""

    def __init__(self, position: Position, table: TranspositionTable) -> None:
        self.position = position
        self.table = table
        self.kernel = position.rules.kernel
        self.hands = np.array([self.kernel.relabelled(hand) for hand in position.hands],
                              dtype=np.int64)  # fmt: skip
        self.trick = np.full(4, -1, dtype=np.int64)
        for index, card in enumerate(position.trick):
            self.trick[index] = self.kernel.bit_of[card].bit_length() - 1
        self.mover = (position.leader + len(position.trick)) % len(position.hands)
        self.declaring = sum(1 << seat for seat, side in enumerate(position.declaring) if side)
        live = self.kernel.relabelled(sum(position.hands) + sum(1 << c for c in position.trick))
        self.out = _points_in(live, self.kernel.cards)
        self.game = self.kernel.game
        if position.race is not None:
            self.game = self.kernel.game.copy()
            self.game[_OBJECTIVE] = RACE
            self.game[_TARGET] = position.race.target
            self.game[_OTHERS_TARGET] = position.race.others_target

    def legal_cards(self) -> list[tuple[int, int]]:
        """The cards the player to move may play, by card id, each with its kernel card."""
        kernel, position = self.kernel, self.position
        legal = _legal(self.hands, self.trick, len(position.trick), self.mover,
                       int(position.called_open), kernel.cards, kernel.game)  # fmt: skip
        ranks = [rank for rank in range(len(kernel.card_at)) if legal >> rank & 1]
        return sorted((kernel.card_at[rank], rank) for rank in ranks)

    def outcome(self, forced: int = -1) -> int:
        """The outcome from the position (after the kernel card ``forced``, if given); a
        contract won or lost by tricks in one null-window search (a full window took up
        to a thousand times longer)."""
        if self.position.race is not None:
            return _cuts_reached(self, forced, (RACE_OPEN, RACE_WON))
        if self.position.rules.objective == POINTS:
            return self.run(forced)
        return int(self.run(forced, alpha=0, beta=1) >= 1)

    def run(self, forced: int = -1, alpha: int = -_INFINITY, beta: int = _INFINITY) -> int:
        """The outcome from the position (after the kernel card ``forced``, if given)."""
        position, table, kernel = self.position, self.table, self.kernel
        table.nodes[_VISITED] = 0
        others_sweep = position.race is not None and position.race.others_sweep_open
        outcome = _search(
            self.hands, self.trick, len(position.trick), position.leader,
            int(position.called_open), int(position.sweep_open), int(others_sweep), self.out,
            alpha, beta, forced, table.rows, table.lists, table.frames, table.nodes,
            table.history, kernel.cards, kernel.power, self.game, self.declaring,
            len(position.hands),
        )  # fmt: skip
        table.spent += int(table.nodes[_VISITED])
        if table.nodes[_MOST] and table.nodes[_VISITED] > table.nodes[_MOST]:
            raise SearchAborted(f"no outcome within {table.nodes[_MOST]} positions")
        return int(outcome)


def _population_count(typing_context: Any, mask: Any) -> tuple[Any, Callable[..., Any]]:
    """A numba intrinsic: the processor's population count of a 64-bit integer."""

    def generate(context: Any, builder: Any, signature: Any, arguments: Any) -> Any:
        return builder.ctpop(arguments[0])

    return types.int64(types.int64), generate


_popcount = cast(Callable[[int], int], intrinsic(_population_count))
"""The number of cards in a set."""
_lowest_index = cast(Callable[[Any], int], _trailing_zeros)
"""The index of the lowest set bit (the processor's trailing-zero count)."""


@compiled
def _bit_index(bit: int) -> int:
    """The index of the single set bit of ``bit`` (the processor's trailing-zero count)."""
    return _lowest_index(np.int64(bit))


@compiled
def _seat(leader: int, offset: int, players: int) -> int:
    """The seat ``offset`` places after ``leader`` (a subtraction, not a division)."""
    seat = leader + offset
    return seat - players if seat >= players else seat


@compiled
def _points_in(cards: int, tables: np.ndarray) -> int:
    """The card points of a set of kernel cards."""
    points = 0
    while cards:
        low = cards & -cards
        points += tables[_VALUE, _bit_index(low)]
        cards ^= low
    return points


@compiled
def _legal(
    hands: np.ndarray,
    trick: np.ndarray,
    trick_len: int,
    mover: int,
    called_open: int,
    cards: np.ndarray,
    game: np.ndarray,
) -> int:
    """The cards ``mover`` may play (the engines' follow rules, as tables)."""
    hand = hands[mover]
    jass_trumps = game[_TRUMPS]
    if trick_len == 0:
        legal = hand
    else:
        led = trick[0]
        same = hand & cards[_FOLLOW, led]
        if jass_trumps == 0:
            legal = same if same else hand
        elif jass_trumps >> led & 1:
            legal = hand if (same == 0 or same == game[_UNDER]) else same
        else:
            trumps = hand & jass_trumps
            if trumps == hand:
                legal = hand
            else:
                for position in range(trick_len):
                    trumps &= cards[_ABOVE, trick[position]]
                legal = (same if same else hand & ~jass_trumps) | trumps
    ace = game[_ACE]
    if ace >= 0 and called_open and mover == game[_HOLDER] and hand >> ace & 1:
        ace_bit = np.int64(1) << ace
        if trick_len == 0:
            called = hand & cards[_FOLLOW, ace]
            if _popcount(called) < 4:
                legal = hand & ~(called ^ ace_bit)
        elif cards[_SUIT, trick[0]] == cards[_SUIT, ace]:
            legal = ace_bit
        elif hand != ace_bit:
            legal &= ~ace_bit
    return int(legal)


@compiled
def _candidates(legal: int, live: int, cards: np.ndarray, moves: np.ndarray) -> int:
    """Writes into ``moves`` the legal cards worth trying, one per run of equivalent
    cards (the same suit and value, nothing live between them), best first; returns how
    many."""
    count = 0
    previous = -1
    rest = legal
    while rest:
        low = rest & -rest
        rest ^= low
        card = _bit_index(low)
        same_run = (
            previous >= 0
            and cards[_SUIT, previous] == cards[_SUIT, card]
            and cards[_VALUE, previous] == cards[_VALUE, card]
            and live & (low - (np.int64(2) << previous)) == 0
        )
        if not same_run:
            moves[count] = card
            count += 1
        previous = card
    return count


@compiled
def _sort_by_scores(moves: np.ndarray, scores: np.ndarray, count: int) -> None:
    """Sorts the first ``count`` ``moves`` by ``scores``, highest first, ties in order."""
    for index in range(1, count):
        card = moves[index]
        score = scores[index]
        back = index - 1
        while back >= 0 and scores[back] < score:
            moves[back + 1] = moves[back]
            scores[back + 1] = scores[back]
            back -= 1
        moves[back + 1] = card
        scores[back + 1] = score


@compiled
def _order_leads(
    moves: np.ndarray,
    count: int,
    scores: np.ndarray,
    tried: int,
    hands: np.ndarray,
    mover: int,
    declaring: int,
    cards: np.ndarray,
    power: np.ndarray,
    game: np.ndarray,
    history: np.ndarray,
) -> None:
    """Leads best first: the lead found best here before (``tried``); a sure winner (a
    suit's top card that no opponent can beat, following or trumping), the one with the
    most points first; the lowest card of a suit the partner is sure to win; the top card
    of every other suit; the lowest of every other suit; then the rest. Ties by how often
    a lead cut. (The moves come suit by suit, high to low.)"""
    side = declaring >> mover & 1
    against, partner = -1, -1  # the most power the opponents and the partners can bring
    for index in range(count):
        card = moves[index]
        suit = cards[_SUIT, card]
        first = index == 0 or cards[_SUIT, moves[index - 1]] != suit
        last = index == count - 1 or cards[_SUIT, moves[index + 1]] != suit
        if first:
            against, partner = _powers_against(hands, mover, card, side, declaring, cards,
                                               power, game)  # fmt: skip
        points = 0
        if first and against < power[suit, card]:
            rank, points = _SURE_WINNER, cards[_VALUE, card]
        elif last and partner > against and partner > power[suit, card]:
            rank = _TO_PARTNER
        else:
            rank = _SUIT_TOP if first else (_SUIT_LOW if last else 0)
        scores[index] = (
            _TRIED_FIRST if card == tried else (rank << 42) + (points << 36) + history[card]
        )
    _sort_by_scores(moves, scores, count)


_TRUMP_COST = 15
"""What playing a trump to another suit costs in the follow order, in card points: 15
visits the fewest positions (Jass from the third trick: 26% fewer than no cost, 5 and 30
points: 15% and 9%)."""
_SURE_WINNER, _TO_PARTNER, _SUIT_TOP, _SUIT_LOW = 6, 5, 4, 2
"""The ranks of leads (``_order_leads``)."""
_TRIED_FIRST = 1 << 52


@compiled
def _powers_against(
    hands: np.ndarray,
    mover: int,
    card: int,
    side: int,
    declaring: int,
    cards: np.ndarray,
    power: np.ndarray,
    game: np.ndarray,
) -> tuple[int, int]:
    """The most power the other side, and the most the mover's partners, can bring to a
    trick ``card`` leads: following where they can (Jass trumps come in anyway), else
    with any card."""
    suit = cards[_SUIT, card]
    jass_trumps = game[_TRUMPS]
    against, partner = -1, -1
    for seat in range(hands.shape[0]):
        if seat == mover:
            continue
        same = hands[seat] & cards[_FOLLOW, card]
        playable = (same | hands[seat] & jass_trumps) if same else hands[seat]
        most = _most_power(playable, suit, cards[_FOLLOW, card], game[_RUFFERS], power)
        if declaring >> seat & 1 == side:
            partner = max(partner, most)
        else:
            against = max(against, most)
    return against, partner


@compiled
def _most_power(cards: int, led: int, follow: int, ruffers: int, power: np.ndarray) -> int:
    """The highest power among ``cards`` when the suit ``led`` (its cards ``follow``) is
    led (-1 for none): its best card of the suit or its best trump, each its lowest bit
    (``Kernel.check_power_order``)."""
    most = -1
    same = cards & follow
    if same:
        most = power[led, _bit_index(same & -same)]
    trumps = cards & ruffers & ~follow
    if trumps:
        most = max(most, power[led, _bit_index(trumps & -trumps)])
    return most


@compiled
def _order_follows(
    moves: np.ndarray,
    count: int,
    scores: np.ndarray,
    hands: np.ndarray,
    trick: np.ndarray,
    trick_len: int,
    leader: int,
    mover: int,
    declaring: int,
    cards: np.ndarray,
    power: np.ndarray,
    game: np.ndarray,
    history: np.ndarray,
) -> None:
    """Sorts the moves into a trick best first, as a player would look at them: give
    points to a partner sure to win the trick (now or with a card still to come); take a
    trick the other side is winning, with the most points when nobody after can take it
    back and cheaply otherwise; take it over for sure when the partner might lose it; and
    otherwise throw the least. A trump played to another suit counts ``_TRUMP_COST``
    points less: it is gone for the tricks to come. Ties go to the card that cut most
    often."""
    players = hands.shape[0]
    led = cards[_SUIT, trick[0]]
    top = 0
    for position in range(1, trick_len):
        if power[led, trick[position]] > power[led, trick[top]]:
            top = position
    side = declaring >> mover & 1
    jass_trumps = game[_TRUMPS]
    partner_wins = declaring >> _seat(leader, top, players) & 1 == side
    best_power = power[led, trick[top]]
    # The most an opponent, and the most a partner, still to play could bring (following
    # if able; Jass trumps may be played on any suit, whether or not one can follow).
    threat, helper = -1, -1
    follow = cards[_FOLLOW, trick[0]]
    for position in range(trick_len + 1, players):
        seat = _seat(leader, position, players)
        same = hands[seat] & follow
        playable = (same | hands[seat] & jass_trumps) if same else hands[seat]
        if declaring >> seat & 1 == side:
            helper = max(helper, _most_power(playable, led, follow, game[_RUFFERS], power))
        else:
            threat = max(threat, _most_power(playable, led, follow, game[_RUFFERS], power))
    partner_takes = helper > best_power and helper > threat
    for index in range(count):
        card = moves[index]
        cost = _TRUMP_COST if game[_RUFFERS] >> card & 1 and cards[_SUIT, card] != led else 0
        value = cards[_VALUE, card] - cost
        if partner_wins:
            if threat < best_power:
                score = value
            elif power[led, card] > threat:  # take over the trick for sure
                score = 2000 + 100 * value - power[led, card]
            else:
                score = -value
        elif partner_takes:
            score = value
        elif power[led, card] > best_power:
            score = (
                2000 + 100 * value - power[led, card]
                if power[led, card] > threat
                else (1000 - power[led, card])
            )
        else:
            score = -value - 2 * cost  # the card's points and the trump's cost thrown away
        scores[index] = score * (1 << 40) + history[card]
    _sort_by_scores(moves, scores, count)


_GOLDEN = np.int64(0x9E3779B97F4A7C15 - (1 << 64))
"""An odd 64-bit constant (the golden ratio's bits) spreading generations over the keys."""
_ENTER, _NEXT, _CHILD, _DONE, _RETURN = range(5)
"""The steps of the search loop."""
_OPEN = -(1 << 40)
"""``_open_node``'s answer when the node must be searched (no outcome is that low)."""
(
    _F_TRICK_LEN, _F_LEADER, _F_CALLED, _F_SWEEP, _F_OUT, _F_ALPHA, _F_BETA, _F_WINDOW_ALPHA,
    _F_WINDOW_BETA, _F_SLOT, _F_KEY, _F_BEST, _F_BEST_CARD, _F_COUNT, _F_INDEX, _F_GAINED,
    _F_LOW, _F_HIGH, _F_SCOUT, _F_STILL, _F_TAKEN, _F_NONE, _F_SAVED,
) = range(23)  # fmt: skip
"""The fields of a frame (a row of ``TranspositionTable.frames``); the trick in play is
saved at ``_F_SAVED`` to ``_F_SAVED + 3`` while the next one is searched."""
_FRAME_FIELDS = _F_SAVED + 4


@compiled
def _search(
    hands: np.ndarray,
    trick: np.ndarray,
    trick_len: int,
    leader: int,
    called_open: int,
    sweep_open: int,
    others_sweep_open: int,
    out: int,
    alpha: int,
    beta: int,
    forced: int,
    rows: np.ndarray,
    lists: np.ndarray,
    frames: np.ndarray,
    nodes: np.ndarray,
    history: np.ndarray,
    cards: np.ndarray,
    power: np.ndarray,
    game: np.ndarray,
    declaring: int,
    players: int,
) -> int:
    """The outcome of best play from here (only ``forced`` tried when it is a card), with
    ``out`` card points still in the hands and the trick: principal variation search (the
    first move with the whole window, the others with a null window at its edge, searched
    again only if they might be better) with a transposition table at trick boundaries.

    A loop over an explicit stack of frames, one per card played since the root (numba's
    recursive calls cost more than the work of a node). Past the node limit it returns at
    once, leaving ``hands`` and ``trick`` as they were in play (the caller raises)."""
    objective = game[_OBJECTIVE]
    ace = game[_ACE]
    frames[0, _F_TRICK_LEN] = trick_len
    frames[0, _F_LEADER] = leader
    frames[0, _F_CALLED] = called_open
    frames[0, _F_SWEEP] = sweep_open
    frames[0, _F_OUT] = out
    frames[0, _F_ALPHA] = alpha
    frames[0, _F_BETA] = beta
    frames[0, _F_GAINED] = 0
    frames[0, _F_TAKEN] = 0
    frames[0, _F_NONE] = others_sweep_open
    depth = 0
    value = 0
    step = _ENTER
    while True:
        if step == _ENTER:
            nodes[_VISITED] += 1
            if nodes[_MOST] and nodes[_VISITED] > nodes[_MOST]:
                return 0
            value = _open_node(depth, forced if depth == 0 else -1, hands, trick, frames, rows,
                               lists, history, cards, power, game, declaring, players,
                               nodes[_GENERATION])  # fmt: skip
            step = _NEXT if value == _OPEN else _RETURN
        elif step == _NEXT:  # the next move of the node at ``depth``, or its outcome
            index = frames[depth, _F_INDEX]
            if index >= frames[depth, _F_COUNT]:
                value = _close_node(depth, frames, rows)
                step = _RETURN
                continue
            card = lists[0, depth, index]
            played = frames[depth, _F_TRICK_LEN]
            mover = _seat(frames[depth, _F_LEADER], played, players)
            hands[mover] ^= np.int64(1) << card
            trick[played] = card
            still_open = frames[depth, _F_CALLED]
            if ace >= 0:
                if card == ace:
                    still_open = 0
                elif (played == 0 and mover == game[_HOLDER]
                      and cards[_SUIT, card] == cards[_SUIT, ace]):  # fmt: skip
                    still_open = 0  # the holder leads the suit with another card: running away
            frames[depth, _F_STILL] = still_open
            low, high = frames[depth, _F_ALPHA], frames[depth, _F_BETA]
            scout = index > 0 and high - low > 1
            if scout:
                if declaring >> mover & 1:
                    high = low + 1
                else:
                    low = high - 1
            frames[depth, _F_LOW] = low
            frames[depth, _F_HIGH] = high
            frames[depth, _F_SCOUT] = scout
            step = _CHILD
        elif step == _CHILD:  # search the current move of ``depth`` in its window
            played = frames[depth, _F_TRICK_LEN]
            leader = frames[depth, _F_LEADER]
            low, high = frames[depth, _F_LOW], frames[depth, _F_HIGH]
            child = depth + 1
            if played + 1 < players:
                frames[child, _F_TRICK_LEN] = played + 1
                frames[child, _F_LEADER] = leader
                frames[child, _F_CALLED] = frames[depth, _F_STILL]
                frames[child, _F_SWEEP] = frames[depth, _F_SWEEP]
                frames[child, _F_OUT] = frames[depth, _F_OUT]
                frames[child, _F_ALPHA] = low
                frames[child, _F_BETA] = high
                frames[child, _F_GAINED] = 0
                frames[child, _F_TAKEN] = frames[depth, _F_TAKEN]
                frames[child, _F_NONE] = frames[depth, _F_NONE]
                depth = child
                step = _ENTER
                continue
            winner, points = _trick_taken(trick, leader, players, cards, power)
            won = declaring >> winner & 1 == 1
            swept = frames[depth, _F_SWEEP] == 1 and won
            step = _DONE
            taken = frames[depth, _F_TAKEN] + (points if won else 0)
            others_swept = frames[depth, _F_NONE] == 1 and not won
            if objective == RACE:
                value = _race_value(taken, frames[0, _F_OUT] - frames[depth, _F_OUT] + points,
                                    won, swept, others_swept, _no_cards(hands), game)  # fmt: skip
                if value != _OPEN:
                    continue
            if (objective == NO_TRICK and won) or (objective == ALL_TRICKS and not won):
                value = 0
            elif _no_cards(hands):  # that was the deal's last trick
                value = _last_trick_value(won, points, swept, game)
            else:
                gained = points if objective == POINTS and won else 0
                for position in range(4):  # the next trick is played into the same buffer
                    frames[depth, _F_SAVED + position] = trick[position]
                still_open = frames[depth, _F_STILL]
                if ace >= 0 and cards[_SUIT, trick[0]] == cards[_SUIT, ace]:
                    still_open = 0
                frames[child, _F_TRICK_LEN] = 0
                frames[child, _F_LEADER] = winner
                frames[child, _F_CALLED] = still_open
                frames[child, _F_SWEEP] = 1 if swept else 0
                frames[child, _F_OUT] = frames[depth, _F_OUT] - points
                frames[child, _F_ALPHA] = low - gained
                frames[child, _F_BETA] = high - gained
                frames[child, _F_GAINED] = gained
                frames[child, _F_TAKEN] = taken
                frames[child, _F_NONE] = 1 if others_swept else 0
                depth = child
                step = _ENTER
        elif step == _RETURN:  # ``value`` is the outcome of the node at ``depth``
            if depth == 0:
                return int(value)
            value += frames[depth, _F_GAINED]
            depth -= 1
            if frames[depth, _F_TRICK_LEN] + 1 == players:
                for position in range(4):
                    trick[position] = frames[depth, _F_SAVED + position]
            step = _DONE
        else:  # _DONE: ``value`` is the current move's outcome within its window
            played = frames[depth, _F_TRICK_LEN]
            mover = _seat(frames[depth, _F_LEADER], played, players)
            maximizing = declaring >> mover & 1 == 1
            alpha, beta = frames[depth, _F_ALPHA], frames[depth, _F_BETA]
            if frames[depth, _F_SCOUT]:
                frames[depth, _F_SCOUT] = 0
                if maximizing and frames[depth, _F_LOW] < value < beta:
                    frames[depth, _F_LOW] = max(alpha, value - 1)
                    frames[depth, _F_HIGH] = beta
                    step = _CHILD
                    continue
                if not maximizing and alpha < value < frames[depth, _F_HIGH]:
                    frames[depth, _F_LOW] = alpha
                    frames[depth, _F_HIGH] = min(beta, value + 1)
                    step = _CHILD
                    continue
            index = frames[depth, _F_INDEX]
            card = lists[0, depth, index]
            trick[played] = -1
            hands[mover] ^= np.int64(1) << card
            if maximizing:
                if value > frames[depth, _F_BEST]:
                    frames[depth, _F_BEST] = value
                    frames[depth, _F_BEST_CARD] = card
                alpha = max(alpha, value)
                frames[depth, _F_ALPHA] = alpha
            else:
                if value < frames[depth, _F_BEST]:
                    frames[depth, _F_BEST] = value
                    frames[depth, _F_BEST_CARD] = card
                beta = min(beta, value)
                frames[depth, _F_BETA] = beta
            frames[depth, _F_INDEX] = index + 1
            if alpha >= beta:
                size = _popcount(hands[mover]) + 1
                history[mover, card] += 1 << size
                frames[depth, _F_INDEX] = frames[depth, _F_COUNT]
            step = _NEXT


@compiled
def _no_cards(hands: np.ndarray) -> bool:
    left = 0
    for seat in range(hands.shape[0]):
        left |= hands[seat]
    return left == 0


@compiled
def _open_node(
    depth: int,
    forced: int,
    hands: np.ndarray,
    trick: np.ndarray,
    frames: np.ndarray,
    rows: np.ndarray,
    lists: np.ndarray,
    history: np.ndarray,
    cards: np.ndarray,
    power: np.ndarray,
    game: np.ndarray,
    declaring: int,
    players: int,
    generation: int,
) -> int:
    """Opens the node at ``depth``: its outcome when known at once (the last trick, the
    points still out against the window, the table's bounds), else ``_OPEN`` with its
    window narrowed by the table and its moves in order, best first."""
    trick_len = frames[depth, _F_TRICK_LEN]
    leader = frames[depth, _F_LEADER]
    called_open = frames[depth, _F_CALLED]
    sweep_open = frames[depth, _F_SWEEP]
    alpha = frames[depth, _F_ALPHA]
    beta = frames[depth, _F_BETA]
    live = 0
    for seat in range(players):
        live |= hands[seat]
    slot = -1
    key = 0
    tried = -1
    if trick_len == 0 and forced < 0:
        race = game[_OBJECTIVE] == RACE
        if hands[leader] & (hands[leader] - 1) == 0 and not race:
            return _last_trick(hands, trick, leader, sweep_open, cards, power, game, declaring)
        if game[_OBJECTIVE] == POINTS:  # nothing below 0, nothing above what is still out
            most = frames[depth, _F_OUT] + game[_LAST_BONUS]
            most += game[_SWEEP_BONUS] if sweep_open else 0
            if most <= alpha:
                return int(most)
            if beta <= 0:
                return 0
        needs = _race_needs(depth, frames, game) if race else 0
        key, slot = _shape_key(hands, live, leader, called_open, sweep_open, needs, cards,
                               rows.shape[0] - 1, generation)  # fmt: skip
        if rows[slot, _KEY] == key:
            lower = rows[slot, _LOWER]
            upper = rows[slot, _UPPER]
            if lower >= beta:
                return int(lower)
            if upper <= alpha:
                return int(upper)
            if lower == upper:
                return int(lower)
            alpha = max(alpha, lower)
            beta = min(beta, upper)
            tried = rows[slot, _LEAD]
        if game[_OBJECTIVE] == POINTS:
            outcome = _sure_cut(hands, leader, declaring, live, sweep_open, frames[depth, _F_OUT],
                                alpha, beta, cards, game)  # fmt: skip
            if outcome != _OPEN:
                return outcome
    frames[depth, _F_ALPHA] = alpha
    frames[depth, _F_BETA] = beta
    frames[depth, _F_WINDOW_ALPHA] = alpha
    frames[depth, _F_WINDOW_BETA] = beta
    frames[depth, _F_SLOT] = slot
    frames[depth, _F_KEY] = key
    mover = _seat(leader, trick_len, players)
    frames[depth, _F_BEST] = -_INFINITY if declaring >> mover & 1 else _INFINITY
    frames[depth, _F_BEST_CARD] = -1
    frames[depth, _F_INDEX] = 0
    moves = lists[0, depth]
    if forced >= 0:
        moves[0] = forced
        frames[depth, _F_COUNT] = 1
        return _OPEN
    legal = _legal(hands, trick, trick_len, mover, called_open, cards, game)
    in_trick = 0
    for position in range(trick_len):
        in_trick |= np.int64(1) << trick[position]
    count = _candidates(legal, live | in_trick, cards, moves)
    frames[depth, _F_COUNT] = count
    if trick_len > 0:
        _order_follows(moves, count, lists[1, depth], hands, trick, trick_len, leader, mover,
                       declaring, cards, power, game, history[mover])  # fmt: skip
    else:
        _order_leads(moves, count, lists[1, depth], tried, hands, mover, declaring, cards,
                     power, game, history[mover])  # fmt: skip
    return _OPEN


@compiled
def _sure_cut(
    hands: np.ndarray,
    leader: int,
    declaring: int,
    live: int,
    sweep_open: int,
    out: int,
    alpha: int,
    beta: int,
    cards: np.ndarray,
    game: np.ndarray,
) -> int:
    """A bound outside the window from the tricks the leader takes for sure: the declaring
    side takes no less when he leads for it, no more than the defenders leave when he
    leads for them (``_OPEN`` when that bound falls inside the window)."""
    sure, tricks = _sure_tricks(hands, leader, declaring, live, cards, game)
    every = tricks == _popcount(hands[leader])  # and with them the last trick
    if declaring >> leader & 1:
        sure += game[_LAST_BONUS] + game[_SWEEP_BONUS] * sweep_open if every else 0
        if sure >= beta:
            return int(sure)
    elif tricks > 0:
        most = out - sure + (0 if every else game[_LAST_BONUS])
        if most <= alpha:
            return int(most)
    return _OPEN


@compiled
def _sure_tricks(
    hands: np.ndarray, leader: int, declaring: int, live: int, cards: np.ndarray, game: np.ndarray
) -> tuple[int, int]:
    """The tricks the leader takes for sure by leading his top cards, suit after suit, and
    the points of his cards in them: in each suit the cards above every other hand's, for
    as many rounds as no opponent can trump (one who still must follow cannot, unless Jass
    trumps come in anyway). A bound on what the leader's side takes from here."""
    side = declaring >> leader & 1
    sure = 0
    tricks = 0
    rest = hands[leader]
    opponents = 0
    for seat in range(hands.shape[0]):
        if declaring >> seat & 1 != side:
            opponents |= hands[seat]
    while rest:
        follow = cards[_FOLLOW, _bit_index(rest & -rest)]
        rest &= ~follow
        in_suit = live & follow
        if not in_suit & hands[leader] & -in_suit:
            continue  # an opponent's or a partner's card is on top
        rounds = _MOST_CARDS
        if opponents & ~follow & game[_RUFFERS]:  # an opponent holds trumps
            if game[_TRUMPS]:
                continue
            for seat in range(hands.shape[0]):
                if declaring >> seat & 1 != side and hands[seat] & ~follow & game[_RUFFERS]:
                    rounds = min(rounds, _popcount(hands[seat] & follow))
        while rounds > 0 and in_suit & hands[leader] & -in_suit:
            top = in_suit & -in_suit
            sure += cards[_VALUE, _bit_index(top)]
            in_suit ^= top
            rounds -= 1
            tricks += 1
    return sure, tricks


@compiled
def _close_node(depth: int, frames: np.ndarray, rows: np.ndarray) -> int:
    """The outcome of the node at ``depth``, its moves searched: stored in the table as
    exact, or as a bound where it fell outside the node's window."""
    best = frames[depth, _F_BEST]
    slot = frames[depth, _F_SLOT]
    if slot >= 0:
        key = frames[depth, _F_KEY]
        if rows[slot, _KEY] != key:
            rows[slot, _KEY] = key
            rows[slot, _LOWER] = -_INFINITY
            rows[slot, _UPPER] = _INFINITY
        rows[slot, _LEAD] = frames[depth, _F_BEST_CARD]
        if best <= frames[depth, _F_WINDOW_ALPHA]:
            rows[slot, _UPPER] = min(rows[slot, _UPPER], best)
        elif best >= frames[depth, _F_WINDOW_BETA]:
            rows[slot, _LOWER] = max(rows[slot, _LOWER], best)
        else:
            rows[slot, _LOWER] = best
            rows[slot, _UPPER] = best
    return int(best)


@compiled
def _trick_taken(
    trick: np.ndarray, leader: int, players: int, cards: np.ndarray, power: np.ndarray
) -> tuple[int, int]:
    """The winner of a full trick (its cards in play order from ``leader``) and its card
    points."""
    led = cards[_SUIT, trick[0]]
    top = 0
    points = 0
    for position in range(players):
        points += cards[_VALUE, trick[position]]
        if power[led, trick[position]] > power[led, trick[top]]:
            top = position
    return _seat(leader, top, players), points


@compiled
def _last_trick_value(won: bool, points: int, swept: bool, game: np.ndarray) -> int:
    """The declaring side's outcome of the deal's last trick (``swept``: it took them all)."""
    objective = game[_OBJECTIVE]
    if objective == NO_TRICK:
        return 0 if won else 1
    if objective == ALL_TRICKS:
        return 1 if won else 0
    if not won:
        return 0
    return int(points + game[_LAST_BONUS] + (game[_SWEEP_BONUS] if swept else 0))


@compiled
def _race_needs(depth: int, frames: np.ndarray, game: np.ndarray) -> int:
    """What a race's outcome depends on beyond the cards: the points each side still needs,
    and whether the other side's Match is open, in one number (a position's needs are the
    same from whatever root it is searched)."""
    taken = frames[depth, _F_TAKEN]
    others = frames[0, _F_OUT] - frames[depth, _F_OUT] - taken
    need = min(max(game[_TARGET] - taken, 0), _MOST_NEEDED)
    others_need = min(max(game[_OTHERS_TARGET] - others, 0), _MOST_NEEDED)
    return int(((need * (_MOST_NEEDED + 1) + others_need) * 2 + frames[depth, _F_NONE]) + 1)


_MOST_NEEDED = 1023
"""More points than any deal can bring a side (a need above counts the same)."""


@compiled
def _race_value(
    taken: int,
    played: int,
    won: bool,
    swept: bool,
    others_swept: bool,
    last: bool,
    game: np.ndarray,
) -> int:
    """A race's outcome once a trick is taken, ``_OPEN`` while it goes on: ``taken``, the
    declaring side's points since the root, this trick's included; ``played``, the card
    points of every trick since the root. Only the side that took the trick can have
    reached its target with it."""
    others = played - taken
    if last:
        bonus = game[_LAST_BONUS] + (game[_SWEEP_BONUS] if swept or others_swept else 0)
        if won:
            taken += bonus
        else:
            others += bonus
    if won and taken >= game[_TARGET]:
        return RACE_WON
    if not won and others >= game[_OTHERS_TARGET]:
        return RACE_LOST
    return RACE_OPEN if last else _OPEN


@compiled
def _last_trick(
    hands: np.ndarray,
    trick: np.ndarray,
    leader: int,
    sweep_open: int,
    cards: np.ndarray,
    power: np.ndarray,
    game: np.ndarray,
    declaring: int,
) -> int:
    """The outcome of the last trick, every hand holding one card (no choice is left). The
    cards are laid in ``trick`` to be counted, which is left empty."""
    players = hands.shape[0]
    for position in range(players):
        trick[position] = _bit_index(hands[_seat(leader, position, players)])
    winner, points = _trick_taken(trick, leader, players, cards, power)
    for position in range(players):
        trick[position] = -1
    won = declaring >> winner & 1 == 1
    return _last_trick_value(won, points, won and sweep_open == 1, game)


@compiled
def _shape_key(
    hands: np.ndarray,
    live: int,
    leader: int,
    called_open: int,
    sweep_open: int,
    needs: int,
    cards: np.ndarray,
    mask: int,
    generation: int,
) -> tuple[int, int]:
    """The transposition table's key and slot of a position at a trick boundary, by its
    shape: per effective suit, the owner and value of each live card in power order. Two
    positions of one shape differ only in which of some equal cards of a suit were played,
    and have the same outcome. Two independent 64-bit hashes of the shape: one checks (with
    the table's generation, so that rows stored before a ``clear`` never match), one
    places. ``needs``: anything else the outcome depends on (0 if nothing)."""
    place = np.int64(((needs * 4 + leader) * 2 + called_open) * 2 + sweep_open + 1)
    check = place + np.int64(generation) * _GOLDEN
    odd, high = 0, 0  # a card's owner in two bits: the seat's low bit, and its high bit
    for seat in range(1, hands.shape[0]):
        if seat & 1:
            odd |= hands[seat]
        if seat & 2:
            high |= hands[seat]
    rest = live
    while rest:
        card = _bit_index(rest & -rest)
        rest &= rest - 1
        token = cards[_TOKEN, card] + (odd >> card & 1) + (high >> card & 1) * 2
        check = check * np.int64(0x5851F42D4C957F2D) + token
        place = place * np.int64(0x2545F4914F6CDD1D) + token
    return int(check), int((place ^ (place >> 29)) & mask)
