"""The atlas's world map, drawn on the server as SVG path data.

The land outline (Natural Earth 1:110m, see ``data/README.md``) is projected
with the Natural Earth projection and cropped to the inhabited latitudes.
Origins are projected the same way, so markers sit where they belong.

>>> x, y = project(0.0, 0.0)
>>> round(x), round(y)
(500, 253)
"""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "land-110m.json"
WIDTH = 1000.0
NORTH, SOUTH = 84.0, -58.0  # the crop: Greenland's tip to Cape Horn

# Natural Earth projection: x spans 2 * pi * 0.8707 at the equator.
_X_SPAN = 2 * math.pi * 0.8707
_SCALE = WIDTH / _X_SPAN


def _natural_earth(longitude: float, latitude: float) -> tuple[float, float]:
    lam, phi = math.radians(longitude), math.radians(latitude)
    phi2 = phi * phi
    phi4 = phi2 * phi2
    x = lam * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4)))
    y = phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4)))
    return x, y


_TOP = _natural_earth(0.0, NORTH)[1]
_BOTTOM = _natural_earth(0.0, SOUTH)[1]
HEIGHT = round((_TOP - _BOTTOM) * _SCALE, 1)


def project(longitude: float, latitude: float) -> tuple[float, float]:
    """SVG coordinates (x to the right, y down) of a point in degrees."""
    x, y = _natural_earth(longitude, latitude)
    return WIDTH / 2 + x * _SCALE, (_TOP - y) * _SCALE


@cache
def land_path() -> str:
    """The ``d`` attribute of one path drawing all land."""
    rings = json.loads(DATA.read_text())["rings"]
    parts = []
    for ring in rings:
        points = [project(lon, max(min(lat, NORTH), SOUTH)) for lon, lat in ring]
        parts.append("M" + "L".join(f"{x:.1f} {y:.1f}" for x, y in points) + "Z")
    return "".join(parts)


def view_box() -> str:
    return f"0 0 {WIDTH:.0f} {HEIGHT}"
