"""Every game is served: a game page, a rules page, a table that shows a seat only what it may know."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from conformance import NAMES, positions
from django.template.loader import render_to_string
from django.test import Client, RequestFactory

from cardavia import games
from cardavia.web.atlas import catalog
from cardavia.web.play.tables import table_module
from cardavia.web.play.views import seat_view


@pytest.mark.parametrize("name", NAMES)
def test_every_game_declares_its_page_and_its_table(client, name):
    page = catalog.game(name)
    assert catalog.tradition(page.tradition).deck == table_module(name).DECK
    table = table_module(name)
    for attribute in ("DECK", "TEMPLATE", "STYLESHEET", "KEYS", "context", "describe"):
        assert hasattr(table, attribute), (name, attribute)
    for path in (f"/en/games/{name}/", f"/en/games/{name}/rules/", f"/en/traditions/{page.tradition}/"):
        response = client.get(path)
        assert response.status_code == 200, path
    assert f'action="/en/games/{name}/start/"' in client.get(f"/en/games/{name}/").content.decode()


@pytest.mark.django_db
@pytest.mark.parametrize("name", NAMES)
def test_a_game_starts_from_its_page_and_its_table_opens(name):
    client = Client()
    response = client.post(f"/en/games/{name}/start/", {"level": "low"})
    assert response.status_code == 302
    page = client.get(response["Location"])
    html = page.content.decode()
    assert page.status_code == 200 and 'id="table-area"' in html and 'name="seq"' in html and "Game log" in html


@pytest.mark.parametrize("name", NAMES)
def test_the_table_is_the_same_for_games_the_seat_cannot_tell_apart(name):
    """The table part of the page, rendered for a game and for a sample of what its seat
    cannot see, is the same to the byte: the page holds nothing but the observation."""
    request = RequestFactory().get("/en/")
    record = SimpleNamespace(public_id="same", game=name, seq=0)
    compared = 0
    for index, game in enumerate(positions(name, 25, seed=6)):
        seat = index % game.players
        other = games.sample_game(name, game.observation(seat), random.Random(index))
        pages = []
        for world in (game, other):
            context = {**seat_view(world, seat), "record": record, "hand_ended": False}
            pages.append(render_to_string(table_module(name).TEMPLATE, context, request=request))
        assert pages[0] == pages[1], (name, index, seat)
        compared += 1
    assert compared == 25
