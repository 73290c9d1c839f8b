"""Koi-Koi's cards as small integers, and the yaku of a pile of captured cards.

Card ``i`` is month ``i // 4 + 1`` and letter ``"abcd"[i % 4]``: ``0`` is
``1a`` (the crane), ``47`` is ``12d``. A pile of cards is also kept as a bit
mask (bit ``i`` for card ``i``), which makes the yaku a handful of popcounts.

>>> INDEX["1a"], CODES[43], MONTH[INDEX["11d"]]
(0, '11d', 10)
>>> yaku(["1a", "3a", "8a", "9a"])
{'sanko': 5, 'hanami-zake': 5, 'tsukimi-zake': 5}
>>> points(["1b", "2b", "3b", "6b", "9b", "10b", "4b"])
11
"""

from __future__ import annotations

from typing import Iterable

from cardavia.cards.hanafuda import ANIMALS, BLUE_RIBBONS, BRIGHTS, CHAFF, PACK, POETRY_RIBBONS, RAIN_MAN, RIBBONS, SAKE_CUP

CODES: tuple[str, ...] = PACK
INDEX: dict[str, int] = {code: i for i, code in enumerate(CODES)}
#: The month of each card, 0-based (January 0).
MONTH: tuple[int, ...] = tuple(i // 4 for i in range(48))


def mask_of(cards: Iterable[str | int]) -> int:
    """The bit mask of cards given as codes or integers."""
    mask = 0
    for card in cards:
        mask |= 1 << (INDEX[card] if isinstance(card, str) else card)
    return mask


BRIGHT_MASK = mask_of(BRIGHTS)
ANIMAL_MASK = mask_of(ANIMALS)
RIBBON_MASK = mask_of(RIBBONS)
CHAFF_MASK = mask_of(CHAFF)
POETRY_MASK = mask_of(POETRY_RIBBONS)
BLUE_MASK = mask_of(BLUE_RIBBONS)
ISC_MASK = mask_of(["6a", "7a", "10a"])  # butterflies, boar, deer
RAIN_BIT = 1 << INDEX[RAIN_MAN]
CUP_BIT = 1 << INDEX[SAKE_CUP]
CURTAIN_BIT = 1 << INDEX["3a"]
MOON_BIT = 1 << INDEX["8a"]

#: The order of yaku on the table and in the docs, the best bright yaku first.
YAKU_NAMES = (
    "goko",
    "shiko",
    "ame-shiko",
    "sanko",
    "hanami-zake",
    "tsukimi-zake",
    "inoshikacho",
    "tane",
    "akatan-aotan",
    "akatan",
    "aotan",
    "tanzaku",
    "kasu",
)


def yaku_of_mask(mask: int) -> dict[str, int]:
    """The yaku of a captured pile given as a bit mask, name: points (see :func:`yaku`)."""
    found: dict[str, int] = {}
    brights = (mask & BRIGHT_MASK).bit_count()
    if brights == 5:
        found["goko"] = 10
    elif brights == 4:
        if mask & RAIN_BIT:
            found["ame-shiko"] = 7
        else:
            found["shiko"] = 8
    elif brights == 3 and not mask & RAIN_BIT:
        found["sanko"] = 5
    cup = mask & CUP_BIT
    if cup:
        if mask & CURTAIN_BIT:
            found["hanami-zake"] = 5
        if mask & MOON_BIT:
            found["tsukimi-zake"] = 5
    animals = (mask & ANIMAL_MASK).bit_count()
    # Inoshikacho counts every other animal once, so Tane does not count them again beside it.
    if mask & ISC_MASK == ISC_MASK:
        found["inoshikacho"] = 5 + animals - 3
    elif animals >= 5:
        found["tane"] = animals - 4
    ribbons = (mask & RIBBON_MASK).bit_count()
    red = mask & POETRY_MASK == POETRY_MASK
    blue = mask & BLUE_MASK == BLUE_MASK
    if red and blue:
        found["akatan-aotan"] = 10 + ribbons - 6
    elif red:
        found["akatan"] = 5 + ribbons - 3
    elif blue:
        found["aotan"] = 5 + ribbons - 3
    elif ribbons >= 5:
        found["tanzaku"] = ribbons - 4
    # The sake cup is chaff as well as an animal.
    chaff = (mask & CHAFF_MASK).bit_count() + (1 if cup else 0)
    if chaff >= 10:
        found["kasu"] = chaff - 9
    return found


def points_of_mask(mask: int) -> int:
    """The yaku points of a captured pile (bit mask), before any doubling.

    The same count as ``sum(yaku_of_mask(mask).values())`` without building the dict: the engine
    and the AI's play-outs call it on every turn (a property test checks that both agree).
    """
    total = 0
    brights = (mask & BRIGHT_MASK).bit_count()
    if brights == 5:
        total = 10
    elif brights == 4:
        total = 7 if mask & RAIN_BIT else 8
    elif brights == 3 and not mask & RAIN_BIT:
        total = 5
    cup = mask & CUP_BIT
    if cup:
        if mask & CURTAIN_BIT:
            total += 5
        if mask & MOON_BIT:
            total += 5
    animals = (mask & ANIMAL_MASK).bit_count()
    if mask & ISC_MASK == ISC_MASK:
        total += animals + 2
    elif animals >= 5:
        total += animals - 4
    ribbons = (mask & RIBBON_MASK).bit_count()
    red = mask & POETRY_MASK == POETRY_MASK
    blue = mask & BLUE_MASK == BLUE_MASK
    if red and blue:
        total += ribbons + 4
    elif red or blue:
        total += ribbons + 2
    elif ribbons >= 5:
        total += ribbons - 4
    chaff = (mask & CHAFF_MASK).bit_count() + (1 if cup else 0)
    if chaff >= 10:
        total += chaff - 9
    return total


def yaku(cards: Iterable[str]) -> dict[str, int]:
    """The yaku of a pile of captured cards, name: points, in the order of ``YAKU_NAMES``.

    >>> yaku(["1a", "3a", "8a", "11a"])
    {'ame-shiko': 7}
    >>> yaku(["6a", "7a", "10a", "2a", "9a"])
    {'inoshikacho': 7}
    """
    return yaku_of_mask(mask_of(cards))


def points(cards: Iterable[str]) -> int:
    """The yaku points of a pile of captured cards, before any doubling."""
    return points_of_mask(mask_of(cards))


def stop_value(base: int, opponent_called_koi: bool) -> int:
    """What a player who stops with ``base`` yaku points scores.

    Doubled at 7 or more, and doubled again if the opponent called koi this round.

    >>> stop_value(6, False), stop_value(7, False), stop_value(6, True), stop_value(7, True)
    (6, 14, 12, 28)
    """
    value = base * 2 if base >= 7 else base
    return value * 2 if opponent_called_koi else value


def teshi_or_kuttsuki(hand: Iterable[int]) -> str | None:
    """``"teshi"`` for a hand of eight with four cards of one month, ``"kuttsuki"`` for four pairs of months.

    >>> teshi_or_kuttsuki([INDEX[c] for c in ["1a", "1b", "1c", "1d", "2a", "3a", "4a", "5a"]])
    'teshi'
    >>> teshi_or_kuttsuki([INDEX[c] for c in ["1a", "1b", "2c", "2d", "5a", "5b", "7a", "7c"]])
    'kuttsuki'
    """
    counts = [0] * 12
    for card in hand:
        counts[MONTH[card]] += 1
    if 4 in counts:
        return "teshi"
    if all(count in (0, 2) for count in counts):
        return "kuttsuki"
    return None
