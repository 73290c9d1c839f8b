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


#: Positions per game for the analysis (each analysis costs about one High decision).
ANALYSED_POSITIONS = 5


@pytest.mark.parametrize("name", NAMES)
def test_the_analysis_of_a_decision_comes_from_the_observation_alone(name):
    """Every legal action estimated once, High's choice first, deterministic for a given generator,
    the observation left as it was, and the same analysis in a game that differs only in cards the
    seat cannot see; ``best`` is High's choice (or, for a High made of rules, the best value)."""
    high = ai.player(name, "high")
    for index, game in enumerate(positions(name, ANALYSED_POSITIONS, seed=9)):
        seat = game.to_act
        observation, legal = game.observation(seat), game.legal_actions()
        kept = copy.deepcopy(observation)
        analysis = ai.analyse(name, observation, list(legal), random.Random(index))
        assert observation == kept
        assert sorted(e.action for e in analysis.estimates) == sorted(legal)
        assert analysis.estimates[0].action == analysis.best
        assert all(e.win is None or 0.0 <= e.win <= 1.0 for e in analysis.estimates)
        assert isinstance(analysis.unit, str) and analysis.unit
        if len(legal) > 1:
            assert analysis.reason is not None and analysis.reason.template.format(**analysis.reason.params)
        if ai.analysis.follows_high(name):
            assert analysis.best == high(observation, list(legal), random.Random(index)), (name, index)
        else:
            top = max(e.value for e in analysis.estimates)
            assert analysis.best == next(a for a in legal if analysis.estimate(a).value == top)
        assert ai.analyse(name, observation, list(legal), random.Random(index)) == analysis
        other = games.sample_game(name, observation, random.Random(index + 1))
        assert ai.analyse(name, other.observation(seat), other.legal_actions(), random.Random(index)) == analysis
