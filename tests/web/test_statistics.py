"""The statistics: per game, the figures the page and the API show equal those counted here
from the rules' own replay of every deal the person played (its result, its tricks, the
match totals after it), and the accuracy of each analysed deal of their seat; the page
draws them as charts with accessible names, in the reader's language."""

import html
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from company import Person
from look_back_play import Deal, Played, app_with_deals

from cardavia.store.deals import DealStore

GAMES = ("schafkopf", "jass", "skat")
CARD_POINTS = {"A": 11, "T": 10, "K": 4, "O": 3, "U": 2}
"""Schafkopf's and Skat's count of a card by its rank."""


ACCURACY = {0: 88.0, 2: 71.5, 5: 64.5}
"""The analyses stored of the reader's seat: the accuracy of their play in their first,
third and sixth Skat deals."""
ANOTHER_SEAT = 1
"""A deal whose analysis is of another seat than the reader's (not their play)."""


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Played]:
    for played in app_with_deals(tmp_path_factory.mktemp("statistics")):
        deals: DealStore = played.client.app.state.archive.deals  # type: ignore[attr-defined]
        skat = skat_deals(played)
        for index, accuracy in ACCURACY.items():
            analyse(deals, skat[index].kept.id, 0, accuracy)
        analyse(deals, skat[ANOTHER_SEAT].kept.id, 1, 12.0)
        yield played


def skat_deals(played: Played) -> list[Deal]:
    return [deal for deal in played.mine if deal.kept.game == "skat"]


def analyse(deals: DealStore, deal_id: str, seat: int, accuracy: float) -> None:
    """A finished analysis of the seat's play, stored as the analysis job stores it."""
    assert deals.claim_analysis(deal_id, seat, 1)
    analysis = {"format": "cardavia-analysis/1", "seat": seat, "accuracy": accuracy}
    deals.finish_analysis(deal_id, seat, analysis)


def accuracy_of(played: Played) -> dict[str, float]:
    """Each analysed deal's accuracy of the reader's play, by the deal's id."""
    skat = skat_deals(played)
    return {skat[index].kept.id: accuracy for index, accuracy in ACCURACY.items()}


# ----------------------------------------------------------------- counted from the replays


def role_of(game: str, deal: Deal) -> str | None:
    result = deal.state.result()
    if result.declaring_player is None:
        return None
    if game == "jass":
        return "declarer" if deal.seat in result.declaring_seats else "defender"
    if result.declaring_player == deal.seat:
        return "declarer"
    return "partner" if deal.seat in result.declaring_seats else "defender"


def won_by_reader(game: str, deal: Deal) -> bool | None:
    """Whether the reader's side won; None when nobody declared, or a Jass deal was even."""
    result = deal.state.result()
    if result.declaring_player is None:
        return None
    if game == "jass":
        ours, theirs = result.scores[deal.seat], result.scores[(deal.seat + 1) % 4]
        return None if ours == theirs else ours > theirs
    return (deal.seat in result.declaring_seats) == result.declarer_won


def tally(deals: list[tuple[str, Deal]]) -> dict[str, int]:
    outcomes = Counter(won_by_reader(game, deal) for game, deal in deals)
    return {"played": len(deals), "won": outcomes[True], "lost": outcomes[False]}


def of_kind(deals: list[tuple[str, Deal]], kind: str) -> dict[str, int]:
    return tally([(game, deal) for game, deal in deals if kind_of(deal) == kind])


def kind_of(deal: Deal) -> str:
    kind = (deal.state.result().contract_name or "").split(" ")[0]
    return "null" if kind == "null_ouvert" else kind


def beaten(game: str, deal: Deal) -> tuple[str | None, str | None]:
    """Schneider and Schwarz from the reader's seat ("made", "suffered" or None); at Jass
    the Match: all nine tricks taken by one team."""
    result = deal.state.result()
    tricks = deal.state.observation(deal.seat).tricks
    if game == "jass":
        teams = {trick.winner % 2 for trick in tricks}
        if len(tricks) < 9 or len(teams) > 1:
            return None, None
        return ("made" if teams == {deal.seat % 2} else "suffered"), None
    if result.declaring_player is None:
        return None, None
    ours = deal.seat in result.declaring_seats
    side_tricks = sum(trick.winner in result.declaring_seats for trick in tricks)
    facts = result.to_json()
    # The side with the fewer card points (the skat counts for Skat's declarer) is in
    # Schneider; the side that took no trick is Schwarz.
    declarer_ahead = facts["declarer_points"] > 60
    schneider = None
    if facts["schneider"]:
        schneider = "made" if declarer_ahead == ours else "suffered"
    schwarz = None
    if facts["schwarz"]:
        schwarz = "made" if (side_tricks > 0) == ours else "suffered"
    return schneider, schwarz


def counted(game: str, deals: list[Deal], accuracy: dict[str, float]) -> dict[str, Any]:
    """The statistics of ``game`` counted from the replays of the reader's deals."""
    mine = [deal for deal in deals if deal.kept.game == game]
    roles = {role: [(game, d) for d in mine if role_of(game, d) == role] for role in ROLES}
    marks = [beaten(game, deal) for deal in mine]
    scores = [deal.state.result().scores[deal.seat] for deal in mine]
    figures: dict[str, Any] = {
        "game": game,
        "played": len(mine),
        "declared": len(roles["declarer"]),
        "passed": sum(role_of(game, deal) is None for deal in mine),
        "as_declarer": tally(roles["declarer"]),
        "as_partner": tally(roles["partner"]) if game == "schafkopf" else None,
        "as_defender": tally(roles["defender"]),
        "scores": scores,
        "total_score": sum(scores),
        "average_score": sum(scores) / len(mine),
        "accuracy": [accuracy[deal.kept.id] for deal in mine if deal.kept.id in accuracy],
    }
    figures["declared_share"] = figures["declared"] / len(mine)
    figures["contracts"] = {
        kind: {
            role: tally([(g, d) for g, d in roles[role] if kind_of(d) == kind]) for role in ROLES
        }
        for kind in KINDS[game]
    }
    made_suffered = [Counter(mark[index] for mark in marks) for index in (0, 1)]
    as_json = [{"made": count["made"], "suffered": count["suffered"]} for count in made_suffered]
    if game == "jass":
        winners = [match_winner(deal) for deal in mine]
        won = sum(winner == deal.seat % 2 for winner, deal in zip(winners, mine, strict=True))
        decided = sum(winner is not None for winner in winners)
        figures |= {"schneider": None, "schwarz": None, "match": as_json[0]}
        figures["matches"] = {"played": decided, "won": won, "lost": decided - won}
    else:
        figures |= {"schneider": as_json[0], "schwarz": as_json[1], "match": None, "matches": None}
    return figures


def match_winner(deal: Deal) -> int | None:
    """The team whose match total reached 3000 in this deal (Jass)."""
    totals = deal.state.observation(deal.seat).team_totals
    reached = [team for team in (0, 1) if totals[team] >= 3000]
    assert len(reached) <= 1
    return reached[0] if reached else None


ROLES = ("declarer", "partner", "defender")
KINDS = {
    "schafkopf": ["rufer", "wenz", "solo", "wenz_tout", "solo_tout", "sie"],
    "skat": ["a", "l", "h", "b", "grand", "null"],
    "jass": ["r", "b", "s", "a", "obenabe", "undenufe"],
}


def assert_same(answer: dict[str, Any], expected: dict[str, Any]) -> None:
    """The API's figures are those counted (the shares and averages to float precision)."""
    figures = shown(answer)
    for share in SHARES:
        assert figures.pop(share) == pytest.approx(expected[share]), share
    assert figures == {key: value for key, value in expected.items() if key not in SHARES}


SHARES = ("declared_share", "average_score")


def shown(answer: dict[str, Any]) -> dict[str, Any]:
    """The API's figures as ``counted`` counts them (the contracts by kind, the accuracy's
    figures only)."""
    figures = {key: value for key, value in answer.items() if key != "game_name"}
    figures["contracts"] = {
        contract["contract"]: {role: contract[role] for role in ROLES}
        for contract in answer["contracts"]
    }
    figures["accuracy"] = [point["accuracy"] for point in answer["accuracy"]]
    return figures


# ----------------------------------------------------------------- the tests


def test_the_deals_played_cover_every_role_and_outcome(played: Played) -> None:
    """The played deals try what the statistics count: passes, each role, deals won and
    lost, Schneider and Schwarz, a Jass match won and a Match (all nine tricks)."""
    games = {deal.kept.game for deal in played.mine}
    assert games == set(GAMES)
    roles = {(deal.kept.game, role_of(deal.kept.game, deal)) for deal in played.mine}
    assert {("schafkopf", None), ("skat", None), ("schafkopf", "partner")} <= roles
    assert {(game, role) for game in GAMES for role in ("declarer", "defender")} <= roles
    wins = {won_by_reader(deal.kept.game, deal) for deal in played.mine}
    assert {True, False} <= wins
    marks = {beaten(deal.kept.game, deal) for deal in played.mine}
    assert any(mark[0] for mark in marks if mark) and any(mark[1] for mark in marks if mark)
    jass = [deal for deal in played.mine if deal.kept.game == "jass"]
    assert any(match_winner(deal) is not None for deal in jass)


@pytest.mark.parametrize("game", GAMES)
def test_the_statistics_equal_the_figures_counted_from_the_replayed_deals(
    played: Played, game: str
) -> None:
    answer = played.me.get(f"/api/statistics?game={game}", headers={"accept-language": "en"})
    assert answer.status_code == 200, answer.text
    [figures] = answer.json()["games"]
    expected = counted(game, played.mine, accuracy_of(played))
    assert_same(figures, expected)
    assert figures["game_name"] == {"schafkopf": "Schafkopf", "jass": "Schieber Jass"}.get(
        game, "Skat"
    )


def test_every_game_in_turn_and_a_shared_table_from_each_seat(played: Played) -> None:
    every = played.me.get("/api/statistics").json()["games"]
    assert [figures["game"] for figures in every] == list(GAMES)
    for figures in every:
        expected = counted(figures["game"], played.mine, accuracy_of(played))
        assert_same(figures, expected)
    [skat] = played.other.get("/api/statistics?game=skat").json()["games"]
    assert_same(skat, counted("skat", [played.shared], {}))
    assert (
        skat[
            "as_declarer" if played.shared.state.result().declaring_player == 1 else "as_defender"
        ]["played"]
        == 1
    )


def test_the_accuracy_over_time_is_that_of_the_readers_analysed_seat(played: Played) -> None:
    [answer] = played.me.get("/api/statistics?game=skat").json()["games"]
    skat = skat_deals(played)
    assert [point["accuracy"] for point in answer["accuracy"]] == [88.0, 71.5, 64.5]
    assert [point["deal_id"] for point in answer["accuracy"]] == [
        skat[index].kept.id for index in sorted(ACCURACY)
    ]
    page = played.me.get("/statistics?game=skat", headers={"accept-language": "en"}).text
    chart = svg(page, "skat-accuracy-chart")
    assert '<title id="skat-accuracy-chart-title">Accuracy over time</title>' in chart
    assert "64.5 in the last, lowest 64.5, highest 88" in html.unescape(chart)
    assert len(re.findall(r"<circle ", chart)) == len(ACCURACY)
    figures = page.split('id="skat-accuracy-figures"')[1].split("</table>")[0]
    assert [f'<a href="/deals/{skat[index].kept.id}">' in figures for index in ACCURACY] == [
        True
    ] * len(ACCURACY)
    assert skat[ANOTHER_SEAT].kept.id not in figures


def svg(page: str, chart_id: str) -> str:
    """The SVG of the chart ``chart_id`` on the page."""
    start = page.rindex("<svg", 0, page.index(f'id="{chart_id}"'))
    return page[start : page.index("</svg>", start)]


@pytest.mark.parametrize("game", GAMES)
def test_the_page_shows_the_figures_and_charts_them(played: Played, game: str) -> None:
    page = played.me.get(f"/statistics?game={game}", headers={"accept-language": "en"}).text
    expected = counted(game, played.mine, accuracy_of(played))
    assert f'<dd id="{game}-played">{expected["played"]}</dd>' in page
    share = round(100 * expected["declared_share"])
    assert f'<dd id="{game}-declared">{expected["declared"]} ({share}%)</dd>' in page
    total = expected["total_score"]
    sign = "+" if total > 0 else "\u2212" if total < 0 else ""
    assert f'<dd id="{game}-total">{sign}{abs(total):,}</dd>' in page
    score = svg(page, f"{game}-score-chart")
    assert 'role="img"' in score and f'aria-labelledby="{game}-score-chart-title"' in score
    assert f"over {expected['played']} deals" in html.unescape(score)
    points = re.search(r'<polyline class="series" points="([^"]+)"', score)
    assert points is not None and len(points.group(1).split()) == expected["played"]
    for role in ("declarer", "defender"):
        kinds = [kind for kind, roles in expected["contracts"].items() if roles[role]["played"]]
        if not kinds:
            continue
        bars = svg(page, f"{game}-{role}-chart")
        assert len(re.findall(r'class="bar-label"', bars)) == len(kinds)
        for kind in kinds:
            tally = expected["contracts"][kind][role]
            assert f"{tally['won']} : {tally['lost']}</text>" in bars
    assert f'id="{game}-no-accuracy"' in page or f'id="{game}-accuracy-chart"' in page


def test_the_page_speaks_the_readers_language(played: Played) -> None:
    page = html.unescape(played.me.get("/statistics", headers={"accept-language": "de"}).text)
    assert "Schieber-Jass" in page and 'lang="de"' in page
    jass = counted("jass", played.mine, accuracy_of(played))
    total = jass["total_score"]
    assert f'<dd id="jass-total">+{total:,}</dd>'.replace(",", ".") in page


def test_another_person_has_no_statistics(played: Played) -> None:
    stranger = Person(played.client)
    every = stranger.get("/api/statistics").json()["games"]
    assert [(figures["played"], figures["scores"]) for figures in every] == [(0, [])] * 3
    assert all(figures["average_score"] is None for figures in every)
    page = stranger.get("/statistics", headers={"accept-language": "en"}).text
    assert "You have not finished a deal yet." in page and '<svg class="chart' not in page
    assert stranger.get("/api/statistics?game=poker").status_code == 400
    assert stranger.get("/statistics?game=poker").status_code == 404
