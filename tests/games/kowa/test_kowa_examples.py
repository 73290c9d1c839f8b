"""The worked examples KW-01 to KW-30 of docs/rules/kowa.md, one test each."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from cardavia import games
from cardavia.cards.money import KOWA_DECK, KOWA_FACES
from cardavia.games import IllegalAction
from cardavia.games.kowa import ready_waits


def deal(first: int, hands: list[str], stock: str) -> games.Game:
    """A game from hands and a stock written as space-separated codes."""
    return games.new_game("kowa", seed=1, setup={"first": first, "hands": [h.split() for h in hands], "stock": stock.split()})


def play(game: games.Game, *actions: str) -> list[dict]:
    events: list[dict] = []
    for action in actions:
        events += game.apply(action)
    return events


def waits(cards: str) -> set[str]:
    return ready_waits(cards.split())


# A table where seat 0 declares cheki on 2C at his first turn: he draws the
# second 2C, discards 9M and exposes 2C 2C. Seat 1 holds the third 2C.
SEAT0_READY_BUT_9M = "5C 5S 5M 7C 7C 7S 2C 9M"
SEAT1_WITH_2C = "1S 3M 4C 6S 8M RF OT 2C"
SEAT2_PLAIN = "1C 3C 4S 6M 8C 9S WF 1M"


def declared_table(stock_after: str) -> games.Game:
    game = deal(0, [SEAT0_READY_BUT_9M, SEAT1_WITH_2C, SEAT2_PLAIN], "2C " + stock_after)
    play(game, "draw", "discard 9M")
    assert game.legal_actions() == ["declare 2C", "pass"]
    play(game, "declare 2C")
    assert game.observation(1)["declared"] == ["2C", None, None]
    return game


# -- the deck ------------------------------------------------------------------------


def test_kw01_deck_has_120_cards_and_the_stock_96():
    counts = Counter(KOWA_DECK)
    assert len(KOWA_DECK) == 120
    assert sum(n for face, n in counts.items() if face[0].isdigit()) == 27 * 4 == 108
    assert sum(n for face, n in counts.items() if not face[0].isdigit()) == 3 * 4 == 12
    assert set(counts.values()) == {4}
    game = games.new_game("kowa", seed=11)
    view = game.observation(0)
    assert view["stock"] == 96
    assert view["hand_sizes"] == [8, 8, 8]
    assert view["discards"] == []
    assert len(view["hand"]) == 8


# -- ready or not ------------------------------------------------------------------------


def test_kw02_two_triplets_and_an_identical_pair():
    assert waits("5C 5S 5M 7C 7C 7S 2C 2C") == {"2C"}


def test_kw03_pair_of_different_suits_is_not_ready():
    assert waits("5C 5S 5M 7C 7C 7S 2C 2S") == set()


def test_kw04_honour_triplet_and_honour_pair():
    assert waits("OT OT OT 3S 3S 3M WF WF") == {"WF"}


def test_kw05_mixed_honours_are_no_triplet():
    assert waits("OT OT RF 3S 3S 3M WF WF") == set()


def test_kw06_two_two_one_gives_a_choice_of_wait():
    assert waits("5C 5C 5S 5S 5M 9M 9M 9M") == {"5C", "5S"}


def test_kw07_three_two_split_is_not_ready():
    assert waits("5C 5C 5C 5S 5S 9M 9M 9M") == set()


def test_kw08_three_one_one_split_is_not_ready():
    assert waits("5C 5C 5C 5S 5M 9M 9M 9M") == set()


def test_kw09_four_one_split_is_not_ready():
    assert waits("5C 5C 5C 5C 5S 9M 9M 9M") == set()


def test_kw10_two_triplets_of_rank_one():
    assert waits("1C 1S 1M 1C 1S 1M 8S 8S") == {"8S"}


def test_kw11_pair_first_in_the_list():
    assert waits("3C 3C 4S 4S 4S 6M 6M 6C") == {"3C"}


def test_kw12_three_pairs_of_ranks_are_not_ready():
    assert waits("2C 2S 2M 4C 4S 4M 6C 6S") == set()


def test_kw13_an_honour_cannot_join_numerals():
    assert waits("1M 1C OT 2S 2S 2S 9C 9C") == set()


def test_kw14_all_honours():
    assert waits("RF RF RF WF WF WF OT OT") == {"OT"}


def test_kw15_two_triplets_of_rank_nine():
    assert waits("9S 9S 9S 9S 9C 9M 4C 4C") == {"4C"}


# -- turn flow ------------------------------------------------------------------------


def test_kw16_first_turn_cannot_take():
    game = games.new_game("kowa", seed=16)
    assert game.legal_actions() == ["draw"]
    with pytest.raises(IllegalAction) as error:
        game.apply("take")
    assert error.value.code == "first-turn-draw"
    assert game.log == []


def test_kw17_a_draw_before_any_declaration_is_seen_only_by_the_drawer():
    # WF exists nowhere but on top of the stock.
    game = deal(1, ["1C 1S 2M 3C 4S 5M 6C 7S", "1M 2C 3S 4M 5C 6S 7M 8C", "8S 9M 9C 9S OT RF 2S 3M"], "WF 4C 4C 4C")
    events = game.apply("draw")
    assert events == [{"type": "draw", "seat": 1, "stock": 3}]
    drawer = game.observation(1)
    assert "WF" in drawer["hand"] and drawer["drawn"] == "WF"
    for seat in (0, 2):
        view = game.observation(seat)
        assert '"WF"' not in json.dumps(view)
        assert view["drawn"] is None and view["public_draws"] == []
        assert view["hand_sizes"] == [8, 9, 8]


def test_kw18_a_discard_of_the_waiting_card_wins_double():
    game = declared_table("9C 3S 2C")
    play(game, "draw")  # seat 1 draws 9C, shown
    events = game.apply("discard 2C")
    assert events[0] == {"type": "discard", "seat": 1, "card": "2C"}
    win = events[-1]
    assert win["type"] == "win" and win["winner"] == 0 and win["from"] == 1 and win["card"] == "2C"
    assert win["method"] == "discard" and win["multiplier"] == 2
    assert sorted(win["hand"]) == sorted("5C 5S 5M 7C 7C 7S 2C 2C 2C".split())
    assert game.result == {"winner": 0, "method": "discard", "multiplier": 2}
    assert game.is_over and game.to_act is None and game.legal_actions() == []


def test_kw19_an_opponent_drawing_the_waiting_card_wins_single():
    game = declared_table("9C 2C 3S")
    play(game, "draw", "discard 9C")  # seat 1
    assert game.to_act == 2
    events = game.apply("draw")
    assert events[0] == {"type": "draw", "seat": 2, "card": "2C", "stock": 1}
    assert events[-1]["type"] == "win" and events[-1]["from"] == 2
    assert game.result == {"winner": 0, "method": "opponent-draw", "multiplier": 1}
    assert game.is_over and game.legal_actions() == []
    assert game.observation(2)["hand_sizes"][2] == 8  # seat 2 does not discard: the card went to the winner


def test_kw20_drawing_the_waiting_card_yourself_wins_treble():
    game = declared_table("9C 3S 2C 4M")
    play(game, "draw", "discard 9C", "draw", "discard 3S")
    assert game.to_act == 0
    events = game.apply("draw")
    assert events[-1]["type"] == "win" and events[-1]["from"] == 0
    assert game.result == {"winner": 0, "method": "self-draw", "multiplier": 3}


def test_kw21_a_declared_player_must_discard_the_card_he_drew():
    game = declared_table("9C 3S 8M 4M")
    play(game, "draw", "discard 9C", "draw", "discard 3S")
    assert game.legal_actions() == ["draw"]
    with pytest.raises(IllegalAction) as error:
        game.apply("take")
    assert error.value.code == "locked-must-draw"
    game.apply("draw")
    assert game.legal_actions() == ["discard 8M"]
    for other in ("discard 5C", "discard 2C", "pass", "declare 2C"):
        with pytest.raises(IllegalAction):
            game.apply(other)
    with pytest.raises(IllegalAction) as error:
        game.apply("discard 7C")
    assert error.value.code == "locked-discard"
    game.apply("discard 8M")
    assert game.observation(0)["hand"] == "5C 5S 5M 7C 7C 7S".split()


def test_kw22_an_undeclared_player_cannot_win_with_three_triplets():
    game = deal(1, [SEAT2_PLAIN, "5C 5S 5M 7C 7C 7S 2C 2C", "1S 3M 4C 6S 8M RF OT 9M"], "2C 4M 4M")
    events = game.apply("draw")
    assert [e["type"] for e in events] == ["draw"]
    assert not game.is_over
    assert game.legal_actions() == [f"discard {c}" for c in ("2C", "5C", "5S", "5M", "7C", "7S")]
    game.apply("discard 7S")  # 5C 5S 5M 7C 7C 2C 2C 2C: ready on 7C
    assert game.to_act == 1
    assert game.legal_actions() == ["declare 7C", "pass"]
    game.apply("declare 7C")
    assert game.observation(0)["declared"] == [None, "7C", None]


def test_kw23_declaring_out_of_turn_is_rejected():
    # Seat 2's hand is ready, but it is seat 1's turn.
    game = deal(0, [SEAT2_PLAIN, SEAT1_WITH_2C, "3C 3S 3M 4C 4C 4S 2S 2S"], "9C 8C 7C 6C")
    play(game, "draw", "discard 9C")
    assert game.to_act == 1
    with pytest.raises(IllegalAction) as error:
        game.apply("declare 2S")
    assert error.value.code == "not-declare-time"
    play(game, "draw")
    with pytest.raises(IllegalAction) as error:
        game.apply("declare 2S")
    assert error.value.code == "not-declare-time"
    assert game.log == ["draw", "discard 9C", "draw"]


def test_kw24_taking_the_top_discard_then_discarding_another_card():
    game = deal(0, ["1C 3C 4S 6M 8C 9S WF 7S", "1S 3M 4M 6S 8M RF OT 7S", "2C 2S 2M 5C 5S 5M 9C 9M"], "1M 2M 3M")
    play(game, "draw", "discard 7S")
    assert game.legal_actions() == ["draw", "take"]
    assert game.apply("take") == [{"type": "take", "seat": 1, "card": "7S"}]
    assert "discard 7S" not in game.legal_actions()
    with pytest.raises(IllegalAction) as error:
        game.apply("discard 7S")  # he holds another 7S, but took this face this turn
    assert error.value.code == "taken-face"
    assert game.observation(1)["taken"] == "7S"
    assert game.apply("discard 4M") == [{"type": "discard", "seat": 1, "card": "4M"}]
    assert game.observation(1)["discards"] == ["4M"]
    assert game.observation(2)["taken"] is None


def test_kw25_claim_priority_follows_play_order_from_the_releaser():
    # A fifth copy of 2C lets seats 0 and 2 wait on it at the same time.
    def table(stock_after: str) -> games.Game:
        game = deal(0, [SEAT0_READY_BUT_9M, SEAT1_WITH_2C, "3C 3S 3M 4C 4C 4S 2C 2C"], "2C 9C 6M 9S " + stock_after)
        play(game, "draw", "discard 9M", "declare 2C")  # seat 0 waits on 2C
        play(game, "draw", "discard 9C")  # seat 1
        play(game, "draw", "discard 6M", "declare 2C")  # seat 2 waits on 2C too
        play(game, "draw", "discard 9S")  # seat 0
        assert game.observation(1)["declared"] == ["2C", None, "2C"]
        return game

    game = table("8S")
    play(game, "draw")
    events = game.apply("discard 2C")
    assert events[-1]["winner"] == 2 and events[-1]["from"] == 1
    assert game.result == {"winner": 2, "method": "discard", "multiplier": 2}

    game = table("2C")
    events = game.apply("draw")
    assert events[-1]["winner"] == 2 and events[-1]["from"] == 1
    assert game.result == {"winner": 2, "method": "opponent-draw", "multiplier": 1}


def full_deck_stock(hands: list[str], placed: dict[int, str], filler_avoid: set[str]) -> list[str]:
    """A 96-card stock completing the 120-card deck: ``placed`` fixes some positions."""
    rest = Counter(KOWA_DECK) - Counter(" ".join(hands).split()) - Counter(placed.values())
    filler = [face for face in KOWA_FACES for _ in range(rest[face]) if face not in filler_avoid]
    avoided = [face for face in KOWA_FACES for _ in range(rest[face]) if face in filler_avoid]
    assert not avoided, avoided
    stock = []
    for position in range(96):
        stock.append(placed[position] if position in placed else filler.pop())
    assert not filler
    return stock


# Hands for a full deck: seat 0 gets ready on 2C with his first draw, seats 1
# and 2 are far from ready and discard every card they draw.
FULL_HANDS = ["5C 5S 5M 7C 7C 7S 2C 9M", "1S 3M 4C 6S 8M RF OT 2C", "1C 3C 4S 6M 8C 9S WF 1M"]


def run_to_the_end(game: games.Game) -> list[dict]:
    """Everyone discards what he draws (seat 0 declares 2C when he can)."""
    events: list[dict] = []
    while not game.is_over:
        legal = game.legal_actions()
        if "declare 2C" in legal:
            events += game.apply("declare 2C")
        elif legal == ["draw"] or legal == ["draw", "take"]:
            events += game.apply("draw")
        else:
            drawn = game.observation(game.to_act)["drawn"]
            events += game.apply("discard 9M" if "discard 9M" in legal and drawn == "2C" else f"discard {drawn}")
    return events


def test_kw26_a_win_on_the_last_stock_card_beats_the_exhaustion():
    # First seat 2; seat 0 draws the second 2C at draw 2, seat 1 draws the 96th card.
    stock = full_deck_stock(FULL_HANDS, {1: "2C", 95: "2C"}, filler_avoid={"2C"})
    game = games.new_game("kowa", seed=2, setup={"first": 2, "hands": [h.split() for h in FULL_HANDS], "stock": stock})
    events = run_to_the_end(game)
    assert game.observation(0)["stock"] == 0
    assert events[-2] == {"type": "draw", "seat": 1, "card": "2C", "stock": 0}
    assert events[-1]["type"] == "win"
    assert game.result == {"winner": 0, "method": "opponent-draw", "multiplier": 1}
    assert not any(e["type"] == "drawn-deal" for e in events)


def test_kw27_the_last_stock_card_without_a_winner_is_a_drawn_deal():
    stock = full_deck_stock(FULL_HANDS, {1: "2C", 0: "2C"}, filler_avoid={"2C"})
    game = games.new_game("kowa", seed=2, setup={"first": 2, "hands": [h.split() for h in FULL_HANDS], "stock": stock})
    events = run_to_the_end(game)
    last_draw = [e for e in events if e["type"] == "draw"][-1]
    assert last_draw["seat"] == 1 and last_draw["stock"] == 0
    assert events[-2] == {"type": "discard", "seat": 1, "card": last_draw["card"]}
    assert events[-1] == {"type": "drawn-deal", "reason": "stock-exhausted", "turns": 96}
    assert game.result == {"winner": None, "method": None, "multiplier": 0}
    assert game.to_act is None and game.legal_actions() == []
    with pytest.raises(IllegalAction) as error:
        game.apply("take")  # seat 2 gets no turn, not even to take the last discard
    assert error.value.code == "game-over"


def test_kw28_declaring_a_dead_wait_is_legal():
    game = deal(1, ["5C 5S 5M 7C 7C 7S 2C 2C", "2C 3M 4C 6S 8M RF OT 1S", "2C 3C 4S 6M 8C 9S WF 1M"], "9C 9S 9M 4M")
    play(game, "draw", "discard 2C", "draw", "discard 2C")
    assert game.observation(0)["discards"] == ["2C", "2C"]
    play(game, "draw", "discard 9M")
    assert game.legal_actions() == ["declare 2C", "pass"]
    assert game.apply("declare 2C") == [{"type": "declare", "seat": 0, "pair": "2C"}]
    assert game.observation(2)["declared"] == ["2C", None, None]


def test_kw29_a_draw_by_a_declared_player_can_win_for_another():
    game = deal(0, [SEAT0_READY_BUT_9M, SEAT1_WITH_2C, "3C 3S 3M 4C 4C 4S 7M 7M"], "2C 9C 6M 7M 1C")
    play(game, "draw", "discard 9M", "declare 2C")
    play(game, "draw", "discard 9C")
    play(game, "draw", "discard 6M", "declare 7M")
    events = game.apply("draw")  # seat 0, locked, draws 7M
    assert events[0] == {"type": "draw", "seat": 0, "card": "7M", "stock": 1}
    assert events[-1]["type"] == "win" and events[-1]["winner"] == 2 and events[-1]["from"] == 0
    assert game.result == {"winner": 2, "method": "opponent-draw", "multiplier": 1}
    assert game.legal_actions() == []  # seat 0 does not discard


def test_kw30_after_a_declaration_every_draw_is_shown():
    game = deal(1, [SEAT0_READY_BUT_9M, SEAT1_WITH_2C, SEAT2_PLAIN], "6C 6S 2C 1S 1M 4S 3C")
    assert game.apply("draw") == [{"type": "draw", "seat": 1, "stock": 6}]
    game.apply("discard 6C")
    assert game.apply("draw") == [{"type": "draw", "seat": 2, "stock": 5}]
    game.apply("discard 6S")
    play(game, "draw", "discard 9M", "declare 2C")
    assert game.apply("draw") == [{"type": "draw", "seat": 1, "card": "1S", "stock": 3}]
    for seat in range(3):
        assert game.observation(seat)["drawn"] == "1S"
    game.apply("discard 1S")
    assert game.apply("draw") == [{"type": "draw", "seat": 2, "card": "1M", "stock": 2}]
    game.apply("discard 3C")
    # Seat 0's own draw of 2C came before his declaration, so it stays private.
    expected = [{"seat": 1, "card": "1S"}, {"seat": 2, "card": "1M"}]
    for seat in range(3):
        assert game.observation(seat)["public_draws"] == expected
