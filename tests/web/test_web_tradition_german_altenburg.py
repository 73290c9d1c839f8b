"""The tradition page of the Altenburg pack: origin, gallery, map marker and card names."""

from __future__ import annotations

import re

import pytest

from cardavia import art
from cardavia.web.atlas import catalog
from cardavia.web.atlas.traditions.german_altenburg import card_name


def test_tradition_page_shows_origin_gallery_and_link(client):
    body = client.get("/en/traditions/german-altenburg/").content.decode()
    text = re.sub(r"<[^>]+>", "", body)
    assert "Altenburg · Thuringia · Germany · 32 cards" in text
    assert "<title>German-suited pack, Altenburg pattern · Cardavia</title>" in body
    assert body.count('loading="lazy"') == len(art.codes("german")) == 32
    assert 'src="/art/german/UE.svg" alt="Unter of acorns"' in body
    assert 'href="https://en.wikipedia.org/wiki/German-suited_playing_cards" target="_blank" rel="noopener"' in body


def test_home_has_a_marker_for_altenburg(client):
    body = client.get("/en/").content.decode()
    assert 'href="/en/traditions/german-altenburg/" class="marker"' in body
    assert 'id="tradition-german-altenburg"' in body


def test_the_tradition_is_placed_in_thuringia():
    tradition = catalog.tradition("german-altenburg")
    assert tradition.deck == "german" and tradition.cards == 32 and tradition.sample in art.codes("german")
    assert (tradition.place.longitude, tradition.place.latitude) == (12.43, 50.99)
    assert 2 <= len(tradition.description) <= 4


@pytest.mark.parametrize(
    "code, name",
    [("UE", "Unter of acorns"), ("OG", "Ober of leaves"), ("KH", "King of hearts"), ("AS", "Daus of bells"), ("10E", "10 of acorns"), ("7S", "7 of bells")],
)
def test_card_names_in_english(code, name):
    assert card_name(code) == name


def test_every_card_has_a_distinct_name_and_others_are_refused():
    assert len({card_name(code) for code in art.codes("german")}) == 32
    with pytest.raises(KeyError):
        card_name("6E")
