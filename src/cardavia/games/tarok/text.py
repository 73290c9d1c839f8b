"""Slovenian Tarok in the terminal: an observation as text, an event as a line.

>>> describe({"type": "bid", "seat": 2, "bid": "solo-two"})
'Seat 2 bids solo-two.'
>>> describe({"type": "trick", "number": 3, "leader": 0, "cards": ["KH", "1H", "T2", "QH"], "winner": 2, "gift": None})
'Trick 3 (KH 1H T2 QH) to seat 2.'
"""

from __future__ import annotations

from typing import Any

GROUPS = (("taroks", "T"), ("hearts", "H"), ("diamonds", "D"), ("spades", "S"), ("clubs", "C"))


def _suit(code: str) -> str:
    return "T" if code == "SK" or code[0] == "T" else code[-1]


def _grouped(cards: list[str]) -> str:
    parts = []
    for heading, suit in GROUPS:
        group = [code for code in cards if _suit(code) == suit]
        if group:
            parts.append(f"{heading} {' '.join(group)}")
    return " · ".join(parts) if parts else "(no cards)"


def render(observation: dict[str, Any]) -> str:
    """What the seat sees, in a few lines."""
    o = observation
    lines = [
        f"Deal {o['deal']} of {o['deals']} · dealer seat {o['dealer']} · forehand seat {o['forehand']} · "
        f"scores {' '.join(str(s) for s in o['scores'])} · radli {' '.join(str(r) for r in o['radli'])}",
    ]
    if o["auction"]:
        lines.append("Auction: " + ", ".join(f"seat {b['seat']} {b['bid']}" for b in o["auction"]))
    if o["contract"]:
        line = f"Contract {o['contract']} by seat {o['declarer']}"
        if o["called"]:
            line += f", calling {o['called']}" + (" (in the talon)" if o["called_in_talon"] else "")
        if o["partner_known"]:
            line += "; no partner" if o["partner"] is None else f"; partner seat {o['partner']}"
        lines.append(line)
    if o["talon"]:
        lines.append("Talon: " + " ".join(o["talon"]))
    if o["announcements"]:
        lines.append("Announced: " + ", ".join(f"seat {a['seat']} {a['bonus']}" for a in o["announcements"]))
    if o["kontra"]:
        lines.append("Doubled: " + ", ".join(f"{k['item']} x{k['level']}" for k in o["kontra"]))
    if o["tricks"]:
        last = o["tricks"][-1]
        lines.append(
            "Last trick: " + " ".join(f"{e['card']}" for e in last["cards"]) + f" to seat {last['winner']}"
        )
    if o["trick"]["cards"]:
        lines.append("On the table: " + ", ".join(f"seat {e['seat']} {e['card']}" for e in o["trick"]["cards"]))
    if o["open_hand"]:
        lines.append("Declarer's open hand: " + _grouped(o["open_hand"]))
    lines.append(f"Your hand (seat {o['seat']}): " + _grouped(o["hand"]))
    if o["is_over"] and o["result"]:
        lines.append("Match over: " + " ".join(str(s) for s in o["result"]["scores"]))
    elif o["to_act"] is not None:
        lines.append(f"Seat {o['to_act']} to act ({o['phase']}).")
    return "\n".join(lines)


def describe(event: dict[str, Any]) -> str:
    """One line for an event."""
    kind = event["type"]
    if kind == "deal":
        return f"Deal {event['deal']}: seat {event['dealer']} deals, seat {event['forehand']} is forehand."
    if kind == "bid":
        return f"Seat {event['seat']} passes." if event["bid"] == "pass" else f"Seat {event['seat']} bids {event['bid']}."
    if kind == "contract":
        return f"Seat {event['seat']} plays {event['contract']}."
    if kind == "call":
        return f"Seat {event['seat']} calls {event['king']}" + (" (it lies in the talon)." if event["in_talon"] else ".")
    if kind == "talon":
        return f"Seat {event['seat']} takes {' '.join(event['cards'])} from the talon {' '.join(event['talon'])}."
    if kind == "discard":
        taroks = f" (taroks: {' '.join(event['taroks'])})" if event["taroks"] else ""
        return f"Seat {event['seat']} lays away {event['count']} cards{taroks}."
    if kind == "pass":
        return f"Seat {event['seat']} passes."
    if kind == "announce":
        return f"Seat {event['seat']} announces {event['bonus']}."
    if kind == "kontra":
        return f"Seat {event['seat']} doubles {event['item']} (x{event['level']})."
    if kind == "play":
        return f"Seat {event['seat']} plays {event['card']}."
    if kind == "trick":
        gift = f", with {event['gift']} from the talon" if event["gift"] else ""
        return f"Trick {event['number']} ({' '.join(event['cards'])}) to seat {event['winner']}{gift}."
    if kind == "deal_end":
        return f"Deal {event['deal']} ({event['contract']}): " + " ".join(str(s) for s in event["deal_scores"]) + "."
    if kind == "match_end":
        return "Match over: " + " ".join(str(s) for s in event["scores"]) + "."
    return str(event)
