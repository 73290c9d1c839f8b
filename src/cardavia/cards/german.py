"""The German-suited pack of the Altenburg pattern (32 cards), on which Skat is played.

Suits ``E`` Eichel (acorns), ``G`` Grün (leaves), ``H`` Herz (hearts),
``S`` Schellen (bells): the German equivalents of clubs, spades, hearts and
diamonds. Ranks ``A`` Daus (the ace), ``K`` König, ``O`` Ober, ``U`` Unter
and the pips ``10 9 8 7``; a code is rank then suit: ``UE``, ``AS``, ``10H``.

>>> len(PACK), PACK[:4], PACK[-1]
(32, ('AE', 'KE', 'OE', 'UE'), '7S')
"""

SUITS = "EGHS"
SUIT_NAMES = {"E": "Eichel", "G": "Grün", "H": "Herz", "S": "Schellen"}
RANKS = ("A", "K", "O", "U", "10", "9", "8", "7")
RANK_NAMES = {"A": "Daus", "K": "König", "O": "Ober", "U": "Unter"}

#: All 32 cards, suit by suit (Eichel, Grün, Herz, Schellen), each from the Daus down.
PACK: tuple[str, ...] = tuple(f"{rank}{suit}" for suit in SUITS for rank in RANKS)


def suit_of(code: str) -> str:
    return code[-1]


def rank_of(code: str) -> str:
    return code[:-1]
