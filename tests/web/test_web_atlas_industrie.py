"""The Industrie und Glück tradition on the atlas: its page, gallery, map marker and card names."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from cardavia.cards import industrie
from cardavia.web.atlas import cardnames, catalog, worldmap


def test_tradition_page_shows_origin_link_and_the_whole_pack(client):
    body = client.get("/en/traditions/industrie-und-glueck/").content.decode()
    text = re.sub(r"<[^>]+>", "", body)
    assert "<title>Industrie und Glück tarock · Cardavia</title>" in body
    assert "Slovenia · 54 cards" in text
    assert 'href="https://en.wikipedia.org/wiki/Industrie_und_Gl%C3%BCck" target="_blank" rel="noopener"' in body
    assert body.count('loading="lazy"') == len(industrie.PACK) == 54
    assert 'src="/art/industrie/SK.svg" alt="Škis"' in body
    assert 'src="/art/industrie/T2.svg" alt="Tarok 2"' in body


def test_home_marks_slovenia_on_the_map(client):
    body = client.get("/en/").content.decode()
    assert 'href="/en/traditions/industrie-und-glueck/" class="marker"' in body
    x, y = worldmap.project(14.5, 46.1)
    assert f'cx="{round(x, 1)}" cy="{round(y, 1)}"' in body
    tarocco = catalog.tradition("tarocco-piemontese").place
    # Slovenia lies east of Piedmont and at about its latitude.
    assert x > worldmap.project(tarocco.longitude, tarocco.latitude)[0]


def test_every_card_has_its_own_name():
    with translation.override("en"):
        names = [cardnames.card_name("industrie", code) for code in industrie.PACK]
        assert len(set(names)) == 54
        assert names[:2] == ["Pagat", "Tarok 2"]
        assert cardnames.card_name("industrie", "T21") == "Mond"
        assert cardnames.card_name("industrie", "NS") == "Knight of spades"
        assert cardnames.card_name("industrie", "1H") == "1 of hearts"
        assert cardnames.card_name("industrie", "10C") == "10 of clubs"
    with pytest.raises(KeyError):
        cardnames.card_name("industrie", "T22")
