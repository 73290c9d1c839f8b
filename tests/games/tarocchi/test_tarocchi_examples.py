"""The worked examples TA-01...TA-31 of docs/rules/tarocchi.md, one test each."""

from __future__ import annotations

import pytest
from tarocchi_helpers import DECK, final_count, first_legal, play_out, random_game, random_policy, setup_with

from cardavia import games
from cardavia.games.tarocchi import card_points, discard_is_legal, legal_plays, trick_winner

# -- deck and points ------------------------------------------------------------------------------------


def test_TA_01_deck_has_62_cards():
    trumps = [card for card in DECK if card.startswith("T")]
    suits = {suit: [card for card in DECK if card[-1] == suit and not card.startswith("T")] for suit in "SBCD"}
    assert len(DECK) == len(set(DECK)) == 62
    assert trumps == [f"T{n}" for n in range(1, 22)]
    assert DECK.count("M") == 1
    assert {suit: len(cards) for suit, cards in suits.items()} == {"S": 10, "B": 10, "C": 10, "D": 10}
    assert suits["S"] == "KS QS NS JS 10S 9S 8S 7S 6S 5S".split()
    assert suits["C"] == "KC QC NC JC 1C 2C 3C 4C 5C 6C".split()


def test_TA_02_points_total_114():
    assert sum(card_points(card) for card in DECK) == 114
    by_value: dict[int, list[str]] = {}
    for card in DECK:
        by_value.setdefault(card_points(card), []).append(card)
    assert sorted(by_value[5]) == sorted(["KS", "KB", "KC", "KD", "T1", "T21", "M"])
    assert sorted(by_value[4]) == sorted(["QS", "QB", "QC", "QD"])
    assert sorted(by_value[3]) == sorted(["NS", "NB", "NC", "ND"])
    assert sorted(by_value[2]) == sorted(["JS", "JB", "JC", "JD"])
    assert len(by_value[1]) == 19 + 24


# -- trick winners --------------------------------------------------------------------------------------


def test_TA_03_highest_of_long_suit():
    assert trick_winner(["7S", "10S", "KS", "5S"]) == 2


def test_TA_04_courts_beat_pips():
    assert trick_winner(["2C", "1C", "6C", "JC"]) == 3


def test_TA_05_ace_is_highest_round_pip():
    assert trick_winner(["2C", "1C", "6C", "5C"]) == 1


def test_TA_06_round_suit_pips_reversed():
    assert trick_winner(["6D", "5D", "4D", "1D"]) == 3


def test_TA_07_any_trump_beats_the_suit():
    assert trick_winner(["10B", "9B", "T2", "KB"]) == 2


def test_TA_08_t21_is_highest():
    assert trick_winner(["T5", "T21", "T20", "T1"]) == 1


def test_TA_09_matto_led_second_card_sets_suit():
    assert trick_winner(["M", "6D", "QD", "T3"]) == 3
    # In a real deal: seat 0 leads the Matto, coins become the led suit, seat 3 (no coins) trumps.
    seat3 = ["T3"] + "KS QS NS JS 10S 9S 8S 7S 6S 5S KB QB NB JB".split()
    game = games.new_game("tarocchi", seed=0, setup=setup_with(3, {0: ["M"], 1: ["6D"], 2: ["QD"], 3: seat3 + ["10B", "9B"]}))
    game.apply("discard 10B 9B")
    game.apply("play M")
    game.apply("play 6D")
    # Seat 2 holds cups too, but must follow the coins set by seat 1's card.
    assert "1C" in game.observation(2)["hand"]
    assert {action[-1] for action in game.legal_actions()} == {"D"}
    game.apply("play QD")
    assert set(game.legal_actions()) == {"play T3"}  # seat 3 has no coins: it must trump
    events = game.apply("play T3")
    trick = events[1]
    assert (trick["type"], trick["winner"], trick["team"]) == ("trick", 3, 1)
    assert trick["points"] == card_points("6D") + card_points("QD") + card_points("T3")  # the Matto is not taken
    observation = game.observation(1)
    assert observation["matto"] == {"seat": 0, "team": 0}
    play_out(game)
    count = final_count(game)
    assert count["teams"][0]["matto"] == (5 if count["teams"][0]["tricks"] else 0)


def test_TA_10_off_suit_king_loses():
    assert trick_winner(["M", "9S", "KC", "10S"]) == 3


def test_TA_11_matto_never_wins_and_stays_with_its_team():
    assert trick_winner(["KD", "M", "QD", "5D"]) == 0
    game = games.new_game("tarocchi", seed=0, setup=setup_with(3, {0: ["KD"], 1: ["M"], 2: ["QD"], 3: ["5D"]}))
    game.apply(game.legal_actions()[0])
    events = [event for action in ("play KD", "play M", "play QD", "play 5D") for event in game.apply(action)]
    trick = events[-1]
    assert (trick["winner"], trick["points"]) == (0, 5 + 4 + 1)
    assert game.observation(0)["tricks_won"] == [1, 0]
    assert game.observation(2)["matto"] == {"seat": 1, "team": 1}
    play_out(game)
    count = final_count(game)
    team1 = count["teams"][1]
    assert team1["matto"] == (5 if team1["tricks"] else 0)
    assert count["teams"][0]["matto"] == (0 if team1["tricks"] else 5)


def test_TA_12_off_suit_kings_cannot_win():
    assert trick_winner(["5S", "6S", "KC", "KB"]) == 1


def test_TA_13_card_points_are_separate_from_strength():
    assert card_points("KS") + card_points("T21") + card_points("6C") + card_points("QB") == 15
    assert [card_points(card) for card in ("KS", "T21", "6C", "QB")] == [5, 5, 1, 4]


# -- legal plays ----------------------------------------------------------------------------------------


def test_TA_14_follow_suit_or_matto():
    assert legal_plays({"3D", "T10", "M"}, ["5D"]) == {"3D", "M"}


def test_TA_15_void_must_trump():
    assert legal_plays({"T10", "KS"}, ["5D"]) == {"T10"}


def test_TA_16_void_without_trumps_plays_anything():
    assert legal_plays({"KS", "5B"}, ["5D"]) == {"KS", "5B"}


def test_TA_17_must_follow_trumps_even_without_winning():
    assert legal_plays({"T2", "KC"}, ["T4"]) == {"T2"}


def test_TA_18_after_a_led_matto_the_second_player_is_free():
    assert legal_plays({"KC", "T2"}, ["M"]) == {"KC", "T2"}


def test_TA_19_trump_even_when_partner_is_winning():
    assert legal_plays({"T2", "QS"}, ["KD", "5D"]) == {"T2"}
    assert legal_plays({"T2", "QS", "M"}, ["KD", "5D"]) == {"T2", "M"}
    # The engine agrees: seat 2 leads KD (dealer 1), seat 3 follows, seat 0 (void in coins) must trump.
    coins = "KD QD ND JD 1D 2D 3D 4D 5D 6D".split()
    seat0 = ["T2", "QS"] + "KS NS JS 10S 9S 8S 7S 6S 5S KB QB NB JB".split()
    game = games.new_game("tarocchi", seed=0, setup=setup_with(1, {0: seat0, 2: ["KD"], 3: ["5D"]}))
    assert not set(coins) & set(game.observation(0)["hand"])
    game.apply(game.legal_actions()[0])
    game.apply("play KD")
    game.apply("play 5D")
    assert game.to_act == 0
    assert game.legal_actions() == ["play T2"]
    with pytest.raises(games.IllegalAction, match="You must play a trump: you have no coins") as error:
        game.apply("play QS")
    assert (error.value.code, error.value.params) == ("must_trump", {"card": "QS", "suit": "D"})


# -- the dealer's discard -------------------------------------------------------------------------------


def _dealer_game(hand17: list[str]) -> games.Game:
    return games.new_game("tarocchi", seed=0, setup=setup_with(0, {0: hand17}))


def test_TA_20_five_point_cards_never_discarded():
    for seed in range(200):
        hand = random_game(seed).observation(0)["hands"]
        dealer_hand = next(cards for cards in hand if len(cards) == 17)
        for five in ("KD", "T1", "T21", "M"):
            if five in dealer_hand:
                for other in dealer_hand:
                    if other != five:
                        assert not discard_is_legal(dealer_hand, [five, other])
    hand = "KD T1 T21 M".split() + "QS NS JS 10S 9S 8S 7S QB NB JB 10B 9B 8B".split()
    game = _dealer_game(hand)
    for action, card in (("discard KD QS", "KD"), ("discard T1 QS", "T1"), ("discard QS T21", "T21"), ("discard M NS", "M")):
        with pytest.raises(games.IllegalAction, match="You cannot discard") as error:
            game.apply(action)
        assert (error.value.code, error.value.params) == ("discard_five_points", {"card": card})
    with pytest.raises(games.IllegalAction, match="You cannot discard a king"):
        game.apply("discard KD QS")
    assert not any(five in action.split() for action in game.legal_actions() for five in ("KD", "T1", "T21", "M"))


TA21_HAND = "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T21 M KS KB KC KD".split()


def test_TA_21_all_trumps_and_kings_may_discard_trumps():
    assert discard_is_legal(TA21_HAND, ["T2", "T3"])
    assert discard_is_legal(TA21_HAND, ["T3", "T2"])
    assert not discard_is_legal(TA21_HAND, ["T1", "T3"])
    assert not discard_is_legal(TA21_HAND, ["KS", "T3"])
    game = _dealer_game(TA21_HAND)
    assert "discard T2 T3" in game.legal_actions()
    assert game.apply("discard T2 T3") == [{"type": "discard", "seat": 0, "trumps": 2}]
    assert game.log == ["discard T2 T3"]
    assert game.observation(1)["discard_trumps"] == 2


TA22_HAND = "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T21 M KS KB KC KD QS".split()


def test_TA_22_a_suit_card_left_forbids_two_trumps():
    assert discard_is_legal(TA22_HAND, ["QS", "T2"])
    assert not discard_is_legal(TA22_HAND, ["T2", "T3"])
    game = _dealer_game(TA22_HAND)
    with pytest.raises(games.IllegalAction, match="trump may go only if") as error:
        game.apply("discard T2 T3")
    assert error.value.code == "discard_trump"
    assert game.apply("discard T2 QS") == [{"type": "discard", "seat": 0, "trumps": 1}]


TA23_SUIT_CARDS = "QS NS JS 10S 9S 8S 7S QB NB JB 10B 9B 8B 7B 6B".split()


def test_TA_23_discarding_every_trump_is_legal():
    hand = ["T3", "T9"] + TA23_SUIT_CARDS
    assert discard_is_legal(hand, ["T3", "T9"])
    assert not discard_is_legal(hand, ["T3", "7S"])
    assert discard_is_legal(hand, ["7S", "6B"])
    assert _dealer_game(hand).apply("discard T3 T9")[0]["trumps"] == 2
    assert _dealer_game(hand).apply("discard 7S 6B")[0]["trumps"] == 0


def test_TA_24_t21_kept_means_never_trump_free():
    hand = ["T21", "T4"] + TA23_SUIT_CARDS
    assert not discard_is_legal(hand, ["T4", "7S"])
    assert not any("T4" in action.split() for action in _dealer_game(hand).legal_actions())


def test_TA_25_the_matto_is_not_a_trump():
    hand = "T4 M QS NS JS 10S 9S 8S 7S QB NB JB 10B 9B 8B 7B 6D".split()
    assert discard_is_legal(hand, ["T4", "6D"])
    assert _dealer_game(hand).apply("discard T4 6D")[0]["trumps"] == 1


# -- scoring --------------------------------------------------------------------------------------------


def test_TA_26_discard_scores_for_the_dealers_team():
    for seed in range(50):
        game = games.new_game("tarocchi", seed=seed, setup=setup_with(seed % 4, {seed % 4: ["QD", "5S"]}))
        game.apply("discard 5S QD")
        count = final_count(play_out(game, random_policy(seed)))
        dealer_team = game.dealer % 2
        if count["teams"][dealer_team]["tricks"]:
            assert count["teams"][dealer_team]["discard"] == 5
            assert count["teams"][1 - dealer_team]["discard"] == 0
            return
    pytest.fail("no deal where the dealer's team won a trick")


def test_TA_27_dealers_team_without_a_trick_loses_discard_and_matto():
    setup = {
        "dealer": 0,
        "hands": [
            "M KS QS NS JS 10S 9S 8S 7S 6S 5S KB QB NB JB 10B 9B".split(),
            [f"T{n}" for n in range(7, 22)],
            "8B 7B 6B 5B KC QC NC JC 1C 2C 3C 4C 5C 6C KD".split(),
            "T1 T2 T3 T4 T5 T6 QD ND JD 1D 2D 3D 4D 5D 6D".split(),
        ],
    }
    game = games.new_game("tarocchi", seed=0, setup=setup)
    game.apply("discard QS 5S")
    play_out(game, first_legal)
    count = final_count(game)
    assert game.observation(0)["matto"] == {"seat": 0, "team": 0}
    assert count["teams"][0] == {"team": 0, "tricks": 0, "cards": 0, "matto": 0, "discard": 0, "total": 0}
    assert count["teams"][1]["tricks"] == 15
    assert (count["teams"][1]["matto"], count["teams"][1]["discard"]) == (5, 5)
    assert game.result == {"points": [0, 114], "winner": 1}


def test_TA_28_non_dealer_team_without_a_trick_forfeits_its_matto():
    setup = {
        "dealer": 0,
        "hands": [
            "T1 T2 T3 T4 T5 T6 KS QS NS JS 10S 9S 8S 7S 6S 5S KB".split(),
            "M QB NB JB 10B 9B 8B 7B 6B 5B KC QC NC JC 1C".split(),
            [f"T{n}" for n in range(7, 22)],
            "2C 3C 4C 5C 6C KD QD ND JD 1D 2D 3D 4D 5D 6D".split(),
        ],
    }
    game = games.new_game("tarocchi", seed=0, setup=setup)
    game.apply("discard QS 5S")
    play_out(game, first_legal)
    count = final_count(game)
    assert game.observation(0)["matto"]["team"] == 1
    assert count["teams"][1]["tricks"] == 0
    assert count["teams"][0]["matto"] == 5 and count["teams"][0]["discard"] == 5
    assert game.result == {"points": [114, 0], "winner": 0}


def test_TA_29_matto_kept_by_a_team_with_tricks():
    for seed in range(3000):
        game = random_game(seed)
        count = final_count(game)
        if game.observation(0)["matto"]["team"] == 1 and count["teams"][1]["tricks"] == 3:
            assert count["teams"][1]["matto"] == 5
            assert count["teams"][0]["matto"] == 0
            return
    pytest.fail("no deal where team 1+3 played the Matto and won 3 tricks")


def test_TA_30_tie_and_narrow_win():
    found = set()
    for seed in range(3000):
        game = random_game(seed)
        points = game.result["points"]
        if points == [57, 57]:
            assert game.result["winner"] is None
            assert final_count(game)["winner"] is None
            found.add("tie")
        elif sorted(points) == [56, 58]:
            assert game.result["winner"] == points.index(58)
            found.add("58-56")
        if found == {"tie", "58-56"}:
            return
    pytest.fail(f"only found {found}")


def test_TA_31_dealers_team_with_matto_and_discard():
    setup = setup_with(0, {0: ["M", "QD", "5S"]})
    for seed in range(3000):
        game = games.new_game("tarocchi", seed=seed, setup=setup)
        game.apply("discard 5S QD")
        count = final_count(play_out(game, random_policy(seed)))
        team_a = count["teams"][0]
        if team_a["cards"] == 51:
            assert (team_a["matto"], team_a["discard"], team_a["total"]) == (5, 5, 61)
            assert count["teams"][1]["total"] == 114 - 61 == 53
            assert game.result == {"points": [61, 53], "winner": 0}
            return
    pytest.fail("no deal where the dealer's team took 51 in cards")
