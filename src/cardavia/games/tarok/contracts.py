"""The contracts of Slovenian Tarok, in the order of the auction, and the bonuses.

The index of a contract is OpenSpiel's bid action id (0 is a pass there):
Klop 1, Three 2 ... Valat without 12.

>>> CONTRACTS[2].name, CONTRACTS[2].value, CONTRACTS[2].talon, CONTRACTS[2].calls_king
('three', 10, 3, True)
>>> [c.name for c in CONTRACTS[1:] if c.negative]
['klop', 'beggar', 'open-beggar']
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Contract:
    index: int
    #: Its word in the action ``bid <name>``.
    name: str
    value: int
    #: Cards taken from the talon (0: the talon is not used).
    talon: int
    calls_king: bool
    #: The declarer leads the first trick (Beggar and above); else forehand does.
    declarer_leads: bool
    #: Klop, Beggar and Open beggar: the cards must be beaten when possible.
    negative: bool


KLOP, THREE, TWO, ONE, SOLO_THREE, SOLO_TWO, SOLO_ONE, BEGGAR, SOLO_WITHOUT, OPEN_BEGGAR, COLOUR_VALAT, VALAT = range(1, 13)

CONTRACTS: tuple[Contract | None, ...] = (
    None,
    Contract(KLOP, "klop", 70, 0, False, False, True),
    Contract(THREE, "three", 10, 3, True, False, False),
    Contract(TWO, "two", 20, 2, True, False, False),
    Contract(ONE, "one", 30, 1, True, False, False),
    Contract(SOLO_THREE, "solo-three", 40, 3, False, False, False),
    Contract(SOLO_TWO, "solo-two", 50, 2, False, False, False),
    Contract(SOLO_ONE, "solo-one", 60, 1, False, False, False),
    Contract(BEGGAR, "beggar", 70, 0, False, True, True),
    Contract(SOLO_WITHOUT, "solo-without", 80, 0, False, True, False),
    Contract(OPEN_BEGGAR, "open-beggar", 90, 0, False, True, True),
    Contract(COLOUR_VALAT, "colour-valat", 125, 0, False, True, False),
    Contract(VALAT, "valat", 500, 0, False, True, False),
)
BY_NAME: dict[str, int] = {c.name: c.index for c in CONTRACTS if c is not None}

#: After these a radlc goes to every player.
RADLI_CONTRACTS = frozenset((KLOP, BEGGAR, SOLO_WITHOUT, OPEN_BEGGAR, COLOUR_VALAT, VALAT))

#: Bonuses that may be announced, with their silent and announced values.
BONUSES: dict[str, tuple[int, int]] = {
    "trula": (10, 20),
    "kings": (10, 20),
    "king-ultimo": (10, 20),
    "pagat-ultimo": (25, 50),
    "valat": (250, 500),
}
BONUS_NAMES = tuple(BONUSES)
#: What can be doubled: the game and every bonus.
KONTRA_ITEMS = ("game",) + BONUS_NAMES
#: The names of the levels of doubling, from 2 up.
KONTRA_LEVELS = {2: "kontra", 4: "rekontra", 8: "subkontra", 16: "mordkontra"}
