"""The JSON API of tables with friends, joined to the site's API (``cardavia.web.play.api``).

``POST /api/games`` with ``seats`` makes a table (see the play API). Then:

* ``POST /api/games/<id>/join`` ``{invite, name, seat?}``: a free friend's seat
  for the caller (404 for a wrong token, 409 when none is free); answers like
  ``GET /api/games/<id>``. Joining twice gives the same seat.
* ``POST /api/games/<id>/start`` ``{fill?}``: the host starts the table; with
  ``fill``, the AI takes the seats nobody joined (409 while some are free).
* ``POST /api/games/<id>/seats/<seat>/ai``: the host lets the AI play a
  friend's seat; ``POST /api/games/<id>/take-back``: its person plays it again.
* ``GET /api/games/<id>/events``: the caller's seat's Server-Sent Events. The
  first event is the table as it stands, then one for every change, each
  ``{seq, revision, events, observation, legal_actions, ...}`` (the state of
  ``GET /api/games/<id>`` plus ``events``: the public events since the
  previous one). A comment line about every ``HEARTBEAT`` seconds keeps the
  connection open. Works for a game against the AI too.
"""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator
from typing import Any, Optional

from asgiref.sync import sync_to_async
from django.http import HttpRequest, JsonResponse, StreamingHttpResponse
from ninja import Field, Router, Schema
from ninja.decorators import decorate_view

from cardavia.web.play import live
from cardavia.web.play import service as play
from cardavia.web.play.api import NOT_YOURS, Error, GameState, error_response, api, csrf_protected, state
from cardavia.web.play.models import NAME_LENGTH, StoredGame
from cardavia.web.play.owner import existing_owner_token, owner_token

from . import service
from .service import TableError

router = Router(tags=["friends"])

#: Seconds between the comment lines that keep a quiet stream open; the table is read again at each.
HEARTBEAT = 15.0
#: How soon a browser reconnects a dropped stream, in milliseconds.
RETRY_MS = 2000


class Join(Schema):
    invite: str = Field(description="The invitation token (the last part of the invitation link).")
    name: str = Field(max_length=NAME_LENGTH, description="Your display name at the table.")
    seat: Optional[int] = Field(None, description="The free friend's seat you want; omitted: the first free one.")


class Start(Schema):
    fill: bool = Field(False, description="Let the AI take the friends' seats nobody joined.")


def _own(request: HttpRequest, public_id: str) -> StoredGame | None:
    owner = existing_owner_token(request)
    return play.find(public_id, owner) if owner else None


def _answer(request: HttpRequest, public_id: str) -> JsonResponse:
    record = _own(request, public_id)
    assert record is not None
    return JsonResponse(state(record, play.current(record).game, request))


@router.post(
    "/games/{id}/join",
    response={200: GameState, 400: Error, 403: Error, 404: Error, 409: Error},
    summary="Join a table with friends",
    description="404: no such table, or the token is not its invitation. 409: every friend's seat is taken.",
    operation_id="join",
)
@decorate_view(csrf_protected)
def join(request: HttpRequest, id: str, body: Join) -> JsonResponse:
    try:
        record = service.by_invite(id, body.invite)
        service.join(record, owner_token(request), body.name, body.seat)
    except TableError as error:
        return error_response(error.status, str(error), error.code)
    return _answer(request, id)


@router.post(
    "/games/{id}/start",
    response={200: GameState, 400: Error, 403: Error, 404: Error, 409: Error},
    summary="Start a table with friends (host only)",
    description="409: some friends' seats are free (send fill to give them to the AI), or the table has started.",
    operation_id="startTable",
)
@decorate_view(csrf_protected)
def start(request: HttpRequest, id: str, body: Start) -> JsonResponse:
    record = _own(request, id)
    if record is None:
        return error_response(404, NOT_YOURS, "not-found")
    try:
        service.begin(record, existing_owner_token(request) or "", fill=body.fill)
    except TableError as error:
        return error_response(error.status, str(error), error.code)
    except play.StaleMove:
        return error_response(409, "This table has started.", "started")
    return _answer(request, id)


@router.post(
    "/games/{id}/seats/{seat}/ai",
    response={200: GameState, 400: Error, 403: Error, 404: Error, 409: Error},
    summary="Let the AI play a friend's seat (host only)",
    operation_id="handSeatToAi",
)
@decorate_view(csrf_protected)
def hand_to_ai(request: HttpRequest, id: str, seat: int) -> JsonResponse:
    record = _own(request, id)
    if record is None or not record.with_friends:
        return error_response(404, NOT_YOURS, "not-found")
    try:
        service.replace_by_host(record, existing_owner_token(request) or "", seat)
    except TableError as error:
        return error_response(error.status, str(error), error.code)
    return _answer(request, id)


@router.post(
    "/games/{id}/take-back",
    response={200: GameState, 403: Error, 404: Error, 409: Error},
    summary="Play your seat again after the AI took it over",
    operation_id="takeBack",
)
@decorate_view(csrf_protected)
def take_back(request: HttpRequest, id: str) -> JsonResponse:
    record = _own(request, id)
    if record is None or not record.with_friends:
        return error_response(404, NOT_YOURS, "not-found")
    try:
        service.take_back(record, existing_owner_token(request) or "")
    except TableError as error:
        return error_response(error.status, str(error), error.code)
    return _answer(request, id)


def read_seat(public_id: str, owner: str | None, shown: int | None) -> tuple[dict[str, Any], int] | None:
    """The seat's state for its stream and the events it holds; None once the caller holds no seat.

    ``shown`` is how many events the stream has sent (None before the first):
    the state's ``events`` are those after them.
    """
    record = play.find(public_id, owner) if owner else None
    if record is None:
        return None
    if service.expire(record):
        record = play.find(public_id, owner)
        assert record is not None
    table = play.current(record)
    found = state(record, table.game)
    found["events"] = [] if shown is None else table.events[shown:]
    return found, len(table.events)


def changed_since(public_id: str, revision: int) -> bool:
    """On a heartbeat: whether the seat must be read again (one small query instead of the whole table).

    True when the revision moved without a prompt (another process on SQLite,
    or a notification lost with its connection), when the table is gone, or
    when a turn's clock may have run out (the host set one, see ``service.expire``).
    """
    row = StoredGame.objects.filter(public_id=public_id).values_list("revision", "replace_after", "started", "finished").first()
    if row is None:
        return True
    now, replace_after, started, finished = row
    return now != revision or bool(replace_after and started and not finished)


def message(found: dict[str, Any]) -> str:
    return f"id: {found['revision']}\nevent: table\ndata: {json.dumps(found, separators=(',', ':'))}\n\n"


async def seat_events(public_id: str, owner: str | None) -> AsyncIterator[str]:
    """The stream of one seat: the table now, then at every change (read again on every prompt, checked on every heartbeat)."""
    subscription = live.hub.subscribe(public_id)
    try:
        read, changed = sync_to_async(read_seat), sync_to_async(changed_since)
        first = await read(public_id, owner, None)
        if first is None:
            return
        found, shown = first
        revision = found["revision"]
        yield f"retry: {RETRY_MS}\n" + message(found)
        while True:
            # Spread out: streams that opened together (say, after a restart) do not beat together.
            prompt = await subscription.next(HEARTBEAT * random.uniform(0.75, 1.25))
            if prompt is not None and prompt != -1 and prompt <= revision:
                continue  # a change this stream has sent already
            if prompt is None and not await changed(public_id, revision):
                yield ": still here\n\n"
                continue
            now = await read(public_id, owner, shown)
            if now is None:
                return
            found, shown = now
            if found["revision"] != revision:
                revision = found["revision"]
                yield message(found)
            elif prompt is None:
                yield ": still here\n\n"
    finally:
        subscription.close()


@router.get(
    "/games/{id}/events",
    response={404: Error},
    summary="Your seat's live stream of the table (Server-Sent Events)",
    description=(
        "text/event-stream. The first `table` event is the table as it stands; then one for every change "
        "(a move, a join, the start, a seat handed to the AI), each the state of GET /api/games/{id} plus `events`: "
        "the public events since the previous one. A comment line about every 15 s keeps the connection open."
    ),
    operation_id="events",
    url_name="events",
    openapi_extra={
        "responses": {
            "200": {
                "description": "The stream; each event's data is a JSON object like GET /api/games/{id} with `events`.",
                "content": {"text/event-stream": {"schema": {"type": "string"}}},
            }
        }
    },
)
async def events(request: HttpRequest, id: str) -> StreamingHttpResponse | JsonResponse:
    owner = await sync_to_async(existing_owner_token)(request)
    record = await sync_to_async(play.find)(id, owner) if owner else None
    if record is None:
        return error_response(404, NOT_YOURS, "not-found")
    response = StreamingHttpResponse(seat_events(id, owner), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"  # a proxy such as nginx passes each event at once
    return response


# Joined once, when the site's URLs import this module.
api.add_router("/", router)
