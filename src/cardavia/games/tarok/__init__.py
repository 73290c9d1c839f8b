"""Slovenian Tarok for four players: king calling, the talon, a match of eight deals.

54 cards (Industrie und Glück): 22 taroks and four suits of eight. The
auction runs from the player after forehand round to forehand (who may hold
any bid); in Three, Two and One the declarer calls a king and its holder is
the partner. Card points are counted by threes (70 in all); the declaring
side needs more than 35.

>>> from cardavia import games
>>> g = games.new_game("tarok", seed=5)
>>> g.players, len(g.observation(0)["hand"])
(4, 12)
>>> trick_winner(["T21", "T1", "SK", "2H"]), card_points(["KH", "QH", "T5"])
(1, 8)
"""

from __future__ import annotations

from . import cards as _cards
from .engine import Tarok, round_to_five


def trick_winner(cards_in_play_order: list[str], colour_valat: bool = False) -> int:
    """The index of the winning card of a full trick (notation in, index out)."""
    return _cards.trick_winner([_cards.CARD[code] for code in cards_in_play_order], colour_valat)


def card_points(cards: list[str]) -> int:
    """The card points of a pile, counted by threes."""
    return _cards.count_points([_cards.CARD[code] for code in cards])


def legal_plays(hand: list[str], trick_so_far: list[str], negative: bool = False) -> set[str]:
    """The cards of ``hand`` that may be played on ``trick_so_far``."""
    sorted_hand = sorted(_cards.CARD[code] for code in hand)
    return {_cards.CODES[c] for c in _cards.legal_plays(sorted_hand, [_cards.CARD[code] for code in trick_so_far], negative)}


GAME = Tarok

__all__ = ["GAME", "Tarok", "card_points", "legal_plays", "round_to_five", "trick_winner"]
