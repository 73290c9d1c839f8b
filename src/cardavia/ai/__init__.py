"""Players that decide from an observation alone.

A player is a function ``choose(observation, legal_actions, rng) -> action``;
it never sees a game object. ``player(game, level)`` returns one.

Each game declares its players once, in ``cardavia.ai.<game>``:
``PLAYERS = {"low": ..., "high": ...}``. A game that declares no High gets
the generic search player (:mod:`cardavia.ai.search`) playing out with its
Low. A game kept outside this package joins with :func:`register`.

>>> import random
>>> from cardavia import ai, games
>>> g = games.new_game("truco", seed=3)
>>> bot = ai.player("truco", "random")
>>> bot(g.observation(g.to_act), g.legal_actions(), random.Random(1)) in g.legal_actions()
True
"""

from __future__ import annotations

import importlib
from functools import cache

from . import analysis
from .analysis import Analysis, Decision, Estimate, Reason, Review, analyse, review
from .base import Player, random_player

__all__ = [
    "LEVELS",
    "Analysis",
    "Decision",
    "Estimate",
    "Player",
    "Reason",
    "Review",
    "analyse",
    "player",
    "random_player",
    "register",
    "review",
]

#: The levels: "low" and "high" are the players' choices; "random" is the baseline for
#: measurements, and "search" the generic High (:mod:`cardavia.ai.search`) of any game, to
#: compare it with a game's own High in the arena.
LEVELS = ("low", "high", "random", "search")

_REGISTERED: dict[str, dict[str, Player]] = {}


def register(game: str, players: dict[str, Player], analyser: analysis.Analyser | None = None) -> None:
    """Declare the players of a game kept outside this package (a "low" one at least).

    ``analyser`` (see :mod:`cardavia.ai.analysis`) gives its hints and reviews; without
    one the generic search analyses the game.
    """
    if "low" not in players:
        raise ValueError("A game's players include a Low.")
    _REGISTERED[game] = dict(players)
    _declared.cache_clear()
    _generic_high.cache_clear()
    if analyser is not None:
        analysis.register(game, analyser)


@cache
def _declared(game: str) -> dict[str, Player]:
    if game in _REGISTERED:
        return _REGISTERED[game]
    try:
        module = importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError:
        raise ValueError(f"No AI for the game {game!r}.") from None
    return module.PLAYERS


@cache
def _generic_high(game: str) -> Player:
    from .search import SearchPlayer

    return SearchPlayer(game, rollout=_declared(game)["low"])


def player(game: str, level: str) -> Player:
    """The AI player for ``game`` at ``level`` (one of :data:`LEVELS`)."""
    if level == "random":
        return random_player
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; the levels are {', '.join(LEVELS)}.")
    declared = _declared(game)
    if level in declared:
        return declared[level]
    return _generic_high(game)  # "search", or "high" for a game without a High of its own
