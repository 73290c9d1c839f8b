"""Dou Dizhu combinations on rank counts: what a hand may play, and what a play is.

Ranks are small integers, ``0`` for the 3 up to ``12`` for the 2, then ``13``
the black joker and ``14`` the red joker; a hand is a list of 15 counts. A
combination is a multiset of ranks, written as its action ``play <ranks>``
(ranks ascending, separated by spaces). The strings of every combination
that can be made of one or two ranks and every sequence are made once, at
import, in tables indexed by rank; the generators below only index them.

A combination's *shape* is ``(kind, head, length)``: ``head`` is the rank
that compares (the lowest rank of a sequence, the rank of the trio or the
four), ``length`` the number of ranks in the sequence (1 otherwise). A play
beats the round's last play when it has the same kind and length and a
higher head, or it is a bomb (a higher bomb beats a bomb) or the rocket.
(docs/rules/doudizhu.md, DD-3 and DD-4.)

>>> hand = counts_of_ranks("3 3 3 4 5 6 7 BJ RJ")
>>> "play 3 3 3 4" in lead_plays(hand), "play 3 4 5 6 7" in lead_plays(hand)
(True, True)
>>> follow_plays(hand, (SINGLE, 10, 1))
['pass', 'play BJ RJ', 'play BJ', 'play RJ']
>>> shape_of("play 3 3 3 4 4 4 5 6", None)
('airplane-singles', 0, 2)
"""

from __future__ import annotations

from itertools import combinations

#: Rank tokens of the notation, by rank number.
TOKENS: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ")
RANK_OF: dict[str, int] = {token: rank for rank, token in enumerate(TOKENS)}
NUM_RANKS = 15
TWO = 12
BLACK_JOKER = 13
RED_JOKER = 14
#: The highest rank a sequence may reach: the ace (twos and jokers never belong to one).
TOP_OF_SEQUENCE = 11

SINGLE = "single"
PAIR = "pair"
TRIO = "trio"
TRIO_SINGLE = "trio-single"
TRIO_PAIR = "trio-pair"
STRAIGHT = "straight"
PAIR_STRAIGHT = "pair-straight"
AIRPLANE = "airplane"
AIRPLANE_SINGLES = "airplane-singles"
AIRPLANE_PAIRS = "airplane-pairs"
FOUR_SINGLES = "four-singles"
FOUR_PAIRS = "four-pairs"
BOMB = "bomb"
ROCKET = "rocket"

Shape = tuple[str, int, int]

PASS = "pass"
ROCKET_ACTION = "play BJ RJ"

#: The shortest sequence of singles, pairs and trios.
MIN_LENGTH = {1: 5, 2: 3, 3: 2}
CHAIN_KIND = {1: STRAIGHT, 2: PAIR_STRAIGHT, 3: AIRPLANE}
SAME_RANK_KIND = {1: SINGLE, 2: PAIR, 3: TRIO, 4: BOMB}
#: The most cards a hand ever holds (the landlord's 20).
MAX_CARDS = 20

# -- the string tables ------------------------------------------------------------

#: ``_SEG[rank][n]``: the rank written n times, "3 3 3".
_SEG: list[list[str]] = [[" ".join([token] * n) for n in range(5)] for token in TOKENS]


def action_of(items: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> str:
    """The action of ``(rank, count)`` pairs in ascending rank order.

    >>> action_of([(0, 3), (7, 1)])
    'play 3 3 3 10'
    """
    return "play " + " ".join(_SEG[rank][n] for rank, n in items if n)


#: ``SAME[rank][n]``: n cards of one rank (single, pair, trio, bomb).
SAME: list[list[str]] = [["", *(action_of([(rank, n)]) for n in range(1, 5))] for rank in range(NUM_RANKS)]
#: ``CHAIN[n][head][length]``: a sequence of ``length`` ranks from ``head``, n cards each.
CHAIN: dict[int, list[dict[int, str]]] = {
    n: [
        {
            length: action_of([(rank, n) for rank in range(head, head + length)])
            for length in range(MIN_LENGTH[n], TOP_OF_SEQUENCE - head + 2)
            if length * n <= MAX_CARDS
        }
        for head in range(TOP_OF_SEQUENCE + 1)
    ]
    for n in (1, 2, 3)
}
#: ``WITH[trio][kicker][n]``: a trio with a kicker of n cards (n = 1 single, 2 pair).
WITH: list[list[list[str]]] = [
    [["", *(action_of(sorted([(trio, 3), (kicker, n)])) if kicker != trio else "" for n in (1, 2))] for kicker in range(NUM_RANKS)]
    for trio in range(TWO + 1)
]

# -- reading an action --------------------------------------------------------------

_ITEMS_CACHE: dict[str, tuple[tuple[int, int], ...]] = {}
_SHAPES_CACHE: dict[str, tuple[Shape, ...]] = {}


def items_of(action: str) -> tuple[tuple[int, int], ...]:
    """The ``(rank, count)`` pairs of a ``play`` action (cached: the same strings recur).

    >>> items_of("play 3 3 BJ")
    ((0, 2), (13, 1))
    """
    items = _ITEMS_CACHE.get(action)
    if items is None:
        counts = [0] * NUM_RANKS
        for token in action.split()[1:]:
            counts[RANK_OF[token]] += 1
        items = tuple((rank, n) for rank, n in enumerate(counts) if n)
        _ITEMS_CACHE[action] = items
    return items


def counts_of_ranks(text: str) -> list[int]:
    """15 counts from ranks written with spaces ("3 3 BJ")."""
    counts = [0] * NUM_RANKS
    for token in text.split():
        counts[RANK_OF[token]] += 1
    return counts


def shapes(action: str) -> tuple[Shape, ...]:
    """Every shape that the multiset of ranks of ``action`` can be read as.

    Only airplanes with single wings have more than one reading: wings may hold a
    trio next to the sequence (``333444555666`` is an airplane of four, or of
    three with 6 6 6 or 3 3 3 as wings).

    >>> shapes("play 3 3 3 4 4 4 5 5 5 6 6 6")
    (('airplane', 0, 4), ('airplane-singles', 1, 3), ('airplane-singles', 0, 3))
    """
    found = _SHAPES_CACHE.get(action)
    if found is None:
        found = tuple(_shapes(items_of(action)))
        _SHAPES_CACHE[action] = found
    return found


def _shapes(items: tuple[tuple[int, int], ...]) -> list[Shape]:
    total = sum(n for _, n in items)
    ranks = [rank for rank, _ in items]
    ns = [n for _, n in items]
    out: list[Shape] = []
    if len(items) == 1:
        rank, n = items[0]
        return [(SAME_RANK_KIND[n], rank, 1)]
    if ranks == [BLACK_JOKER, RED_JOKER]:
        return [(ROCKET, RED_JOKER, 1)]
    # Pure sequences: one count, consecutive ranks up to the ace.
    if len(set(ns)) == 1 and ns[0] <= 3 and ranks[-1] <= TOP_OF_SEQUENCE and ranks[-1] - ranks[0] == len(ranks) - 1:
        if len(ranks) >= MIN_LENGTH[ns[0]]:
            out.append((CHAIN_KIND[ns[0]], ranks[0], len(ranks)))
    counts = dict(items)
    # A trio with one kicker.
    if len(items) == 2:
        (a, na), (b, nb) = items
        for trio, kicker, nk in ((a, b, nb), (b, a, na)):
            if counts[trio] == 3 and trio <= TWO and (nk == 1 or (nk == 2 and kicker <= TWO)):
                out.append((TRIO_SINGLE if nk == 1 else TRIO_PAIR, trio, 1))
    # Four with two singles or two pairs (never the rocket as the two singles).
    for rank, n in items:
        if n == 4 and rank <= TWO:
            rest = [(r, m) for r, m in items if r != rank]
            if total == 6 and not (counts.get(BLACK_JOKER) and counts.get(RED_JOKER)):
                out.append((FOUR_SINGLES, rank, 1))
            elif total == 8 and len(rest) == 2 and all(m == 2 and r <= TWO for r, m in rest):
                out.append((FOUR_PAIRS, rank, 1))
    # Airplanes with wings: a run of trios (exactly three of each) and as many wings.
    for head in ranks:
        if head > TOP_OF_SEQUENCE - 1 or counts[head] != 3:
            continue
        length = 0
        while head + length <= TOP_OF_SEQUENCE and counts.get(head + length) == 3:
            length += 1
            if length < 2:
                continue
            wings = [(r, m) for r, m in items if not head <= r < head + length]
            if total == 4 * length:
                if all(m <= 3 for _, m in wings) and not (counts.get(BLACK_JOKER) and counts.get(RED_JOKER)):
                    out.append((AIRPLANE_SINGLES, head, length))
            elif total == 5 * length and len(wings) == length and all(m == 2 and r <= TWO for r, m in wings):
                out.append((AIRPLANE_PAIRS, head, length))
    # The reading a lead takes first: the pure airplane, then wings from the highest head.
    out.sort(key=lambda shape: (shape[0] != AIRPLANE, -shape[1]))
    return out


def shape_of(action: str, trick: Shape | None) -> Shape:
    """The shape a legal play takes: on a lead, its first reading (:func:`shapes`);
    on a round's play, the reading that beats ``trick`` with the highest head
    (or the bomb or rocket it is).

    >>> shape_of("play 3 3 3 4 4 4 5 5 5 6 6 6", None)
    ('airplane', 0, 4)
    >>> shape_of("play 3 3 3 4 4 4 5 5 5 6 6 6", (AIRPLANE_SINGLES, 0, 3))
    ('airplane-singles', 1, 3)
    """
    readings = shapes(action)
    if trick is not None:
        for shape in readings:
            if shape[0] in (BOMB, ROCKET) or (shape[0] == trick[0] and shape[2] == trick[2] and shape[1] > trick[1]):
                return shape
    return readings[0]


def beats(shape: Shape, trick: Shape) -> bool:
    """Whether a play of ``shape`` beats the round's last play ``trick``."""
    if trick[0] == ROCKET:
        return False
    if shape[0] == ROCKET:
        return True
    if shape[0] == BOMB:
        return trick[0] != BOMB or shape[1] > trick[1]
    return shape[0] == trick[0] and shape[2] == trick[2] and shape[1] > trick[1]


# -- generating the plays of a hand ---------------------------------------------------


def _chains(counts: list[int], n: int, out: list[str], head_above: int = -1, length: int = 0) -> None:
    """Sequences of n cards per rank (every length, or only ``length`` from a head above ``head_above``).

    One pass from the ace down counts, for every rank, the run of ranks from it
    that hold n cards or more.
    """
    table = CHAIN[n]
    minimum = length or MIN_LENGTH[n]
    runs = [0] * (TOP_OF_SEQUENCE + 2)
    run = 0
    for rank in range(TOP_OF_SEQUENCE, head_above, -1):
        run = run + 1 if counts[rank] >= n else 0
        runs[rank] = run
    for head in range(head_above + 1, TOP_OF_SEQUENCE - minimum + 2):
        run = runs[head]
        if run < minimum:
            continue
        strings = table[head]
        if length:
            out.append(strings[length])
        else:
            out.extend([strings[size] for size in range(minimum, run + 1) if size in strings])


def _wings(counts: list[int], head: int, length: int, n: int) -> list[tuple[tuple[int, int], ...]]:
    """The wing sets of an airplane from ``head`` of ``length`` trios: ``length`` singles (up to
    three of a rank, never both jokers) or ``length`` pairs of distinct ranks, outside the run."""
    if n == 1:
        pool: list[int] = []
        for rank in range(NUM_RANKS):
            if head <= rank < head + length:
                continue
            pool.extend([rank] * min(counts[rank], 3))
        found = set()
        for combo in combinations(pool, length):
            if BLACK_JOKER in combo and RED_JOKER in combo:
                continue
            found.add(combo)
        result = []
        for combo in sorted(found):
            wing: dict[int, int] = {}
            for rank in combo:
                wing[rank] = wing.get(rank, 0) + 1
            result.append(tuple(wing.items()))
        return result
    pairs = [rank for rank in range(TWO + 1) if counts[rank] >= 2 and not head <= rank < head + length]
    return [tuple((rank, 2) for rank in combo) for combo in combinations(pairs, length)]


def _airplanes_with_wings(counts: list[int], out: list[str], head_above: int = -1, length: int = 0, n: int = 0) -> None:
    for head in range(head_above + 1, TOP_OF_SEQUENCE):
        if counts[head] < 3:
            continue
        run = 1
        while head + run <= TOP_OF_SEQUENCE and counts[head + run] >= 3:
            run += 1
        sizes = [length] if length else range(2, run + 1)
        for size in sizes:
            if size > run:
                continue
            for wing_n in ((n,) if n else (1, 2)):
                if size * (3 + wing_n) > MAX_CARDS:
                    continue
                body = [(rank, 3) for rank in range(head, head + size)]
                for wing in _wings(counts, head, size, wing_n):
                    out.append(action_of(sorted(body + list(wing))))


def _fours(counts: list[int], out: list[str], head_above: int = -1, n: int = 0) -> None:
    """Four of a rank with two singles (never the rocket) or two pairs of other distinct ranks."""
    for four in range(head_above + 1, TWO + 1):
        if counts[four] != 4:
            continue
        if n != 2:
            pool = []
            for rank in range(NUM_RANKS):
                if rank != four:
                    pool.extend([rank] * min(counts[rank], 2))
            for combo in sorted(set(combinations(pool, 2))):
                a, b = combo
                if a == BLACK_JOKER and b == RED_JOKER:
                    continue
                items = [(four, 4), (a, 1)] if a != b else [(four, 4), (a, 2)]
                if a != b:
                    items.append((b, 1))
                out.append(action_of(sorted(items)))
        if n != 1:
            pairs = [rank for rank in range(TWO + 1) if rank != four and counts[rank] >= 2]
            for a, b in combinations(pairs, 2):
                out.append(action_of(sorted([(four, 4), (a, 2), (b, 2)])))


def lead_plays(counts: list[int]) -> list[str]:
    """Every combination of the hand ``counts`` (15 rank counts), each multiset once.

    >>> lead_plays(counts_of_ranks("5 5 RJ"))
    ['play 5', 'play 5 5', 'play RJ']
    """
    out: list[str] = []
    present = [rank for rank in range(NUM_RANKS) if counts[rank]]
    for rank in present:
        out.extend(SAME[rank][1 : counts[rank] + 1])
    if counts[BLACK_JOKER] and counts[RED_JOKER]:
        out.append(ROCKET_ACTION)
    pairs = [rank for rank in present if counts[rank] >= 2 and rank <= TWO]
    trios = [rank for rank in pairs if counts[rank] >= 3]
    # Sequences need enough ranks (up to the ace) of one count: skip the searches that cannot find one.
    if len(present) >= 5:
        _chains(counts, 1, out)
    if len(pairs) >= 3:
        _chains(counts, 2, out)
    for trio in trios:
        table = WITH[trio]
        out.extend([table[k][1] for k in present if k != trio])
        out.extend([table[k][2] for k in pairs if k != trio])
    if len(trios) >= 2:
        _chains(counts, 3, out)
        wings: list[str] = []
        _airplanes_with_wings(counts, wings)
        if wings:
            # A wing may be a trio next to the run: the same multiset twice, or a pure airplane.
            seen = set(out)
            out.extend(action for action in dict.fromkeys(wings) if action not in seen)
        if any(counts[rank] == 4 for rank in trios):
            _fours(counts, out)
    elif trios and counts[trios[0]] == 4:
        _fours(counts, out)
    return out


def follow_plays(counts: list[int], trick: Shape) -> list[str]:
    """``pass`` and every combination of ``counts`` that beats the round's last play ``trick``.

    >>> follow_plays(counts_of_ranks("4 4 4 4 9 9"), (PAIR, 5, 1))
    ['pass', 'play 4 4 4 4', 'play 9 9']
    """
    kind, head, length = trick
    out = [PASS]
    if kind == ROCKET:
        return out
    if counts[BLACK_JOKER] and counts[RED_JOKER]:
        out.append(ROCKET_ACTION)
    has_four = 4 in counts
    if kind == BOMB:
        if has_four:
            out.extend([SAME[rank][4] for rank in range(head + 1, TWO + 1) if counts[rank] == 4])
        return out
    if has_four:
        out.extend([SAME[rank][4] for rank in range(TWO + 1) if counts[rank] == 4])
    if kind == SINGLE:
        out.extend([SAME[rank][1] for rank in range(head + 1, NUM_RANKS) if counts[rank]])
    elif kind == PAIR:
        out.extend([SAME[rank][2] for rank in range(head + 1, TWO + 1) if counts[rank] >= 2])
    elif kind == TRIO:
        out.extend([SAME[rank][3] for rank in range(head + 1, TWO + 1) if counts[rank] >= 3])
    elif kind == STRAIGHT:
        _chains(counts, 1, out, head, length)
    elif kind == PAIR_STRAIGHT:
        _chains(counts, 2, out, head, length)
    elif kind == AIRPLANE:
        _chains(counts, 3, out, head, length)
    elif kind in (TRIO_SINGLE, TRIO_PAIR):
        n = 1 if kind == TRIO_SINGLE else 2
        kickers = [rank for rank in range(NUM_RANKS if n == 1 else TWO + 1) if counts[rank] >= n]
        for trio in range(head + 1, TWO + 1):
            if counts[trio] >= 3:
                table = WITH[trio]
                out.extend([table[k][n] for k in kickers if k != trio])
    elif kind in (AIRPLANE_SINGLES, AIRPLANE_PAIRS):
        wings: list[str] = []
        _airplanes_with_wings(counts, wings, head, length, 1 if kind == AIRPLANE_SINGLES else 2)
        out.extend(dict.fromkeys(wings))
    elif kind in (FOUR_SINGLES, FOUR_PAIRS):
        _fours(counts, out, head, 1 if kind == FOUR_SINGLES else 2)
    return out
