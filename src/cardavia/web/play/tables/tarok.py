"""The Slovenian Tarok table: four seats round the trick, the auction, the talon, the score sheet."""

from __future__ import annotations

from typing import Any, Callable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from cardavia.web.atlas.cardnames import card_name

from . import person, playing_status

DECK = "industrie"
TEMPLATE = "play/tables/tarok.html"
STYLESHEET = "play/tables/tarok.css"
#: How a hint names the chance that High's estimates give (``%(percent)s`` of a hundred).
WIN_LABEL = gettext_lazy("%(percent)s%% to win the deal")

#: Contract names as players say them (Slovenian players know them in English or Slovenian).
CONTRACT_LABELS = {
    "klop": gettext_lazy("Klop"),
    "three": gettext_lazy("Three"),
    "two": gettext_lazy("Two"),
    "one": gettext_lazy("One"),
    "solo-three": gettext_lazy("Solo three"),
    "solo-two": gettext_lazy("Solo two"),
    "solo-one": gettext_lazy("Solo one"),
    "beggar": gettext_lazy("Beggar"),
    "solo-without": gettext_lazy("Solo without"),
    "open-beggar": gettext_lazy("Open beggar"),
    "colour-valat": gettext_lazy("Colour valat without"),
    "valat": gettext_lazy("Valat without"),
}
BONUS_LABELS = {
    "game": gettext_lazy("the game"),
    "trula": gettext_lazy("Trula"),
    "kings": gettext_lazy("Kings"),
    "king-ultimo": gettext_lazy("King ultimo"),
    "pagat-ultimo": gettext_lazy("Pagat ultimo"),
    "valat": gettext_lazy("Valat"),
}
LEVEL_LABELS = {
    2: gettext_lazy("Kontra"),
    4: gettext_lazy("Rekontra"),
    8: gettext_lazy("Subkontra"),
    16: gettext_lazy("Mordkontra"),
}
ITEM_LABELS = {
    "contract": gettext_lazy("Contract"),
    "difference": gettext_lazy("Difference"),
    "trula": gettext_lazy("Trula"),
    "kings": gettext_lazy("Kings"),
    "king-ultimo": gettext_lazy("King ultimo"),
    "pagat-ultimo": gettext_lazy("Pagat ultimo"),
    "valat": gettext_lazy("Valat"),
    "radlc": gettext_lazy("Radlc (doubled)"),
    "mond": gettext_lazy("Mond lost"),
    "klop": gettext_lazy("Klop"),
}
#: One key per choice that is not a card (only the choices of the moment are on screen).
CHOICE_KEYS = {
    "pass": "p",
    "bid klop": "k", "bid three": "3", "bid two": "2", "bid one": "1", "bid solo-three": "4",
    "bid solo-two": "5", "bid solo-one": "6", "bid beggar": "b", "bid solo-without": "w",
    "bid open-beggar": "o", "bid colour-valat": "c", "bid valat": "v",
    "call KH": "r", "call KD": "d", "call KS": "s", "call KC": "c",
    "talon 0": "a", "talon 1": "b", "talon 2": "c", "talon 3": "e", "talon 4": "f", "talon 5": "g",
    "announce trula": "t", "announce kings": "g", "announce king-ultimo": "u", "announce pagat-ultimo": "y",
    "announce valat": "v",
    "kontra game": "k", "kontra trula": "t", "kontra kings": "g", "kontra king-ultimo": "u",
    "kontra pagat-ultimo": "y", "kontra valat": "v",
}
#: The keys dialog.
KEYS = (
    ("p", pgettext_lazy("tarok key", "pass")),
    ("3 2 1 4 5 6", pgettext_lazy("tarok key", "bid Three, Two, One, Solo three, Solo two, Solo one")),
    ("b w o c v k", pgettext_lazy("tarok key", "bid Beggar, Solo without, Open beggar, Colour valat, Valat, Klop")),
    ("r d s c", pgettext_lazy("tarok key", "call the king of hearts, diamonds, spades, clubs")),
    ("a b c e f g", pgettext_lazy("tarok key", "take the first, second ... talon group")),
    ("t g u y v", pgettext_lazy("tarok key", "announce (or kontra) Trula, Kings, King ultimo, Pagat ultimo, Valat")),
    ("k", pgettext_lazy("tarok key", "kontra the game")),
    ("x", pgettext_lazy("tarok key", "lay away the ticked cards")),
)


def seat_name(seat: int | None, viewer: int) -> str:
    name = person(seat)
    if name is not None and seat != viewer:
        return name
    if seat is None:
        return _("nobody")
    offset = (seat - viewer) % 4
    return {0: _("You"), 1: _("AI on your right"), 2: _("AI across"), 3: _("AI on your left")}[offset]


def choice_label(action: str) -> str:
    words = action.split()
    if action == "pass":
        return _("Pass")
    if words[0] == "bid":
        return str(CONTRACT_LABELS[words[1]])
    if words[0] == "call":
        return _("Call %(king)s") % {"king": card_name(DECK, words[1])}
    if words[0] == "talon":
        return _("Talon group %(n)s") % {"n": int(words[1]) + 1}
    if words[0] == "announce":
        return _("Announce %(bonus)s") % {"bonus": BONUS_LABELS[words[1]]}
    if words[0] == "kontra":
        return _("Kontra on %(item)s") % {"item": BONUS_LABELS[words[1]]}
    return action


def action_label(action: str, observation: dict[str, Any]) -> str:
    """The choices by their labels on the table; cards by their names."""
    words = action.split()
    if words[0] == "play":
        return _("Play %(cards)s") % {"cards": card_name(DECK, words[1])}
    if words[0] == "discard":
        return _("Discard %(cards)s") % {"cards": ", ".join(card_name(DECK, w) for w in words[1:])}
    return choice_label(action)


def position(observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The trick being played, in the order of play."""
    me = observation["seat"]
    return [(seat_name(t["seat"], me), [t["card"]]) for t in observation["trick"]["cards"]]


def context(observation: dict[str, Any], legal: list[str], explain: Callable[[str], str | None]) -> dict[str, Any]:
    me = observation["seat"]
    phase = observation["phase"]
    my_turn = observation["to_act"] == me
    discarding = phase == "discard" and my_turn
    hand = []
    for code in observation["hand"]:
        action = f"play {code}"
        playable = action in legal
        hand.append(
            {
                "code": code,
                "action": action,
                "playable": playable,
                "reason": explain(action) if legal and phase == "play" and not playable else None,
            }
        )
    trick = {t["seat"]: t["card"] for t in observation["trick"]["cards"]}
    positions = []
    for offset, place in ((2, "top"), (3, "left"), (1, "right"), (0, "bottom")):
        seat = (me + offset) % 4
        positions.append(
            {
                "place": place,
                "seat": seat,
                "name": seat_name(seat, me),
                "count": observation["hand_sizes"][seat],
                "card": trick.get(seat),
                "dealer": observation["dealer"] == seat,
                "declarer": observation["declarer"] == seat,
                "partner": observation["partner_known"] and observation["partner"] == seat,
                "to_act": observation["to_act"] == seat,
                "tricks": observation["tricks_won"][seat],
            }
        )
    choices = [
        {"action": a, "label": choice_label(a), "key": CHOICE_KEYS.get(a, "")}
        for a in legal
        if not a.startswith("play ") and not a.startswith("discard ")
    ]
    talon_groups = None
    if observation["talon"] is not None and observation["contract"]:
        size = {"three": 3, "two": 2, "one": 1, "solo-three": 3, "solo-two": 2, "solo-one": 1}[observation["contract"]]
        cards = observation["talon"]
        talon_groups = [
            {"number": i + 1, "cards": cards[i * size : i * size + size], "taken": observation["talon_group"] == i}
            for i in range(6 // size)
        ]
    contract = observation["contract"]
    if observation["is_over"]:
        winner = observation["result"]["winner"]
        status = _("You win the match.") if winner == me else _("The match is over.")
    elif discarding:
        status = _("Tick the cards to lay away (never a king or a tarok while you have other cards).")
    elif my_turn and phase == "bidding":
        status = _("Your bid.")
    elif my_turn and phase == "king":
        status = _("Call a king: its holder is your partner.")
    elif my_turn and phase == "talon":
        status = _("Choose a group of the talon.")
    elif my_turn and phase == "announce":
        status = _("Announce a bonus, or pass.")
    elif my_turn and phase == "kontra":
        status = _("Double (kontra), or pass.")
    elif my_turn:
        status = _("Your turn.")
    else:
        status = playing_status(observation["to_act"])
    last = observation["tricks"][-1] if observation["tricks"] else None
    past = [
        {
            "deal": p["deal"],
            "contract": CONTRACT_LABELS[p["contract"]],
            "declarer": seat_name(p["declarer"], me),
            "scores": [p["deal_scores"][(me + o) % 4] for o in range(4)],
        }
        for p in observation["past"]
    ]
    return {
        "me": me,
        "phase": phase,
        "positions": positions,
        "hand": hand,
        "discarding": discarding,
        "discard_count": observation["discard_count"],
        "choices": choices,
        "talon_groups": talon_groups,
        "status": status,
        "deal": observation["deal"],
        "deals": observation["deals"],
        "contract": None if contract is None else CONTRACT_LABELS[contract],
        "declarer": seat_name(observation["declarer"], me) if observation["declarer"] is not None else None,
        "called": observation["called"],
        "called_in_talon": observation["called_in_talon"],
        "partner": seat_name(observation["partner"], me) if observation["partner_known"] and observation["partner"] is not None else None,
        "discards": observation["discards"],
        "auction": [{"name": seat_name(b["seat"], me), "bid": _("Pass") if b["bid"] == "pass" else CONTRACT_LABELS[b["bid"]]} for b in observation["auction"]],
        "announcements": [{"name": seat_name(a["seat"], me), "bonus": BONUS_LABELS[a["bonus"]]} for a in observation["announcements"]],
        "kontra": [{"item": BONUS_LABELS[k["item"]], "level": LEVEL_LABELS[k["level"]]} for k in observation["kontra"]],
        "open_hand": observation["open_hand"],
        "last_trick": None
        if last is None
        else {"cards": [{"name": seat_name(c["seat"], me), "card": c["card"]} for c in last["cards"]], "winner": seat_name(last["winner"], me), "gift": last["gift"]},
        "names": [seat_name((me + o) % 4, me) for o in range(4)],
        "scores": [observation["scores"][(me + o) % 4] for o in range(4)],
        "radli": [observation["radli"][(me + o) % 4] for o in range(4)],
        "past": past,
        "revealed": None if not observation["is_over"] else [{"name": seat_name(s, me), "cards": observation["hands"][s]} for s in range(4)],
    }


def describe(event: dict[str, Any], viewer: int) -> str:
    kind = event["type"]
    who = seat_name(event.get("seat"), viewer) if "seat" in event else ""
    if kind == "deal":
        return _("Deal %(n)s: %(who)s deals.") % {"n": event["deal"], "who": seat_name(event["dealer"], viewer)}
    if kind == "bid":
        if event["bid"] == "pass":
            return _("%(who)s: pass.") % {"who": who}
        return _("%(who)s bids %(contract)s.") % {"who": who, "contract": CONTRACT_LABELS[event["bid"]]}
    if kind == "contract":
        return _("%(who)s plays %(contract)s.") % {"who": who, "contract": CONTRACT_LABELS[event["contract"]]}
    if kind == "call":
        if event["in_talon"]:
            return _("%(who)s calls %(king)s, which lies in the talon.") % {"who": who, "king": card_name(DECK, event["king"])}
        return _("%(who)s calls %(king)s.") % {"who": who, "king": card_name(DECK, event["king"])}
    if kind == "talon":
        return _("%(who)s takes talon group %(n)s.") % {"who": who, "n": event["group"] + 1}
    if kind == "discard":
        return _("%(who)s lays away %(n)s cards.") % {"who": who, "n": event["count"]}
    if kind == "pass":
        return _("%(who)s: pass.") % {"who": who}
    if kind == "announce":
        return _("%(who)s announces %(bonus)s.") % {"who": who, "bonus": BONUS_LABELS[event["bonus"]]}
    if kind == "kontra":
        return _("%(who)s: %(level)s on %(item)s.") % {"who": who, "level": LEVEL_LABELS[event["level"]], "item": BONUS_LABELS[event["item"]]}
    if kind == "play":
        return _("%(who)s: %(card)s.") % {"who": who, "card": card_name(DECK, event["card"])}
    if kind == "trick":
        return _("%(who)s takes trick %(n)s.") % {"who": seat_name(event["winner"], viewer), "n": event["number"]}
    if kind == "deal_end":
        return _("Deal %(n)s is over: you score %(score)s.") % {"n": event["deal"], "score": event["deal_scores"][viewer]}
    if kind == "match_end":
        return _("The match is over: you have %(score)s.") % {"score": event["scores"][viewer]}
    return ""


#: Bids, announcements and kontras are said at the seat.
CALL_EVENTS = frozenset({"bid", "announce", "kontra"})


def deal_summary(event: dict[str, Any], viewer: int) -> dict[str, Any] | None:
    """After a deal: each seat's points (every card has been played: no hand is left to show)."""
    if event["type"] != "deal_end":
        return None
    return {"scores": [(seat_name(s, viewer), event["deal_scores"][s]) for s in ((viewer + o) % 4 for o in range(4))], "cards": []}
