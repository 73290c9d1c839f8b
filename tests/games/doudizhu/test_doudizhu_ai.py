"""Dou Dizhu players: Low's rules of thumb, and High's sampled play-outs finding a won ending."""

from __future__ import annotations

import random

from cardavia.ai.doudizhu import choose_high, choose_low, decide, hand_strength, low_bid
from cardavia.games.doudizhu.combos import PAIR, SINGLE, counts_of_ranks, follow_plays, lead_plays

from test_doudizhu_examples import play, table


def test_low_bids_on_high_cards_only():
    assert low_bid(counts_of_ranks("3 4 5 6 7 8 9 9 10 J Q Q K K A 2 BJ RJ"), ["pass", "bid 1", "bid 2", "bid 3"]) == "bid 3"
    weak = counts_of_ranks("3 3 4 5 6 7 8 8 9 10 J J Q K K 4 5")
    assert hand_strength(weak) == 0 and low_bid(weak, ["pass", "bid 1", "bid 2", "bid 3"]) == "pass"


def test_low_plays_out_when_it_can_and_lets_its_partner_stand():
    counts = counts_of_ranks("9 9")
    assert decide(counts, follow_plays(counts, (PAIR, 3, 1)), (PAIR, 3, 1), partner_leads_round=True, opponent_min=10) == "play 9 9"
    counts = counts_of_ranks("9 9 5")
    assert decide(counts, follow_plays(counts, (PAIR, 3, 1)), (PAIR, 3, 1), partner_leads_round=True, opponent_min=10) == "pass"
    assert decide(counts, follow_plays(counts, (PAIR, 3, 1)), (PAIR, 3, 1), partner_leads_round=False, opponent_min=10) == "play 9 9"


def test_low_leads_low_and_keeps_its_bomb():
    counts = counts_of_ranks("3 4 4 4 4 9 K")
    assert decide(counts, lead_plays(counts), None, False, 10) == "play 3"
    counts = counts_of_ranks("8 8 8 8 K")
    assert decide(counts, follow_plays(counts, (SINGLE, 12, 1)), (SINGLE, 12, 1), False, 15) == "pass"


def test_high_decides_legally_and_reproducibly_from_a_position_of_the_play():
    cards = "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S 2H 3H BJ RJ 4H 5H 6H".split()
    game = table(0, {0: " ".join(cards[:17])}, " ".join(cards[17:]))
    play(game, "bid 3", "play 3 4 5 6 7 8 9 10 J Q K A", "pass", "pass", "play BJ RJ", "pass", "pass")
    observation, legal = game.observation(0), game.legal_actions()
    action = choose_high(observation, legal, random.Random(1))
    assert action in legal
    assert choose_high(observation, legal, random.Random(1)) == action
    assert choose_low(observation, legal, random.Random(1)) in legal
