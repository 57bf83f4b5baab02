"""The atlas's map: countries where they belong, well-formed SVG paths, a monotonic
projection."""

import re
from math import hypot

import pytest

from cardavia.web.atlas_map import HEIGHT, LAKES, REGIONS, RIVERS, WIDTH, Region, project

Point = tuple[float, float]

CITIES = {
    "Munich": (48.137, 11.575, "DE"),
    "Vienna": (48.208, 16.373, "AT"),
    "Salzburg": (47.800, 13.045, "AT"),
    "Altenburg": (50.985, 12.434, "DE"),
    "Naumburg": (51.152, 11.810, "DE"),
    "Schaffhausen": (47.696, 8.634, "CH"),
    "Berlin": (52.52, 13.40, "DE"),
    "Prague": (50.08, 14.44, "CZ"),
    "Zurich": (47.37, 8.54, "CH"),
    "Budapest": (47.50, 19.04, "HU"),
    "Strasbourg": (48.58, 7.75, "FR"),
    "Hamburg": (53.55, 9.99, "DE"),
}
NUMBER = r"-?\d+(?:\.\d+)?"
PAIR = rf"{NUMBER},{NUMBER}"
CLOSED = re.compile(rf"(?:M{PAIR}L{PAIR}(?: {PAIR})+Z)+")
OPEN = re.compile(rf"(?:M{PAIR}L{PAIR}(?: {PAIR})*)+")


def inside(point: Point, outline: tuple[Point, ...]) -> bool:
    """Even-odd ray casting: does a ray from ``point`` to the right cross the outline an odd
    number of times?"""
    x, y = point
    crossings = 0
    for (x0, y0), (x1, y1) in zip(outline, outline[1:] + outline[:1], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            crossings += 1
    return crossings % 2 == 1


def in_region(point: Point, region: Region) -> bool:
    return any(inside(point, outline) for outline in (region.points, *region.islands))


def distance_to_outline(point: Point, outline: tuple[Point, ...]) -> float:
    best = float("inf")
    for (x0, y0), (x1, y1) in zip(outline, outline[1:] + outline[:1], strict=True):
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((point[0] - x0) * dx + (point[1] - y0) * dy) / (dx * dx + dy * dy)))
        best = min(best, hypot(point[0] - x0 - t * dx, point[1] - y0 - t * dy))
    return best


def region(code: str) -> Region:
    return next(r for r in REGIONS if r.code == code)


@pytest.mark.parametrize("city", CITIES)
def test_each_city_lies_in_its_own_country_and_no_other(city: str) -> None:
    latitude, longitude, code = CITIES[city]
    point = project(latitude, longitude)
    assert [r.code for r in REGIONS if in_region(point, r)] == [code]


@pytest.mark.parametrize("city", ["Salzburg", "Schaffhausen"])
def test_border_towns_sit_close_to_germany(city: str) -> None:
    latitude, longitude, _ = CITIES[city]
    # 12 map units are about 0.11 degrees of latitude, some 12 km.
    assert distance_to_outline(project(latitude, longitude), region("DE").points) < 12


def test_the_countries_of_the_brief_are_drawn_once_each() -> None:
    codes = [r.code for r in REGIONS]
    assert len(codes) == len(set(codes))
    wanted = {"DE", "AT", "CH", "CZ", "SK", "HU", "PL", "SI", "IT", "FR", "BE", "NL", "LU", "DK"}
    assert wanted <= set(codes)
    assert all(r.name and re.fullmatch(r"[A-Z]{2}", r.code) for r in REGIONS)


@pytest.mark.parametrize("country", REGIONS, ids=lambda r: r.code)
def test_every_country_path_is_well_formed_and_on_the_map(country: Region) -> None:
    assert CLOSED.fullmatch(country.path), country.path[:80]
    numbers = [float(n) for n in re.findall(NUMBER, country.path)]
    xs, ys = numbers[0::2], numbers[1::2]
    assert all(0 <= x <= WIDTH for x in xs) and all(0 <= y <= HEIGHT for y in ys)
    assert len(xs) == len(country.points) + sum(len(i) for i in country.islands)
    assert len(country.points) >= 3 and all(len(i) >= 3 for i in country.islands)
    assert in_region(country.label, country), "the name is written inside the country"


def test_rivers_and_lakes_are_well_formed() -> None:
    assert {"Danube", "Rhine"} <= {r.name for r in RIVERS}
    assert "Lake Constance" in {lake.name for lake in LAKES}
    for river in RIVERS:
        assert OPEN.fullmatch(river.path), river.name
    for lake in LAKES:
        assert CLOSED.fullmatch(lake.path), lake.name


def test_neighbours_share_their_borders_without_gaps_or_overlaps() -> None:
    # Sample the map on a grid: no point is claimed by two countries, and the land between
    # neighbours (Vienna's, Prague's surroundings) is claimed by one.
    for x in range(5, int(WIDTH), 10):
        for y in range(5, int(HEIGHT), 10):
            owners = [r.code for r in REGIONS if in_region((x + 0.5, y + 0.5), r)]
            assert len(owners) <= 1, ((x, y), owners)
    for latitude in (47.0, 48.0, 49.0, 50.0, 51.0):
        for longitude in (10.0, 12.0, 14.0, 16.0, 17.0):
            point = project(latitude, longitude)
            assert sum(in_region(point, r) for r in REGIONS) == 1, (latitude, longitude)


def test_the_projection_is_monotonic_and_fills_the_map() -> None:
    assert project(55.2, 5.0) == pytest.approx((0.0, 0.0))
    assert project(45.3, 19.5) == pytest.approx((WIDTH, HEIGHT), abs=0.1)
    longitudes = [5.0 + step * 0.5 for step in range(30)]
    latitudes = [45.3 + step * 0.5 for step in range(20)]
    xs = [project(50.0, longitude)[0] for longitude in longitudes]
    ys = [project(latitude, 12.0)[1] for latitude in latitudes]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    assert ys == sorted(ys, reverse=True) and len(set(ys)) == len(ys)
    assert project(48.0, 7.0)[1] == project(48.0, 17.0)[1]  # parallels are straight
    assert project(46.0, 9.0)[0] == project(54.0, 9.0)[0]  # and so are meridians
    # A degree of longitude is cos(50 deg) of a degree of latitude.
    x0, y0 = project(50.0, 10.0)
    x1, y1 = project(51.0, 11.0)
    assert (x1 - x0) / (y0 - y1) == pytest.approx(0.6428, abs=1e-4)
