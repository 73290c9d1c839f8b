"""Why Skat's High prefers its action: the bid its hand is worth, the Skat, the game, a void to trump into."""

from __future__ import annotations

from typing import Any

from cardavia.games.base import gettext_noop
from cardavia.games.skat.rules import CARD, CLASS, GAME_TYPE, POINTS, POWER, TRUMP_CLASS

from ..analysis import Reason, Valuation
from .tricks import Cards, card_reason

_ = gettext_noop

BID = _("Your hand is worth a game above {bid}: bid on.")
PASS = _("Your hand is not worth a game at {bid}: pass.")
HAND = _("Your hand is strong enough to play without the Skat.")
PICKUP = _("The Skat may help: pick it up.")
DISCARD = _("Putting away {card} and {card2} keeps your strongest ten cards.")
DECLARE = _("Your cards make {game} the best game.")


def _cards(game_type: int) -> Cards:
    return Cards(
        suit=lambda code: CLASS[game_type][CARD[code]],
        is_trump=lambda code: CLASS[game_type][CARD[code]] == TRUMP_CLASS,
        points=lambda code: POINTS[CARD[code]],
        strength=lambda code: POWER[game_type][CARD[code]],
    )


def reason(observation: dict[str, Any], valuation: Valuation) -> Reason | None:
    best = valuation.best
    words = best.split()
    phase = observation["phase"]
    if phase == "bidding":
        bid = observation["bid"] or 18
        if words[0] == "pass":
            return Reason(PASS, "pass", {"bid": bid})
        return Reason(BID, "bid", {"bid": bid})
    if phase == "skat":
        return Reason(HAND if best == "hand" else PICKUP, best, {})
    if words[0] == "discard":
        return Reason(DISCARD, "discard", {"card": words[1], "card2": words[2]})
    if words[0] == "declare":
        return Reason(DECLARE, "declare", {"game": words[1]})
    if words[0] != "play" or not observation["contract"]:
        return None
    game_type = GAME_TYPE[observation["contract"].split()[0]]
    legal = [action.split()[1] for action in valuation.values]
    trick = observation["trick"]
    played = [entry["card"] for entry in trick["cards"]]
    led = played[0] if played else None
    return card_reason(words[1], legal, led, False, _cards(game_type))
