"""The table in text, as one seat sees it (the PettingZoo environments' ``ansi`` render).

It draws only what the seat's observation holds: its own hand, the trick, the contract,
the tricks taken and the scores; never another seat's cards.
"""

from typing import Any

from cardavia.envs.actions import ActionCatalog


def _player(seat: int | None) -> str:
    return "-" if seat is None else f"player_{seat}"


def render_table(game: str, state: Any, seat: int, catalog: ActionCatalog) -> str:
    """The table of ``game`` in ``state`` seen from ``seat``, in a few lines of text."""
    view = state.observation(seat).to_json()
    lines = [
        f"{game} · {view['phase']} · dealer {_player(view['dealer'])} · "
        f"to move {_player(view['to_move'])} · seen by {_player(seat)}"
    ]
    lines.append("contract: " + _contract(game, view))
    trick = " ".join(view["trick"]) or "(empty)"
    lines.append(f"trick led by {_player(view['leader'])}: {trick}")
    tricks_won: dict[int, int] = {}
    for trick_seen in view["tricks"]:
        tricks_won[trick_seen["winner"]] = tricks_won.get(trick_seen["winner"], 0) + 1
    lines.append(
        "tricks won: "
        + (", ".join(f"{_player(s)} {n}" for s, n in sorted(tricks_won.items())) or "none")
    )
    lines.append(f"hand of {_player(seat)}: " + (" ".join(view["hand"]) or "(empty)"))
    for name in ("skat", "discarded", "ouvert"):
        if view.get(name):
            lines.append(f"{name}: " + " ".join(view[name]))
    if game == "jass":
        lines.append(
            f"match score: team 0 {view['team_totals'][0]}, team 1 {view['team_totals'][1]}"
            f" (target {view['target']})"
        )
    if state.is_over and game == "jass" and view["winner"] is not None:
        lines.append(f"team {view['winner']} reached the target")
    if state.is_over and hasattr(state, "result"):
        scores = state.result().scores
        lines.append(
            "deal over, scores: " + ", ".join(f"{_player(s)} {v:+d}" for s, v in enumerate(scores))
        )
    elif view["legal_actions"]:
        legal = catalog.legal_indices(state)
        lines.append("legal: " + ", ".join(f"{catalog.name(i)} ({i})" for i in legal))
    return "\n".join(lines)


def _contract(game: str, view: dict[str, Any]) -> str:
    if game == "schafkopf":
        if view["contract"] is None:
            return "none yet"
        suit = f" {view['suit']}" if view["suit"] else ""
        partner = f", partner {_player(view['partner'])}" if view["partner"] is not None else ""
        word = "highest bid" if view["phase"] == "bidding" else "played"
        return f"{view['contract']}{suit} ({word}, declarer {_player(view['declarer'])}{partner})"
    if game == "skat":
        bid = f"bid {view['bid']}" if view["bid"] else "no bid yet"
        if view["contract"] is None:
            declarer = view["declarer"]
            declarer_text = "" if declarer is None else f", declarer {_player(declarer)}"
            return f"none yet ({bid}{declarer_text})"
        hand = " Hand" if view["hand_game"] else ""
        return f"{view['contract']}{hand} (declarer {_player(view['declarer'])}, {bid})"
    if view["contract"] is None:
        pushed = ", pushed" if view["pushed"] else ""
        return f"not chosen yet{pushed}"
    return f"{view['contract']} (chosen by {_player(view['chooser'])})"
