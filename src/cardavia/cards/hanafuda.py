"""Hanafuda (花札), the Japanese flower cards (48 cards), on which Koi-Koi is played.

Twelve months of four cards; a code is the month then a letter, ``a`` the
month's best card: ``1a`` the crane, ``11d`` the lightning. Each card is of
one kind: a bright (光), an animal (種), a ribbon (短冊) or chaff (カス).

>>> len(PACK), PACK[:4], PACK[-1]
(48, ('1a', '1b', '1c', '1d'), '12d')
>>> KIND["1a"], KIND["9a"], KIND["6b"], KIND["11d"], RIBBON_COLOUR["1b"], RIBBON_COLOUR["6b"]
('bright', 'animal', 'ribbon', 'chaff', 'poetry', 'blue')
"""

#: The plant of each month, January first.
MONTHS = (
    "pine",
    "plum",
    "cherry",
    "wisteria",
    "iris",
    "peony",
    "bush clover",
    "susuki",
    "chrysanthemum",
    "maple",
    "willow",
    "paulownia",
)

#: All 48 cards, month by month, the best card of each month first.
PACK: tuple[str, ...] = tuple(f"{month}{letter}" for month in range(1, 13) for letter in "abcd")

BRIGHTS = ("1a", "3a", "8a", "11a", "12a")
ANIMALS = ("2a", "4a", "5a", "6a", "7a", "8b", "9a", "10a", "11b")
POETRY_RIBBONS = ("1b", "2b", "3b")  # red, with writing
BLUE_RIBBONS = ("6b", "9b", "10b")
PLAIN_RIBBONS = ("4b", "5b", "7b", "11c")  # red, without writing
RIBBONS = POETRY_RIBBONS + BLUE_RIBBONS + PLAIN_RIBBONS
CHAFF = tuple(card for card in PACK if card not in BRIGHTS + ANIMALS + RIBBONS)

#: The kind of every card: "bright", "animal", "ribbon" or "chaff".
KIND: dict[str, str] = {
    **{card: "chaff" for card in CHAFF},
    **{card: "ribbon" for card in RIBBONS},
    **{card: "animal" for card in ANIMALS},
    **{card: "bright" for card in BRIGHTS},
}
RIBBON_COLOUR: dict[str, str] = {
    **{card: "poetry" for card in POETRY_RIBBONS},
    **{card: "blue" for card in BLUE_RIBBONS},
    **{card: "red" for card in PLAIN_RIBBONS},
}

#: What each special card shows (the others show the month's plant alone).
SUBJECTS = {
    "1a": "crane and sun",
    "2a": "bush warbler",
    "3a": "curtain",
    "4a": "cuckoo",
    "5a": "eight-plank bridge",
    "6a": "butterflies",
    "7a": "boar",
    "8a": "full moon",
    "8b": "geese",
    "9a": "sake cup",
    "10a": "deer",
    "11a": "rain man",
    "11b": "swallow",
    "11d": "lightning",
    "12a": "phoenix",
}
#: The sake cup is an animal that also counts as chaff in Koi-Koi.
SAKE_CUP = "9a"
RAIN_MAN = "11a"


def month_of(code: str) -> int:
    return int(code[:-1])
