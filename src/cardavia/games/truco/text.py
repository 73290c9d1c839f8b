"""Truco in the terminal: a readable view of an observation and of events."""

from __future__ import annotations

from typing import Any

from cardavia.cards.spanish import RANK_NAMES, SUIT_NAMES, rank_of, suit_of

from .engine import CALL_NAMES, score_label

REASONS = {"tricks": "on tricks", "no-quiero": "declined bet", "mazo": "went to the deck", "envido": "envido"}


def card_name(code: str) -> str:
    """``card_name("11O") == "11O (caballo de oros)"``."""
    rank = rank_of(code)
    return f"{code} ({RANK_NAMES.get(rank, str(rank))} de {SUIT_NAMES[suit_of(code)]})"


def _who(seat: int, viewer: int = 0) -> str:
    return "You" if seat == viewer else "Opponent"


def render(obs: dict[str, Any]) -> str:
    seat = obs["seat"]
    other = 1 - seat
    lines = [
        f"Hand {obs['hand_number']} · you {score_label(obs['scores'][seat])} ({obs['scores'][seat]})"
        f" · opponent {score_label(obs['scores'][other])} ({obs['scores'][other]}) · match to {obs['target']}",
        f"{'You are' if obs['mano'] == seat else 'Opponent is'} mano · hand worth {obs['stake']}"
        + (f" · raise right: {_who(obs['raise_holder'], seat).lower()}" if obs["raise_holder"] is not None else ""),
    ]
    for number, trick in enumerate(obs["tricks"], 1):
        mine, theirs = trick["cards"][seat], trick["cards"][other]
        outcome = ""
        if trick["done"]:
            outcome = " → parda" if trick["winner"] is None else f" → {_who(trick['winner'], seat).lower()}"
        lines.append(f"Trick {number}: you {mine or '·'} vs opponent {theirs or '·'}{outcome}")
    envido = obs["envido"]
    if envido["values"] is not None:
        lines.append(f"Envido shown: you {envido['values'][seat]}, opponent {envido['values'][other]}")
    if obs["pending"]:
        pending = obs["pending"]
        lines.append(f"{_who(pending['caller'], seat)} called {CALL_NAMES[pending['call']]}: waiting for an answer.")
    lines.append("Your cards: " + ", ".join(card_name(c) for c in obs["hand"]) + f" · envido {obs['envido_points']}")
    if obs["is_over"]:
        winner = obs["result"]["winner"]
        lines.append(f"Match over: {'you win' if winner == seat else 'the opponent wins'} {obs['scores'][seat]}-{obs['scores'][other]}.")
        lines.append(f"Last deal: you {', '.join(obs['hands'][seat])}; opponent {', '.join(obs['hands'][other])} · seed {obs['seed']}")
    return "\n".join(lines)


def describe(event: dict[str, Any], viewer: int = 0) -> str:
    kind = event["type"]
    if kind == "deal":
        return f"Hand {event['hand']}: {_who(event['dealer'], viewer).lower()} dealt; {_who(event['mano'], viewer).lower()} {'are' if event['mano'] == viewer else 'is'} mano."
    if kind == "play":
        return f"{_who(event['seat'], viewer)} played {card_name(event['card'])}."
    if kind == "trick":
        if event["winner"] is None:
            return f"Trick {event['trick']} is parda."
        return f"Trick {event['trick']} to {_who(event['winner'], viewer).lower()}."
    if kind == "call":
        return f"{_who(event['seat'], viewer)}: {CALL_NAMES[event['call']]}!"
    if kind == "answer":
        return f"{_who(event['seat'], viewer)}: {'Quiero' if event['answer'] == 'quiero' else 'No quiero'}."
    if kind == "envido":
        if event["accepted"]:
            values = event["values"]
            shown = f"you {values[viewer]}, opponent {values[1 - viewer]}; "
        else:
            shown = "declined; "
        return f"Envido: {shown}{_who(event['winner'], viewer).lower()} +{event['points']}."
    if kind == "mazo":
        return f"{_who(event['seat'], viewer)} went to the deck."
    if kind == "hand-end":
        return f"Hand {event['hand']} to {_who(event['winner'], viewer).lower()} (+{event['points']}, {REASONS[event['reason']]}). Score {event['scores'][viewer]}-{event['scores'][1 - viewer]}."
    if kind == "match-end":
        return f"Match over: {'you win' if event['winner'] == viewer else 'the opponent wins'}."
    return ""
