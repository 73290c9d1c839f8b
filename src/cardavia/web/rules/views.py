"""The game page, one URL per tab: ``/<lang>/games/<slug>/`` and ``.../rules/``.

Extension points for the card tables (a separate app):

* a URL named ``play:start`` taking ``game`` (the game's slug): when it
  resolves, the Table tab shows the opening form (AI level, Start) posting
  there; until then the tab shows only who sits where.
* a template ``play/table_tab.html``: when it exists it replaces the opening
  form inside the Table tab, with the same context (``game``, ``tradition``,
  ``start_url``).
"""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.urls import NoReverseMatch, reverse
from django.views.decorators.http import require_safe

from cardavia.web.atlas import catalog

TABLE_TAB_TEMPLATE = "play/table_tab.html"


def _start_url(slug: str) -> str | None:
    try:
        return reverse("play:start", kwargs={"game": slug})
    except NoReverseMatch:
        return None


def _table_tab_template() -> str | None:
    try:
        get_template(TABLE_TAB_TEMPLATE)
    except TemplateDoesNotExist:
        return None
    return TABLE_TAB_TEMPLATE


def _game_page(request: HttpRequest, slug: str, tab: str) -> HttpResponse:
    try:
        game = catalog.game(slug)
    except KeyError:
        raise Http404("no such game") from None
    context = {
        "game": game,
        "tradition": catalog.tradition(game.tradition),
        "tab": tab,
        "start_url": _start_url(slug) if tab == "table" else None,
        "table_tab_template": _table_tab_template() if tab == "table" else None,
    }
    return render(request, "rules/game.html", context)


@require_safe
def table(request: HttpRequest, slug: str) -> HttpResponse:
    return _game_page(request, slug, "table")


@require_safe
def full_rules(request: HttpRequest, slug: str) -> HttpResponse:
    return _game_page(request, slug, "rules")
