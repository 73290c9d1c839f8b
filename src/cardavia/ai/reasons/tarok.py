"""Why Tarok's High prefers its action: the bid its hand carries, the Pagat, a void to trump into, points for a partner."""

from __future__ import annotations

from typing import Any

from cardavia.games.base import gettext_noop
from cardavia.games.tarok.cards import CARD, CODES, PAGAT, POINTS, RANK, SUIT, TAROK, trick_winner
from cardavia.games.tarok.contracts import BY_NAME, COLOUR_VALAT

from ..analysis import Reason, Valuation
from ..tarok import sides
from .tricks import Cards, card_reason

_ = gettext_noop

BID = _("Your hand carries this contract: {contract}.")
PASS = _("Passing keeps you out of a contract your hand cannot carry.")
KING = _("Calling {card} gives you the likeliest partner.")
KEEP_PAGAT = _("Keep the Pagat away from the higher taroks for now.")
ANNOUNCE = _("Your cards make this announcement pay on average.")

CARDS = Cards(
    suit=lambda code: SUIT[CARD[code]],
    is_trump=lambda code: SUIT[CARD[code]] == TAROK,
    points=lambda code: POINTS[CARD[code]],
    strength=lambda code: RANK[CARD[code]],
)


def reason(observation: dict[str, Any], valuation: Valuation) -> Reason | None:
    best = valuation.best
    words = best.split()
    phase = observation["phase"]
    if phase == "bidding":
        if words[0] == "bid":
            return Reason(BID, "bid", {"contract": words[1]})
        return Reason(PASS, "pass", {})
    if phase == "king" and words[0] == "call":
        return Reason(KING, "king", {"card": words[1]})
    if phase == "announce" and words[0] == "announce":
        return Reason(ANNOUNCE, "announce", {})
    if words[0] != "play":
        return None
    card = words[1]
    legal = [action.split()[1] for action in valuation.values]
    pagat = CODES[PAGAT]
    if pagat in legal and card != pagat and len(legal) > 1:
        return Reason(KEEP_PAGAT, "keep-pagat", {})
    trick = observation["trick"]
    played = [entry["card"] for entry in trick["cards"]]
    led = played[0] if played else None
    side_winning = False
    if led is not None:
        colour = BY_NAME.get(observation["contract"]) == COLOUR_VALAT
        winner = (trick["leader"] + trick_winner([CARD[c] for c in played], colour)) % 4
        side_of = sides(observation)
        side_winning = side_of[observation["seat"]] is not None and side_of[winner] == side_of[observation["seat"]]
    return card_reason(card, legal, led, side_winning, CARDS)

