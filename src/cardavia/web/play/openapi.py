"""The OpenAPI 3.1 description of the JSON API (served at /api/openapi.json)."""

from __future__ import annotations

from typing import Any

from cardavia import games
from cardavia.games import MAX_SEED

from .service import LEVELS


def _error(description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


def _state(description: str, schema: str = "GameState") -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": {"$ref": f"#/components/schemas/{schema}"}}}}


def document() -> dict[str, Any]:
    game_state = {
        "type": "object",
        "required": ["id", "game", "difficulty", "seat", "seq", "observation", "legal_actions", "is_over", "url"],
        "properties": {
            "id": {"type": "string", "description": "The game's id in URLs."},
            "game": {"type": "string", "enum": games.names()},
            "difficulty": {"type": "string", "enum": list(LEVELS)},
            "seat": {"type": "integer", "description": "Your seat (0)."},
            "seq": {"type": "integer", "description": "Send it with your next action."},
            "observation": {
                "type": "object",
                "description": "The engine's observation(seat): only what your seat may know.",
                "required": ["seat", "to_act", "hand"],
                "additionalProperties": True,
            },
            "legal_actions": {"type": "array", "items": {"type": "string"}, "description": "Empty unless it is your turn."},
            "is_over": {"type": "boolean"},
            "url": {"type": "string", "description": "The game's table page."},
        },
    }
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Cardavia API",
            "version": "1",
            "description": (
                "Play Cardavia's card games against the AI. Django's session and CSRF rules apply: "
                "GET /api/ sets the csrftoken and session cookies; send the csrftoken's value in an X-CSRFToken header with every POST, "
                "and keep the session cookie. Actions use the notation of the game engines."
            ),
        },
        "paths": {
            "/api/games": {
                "post": {
                    "summary": "Start a game against the AI",
                    "operationId": "createGame",
                    "requestBody": {
                        "required": True,
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/NewGame"}}},
                    },
                    "responses": {
                        "201": _state("The new game, after any AI moves that come before yours."),
                        "400": _error("Malformed request, unknown game or difficulty, or seed out of range."),
                        "403": {"description": "CSRF check failed."},
                    },
                }
            },
            "/api/games/{id}": {
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "get": {
                    "summary": "Read a game of this session",
                    "operationId": "getGame",
                    "responses": {"200": _state("The game as your seat sees it."), "404": _error("Not a game of this session.")},
                },
            },
            "/api/games/{id}/actions": {
                "parameters": [{"name": "id", "in": "path", "required": True, "schema": {"type": "string"}}],
                "post": {
                    "summary": "Make a move",
                    "operationId": "act",
                    "requestBody": {
                        "required": True,
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Action"}}},
                    },
                    "responses": {
                        "200": _state("The move and the AI's answers were applied and saved.", "MoveResult"),
                        "400": _error("Malformed request."),
                        "403": {"description": "CSRF check failed."},
                        "404": _error("Not a game of this session."),
                        "409": _error("Stale seq: another move came first. The body also holds the current state."),
                        "422": _error("The action is not legal now; the reason is given."),
                    },
                },
            },
        },
        "components": {
            "schemas": {
                "NewGame": {
                    "type": "object",
                    "required": ["game"],
                    "properties": {
                        "game": {"type": "string", "enum": games.names()},
                        "difficulty": {"type": "string", "enum": list(LEVELS), "default": "low"},
                        "seed": {
                            "type": ["integer", "null"],
                            "minimum": 0,
                            "maximum": MAX_SEED,
                            "description": "Deal from this seed; omitted or null deals a fresh random one.",
                        },
                    },
                },
                "Action": {
                    "type": "object",
                    "required": ["action", "seq"],
                    "properties": {"action": {"type": "string"}, "seq": {"type": "integer", "minimum": 0}},
                },
                "GameState": game_state,
                "MoveResult": {
                    "allOf": [
                        {"$ref": "#/components/schemas/GameState"},
                        {
                            "type": "object",
                            "required": ["events"],
                            "properties": {"events": {"type": "array", "items": {"type": "object"}}},
                        },
                    ]
                },
                "Error": {
                    "type": "object",
                    "required": ["error", "code"],
                    "properties": {"error": {"type": "string"}, "code": {"type": "string"}},
                },
            }
        },
    }
