"""Bad input, by hand: malformed forms and bodies, wrong methods, unknown names and ids.

Each request is one that no page of the site sends: a move without its seq
or with a garbage one, garbage or huge actions, wrong HTTP methods, unknown
games, levels, languages and game ids, oversized bodies, JSON nested
thousands deep or with numbers of thousands of digits. None may be a 5xx
(the test client raises on one), each gets a clear answer (a message on the
page or in the JSON, or the Allow header of a 405), and no stored game
changes.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client

from cardavia.web.play.models import StoredGame

pytestmark = pytest.mark.django_db

ALERT = re.compile(r'role="alert">\s*[^<\s]')


def snapshot() -> list[tuple[str, int, list[str]]]:
    return [(r.public_id, r.seq, list(r.actions)) for r in StoredGame.objects.order_by("pk")]


@pytest.fixture
def table(client: Client) -> tuple[Client, str, dict]:
    response = client.post("/en/games/truco/start/", {"level": "low"})
    gid = response.headers["Location"].rstrip("/").rsplit("/", 1)[1]
    return client, gid, client.get(f"/api/games/{gid}").json()


def test_malformed_moves_are_refused_clearly_and_change_nothing(table) -> None:
    client, gid, state = table
    seq = str(state["seq"])
    legal = state["legal_actions"][0]
    cases = [
        ({"action": legal}, 400),  # no seq
        ({"action": legal, "seq": ""}, 400),
        ({"action": legal, "seq": "two"}, 400),
        ({"action": legal, "seq": "1e3"}, 400),
        ({"action": legal, "seq": "9" * 5000}, 400),
        ({"action": legal, "seq": "-1"}, 409),
        ({"action": legal, "seq": str(10**30)}, 409),
        ({"seq": seq}, 422),  # no action
        ({"action": "", "seq": seq}, 422),
        ({"action": "play", "seq": seq}, 422),
        ({"action": "play ZZ", "seq": seq}, 422),
        ({"action": "vale-cuatro", "seq": seq}, 422),
        ({"action": "\x00\ufffd<script>", "seq": seq}, 422),
        ({"action": "x" * 50_000, "seq": seq}, 422),
        ({"verb": "discard", "cards": ["1E", "zz", "<b>"] * 30, "seq": seq}, 422),
    ]
    before = snapshot()
    for data, status in cases:
        for headers in ({}, {"HX-Request": "true"}):
            response = client.post(f"/en/play/{gid}/move/", data, headers=headers)
            where = (str(data)[:80], headers)
            assert response.status_code == status, where
            body = response.content.decode()
            assert ALERT.search(body), where
            assert "<script>" not in body and len(body) < 40_000, where  # escaped, and not echoed whole
            assert snapshot() == before, where
    # The game still plays.
    assert client.post(f"/en/play/{gid}/move/", {"action": legal, "seq": seq}).status_code == 302


def test_too_many_fields_is_a_clear_400(table) -> None:
    client, gid, state = table
    before = snapshot()
    response = client.post(f"/en/play/{gid}/move/", {f"field{i}": "1" for i in range(1500)})
    assert response.status_code == 400 and "Bad request" in response.content.decode()
    assert snapshot() == before


def test_wrong_methods_are_405_with_the_allowed_ones(table) -> None:
    client, gid, _state = table
    before = snapshot()
    posts_only = ["/en/games/truco/start/", f"/en/play/{gid}/move/", f"/en/play/{gid}/again/", "/prefs/", "/api/games", f"/api/games/{gid}/actions"]
    reads_only = [f"/en/play/{gid}/", f"/api/games/{gid}", "/api/", "/api/openapi.json", "/en/games/truco/", "/en/"]
    for url in posts_only:
        for method in ("get", "put", "patch", "delete"):
            response = getattr(client, method)(url)
            assert response.status_code == 405 and "POST" in response.headers["Allow"], (method, url)
    for url in reads_only:
        for method in ("post", "put", "patch", "delete"):
            response = getattr(client, method)(url)
            assert response.status_code == 405 and "GET" in response.headers["Allow"], (method, url)
    assert snapshot() == before


def test_unknown_games_levels_languages_and_ids_are_refused(table) -> None:
    client, gid, _state = table
    before = snapshot()
    for response in (client.post("/en/games/poker/start/", {"level": "low"}), client.get("/en/games/poker/"), client.get("/en/traditions/tarot-de-marseille/")):
        assert response.status_code == 404 and "Page not found" in response.content.decode()
    for level in ("grandmaster", "", "LOW", "x" * 100_000):
        response = client.post("/en/games/truco/start/", {"level": level})
        assert response.status_code == 400 and "Unknown AI level" in response.content.decode(), level[:20]
    for path in (f"/xx/play/{gid}/", "/xx/games/truco/", "/en-zz/", "/EN/games/truco/"):
        assert client.get(path).status_code == 404, path
    # A language Django knows but the site does not offer goes to the reader's language.
    response = client.get("/ja/games/truco/")
    assert response.status_code == 302 and response.headers["Location"] == "/en/games/truco/"
    for other in ("nope", "x" * 10_000, "%00", "..", gid.upper() if gid.upper() != gid else gid.lower()):
        assert client.get(f"/en/play/{other}/").status_code == 404, other[:20]
        assert client.post(f"/en/play/{other}/move/", {"action": "mazo", "seq": "0"}).status_code == 404
        assert client.get(f"/api/games/{other}").status_code == 404
    assert snapshot() == before


def test_the_settings_form_takes_no_bad_value_and_redirects_only_home(client: Client) -> None:
    for target in ("https://evil.example/", "//evil.example/", "javascript:alert(1)", "\\\\evil.example"):
        response = client.post("/prefs/", {"next": target, "contrast": str(10**30), "speed": "warp", "sound": "on\x00" * 1000})
        assert response.status_code == 302 and response.headers["Location"] == "/", target
    assert client.cookies["cardavia_visual"].value == "50.50.50"
    assert "cardavia_speed" not in client.cookies or not client.cookies["cardavia_speed"].value
    assert client.cookies["cardavia_sound"].value == "off"


@pytest.mark.parametrize(
    "body, content_type",
    [
        (b"", "application/json"),
        (b"null", "application/json"),
        (b"[]", "application/json"),
        (b'"truco"', "application/json"),
        (b"{nope", "application/json"),
        (b"[" * 100_000, "application/json"),
        (b'{"a":' * 50_000, "application/json"),
        (b'{"game": "truco", "seed": ' + b"9" * 5000 + b"}", "application/json"),
        (b'{"game": "truco", "seed": 1e400}', "application/json"),
        (b'{"game": "truco", "seed": NaN}', "application/json"),
        (b'{"game": "truco", "seed": -1}', "application/json"),
        (b'{"game": "\xff\xfe"}', "application/json"),
        (b'{"game": "truco"}', "text/plain"),
        (b"game=truco", "application/x-www-form-urlencoded"),
        (b'{"game": "' + b"t" * 3_000_000 + b'"}', "application/json"),
    ],
    ids=lambda value: value[:24].decode(errors="replace") if isinstance(value, bytes) else value,
)
def test_malformed_api_bodies_are_400_with_a_reason(table, body: bytes, content_type: str) -> None:
    client, gid, state = table
    before = snapshot()
    for url in ("/api/games", f"/api/games/{gid}/actions"):
        response = client.generic("POST", url, body, content_type=content_type)
        assert response.status_code == 400, url
        error = response.json()
        assert error["error"] and error["code"], url
    assert snapshot() == before
    assert client.get(f"/api/games/{gid}").json() == state
