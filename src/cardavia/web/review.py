"""A finished deal step by step, as its review shows it: the deal as dealt, then the table
after each action of its record, with every hand open (a deal is reviewed only once it is
over, when the rules hide nothing any more: all hands, the Skat discard, the Schafkopf
partner).

The steps are the record replayed by the games' own states, so that the review shows
exactly what the table showed; the page (``static/js/review.js``) words them in the
reader's language with the table's own wording (``games.js``)."""

from collections.abc import Mapping
from typing import Any

from cardavia.catalog.packs import Pack, atlas
from cardavia.core.cards import format_card, format_cards
from cardavia.core.game import Action, JsonDict, State
from cardavia.core.state import TrickTakingState
from cardavia.games.registry import GAMES
from cardavia.games.skat.state import SkatState
from cardavia.records import start_of
from cardavia.store.deals import KeptDeal
from cardavia.web.deal_archive import ReadDeal
from cardavia.web.deal_words import seat_words
from cardavia.web.i18n import translations
from cardavia.web.packs import table_pack
from cardavia.web.views import result_view, sorted_hand, sorting_rules, trick_points

"""A seat the archive has no name for (the owner of a one-person table, to anybody else)."""

SHOWN_ELSEWHERE = (
    "seat", "hand", "legal_actions", "history", "trick", "tricks", "skat", "discarded", "ouvert",
)  # fmt: skip
"""What a step's observation leaves out: the step carries every hand, the cards aside and
the trick itself, and the actions are the steps."""


def review_view(read: ReadDeal, lang: str, share: str | None = None) -> JsonDict:
    """The review of a kept deal as ``read``'s reader sees it, in ``lang``: the deal, who
    played it (None for the reader's own seat, which the page calls "You"), every step
    and the result (the JSON of ``GET /api/deals/{deal_id}``). Read by its ``share``
    token, the same with no seat of the reader's own, and neither the deal's id nor its
    table's (a shared table's id would let the reader watch it)."""
    deal = read.deal
    steps, final = review_steps(deal.record)
    result = final.result()
    record = f"/api/deals/{deal.id}/record" if share is None else f"/api/shared/{share}/record"
    return {
        "id": deal.id if share is None else None,
        "game": deal.game,
        "pack": table_pack(review_pack(deal), lang, deal.game),
        "table": deal.table_id if share is None else None,
        "record": record,
        "number": deal.number,
        "finished_at": deal.finished_at.isoformat(),
        "uploaded": deal.uploaded,
        "seat": read.seat,
        "mine": read.mine,
        "seats": _seats(deal, read.seat, lang),
        "dealer": final.dealer,
        "steps": steps,
        "tricks": [trick.to_json() for trick in _tricks_of(final)],
        "result": result_view(result),
        "scores": list(result.scores),
    }


def review_pack(deal: KeptDeal) -> Pack:
    """The pack the deal was dealt from; the game's usual pack where the archive names
    none that plays it (a record file from elsewhere)."""
    packs = atlas().packs_for(deal.game)
    return next((pack for pack in packs if pack.id == deal.pack), atlas().default_pack(deal.game))


def review_steps(record: Mapping[str, Any]) -> tuple[list[JsonDict], State]:
    """The table as dealt, then after each action of ``record``, a record that replays
    without error (every kept deal's); and the state after its last action."""
    game = GAMES[record["game"]]
    state = start_of(record)
    steps = [_step(record["game"], state, state, None)]
    for entry in record.get("actions", []):
        action = game.parse_action(entry)
        before, state = state, state.apply(action)
        steps.append(_step(record["game"], before, state, action))
    return steps, state


def _step(game: str, before: State, state: State, action: Action | None) -> JsonDict:
    """The table after ``action`` (None: as dealt) took ``before`` to ``state``."""
    table = _tricks_state(state)
    completed = len(table.tricks) > len(_tricks_state(before).tricks)
    rules = sorting_rules(game, state)
    taken, points = _taken(game, state)
    return {
        "seat": None if action is None else before.to_move,
        "action": None if action is None else action.to_json(),
        "phase": state.phase,
        "to_move": state.to_move,
        "hands": [[format_card(card) for card in sorted_hand(rules, hand)] for hand in table.hands],
        "trick": _trick(table, completed),
        "taken": taken,
        "points": points,
        "aside": _aside(state),
        "observation": _open_observation(state),
    }


def _tricks_state(state: State) -> TrickTakingState[Any]:
    assert isinstance(state, TrickTakingState), "every game is a trick-taking game"
    return state


def _tricks_of(state: State) -> tuple[Any, ...]:
    return _tricks_state(state).tricks


def _trick(state: TrickTakingState[Any], completed: bool) -> JsonDict:
    """The cards in the middle: the trick being played, or the one this step completed,
    with who took it."""
    if completed:
        return state.tricks[-1].to_json()
    cards = [format_card(card) for card in state.trick]
    return {"leader": state.leader, "cards": cards, "winner": None}


def _taken(game: str, state: State) -> tuple[list[int], list[int] | None]:
    """Per seat: the tricks it has taken, and the card points in them as the contract
    counts them (Jass: the last trick's bonus with it); no points before the contract is
    known or in a Null game, where they do not count."""
    tricks = _tricks_of(state)
    seats = range(GAMES[game].players)
    counted = trick_points(game, state, [trick.to_json() for trick in tricks])
    taken = [sum(trick.winner == seat for trick in tricks) for seat in seats]
    if getattr(state, "contract", None) is None or None in counted:
        return taken, None
    won = list(zip(tricks, counted, strict=True))
    points = [sum(worth or 0 for trick, worth in won if trick.winner == seat) for seat in seats]
    return taken, points


def _aside(state: State) -> JsonDict | None:
    """Skat's cards aside: the skat until the declarer picks it up (or for good in a Hand
    game), then the two cards they put away; None in the other games."""
    if not isinstance(state, SkatState):
        return None
    if state.discarded:
        return {"cards": format_cards(state.discarded), "put_away": True}
    if state.hand_game is False:
        return None  # in the declarer's hand until two cards are put away
    return {"cards": format_cards(state.skat), "put_away": False}


def _open_observation(state: State) -> JsonDict:
    """What the contract box and the result panel read (``games.js``), from the seat that
    knows most once the deal is over: the Schafkopf partner (the partnership), the Skat
    declarer (the game and the Hand), else seat 0; the cards are in the step itself."""
    seen = state.observation(_knowing_seat(state)).to_json()
    for key in SHOWN_ELSEWHERE:
        seen.pop(key, None)
    return seen


def _knowing_seat(state: State) -> int:
    for role in ("partner", "declarer"):
        seat = getattr(state, role, None)
        if isinstance(seat, int):
            return seat
    return 0


def _seats(deal: KeptDeal, reader: int | None, lang: str) -> list[JsonDict | None]:
    """Who played each seat: None for the reader's own; a person's chosen name or an AI
    player's; "Seat 1"… where the archive has no name (a one-person table's owner, to
    anybody else; the seats of an opened record file)."""
    gettext = translations(lang).gettext
    players = GAMES[deal.game].players
    kept = [*deal.seats, *[{}] * (players - len(deal.seats))]
    return [
        None
        if seat == reader
        else {
            "name": seat_words(deal.seats, seat, reader, gettext),
            "person": bool(kept[seat].get("person")),
        }
        for seat in range(players)
    ]
