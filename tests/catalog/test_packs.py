"""The atlas's catalogue: it loads, its facts hold, and a broken catalogue is refused with
a message that says what is wrong."""

import re
import tomllib
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest
from pydantic import ValidationError

from cardavia.catalog.art import back_svg, card_svg
from cardavia.catalog.packs import CATALOGUE, Atlas, atlas, load_atlas
from cardavia.core.cards import parse_card

SVG = "{http://www.w3.org/2000/svg}svg"


def test_the_atlas_holds_the_packs_of_the_regions() -> None:
    places = {pack.id: (pack.city["en"], pack.country, pack.cards) for pack in atlas().packs}
    assert places == {
        "bavarian": ("Munich", "DE", 36),
        "tell": ("Vienna", "AT", 36),
        "salzburg": ("Salzburg", "AT", 40),
        "saxon": ("Altenburg", "DE", 32),
        "prussian": ("Naumburg", "DE", 32),
        "schaffhausen": ("Schaffhausen", "CH", 36),
    }


def test_a_game_is_playable_with_every_pack_holding_its_cards() -> None:
    games = {pack.id: pack.games for pack in atlas().packs}
    assert games["schaffhausen"] == ("jass",)
    for german in ("bavarian", "tell", "salzburg", "saxon", "prussian"):
        assert games[german] == ("schafkopf", "skat")
    assert {p.id for p in atlas().packs_for("schafkopf")} >= {"tell", "salzburg"}


GAMES_NAMED = {"schafkopf": r"Schafkopf", "skat": r"\bSka[tc]", "jass": r"\bJass"}
"""A game's name in a description, however the language inflects it (Polish "Skacie",
Hungarian "Skatot")."""


def games_named(text: str) -> set[str]:
    return {game for game, name in GAMES_NAMED.items() if re.search(name, text)}


def test_a_pack_description_that_names_its_games_names_every_game_it_plays() -> None:
    """The Tell pack's description once said "used here for Schafkopf": Skat is dealt
    from it too."""
    for pack in atlas().packs:
        for language, text in pack.description.items():
            named = games_named(text)
            assert not named or named == set(pack.games), (pack.id, language, named)


def test_the_weli_and_the_fives_are_held_but_never_dealt() -> None:
    salzburg = atlas().pack("salzburg")
    assert "b5" in salzburg.codes and "b6" in salzburg.codes and salzburg.weli
    weli = parse_card("b6")
    assert salzburg.playing_cards == atlas().pack("bavarian").playing_cards & ~(1 << weli)
    tell = atlas().pack("tell")
    assert tell.weli and tell.seasonal_daus and len(tell.codes) == 36


def test_every_pack_renders_all_its_cards_and_its_back_as_valid_svg() -> None:
    for pack in atlas().packs:
        drawn = [card_svg(pack.pattern, code) for code in pack.codes] + [back_svg(pack.pattern)]
        for code, svg in zip([*pack.codes, "back"], drawn, strict=True):
            root = ElementTree.fromstring(svg)
            assert root.tag == SVG, (pack.id, code)
            assert root.get("viewBox"), (pack.id, code)
        faces = drawn[:-1]
        assert len(set(faces)) == len(faces), f"{pack.id}: two cards look the same"


def _broken(change: Any) -> dict[str, Any]:
    data: dict[str, Any] = tomllib.loads(CATALOGUE.read_text(encoding="utf-8"))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        (lambda d: d["packs"][1].update(cards=33), "make 36 cards, but cards = 33"),
        (
            lambda d: d["packs"][0]["description"].pop("de"),
            "pack bavarian description: no text in de",
        ),
        (lambda d: d["packs"][0].update(ranks="ATKOU98X"), "ranks must be distinct codes"),
        (lambda d: d["packs"][0].update(country="FR"), "no name for country FR"),
        (lambda d: d["default_packs"].update(jass="tell"), "jass needs a pack that plays it"),
        (lambda d: d["packs"][2].update(id="tell"), "two packs share an id"),
        (lambda d: d["packs"][0].update(wikipedia="not a link"), "wikipedia"),
        (lambda d: d["packs"][3].update(weli=True), "a Weli pack must hold the bells six"),
    ],
)
def test_a_broken_catalogue_is_refused_saying_what_is_wrong(change: Any, complaint: str) -> None:
    with pytest.raises(ValidationError, match=complaint):
        Atlas.model_validate(_broken(change))


def test_a_catalogue_file_that_is_not_toml_is_refused(tmp_path: Path) -> None:
    broken = tmp_path / "packs.toml"
    broken.write_text("packs = [", encoding="utf-8")
    with pytest.raises(tomllib.TOMLDecodeError):
        load_atlas(broken)
