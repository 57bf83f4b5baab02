"""What the browser is sent: a table as one seat may see it, or as a spectator may.

Everything comes from the engine's observation for the reader's seat; the only additions
are the hand sorted for the contract, each card's playability with the reason, and what is
public: the score, who sits where, and the deal's commitment.
"""

from typing import Any

from cardavia.core.cards import cards_in, format_card, parse_card, parse_cards
from cardavia.core.game import DealResult, JsonDict, State
from cardavia.core.tricks import TRUMP, TrickRules
from cardavia.games.jass.contracts import CONTRACTS as JASS_CONTRACTS
from cardavia.games.jass.scoring import LAST_TRICK_BONUS
from cardavia.games.jass.state import TRICKS as JASS_TRICKS
from cardavia.games.registry import GAMES
from cardavia.games.schafkopf.contracts import CONTRACTS as SCHAFKOPF_CONTRACTS
from cardavia.games.skat.contracts import CONTRACTS as SKAT_CONTRACTS
from cardavia.games.skat.scoring import SkatResult
from cardavia.store.tables import StoredTable
from cardavia.web.i18n import N_, translate_error, translations
from cardavia.web.sessions import Session

NOT_YOUR_TURN = N_("It is not your turn")
HUMAN = 0
"""At a one-person table the person sits at seat 0, at the bottom of the table."""

SORTING_BEFORE_THE_CONTRACT: dict[str, TrickRules] = {
    "schafkopf": SCHAFKOPF_CONTRACTS[0].rules,  # Obers, Unters and hearts as in a Rufer
    "skat": SKAT_CONTRACTS["grand"].rules,  # the jacks first, then the suits
    "jass": JASS_CONTRACTS["obenabe"].rules,  # by suit, Ace high
}


def sorting_rules(game: str, state: State) -> TrickRules:
    """The ranking the hand is sorted by: the contract's once known."""
    contract = getattr(state, "contract", None)
    return contract.rules if contract is not None else SORTING_BEFORE_THE_CONTRACT[game]


def sorted_hand(rules: TrickRules, hand: int) -> list[int]:
    """Trumps first, highest first; then each suit together, highest first."""

    def key(card: int) -> tuple[int, int]:
        suit = rules.suit_of[card]
        return (-1 if suit == TRUMP else suit, -rules.power[card])

    return sorted(cards_in(hand), key=key)


def trick_points(game: str, state: State, tricks: list[JsonDict]) -> list[int | None]:
    """What each finished trick counts for the side that took it, as the contract counts
    (Jass: the last trick's bonus with it); None in a Null game, where nothing counts."""
    contract = getattr(state, "contract", None)
    if contract is None or getattr(contract, "is_null", False):
        return [None] * len(tricks)
    rules = contract.rules
    points: list[int | None] = [
        rules.cards_points([parse_card(code) for code in trick["cards"]]) for trick in tricks
    ]
    if game == "jass" and len(tricks) == JASS_TRICKS and points[-1] is not None:
        points[-1] += LAST_TRICK_BONUS
    return points


def table_view(
    stored: StoredTable,
    session: Session,
    reader: int | None,
    seats: list[JsonDict | None],
    started: bool,
    ai_to_move: bool,
    language: str,
) -> JsonDict:
    """The table as seat ``reader`` sees it, or a spectator when None (the JSON of ``GET
    /api/tables/{id}``), its messages in ``language``; ``seats``: who sits where. Before a
    shared table's host starts it, nobody sees a hand."""
    state = session.current
    if reader is None or not started:
        seen = spectator_observation(session.game, state)
    else:
        seen = state.observation(reader).to_json()
    your_turn = started and reader is not None and state.to_move == reader
    rules = sorting_rules(session.game, state)
    hand_cards = sorted_hand(rules, parse_cards(seen["hand"]))

    def reason(card: int) -> str | None:
        if not your_turn:
            return translations(language).gettext(NOT_YOUR_TURN)
        refusal = state.play_refusal(card)
        return None if refusal is None else translate_error(refusal, language)

    def in_hand(card: int) -> JsonDict:
        why = reason(card)
        return {"card": format_card(card), "playable": why is None, "reason": why}

    return {
        "id": stored.id,
        "game": stored.game,
        "pack": stored.pack,
        "started_at": stored.created_at.isoformat(),
        "version": stored.version,
        "human": reader,
        "seats": seats,
        "observation": seen,
        "hand": [in_hand(card) for card in hand_cards],
        "trick_points": trick_points(session.game, state, seen.get("tricks") or []),
        "your_turn": your_turn,
        "ai_to_move": ai_to_move,
        "deal_over": state.is_over,
        "match_over": session.match_over,
        "result": result_view(state.result()) if state.is_over else None,
        "scores": {
            "deals": session.deal_scores(),
            "totals": session.totals(),
            "results": [result_view(result) for result in session.scored_results()],
        },
        "can_deal_next": state.is_over and not session.match_over,
        "deal_number": len(session.finished) + 1,
        "fairness": fairness_view(session),
    }


def spectator_observation(game: str, state: State) -> JsonDict:
    """What anybody watching may know: the observation of a seat that knows nothing beyond
    its own hand (Skat: not the declarer, who knows the skat; Schafkopf: not the called
    ace's holder, who knows the partnership), without that hand and its choices."""
    declarer = getattr(state, "declarer", None)
    partner = getattr(state, "partner", None) if game == "schafkopf" else None
    seat = next(s for s in range(GAMES[game].players) if s not in (declarer, partner))
    seen = state.observation(seat).to_json()
    seen.update(seat=None, hand=[], legal_actions=[])
    return seen


def fairness_view(session: Session) -> JsonDict:
    """Whether the server drew the deal; if so its SHA-256 commitment, shown before the first
    card, and its seed once the deal is over (``cardavia verify``)."""
    return {
        "drawn": session.draws,
        "commitment": session.commitment(),
        "seed": session.revealed_seed(),
    }


def result_view(result: DealResult) -> JsonDict:
    """A finished deal's result as its record has it (RECORDS.md), and in Skat whether the
    declarer played with or without the matadors, which the record leaves to the count."""
    shown = result.to_json()
    if isinstance(result, SkatResult):
        shown["matadors_with"] = result.matadors_with
    return shown


def error_body(message: str, **extra: Any) -> JsonDict:
    return {"detail": message, **extra}
