"""Kowa / Cheki: three players, Chinese money cards, one deal.

>>> from cardavia import games
>>> games.new_game("kowa", seed=1).players
3
>>> sorted(ready_waits(["RF", "RF", "RF", "WF", "WF", "WF", "OT", "OT"]))
['OT']
"""

from .engine import KowaGame
from .faces import ready_waits

GAME = KowaGame

__all__ = ["GAME", "KowaGame", "ready_waits"]
