"""Shared helpers for the Tarocchi tests: fixed deals and scripted play."""

from __future__ import annotations

import random
from typing import Callable

from cardavia import games
from cardavia.cards.tarocco import PIEDICAVALLO_DECK

DECK = list(PIEDICAVALLO_DECK)


def setup_with(dealer: int, fixed: dict[int, list[str]]) -> dict:
    """A full setup: the given seats hold (at least) the given cards; the rest fills up in deck order.

    A seat listed with its full hand gets exactly those cards.
    """
    used = {card for cards in fixed.values() for card in cards}
    assert len(used) == sum(len(cards) for cards in fixed.values()), "a card is fixed twice"
    rest = [card for card in DECK if card not in used]
    hands = []
    for seat in range(4):
        size = 17 if seat == dealer else 15
        hand = list(fixed.get(seat, []))
        assert len(hand) <= size
        while len(hand) < size:
            hand.append(rest.pop(0))
        hands.append(hand)
    return {"dealer": dealer, "hands": hands}


Policy = Callable[[games.Game, list[str]], str]


def first_legal(game: games.Game, legal: list[str]) -> str:
    return legal[0]


def random_policy(seed: int) -> Policy:
    rng = random.Random(seed)

    def choose(game: games.Game, legal: list[str]) -> str:
        return legal[rng.randrange(len(legal))]

    return choose


def play_out(game: games.Game, policy: Policy = first_legal) -> games.Game:
    """Play ``game`` to its end with ``policy``; returns it."""
    while not game.is_over:
        game.apply(policy(game, game.legal_actions()))
    return game


def random_game(seed: int, setup: dict | None = None) -> games.Game:
    """A game dealt from ``seed`` (or ``setup``) played to the end by random legal moves."""
    return play_out(games.new_game("tarocchi", seed=seed, setup=setup), random_policy(seed))


def final_count(game: games.Game) -> dict:
    count = game.events[-1]
    assert count["type"] == "count"
    return count
