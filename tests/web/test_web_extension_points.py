"""The hook for the card art: images when cardavia.art draws a deck, text chips otherwise."""

from __future__ import annotations

import types

import pytest

from cardavia.cards import money, spanish, tarocco
from cardavia.web.atlas import art

DECKS = {"spanish": spanish.PACK, "money": money.ALL_FACES, "tarocco": tarocco.PACK}


@pytest.fixture
def fake_art(monkeypatch):
    """A stand-in for cardavia.art with its documented API."""
    module = types.SimpleNamespace(
        DECKS=tuple(DECKS),
        codes=lambda deck: list(DECKS[deck]),
        card_svg=lambda deck, code: f'<svg xmlns="http://www.w3.org/2000/svg"><title>{deck} {code}</title></svg>',
        back_svg=lambda deck: f'<svg xmlns="http://www.w3.org/2000/svg"><title>{deck} back</title></svg>',
    )
    monkeypatch.setattr(art, "art_module", lambda: module)
    art.svg.cache_clear()
    yield module
    art.svg.cache_clear()


def test_without_art_cards_are_text_chips(client, monkeypatch):
    monkeypatch.setattr(art, "art_module", lambda: None)
    body = client.get("/en/").content.decode()
    assert 'class="card card-md chip art suit-E" role="img" aria-label="Ace of swords"' in body
    assert "<img" not in body
    assert "gallery" not in client.get("/en/traditions/tarocco-piemontese/").content.decode()
    assert client.get("/art/spanish/1E.svg").status_code == 404


def test_with_art_every_card_face_is_an_image(client, fake_art):
    home = client.get("/en/").content.decode()
    assert '<img class="card card-md art" src="/art/spanish/1E.svg" alt="Ace of swords"' in home
    assert 'src="/art/money/OT.svg" alt="Old Thousand"' in home
    assert 'src="/art/tarocco/T21.svg" alt="Trump 21"' in home
    tradition = client.get("/en/traditions/tarocco-piemontese/").content.decode()
    assert tradition.count('loading="lazy"') == 78
    rules = client.get("/en/games/truco/rules/").content.decode()
    assert rules.count('<img class="card card-sm art" src="/art/spanish/') == 40


def test_art_images_are_served_with_caching(client, fake_art):
    response = client.get("/art/tarocco/KC.svg")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("image/svg+xml")
    assert "max-age=86400" in response["Cache-Control"]
    assert b"tarocco KC" in response.content
    assert client.get("/art/tarocco/back.svg").status_code == 200
    assert client.get("/art/tarocco/XX.svg").status_code == 404
    assert client.get("/art/poker/1E.svg").status_code == 404
