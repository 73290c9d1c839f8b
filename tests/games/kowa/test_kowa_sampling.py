"""Kowa's sampler deals the unseen cards so that every public fact holds, even when few deals fit."""

from __future__ import annotations

import random

import pytest

from cardavia import ai, games
from cardavia.games.kowa import sampling


def position(seed: int, moves: int) -> games.Game:
    """A deal where seat 0 always takes its first legal action and the other seats play Low."""
    low = ai.player("kowa", "low")
    game = games.new_game("kowa", seed=seed)
    while len(game.log) < moves:
        seat = game.to_act
        legal = game.legal_actions()
        game.apply(legal[0] if seat == 0 else low(game.observation(seat), legal, random.Random(len(game.log))))
    return game


# Two declared seats: seed 63 at move 152 leaves seat 2 (known 7C and 9C, waiting on 6S) so few ready hands that
# random draws missed them, and a ready hand dealt to seat 1 first can take the cards seat 2 needs. Seed 1 at
# move 101 is seat 0's own choice to declare, with its draw face up.
@pytest.mark.parametrize("seed, moves", [(63, 152), (63, 170), (71, 147), (118, 162), (1, 101)])
def test_a_sampled_deal_fits_when_few_deals_do(seed: int, moves: int) -> None:
    game = position(seed, moves)
    seat = game.to_act
    observation = game.observation(seat)
    for generator in range(5):
        world = sampling.sample(observation, random.Random(generator))
        assert world.observation(seat) == observation
        assert world.legal_actions() == game.legal_actions()


def test_listing_the_ready_hands_finds_what_random_draws_miss(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sampling, "READY_TRIES", 0)  # no random draw: every ready hand comes from the list
    game = position(63, 152)
    observation = game.observation(game.to_act)
    world = sampling.sample(observation, random.Random(0))
    assert world.observation(game.to_act) == observation


def test_the_listed_hands_are_the_ready_ones_weighted_by_their_draws() -> None:
    # Known 7C and 9C, the pair 6S on the table; the pool holds two 7s and three 9s besides other cards.
    pool = [15, 24, 17, 26, 26, 0, 0, 1]  # 7S 7M 9S 9M 9M 1C 1C 2C
    known = [0] * sampling.FACE_COUNT
    known[6] = known[8] = 1  # 7C 9C
    hands = sampling._ready_hands(pool, known, 4, None, 14, False)
    assert hands, "7C 7S 7M 9C 9S 9M waits on 6S"
    for drawn, ways in hands:
        assert sum(drawn) == 4 and ways >= 1
        concealed = [k + d for k, d in zip(known, drawn)]
        assert sampling._fits(concealed, 14, False)
