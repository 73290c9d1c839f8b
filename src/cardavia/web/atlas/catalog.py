"""Traditions and games as data, discovered from their modules.

A module in ``cardavia.web.atlas.traditions`` that defines ``TRADITION`` is a
tradition; a module in ``cardavia.web.atlas.games`` that defines ``GAME`` is
a game page. Nothing else lists them, so adding one is adding a file; one
kept elsewhere joins with :func:`register`. Visible text is
``gettext_lazy``, translated when a page renders.

>>> [t.slug for t in traditions()][:3]
['south-american-catalan', 'chinese-money-cards', 'tarocco-piemontese']
>>> game("truco").tradition
'south-american-catalan'
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from functools import cache
from types import ModuleType
from typing import Callable

from django.utils.functional import Promise

Text = str | Promise  # a plain or a lazily translated string


@dataclass(frozen=True)
class Place:
    """Where a tradition comes from, e.g. Manaus · Amazonas · Brazil."""

    parts: tuple[Text, ...]  # from the most local to the country
    label: Text  # the short name written on the map
    longitude: float
    latitude: float


@dataclass(frozen=True)
class Tradition:
    """A regional deck pattern: where it is made and used and what it is."""

    slug: str
    name: Text
    kind: Text  # what sort of cards, e.g. "Spanish-suited cards"
    place: Place
    cards: int  # cards in the full pack
    deck: str  # the deck's name in cardavia.art and cardavia.cards
    sample: str  # the card shown on the atlas
    summary: Text  # one sentence for the atlas
    description: tuple[Text, ...]  # paragraphs: history, where used, what sets it apart
    wikipedia: str  # URL of the English Wikipedia article
    #: The full name of a card in the reader's language, e.g. "Ace of swords" (``KeyError`` for a code
    #: not in the deck): alt text, log lines, error messages.
    card_name: Callable[[str], str]
    order: int = 100


@dataclass(frozen=True)
class CardStrip:
    """Cards in a row, groups of equal cards side by side (a rank order, a hand)."""

    title: Text
    caption: Text
    groups: tuple[tuple[str, ...], ...]
    ordered: bool = True  # a ranking, highest first (else just a set of cards)


@dataclass(frozen=True)
class GamePage:
    """A game as the site presents it (the rules engine is ``cardavia.games.<slug>``)."""

    slug: str
    tradition: str  # the slug of its Tradition
    name: Text
    players: int
    seats: Text  # "2 players · you vs AI · 30-point match"
    pitch: Text  # one line
    table: Text  # who sits where at the table
    rules_template: str  # one template per game
    strips: tuple[CardStrip, ...] = field(default=())
    order: int = 100


def _modules(package: str) -> list[ModuleType]:
    root = importlib.import_module(package)
    return [importlib.import_module(f"{package}.{m.name}") for m in pkgutil.iter_modules(root.__path__)]


_REGISTERED: list[Tradition | GamePage] = []


def register(entry: Tradition | GamePage) -> None:
    """Add a tradition or a game page kept outside this package (a plug-in, a test's toy game)."""
    _REGISTERED.append(entry)
    _traditions.cache_clear()
    _games.cache_clear()


@cache
def _traditions() -> dict[str, Tradition]:
    found = [m.TRADITION for m in _modules(f"{__package__}.traditions") if hasattr(m, "TRADITION")]
    found += [entry for entry in _REGISTERED if isinstance(entry, Tradition)]
    return {t.slug: t for t in sorted(found, key=lambda t: (t.order, t.slug))}


@cache
def _games() -> dict[str, GamePage]:
    found = [m.GAME for m in _modules(f"{__package__}.games") if hasattr(m, "GAME")]
    found += [entry for entry in _REGISTERED if isinstance(entry, GamePage)]
    return {g.slug: g for g in sorted(found, key=lambda g: (g.order, g.slug))}


def traditions() -> list[Tradition]:
    """Every tradition, in atlas order."""
    return list(_traditions().values())


def tradition(slug: str) -> Tradition:
    """One tradition; ``KeyError`` for an unknown slug."""
    return _traditions()[slug]


def games() -> list[GamePage]:
    """Every game page, in order."""
    return list(_games().values())


def game(slug: str) -> GamePage:
    """One game page; ``KeyError`` for an unknown slug."""
    return _games()[slug]


def games_of(tradition_slug: str) -> list[GamePage]:
    """The games played with a tradition's cards."""
    return [g for g in games() if g.tradition == tradition_slug]
