"""Truco AI: honest (sees only its observation), always legal, deterministic, and right where it is obvious."""

from __future__ import annotations

import random

import pytest

from cardavia import ai, games
from cardavia.ai import truco

LEVELS = ("low", "high")


def position(game: games.Game, actions: list[str]) -> games.Game:
    for action in actions:
        game.apply(action)
    return game


def decide(level: str, game: games.Game, seed: int = 0) -> str:
    seat = game.to_act
    assert seat is not None
    return ai.player("truco", level)(game.observation(seat), game.legal_actions(), random.Random(seed))


def test_high_is_legal_at_random_positions() -> None:
    rng = random.Random("high-positions")
    high = ai.player("truco", "high")
    for _ in range(250):
        g = games.new_game("truco", seed=rng.randrange(2**32))
        for _ in range(rng.randrange(120)):
            if g.is_over:
                break
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        if g.is_over:
            continue
        legal = g.legal_actions()
        assert high(g.observation(g.to_act), legal, rng) in legal


# -- positions with one clearly right move ---------------------------------------------------------


def split_tricks_then_truco(scores: list[int] = [5, 5]) -> games.Game:
    """Seat 0 (mano) wins trick 1, seat 1 trick 2; seat 1 leads trick 3 with truco; seat 0 keeps the 1E."""
    g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["3B", "4O", "1E"], ["4C", "5O", "2C"]], "scores": scores})
    return position(g, ["play 3B", "play 4C", "play 4O", "play 5O", "truco"])


@pytest.mark.parametrize("level", LEVELS)
def test_with_the_1E_left_and_one_trick_each_accept_truco(level: str) -> None:
    assert decide(level, split_tricks_then_truco()) == "quiero"


def test_high_declines_truco_it_cannot_win() -> None:
    # Seat 0 lost trick 1 and won trick 2, then led a 4 to trick 3: at best a parda, which goes to seat 1.
    g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["4O", "3B", "4E"], ["1E", "5O", "2C"]]})
    g = position(g, ["play 4O", "play 1E", "play 5O", "play 3B", "play 4E", "truco"])
    assert g.to_act == 0
    assert decide("high", g) == "no-quiero"


def test_high_calls_truco_when_it_cannot_lose() -> None:
    # Seat 0 won trick 1 and lost trick 2; seat 1 leads trick 3 with a 2 and seat 0 holds the 1E.
    g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["3B", "4O", "1E"], ["4C", "5O", "2C"]]})
    g = position(g, ["play 3B", "play 4C", "play 4O", "play 5O", "play 2C"])
    assert g.to_act == 0
    assert decide("high", g) == "truco"


@pytest.mark.parametrize("level", LEVELS)
def test_never_decline_an_envido_when_declining_loses_the_match(level: str) -> None:
    # Seat 1 needs one point: declining hands it the match; accepting (or a
    # falta envido, worth 1 here, which he may still decline) may not.
    g = games.new_game("truco", seed=0, setup={"dealer": 0, "hands": [["4O", "5B", "10C"], ["7E", "6E", "3O"]], "scores": [12, 29]})
    g = position(g, ["envido"])
    assert g.to_act == 0
    assert decide(level, g) in ("quiero", "real-envido", "falta-envido", "envido")


@pytest.mark.parametrize("level", LEVELS)
def test_never_decline_an_envido_that_cannot_be_lost(level: str) -> None:
    # Seat 1 is mano with 33, the highest value, and mano wins ties.
    g = games.new_game("truco", seed=0, setup={"dealer": 0, "hands": [["4O", "5B", "10C"], ["7E", "6E", "3O"]]})
    g = position(g, ["play 3O", "envido"])
    assert g.to_act == 1
    assert decide(level, g) != "no-quiero"


def first_card(level: str, g: games.Game, seed: int) -> str:
    """The first card ``level`` plays from here, its bets all accepted."""
    seat = g.to_act
    rng = random.Random(seed)
    while True:
        if g.to_act == seat:
            action = ai.player("truco", level)(g.observation(seat), g.legal_actions(), rng)
            if action.startswith("play "):
                return action
        else:
            action = "quiero"
        g.apply(action)


def test_low_plays_the_cheapest_card_that_wins_the_trick() -> None:
    for seed in range(10):
        g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["11C", "4O", "5O"], ["4B", "5C", "12E"]]})
        assert first_card("low", position(g, ["play 11C"]), seed) == "play 12E"


@pytest.mark.parametrize("level", LEVELS)
def test_win_the_trick_cheaply_and_keep_the_1E(level: str) -> None:
    # Seat 1 answers a led 4: any card wins trick 1, and the 1E then takes the next one.
    for seed in range(3):
        g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["4C", "11O", "12O"], ["1E", "5C", "6B"]]})
        assert first_card(level, position(g, ["play 4C"]), seed) == "play 5C"


def test_solver_knows_the_parda_rules() -> None:
    # Trick 1 won, trick 2 lost: a parda in trick 3 goes to the winner of trick 1 (TR-21).
    assert truco.wins((10,), (10,), (1, -1), False, 0) == 1
    assert truco.wins((10,), (10,), (-1, 1), True, 0) == 0
    # After a parda in trick 1 the next decisive trick wins: the 7E and a 4 lose to the 1B and a 3,
    assert truco.wins((1, 12), (10, 13), (0,), True, 0) == 0
    # and the 1E wins whatever the other card.
    assert truco.wins((1, 14), (10, 13), (0,), True, 0) == 1
    # A parda in trick 2 after winning trick 1 ends the hand at once (TR-20).
    assert truco.after_card((1, 10), (9,), (1,), False, 10, 10) == 1
