"""The pages of a person's history and statistics, drawn on the server: the history a page
of deals at a time, each opening its review; the statistics per game as tables and SVG
charts. Both work without JavaScript; the script only shows the times in the reader's own
time zone."""

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from cardavia.web.api import owner
from cardavia.web.charts import bar_chart, line_chart
from cardavia.web.deal_words import CONTRACT_KINDS
from cardavia.web.history import history_page, page_count
from cardavia.web.history_api import deal_store
from cardavia.web.i18n import N_, format_number, translations
from cardavia.web.pages import GAME_PAGES, Language, not_found, render
from cardavia.web.statistics import DECLARER, DEFENDER, GameStatistics, reader_statistics

router = APIRouter(include_in_schema=False)

BAR_TITLES = {
    (False, DECLARER): N_("Won and lost as declarer, by contract"),
    (True, DECLARER): N_("Won and lost when your team chose trumps, by contract"),
    (False, DEFENDER): N_("Won and lost as defender, by contract"),
    (True, DEFENDER): N_("Won and lost when the other team chose trumps, by contract"),
}
"""Each bar chart's title, by whether it is Jass's (where a team chooses) and the role."""
BAR_SAID = N_("{contract}: {won} won, {lost} lost")


def _page_number(text: str | None) -> int:
    """The page asked for in the address; the first for anything but a page number."""
    return int(text) if text and text.isdigit() and 0 < int(text) < 10**6 else 1


@router.get("/history", response_class=HTMLResponse)
def history(
    request: Request, lang: Language, game: str | None = None, page: str | None = None
) -> HTMLResponse:
    """The reader's deals, newest first, a page at a time, of every game or of one."""
    if game is not None and game not in GAME_PAGES:
        return not_found(request, lang)
    deals, reader = deal_store(request), owner(request)
    shown = history_page(deals, reader, game, _page_number(page), lang)
    if shown.page > shown.pages:  # an address kept from when there were more deals
        shown = history_page(deals, reader, game, page_count(shown.total), lang)
    return render(request, lang, "history.html", game=game, history=shown)


@router.get("/statistics", response_class=HTMLResponse)
def statistics(request: Request, lang: Language, game: str | None = None) -> HTMLResponse:
    """The reader's statistics at one game, or at each game they have played."""
    if game is not None and game not in GAME_PAGES:
        return not_found(request, lang)
    deals, reader = deal_store(request), owner(request)
    wanted = [game] if game is not None else list(GAME_PAGES)
    figures = [reader_statistics(deals, reader, name) for name in wanted]
    shown = [statistics_view(each, lang) for each in figures if each.played or game is not None]
    return render(request, lang, "statistics.html", game=game, sections=shown)


def statistics_view(figures: GameStatistics, language: str) -> dict[str, object]:
    """What the statistics page shows of one game: the figures, the kinds of contract in
    words, and the charts' geometry."""
    gettext = translations(language).gettext
    kinds = CONTRACT_KINDS[figures.game]
    names = {contract.kind: gettext(kinds[contract.kind]) for contract in figures.contracts}
    running = figures.running_scores
    accuracy = [point.accuracy for point in figures.accuracy]
    return {
        "figures": figures,
        "name": gettext(GAME_PAGES[figures.game].title),
        "contract_names": names,
        "average": None if figures.average_score is None else round(figures.average_score, 1),
        "running": running,
        "score_chart": line_chart(running) if running else None,
        "accuracy_chart": line_chart(accuracy, 0, 100) if accuracy else None,
        "bar_charts": [
            chart
            for role in (DECLARER, DEFENDER)
            if (chart := _bars(figures, names, role, language)) is not None
        ],
    }


def _bars(
    figures: GameStatistics, names: dict[str, str], role: str, language: str
) -> dict[str, object] | None:
    """The chart of deals won and lost in ``role`` by kind of contract (the kinds played
    in that role), its title, and its figures in words."""
    tallies = [(contract.kind, contract.by_role(role)) for contract in figures.contracts]
    rows = [(names[kind], tally.won, tally.lost) for kind, tally in tallies if tally.played]
    if not rows:
        return None
    gettext = translations(language).gettext
    title = BAR_TITLES[(figures.game == "jass", role)]
    said = [
        gettext(BAR_SAID).format(
            contract=name, won=format_number(won, language), lost=format_number(lost, language)
        )
        for name, won, lost in rows
    ]
    return {
        "role": role,
        "title": gettext(title),
        "description": "; ".join(said),
        "chart": bar_chart(rows),
    }
