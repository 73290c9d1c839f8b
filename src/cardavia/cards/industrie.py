"""The Industrie und Glück tarock pack of Slovenia (54 cards), on which Slovenian Tarok is played.

Taroks ``T1``...``T21`` (``T1`` the Pagat, ``T21`` the Mond) and ``SK`` the
Škis, the highest; four suits of eight cards, ``H`` hearts, ``D`` diamonds,
``S`` spades, ``C`` clubs, each with the courts ``K`` king, ``Q`` queen,
``N`` knight (cavall) and ``J`` jack, and four pips: ``1 2 3 4`` in the red
suits (1 the highest), ``10 9 8 7`` in the black ones (10 the highest).

>>> len(PACK), PACK[:3], PACK[-1]
(54, ('T1', 'T2', 'T3'), '7C')
>>> suit_of("T21"), suit_of("SK"), suit_of("4D"), TRULA
('T', 'T', 'D', ('T1', 'T21', 'SK'))
"""

SUITS = "HDSC"
RED_SUITS = "HD"
BLACK_SUITS = "SC"
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs"}
COURTS = ("K", "Q", "N", "J")
COURT_NAMES = {"K": "king", "Q": "queen", "N": "knight", "J": "jack"}
#: The pips of each suit, highest first.
PIPS = {"H": ("1", "2", "3", "4"), "D": ("1", "2", "3", "4"), "S": ("10", "9", "8", "7"), "C": ("10", "9", "8", "7")}
SKIS = "SK"
PAGAT, MOND = "T1", "T21"
#: The twenty-two taroks, lowest first: the Pagat ... the Mond, then the Škis.
TAROKS: tuple[str, ...] = tuple(f"T{n}" for n in range(1, 22)) + (SKIS,)
#: The trula: Pagat, Mond and Škis.
TRULA = (PAGAT, MOND, SKIS)
KINGS = tuple(f"K{suit}" for suit in SUITS)

#: All 54 cards: the taroks from the Pagat up, then each suit from its king down to its lowest pip.
PACK: tuple[str, ...] = TAROKS + tuple(
    card for suit in SUITS for card in (*(f"{court}{suit}" for court in COURTS), *(f"{pip}{suit}" for pip in PIPS[suit]))
)


def suit_of(code: str) -> str:
    """``"T"`` for the taroks, else the suit letter."""
    if code == SKIS or code[0] == "T":
        return "T"
    return code[-1]


def rank_of(code: str) -> str:
    """The court letter or pip of a suit card (``"K"``, ``"10"``), the number of a tarok (``"21"``), ``"SK"``."""
    if code == SKIS:
        return SKIS
    if code[0] == "T":
        return code[1:]
    return code[:-1]
