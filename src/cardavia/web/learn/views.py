"""The hint at the table and the review page.

``POST /play/<id>/hint/`` answers an htmx request with the hint panel and a
plain form post with the whole table, the hint shown. ``/play/<id>/review/``
shows the review of a finished game (a POST starts it); while it runs, the
page polls ``.../review/progress/``, which answers with the progress bar
until the review is done and then with the review itself.
"""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.formats import number_format
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from cardavia import ai, games
from cardavia.games import IllegalAction
from cardavia.web.atlas import catalog
from cardavia.web.atlas.art import codes
from cardavia.web.atlas.cardnames import card_name
from cardavia.web.play import service as play
from cardavia.web.play.models import StoredGame
from cardavia.web.play.tables import action_label, position, table_module
from cardavia.web.play.views import own_record as own_table, table_context

from . import service
from .models import StoredReview

#: Log lines shown above a position in the review: the calls and plays that led to it.
LOG_BEFORE = 4


def _behind(value: float, unit: str) -> str:
    """How much less than High's choice an action keeps: "0.8 points less on average"."""
    # Two decimals below one: a Truco hand moves the match's expected score by tenths.
    places = 1 if value >= 1 else 2
    if round(value, places) <= 0:
        return _("as good on average")
    return _("%(value)s %(unit)s less on average") % {"value": number_format(value, places), "unit": _(unit)}


def reason_text(reason: dict[str, Any] | None, deck: str) -> str:
    """High's reason in the reader's language; a parameter that is a card code is named."""
    if reason is None:
        return ""
    known = codes(deck)
    params = {key: card_name(deck, value) if isinstance(value, str) and value in known else value for key, value in reason["params"].items()}
    return _(reason["template"]).format(**params)


def options(estimates: list[dict[str, Any]], best: str, unit: str, table: Any, observation: dict[str, Any]) -> list[dict[str, Any]]:
    """Each action with how it compares with High's choice, in the reader's words, best first."""
    top = next(e["value"] for e in estimates if e["action"] == best)
    rows = []
    for estimate in estimates:
        is_best = estimate["action"] == best
        rows.append(
            {
                "action": estimate["action"],
                "label": action_label(table, estimate["action"], observation),
                "value": _("High's choice") if is_best else _behind(top - estimate["value"], unit),
                "win": None
                if estimate["win"] is None
                else str(getattr(table, "WIN_LABEL", None) or _("%(percent)s%% to win")) % {"percent": number_format(round(100 * estimate["win"]), 0)},
                "is_best": is_best,
            }
        )
    return rows


def _as_dict(analysis: ai.Analysis) -> dict[str, Any]:
    return {
        "best": analysis.best,
        "unit": analysis.unit,
        "estimates": [{"action": e.action, "value": e.value, "win": e.win} for e in analysis.estimates],
        "reason": None
        if analysis.reason is None
        else {"template": analysis.reason.template, "code": analysis.reason.code, "params": analysis.reason.params},
    }


def hint_context(analysis: ai.Analysis, game_name: str, observation: dict[str, Any]) -> dict[str, Any]:
    """What the hint panel shows: High's choice, why, and how every option compares."""
    table = table_module(game_name)
    data = _as_dict(analysis)
    return {
        "best": action_label(table, analysis.best, observation),
        "best_action": analysis.best,
        "reason": reason_text(data["reason"], table.DECK),
        "options": options(data["estimates"], analysis.best, analysis.unit, table, observation),
    }


def own_record(request: HttpRequest, public_id: str) -> StoredGame:
    """The visitor's game against the AI: hints and reviews are not offered at a table with friends, where they would help one person against the others."""
    record = own_table(request, public_id)
    if record.with_friends:
        raise Http404("no hints or reviews at a table with friends")
    return record


@require_POST
def hint(request: HttpRequest, public_id: str) -> HttpResponse:
    record = own_record(request, public_id)
    htmx = bool(request.headers.get("HX-Request"))
    try:
        seq = int(request.POST.get("seq", ""))
    except ValueError:
        seq = None
    status, context = 200, {}
    try:
        analysis = service.hint(record, seq)
    except play.StaleMove as stale:
        record = stale.record
        status, context = 409, {"hint_error": _("This table had moved on (another tab or a double click); here is where it stands now.")}
    except IllegalAction as error:
        status, context = 422, {"hint_error": _(error.template)}
    else:
        game = play.current(record).game
        context = {"hint": hint_context(analysis, record.game, game.observation(record.human_seat))}
    if htmx and status == 200:
        return render(request, "learn/hint.html", context)
    if status != 200:
        # The table is not where the hint button saw it: show the table as it stands, with why.
        page = table_context(record, play.current(record), 0, context["hint_error"])
        if not htmx:
            return render(request, "play/table.html", page, status=status)
        response = render(request, "play/table_area.html", page, status=status)
        response["HX-Retarget"], response["HX-Reswap"] = "#table-area", "outerHTML"
        return response
    return render(request, "play/table.html", {**table_context(record, play.current(record), new=0), **context})


def _log_lines(record: StoredGame, indices: list[int]) -> dict[int, list[str]]:
    """For each action index, the last log lines the seat read before that action."""
    table = table_module(record.game)
    game = games.new_game(record.game, seed=record.seed, setup=record.setup)
    events = list(game.opening_events)
    wanted = set(indices)
    lines: dict[int, list[str]] = {}
    for index, action in enumerate(record.actions):
        if index in wanted:
            texts = [text for text in (table.describe(e, record.human_seat) for e in events) if text]
            lines[index] = texts[-LOG_BEFORE:]
        if index >= max(wanted, default=-1):
            break
        events.extend(game.apply(action))
    return lines


def review_context(record: StoredGame, stored: StoredReview | None) -> dict[str, Any]:
    """The review page: its progress, or its figures and each mistake with its position."""
    table = table_module(record.game)
    context: dict[str, Any] = {"record": record, "game_page": catalog.game(record.game), "stored": stored, "deck": table.DECK}
    if stored is None or stored.state != StoredReview.State.DONE:
        return context
    result = stored.result
    mistakes = result["mistakes"]
    logs = _log_lines(record, [m["index"] for m in mistakes])
    context["accuracy"] = number_format(round(result["accuracy"]), 0)
    context["decisions"] = result["decisions"]
    context["mistakes"] = [
        {
            "number": m["number"],
            "hand": m["observation"].get("hand", []),
            "position": position(table, m["observation"]),
            "log": logs.get(m["index"], []),
            "played": action_label(table, m["played"], m["observation"]),
            "best": action_label(table, m["best"], m["observation"]),
            "cost": _("about %(value)s %(unit)s") % {"value": number_format(m["cost"], 1), "unit": _(m["unit"])},
            "reason": reason_text(m["reason"], table.DECK),
            "options": options(m["estimates"], m["best"], m["unit"], table, m["observation"]),
            "played_action": m["played"],
        }
        for m in mistakes
    ]
    return context


def _not_over(request: HttpRequest, record: StoredGame) -> HttpResponse:
    context = {
        "heading": _("The review opens when the game is over"),
        "message": _("Finish the game first: the review shows your decisions against what the High AI would have done."),
    }
    return render(request, "error.html", context, status=409)


@require_safe
def review(request: HttpRequest, public_id: str) -> HttpResponse:
    record = own_record(request, public_id)
    if not record.finished:
        return _not_over(request, record)
    return render(request, "learn/review.html", review_context(record, service.find_review(record)))


@require_POST
def start_review(request: HttpRequest, public_id: str) -> HttpResponse:
    record = own_record(request, public_id)
    if not record.finished:
        return _not_over(request, record)
    service.start_review(record)
    return redirect("learn:review", public_id=public_id)


@require_safe
def review_progress(request: HttpRequest, public_id: str) -> HttpResponse:
    """The polled part of the review page: the progress bar, or the review once it is done."""
    record = own_record(request, public_id)
    if not record.finished:
        return _not_over(request, record)
    return render(request, "learn/review_body.html", review_context(record, service.find_review(record)))
