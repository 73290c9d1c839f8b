"""Hanafuda Koi-Koi (花札 こいこい): two players, 12 rounds (rules: ``docs/rules/koikoi.md``).

>>> from cardavia.games import koikoi
>>> koikoi.yaku(["1b", "2b", "3b", "4b"]), koikoi.stop_value(7, True)
({'akatan': 6}, 28)
"""

from .cards import YAKU_NAMES, points, stop_value, teshi_or_kuttsuki, yaku
from .engine import ROUNDS, KoikoiGame

GAME = KoikoiGame

__all__ = ["GAME", "KoikoiGame", "ROUNDS", "YAKU_NAMES", "points", "stop_value", "teshi_or_kuttsuki", "yaku"]
