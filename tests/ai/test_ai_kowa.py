"""Kowa AI: honest, always legal, deterministic, and right where it is obvious."""

from __future__ import annotations

import random

import pytest

from cardavia import ai, games
from cardavia.ai import kowa
from cardavia.cards.money import KOWA_DECK

LEVELS = ("low", "high")


def decide(level: str, game: games.Game, seed: int = 0) -> str:
    seat = game.to_act
    assert seat is not None
    return ai.player("kowa", level)(game.observation(seat), game.legal_actions(), random.Random(seed))


def deal(rng: random.Random, first: int = 0) -> dict:
    deck = list(KOWA_DECK)
    rng.shuffle(deck)
    return {"first": first, "hands": [deck[0:8], deck[8:16], deck[16:24]], "stock": deck[24:]}


# -- positions with one clearly right move ---------------------------------------------------------

HANDS = [
    "5C 5S 5M 7C 7C 7S 2C 9M".split(),
    "1S 3M 4C 6S 8M RF OT 2S".split(),
    "1C 3C 4S 6M 8C 9S WF 1M".split(),
]


def test_shape_is_eight_exactly_when_ready() -> None:
    rng = random.Random(4)
    for _ in range(3000):
        groups = rng.sample(range(12), rng.choice((1, 2, 3)))
        pool = [f for f in range(30) if kowa.GROUP[f] in groups for _ in range(4)]
        if len(pool) < 8:
            continue
        counts = kowa.counts_of(rng.sample(pool, 8))
        assert (kowa.shape(counts) == 8) == bool(kowa.waits_of(counts))


@pytest.mark.parametrize("level", LEVELS)
def test_never_discard_the_card_an_opponent_waits_on(level: str) -> None:
    # Seat 0 declares on 2C; seat 1 holds a 2C and must discard: any card but the 2C.
    setup = {"first": 0, "hands": [HANDS[0], "1S 3M 4C 6S 8M RF OT 2C".split(), HANDS[2]], "stock": "2C 9C 3S 4M 6C".split()}
    g = games.new_game("kowa", seed=0, setup=setup)
    for action in ("draw", "discard 9M", "declare 2C", "draw"):
        g.apply(action)
    assert g.to_act == 1 and "discard 2C" in g.legal_actions()
    for seed in range(5):
        assert decide(level, g, seed) != "discard 2C"


@pytest.mark.parametrize("level", LEVELS)
def test_a_ready_hand_is_declared(level: str) -> None:
    g = games.new_game("kowa", seed=0, setup={"first": 0, "hands": HANDS, "stock": "2C 9C 3S 4M 6C".split()})
    g.apply("draw")
    assert decide(level, g) == "discard 9M"
    g.apply("discard 9M")
    assert decide(level, g) == "declare 2C"


def test_high_declares_the_wait_with_more_live_copies() -> None:
    # 5C 5C 5S 5S 5M may wait on 5C or 5S; a 5S lies in the discards, so 5C has two live copies and 5S one.
    hands = ["5C 5C 5S 5S 5M 9M 9M 9M".split(), "1S 3M 4C 6S 8M RF OT 5S".split(), HANDS[2]]
    g = games.new_game("kowa", seed=0, setup={"first": 1, "hands": hands, "stock": "2C 1C 3S 4M 6C".split()})
    for action in ("draw", "discard 5S", "draw", "discard 1M", "draw", "discard 3S"):
        g.apply(action)
    assert g.observation(0)["phase"] == "declare"
    assert "declare 5S" in g.legal_actions() and "declare 5C" in g.legal_actions()
    assert decide("high", g) == "declare 5C"


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("released", "expected"),
    [
        ("2C", "take"),  # seat 0, one 2C away from ready, takes it rather than draw
        ("OT", "draw"),  # an Old Thousand is no use to seat 0: it draws
    ],
)
def test_take_the_discard_only_when_it_helps(level: str, released: str, expected: str) -> None:
    hands = [HANDS[0], HANDS[1], f"1C 3C 4S 6M 8C 9S WF {released}".split()]
    g = games.new_game("kowa", seed=0, setup={"first": 2, "hands": hands, "stock": "6C 3S 4M 6C".split()})
    g.apply("draw")
    g.apply(f"discard {released}")
    assert g.to_act == 0 and g.legal_actions() == ["draw", "take"]
    assert decide(level, g) == expected
