"""Kowa AI: honest, always legal, deterministic, and right where it is obvious."""

from __future__ import annotations

import random

import pytest

from cardavia import ai, games
from cardavia.ai import kowa
from cardavia.cards.money import KOWA_DECK
from cardavia.games import IllegalAction

LEVELS = ("low", "high")


def decide(level: str, game: games.Game, seed: int = 0) -> str:
    seat = game.to_act
    assert seat is not None
    return ai.player("kowa", level)(game.observation(seat), game.legal_actions(), random.Random(seed))


def deal(rng: random.Random, first: int = 0) -> dict:
    deck = list(KOWA_DECK)
    rng.shuffle(deck)
    return {"first": first, "hands": [deck[0:8], deck[8:16], deck[16:24]], "stock": deck[24:]}


def hidden_pair(rng: random.Random, play: ai.Player) -> tuple[games.Game, games.Game, int] | None:
    """Two games that differ only in cards seat ``seat`` cannot see, at a decision of that seat.

    Game A is dealt at random and played by ``play`` (all seats) for a while.
    Game B has the stock not yet drawn reshuffled and, usually, one card an
    opponent still holds swapped with one of those stock cards; it replays
    A's actions. None when B cannot replay them or shows the seat anything else.
    """
    setup = deal(rng, first=rng.randrange(3))
    a = games.new_game("kowa", seed=0, setup=setup)
    steps = rng.randrange(1, 150)
    for _ in range(steps):
        if a.is_over:
            return None
        a.apply(play(a.observation(a.to_act), a.legal_actions(), rng))
    if a.is_over:
        return None
    seat = a.to_act
    drawn = len(setup["stock"]) - a.observation(seat)["stock"]
    stock = list(setup["stock"])
    unseen = stock[drawn:]
    rng.shuffle(unseen)
    hands = [list(h) for h in setup["hands"]]
    if rng.random() < 0.8:
        other = (seat + rng.choice((1, 2))) % 3
        final = a.observation(other)["hand"]
        keep = [i for i, code in enumerate(hands[other]) if code in final]
        if keep:
            i = rng.choice(keep)
            hands[other][i], unseen[0] = unseen[0], hands[other][i]
    b_setup = {"first": setup["first"], "hands": hands, "stock": stock[:drawn] + unseen}
    if b_setup == setup:
        return None
    try:
        b = games.replay("kowa", seed=0, actions=a.log, setup=b_setup)
    except IllegalAction:
        return None
    if b.to_act != seat or b.observation(seat) != a.observation(seat):
        return None
    return a, b, seat


@pytest.mark.parametrize("level, pairs", [("low", 200), ("high", 40)])
def test_decisions_ignore_cards_the_seat_cannot_see(level: str, pairs: int) -> None:
    rng = random.Random(f"kowa-honesty-{level}")
    player = ai.player("kowa", level)
    checked = 0
    while checked < pairs:
        pair = hidden_pair(rng, ai.player("kowa", "low"))
        if pair is None:
            continue
        a, b, seat = pair
        seed = rng.randrange(2**32)
        first = player(a.observation(seat), a.legal_actions(), random.Random(seed))
        second = player(b.observation(seat), b.legal_actions(), random.Random(seed))
        assert first == second, (a.log, seat)
        checked += 1


@pytest.mark.parametrize("level, deals", [("low", 40), ("high", 2)])
def test_every_choice_is_legal(level: str, deals: int) -> None:
    """Seat 0 plays ``level`` against Low and random seats, from many deals."""
    player = ai.player("kowa", level)
    decisions = 0
    for seed in range(deals):
        g = games.new_game("kowa", seed=500 + seed)
        rng = random.Random(seed)
        players = [player, ai.player("kowa", "low"), ai.random_player]
        while not g.is_over:
            seat = g.to_act
            legal = g.legal_actions()
            action = players[seat](g.observation(seat), legal, rng)
            assert action in legal
            g.apply(action)
            decisions += seat == 0
    assert decisions > deals * 10


@pytest.mark.parametrize("level", LEVELS)
def test_same_observation_and_seed_give_the_same_action(level: str) -> None:
    player = ai.player("kowa", level)
    low = ai.player("kowa", "low")
    for seed in range(8):
        g = games.new_game("kowa", seed=seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(60)):
            if g.is_over:
                break
            g.apply(low(g.observation(g.to_act), g.legal_actions(), rng))
        if g.is_over:
            continue
        observation, legal = g.observation(g.to_act), g.legal_actions()
        assert len({player(observation, legal, random.Random(seed)) for _ in range(3)}) == 1


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
