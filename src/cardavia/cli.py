"""The ``cardavia`` command: replay and analyse deal records, deal random games, run
benchmarks."""

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import Progress

from cardavia._build import engine_build
from cardavia.ai.arena import ArenaReport, combine, run_arena
from cardavia.ai.match_arena import match_variants, run_match_arena
from cardavia.ai.policy.training import train
from cardavia.ai.registry import PLAYERS
from cardavia.ai.search.analysis import ANALYSIS_SAMPLES, UnfinishedDeal, analyse
from cardavia.ai.search.solver import warm_up
from cardavia.benchmarks import analysis as analysis_bench
from cardavia.benchmarks import engine as engine_bench
from cardavia.benchmarks import peers as peers_bench
from cardavia.benchmarks import players as players_bench
from cardavia.benchmarks import solver as solver_bench
from cardavia.benchmarks import together as together_bench
from cardavia.benchmarks.load import probes as server_probes
from cardavia.benchmarks.load import report as load_report
from cardavia.benchmarks.load.run import LoadPlan, run_load
from cardavia.core.errors import InvalidRecord
from cardavia.core.game import State
from cardavia.fair_deals import verify
from cardavia.games.looking_back import choices_of
from cardavia.games.playout import random_playout
from cardavia.games.registry import GAMES
from cardavia.records import (
    RecordRefused,
    format_record,
    load_record,
    read_record,
    replay_report,
    write_record,
)
from cardavia.reports import analysis_summary, analysis_table, format_arena, format_match_arena

app = typer.Typer(
    help="Cardavia: Schafkopf, Schieber Jass and Skat against strong AI players.",
    no_args_is_help=True,
    add_completion=False,
)
bench_app = typer.Typer(help="Benchmarks: they print medians and ratios.", no_args_is_help=True)
app.add_typer(bench_app, name="bench")
model_app = typer.Typer(
    help="The learned model of how players bid and play, that weighs sampled deals.",
    no_args_is_help=True,
)
app.add_typer(model_app, name="model")


def _game_name(name: str) -> str:
    if name not in GAMES:
        raise typer.BadParameter(f"unknown game {name!r}: choose one of {', '.join(GAMES)}")
    return name


def _game_or_all(name: str) -> str:
    if name != "all" and name not in GAMES:
        raise typer.BadParameter(f"unknown game {name!r}: choose one of {', '.join(GAMES)} or all")
    return name


@app.command("replay")
def replay_command(
    file: Annotated[Path, typer.Argument(help="A deal record (cardavia-deal/1 JSON).")],
) -> None:
    """Check every action of a deal record in order and print the deal's result as JSON.

    Exits 1 with one line on the first illegal action or on a malformed record.
    """
    record, state = _replayed(file)
    typer.echo(json.dumps(replay_report(record["game"], state), indent=2))


def _replayed(file: Path) -> tuple[Mapping[str, Any], State]:
    """The record in ``file`` and its state after every action. Exits 2 when the file
    cannot be read, 1 with one line on a malformed record or the first illegal action."""
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        typer.echo(f"cannot read {file}: {error}", err=True)
        raise typer.Exit(2) from None
    try:
        record, state = read_record(text)
    except RecordRefused as error:
        typer.echo(str(error))
        raise typer.Exit(1) from None
    return record, state


@app.command("analyse")
def analyse_command(
    file: Annotated[Path, typer.Argument(help="A finished deal's record (cardavia-deal/1).")],
    seat: Annotated[int, typer.Option(min=0, help="The seat whose decisions are weighed.")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    samples: Annotated[
        int, typer.Option(min=1, help="Sampled deals per decision: fewer, quicker and rougher.")
    ] = ANALYSIS_SAMPLES,
) -> None:
    """Weigh every decision one seat took in a finished deal: each option's estimate from
    what the seat could see, each card's value with every hand open, what the choice cost
    and its mark (good, inaccuracy, mistake, blunder), and the seat's accuracy.

    The same record (and --samples) gives the same analysis on any machine. Exits 1 with
    one line, as `cardavia replay` does, on a malformed record or an illegal action, and
    on a deal that is not finished.
    """
    record, _ = _replayed(file)
    players = GAMES[record["game"]].players
    if seat >= players:
        raise typer.BadParameter(
            f"{record['game']} has seats 0 to {players - 1}, not {seat}", param_hint="--seat"
        )
    total = len(choices_of(record, seat))
    try:
        with Progress(console=Console(stderr=True), transient=True) as progress:
            task = progress.add_task(f"analysing seat {seat}'s decisions", total=total)
            advance = lambda done, _total: progress.update(task, completed=done)  # noqa: E731
            result = analyse(record, seat, samples, advance)
    except UnfinishedDeal as error:
        typer.echo(str(error))
        raise typer.Exit(1) from None
    if as_json:
        typer.echo(json.dumps(result.to_json(), indent=2))
    else:
        Console().print(analysis_table(result))
        typer.echo(analysis_summary(result))


@app.command("verify")
def verify_command(
    record_file: Annotated[
        Path, typer.Argument(metavar="RECORD", help='A deal record with its "commitment".')
    ],
    seed: Annotated[
        str, typer.Argument(metavar="SEED", help="The deal's seed, revealed when it ended.")
    ],
) -> None:
    """Check that a drawn deal was fair: SEED's SHA-256 is the commitment the table showed
    before the deal, and SEED deals exactly the record's hands.

    Exits 1 with each problem on its own line, or one line when the file cannot be read.
    """
    try:
        record = load_record(record_file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        typer.echo(f"cannot read {record_file}: {error}")
        raise typer.Exit(1) from None
    except InvalidRecord as error:
        typer.echo(f"{record_file} is {error}")
        raise typer.Exit(1) from None
    verdict = verify(record, seed.strip())
    for problem in verdict.problems:
        typer.echo(problem)
    if not verdict.ok:
        raise typer.Exit(1)
    typer.echo("verified: the seed matches the commitment and deals exactly these hands")


@app.command("random-deal")
def random_deal_command(
    game: Annotated[str, typer.Argument(help="schafkopf, jass or skat", callback=_game_name)],
    seed: Annotated[int, typer.Option(help="Same seed, same deal and same actions.")] = 0,
    variant: Annotated[
        list[str] | None,
        typer.Option(
            help="A house rule (docs/house-rules.md), repeatable: kontra, ramsch, bock, "
            "target=1000."
        ),
    ] = None,
) -> None:
    """Print a complete deal record played with uniformly random legal actions."""
    try:
        variants = GAMES[game].variants.from_options(variant or [])
    except InvalidRecord as error:
        raise typer.BadParameter(str(error), param_hint="--variant") from None
    state = random_playout(GAMES[game], seed, variants=variants)
    typer.echo(format_record(write_record(game, state)))


@app.command("arena")
def arena_command(
    game: Annotated[str, typer.Argument(help="schafkopf, jass or skat", callback=_game_name)],
    players: Annotated[
        str, typer.Option(help="Comma-separated registry names, e.g. heuristic,random.")
    ] = "heuristic,random",
    deals: Annotated[int, typer.Option(min=1, help="Duplicate boards to play.")] = 200,
    seed: Annotated[int, typer.Option(help="Same seed, same report.")] = 1,
    jobs: Annotated[int, typer.Option(min=1, help="Processes to play in.")] = 1,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    role_duels: Annotated[
        bool,
        typer.Option(help="Also replay each board's contract per role (about twice the work)."),
    ] = True,
    variant: Annotated[
        list[str] | None,
        typer.Option(
            help="A house rule (docs/house-rules.md) every deal is played by, repeatable: "
            "kontra, ramsch, bock, target=1000."
        ),
    ] = None,
) -> None:
    """Play duplicate deals between AI players and print each one's results.

    Every board is played once per rotation of the players through the seats, so that the
    luck of the cards cancels. Scores are per deal in the game's units, with 95%
    confidence intervals over the boards.
    """
    names = [name.strip() for name in players.split(",") if name.strip()]
    unknown = [name for name in names if name not in PLAYERS]
    if not names or unknown:
        raise typer.BadParameter(
            f"unknown player {', '.join(unknown) or '(none)'}: choose from {', '.join(PLAYERS)}",
            param_hint="--players",
        )
    try:
        variants = GAMES[game].variants.from_options(variant or [])
    except InvalidRecord as error:
        raise typer.BadParameter(str(error), param_hint="--variant") from None
    with Progress(transient=True, disable=as_json) as progress:
        task = progress.add_task(f"{game}: {deals} boards", total=deals)
        advance = lambda n: progress.advance(task, n)  # noqa: E731
        report = run_arena(game, names, deals, seed, jobs, advance, role_duels, variants)
    if as_json:
        typer.echo(json.dumps(report.to_json(), indent=2))
    else:
        typer.echo(format_arena(report))


@app.command("match-arena")
def match_arena_command(
    players: Annotated[
        str, typer.Option(help="Two comma-separated registry names, one a team each.")
    ] = "search,search-by-deal",
    matches: Annotated[int, typer.Option(min=1, help="Pairs of duplicate matches.")] = 20,
    seed: Annotated[int, typer.Option(help="Same seed, same report.")] = 1,
    start: Annotated[
        int, typer.Option(min=0, help="Both teams' score when a match begins (below --target).")
    ] = 0,
    target: Annotated[
        int, typer.Option(help="The match target: 1000, 1500, 2000, 2500 or 3000.")
    ] = 3000,
    jobs: Annotated[int, typer.Option(min=1, help="Processes to play in.")] = 1,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Play duplicate Jass matches to the target between two players and count the
    matches won.

    Each match is played twice on the same deals, the players swapping teams. --start
    begins every match from that score for both teams, to play many match ends (where a
    credit that ends the match counts more than any margin) in the time of a few matches.
    """
    names = [name.strip() for name in players.split(",") if name.strip()]
    unknown = [name for name in names if name not in PLAYERS]
    if unknown or len(names) != 2 or names[0] == names[1]:
        raise typer.BadParameter(
            f"name two different players from {', '.join(PLAYERS)}", param_hint="--players"
        )
    try:
        match_variants(target, start)
    except ValueError as error:
        raise typer.BadParameter(str(error), param_hint="--target/--start") from None
    with Progress(transient=True, disable=as_json) as progress:
        task = progress.add_task(f"jass: {matches} pairs of matches", total=matches)
        advance = lambda n: progress.advance(task, n)  # noqa: E731
        report = run_match_arena(names, matches, seed, start, jobs, advance, target)
    if as_json:
        typer.echo(json.dumps(report.to_json(), indent=2))
    else:
        typer.echo(format_match_arena(report))


@app.command("arena-combine")
def arena_combine_command(
    reports: Annotated[
        list[Path], typer.Argument(help="Reports written by `cardavia arena ... --json`.")
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Combine arena reports played on different seeds into one, as if one arena had
    played all their boards: means and 95% intervals over all the boards, counts added.

    A long arena can so be played in parts (one per seed, one after another or on several
    machines). Exits 2 with one line when a report cannot be read or they do not combine
    (another game or players, or a seed twice).
    """
    parts = []
    for path in reports:
        try:
            parts.append(ArenaReport.from_json(json.loads(path.read_text(encoding="utf-8"))))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError) as error:
            typer.echo(f"cannot read the arena report {path}: {error}", err=True)
            raise typer.Exit(2) from None
    try:
        report = combine(parts)
    except ValueError as error:
        typer.echo(f"cannot combine these reports: {error}", err=True)
        raise typer.Exit(2) from None
    if as_json:
        typer.echo(json.dumps(report.to_json(), indent=2))
    else:
        typer.echo(format_arena(report))


@model_app.command("train")
def model_train_command(
    out: Annotated[Path, typer.Option(help="Where to write the model (JSON).")],
    game: Annotated[
        str, typer.Option(help="schafkopf, jass, skat or all.", callback=_game_or_all)
    ] = "all",
    deals: Annotated[int, typer.Option(min=1, help="Self-play deals per game.")] = 2000,
    seed: Annotated[int, typer.Option(help="Same seed and deals, same model.")] = 1,
) -> None:
    """Fit the policy model to self-play of the rule-based players and write it.

    The shipped model (src/cardavia/ai/policy/policy-model.json) is regenerated exactly by
    `cardavia model train --game all --deals 2000 --seed 1 --out` that file.
    """
    games = list(GAMES) if game == "all" else [game]
    with Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task(f"self-play of {', '.join(games)}", total=deals * len(games))
        model = train(games, deals, seed, lambda: progress.advance(task))
    try:
        model.save(out)
    except OSError as error:
        typer.echo(f"cannot write {out}: {error}", err=True)
        raise typer.Exit(2) from None
    decisions = sum(model.about["decisions"].values())
    typer.echo(f"{out}: {decisions} decisions of {len(games) * deals} deals, seed {seed}")


@bench_app.command("engine")
def bench_engine_command(
    game: Annotated[list[str] | None, typer.Option(help="Games to measure (default: all).")] = None,
    deals: Annotated[int, typer.Option(min=1, help="Deals per timed run.")] = 2000,
    runs: Annotated[int, typer.Option(min=1, help="Timed runs; the median is reported.")] = 5,
) -> None:
    """Complete random deals per second through the public API, bidding included."""
    names = [_game_name(name) for name in game] if game else list(GAMES)
    figures = engine_bench.measure(names, deals, runs)
    typer.echo(engine_build())
    typer.echo(engine_bench.report(figures, target=10_000))


@bench_app.command("peers")
def bench_peers_command(
    rounds: Annotated[
        int, typer.Option(min=1, help="Rounds; each engine takes a turn in every round.")
    ] = 7,
    deals: Annotated[int, typer.Option(min=1, help="Deals per engine and round.")] = 500,
    seed: Annotated[int, typer.Option(help="Seed of the random deals and actions.")] = 1,
) -> None:
    """Cardavia against OpenSpiel's C++ Skat and jass-kit: random complete deals, medians
    of alternating rounds in CPU time."""
    peers, missing = peers_bench.peer_engines()
    figures = peers_bench.measure(peers_bench.cardavia_engines() + peers, rounds, deals, seed)
    typer.echo(peers_bench.report(figures, missing, rounds))


@bench_app.command("players")
def bench_players_command(
    players: Annotated[str, typer.Option(help="Comma-separated registry names.")] = (
        "random,heuristic"
    ),
    deals: Annotated[int, typer.Option(min=1, help="Deals per game and player.")] = 300,
) -> None:
    """Median and 95th-percentile time of each AI player's decisions, per game."""
    names = [name.strip() for name in players.split(",") if name.strip()]
    unknown = [name for name in names if name not in PLAYERS]
    if unknown:
        raise typer.BadParameter(f"unknown player {', '.join(unknown)}", param_hint="--players")
    typer.echo(players_bench.report(players_bench.measure(names, deals)))


AI_LEVELS = {"search": 1000.0, "search-strong": 3000.0}
"""The search players of the Normal and Strong levels, with the p95 each must keep (ms)."""


@bench_app.command("ai")
def bench_ai_command(
    deals: Annotated[int, typer.Option(min=1, help="Deals per game and level.")] = 20,
) -> None:
    """Median and p95 time of a search-player decision at each difficulty (Normal, Strong),
    one search seat among rule-based players, per game."""
    warm_up()
    results = players_bench.measure(list(AI_LEVELS), deals, others="heuristic")
    typer.echo(players_bench.report(results, targets=AI_LEVELS))


@bench_app.command("solver")
def bench_solver_command(
    game: Annotated[list[str] | None, typer.Option(help="Games to measure (default: all).")] = None,
    deals: Annotated[int, typer.Option(min=2, help="Deals solved per game.")] = 200,
    node_limit: Annotated[
        int, typer.Option(min=1, help="Positions a solve may visit before it is given up.")
    ] = solver_bench.NODE_LIMIT,
) -> None:
    """Median and 95th-percentile time of a full double-dummy solve from the first trick
    (solves given up at the node limit count as slowest, and are listed)."""
    names = [_game_name(name) for name in game] if game else list(GAMES)
    typer.echo(solver_bench.report(solver_bench.measure(names, deals, node_limit=node_limit)))


@bench_app.command("analysis")
def bench_analysis_command(
    game: Annotated[list[str] | None, typer.Option(help="Games to measure (default: all).")] = None,
    deals: Annotated[int, typer.Option(min=1, help="Complete deals analysed per game.")] = 20,
    samples: Annotated[
        int, typer.Option(min=1, help="Sampled deals per decision (default: the analysis').")
    ] = ANALYSIS_SAMPLES,
) -> None:
    """Time to analyse seat 0's decisions in a complete deal of the rule-based players, per
    game: median and p95 of wall and CPU seconds, with the machine's load around them."""
    names = [_game_name(name) for name in game] if game else list(GAMES)
    typer.echo(analysis_bench.run(names, deals, samples))


@app.command("worker")
def worker_command(
    concurrency: Annotated[
        int, typer.Option(min=1, max=1024, help="tables whose AI turns it plays at once")
    ] = 64,
) -> None:
    """An AI worker: plays the AI players' turns that the web workers queue in the
    PostgreSQL database named by DATABASE_URL (web workers started with CARDAVIA_AI_QUEUE=1).
    Settings as for the web app (CARDAVIA_AI_DELAY, ...); stop it with Ctrl-C."""
    import logging

    import cardavia.web.ai_worker as ai_worker
    from cardavia.web.settings import Settings

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    ai_worker.run(Settings(), concurrency)


@bench_app.command("web")
def bench_web_command(
    game: Annotated[str | None, typer.Option(help="one game (default: all)")] = None,
    deals: Annotated[int, typer.Option(min=1, help="deals per game")] = 20,
    database_url: Annotated[
        str | None,
        typer.Option(help="the database of the CPU figures (default: a fresh SQLite file)"),
    ] = None,
    cpu_only: Annotated[bool, typer.Option(help="only the CPU per stored action")] = False,
) -> None:
    """Server time per action, p50 and p95: the human's move through HTTP and each AI move
    with the AI at its default setting; then the web process's CPU time per stored action."""
    import cardavia.web.timing as timing

    names = [_game_name(game)] if game else sorted(GAMES)
    if not cpu_only:
        typer.echo(timing.report(timing.measure(names, deals)))
    typer.echo(timing.cpu_report(timing.measure_cpu(names, deals, database_url)))


ServerEnvironment = Annotated[
    list[str] | None,
    typer.Option(
        "--env",
        help="KEY=VALUE for the environment of the server the bench starts "
        "(e.g. CARDAVIA_AI_PROCESSES=0); repeatable.",
    ),
]


def _environment(pairs: list[str] | None) -> dict[str, str]:
    environment = {}
    for pair in pairs or []:
        key, equals, value = pair.partition("=")
        if not equals or not key:
            raise typer.BadParameter(f"{pair!r} is not KEY=VALUE", param_hint="--env")
        environment[key] = value
    return environment


@bench_app.command("load")
def bench_load_command(
    tables: Annotated[int, typer.Option(min=1, help="Bots, each at a table of its own.")] = 10,
    deals: Annotated[int, typer.Option(min=1, help="Complete deals per table.")] = 2,
    seconds: Annotated[
        float | None, typer.Option(min=0.1, help="Play for this long instead of --deals.")
    ] = None,
    url: Annotated[
        list[str] | None,
        typer.Option(
            help="A running server (repeatable): each bot acts on one and follows its table's "
            "stream on the next. None: the bench starts one on a fresh SQLite file."
        ),
    ] = None,
    pid: Annotated[
        list[int] | None,
        typer.Option(help="A server process whose CPU time (its children's too) is measured."),
    ] = None,
    env: ServerEnvironment = None,
    wait: Annotated[
        float,
        typer.Option(min=1, help="Seconds a bot waits on its stream for the AI's moves."),
    ] = 60.0,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Bots play complete deals at once over HTTP, as browsers do (zero think time, the
    first legal action, the AI's moves from each table's event stream), and the server's
    throughput, request times, errors, time to the AI's answer and CPU per action."""
    plan = LoadPlan(
        tables=tables,
        deals=deals,
        seconds=seconds,
        urls=[base.rstrip("/") for base in url or []],
        pids=pid or [],
        environment=_environment(env),
        wait_seconds=wait,
    )
    figures = run_load(plan, show_progress=not as_json)
    if as_json:
        typer.echo(json.dumps(figures.to_json(), indent=2))
    else:
        Console().print(load_report.load_report(figures))


@bench_app.command("together")
def bench_together_command(
    tables: Annotated[int, typer.Option(min=1, help="Shared tables played at once.")] = 2,
    cards: Annotated[int, typer.Option(min=1, help="People's cards timed per table.")] = 40,
    url: Annotated[
        list[str] | None,
        typer.Option(
            help="Running servers (repeatable): the first person acts and follows the table "
            "on the first, the second on the last. None: the bench starts its own."
        ),
    ] = None,
    database_url: Annotated[
        str | None,
        typer.Option(
            help="A PostgreSQL database on which the bench starts two server processes "
            "(else one on a fresh SQLite file)."
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Two people at each shared Schafkopf table: the time from one person's card to its
    appearance in the other person's event stream (p50/p95/max), on one server process or,
    across processes, on two."""
    if url:
        figures = together_bench.measure([base.rstrip("/") for base in url], tables, cards)
    else:
        with together_bench.servers(database_url) as started:
            figures = together_bench.measure([server.base for server in started], tables, cards)
    shown = figures.to_json()
    if as_json:
        typer.echo(json.dumps(shown, indent=2))
        return
    spread = shown["card_shown_ms"]
    typer.echo(f"servers: {', '.join(figures.servers)}")
    typer.echo(f"cards timed: {shown['cards']} at {tables} tables")
    typer.echo(
        "card shown to the other person: "
        + " / ".join(
            f"{name} {'-' if ms is None else f'{ms:,.1f}'} ms" for name, ms in spread.items()
        )
    )
    typer.echo(f"errors: {shown['errors'] or 'none'}")
    typer.echo(f"load before: {shown['load_before']}")
    typer.echo(f"load after: {shown['load_after']}")


def _ms(milliseconds: float | None) -> str:
    return "-" if milliseconds is None else f"{milliseconds:,.1f} ms"


@bench_app.command("first-page")
def bench_first_page_command(
    runs: Annotated[int, typer.Option(min=1, help="Servers started, one after another.")] = 3,
    env: ServerEnvironment = None,
) -> None:
    """Seconds from starting the web server (fresh SQLite file) to its first page."""
    pages = server_probes.first_pages(runs, _environment(env))
    Console().print(load_report.first_page_report(pages))


@bench_app.command("hints")
def bench_hints_command(
    hints: Annotated[int, typer.Option(min=1, help="Players asking for a hint at once.")] = 16,
    env: ServerEnvironment = None,
) -> None:
    """GET /api/tables/{id} p50 and p95 alone, then while hints are computed for many
    players at once (a server of the bench's own)."""
    figures = server_probes.hint_load(hints, _environment(env))
    Console().print(load_report.hint_report(figures))
