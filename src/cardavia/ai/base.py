"""The player protocol shared by every game and level, and the count of safety caps."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Protocol


class Player(Protocol):
    def __call__(self, observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> str: ...


def random_player(observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> str:
    """Picks uniformly among the legal actions: the baseline every level must beat."""
    return legal_actions[rng.randrange(len(legal_actions))]


#: How often each search stopped on its wall-clock safety cap in this process. A decision's
#: work is set by its budget of samples or iterations, so that it is the same on every machine;
#: the cap only guards against a runaway case, and a decision it cut short may differ from the
#: same decision on a faster machine. The arena prints these counts.
safety_caps: Counter[str] = Counter()


def note_safety_cap(search: str) -> None:
    """Count that ``search`` stopped on its safety cap."""
    safety_caps[search] += 1
