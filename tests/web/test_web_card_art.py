"""Card art on pages: every face an image with its name in the reader's language, served with caching."""

from __future__ import annotations

from cardavia import art


def test_every_card_face_is_an_image_named_in_the_readers_language(client):
    home = client.get("/en/").content.decode()
    assert '<img class="card card-md art" src="/art/spanish/1E.svg" alt="Ace of swords"' in home
    assert 'src="/art/money/OT.svg" alt="Old Thousand"' in home
    assert 'src="/art/tarocco/T21.svg" alt="Trump 21"' in home
    assert 'src="/art/spanish/1E.svg" alt="As de espadas"' in client.get("/es/").content.decode()
    tradition = client.get("/en/traditions/tarocco-piemontese/").content.decode()
    assert tradition.count('loading="lazy"') == len(art.codes("tarocco")) == 78
    rules = client.get("/en/games/truco/rules/").content.decode()
    assert rules.count('<img class="card card-sm art" src="/art/spanish/') == 40


def test_art_images_are_served_with_caching(client):
    response = client.get("/art/tarocco/KC.svg")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("image/svg+xml")
    assert "max-age=86400" in response["Cache-Control"]
    assert response.content.decode() == art.card_svg("tarocco", "KC")
    assert client.get("/art/tarocco/back.svg").content.decode() == art.back_svg("tarocco")
    assert client.get("/art/tarocco/XX.svg").status_code == 404
    assert client.get("/art/poker/1E.svg").status_code == 404
