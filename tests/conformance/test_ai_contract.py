"""Every game's AI levels decide from the observation alone, legally and reproducibly."""

from __future__ import annotations

import copy
import random

import pytest
from conformance import NAMES, positions

from cardavia import ai, games

#: Positions per level: Low decides in microseconds, High in up to a few hundred milliseconds.
POSITIONS = {"low": 2000, "high": 12}


@pytest.mark.parametrize("level", ["low", "high"])
@pytest.mark.parametrize("name", NAMES)
def test_the_ai_chooses_a_legal_action_from_the_observation_alone(name, level):
    """Legal, deterministic for a given generator, the observation left as it was, and the same
    decision in a game that differs only in cards the seat cannot see (a sample of it)."""
    bot = ai.player(name, level)
    for index, game in enumerate(positions(name, POSITIONS[level], seed=5)):
        seat = game.to_act
        observation, legal = game.observation(seat), game.legal_actions()
        kept = copy.deepcopy(observation)
        action = bot(observation, list(legal), random.Random(index))
        assert action in legal, (name, level, action)
        assert observation == kept
        if level == "high" or index % 50 == 0:
            assert bot(observation, list(legal), random.Random(index)) == action
            other = games.sample_game(name, observation, random.Random(index + 1))
            assert bot(other.observation(seat), other.legal_actions(), random.Random(index)) == action


@pytest.mark.parametrize("name", NAMES)
def test_every_game_has_a_low_and_a_high(name):
    assert callable(ai.player(name, "low")) and callable(ai.player(name, "high"))
    assert ai.player(name, "high") is not ai.player(name, "low")
