"""Properties over thousands of random Dou Dizhu deals: combinations, cards, stakes, samples."""

from __future__ import annotations

import random
from cardavia import games
from cardavia.games.doudizhu.combos import NUM_RANKS, PASS, action_of, beats, follow_plays, lead_plays, shape_of, shapes


def _all_sub_multisets(counts: list[int], limit: int) -> list[tuple[tuple[int, int], ...]]:
    """Every non-empty sub-multiset of a small hand (the brute force the generators are checked by)."""
    out: list[tuple[tuple[int, int], ...]] = [()]
    for rank in range(NUM_RANKS):
        out = [items + (((rank, n),) if n else ()) for items in out for n in range(counts[rank] + 1)]
        if len(out) > limit:
            break
    return [items for items in out if items]


def test_the_generators_are_exactly_the_combinations_that_fit_and_beat():
    """On small random hands: lead_plays is every sub-multiset with a reading, follow_plays every
    one that beats the trick (by brute force over all sub-multisets), each once."""
    rng = random.Random(5)
    pack = [rank for rank in range(13) for _ in range(4)] + [13, 14]
    checked = 0
    for _ in range(400):
        counts = [0] * NUM_RANKS
        for rank in rng.sample(pack, rng.randrange(4, 12)):
            counts[rank] += 1
        subsets = [action_of(items) for items in _all_sub_multisets(counts, 50_000)]
        expected = {action for action in subsets if shapes(action)}
        led = lead_plays(counts)
        assert len(led) == len(set(led)) and set(led) == expected
        trick_action = rng.choice(sorted(expected))
        trick = shape_of(trick_action, None)
        followed = follow_plays(counts, trick)
        assert followed[0] == PASS and len(followed) == len(set(followed))
        wanted = {a for a in expected if any(beats(s, trick) for s in shapes(a))}
        assert set(followed[1:]) == wanted, (counts, trick)
        checked += 1
    assert checked == 400


def test_random_matches_keep_every_card_and_score_zero_sum():
    rng = random.Random(1)
    for index in range(300):
        game = games.new_game("doudizhu", seed=index)
        while not game.is_over:
            legal = game.legal_actions()
            events = game.apply(legal[rng.randrange(len(legal))])
            for event in events:
                if event["type"] == "deal-end":
                    assert sum(event["deal_scores"]) == 0
                    landlord = event["landlord"]
                    assert event["deal_scores"][landlord] == (2 if event["winner"] == landlord else -2) * event["stake"]
                    assert event["stake"] == event["bid"] * 2 ** (event["bombs"] + (event["spring"] or event["anti_spring"]))
            if game.phase == "play":
                held = sum(len(game.observation(s)["hand"]) for s in range(3))
                played = sum(len(cards) for cards in game.observation(0)["played"])
                assert held + played == 54
        assert sum(game.returns()) == 0.0


def test_a_sample_replays_the_public_moves_and_keeps_the_suit_order():
    """A seat holds no card of a rank in a suit before the last one it played of that rank."""
    rng = random.Random(2)
    for index in range(150):
        game = games.new_game("doudizhu", seed=1000 + index)
        for _ in range(rng.randrange(4, 60)):
            if game.is_over:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        if game.is_over:
            continue
        seat = rng.randrange(3)
        world = games.sample_game("doudizhu", game.observation(seat), random.Random(index))
        assert world.observation(seat) == game.observation(seat)
        order = "SHDC"
        for other in range(3):
            played = world.observation(other)["played"][other]
            for code in world.observation(other)["hand"]:
                if code in ("BJ", "RJ"):
                    continue
                rank, suit = code[:-1], code[-1]
                earlier = [c for c in played if c[:-1] == rank]
                assert all(order.index(c[-1]) < order.index(suit) for c in earlier)
