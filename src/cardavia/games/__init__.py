"""The game engines and their registry.

Every sub-package of ``cardavia.games`` that defines ``GAME`` (a
:class:`~cardavia.games.base.Game` subclass) is a game; adding a game is
adding a folder. A game kept elsewhere (a plug-in, a test's toy game) joins
with :func:`register`.

>>> from cardavia import games
>>> "truco" in games.names()
True
>>> g = games.new_game("truco", seed=7)
>>> g.players
2
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from typing import Any, Iterable

from .base import MAX_SEED, Event, Game, IllegalAction, Observation

__all__ = [
    "Event",
    "Game",
    "IllegalAction",
    "MAX_SEED",
    "Observation",
    "game_class",
    "names",
    "new_game",
    "register",
    "replay",
    "sample_game",
]


def _discover() -> dict[str, type[Game]]:
    found: dict[str, type[Game]] = {}
    for module in pkgutil.iter_modules(__path__):
        if not module.ispkg:
            continue
        package = importlib.import_module(f"{__name__}.{module.name}")
        game = getattr(package, "GAME", None)
        if game is not None:
            found[game.name] = game
    return found


_REGISTRY = _discover()


def register(game: type[Game]) -> type[Game]:
    """Add a game kept outside this package; ``ValueError`` if its name is taken by another."""
    known = _REGISTRY.get(game.name)
    if known is not None and known is not game:
        raise ValueError(f"A game named {game.name!r} exists already.")
    _REGISTRY[game.name] = game
    return game


def names() -> list[str]:
    """The names of all games, sorted."""
    return sorted(_REGISTRY)


def game_class(name: str) -> type[Game]:
    """The engine class of a game; ``ValueError`` for an unknown name."""
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        raise ValueError(f"Unknown game {name!r}; the games are {', '.join(names())}.") from None


def new_game(name: str, seed: int | None = None, setup: dict[str, Any] | None = None) -> Game:
    """A new game, dealt from ``seed`` (a fresh random seed when None) or ``setup``."""
    return game_class(name)(seed=seed, setup=setup)


def replay(name: str, seed: int, actions: Iterable[str], setup: dict[str, Any] | None = None) -> Game:
    """The game that ``seed``, ``setup`` and ``actions`` describe, rebuilt move by move."""
    game = new_game(name, seed=seed, setup=setup)
    for action in actions:
        game.apply(action)
    return game


def sample_game(name: str, observation: Observation, rng: random.Random) -> Game:
    """A whole game that the observation's seat cannot tell from the one observed.

    Its ``observation(observation["seat"])`` equals ``observation`` and, when
    that seat is to act, its legal actions are the same; every card that seat
    cannot see is dealt at random (from ``rng``) among the deals consistent
    with everything public.
    It is built from the observation alone, so it is the same for every game
    that shows the seat this observation.

    >>> g = new_game("truco", seed=7)
    >>> world = sample_game("truco", g.observation(0), random.Random(1))
    >>> world.observation(0) == g.observation(0), world.legal_actions() == g.legal_actions()
    (True, True)
    """
    return game_class(name).sample(observation, rng)
