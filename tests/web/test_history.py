"""The history: a person's deals, newest first, a page at a time, of every game or of one;
each line says the game, the pack, when it ended, the contract as the table names it, who
played it and the reader's score, and opens the deal's review. A record file the person
opened is marked; another person's history is empty."""

import html
from collections.abc import Iterator
from datetime import UTC
from typing import Any

import pytest
from babel.dates import format_datetime
from company import Person
from look_back_play import Deal, Played, app_with_deals

from cardavia.catalog.packs import atlas
from cardavia.core.game import State
from cardavia.web import history

SUITS = {"a": "Acorns", "l": "Leaves", "h": "Hearts", "b": "Bells"}
ACES = {"a": "Acorn", "l": "Leaf", "b": "Bell"}
JASS_TRUMPS = {"r": "Roses", "b": "Bells", "s": "Shields", "a": "Acorns"}
GAME_NAMES = {"schafkopf": "Schafkopf", "jass": "Schieber Jass", "skat": "Skat"}


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Played]:
    yield from app_with_deals(tmp_path_factory.mktemp("history"))


def english_contract(game: str, state: State) -> str:
    """The contract as the table names it in English, from the rules' own result."""
    result = state.result()
    if result.declaring_player is None:
        return "Everybody passed"
    kind, _, suit = (result.contract_name or "").partition(" ")
    if game == "schafkopf":
        named = {"wenz": "Wenz", "wenz_tout": "Wenz Tout", "sie": "Sie"}
        if kind == "rufer":
            return f"Rufer with the {ACES[suit]} Ace"
        if kind in ("solo", "solo_tout"):
            return f"{SUITS[suit]} Solo" + (" Tout" if kind == "solo_tout" else "")
        return named[kind]
    if game == "jass":
        return f"Trumps: {JASS_TRUMPS[kind]}" if kind in JASS_TRUMPS else kind.capitalize()
    name = {"grand": "Grand", "null": "Null", "null_ouvert": "Null Ouvert", **SUITS}[kind]
    return f"{name} Hand" if result.to_json()["hand"] else name


def expected_line(deal: Deal, names: list[str]) -> dict[str, Any]:
    """What the history says of a deal the reader played at ``deal.seat``, the other
    seats named ``names``."""
    game = deal.kept.game
    result = deal.state.result()
    declarer = result.declaring_player
    who = "" if declarer is None else "You" if declarer == deal.seat else names[declarer]
    if not who:
        played_by = ""
    elif game == "jass":
        pushed = result.to_json()["pushed"]
        played_by = f"Chosen by {who} (pushed)" if pushed else f"Chosen by {who}"
    else:
        played_by = f"Declarer: {who}"
    return {
        "id": deal.kept.id,
        "game": game,
        "game_name": GAME_NAMES[game],
        "pack": atlas().default_pack(game).id,
        "pack_name": atlas().default_pack(game).name["en"],
        "table_id": deal.kept.table_id,
        "number": deal.kept.number,
        "seat": deal.seat,
        "uploaded": False,
        "contract": english_contract(game, deal.state),
        "declarer": who,
        "played_by": played_by,
        "score": result.scores[deal.seat],
        "review": f"/deals/{deal.kept.id}",
    }


def seat_names(person: Person, table_id: str) -> list[str]:
    """The names the table shows its reader for each seat (the reader's own: "")."""
    seats = person.read(table_id)["seats"]
    return [seat["name"] if seat else "" for seat in seats]


def read_all(person: Person, game: str = "", language: str = "en") -> list[dict[str, Any]]:
    """Every line of the person's history, page after page."""
    lines: list[dict[str, Any]] = []
    for page in range(1, 100):
        answer = person.get(
            f"/api/deals?page={page}{game and '&game=' + game}",
            headers={"accept-language": language},
        )
        assert answer.status_code == 200, answer.text
        lines += answer.json()["deals"]
        if page == answer.json()["pages"]:
            return lines
    raise AssertionError("the history never ends")


def test_the_history_lists_every_deal_played_newest_first_in_words(played: Played) -> None:
    lines = read_all(played.me)
    newest_first = list(reversed(played.mine))
    assert [line["id"] for line in lines] == [deal.kept.id for deal in newest_first]
    for line, deal in zip(lines, newest_first, strict=True):
        names = seat_names(played.me, deal.kept.table_id or "")
        expected = expected_line(deal, names)
        assert {key: line[key] for key in expected} == expected
    assert [line["finished_at"] for line in lines] == sorted(
        (line["finished_at"] for line in lines), reverse=True
    )


def test_each_person_at_a_shared_table_reads_the_deal_from_their_seat(played: Played) -> None:
    [line] = read_all(played.other)
    names = seat_names(played.other, played.shared.kept.table_id or "")
    assert names[0] == "Anna"
    assert line == {**line, **expected_line(played.shared, names)}
    assert line["id"] == read_all(played.me)[0]["id"]


def test_the_history_page_shows_each_deal_in_the_readers_language(played: Played) -> None:
    page = played.me.get("/history", headers={"accept-language": "de"})
    assert page.status_code == 200
    text = html.unescape(page.text)
    german = read_all(played.me, language="de")[: history.PER_PAGE]
    for line, deal in zip(german, reversed(played.mine), strict=False):
        kept = deal.kept
        ended = format_datetime(kept.finished_at, "long", tzinfo=UTC, locale="de")
        moment = f'<time datetime="{kept.finished_at.isoformat()}" data-moment>{ended}</time>'
        row = text.split(f'data-deal="{kept.id}"')[1].split("</tr>")[0]
        assert f'<a href="/deals/{kept.id}">{moment}</a>' in row
        for words in (line["game_name"], line["pack_name"], line["contract"], line["played_by"]):
            assert words in row
    assert {line["game_name"] for line in german} == {"Schafkopf", "Schieber-Jass", "Skat"}
    assert '<a href="/history" aria-current="page">' in text
    assert '<a href="/deals/open">Ein Spielprotokoll öffnen</a>' in text


def test_a_record_file_opened_is_in_the_history_marked_without_a_score(played: Played) -> None:
    clara = Person(played.client, "Clara")
    table = clara.post("/api/tables", json={"game": "skat", "level": "easy"}).json()["id"]
    archive = played.client.app.state.archive  # type: ignore[attr-defined]
    source = played.mine[0].kept
    seats = [{"name": f"Seat {seat}", "person": True} for seat in (1, 2, 3)]
    owner = archive.tables.store.get(table).owner
    opened = archive.deals.keep_upload(
        owner, source.game, source.record, source.result, seats, source.pack
    )
    [line] = read_all(clara)
    assert (line["id"], line["uploaded"], line["seat"], line["score"]) == (
        opened.id,
        True,
        None,
        None,
    )
    assert line["declarer"] in ("", *(seat["name"] for seat in seats))
    page = html.unescape(clara.get("/history", headers={"accept-language": "en"}).text)
    row = page.split(f'data-deal="{opened.id}"')[1].split("</tr>")[0]
    assert "A record file you opened" in row and '<td class="number score">—</td>' in row
    assert opened.id not in {line["id"] for line in read_all(played.me)}


def test_the_history_is_paged_and_filtered_by_game(
    played: Played, monkeypatch: pytest.MonkeyPatch
) -> None:
    size = 3
    monkeypatch.setattr(history, "PER_PAGE", size)
    everything = [deal.kept.id for deal in reversed(played.mine)]
    pages = -(-len(everything) // size)
    for number in range(1, pages + 1):
        answer = played.me.get(f"/api/deals?page={number}").json()
        assert (answer["page"], answer["pages"]) == (number, pages)
        assert (answer["per_page"], answer["total"]) == (size, len(everything))
        shown = [line["id"] for line in answer["deals"]]
        assert shown == everything[(number - 1) * size : number * size]
    assert played.me.get(f"/api/deals?page={pages + 1}").json()["deals"] == []
    skat = [deal.kept.id for deal in reversed(played.mine) if deal.kept.game == "skat"]
    answer = played.me.get("/api/deals?game=skat").json()
    assert answer["total"] == len(skat) and [line["id"] for line in answer["deals"]] == skat[:3]

    last = -(-len(skat) // size)
    assert last > 1
    english = {"accept-language": "en"}
    first = html.unescape(played.me.get("/history?game=skat", headers=english).text)
    assert f"Page 1 of {last}" in first
    assert '<a rel="next" href="/history?game=skat&page=2">' in first and 'rel="prev"' not in first
    assert '<a href="/history?game=skat" aria-current="page">Skat</a>' in first
    assert [deal for deal in skat if f'data-deal="{deal}"' in first] == skat[:size]
    beyond = html.unescape(played.me.get("/history?game=skat&page=99", headers=english).text)
    assert f"Page {last} of {last}" in beyond and 'rel="next"' not in beyond
    assert f'<a rel="prev" href="/history?game=skat&page={last - 1}">' in beyond
    assert [deal for deal in skat if f'data-deal="{deal}"' in beyond] == skat[(last - 1) * size :]


def test_another_person_has_no_history(played: Played) -> None:
    stranger = Person(played.client)
    answer = stranger.get("/api/deals").json()
    assert (answer["total"], answer["pages"], answer["deals"]) == (0, 1, [])
    page = stranger.get("/history", headers={"accept-language": "en"}).text
    assert "You have not finished a deal yet." in page
    assert '<a class="button" href="/play/skat">Play Skat</a>' in page
    assert "data-deal=" not in page
    jass = stranger.get("/history?game=jass", headers={"accept-language": "en"}).text
    assert "You have not finished a deal of Schieber Jass yet." in html.unescape(jass)


def test_an_unknown_game_is_refused(played: Played) -> None:
    answer = played.me.get("/api/deals?game=poker", headers={"accept-language": "en"})
    assert answer.status_code == 400
    assert answer.json()["detail"] == "Unknown game 'poker': choose schafkopf, jass, skat"
    assert played.me.get("/api/deals?page=0").status_code == 422
    assert played.me.get("/history?game=poker").status_code == 404


def test_the_header_leads_to_the_history_and_the_statistics(played: Played) -> None:
    page = played.me.get("/", headers={"accept-language": "en"}).text
    nav = page.split('class="games-nav look-back-nav"')[1].split("</nav>")[0]
    assert '<a href="/history">History</a>' in nav and '<a href="/statistics">Statistics</a>' in nav
    own = played.me.get("/statistics", headers={"accept-language": "en"}).text
    assert '<a href="/statistics" aria-current="page">Statistics</a>' in own
