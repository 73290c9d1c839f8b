"""Visual settings rendered by the server from cookies, the no-JS form, languages and errors."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.test import RequestFactory

from cardavia.web.prefs import views as prefs_views
from cardavia.web.prefs.visual import Visual, parse_speed, parse_visual, values_stylesheet

STATIC = Path(__file__).resolve().parents[2] / "src/cardavia/web/static/cardavia"


def sliders(body: str) -> dict[str, tuple[str, str]]:
    """name -> (input value, output text) of each slider on the page."""
    found = {}
    for name in ("contrast", "grain", "temperature"):
        value = re.search(rf'name="{name}" min="0" max="100" step="5" value="(\d+)"', body).group(1)
        output = re.search(rf'data-output="{name}">([^<]*)<', body).group(1)
        found[name] = (value, output)
    return found


def test_defaults_without_cookies(client):
    body = client.get("/en/").content.decode()
    assert '<html lang="en" dir="ltr" data-contrast="50" data-grain="50" data-temp="50" data-speed="auto">' in body
    assert sliders(body) == {n: ("50", "50%") for n in ("contrast", "grain", "temperature")}
    assert '<option value="normal" selected>' in body


def test_cookie_is_rendered_on_html_and_sliders(client):
    client.cookies["cardavia_visual"] = "80.0.35"
    client.cookies["cardavia_speed"] = "slow"
    body = client.get("/en/games/truco/").content.decode()
    assert 'data-contrast="80" data-grain="0" data-temp="35" data-speed="slow"' in body
    assert sliders(body) == {"contrast": ("80", "80%"), "grain": ("0", "0%"), "temperature": ("35", "35%")}
    assert 'aria-valuetext="80%"' in body
    assert '<option value="slow" selected>' in body


@pytest.mark.parametrize("cookie", ["", "abc", "50.50", "101.50.50", "-5.50.50", "37.50.50", "1e2.50.50", "50.50.50.50", "+50.50.50", "050.50.50"])
def test_invalid_cookie_values_fall_back_to_50(client, cookie):
    client.cookies["cardavia_visual"] = cookie
    client.cookies["cardavia_speed"] = "warp"
    body = client.get("/en/").content.decode()
    assert 'data-contrast="50" data-grain="50" data-temp="50" data-speed="auto"' in body


def test_parsing_is_per_value():
    assert parse_visual("55.x.300") == Visual(55, 50, 50)
    assert parse_visual("0.100.5") == Visual(0, 100, 5)
    assert parse_speed("none") == "none" and parse_speed(None) is None


def test_values_stylesheet_is_complete():
    text = (STATIC / "prefs-values.css").read_text()
    assert text == values_stylesheet()
    for attribute in ("contrast", "grain", "temp"):
        assert len(re.findall(rf'html\[data-{attribute}="\d+"\]', text)) == 21


def test_effects_apply_to_art_and_felt_only_and_respect_media_queries():
    css = (STATIC / "site.css").read_text()
    assert ".felt .art { filter: contrast(var(--k)); }" in css
    rules = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rules = re.sub(r"\.felt \.art \{[^}]*\}|@media \(forced-colors: active\) \{.*?\n\}", "", rules, flags=re.S)
    assert not re.search(r"(?<![-\w])filter\s*:", rules)  # no filter anywhere else, so never on text
    contrast_more = re.search(r"@media \(prefers-contrast: more\) \{(.*?)\n\}", css, re.S).group(1)
    assert ".felt::after { display: none; }" in contrast_more
    forced = re.search(r"@media \(forced-colors: active\) \{(.*?)\n\}", css, re.S).group(1)
    assert ".felt::before, .felt::after { display: none; }" in forced and "filter: none" in forced
    assert '@media (prefers-reduced-motion: reduce) { html[data-speed="auto"] { --speed-ms: 0; } }' in css


def test_form_saves_cookies_and_returns(client):
    response = client.post("/prefs/", {"contrast": "70", "grain": "15", "temperature": "90", "speed": "fast", "next": "/de/games/kowa/"})
    assert response.status_code == 302 and response["Location"] == "/de/games/kowa/"
    assert response.cookies["cardavia_visual"].value == "70.15.90"
    assert response.cookies["cardavia_speed"].value == "fast"
    body = client.get("/de/games/kowa/").content.decode()
    assert 'data-contrast="70" data-grain="15" data-temp="90" data-speed="fast"' in body


def test_form_rejects_bad_values_and_foreign_redirects(client):
    response = client.post("/prefs/", {"contrast": "999", "grain": "x", "temperature": "5", "next": "https://evil.example/"})
    assert response["Location"] == "/"
    assert response.cookies["cardavia_visual"].value == "50.50.5"


def test_reset_clears_the_cookies(client):
    client.cookies["cardavia_visual"] = "80.80.80"
    response = client.post("/prefs/", {"action": "reset", "next": "/en/"})
    assert response.cookies["cardavia_visual"]["max-age"] == 0
    assert 'data-contrast="50"' in client.get("/en/").content.decode()


def test_prefs_form_needs_post(client):
    assert client.get("/prefs/").status_code == 405


def test_root_follows_browser_language_then_cookie(client):
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="de-DE,de;q=0.9,en;q=0.5")["Location"] == "/de/"
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="fi")["Location"] == "/fi/"
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="xx-YY")["Location"] == "/en/"
    client.get("/it/")  # reading a page remembers its language
    assert client.cookies["cardavia_language"].value == "it"
    assert client.get("/", HTTP_ACCEPT_LANGUAGE="de")["Location"] == "/it/"


def test_language_codes_the_site_does_not_offer_fall_back(client):
    response = client.get("/pl/games/truco/rules/?x=1", HTTP_ACCEPT_LANGUAGE="uk")
    assert response.status_code == 302 and response["Location"] == "/uk/games/truco/rules/?x=1"
    assert client.get("/ja/")["Location"] == "/en/"
    assert client.get("/zz/games/truco/").status_code == 404  # not a language at all


@pytest.mark.parametrize("language", [code for code, _name in settings.LANGUAGES])
def test_404_page_in_site_style(client, language):
    response = client.get(f"/{language}/no-such-page/")
    assert response.status_code == 404
    body = response.content.decode()
    assert f'<html lang="{language}"' in body and '<main id="main"' in body
    assert 'href="/static/cardavia/site.css"' in body
    assert f'href="/{language}/"' in body  # back to the atlas


def test_404_outside_the_language_prefix(client):
    response = client.get("/nothing-here")
    assert response.status_code == 404 and '<main id="main"' in response.content.decode()


def test_500_page_renders_without_context():
    response = prefs_views.server_error(RequestFactory().get("/en/"))
    assert response.status_code == 500
    assert b"<main" in response.content and b"site.css" in response.content


def test_security_headers(client):
    response = client.get("/en/")
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy and "unsafe-inline" not in policy
    assert response["X-Frame-Options"] == "DENY"
