"""Small middleware of the site: security headers and the remembered language."""

from __future__ import annotations

from typing import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils.translation import get_language_from_path

#: No inline script or style anywhere: scripts and styles are static files,
#: server-rendered settings are data- attributes matched by the stylesheet.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

Handler = Callable[[HttpRequest], HttpResponse]


def content_security_policy(get_response: Handler) -> Handler:
    def middleware(request: HttpRequest) -> HttpResponse:
        response = get_response(request)
        if not settings.DEBUG:  # Django's debug pages use inline styles.
            response.headers.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        response.headers.setdefault("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
        return response

    return middleware


def remember_language(get_response: Handler) -> Handler:
    """Keep the language of the last page read in a cookie.

    The language lives in the URL (``/uk/...``); the cookie only decides where
    a visit to ``/`` goes next time, before the browser's preference.
    """

    def middleware(request: HttpRequest) -> HttpResponse:
        response = get_response(request)
        language = get_language_from_path(request.path_info)
        if language and response.status_code == 200 and request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME) != language:
            response.set_cookie(
                settings.LANGUAGE_COOKIE_NAME,
                language,
                max_age=settings.LANGUAGE_COOKIE_AGE,
                samesite=settings.LANGUAGE_COOKIE_SAMESITE,
                secure=settings.LANGUAGE_COOKIE_SECURE,
            )
        return response

    return middleware
