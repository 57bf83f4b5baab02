"""The AI players at a table: named people of the game's region, the same at a table from
its start to its end, in every language (issue 20, item 10)."""

import pytest
from fastapi.testclient import TestClient
from table_play import wait_for_human

from cardavia.games.registry import GAMES
from cardavia.web.opponents import opponents

REGION = {
    "schafkopf": {"Sepp", "Vroni", "Hias", "Resi", "Wastl", "Kathi", "Girgl", "Burgl"},
    "jass": {"Ueli", "Vreni", "Beat", "Köbi", "Heidi", "Ruedi", "Trudi", "Urs"},
    "skat": {"Uwe", "Heike", "Jens", "Kerstin", "Steffen", "Peggy", "Frank", "Antje"},
}


def names(view: dict[str, object]) -> list[str | None]:
    seats = view["seats"]
    assert isinstance(seats, list)
    return [None if seat is None else seat["name"] for seat in seats]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_ai_seat_is_a_different_person_of_the_games_region(
    client: TestClient, game: str
) -> None:
    view = client.post("/api/tables", json={"game": game}).json()
    seated = names(view)
    assert len(seated) == GAMES[game].players
    assert seated[0] is None  # your seat: "You", in your language
    people = seated[1:]
    assert set(people) <= REGION[game] and len(set(people)) == len(people), people
    for seat in view["seats"][1:]:
        assert set(seat["look"]) == {
            "hair", "hair_colour", "hat", "beard", "glasses", "skin", "coat"
        }  # fmt: skip


def test_the_names_stay_with_the_table_and_not_with_the_language(client: TestClient) -> None:
    view = client.post("/api/tables", json={"game": "schafkopf"}).json()
    again = client.get(f"/api/tables/{view['id']}", headers={"accept-language": "vi"}).json()
    assert names(again) == names(view)
    later = wait_for_human(client, view["id"], lambda _: None)
    assert later["version"] > view["version"] or later["your_turn"]
    assert names(later) == names(view)


def test_other_tables_seat_other_people() -> None:
    tables = [f"table-{number}" for number in range(8)]
    casts = {tuple(person.name for person in opponents("jass", table)) for table in tables}
    assert len(casts) > 1
    assert opponents("jass", "table-0") == opponents("jass", "table-0")
