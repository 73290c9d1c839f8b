"""The standard French-suited pack with two jokers (54 cards), as played in China (扑克).

Ranks in the order of Dou Dizhu, ``3 4 5 6 7 8 9 10 J Q K A 2``; suits ``S``
spades, ``H`` hearts, ``D`` diamonds, ``C`` clubs; a code is rank then suit
(``3S``, ``10H``, ``2C``). The jokers are ``BJ``, the black (small) joker,
and ``RJ``, the red (big) joker.

>>> len(PACK), PACK[:4], PACK[-2:]
(54, ('3S', '3H', '3D', '3C'), ('BJ', 'RJ'))
"""

SUITS = "SHDC"
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
JOKERS = ("BJ", "RJ")

#: All 54 cards: rank by rank from the 3 up to the 2, suits in the order S H D C, then the jokers.
PACK: tuple[str, ...] = tuple(f"{rank}{suit}" for rank in RANKS for suit in SUITS) + JOKERS


def suit_of(code: str) -> str | None:
    """The suit letter; None for a joker."""
    return None if code in JOKERS else code[-1]


def rank_of(code: str) -> str:
    """The rank (``"10"``, ``"A"``), or the joker's code."""
    return code if code in JOKERS else code[:-1]
