"""Koi-Koi games that a seat cannot tell from the real one (``games.sample_game``).

Everything is public in Koi-Koi but the opponent's hand and the order of the
stock: the field, both capture piles, the turned card and the moves of the
round are face up. A sample deals the cards the seat has not seen at random
to the opponent's hand (as many as it holds) and to the stock, and copies
everything else from the observation. Later rounds are dealt from a seed
drawn from ``rng``.
"""

from __future__ import annotations

import random
from typing import Any

from ..base import MAX_SEED, Observation
from .cards import CODES, INDEX, mask_of


def sample(observation: Observation, rng: random.Random) -> Any:
    from .engine import OVER, KoikoiGame

    if observation["is_over"]:
        raise ValueError("The match is over: nothing is hidden.")
    seat = observation["seat"]
    other = 1 - seat
    seen = set(observation["hand"]) | set(observation["field"]) | set(observation["captured"][0]) | set(observation["captured"][1])
    if observation["turned"] is not None:
        seen.add(observation["turned"])
    unseen = [i for i, code in enumerate(CODES) if code not in seen]
    rng.shuffle(unseen)
    size = observation["hand_sizes"][other]
    game = object.__new__(KoikoiGame)
    game.seed = rng.randrange(MAX_SEED + 1)
    game.setup = None
    game.rng = random.Random(game.seed)
    game.log = []
    game.opening_events = []
    game._legal = None
    hands: list[list[int]] = [[], []]
    hands[seat] = sorted(INDEX[c] for c in observation["hand"])
    hands[other] = sorted(unseen[:size])
    game.hands = hands
    game.stock = unseen[size:]
    game.field = [INDEX[c] for c in observation["field"]]
    game.captured = [[INDEX[c] for c in pile] for pile in observation["captured"]]
    game.masks = [mask_of(pile) for pile in game.captured]
    game.scores = list(observation["scores"])
    game.round = observation["round"]
    game.dealer = observation["dealer"]
    game.history = [dict(record, yaku=dict(record["yaku"]), scores=list(record["scores"])) for record in observation["history"]]
    game.koi_calls = list(observation["koi_calls"])
    game.base = list(observation["points"])
    game.moves = [dict(move, captured=list(move["captured"])) for move in observation["moves"]]
    game.pending = None if observation["turned"] is None else INDEX[observation["turned"]]
    game.phase = observation["phase"]
    assert game.phase != OVER
    game.seat = observation["to_act"]
    return game
