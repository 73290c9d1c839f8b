"""What every page's template needs: the visual settings and the language links."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest
from django.urls import translate_url
from django.utils.translation import get_language

from .visual import SOUND_COOKIE, SPEED_COOKIE, SPEEDS, VISUAL_COOKIE, parse_sound, parse_speed, parse_visual


def prefs(request: HttpRequest) -> dict:
    current = get_language()
    path = request.path
    languages = [
        {"code": code, "name": name, "url": translate_url(path, code), "current": code == current}
        for code, name in settings.LANGUAGES
    ]
    for item in languages:
        item["absolute_url"] = request.build_absolute_uri(item["url"])
    speed = parse_speed(request.COOKIES.get(SPEED_COOKIE))
    return {
        "visual": parse_visual(request.COOKIES.get(VISUAL_COOKIE)),
        "speed": speed,  # None: not chosen
        "speeds": SPEEDS,
        "sound": parse_sound(request.COOKIES.get(SOUND_COOKIE)),  # off unless turned on
        "site_languages": languages,
        # translate_url leaves a path it cannot translate unchanged: no alternates then.
        "has_alternates": any(item["url"] != path for item in languages),
    }
