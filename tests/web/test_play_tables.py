"""The table pages: start, show, move (htmx and plain), play again."""

from __future__ import annotations

import random
import re

import pytest
from django.test import Client

from cardavia import ai, games
from cardavia.web.play.models import StoredGame
from cardavia.web.play.tables import kowa

pytestmark = pytest.mark.django_db


def enabled_actions(html: str) -> list[str]:
    """The actions of the table's buttons that a person could press."""
    table = html[html.index('class="table-form"') :]
    buttons = re.findall(r"<button[^>]*>", table)
    return [re.search(r'value="([^"]+)"', b).group(1) for b in buttons if 'name="action"' in b and "disabled" not in b]


def start(client: Client, game: str, level: str = "low") -> str:
    response = client.post(f"/en/games/{game}/start/", {"level": level})
    assert response.status_code == 302
    return response["Location"]


def test_move_with_htmx_returns_the_table_fragment(client: Client) -> None:
    url = start(client, "truco")
    record = StoredGame.objects.get()
    html = client.get(url).content.decode()
    action = enabled_actions(html)[0]
    response = client.post(f"{url}move/", {"action": action, "seq": record.seq}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    fragment = response.content.decode()
    assert fragment.lstrip().startswith('<div id="table-area"') and "<html" not in fragment
    record.refresh_from_db()
    assert record.seq == 1


def test_plain_form_move_redirects_and_a_replay_is_409(client: Client) -> None:
    url = start(client, "kowa")
    record = StoredGame.objects.get()
    response = client.post(f"{url}move/", {"action": "draw", "seq": 0})
    assert response.status_code == 302
    again = client.post(f"{url}move/", {"action": "draw", "seq": 0})
    assert again.status_code == 409
    record.refresh_from_db()
    assert record.seq == 1


def test_illegal_move_shows_the_reason_and_changes_nothing(client: Client) -> None:
    url = start(client, "truco")
    response = client.post(f"{url}move/", {"action": "vale-cuatro", "seq": 0}, HTTP_HX_REQUEST="true")
    assert response.status_code == 422
    assert 'role="alert"' in response.content.decode()
    assert StoredGame.objects.get().seq == 0


def test_play_again_deals_the_same_seed(client: Client) -> None:
    url = start(client, "tarocchi")
    first = StoredGame.objects.get()
    response = client.post(f"{url}again/")
    assert response.status_code == 302
    second = StoredGame.objects.exclude(pk=first.pk).get()
    assert second.seed == first.seed and second.game == "tarocchi"


def test_the_table_survives_a_cache_loss(client: Client) -> None:
    from cardavia.web.play import service

    def page() -> str:
        html = client.get(url).content.decode()
        return re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "", html)

    url = start(client, "truco")
    before = page()
    service.cache.clear()
    assert page() == before


def test_kowa_table_says_you_drew_only_for_your_own_draw() -> None:
    """Another seat's public draw is a draw shown, not "You drew" (nor after the deal)."""
    rng = random.Random(7)
    low = ai.player("kowa", "low")
    checked = {"mine": 0, "other": 0, "over": 0}
    for seed in range(40):
        game = games.new_game("kowa", seed=seed)
        while True:
            observation = game.observation(0)
            shown = kowa.context(observation, game.legal_actions() if game.to_act == 0 else [], lambda action: None)["drawn"]
            if game.is_over:
                assert shown is None
                checked["over"] += 1
                break
            if observation["drawn"] is not None:
                mine = game.to_act == 0
                assert shown == (observation["drawn"] if mine else None)
                checked["mine" if mine else "other"] += 1
            game.apply(low(game.observation(game.to_act), game.legal_actions(), rng))
    assert all(checked.values()), checked
