"""The Kowa table: three seats, the discard pile, exposed waiting pairs, public draws."""

from __future__ import annotations

from typing import Any, Callable

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from cardavia.web.atlas.cardnames import card_name

DECK = "money"
TEMPLATE = "play/tables/kowa.html"

METHODS = {
    "self-draw": pgettext("kowa win", "on his own draw"),
    "opponent-draw": pgettext("kowa win", "on another player's draw"),
    "discard": pgettext("kowa win", "on a discard"),
}


def seat_name(seat: int, viewer: int) -> str:
    if seat == viewer:
        return _("You")
    return _("AI %(n)s") % {"n": (seat - viewer) % 3}


def context(observation: dict[str, Any], legal: list[str], explain: Callable[[str], str | None]) -> dict[str, Any]:
    me = observation["seat"]
    others = [(me + 1) % 3, (me + 2) % 3]
    phase = observation["phase"]
    hand = []
    for code in observation["hand"]:
        action = f"discard {code}"
        hand.append(
            {
                "code": code,
                "action": action,
                "playable": action in legal,
                "reason": explain(action) if phase == "discard" and legal and action not in legal else None,
            }
        )
    buttons = []
    labels = {"draw": _("Draw from the stock"), "take": _("Take the discard"), "pass": _("Do not declare yet")}
    keys = {"draw": "d", "take": "t", "pass": "p"}
    for action in legal:
        if action in labels:
            buttons.append({"action": action, "label": labels[action], "key": keys[action]})
        elif action.startswith("declare "):
            face = action.split()[1]
            buttons.append({"action": action, "label": _("Cheki! Show the pair of %(card)s") % {"card": card_name(DECK, face)}, "key": "c", "face": face})
    if observation["is_over"]:
        result = observation["result"]
        if result["winner"] is None:
            status = _("The stock ran out: the deal is drawn.")
        else:
            status = _("%(who)s won %(how)s (×%(m)s).") % {
                "who": seat_name(result["winner"], me),
                "how": METHODS[result["method"]],
                "m": result["multiplier"],
            }
    elif observation["to_act"] == me:
        status = {
            "acquire": _("Your turn: draw from the stock or take the last discard."),
            "discard": _("Discard one card."),
            "declare": _("Your hand is ready: declare Cheki and show a pair, or wait."),
        }.get(phase, _("Your turn."))
    else:
        status = _("The AI is playing.")
    return {
        "me": me,
        "opponents": [
            {
                "name": seat_name(s, me),
                "cards": range(observation["hand_sizes"][s]),
                "count": observation["hand_sizes"][s],
                "declared": observation["declared"][s],
            }
            for s in others
        ],
        "my_declared": observation["declared"][me],
        "hand": hand,
        "drawn": observation["drawn"],
        "buttons": buttons,
        "discards": observation["discards"][-12:],
        "discard_count": len(observation["discards"]),
        "top_discard": observation["discards"][-1] if observation["discards"] else None,
        "stock": observation["stock"],
        "public_draws": [{"who": seat_name(d["seat"], me), "card": d["card"]} for d in observation["public_draws"][-6:]],
        "status": status,
        "result": observation["result"],
        "winner_name": None if not observation["result"] or observation["result"]["winner"] is None else seat_name(observation["result"]["winner"], me),
        "method": None if not observation["result"] or observation["result"]["method"] is None else METHODS[observation["result"]["method"]],
        "revealed": [{"name": seat_name(s, me), "cards": observation["hands"][s]} for s in range(3)] if observation["is_over"] else None,
    }


def describe(event: dict[str, Any], viewer: int) -> str:
    kind = event["type"]
    if kind == "deal":
        return _("Eight cards each; %(who)s starts.") % {"who": seat_name(event["first"], viewer)}
    if kind == "draw":
        if "card" in event:
            return _("%(who)s draws %(card)s, shown to all.") % {"who": seat_name(event["seat"], viewer), "card": card_name(DECK, event["card"])}
        return _("%(who)s draws from the stock.") % {"who": seat_name(event["seat"], viewer)}
    if kind == "take":
        return _("%(who)s takes %(card)s from the discards.") % {"who": seat_name(event["seat"], viewer), "card": card_name(DECK, event["card"])}
    if kind == "discard":
        return _("%(who)s discards %(card)s.") % {"who": seat_name(event["seat"], viewer), "card": card_name(DECK, event["card"])}
    if kind == "declare":
        return _("%(who)s declares Cheki, waiting on %(card)s.") % {"who": seat_name(event["seat"], viewer), "card": card_name(DECK, event["pair"])}
    if kind == "win":
        return _("%(who)s wins with %(card)s %(how)s: ×%(m)s.") % {
            "who": seat_name(event["winner"], viewer),
            "card": card_name(DECK, event["card"]),
            "how": METHODS[event["method"]],
            "m": event["multiplier"],
        }
    if kind == "drawn-deal":
        return _("No winner: the deal is drawn.")
    return ""
