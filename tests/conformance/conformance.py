"""What the conformance tests share: random positions of any game, and snapshots of a game.

Every test of this folder is parametrised over ``games.names()``: a game that
registers (a package of ``cardavia.games``, or a plug-in) gets every check
without an edit here.
"""

from __future__ import annotations

import json
import random
from typing import Iterator

from cardavia import games

NAMES = games.names()


def play_randomly(game: games.Game, rng: random.Random, steps: int) -> None:
    """Up to ``steps`` random legal actions (fewer if the game ends)."""
    for _ in range(steps):
        if game.is_over:
            return
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])


def positions(name: str, count: int, seed: int, running: bool = True) -> Iterator[games.Game]:
    """``count`` games of ``name`` stopped at random points of random play (still running if ``running``).

    The stopping points spread over whole games: a first pass measures how long
    a random game of this kind runs, and each position stops at a random
    fraction of that.
    """
    rng = random.Random(f"{name}/{seed}")
    lengths = []
    for trial in range(3):
        game = games.new_game(name, seed=rng.randrange(games.MAX_SEED))
        steps = 0
        while not game.is_over:
            play_randomly(game, rng, 1)
            steps += 1
        lengths.append(steps)
    typical = max(1, max(lengths))
    made = 0
    while made < count:
        game = games.new_game(name, seed=rng.randrange(games.MAX_SEED))
        play_randomly(game, rng, rng.randrange(typical))
        if running and game.is_over:
            continue
        made += 1
        yield game


def snapshot(game: games.Game) -> str:
    """Everything a program can read of a game, as one string (to check that nothing changed)."""
    return json.dumps(
        {
            "observations": [game.observation(seat) for seat in range(game.players)],
            "legal": game.legal_actions(),
            "to_act": game.to_act,
            "log": game.log,
            "over": game.is_over,
            "result": game.result,
        },
        sort_keys=True,
    )


def public_snapshot(game: games.Game, seat: int) -> str:
    """What ``seat`` may read of a game."""
    return json.dumps(
        {"observation": game.observation(seat), "legal": game.legal_actions() if game.to_act == seat else None},
        sort_keys=True,
    )
