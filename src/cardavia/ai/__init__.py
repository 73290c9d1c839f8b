"""Players that decide from an observation alone.

A player is a function ``choose(observation, legal_actions, rng) -> action``;
it never sees a game object. ``player(game, level)`` returns one.

>>> import random
>>> from cardavia import ai, games
>>> g = games.new_game("truco", seed=3)
>>> bot = ai.player("truco", "random")
>>> bot(g.observation(g.to_act), g.legal_actions(), random.Random(1)) in g.legal_actions()
True
"""

from __future__ import annotations

import importlib

from .base import Player, random_player

__all__ = ["LEVELS", "Player", "player", "random_player"]

#: The levels a player can choose; "random" is the baseline for measurements.
LEVELS = ("low", "high", "random")


def player(game: str, level: str) -> Player:
    """The AI player for ``game`` at ``level`` ("low", "high" or "random")."""
    if level == "random":
        return random_player
    if level not in LEVELS:
        raise ValueError(f"Unknown AI level {level!r}; the levels are {', '.join(LEVELS)}.")
    try:
        module = importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError:
        raise ValueError(f"No AI for the game {game!r}.") from None
    return module.PLAYERS[level]
