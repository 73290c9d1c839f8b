"""Dou Dizhu in the terminal: a readable view of an observation, one line per event.

>>> from cardavia import games
>>> g = games.new_game("doudizhu", seed=5)
>>> describe(g.opening_events[0])
'Deal 1 of 6: 17 cards each, 3 in the kitty; seat 1 bids first.'
>>> describe(g.apply("bid 2")[0])
'Seat 1 bids 2.'
"""

from __future__ import annotations

from typing import Any

LEGEND = "Ranks low to high: 3 4 5 6 7 8 9 10 J Q K A 2 BJ (black joker) RJ (red joker). Play with 'play <ranks>', e.g. 'play 3 3 3 4'."


def _seat(seat: int, viewer: int | None = None) -> str:
    return "you" if seat == viewer else f"seat {seat}"


def render(observation: dict[str, Any]) -> str:
    """The table as one seat sees it."""
    me = observation["seat"]
    lines = [f"Dou Dizhu, deal {observation['deal']} of {observation['deals']}. Scores: {observation['scores']}."]
    landlord = observation["landlord"]
    if observation["phase"] == "bid":
        bids = ["-" if b is None else ("pass" if b == 0 else str(b)) for b in observation["bids"]]
        lines.append(f"Auction (seat {observation['first']} first): " + ", ".join(f"seat {s} {b}" for s, b in enumerate(bids)))
    elif landlord is not None:
        lines.append(f"Landlord: {_seat(landlord, me)}, bid {observation['bid']}, stake now {observation['stake']}; kitty {' '.join(observation['kitty'] or [])}.")
    for seat in range(len(observation["hand_sizes"])):
        shown = observation["shown"][seat]
        lines.append(f"  {_seat(seat, me):7} {observation['hand_sizes'][seat]:2} cards   {shown or ''}")
    lines.append("Your hand: " + " ".join(observation["hand"]))
    if observation["is_over"]:
        result = observation["result"]
        lines.append(f"Match over: scores {result['scores']}.")
    lines.append(LEGEND)
    return "\n".join(lines)


def describe(event: dict[str, Any]) -> str:
    """One line for an event."""
    kind = event["type"]
    if kind == "deal":
        return f"Deal {event['deal']} of 6: 17 cards each, 3 in the kitty; seat {event['first']} bids first."
    if kind == "bid":
        return f"Seat {event['seat']} passes." if event["bid"] == 0 else f"Seat {event['seat']} bids {event['bid']}."
    if kind == "redeal":
        return "Everyone passed: the cards are dealt again."
    if kind == "landlord":
        return f"Seat {event['seat']} is the landlord at {event['bid']} and takes the kitty: {' '.join(event['kitty'])}."
    if kind == "play":
        return f"Seat {event['seat']} plays {' '.join(event['cards'])} ({event['combination']}); {event['left']} left."
    if kind == "pass":
        return f"Seat {event['seat']} passes."
    if kind == "round-end":
        return f"Both others passed: seat {event['leader']} leads."
    if kind == "deal-end":
        extra = " Spring!" if event["spring"] else (" Anti-spring!" if event["anti_spring"] else "")
        return (
            f"Seat {event['winner']} is out. Stake {event['stake']} (bid {event['bid']}, {event['bombs']} bombs).{extra} "
            f"Deal scores {event['deal_scores']}, totals {event['scores']}."
        )
    if kind == "match-end":
        return f"Match over: {event['scores']}."
    return kind
