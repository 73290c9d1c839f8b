"""The Tarocco Piemontese (78 cards) and the 62-card Piedicavallo deck.

Trumps ``T1``...``T21``; the Matto ``M``; suit cards rank then suit, suits
``S`` swords (spade), ``B`` batons (bastoni), ``C`` cups (coppe), ``D`` coins
(denari); courts ``K`` re, ``Q`` donna, ``N`` cavallo, ``J`` fante.

>>> len(PACK), len(PIEDICAVALLO_DECK)
(78, 62)
"""

SUITS = "SBCD"
LONG_SUITS = "SB"   # swords and batons: numerals rank 10 high ... 1 low
ROUND_SUITS = "CD"  # cups and coins: numerals rank 1 high ... 10 low
SUIT_NAMES = {"S": "spade", "B": "bastoni", "C": "coppe", "D": "denari"}
COURTS = ("K", "Q", "N", "J")
COURT_NAMES = {"K": "re", "Q": "donna", "N": "cavallo", "J": "fante"}
TRUMPS: tuple[str, ...] = tuple(f"T{n}" for n in range(1, 22))
MATTO = "M"


def _suit_cards(suit: str, numerals: range) -> tuple[str, ...]:
    return tuple(f"{court}{suit}" for court in COURTS) + tuple(f"{n}{suit}" for n in numerals)


#: All 78 cards: trumps, the Matto, then each suit from king down to its lowest card.
PACK: tuple[str, ...] = (
    TRUMPS
    + (MATTO,)
    + tuple(c for s in LONG_SUITS for c in _suit_cards(s, range(10, 0, -1)))
    + tuple(c for s in ROUND_SUITS for c in _suit_cards(s, range(1, 11)))
)

#: The 62 cards kept in Piedicavallo: without 1-4 of swords and batons and
#: 7-10 of cups and coins (the lowest four of each suit).
PIEDICAVALLO_DECK: tuple[str, ...] = (
    TRUMPS
    + (MATTO,)
    + tuple(c for s in LONG_SUITS for c in _suit_cards(s, range(10, 4, -1)))
    + tuple(c for s in ROUND_SUITS for c in _suit_cards(s, range(1, 7)))
)


def suit_of(code: str) -> str | None:
    """``"T"`` for trumps, ``None`` for the Matto, else the suit letter."""
    if code == MATTO:
        return None
    if code[0] == "T":
        return "T"
    return code[-1]
