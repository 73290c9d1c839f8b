"""Truco card tables: cards are ints 0-39, indexes into ``TRUCO_DECK``.

>>> CODES[0], TIER[card("1E")], TIER[card("4C")]
('1E', 14, 1)
>>> envido_points(["7O", "6O", "1E"])
33
>>> compare("1C", "1O"), compare("7O", "3C") > 0
(0, True)
"""

from __future__ import annotations

from typing import Iterable

from cardavia.cards.spanish import TRUCO_DECK, rank_of, suit_of

CODES: tuple[str, ...] = TRUCO_DECK
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}
SUIT: tuple[int, ...] = tuple("EBOC".index(suit_of(code)) for code in CODES)

# Trick power, 14 highest; cards in one tier are exactly equal (a parda).
_SPECIAL_TIERS = {"1E": 14, "1B": 13, "7E": 12, "7O": 11, "1O": 8, "1C": 8, "7C": 4, "7B": 4}
_RANK_TIERS = {3: 10, 2: 9, 12: 7, 11: 6, 10: 5, 6: 3, 5: 2, 4: 1}
TIER: tuple[int, ...] = tuple(_SPECIAL_TIERS.get(code) or _RANK_TIERS[rank_of(code)] for code in CODES)

#: Envido value of one card: 1-7 their face value, the figures 0.
ENVIDO_VALUE: tuple[int, ...] = tuple(rank_of(code) if rank_of(code) <= 7 else 0 for code in CODES)


def card(code: str) -> int:
    """The card number of a code; ``ValueError`` for anything else."""
    try:
        return INDEX[code]
    except (KeyError, TypeError):
        raise ValueError(f"{code!r} is not a card of the 40-card Truco deck") from None


def envido_of(cards: Iterable[int]) -> int:
    """Envido value of dealt cards given as card numbers (see :func:`envido_points`)."""
    best_single = 0
    by_suit: dict[int, list[int]] = {}
    for c in cards:
        value = ENVIDO_VALUE[c]
        best_single = max(best_single, value)
        by_suit.setdefault(SUIT[c], []).append(value)
    best = best_single
    for values in by_suit.values():
        if len(values) >= 2:
            values.sort(reverse=True)
            best = max(best, 20 + values[0] + values[1])
    return best


def envido_points(cards: Iterable[str]) -> int:
    """The envido value of a hand of dealt cards (no Flor).

    Two or three cards of one suit: 20 plus the two highest values of that
    suit; otherwise the highest single value. Figures count 0.

    >>> envido_points(["6B", "3B", "2B"])
    29
    >>> envido_points(["1C", "1O", "4E"])
    4
    """
    return envido_of(card(code) for code in cards)


def compare(a: str, b: str) -> int:
    """> 0 when ``a`` wins the trick, 0 for a parda, < 0 when ``b`` wins.

    >>> compare("1E", "1B") > 0, compare("11C", "12B") < 0
    (True, True)
    """
    return TIER[card(a)] - TIER[card(b)]
