"""Why Dou Dizhu's High prefers its action: a bomb kept or played, a partner's play, whole groups."""

from __future__ import annotations

from collections import Counter
from typing import Any

from cardavia.games.base import gettext_noop

from ..analysis import Reason, Valuation

_ = gettext_noop

KEEP_BOMB = _("Keep your bomb for later: it is worth more then.")
PLAY_BOMB = _("Bombing now doubles the stake in your side's favour.")
PARTNER_STANDS = _("Let your partner's play stand.")
WHOLE_GROUPS = _("This sheds {count} cards without breaking a pair, trio or bomb.")
BID_STRONG = _("Your hand is strong enough to play as landlord.")
BID_WEAK = _("Your hand is too weak to play alone against two.")


def _ranks(card: str) -> str:
    return card[:-1] if card not in ("BJ", "RJ") else card


def reason(observation: dict[str, Any], valuation: Valuation) -> Reason | None:
    best = valuation.best
    bombs = valuation.facts.get("bombs", [])
    if observation["phase"] == "bid":
        return Reason(BID_WEAK if best == "pass" else BID_STRONG, "bid-pass" if best == "pass" else "bid", {})
    if best in bombs:
        return Reason(PLAY_BOMB, "play-bomb", {})
    if bombs:
        return Reason(KEEP_BOMB, "keep-bomb", {})
    seat, landlord, trick_player = observation["seat"], observation["landlord"], observation["trick_player"]
    if best == "pass" and trick_player is not None and seat != landlord and trick_player not in (seat, landlord):
        return Reason(PARTNER_STANDS, "partner-stands", {})
    if best.startswith("play "):
        played = Counter(best.split()[1:])
        held = Counter(_ranks(card) for card in observation["hand"])
        if all(held[rank] == count for rank, count in played.items()):
            return Reason(WHOLE_GROUPS, "whole-groups", {"count": sum(played.values())})
    return None
