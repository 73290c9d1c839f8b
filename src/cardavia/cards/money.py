"""Chinese money cards (Ceki pattern) as used in Java, and the Kowa subset.

Numeral faces are rank 1-9 then suit: ``C`` coins, ``S`` strings, ``M``
myriads. Honours: ``OT`` Old Thousand, ``RF`` Red Flower, ``WF`` White Flower.
The full Ceki set adds three bonus honours, ``WS`` White Snake, ``GS`` Green
Snake and ``MK`` Monk, shown in the atlas but not used in Kowa. Every face
exists in four identical copies; a code names the face.

>>> len(KOWA_FACES), len(KOWA_DECK)
(30, 120)
"""

SUITS = "CSM"
SUIT_NAMES = {"C": "coins", "S": "strings", "M": "myriads"}
HONOURS = ("OT", "RF", "WF")
HONOUR_NAMES = {"OT": "Old Thousand", "RF": "Red Flower", "WF": "White Flower"}
BONUS_HONOURS = ("WS", "GS", "MK")
BONUS_HONOUR_NAMES = {"WS": "White Snake", "GS": "Green Snake", "MK": "Monk"}
COPIES = 4

#: The 30 faces used in Kowa: coins, strings, myriads 1-9, then the honours.
KOWA_FACES: tuple[str, ...] = tuple(f"{rank}{suit}" for suit in SUITS for rank in range(1, 10)) + HONOURS

#: The 33 faces of the full Ceki set (the Kowa faces plus the bonus honours).
ALL_FACES: tuple[str, ...] = KOWA_FACES + BONUS_HONOURS

#: Every face of the pack, drawn by ``cardavia.art.money``.
PACK: tuple[str, ...] = ALL_FACES

#: The 120-card Kowa deck: four copies of each face, face by face.
KOWA_DECK: tuple[str, ...] = tuple(face for face in KOWA_FACES for _ in range(COPIES))


def is_honour(code: str) -> bool:
    """True for the honours (``OT``, ``RF``, ``WF`` and the bonus ones)."""
    return not code[0].isdigit()
