"""How each game's table looks: one module per game, named like the game.

A table module provides:

* ``DECK``: the art deck of its cards;
* ``TEMPLATE``: its part of the table page, and ``STYLESHEET`` (a static
  path, or None): the styles of that part;
* ``KEYS``: the game's own keyboard keys for the keys dialog, as
  ``(keys, what they do)`` pairs (the table page adds the keys every table
  shares: the arrows, Enter, ``l`` and ``?``); a button answers its key
  through ``data-key``;
* ``context(observation, legal_actions, explain) -> dict``: what its template
  shows, from the seat's observation alone;
* ``describe(event, viewer) -> str``: one line of the game log, translated;
* optionally ``compose(verb, cards, legal_actions) -> str | None``: the
  action that a multi-card choice means (ticked cards sent as ``cards`` with
  ``verb``); by default the legal action of that verb naming exactly those
  cards, in any order (see :func:`compose`); and its inverse
  ``cards_for(action, observation) -> list[str]``, the cards of the hand
  that make an action (by default the cards it names; see :func:`cards_for`);
* optionally ``action_label(action, observation) -> str``: an action in
  words, for hints and the review (by default its verb and the names of the
  cards it names; see :func:`action_label`), and ``position(observation)``:
  the cards on the table that a review shows beside the hand, as
  ``(label, cards)`` rows (by default none; see :func:`position`); and
  ``WIN_LABEL``: what the chance in a hint is the chance of ("%(percent)s%%
  to win the hand"), by default "%(percent)s%% to win";
* optionally ``motion(event, viewer) -> list[dict] | None`` and
  ``CALL_EVENTS``: how the table moves for an event (see :func:`motion`);
* optionally ``seat_note(seat) -> str``: what a seat means when the host of a
  table with friends seats people (Tarocchi: "partner of seat 3").

At a table with friends some seats are people: a module names a seat with
:func:`person` first (the person's display name, or None for an AI seat) and
falls back to its own words for the AI ("AI on your left").

Adding a game's table is adding a module and a template; a table kept
outside this package joins with :func:`register`.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from types import ModuleType
from typing import Any

from django.urls import reverse
from django.utils.translation import gettext as _

from cardavia.web.atlas.art import codes
from cardavia.web.atlas.cardnames import card_name

_REGISTERED: dict[str, ModuleType] = {}

_PEOPLE: ContextVar[Mapping[int, str]] = ContextVar("cardavia_table_people", default={})


@contextmanager
def people(names: Mapping[int, str]) -> Iterator[None]:
    """Within the block, the seats in ``names`` are people with those display names.

    >>> with people({1: "Ana"}):
    ...     person(1), person(2)
    ('Ana', None)
    >>> person(1) is None
    True
    """
    token = _PEOPLE.set(names)
    try:
        yield
    finally:
        _PEOPLE.reset(token)


def person(seat: int | None) -> str | None:
    """The display name of the person at ``seat``, or None for an AI seat (and in every game against the AI)."""
    return None if seat is None else _PEOPLE.get().get(seat)


def playing_status(seat: int | None) -> str:
    """The status while another seat plays: the person by name, else the AI.

    >>> from django.utils import translation
    >>> with translation.override("en"), people({2: "Ana"}):
    ...     playing_status(2), playing_status(1)
    ('Ana is playing.', 'The AI is playing.')
    """
    name = person(seat)
    return _("%(name)s is playing.") % {"name": name} if name else _("The AI is playing.")


def register(game: str, module: ModuleType) -> None:
    """Use ``module`` as the table of ``game`` (a game kept outside this package)."""
    _REGISTERED[game] = module


def table_module(game: str) -> ModuleType:
    module = _REGISTERED.get(game)
    if module is None:
        module = importlib.import_module(f"{__name__}.{game}")
    return module


def compose(table: ModuleType, verb: str, cards: list[str], legal: list[str]) -> str:
    """The action a multi-card choice means: the legal action of ``verb`` with those cards.

    A table module may define its own ``compose`` (e.g. when the action names
    ranks rather than cards). Without a legal match, the cards as ticked, so
    that the engine says what is wrong with them.

    >>> compose(ModuleType("t"), "discard", ["KS", "T2"], ["discard T2 KS", "discard T2 QS"])
    'discard T2 KS'
    >>> compose(ModuleType("t"), "discard", ["KS", "QS"], ["discard T2 KS"])
    'discard KS QS'
    """
    own = getattr(table, "compose", None)
    if own is not None:
        found = own(verb, cards, legal)
        if found is not None:
            return found
    wanted = sorted(cards)
    for action in legal:
        words = action.split()
        if words[0] == verb and sorted(words[1:]) == wanted:
            return action
    return " ".join([verb, *cards])


def cards_for(table: ModuleType, action: str, observation: dict) -> list[str]:
    """The cards of the hand that an action plays: what a player ticks to make it.

    >>> cards_for(ModuleType("t"), "discard T2 KS", {"hand": ["T2", "KS", "QS"]})
    ['T2', 'KS']
    """
    own = getattr(table, "cards_for", None)
    if own is not None:
        return own(action, observation)
    hand = observation["hand"]
    return [word for word in action.split()[1:] if word in hand]


def _verb_label(verb: str, cards: str) -> str:
    if verb == "play":
        return _("Play %(cards)s") % {"cards": cards}
    if verb == "discard":
        return _("Discard %(cards)s") % {"cards": cards}
    if verb == "take":
        return _("Take %(cards)s") % {"cards": cards}
    return f"{verb} {cards}"


def action_label(table: ModuleType, action: str, observation: dict[str, Any]) -> str:
    """An action in the reader's words: the table's own ``action_label``, else its verb and card names.

    >>> from django.utils import translation
    >>> with translation.override("en"):
    ...     action_label(ModuleType("t", ""), "pass", {}), action_label(table_module("tarocchi"), "discard 10B KC", {})
    ('Pass', 'Discard 10 of batons, Re of cups')
    """
    own = getattr(table, "action_label", None)
    if own is not None:
        return own(action, observation)
    verb, *rest = action.split()
    if not rest:
        return {"pass": _("Pass")}.get(verb, verb)
    deck = getattr(table, "DECK", None)
    known = codes(deck) if deck else ()
    names = ", ".join(card_name(deck, word) if word in known else word for word in rest)
    return _verb_label(verb, names)


def position(table: ModuleType, observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The cards on the table beside the hand, as ``(label, cards)`` rows: what a review shows of a position."""
    own = getattr(table, "position", None)
    return own(observation) if own is not None else []


def default_motion(table: ModuleType, event: dict[str, Any], viewer: int) -> list[dict[str, Any]]:
    """The motion of one event: cards travelling, a trick gathered, a call said at its seat.

    Only what the event shows every seat is used: a seat, and the cards of a
    play, a discard or a take (never a drawn card).

    >>> t = ModuleType("t")
    >>> default_motion(t, {"type": "play", "seat": 1, "card": "KC"}, 0)
    [{'kind': 'play', 'seat': 1, 'cards': ['KC']}]
    >>> default_motion(t, {"type": "trick", "winner": 2, "cards": []}, 0)
    [{'kind': 'gather', 'seat': 2}]
    >>> default_motion(t, {"type": "draw", "seat": 1, "stock": 40}, 0)
    [{'kind': 'draw', 'seat': 1}]
    """
    kind = event["type"]
    seat = event.get("seat")
    if kind in getattr(table, "CALL_EVENTS", ()) and seat is not None:
        return [{"kind": "call", "seat": seat, "text": table.describe(event, viewer)}]
    if kind == "deal":
        return [{"kind": "deal"}]
    if kind in ("play", "discard") and seat is not None and ("card" in event or "cards" in event):
        return [{"kind": "play", "seat": seat, "cards": list(event["cards"]) if "cards" in event else [event["card"]]}]
    if kind == "take" and seat is not None and "card" in event:
        return [{"kind": "take", "seat": seat, "cards": [event["card"]]}]
    if kind == "draw" and seat is not None:
        return [{"kind": "draw", "seat": seat}]
    if kind == "trick" and event.get("winner") is not None:
        return [{"kind": "gather", "seat": event["winner"]}]
    return []


def motion(table: ModuleType, events: list[dict[str, Any]], viewer: int) -> dict[str, Any]:
    """What the table page plays, one step after another, for the events of a move.

    A table module may define ``motion(event, viewer)`` returning a list of
    steps, or None for :func:`default_motion`; and ``CALL_EVENTS``, the kinds
    of event said aloud at the seat (a speech bubble with the event's log
    line). The steps come with the address of each card they name, for the
    cards that leave the table before the page shows them.
    """
    own = getattr(table, "motion", None)
    steps: list[dict[str, Any]] = []
    for event in events:
        found = own(event, viewer) if own is not None else None
        steps.extend(default_motion(table, event, viewer) if found is None else found)
    deck = table.DECK
    codes_named = {code for step in steps for code in step.get("cards", ())}
    return {
        "me": viewer,
        "steps": steps,
        "faces": {code: reverse("card-art", kwargs={"deck": deck, "name": code}) for code in sorted(codes_named)},
        "back": reverse("card-art", kwargs={"deck": deck, "name": "back"}),
    }


def deal_summary(table: ModuleType, events: list[dict[str, Any]], viewer: int) -> dict[str, Any] | None:
    """The end of a deal among a move's events, shown before the next deal: its result, each seat's points, the cards the rules reveal.

    A table module that plays several deals defines ``deal_summary(event,
    viewer)``: for the event that ends a deal, ``{"scores": [(name, points)],
    "cards": [(label, [card, ...])]}``, else None.
    """
    own = getattr(table, "deal_summary", None)
    if own is None:
        return None
    for event in reversed(events):
        found = own(event, viewer)
        if found is not None:
            return {"line": table.describe(event, viewer), **found}
    return None
