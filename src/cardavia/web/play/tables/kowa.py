"""The Kowa table: three seats, the discard pile, exposed waiting pairs, public draws."""

from __future__ import annotations

from typing import Any, Callable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from cardavia.web.atlas.cardnames import card_name

from . import person, playing_status

DECK = "money"
TEMPLATE = "play/tables/kowa.html"
STYLESHEET = "play/tables/kowa.css"
#: How a hint names the chance that High's estimates give (``%(percent)s`` of a hundred).
WIN_LABEL = gettext_lazy("%(percent)s%% to win the deal")
#: The keys dialog (the keys of the buttons below).
KEYS = (
    ("d", pgettext_lazy("kowa key", "draw from the stock")),
    ("t", pgettext_lazy("kowa key", "take the last discard")),
    ("c", pgettext_lazy("kowa key", "declare cheki")),
    ("p", pgettext_lazy("kowa key", "pass")),
)

METHODS = {
    "self-draw": pgettext_lazy("kowa win", "on a self-drawn card"),
    "opponent-draw": pgettext_lazy("kowa win", "on another player's draw"),
    "discard": pgettext_lazy("kowa win", "on a discard"),
}


def seat_name(seat: int, viewer: int) -> str:
    name = person(seat)
    if name is not None and seat != viewer:
        return name
    if seat == viewer:
        return _("You")
    return _("AI %(n)s") % {"n": (seat - viewer) % 3}


def action_label(action: str, observation: dict[str, Any]) -> str:
    """An action as its button says it; a discard by the card's name."""
    verb, *rest = action.split()
    if verb == "declare":
        return _("Cheki! Show the pair of %(card)s") % {"card": card_name(DECK, rest[0])}
    if verb == "discard":
        return _("Discard %(cards)s") % {"cards": card_name(DECK, rest[0])}
    return {"draw": _("Draw from the stock"), "take": _("Take the discard"), "pass": _("Do not declare yet")}[verb]


def position(observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The last discards (the top one may be taken) and the cards each seat has shown."""
    me = observation["seat"]
    rows = [(_("Discards, the last on the right"), observation["discards"][-8:])] if observation["discards"] else []
    for seat, known in enumerate(observation["known"]):
        if seat != me and known:
            rows.append((_("Shown by %(who)s") % {"who": seat_name(seat, me)}, known))
    return rows

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
    keys = {"draw": "d", "take": "t", "pass": "p"}
    for action in legal:
        if action in keys:
            buttons.append({"action": action, "label": action_label(action, observation), "key": keys[action]})
        elif action.startswith("declare "):
            face = action.split()[1]
            buttons.append({"action": action, "label": action_label(action, observation), "key": "c", "face": face})
    if observation["is_over"]:
        result = observation["result"]
        if result["winner"] is None:
            status = _("The stock ran out: the deal is drawn.")
        else:
            values = {"who": seat_name(result["winner"], me), "how": METHODS[result["method"]], "m": result["multiplier"]}
            status = _("You won %(how)s (×%(m)s).") % values if result["winner"] == me else _("%(who)s won %(how)s (×%(m)s).") % values
    elif observation["to_act"] == me:
        status = {
            "acquire": _("Your turn: draw from the stock or take the last discard."),
            "discard": _("Discard one card."),
            "declare": _("Your hand is ready: declare Cheki and show a pair, or wait."),
        }.get(phase, _("Your turn."))
    else:
        status = playing_status(observation["to_act"])
    return {
        "me": me,
        "opponents": [
            {
                "seat": s,
                "place": place,
                "to_act": observation["to_act"] == s,
                "name": seat_name(s, me),
                "count": observation["hand_sizes"][s],
                "declared": observation["declared"][s],
            }
            for s, place in zip(others, ("left", "right"))
        ],
        "my_turn": observation["to_act"] == me,
        "my_declared": observation["declared"][me],
        "hand": hand,
        # The card of this turn's draw, when the turn is mine ("You drew"); a
        # public draw by another seat is listed with the draws shown.
        "drawn": observation["drawn"] if observation["to_act"] == me else None,
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
    mine = event.get("seat", event.get("winner")) == viewer
    who = seat_name(event.get("seat", event.get("winner", viewer)), viewer)
    card = card_name(DECK, event["card"]) if "card" in event else None
    if kind == "deal":
        if event["first"] == viewer:
            return _("Eight cards each; you start.")
        return _("Eight cards each; %(who)s starts.") % {"who": seat_name(event["first"], viewer)}
    if kind == "draw":
        if card is not None:
            return _("You draw %(card)s, shown to all.") % {"card": card} if mine else _("%(who)s draws %(card)s, shown to all.") % {"who": who, "card": card}
        return _("You draw from the stock.") if mine else _("%(who)s draws from the stock.") % {"who": who}
    if kind == "take":
        return _("You take %(card)s from the discards.") % {"card": card} if mine else _("%(who)s takes %(card)s from the discards.") % {"who": who, "card": card}
    if kind == "discard":
        return _("You discard %(card)s.") % {"card": card} if mine else _("%(who)s discards %(card)s.") % {"who": who, "card": card}
    if kind == "declare":
        pair = card_name(DECK, event["pair"])
        return _("You declare Cheki, waiting on %(card)s.") % {"card": pair} if mine else _("%(who)s declares Cheki, waiting on %(card)s.") % {"who": who, "card": pair}
    if kind == "win":
        values = {"who": who, "card": card, "how": METHODS[event["method"]], "m": event["multiplier"]}
        return _("You win with %(card)s %(how)s: ×%(m)s.") % values if mine else _("%(who)s wins with %(card)s %(how)s: ×%(m)s.") % values
    if kind == "drawn-deal":
        return _("No winner: the deal is drawn.")
    return ""


#: A Cheki is declared at the seat.
CALL_EVENTS = frozenset({"declare"})
