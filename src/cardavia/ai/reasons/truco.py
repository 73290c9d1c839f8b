"""Why Truco's High prefers its action: the envido, the chance of the hand, the card kept."""

from __future__ import annotations

from typing import Any

from cardavia.games.base import gettext_noop
from cardavia.games.truco.cards import INDEX, TIER
from cardavia.games.truco.engine import ENVIDO_BIDS, TRUCO_CALLS

from ..analysis import Reason, Valuation

_ = gettext_noop

ENVIDO_CALL = _("You have {points} of envido: worth calling.")
ENVIDO_ACCEPT = _("Your {points} of envido should win the showdown: accept.")
ENVIDO_DECLINE = _("{points} of envido is too little to risk the showdown.")
# xgettext:no-python-format
TRUCO_RAISE = _("You take this hand {percent}% of the time: raise the stakes.")
# xgettext:no-python-format
TRUCO_ACCEPT = _("You take this hand {percent}% of the time: worth accepting.")
# xgettext:no-python-format
TRUCO_DECLINE = _("You would take this hand only {percent}% of the time: decline.")
KEEP_HIGH = _("{card} is enough now: it keeps {card2} for a later trick.")
PLAY_HIGH = _("{card} gives this trick the best chance of the hand.")


def reason(observation: dict[str, Any], valuation: Valuation) -> Reason | None:
    best = valuation.best
    points = valuation.facts.get("envido", observation["envido_points"])
    percent = round(100 * (valuation.wins.get(best) or 0.0))
    pending = observation["pending"]
    envido_pending = pending is not None and pending["bet"] == "envido"
    if best in ENVIDO_BIDS:
        return Reason(ENVIDO_CALL, "envido-call", {"points": points})
    if envido_pending and best == "quiero":
        return Reason(ENVIDO_ACCEPT, "envido-accept", {"points": points})
    if envido_pending and best == "no-quiero":
        return Reason(ENVIDO_DECLINE, "envido-decline", {"points": points})
    if best in TRUCO_CALLS:
        return Reason(TRUCO_RAISE, "truco-raise", {"percent": percent})
    if best == "quiero":
        return Reason(TRUCO_ACCEPT, "truco-accept", {"percent": percent})
    if best == "no-quiero":
        hand_win = round(100 * valuation.wins.get("quiero", 0.0) or 0)
        return Reason(TRUCO_DECLINE, "truco-decline", {"percent": hand_win})
    if best.startswith("play ") and len(observation["hand"]) > 1:
        card = best[5:]
        stronger = [c for c in observation["hand"] if TIER[INDEX[c]] > TIER[INDEX[card]]]
        if stronger:
            kept = max(stronger, key=lambda c: TIER[INDEX[c]])
            return Reason(KEEP_HIGH, "keep-high", {"card": card, "card2": kept})
        return Reason(PLAY_HIGH, "play-high", {"card": card})
    return None
