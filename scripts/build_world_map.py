#!/usr/bin/env python3
"""Build the atlas's small land outline from Natural Earth (maintainer script).

The site draws its world map on the server from
``src/cardavia/web/atlas/data/land-110m.json``, which this script writes once;
nothing is fetched at run time. Source: the npm package ``world-atlas``
(ISC licence), which redistributes Natural Earth's 1:110m land polygons
(public domain) as quantized TopoJSON::

    cd "$(mktemp -d)" && npm pack world-atlas@2.0.2 && tar xzf world-atlas-2.0.2.tgz
    python3 scripts/build_world_map.py package/land-110m.json

It decodes the TopoJSON arcs into longitude/latitude rings, drops rings
smaller than ``MIN_AREA`` square degrees, simplifies each ring with the
Ramer-Douglas-Peucker algorithm (``TOLERANCE`` degrees) and rounds to 0.1°.
Standard library only.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

TOLERANCE = 0.35
MIN_AREA = 1.5
OUT = Path(__file__).resolve().parent.parent / "src/cardavia/web/atlas/data/land-110m.json"

Point = tuple[float, float]


def decode_arcs(topology: dict) -> list[list[Point]]:
    """Absolute lon/lat points of every arc (TopoJSON delta + quantization)."""
    (sx, sy), (tx, ty) = topology["transform"]["scale"], topology["transform"]["translate"]
    arcs = []
    for arc in topology["arcs"]:
        x = y = 0
        points = []
        for dx, dy in arc:
            x += dx
            y += dy
            points.append((x * sx + tx, y * sy + ty))
        arcs.append(points)
    return arcs


def ring_points(ring: list[int], arcs: list[list[Point]]) -> list[Point]:
    points: list[Point] = []
    for index in ring:
        arc = arcs[index] if index >= 0 else list(reversed(arcs[~index]))
        points.extend(arc if not points else arc[1:])
    return points


def area(points: list[Point]) -> float:
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]))) / 2


def simplify(points: list[Point], tolerance: float) -> list[Point]:
    """Ramer-Douglas-Peucker on an open polyline (iterative, keeps both ends)."""
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        start, end = stack.pop()
        (x1, y1), (x2, y2) = points[start], points[end]
        length = ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
        farthest, distance = -1, tolerance
        for i in range(start + 1, end):
            x, y = points[i]
            if length == 0:
                d = ((x - x1) ** 2 + (y - y1) ** 2) ** 0.5
            else:
                d = abs((y2 - y1) * x - (x2 - x1) * y + x2 * y1 - y2 * x1) / length
            if d > distance:
                farthest, distance = i, d
        if farthest >= 0:
            keep[farthest] = True
            stack += [(start, farthest), (farthest, end)]
    return [p for p, k in zip(points, keep) if k]


def split_at_antimeridian(points: list[Point]) -> list[list[Point]]:
    """Cut a ring where it jumps from +180° to -180° (Chukotka, Fiji); each piece fills on its own."""
    pieces = [[points[0]]]
    for previous, point in zip(points, points[1:]):
        if abs(point[0] - previous[0]) > 180:
            pieces.append([])
        pieces[-1].append(point)
    if len(pieces) > 1 and abs(points[0][0] - points[-1][0]) <= 180:
        pieces[0] = pieces.pop() + pieces[0]  # the ring's end joins its start
    return pieces


def main(source: str) -> None:
    topology = json.loads(Path(source).read_text())
    arcs = decode_arcs(topology)
    rings = []
    for geometry in topology["objects"]["land"]["geometries"]:
        polygons = geometry["arcs"] if geometry["type"] == "MultiPolygon" else [geometry["arcs"]]
        for polygon in polygons:
            outer = ring_points(polygon[0], arcs)  # holes (lakes) are left out at this scale
            if area(outer) < MIN_AREA:
                continue
            if max(y for _, y in outer) < -55:
                continue  # Antarctica: below the map's crop
            for piece in split_at_antimeridian(outer):
                simple = simplify(piece, TOLERANCE)
                if len(simple) >= 4:
                    rings.append([[round(x, 1), round(y, 1)] for x, y in simple])
    document = {
        "source": "Natural Earth 1:110m land (public domain), via the npm package world-atlas 2.0.2 (ISC)",
        "built_by": "scripts/build_world_map.py",
        "tolerance_degrees": TOLERANCE,
        "rings": rings,
    }
    OUT.write_text(json.dumps(document, separators=(",", ":")) + "\n")
    print(f"{len(rings)} rings, {sum(map(len, rings))} points -> {OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main(sys.argv[1])
