"""Argentine Truco: two players, no Flor, match to 30.

>>> from cardavia.games import truco
>>> truco.envido_points(["7O", "6O", "1E"]), truco.compare("1C", "1O")
(33, 0)
"""

from .cards import compare, envido_points
from .engine import TrucoGame, envido_chain_values, score_label

GAME = TrucoGame

__all__ = ["GAME", "TrucoGame", "compare", "envido_chain_values", "envido_points", "score_label"]
