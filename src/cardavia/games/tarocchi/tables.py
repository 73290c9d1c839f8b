"""The 62 Piedicavallo cards as small ints, with precomputed tables.

A card is its index into :data:`cardavia.cards.tarocco.PIEDICAVALLO_DECK`:
``T1``...``T21`` are 0...20, the Matto is 21, then swords ``KS``...``5S``
(22...31), batons (32...41), cups ``KC``...``6C`` (42...51) and coins
(52...61). Inside each suit the deck lists the cards from the strongest down,
which the strength table below relies on.

A set of cards (a hand) is an int bitmask: card ``c`` is bit ``1 << c``.

>>> CODES[0], CODES[MATTO], CODES[22], CODES[46]
('T1', 'M', 'KS', '1C')
>>> SUIT[CARD["T7"]] == TRUMPS, SUIT[CARD["M"]] == NO_SUIT, SUIT[CARD["5D"]] == COINS
(True, True, True)
"""

from __future__ import annotations

from cardavia.cards.tarocco import MATTO as MATTO_CODE
from cardavia.cards.tarocco import PIEDICAVALLO_DECK

#: Card codes by card number.
CODES: tuple[str, ...] = PIEDICAVALLO_DECK
#: Card number by code.
CARD: dict[str, int] = {code: number for number, code in enumerate(CODES)}
DECK_SIZE = len(CODES)
MATTO = CARD[MATTO_CODE]

# Suits as small ints; "trumps" counts as a suit for following.
TRUMPS, SWORDS, BATONS, CUPS, COINS = 0, 1, 2, 3, 4
NO_SUIT = -1  # the Matto
SUIT_LETTERS = {"S": SWORDS, "B": BATONS, "C": CUPS, "D": COINS}


def _suit(code: str) -> int:
    if code == MATTO_CODE:
        return NO_SUIT
    if code[0] == "T":
        return TRUMPS
    return SUIT_LETTERS[code[-1]]


#: Suit of each card.
SUIT: tuple[int, ...] = tuple(_suit(code) for code in CODES)


def _strength(number: int) -> int:
    """Trick-taking strength inside the card's suit: higher beats lower.

    Trumps 1...21 by number; a suit card 10 for its king down to 1 for its
    lowest card (the deck lists each suit strongest first); the Matto 0.
    """
    code = CODES[number]
    if code == MATTO_CODE:
        return 0
    if code[0] == "T":
        return int(code[1:])
    first_of_suit = CARD["K" + code[-1]]
    return 10 - (number - first_of_suit)


#: Strength of each card within its suit (compare only cards of one suit).
STRENGTH: tuple[int, ...] = tuple(_strength(number) for number in range(DECK_SIZE))


def _points(code: str) -> int:
    if code in ("T1", "T21", MATTO_CODE) or code[0] == "K":
        return 5
    return {"Q": 4, "N": 3, "J": 2}.get(code[0], 1)


#: Card points of each card (114 in all).
POINTS: tuple[int, ...] = tuple(_points(code) for code in CODES)

#: One-bit mask of each card.
BIT: tuple[int, ...] = tuple(1 << number for number in range(DECK_SIZE))
MATTO_BIT = BIT[MATTO]
FULL_DECK_MASK = (1 << DECK_SIZE) - 1
#: All cards of each suit, indexed by suit (TRUMPS ... COINS).
SUIT_MASK: tuple[int, ...] = tuple(
    sum(BIT[number] for number in range(DECK_SIZE) if SUIT[number] == suit) for suit in range(5)
)
TRUMP_MASK = SUIT_MASK[TRUMPS]
#: The cards that may never be discarded: every 5-point card (kings, T1, T21, the Matto).
FIVE_POINT_MASK = sum(BIT[number] for number in range(DECK_SIZE) if POINTS[number] == 5)
#: T2...T20: trumps the dealer may discard under the trump condition.
ORDINARY_TRUMP_MASK = TRUMP_MASK & ~FIVE_POINT_MASK
#: Suit cards other than kings: always free to discard.
FREE_DISCARD_MASK = FULL_DECK_MASK & ~TRUMP_MASK & ~FIVE_POINT_MASK

#: Display order of a hand: trumps high to low, the Matto, then swords,
#: batons, cups and coins, each from the king down (cups and coins K Q N J 1...6).
DISPLAY_KEY: tuple[int, ...] = tuple(
    (20 - number) if number < MATTO else number for number in range(DECK_SIZE)
)

#: The action text of each play and each discard pair, built once.
PLAY_ACTION: tuple[str, ...] = tuple(f"play {code}" for code in CODES)
PLAY_CARD: dict[str, int] = {action: number for number, action in enumerate(PLAY_ACTION)}
DISCARD_ACTION: tuple[tuple[str, ...], ...] = tuple(
    tuple(f"discard {CODES[low]} {CODES[high]}" for high in range(DECK_SIZE)) for low in range(DECK_SIZE)
)
#: Play action text by one-bit mask, to turn a mask of legal cards into actions.
PLAY_ACTION_BY_BIT: dict[int, str] = {BIT[number]: PLAY_ACTION[number] for number in range(DECK_SIZE)}


def cards_of(mask: int) -> list[int]:
    """The card numbers in ``mask``, in deck order.

    >>> cards_of(BIT[0] | BIT[MATTO])
    [0, 21]
    """
    numbers = []
    while mask:
        low = mask & -mask
        numbers.append(low.bit_length() - 1)
        mask ^= low
    return numbers


def mask_of(numbers: list[int] | tuple[int, ...]) -> int:
    """The bitmask of some card numbers."""
    mask = 0
    for number in numbers:
        mask |= BIT[number]
    return mask


def display_sorted(numbers: list[int]) -> list[str]:
    """Card codes in the readable hand order (trumps high to low, Matto, suits).

    >>> display_sorted([CARD["5S"], CARD["T3"], CARD["M"], CARD["T21"], CARD["1C"], CARD["KS"]])
    ['T21', 'T3', 'M', 'KS', '5S', '1C']
    """
    return [CODES[number] for number in sorted(numbers, key=DISPLAY_KEY.__getitem__)]
