"""Properties of random Kowa deals: conservation, termination, replay, illegal actions, hidden cards."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia import games
from cardavia.cards.money import KOWA_DECK, KOWA_FACES
from cardavia.games import IllegalAction

#: Every well-formed action of the game, legal or not.
#: The most decisions a deal can take: 400 turns of acquire, discard and declare.
MAX_DECISIONS = 400 * 3


def choose(legal: list[str], rng: random.Random, declare_bias: float = 0.0) -> str:
    """A random legal action; with ``declare_bias`` a ready player usually declares."""
    declares = [a for a in legal if a.startswith("declare")]
    if declares and rng.random() < declare_bias:
        return rng.choice(declares)
    return legal[rng.randrange(len(legal))]


def cards_in_play(game) -> Counter:
    """Every card, wherever it is: hands, exposed pairs, stock, discards (engine state)."""
    total: Counter = Counter()
    for seat in range(3):
        total.update({face: n for face, n in enumerate(game.hands[seat]) if n})
        if game.declared[seat] is not None:
            total[game.declared[seat]] += 2
    total.update(game.stock)
    total.update(game.discards)
    return total


def observed_total(view: dict) -> int:
    exposed = 2 * sum(pair is not None for pair in view["declared"])
    return sum(view["hand_sizes"]) + exposed + view["stock"] + len(view["discards"])


def views(game) -> list[dict]:
    return [game.observation(seat) for seat in range(3)]


def random_setup(rng: random.Random) -> dict:
    deck = list(KOWA_DECK)
    rng.shuffle(deck)
    return {"first": rng.randrange(3), "hands": [deck[0:8], deck[8:16], deck[16:24]], "stock": deck[24:]}


# -- conservation, termination ------------------------------------------------------------


def test_thousands_of_seeded_deals_conserve_cards_and_end():
    methods: Counter = Counter()
    for seed in range(2000):
        game = games.new_game("kowa", seed=seed)
        rng = random.Random(seed)
        start = cards_in_play(game)
        assert sum(start.values()) == 120
        decisions = 0
        events: list[dict] = []
        while not game.is_over:
            legal = game.legal_actions()
            assert legal
            events = game.apply(choose(legal, rng, declare_bias=0.8 if seed % 2 else 0.0))
            decisions += 1
            assert decisions <= MAX_DECISIONS
            hands = sum(map(sum, game.hands))
            assert hands + 2 * (3 - game.declared.count(None)) + len(game.stock) + len(game.discards) == 120
        assert cards_in_play(game) == start
        result = game.result
        methods[result["method"]] += 1
        last = events[-1]
        if result["winner"] is None:
            assert result == {"winner": None, "method": None, "multiplier": 0}
            assert last["type"] == "drawn-deal"
            assert (last["reason"] == "stock-exhausted") == (len(game.stock) == 0)
        else:
            assert last["type"] == "win" and last["winner"] == result["winner"]
            assert result["multiplier"] == {"self-draw": 3, "opponent-draw": 1, "discard": 2}[result["method"]]
            assert game.declared[result["winner"]] == KOWA_FACES.index(last["card"])
    assert set(methods) == {None, "self-draw", "opponent-draw", "discard"}


def test_observations_account_for_every_card_at_every_step():
    for seed in range(120):
        game = games.new_game("kowa", seed=seed, setup=random_setup(random.Random(seed)) if seed % 3 == 0 else None)
        rng = random.Random(seed)
        while True:
            for seat, view in enumerate(views(game)):
                json.dumps(view)
                assert view["seat"] == seat and view["game"] == "kowa"
                assert view["to_act"] == game.to_act and view["is_over"] == game.is_over
                assert observed_total(view) == 120
                assert len(view["hand"]) == view["hand_sizes"][seat]
                assert view["hand"] == sorted(view["hand"], key=lambda c: (c in ("OT", "RF", "WF"), c[0], "CSM".find(c[-1]), c))
            if game.is_over:
                break
            game.apply(choose(game.legal_actions(), rng, declare_bias=0.9))
        final = game.observation(0)
        assert final["seed"] == seed
        assert sum(len(hand) for hand in final["hands"]) + len(final["discards"]) + final["stock"] == 120


def test_a_deal_of_only_takes_ends_at_the_turn_limit():
    game = games.new_game("kowa", seed=3)
    rng = random.Random(3)
    events: list[dict] = []
    while not game.is_over:
        legal = game.legal_actions()
        if "take" in legal:
            action = "take"
        elif "pass" in legal:
            action = "pass"
        else:
            action = legal[rng.randrange(len(legal))]
        events = game.apply(action)
    assert game.observation(0)["turns"] == 400
    assert events[-1] == {"type": "drawn-deal", "reason": "turn-limit", "turns": 400}
    assert game.result == {"winner": None, "method": None, "multiplier": 0}
    assert game.observation(1)["stock"] > 0


# -- replay ------------------------------------------------------------------------------------


def test_the_same_seed_deals_the_same_cards_and_another_seed_does_not():
    assert views(games.new_game("kowa", seed=42)) == views(games.new_game("kowa", seed=42))
    assert views(games.new_game("kowa", seed=42)) != views(games.new_game("kowa", seed=43))


# -- illegal actions --------------------------------------------------------------------------------


# -- hidden cards ---------------------------------------------------------------------------------------


def comparable(game, seat: int) -> bool:
    """States whose observation must not depend on cards ``seat`` cannot see.

    While another player decides whether to declare, ``to_act`` itself tells
    that his hand is ready: the table sees who is to act. Players decide only
    on their own turn, so those states are never shown to a deciding seat.
    """
    return not game.is_over and (game.observation(seat)["phase"] != "declare" or game.to_act == seat)


def draws_seen_by(events: list[dict], seat: int) -> set[int]:
    """Stock positions (0 = first drawn) that ``seat`` saw being drawn."""
    seen = set()
    draws = [event for event in events if event["type"] == "draw"]
    for position, event in enumerate(draws):
        if event["seat"] == seat or "card" in event:
            seen.add(position)
    return seen


def swap_unseen(setup: dict, seat: int, events: list[dict], rng: random.Random) -> dict | None:
    """``setup`` with two cards that ``seat`` never sees exchanged, or None if there are none."""
    seen_stock = draws_seen_by(events, seat)
    places = [("hand", other, i) for other in range(3) if other != seat for i in range(8)]
    places += [("stock", position) for position in range(len(setup["stock"])) if position not in seen_stock]

    def face(place):
        return setup["hands"][place[1]][place[2]] if place[0] == "hand" else setup["stock"][place[1]]

    rng.shuffle(places)
    for a in places:
        for b in places:
            if face(a) != face(b) and a[:2] != b[:2]:
                changed = {"first": setup["first"], "hands": [list(h) for h in setup["hands"]], "stock": list(setup["stock"])}
                fa, fb = face(a), face(b)
                for place, new in ((a, fb), (b, fa)):
                    if place[0] == "hand":
                        changed["hands"][place[1]][place[2]] = new
                    else:
                        changed["stock"][place[1]] = new
                return changed
    return None


def compare_along(setup_a: dict, setup_b: dict, log: list[str], seat: int) -> int:
    """Replay ``log`` on both deals while it stays legal in both; return the states compared."""
    a = games.new_game("kowa", seed=1, setup=setup_a)
    b = games.new_game("kowa", seed=2, setup=setup_b)
    compared = 0
    for action in log:
        if comparable(a, seat) and comparable(b, seat):
            assert a.observation(seat) == b.observation(seat)
            compared += 1
        a.apply(action)
        try:
            b.apply(action)
        except IllegalAction:
            break  # another player's options differ with his cards: the deals part here.
    return compared


def test_observations_do_not_depend_on_cards_the_seat_cannot_see():
    compared = 0
    for seed in range(150):
        rng = random.Random(seed)
        setup = random_setup(rng)
        game = games.new_game("kowa", seed=seed, setup=setup)
        events: list[dict] = []
        while not game.is_over:
            events += game.apply(choose(game.legal_actions(), rng, declare_bias=0.9))
        for seat in range(3):
            swapped = swap_unseen(setup, seat, events, rng)
            if swapped is not None:
                compared += compare_along(setup, swapped, game.log, seat)
    assert compared > 5000


def test_the_swap_would_notice_a_leak():
    # The same comparison on a swap the seat does see (its own hand) tells the deals apart.
    rng = random.Random(5)
    setup = random_setup(rng)
    swapped = {"first": setup["first"], "hands": [list(h) for h in setup["hands"]], "stock": list(setup["stock"])}
    position = next(i for i in range(8) if swapped["hands"][0][i] != swapped["stock"][-1])
    swapped["hands"][0][position], swapped["stock"][-1] = swapped["stock"][-1], swapped["hands"][0][position]
    with pytest.raises(AssertionError):
        compare_along(setup, swapped, ["draw"], seat=0)


# -- Hypothesis ------------------------------------------------------------------------------------------


def play_choices(game, choices: list[int]) -> None:
    """Apply choices (indices into the legal actions) then random ones to the end, checking as it goes."""
    rng = random.Random(len(choices))
    total = observed_total(game.observation(0))
    step = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal
        index = choices[step] if step < len(choices) else rng.randrange(len(legal))
        game.apply(legal[index % len(legal)])
        step += 1
        assert step <= MAX_DECISIONS
        assert all(observed_total(view) == total for view in views(game))
    assert game.legal_actions() == []
    assert game.result is not None


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=games.MAX_SEED), st.lists(st.integers(min_value=0, max_value=60), max_size=300))
def test_hypothesis_seeded_deals(seed, choices):
    game = games.new_game("kowa", seed=seed)
    play_choices(game, choices)
    again = games.replay("kowa", seed=seed, actions=game.log)
    assert views(again) == views(game)


@settings(max_examples=100, deadline=None)
@given(
    st.permutations(KOWA_DECK),
    st.integers(min_value=0, max_value=2),
    st.integers(min_value=1, max_value=96),
    st.lists(st.integers(min_value=0, max_value=60), max_size=200),
)
def test_hypothesis_fixed_deals_with_short_stocks(deck, first, stock_size, choices):
    setup = {"first": first, "hands": [deck[0:8], deck[8:16], deck[16:24]], "stock": deck[24 : 24 + stock_size]}
    game = games.new_game("kowa", seed=0, setup=setup)
    assert observed_total(game.observation(first)) == 24 + stock_size
    play_choices(game, choices)
    assert views(games.replay("kowa", seed=0, actions=game.log, setup=setup)) == views(game)
