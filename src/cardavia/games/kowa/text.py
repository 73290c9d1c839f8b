"""Kowa in the terminal: a readable view of an observation, one line per event.

>>> from cardavia import games
>>> g = games.new_game("kowa", seed=5)
>>> describe(g.opening_events[0])
'New deal: 8 cards each, 96 in the stock; seat 1 plays first.'
>>> describe(g.apply("draw")[0])
'Seat 1 draws from the stock (95 left).'
"""

from __future__ import annotations

from itertools import groupby
from typing import Any

from cardavia.cards.money import HONOUR_NAMES

#: How many of the most recent discards the view lists.
SHOWN_DISCARDS = 10
SHOWN_PUBLIC_DRAWS = 6
LEGEND = "Cards: 1-9 of C coins, S strings, M myriads; honours OT Old Thousand, RF Red Flower, WF White Flower."


def _group(card: str) -> str:
    """Cards that can form a triplet: a numeral rank, or one honour."""
    return card if card in HONOUR_NAMES else card[0]


def grouped(cards: list[str]) -> str:
    """Cards in reading order with a bar between ranks: ``1C 1S | 4M | OT OT``."""
    return " | ".join(" ".join(group) for _, group in groupby(cards, key=_group)) or "(none)"


def _cards(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"


def _seat(seat: int, viewer: int) -> str:
    return "you" if seat == viewer else f"seat {seat}"


def _result_line(observation: dict[str, Any]) -> str:
    result = observation["result"]
    viewer = observation["seat"]
    if result["winner"] is None:
        reason = observation.get("drawn_deal")
        why = "the stock ran out" if reason == "stock-exhausted" else "the turn limit was reached"
        return f"The deal is a draw ({why}); it is dissolved."
    winner = result["winner"]
    ways = {"self-draw": "on a self-drawn card", "opponent-draw": "on an opponent's draw", "discard": "on a discard"}
    who = "You win" if winner == viewer else f"Seat {winner} wins"
    card = observation.get("winning_card")
    return f"{who} with {card} {ways[result['method']]}: ×{result['multiplier']}."


def render(observation: dict[str, Any]) -> str:
    """The table as seat ``observation["seat"]`` sees it."""
    viewer = observation["seat"]
    to_act = observation["to_act"]
    lines = [f"Kowa · turn {observation['turns'] + 1} · stock {_cards(observation['stock'])} · seat {observation['first']} began"]
    lines.append(LEGEND)
    seats = []
    for seat, size in enumerate(observation["hand_sizes"]):
        pair = observation["declared"][seat]
        label = f"{_seat(seat, viewer)}: {_cards(size)}"
        if pair is not None:
            label += f" + exposed {pair} {pair} (cheki, waits on {pair})"
        seats.append(label)
    lines.append("Players: " + " · ".join(seats))
    discards = observation["discards"]
    if discards:
        shown = ([] if len(discards) <= SHOWN_DISCARDS else ["…"]) + discards[-SHOWN_DISCARDS:-1]
        shown.append(f"[top: {discards[-1]}]")
        lines.append(f"Discards ({len(discards)}): {' '.join(shown)}")
    else:
        lines.append("Discards: none yet")
    draws = observation["public_draws"]
    if draws:
        recent = ", ".join(f"{_seat(d['seat'], viewer)} {d['card']}" for d in draws[-SHOWN_PUBLIC_DRAWS:])
        lines.append(f"Shown draws: {recent}")
    if observation["is_over"]:
        lines.append(_result_line(observation))
        for seat, hand in enumerate(observation["hands"]):
            lines.append(f"  {_seat(seat, viewer)}: {grouped(hand)}")
        return "\n".join(lines)
    own_pair = observation["declared"][viewer]
    hand = f"Your hand: {grouped(observation['hand'])}"
    if own_pair is not None:
        hand += f"  · exposed {own_pair} {own_pair} (locked)"
    lines.append(hand)
    if to_act != viewer:
        lines.append(f"Seat {to_act} to play.")
        return "\n".join(lines)
    phase = observation["phase"]
    if phase == "acquire":
        if own_pair is not None:
            lines.append("Your turn: your hand is locked, draw from the stock.")
        elif discards and observation["turns"] > 0:
            lines.append(f"Your turn: draw from the stock, or take {discards[-1]} from the discards.")
        else:
            lines.append("Your turn: draw from the stock.")
    elif phase == "discard":
        if observation["taken"] is not None:
            taken = observation["taken"]
            lines.append(f"You took {taken}; discard a card other than {taken}.")
        elif own_pair is not None:
            lines.append(f"You drew {observation['drawn']}; your hand is locked, so discard it.")
        else:
            lines.append(f"You drew {observation['drawn']}; discard a card.")
    elif phase == "declare":
        waits = " or ".join(observation["waits"])
        lines.append(f"Your eight cards are ready: declare cheki exposing {waits}, or pass.")
    return "\n".join(lines)


def describe(event: dict[str, Any]) -> str:
    """One line for a public event."""
    kind = event["type"]
    if kind == "deal":
        return (
            f"New deal: {event['hand_sizes'][0]} cards each, {event['stock']} in the stock; "
            f"seat {event['first']} plays first."
        )
    if kind == "draw":
        if "card" in event:
            return f"Seat {event['seat']} draws {event['card']} from the stock, shown to all ({event['stock']} left)."
        return f"Seat {event['seat']} draws from the stock ({event['stock']} left)."
    if kind == "take":
        return f"Seat {event['seat']} takes {event['card']} from the discards."
    if kind == "discard":
        return f"Seat {event['seat']} discards {event['card']}."
    if kind == "declare":
        pair = event["pair"]
        return f"Seat {event['seat']} declares cheki and exposes {pair} {pair}: waiting on {pair}."
    if kind == "win":
        how = {
            "self-draw": "his own draw",
            "opponent-draw": f"seat {event['from']}'s draw",
            "discard": f"seat {event['from']}'s discard",
        }[event["method"]]
        return (
            f"Seat {event['winner']} wins with {event['card']} on {how}: ×{event['multiplier']}. "
            f"Hand: {grouped(event['hand'])}."
        )
    if kind == "drawn-deal":
        if event["reason"] == "stock-exhausted":
            return "The stock is exhausted without a winner: the deal is a draw."
        return f"{event['turns']} turns without a winner: the deal is a draw."
    return ""
