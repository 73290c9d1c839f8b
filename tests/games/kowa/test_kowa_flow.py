"""Kowa setups, events, observations and the reasons given for illegal actions."""

from __future__ import annotations

import pytest

from cardavia import games
from cardavia.games import IllegalAction

HANDS = [
    "5C 5S 5M 7C 7C 7S 2C 9M".split(),
    "1S 3M 4C 6S 8M RF OT 2C".split(),
    "1C 3C 4S 6M 8C 9S WF 1M".split(),
]


def setup(**changes) -> dict:
    base = {"first": 0, "hands": [list(h) for h in HANDS], "stock": "2C 9C 3S 4M".split()}
    base.update(changes)
    return base


def test_the_registry_builds_kowa():
    assert "kowa" in games.names()
    game = games.new_game("kowa", seed=9)
    assert game.name == "kowa" and game.players == 3
    assert game.to_act in (0, 1, 2)
    assert game.observation(0)["first"] == game.to_act
    assert game.opening_events == [{"type": "deal", "first": game.to_act, "hand_sizes": [8, 8, 8], "stock": 96}]


def test_first_players_come_from_the_seed():
    firsts = {games.new_game("kowa", seed=seed).to_act for seed in range(40)}
    assert firsts == {0, 1, 2}


def test_a_setup_fixes_the_deal():
    game = games.new_game("kowa", seed=0, setup=setup(first=2))
    assert game.to_act == 2
    assert game.observation(0)["hand"] == "2C 5C 5S 5M 7C 7C 7S 9M".split()
    assert game.observation(1)["stock"] == 4
    game.apply("draw")
    assert game.observation(2)["drawn"] == "2C"


@pytest.mark.parametrize(
    "bad",
    [
        [],
        "first=0",
        {"first": 0, "hands": HANDS},
        {"first": 0, "hands": HANDS, "stock": ["2C"], "dealer": 1},
        setup(first=3),
        setup(first=-1),
        setup(first=True),
        setup(first="0"),
        setup(hands=HANDS[:2]),
        setup(hands=[HANDS[0], HANDS[1], HANDS[2][:7]]),
        setup(hands=[HANDS[0], HANDS[1], HANDS[2] + ["5C"]]),
        setup(hands=[HANDS[0], HANDS[1], "1C 3C 4S 6M 8C 9S WF 10M".split()]),
        setup(hands=[HANDS[0], HANDS[1], "1C 3C 4S 6M 8C 9S WF".split() + [None]]),
        setup(hands="5C 5S"),
        setup(stock=[]),
        setup(stock="2C 9C"),
        setup(stock=["2C", "GS"]),
    ],
)
def test_a_malformed_setup_raises_value_error(bad):
    with pytest.raises(ValueError):
        games.new_game("kowa", seed=0, setup=bad)


def test_a_fifth_copy_is_accepted_for_synthetic_deals():
    game = games.new_game("kowa", seed=0, setup=setup(stock="2C 2C 2C 2C".split()))
    assert game.observation(0)["stock"] == 4


def test_the_events_of_a_turn():
    game = games.new_game("kowa", seed=0, setup=setup())
    assert game.apply("draw") == [{"type": "draw", "seat": 0, "stock": 3}]
    assert game.apply("discard 9M") == [{"type": "discard", "seat": 0, "card": "9M"}]
    assert game.to_act == 0 and game.observation(0)["phase"] == "declare"
    assert game.observation(0)["waits"] == ["2C"]
    assert game.observation(1)["waits"] == []
    assert game.apply("pass") == []  # a pass is not shown: it would tell that the hand is ready
    assert game.to_act == 1 and game.observation(1)["turns"] == 1
    assert game.observation(0)["declared"] == [None, None, None]


def test_a_declared_hand_shows_its_pair_and_keeps_its_triplets_hidden():
    game = games.new_game("kowa", seed=0, setup=setup())
    for action in ("draw", "discard 9M", "declare 2C"):
        game.apply(action)
    own, other = game.observation(0), game.observation(1)
    assert own["hand"] == "5C 5S 5M 7C 7C 7S".split()
    assert own["declared"] == other["declared"] == ["2C", None, None]
    assert other["hand_sizes"] == [6, 8, 8]
    assert "5C" not in str(other)


def test_the_whole_table_is_shown_once_the_deal_is_over():
    game = games.new_game("kowa", seed=0, setup=setup(stock="2C 9C 3S 2C".split()))
    for action in ("draw", "discard 9M", "declare 2C", "draw", "discard 9C", "draw", "discard 3S"):
        game.apply(action)
    events = game.apply("draw")
    assert events[-1] == {
        "type": "win",
        "winner": 0,
        "method": "self-draw",
        "multiplier": 3,
        "card": "2C",
        "from": 0,
        "hand": "2C 2C 2C 5C 5S 5M 7C 7C 7S".split(),
    }
    view = game.observation(2)
    assert view["is_over"] and view["phase"] == "over" and view["to_act"] is None
    assert view["result"] == {"winner": 0, "method": "self-draw", "multiplier": 3}
    assert view["hands"][0] == "2C 2C 2C 5C 5S 5M 7C 7C 7S".split()
    assert view["hands"][1] == "1S 2C 3M 4C 6S 8M OT RF".split()
    assert view["dealt"][2] == "1C 1M 3C 4S 6M 8C 9S WF".split()
    assert view["seed"] == 0 and view["winning_card"] == "2C" and view["released_by"] == 0
    assert "seed" not in games.new_game("kowa", seed=0, setup=setup()).observation(0)


def test_observation_rejects_a_bad_seat():
    game = games.new_game("kowa", seed=0)
    for seat in (-1, 3, "0", True):
        with pytest.raises(ValueError):
            game.observation(seat)


@pytest.mark.parametrize(
    ("actions", "attempt", "code", "words"),
    [
        ([], "take", "first-turn-draw", "first turn"),
        ([], "discard 5C", "acquire-first", "First draw"),
        ([], "pass", "nothing-to-pass", "nothing to pass"),
        ([], "declare 2C", "not-declare-time", "right after your own discard"),
        ([], "discard", "malformed", "which card"),
        ([], "discard 0Z", "unknown-card", "not a Kowa card"),
        ([], "draw 2C", "malformed", "takes no card"),
        ([], "shuffle", "unknown-action", "Legal now: draw"),
        (["draw"], "draw", "already-acquired", "already drawn"),
        (["draw"], "take", "already-acquired", "already acquired"),
        (["draw"], "discard 1S", "not-held", "do not hold 1S"),
        (["draw", "discard 9M"], "declare 5C", "not-a-wait", "your waits are 2C"),
        (["draw", "discard 9M"], "discard 5C", "declare-or-pass", "declare cheki"),
        (["draw", "discard 9M"], "draw", "declare-or-pass", "or pass"),
        (["draw", "discard 9M", "pass"], "declare 2C", "not-declare-time", "right after your own discard"),
    ],
)
def test_each_illegal_action_gets_its_reason(actions, attempt, code, words):
    game = games.new_game("kowa", seed=0, setup=setup())
    for action in actions:
        game.apply(action)
    with pytest.raises(IllegalAction) as error:
        game.apply(attempt)
    assert error.value.code == code
    assert words in str(error.value)
    assert game.log == actions


def test_an_illegal_card_reason_names_the_card():
    game = games.new_game("kowa", seed=0, setup=setup())
    game.apply("draw")
    with pytest.raises(IllegalAction) as error:
        game.apply("discard 1S")
    assert error.value.params == {"card": "1S"}
