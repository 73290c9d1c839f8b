"""Backs: one per deck, the same for every card, and free of any card's identity."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from cardavia import art


@pytest.mark.parametrize("deck", art.decks())
def test_back_is_one_stable_svg_with_a_viewbox(deck):
    back = art.back_svg(deck)
    assert back == art.back_svg(deck)
    root = ET.fromstring(back)
    assert root.attrib["viewBox"].startswith("0 0 ")
    assert not [e for e in root.iter() if e.tag.endswith(("text", "title", "desc"))]


@pytest.mark.parametrize("deck", art.decks())
def test_back_names_no_card(deck):
    back = art.back_svg(deck)
    assert back not in {art.card_svg(deck, code) for code in art.codes(deck)}
    for element in ET.fromstring(back).iter():
        for name, value in element.attrib.items():
            assert not name.startswith("data-")
            if name in ("d", "viewBox", "transform", "points"):
                continue  # geometry, not names
            for code in art.codes(deck):
                assert not re.search(rf"(?<![0-9A-Za-z]){re.escape(code)}(?![0-9A-Za-z])", value), (name, value, code)


def test_backs_of_the_three_decks_differ():
    assert len({art.back_svg(deck) for deck in art.decks()}) == len(art.decks())
