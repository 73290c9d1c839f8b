"""Piedicavallo Tarocchi: partnership Tarocchi Piemontesi with 62 cards, one deal.

Four seats in the order of play, partners 0 & 2 against 1 & 3. The dealer
holds 17 cards and discards two (``discard <card> <card>``), announcing how
many trumps went; then 15 tricks of ``play <card>``. Kings, T1, T21 and the
Matto score 5, queens 4, cavalli 3, jacks 2, the rest 1: 114 in all.

>>> from cardavia import games
>>> g = games.new_game("tarocchi", seed=5)
>>> g.players, len(g.observation(g.to_act)["hand"])
(4, 17)
>>> trick_winner(["M", "9S", "KC", "10S"]), card_points("T1")
(3, 5)
"""

from .engine import Tarocchi
from .rules import card_points, discard_is_legal, legal_plays, trick_winner

GAME = Tarocchi

__all__ = ["GAME", "Tarocchi", "card_points", "discard_is_legal", "legal_plays", "trick_winner"]
