"""Skat (International Skat Order): three players, the German-suited pack, a list of six deals.

Seats 0, 1, 2 in the order of play; each deal has an auction on the value
list, a declarer who plays hand or picks up the Skat, a suit, grand or null
game, and ten tricks. The list is scored as in tournaments (Seeger-Fabian).

>>> from cardavia import games
>>> g = games.new_game("skat", seed=1)
>>> g.players, len(g.observation(0)["hand"]), g.legal_actions()
(3, 10, ['bid 18', 'pass'])
>>> trick_winner(["AH", "UE", "10H"], "herz"), card_points("10S")
(1, 10)
"""

from .engine import Skat
from .rules import BID_VALUES, card_points, legal_plays, matadors, trick_winner

GAME = Skat

__all__ = ["BID_VALUES", "GAME", "Skat", "card_points", "legal_plays", "matadors", "trick_winner"]
