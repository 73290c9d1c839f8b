"""The South American Catalan pack (Spanish suits) and its Truco subset.

Codes are rank then suit letter: ranks 1-12, suits ``E`` espadas (swords),
``B`` bastos (clubs), ``O`` oros (coins), ``C`` copas (cups). The full pack
has 48 suited cards and two jokers (``JK1``, ``JK2``); Truco uses the 40
cards without the 8s, 9s and jokers.

>>> len(PACK), len(TRUCO_DECK)
(50, 40)
>>> TRUCO_DECK[0], TRUCO_DECK[-1]
('1E', '12C')
"""

SUITS = "EBOC"
SUIT_NAMES = {"E": "espadas", "B": "bastos", "O": "oros", "C": "copas"}
RANK_NAMES = {10: "sota", 11: "caballo", 12: "rey"}
JOKERS = ("JK1", "JK2")

TRUCO_RANKS = (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)

#: All 50 cards of the pack, suit by suit, then the two jokers.
PACK: tuple[str, ...] = tuple(f"{rank}{suit}" for suit in SUITS for rank in range(1, 13)) + JOKERS

#: The 40 cards used in Truco, suit by suit (index = the engine's card number).
TRUCO_DECK: tuple[str, ...] = tuple(f"{rank}{suit}" for suit in SUITS for rank in TRUCO_RANKS)


def rank_of(code: str) -> int:
    """The rank of a suited card: ``rank_of("12C") == 12``."""
    return int(code[:-1])


def suit_of(code: str) -> str:
    """The suit letter of a suited card: ``suit_of("12C") == "C"``."""
    return code[-1]
