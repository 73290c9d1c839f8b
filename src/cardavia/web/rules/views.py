"""The game page, one URL per tab: ``/<lang>/games/<slug>/`` and ``.../rules/``.

The Table tab shows who sits where and the form that starts a game at the
chosen AI level (posting to the card tables, ``play:start``).
"""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_safe

from cardavia.web.atlas import catalog

def _game_page(request: HttpRequest, slug: str, tab: str) -> HttpResponse:
    try:
        game = catalog.game(slug)
    except KeyError:
        raise Http404("no such game") from None
    context = {
        "game": game,
        "tradition": catalog.tradition(game.tradition),
        "tab": tab,
        "start_url": reverse("play:start", kwargs={"game": slug}) if tab == "table" else None,
    }
    return render(request, "rules/game.html", context)


@require_safe
def table(request: HttpRequest, slug: str) -> HttpResponse:
    return _game_page(request, slug, "table")


@require_safe
def full_rules(request: HttpRequest, slug: str) -> HttpResponse:
    return _game_page(request, slug, "rules")
