"""Reasons shared by the trick-taking games: trumping into a void, a cheap card, a strong one.

A trick game's reasons module reads the card it prefers and asks
:func:`card_reason` with its own view of the cards (suit, trump, points); the
templates live here once so that every trick game says them alike.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from cardavia.games.base import gettext_noop

from ..analysis import Reason

_ = gettext_noop

TRUMP_INTO_VOID = _("You have no card of the suit led: trump in with {card}.")
CHEAPEST = _("{card} is your cheapest card here: it gives the least away.")
STRONGEST = _("{card} is your strongest card for this trick.")
GIVE_POINTS = _("{card} puts points on a trick your side is taking.")
LEAD = _("Leading {card} does best on average.")


@dataclass(frozen=True)
class Cards:
    """How a game sees its cards, for the shared reasons."""

    suit: Callable[[str], object]  # the suit a card follows as (trumps count as one suit)
    is_trump: Callable[[str], bool]
    points: Callable[[str], int]
    strength: Callable[[str], int]  # higher beats lower within what a card may follow


def card_reason(best: str, legal_cards: list[str], led: str | None, side_winning: bool, cards: Cards) -> Reason | None:
    """Why ``best`` (a card code) among ``legal_cards``; ``led`` the first card of the trick (None
    when the seat leads), ``side_winning`` whether the seat's side holds the trick now.

    >>> cards = Cards(lambda c: c[-1], lambda c: c[-1] == "T", lambda c: 0, lambda c: int(c[:-1]))
    >>> card_reason("2T", ["2T", "5T"], "9S", False, cards).code
    'trump-into-void'
    """
    if led is None:
        return Reason(LEAD, "lead", {"card": best})
    others = [c for c in legal_cards if c != best]
    if not others:
        return None
    if cards.is_trump(best) and not cards.is_trump(led) and cards.suit(best) != cards.suit(led):
        return Reason(TRUMP_INTO_VOID, "trump-into-void", {"card": best})
    if side_winning and cards.points(best) > max(cards.points(c) for c in others):
        return Reason(GIVE_POINTS, "give-points", {"card": best})
    key = lambda c: (cards.points(c), cards.strength(c))  # noqa: E731
    if key(best) <= min(key(c) for c in others):
        return Reason(CHEAPEST, "cheapest", {"card": best})
    if cards.strength(best) >= max(cards.strength(c) for c in others):
        return Reason(STRONGEST, "strongest", {"card": best})
    return None
