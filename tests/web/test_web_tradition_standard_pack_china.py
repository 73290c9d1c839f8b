"""The atlas entry of the 54-card pack as played in China: page, gallery, map marker, card names."""

from __future__ import annotations

import re

import pytest
from django.utils import translation
from web_helpers import visible_text

from cardavia import art
from cardavia.cards import french
from cardavia.web.atlas import catalog, cardnames

SLUG = "standard-pack-china"


def test_tradition_standard_pack_china_is_catalogued_with_its_deck():
    tradition = catalog.tradition(SLUG)
    assert tradition.deck == "french" and tradition.deck in art.decks()
    assert tradition.cards == len(french.PACK) == 54
    assert tradition.sample in french.PACK
    assert 2 <= len(tradition.description) <= 4
    assert tradition.wikipedia.startswith("https://en.wikipedia.org/wiki/")
    # China, on the map: a point inside the country.
    assert 73 < tradition.place.longitude < 135 and 18 < tradition.place.latitude < 54


def test_tradition_standard_pack_china_page_has_origin_gallery_and_link(client):
    body = client.get(f"/en/traditions/{SLUG}/").content.decode()
    text = visible_text(body)
    assert "China · 54 cards" in text
    assert "Hubei" in text and "Dou Dizhu" in text and "斗地主" in text and "扑克" in text
    assert body.count('loading="lazy"') == 54  # the whole deck in the gallery
    assert '<img class="card card-lg art" src="/art/french/RJ.svg" alt="Big Joker"' in body
    assert f'href="{catalog.tradition(SLUG).wikipedia}" target="_blank" rel="noopener"' in body


def test_tradition_standard_pack_china_has_a_marker_on_the_atlas_map(client):
    body = client.get("/en/").content.decode()
    assert f'href="/en/traditions/{SLUG}/" class="marker"' in body
    assert f'id="tradition-{SLUG}"' in body
    assert 'src="/art/french/RJ.svg" alt="Big Joker"' in body


@pytest.mark.parametrize(
    "code, name",
    [
        ("AS", "Ace of spades"),
        ("10H", "10 of hearts"),
        ("3D", "3 of diamonds"),
        ("2C", "2 of clubs"),
        ("JH", "Jack of hearts"),
        ("QS", "Queen of spades"),
        ("KC", "King of clubs"),
        ("RJ", "Big Joker"),
        ("BJ", "Small Joker"),
    ],
)
def test_tradition_standard_pack_china_names_each_card(code, name):
    with translation.override("en"):
        assert cardnames.card_name("french", code) == name


def test_tradition_standard_pack_china_names_are_distinct_and_unknown_cards_refused():
    with translation.override("en"):
        names = [cardnames.card_name("french", code) for code in french.PACK]
    assert len(set(names)) == 54
    assert all(re.fullmatch(r"(Ace|Jack|Queen|King|[2-9]|10) of (spades|hearts|diamonds|clubs)|(Big|Small) Joker", n) for n in names)
    for code in ("1S", "JK1", "11H"):
        with pytest.raises(KeyError):
            cardnames.card_name("french", code)
