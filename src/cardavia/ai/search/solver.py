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
window, and moves of equivalent cards (one hand's cards next to each other in the
effective suit, nothing live between them, the same value) tried once.

Move order decides how much alpha-beta can cut. Leads: the best lead found at the position
before, then each suit's top card (cards nobody can beat first), then each suit's lowest.
Into a trick: take it with the most points when nobody after can take it back, cheaply
when someone can; give points to a partner sure to win; otherwise throw the least. Ties go
to the card that cut most often before (a history table).
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import numpy as np
from numba import njit

F = TypeVar("F", bound=Callable[..., Any])

CARDS = 54
"""Card ids 0-53 (``cardavia.core.cards``): every set fits an int64."""
POINTS, NO_TRICK, ALL_TRICKS = 0, 1, 2
"""What the declaring side plays for: card points, no trick (Null), every trick (Tout)."""
TABLE_BITS = 20
_INFINITY = 1 << 30


def compiled(function: F) -> F:
    """``function`` compiled to machine code by numba, cached on disk between runs."""
    return cast(F, njit(cache=True)(function))


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


_KEY, _LOWER, _UPPER, _LEAD = 0, 1, 2, 3
"""The columns of a transposition table's rows."""
_MOST_MOVES = 16
"""More distinct moves than any hand of 12 cards can offer."""
_MOST_CARDS = 48


class TranspositionTable:
    """Bounds on positions' outcomes at trick boundaries, and the best lead found there,
    for one deal's searches; with the search's own move lists, allocated once."""

    def __init__(self, bits: int = TABLE_BITS) -> None:
        self.rows = np.zeros((1 << bits, 4), dtype=np.int64)
        self.moves = np.zeros((_MOST_CARDS + 1, _MOST_MOVES), dtype=np.int64)
        self.scores = np.zeros((_MOST_CARDS + 1, _MOST_MOVES), dtype=np.int64)
        self.history = np.zeros((4, CARDS), dtype=np.int64)
        self.nodes = np.zeros(2, dtype=np.int64)
        """The positions visited by the last search, and the most it may visit (0: no
        limit)."""

    def clear(self) -> None:
        self.rows[:, _KEY] = 0
        self.history[:] = 0

    def limit_nodes(self, most: int) -> None:
        """Searches after this give up (``SearchAborted``) after visiting ``most``
        positions; 0 lifts the limit. What the table learnt before stays true."""
        self.nodes[1] = most

    @property
    def visited(self) -> int:
        return int(self.nodes[0])


class SearchAborted(RuntimeError):
    """A search reached its table's node limit before it found the outcome."""


def solve(position: Position, table: TranspositionTable | None = None) -> int:
    """The outcome of best play from ``position``: the card points the declaring side
    takes from here on (bonuses included), or 1/0 for a contract made/lost by tricks."""
    return _run(position, -1, table or TranspositionTable())


def reaches(position: Position, points: int, table: TranspositionTable | None = None) -> bool:
    """Whether the declaring side takes at least ``points`` more under best play: one
    null-window search, much faster than ``solve`` (e.g. "does the declarer make 61?")."""
    return _run(position, -1, table or TranspositionTable(), points - 1, points) >= points


def card_values(position: Position, table: TranspositionTable | None = None) -> dict[int, int]:
    """For every card the player to move may play, the outcome of best play after it."""
    table = table or TranspositionTable()
    hands, trick, args = _arrays(position)
    mover = (position.leader + len(position.trick)) % len(position.hands)
    played = len(position.trick)
    legal = _legal(hands, trick, played, mover, int(position.called_open), *args[:9])
    return {card: _run(position, card, table) for card in range(CARDS) if legal >> card & 1}


def warm_up() -> None:
    """Compiles the search now (a few seconds), so that the first real decision is fast."""
    rules = Rules(
        follow=np.zeros(CARDS, dtype=np.int64),
        suit_of=np.zeros(CARDS, dtype=np.int64),
        power_when_led=np.zeros((1, CARDS), dtype=np.int64),
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


def _run(
    position: Position,
    forced: int,
    table: TranspositionTable,
    alpha: int = -_INFINITY,
    beta: int = _INFINITY,
) -> int:
    hands, trick, args = _arrays(position)
    table.nodes[0] = 0
    outcome = int(
        _search(
            hands,
            trick,
            len(position.trick),
            position.leader,
            int(position.called_open),
            int(position.sweep_open),
            alpha,
            beta,
            forced,
            0,
            table.rows,
            table.moves,
            table.scores,
            table.nodes,
            table.history,
            *args,
        )
    )
    if table.nodes[1] and table.nodes[0] > table.nodes[1]:
        raise SearchAborted(f"no outcome within {table.nodes[1]} positions")
    return outcome


def _arrays(position: Position) -> tuple[np.ndarray, np.ndarray, tuple[Any, ...]]:
    rules = position.rules
    hands = np.array(position.hands, dtype=np.int64)
    trick = np.full(4, -1, dtype=np.int64)
    trick[: len(position.trick)] = position.trick
    declaring = np.array(position.declaring, dtype=np.int64)
    args = (
        rules.follow,
        rules.suit_of,
        rules.power_when_led,
        rules.values,
        rules.jass_trumps,
        rules.trumps_above,
        rules.trump_under,
        rules.called_ace,
        rules.holder,
        rules.order,
        declaring,
        rules.objective,
        rules.last_trick_bonus,
        rules.sweep_bonus,
    )
    return hands, trick, args


@compiled
def _popcount(mask: int) -> int:
    count = 0
    while mask:
        mask &= mask - 1
        count += 1
    return count


@compiled
def _legal(
    hands: np.ndarray,
    trick: np.ndarray,
    trick_len: int,
    mover: int,
    called_open: int,
    follow: np.ndarray,
    suit_of: np.ndarray,
    power_when_led: np.ndarray,
    values: np.ndarray,
    jass_trumps: int,
    trumps_above: np.ndarray,
    trump_under: int,
    called_ace: int,
    holder: int,
) -> int:
    """The cards ``mover`` may play (the engines' follow rules, as tables)."""
    hand = hands[mover]
    if trick_len == 0:
        legal = hand
    else:
        led = trick[0]
        same = hand & follow[led]
        if jass_trumps == 0:
            legal = same if same else hand
        elif jass_trumps >> led & 1:
            legal = hand if (same == 0 or same == trump_under) else same
        else:
            trumps = hand & jass_trumps
            if trumps == hand:
                legal = hand
            else:
                for position in range(trick_len):
                    trumps &= trumps_above[trick[position]]
                legal = (same if same else hand & ~jass_trumps) | trumps
    if called_ace >= 0 and called_open and mover == holder and hand >> called_ace & 1:
        ace = np.int64(1) << called_ace
        called_suit = suit_of[called_ace]
        if trick_len == 0:
            called = hand & follow[called_ace]
            if _popcount(called) < 4:
                legal = hand & ~(called ^ ace)
        elif suit_of[trick[0]] == called_suit:
            legal = ace
        elif hand != ace:
            legal &= ~ace
    return int(legal)


@compiled
def _candidates(
    legal: int,
    hands: np.ndarray,
    trick: np.ndarray,
    trick_len: int,
    order: np.ndarray,
    suit_of: np.ndarray,
    values: np.ndarray,
    moves: np.ndarray,
) -> int:
    """Writes into ``moves`` the legal cards worth trying, one per run of equivalent
    cards, high to low; returns how many."""
    live = np.int64(0)
    for seat in range(hands.shape[0]):
        live |= hands[seat]
    for position in range(trick_len):
        live |= np.int64(1) << trick[position]
    count = 0
    previous = -1
    for index in range(order.shape[0]):
        card = order[index]
        if card < 0:
            break
        if not live >> card & 1:
            continue  # played in an earlier trick: its neighbours become adjacent
        if legal >> card & 1:
            same_run = (
                previous >= 0
                and suit_of[previous] == suit_of[card]
                and values[previous] == values[card]
            )
            if not same_run:
                moves[count] = card
                count += 1
            previous = card
        else:
            previous = -1
    return count


@compiled
def _order_leads(
    moves: np.ndarray,
    count: int,
    scores: np.ndarray,
    tried: int,
    hands: np.ndarray,
    mover: int,
    follow: np.ndarray,
    suit_of: np.ndarray,
    power_when_led: np.ndarray,
    history: np.ndarray,
) -> None:
    """Leads best first: the lead found best here before (``tried``), the top card of
    every suit (a card nobody can beat first), then the lowest of every suit (the moves
    come suit by suit, high to low), then the rest; ties by how often a lead cut."""
    others = 0
    for seat in range(hands.shape[0]):
        if seat != mover:
            others |= hands[seat]
    for index in range(count):
        card = moves[index]
        first = index == 0 or suit_of[moves[index - 1]] != suit_of[card]
        last = index == count - 1 or suit_of[moves[index + 1]] != suit_of[card]
        rank = 2 if first else (1 if last else 0)
        if first:
            suit = suit_of[card]
            rivals = others & follow[card]
            boss = True
            while rivals:
                low = rivals & -rivals
                if power_when_led[suit, _bit_index(low)] > power_when_led[suit, card]:
                    boss = False
                    break
                rivals ^= low
            if boss:
                rank = 3
        scores[index] = (1 << 50) if card == tried else rank * (1 << 40) + history[card]
    _sort_by_scores(moves, scores, count)


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
def _order_follows(
    moves: np.ndarray,
    count: int,
    scores: np.ndarray,
    hands: np.ndarray,
    trick: np.ndarray,
    trick_len: int,
    leader: int,
    mover: int,
    follow: np.ndarray,
    power_when_led: np.ndarray,
    suit_of: np.ndarray,
    values: np.ndarray,
    declaring: np.ndarray,
    history: np.ndarray,
) -> None:
    """Sorts the moves into a trick best first, as a player would look at them: take a
    trick the other side is winning, with the most points when nobody after can take it
    back and cheaply otherwise; give points to a partner who wins the trick for sure; and
    otherwise throw the least."""
    players = declaring.shape[0]
    led = suit_of[trick[0]]
    top = 0
    for position in range(1, trick_len):
        if power_when_led[led, trick[position]] > power_when_led[led, trick[top]]:
            top = position
    partner_wins = declaring[(leader + top) % players] == declaring[mover]
    best_power = power_when_led[led, trick[top]]
    threat = -1  # the most power an opponent still to play could bring (following if able)
    for position in range(trick_len + 1, players):
        seat = (leader + position) % players
        if declaring[seat] != declaring[mover]:
            same = hands[seat] & follow[trick[0]]
            playable = same if same else hands[seat]
            while playable:
                low = playable & -playable
                card = _bit_index(low)
                threat = max(threat, power_when_led[led, card])
                playable ^= low
    for index in range(count):
        card = moves[index]
        power = power_when_led[led, card]
        if partner_wins:
            scores[index] = values[card] if threat < best_power else -values[card]
        elif power > best_power:
            if power > threat:
                scores[index] = 2000 + 100 * values[card] - power
            else:
                scores[index] = 1000 - power
        else:
            scores[index] = -values[card]
        scores[index] = scores[index] * (1 << 40) + history[card]
    _sort_by_scores(moves, scores, count)


@njit(cache=False)
def _search(
    hands: np.ndarray,
    trick: np.ndarray,
    trick_len: int,
    leader: int,
    called_open: int,
    sweep_open: int,
    alpha: int,
    beta: int,
    forced: int,
    depth: int,
    rows: np.ndarray,
    move_lists: np.ndarray,
    score_lists: np.ndarray,
    nodes: np.ndarray,
    history: np.ndarray,
    follow: np.ndarray,
    suit_of: np.ndarray,
    power_when_led: np.ndarray,
    values: np.ndarray,
    jass_trumps: int,
    trumps_above: np.ndarray,
    trump_under: int,
    called_ace: int,
    holder: int,
    order: np.ndarray,
    declaring: np.ndarray,
    objective: int,
    last_trick_bonus: int,
    sweep_bonus: int,
) -> int:
    """The outcome of best play from here (only ``forced`` tried when it is a card):
    alpha-beta with a transposition table at trick boundaries. ``depth`` counts the cards
    played since the root: each depth has its own row of the move lists. Past the node
    limit every call returns at once and stores nothing (the caller raises).

    Not cached on disk: numba 0.68 reloads a cached recursive function broken (it crashed
    the second process to load it), so it is compiled once per process (``warm_up``)."""
    nodes[0] += 1
    if nodes[1] and nodes[0] > nodes[1]:
        return 0
    players = hands.shape[0]
    slot = -1
    key = 0
    tried = -1
    if trick_len == 0 and forced < 0:
        if objective == POINTS:  # nothing below 0, nothing above what is still out
            live = 0
            for seat in range(players):
                live |= hands[seat]
            most = _points_in(live, values) + last_trick_bonus + (sweep_bonus if sweep_open else 0)
            if most <= alpha:
                return most
            if beta <= 0:
                return 0
        key, slot = _shape_key(
            hands, leader, called_open, sweep_open, order, suit_of, values, called_ace,
            trump_under, rows.shape[0] - 1,
        )  # fmt: skip
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
    window_alpha = alpha
    window_beta = beta
    mover = (leader + trick_len) % players
    moves = move_lists[depth]
    if forced >= 0:
        moves[0] = forced
        count = 1
    else:
        legal = _legal(
            hands, trick, trick_len, mover, called_open, follow, suit_of, power_when_led,
            values, jass_trumps, trumps_above, trump_under, called_ace, holder,
        )  # fmt: skip
        count = _candidates(legal, hands, trick, trick_len, order, suit_of, values, moves)
        if trick_len > 0:
            _order_follows(
                moves, count, score_lists[depth], hands, trick, trick_len, leader, mover,
                follow, power_when_led, suit_of, values, declaring, history[mover],
            )  # fmt: skip
        else:
            _order_leads(moves, count, score_lists[depth], tried, hands, mover, follow, suit_of,
                         power_when_led, history[mover])  # fmt: skip
    maximizing = declaring[mover] == 1
    best = -_INFINITY if maximizing else _INFINITY
    best_card = -1
    for index in range(count):
        card = moves[index]
        bit = np.int64(1) << card
        hands[mover] ^= bit
        trick[trick_len] = card
        still_open = called_open
        if called_ace >= 0:
            if card == called_ace:
                still_open = 0
            elif trick_len == 0 and mover == holder and suit_of[card] == suit_of[called_ace]:
                still_open = 0  # the holder leads the suit with another card: running away
        low, high = alpha, beta
        scout = index > 0 and beta - alpha > 1
        if scout:
            if maximizing:
                high = alpha + 1
            else:
                low = beta - 1
        for _attempt in range(2):
            if trick_len + 1 < players:
                value = _search(
                    hands, trick, trick_len + 1, leader, still_open, sweep_open, low, high, -1,
                    depth + 1, rows, move_lists, score_lists, nodes, history, follow, suit_of,
                    power_when_led, values, jass_trumps, trumps_above, trump_under, called_ace,
                    holder, order, declaring, objective, last_trick_bonus, sweep_bonus,
                )  # fmt: skip
            else:
                led_suit = suit_of[trick[0]]
                top = 0
                points = 0
                for position in range(players):
                    points += values[trick[position]]
                    if (
                        power_when_led[led_suit, trick[position]]
                        > power_when_led[led_suit, trick[top]]
                    ):
                        top = position
                winner = (leader + top) % players
                won = declaring[winner] == 1
                if called_ace >= 0 and led_suit == suit_of[called_ace]:
                    still_open = 0
                last = True
                for seat in range(players):
                    if hands[seat]:
                        last = False
                swept = sweep_open == 1 and won
                if (objective == NO_TRICK and won) or (objective == ALL_TRICKS and not won):
                    value = 0
                elif last:
                    value = 1
                    if objective == POINTS:
                        value = points + last_trick_bonus if won else 0
                        if swept:
                            value += sweep_bonus
                else:
                    gained = points if objective == POINTS and won else 0
                    # The next trick is played into the same buffer: keep this one to restore it.
                    first, second, third, fourth = trick[0], trick[1], trick[2], trick[3]
                    value = gained + _search(
                        hands, trick, 0, winner, still_open, 1 if swept else 0, low - gained,
                        high - gained, -1, depth + 1, rows, move_lists, score_lists, nodes,
                        history, follow, suit_of, power_when_led, values, jass_trumps,
                        trumps_above, trump_under, called_ace, holder, order, declaring,
                        objective, last_trick_bonus, sweep_bonus,
                    )  # fmt: skip
                    trick[0], trick[1], trick[2], trick[3] = first, second, third, fourth
            if not scout:
                break
            scout = False
            if maximizing and low < value < beta:
                low, high = max(alpha, value - 1), beta
            elif not maximizing and alpha < value < high:
                low, high = alpha, min(beta, value + 1)
            else:
                break
        trick[trick_len] = -1
        hands[mover] ^= bit
        if maximizing:
            if value > best:
                best = value
                best_card = card
            if best > alpha:
                alpha = best
        else:
            if value < best:
                best = value
                best_card = card
            if best < beta:
                beta = best
        if alpha >= beta:
            size = _popcount(hands[mover]) + 1
            history[mover, card] += size * size
            break
    if slot >= 0 and not (nodes[1] and nodes[0] > nodes[1]):
        if rows[slot, _KEY] != key:
            rows[slot, _KEY] = key
            rows[slot, _LOWER] = -_INFINITY
            rows[slot, _UPPER] = _INFINITY
        rows[slot, _LEAD] = best_card
        if best <= window_alpha:
            rows[slot, _UPPER] = min(rows[slot, _UPPER], best)
        elif best >= window_beta:
            rows[slot, _LOWER] = max(rows[slot, _LOWER], best)
        else:
            rows[slot, _LOWER] = best
            rows[slot, _UPPER] = best
    return int(best)


@compiled
def _shape_key(
    hands: np.ndarray,
    leader: int,
    called_open: int,
    sweep_open: int,
    order: np.ndarray,
    suit_of: np.ndarray,
    values: np.ndarray,
    called_ace: int,
    trump_under: int,
    mask: int,
) -> tuple[int, int]:
    """The transposition table's key and slot of a position at a trick boundary, by its
    shape: per effective suit, the owner and value of each live card in power order. Two
    positions of one shape differ only in which of some equal cards of a suit were played,
    and have the same outcome. Two independent 64-bit hashes of the shape: one checks, one
    places."""
    check = np.int64(leader * 4 + called_open * 2 + sweep_open + 1)
    place = check
    players = hands.shape[0]
    suit = -1
    for index in range(order.shape[0]):
        card = order[index]
        if card < 0:
            break
        owner = -1
        for seat in range(players):
            if hands[seat] >> card & 1:
                owner = seat
        if owner < 0:
            continue
        special = 1 if card == called_ace else (2 if trump_under >> card & 1 else 0)
        # Which suit matters (trumps, the called suit): a suit's cards gone must not let
        # another suit's cards stand in their place.
        token = np.int64((((suit_of[card] + 1) * 32 + values[card]) * 3 + special) * 4 + owner)
        if suit_of[card] != suit:
            suit = suit_of[card]
            token = -token  # a new suit begins
        check = check * np.int64(0x5851F42D4C957F2D) + token
        place = place * np.int64(0x2545F4914F6CDD1D) + token
    return int(check), int((place ^ (place >> 29)) & mask)


_DE_BRUIJN = np.array(
    [((0x03F79D71B4CB0A89 * (1 << i)) & (2**64 - 1)) >> 58 for i in range(64)], dtype=np.int64
).argsort()


@compiled
def _bit_index(bit: int) -> int:
    """The index of the single set bit of ``bit``."""
    return int(_DE_BRUIJN[((np.uint64(bit) * np.uint64(0x03F79D71B4CB0A89)) >> np.uint64(58))])


@compiled
def _points_in(cards: int, values: np.ndarray) -> int:
    """The card points of a set of cards."""
    points = 0
    for card in range(values.shape[0]):
        if cards >> card & 1:
            points += values[card]
    return points
