"""Properties of Slovenian Tarok over thousands of random deals."""

from __future__ import annotations

import random

from cardavia import games
from cardavia.games.tarok.cards import CARD, CODES, SUIT, TAROK, legal_plays


def play_first_deal(seed: int, rng: random.Random, bidding: float):
    """A random first deal (bids and passes mixed by ``bidding``), checking invariants at every step."""
    g = games.new_game("tarok", seed=seed)
    end = None
    while end is None:
        legal = g.legal_actions()
        assert legal and len(set(legal)) == len(legal)
        # Every card is somewhere, once.
        places = [c for hand in g.hands for c in hand] + g.trick + g.talon + [c for pile in g.taken for c in pile]
        assert sorted(places) == list(range(54)), seed
        if g.phase == "play":
            hand = g.hands[g.to_act]
            assert sorted(CARD[a[5:]] for a in legal) == legal_plays(hand, g.trick, g.contract.negative)
        if g.phase == "bidding" and "pass" in legal and rng.random() < bidding:
            action = "pass"
        elif g.phase in ("announce", "kontra") and rng.random() < 0.8:
            action = "pass"
        else:
            action = legal[rng.randrange(len(legal))]
        for event in g.apply(action):
            if event["type"] == "deal_end":
                end = event
    return g, end


def test_random_deals_keep_every_card_and_score_only_the_declaring_side():
    rng = random.Random(2026)
    contracts = set()
    for seed in range(2500):
        g, end = play_first_deal(seed, rng, bidding=0.75)
        contracts.add(end["contract"])
        scores = end["deal_scores"]
        mond = {item["seat"]: item["points"] for item in end["items"] if item["item"] == "mond"}
        if end["contract"] != "klop":
            side = {end["declarer"], end["partner"]} - {None}
            for seat in range(4):
                if seat not in side:
                    assert scores[seat] == mond.get(seat, 0), (seed, end)
            if end["partner"] is not None:
                assert scores[end["declarer"]] - mond.get(end["declarer"], 0) == scores[end["partner"]] - mond.get(end["partner"], 0)
            assert end["card_points"][end["declarer"]] + end["card_points"][(set(range(4)) - side).pop()] == 70
        assert g.observation(0)["scores"] == scores
    assert len(contracts) == 12


def test_an_observation_does_not_change_when_hidden_cards_move():
    """Two deals that differ only in cards a seat cannot see show that seat the same thing."""
    rng = random.Random(7)
    for seed in range(300):
        base = games.new_game("tarok", seed=seed)
        hands = [[code for code in base.observation(s)["hand"]] for s in range(4)]
        talon = [base.dealt_talon[i] for i in range(6)]
        # Swap one card between seats 1 and 2 that keeps both with a tarok.
        a = next(c for c in hands[1] if SUIT[CARD[c]] != TAROK) if any(SUIT[CARD[c]] != TAROK for c in hands[1]) else None
        b = next(c for c in hands[2] if SUIT[CARD[c]] != TAROK) if any(SUIT[CARD[c]] != TAROK for c in hands[2]) else None
        if a is None or b is None:
            continue
        other = [list(h) for h in hands]
        other[1][other[1].index(a)] = b
        other[2][other[2].index(b)] = a
        setup = {"dealer": 3, "hands": hands, "talon": [CODES[c] for c in talon]}
        twin = {"dealer": 3, "hands": other, "talon": [CODES[c] for c in talon]}
        g1 = games.new_game("tarok", seed=1, setup=setup)
        g2 = games.new_game("tarok", seed=1, setup=twin)
        for _ in range(6):  # the auction: same public actions in both
            if g1.phase != "bidding" or g2.phase != "bidding":
                break
            legal = [x for x in g1.legal_actions() if x in g2.legal_actions()]
            action = "pass" if "pass" in legal else legal[rng.randrange(len(legal))]
            g1.apply(action)
            g2.apply(action)
        assert g1.observation(0) == g2.observation(0) and g1.observation(3) == g2.observation(3)
