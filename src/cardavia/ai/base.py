"""The player protocol shared by every game and level."""

from __future__ import annotations

import random
from typing import Any, Protocol


class Player(Protocol):
    def __call__(self, observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> str: ...


def random_player(observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> str:
    """Picks uniformly among the legal actions: the baseline every level must beat."""
    return legal_actions[rng.randrange(len(legal_actions))]
