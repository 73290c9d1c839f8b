"""Why Koi-Koi's High prefers its action: stop or koi, a capture towards a yaku, a lay-off."""

from __future__ import annotations

from typing import Any

from cardavia.games.base import gettext_noop
from cardavia.games.koikoi.cards import INDEX, MONTH

from ..analysis import Reason, Valuation
from ..koikoi import VALUE

_ = gettext_noop

STOP_THREAT = _("Your opponent is one card from {count} yaku: stop now.")
STOP = _("Stopping now banks {points} points.")
KOI = _("The rest of the round favours you: call koi-koi.")
YAKU_STEP = _("{card} takes {card2}, a step towards a yaku.")
CAPTURE = _("{card} takes {card2} from the field.")
LAY_OFF = _("Nothing worth taking: lay off {card}, the card you need least.")


def reason(observation: dict[str, Any], valuation: Valuation) -> Reason | None:
    best = valuation.best
    if best == "stop":
        threat = valuation.facts.get("threat", 0)
        if threat >= 2:
            return Reason(STOP_THREAT, "stop-threat", {"count": threat})
        return Reason(STOP, "stop", {"points": valuation.facts.get("stop_worth", observation["stop_value"])})
    if best == "koi":
        return Reason(KOI, "koi", {})
    words = best.split()
    if len(words) == 2 and words[0] == "play":
        # A single card of its month on the field is taken without naming it.
        same_month = [c for c in observation["field"] if MONTH[INDEX[c]] == MONTH[INDEX[words[1]]]]
        if same_month:
            words.append(max(same_month, key=lambda c: VALUE[INDEX[c]]))
    if len(words) == 3:
        card, taken = words[1], words[2]
        if VALUE[INDEX[taken]] >= 5:
            return Reason(YAKU_STEP, "yaku-step", {"card": card, "card2": taken})
        return Reason(CAPTURE, "capture", {"card": card, "card2": taken})
    if len(words) == 2 and words[0] == "play":
        return Reason(LAY_OFF, "lay-off", {"card": words[1]})
    return None
