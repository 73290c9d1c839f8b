"""The hanafuda tradition: its page, its gallery of 48 named cards and its marker on the atlas map."""

from __future__ import annotations

import re

import pytest

from cardavia.cards import hanafuda
from cardavia.web.atlas import catalog


def test_tradition_page_shows_origin_gallery_and_link(client):
    body = client.get("/en/traditions/hanafuda/").content.decode()
    text = re.sub(r"<[^>]+>", "", body)
    assert "Kyoto · Japan · 48 cards" in text.replace("\n", " ")
    assert "Koi-Koi (こいこい)" in text and "1889" in text
    assert 'href="https://en.wikipedia.org/wiki/Hanafuda"' in body
    for code in hanafuda.PACK:
        assert f'alt="{catalog.tradition("hanafuda").card_name(code)}"' in body


def test_home_map_has_a_marker_at_kyoto(client):
    body = client.get("/en/").content.decode()
    assert re.search(r'href="/en/traditions/hanafuda/" class="marker" aria-label="\d+ Kyoto: Hanafuda \(花札\)"', body)


def test_card_names_tell_every_special_card_apart():
    name = catalog.tradition("hanafuda").card_name
    names = {code: name(code) for code in hanafuda.PACK}
    assert names["1a"] == "Pine with crane and sun" and names["11a"] == "Willow with rain man"
    assert names["3b"] == "Cherry with poetry ribbon" and names["9b"] == "Chrysanthemum with blue ribbon"
    assert names["12b"] == names["12c"] == names["12d"] == "Paulownia chaff"
    # Only the chaff of one month share a name.
    special = [names[code] for code in hanafuda.PACK if hanafuda.KIND[code] != "chaff"]
    assert len(set(special)) == len(special) == 24
    with pytest.raises(KeyError):
        name("13a")
