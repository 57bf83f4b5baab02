"""Plain-text tables of tournament results for the command line and the README."""

from cardavia.ai.arena import ArenaReport, Estimate

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
