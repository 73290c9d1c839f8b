"""Properties of random Truco matches: thousands of them, every invariant at every step."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia import games
from cardavia.cards.spanish import TRUCO_DECK
from cardavia.games import IllegalAction
from cardavia.games.truco import envido_points

ALL_ACTIONS = [f"play {c}" for c in TRUCO_DECK] + [
    "envido", "real-envido", "falta-envido", "truco", "retruco", "vale-cuatro", "quiero", "no-quiero", "mazo",
    "play", "play 8E", "PLAY 1E", "", "envido envido",
]


def card_codes_in(observation: dict) -> set[str]:
    text = json.dumps(observation)
    return {c for c in TRUCO_DECK if f'"{c}"' in text}


def play_match(seed: int, choice_seed: int, check_illegal: bool = False) -> games.Game:
    """A random legal match with every invariant checked after every action."""
    g = games.new_game("truco", seed=seed)
    rng = random.Random(choice_seed)
    previous = list(g.scores)
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, "legal actions are never empty before the end"
        assert len(set(legal)) == len(legal)
        seat = g.to_act
        if check_illegal and rng.random() < 0.3:
            before = json.dumps([g.observation(0), g.observation(1), g.log, legal])
            for action in rng.sample(ALL_ACTIONS, 6):
                if action not in legal:
                    with pytest.raises(IllegalAction):
                        g.apply(action)
            assert json.dumps([g.observation(0), g.observation(1), g.log, g.legal_actions()]) == before
        action = rng.choice(legal)
        stake_before = g.stake
        falta = 30 - max(g.scores)
        events = g.apply(action)
        # Points come only from events, and each is within what its bet allows.
        gained = [b - a for a, b in zip(previous, g.scores)]
        assert min(gained) >= 0, "scores never decrease"
        credited = [0, 0]
        for event in events:
            if event["type"] == "envido":
                assert 1 <= event["points"] <= max(7, falta)
                credited[event["winner"]] += event["points"]
            elif event["type"] == "hand-end":
                assert 1 <= event["points"] <= 4
                assert event["points"] == stake_before
                credited[event["winner"]] += event["points"]
        assert credited == gained
        previous = list(g.scores)
        # Nobody sees a card he may not know.
        for viewer in (0, 1):
            obs = g.observation(viewer)
            if not obs["is_over"]:
                assert obs["seat"] == viewer and obs["to_act"] == g.to_act
                seen = set(obs["hand"]) | {c for t in obs["tricks"] for c in t["cards"] if c}
                assert card_codes_in(obs) <= seen
        assert seat is not None
    assert max(g.scores) >= 30 and g.result["winner"] == g.scores.index(max(g.scores))
    assert g.legal_actions() == [] and g.to_act is None
    return g


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**63 - 1), choice_seed=st.integers(0, 2**32))
def test_random_matches_keep_every_invariant(seed: int, choice_seed: int) -> None:
    play_match(seed, choice_seed, check_illegal=True)


@settings(max_examples=400, deadline=None)
@given(data=st.data())
def test_opponent_hidden_cards_never_change_my_observation(data: st.DataObject) -> None:
    """Two matches that differ only in seat 1's never-shown cards look the same to seat 0."""
    deal = data.draw(st.permutations(TRUCO_DECK))
    hands = [list(deal[:3]), list(deal[3:6])]
    seed = data.draw(st.integers(0, 2**32))
    setup = {"dealer": data.draw(st.integers(0, 1)), "hands": hands}
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    a = games.new_game("truco", seed=seed, setup=setup)
    played_by_1: set[str] = set()
    showdown = False
    while not a.is_over:
        first_hand = a.hand_number == 1
        events = a.apply(rng.choice(a.legal_actions()))
        if first_hand:
            played_by_1 |= {e["card"] for e in events if e["type"] == "play" and e["seat"] == 1}
            showdown |= any(e["type"] == "envido" and e["accepted"] for e in events)
    # Seat 1's unplayed first-hand cards may be any cards seat 0 has not seen,
    # as long as an envido value that was shown stays the same.
    hidden = [c for c in hands[1] if c not in played_by_1]
    if not hidden:
        return
    candidates = list(deal[6:])
    other_hand = None
    for _ in range(50):
        rng.shuffle(candidates)
        fill = iter(candidates)
        trial = [c if c in played_by_1 else next(fill) for c in hands[1]]
        if not showdown or envido_points(trial) == envido_points(hands[1]):
            other_hand = trial
            break
    if other_hand is None:
        return
    log = a.log
    a = games.new_game("truco", seed=seed, setup=setup)
    b = games.new_game("truco", seed=seed, setup={**setup, "hands": [hands[0], other_hand]})
    assert other_hand != hands[1]
    for action in log:
        assert a.observation(0) == b.observation(0)
        if a.to_act == 0:
            assert a.legal_actions() == b.legal_actions()
        a.apply(action)
        b.apply(action)
        if a.is_over:
            break
    else:
        assert a.observation(0) == b.observation(0)
