"""The Truco table: two seats, three tricks, the calls as buttons, malas and buenas."""

from __future__ import annotations

from typing import Any, Callable

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, npgettext, pgettext

from cardavia.games.truco.engine import CALL_NAMES
from cardavia.web.atlas.cardnames import card_name

from . import person, playing_status

DECK = "spanish"
TEMPLATE = "play/tables/truco.html"
STYLESHEET = "play/tables/truco.css"
#: How a hint names the chance that High's estimates give (``%(percent)s`` of a hundred).
WIN_LABEL = gettext_lazy("%(percent)s%% to win the hand")

# Game terms stay in Spanish in every language (see the glossary).
CALL_LABELS = {**CALL_NAMES, "quiero": "Quiero", "no-quiero": "No quiero"}
#: One key per call, for keyboard play.
CALL_KEYS = {
    "envido": "e",
    "real-envido": "r",
    "falta-envido": "f",
    "truco": "t",
    "retruco": "t",
    "vale-cuatro": "t",
    "quiero": "q",
    "no-quiero": "n",
    "mazo": "m",
}

#: The keys dialog: the calls keep their Spanish names in every language.
KEYS = (
    ("e r f", "Envido, Real Envido, Falta Envido"),
    ("t", "Truco, Retruco, Vale cuatro"),
    ("q n", "Quiero, No quiero"),
    ("m", gettext_lazy("go to the deck")),
)


def score_label(score: int) -> str:
    """Malas and buenas, translated: 0-15 malas, then 1-15 buenas ("1 buena").

    The words stay Spanish, so they agree with the number as in Spanish; 0 has
    a string of its own, for the languages whose singular covers 0 and 1.
    """
    score = min(score, 30)
    if score == 0:
        return pgettext("truco score", "0 malas")
    if score <= 15:
        return npgettext("truco score", "%(n)s mala", "%(n)s malas", score) % {"n": score}
    return npgettext("truco score", "%(n)s buena", "%(n)s buenas", score - 15) % {"n": score - 15}


def call_label(action: str) -> str:
    if action == "mazo":
        return pgettext("truco action", "Go to the deck")
    return CALL_LABELS[action]


def who(seat: int, viewer: int) -> str:
    if seat == viewer:
        return _("You")
    return person(seat) or _("AI")


def action_label(action: str, observation: dict[str, Any]) -> str:
    """A call by its Spanish name, a card by its name ("Play 3 of swords")."""
    if action.startswith("play "):
        return _("Play %(cards)s") % {"cards": card_name(DECK, action.split()[1])}
    return call_label(action)


def position(observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """The trick being played, each seat's card on a row of its own."""
    me = observation["seat"]
    trick = observation["tricks"][-1] if observation["tricks"] else None
    if trick is None:
        return []
    number = len(observation["tricks"])
    return [
        (_("Trick %(n)s · %(who)s") % {"n": number, "who": who(seat, me)}, [card])
        for seat, card in enumerate(trick["cards"])
        if card is not None
    ]


def context(observation: dict[str, Any], legal: list[str], explain: Callable[[str], str | None]) -> dict[str, Any]:
    me = observation["seat"]
    other = 1 - me
    tricks = []
    for number, trick in enumerate(observation["tricks"], 1):
        tricks.append(
            {
                "number": number,
                "mine": trick["cards"][me],
                "theirs": trick["cards"][other],
                "done": trick["done"],
                "outcome": (
                    None
                    if not trick["done"]
                    else pgettext("trick result", "Parda") if trick["winner"] is None
                    else _("yours") if trick["winner"] == me
                    else person(other) or _("AI's")
                ),
            }
        )
    hand = []
    for code in observation["hand"]:
        action = f"play {code}"
        hand.append(
            {
                "code": code,
                "action": action,
                "playable": action in legal,
                "reason": None if action in legal or not legal else explain(action),
            }
        )
    calls = [{"action": a, "label": call_label(a), "key": CALL_KEYS[a]} for a in legal if not a.startswith("play ")]
    pending = observation["pending"]
    name = person(other)
    if observation["is_over"]:
        if observation["result"]["winner"] == me:
            status = _("You won the match.")
        else:
            status = _("%(name)s won the match.") % {"name": name} if name else _("The AI won the match.")
    elif pending is not None:
        caller = pending["caller"]
        call = CALL_LABELS[pending["call"]]
        if caller == other:
            status = _("%(name)s calls %(call)s: your answer.") % {"name": name, "call": call} if name else _("The AI calls %(call)s: your answer.") % {"call": call}
        else:
            status = _("You called %(call)s: %(name)s is answering.") % {"name": name, "call": call} if name else _("You called %(call)s: the AI is answering.") % {"call": call}
    elif observation["to_act"] == me:
        status = _("Your turn.")
    else:
        status = playing_status(other)
    envido_values = observation["envido"]["values"]
    history = [
        {
            "hand": h["hand"],
            "envido": (h["envido"][me], h["envido"][other]),
            "truco": (h["truco"][me], h["truco"][other]),
            "scores": (h["scores"][me], h["scores"][other]),
        }
        for h in observation["history"]
    ]
    return {
        "me": me,
        "other": other,
        "opponent_to_act": observation["to_act"] == other and not observation["is_over"],
        "opponent": who(other, me),
        "opponent_is_person": person(other) is not None,
        "opponent_count": observation["hand_sizes"][other],
        "tricks": tricks,
        "hand": hand,
        "calls": calls,
        "status": status,
        "you_are_mano": observation["mano"] == me,
        "stake": observation["stake"],
        "raise_is_mine": observation["raise_holder"] == me,
        "envido_values": None if envido_values is None else (envido_values[me], envido_values[other]),
        "my_envido": observation["envido_points"],
        "scores": (observation["scores"][me], observation["scores"][other]),
        "score_labels": (score_label(observation["scores"][me]), score_label(observation["scores"][other])),
        "hand_number": observation["hand_number"],
        "history": history,
        "revealed": None if not observation["is_over"] else (observation["hands"][me], observation["hands"][other]),
    }


def describe(event: dict[str, Any], viewer: int) -> str:
    kind = event["type"]
    name = person(1 - viewer)
    if kind == "deal":
        values = {"hand": event["hand"], "name": name}
        if event["mano"] == viewer:
            return _("Hand %(hand)s: %(name)s deals; you are mano.") % values if name else _("Hand %(hand)s: the AI deals; you are mano.") % values
        return _("Hand %(hand)s: you deal; %(name)s is mano.") % values if name else _("Hand %(hand)s: you deal; the AI is mano.") % values
    if kind == "play":
        name = card_name(DECK, event["card"])
        if event["seat"] == viewer:
            return _("You play %(card)s.") % {"card": name}
        return _("%(name)s plays %(card)s.") % {"name": person(event["seat"]), "card": name} if person(event["seat"]) else _("The AI plays %(card)s.") % {"card": name}
    if kind == "trick":
        if event["winner"] is None:
            return _("Trick %(n)s is parda.") % {"n": event["trick"]}
        if event["winner"] == viewer:
            return _("You win trick %(n)s.") % {"n": event["trick"]}
        return _("%(name)s wins trick %(n)s.") % {"name": name, "n": event["trick"]} if name else _("The AI wins trick %(n)s.") % {"n": event["trick"]}
    if kind == "call":
        # Translators: a call at the table, e.g. "AI: Truco!" (the call stays in Spanish).
        return _("%(who)s: %(call)s!") % {"who": who(event["seat"], viewer), "call": CALL_LABELS[event["call"]]}
    if kind == "answer":
        # Translators: an answer to a bet, e.g. "You: Quiero." (the answer stays in Spanish).
        return _("%(who)s: %(answer)s.") % {"who": who(event["seat"], viewer), "answer": CALL_LABELS[event["answer"]]}
    if kind == "envido":
        values = {"points": event["points"], "name": name}
        mine = event["winner"] == viewer
        if event["accepted"]:
            values.update(mine_value=event["values"][viewer], theirs_value=event["values"][1 - viewer])
            if name:
                if mine:
                    return _("Envido: you %(mine_value)s, %(name)s %(theirs_value)s; you score %(points)s.") % values
                return _("Envido: you %(mine_value)s, %(name)s %(theirs_value)s; %(name)s scores %(points)s.") % values
            if mine:
                return _("Envido: you %(mine_value)s, the AI %(theirs_value)s; you score %(points)s.") % values
            return _("Envido: you %(mine_value)s, the AI %(theirs_value)s; the AI scores %(points)s.") % values
        if mine:
            return _("Envido declined: you score %(points)s.") % values
        return _("Envido declined: %(name)s scores %(points)s.") % values if name else _("Envido declined: the AI scores %(points)s.") % values
    if kind == "mazo":
        if event["seat"] == viewer:
            return _("You go to the deck.")
        return _("%(name)s goes to the deck.") % {"name": name} if name else _("The AI goes to the deck.")
    if kind == "hand-end":
        values = {"hand": event["hand"], "points": event["points"]}
        if event["winner"] == viewer:
            return _("You win hand %(hand)s: +%(points)s.") % values
        return _("%(name)s wins hand %(hand)s: +%(points)s.") % {**values, "name": name} if name else _("The AI wins hand %(hand)s: +%(points)s.") % values
    if kind == "match-end":
        if event["winner"] == viewer:
            return _("You win the match!")
        return _("%(name)s wins the match.") % {"name": name} if name else _("The AI wins the match.")
    return ""


#: Calls and answers are said at the caller's seat.
CALL_EVENTS = frozenset({"call", "answer"})


def motion(event: dict[str, Any], viewer: int) -> list[dict[str, Any]] | None:
    """A Truco trick stays on the table until the hand ends: nothing gathers it."""
    return [] if event["type"] == "trick" else None
