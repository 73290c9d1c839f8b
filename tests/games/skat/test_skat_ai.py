"""The Skat AI: High bids no higher than its hand can carry; both levels play whole lists legally."""

from __future__ import annotations

import random

from cardavia import ai, games
from cardavia.ai.skat import best_value
from cardavia.games.skat.rules import BIT, CARD
from cardavia.games.skat.text import describe, render


def _mask(codes: list[str]) -> int:
    mask = 0
    for code in codes:
        mask |= BIT[CARD[code]]
    return mask


def test_high_bids_and_holds_no_higher_than_its_hand_can_carry():
    high = ai.player("skat", "high")
    bids = holds = 0
    for seed in range(300):
        game = games.new_game("skat", seed=seed)
        while game.phase == "bidding":
            seat = game.to_act
            observation = game.observation(seat)
            action = high(observation, game.legal_actions(), random.Random(seed))
            limit = best_value(_mask(observation["hand"]), "high")
            if action.startswith("bid"):
                assert int(action.split()[1]) <= limit
                bids += 1
            if action == "hold":
                assert observation["bid"] <= limit
                holds += 1
            game.apply(action)
    assert bids > 50 and holds > 5


def test_whole_lists_between_the_levels_and_their_text():
    """Lists of six deals end with High and Low at the table; the terminal view describes every event."""
    players = [ai.player("skat", level) for level in ("high", "low", "low")]
    for seed in range(2):
        game = games.new_game("skat", seed=seed)
        rng = random.Random(seed)
        events = list(game.opening_events)
        while not game.is_over:
            seat = game.to_act
            events += game.apply(players[seat](game.observation(seat), game.legal_actions(), rng))
            assert render(game.observation(0))
        assert all(describe(event) for event in events)
        assert len(game.history) == 6 and game.result is not None
