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

#: ``SAME_UP_TO[rank][n]``: the single, pair, trio and bomb of ``rank`` that n cards of it make.
SAME_UP_TO: list[list[tuple[str, ...]]] = [[tuple(SAME[rank][1 : n + 1]) for n in range(5)] for rank in range(NUM_RANKS)]

# -- the level mask of a hand --------------------------------------------------------
#
# A hand's *level mask* has bit ``15 * (k - 1) + rank`` set when it holds k cards
# of ``rank`` or more (k from 1 to 4): bits 0-14 are the ranks it holds, 15-29 those
# of its pairs, 30-44 of its trios, 45-59 of its bombs. The engine keeps one per seat
# (a play changes a few bits), and the generators read whole sets of ranks off it.

LEVEL_BITS = 15
RANKS_MASK = (1 << NUM_RANKS) - 1
#: Ranks 3 to A, the ranks of sequences.
SEQUENCE_MASK = (1 << (TOP_OF_SEQUENCE + 1)) - 1
#: Ranks 3 to 2, the ranks of pairs, trios and bombs.
UP_TO_TWO_MASK = (1 << (TWO + 1)) - 1
JOKERS_MASK = (1 << BLACK_JOKER) | (1 << RED_JOKER)
#: ``LEVEL[rank][n]``: the bits of n cards of ``rank`` in a level mask.
LEVEL: list[list[int]] = [
    [sum(1 << (LEVEL_BITS * (k - 1) + rank) for k in range(1, n + 1)) for n in range(5)] for rank in range(NUM_RANKS)
]


def level_mask(counts: list[int]) -> int:
    """The level mask of the hand ``counts``.

    >>> bin(level_mask(counts_of_ranks("3 3 4")))
    '0b1000000000000011'
    """
    return sum([LEVEL[rank][n] for rank, n in enumerate(counts)])


_RANKS_OF: dict[int, tuple[int, ...]] = {}


def ranks_of(mask: int) -> tuple[int, ...]:
    """The ranks whose bits are set in ``mask`` (15 bits), ascending (cached).

    >>> ranks_of(0b101)
    (0, 2)
    """
    ranks = _RANKS_OF.get(mask)
    if ranks is None:
        ranks = _RANKS_OF[mask] = tuple(rank for rank in range(NUM_RANKS) if mask >> rank & 1)
    return ranks


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


#: ``PLAY_PARTS[action]``: ``(items_of(action), shapes(action))`` of the play actions met so far
#: (filled by :func:`play_parts`; the engine reads it directly, once per play).
PLAY_PARTS: dict[str, tuple[tuple[tuple[int, int], ...], tuple[Shape, ...]]] = {}


def play_parts(action: str) -> tuple[tuple[tuple[int, int], ...], tuple[Shape, ...]]:
    """The ``(rank, count)`` pairs and the readings of a play action (remembered).

    >>> play_parts("play 3 3 3 4")
    (((0, 3), (1, 1)), (('trio-single', 0, 1),))
    """
    parts = PLAY_PARTS.get(action)
    if parts is None:
        parts = PLAY_PARTS[action] = (items_of(action), shapes(action))
    return parts


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


def _single_wings(counts: list[int], head: int, size: int, body: str, out: list[str]) -> None:
    """Append the airplanes of the run ``body`` (``size`` trios from ``head``) with ``size`` single
    wings: up to three of a rank outside the run, never both jokers; in the order of the
    sorted rank tuples of the wings (more of a rank first: 3 3 4 before 3 4 5).

    The text is written as the ranks are chosen, ascending: the run goes in before the first
    wing above it.
    """
    ranks = [rank for rank in range(NUM_RANKS) if counts[rank] and not head <= rank < head + size]
    caps = [min(counts[rank], 3) for rank in ranks]
    last = len(ranks)

    def extend(start: int, left: int, text: str, placed: bool, black: bool) -> None:
        for index in range(start, last):
            rank = ranks[index]
            if rank == RED_JOKER and black:
                continue  # both jokers would be the rocket, not two wings
            here, here_placed = (text, placed) if placed or rank < head else (text + " " + body, True)
            for count in range(min(caps[index], left), 0, -1):
                written = here + " " + _SEG[rank][count]
                if count == left:
                    out.append(written if here_placed else written + " " + body)
                else:
                    extend(index + 1, left - count, written, here_placed, black or rank == BLACK_JOKER)

    extend(0, size, "play", False, False)


def _pair_wings(counts: list[int], head: int, size: int, body: str, out: list[str]) -> None:
    """Append the airplanes of the run ``body`` with ``size`` pairs of distinct ranks (up to the 2)
    outside the run, in the order of ``combinations``."""
    pairs = [rank for rank in range(TWO + 1) if counts[rank] >= 2 and not head <= rank < head + size]
    for combo in combinations(pairs, size):
        below = [_SEG[rank][2] for rank in combo if rank < head]
        above = [_SEG[rank][2] for rank in combo if rank > head]
        out.append("play " + " ".join([*below, body, *above]))


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
            # The run's ranks, written once: the wings go before and after it.
            body = CHAIN[3][head][size][len("play ") :]
            if n != 2 and size * 4 <= MAX_CARDS:
                _single_wings(counts, head, size, body, out)
            if n != 1 and size * 5 <= MAX_CARDS:
                _pair_wings(counts, head, size, body, out)


_FOUR_TABLES: dict[int, tuple[list[list[str]], list[list[str]]]] = {}


def _four_tables(four: int) -> tuple[list[list[str]], list[list[str]]]:
    """``(with_singles, with_pairs)`` of a four: ``with_singles[a][b]`` the four with a and b
    (a pair when a == b), ``with_pairs[a][b]`` the four with the pairs of a and b (made once per four)."""
    tables = _FOUR_TABLES.get(four)
    if tables is None:
        others = [rank for rank in range(NUM_RANKS) if rank != four]
        with_singles = [[""] * NUM_RANKS for _ in range(NUM_RANKS)]
        with_pairs = [[""] * NUM_RANKS for _ in range(NUM_RANKS)]
        for a in others:
            for b in others:
                if a == b:
                    with_singles[a][b] = action_of(sorted([(four, 4), (a, 2)]))
                else:
                    with_singles[a][b] = action_of(sorted([(four, 4), (a, 1), (b, 1)]))
                    with_pairs[a][b] = action_of(sorted([(four, 4), (a, 2), (b, 2)]))
        tables = _FOUR_TABLES[four] = (with_singles, with_pairs)
    return tables


def _fours(counts: list[int], out: list[str], head_above: int = -1, n: int = 0) -> None:
    """Four of a rank with two singles (never the rocket) or two pairs of other distinct ranks.

    The singles come in the order of their ranks (a pair as two singles first), as
    ``sorted(combinations(...))`` of the held ranks would list them.
    """
    for four in range(head_above + 1, TWO + 1):
        if counts[four] != 4:
            continue
        with_singles, with_pairs = _four_tables(four)
        if n != 2:
            held = [rank for rank in range(NUM_RANKS) if rank != four and counts[rank]]
            for index, a in enumerate(held):
                if a >= BLACK_JOKER:
                    break  # the black joker's only partner would be the red one: the rocket, never two singles
                row = with_singles[a]
                if counts[a] >= 2:
                    out.append(row[a])
                out.extend([row[b] for b in held[index + 1 :]])
        if n != 1:
            pairs = [rank for rank in range(TWO + 1) if rank != four and counts[rank] >= 2]
            out.extend([with_pairs[a][b] for a, b in combinations(pairs, 2)])


# -- the tables of a lead, by groups of five ranks ------------------------------------
#
# A lead lists its singles, pairs, trios and bombs rank by rank, then its sequences, then
# its trios with kickers. Each part is looked up whole: for the five ranks of a group
# (3-7, 8-Q, K-RJ), by the bits of the level mask the group holds.

GROUP = 5
GROUPS = range(NUM_RANKS // GROUP)
GROUP_MASK = (1 << GROUP) - 1
#: ``GROUP_BITS[group]``: every level-mask bit of the ranks of ``group``.
GROUP_BITS: tuple[int, ...] = tuple(sum(LEVEL[rank][4] for rank in range(GROUP * group, GROUP * (group + 1))) for group in GROUPS)
_SAME_PARTS: tuple[dict[int, tuple[str, ...]], ...] = tuple({} for _ in GROUPS)


def _same_part(group: int, bits: int) -> tuple[str, ...]:
    """The singles, pairs, trios and bombs of the ranks of ``group`` that the level-mask
    ``bits`` (of that group only) holds, rank by rank (remembered: 5**5 values at most)."""
    part: tuple[str, ...] = ()
    for rank in range(GROUP * group, GROUP * (group + 1)):
        held = sum(1 for level in range(4) if bits >> (LEVEL_BITS * level + rank) & 1)
        part += SAME_UP_TO[rank][held]
    _SAME_PARTS[group][bits] = part
    return part


#: ``KICKERS[n][trio][group][bits]``: the trio of ``trio`` with a kicker of n cards (1 a single,
#: 2 a pair) of each rank of ``group`` whose bit is set in the 5 ``bits`` (the trio's own rank never).
KICKERS: dict[int, list[list[list[tuple[str, ...]]]]] = {
    n: [
        [
            [
                tuple(
                    WITH[trio][rank][n]
                    for rank in range(GROUP * group, GROUP * (group + 1))
                    if bits >> (rank - GROUP * group) & 1 and rank != trio and (n == 1 or rank <= TWO)
                )
                for bits in range(1 << GROUP)
            ]
            for group in GROUPS
        ]
        for trio in range(TWO + 1)
    ]
    for n in (1, 2)
}

_LEAD_CHAINS: dict[int, dict[int, tuple[str, ...]]] = {1: {}, 2: {}, 3: {}}


def _lead_chains(n: int, ranks: int) -> tuple[str, ...]:
    """Every sequence of n cards per rank that a hand with n or more of each rank of the
    mask ``ranks`` (3 to A) makes (remembered: 4096 masks at most for each n)."""
    counts = [n if ranks >> rank & 1 else 0 for rank in range(NUM_RANKS)]
    out: list[str] = []
    _chains(counts, n, out)
    found = _LEAD_CHAINS[n][ranks] = tuple(out)
    return found


def lead_plays(counts: list[int], mask: int | None = None) -> list[str]:
    """Every combination of the hand ``counts`` (15 rank counts), each multiset once.

    ``mask`` is the hand's :func:`level_mask`, when the caller keeps it.

    >>> lead_plays(counts_of_ranks("5 5 RJ"))
    ['play 5', 'play 5 5', 'play RJ']
    """
    if mask is None:
        mask = level_mask(counts)
    out: list[str] = []
    for group in GROUPS:
        bits = mask & GROUP_BITS[group]
        part = _SAME_PARTS[group].get(bits)
        out += _same_part(group, bits) if part is None else part
    present = mask & RANKS_MASK
    if present & JOKERS_MASK == JOKERS_MASK:
        out.append(ROCKET_ACTION)
    pairs = mask >> LEVEL_BITS & UP_TO_TWO_MASK
    for n, ranks in ((1, present & SEQUENCE_MASK), (2, pairs & SEQUENCE_MASK)):
        chains = _LEAD_CHAINS[n].get(ranks)
        out += _lead_chains(n, ranks) if chains is None else chains
    trios = mask >> 2 * LEVEL_BITS & UP_TO_TWO_MASK
    if not trios:
        return out
    low, middle, high = present & GROUP_MASK, present >> GROUP & GROUP_MASK, present >> 2 * GROUP
    pairs_low, pairs_middle, pairs_high = pairs & GROUP_MASK, pairs >> GROUP & GROUP_MASK, pairs >> 2 * GROUP
    for trio in ranks_of(trios):
        singles = KICKERS[1][trio]
        out += singles[0][low]
        out += singles[1][middle]
        out += singles[2][high]
        doubles = KICKERS[2][trio]
        out += doubles[0][pairs_low]
        out += doubles[1][pairs_middle]
        out += doubles[2][pairs_high]
    sequence = trios & SEQUENCE_MASK
    if sequence & (sequence >> 1):
        # Two trios in sequence at least: airplanes.
        chains = _LEAD_CHAINS[3].get(sequence)
        out += _lead_chains(3, sequence) if chains is None else chains
        wings: list[str] = []
        _airplanes_with_wings(counts, wings)
        if wings:
            # A wing may be a trio next to the run: the same multiset twice, or a pure airplane.
            seen = set(out)
            out.extend(action for action in dict.fromkeys(wings) if action not in seen)
    if mask >> 3 * LEVEL_BITS:
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


def _bits(ranks: range, level: int) -> int:
    return sum(1 << (LEVEL_BITS * (level - 1) + rank) for rank in ranks)


def relevant_bits(trick: Shape) -> int:
    """The bits of a level mask that :func:`follow_plays` reads for ``trick``: two hands
    equal on them have the same answers.

    >>> relevant_bits((BOMB, TWO - 1, 1)) == (1 << 4 * LEVEL_BITS - 3) | JOKERS_MASK
    True
    """
    kind, head, _length = trick
    if kind == ROCKET:
        return 0
    rocket = JOKERS_MASK
    if kind == BOMB:
        return rocket | _bits(range(head + 1, TWO + 1), 4)
    bombs = rocket | _bits(range(TWO + 1), 4)
    if kind == SINGLE:
        return bombs | _bits(range(head + 1, NUM_RANKS), 1)
    if kind in (PAIR, TRIO):
        return bombs | _bits(range(head + 1, TWO + 1), 2 if kind == PAIR else 3)
    if kind in (STRAIGHT, PAIR_STRAIGHT, AIRPLANE):
        level = {STRAIGHT: 1, PAIR_STRAIGHT: 2, AIRPLANE: 3}[kind]
        return bombs | _bits(range(head + 1, TOP_OF_SEQUENCE + 1), level)
    if kind == TRIO_SINGLE:
        return bombs | _bits(range(head + 1, TWO + 1), 3) | _bits(range(NUM_RANKS), 1)
    if kind == TRIO_PAIR:
        return bombs | _bits(range(head + 1, TWO + 1), 3) | _bits(range(TWO + 1), 2)
    # Airplanes with wings and fours with two read the whole hand.
    return (1 << 4 * LEVEL_BITS) - 1


#: The most answers remembered (some 16 MB) before all are dropped and remembered anew.
FOLLOW_CACHE_LIMIT = 100_000
_FOLLOWS: dict[Shape, tuple[int, dict[int, list[str]]]] = {}
_follows_remembered = 0


def follow_plays_of_mask(counts: list[int], mask: int, trick: Shape) -> list[str]:
    """:func:`follow_plays` of the hand ``counts`` whose :func:`level_mask` is ``mask``,
    remembered by the bits of the mask that matter for ``trick``.

    The list returned is shared by every hand alike on those bits: never change it.

    >>> hand = counts_of_ranks("3 3 4 4 4 4 9")
    >>> follow_plays_of_mask(hand, level_mask(hand), (SINGLE, 5, 1))
    ['pass', 'play 4 4 4 4', 'play 9']
    """
    entry = _FOLLOWS.get(trick)
    if entry is None:
        entry = _FOLLOWS[trick] = (relevant_bits(trick), {})
    relevant, known = entry
    key = mask & relevant
    plays = known.get(key)
    if plays is None:
        global _follows_remembered
        if _follows_remembered >= FOLLOW_CACHE_LIMIT:
            for _relevant, answers in _FOLLOWS.values():
                answers.clear()
            _follows_remembered = 0
        plays = known[key] = follow_plays(counts, trick)
        _follows_remembered += 1
    return plays
