"""Who owns a game: a random token kept in the visitor's Django session."""

from __future__ import annotations

import secrets

from django.http import HttpRequest

SESSION_KEY = "cardavia_player"


def owner_token(request: HttpRequest) -> str:
    """This browser session's player token, created on first use."""
    token = request.session.get(SESSION_KEY)
    if not isinstance(token, str):
        token = secrets.token_urlsafe(24)
        request.session[SESSION_KEY] = token
    return token


def existing_owner_token(request: HttpRequest) -> str | None:
    """The token when the session has one; reading never creates a session."""
    token = request.session.get(SESSION_KEY)
    return token if isinstance(token, str) else None
