"""The toy game's table module: its hand as buttons and the tricks."""

from __future__ import annotations

from typing import Any, Callable

from cardavia.web.atlas.cardnames import card_name

DECK = "spanish"
TEMPLATE = "toy_game/table.html"
STYLESHEET = None
KEYS: tuple[tuple[str, str], ...] = ()


def context(observation: dict[str, Any], legal: list[str], explain: Callable[[str], str | None]) -> dict[str, Any]:
    me = observation["seat"]
    return {
        "hand": [{"code": code, "action": f"play {code}", "playable": f"play {code}" in legal} for code in observation["hand"]],
        "tricks": [{"mine": t["cards"][me], "theirs": t["cards"][1 - me]} for t in observation["tricks"]],
        "won": (observation["won"][me], observation["won"][1 - me]),
        "me": me,
        "other": 1 - me,
        "their_count": observation["hand_sizes"][1 - me],
        "status": "",
    }


def describe(event: dict[str, Any], viewer: int) -> str:
    if event["type"] == "play":
        return card_name(DECK, event["card"])
    return ""
