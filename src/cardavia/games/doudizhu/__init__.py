"""Dou Dizhu (斗地主): three players, the 54-card pack, landlord against two peasants, six deals.

>>> from cardavia import games
>>> games.new_game("doudizhu", seed=1).players
3
>>> lead_plays(counts_of_ranks("3 3 BJ RJ"))
['play 3', 'play 3 3', 'play BJ', 'play RJ', 'play BJ RJ']
"""

from .combos import beats, counts_of_ranks, follow_plays, lead_plays, shape_of, shapes
from .engine import DouDizhuGame

GAME = DouDizhuGame

__all__ = ["GAME", "DouDizhuGame", "beats", "counts_of_ranks", "follow_plays", "lead_plays", "shape_of", "shapes"]
