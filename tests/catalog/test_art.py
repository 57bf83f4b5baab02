"""The card art: every face and back of every pattern is a clean standalone SVG."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from cardavia.catalog.art import PATTERNS, back_svg, card_svg

SVG = "{http://www.w3.org/2000/svg}"
GERMAN_SUITS = "alhb"
SWISS_SUITS = "rbsa"
RANKS = ("A", "T", "K", "O", "U", "9", "8", "7", "6")
LABELS = {"A": "A", "T": "10", "K": "K", "O": "O", "U": "U"}
SEASONS = {"h": "spring", "b": "summer", "l": "autumn", "a": "winter"}
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"


def codes(pattern: str) -> list[str]:
    suits = SWISS_SUITS if pattern == "swiss-german" else GERMAN_SUITS
    ranks = (*RANKS, "5") if pattern == "salzburg" else RANKS
    return [suit + rank for suit in suits for rank in ranks]


ALL_CARDS = [(pattern, code) for pattern in PATTERNS for code in codes(pattern)]


def is_weli(pattern: str, code: str) -> bool:
    return pattern in ("tell", "salzburg") and code == "b6"


def parse(document: str) -> ET.Element:
    return ET.fromstring(document)


def assert_clean(root: ET.Element, document: str) -> None:
    """No script, no image, no external reference, unique ids, a small document."""
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 240 376"
    assert root.get("width") is None and root.get("height") is None
    ids = [element.get("id") for element in root.iter() if element.get("id")]
    assert len(ids) == len(set(ids)), Counter(ids).most_common(3)
    for element in root.iter():
        assert element.tag not in (f"{SVG}script", f"{SVG}image", f"{SVG}foreignObject")
        for name in ("href", XLINK_HREF):
            reference = element.get(name)
            if reference is not None:
                assert reference.startswith("#"), reference
                assert reference[1:] in ids, reference
        for value in element.attrib.values():
            if "url(" in value:
                assert "url(#" in value, value
    assert "http://" not in document.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in document
    assert "@import" not in document and "@font-face" not in document
    assert len(document.encode()) < 40_000


@pytest.mark.parametrize(("pattern", "code"), ALL_CARDS)
def test_every_card_is_a_clean_standalone_svg(pattern: str, code: str) -> None:
    document = card_svg(pattern, code)
    root = parse(document)
    assert_clean(root, document)
    assert root.get("data-card") == code
    assert root.get("data-pattern") == pattern


@pytest.mark.parametrize(("pattern", "code"), ALL_CARDS)
def test_the_corner_index_shows_the_rank_at_both_ends(pattern: str, code: str) -> None:
    root = parse(card_svg(pattern, code))
    label = "W" if is_weli(pattern, code) else LABELS.get(code[1], code[1])
    indices = [group for group in root.iter(f"{SVG}g") if group.get("class") == "index"]
    assert len(indices) == 2
    for index in indices:
        texts = ["".join(t.itertext()) for t in index.iter(f"{SVG}text")]
        assert texts == [label]
        size = float(index.find(f"{SVG}text").get("font-size"))  # type: ignore[union-attr]
        assert size >= 0.16 * 240
        assert index.find(f"{SVG}use") is not None


@pytest.mark.parametrize("pattern", ["tell", "salzburg"])
def test_the_weli_is_marked_and_printed(pattern: str) -> None:
    document = card_svg(pattern, "b6")
    root = parse(document)
    assert root.get("data-weli") == "true"
    assert "WELI" in "".join(root.itertext())


@pytest.mark.parametrize("pattern", ["bavarian", "saxon", "prussian"])
def test_other_bells_sixes_are_plain(pattern: str) -> None:
    root = parse(card_svg(pattern, "b6"))
    assert root.get("data-weli") is None
    assert "WELI" not in "".join(root.itertext())


@pytest.mark.parametrize(("suit", "season"), SEASONS.items())
def test_the_tell_daus_show_the_seasons(suit: str, season: str) -> None:
    assert parse(card_svg("tell", suit + "A")).get("data-season") == season


def test_only_the_tell_daus_carry_a_season() -> None:
    marked = [
        (pattern, code)
        for pattern, code in ALL_CARDS
        if parse(card_svg(pattern, code)).get("data-season") is not None
    ]
    assert sorted(marked) == sorted(("tell", suit + "A") for suit in SEASONS)


@pytest.mark.parametrize("pattern", PATTERNS)
def test_ober_and_unter_differ(pattern: str) -> None:
    for suit in SWISS_SUITS if pattern == "swiss-german" else GERMAN_SUITS:
        ober = card_svg(pattern, suit + "O").replace(f"{suit}O", "")
        unter = card_svg(pattern, suit + "U").replace(f"{suit}U", "")
        assert ober != unter


@pytest.mark.parametrize("pattern", PATTERNS)
def test_every_back_is_clean_and_its_own(pattern: str) -> None:
    document = back_svg(pattern)
    root = parse(document)
    assert_clean(root, document)
    assert root.get("data-pattern") == pattern
    assert root.get("data-card") == "back"


def test_each_pattern_has_its_own_back() -> None:
    """Not only the pattern's name differs: the drawings do."""
    bare = {back_svg(pattern).replace(pattern, "") for pattern in PATTERNS}
    assert len(bare) == len(PATTERNS)


def test_only_salzburg_draws_fives() -> None:
    assert card_svg("salzburg", "h5")
    for pattern in PATTERNS:
        if pattern != "salzburg":
            with pytest.raises(ValueError, match="no card"):
                card_svg(pattern, "h5" if pattern != "swiss-german" else "r5")


@pytest.mark.parametrize("pattern", ["nope", "", "Bavarian", "swiss-french"])
def test_unknown_patterns_are_refused(pattern: str) -> None:
    with pytest.raises(ValueError, match="unknown card pattern"):
        card_svg(pattern, "hA")
    with pytest.raises(ValueError, match="unknown card pattern"):
        back_svg(pattern)


@pytest.mark.parametrize(
    ("pattern", "code"),
    [
        ("bavarian", "rA"),  # a Swiss suit in a German pack
        ("swiss-german", "hA"),  # a German suit in a Swiss pack
        ("bavarian", "hX"),
        ("bavarian", "h"),
        ("bavarian", "hA7"),
        ("bavarian", "HA"),
        ("tell", "b5"),
        ("swiss-german", "r5"),
    ],
)
def test_codes_a_pattern_cannot_draw_are_refused(pattern: str, code: str) -> None:
    with pytest.raises(ValueError, match="no card"):
        card_svg(pattern, code)


def test_results_are_cached() -> None:
    assert card_svg("tell", "aO") is card_svg("tell", "aO")
    assert back_svg("saxon") is back_svg("saxon")
