"""Properties of Koi-Koi over thousands of random games (docs/rules/koikoi.md)."""

from __future__ import annotations

import random

from cardavia import games
from cardavia.cards.hanafuda import MONTHS, PACK, month_of
from cardavia.games.koikoi import stop_value, yaku


def random_match(seed: int, rng: random.Random):
    """A random match, yielding (game before the action, action, events) for every action."""
    g = games.new_game("koikoi", seed=seed)
    while not g.is_over:
        legal = g.legal_actions()
        action = legal[rng.randrange(len(legal))]
        before = g.observation(g.to_act)
        events = g.apply(action)
        yield before, action, events, g


def test_cards_are_conserved_and_points_are_the_yaku_of_the_piles():
    rng = random.Random(1)
    for seed in range(400):
        for _, _, _, g in random_match(seed, rng):
            if g.is_over:
                break
            obs = g.observation(0)
            seen = obs["hand"] + obs["field"] + obs["captured"][0] + obs["captured"][1] + ([obs["turned"]] if obs["turned"] else [])
            assert len(seen) == len(set(seen)) and len(seen) + obs["hand_sizes"][1] + obs["stock_size"] == 48
            for seat in (0, 1):
                assert obs["yaku"][seat] == yaku(obs["captured"][seat])
                assert obs["points"][seat] <= sum(obs["yaku"][seat].values())
            months = [month_of(c) for c in obs["field"]]
            assert all(months.count(m) <= 3 for m in months)
            assert obs["hand_sizes"][0] - obs["hand_sizes"][1] in ((0, 1) if obs["dealer"] == 1 else (0, -1)) or obs["phase"] != "play"


def test_koi_is_asked_exactly_when_a_turn_raised_the_yaku_and_stops_score_as_the_rules_say():
    rng = random.Random(2)
    asked = stopped = kois = 0
    for seed in range(400):
        for before, action, events, g in random_match(seed, rng):
            seat = before["seat"]
            kinds = [e["type"] for e in events]
            if action in ("koi", "stop"):
                assert before["phase"] == "koi" and before["stop_value"] == stop_value(before["points"][seat], before["koi_calls"][1 - seat] > 0)
            if "yaku" in kinds:
                raised = events[kinds.index("yaku")]
                assert raised["points"] > before["points"][seat]
                if not g.is_over and g.to_act == seat and g.observation(seat)["phase"] == "koi":
                    asked += 1
                    assert g.legal_actions() == ["koi", "stop"]
            if action == "stop":
                stopped += 1
                end = events[0]
                assert end["type"] == "round-end" and end["winner"] == seat and end["points"] == before["stop_value"]
                assert sum(end["yaku"].values()) == before["points"][seat]
            if action == "koi":
                kois += 1
                assert g.observation(0)["koi_calls"][seat] == before["koi_calls"][seat] + 1
    assert asked > 500 and stopped > 200 and kois > 200


def test_rounds_twelve_per_match_winners_deal_and_exhausted_rounds_keep_the_dealer():
    rng = random.Random(3)
    reasons = set()
    for seed in range(300):
        *_, (_, _, events, g) = random_match(seed, rng)
        history = g.observation(0)["history"]
        assert [r["round"] for r in history] == list(range(1, 13))
        for previous, record in zip(history, history[1:]):
            expected = previous["dealer"] if previous["winner"] is None else previous["winner"]
            assert record["dealer"] == expected
        for record in history:
            reasons.add(record["reason"])
            if record["reason"] in ("teshi", "kuttsuki"):
                assert record["points"] == 6
            if record["reason"] == "exhausted":
                assert record["points"] == 0 and record["winner"] is None
        totals = [sum(r["points"] for r in history if r["winner"] == seat) for seat in (0, 1)]
        assert g.result["scores"] == totals == history[-1]["scores"]
        assert events[-1]["type"] == "match-end"
    assert {"stop", "exhausted"} <= reasons


def test_a_yaku_on_the_last_turn_stops_by_itself():
    rng = random.Random(4)
    found = 0
    for seed in range(600):
        for before, action, events, g in random_match(seed, rng):
            ends = [e for e in events if e["type"] == "round-end"]
            if ends and ends[0]["reason"] == "stop" and action != "stop":
                assert before["hand_sizes"] == [1, 0] or before["hand_sizes"] == [0, 1] or before["phase"] == "take"
                found += 1
    assert found > 0


def test_samples_keep_every_public_card_and_deal_the_rest():
    rng = random.Random(5)
    for seed in range(150):
        for before, _, _, g in random_match(seed, rng):
            if g.is_over or rng.random() > 0.1:
                continue
            seat = rng.randrange(2)
            obs = g.observation(seat)
            world = games.sample_game("koikoi", obs, random.Random(seed))
            assert world.observation(seat) == obs
            other = world.observation(1 - seat)
            everything = other["hand"] + obs["hand"] + obs["field"] + obs["captured"][0] + obs["captured"][1] + ([obs["turned"]] if obs["turned"] else [])
            assert len(set(everything)) == len(everything) == 48 - obs["stock_size"]


def test_the_fast_point_count_agrees_with_the_yaku():
    from cardavia.games.koikoi.cards import points_of_mask, yaku_of_mask

    rng = random.Random(6)
    for _ in range(20_000):
        mask = rng.getrandbits(48) & rng.getrandbits(48) | (rng.getrandbits(48) if rng.random() < 0.2 else 0)
        assert points_of_mask(mask) == sum(yaku_of_mask(mask).values())


def test_the_notation_names_every_card_of_the_pack():
    assert len(PACK) == 48 and len(MONTHS) == 12
    assert all(sum(month_of(c) == m for c in PACK) == 4 for m in range(1, 13))
