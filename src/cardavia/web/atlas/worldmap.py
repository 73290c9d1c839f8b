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
from dataclasses import dataclass
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


# Marker sizes in map units, as site.css draws them: on wide screens, and on
# phones (where the map is small, so markers and labels are drawn larger).
MARKER_RADIUS, LABEL_SIZE = 15.0, 24.0
PHONE_MARKER_RADIUS, PHONE_LABEL_SIZE = 26.0, 40.0
_GAP = 4.0


@dataclass(frozen=True)
class Placed:
    """Where one marker is drawn: its circle, its label, and the origin it points at."""

    x: float
    y: float
    origin_x: float
    origin_y: float
    side: str  # where the label is: "below", "above", "right" or "left" of the circle
    label_on_phone: bool  # False where the larger phone label would cover another marker

    @property
    def anchor(self) -> str:
        """The label's ``text-anchor``."""
        return {"right": "start", "left": "end"}.get(self.side, "middle")

    @property
    def offset(self) -> tuple[str, str]:
        """The label's ``dx`` and ``dy`` from the circle's centre, in em, right at both sizes.

        Em scale with the label's font, and the circle grows with it on phones
        (15/24 and 26/40 of the font size), so one offset in em fits both.
        """
        return {
            "below": ("0", "1.6em"),
            "above": ("0", "-1em"),
            "right": ("0.8em", "0.35em"),
            "left": ("-0.8em", "0.35em"),
        }[self.side]

    @property
    def moved(self) -> bool:
        """True when the circle was pushed off its origin (the map draws a leader line)."""
        return math.hypot(self.x - self.origin_x, self.y - self.origin_y) > 1.0


def _label_width(text: str, size: float) -> float:
    """A generous estimate of a bold label's width: CJK characters are square, others narrower."""
    return sum(size if ord(char) >= 0x2E80 else 0.62 * size for char in text)


def _spread(points: list[tuple[float, float]], distance: float) -> list[tuple[float, float]]:
    """Push circles apart until their centres are ``distance`` apart (pairwise, a few rounds)."""
    moved = [list(point) for point in points]
    for _ in range(60):
        settled = True
        for i in range(len(moved)):
            for j in range(i + 1, len(moved)):
                dx, dy = moved[j][0] - moved[i][0], moved[j][1] - moved[i][1]
                gap = math.hypot(dx, dy)
                if gap >= distance - 0.01:
                    continue
                settled = False
                if gap < 0.01:  # the same place: separate them sideways
                    dx, dy, gap = 1.0, 0.0, 1.0
                push = (distance - gap) / 2 / gap
                moved[i][0] -= dx * push
                moved[i][1] -= dy * push
                moved[j][0] += dx * push
                moved[j][1] += dy * push
        if settled:
            break
    return [(x, y) for x, y in moved]


def _overlaps(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


_SIDES = ("below", "above", "right", "left")


def _label_box(x: float, y: float, radius: float, size: float, width: float, side: str):
    """The box (left, top, right, bottom) a label takes on one side of a circle."""
    if side == "below":
        top = y + radius + _GAP
        return (x - width / 2, top, x + width / 2, top + size)
    if side == "above":
        bottom = y - radius - _GAP
        return (x - width / 2, bottom - size, x + width / 2, bottom)
    if side == "right":
        left = x + radius + _GAP
        return (left, y - size / 2, left + width, y + size / 2)
    right = x - radius - _GAP
    return (right - width, y - size / 2, right, y + size / 2)


def _place_labels(centres, labels, radius, size):
    """Greedy placement: each label below its marker if it fits, else above, right or left.

    Returns, per marker, the side chosen and whether the label fits there
    without covering another marker or label.
    """
    circles = [(x - radius, y - radius, x + radius, y + radius) for x, y in centres]
    taken: list[tuple[float, float, float, float]] = []
    placed: list[tuple[str, bool]] = []
    for index, ((x, y), label) in enumerate(zip(centres, labels)):
        width = _label_width(label, size)
        for side in _SIDES:
            box = _label_box(x, y, radius, size, width, side)
            inside = box[0] >= 0 and box[2] <= WIDTH and box[1] >= 0 and box[3] <= HEIGHT
            clear = not any(_overlaps(box, other) for other in taken) and not any(
                _overlaps(box, circle) for k, circle in enumerate(circles) if k != index
            )
            if inside and clear:
                placed.append((side, True))
                break
        else:
            side = _SIDES[0]
            box = _label_box(x, y, radius, size, width, side)
            placed.append((side, False))
        taken.append(box)
    return placed


def layout(origins: list[tuple[float, float]], labels: list[str]) -> list[Placed]:
    """Markers for origins given in degrees, spread so that none covers another, with labels placed.

    Markers of nearby origins (Piedmont, Slovenia, Altenburg) are pushed apart
    just enough to stay distinct at phone size, and draw a line to their origin;
    each label goes below its marker, or above, right or left where that is free.

    >>> near = layout([(7.9, 45.1), (14.5, 46.1)], ["Piedmont", "Slovenia"])
    >>> all(p.moved for p in near), math.dist((near[0].x, near[0].y), (near[1].x, near[1].y)) >= 2 * PHONE_MARKER_RADIUS
    (True, True)
    >>> far = layout([(-60.0, -3.1)], ["Manaus"])[0]
    >>> far.moved, far.side, far.offset
    (False, 'below', ('0', '1.6em'))
    """
    points = [project(longitude, latitude) for longitude, latitude in origins]
    centres = _spread(points, 2 * PHONE_MARKER_RADIUS + _GAP)
    wide = _place_labels(centres, labels, MARKER_RADIUS, LABEL_SIZE)
    phone = _place_labels(centres, labels, PHONE_MARKER_RADIUS, PHONE_LABEL_SIZE)
    return [
        Placed(
            x=round(cx, 1),
            y=round(cy, 1),
            origin_x=round(ox, 1),
            origin_y=round(oy, 1),
            side=side,
            label_on_phone=phone_fits and phone_side == side,
        )
        for (cx, cy), (ox, oy), (side, _), (phone_side, phone_fits) in zip(centres, points, wide, phone)
    ]
