"""Views of the atlas: the home page, a tradition page, and card art images."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe

from . import art, catalog, worldmap


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    traditions = catalog.traditions()
    placed = worldmap.layout(
        [(t.place.longitude, t.place.latitude) for t in traditions], [str(t.place.label) for t in traditions]
    )
    markers = [
        {"number": number, "tradition": tradition, "at": at}
        for number, (tradition, at) in enumerate(zip(traditions, placed), start=1)
    ]
    context = {
        "entries": [
            {"number": m["number"], "tradition": m["tradition"], "games": catalog.games_of(m["tradition"].slug)}
            for m in markers
        ],
        "markers": markers,
        "map_view_box": worldmap.view_box(),
        "land_path": worldmap.land_path(),
    }
    return render(request, "atlas/home.html", context)


@require_safe
def tradition(request: HttpRequest, slug: str) -> HttpResponse:
    try:
        found = catalog.tradition(slug)
    except KeyError:
        raise Http404("no such tradition") from None
    context = {
        "tradition": found,
        "games": catalog.games_of(slug),
        "gallery": art.codes(found.deck),
    }
    return render(request, "atlas/tradition.html", context)


@require_safe
@cache_control(public=True, max_age=86400)
def card_art(request: HttpRequest, deck: str, name: str) -> HttpResponse:
    """``/art/<deck>/<card>.svg`` (or ``back.svg``), drawn by ``cardavia.art``."""
    drawing = art.svg(deck, name)
    if drawing is None:
        raise Http404("no such card image")
    return HttpResponse(drawing, content_type="image/svg+xml; charset=utf-8")
