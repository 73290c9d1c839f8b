"""Why Kowa's analysis prefers its action: a wait's live copies, a safe discard, a taken card."""

from __future__ import annotations

from typing import Any

from cardavia.cards.money import KOWA_FACES
from cardavia.games.base import gettext_noop
from cardavia.games.kowa.faces import INDEX, waits_of

from ..analysis import Reason, Valuation
from ..kowa import opponent_waits

_ = gettext_noop

WAIT_LIVE = _("{card} waits on {live} live copies.")
SAFE_DISCARD = _("{card} is safe: no declared opponent waits on it.")
TAKE = _("Taking {card} brings your hand closer to ready.")
DRAW = _("The discard does not help you: draw from the stock.")
DECLARE = _("Declare the wait on {card}: {live} copies are still live.")
PASS = _("Every copy of your wait is gone: do not declare.")


def reason(observation: dict[str, Any], valuation: Valuation) -> Reason | None:
    best = valuation.best
    live = valuation.facts.get("live")
    counts = valuation.facts.get("counts")
    if best == "take":
        return Reason(TAKE, "take", {"card": observation["discards"][-1]})
    if best == "draw":
        return Reason(DRAW, "draw", {})
    if best == "pass":
        return Reason(PASS, "pass", {})
    words = best.split()
    if words[0] == "declare" and live is not None:
        return Reason(DECLARE, "declare", {"card": words[1], "live": live[INDEX[words[1]]]})
    if words[0] == "discard" and counts is not None and live is not None:
        face = INDEX[words[1]]
        kept = list(counts)
        kept[face] -= 1
        waits = waits_of(kept)
        if waits:
            wait = max(waits, key=lambda w: live[w])
            return Reason(WAIT_LIVE, "wait-live", {"card": KOWA_FACES[wait], "live": live[wait]})
        if opponent_waits(observation) and face not in opponent_waits(observation):
            return Reason(SAFE_DISCARD, "safe-discard", {"card": words[1]})
    return None
