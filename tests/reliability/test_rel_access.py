"""No way in: a game is its session's, every POST needs the CSRF token, every response is locked down.

* Another session, or none, gets 404 for the pages, the JSON and the actions of
  a game it does not own, in every language, and nothing changes.
* Every URL of the site refuses a POST without a valid CSRF token (403: JSON
  under /api/, the site's page elsewhere; the API's read-only URLs answer a
  POST with 405, as they take none), and the real forms and API calls pass
  with one.
* Every kind of response (pages in every language, tables, htmx fragments,
  JSON, errors, redirects, static files, card art) carries a strict
  Content-Security-Policy (no inline or eval'd script or style, no framing),
  ``X-Frame-Options: DENY``, ``nosniff`` and a ``Referrer-Policy``; no HTML
  page has an inline script, style or event handler.
* The session cookie is HttpOnly and both it and the CSRF cookie are
  SameSite; with ``CARDAVIA_HTTPS=1`` (checked on the real server behind a
  pretend TLS proxy) every cookie is Secure and HSTS is sent.
"""

from __future__ import annotations

import json
import re
from http.cookies import SimpleCookie

import pytest
from django.conf import settings
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from cardavia import games
from cardavia.web.play.models import StoredGame

from rel_cards import deck_of, html_cards
from rel_server import Server, fetch, server_env

LANGUAGES = [code for code, _name in settings.LANGUAGES]
PAGES = [
    "", "traditions/south-american-catalan/", "traditions/chinese-money-cards/", "traditions/tarocco-piemontese/",
    "games/truco/", "games/truco/rules/", "games/kowa/", "games/kowa/rules/", "games/tarocchi/", "games/tarocchi/rules/",
]


def start_by_form(client: Client, name: str) -> str:
    response = client.post(f"/en/games/{name}/start/", {"level": "low"})
    assert response.status_code == 302
    return response.headers["Location"].rstrip("/").rsplit("/", 1)[1]


def snapshot() -> list[tuple[str, int, list[str]]]:
    return [(r.public_id, r.seq, list(r.actions)) for r in StoredGame.objects.order_by("pk")]


# -- ownership -------------------------------------------------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("name", games.names())
def test_another_session_gets_404_for_everything_of_a_game(name: str) -> None:
    owner = Client()
    gid = start_by_form(owner, name)
    state = owner.get(f"/api/games/{gid}").json()
    stranger = Client()
    start_by_form(stranger, name)  # a session with games of its own
    nobody = Client()
    before = snapshot()
    legal = state["legal_actions"] or ["draw"]
    for visitor in (stranger, nobody):
        responses = [visitor.get(f"/{language}/play/{gid}/") for language in LANGUAGES]
        responses += [
            visitor.get(f"/api/games/{gid}"),
            visitor.post(f"/api/games/{gid}/actions", json.dumps({"action": legal[0], "seq": state["seq"]}), content_type="application/json"),
            visitor.post(f"/en/play/{gid}/move/", {"action": legal[0], "seq": state["seq"]}),
            visitor.post(f"/en/play/{gid}/move/", {"action": legal[0], "seq": state["seq"]}, headers={"HX-Request": "true"}),
            visitor.post(f"/en/play/{gid}/again/"),
            visitor.post(f"/en/play/{gid}/hint/", {"seq": state["seq"]}),
            visitor.get(f"/en/play/{gid}/review/"),
            visitor.post(f"/en/play/{gid}/review/start/"),
            visitor.get(f"/en/play/{gid}/review/progress/"),
            visitor.post(f"/api/games/{gid}/hint", json.dumps({"seq": state["seq"]}), content_type="application/json"),
            visitor.post(f"/api/games/{gid}/review", "{}", content_type="application/json"),
            visitor.get(f"/api/games/{gid}/review"),
            visitor.get(f"/api/games/{gid}/events"),
            visitor.post(f"/api/games/{gid}/start", "{}", content_type="application/json"),
            visitor.post(f"/api/games/{gid}/seats/1/ai", "{}", content_type="application/json"),
            visitor.post(f"/api/games/{gid}/take-back", "{}", content_type="application/json"),
            visitor.get(f"/en/play/{gid}/lobby/"),
            visitor.get(f"/en/play/{gid}/live/"),
            visitor.post(f"/en/play/{gid}/start/"),
            visitor.post(f"/en/play/{gid}/replace/", {"seat": "1"}),
            visitor.post(f"/en/play/{gid}/take-back/"),
        ]
        for response in responses:
            assert response.status_code == 404, (response.request["PATH_INFO"], response.status_code)
            body = response.content.decode()
            images, named = html_cards(body, deck_of(name))
            assert not named and not images  # (the 404 page may echo the URL asked for)
    assert snapshot() == before
    assert owner.get(f"/api/games/{gid}").json() == state


# -- CSRF ------------------------------------------------------------------------------------------


def url_names(patterns=None, namespace: str = "") -> set[str]:
    names = set()
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        if isinstance(pattern, URLResolver):
            names |= url_names(pattern.url_patterns, f"{pattern.namespace}:" if pattern.namespace else namespace)
        elif isinstance(pattern, URLPattern):
            names.add(f"{namespace}{pattern.name}" if pattern.name else pattern.callback.__name__)
    return names


#: The API's URLs that take no POST at all.
API_READ_ONLY = {"api:index", "api:api-root", "api:openapi", "api:detail", "api:events"}


@pytest.mark.django_db
def test_every_post_needs_the_csrf_token() -> None:
    owner = Client()
    gid = start_by_form(owner, "truco")
    state = owner.get(f"/api/games/{gid}").json()
    sample = {
        "prefs-save": "/prefs/",
        "card-art": "/art/spanish/1E.svg",
        "api:index": "/api/",
        # django-ninja's name for the API's root, which api:index answers.
        "api:api-root": "/api/",
        "api:openapi": "/api/openapi.json",
        "api:create": "/api/games",
        "api:detail": f"/api/games/{gid}",
        "api:act": f"/api/games/{gid}/actions",
        "api:hint": f"/api/games/{gid}/hint",
        "api:start_review": f"/api/games/{gid}/review",
        # The same URL: GET reads the review, POST starts it.
        "api:read_review": f"/api/games/{gid}/review",
        "atlas:home": "/en/",
        "atlas:tradition": "/en/traditions/tarocco-piemontese/",
        "rules:table": "/en/games/kowa/",
        "rules:rules": "/en/games/kowa/rules/",
        "play:start": "/en/games/truco/start/",
        "play:table": f"/en/play/{gid}/",
        "play:move": f"/en/play/{gid}/move/",
        "play:again": f"/en/play/{gid}/again/",
        "learn:hint": f"/en/play/{gid}/hint/",
        "learn:review": f"/en/play/{gid}/review/",
        "learn:start-review": f"/en/play/{gid}/review/start/",
        "learn:review-progress": f"/en/play/{gid}/review/progress/",
        "unknown_language": "/ja/games/truco/",
        "api:join": f"/api/games/{gid}/join",
        "api:start": f"/api/games/{gid}/start",
        "api:hand_to_ai": f"/api/games/{gid}/seats/1/ai",
        "api:take_back": f"/api/games/{gid}/take-back",
        "api:events": f"/api/games/{gid}/events",
        "friends:new": "/en/games/truco/friends/",
        "friends:lobby": f"/en/play/{gid}/lobby/",
        "friends:area": f"/en/play/{gid}/live/",
        "friends:join": f"/en/play/{gid}/join/{'t' * 22}/",
        "friends:start": f"/en/play/{gid}/start/",
        "friends:replace": f"/en/play/{gid}/replace/",
        "friends:take-back": f"/en/play/{gid}/take-back/",
        "friends:watch": f"/en/watch/{gid}/{'w' * 22}/",
        "friends:watch-area": f"/en/watch/{gid}/{'w' * 22}/live/",
    }
    assert set(sample) == url_names(), "a URL was added: give it a sample here"
    # The owner's own browser, with its session, but a forged (or no) token.
    guarded = Client(enforce_csrf_checks=True)
    guarded.cookies = owner.cookies
    before = snapshot()
    forms = {"level": "low", "action": state["legal_actions"][0], "seq": state["seq"], "contrast": "80"}
    for name, url in sample.items():
        refused = 405 if name in API_READ_ONLY else 403
        for token in ({}, {"csrfmiddlewaretoken": "x" * 64}):
            response = guarded.post(url, {**forms, **token})
            assert response.status_code == refused, (name, response.status_code)
            if refused == 405:
                continue
            if url.startswith("/api/"):
                assert response.json()["code"] == "csrf"
            else:
                assert "This form has expired" in response.content.decode()
        body = json.dumps({"game": "truco", "action": state["legal_actions"][0], "seq": state["seq"]})
        response = guarded.post(url, body, content_type="application/json", headers={"X-CSRFToken": "y" * 32})
        assert response.status_code == refused, (name, response.status_code)
    assert snapshot() == before
    # With the token from the cookie, the same requests go through.
    guarded.get("/en/games/truco/")
    token = guarded.cookies["csrftoken"].value
    assert guarded.post("/prefs/", {"contrast": "80", "csrfmiddlewaretoken": token}).status_code == 302
    response = guarded.post(f"/api/games/{gid}/actions", json.dumps({"action": state["legal_actions"][0], "seq": state["seq"]}), content_type="application/json", headers={"X-CSRFToken": token})
    assert response.status_code == 200
    assert guarded.post("/en/games/tarocchi/start/", {"level": "high", "csrfmiddlewaretoken": token}).status_code == 302
    assert guarded.post(f"/en/play/{gid}/again/", {"csrfmiddlewaretoken": token}).status_code == 302
    assert guarded.post("/api/games", json.dumps({"game": "kowa"}), content_type="application/json", headers={"X-CSRFToken": token}).status_code == 201


# -- headers and inline code -----------------------------------------------------------------------

INLINE = [
    (re.compile(r"<script\b(?![^>]*\bsrc=)[^>]*>", re.I), "inline script"),
    (re.compile(r"<style\b", re.I), "style element"),
    (re.compile(r"\sstyle\s*=", re.I), "style attribute"),
    (re.compile(r"\son[a-z]+\s*=", re.I), "event handler attribute"),
    (re.compile(r"javascript:", re.I), "javascript: URL"),
]
REQUIRED_DIRECTIVES = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "frame-ancestors": "'none'",
    "form-action": "'self'",
}


def check_headers(response, where: str) -> None:
    headers = response.headers
    policy = headers.get("Content-Security-Policy", "")
    directives = {part.split()[0]: " ".join(part.split()[1:]) for part in policy.split(";") if part.strip()}
    for directive, value in REQUIRED_DIRECTIVES.items():
        assert directives.get(directive) == value, (where, directive, policy)
    assert "unsafe-" not in policy and "*" not in policy, (where, policy)
    assert headers.get("X-Frame-Options") == "DENY", where
    assert headers.get("X-Content-Type-Options") == "nosniff", where
    assert headers.get("Referrer-Policy") in ("same-origin", "strict-origin-when-cross-origin", "no-referrer"), where
    if headers.get("Content-Type", "").startswith("text/html"):
        body = response.content.decode()
        for pattern, what in INLINE:
            found = pattern.search(body)
            assert not found, f"{where}: {what}: {found and body[max(0, found.start() - 80):found.end() + 80]}"


@pytest.mark.django_db
def test_every_kind_of_response_is_locked_down() -> None:
    client = Client()
    checked = 0
    for language in LANGUAGES:
        for page in PAGES:
            response = client.get(f"/{language}/{page}")
            assert response.status_code == 200
            check_headers(response, f"/{language}/{page}")
            checked += 1
    responses = {}
    for name in games.names():
        gid = start_by_form(client, name)
        responses[f"{name} table"] = client.get(f"/en/play/{gid}/")
        state = client.get(f"/api/games/{gid}").json()
        responses[f"{name} json"] = client.get(f"/api/games/{gid}")
        responses[f"{name} fragment"] = client.post(f"/en/play/{gid}/move/", {"action": state["legal_actions"][0], "seq": state["seq"]}, headers={"HX-Request": "true"})
        responses[f"{name} stale fragment"] = client.post(f"/en/play/{gid}/move/", {"action": state["legal_actions"][0], "seq": state["seq"]}, headers={"HX-Request": "true"})
        responses[f"{name} illegal json"] = client.post(f"/api/games/{gid}/actions", json.dumps({"action": "nonsense", "seq": state["seq"] + 1}), content_type="application/json")
    responses.update(
        {
            "redirect": client.get("/"),
            "not found": client.get("/en/no-such-page/"),
            "not found api": client.get("/api/games/nope"),
            "wrong method": client.get(f"/en/play/{gid}/move/"),
            "bad start": client.post("/en/games/truco/start/", {"level": "grandmaster"}),
            "csrf html": Client(enforce_csrf_checks=True).post("/en/games/truco/start/"),
            "csrf json": Client(enforce_csrf_checks=True).post("/api/games"),
            "api index": client.get("/api/"),
            "openapi": client.get("/api/openapi.json"),
            "card art": client.get("/art/tarocco/T21.svg"),
            "card back": client.get("/art/money/back.svg"),
            "stylesheet": client.get("/static/cardavia/site.css"),
            "script": client.get("/static/play/table.js"),
            "htmx": client.get("/static/vendor/htmx/2.0.11/htmx.min.js"),
        }
    )
    for where, response in responses.items():
        assert response.status_code < 500, where
        check_headers(response, where)
        checked += 1
    assert checked > 100


@pytest.mark.django_db
def test_session_and_csrf_cookies_are_httponly_and_samesite_but_not_secure_over_http() -> None:
    client = Client()
    client.get("/en/games/truco/")
    start_by_form(client, "truco")
    session = client.cookies[settings.SESSION_COOKIE_NAME]
    csrf = client.cookies[settings.CSRF_COOKIE_NAME]
    assert session["httponly"] and session["samesite"] == "Lax"
    assert csrf["samesite"] == "Lax"
    # Plain http on loopback must keep working: no Secure flag, no HSTS.
    assert not session["secure"] and not csrf["secure"]
    assert "Strict-Transport-Security" not in client.get("/en/").headers


def test_cardavia_https_makes_every_cookie_secure_and_sends_hsts(tmp_path) -> None:
    server = Server(server_env(tmp_path, CARDAVIA_HTTPS="1"), "https")
    try:
        behind_tls = {"X-Forwarded-Proto": "https"}  # what a TLS proxy on this host sends
        cookies = SimpleCookie()

        def remember(response):
            for header in response.headers.get_all("Set-Cookie") or []:
                cookies.load(header)
            return response

        remember(fetch(f"{server.url}/api/", headers=behind_tls))
        page = remember(fetch(f"{server.url}/en/games/truco/", headers=behind_tls))
        assert page.status == 200
        assert page.headers["Strict-Transport-Security"].startswith("max-age=31536000")
        token = cookies[settings.CSRF_COOKIE_NAME].value
        jar = "; ".join(f"{name}={morsel.value}" for name, morsel in cookies.items())
        headers = {
            **behind_tls,
            "Cookie": jar,
            "Referer": f"https://127.0.0.1:{server.port}/en/",
            "Content-Type": "application/x-www-form-urlencoded",
        }
        prefs = remember(fetch(f"{server.url}/prefs/", "POST", f"contrast=80&speed=fast&sound=on&csrfmiddlewaretoken={token}".encode(), headers))
        assert prefs.status == 302
        names = {settings.SESSION_COOKIE_NAME, settings.CSRF_COOKIE_NAME, settings.LANGUAGE_COOKIE_NAME, "cardavia_visual", "cardavia_speed", "cardavia_sound"}
        assert names <= set(cookies)
        for name in names:
            assert cookies[name]["secure"], name
            assert cookies[name]["samesite"] == "Lax", name
        assert cookies[settings.SESSION_COOKIE_NAME]["httponly"]
    finally:
        server.stop()
