"""A table's house rules (docs/house-rules.md): the variants its deals are played by, and
how its scores are shown (the Skat list, the Schafkopf tariff).

The variants live in every deal record of the table; the way of showing scores is a
setting of the table (``settings["house_rules"]``), never part of a deal.
"""

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from cardavia.core.errors import IllegalAction
from cardavia.core.game import JsonDict
from cardavia.core.variants import Variants
from cardavia.games.registry import GAMES
from cardavia.games.skat.score_list import ListedDeal, score_list
from cardavia.games.skat.scoring import SkatResult
from cardavia.games.skat.state import SkatState
from cardavia.games.skat.variants import SkatVariants
from cardavia.web.sessions import Session

TARIFF_CENTS = (5, 10, 20, 50, 100)
"""The money a Schafkopf unit may be shown as, in cents (0: units, the default)."""
SHOWN: dict[str, JsonDict] = {"skat": {"seeger_fabian": False}, "schafkopf": {"tariff_cents": 0}}
"""Per game, the house rules that only change how scores are shown, with their defaults."""


@dataclass(frozen=True)
class TableRules:
    """The house rules a table is started with."""

    variants: Variants
    shown: JsonDict = field(default_factory=dict)
    """The ways of showing scores that differ from the default: ``seeger_fabian`` (Skat:
    the list of the Skat clubs), ``tariff_cents`` (Schafkopf: a unit shown as money)."""

    def settings(self) -> JsonDict:
        """The table settings that keep the ways of showing scores (none by default)."""
        return {"house_rules": dict(self.shown)} if self.shown else {}


def table_rules(game: str, chosen: Mapping[str, Any] | None) -> TableRules:
    """The house rules a host chose for a table of ``game``; IllegalAction in the host's
    terms for a rule the game does not have, or a value it does not take."""
    kind = GAMES[game].variants
    variants, shown = kind(), {}
    for name, value in (chosen or {}).items():
        if name in SHOWN.get(game, {}):
            shown.update(_shown(name, value))
        elif name in kind.names():
            variants = _with(kind, variants, name, value)
        else:
            known = ", ".join((*kind.names(), *SHOWN.get(game, {}))) or "none"
            raise IllegalAction(
                "{name} is not a house rule of this game: choose from {known}",
                name=repr(name),
                known=known,
            )
    return TableRules(variants, shown)


def _with(kind: type[Variants], variants: Variants, name: str, value: object) -> Variants:
    allowed = kind.CHOICES.get(name)
    if allowed is None:
        if not isinstance(value, bool):
            raise IllegalAction("The house rule {name} is on (true) or off (false)", name=name)
    elif isinstance(value, bool) or value not in allowed:
        raise IllegalAction(
            "The house rule {name} is one of {allowed}",
            name=name,
            allowed=", ".join(map(str, allowed)),
        )
    return kind.from_json({**variants.to_json(), name: value})


def _shown(name: str, value: object) -> JsonDict:
    if name == "seeger_fabian":
        if not isinstance(value, bool):
            raise IllegalAction("The house rule {name} is on (true) or off (false)", name=name)
        return {name: True} if value else {}
    if isinstance(value, bool) or value not in (0, *TARIFF_CENTS):
        raise IllegalAction(
            "The tariff is 0 (units) or one of {allowed} cents a unit",
            allowed=", ".join(map(str, TARIFF_CENTS)),
        )
    return {name: value} if value else {}


def rules_view(game: str, variants: Variants, settings: Mapping[str, Any]) -> JsonDict:
    """Every house rule of the table with its value, as the table shows them."""
    chosen: JsonDict = {name: getattr(variants, name) for name in variants.names()}
    return {**chosen, **SHOWN.get(game, {}), **settings.get("house_rules", {})}


def score_extras(session: Session, settings: Mapping[str, Any]) -> JsonDict:
    """What the score column adds by the table's house rules: the Seeger-Fabian list and
    where the Bock rounds stand (Skat); nothing for the rulebook's game."""
    variants = session.variants
    if not isinstance(variants, SkatVariants):
        return {}
    extras: JsonDict = {}
    if settings.get("house_rules", {}).get("seeger_fabian"):
        listed = [ListedDeal.of(r) for r in session.scored_results() if isinstance(r, SkatResult)]
        columns = score_list(listed)
        extras["list"] = {
            "entries": [list(deal) for deal in zip(*(c.entries for c in columns), strict=True)],
            "won": [c.won for c in columns],
            "lost": [c.lost for c in columns],
            "others_lost": [c.others_lost for c in columns],
            "game_points": [c.game_points for c in columns],
            "totals": [c.total for c in columns],
        }
    if variants.bock:
        current = session.current
        rounds = session.bock_rounds(including_current=current.is_over)
        extras["bock"] = {
            "deal": isinstance(current, SkatState) and current.bock_deal,
            "played": list(rounds.played),
            "owed": rounds.owed,
        }
    return extras
