"""Visual settings rendered by the server from cookies, the no-JS form, languages and errors."""

from __future__ import annotations

import hashlib
import importlib.util
import math
import re
import struct
import wave
from pathlib import Path

import pytest
from django.conf import settings
from django.test import RequestFactory

from cardavia.web.prefs import views as prefs_views
from cardavia.web.middleware import CONTENT_SECURITY_POLICY
from cardavia.web.prefs.visual import Visual, parse_sound, parse_speed, parse_visual, values_stylesheet

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "src/cardavia/web/static/cardavia"
SOUNDS = ("card", "shuffle", "call")
SOUND_BOX = re.compile(r'<input type="checkbox" id="pref-sound" name="sound" value="on"( checked)? aria-describedby="pref-sound-hint" data-pref="sound">')


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
    html = '<html lang="en" dir="ltr" data-contrast="50" data-grain="50" data-temp="50" data-speed="auto" data-sound="off" data-sounds="/static/cardavia/sounds/">'
    assert html in body
    assert sliders(body) == {n: ("50", "50%") for n in ("contrast", "grain", "temperature")}
    assert '<option value="normal" selected>' in body
    assert SOUND_BOX.search(body).group(1) is None  # Sound is off by default


def test_sound_checkbox_follows_the_speed_field_with_its_label_and_hint(client):
    body = client.get("/en/").content.decode()
    speed, box = body.index('id="pref-speed"'), body.index('id="pref-sound"')
    assert speed < box < body.index("data-save-button")
    assert re.search(r'<label for="pref-sound">\s*Sound</label>', body)
    assert '<p class="hint" id="pref-sound-hint">Card, shuffle and call sounds at the card tables.</p>' in body


def test_sound_cookie_is_rendered_on_html_and_checkbox(client):
    client.cookies["cardavia_sound"] = "on"
    body = client.get("/en/games/truco/").content.decode()
    assert 'data-speed="auto" data-sound="on" data-sounds="/static/cardavia/sounds/">' in body
    assert SOUND_BOX.search(body).group(1) == " checked"
    client.cookies["cardavia_sound"] = "off"
    body = client.get("/en/games/truco/").content.decode()
    assert 'data-sound="off"' in body and SOUND_BOX.search(body).group(1) is None


@pytest.mark.parametrize("cookie", ["", "ON", "On", "1", "true", "yes", "on ", "onn", "off"])
def test_invalid_sound_cookie_reads_as_off(client, cookie):
    client.cookies["cardavia_sound"] = cookie
    body = client.get("/en/").content.decode()
    assert 'data-sound="off"' in body and SOUND_BOX.search(body).group(1) is None


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
    assert parse_sound("on") is True
    assert not any(parse_sound(value) for value in (None, "", "off", "ON", "1", "on;", " on"))


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
    assert response.cookies["cardavia_sound"].value == "off"  # the checkbox was not ticked
    body = client.get("/de/games/kowa/").content.decode()
    assert 'data-contrast="70" data-grain="15" data-temp="90" data-speed="fast" data-sound="off"' in body


def test_form_saves_the_sound_checkbox(client):
    response = client.post("/prefs/", {"contrast": "50", "grain": "50", "temperature": "50", "speed": "normal", "sound": "on", "next": "/en/"})
    assert response.status_code == 302
    sound = response.cookies["cardavia_sound"]
    assert sound.value == "on" and sound["samesite"] == "Lax" and sound["max-age"] == 60 * 60 * 24 * 365
    body = client.get("/en/").content.decode()
    assert 'data-sound="on"' in body and SOUND_BOX.search(body).group(1) == " checked"
    # Unticked (absent from the post) turns it off again; a value other than "on" is off too.
    for posted in ({}, {"sound": "yes"}, {"sound": "x" * 5000}):
        response = client.post("/prefs/", {"contrast": "50", "next": "/en/", **posted})
        assert response.cookies["cardavia_sound"].value == "off", posted
        assert 'data-sound="off"' in client.get("/en/").content.decode()


def test_form_rejects_bad_values_and_foreign_redirects(client):
    response = client.post("/prefs/", {"contrast": "999", "grain": "x", "temperature": "5", "next": "https://evil.example/"})
    assert response["Location"] == "/"
    assert response.cookies["cardavia_visual"].value == "50.50.5"


def test_reset_clears_the_cookies(client):
    client.cookies["cardavia_visual"] = "80.80.80"
    client.cookies["cardavia_sound"] = "on"
    response = client.post("/prefs/", {"action": "reset", "sound": "on", "next": "/en/"})
    assert response.cookies["cardavia_visual"]["max-age"] == 0
    assert response.cookies["cardavia_sound"]["max-age"] == 0
    body = client.get("/en/").content.decode()
    assert 'data-contrast="50"' in body and 'data-sound="off"' in body


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


def test_security_policy_lets_the_site_play_its_own_sounds():
    directives = dict(part.strip().split(" ", 1) for part in CONTENT_SECURITY_POLICY.split(";"))
    # media-src, or default-src when there is none, is what an <audio>/new Audio() load is checked against.
    assert directives.get("media-src", directives["default-src"]) == "'self'"


def make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "scripts/make_sounds.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_sound_files_are_what_the_script_makes_and_sounds_md_lists_them():
    made = make_sounds().render()
    assert set(made) == set(SOUNDS)
    notes = (STATIC / "sounds/SOUNDS.md").read_text()
    assert "scripts/make_sounds.py" in notes and "CC0-1.0" in notes
    for name, data in made.items():
        assert (STATIC / f"sounds/{name}.wav").read_bytes() == data, f"{name}.wav: run scripts/make_sounds.py"
        assert hashlib.sha256(data).hexdigest() in notes, name
    assert make_sounds().render() == made  # deterministic


@pytest.mark.parametrize("name, low, high", [("card", 0.06, 0.09), ("shuffle", 0.6, 0.9), ("call", 0.25, 0.35)])
def test_sound_files_are_short_gentle_mono_pcm(name, low, high):
    path = STATIC / f"sounds/{name}.wav"
    assert path.stat().st_size < 40_000
    with wave.open(str(path)) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate(), wav.getcomptype()) == (1, 2, 22050, "NONE")
        frames = wav.readframes(wav.getnframes())
    values = struct.unpack(f"<{len(frames) // 2}h", frames)
    assert low <= len(values) / 22050 <= high
    peak = 20 * math.log10(max(abs(v) for v in values) / 32768)
    rms = 20 * math.log10(math.sqrt(sum(v * v for v in values) / len(values)) / 32768)
    assert -7 <= peak <= -5.5  # moderate, far from clipping
    assert -30 <= rms <= -12
    assert values[0] == 0 and values[-1] == 0  # starts and ends on silence: no click
    assert abs(sum(values) / len(values)) < 30  # no DC offset


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_files_are_served_as_audio(client, name):
    response = client.get(f"/static/cardavia/sounds/{name}.wav")
    assert response.status_code == 200 and response["Content-Type"] == "audio/wav"
    assert int(response["Content-Length"]) == (STATIC / f"sounds/{name}.wav").stat().st_size
