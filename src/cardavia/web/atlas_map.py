"""The map under the home page's atlas of packs: Central Europe drawn as inline SVG.

Every outline here is written by hand as a list of (latitude, longitude) points at about
0.2-0.4 degree detail: enough to recognise the countries, not a survey. Each border between
two countries is written once and used by both, so neighbours meet without gaps or
overlaps; the countries at the edge run on past the map's extent and are clipped to it.

Coordinates on the map: ``project`` is an equirectangular projection whose longitudes are
scaled by cos(50 deg), x to the right and y down, in a space ``WIDTH`` by ``HEIGHT`` (the
SVG's viewBox is "0 0 WIDTH HEIGHT").
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from math import cos, radians

from cardavia.web.i18n import N_

LatLon = tuple[float, float]
"""A place on the earth: latitude north, longitude east, in degrees."""
Point = tuple[float, float]
"""A place on the map: x right, y down."""

WEST, EAST = 5.0, 19.5
SOUTH, NORTH = 45.3, 55.2
_ASPECT = cos(radians(50.0))
_SCALE = 1000.0 / ((EAST - WEST) * _ASPECT)  # map units per degree of latitude
WIDTH = 1000.0
HEIGHT = round((NORTH - SOUTH) * _SCALE, 1)


NAME_ROOM = 90.0
"""Half the width of a long country name as the map writes it (a dozen spaced capitals,
"NIEDERLANDE", "LUXEMBURGO"): a name centred closer than this to a side of the map is
written from a margin inside that side instead, so that no language's name runs off."""
NAME_MARGIN = 8.0
NAME_HEIGHT = 24.0
"""From the top of a name's accents ("DÄNEMARK") to its baseline, with the margin."""


def project(latitude: float, longitude: float) -> tuple[float, float]:
    """Map coordinates of a point (x right, y down)."""
    return ((longitude - WEST) * _ASPECT * _SCALE, (NORTH - latitude) * _SCALE)


@dataclass(frozen=True)
class Region:
    """A country as drawn: its outline clipped to the map, and where its name goes."""

    code: str  # ISO 3166 alpha-2, e.g. "DE"
    name: str  # English name, marked for the catalogue
    path: str  # SVG path data in map coordinates: the mainland, then any islands
    label: tuple[float, float]  # where to write the name (map coordinates)
    points: tuple[Point, ...]  # the mainland's outline in map coordinates (closed implicitly)
    islands: tuple[tuple[Point, ...], ...] = ()  # further outlines (islands), same form

    @property
    def written(self) -> tuple[float, float, str]:
        """Where the name's text is anchored (x, baseline y) and how (SVG ``text-anchor``):
        centred on the label, unless that would run it off the map."""
        x, y = self.label
        y = min(max(y, NAME_HEIGHT), HEIGHT - NAME_MARGIN)
        if x - NAME_ROOM < NAME_MARGIN:
            return (NAME_MARGIN, y, "start")
        if x + NAME_ROOM > WIDTH - NAME_MARGIN:
            return (WIDTH - NAME_MARGIN, y, "end")
        return (x, y, "middle")


@dataclass(frozen=True)
class Feature:
    """A river (open path) or a lake (closed path) drawn over the countries."""

    name: str
    path: str


# --- Borders, each written once (latitude, longitude), ends at tripoints. ---------------

_VAALSERBERG = (50.754, 6.021)  # DE-NL-BE
_OUREN = (50.128, 6.135)  # DE-BE-LU
_SCHENGEN = (49.469, 6.367)  # DE-LU-FR
_ATHUS = (49.546, 5.818)  # BE-LU-FR
_BASEL = (47.590, 7.589)  # DE-FR-CH
_BODENSEE = (47.52, 9.60)  # DE-AT-CH, in Lake Constance
_RUGGELL = (47.27, 9.53)  # CH-AT-LI, north
_NAAFKOPF = (47.06, 9.61)  # CH-AT-LI, south
_PIZ_LAD = (46.848, 10.469)  # CH-AT-IT
_MONT_DOLENT = (45.922, 7.045)  # CH-IT-FR
_PEC = (46.523, 13.714)  # AT-IT-SI
_TROMEJNIK = (46.87, 16.11)  # AT-SI-HU
_RAJKA = (48.01, 17.16)  # AT-SK-HU
_MORAVA = (48.617, 16.94)  # AT-CZ-SK
_PLOCKENSTEIN = (48.771, 13.839)  # DE-AT-CZ
_ZITTAU = (50.870, 14.823)  # DE-CZ-PL
_HRCAVA = (49.52, 18.85)  # CZ-SK-PL
_GORNJI_PETROVCI = (46.48, 16.58)  # SI-HU-HR
_DANUBE_BEND = (45.92, 18.87)  # HU-HR-RS
_DOLLART = (53.28, 7.20)  # NL-DE on the North Sea
_RUDBOL = (54.91, 8.66)  # DE-DK on the North Sea
_FLENSBURG_FJORD = (54.84, 9.62)  # DE-DK on the Baltic
_USEDOM = (53.93, 14.22)  # DE-PL on the Baltic
_MUGGIA = (45.59, 13.75)  # IT-SI on the Adriatic
_PIRAN_BAY = (45.48, 13.60)  # SI-HR on the Adriatic

_NL_DE = (
    _DOLLART, (53.10, 7.20), (52.85, 7.05), (52.65, 7.05), (52.45, 6.98), (52.32, 7.05),
    (52.24, 7.05), (52.10, 6.75), (51.98, 6.83), (51.87, 6.50), (51.83, 6.12), (51.72, 5.95),
    (51.50, 6.10), (51.25, 6.10), (51.05, 5.90), (50.95, 6.05), _VAALSERBERG,
)  # fmt: skip
_BE_NL = (
    _VAALSERBERG, (50.76, 5.69), (50.88, 5.64), (51.05, 5.78), (51.15, 5.85), (51.22, 5.55),
    (51.28, 5.25), (51.45, 5.05), (51.45, 4.80), (51.48, 4.50),
)  # fmt: skip
_BE_DE = (
    _VAALSERBERG, (50.64, 6.12), (50.52, 6.20), (50.42, 6.38), (50.32, 6.38), (50.20, 6.18),
    _OUREN,
)  # fmt: skip
_DE_LU = (
    _OUREN, (50.00, 6.13), (49.90, 6.22), (49.83, 6.40), (49.72, 6.51), (49.60, 6.42),
    _SCHENGEN,
)  # fmt: skip
_BE_LU = (
    _OUREN, (50.18, 6.03), (50.10, 5.85), (49.95, 5.75), (49.80, 5.75), (49.65, 5.90), _ATHUS,
)  # fmt: skip
_FR_LU = (_ATHUS, (49.48, 5.95), (49.47, 6.15), _SCHENGEN)
_BE_FR = (
    _ATHUS, (49.52, 5.48), (49.62, 5.28), (49.72, 5.12), (49.80, 4.87), (50.10, 4.80),
    (50.20, 4.50),
)  # fmt: skip
_DE_FR = (
    _SCHENGEN, (49.36, 6.58), (49.22, 6.92), (49.12, 7.08), (49.15, 7.40), (49.05, 7.70),
    (49.04, 7.95), (48.97, 8.23), (48.85, 8.10), (48.70, 7.93), (48.58, 7.80), (48.35, 7.68),
    (48.10, 7.58), (47.85, 7.55), _BASEL,
)  # fmt: skip
_FR_CH = (
    _BASEL, (47.50, 7.45), (47.50, 7.15), (47.42, 6.95), (47.28, 6.95), (47.10, 6.72),
    (46.93, 6.45), (46.72, 6.35), (46.55, 6.10), (46.38, 6.08), (46.22, 5.96), (46.13, 6.05),
    (46.18, 6.20), (46.30, 6.24), (46.42, 6.50), (46.39, 6.80), (46.20, 6.82), (46.05, 6.95),
    _MONT_DOLENT,
)  # fmt: skip
_FR_IT = (
    _MONT_DOLENT, (45.83, 6.86), (45.68, 6.88), (45.55, 7.00), (45.40, 7.15), (45.25, 7.10),
    (45.10, 6.95), (44.95, 6.75),
)  # fmt: skip
_DE_CH = (
    _BASEL, (47.56, 7.80), (47.55, 7.95), (47.60, 8.22), (47.57, 8.45), (47.63, 8.42),
    (47.72, 8.45), (47.80, 8.55), (47.81, 8.62), (47.74, 8.72), (47.72, 8.85), (47.66, 8.87),
    (47.665, 9.05), (47.65, 9.17), (47.60, 9.40), _BODENSEE,
)  # fmt: skip
_DE_AT = (
    _PLOCKENSTEIN, (48.58, 13.52), (48.45, 13.44), (48.28, 13.05), (48.20, 12.77),
    (47.97, 12.94), (47.85, 12.97), (47.74, 12.90), (47.70, 13.05), (47.53, 13.00),
    (47.62, 12.78), (47.70, 12.50), (47.60, 12.17), (47.70, 12.00), (47.58, 11.70),
    (47.45, 11.40), (47.40, 11.00), (47.50, 10.90), (47.55, 10.60), (47.42, 10.45),
    (47.27, 10.20), (47.42, 10.08), (47.57, 9.95), (47.54, 9.72), _BODENSEE,
)  # fmt: skip
_CH_AT_NORTH = (_BODENSEE, (47.48, 9.62), (47.40, 9.66), (47.30, 9.57), _RUGGELL)
_LI_CH = (_RUGGELL, (47.17, 9.49), (47.05, 9.51), _NAAFKOPF)
_LI_AT = (_RUGGELL, (47.24, 9.61), (47.14, 9.65), _NAAFKOPF)
_CH_AT_SOUTH = (
    _NAAFKOPF, (46.98, 9.88), (46.87, 10.10), (46.98, 10.32), (46.95, 10.45), _PIZ_LAD,
)  # fmt: skip
_CH_IT = (
    _MONT_DOLENT, (45.87, 7.17), (45.98, 7.65), (45.93, 7.88), (46.10, 8.05), (46.25, 8.10),
    (46.45, 8.44), (46.25, 8.60), (46.10, 8.72), (45.95, 8.90), (45.83, 9.03), (46.05, 9.15),
    (46.30, 9.28), (46.50, 9.35), (46.32, 9.55), (46.35, 9.95), (46.22, 10.15), (46.40, 10.10),
    (46.62, 10.25), (46.55, 10.42), (46.63, 10.50), _PIZ_LAD,
)  # fmt: skip
_AT_IT = (
    _PIZ_LAD, (46.78, 10.75), (46.86, 11.05), (46.96, 11.20), (47.00, 11.51), (47.07, 11.85),
    (47.08, 12.21), (46.90, 12.22), (46.75, 12.40), (46.67, 12.70), (46.63, 13.00),
    (46.58, 13.35), _PEC,
)  # fmt: skip
_AT_SI = (
    _PEC, (46.48, 14.00), (46.42, 14.50), (46.50, 14.85), (46.62, 15.00), (46.67, 15.40),
    (46.70, 15.65), (46.68, 16.00), _TROMEJNIK,
)  # fmt: skip
_AT_HU = (
    _TROMEJNIK, (46.97, 16.30), (47.12, 16.50), (47.40, 16.45), (47.50, 16.67), (47.64, 16.43),
    (47.74, 16.62), (47.70, 16.90), (47.75, 17.08), (47.88, 17.05), _RAJKA,
)  # fmt: skip
_AT_SK = (_RAJKA, (48.05, 17.07), (48.17, 16.98), (48.40, 16.85), _MORAVA)
_AT_CZ = (
    _MORAVA, (48.73, 16.62), (48.72, 16.35), (48.80, 16.05), (48.78, 15.75), (48.87, 15.50),
    (48.97, 15.20), (49.02, 15.00), (48.77, 14.97), (48.60, 14.70), (48.56, 14.40),
    (48.62, 14.05), _PLOCKENSTEIN,
)  # fmt: skip
_DE_CZ = (
    _PLOCKENSTEIN, (48.92, 13.60), (49.05, 13.42), (49.15, 13.15), (49.30, 12.85),
    (49.45, 12.65), (49.65, 12.50), (49.97, 12.47), (50.10, 12.22), (50.28, 12.10),
    (50.32, 12.22), (50.40, 12.45), (50.43, 12.85), (50.52, 13.15), (50.62, 13.45),
    (50.72, 13.60), (50.72, 13.90), (50.85, 14.05), (50.88, 14.30), (51.05, 14.40),
    (51.02, 14.60), (50.92, 14.60), _ZITTAU,
)  # fmt: skip
_DE_PL = (
    _ZITTAU, (51.00, 14.97), (51.15, 15.00), (51.35, 14.97), (51.55, 14.72), (51.80, 14.65),
    (52.07, 14.75), (52.35, 14.55), (52.60, 14.63), (52.85, 14.13), (53.05, 14.35),
    (53.25, 14.42), (53.45, 14.25), (53.73, 14.27), _USEDOM,
)  # fmt: skip
_PL_CZ = (
    _ZITTAU, (51.02, 14.98), (50.92, 15.25), (50.80, 15.45), (50.73, 15.80), (50.62, 16.05),
    (50.68, 16.30), (50.42, 16.35), (50.18, 16.60), (50.12, 16.85), (50.30, 16.98),
    (50.40, 17.15), (50.28, 17.50), (50.30, 17.75), (50.05, 17.85), (49.98, 18.05),
    (49.95, 18.35), (49.80, 18.60), (49.65, 18.82), _HRCAVA,
)  # fmt: skip
_PL_SK = (_HRCAVA, (49.40, 19.00), (49.48, 19.25), (49.57, 19.53), (49.45, 19.80), (49.40, 20.0))
_CZ_SK = (
    _HRCAVA, (49.42, 18.50), (49.22, 18.20), (49.05, 18.05), (48.90, 17.80), (48.80, 17.50),
    (48.72, 17.20), _MORAVA,
)  # fmt: skip
_SK_HU = (
    _RAJKA, (47.87, 17.45), (47.74, 17.75), (47.76, 18.15), (47.76, 18.50), (47.80, 18.75),
    (47.83, 18.87), (48.00, 18.93), (48.08, 19.10), (48.13, 19.45), (48.10, 19.70),
    (48.25, 20.0),
)  # fmt: skip
_SI_HU = (_TROMEJNIK, (46.80, 16.35), (46.62, 16.45), _GORNJI_PETROVCI)
_HU_HR = (
    _GORNJI_PETROVCI, (46.38, 16.85), (46.22, 17.15), (46.00, 17.40), (45.85, 17.70),
    (45.78, 18.00), (45.80, 18.35), (45.75, 18.60), _DANUBE_BEND,
)  # fmt: skip
_HU_RS = (_DANUBE_BEND, (45.97, 19.05), (46.10, 19.30), (46.17, 19.60), (46.15, 20.0))
_HR_RS = (_DANUBE_BEND, (45.75, 18.92), (45.55, 19.05), (45.35, 19.00), (45.15, 19.35))
_SI_HR = (
    _GORNJI_PETROVCI, (46.40, 16.25), (46.30, 15.95), (46.20, 15.65), (46.00, 15.70),
    (45.85, 15.65), (45.75, 15.35), (45.60, 15.32), (45.47, 15.20), (45.48, 14.90),
    (45.55, 14.65), (45.50, 14.30), (45.47, 13.95), _PIRAN_BAY,
)  # fmt: skip
_SI_IT = (
    _PEC, (46.45, 13.55), (46.30, 13.45), (46.20, 13.62), (46.05, 13.50), (45.95, 13.62),
    (45.82, 13.60), (45.72, 13.85), (45.62, 13.90), _MUGGIA,
)  # fmt: skip
_DE_DK = (_RUDBOL, (54.87, 9.00), (54.83, 9.30), (54.85, 9.45), _FLENSBURG_FJORD)

# --- Coasts, each from one land border to the next. -------------------------------------

_NL_COAST = (
    (51.48, 4.50), (52.30, 4.50), (52.75, 4.65), (52.96, 4.75), (52.93, 5.05), (53.08, 5.33),
    (53.20, 5.42), (53.38, 5.85), (53.41, 6.20), (53.45, 6.50), (53.45, 6.85), (53.33, 6.98),
    _DOLLART,
)  # fmt: skip
_DE_NORTH_SEA = (
    _DOLLART, (53.40, 7.15), (53.58, 7.10), (53.68, 7.50), (53.70, 7.90), (53.55, 8.05),
    (53.45, 8.20), (53.55, 8.30), (53.52, 8.55), (53.70, 8.50), (53.88, 8.70), (54.05, 8.85),
    (54.25, 8.85), (54.33, 8.60), (54.45, 8.90), (54.50, 9.02), (54.70, 8.80), _RUDBOL,
)  # fmt: skip
_DE_BALTIC = (
    _FLENSBURG_FJORD, (54.78, 9.45), (54.80, 9.75), (54.82, 9.95), (54.66, 10.03),
    (54.47, 9.85), (54.32, 10.14), (54.45, 10.20), (54.32, 10.70), (54.37, 11.00),
    (54.10, 10.85), (53.95, 10.90), (53.97, 11.20), (53.90, 11.45), (54.05, 11.55),
    (54.15, 11.85), (54.18, 12.08), (54.25, 12.30), (54.45, 12.50), (54.44, 12.80),
    (54.40, 13.05), (54.31, 13.09), (54.10, 13.40), (54.20, 13.70), (54.10, 13.95), _USEDOM,
)  # fmt: skip
_PL_BALTIC = (
    _USEDOM, (54.00, 14.60), (54.10, 15.10), (54.18, 15.58), (54.30, 16.00), (54.45, 16.40),
    (54.58, 16.86), (54.75, 17.50), (54.83, 18.30), (54.70, 18.45), (54.52, 18.55),
    (54.38, 18.65), (54.36, 18.95), (54.40, 19.30), (54.45, 19.60), (54.42, 20.0),
)  # fmt: skip
_DK_COAST = (
    _FLENSBURG_FJORD, (54.90, 9.80), (54.86, 9.98), (54.97, 10.06), (55.12, 9.90),
    (55.30, 9.70), (55.30, 8.50), (55.05, 8.55), _RUDBOL,
)  # fmt: skip
_IT_ADRIATIC = (
    _MUGGIA, (45.65, 13.77), (45.77, 13.60), (45.78, 13.53), (45.68, 13.38), (45.65, 13.10),
    (45.58, 12.85), (45.50, 12.60), (45.42, 12.40), (45.30, 12.30), (45.15, 12.30),
    (44.95, 12.30),
)  # fmt: skip
_SI_ADRIATIC = (_MUGGIA, (45.55, 13.70), (45.52, 13.57), _PIRAN_BAY)
_HR_ADRIATIC = (_PIRAN_BAY, (45.40, 13.50), (45.25, 13.58), (45.15, 13.60))

# --- Islands. ---------------------------------------------------------------------------

_SYLT = ((55.05, 8.40), (54.90, 8.30), (54.75, 8.28), (54.74, 8.33), (54.90, 8.36), (55.05, 8.45))
_FEHMARN = ((54.53, 11.05), (54.42, 11.03), (54.40, 11.25), (54.48, 11.30), (54.53, 11.20))
_RUGEN = (
    (54.68, 13.43), (54.58, 13.25), (54.55, 13.10), (54.40, 13.12), (54.28, 13.30),
    (54.30, 13.62), (54.38, 13.75), (54.45, 13.65), (54.57, 13.68), (54.60, 13.45),
)  # fmt: skip
_DK_ISLANDS = (
    # Funen (its south), Langeland, Aero, Lolland, Falster, Zealand (its south), Mon, Bornholm
    ((55.25, 9.95), (55.10, 10.15), (55.05, 10.40), (55.05, 10.65), (55.25, 10.80),
     (55.35, 10.80), (55.35, 9.95)),
    ((55.25, 10.80), (55.05, 10.70), (54.75, 10.68), (54.74, 10.76), (55.00, 10.85),
     (55.25, 10.92)),
    ((54.92, 10.20), (54.83, 10.48), (54.88, 10.50), (54.94, 10.25)),
    ((54.95, 11.08), (54.80, 11.05), (54.66, 11.40), (54.68, 11.70), (54.80, 11.80),
     (54.98, 11.50)),
    ((54.97, 11.85), (54.80, 11.85), (54.56, 11.95), (54.75, 12.10), (54.92, 12.10)),
    ((55.35, 11.15), (55.20, 11.40), (55.15, 11.65), (55.00, 11.85), (55.02, 12.00),
     (55.12, 12.10), (55.20, 12.20), (55.30, 12.45), (55.40, 12.45)),
    ((55.00, 12.10), (54.95, 12.25), (54.97, 12.55), (55.05, 12.50), (55.05, 12.20)),
    ((55.29, 14.77), (55.20, 14.70), (55.07, 14.70), (54.99, 15.08), (55.13, 15.15),
     (55.25, 14.95)),
)  # fmt: skip

# --- Building the outlines. -------------------------------------------------------------


def _reversed(border: Sequence[LatLon]) -> tuple[LatLon, ...]:
    return tuple(reversed(border))


def _ring(*parts: Sequence[LatLon]) -> tuple[LatLon, ...]:
    """One closed outline from borders laid end to end (each starts where the last ends)."""
    ring: list[LatLon] = list(parts[0])
    for part in parts[1:]:
        if part[0] != ring[-1]:
            raise ValueError(f"outline broken between {ring[-1]} and {part[0]}")
        ring.extend(part[1:])
    if ring[-1] != ring[0]:
        raise ValueError(f"outline not closed: {ring[0]} ... {ring[-1]}")
    return tuple(ring[:-1])


def _crossing(p: Point, q: Point, axis: int, at: float) -> Point:
    """Where segment pq crosses the line ``axis == at``, the same whichever way it runs (so
    two neighbours clipping their shared border get the same point)."""
    a, b = sorted((p, q))
    t = (at - a[axis]) / (b[axis] - a[axis])
    other = 1 - axis
    value = a[other] + t * (b[other] - a[other])
    return (at, value) if axis == 0 else (value, at)


_EDGES = ((0, 0.0, 1), (0, WIDTH, -1), (1, 0.0, 1), (1, HEIGHT, -1))
"""The map's edges as (axis, value, side): inside where side * (coordinate - value) >= 0."""


def _clip(ring: Sequence[Point]) -> list[Point]:
    """A closed outline clipped to the map (Sutherland-Hodgman, edge by edge)."""
    points = list(ring)
    for axis, at, side in _EDGES:
        if not points:
            break
        clipped: list[Point] = []
        for index, current in enumerate(points):
            previous = points[index - 1]
            inside = side * (current[axis] - at) >= 0
            was_inside = side * (previous[axis] - at) >= 0
            if inside != was_inside:
                clipped.append(_crossing(previous, current, axis, at))
            if inside:
                clipped.append(current)
        points = clipped
    return points


def _tidy(points: Iterable[Point]) -> tuple[Point, ...]:
    """Rounded to a tenth of a unit, without repeated points."""
    tidy: list[Point] = []
    for x, y in points:
        point = (round(x, 1) + 0.0, round(y, 1) + 0.0)
        if not tidy or point != tidy[-1]:
            tidy.append(point)
    while len(tidy) > 1 and tidy[-1] == tidy[0]:
        tidy.pop()
    return tuple(tidy)


def _outline(ring: Sequence[LatLon]) -> tuple[Point, ...]:
    """A lat/lon outline as map points, clipped to the map (empty if wholly outside)."""
    points = _tidy(_clip([project(lat, lon) for lat, lon in ring]))
    return points if len(points) >= 3 else ()


def _number(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _subpath(points: Sequence[Point], closed: bool) -> str:
    first, *rest = points
    text = f"M{_number(first[0])},{_number(first[1])}"
    if rest:
        text += "L" + " ".join(f"{_number(x)},{_number(y)}" for x, y in rest)
    return text + ("Z" if closed else "")


def _region(
    code: str,
    name: str,
    label: LatLon,
    ring: Sequence[LatLon],
    islands: Sequence[Sequence[LatLon]] = (),
) -> Region:
    points = _outline(ring)
    shapes = tuple(shape for shape in (_outline(island) for island in islands) if shape)
    path = "".join(_subpath(shape, closed=True) for shape in (points, *shapes))
    x, y = project(*label)
    return Region(code, name, path, (round(x, 1), round(y, 1)), points, shapes)


def _inside(x: float, y: float) -> bool:
    return 0.0 <= x <= WIDTH and 0.0 <= y <= HEIGHT


def _polyline(points: Sequence[LatLon]) -> str:
    """An open line through lat/lon points, clipped to the map (Liang-Barsky, segment by
    segment; a line that leaves the map and comes back is drawn in pieces)."""
    pieces: list[list[Point]] = []
    projected = [project(lat, lon) for lat, lon in points]
    for (x0, y0), (x1, y1) in pairwise(projected):
        dx, dy = x1 - x0, y1 - y0
        low, high = 0.0, 1.0
        for p, q in ((-dx, x0), (dx, WIDTH - x0), (-dy, y0), (dy, HEIGHT - y0)):
            if p == 0:
                if q < 0:
                    low, high = 1.0, 0.0
            elif p < 0:
                low = max(low, q / p)
            else:
                high = min(high, q / p)
        if low > high:
            continue
        start = (x0 + low * dx, y0 + low * dy)
        end = (x0 + high * dx, y0 + high * dy)
        if pieces and low == 0.0 and pieces[-1][-1] == (x0, y0):
            pieces[-1].append(end)
        else:
            pieces.append([start, end])
    return "".join(_subpath(_tidy(piece), closed=False) for piece in pieces)


# --- The countries. ---------------------------------------------------------------------

_CUT_BE = ((51.48, 4.50), (50.20, 4.50))
_CUT_FR = ((50.20, 4.50), (44.95, 4.50), (44.95, 6.75))
_CUT_IT = ((44.95, 6.75), (44.95, 12.30))
_CUT_HR = ((45.15, 13.60), (45.15, 19.35))
_CUT_RS = ((45.15, 19.35), (45.15, 20.0), (46.15, 20.0))
_CUT_HU = ((48.25, 20.0), (46.15, 20.0))
_CUT_SK = ((49.40, 20.0), (48.25, 20.0))
_CUT_PL = ((54.42, 20.0), (49.40, 20.0))

REGIONS: tuple[Region, ...] = (
    _region(
        "DE", N_("Germany"), (51.05, 9.6),
        _ring(
            _reversed(_NL_DE), _DE_NORTH_SEA, _DE_DK, _DE_BALTIC, _reversed(_DE_PL),
            _reversed(_DE_CZ), _DE_AT, _reversed(_DE_CH), _reversed(_DE_FR), _reversed(_DE_LU),
            _reversed(_BE_DE),
        ),
        (_SYLT, _FEHMARN, _RUGEN),
    ),
    _region(
        "AT", N_("Austria"), (47.35, 14.2),
        _ring(
            _reversed(_DE_AT), _reversed(_AT_CZ), _reversed(_AT_SK), _reversed(_AT_HU),
            _reversed(_AT_SI), _reversed(_AT_IT), _reversed(_CH_AT_SOUTH), _reversed(_LI_AT),
            _reversed(_CH_AT_NORTH),
        ),
    ),
    _region(
        "CH", N_("Switzerland"), (46.72, 8.1),
        _ring(
            _DE_CH, _CH_AT_NORTH, _LI_CH, _CH_AT_SOUTH, _reversed(_CH_IT), _reversed(_FR_CH),
        ),
    ),
    _region("LI", N_("Liechtenstein"), (47.16, 9.56), _ring(_LI_AT, _reversed(_LI_CH))),
    _region(
        "CZ", N_("Czechia"), (49.75, 15.4), _ring(_DE_CZ, _PL_CZ, _CZ_SK, _AT_CZ),
    ),
    _region(
        "SK", N_("Slovakia"), (48.72, 18.7),
        _ring(_AT_SK, _reversed(_CZ_SK), _PL_SK, _CUT_SK, _reversed(_SK_HU)),
    ),
    _region(
        "HU", N_("Hungary"), (46.45, 18.3),
        _ring(
            _AT_HU, _SK_HU, _CUT_HU, _reversed(_HU_RS), _reversed(_HU_HR), _reversed(_SI_HU),
        ),
    ),
    _region(
        "PL", N_("Poland"), (52.5, 17.0),
        _ring(_PL_BALTIC, _CUT_PL, _reversed(_PL_SK), _reversed(_PL_CZ), _DE_PL),
    ),
    _region(
        "SI", N_("Slovenia"), (46.1, 14.8),
        _ring(_SI_IT, _SI_ADRIATIC, _reversed(_SI_HR), _reversed(_SI_HU), _reversed(_AT_SI)),
    ),
    _region(
        "HR", N_("Croatia"), (45.55, 16.4),
        _ring(_SI_HR, _HR_ADRIATIC, _CUT_HR, _reversed(_HR_RS), _reversed(_HU_HR)),
    ),
    _region("RS", N_("Serbia"), (45.55, 19.17), _ring(_HR_RS, _CUT_RS, _reversed(_HU_RS))),
    _region(
        "IT", N_("Italy"), (45.75, 10.4),
        _ring(
            _FR_IT, _CUT_IT, _reversed(_IT_ADRIATIC), _reversed(_SI_IT), _reversed(_AT_IT),
            _reversed(_CH_IT),
        ),
    ),
    _region(
        "FR", N_("France"), (47.3, 5.8),
        _ring(
            _reversed(_FR_CH), _reversed(_DE_FR), _reversed(_FR_LU), _BE_FR, _CUT_FR,
            _reversed(_FR_IT),
        ),
    ),
    _region(
        "BE", N_("Belgium"), (50.6, 5.65),
        _ring(_BE_NL, _CUT_BE, _reversed(_BE_FR), _reversed(_BE_LU), _reversed(_BE_DE)),
    ),
    _region(
        "NL", N_("Netherlands"), (52.25, 5.85),
        _ring(_NL_COAST, _NL_DE, _BE_NL),
    ),
    _region(
        "LU", N_("Luxembourg"), (49.78, 6.1), _ring(_BE_LU, _FR_LU, _reversed(_DE_LU)),
    ),
    _region(
        "DK", N_("Denmark"), (55.05, 9.2), _ring(_DE_DK, _DK_COAST), _DK_ISLANDS,
    ),
)  # fmt: skip
"""The countries drawn, each clipped to the map."""

# --- Rivers and lakes. ------------------------------------------------------------------

_DANUBE = (
    (47.95, 8.50), (47.98, 8.82), (48.09, 9.22), (48.25, 9.65), (48.40, 9.99), (48.55, 10.45),
    (48.72, 10.78), (48.76, 11.42), (48.92, 11.88), (49.02, 12.10), (48.88, 12.57),
    (48.83, 12.96), (48.57, 13.46), (48.45, 13.75), (48.31, 14.29), (48.23, 14.85),
    (48.17, 15.08), (48.23, 15.33), (48.41, 15.60), (48.33, 16.05), (48.22, 16.40),
    (48.14, 17.11), *_SK_HU[1:7], (47.79, 18.97), (47.77, 19.12), (47.60, 19.08),
    (47.50, 19.05), (47.20, 18.95), (46.96, 18.94), (46.63, 18.87), (46.18, 18.95),
    (45.99, 18.69), *_HR_RS,
)  # fmt: skip
_RHINE = (
    (47.66, 8.87), (47.675, 8.72), (47.685, 8.645), (47.678, 8.615), (47.60, 8.52),
    *_DE_CH[4::-1], *_DE_FR[::-1][1:8],
    (49.03, 8.30), (49.32, 8.45), (49.49, 8.46), (49.63, 8.37), (49.85, 8.40), (50.00, 8.27),
    (49.97, 7.90), (50.20, 7.70), (50.36, 7.60), (50.73, 7.10), (50.94, 6.96), (51.23, 6.77),
    (51.43, 6.74), (51.66, 6.62), (51.83, 6.25), (51.85, 5.86), (51.80, 5.30), (51.83, 4.70),
)  # fmt: skip
_ALPINE_RHINE = ((46.66, 9.40), (46.85, 9.53), (47.05, 9.50), (47.27, 9.53), (47.48, 9.62))
_LAKE_CONSTANCE = (
    (47.66, 8.87), (47.655, 9.05), (47.645, 9.18), (47.565, 9.38), (47.48, 9.49),
    (47.50, 9.62), (47.505, 9.74), (47.545, 9.68), (47.65, 9.48), (47.69, 9.27),
    (47.77, 9.16), (47.82, 9.06), (47.73, 9.13), (47.69, 9.19), (47.675, 9.16),
    (47.71, 9.07), (47.74, 8.97), (47.70, 8.88),
)  # fmt: skip
_LAKE_GENEVA = (
    (46.20, 6.15), (46.38, 6.24), (46.51, 6.63), (46.46, 6.84), (46.40, 6.93), (46.39, 6.80),
    (46.40, 6.59), (46.37, 6.48), (46.30, 6.24),
)  # fmt: skip
_IJSSELMEER = (
    (52.93, 5.05), (53.08, 5.33), (52.90, 5.38), (52.84, 5.70), (52.66, 5.60), (52.55, 5.45),
    (52.42, 5.25), (52.37, 5.10), (52.42, 5.02), (52.55, 5.07), (52.65, 5.08), (52.70, 5.27),
    (52.77, 5.11),
)  # fmt: skip
_BALATON = (
    (46.72, 17.25), (46.77, 17.45), (46.85, 17.75), (46.90, 18.05), (47.02, 18.15),
    (46.98, 17.92), (46.90, 17.70), (46.80, 17.40), (46.76, 17.25),
)  # fmt: skip
_GARDA = (
    (45.88, 10.84), (45.75, 10.78), (45.62, 10.72), (45.55, 10.73), (45.44, 10.69),
    (45.46, 10.54), (45.55, 10.58), (45.66, 10.66), (45.80, 10.75),
)  # fmt: skip
_SZCZECIN_LAGOON = (
    (53.73, 14.05), (53.87, 13.80), (53.87, 14.20), (53.78, 14.45), (53.65, 14.55),
    (53.62, 14.30),
)  # fmt: skip

RIVERS: tuple[Feature, ...] = (
    Feature("Danube", _polyline(_DANUBE)),
    Feature("Rhine", _polyline(_RHINE) + _polyline(_ALPINE_RHINE)),
)
"""Rivers as open path data, drawn over the countries."""

LAKES: tuple[Feature, ...] = tuple(
    Feature(name, "".join(_subpath(_outline(ring), closed=True)))
    for name, ring in (
        ("Lake Constance", _LAKE_CONSTANCE),
        ("Lake Geneva", _LAKE_GENEVA),
        ("Lake Balaton", _BALATON),
        ("Lake Garda", _GARDA),
        ("IJsselmeer", _IJSSELMEER),
        ("Szczecin Lagoon", _SZCZECIN_LAGOON),
    )
)
"""Lakes and lagoons as closed path data, drawn over the countries."""
