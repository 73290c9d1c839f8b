"""Why Tarocchi's High prefers its action: the Matto, a void to trump into, points for the partner, the discard."""

from __future__ import annotations

from typing import Any

from cardavia.games.base import gettext_noop
from cardavia.games.tarocchi.rules import winner_index
from cardavia.games.tarocchi.tables import CARD, MATTO_CODE, POINTS, STRENGTH, SUIT, TRUMPS

from ..analysis import Reason, Valuation
from .tricks import Cards, card_reason

_ = gettext_noop

MATTO = _("Play the Matto now: it keeps its points for your team.")
KEEP_MATTO = _("Keep the Matto for a trick you would lose with points.")
DISCARD = _("Putting away {card} and {card2} banks their points and shapes your hand.")

CARDS = Cards(
    suit=lambda code: SUIT[CARD[code]],
    is_trump=lambda code: SUIT[CARD[code]] == TRUMPS and code != MATTO_CODE,
    points=lambda code: POINTS[CARD[code]],
    strength=lambda code: STRENGTH[CARD[code]],
)


def reason(observation: dict[str, Any], valuation: Valuation) -> Reason | None:
    best = valuation.best
    words = best.split()
    if words[0] == "discard":
        return Reason(DISCARD, "discard", {"card": words[1], "card2": words[2]})
    card = words[1]
    legal = [action.split()[1] for action in valuation.values]
    if card == MATTO_CODE:
        return Reason(MATTO, "matto", {})
    trick = observation["trick"]
    played = [entry["card"] for entry in trick["cards"]]
    cards = [CARD[c] for c in played]
    led = next((c for c in played if c != MATTO_CODE), None)
    side_winning = False
    if led is not None:
        winner = (trick["leader"] + winner_index(cards, SUIT[CARD[led]])) % 4
        side_winning = winner % 2 == observation["seat"] % 2
    found = card_reason(card, legal, led, side_winning, CARDS)
    if found is None and MATTO_CODE in legal:
        return Reason(KEEP_MATTO, "keep-matto", {})
    return found
