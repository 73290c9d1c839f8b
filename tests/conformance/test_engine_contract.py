"""Every engine keeps the game contract (docs/adding-a-game.md): one test each, over every game."""

from __future__ import annotations

import json
import random

import pytest
from conformance import NAMES, play_randomly, positions, snapshot

from cardavia import games


@pytest.mark.parametrize("name", NAMES)
def test_random_games_end_and_replay_exactly(name):
    """No exception, legal actions never empty until the end, returns once over, and seed + log replays it."""
    rng = random.Random(name)
    for _ in range(60):
        game = games.new_game(name, seed=rng.randrange(games.MAX_SEED))
        middle = None
        steps = 0
        while not game.is_over:
            legal = game.legal_actions()
            assert legal and game.to_act is not None and len(set(legal)) == len(legal)
            with pytest.raises(ValueError):
                game.returns()
            game.apply(legal[rng.randrange(len(legal))])
            steps += 1
            if steps == 7:
                middle = (list(game.log), snapshot(game))
        assert game.legal_actions() == [] and game.to_act is None and game.result is not None
        returns = game.returns()
        assert len(returns) == game.players and all(isinstance(value, float) for value in returns)
        json.dumps(game.result)
        assert snapshot(games.replay(name, seed=game.seed, actions=game.log)) == snapshot(game)
        if middle is not None:
            assert snapshot(games.replay(name, seed=game.seed, actions=middle[0])) == middle[1]


def _other_spellings(action: str) -> list[str]:
    words = action.split()
    spellings = [action.upper(), action.capitalize(), f" {action}", f"{action} ", action.replace(" ", "  ")]
    if len(words) > 2:
        spellings.append(" ".join([words[0], *reversed(words[1:])]))
    if len(words) > 1:
        spellings.append(" ".join([words[0], *(word.lower() for word in words[1:])]))
    return [spelling for spelling in spellings if spelling != action]


@pytest.mark.parametrize("name", NAMES)
def test_illegal_and_non_canonical_actions_raise_and_change_nothing(name):
    """Actions of other positions (the game's whole vocabulary), other spellings of the legal
    ones, and junk: each refused with a reason, the game unchanged."""
    rng = random.Random(name)
    stopped = list(positions(name, 120, seed=1, running=False))
    vocabulary = sorted({action for game in positions(name, 60, seed=11) for action in game.legal_actions()})
    checked = 0
    for game in stopped:
        legal = set(game.legal_actions())
        candidates: list[object] = ["", "pass please", "play", "x" * 200, "\x00", None, 7, ["play"], {"action": "x"}]
        candidates += rng.sample(vocabulary, min(12, len(vocabulary)))
        for action in list(legal)[:5]:
            candidates += _other_spellings(action)
        before = snapshot(game)
        for action in rng.sample(candidates, min(12, len(candidates))):
            if isinstance(action, str) and action in legal:
                continue
            with pytest.raises(games.IllegalAction) as error:
                game.apply(action)  # type: ignore[arg-type]
            # A reason of the game's own, not the fallback of the base class.
            assert str(error.value) and error.value.code not in ("", "illegal"), (name, action, str(error.value))
            assert game.explain(action) is not None  # type: ignore[arg-type]
            assert snapshot(game) == before, (name, action)
            checked += 1
        for action in legal:
            assert game.explain(action) is None
    assert checked > 600


@pytest.mark.parametrize("name", NAMES)
def test_a_clone_is_independent_and_plays_on_alike(name):
    rng = random.Random(name)
    for game in positions(name, 60, seed=2):
        copy = game.clone()
        assert snapshot(copy) == snapshot(game)
        before = snapshot(game)
        seed = rng.random()
        play_randomly(copy, random.Random(seed), 40)
        assert snapshot(game) == before
        again = game.clone()
        play_randomly(again, random.Random(seed), 40)
        assert snapshot(again) == snapshot(copy)


@pytest.mark.parametrize("name", NAMES)
def test_sample_game_fits_the_observation_and_nothing_else(name):
    """A sampled game shows the seat exactly its observation and legal actions, is
    deterministic in the generator, plays on to the end, and deals the hidden
    cards at random (it is not the real game every time)."""
    differs = 0
    for game in positions(name, 40, seed=3):
        for seat in range(game.players):
            observation = game.observation(seat)
            sample = games.sample_game(name, observation, random.Random(seat))
            assert sample.observation(seat) == observation, (name, seat)
            if game.to_act == seat:
                assert sample.legal_actions() == game.legal_actions()
            assert sample.observation(seat) == game.observation(seat)  # the observation was not changed either
            twin = games.sample_game(name, observation, random.Random(seat))
            assert snapshot(twin) == snapshot(sample)
            differs += any(sample.observation(other) != game.observation(other) for other in range(game.players))
            play_randomly(sample, random.Random(1), 10_000)
            assert sample.is_over and len(sample.returns()) == game.players
    assert differs > 0, "every sample was the real game"


@pytest.mark.parametrize("name", NAMES)
def test_observations_are_json_and_name_their_seat(name):
    for game in positions(name, 40, seed=4, running=False):
        for seat in range(game.players):
            observation = game.observation(seat)
            assert json.loads(json.dumps(observation)) == observation
            assert observation["game"] == name and observation["seat"] == seat
            assert observation["to_act"] == game.to_act
            assert observation["is_over"] == game.is_over
            for key in ("hand", "result"):
                assert key in observation
        with pytest.raises(ValueError):
            game.observation(game.players)
