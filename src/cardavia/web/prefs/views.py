"""The settings form (for pages read without JavaScript), language fallback, error pages."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import get_language_from_request
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from .visual import COOKIE_AGE, SOUND_COOKIE, SPEED_COOKIE, VISUAL_COOKIE, Visual, parse_speed, parse_value


@require_POST
def save(request: HttpRequest) -> HttpResponse:
    """Store the posted settings in their cookies (or clear them on reset), then go back."""
    target = request.POST.get("next", "/")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        target = "/"
    response = HttpResponseRedirect(target)
    if request.POST.get("action") == "reset":
        response.delete_cookie(VISUAL_COOKIE, samesite="Lax")
        response.delete_cookie(SPEED_COOKIE, samesite="Lax")
        response.delete_cookie(SOUND_COOKIE, samesite="Lax")
        return response
    visual = Visual(*(parse_value(request.POST.get(name)) for name in ("contrast", "grain", "temperature")))
    response.set_cookie(VISUAL_COOKIE, visual.cookie(), max_age=COOKIE_AGE, samesite="Lax", secure=settings.HTTPS)
    speed = parse_speed(request.POST.get("speed"))
    if speed:
        response.set_cookie(SPEED_COOKIE, speed, max_age=COOKIE_AGE, samesite="Lax", secure=settings.HTTPS)
    # A checkbox: posted as "on" when ticked, absent when not.
    sound = "on" if request.POST.get("sound") == "on" else "off"
    response.set_cookie(SOUND_COOKIE, sound, max_age=COOKIE_AGE, samesite="Lax", secure=settings.HTTPS)
    return response


def unknown_language(request: HttpRequest, code: str, rest: str) -> HttpResponse:
    """``/<code the site does not offer>/...``: the same page in the reader's best language."""
    language = get_language_from_request(request, check_path=False)
    query = request.META.get("QUERY_STRING", "")
    return HttpResponseRedirect(f"/{language}/{rest}" + (f"?{query}" if query else ""))


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """A POST without a valid CSRF token: JSON for the API, the site's page otherwise."""
    if request.path.startswith("/api/"):
        message = "CSRF check failed: send the csrftoken cookie's value in an X-CSRFToken header (GET /api/ sets the cookie)."
        return JsonResponse({"error": message, "code": "csrf"}, status=403)
    context = {
        "heading": _("This form has expired"),
        "message": _("It was sent without its security token, or with an old one: the page was open for long, or cookies are off. Go back, reload the page and try again."),
    }
    return render(request, "error.html", context, status=403)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """A request Django refused to read (too large, too many fields, a bad host): JSON under /api/."""
    if request.path.startswith("/api/"):
        return JsonResponse({"error": "The request is too large or malformed.", "code": "bad-request"}, status=400)
    # Like the 500 page: no context processors, for the request itself may be what is wrong.
    from django.template import loader

    return HttpResponse(loader.get_template("400.html").render({}), status=400)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return render(request, "404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    # The fewest moving parts: no context processors that might be what failed.
    from django.template import loader

    return HttpResponse(loader.get_template("500.html").render({}), status=500)
