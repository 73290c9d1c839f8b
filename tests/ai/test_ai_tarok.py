"""Tarok AI: High's worlds are the ones Low's rules explain best, and still fit the observation."""

from __future__ import annotations

import random

from cardavia import ai, games
from cardavia.ai import tarok


def low_games(count: int, every: int):
    """Positions (game, seat to act) of matches that four Lows play, one in ``every`` moves."""
    low = ai.player("tarok", "low")
    rng = random.Random(3)
    for number in range(count):
        game = games.new_game("tarok", seed=500 + number)
        moves = 0
        while not game.is_over and game.deal_no == 1:
            seat = game.to_act
            if moves % every == 0:
                yield game, seat
            moves += 1
            game.apply(low(game.observation(seat), game.legal_actions(), rng))


def test_lows_own_deal_has_no_disagreement() -> None:
    """Where every seat plays Low, the true deal explains every choice the others made."""
    checked = 0
    for game, seat in low_games(4, 3):
        assert tarok.low_disagreements(game, seat) == 0
        checked += 1
    assert checked > 20


def test_random_deals_disagree_somewhere() -> None:
    """A deal drawn without reading the choices usually contradicts Low somewhere in the play."""
    rng = random.Random(1)
    misses = [
        tarok.low_disagreements(games.sample_game("tarok", game.observation(seat), rng), seat)
        for game, seat in low_games(4, 3)
        if game.phase == "play" and len(game.tricks) >= 4
    ]
    assert misses and sum(misses) > len(misses)


def test_plausible_worlds_fit_the_observation_and_are_the_least_disagreeing_drawn() -> None:
    for game, seat in low_games(2, 7):
        observation = game.observation(seat)
        worlds = tarok.plausible_worlds(observation, random.Random(4), 3)
        assert len(worlds) == 3
        for world in worlds:
            assert world.observation(seat) == observation
        rng = random.Random(4)
        drawn = [games.sample_game("tarok", observation, rng) for _ in range(3 * tarok.DRAWS_PER_WORLD)]
        fewest = sorted(tarok.low_disagreements(world, seat) for world in drawn)[:3]
        assert [tarok.low_disagreements(world, seat) for world in worlds] == fewest
