"""Kowa faces as small integers, and the ready (cheki) test.

Inside the engine a face is its index in :data:`cardavia.cards.money.KOWA_FACES`:
coins ``1C``-``9C`` are 0-8, strings 9-17, myriads 18-26, then ``OT`` 27,
``RF`` 28 and ``WF`` 29. A hand is a list of 30 counts, one per face.

Triplets are formed within a *group*: a numeral rank (any suits) or one
honour. Groups 0-8 are the ranks 1-9, groups 9-11 the honours.

>>> sorted(ready_waits("5C 5C 5S 5S 5M 9M 9M 9M".split()))
['5C', '5S']
>>> ready_waits("5C 5C 5C 5S 5S 9M 9M 9M".split())
set()
"""

from __future__ import annotations

from typing import Iterable

from cardavia.cards.money import KOWA_FACES

FACE_COUNT = len(KOWA_FACES)  # 30
HONOUR_FIRST = 27

#: Face code -> index.
INDEX: dict[str, int] = {code: index for index, code in enumerate(KOWA_FACES)}

#: Triplet group of each face: 0-8 the ranks 1-9, 9-11 the honours OT, RF, WF.
GROUP: tuple[int, ...] = tuple(f % 9 if f < HONOUR_FIRST else 9 + f - HONOUR_FIRST for f in range(FACE_COUNT))

#: Faces in the order a player reads a hand: by rank (coins, strings, myriads), honours last.
#: Cards that can form a triplet sit together.
DISPLAY_ORDER: tuple[int, ...] = tuple(sorted(range(FACE_COUNT), key=lambda f: (GROUP[f], f)))

#: Position of each face in DISPLAY_ORDER, to sort lists of faces.
DISPLAY_RANK: tuple[int, ...] = tuple(DISPLAY_ORDER.index(f) for f in range(FACE_COUNT))


def parse_face(code: object) -> int:
    """The index of a face code; ``ValueError`` for anything else.

    >>> parse_face("OT"), parse_face("1S")
    (27, 9)
    """
    face = INDEX.get(code) if isinstance(code, str) else None
    if face is None:
        raise ValueError(f"{code!r} is not a Kowa card (examples: 5C, 9S, 1M, OT, RF, WF).")
    return face


def counts_of(faces: Iterable[int]) -> list[int]:
    """The count list (30 entries) of some faces."""
    counts = [0] * FACE_COUNT
    for face in faces:
        counts[face] += 1
    return counts


def cards_of(counts: list[int]) -> list[str]:
    """The codes of a count list, in reading order (by rank, honours last)."""
    return [KOWA_FACES[f] for f in DISPLAY_ORDER for _ in range(counts[f])]


def waits_of(counts: list[int]) -> list[int]:
    """The faces whose pair may be exposed in an 8-card hand given as counts; [] when not ready.

    A ready hand is two triplets and an identical pair. Every triplet uses
    three cards of one group, and the pair two cards of one group, so the
    group totals of a ready hand are all multiples of three except exactly one,
    the pair's group, whose total is 2, 5 or 8. That settles the partition;
    only the pair's group needs a closer look:

    * total 2: the two cards must be identical;
    * total 5 (pair and one triplet of that rank): the 2/2/1 rule, suits
      counted 2, 2 and 1, and either doubled suit may be exposed;
    * total 8 (pair and both triplets of that rank): the 2/2/1 rule holds for
      each triplet with the pair, so the pair's suit has exactly two cards and
      each triplet is two of one other suit and one of the third, which needs
      at least two cards of each other suit.

    Honours have no suits: any count of one honour splits into identical
    triplets and pair, and the 2/2/1 rule concerns numeral pairs only.

    The caller guarantees eight cards.

    >>> waits_of(counts_of([4, 13, 22, 6, 6, 15, 1, 1]))  # 5C 5S 5M 7C 7C 7S 2C 2C
    [1]
    """
    pair_group = -1
    pair_total = 0
    for rank in range(9):
        total = counts[rank] + counts[rank + 9] + counts[rank + 18]
        if total % 3:
            if total % 3 == 1 or pair_group >= 0:
                return []
            pair_group = rank
            pair_total = total
    for honour in range(HONOUR_FIRST, FACE_COUNT):
        total = counts[honour]
        if total % 3:
            if total % 3 == 1 or pair_group >= 0:
                return []
            pair_group = GROUP[honour]
    if pair_group < 0:
        return []
    if pair_group >= 9:
        return [HONOUR_FIRST + pair_group - 9]
    suits = (pair_group, pair_group + 9, pair_group + 18)
    if pair_total == 2:
        return [f for f in suits if counts[f] == 2]
    if pair_total == 5:
        if sorted(counts[f] for f in suits) != [1, 2, 2]:
            return []
        return [f for f in suits if counts[f] == 2]
    if pair_total == 8:
        return [f for f in suits if counts[f] == 2 and min(counts[g] for g in suits if g != f) >= 2]
    return []


def ready_waits(cards: Iterable[str]) -> set[str]:
    """The faces a player holding ``cards`` may expose as his waiting pair; empty when not ready.

    Ready means exactly eight cards forming two triplets plus an identical
    pair, under the 2/2/1 rule when the pair shares a triplet's rank (docs/rules/kowa.md, KA-3).
    ``ValueError`` for a code that is not a Kowa card.

    >>> ready_waits(["5C", "5S", "5M", "7C", "7C", "7S", "2C", "2C"])
    {'2C'}
    >>> ready_waits(["5C", "5S", "5M", "7C", "7C", "7S", "2C", "2S"])
    set()
    """
    counts = [0] * FACE_COUNT
    size = 0
    index = INDEX
    try:
        for code in cards:
            counts[index[code]] += 1
            size += 1
    except (KeyError, TypeError):
        raise ValueError(f"{code!r} is not a Kowa card (examples: 5C, 9S, 1M, OT, RF, WF).") from None
    if size != 8:
        return set()
    return {KOWA_FACES[f] for f in waits_of(counts)}
