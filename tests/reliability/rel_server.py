"""The real server (`cardavia serve`, see :mod:`cardavia.web.spawn`) and a browser-like JSON API client.

``ApiSession`` talks to one or more servers like a browser tab would: one
cookie jar (the session and CSRF cookies), the CSRF token sent in an
``X-CSRFToken`` header, JSON bodies. Cookies do not depend on the port, so one
session can use two servers.
"""

from __future__ import annotations

import http.cookiejar
import json
import urllib.error
import urllib.request
from typing import Any

from cardavia.web.spawn import Server, free_port, server_env

__all__ = ["ApiSession", "Response", "Server", "check_race", "comparable", "fetch", "free_port", "race", "server_env"]

class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


class Response:
    def __init__(self, status: int, headers: Any, body: bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body

    def json(self) -> Any:
        return json.loads(self.body)


def fetch(url: str, method: str = "GET", body: bytes | None = None, headers: dict[str, str] | None = None, timeout: float = 60) -> Response:
    """One request without cookies or redirects: what the server says, as it says it."""
    request = urllib.request.Request(url, data=body, method=method, headers=headers or {})
    try:
        with urllib.request.build_opener(_NoRedirect).open(request, timeout=timeout) as response:
            return Response(response.status, response.headers, response.read())
    except urllib.error.HTTPError as error:
        with error:
            return Response(error.code, error.headers, error.read())


class ApiSession:
    """A browser session against the JSON API: cookie jar, CSRF header, no redirects followed."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar), _NoRedirect)
        self.request("GET", "/api/")  # sets the csrftoken cookie

    def csrf_token(self) -> str:
        for cookie in self.jar:
            if cookie.name == "csrftoken":
                return cookie.value or ""
        return ""

    def request(self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None, base_url: str | None = None, timeout: float = 60) -> Response:
        url = (base_url or self.base_url) + path
        request = urllib.request.Request(url, data=body, method=method, headers=headers or {})
        if method == "POST":
            request.add_header("X-CSRFToken", self.csrf_token())
        try:
            with self.opener.open(request, timeout=timeout) as response:
                return Response(response.status, response.headers, response.read())
        except urllib.error.HTTPError as error:
            with error:
                return Response(error.code, error.headers, error.read())

    def post_json(self, path: str, document: Any, base_url: str | None = None, timeout: float = 60) -> Response:
        body = json.dumps(document).encode()
        return self.request("POST", path, body, {"Content-Type": "application/json"}, base_url=base_url, timeout=timeout)

    def get_json(self, path: str, base_url: str | None = None) -> Response:
        return self.request("GET", path, base_url=base_url)

    def start(self, game: str, seed: int | None = None, base_url: str | None = None) -> dict[str, Any]:
        document: dict[str, Any] = {"game": game, "difficulty": "low"}
        if seed is not None:
            document["seed"] = seed
        response = self.post_json("/api/games", document, base_url=base_url)
        assert response.status == 201, response.body
        return response.json()

    def move(self, state: dict[str, Any], action: str, base_url: str | None = None) -> Response:
        return self.post_json(f"/api/games/{state['id']}/actions", {"action": action, "seq": state["seq"]}, base_url=base_url)


def comparable(state: dict[str, Any]) -> dict[str, Any]:
    """A game state without what names the game rather than describes it (its id, URLs and invitation)."""
    return {key: value for key, value in state.items() if key not in ("id", "url", "events_url", "invite", "invite_url", "watch_url", "events", "error", "code")}


def race(session: ApiSession, state: dict[str, Any], moves: list[tuple[str, str]]) -> list[Response]:
    """Send several moves made against the same ``state`` at the same moment: (base URL, action) each."""
    import threading

    barrier = threading.Barrier(len(moves))
    responses: list[Response | None] = [None] * len(moves)

    def send(index: int, base_url: str, action: str) -> None:
        barrier.wait()
        responses[index] = session.move(state, action, base_url=base_url)

    threads = [threading.Thread(target=send, args=(i, url, action)) for i, (url, action) in enumerate(moves)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert all(r is not None for r in responses), "a request did not come back"
    return responses  # type: ignore[return-value]


def check_race(responses: list[Response]) -> dict[str, Any]:
    """Exactly one move was applied; every other got 409 with the state after it. Returns that state."""
    statuses = sorted(r.status for r in responses)
    assert statuses == [200] + [409] * (len(responses) - 1), [(r.status, r.body[:200]) for r in responses]
    winner = next(r.json() for r in responses if r.status == 200)
    for response in responses:
        if response.status == 409:
            assert response.json()["code"] == "stale"
            assert comparable(response.json()) == comparable(winner)
    return winner
