"""The Tarocchi engine: deal and setups, actions and errors, events, observations."""

from __future__ import annotations

import doctest
import json

import pytest
from tarocchi_helpers import DECK, final_count, first_legal, play_out, random_game, setup_with

from cardavia import games
from cardavia.games import tarocchi
from cardavia.games.tarocchi import engine, rules, tables, text

OBSERVATION_KEYS = {
    "game", "seat", "team", "to_act", "phase", "hand", "dealer", "discard", "discard_trumps", "trick",
    "last_trick", "tricks", "tricks_won", "matto", "hand_sizes", "points", "count", "is_over", "result",
    "hands", "seed",
}  # fmt: skip


@pytest.mark.parametrize("module", [tarocchi, engine, rules, tables, text])
def test_doctests(module):
    failures, tried = doctest.testmod(module)
    assert tried > 0 and failures == 0


def test_registered():
    assert "tarocchi" in games.names()
    assert games.game_class("tarocchi") is tarocchi.GAME
    game = games.new_game("tarocchi", seed=3)
    assert (game.name, game.players) == ("tarocchi", 4)


# -- the deal -------------------------------------------------------------------------------------------


def test_deal_from_seed():
    dealers = set()
    for seed in range(40):
        game = games.new_game("tarocchi", seed=seed)
        dealer = game.dealer
        dealers.add(dealer)
        hands = [game.observation(seat)["hand"] for seat in range(4)]
        assert [len(hand) for hand in hands] == [17 if seat == dealer else 15 for seat in range(4)]
        assert sorted(card for hand in hands for card in hand) == sorted(DECK)
        assert game.to_act == dealer
        assert game.observation(0)["trick"] == {"leader": (dealer + 1) % 4, "cards": []}
        assert game.events == [{"type": "deal", "dealer": dealer, "hand_sizes": [len(hand) for hand in hands]}]
        again = games.new_game("tarocchi", seed=seed)
        assert [again.observation(seat) for seat in range(4)] == [game.observation(seat) for seat in range(4)]
    assert dealers == {0, 1, 2, 3}
    assert games.new_game("tarocchi", seed=1).observation(0) != games.new_game("tarocchi", seed=2).observation(0)


def test_setup_fixes_the_deal():
    setup = setup_with(2, {2: ["M", "KS"]})
    game = games.new_game("tarocchi", seed=9, setup=setup)
    assert game.dealer == 2 and game.to_act == 2
    for seat in range(4):
        assert sorted(game.observation(seat)["hand"]) == sorted(setup["hands"][seat])
    # The dealer may be left out (the seat with 17 cards deals) or fixed alone (the seed deals).
    assert games.new_game("tarocchi", seed=9, setup={"hands": setup["hands"]}).dealer == 2
    only_dealer = games.new_game("tarocchi", seed=9, setup={"dealer": 1})
    assert only_dealer.dealer == 1 and len(only_dealer.observation(1)["hand"]) == 17


@pytest.mark.parametrize(
    "setup, message",
    [
        ("dealer 0", "A tarocchi setup is"),
        ({"dealer": 0, "hands": [], "scores": [0, 0]}, "Unknown setup keys scores"),
        ({"dealer": 4}, "The dealer is a seat from 0 to 3"),
        ({"dealer": True}, "The dealer is a seat"),
        ({"dealer": "1"}, "The dealer is a seat"),
        ({"dealer": 0, "hands": [["T1"]] * 3}, "A tarocchi setup is"),
        ({"dealer": 0, "hands": "T1 T2"}, "A tarocchi setup is"),
        ({"dealer": 0, "hands": [DECK[:17], DECK[17:32], DECK[32:47], "x"]}, "The hand of seat 3 must be a list"),
        ({"dealer": 1, "hands": [DECK[:17], DECK[17:32], DECK[32:47], DECK[47:]]}, "Seat 0 must hold 15 cards, not 17"),
        ({"hands": [DECK[:15], DECK[15:30], DECK[30:45], DECK[45:60]]}, "Exactly one seat, the dealer, holds 17"),
        ({"dealer": 0, "hands": [DECK[:17], DECK[17:32], DECK[32:47], DECK[46:61]]}, "is dealt twice"),
        ({"dealer": 0, "hands": [DECK[:17], DECK[17:32], DECK[32:47], DECK[47:61] + ["1S"]]}, "'1S' is not a card"),
    ],
)
def test_malformed_setups(setup, message):
    with pytest.raises(ValueError, match=message):
        games.new_game("tarocchi", seed=0, setup=setup)


def test_bad_seed_and_seat():
    with pytest.raises(ValueError):
        games.new_game("tarocchi", seed=-1)
    game = games.new_game("tarocchi", seed=0)
    for seat in (4, -1, "0", None):
        with pytest.raises(ValueError, match="seats 0 to 3"):
            game.observation(seat)


# -- actions and errors ---------------------------------------------------------------------------------


def test_discard_listing_is_unordered_pairs_in_stable_order():
    for seed in range(30):
        game = games.new_game("tarocchi", seed=seed)
        legal = game.legal_actions()
        pairs = [tuple(action.split()[1:]) for action in legal]
        numbers = [tuple(tables.CARD[card] for card in pair) for pair in pairs]
        assert all(action.startswith("discard ") for action in legal)
        assert all(low < high for low, high in numbers)
        assert numbers == sorted(numbers)
        hand = game.observation(game.dealer)["hand"]
        assert set(pairs) == {pair for pair in pairs if rules.discard_is_legal(hand, pair)}
        assert games.new_game("tarocchi", seed=seed).legal_actions() == legal


def test_only_the_listed_spelling_of_an_action_is_accepted():
    setup = setup_with(0, {0: ["QS", "5S", "KD"], 1: ["NS"]})
    game = games.new_game("tarocchi", seed=0, setup=setup)
    assert "discard QS 5S" in game.legal_actions()
    for spelling in ("  DISCARD 5s   qs ", "discard qs 5s", "DISCARD QS 5S"):
        with pytest.raises(games.IllegalAction):
            game.apply(spelling)
    with pytest.raises(games.IllegalAction, match="order of the deck: discard QS 5S"):
        game.apply("discard 5S QS")
    assert game.log == []
    game.apply("discard QS 5S")
    with pytest.raises(games.IllegalAction):
        game.apply("play ns")
    game.apply("play NS")
    assert game.log == ["discard QS 5S", "play NS"]


def _game_after_discard(dealer: int = 0, fixed: dict | None = None) -> games.Game:
    game = games.new_game("tarocchi", seed=0, setup=setup_with(dealer, fixed or {}))
    game.apply(game.legal_actions()[0])
    return game


@pytest.mark.parametrize(
    "action, code, message",
    [
        (None, "malformed", "An action is text"),
        (7, "malformed", "An action is text"),
        ("", "unknown_action", "Unknown action"),
        ("pass", "unknown_action", "Unknown action 'pass'"),
        ("play", "play_one_card", "Play exactly one card"),
        ("play KS QS", "play_one_card", "Play exactly one card"),
        ("play 1S", "unknown_card", "'1S' is not a card"),
        ("play T22", "unknown_card", "'T22' is not a card"),
        ("discard QS 5S", "discard_over", "The discard is made once"),
        ("play T1", "not_in_hand", "You do not hold T1"),
    ],
)
def test_errors_while_playing(action, code, message):
    # Dealer 3: seat 0 leads with the Matto and T1...T14; seat 1 holds T15...T21 among others.
    game = _game_after_discard(3, {0: ["M"]})
    game.apply("play M")
    assert game.to_act == 1
    with pytest.raises(games.IllegalAction, match=message) as error:
        game.apply(action)
    assert error.value.code == code


def test_must_follow_suit_error():
    game = _game_after_discard(3, {0: ["6C"], 1: "KC 5C T2 QS".split()})
    game.apply("play 6C")
    for card in ("T2", "QS"):
        with pytest.raises(games.IllegalAction, match="You must follow suit: you hold cups") as error:
            game.apply(f"play {card}")
        assert error.value.code == "must_follow_suit"
        assert error.value.params == {"card": card, "suit": "C"}
    assert {"play KC", "play 5C"} <= set(game.legal_actions())
    assert {action[-1] for action in game.legal_actions() if action != "play M"} == {"C"}


def test_errors_while_discarding():
    game = games.new_game("tarocchi", seed=0, setup=setup_with(0, {0: ["QS", "5S"], 1: ["NS"]}))
    cases = [
        ("play QS", "discard_first", "Seat 0, the dealer, must first discard"),
        ("discard QS", "discard_two_cards", "Discard exactly two cards"),
        ("discard QS 5S 7S", "discard_two_cards", "Discard exactly two cards"),
        ("discard QS QS", "discard_same_card", "Discard two different cards"),
        ("discard QS NS", "not_in_hand", "You do not hold NS"),
        ("discard QS X", "unknown_card", "'X' is not a card"),
    ]
    for action, code, message in cases:
        with pytest.raises(games.IllegalAction, match=message) as error:
            game.apply(action)
        assert error.value.code == code
    assert game.log == [] and game.to_act == 0


def test_game_over_refuses_everything():
    game = random_game(4)
    assert game.is_over and game.to_act is None and game.legal_actions() == []
    with pytest.raises(games.IllegalAction, match="The game is over") as error:
        game.apply("play KS")
    assert error.value.code == "game_over"


# -- events ---------------------------------------------------------------------------------------------


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


def test_events_show_only_played_cards():
    for seed in range(60):
        game = games.new_game("tarocchi", seed=seed)
        played: set[str] = set()
        all_events = list(game.events)
        while not game.is_over:
            action = game.legal_actions()[seed % len(game.legal_actions())]
            if action.startswith("play "):
                played.add(action.split()[1])
            events = game.apply(action)
            all_events.extend(events)
            for event in events:
                json.dumps(event)
                assert {text for text in _strings(event) if text in tables.CARD} <= played
        assert game.events == all_events
        assert len(played) == 60


def test_event_sequence():
    game = games.new_game("tarocchi", seed=11, setup=setup_with(1, {1: ["QD", "5S"]}))
    assert game.apply("discard 5S QD") == [{"type": "discard", "seat": 1, "trumps": 0}]
    play_out(game, first_legal)
    kinds = [event["type"] for event in game.events]
    assert kinds[:2] == ["deal", "discard"]
    assert kinds.count("play") == 60 and kinds.count("trick") == 15 and kinds[-1] == "count"
    trick_events = [event for event in game.events if event["type"] == "trick"]
    assert [event["number"] for event in trick_events] == list(range(1, 16))
    leader = 2
    for event in trick_events:
        assert event["leader"] == leader
        assert [entry["seat"] for entry in event["cards"]] == [(leader + i) % 4 for i in range(4)]
        cards = [entry["card"] for entry in event["cards"]]
        assert event["winner"] == (leader + tarocchi.trick_winner(cards)) % 4
        assert event["team"] == event["winner"] % 2
        assert event["points"] == sum(tarocchi.card_points(card) for card in cards if card != "M")
        leader = event["winner"]
    count = final_count(game)
    for team in count["teams"]:
        assert team["total"] == team["cards"] + team["matto"] + team["discard"]
    assert sum(team["discard"] for team in count["teams"]) == 5
    assert sum(team["matto"] for team in count["teams"]) == 5
    assert count["points"] == game.result["points"] and count["winner"] == game.result["winner"]


# -- observations ---------------------------------------------------------------------------------------


def test_observations_through_a_deal():
    game = games.new_game("tarocchi", seed=21, setup=setup_with(2, {2: ["T5", "T9"] + "QS NS JS 10S 9S 8S 7S 6S 5S QB NB JB 10B 9B 8B".split()}))
    for seat in range(4):
        observation = game.observation(seat)
        assert set(observation) == OBSERVATION_KEYS
        assert observation["phase"] == "discard" and observation["discard"] is None
        assert observation["discard_trumps"] is None and observation["points"] is None
        assert observation["hands"] is None and observation["seed"] is None and observation["result"] is None
    assert game.observation(2)["hand"] == "T9 T5 QS NS JS 10S 9S 8S 7S 6S 5S QB NB JB 10B 9B 8B".split()
    game.apply("discard T5 T9")
    assert game.observation(2)["discard"] == ["T5", "T9"]
    for seat in (0, 1, 3):
        assert game.observation(seat)["discard"] is None
    assert all(game.observation(seat)["discard_trumps"] == 2 for seat in range(4))
    assert game.observation(0)["hand_sizes"] == [15, 15, 15, 15]
    while not game.is_over:
        seat = game.to_act
        observation = game.observation(seat)
        json.dumps(observation)
        assert observation["to_act"] == seat and observation["phase"] == "play"
        hand = observation["hand"]
        assert hand == sorted(hand, key=lambda card: tables.DISPLAY_KEY[tables.CARD[card]])
        assert len(observation["trick"]["cards"]) == (60 - sum(observation["hand_sizes"])) % 4
        assert sum(observation["tricks_won"]) == len(observation["tricks"])
        if observation["tricks"]:
            assert observation["last_trick"] == observation["tricks"][-1]
        game.apply(game.legal_actions()[-1])
    final = game.observation(1)
    assert final["is_over"] and final["to_act"] is None
    assert final["discard"] == ["T5", "T9"]
    assert final["seed"] == 21
    assert [sorted(hand) for hand in final["hands"]] == [sorted(hand) for hand in game.setup["hands"]]
    assert final["points"] == game.result["points"] and final["result"] == game.result
    assert final["count"]["points"] == final["points"]
    assert len(final["tricks"]) == 15 and final["hand_sizes"] == [0, 0, 0, 0]


def test_observation_is_a_copy():
    game = games.new_game("tarocchi", seed=2)
    observation = game.observation(0)
    observation["hand"].clear()
    observation["trick"]["cards"].append("KS")
    assert game.observation(0)["hand"] and not game.observation(0)["trick"]["cards"]
    finished = random_game(2)
    finished.result["points"][0] = 999
    finished.observation(0)["count"]["teams"][0]["total"] = 999
    assert sum(finished.result["points"]) == 114
    assert finished.observation(0)["count"]["teams"][0]["total"] != 999


def test_matto_played_last_still_returns_to_its_team():
    setup = setup_with(0, {1: ["M"]})

    def keep_the_matto(game, legal):
        others = [action for action in legal if action != "play M"]
        return others[0] if others else legal[0]

    game = play_out(games.new_game("tarocchi", seed=0, setup=setup), keep_the_matto)
    last = game.observation(0)["last_trick"]
    assert "M" in [entry["card"] for entry in last["cards"]]
    count = final_count(game)
    matto_team = 1 if count["teams"][1]["tricks"] else 0
    assert count["teams"][matto_team]["matto"] == 5


# -- terminal text --------------------------------------------------------------------------------------


def test_render_and_describe_every_stage():
    game = games.new_game("tarocchi", seed=2)
    assert game.dealer == 0
    screen = text.render(game.observation(0))
    assert "dealer: seat 0 (you)" in screen and "discard X Y" in screen and "possible discards" in screen
    assert "Seat 0 to discard." in text.render(game.observation(1))
    assert text.describe(game.events[0]) == "Seat 0 deals: 17 cards to the dealer, 15 to each other seat."
    while not game.is_over:
        for event in game.apply(game.legal_actions()[0]):
            line = text.describe(event)
            assert line and "{" not in line
        for seat in range(4):
            assert "Your hand" in text.render(game.observation(seat))
    screen = text.render(game.observation(0))
    assert "The deal is over" in screen and "discard of seat 0" in screen
    assert ("wins" in screen or "A tie" in screen) and "Matto" in screen


def test_discard_guide_names_discardable_trumps():
    hand = ["T3", "T9"] + "QS NS JS 10S 9S 8S 7S QB NB JB 10B 9B 8B 7B 6B".split()
    screen = text.render(games.new_game("tarocchi", seed=0, setup=setup_with(0, {0: hand})).observation(0))
    assert "Trumps you may discard now: T9 T3" in screen


def test_cli_plays_a_whole_deal_as_dealer():
    import io

    from cardavia import cli

    out = io.StringIO()
    typed: list[str] = []

    def read(prompt: str) -> str:
        options = [line for line in out.getvalue().splitlines() if line.startswith("Your options: ")][-1]
        choices = options.removeprefix("Your options: ").split(" | ")
        if choices[0].startswith("discard"):
            verb, first, second = choices[-1].split()
            answer = f"{verb} {second} {first}"  # typed in the other order
        else:
            answer = choices[-1]
        typed.append(answer)
        return answer

    game = cli.play("tarocchi", 2, "random", read=read, out=out)
    assert game.is_over and game.dealer == 0
    assert typed[0].startswith("discard") and game.log[0] != typed[0] and sorted(game.log[0].split()) == sorted(typed[0].split())
    screen = out.getvalue()
    assert "Not possible" not in screen
    assert "Seat 0, the dealer, discards two cards face down" in screen
    assert "The deal is over" in screen
