"""The Skat table: three seats, the auction, the Skat, the declaration, the trick and the list."""

from __future__ import annotations

from typing import Any, Callable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from cardavia.games.skat.rules import BASE, CARD, GAME_TYPE, NULL_VALUE, matadors_of
from cardavia.web.atlas.cardnames import card_name

from . import person, playing_status

DECK = "german"
TEMPLATE = "play/tables/skat.html"
STYLESHEET = "play/tables/skat.css"
#: How a hint names the chance that High's estimates give (``%(percent)s`` of a hundred).
WIN_LABEL = gettext_lazy("%(percent)s%% to win the deal")
#: The keys dialog (the keys of the buttons below).
KEYS = (
    ("b", pgettext_lazy("skat key", "bid the next value, or hold")),
    ("p", pgettext_lazy("skat key", "pass")),
    ("o", pgettext_lazy("skat key", "play hand")),
    ("u", pgettext_lazy("skat key", "pick up the Skat")),
    ("d", pgettext_lazy("skat key", "put the two ticked cards away")),
    ("e g r s", pgettext_lazy("skat key", "declare Eichel, Grün, Herz or Schellen")),
    ("a n", pgettext_lazy("skat key", "declare Grand or Null")),
)

#: The games by their own (German) names, kept in every language as Skat players do.
GAME_LABELS = {
    "eichel": pgettext_lazy("skat game", "Eichel"),
    "gruen": pgettext_lazy("skat game", "Grün"),
    "herz": pgettext_lazy("skat game", "Herz"),
    "schellen": pgettext_lazy("skat game", "Schellen"),
    "grand": pgettext_lazy("skat game", "Grand"),
    "null": pgettext_lazy("skat game", "Null"),
}
EXTRA_LABELS = {
    "schneider": pgettext_lazy("skat announcement", "Schneider"),
    "schwarz": pgettext_lazy("skat announcement", "Schwarz"),
    "ouvert": pgettext_lazy("skat announcement", "Ouvert"),
}
DECLARE_KEYS = {"eichel": "e", "gruen": "g", "herz": "r", "schellen": "s", "grand": "a", "null": "n"}
HAND_LABEL = pgettext_lazy("skat", "Hand")
ROLE_LABELS = {
    "forehand": gettext_lazy("forehand"),
    "middlehand": gettext_lazy("middlehand"),
    "rearhand": gettext_lazy("rearhand, dealer"),
}


def seat_name(seat: int, viewer: int) -> str:
    name = person(seat)
    if name is not None and seat != viewer:
        return name
    offset = (seat - viewer) % 3
    return {0: _("You"), 1: _("AI on your left"), 2: _("AI on your right")}[offset]


def contract_label(contract: str | None, hand_game: bool | None = None) -> str:
    """"Herz Hand Schneider" from ``herz schneider``: the game, hand, then the announcements."""
    if not contract:
        return ""
    words = contract.split()
    parts = [str(GAME_LABELS[words[0]])]
    if hand_game:
        parts.append(str(HAND_LABEL))
    parts += [str(EXTRA_LABELS[word]) for word in words[1:]]
    return " ".join(parts)


def _role(seat: int, observation: dict[str, Any]) -> str:
    offset = (seat - observation["forehand"]) % 3
    return str(ROLE_LABELS[("forehand", "middlehand", "rearhand")[offset]])


def declared_value(action: str, observation: dict[str, Any]) -> int | None:
    """What ``declare ...`` would be worth if won without schneider, once the Skat is picked up
    (the declarer then knows all twelve cards and so the matadors); None in a hand game."""
    if observation["hand_game"] is not False or not observation["discard"]:
        return None
    words = action.split()[1:]
    game_type = GAME_TYPE[words[0]]
    if game_type == 5:
        return NULL_VALUE[(False, "ouvert" in words)]
    twelve = 0
    for code in observation["hand"] + observation["discard"]:
        twelve |= 1 << CARD[code]
    return BASE[game_type] * (abs(matadors_of(twelve, game_type)) + 1)


def action_label(action: str, observation: dict[str, Any]) -> str:
    """An action as its button says it ("Bid 20", "Grand · 48"), a card by its name."""
    words = action.split()
    verb = words[0]
    if verb == "bid":
        return _("Bid %(n)s") % {"n": words[1]}
    if verb == "declare":
        label = contract_label(" ".join(words[1:]))
        value = declared_value(action, observation)
        return label if value is None else _("%(game)s · %(value)s") % {"game": label, "value": value}
    if verb == "play":
        return _("Play %(cards)s") % {"cards": card_name(DECK, words[1])}
    if verb == "discard":
        return _("Discard %(cards)s") % {"cards": ", ".join(card_name(DECK, w) for w in words[1:])}
    return {"hold": _("Hold"), "pass": _("Pass"), "hand": _("Play hand"), "pickup": _("Pick up the Skat")}[verb]


#: The key of each button that is not a card ("h" is the hint's: a hand game is "o", ohne Skat).
BUTTON_KEYS = {"bid": "b", "hold": "b", "pass": "p", "hand": "o", "pickup": "u"}


def _buttons(legal: list[str], observation: dict[str, Any]) -> list[dict[str, Any]]:
    buttons = []
    for action in legal:
        words = action.split()
        verb = words[0]
        if verb in BUTTON_KEYS:
            buttons.append({"action": action, "label": action_label(action, observation), "key": BUTTON_KEYS[verb]})
        elif verb == "declare":
            key = DECLARE_KEYS[words[1]] if len(words) == 2 else ""
            buttons.append({"action": action, "label": action_label(action, observation), "key": key})
    return buttons


def position(observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The trick being played, in the order of play."""
    me = observation["seat"]
    return [(seat_name(t["seat"], me), [t["card"]]) for t in observation["trick"]["cards"]]


def context(observation: dict[str, Any], legal: list[str], explain: Callable[[str], str | None]) -> dict[str, Any]:
    me = observation["seat"]
    phase = observation["phase"]
    my_turn = observation["to_act"] == me
    discarding = phase == "discard" and my_turn
    playing = phase == "play"
    hand = []
    for code in observation["hand"]:
        action = f"play {code}"
        playable = action in legal
        hand.append(
            {
                "code": code,
                "action": action,
                "playable": playable,
                "reason": explain(action) if playing and my_turn and not playable else None,
            }
        )
    trick = {item["seat"]: item["card"] for item in observation["trick"]["cards"]}
    declarer = observation["declarer"]
    positions = []
    for offset, place in ((1, "left"), (2, "right"), (0, "bottom")):
        seat = (me + offset) % 3
        positions.append(
            {
                "place": place,
                "seat": seat,
                "name": seat_name(seat, me),
                "role": _role(seat, observation),
                "count": observation["hand_sizes"][seat],
                "card": trick.get(seat),
                "declarer": declarer == seat,
                "to_act": observation["to_act"] == seat,
                "open_hand": observation["open_hand"] if declarer == seat and seat != me else None,
            }
        )
    tricks = observation["tricks"]
    last = tricks[-1] if tricks else None
    if observation["is_over"]:
        winner = observation["result"]["winner"]
        status = _("The list is over: nobody wins, the top totals are equal.") if winner is None else (
            _("The list is over: you win.") if winner == me else _("The list is over: %(who)s wins.") % {"who": seat_name(winner, me)}
        )
    elif phase == "bidding":
        status = _("The auction: bid the next value, hold, or pass.") if my_turn else _("The auction is on.")
    elif phase == "skat":
        status = _("You declare at %(bid)s: play hand or pick up the Skat.") % {"bid": observation["bid"]} if my_turn else _("The declarer chooses hand or the Skat.")
    elif discarding:
        status = _("Tick two cards to put away: they count for you.")
    elif phase == "declare":
        status = _("Name your game: its value must reach your bid of %(bid)s.") % {"bid": observation["bid"]} if my_turn else _("The declarer names the game.")
    elif my_turn:
        status = _("Your turn: play a card.")
    else:
        status = playing_status(observation["to_act"])
    history = [
        {
            "deal": summary["deal"],
            "declarer": None if summary["declarer"] is None else seat_name(summary["declarer"], me),
            "contract": contract_label(summary["contract"]),
            "won": summary["won"],
            "value": summary["value"],
            "overbid": summary["overbid"],
            "scores": [summary["deal_scores"][(me + offset) % 3] for offset in (0, 1, 2)],
        }
        for summary in observation["history"]
    ]
    return {
        "me": me,
        "phase": phase,
        "positions": positions,
        "hand": hand,
        "playing": playing,
        "discarding": discarding,
        "buttons": [] if playing or discarding else _buttons(legal, observation),
        "status": status,
        "deal": observation["deal"],
        "deals": observation["deals"],
        "bid": observation["bid"],
        "declarer": None if declarer is None else seat_name(declarer, me),
        "contract": contract_label(observation["contract"], observation["hand_game"]),
        "skat": observation["skat"],
        "discard": observation["discard"],
        "taken": [observation["taken"][(me + offset) % 3] for offset in (0, 1, 2)],
        "names": [seat_name((me + offset) % 3, me) for offset in (0, 1, 2)],
        "totals": [observation["scores"][(me + offset) % 3] for offset in (0, 1, 2)],
        "history": history,
        "last_trick": None
        if last is None
        else {"cards": [{"name": seat_name(c["seat"], me), "card": c["card"]} for c in last["cards"]], "winner": seat_name(last["winner"], me)},
        "revealed": None
        if not observation["is_over"]
        else [{"name": seat_name(s, me), "cards": observation["hands"][s]} for s in range(3)] ,
        "dealt_skat": observation["dealt_skat"],
    }


def describe(event: dict[str, Any], viewer: int) -> str:
    kind = event["type"]
    if kind == "deal":
        if event["dealer"] == viewer:
            return _("Deal %(n)s of 6: you deal.") % {"n": event["deal"]}
        return _("Deal %(n)s of 6: %(who)s deals.") % {"n": event["deal"], "who": seat_name(event["dealer"], viewer)}
    seat = event.get("seat")
    mine = seat == viewer
    who = seat_name(seat, viewer) if seat is not None else ""
    if kind == "bid":
        action = event["action"]
        if action == "hold":
            return _("%(who)s: hold %(n)s.") % {"who": who, "n": event["value"]}
        if action == "pass":
            return _("%(who)s: pass.") % {"who": who}
        return _("%(who)s: %(n)s.") % {"who": who, "n": action.split()[1]}
    if kind == "declarer":
        if mine:
            return _("You win the auction at %(n)s.") % {"n": event["bid"]}
        return _("%(who)s wins the auction at %(n)s.") % {"who": who, "n": event["bid"]}
    if kind == "skat":
        if event["pickup"]:
            return _("You pick up the Skat.") if mine else _("%(who)s picks up the Skat.") % {"who": who}
        return _("You play hand.") if mine else _("%(who)s plays hand.") % {"who": who}
    if kind == "discard":
        return _("You put two cards away.") if mine else _("%(who)s puts two cards away.") % {"who": who}
    if kind == "declare":
        game = contract_label(event["contract"], event["hand_game"])
        if mine:
            return _("You declare %(game)s.") % {"game": game}
        return _("%(who)s declares %(game)s.") % {"who": who, "game": game}
    if kind == "play":
        return _("%(who)s: %(card)s.") % {"who": who, "card": card_name(DECK, event["card"])}
    if kind == "trick":
        values = {"who": seat_name(event["winner"], viewer), "n": event["number"], "points": event["points"]}
        if event["winner"] == viewer:
            return _("You take trick %(n)s (%(points)s points).") % values
        return _("%(who)s takes trick %(n)s (%(points)s points).") % values
    if kind == "deal_end":
        if event["declarer"] is None:
            return _("Everyone passed: the deal is thrown in.")
        values = {
            "who": seat_name(event["declarer"], viewer),
            "game": contract_label(event["contract"]),
            "value": event["value"],
            "points": event["card_points"][event["declarer"]],
        }
        if event["declarer"] == viewer:
            if event["won"]:
                return _("You win %(game)s with %(points)s card points: value %(value)s.") % values
            if event["overbid"]:
                return _("You overbid and lose %(game)s: value %(value)s, counted double.") % values
            return _("You lose %(game)s with %(points)s card points: value %(value)s, counted double.") % values
        if event["won"]:
            return _("%(who)s wins %(game)s with %(points)s card points: value %(value)s.") % values
        if event["overbid"]:
            return _("%(who)s overbid and loses %(game)s: value %(value)s, counted double.") % values
        return _("%(who)s loses %(game)s with %(points)s card points: value %(value)s, counted double.") % values
    return ""


#: Bids are said at the seat.
CALL_EVENTS = frozenset({"bid"})


def deal_summary(event: dict[str, Any], viewer: int) -> dict[str, Any] | None:
    """After a deal: each seat's points, and the Skat shown."""
    if event["type"] != "deal_end":
        return None
    return {
        "scores": [(seat_name(s, viewer), event["deal_scores"][s]) for s in ((viewer + o) % 3 for o in range(3))],
        "cards": [(_("Skat"), event["skat"])] if event.get("skat") else [],
    }
