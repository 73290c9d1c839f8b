"""The Dou Dizhu table: the landlord and two peasants, each seat's play of the round, ticked combinations."""

from __future__ import annotations

from typing import Any, Callable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from cardavia.games.doudizhu.combos import RANK_OF
from cardavia.web.atlas.cardnames import card_name

from . import person, playing_status

DECK = "french"
TEMPLATE = "play/tables/doudizhu.html"
STYLESHEET = "play/tables/doudizhu.css"
#: How a hint names the chance that High's estimates give (``%(percent)s`` of a hundred).
WIN_LABEL = gettext_lazy("%(percent)s%% to win the deal")
#: The keys dialog (the keys of the buttons below).
KEYS = (
    ("p", pgettext_lazy("doudizhu key", "play the ticked cards")),
    ("s", pgettext_lazy("doudizhu key", "pass")),
    ("1 2 3", pgettext_lazy("doudizhu key", "bid 1, 2 or 3")),
    ("c", pgettext_lazy("doudizhu key", "clear the ticked cards")),
)

#: At most this many legal plays are offered as buttons besides the ticked cards.
SUGGESTIONS = 10

KINDS = {
    "single": gettext_lazy("single"),
    "pair": gettext_lazy("pair"),
    "trio": gettext_lazy("trio"),
    "trio-single": gettext_lazy("trio with a single"),
    "trio-pair": gettext_lazy("trio with a pair"),
    "straight": gettext_lazy("straight"),
    "pair-straight": gettext_lazy("pair straight"),
    "airplane": gettext_lazy("airplane"),
    "airplane-singles": gettext_lazy("airplane with singles"),
    "airplane-pairs": gettext_lazy("airplane with pairs"),
    "four-singles": gettext_lazy("four with two singles"),
    "four-pairs": gettext_lazy("four with two pairs"),
    "bomb": gettext_lazy("bomb"),
    "rocket": gettext_lazy("rocket"),
}


def _rank(code: str) -> str:
    return code if code in ("BJ", "RJ") else code[:-1]


def seat_name(seat: int, viewer: int) -> str:
    name = person(seat)
    if name is not None and seat != viewer:
        return name
    if seat == viewer:
        return _("You")
    return _("AI %(n)s") % {"n": (seat - viewer) % 3}


def role_name(seat: int, landlord: int | None) -> str | None:
    if landlord is None:
        return None
    return _("landlord") if seat == landlord else _("peasant")


def compose(verb: str, cards: list[str], legal: list[str]) -> str | None:
    """The action of the ticked cards: ``play`` and their ranks in ascending order.

    >>> compose("play", ["5H", "3S", "4S", "7C", "6D"], [])
    'play 3 4 5 6 7'
    """
    if verb != "play":
        return None
    ranks = sorted((_rank(code) for code in cards if _rank(code) in RANK_OF), key=RANK_OF.__getitem__)
    return " ".join(["play", *ranks])


def cards_for(action: str, observation: dict[str, Any]) -> list[str]:
    """The cards of the hand a ``play`` takes: of each rank the first ones, suits in the order S H D C.

    >>> cards_for("play 3 3", {"hand": ["3H", "3D", "3C", "4S"]})
    ['3H', '3D']
    """
    wanted: dict[str, int] = {}
    for token in action.split()[1:]:
        wanted[token] = wanted.get(token, 0) + 1
    chosen = []
    for code in observation["hand"]:
        rank = _rank(code)
        if wanted.get(rank):
            chosen.append(code)
            wanted[rank] -= 1
    return chosen


def _bid_text(bid: int | None) -> str | None:
    if bid is None:
        return None
    return _("no bid") if bid == 0 else _("bid %(n)s") % {"n": bid}


def _shown(observation: dict[str, Any], seat: int) -> dict[str, Any] | None:
    move = observation["shown"][seat]
    if move is None:
        return None
    if move == "pass":
        return {"passed": True, "cards": []}
    return {"passed": False, "cards": observation["shown_cards"][seat] or []}


def action_label(action: str, observation: dict[str, Any]) -> str:
    """A bid, a pass, or a play by its ranks ("Play 10 10 10 4")."""
    verb, *rest = action.split()
    if verb == "bid":
        return _("Bid %(n)s") % {"n": rest[0]}
    if verb == "pass":
        return _("No bid") if observation["phase"] == "bid" else _("Pass")
    return _("Play %(cards)s") % {"cards": " ".join(rest)}


def position(observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The combination each seat shows in this round of play."""
    me = observation["seat"]
    return [(seat_name(seat, me), cards) for seat, cards in enumerate(observation["shown_cards"]) if cards]

def context(observation: dict[str, Any], legal: list[str], explain: Callable[[str], str | None]) -> dict[str, Any]:
    me = observation["seat"]
    landlord = observation["landlord"]
    phase = observation["phase"]
    my_turn = observation["to_act"] == me and not observation["is_over"]
    sizes = observation["hand_sizes"]
    seats = []
    for offset in (1, 2, 0):
        seat = (me + offset) % 3
        seats.append(
            {
                "seat": seat,
                "name": seat_name(seat, me),
                "role": role_name(seat, landlord),
                "is_landlord": seat == landlord,
                "count": sizes[seat],
                "bid": _bid_text(observation["bids"][seat]) if phase == "bid" else None,
                "shown": _shown(observation, seat),
                "to_act": observation["to_act"] == seat,
                "place": {1: "right", 2: "left", 0: "bottom"}[offset],
            }
        )
    playing = my_turn and phase == "play"
    plays = [action for action in legal if action.startswith("play ")] if playing else []
    # Ranks that some legal play uses: the other cards cannot be part of any play now.
    usable = {token for action in plays for token in action.split()[1:]}
    buttons = []
    if my_turn and phase == "bid":
        for action in legal:
            key = "s" if action == "pass" else action.split()[1]
            buttons.append({"action": action, "label": action_label(action, observation), "key": key})
    if playing and "pass" in legal:
        buttons.append({"action": "pass", "label": action_label("pass", observation), "key": "s"})
    trick = observation["trick"]
    if observation["is_over"]:
        result = observation["result"]
        winner = result["winner"]
        if winner is None:
            status = _("The match is over: a tie at the top.")
        elif winner == me:
            status = _("The match is over: you have the best total.")
        else:
            status = _("The match is over: %(who)s has the best total.") % {"who": seat_name(winner, me)}
    elif my_turn and phase == "bid":
        status = _("Your bid: 1, 2 or 3 above the last bid, or no bid. A bid of 3 takes the landlord's seat at once.")
    elif playing and trick is None:
        status = _("You lead: tick the cards of any combination and play them.")
    elif playing:
        status = _("Beat the %(kind)s on the table with a higher one of the same kind, a bomb or the rocket, or pass.") % {
            "kind": KINDS[trick["kind"]]
        }
    else:
        status = playing_status(observation["to_act"])
    last = observation["history"][-1] if observation["history"] else None
    return {
        "me": me,
        "seats": seats[:2],
        "my_seat": seats[2],
        "hand": [
            {"code": code, "name": card_name(DECK, code), "usable": not playing or _rank(code) in usable}
            for code in observation["hand"]
        ],
        "playing": playing,
        # A few plays as buttons of their own when there are few (following a round, mostly).
        "suggestions": [
            {"action": action, "label": " ".join(action.split()[1:])} for action in plays
        ] if len(plays) <= SUGGESTIONS else [],
        "buttons": buttons,
        "status": status,
        "deal": observation["deal"],
        "deals": observation["deals"],
        "bid": observation["bid"],
        "stake": observation["stake"],
        "bombs": observation["bombs"],
        "landlord_name": None if landlord is None else seat_name(landlord, me),
        "kitty": observation["kitty"],
        "trick_kind": None if trick is None else KINDS[trick["kind"]],
        "scores": [{"name": seat_name(s, me), "score": observation["scores"][s]} for s in (me, (me + 1) % 3, (me + 2) % 3)],
        "history": [
            {
                "deal": record["deal"],
                "landlord": seat_name(record["landlord"], me),
                "stake": record["stake"],
                "spring": record["spring"],
                "anti_spring": record["anti_spring"],
                "mine": record["deal_scores"][me],
            }
            for record in observation["history"]
        ],
        "last": None
        if last is None
        else {"winner": seat_name(last["winner"], me), "stake": last["stake"], "mine": last["deal_scores"][me]},
        "revealed": [{"name": seat_name(s, me), "cards": observation["hands"][s]} for s in range(3)] if observation["is_over"] else None,
    }


def describe(event: dict[str, Any], viewer: int) -> str:
    kind = event["type"]
    seat = event.get("seat", event.get("winner", event.get("leader", event.get("first"))))
    mine = seat == viewer
    who = seat_name(seat, viewer) if seat is not None else ""
    if kind == "deal":
        values = {"n": event["deal"], "who": who}
        if mine:
            return _("Deal %(n)s of 6: 17 cards each and 3 in the kitty; you bid first.") % values
        return _("Deal %(n)s of 6: 17 cards each and 3 in the kitty; %(who)s bids first.") % values
    if kind == "bid":
        values = {"who": who, "n": event["bid"]}
        if event["bid"] == 0:
            return _("You: no bid.") if mine else _("%(who)s: no bid.") % values
        return _("You bid %(n)s.") % values if mine else _("%(who)s bids %(n)s.") % values
    if kind == "redeal":
        return _("Nobody bid: the cards are dealt again.")
    if kind == "landlord":
        values = {"who": who, "n": event["bid"], "cards": ", ".join(card_name(DECK, code) for code in event["kitty"])}
        if mine:
            return _("You are the landlord at %(n)s and take the kitty: %(cards)s.") % values
        return _("%(who)s is the landlord at %(n)s and takes the kitty: %(cards)s.") % values
    if kind == "play":
        values = {
            "who": who,
            "kind": KINDS[event["combination"]],
            "cards": ", ".join(card_name(DECK, code) for code in event["cards"]),
            "n": event["left"],
        }
        if mine:
            return _("You play %(cards)s — %(kind)s; %(n)s left.") % values
        return _("%(who)s plays %(cards)s — %(kind)s; %(n)s left.") % values
    if kind == "pass":
        return _("You pass.") if mine else _("%(who)s passes.") % {"who": who}
    if kind == "round-end":
        return _("Two passes: you lead again.") if mine else _("Two passes: %(who)s leads again.") % {"who": who}
    if kind == "deal-end":
        values = {"who": who, "stake": event["stake"], "mine": event["deal_scores"][viewer]}
        if mine:
            text = _("You are out. Stake %(stake)s; your score for the deal: %(mine)s.") % values
        else:
            text = _("%(who)s is out. Stake %(stake)s; your score for the deal: %(mine)s.") % values
        if event["spring"]:
            text += " " + _("Spring: the peasants never played.")
        if event["anti_spring"]:
            text += " " + _("Anti-spring: the landlord played only its first lead.")
        return text
    if kind == "match-end":
        return _("The match is over.")
    return ""


#: Bids and passes are said at the seat.
CALL_EVENTS = frozenset({"bid", "pass"})


def motion(event: dict[str, Any], viewer: int) -> list[dict[str, Any]] | None:
    """After two passes the round's plays leave the table."""
    return [{"kind": "clear"}] if event["type"] == "round-end" else None


def deal_summary(event: dict[str, Any], viewer: int) -> dict[str, Any] | None:
    """After a deal: each seat's points, and the cards the others still held, shown."""
    if event["type"] != "deal-end":
        return None
    seats = [(viewer + o) % 3 for o in range(3)]
    return {
        "scores": [(seat_name(s, viewer), event["deal_scores"][s]) for s in seats],
        "cards": [(seat_name(s, viewer), event["hands"][s]) for s in seats if event["hands"][s]],
    }
