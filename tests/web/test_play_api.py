"""The JSON API: create, read and move, and every error path."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from cardavia import games

pytestmark = pytest.mark.django_db


def post(client: Client, url: str, body: object) -> tuple[int, dict]:
    response = client.post(url, data=json.dumps(body), content_type="application/json")
    return response.status_code, response.json()


def test_create_is_exactly_the_engine_game_for_the_seed(client: Client) -> None:
    status, body = post(client, "/api/games", {"game": "truco", "difficulty": "low", "seed": 7})
    assert status == 201
    expected = games.new_game("truco", seed=7)
    # Seat 0 may have to wait for the AI's opening moves; replay them to compare.
    state = client.get(f"/api/games/{body['id']}").json()
    assert state["observation"]["hand"] == expected.observation(0)["hand"]
    assert body["seat"] == 0 and body["seq"] == 0 and body["url"].endswith(f"/play/{body['id']}/")
    assert set(body) >= {"id", "seat", "seq", "observation", "legal_actions", "url"}


@pytest.mark.parametrize("name", games.names())
def test_play_a_whole_game_through_the_api(client: Client, name: str) -> None:
    status, state = post(client, "/api/games", {"game": name, "difficulty": "low", "seed": 11})
    assert status == 201
    moves = 0
    while not state["is_over"]:
        assert state["legal_actions"], "the human always has a move until the end"
        status, state = post(client, f"/api/games/{state['id']}/actions", {"action": state["legal_actions"][0], "seq": state["seq"]})
        assert status == 200, state
        moves += 1
        assert moves < 2000
    assert state["observation"]["result"] is not None
    assert state["observation"]["seed"] == 11


def test_stale_seq_is_409_and_changes_nothing(client: Client) -> None:
    _, state = post(client, "/api/games", {"game": "truco", "seed": 3})
    action = state["legal_actions"][0]
    status, after = post(client, f"/api/games/{state['id']}/actions", {"action": action, "seq": state["seq"]})
    assert status == 200
    status, stale = post(client, f"/api/games/{state['id']}/actions", {"action": action, "seq": state["seq"]})
    assert status == 409 and stale["code"] == "stale"
    assert stale["seq"] == after["seq"] and stale["observation"] == after["observation"]


def test_illegal_action_is_422_with_the_reason(client: Client) -> None:
    _, state = post(client, "/api/games", {"game": "truco", "seed": 3})
    status, error = post(client, f"/api/games/{state['id']}/actions", {"action": "vale-cuatro", "seq": state["seq"]})
    assert status == 422 and error["error"] and error["code"] != "stale"
    assert client.get(f"/api/games/{state['id']}").json()["seq"] == state["seq"]


def test_another_session_gets_404(client: Client) -> None:
    _, state = post(client, "/api/games", {"game": "kowa", "seed": 3})
    stranger = Client()
    assert stranger.get(f"/api/games/{state['id']}").status_code == 404
    status, _ = post(stranger, f"/api/games/{state['id']}/actions", {"action": "draw", "seq": state["seq"]})
    assert status == 404
    assert stranger.get(f"/en/play/{state['id']}/").status_code == 404


@pytest.mark.parametrize(
    "body",
    [
        {"game": "poker"},
        {"game": "truco", "difficulty": "grandmaster"},
        {"game": "truco", "seed": -1},
        {"game": "truco", "seed": 2**63},
        {"game": "truco", "seed": "7"},
        {"game": "truco", "seed": True},
        ["truco"],
    ],
)
def test_bad_create_requests_are_400(client: Client, body: object) -> None:
    status, error = post(client, "/api/games", body)
    assert status == 400 and error["error"]


def test_malformed_json_is_400(client: Client) -> None:
    response = client.post("/api/games", data=b"{nope", content_type="application/json")
    assert response.status_code == 400
    _, state = post(client, "/api/games", {"game": "truco", "seed": 1})
    response = client.post(f"/api/games/{state['id']}/actions", data=b"[", content_type="application/json")
    assert response.status_code == 400


def test_csrf_is_enforced_for_api_posts() -> None:
    client = Client(enforce_csrf_checks=True)
    response = client.post("/api/games", data=json.dumps({"game": "truco"}), content_type="application/json")
    assert response.status_code == 403
    client.get("/api/")
    token = client.cookies["csrftoken"].value
    response = client.post("/api/games", data=json.dumps({"game": "truco"}), content_type="application/json", HTTP_X_CSRFTOKEN=token)
    assert response.status_code == 201


def test_openapi_document_describes_the_paths(client: Client) -> None:
    document = client.get("/api/openapi.json").json()
    assert document["openapi"].startswith("3.")
    assert {"/api/games", "/api/games/{id}", "/api/games/{id}/actions"} <= set(document["paths"])
