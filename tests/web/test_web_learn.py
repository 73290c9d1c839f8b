"""Hints at the table and the review after the game (cardavia.web.learn)."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from cardavia import games
from cardavia.web.learn import service
from cardavia.web.learn.models import StoredReview
from cardavia.web.play import service as play
from cardavia.web.play.models import StoredGame
from cardavia.web.play.tables import action_label, position, table_module

pytestmark = pytest.mark.django_db

#: Every game with a table: the toy game of the test plug-in included.
GAMES = games.names()


def start(client: Client, game: str) -> str:
    response = client.post(f"/en/games/{game}/start/", {"level": "low"})
    assert response.status_code == 302
    return response["Location"]


def finish(record: StoredGame) -> StoredGame:
    """Play the owner's seat to the end, always the first legal action."""
    while not record.finished:
        game = play.current(record).game
        play.move(record.public_id, record.owner, game.legal_actions()[0], record.seq)
        record.refresh_from_db()
    return record


@pytest.fixture
def inline_reviews(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reviews run in place, at a small budget, so that a test sees them finish."""
    monkeypatch.setattr(service, "submit", lambda task, pk: task(pk))
    monkeypatch.setattr(service, "REVIEW_BUDGET", 300)


def test_a_hint_names_a_legal_action_and_compares_them_all(client: Client) -> None:
    url = start(client, "truco")
    record = StoredGame.objects.get()
    legal = play.current(record).game.legal_actions()
    response = client.post(f"{url}hint/", {"seq": record.seq}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    html = response.content.decode()
    best = re.search(r'data-hint="([^"]+)"', html).group(1)
    assert best in legal
    assert html.count("<tr") == len(legal) + 1  # a row per action, and the header
    assert "High&#x27;s choice" in html and "<html" not in html
    record.refresh_from_db()
    assert record.hints == 1 and record.seq == 0  # a hint is counted and moves nothing


def test_the_same_hint_twice_is_the_same(client: Client) -> None:
    url = start(client, "kowa")
    record = StoredGame.objects.get()
    first = client.post(f"{url}hint/", {"seq": 0}, HTTP_HX_REQUEST="true").content
    second = client.post(f"{url}hint/", {"seq": 0}, HTTP_HX_REQUEST="true").content
    assert first == second
    record.refresh_from_db()
    assert record.hints == 2


def test_a_hint_without_javascript_shows_the_whole_table(client: Client) -> None:
    url = start(client, "truco")
    response = client.post(f"{url}hint/", {"seq": 0})
    html = response.content.decode()
    assert response.status_code == 200 and "<html" in html and 'id="hint-title"' in html and 'id="table-area"' in html


def test_the_table_has_the_hint_button_on_its_key(client: Client) -> None:
    url = start(client, "tarocchi")
    html = client.get(url).content.decode()
    assert re.search(r'<button[^>]*formaction="[^"]*/hint/"[^>]*data-key="h"', html)


def test_a_stale_hint_is_409_and_not_counted(client: Client) -> None:
    url = start(client, "kowa")
    client.post(f"{url}move/", {"action": "draw", "seq": 0})
    response = client.post(f"{url}hint/", {"seq": 0}, HTTP_HX_REQUEST="true")
    assert response.status_code == 409
    # The table has moved on: htmx swaps in the table as it stands, with why.
    assert response["HX-Retarget"] == "#table-area" and 'role="alert"' in response.content.decode()
    assert StoredGame.objects.get().hints == 0


def test_no_hint_once_the_game_is_over(client: Client) -> None:
    url = start(client, "toy")
    record = finish(StoredGame.objects.get())
    response = client.post(f"{url}hint/", {"seq": record.seq}, HTTP_HX_REQUEST="true")
    assert response.status_code == 422
    assert StoredGame.objects.get().hints == 0


def test_another_session_gets_404_for_hints_and_reviews(client: Client) -> None:
    url = start(client, "toy")
    finish(StoredGame.objects.get())
    other = Client()
    assert other.post(f"{url}hint/", {"seq": 0}).status_code == 404
    assert other.get(f"{url}review/").status_code == 404
    assert other.post(f"{url}review/start/").status_code == 404
    assert StoredReview.objects.count() == 0


def test_the_review_waits_for_the_end_of_the_game(client: Client) -> None:
    url = start(client, "toy")
    assert client.get(f"{url}review/").status_code == 409
    assert client.post(f"{url}review/start/").status_code == 409
    assert StoredReview.objects.count() == 0


def test_the_end_screen_says_hints_were_used_and_offers_the_review(client: Client) -> None:
    url = start(client, "toy")
    client.post(f"{url}hint/", {"seq": 0}, HTTP_HX_REQUEST="true")
    finish(StoredGame.objects.get())
    html = client.get(url).content.decode()
    assert "Played with a hint." in html
    assert f'action="{url}review/start/"' in html


def test_a_review_runs_once_and_is_stored(client: Client, inline_reviews: None) -> None:
    url = start(client, "toy")
    record = finish(StoredGame.objects.get())
    response = client.post(f"{url}review/start/")
    assert response.status_code == 302 and response["Location"] == f"{url}review/"
    stored = StoredReview.objects.get()
    assert stored.state == "done" and stored.done == stored.total == stored.result["decisions"]
    html = client.get(f"{url}review/").content.decode()
    assert "Accuracy" in html and "<h1>" in html
    client.post(f"{url}review/start/")
    assert StoredReview.objects.get().updated == stored.updated  # asked again: the stored one, not recomputed
    assert client.get(f"{url}review/progress/").content.decode().count('id="review"') == 1
    assert record.pk == stored.game_id


def test_a_review_shows_each_mistake_with_what_the_seat_saw(client: Client, inline_reviews: None) -> None:
    url = start(client, "kowa")
    record = finish(StoredGame.objects.get())
    client.post(f"{url}review/start/")
    result = StoredReview.objects.get().result
    replay = games.new_game(record.game, seed=record.seed, setup=record.setup)
    seen = {}
    for index, action in enumerate(record.actions):
        if replay.to_act == record.human_seat:
            seen[index] = replay.observation(record.human_seat)
        replay.apply(action)
    assert result["mistakes"], "always drawing and discarding the first card makes mistakes"
    for mistake in result["mistakes"]:
        assert json.loads(json.dumps(seen[mistake["index"]])) == mistake["observation"]
        assert mistake["played"] == record.actions[mistake["index"]]
        assert mistake["cost"] > 0
    html = client.get(f"{url}review/").content.decode()
    assert html.count('class="review-mistake"') == len(result["mistakes"])


def test_a_failed_review_can_be_tried_again(client: Client, monkeypatch: pytest.MonkeyPatch, inline_reviews: None) -> None:
    url = start(client, "toy")
    finish(StoredGame.objects.get())

    def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("lost")

    monkeypatch.setattr(service.ai, "review", broken)
    client.post(f"{url}review/start/")
    assert StoredReview.objects.get().state == "failed"
    assert "Try again" in client.get(f"{url}review/").content.decode()
    monkeypatch.undo()
    monkeypatch.setattr(service, "submit", lambda task, pk: task(pk))
    client.post(f"{url}review/start/")
    assert StoredReview.objects.get().state == "done"


def test_a_stalled_review_starts_again(client: Client, inline_reviews: None) -> None:
    url = start(client, "toy")
    record = finish(StoredGame.objects.get())
    stored = StoredReview.objects.create(game=record, total=5, done=2)
    StoredReview.objects.filter(pk=stored.pk).update(updated=stored.updated - service.STALLED_AFTER * 2)
    client.post(f"{url}review/start/")
    assert StoredReview.objects.get().state == "done"


# -- the JSON API --------------------------------------------------------------------------


def api_post(client: Client, url: str, body: object) -> tuple[int, dict]:
    response = client.post(url, json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def test_the_api_gives_hints_and_reviews(client: Client, inline_reviews: None) -> None:
    status, created = api_post(client, "/api/games", {"game": "toy", "seed": 4})
    assert status == 201
    gid = created["id"]
    status, hint = api_post(client, f"/api/games/{gid}/hint", {"seq": created["seq"]})
    assert status == 200
    assert {e["action"] for e in hint["estimates"]} == set(created["legal_actions"]) and hint["best"] == hint["estimates"][0]["action"]
    assert hint["hints"] == 1
    assert api_post(client, f"/api/games/{gid}/hint", {"seq": created["seq"] + 1})[0] == 409
    assert api_post(client, f"/api/games/{gid}/review", {})[0] == 409
    assert client.get(f"/api/games/{gid}/review").status_code == 404
    finish(StoredGame.objects.get(public_id=gid))
    status, review = api_post(client, f"/api/games/{gid}/review", {})
    assert status == 200 and review["state"] == "done" and 0 <= review["result"]["accuracy"] <= 100
    assert client.get(f"/api/games/{gid}/review").json() == review
    assert Client().get(f"/api/games/{gid}/review").status_code == 404


def test_the_api_refuses_hints_of_another_session(client: Client) -> None:
    status, created = api_post(client, "/api/games", {"game": "toy", "seed": 4})
    other = Client(enforce_csrf_checks=False)
    assert api_post(other, f"/api/games/{created['id']}/hint", {"seq": 0})[0] == 404
    assert api_post(other, f"/api/games/{created['id']}/review", {})[0] == 404
    assert api_post(client, f"/api/games/{created['id']}/hint", {"seq": "0"})[0] == 400
    assert StoredGame.objects.get().hints == 0


def test_the_openapi_document_describes_hints_and_reviews(client: Client) -> None:
    paths = client.get("/api/openapi.json").json()["paths"]
    assert "post" in paths["/api/games/{id}/hint"]
    assert {"get", "post"} <= set(paths["/api/games/{id}/review"])


# -- the table modules' words for actions -------------------------------------------------


@pytest.mark.parametrize("name", GAMES)
def test_every_action_has_words_and_every_position_draws(name: str) -> None:
    table = table_module(name)
    rng = random.Random(5)
    with translation.override("en"):
        for seed in range(4):
            game = games.new_game(name, seed=seed)
            while not game.is_over:
                seat = game.to_act
                observation = game.observation(seat)
                for action in game.legal_actions():
                    label = action_label(table, action, observation)
                    assert label and label.strip() == label
                for label, cards in position(table, observation):
                    assert label and all(isinstance(card, str) for card in cards)
                legal = game.legal_actions()
                game.apply(legal[rng.randrange(len(legal))])
