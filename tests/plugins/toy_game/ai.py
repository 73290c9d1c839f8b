"""The toy game's Low: take the trick with the cheapest card that can, else throw the weakest.

It declares no High: the generic search player is its High.
"""

from __future__ import annotations

import random
from typing import Any

from cardavia.games.truco.cards import INDEX, TIER


def choose_low(observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> str:
    seat = observation["seat"]
    trick = observation["tricks"][-1]
    by_strength = sorted(legal_actions, key=lambda action: TIER[INDEX[action.split()[1]]])
    waiting = trick["cards"][1 - seat]
    if waiting is None:
        return by_strength[-1]  # lead the strongest
    for action in by_strength:
        if TIER[INDEX[action.split()[1]]] > TIER[INDEX[waiting]]:
            return action
    return by_strength[0]


PLAYERS = {"low": choose_low}
