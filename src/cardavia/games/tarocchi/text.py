"""Piedicavallo Tarocchi in the terminal: an observation as text, an event as a line.

>>> describe({"type": "discard", "seat": 3, "trumps": 1})
'Seat 3, the dealer, discards two cards face down: 1 trump among them.'
>>> describe({"type": "play", "seat": 2, "card": "KS"})
'Seat 2 plays KS.'
"""

from __future__ import annotations

from typing import Any

from .rules import discard_pairs
from .tables import BIT, CARD, CODES, MATTO, SUIT, TRUMPS, display_sorted

TEAM_NAMES = ("team 0+2", "team 1+3")
#: Headings of the hand groups, in display order (trumps, the Matto, the four suits).
GROUPS = (("trumps", TRUMPS), ("Matto", -1), ("swords", 1), ("batons", 2), ("cups", 3), ("coins", 4))


def _team_of(seat: int) -> str:
    return TEAM_NAMES[seat % 2]


def _grouped(cards: list[str]) -> str:
    """A hand by suit: ``trumps T21 T3 · Matto · swords KS 5S · cups 1C``."""
    parts = []
    for heading, suit in GROUPS:
        group = [code for code in cards if SUIT[CARD[code]] == suit]
        if group:
            parts.append(heading if suit == -1 else f"{heading} {' '.join(group)}")
    return " · ".join(parts) if parts else "(no cards)"


def _trick_line(trick: dict[str, Any]) -> str:
    return ", ".join(f"seat {entry['seat']} {entry['card']}" for entry in trick["cards"])


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _discard_guide(hand: list[str]) -> list[str]:
    """How the dealer may discard, in a few lines instead of a hundred pairs."""
    mask = 0
    for code in hand:
        mask |= BIT[CARD[code]]
    pairs = discard_pairs(mask)
    suit_cards = sorted({number for pair in pairs for number in pair if SUIT[number] != TRUMPS})
    trumps = sorted({number for pair in pairs for number in pair if SUIT[number] == TRUMPS})
    lines = [
        "You are the dealer: discard two cards face down by typing 'discard X Y' (either order).",
        "Never a king, T1, T21 or the Matto; the number of trumps you discard is announced.",
    ]
    if suit_cards:
        lines.append("Any two of these are fine: " + " ".join(display_sorted(suit_cards)))
    if trumps:
        lines.append("Trumps you may discard now: " + " ".join(display_sorted(trumps)))
    else:
        lines.append("No trump may go: you keep some trumps together with other suit cards.")
    lines.append(f"That makes {_plural(len(pairs), 'possible discard')}.")
    return lines


def render(observation: dict[str, Any]) -> str:
    """The table as ``observation['seat']`` sees it, in a few lines."""
    seat = observation["seat"]
    dealer = observation["dealer"]
    tricks_won = observation["tricks_won"]
    team = seat % 2
    lines = [
        f"Piedicavallo Tarocchi · you are seat {seat} ({_team_of(seat)}, partner seat {(seat + 2) % 4})"
        f" · dealer: seat {dealer}{' (you)' if dealer == seat else ''}",
    ]
    if observation["discard_trumps"] is None:
        lines.append("Discard: not made yet.")
    else:
        announced = _plural(observation["discard_trumps"], "trump")
        if observation["discard"] is not None:
            lines.append(f"Discard: {' '.join(observation['discard'])} ({announced} announced).")
        else:
            lines.append(f"Discard: two cards face down, {announced} announced.")
    matto = observation["matto"]
    matto_text = f"the Matto played by seat {matto['seat']}" if matto else "the Matto not played yet"
    lines.append(
        f"Tricks won: your team {tricks_won[team]} · opponents {tricks_won[1 - team]} · {matto_text}."
    )
    last = observation["last_trick"]
    if last is not None:
        lines.append(
            f"Last trick: {_trick_line(last)} → seat {last['winner']} takes {_plural(last['points'], 'point')}."
        )
    trick = observation["trick"]
    if trick["cards"]:
        lines.append(f"This trick: {_trick_line(trick)}.")
    if not observation["is_over"]:
        sizes = observation["hand_sizes"]
        others = " · ".join(f"seat {other} {sizes[other]}" for other in range(4) if other != seat)
        lines.append(f"Cards in hand: {others}.")
    lines.append(f"Your hand ({len(observation['hand'])}): {_grouped(observation['hand'])}")
    if observation["is_over"]:
        lines.extend(_final_lines(observation))
    elif observation["to_act"] == seat:
        if observation["phase"] == "discard":
            lines.extend(_discard_guide(observation["hand"]))
        elif trick["cards"]:
            lines.append("Your turn: play a card.")
        else:
            lines.append("Your turn: lead a card.")
    else:
        verb = "discard" if observation["phase"] == "discard" else "play"
        lines.append(f"Seat {observation['to_act']} to {verb}.")
    return "\n".join(lines)


def _final_lines(observation: dict[str, Any]) -> list[str]:
    lines = ["The deal is over. Every hand as dealt:"]
    for other, hand in enumerate(observation["hands"]):
        lines.append(f"  seat {other}: {_grouped(hand)}")
    if observation["discard"] is not None:
        lines.append(f"  discard of seat {observation['dealer']}: {' '.join(observation['discard'])}")
    lines.extend(_count_lines(observation["count"]))
    return lines


def _count_lines(count: dict[str, Any]) -> list[str]:
    lines = []
    for entry in count["teams"]:
        lines.append(
            f"{TEAM_NAMES[entry['team']].capitalize()}: {_plural(entry['tricks'], 'trick')}, "
            f"cards {entry['cards']} + Matto {entry['matto']} + discard {entry['discard']} = {entry['total']}"
        )
    points = count["points"]
    if count["winner"] is None:
        lines.append(f"A tie, {points[0]}–{points[1]}.")
    else:
        winner = count["winner"]
        lines.append(f"{TEAM_NAMES[winner].capitalize()} wins, {points[winner]}–{points[1 - winner]}.")
    return lines


def describe(event: dict[str, Any]) -> str:
    """One line for a public event."""
    kind = event["type"]
    if kind == "deal":
        sizes = event["hand_sizes"]
        return f"Seat {event['dealer']} deals: {sizes[event['dealer']]} cards to the dealer, 15 to each other seat."
    if kind == "discard":
        trumps = event["trumps"]
        among = "no trump among them" if trumps == 0 else f"{_plural(trumps, 'trump')} among them"
        return f"Seat {event['seat']}, the dealer, discards two cards face down: {among}."
    if kind == "play":
        return f"Seat {event['seat']} plays {event['card']}."
    if kind == "trick":
        matto = [entry["seat"] for entry in event["cards"] if entry["card"] == CODES[MATTO]]
        matto_note = f" (the Matto stays with {_team_of(matto[0])})" if matto else ""
        return (
            f"Trick {event['number']}: seat {event['winner']} wins for {_team_of(event['winner'])}, "
            f"{_plural(event['points'], 'point')}{matto_note}."
        )
    if kind == "count":
        return "Final count: " + "; ".join(_count_lines(event))
    return str(event)

