"""Starting games, making moves, running the AI: the table's logic, free of HTTP.

A move reads the game, checks the sequence number, applies the player's
action, plays the AI seats until the player must act again, and then saves
the new actions with one conditional UPDATE that only succeeds while the
stored ``seq`` is still the one the move was made against (a compare and
swap). Of two moves made against the same ``seq``, in one process or in two,
on SQLite or PostgreSQL, exactly one is saved; the other finds it stale and
changes nothing. No lock is held while the AI thinks, so moves of different
games never wait for each other's AI (SQLite has one writer at a time: it
waits only for the UPDATE). The answer is sent after the commit, so an
answered move is never lost.

At a table with friends (see :mod:`cardavia.web.friends`) several seats are
people: the AI plays the others, and stops at any person's turn. Every
saved change bumps the game's ``revision`` and is published (:mod:`.live`),
so that the other seats' pages and streams follow it.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from django.db.models import F
from django.utils import timezone

from cardavia import ai, games
from cardavia.games import Event, Game, IllegalAction

from . import live
from .models import Seat, StoredGame

#: The AI levels a visitor can choose.
LEVELS = ("low", "high")
#: How much the process keeps of rebuilt games, counted in actions held
#: (see :meth:`_TableCache.weight`). A table takes about 0.2 to 0.6 KiB per
#: action with its events (12 KiB for a whole Truco game, 110 KiB for a long
#: Dou Dizhu one), so this is roughly 100 MiB: every game in play of a few
#: thousand players, whose connections reach every worker process. Evicted
#: games are replayed from their seed, which costs up to ~10 ms for a long
#: game: the limit once a fixed count of 512 tables was smaller than the
#: games in play (bench/RESULTS.md, Load).
CACHE_ACTIONS = 250_000
#: No action of any game is longer (the longest are a few words); a longer
#: text is refused before the engine reads it, or echoes it in an error.
MAX_ACTION_LENGTH = 100


class StaleMove(Exception):
    """The move was made against an older ``seq``: another move came first."""

    def __init__(self, record: StoredGame) -> None:
        super().__init__(f"This move was made against move {record.seq - 1 if record.seq else 0}; the game has moved on.")
        self.record = record


@dataclass
class Table:
    """A rebuilt game and every public event it has produced, the deal first."""

    game: Game
    events: list[Event]

    def apply(self, action: str) -> list[Event]:
        events = self.game.apply(action)
        self.events.extend(events)
        return events


@dataclass
class Played:
    """The outcome of starting a game or making a move: the table and the new events."""

    record: StoredGame
    table: Table
    events: list[Event]

    @property
    def game(self) -> Game:
        return self.table.game


class _TableCache:
    """Rebuilt tables by row id, least recently used evicted first once the weights pass ``budget``.

    A table is taken out while a move uses it, so two moves never share one.
    The weight of a table is what it holds, in actions (its memory grows with
    them) plus a fixed part for the deal:

    >>> _TableCache.weight(new_table("truco", 1, None)) == _TableCache.BASE_WEIGHT
    True
    """

    #: The weight of a table before its first action (its deal and engine).
    BASE_WEIGHT = 20

    def __init__(self, budget: int) -> None:
        self._tables: OrderedDict[int, tuple[Table, int]] = OrderedDict()
        self._lock = threading.Lock()
        self._budget = budget
        self._weight = 0

    @classmethod
    def weight(cls, table: Table) -> int:
        return cls.BASE_WEIGHT + len(table.game.log)

    @property
    def total_weight(self) -> int:
        with self._lock:
            return self._weight

    def __len__(self) -> int:
        with self._lock:
            return len(self._tables)

    def _pop(self, key: int) -> Table | None:
        """Remove and return a table (the caller holds the lock)."""
        entry = self._tables.pop(key, None)
        if entry is None:
            return None
        self._weight -= entry[1]
        return entry[0]

    def take(self, record: StoredGame) -> Table:
        with self._lock:
            table = self._pop(record.pk)
        if table is not None and table.game.log == record.actions:
            return table
        return rebuild(record)

    def put(self, record: StoredGame, table: Table) -> None:
        weight = self.weight(table)
        with self._lock:
            self._pop(record.pk)
            self._tables[record.pk] = (table, weight)
            self._weight += weight
            # The newest table stays even if it alone passes the budget.
            while self._weight > self._budget and len(self._tables) > 1:
                self._pop(next(iter(self._tables)))

    def peek(self, record: StoredGame) -> Table:
        """A table for reading only (the caller must not change it)."""
        with self._lock:
            entry = self._tables.get(record.pk)
            if entry is not None:
                self._tables.move_to_end(record.pk)
        table = None if entry is None else entry[0]
        if table is not None and table.game.log == record.actions:
            return table
        table = rebuild(record)
        self.put(record, table)
        return table

    def clear(self) -> None:
        with self._lock:
            self._tables.clear()
            self._weight = 0


cache = _TableCache(CACHE_ACTIONS)


def new_table(game_name: str, seed: int | None, setup: dict[str, Any] | None) -> Table:
    game = games.new_game(game_name, seed=seed, setup=setup)
    return Table(game, list(game.opening_events))


def rebuild(record: StoredGame) -> Table:
    """The table a stored record describes, replayed from its seed and actions."""
    table = new_table(record.game, record.seed, record.setup)
    for action in record.actions:
        table.apply(action)
    return table


def ai_rng(game: Game) -> random.Random:
    """The AI's generator for the next decision: fixed by the seed and the move number."""
    return random.Random(f"cardavia-ai/{game.seed}/{len(game.log)}")


def run_ai(table: Table, levels: Mapping[int, str]) -> list[Event]:
    """Play the AI seats (``levels``: seat -> AI level) until a person must act or the game is over."""
    game = table.game
    events: list[Event] = []
    while not game.is_over and game.to_act in levels:
        seat = game.to_act
        bot = ai.player(game.name, levels[seat])
        action = bot(game.observation(seat), game.legal_actions(), ai_rng(game))
        events.extend(table.apply(action))
    return events


def ai_levels(record: StoredGame, seats: list[Seat] | None = None) -> dict[int, str]:
    """The seats the AI plays, with their levels: all but the owner's against the AI, the non-people at a table."""
    if not record.with_friends:
        players = games.game_class(record.game).players
        return {seat: record.level for seat in range(players) if seat != record.human_seat}
    if seats is None:
        seats = list(record.seats.all())
    return {seat.number: seat.kind for seat in seats if not seat.is_person}


def check_level(level: Any) -> str:
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; choose low or high.")
    return level


def start(owner: str, game_name: str, level: str, seed: int | None = None, setup: dict[str, Any] | None = None) -> Played:
    """A new game for ``owner``; the AI seats that act before the human have played."""
    check_level(level)
    table = new_table(game_name, seed, setup)
    game = table.game
    human_seat = 0
    levels = {seat: level for seat in range(game.players) if seat != human_seat}
    events = list(game.opening_events) + run_ai(table, levels)
    record = StoredGame.objects.create(
        game=game.name,
        rules_version=game.rules_version,
        seed=game.seed,
        setup=setup,
        actions=list(game.log),
        seq=0,
        level=level,
        human_seat=human_seat,
        owner=owner,
        finished=game.is_over,
    )
    record.viewer = human_seat
    cache.put(record, table)
    return Played(record, table, events)


def find(public_id: str, owner: str) -> StoredGame | None:
    """The game with this id if ``owner`` holds a seat of it, else None (another's game is not found either).

    The record's ``viewer`` is then the owner's seat.
    """
    record = StoredGame.objects.filter(public_id=public_id).first()
    if record is None or not owner:
        return None
    if not record.with_friends:
        if record.owner != owner:
            return None
        record.viewer = record.human_seat
        return record
    seat = record.seats.filter(owner=owner).first()
    if seat is None:
        return None
    record.viewer = seat.number
    return record


def current(record: StoredGame) -> Table:
    """The table of a record, for reading."""
    return cache.peek(record)


def move(public_id: str, owner: str, action: Any, seq: Any) -> Played:
    """Apply the ``action`` of the owner's seat made against ``seq``, then the AI's answers.

    Raises ``StoredGame.DoesNotExist`` for a game where the owner holds no
    seat, :class:`StaleMove` for an old ``seq`` and :class:`IllegalAction`
    for an action that is not legal now; in every case nothing changes.
    """
    record = find(public_id, owner)
    if record is None:
        raise StoredGame.DoesNotExist(public_id)
    if isinstance(seq, bool) or not isinstance(seq, int) or seq != record.seq:
        raise StaleMove(record)
    seats = list(record.seats.all()) if record.with_friends else None
    levels = ai_levels(record, seats)
    # Taken out of the cache: a concurrent move of the same game in this
    # process rebuilds its own copy rather than sharing this one.
    table = cache.take(record)
    game = table.game
    try:
        if not record.started:
            raise IllegalAction("The host has not started this table yet.", "not-started")
        if game.is_over:
            raise IllegalAction("The game is over.", "game-over")
        if record.viewer in levels:
            raise IllegalAction("The AI plays your seat now; take it back first.", "seat-played-by-ai")
        if game.to_act != record.viewer:
            raise IllegalAction("It is not your turn.", "not-your-turn")
        if not isinstance(action, str) or len(action) > MAX_ACTION_LENGTH:
            raise IllegalAction("An action is a short text, such as one of the legal actions listed.", "malformed")
        events = table.apply(action)
    except IllegalAction:
        cache.put(record, table)  # an illegal action changed nothing
        raise
    events.extend(run_ai(table, levels))
    return commit(record, table, seq, events)


def advance(record: StoredGame, seq: int, levels: Mapping[int, str], **changes: Any) -> Played:
    """Let the AI play from ``seq`` with ``levels`` and save, with ``changes`` to the record's fields.

    For a table that starts, or whose seat the AI takes over: nothing is
    saved if the game moved on from ``seq`` (:class:`StaleMove`).
    """
    table = cache.take(record)
    if table.game.log != record.actions:
        raise StaleMove(record)
    events = run_ai(table, levels)
    return commit(record, table, seq, events, **changes)


def commit(record: StoredGame, table: Table, seq: int, events: list[Event], **changes: Any) -> Played:
    """Save the table made from ``record`` at ``seq`` (compare and swap), then publish the change."""
    game = table.game
    actions, finished, now = list(game.log), game.is_over, timezone.now()
    fields = {"actions": actions, "seq": seq + 1, "finished": finished, "updated": now, "revision": F("revision") + 1, **changes}
    saved = StoredGame.objects.filter(pk=record.pk, seq=seq).update(**fields)
    if not saved:
        # Another move against this seq was saved first; this one is dropped.
        record.refresh_from_db()
        raise StaleMove(record)
    if record.with_friends:
        record.refresh_from_db(fields=["revision"])
    else:
        record.revision += 1  # nothing but moves changes a game against the AI
    record.actions, record.seq, record.finished, record.updated = actions, seq + 1, finished, now
    for name, value in changes.items():
        setattr(record, name, value)
    cache.put(record, table)
    live.publish(record.public_id, record.revision)
    return Played(record, table, events)
