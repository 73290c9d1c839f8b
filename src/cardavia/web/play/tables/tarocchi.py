"""The Tarocchi table: four seats in partnerships, the trick, the dealer's discard."""

from __future__ import annotations

from typing import Any, Callable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext_lazy

from cardavia.web.atlas.cardnames import card_name

from . import person, playing_status

DECK = "tarocco"
TEMPLATE = "play/tables/tarocchi.html"
STYLESHEET = "play/tables/tarocchi.css"
#: How a hint names the chance that High's estimates give (``%(percent)s`` of a hundred).
WIN_LABEL = gettext_lazy("%(percent)s%% to win the deal")
#: The keys dialog.
KEYS = (("d", pgettext_lazy("tarocchi key", "discard the two ticked cards")),)


def seat_name(seat: int, viewer: int) -> str:
    name = person(seat)
    if name is not None and seat != viewer:
        return name
    offset = (seat - viewer) % 4
    return {0: _("You"), 1: _("AI on your right"), 2: _("Your AI partner"), 3: _("AI on your left")}[offset]


def seat_note(seat: int) -> str:
    """What a seat means when a table with friends is seated: who its partner is (seat numbers from 1)."""
    return _("partner of seat %(n)s") % {"n": (seat + 2) % 4 + 1}


def team_name(team: int, viewer: int) -> str:
    return _("Your team") if team == viewer % 2 else _("Opponents")


def position(observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The trick being played, in the order of play."""
    me = observation["seat"]
    return [(seat_name(t["seat"], me), [t["card"]]) for t in observation["trick"]["cards"]]


def context(observation: dict[str, Any], legal: list[str], explain: Callable[[str], str | None]) -> dict[str, Any]:
    me = observation["seat"]
    discarding = observation["phase"] == "discard" and observation["to_act"] == me
    hand = []
    for code in observation["hand"]:
        action = f"play {code}"
        playable = action in legal
        hand.append(
            {
                "code": code,
                "action": action,
                "playable": playable,
                "reason": explain(action) if legal and not discarding and not playable else None,
            }
        )
    trick = {t["seat"]: t["card"] for t in observation["trick"]["cards"]}
    last = observation["last_trick"]
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
                "to_act": observation["to_act"] == seat,
            }
        )
    my_team = me % 2
    if observation["is_over"]:
        winner = observation["result"]["winner"]
        status = _("A tie, 57 to 57.") if winner is None else _("Your team wins.") if winner == my_team else _("The opponents win.")
    elif discarding:
        status = _("You dealt: choose two cards to discard (never a king, T1, T21 or the Matto).")
    elif observation["to_act"] == me:
        status = _("Your turn.")
    else:
        status = playing_status(observation["to_act"])
    count = observation["count"]
    return {
        "me": me,
        "positions": positions,
        "hand": hand,
        "discarding": discarding,
        "discard": observation["discard"],
        "discard_trumps": observation["discard_trumps"],
        "dealer_name": seat_name(observation["dealer"], me),
        "tricks_won": (observation["tricks_won"][my_team], observation["tricks_won"][1 - my_team]),
        "last_trick": None
        if last is None
        else {"cards": [{"name": seat_name(c["seat"], me), "card": c["card"]} for c in last["cards"]], "winner": seat_name(last["winner"], me)},
        "matto": None if observation["matto"] is None else seat_name(observation["matto"]["seat"], me),
        "status": status,
        "count": None
        if count is None
        else [dict(team, name=team_name(team["team"], me)) for team in sorted(count["teams"], key=lambda t: t["team"] != my_team)],
        "revealed": None if not observation["is_over"] else [{"name": seat_name(s, me), "cards": observation["hands"][s]} for s in range(4)],
    }


def describe(event: dict[str, Any], viewer: int) -> str:
    kind = event["type"]
    if kind == "deal":
        if event["dealer"] == viewer:
            return _("You deal.")
        return _("%(who)s deals.") % {"who": seat_name(event["dealer"], viewer)}
    if kind == "discard":
        values = {"who": seat_name(event["seat"], viewer), "n": event["trumps"]}
        if event["seat"] == viewer:
            return ngettext("You discard two cards; %(n)s is a trump.", "You discard two cards; %(n)s are trumps.", event["trumps"]) % values
        return ngettext(
            "%(who)s discards two cards; %(n)s is a trump.", "%(who)s discards two cards; %(n)s are trumps.", event["trumps"]
        ) % values
    if kind == "play":
        return _("%(who)s: %(card)s.") % {"who": seat_name(event["seat"], viewer), "card": card_name(DECK, event["card"])}
    if kind == "trick":
        values = {"who": seat_name(event["winner"], viewer), "n": event["number"], "points": event["points"]}
        if event["winner"] == viewer:
            return ngettext("You take trick %(n)s (%(points)s point).", "You take trick %(n)s (%(points)s points).", event["points"]) % values
        return ngettext(
            "%(who)s takes trick %(n)s (%(points)s point).", "%(who)s takes trick %(n)s (%(points)s points).", event["points"]
        ) % values
    if kind == "count":
        mine, theirs = event["points"][viewer % 2], event["points"][1 - viewer % 2]
        return _("Final count: your team %(mine)s, opponents %(theirs)s.") % {"mine": mine, "theirs": theirs}
    return ""
