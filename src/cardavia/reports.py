"""Tables for the command line and the README: tournament results, deal analyses."""

from rich import box
from rich.table import Table

from cardavia.ai.arena import ArenaReport, Estimate
from cardavia.ai.match_arena import MatchArenaReport
from cardavia.ai.search.analysis import MARKS, DealAnalysis, DecisionAnalysis
from cardavia.ai.search.player import CARD_POINTS, WIN_CHANCE
from cardavia.core.cards import format_card
from cardavia.core.game import Action, Play

UNITS = {
    "schafkopf": "Schafkopf units",
    "jass": "Jass points",
    "skat": "Skat list points",
}


def _rate(wins: int, deals: int) -> str:
    return f"{100 * wins / deals:.1f}% of {deals}" if deals else "—"


def _cell(estimate: Estimate) -> str:
    return str(estimate)


def _seeds(seeds: tuple[int, ...]) -> str:
    """The seeds in words: seed 4, or seeds 401-406, 411 (runs of seeds shortened)."""
    if len(seeds) == 1:
        return f"seed {seeds[0]}"
    runs: list[list[int]] = []
    for seed in sorted(seeds):
        if runs and seed == runs[-1][-1] + 1:
            runs[-1].append(seed)
        else:
            runs.append([seed])
    return "seeds " + ", ".join(
        str(run[0]) if len(run) == 1 else f"{run[0]}-{run[-1]}" for run in runs
    )


def format_arena(report: ArenaReport) -> str:
    """The arena's report as a Markdown table with a heading line."""
    unit = UNITS.get(report.game, "points")
    lines = [
        f"{report.game}: {report.boards} duplicate boards, {_seeds(report.seeds)}, "
        f"players {', '.join(report.players)} (per deal, {unit}; 95% intervals)",
        "",
        "| player | score/deal | edge/deal | edge as declarer | edge as defender "
        "| declarer wins | defender wins |",
        "|---|---|---|---|---|---|---|",
    ]
    for player in report.reports:
        lines.append(
            f"| {player.player} | {_cell(player.score)} | {_cell(player.edge)} "
            f"| {_cell(player.declarer_edge)} | {_cell(player.defender_edge)} "
            f"| {_rate(player.declarer_wins, player.declarer_deals)} "
            f"| {_rate(player.defender_wins, player.defender_deals)} |"
        )
    lines.append("")
    lines.append(
        "edge: score minus the other players' on the same boards; role edges: card play "
        "with each board's contract held fixed (role duels)"
    )
    for player in report.reports:
        played = ", ".join(
            f"{name} {count}"
            for name, count in sorted(player.contracts.items(), key=lambda item: -item[1])
        )
        lines.append(f"contracts declared by {player.player}: {played or 'none'}")
    return "\n".join(lines)


SHORT_UNITS = {"schafkopf": "units", "jass": "Jass pts", "skat": "list pts"}
"""The games' scores as the analysis table names them (``UNITS`` in short)."""

MARK_STYLES = {"good": "green", "inaccuracy": "yellow", "mistake": "dark_orange", "blunder": "red"}


def format_match_arena(report: MatchArenaReport) -> str:
    """The arena of Jass matches as a Markdown table with a heading line."""
    start = f"from {report.start} all" if report.start else "from 0"
    lines = [
        f"jass matches to {report.target}: {report.pairs} duplicate pairs, seed {report.seed}, "
        f"{start}, "
        f"players {', '.join(report.players)} ({report.mean_deals:.1f} deals a match; "
        "95% intervals)",
        "",
        "| player | matches won | share won | Schneider wins |",
        "|---|---|---|---|",
    ]
    for player in report.reports:
        share = player.win_share
        cell = "—" if share.n == 0 else f"{100 * share.mean:.1f}%"
        if share.n > 1:
            cell += f" [{100 * share.low:.1f}%, {100 * share.high:.1f}%]"
        lines.append(
            f"| {player.player} | {player.won} of {player.matches} | {cell} "
            f"| {player.schneider_wins} |"
        )
    return "\n".join(lines)


def analysis_table(analysis: DealAnalysis) -> Table:
    """One row per analysed decision: where it was, what was chosen and what was best,
    what the choice cost (and with every hand open), in what, and its mark."""
    score_unit = SHORT_UNITS.get(analysis.game, "points")
    table = Table(title=f"{analysis.game}: seat {analysis.seat}'s decisions", box=box.SIMPLE_HEAD)
    table.add_column("#", no_wrap=True)
    for column in ("step", "chosen", "best"):
        table.add_column(column)
    for column in ("cost", "open"):
        table.add_column(column, justify="right", no_wrap=True)
    table.add_column("unit")
    table.add_column("mark", no_wrap=True)
    for decision in analysis.decisions:
        table.add_row(
            str(decision.index),
            _step(decision),
            _action(decision.chosen),
            _action(decision.best),
            _amount(decision.cost, decision.unit),
            _amount(decision.double_dummy_cost, decision.unit),
            _unit_name(decision.unit, score_unit),
            f"[{MARK_STYLES[decision.mark]}]{decision.mark}[/]",
        )
    return table


def analysis_summary(analysis: DealAnalysis) -> str:
    """The seat's accuracy, its marks counted, and the thresholds they were given by."""
    counts = analysis.counts
    accuracy = "-" if analysis.accuracy is None else f"{analysis.accuracy:.1f}%"
    score_unit = SHORT_UNITS.get(analysis.game, "points")
    lines = [
        "cost: the best option's estimate from what the seat could see less the chosen "
        "one's; open: the same with every hand open (card play)",
        f"accuracy: {accuracy} of the decisions good "
        f"({', '.join(f'{counts[mark]} {mark}' for mark in MARKS)})",
        "marks by cost, at most good / inaccuracy / mistake (above: blunder):",
    ]
    for unit, limits in analysis.thresholds.items():
        most = (limits.good, limits.inaccuracy, limits.mistake)
        shown = " / ".join(_amount(value, unit) for value in most)
        lines.append(f"  {_unit_name(unit, score_unit)}: {shown}")
    return "\n".join(lines)


def _action(action: Action) -> str:
    """A card by its code, any other action in words."""
    return format_card(action.card) if isinstance(action, Play) else str(action)


def _step(decision: DecisionAnalysis) -> str:
    return decision.phase if decision.trick is None else f"trick {decision.trick}"


def _amount(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    return f"{100 * value:.0f}%" if unit == WIN_CHANCE else f"{value:.1f}"


def _unit_name(unit: str, score_unit: str) -> str:
    names = {CARD_POINTS: "card pts", WIN_CHANCE: "win chance"}
    return names.get(unit, score_unit)
