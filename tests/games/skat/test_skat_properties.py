"""Properties of Skat over thousands of random lists: the count, the score, the list, what a seat sees."""

from __future__ import annotations

import json
import random
import re

from skat_helpers import random_list

from cardavia import games
from cardavia.games.skat.rules import BASE, BID_VALUES, GAME_TYPE, NULL_VALUE

LISTS = 1_500


def _check_summary(summary: dict) -> None:
    declarer = summary["declarer"]
    if declarer is None:
        assert summary["deal_scores"] == [0, 0, 0] and summary["bid"] == 0
        return
    value, won = summary["value"], summary["won"]
    words = summary["contract"].split()
    game_type = GAME_TYPE[words[0]]
    assert summary["bid"] in BID_VALUES
    if won:
        assert value >= summary["bid"] and not summary["overbid"]
        assert summary["deal_scores"][declarer] == value + 50
        assert sorted(summary["deal_scores"]) == [0, 0, value + 50]
    else:
        assert summary["deal_scores"][declarer] == -2 * value - 50
        assert all(summary["deal_scores"][seat] == 40 for seat in range(3) if seat != declarer)
    if summary["overbid"]:
        assert not won and value >= summary["bid"]
    if game_type < 5:
        assert value % BASE[game_type] == 0 and 1 <= abs(summary["matadors"]) <= (4 if game_type == 4 else 11)
        assert sum(summary["card_points"]) == 120  # ten tricks and the Skat
        if not summary["overbid"]:
            level = value // BASE[game_type]
            announced = ("schneider" in words) * 2 + ("schwarz" in words) * 2 + ("ouvert" in words)
            assert abs(summary["matadors"]) + 1 + announced <= level <= abs(summary["matadors"]) + 8
        if "schneider" not in words and not summary["overbid"]:
            assert won == (summary["card_points"][declarer] >= 61)
    else:
        assert summary["matadors"] == 0
        if not summary["overbid"]:
            assert value in NULL_VALUE.values()


def test_random_lists_keep_the_count_and_the_score():
    rng = random.Random(7)
    declared = thrown = 0
    for seed in range(LISTS):
        game = random_list(seed, rng)
        history = game.history
        assert len(history) == 6
        assert [summary["dealer"] for summary in history] == [(history[0]["dealer"] + k) % 3 for k in range(6)]
        totals = [sum(summary["deal_scores"][seat] for summary in history) for seat in range(3)]
        assert totals == game.scores == [int(value) for value in game.returns()]
        for summary in history:
            _check_summary(summary)
            declared += summary["declarer"] is not None
            thrown += summary["declarer"] is None
        best = max(game.scores)
        assert game.result["winner"] == (game.scores.index(best) if game.scores.count(best) == 1 else None)
    assert declared > 3 * LISTS and thrown > 100


def test_an_observation_names_no_card_the_seat_may_not_see():
    """Every card named in an observation is the seat's own, played, shown (ouvert), its own Skat, or
    from a finished deal; and a sample of the hidden cards shows the seat the same observation."""
    rng = random.Random(3)
    checked = 0
    for seed in range(400):
        game = games.new_game("skat", seed=seed)
        for _ in range(rng.randrange(80)):
            if game.is_over:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        if game.is_over:
            continue
        seat = rng.randrange(3)
        observation = game.observation(seat)
        visible = set(observation["hand"]) | set(observation["open_hand"] or ())
        visible |= set(observation["skat"] or ()) | set(observation["discard"] or ())
        for trick in observation["tricks"] + [observation["trick"]]:
            visible |= {item["card"] for item in trick["cards"]}
        finished = {card for summary in observation["history"] for card in summary["skat"]}
        named = set(re.findall(r'"((?:10|[AKOU987])[EGHS])"', json.dumps(observation)))
        assert named <= visible | finished, (seed, seat, named - visible - finished)
        other = games.sample_game("skat", observation, random.Random(seed))
        assert other.observation(seat) == observation
        checked += 1
    assert checked > 250


def test_the_skat_is_shown_to_the_declarer_alone_until_the_deal_ends():
    rng = random.Random(5)
    for seed in range(400):
        game = games.new_game("skat", seed=seed)
        while not game.is_over and game.deal_number == 1:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
            if game.deal_number != 1:
                break
            for seat in range(3):
                observation = game.observation(seat)
                if seat != game.declarer:
                    assert observation["skat"] is None and observation["discard"] is None
                    assert observation["dealt_skat"] is None
