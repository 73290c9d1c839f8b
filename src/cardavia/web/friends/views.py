"""The pages of a table with friends: make one, wait in its lobby, join it, start it, watch it.

Once a table has started, it is played on the ordinary table page
(``play:table``), which shows who sits where and follows the others' moves
live. Each view answers for the visitor's own seat only: a visitor without
a seat gets 404, as for another's game.
"""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.utils.translation import ngettext, pgettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from cardavia import games
from cardavia.web.atlas import catalog
from cardavia.web.play import service as play
from cardavia.web.play.models import NAME_LENGTH, StoredGame
from cardavia.web.play.owner import existing_owner_token, owner_token
from cardavia.web.play.tables import people, table_module
from cardavia.web.play.views import LOG_LINES, own_record, seat_label, seat_names, table_context

from . import service
from .service import TableError

#: The choices of a seat on the form, in order.
SEAT_FORM_CHOICES = ("me", "friend", "low", "high")


def seat_choice_label(choice: str) -> str:
    return {
        "me": _("You"),
        "friend": _("A friend"),
        "low": _("AI (%(level)s)") % {"level": pgettext("AI level", "Low")},
        "high": _("AI (%(level)s)") % {"level": pgettext("AI level", "High")},
    }[choice]


def replace_after_label(seconds: int) -> str:
    if not seconds:
        return _("never")
    if seconds < 60:
        return ngettext("after %(n)s second", "after %(n)s seconds", seconds) % {"n": seconds}
    minutes = seconds // 60
    return ngettext("after %(n)s minute", "after %(n)s minutes", minutes) % {"n": minutes}


def default_seats(players: int) -> list[str]:
    """You at the first seat, a friend at the next, the AI at the others."""
    return ["me", "friend", *["low"] * (players - 2)]


def _error_page(request: HttpRequest, error: TableError) -> HttpResponse:
    if error.status == 404:
        raise Http404(str(error))
    context = {"heading": _("This table cannot do that"), "message": _translated(error)}
    return render(request, "error.html", context, status=error.status)


def _translated(error: TableError) -> str:
    """The reason of a :class:`TableError` in the reader's language."""
    messages = {
        "bad-seats": _("Give every seat a player, with exactly one seat yours."),
        "bad-replace-after": _("Choose one of the offered times."),
        "no-name": _("Choose a name to show the others."),
        "bad-seat": _("That seat is not free for you."),
        "no-free-seat": _("Every friend's seat at this table is taken."),
        "not-host": _("Only the host can do that."),
        "started": _("This table has started."),
        "seats-free": _("Some friends' seats are still free: wait for them, or let the AI take them."),
        "not-in-play": _("This table is not in play."),
        "not-replaced": _("You are playing your seat already."),
    }
    return messages.get(error.code, str(error))


@require_http_methods(["GET", "HEAD", "POST"])
def new(request: HttpRequest, game: str) -> HttpResponse:
    """The host's form: who sits where, the AI's level, the time before the AI takes a turn over."""
    if game not in games.names():
        raise Http404("no such game")
    players = games.game_class(game).players
    seats = default_seats(players)
    error = None
    values: dict[str, Any] = {"name": "", "level": "low", "replace_after": 0, "spectators": False}
    if request.method == "POST":
        seats = [request.POST.get(f"seat-{number}", "") for number in range(players)]
        values = {
            "name": service.clean_name(request.POST.get("name", "")),
            "level": request.POST.get("level", "low"),
            "replace_after": _int(request.POST.get("replace_after", "0")),
            "spectators": request.POST.get("spectators") == "on",
        }
        try:
            if not values["name"]:
                raise TableError("Choose a name to show the others.", "no-name", 400)
            if values["level"] not in play.LEVELS:
                raise TableError("Unknown AI level.", "bad-seats", 400)
            record = service.create(
                owner_token(request),
                game,
                seats,
                values["name"],
                level=values["level"],
                replace_after=values["replace_after"],
                spectators=values["spectators"],
            )
        except TableError as failure:
            error = _translated(failure)
        else:
            return redirect("friends:lobby", public_id=record.public_id)
    context = {
        "game_page": catalog.game(game),
        "game": game,
        "seat_rows": [
            {"number": number, "field": f"seat-{number}", "chosen": chosen, "note": _seat_note(game, number)}
            for number, chosen in enumerate(seats)
        ],
        "seat_choices": [(choice, seat_choice_label(choice)) for choice in SEAT_FORM_CHOICES],
        "replace_choices": [(seconds, replace_after_label(seconds)) for seconds in service.REPLACE_AFTER_CHOICES],
        "values": values,
        "name_length": NAME_LENGTH,
        "error": error,
    }
    return render(request, "friends/new.html", context, status=400 if error else 200)


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        return -1


def _seat_note(game: str, number: int) -> str:
    """What a seat means in the game (``seat_note`` of the table module, if it has one)."""
    note = getattr(table_module(game), "seat_note", None)
    return note(number) if note is not None else ""


def lobby_context(request: HttpRequest, record: StoredGame) -> dict[str, Any]:
    seats = list(record.seats.all())
    invite_path = reverse("friends:join", kwargs={"public_id": record.public_id, "token": record.invite})
    is_host = record.viewer == record.human_seat
    return {
        "record": record,
        "game_page": catalog.game(record.game),
        "is_host": is_host,
        "invite_url": request.build_absolute_uri(invite_path) if is_host else None,
        "watch_url": request.build_absolute_uri(reverse("friends:watch", kwargs={"public_id": record.public_id, "token": record.watch}))
        if is_host and record.watch
        else None,
        "seats": [
            {
                "number": seat.number,
                "label": seat_label(seat),
                "is_you": seat.number == record.viewer,
                "is_host": seat.number == record.human_seat,
                "is_free": seat.is_free,
                "note": _seat_note(record.game, seat.number),
            }
            for seat in seats
        ],
        "free": sum(seat.is_free for seat in seats),
    }


@require_safe
def lobby(request: HttpRequest, public_id: str) -> HttpResponse:
    record = own_record(request, public_id)
    if record.started:
        return redirect("play:table", public_id=public_id)
    return render(request, "friends/lobby.html", lobby_context(request, record))


@require_safe
def area(request: HttpRequest, public_id: str) -> HttpResponse:
    """The live part of the table (or of its lobby) as it stands, for a page told that it changed, or polling.

    ``?revision=`` answers 204 while the table is still at that revision;
    ``?since=`` (the events the page shows) marks the later ones as new, for
    the log and the animation. A lobby whose table has started answers with
    a note that sends the page to the table.
    """
    record = own_record(request, public_id)
    if not record.with_friends:
        raise Http404("only a table with friends is followed live")
    if service.expire(record):
        record = own_record(request, public_id)
    if request.GET.get("revision") == str(record.revision):
        return HttpResponse(status=204)
    if not record.started:
        return render(request, "friends/lobby_area.html", lobby_context(request, record))
    if request.GET.get("lobby"):
        return render(request, "friends/started.html", {"record": record})
    current = play.current(record)
    try:
        since = int(request.GET.get("since", ""))
    except ValueError:
        since = len(current.events)
    new = max(0, min(len(current.events) - since, len(current.events)))
    return render(request, "play/table_area.html", table_context(record, current, new))


@require_http_methods(["GET", "HEAD", "POST"])
def join(request: HttpRequest, public_id: str, token: str) -> HttpResponse:
    """A friend opens the invitation: pick a free seat and a name; someone with a seat goes to the table."""
    try:
        record = service.by_invite(public_id, token)
    except TableError as failure:
        return _error_page(request, failure)
    held = service.held_seat(record, existing_owner_token(request))
    if held is not None:
        return redirect("friends:lobby", public_id=public_id)
    error = None
    name = ""
    if request.method == "POST":
        name = service.clean_name(request.POST.get("name", ""))
        chosen = _int(request.POST.get("seat", ""))
        try:
            service.join(record, owner_token(request), name, chosen if chosen >= 0 else None)
        except TableError as failure:
            error = _translated(failure)
        else:
            return redirect("friends:lobby", public_id=public_id)
    seats = list(record.seats.all())
    free = [seat for seat in seats if seat.is_free]
    context = {
        "record": record,
        "game_page": catalog.game(record.game),
        "token": token,
        "host": next(seat.name for seat in seats if seat.number == record.human_seat),
        "seats": [
            {"number": seat.number, "label": seat_label(seat), "is_free": seat.is_free, "note": _seat_note(record.game, seat.number)}
            for seat in seats
        ],
        "first_free": free[0].number if free else None,
        "started": record.started,
        "name": name,
        "name_length": NAME_LENGTH,
        "error": error,
    }
    status = 409 if error and not free else 400 if error else 200
    return render(request, "friends/join.html", context, status=status)


@require_POST
def start(request: HttpRequest, public_id: str) -> HttpResponse:
    record = own_record(request, public_id)
    try:
        service.begin(record, existing_owner_token(request) or "", fill=request.POST.get("fill") == "1")
    except TableError as failure:
        return _error_page(request, failure)
    except play.StaleMove:
        pass  # started by another request of the host's: the table is there
    return redirect("play:table", public_id=public_id)


@require_POST
def replace(request: HttpRequest, public_id: str) -> HttpResponse:
    """The host lets the AI play a friend's seat (the friend left)."""
    record = own_record(request, public_id)
    try:
        service.replace_by_host(record, existing_owner_token(request) or "", _int(request.POST.get("seat", "")))
    except TableError as failure:
        return _error_page(request, failure)
    return redirect("play:table", public_id=public_id)


@require_POST
def take_back(request: HttpRequest, public_id: str) -> HttpResponse:
    record = own_record(request, public_id)
    try:
        service.take_back(record, existing_owner_token(request) or "")
    except TableError as failure:
        return _error_page(request, failure)
    return redirect("play:table", public_id=public_id)


def watch_context(record: StoredGame) -> dict[str, Any]:
    """What a spectator sees: who sits where, whose turn it is, and the public log; no one's cards.

    The log is the public events as the host's seat reads them ("you" is the
    host), since every game's log speaks to a seat.
    """
    seats = list(record.seats.all())
    current = play.current(record)
    game = current.game
    table = table_module(record.game)
    names = {seat.number: seat.name if seat.is_person and seat.owner else seat_label(seat) for seat in seats}
    with people(seat_names(seats)):
        log = [text for text in (table.describe(event, record.human_seat) for event in current.events) if text][-LOG_LINES:]
    return {
        "record": record,
        "host": names[record.human_seat],
        "game_page": catalog.game(record.game),
        "seats": [{"number": seat.number, "label": names[seat.number], "to_act": record.started and game.to_act == seat.number} for seat in seats],
        "log": log,
        "is_over": game.is_over,
    }


@require_safe
def watch(request: HttpRequest, public_id: str, token: str) -> HttpResponse:
    try:
        record = service.by_watch(public_id, token)
    except TableError as failure:
        return _error_page(request, failure)
    return render(request, "friends/watch.html", {**watch_context(record), "token": token})


@require_safe
def watch_area(request: HttpRequest, public_id: str, token: str) -> HttpResponse:
    try:
        record = service.by_watch(public_id, token)
    except TableError as failure:
        return _error_page(request, failure)
    if request.GET.get("revision") == str(record.revision):
        return HttpResponse(status=204)
    return render(request, "friends/watch_area.html", {**watch_context(record), "token": token})
