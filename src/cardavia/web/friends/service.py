"""Tables with friends: seats, the invitation, joining, starting, and the AI taking a seat over.

A table is a stored game with an ``invite`` token and a :class:`Seat` per
seat. The host sits at one seat; each other seat is a friend's (free until
someone joins with the invitation) or the AI's at a level. The host starts
the table when the friends' seats are taken, or hands the free ones to the
AI. Moves then go through :func:`cardavia.web.play.service.move`, which
stops the AI at every person's turn.

Every change bumps the game's ``revision`` and is published, so the open
pages of the table follow it. Joining claims a seat with a conditional
UPDATE: of two people who try to take the last seat at once, one gets it.

>>> seat_kinds(["me", "friend", "high"], "low")
['person', 'person', 'high']
"""

from __future__ import annotations

import secrets
from datetime import timedelta
from typing import Any

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from cardavia import games
from cardavia.web.play import live
from cardavia.web.play import service as play
from cardavia.web.play.models import NAME_LENGTH, Seat, StoredGame

#: What a seat may be when a table is made: the host, a friend, or the AI at a level.
SEAT_CHOICES = ("me", "friend", *play.LEVELS)
#: The choices of the time a person may take before the AI plays their seat, in seconds (0: never).
REPLACE_AFTER_CHOICES = (0, 30, 60, 120, 300)


class TableError(Exception):
    """A request the table cannot take, with a reason for people and a code for programs."""

    def __init__(self, message: str, code: str, status: int = 409) -> None:
        super().__init__(message)
        self.code = code
        self.status = status


def new_token() -> str:
    """An unguessable token (22 URL-safe characters, 128 random bits)."""
    return secrets.token_urlsafe(16)


def seat_kinds(seats: list[str], level: str) -> list[str]:
    """The stored kind of each seat: the host and friends are people, the AI seats keep their level."""
    return [Seat.PERSON if choice in ("me", "friend") else choice for choice in seats]


def clean_name(name: Any) -> str:
    """A display name: printable, spaces collapsed, at most ``NAME_LENGTH`` characters ("" for no name).

    >>> clean_name("  Ana\\n"), clean_name(None)
    ('Ana', '')
    """
    if not isinstance(name, str):
        return ""
    text = " ".join("".join(ch for ch in name if ch.isprintable()).split())
    return text[:NAME_LENGTH]


def check_seats(game_name: str, seats: list[str]) -> None:
    players = games.game_class(game_name).players
    if len(seats) != players:
        raise TableError(f"{game_name} has {players} seats: give one entry for each.", "bad-seats", 400)
    if any(choice not in SEAT_CHOICES for choice in seats):
        raise TableError("A seat is me, friend, low or high.", "bad-seats", 400)
    if seats.count("me") != 1:
        raise TableError("Exactly one seat is yours (me).", "bad-seats", 400)


def create(
    host: str,
    game_name: str,
    seats: list[str],
    name: str,
    level: str = "low",
    seed: int | None = None,
    setup: dict[str, Any] | None = None,
    replace_after: int = 0,
    spectators: bool = False,
) -> StoredGame:
    """A new table for ``host``, waiting for its friends (or started at once when no seat is a friend's).

    ``level`` is the AI's that fills a free seat or replaces a person.
    """
    check_seats(game_name, seats)
    play.check_level(level)
    if replace_after not in REPLACE_AFTER_CHOICES:
        raise TableError("The time before the AI takes a turn over is one of the offered choices.", "bad-replace-after", 400)
    table = play.new_table(game_name, seed, setup)
    game = table.game
    host_seat = seats.index("me")
    with transaction.atomic():
        record = StoredGame.objects.create(
            game=game.name,
            rules_version=game.rules_version,
            seed=game.seed,
            setup=setup,
            actions=[],
            level=level,
            human_seat=host_seat,
            owner=host,
            invite=new_token(),
            watch=new_token() if spectators else None,
            started=False,
            replace_after=replace_after,
        )
        Seat.objects.bulk_create(
            Seat(game=record, number=number, kind=kind, owner=host if number == host_seat else "", name=clean_name(name) if number == host_seat else "")
            for number, kind in enumerate(seat_kinds(seats, level))
        )
    play.cache.put(record, table)
    if "friend" not in seats:
        begin(record, host)
        record.refresh_from_db()
    return record


def by_invite(public_id: str, invite: Any) -> StoredGame:
    """The table this invitation is for; :class:`TableError` (404) for a wrong one."""
    record = StoredGame.objects.filter(public_id=public_id, invite__isnull=False).first()
    if record is None or not isinstance(invite, str) or not secrets.compare_digest(record.invite, invite):
        raise TableError("No such table, or the invitation is not this table's.", "not-found", 404)
    return record


def by_watch(public_id: str, watch: Any) -> StoredGame:
    """The table this spectators' token is for; :class:`TableError` (404) for a wrong one."""
    record = StoredGame.objects.filter(public_id=public_id, watch__isnull=False).first()
    if record is None or not isinstance(watch, str) or not secrets.compare_digest(record.watch, watch):
        raise TableError("No such table to watch.", "not-found", 404)
    return record


def held_seat(record: StoredGame, owner: str | None) -> Seat | None:
    return record.seats.filter(owner=owner).first() if owner else None


def join(record: StoredGame, owner: str, name: Any, seat: Any = None) -> Seat:
    """Give ``owner`` a free friend's seat (``seat`` if given and free); their seat if they hold one already."""
    held = held_seat(record, owner)
    if held is not None:
        return held
    display = clean_name(name)
    if not display:
        raise TableError("Choose a name to show the others.", "no-name", 400)
    free = list(record.seats.filter(kind=Seat.PERSON, owner=""))
    if seat is not None:
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TableError("A seat is a number.", "bad-seat", 400)
        free = [s for s in free if s.number == seat]
    for candidate in free:
        # Claimed only while still free: of two people at once, one gets it.
        if Seat.objects.filter(pk=candidate.pk, owner="", kind=Seat.PERSON).update(owner=owner, name=display):
            _changed(record)
            candidate.owner, candidate.name = owner, display
            return candidate
    raise TableError("Every friend's seat at this table is taken.", "no-free-seat")


def begin(record: StoredGame, host: str, fill: bool = False) -> play.Played:
    """The host starts the table; with ``fill``, the AI takes the seats nobody joined."""
    _check_host(record, host)
    if record.started:
        raise TableError("This table has started.", "started")
    free = record.seats.filter(kind=Seat.PERSON, owner="")
    if free.exists():
        if not fill:
            raise TableError("Some friends' seats are still free: wait, or let the AI take them.", "seats-free")
        free.update(kind=record.level)
    levels = play.ai_levels(record)
    # The start is saved like a move, against seq 0: started once, whoever asks twice.
    return play.advance(record, record.seq, levels, started=True)


def hand_to_ai(record: StoredGame, seat_number: int) -> None:
    """The AI plays ``seat_number`` from now on (the host asked, or its person took too long)."""
    if not record.started or record.finished:
        raise TableError("Only a table in play can hand a seat to the AI.", "not-in-play")
    if not Seat.objects.filter(game=record, number=seat_number, kind=Seat.PERSON).exclude(owner=record.owner).update(kind=record.level):
        raise TableError("That seat is not a friend's.", "bad-seat", 400)
    _play_ai_turns(record)


def take_back(record: StoredGame, owner: str) -> None:
    """The person who held a seat plays it again, instead of the AI."""
    if not record.started or record.finished:
        raise TableError("Only a table in play has seats to take back.", "not-in-play")
    if not Seat.objects.filter(game=record, owner=owner).exclude(kind=Seat.PERSON).update(kind=Seat.PERSON):
        raise TableError("You are playing your seat already.", "not-replaced")
    _changed(record)


def replace_by_host(record: StoredGame, host: str, seat_number: Any) -> None:
    _check_host(record, host)
    if isinstance(seat_number, bool) or not isinstance(seat_number, int):
        raise TableError("A seat is a number.", "bad-seat", 400)
    hand_to_ai(record, seat_number)


def expire(record: StoredGame) -> bool:
    """Hand the turn's seat to the AI when its person has taken more than the host's time; True if it did."""
    if not record.with_friends or not record.started or record.finished or not record.replace_after:
        return False
    if timezone.now() - record.updated < timedelta(seconds=record.replace_after):
        return False
    to_act = play.current(record).game.to_act
    if to_act is None or to_act == record.human_seat:
        return False  # the host's own seat is never taken from them
    try:
        hand_to_ai(record, to_act)
    except (TableError, play.StaleMove):
        return False
    return True


def _check_host(record: StoredGame, host: str) -> None:
    if record.owner != host:
        raise TableError("Only the host can do that.", "not-host", 403)


def _changed(record: StoredGame) -> None:
    """A change of seats without a move: bump the revision and tell the table (the turn's clock starts again)."""
    StoredGame.objects.filter(pk=record.pk).update(revision=F("revision") + 1, updated=timezone.now())
    record.refresh_from_db(fields=["revision"])
    live.publish(record.public_id, record.revision)


def _play_ai_turns(record: StoredGame) -> None:
    """After a seat changed hands: the AI plays now if the turn is its own."""
    record.refresh_from_db()
    levels = play.ai_levels(record)
    game = play.current(record).game
    if game.to_act in levels and not game.is_over:
        try:
            play.advance(record, record.seq, levels)
            return
        except play.StaleMove:
            pass  # a move came first; the AI plays at the next one
    _changed(record)

