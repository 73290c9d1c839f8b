"""The table pages: start a game, show it, take a move, play the deal again.

Every page is rendered from ``observation(seat)`` of the visitor's seat (at a
table with friends, the seat the visitor holds; the people at the other seats
are named, see ``tables.people``). A move answers an htmx request with the table fragment (the events of the move
listed for the log and the animation) and a plain form post with a redirect
to the table, so the table also works without JavaScript.
"""

from __future__ import annotations

import json
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import pgettext
from django.views.decorators.http import require_POST, require_safe

from cardavia import games
from cardavia.games import IllegalAction
from cardavia.web.atlas import catalog
from cardavia.web.atlas.art import codes
from cardavia.web.atlas.cardnames import card_name

from . import service
from .models import Seat, StoredGame
from .owner import existing_owner_token, owner_token
from .tables import compose, deal_summary, motion, people, table_module


#: Error parameters that name a card, shown by the card's name.
CARD_PARAMS = ("card", "drawn")


def _translated(error: IllegalAction, deck: str) -> str:
    """The engine's reason in the reader's language (templates are in the catalogs)."""
    params = {key: card_name(deck, value) if key in CARD_PARAMS and value in codes(deck) else value for key, value in error.params.items()}
    return _(error.template).format(**params)


def own_record(request: HttpRequest, public_id: str) -> StoredGame:
    owner = existing_owner_token(request)
    record = service.find(public_id, owner) if owner else None
    if record is None:
        raise Http404("no such game in this session")
    return record


#: How many lines of the game log a table page shows.
LOG_LINES = 40


def seat_view(game: games.Game, seat: int) -> dict[str, Any]:
    """What the game's own part of the table shows ``seat``: from its observation and legal actions alone."""
    observation = game.observation(seat)
    legal = game.legal_actions() if game.to_act == seat else []
    table = table_module(game.name)

    def explain(action: str) -> str | None:
        reason = game.explain(action)
        return None if reason is None else _translated(reason, table.DECK)

    return {
        "observation": observation,
        "legal": legal,
        "deck": table.DECK,
        "table": table.context(observation, legal, explain),
    }


def seat_names(seats: list[Seat]) -> dict[int, str]:
    """The people's display names by seat (a seat the AI took over is the AI's)."""
    return {seat.number: seat.name for seat in seats if seat.is_person and seat.owner}


def table_context(record: StoredGame, current: service.Table, new: int, error: str | None = None) -> dict[str, Any]:
    """The page context of a table; the last ``new`` events are this move's."""
    seats = list(record.seats.all()) if record.with_friends else []
    with people(seat_names(seats)):
        context = _table_context(record, current, new, error)
    if record.with_friends:
        context["seating"] = seating_context(record, seats, current.game)
    return context


def seat_label(seat: Seat) -> str:
    """A seat's name on the seats panel: the person's, or the AI and its level."""
    if seat.is_person:
        return seat.name if seat.owner else _("a free seat")
    level = {"low": pgettext("AI level", "Low"), "high": pgettext("AI level", "High")}[seat.kind]
    return _("AI (%(level)s)") % {"level": level}


def seating_context(record: StoredGame, seats: list[Seat], game: games.Game) -> dict[str, Any]:
    """Who sits where at a table with friends, whose turn it is, and what the viewer may do about the seats."""
    is_host = record.viewer == record.human_seat
    in_play = record.started and not game.is_over
    mine = next(seat for seat in seats if seat.number == record.viewer)
    return {
        "seats": [
            {
                "number": seat.number,
                "label": seat_label(seat),
                "is_you": seat.number == record.viewer,
                "is_host": seat.number == record.human_seat,
                "is_person": seat.is_person,
                # A person's seat the AI plays now: the person left or took too long.
                "replaced": not seat.is_person and bool(seat.owner),
                "replaced_name": seat.name,
                "to_act": record.started and game.to_act == seat.number,
                "can_replace": is_host and in_play and seat.is_person and seat.number != record.human_seat,
            }
            for seat in seats
        ],
        "is_host": is_host,
        "replaced_me": in_play and not mine.is_person,
        "replace_after": record.replace_after,
        "watch_url": reverse("friends:watch", kwargs={"public_id": record.public_id, "token": record.watch}) if record.watch and is_host else None,
    }


def _table_context(record: StoredGame, current: service.Table, new: int, error: str | None) -> dict[str, Any]:
    game = current.game
    seat = record.viewer
    table = table_module(record.game)
    move_events = current.events[len(current.events) - new :] if new else []
    return {
        **seat_view(game, seat),
        "record": record,
        "game_page": catalog.game(record.game),
        "table_template": table.TEMPLATE,
        "players": game.players,
        "table_stylesheet": table.STYLESHEET,
        "table_keys": table.KEYS,
        "log": [
            {"text": text, "new": index >= len(current.events) - new}
            for index, text in ((i, table.describe(e, seat)) for i, e in enumerate(current.events))
            if text
        ][-LOG_LINES:],
        # The cards and calls of this move, played one after another by table.js.
        "motion": json.dumps(motion(table, move_events, seat), ensure_ascii=False),
        # A deal ended in this move and the match goes on: its result, before the next deal.
        "deal_summary": None if game.is_over else deal_summary(table, move_events, seat),
        # A Truco hand ended but the match goes on: the table offers "Next deal".
        "hand_ended": not game.is_over and any(e["type"] == "hand-end" for e in move_events),
        "error": error,
        "is_over": game.is_over,
        # How many events the page shows: a live page asks for what came after them.
        "events_shown": len(current.events),
    }


@require_POST
def start(request: HttpRequest, game: str) -> HttpResponse:
    if game not in games.names():
        raise Http404("no such game")
    level = request.POST.get("level", "low")
    if level not in service.LEVELS:
        context = {"heading": _("This game cannot start"), "message": _("Unknown AI level: choose Low or High.")}
        return render(request, "error.html", context, status=400)
    played = service.start(owner_token(request), game, level)
    return redirect("play:table", public_id=played.record.public_id)


@require_safe
def table(request: HttpRequest, public_id: str) -> HttpResponse:
    record = own_record(request, public_id)
    if record.with_friends and not record.started:
        return redirect("friends:lobby", public_id=public_id)
    return render(request, "play/table.html", table_context(record, service.current(record), new=0))


@require_POST
def move(request: HttpRequest, public_id: str) -> HttpResponse:
    record = own_record(request, public_id)
    action = request.POST.get("action", "")
    verb = request.POST.get("verb", "")
    if not action and verb:
        # Several ticked cards played as one action (the Tarocchi discard, a combination).
        game = service.current(record).game
        action = compose(table_module(record.game), verb, request.POST.getlist("cards"), game.legal_actions())
    template = "play/table_area.html" if request.headers.get("HX-Request") else "play/table.html"
    try:
        seq = int(request.POST.get("seq", ""))
    except ValueError:
        # Not from the table's form (it always sends the seq it shows).
        message = _("This move did not say which position of the table it answers; here is the table as it stands.")
        return render(request, template, table_context(record, service.current(record), 0, message), status=400)
    try:
        played = service.move(public_id, existing_owner_token(request) or "", action, seq)
    except service.StaleMove as stale:
        record = stale.record
        message = _("This table had moved on (another tab or a double click); here is where it stands now.")
        return render(request, template, table_context(record, service.current(record), 0, message), status=409)
    except IllegalAction as error:
        record.refresh_from_db()
        return render(request, template, table_context(record, service.current(record), 0, _translated(error, table_module(record.game).DECK)), status=422)
    if not request.headers.get("HX-Request"):
        return redirect("play:table", public_id=public_id)
    return render(request, template, table_context(played.record, played.table, len(played.events)))


@require_POST
def again(request: HttpRequest, public_id: str) -> HttpResponse:
    """The same deal again (same seed and setup), at the same level."""
    record = own_record(request, public_id)
    if record.with_friends:
        raise Http404("a table with friends is started again from its game's page")
    played = service.start(record.owner, record.game, record.level, seed=record.seed, setup=record.setup)
    return redirect("play:table", public_id=played.record.public_id)
