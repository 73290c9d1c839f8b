"""The JSON API: the programmatic twin of the table (OpenAPI at /api/openapi.json).

``POST /api/games`` ``{game, difficulty, seed?}`` starts a game;
``GET /api/games/<id>`` reads it; ``POST /api/games/<id>/actions``
``{action, seq}`` makes a move. Django's session and CSRF rules apply: send
the ``csrftoken`` cookie's value in an ``X-CSRFToken`` header (``GET /api/``
sets it and the session cookie).
"""

from __future__ import annotations

import json
from typing import Any

from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.views.decorators.csrf import ensure_csrf_cookie
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from cardavia import games
from cardavia.games import MAX_SEED, IllegalAction

from . import openapi, service
from .models import StoredGame
from .owner import existing_owner_token, owner_token


def _error(status: int, message: str, code: str, **extra: Any) -> JsonResponse:
    return JsonResponse({"error": message, "code": code, **extra}, status=status)


def _body(request: HttpRequest) -> dict[str, Any]:
    if request.content_type != "application/json":
        raise ValueError("Send a JSON body with Content-Type: application/json.")
    try:
        body = json.loads(request.body or b"")
    except (ValueError, RecursionError):
        # Also numbers of thousands of digits and arrays nested thousands deep.
        raise ValueError("The body is not valid JSON.") from None
    if not isinstance(body, dict):
        raise ValueError("The body must be a JSON object.")
    return body


def _whole(value: Any) -> Any:
    """A whole number as an int (JSON's ``7.0`` is the integer 7, as in JSON Schema); anything else unchanged."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def state(record: StoredGame, game: games.Game) -> dict[str, Any]:
    """What the owner may know of a game: built from ``observation(seat)`` only."""
    seat = record.human_seat
    return {
        "id": record.public_id,
        "game": record.game,
        "difficulty": record.level,
        "seat": seat,
        "seq": record.seq,
        "observation": game.observation(seat),
        "legal_actions": game.legal_actions() if game.to_act == seat else [],
        "is_over": game.is_over,
        "url": reverse("play:table", kwargs={"public_id": record.public_id}),
    }


@require_GET
@ensure_csrf_cookie
def index(request: HttpRequest) -> JsonResponse:
    # Start the session here too: a client that then starts several games at
    # once would otherwise get one new session per request, and lose all but one.
    owner_token(request)
    return JsonResponse(
        {
            "games": games.names(),
            "difficulties": list(service.LEVELS),
            "openapi": reverse("api:openapi"),
        }
    )


@require_GET
def openapi_document(request: HttpRequest) -> JsonResponse:
    return JsonResponse(openapi.document())


@require_POST
def create(request: HttpRequest) -> JsonResponse:
    try:
        body = _body(request)
    except ValueError as error:
        return _error(400, str(error), "malformed")
    name, level, seed = body.get("game"), body.get("difficulty", "low"), _whole(body.get("seed"))
    if name not in games.names():
        return _error(400, f"Unknown game; the games are {', '.join(games.names())}.", "unknown-game")
    if level not in service.LEVELS:
        return _error(400, "Unknown difficulty; choose low or high.", "unknown-difficulty")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED):
        return _error(400, f"A seed is a whole number from 0 to {MAX_SEED}.", "bad-seed")
    played = service.start(owner_token(request), name, level, seed=seed)
    return JsonResponse(state(played.record, played.game), status=201)


@require_GET
def detail(request: HttpRequest, public_id: str) -> JsonResponse:
    owner = existing_owner_token(request)
    record = service.find(public_id, owner) if owner else None
    if record is None:
        return _error(404, "No such game in this session.", "not-found")
    return JsonResponse(state(record, service.current(record).game))


@require_http_methods(["POST"])
def act(request: HttpRequest, public_id: str) -> JsonResponse:
    owner = existing_owner_token(request)
    if owner is None or service.find(public_id, owner) is None:
        return _error(404, "No such game in this session.", "not-found")
    try:
        body = _body(request)
    except ValueError as error:
        return _error(400, str(error), "malformed")
    seq = _whole(body.get("seq"))
    if isinstance(seq, bool) or not isinstance(seq, int) or seq < 0:
        return _error(400, "Send the seq of the state your move answers: a whole number from 0.", "bad-seq")
    try:
        played = service.move(public_id, owner, body.get("action"), seq)
    except StoredGame.DoesNotExist:
        return _error(404, "No such game in this session.", "not-found")
    except service.StaleMove as stale:
        record = stale.record
        return _error(409, str(stale), "stale", **state(record, service.current(record).game))
    except IllegalAction as error:
        return _error(422, str(error), error.code)
    return JsonResponse({"events": played.events, **state(played.record, played.game)})
