"""The Koi-Koi table: your hand, the field grouped by month, both capture piles by kind,
the yaku each side holds, and the koi-koi or stop choice with what stopping scores.

When a played card matches two field cards, the hand card shows its two choices as
buttons of their own (``play 3b 3a``, ``play 3b 3c``), always visible; the turned card
that matches two shows its ``take`` buttons the same way.
"""

from __future__ import annotations

from typing import Any, Callable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

from cardavia.cards.hanafuda import KIND, MONTHS, month_of
from cardavia.games.koikoi.cards import YAKU_NAMES
from cardavia.web.atlas.cardnames import card_name

from . import person, playing_status

DECK = "hanafuda"
TEMPLATE = "play/tables/koikoi.html"
STYLESHEET = "play/tables/koikoi.css"
#: How a hint names the chance that High's estimates give (``%(percent)s`` of a hundred).
WIN_LABEL = gettext_lazy("%(percent)s%% to win the round")

#: The keys dialog (the keys of the buttons below; the cards answer the arrows and Enter).
KEYS = (
    ("k", gettext_lazy("koi-koi: play on for more")),
    ("s", gettext_lazy("stop and score the round")),
    ("1 2", gettext_lazy("the field card the turned card takes, when it matches two")),
)

#: The yaku keep their Japanese names in every language (see the glossary).
YAKU_LABELS = {
    "goko": "Gokō",
    "shiko": "Shikō",
    "ame-shiko": "Ame-shikō",
    "sanko": "Sankō",
    "hanami-zake": "Hanami-zake",
    "tsukimi-zake": "Tsukimi-zake",
    "inoshikacho": "Inoshikachō",
    "tane": "Tane",
    "akatan-aotan": "Akatan + Aotan",
    "akatan": "Akatan",
    "aotan": "Aotan",
    "tanzaku": "Tanzaku",
    "kasu": "Kasu",
}
YAKU_HINTS = {
    "goko": gettext_lazy("all five brights"),
    "shiko": gettext_lazy("four brights without the rain man"),
    "ame-shiko": gettext_lazy("four brights with the rain man"),
    "sanko": gettext_lazy("three brights without the rain man"),
    "hanami-zake": gettext_lazy("curtain and sake cup"),
    "tsukimi-zake": gettext_lazy("moon and sake cup"),
    "inoshikacho": gettext_lazy("boar, deer and butterflies, +1 for each other animal"),
    "tane": gettext_lazy("five animals, +1 for each more"),
    "akatan-aotan": gettext_lazy("the poetry and the blue ribbons, +1 for each other ribbon"),
    "akatan": gettext_lazy("the three poetry ribbons, +1 for each other ribbon"),
    "aotan": gettext_lazy("the three blue ribbons, +1 for each other ribbon"),
    "tanzaku": gettext_lazy("five ribbons, +1 for each more"),
    "kasu": gettext_lazy("ten chaff, +1 for each more (the sake cup counts)"),
}
KINDS = (
    ("bright", pgettext_lazy("hanafuda kind", "Brights")),
    ("animal", pgettext_lazy("hanafuda kind", "Animals")),
    ("ribbon", pgettext_lazy("hanafuda kind", "Ribbons")),
    ("chaff", pgettext_lazy("hanafuda kind", "Chaff")),
)
MONTH_NAMES = (
    pgettext_lazy("hanafuda month", "January · pine"),
    pgettext_lazy("hanafuda month", "February · plum"),
    pgettext_lazy("hanafuda month", "March · cherry"),
    pgettext_lazy("hanafuda month", "April · wisteria"),
    pgettext_lazy("hanafuda month", "May · iris"),
    pgettext_lazy("hanafuda month", "June · peony"),
    pgettext_lazy("hanafuda month", "July · bush clover"),
    pgettext_lazy("hanafuda month", "August · susuki"),
    pgettext_lazy("hanafuda month", "September · chrysanthemum"),
    pgettext_lazy("hanafuda month", "October · maple"),
    pgettext_lazy("hanafuda month", "November · willow"),
    pgettext_lazy("hanafuda month", "December · paulownia"),
)
assert len(MONTH_NAMES) == len(MONTHS)
_ORDER = {name: i for i, name in enumerate(YAKU_NAMES)}


def who(seat: int, viewer: int) -> str:
    if seat == viewer:
        return _("You")
    return person(seat) or _("AI")


def _yaku_list(found: dict[str, int]) -> list[dict[str, Any]]:
    return [{"name": YAKU_LABELS[n], "hint": YAKU_HINTS[n], "points": p} for n, p in sorted(found.items(), key=lambda item: _ORDER[item[0]])]


def _by_kind(cards: list[str]) -> list[dict[str, Any]]:
    # The sake cup is shown with the animals; it counts as chaff too (see the yaku).
    return [{"kind": kind, "label": label, "cards": [c for c in cards if KIND[c] == kind]} for kind, label in KINDS]


def _field_by_month(field: list[str], legal: list[str], me_to_act: bool) -> list[dict[str, Any]]:
    months: dict[int, list[str]] = {}
    for code in field:
        months.setdefault(month_of(code), []).append(code)
    return [{"month": m, "label": MONTH_NAMES[m - 1], "cards": months[m]} for m in sorted(months)]


def action_label(action: str, observation: dict[str, Any]) -> str:
    """A card played (onto the field card it takes), a field card taken, koi-koi or stop."""
    verb, *rest = action.split()
    if verb == "koi":
        return _("Koi-koi: play on")
    if verb == "stop":
        return _("Stop and score %(n)s") % {"n": observation["stop_value"]}
    names = [card_name(DECK, code) for code in rest]
    if verb == "take":
        return _("Take %(cards)s") % {"cards": names[0]}
    if len(names) == 2:
        return _("Play %(card)s onto %(target)s") % {"card": names[0], "target": names[1]}
    return _("Play %(cards)s") % {"cards": names[0]}


def position(observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The field, and the turned card when it waits for a choice."""
    rows = [(_("The field, by month"), sorted(observation["field"], key=month_of))]
    if observation["turned"]:
        rows.append((_("The turned card"), [observation["turned"]]))
    return rows

def context(observation: dict[str, Any], legal: list[str], explain: Callable[[str], str | None]) -> dict[str, Any]:
    me = observation["seat"]
    other = 1 - me
    phase = observation["phase"]
    my_turn = observation["to_act"] == me
    hand = []
    for code in observation["hand"]:
        single = f"play {code}"
        choices = [a for a in legal if a.startswith(f"play {code} ")]
        hand.append(
            {
                "code": code,
                "action": single,
                "playable": single in legal,
                "choices": [{"action": a, "target": a.split()[2]} for a in choices],
                "month": month_of(code),
                "reason": explain(single) if my_turn and phase == "play" and single not in legal and not choices else None,
            }
        )
    takes = [{"action": a, "target": a.split()[1], "key": str(i + 1)} for i, a in enumerate(a for a in legal if a.startswith("take "))]
    koi = None
    if my_turn and phase == "koi":
        koi = {
            "stop_value": observation["stop_value"],
            "points": observation["points"][me],
            "doubled_seven": observation["points"][me] >= 7,
            "doubled_koi": observation["koi_calls"][other] > 0,
        }
    name = person(other)
    if observation["is_over"]:
        winner = observation["result"]["winner"]
        if winner is None:
            status = _("The match is drawn.")
        elif winner == me:
            status = _("You won the match.")
        else:
            status = _("%(name)s won the match.") % {"name": name} if name else _("The AI won the match.")
    elif not my_turn:
        status = playing_status(other)
    elif phase == "koi":
        status = _("Your turn made a yaku: koi-koi to play on, or stop and score %(points)s.") % {"points": observation["stop_value"]}
    elif phase == "take":
        status = _("The turned card %(card)s matches two field cards: choose the one it takes.") % {"card": card_name(DECK, observation["turned"])}
    else:
        status = _("Your turn: play a card from your hand.")
    moves = observation["moves"]
    last = []
    if moves:
        # The last turn: the moves of the seat that moved last, back to its hand card.
        seat = moves[-1]["seat"]
        for move in reversed(moves):
            if move["seat"] != seat:
                break
            last.insert(0, {"card": move["card"], "captured": move["captured"], "from_stock": move["source"] == "stock"})
            if move["source"] == "hand":
                break
        last_by = who(seat, me)
    else:
        last_by = None
    previous = observation["history"][-1] if observation["history"] and not moves else None
    return {
        "me": me,
        "other": other,
        "opponent_to_act": observation["to_act"] == other and not observation["is_over"],
        "opponent": who(other, me),
        "opponent_is_person": name is not None,
        "phase": phase,
        "my_turn": my_turn,
        "hand": hand,
        "takes": takes,
        "turned": observation["turned"],
        "koi": koi,
        "opponent_count": observation["hand_sizes"][other],
        "field": _field_by_month(observation["field"], legal, my_turn),
        "stock": observation["stock_size"],
        "piles": [
            {"name": _("Your captures"), "groups": _by_kind(observation["captured"][me]), "yaku": _yaku_list(observation["yaku"][me]), "points": observation["points"][me], "kois": observation["koi_calls"][me]},
            {"name": _("%(name)s's captures") % {"name": name} if name else _("AI's captures"), "groups": _by_kind(observation["captured"][other]), "yaku": _yaku_list(observation["yaku"][other]), "points": observation["points"][other], "kois": observation["koi_calls"][other]},
        ],
        "last": last,
        "last_by": last_by,
        "previous": None if previous is None else _round_line(previous, me),
        "status": status,
        "scores": (observation["scores"][me], observation["scores"][other]),
        "round": observation["round"],
        "rounds": observation["rounds"],
        "i_deal": observation["dealer"] == me,
        "history": [
            {"round": r["round"], "line": _round_line(r, me), "scores": (r["scores"][me], r["scores"][other])} for r in observation["history"]
        ],
        "revealed": None if not observation["is_over"] else (observation["hands"][me], observation["hands"][other]),
    }


def _round_line(record: dict[str, Any], viewer: int) -> str:
    if record["winner"] is None:
        return _("exhausted: nobody scores")
    values = {"who": who(record["winner"], viewer), "points": record["points"]}
    if record["reason"] == "teshi":
        return _("%(who)s: teshi, +%(points)s") % values
    if record["reason"] == "kuttsuki":
        return _("%(who)s: kuttsuki, +%(points)s") % values
    values["yaku"] = ", ".join(f"{YAKU_LABELS[n]} {p}" for n, p in record["yaku"].items())
    return _("%(who)s stopped with %(yaku)s: +%(points)s") % values


def describe(event: dict[str, Any], viewer: int) -> str:
    kind = event["type"]
    name = person(1 - viewer)
    if kind == "deal":
        values = {"round": event["round"], "name": name}
        if event["dealer"] == viewer:
            line = _("Round %(round)s: you deal and play first.") % values
        elif name:
            line = _("Round %(round)s: %(name)s deals and plays first.") % values
        else:
            line = _("Round %(round)s: the AI deals and plays first.") % values
        if event["redeals"]:
            line += " " + _("(The cards were dealt again.)")
        return line
    if kind in ("play", "turn", "take"):
        values = {"card": card_name(DECK, event["card"]), "taken": ", ".join(card_name(DECK, c) for c in event["captured"]), "name": name}
        mine = event["seat"] == viewer
        if kind == "turn" and event["choice"]:
            if mine:
                return _("You turn %(card)s: it matches two field cards.") % values
            return _("%(name)s turns %(card)s: it matches two field cards.") % values if name else _("The AI turns %(card)s: it matches two field cards.") % values
        if kind == "play":
            if event["captured"]:
                if mine:
                    return _("You play %(card)s and take %(taken)s.") % values
                return _("%(name)s plays %(card)s and takes %(taken)s.") % values if name else _("The AI plays %(card)s and takes %(taken)s.") % values
            if mine:
                return _("You play %(card)s to the field.") % values
            return _("%(name)s plays %(card)s to the field.") % values if name else _("The AI plays %(card)s to the field.") % values
        if event["captured"]:
            if mine:
                return _("You turn %(card)s and take %(taken)s.") % values
            return _("%(name)s turns %(card)s and takes %(taken)s.") % values if name else _("The AI turns %(card)s and takes %(taken)s.") % values
        if mine:
            return _("You turn %(card)s: it joins the field.") % values
        return _("%(name)s turns %(card)s: it joins the field.") % values if name else _("The AI turns %(card)s: it joins the field.") % values
    if kind == "yaku":
        values = {"yaku": ", ".join(f"{YAKU_LABELS[n]} {p}" for n, p in event["yaku"].items()), "points": event["points"], "name": name}
        if event["seat"] == viewer:
            return _("You hold %(yaku)s (%(points)s).") % values
        return _("%(name)s holds %(yaku)s (%(points)s).") % values if name else _("The AI holds %(yaku)s (%(points)s).") % values
    if kind == "koi":
        # Translators: the call keeps its Japanese name.
        if event["seat"] == viewer:
            return _("You: koi-koi!")
        return _("%(name)s: koi-koi!") % {"name": name} if name else _("AI: koi-koi!")
    if kind == "round-end":
        return _("Round %(round)s: %(line)s.") % {"round": event["round"], "line": _round_line(event, viewer)}
    if kind == "match-end":
        if event["winner"] is None:
            return _("The match is drawn.")
        if event["winner"] == viewer:
            return _("You win the match!")
        return _("%(name)s wins the match.") % {"name": name} if name else _("The AI wins the match.")
    return ""


#: A koi-koi is said at the caller's seat.
CALL_EVENTS = frozenset({"koi"})


def motion(event: dict[str, Any], viewer: int) -> list[dict[str, Any]] | None:
    """A card goes to the field (from the hand, or turned from the stock), then what it captures goes to its player."""
    kind = event["type"]
    if kind in ("play", "turn"):
        steps: list[dict[str, Any]] = [{"kind": "play", "seat": event["seat"], "cards": [event["card"]], "near": event["captured"][:1]}]
        if kind == "turn":
            steps[0]["from"] = "stock"
        if event["captured"]:
            steps.append({"kind": "take", "seat": event["seat"], "cards": [event["card"], *event["captured"]]})
        return steps
    if kind == "take":
        return [{"kind": "take", "seat": event["seat"], "cards": [event["card"], *event["captured"]]}]
    return None


def deal_summary(event: dict[str, Any], viewer: int) -> dict[str, Any] | None:
    """After a round: both players' points, and any cards the round showed."""
    if event["type"] != "round-end":
        return None
    scores = [(who(s, viewer), event["deal_scores"][s]) for s in (viewer, 1 - viewer)]
    # The hand a round was won on at the deal (four of a month, say) is shown; it is the winner's.
    shown = [(who(event["winner"], viewer), event["shown"])] if event["shown"] and event["winner"] is not None else []
    return {"scores": scores, "cards": shown}
