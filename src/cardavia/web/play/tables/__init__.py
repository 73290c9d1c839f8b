"""How each game's table looks: one module per game, named like the game.

A table module provides ``DECK`` (the art deck), ``TEMPLATE`` (its part of the
table page), ``context(observation, legal_actions, explain) -> dict`` and
``describe(event, viewer) -> str`` (one line of the game log, translated).
Adding a game's table is adding a module and a template.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def table_module(game: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{game}")
