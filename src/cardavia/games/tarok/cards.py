"""Slovenian Tarok's cards as small integers, and the rules that depend on cards alone.

A card is its index in :data:`cardavia.cards.industrie.PACK`: the taroks
``T1``...``T21`` are 0...20 and the Škis 21, then each suit from its king
down to its lowest pip (hearts 22-29, diamonds 30-37, spades 38-45, clubs
46-53). A hand is kept sorted by that index, which is also the order in
which a hand is shown and a discard is written.

>>> CARD["T1"], CARD["SK"], CARD["KH"], CARD["4H"], CARD["7C"]
(0, 21, 22, 29, 53)
>>> POINTS[CARD["SK"]], POINTS[CARD["QD"]], POINTS[CARD["T7"]]
(5, 4, 1)
>>> count_points([CARD[c] for c in ("KH", "T5", "T6")])
5
>>> trick_winner([CARD[c] for c in ("KH", "1H", "T2", "QH")], colour_valat=False)
2
>>> trick_winner([CARD[c] for c in ("T21", "T1", "SK", "T3")], colour_valat=False)
1
"""

from __future__ import annotations

from ...cards.industrie import PACK

CODES: tuple[str, ...] = PACK
CARD: dict[str, int] = {code: index for index, code in enumerate(PACK)}
PAGAT, MOND, SKIS = 0, 20, 21
TAROK = 4  # the "suit" number of the taroks; hearts 0, diamonds 1, spades 2, clubs 3
KINGS = (22, 30, 38, 46)
TRULA = (PAGAT, MOND, SKIS)

#: Suit of every card: 0-3 for hearts, diamonds, spades, clubs, 4 for the taroks.
SUIT: tuple[int, ...] = tuple(TAROK if i < 22 else (i - 22) // 8 for i in range(54))
#: Rank inside its suit, higher beats lower: pips 0-3, J 4, N 5, Q 6, K 7; taroks 8 (Pagat) to 29 (Škis).
RANK: tuple[int, ...] = tuple(8 + i if i < 22 else 7 - (i - 22) % 8 for i in range(54))
#: Card points before the count by threes: trula and kings 5, queens 4, knights 3, jacks 2, the rest 1.
POINTS: tuple[int, ...] = tuple(
    5 if i in TRULA else 1 if i < 22 else (5, 4, 3, 2, 1, 1, 1, 1)[(i - 22) % 8] for i in range(54)
)

#: OpenSpiel's action id of each card (its suits run from the lowest pip up to the king).
OPENSPIEL_ID: tuple[int, ...] = tuple(i if i < 22 else 22 + 8 * ((i - 22) // 8) + RANK[i] for i in range(54))


def count_points(cards: list[int] | tuple[int, ...]) -> int:
    """A pile's card points counted by threes: each card's points minus 2/3, the total rounded.

    This is the count by groups of three (each group's sum minus 2) done
    exactly; a last group of one or two cards loses 1 when rounded, the way
    OpenSpiel rounds it. All 54 cards make 70.

    >>> count_points(list(range(54)))
    70
    >>> count_points([CARD["KH"]]), count_points([CARD["KH"], CARD["QH"]])
    (4, 8)
    """
    total = 0
    for card in cards:
        total += POINTS[card]
    # round(total - 2n/3) without floats: thirds are never exactly halves.
    thirds = 3 * total - 2 * len(cards)
    return (thirds + 1) // 3 if thirds >= 0 else -((-thirds + 1) // 3)


def trick_winner(cards: list[int], colour_valat: bool) -> int:
    """The index (in play order) of the card that wins a full trick.

    The emperor trick: Pagat, Mond and Škis together, the Pagat wins (in
    Colour valat only when a tarok was led). In Colour valat the taroks are a
    plain suit; otherwise a tarok beats every suit card.
    """
    if PAGAT in cards and MOND in cards and SKIS in cards and (not colour_valat or SUIT[cards[0]] == TAROK):
        return cards.index(PAGAT)
    best = 0
    for index in range(1, len(cards)):
        card, winning = cards[index], cards[best]
        if (SUIT[card] == SUIT[winning] or (SUIT[card] == TAROK and not colour_valat)) and RANK[card] > RANK[winning]:
            best = index
    return best


def _without_pagat(cards: list[int]) -> list[int]:
    """The Pagat may be played in a negative contract only when it is the one card allowed."""
    if len(cards) > 1 and cards[0] == PAGAT:
        return cards[1:]
    return cards


def legal_plays(hand: list[int], trick: list[int], negative: bool) -> list[int]:
    """The cards of ``hand`` (sorted) that may be played on ``trick`` (cards so far, in play order).

    Follow suit; without it play a tarok; without either any card. In the
    negative contracts (Klop, Beggar, Open beggar) beat the best card of the
    suit you play if you can, never play the Pagat while another card is
    allowed, and play it when Mond and Škis are both in the trick (the
    emperor trick), exactly as OpenSpiel's ``tarok``.

    >>> h = [CARD[c] for c in ("T1", "T5", "KH", "3H")]
    >>> [CODES[c] for c in legal_plays(h, [CARD["2H"]], negative=True)]
    ['KH']
    >>> [CODES[c] for c in legal_plays(h, [CARD["2H"], CARD["T21"], CARD["SK"]], negative=True)]
    ['T1']
    >>> [CODES[c] for c in legal_plays(h, [CARD["KS"]], negative=False)]
    ['T1', 'T5']
    """
    if not trick:
        return _without_pagat(hand) if negative else list(hand)
    led = SUIT[trick[0]]
    suit = led
    follows = [card for card in hand if SUIT[card] == led]
    if not follows:
        follows = [card for card in hand if SUIT[card] == TAROK]
        if not follows:
            return list(hand)
        suit = TAROK
    if not negative:
        return follows
    has_pagat = hand[0] == PAGAT
    if has_pagat and MOND in trick and SKIS in trick:
        return [PAGAT]
    tarok_in_trick = any(SUIT[card] == TAROK for card in trick)
    if (suit != TAROK and tarok_in_trick) or (suit == TAROK and not tarok_in_trick):
        chosen = follows
    else:
        to_beat = trick[0]
        for card in trick[1:]:
            if SUIT[card] == suit and RANK[card] > RANK[to_beat]:
                to_beat = card
        higher = [card for card in follows if RANK[card] > RANK[to_beat]]
        chosen = higher or follows
    return _without_pagat(chosen) if has_pagat else chosen


def discard_choices(hand: list[int], count: int) -> list[tuple[int, ...]]:
    """Every set of ``count`` cards the declarer may lay away, each sorted, in order.

    Never a king or a tarok, unless only taroks are left besides kings; then
    taroks other than the trula (as OpenSpiel, which discards one card at a
    time under the same rule).

    >>> h = [CARD[c] for c in ("T1", "T2", "T3", "KH", "QH")]
    >>> [[CODES[c] for c in s] for s in discard_choices(h, 2)]
    [['T2', 'QH'], ['T3', 'QH']]
    """
    from itertools import combinations

    plain = [card for card in hand if SUIT[card] != TAROK and POINTS[card] != 5]
    if len(plain) >= count:
        return list(combinations(plain, count))
    spare = [card for card in hand if SUIT[card] == TAROK and POINTS[card] != 5]
    return sorted(tuple(sorted(plain + list(extra))) for extra in combinations(spare, count - len(plain)))
