"""Skat in the terminal: a readable view of an observation, one line per event.

>>> from cardavia import games
>>> g = games.new_game("skat", seed=5, setup={"dealer": 0})
>>> describe(g.opening_events[0])
'Deal 1 of 6: seat 0 deals, seat 1 is forehand.'
>>> describe(g.apply("bid 18")[0])
'Seat 2 bids 18.'
"""

from __future__ import annotations

from typing import Any

LEGEND = "Cards: ranks A 10 K O U 9 8 7 of E Eichel, G Grün, H Herz, S Schellen (UE is the Unter of Eichel)."


def _seat(seat: int, viewer: int | None = None) -> str:
    return "you" if seat == viewer else f"seat {seat}"


def describe(event: dict[str, Any]) -> str:
    """One English line for a public event."""
    kind = event["type"]
    if kind == "deal":
        return f"Deal {event['deal']} of 6: seat {event['dealer']} deals, seat {event['forehand']} is forehand."
    if kind == "bid":
        action = event["action"]
        who = f"Seat {event['seat']}"
        if action == "hold":
            return f"{who} holds {event['value']}."
        if action == "pass":
            return f"{who} passes."
        return f"{who} bids {action.split()[1]}."
    if kind == "declarer":
        return f"Seat {event['seat']} wins the auction at {event['bid']}."
    if kind == "skat":
        return f"Seat {event['seat']} picks up the Skat." if event["pickup"] else f"Seat {event['seat']} plays hand."
    if kind == "discard":
        return f"Seat {event['seat']} puts two cards away."
    if kind == "declare":
        shown = f" Open hand: {' '.join(event['open_hand'])}." if event["open_hand"] else ""
        return f"Seat {event['seat']} declares {event['contract']}{' hand' if event['hand_game'] else ''}.{shown}"
    if kind == "play":
        return f"Seat {event['seat']} plays {event['card']}."
    if kind == "trick":
        cards = " ".join(item["card"] for item in event["cards"])
        return f"Trick {event['number']} ({cards}) to seat {event['winner']}: {event['points']} points."
    if kind == "deal_end":
        if event["declarer"] is None:
            return f"Deal {event['deal']} is thrown in: everyone passed. Totals {event['scores']}."
        outcome = "wins" if event["won"] else "loses"
        extra = " (overbid)" if event["overbid"] else ""
        return (
            f"Seat {event['declarer']} {outcome} {event['contract']}{extra}, value {event['value']}, "
            f"{event['card_points'][event['declarer']]} card points; deal {event['deal_scores']}, totals {event['scores']}."
        )
    return str(event)


def render(observation: dict[str, Any]) -> str:
    """The table as seat ``observation["seat"]`` sees it."""
    viewer = observation["seat"]
    lines = [f"Skat · deal {observation['deal']} of {observation['deals']} · totals {observation['scores']}"]
    lines.append(f"Dealer seat {observation['dealer']}, forehand seat {observation['forehand']}; you are seat {viewer}.")
    if observation["bids"]:
        lines.append("Auction: " + ", ".join(f"{_seat(bid['seat'], viewer)} {bid['action']}" for bid in observation["bids"]))
    if observation["declarer"] is not None:
        contract = observation["contract"] or "(not yet declared)"
        lines.append(f"Declarer {_seat(observation['declarer'], viewer)} at {observation['bid']}: {contract}.")
    if observation["skat"]:
        lines.append(f"Skat picked up: {' '.join(observation['skat'])}")
    if observation["discard"]:
        lines.append(f"Put away: {' '.join(observation['discard'])}")
    if observation["open_hand"]:
        lines.append(f"Open hand: {' '.join(observation['open_hand'])}")
    if observation["tricks"]:
        last = observation["tricks"][-1]
        cards = " ".join(item["card"] for item in last["cards"])
        lines.append(f"Last trick: {cards} to {_seat(last['winner'], viewer)}")
    trick = observation["trick"]["cards"]
    if trick:
        lines.append("Trick: " + " ".join(f"{_seat(item['seat'], viewer)} {item['card']}" for item in trick))
    lines.append(f"Your hand: {' '.join(observation['hand'])}")
    if observation["is_over"]:
        result = observation["result"]
        lines.append(f"The list is over: {result['scores']}.")
    lines.append(LEGEND)
    return "\n".join(lines)
