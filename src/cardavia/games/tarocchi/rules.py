"""The rules of Piedicavallo Tarocchi as pure functions.

Two layers: fast functions on card numbers and bitmasks (``*_mask``,
``winner_index``, ``discard_pairs``) that the engine uses, and the public
helpers on card codes that tests and the AI use (``trick_winner``,
``legal_plays``, ``discard_is_legal``, ``card_points``).

>>> trick_winner(["7S", "10S", "KS", "5S"])
2
>>> sorted(legal_plays(["3D", "T10", "M"], ["5D"]))
['3D', 'M']
>>> card_points("KS") + card_points("T21") + card_points("6C") + card_points("QB")
15
"""

from __future__ import annotations

from typing import Iterable, Sequence

from ..base import gettext_noop as _

from .tables import (
    BIT,
    CARD,
    CODES,
    DECK_SIZE,
    FIVE_POINT_MASK,
    FREE_DISCARD_MASK,
    MATTO,
    MATTO_BIT,
    NO_SUIT,
    ORDINARY_TRUMP_MASK,
    POINTS,
    STRENGTH,
    SUIT,
    SUIT_MASK,
    TRUMP_MASK,
    TRUMPS,
    cards_of,
)

#: Cards in the dealer's hand before the discard, and after it.
DEALER_CARDS = 17
HAND_CARDS = 15


def parse_card(code: object) -> int:
    """The number of a card code; ``ValueError`` for anything else.

    >>> parse_card("T21"), parse_card("M")
    (20, 21)
    """
    number = CARD.get(code) if isinstance(code, str) else None
    if number is None:
        raise ValueError(f"{code!r} is not a card of the 62-card Piedicavallo deck.")
    return number


# -- fast layer: card numbers and masks ------------------------------------------------------------


def _win_keys(led: int) -> tuple[int, ...]:
    """How strongly each card contends for a trick whose led suit is ``led``.

    Any trump beats any card of the led suit; cards of other suits and the
    Matto never win (-1).
    """
    keys = []
    for number in range(DECK_SIZE):
        suit = SUIT[number]
        if suit == TRUMPS:
            keys.append(100 + STRENGTH[number])
        elif suit == led and suit != NO_SUIT:
            keys.append(STRENGTH[number])
        else:
            keys.append(-1)
    return tuple(keys)


#: WIN_KEY[led suit][card]: the card's claim on the trick (higher wins; -1 never wins).
WIN_KEY: tuple[tuple[int, ...], ...] = tuple(_win_keys(led) for led in range(5))


def led_suit_of(cards: Sequence[int]) -> int:
    """The suit of the first card that is not the Matto; ``NO_SUIT`` if there is none."""
    for number in cards:
        if number != MATTO:
            return SUIT[number]
    return NO_SUIT


def winner_index(cards: Sequence[int], led: int) -> int:
    """The index (in play order) of the card that wins a trick with led suit ``led``."""
    keys = WIN_KEY[led]
    best, best_key = 0, keys[cards[0]]
    for index in range(1, len(cards)):
        key = keys[cards[index]]
        if key > best_key:
            best, best_key = index, key
    return best


def legal_play_mask(hand: int, led: int) -> int:
    """The cards of ``hand`` that may be played to a trick whose led suit is ``led``.

    Follow suit, else trump, else anything; the Matto at any time.
    """
    if led == NO_SUIT:
        return hand
    allowed = hand & SUIT_MASK[led]
    if not allowed:
        allowed = hand & TRUMP_MASK
        if not allowed:
            return hand
    return allowed | (hand & MATTO_BIT)


def discard_pairs(hand: int) -> list[tuple[int, int]]:
    """Every legal discard of a 17-card ``hand``, as (lower, higher) card numbers in deck order.

    Never a 5-point card (kings, T1, T21, the Matto). Two suit cards are always
    fine. An ordinary trump (T2...T20) may go only if the 15 cards kept are all
    trumps, kings and the Matto (no suit card below a king is left), or hold
    no trump at all.
    """
    free = hand & FREE_DISCARD_MASK
    free_count = free.bit_count()
    trumps_held = (hand & TRUMP_MASK).bit_count()
    # Two ordinary trumps: nothing else discardable remains, or they were the only trumps.
    two_trumps_ok = free_count == 0 or trumps_held == 2
    # An ordinary trump and a suit card: that suit card was the only one, or the trump was the only trump.
    trump_and_free_ok = free_count == 1 or trumps_held == 1
    candidates = cards_of(hand & (FREE_DISCARD_MASK | ORDINARY_TRUMP_MASK))
    pairs = []
    for position, low in enumerate(candidates):
        low_is_trump = SUIT[low] == TRUMPS
        for high in candidates[position + 1 :]:
            high_is_trump = SUIT[high] == TRUMPS
            if low_is_trump and high_is_trump:
                legal = two_trumps_ok
            elif low_is_trump or high_is_trump:
                legal = trump_and_free_ok
            else:
                legal = True
            if legal:
                pairs.append((low, high))
    return pairs


# -- public helpers on card codes --------------------------------------------------------------------


def card_points(card: str) -> int:
    """Card points: kings, T1, T21 and the Matto 5, queens 4, cavalli 3, jacks 2, the rest 1.

    >>> card_points("M"), card_points("QD"), card_points("NC"), card_points("JB"), card_points("T7")
    (5, 4, 3, 2, 1)
    """
    return POINTS[parse_card(card)]


def trick_winner(cards_in_play_order: Sequence[str]) -> int:
    """The index of the card that wins a trick (cards listed from the leader on).

    The highest trump if any trump was played, else the highest card of the
    led suit, which is the suit of the first card that is not the Matto. The
    Matto never wins.

    >>> trick_winner(["2C", "1C", "6C", "JC"])
    3
    >>> trick_winner(["M", "6D", "QD", "T3"])
    3
    """
    cards = [parse_card(code) for code in cards_in_play_order]
    if len(set(cards)) != len(cards):
        raise ValueError("A trick cannot hold the same card twice.")
    led = led_suit_of(cards)
    if led == NO_SUIT:
        raise ValueError("A trick needs at least one card other than the Matto to have a winner.")
    return winner_index(cards, led)


def legal_plays(hand: Iterable[str], trick_so_far: Sequence[str]) -> set[str]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_so_far``.

    >>> sorted(legal_plays(["T10", "KS"], ["5D"]))
    ['T10']
    >>> sorted(legal_plays(["KC", "T2"], ["M"]))
    ['KC', 'T2']
    """
    hand_mask = 0
    for code in hand:
        hand_mask |= BIT[parse_card(code)]
    trick = [parse_card(code) for code in trick_so_far]
    return {CODES[number] for number in cards_of(legal_play_mask(hand_mask, led_suit_of(trick)))}


def discard_is_legal(hand17: Iterable[str], two_cards: Iterable[str]) -> bool:
    """Whether the dealer holding ``hand17`` may discard ``two_cards`` (in either order).

    ``ValueError`` when ``hand17`` is not 17 different cards of the deck.

    >>> hand = "T3 T9 QS NS JS 10S 9S 8S 7S QB NB JB 10B 9B 8B 7B 6B".split()
    >>> discard_is_legal(hand, ["T3", "T9"]), discard_is_legal(hand, ["T3", "7S"])
    (True, False)
    """
    numbers = [parse_card(code) for code in hand17]
    hand = 0
    for number in numbers:
        hand |= BIT[number]
    if len(numbers) != DEALER_CARDS or hand.bit_count() != DEALER_CARDS:
        raise ValueError(f"The dealer's hand before the discard is {DEALER_CARDS} different cards.")
    pair = sorted(parse_card(code) for code in two_cards)
    if len(pair) != 2:
        return False
    return (pair[0], pair[1]) in discard_pairs(hand)


def discard_refusal(hand: int, first: int, second: int) -> tuple[str, str, dict[str, str]]:
    """Why discarding ``first`` and ``second`` from ``hand`` is not legal: (code, message, params).

    Called only for a pair that :func:`discard_pairs` does not list, to put
    the rule it breaks into words.
    """
    if first == second:
        return "discard_same_card", _("Discard two different cards."), {"card": CODES[first]}
    for number in (first, second):
        if not hand & BIT[number]:
            return "not_in_hand", _("You do not hold {card}."), {"card": CODES[number]}
    for number in (first, second):
        if BIT[number] & FIVE_POINT_MASK:
            if number == MATTO:
                message = _("You cannot discard the Matto: kings, T1, T21 and the Matto never go to the discard.")
            elif CODES[number][0] == "K":
                message = _("You cannot discard a king: kings, T1, T21 and the Matto never go to the discard.")
            else:
                message = _("You cannot discard {card}: kings, T1, T21 and the Matto never go to the discard.")
            return "discard_five_points", message, {"card": CODES[number]}
    trump = first if SUIT[first] == TRUMPS else second
    return (
        "discard_trump",
        _(
            "You cannot discard {card}: a trump may go only if the 15 cards you keep are all trumps, "
            "kings and the Matto, or hold no trump at all."
        ),
        {"card": CODES[trump]},
    )
