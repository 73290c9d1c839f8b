"""Koi-Koi in the terminal: a readable view of an observation and of events."""

from __future__ import annotations

from typing import Any

from cardavia.cards.hanafuda import KIND, MONTHS, SUBJECTS, month_of

YAKU_LABELS = {
    "goko": "Goko",
    "shiko": "Shiko",
    "ame-shiko": "Ame-shiko",
    "sanko": "Sanko",
    "hanami-zake": "Hanami-zake",
    "tsukimi-zake": "Tsukimi-zake",
    "inoshikacho": "Inoshikacho",
    "tane": "Tane",
    "akatan-aotan": "Akatan + Aotan",
    "akatan": "Akatan",
    "aotan": "Aotan",
    "tanzaku": "Tanzaku",
    "kasu": "Kasu",
}


def card_name(code: str) -> str:
    """``card_name("9a") == "9a (chrysanthemum, sake cup)"``."""
    month = MONTHS[month_of(code) - 1]
    subject = SUBJECTS.get(code)
    kind = KIND[code]
    return f"{code} ({month}, {subject or kind})"


def _who(seat: int, viewer: int) -> str:
    return "You" if seat == viewer else "Opponent"


def _yaku(found: dict[str, int]) -> str:
    return ", ".join(f"{YAKU_LABELS[name]} {value}" for name, value in found.items()) or "none"


def render(obs: dict[str, Any]) -> str:
    seat = obs["seat"]
    other = 1 - seat
    lines = [
        f"Round {obs['round']} of {obs['rounds']} · you {obs['scores'][seat]} · opponent {obs['scores'][other]}"
        f" · {'you deal' if obs['dealer'] == seat else 'the opponent deals'} · stock {obs['stock_size']}",
        "Field: " + ", ".join(card_name(c) for c in obs["field"]),
        "Your captures: " + (", ".join(obs["captured"][seat]) or "none") + f" · yaku: {_yaku(obs['yaku'][seat])}",
        "Opponent's captures: " + (", ".join(obs["captured"][other]) or "none") + f" · yaku: {_yaku(obs['yaku'][other])}",
        f"Koi calls: you {obs['koi_calls'][seat]}, opponent {obs['koi_calls'][other]}",
    ]
    if obs["turned"] is not None:
        lines.append(f"Turned card {card_name(obs['turned'])}: choose the field card it takes.")
    if obs["stop_value"] is not None and obs["to_act"] == seat:
        lines.append(f"Koi or stop? Stopping now scores {obs['stop_value']}.")
    lines.append("Your cards: " + ", ".join(card_name(c) for c in obs["hand"]))
    if obs["is_over"]:
        winner = obs["result"]["winner"]
        verdict = "a draw" if winner is None else "you win" if winner == seat else "the opponent wins"
        lines.append(f"Match over: {verdict} {obs['scores'][seat]}-{obs['scores'][other]} · seed {obs['seed']}")
    return "\n".join(lines)


def describe(event: dict[str, Any], viewer: int = 0) -> str:
    kind = event["type"]
    if kind == "deal":
        again = f" (dealt again {event['redeals']}×)" if event["redeals"] else ""
        return f"Round {event['round']}: {_who(event['dealer'], viewer).lower()} dealt{again}; field {', '.join(event['field'])}."
    if kind in ("play", "turn", "take"):
        verb = {"play": "played", "turn": "turned", "take": "matched the turned"}[kind]
        taken = f", taking {', '.join(event['captured'])}" if event["captured"] else ""
        if kind == "turn" and event["choice"]:
            taken = ", which matches two field cards"
        return f"{_who(event['seat'], viewer)} {verb} {card_name(event['card'])}{taken}."
    if kind == "yaku":
        return f"{_who(event['seat'], viewer)} now hold{'' if event['seat'] == viewer else 's'} {_yaku(event['yaku'])} ({event['points']})."
    if kind == "koi":
        return f"{_who(event['seat'], viewer)}: koi-koi!"
    if kind == "round-end":
        if event["winner"] is None:
            return f"Round {event['round']} exhausted: nobody scores."
        how = {"stop": "stopped", "teshi": "showed teshi", "kuttsuki": "showed kuttsuki"}[event["reason"]]
        return f"{_who(event['winner'], viewer)} {how}: +{event['points']} (round {event['round']})."
    if kind == "match-end":
        winner = event["winner"]
        return "The match is drawn." if winner is None else f"Match over: {_who(winner, viewer).lower()} {'win' if winner == viewer else 'wins'}."
    return str(event)
