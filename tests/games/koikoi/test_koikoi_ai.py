"""Koi-Koi's Low and High: the koi-koi decision and what it weighs (docs/rules/koikoi.md, section 5)."""

from __future__ import annotations

import copy
import random

from cardavia import games
from cardavia.ai.koikoi import action_values, choose_high, choose_low, threat

# Seat 0 has just made Tane (1 point) early in round 1; the AI's pile holds the curtain and three ribbons.
LOG = ["play 5c 5b", "play 6b", "play 7c", "play 5a", "take 4a", "play 3b", "play 9d"]


def position():
    g = games.replay("koikoi", seed=5, actions=LOG)
    obs = g.observation(0)
    assert obs["phase"] == "koi" and obs["yaku"][0] == {"tane": 1} and obs["stop_value"] == 1
    return g, obs


def test_high_calls_koi_when_the_opponent_threatens_nothing():
    g, obs = position()
    assert threat(obs) == 0
    values = action_values(obs, g.legal_actions(), random.Random(1), 40)
    assert values["koi"] > values["stop"] == 1.0
    assert choose_high(obs, g.legal_actions(), random.Random(1)) == "koi"


def test_high_stops_when_the_opponents_visible_pile_is_a_card_short_of_sanko():
    """The same position, but the opponent's pile also shows the crane: two brights, and the moon
    and phoenix still unseen. Play-outs on the samples see it score first, doubled by the koi."""
    g, obs = position()
    threatened = copy.deepcopy(obs)
    threatened["captured"][1].append("1a")
    assert threat(threatened) == 1
    values = action_values(threatened, g.legal_actions(), random.Random(1), 40)
    assert values["koi"] < values["stop"]
    assert choose_high(threatened, g.legal_actions(), random.Random(1)) == "stop"


def test_threat_counts_the_yaku_one_card_away_whose_card_is_still_reachable():
    obs = {"seat": 0, "hand": ["3b"], "field": [], "turned": None, "captured": [["9a"], ["1b", "2b", "3a", "8a", "6a", "7a"]]}
    # Akatan wants 3b, in our own hand: out of reach. Sanko wants 1a or 12a: reachable. Inoshikacho
    # wants 10a: reachable. Hanami-zake and Tsukimi-zake want the sake cup, in our pile: out of reach.
    assert threat(obs) == 2


def test_low_calls_koi_only_below_four_points_with_four_cards_or_more():
    _, obs = position()
    assert choose_low(obs, ["koi", "stop"], random.Random(1)) == "koi"
    late = dict(obs, hand_sizes=[3, 3])
    assert choose_low(late, ["koi", "stop"], random.Random(1)) == "stop"
    rich = dict(obs, points=[4, 0])
    assert choose_low(rich, ["koi", "stop"], random.Random(1)) == "stop"


def test_low_takes_the_most_valuable_capture():
    g = games.new_game(
        "koikoi",
        seed=1,
        setup={
            "dealer": 0,
            "hands": [["3b", "1a", "2a", "4a", "5a", "6a", "7a", "8a"], ["9a", "10a", "11a", "12a", "1b", "2b", "4b", "5b"]],
            "field": ["3a", "3c", "11d", "12d", "9c", "10c", "6d", "7d"],
            "stock": ["1c", "1d", "2c", "2d", "4c", "4d", "5c", "5d", "6b", "6c", "7b", "7c", "8b", "8c", "8d", "9b"],
        },
    )
    # Of the captures, 3b taking the curtain (a ribbon and a bright) beats 6a or 7a taking chaff.
    assert choose_low(g.observation(0), g.legal_actions(), random.Random(1)) == "play 3b 3a"
