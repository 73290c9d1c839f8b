"""Properties over thousands of random Dou Dizhu deals: combinations, cards, stakes, samples."""

from __future__ import annotations

import random
from cardavia import games
from cardavia.games.doudizhu.combos import (
    NUM_RANKS,
    PASS,
    action_of,
    beats,
    follow_plays,
    follow_plays_of_mask,
    items_of,
    lead_plays,
    level_mask,
    shape_of,
    shapes,
)
from cardavia.games.doudizhu.engine import shuffled_pack


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


def _random_hand(rng: random.Random, low: int, high: int, trios: bool = False) -> list[int]:
    """Counts of a random hand; with ``trios``, dealt from three or four of a few ranks (airplanes, fours)."""
    counts = [0] * NUM_RANKS
    if trios:
        for rank in rng.sample(range(13), rng.randrange(2, 5)):
            counts[rank] = rng.choice((3, 3, 4))
    pack = [rank for rank in range(13) for _ in range(4 - counts[rank])] + [13, 14]
    for rank in rng.sample(pack, max(0, min(20, rng.randrange(low, high)) - sum(counts))):
        counts[rank] += 1
    return counts


def test_follows_remembered_by_the_mask_are_the_follows_of_the_hand():
    """Hands that share the bits a trick reads share its answers; every answer is still the hand's own."""
    rng = random.Random(11)
    tricks = []
    for _ in range(300):
        led = lead_plays(_random_hand(rng, 4, 21, trios=rng.random() < 0.3))
        tricks.append(shape_of(rng.choice(led), None))
    for _ in range(1500):
        counts = _random_hand(rng, 1, 21, trios=rng.random() < 0.3)
        trick = rng.choice(tricks)
        # The hand, then each of its neighbours with one rank changed: one that the trick's bits
        # wrongly leave out would get the hand's answer.
        for rank in (None, *range(NUM_RANKS)):
            hand = list(counts)
            if rank is not None:
                hand[rank] = rng.choice([n for n in range(5 if rank < 13 else 2) if n != counts[rank]])
            assert follow_plays_of_mask(hand, level_mask(hand), trick) == follow_plays(hand, trick), (hand, trick)


def test_leads_list_each_kind_in_its_block():
    """A lead lists singles to bombs rank by rank, the rocket, straights, pair straights, trios with
    kickers, airplanes (with wings after the pure ones), then fours with two."""
    blocks = {
        "single": 0, "pair": 0, "trio": 0, "bomb": 0, "rocket": 1, "straight": 2, "pair-straight": 3,
        "trio-single": 4, "trio-pair": 4, "airplane": 5, "airplane-singles": 6, "airplane-pairs": 6,
        "four-singles": 7, "four-pairs": 7,
    }
    rng = random.Random(12)
    for _ in range(1500):
        counts = _random_hand(rng, 5, 21, trios=rng.random() < 0.5)
        led = lead_plays(counts)
        order = [blocks[shape_of(action, None)[0]] for action in led]
        # A pure airplane that is also a trio with wings reads first as the airplane: it is in block 5.
        assert order == sorted(order), (counts, led)
        same_rank = [items_of(action) for action in led if blocks[shape_of(action, None)[0]] == 0]
        assert same_rank == sorted(same_rank, key=lambda items: (items[0][0], items[0][1]))


def test_the_engine_keeps_each_seat_s_level_mask_with_its_counts():
    rng = random.Random(13)
    for index in range(60):
        game = games.new_game("doudizhu", seed=5000 + index)
        while not game.is_over:
            assert game.masks == [level_mask(counts) for counts in game.counts]
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])


def test_the_deal_s_shuffle_is_random_shuffle():
    """The engine's shuffle draws as random.Random.shuffle does: a seed deals what it always dealt."""
    for seed in range(200):
        deck = list(range(54))
        random.Random(seed).shuffle(deck)
        assert shuffled_pack(random.Random(seed)) == deck
