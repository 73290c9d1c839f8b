"""The atlas map keeps every marker and label apart, however close the origins."""

from __future__ import annotations

import math

from cardavia.web.atlas import catalog, worldmap


def _shipped():
    traditions = catalog.traditions()
    origins = [(t.place.longitude, t.place.latitude) for t in traditions]
    return worldmap.layout(origins, [str(t.place.label) for t in traditions])


def test_no_two_markers_overlap_even_at_phone_size():
    placed = _shipped()
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            assert math.dist((a.x, a.y), (b.x, b.y)) >= 2 * worldmap.PHONE_MARKER_RADIUS


def test_a_marker_stays_near_its_origin_and_a_moved_one_points_at_it():
    for at in _shipped():
        assert math.dist((at.x, at.y), (at.origin_x, at.origin_y)) <= 3 * worldmap.PHONE_MARKER_RADIUS


def test_every_wide_label_has_a_free_side():
    placed = _shipped()
    traditions = catalog.traditions()
    boxes = []
    for at, tradition in zip(placed, traditions):
        width = worldmap._label_width(str(tradition.place.label), worldmap.LABEL_SIZE)
        boxes.append(worldmap._label_box(at.x, at.y, worldmap.MARKER_RADIUS, worldmap.LABEL_SIZE, width, at.side))
    for i, box in enumerate(boxes):
        assert all(not worldmap._overlaps(box, other) for other in boxes[i + 1 :]), traditions[i].slug
        for j, at in enumerate(placed):
            r = worldmap.MARKER_RADIUS
            assert j == i or not worldmap._overlaps(box, (at.x - r, at.y - r, at.x + r, at.y + r))


def test_crowded_origins_are_spread_and_the_home_draws_leader_lines(client):
    body = client.get("/en/").content.decode()
    assert body.count('class="marker-leader"') == sum(at.moved for at in _shipped()) >= 2
