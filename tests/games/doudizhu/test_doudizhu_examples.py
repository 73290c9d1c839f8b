"""The worked examples DD-01 to DD-24 of docs/rules/doudizhu.md, one test each."""

from __future__ import annotations

import pytest

from cardavia import games
from cardavia.cards.french import PACK
from cardavia.games import IllegalAction
from cardavia.games.doudizhu import counts_of_ranks, follow_plays, lead_plays, shape_of, shapes
from cardavia.games.doudizhu.combos import beats


def table(first: int, fixed: dict[int, str], kitty: str) -> games.Game:
    """A deal where seat s holds the cards ``fixed[s]`` (more are dealt from the rest of the
    pack in its order, round by round among the seats not yet full) and the kitty is ``kitty``."""
    hands = {seat: fixed.get(seat, "").split() for seat in range(3)}
    used = {code for hand in hands.values() for code in hand} | set(kitty.split())
    rest = [code for code in PACK if code not in used]
    seat = 0
    while rest:
        if len(hands[seat]) < 17:
            hands[seat].append(rest.pop(0))
        seat = (seat + 1) % 3
    return games.new_game("doudizhu", seed=1, setup={"first": first, "hands": [hands[s] for s in range(3)], "kitty": kitty.split()})


def play(game: games.Game, *actions: str) -> list[dict]:
    events: list[dict] = []
    for action in actions:
        events += game.apply(action)
    return events


def follows(hand: str, kind: str, head: str, length: int = 1) -> list[str]:
    from cardavia.games.doudizhu.combos import RANK_OF

    return follow_plays(counts_of_ranks(hand), (kind, RANK_OF[head], length))


def test_dd01_singles_rank_from_three_to_the_red_joker():
    assert follows("9 10 2 BJ RJ", "single", "9") == ["pass", "play BJ RJ", "play 10", "play 2", "play BJ", "play RJ"]
    assert beats(shape_of("play RJ", None), shape_of("play BJ", None))
    assert not beats(shape_of("play A", None), shape_of("play 2", None))


def test_dd02_straights_run_from_five_cards_and_stop_at_the_ace():
    assert shapes("play 3 4 5 6 7") == (("straight", 0, 5),)
    assert shapes("play 10 J Q K A") == (("straight", 7, 5),)
    assert shapes("play J Q K A 2") == ()
    assert shapes("play 3 4 5 6") == ()


def test_dd03_pair_straights_need_three_pairs():
    assert shapes("play 3 3 4 4 5 5") == (("pair-straight", 0, 3),)
    assert shapes("play 3 3 4 4") == ()


def test_dd04_a_trio_with_a_single_compares_by_the_trio():
    trick = shape_of("play 3 3 3 K", None)
    assert follows("4 4 4 3 3", "trio-single", "3") == ["pass", "play 3 4 4 4"]
    assert beats(shape_of("play 3 4 4 4", trick), trick)
    assert not beats(shape_of("play 3 3 4 4 4", None), trick)


def test_dd05_a_trio_with_a_pair_and_jokers_are_never_a_pair():
    assert shapes("play 5 5 5 J J") == (("trio-pair", 2, 1),)
    assert shapes("play 5 5 5 BJ RJ") == ()
    assert "play 5 5 5 BJ" in lead_plays(counts_of_ranks("5 5 5 BJ RJ"))


def test_dd06_an_airplane_is_beaten_by_a_higher_one_of_the_same_length():
    assert follows("4 4 4 5 5 5 6 6 6 7", "airplane", "3", 2) == ["pass", "play 4 4 4 5 5 5", "play 5 5 5 6 6 6"]


def test_dd07_airplane_wings_of_singles_never_both_jokers():
    assert shapes("play 3 3 3 4 4 4 5 6") == (("airplane-singles", 0, 2),)
    assert shapes("play 3 3 3 4 4 4 BJ RJ") == ()
    assert shapes("play 3 3 3 4 4 4 7 7") == (("airplane-singles", 0, 2),)


def test_dd08_airplane_wings_of_pairs():
    assert shapes("play 3 3 3 4 4 4 5 5 6 6") == (("airplane-pairs", 0, 2),)
    assert shapes("play 3 3 3 4 4 4 5 5 5 5") == ()


def test_dd09_twelve_cards_of_four_trios_lead_as_an_airplane_of_four():
    action = "play 3 3 3 4 4 4 5 5 5 6 6 6"
    assert shape_of(action, None) == ("airplane", 0, 4)
    assert lead_plays(counts_of_ranks("3 3 3 4 4 4 5 5 5 6 6 6")).count(action) == 1


def test_dd10_the_same_cards_follow_as_the_wings_reading_that_beats():
    action = "play 4 4 4 5 5 5 6 6 6 7 7 7"
    trick = shape_of("play 3 3 3 4 4 4 5 5 5 8 9 10", None)
    assert trick == ("airplane-singles", 0, 3)
    assert shape_of(action, trick) == ("airplane-singles", 2, 3)  # 5 5 5 6 6 6 7 7 7, wings 4 4 4
    assert follows("4 4 4 5 5 5 6 6 6 7 7 7", "airplane-singles", "3", 3).count(action) == 1


def test_dd11_four_with_two_singles_is_no_bomb():
    assert shapes("play 3 3 3 3 5 6") == (("four-singles", 0, 1),)
    assert shapes("play 3 3 3 3 5 5") == (("four-singles", 0, 1),)
    assert follows("4 4 4 4 3 5", "four-singles", "3") == ["pass", "play 4 4 4 4", "play 3 4 4 4 4 5"]


def test_dd12_four_with_two_pairs_of_different_ranks():
    assert shapes("play 3 3 3 3 5 5 6 6") == (("four-pairs", 0, 1),)
    assert shapes("play 3 3 3 3 5 5 5 5") == ()


def test_dd13_the_rocket_is_never_the_two_singles_of_a_four():
    assert shapes("play 3 3 3 3 BJ RJ") == ()
    assert "play 3 3 3 3 BJ" not in lead_plays(counts_of_ranks("3 3 3 3 BJ"))


def test_dd14_a_bomb_beats_any_other_combination():
    for trick in ("play 2 2", "play 10 J Q K A", "play 3 3 3 3 5 6", "play 3 3 3 4 4 4 5 6"):
        assert beats(shape_of("play 4 4 4 4", None), shape_of(trick, None)), trick


def test_dd15_bombs_rank_and_the_rocket_beats_everything():
    assert follows("5 5 5 5 2 2 2 2", "bomb", "6") == ["pass", "play 2 2 2 2"]
    assert follows("BJ RJ 3 3 3 3", "bomb", "2") == ["pass", "play BJ RJ"]
    assert follows("2 2 2 2", "rocket", "RJ") == ["pass"]


def test_dd16_after_two_passes_the_last_player_leads_again():
    game = table(0, {0: "3S 4S 5S 6S 7S"}, "KS KH KD")
    play(game, "bid 1", "pass", "pass")
    events = play(game, "play 3 4 5 6 7", "pass")
    assert game.to_act == 2
    events = game.apply("pass")
    assert events[-1] == {"type": "round-end", "leader": 0}
    assert game.to_act == 0 and "pass" not in game.legal_actions()
    assert game.observation(1)["shown"] == [None, None, None]


def test_dd17_one_bid_each_higher_than_the_last_and_three_ends_the_auction():
    game = table(1, {}, "KS KH KD")
    play(game, "bid 1")
    assert game.legal_actions() == ["pass", "bid 2", "bid 3"]
    events = play(game, "bid 3")
    assert [e["type"] for e in events] == ["bid", "landlord"]
    assert game.observation(0)["landlord"] == 2 and game.observation(0)["bid"] == 3


def test_dd18_the_highest_bidder_after_all_have_spoken_is_the_landlord():
    game = table(0, {}, "KS KH KD")
    events = play(game, "bid 1", "bid 2", "pass")
    assert events[-1]["type"] == "landlord" and events[-1]["seat"] == 1 and events[-1]["bid"] == 2
    with pytest.raises(IllegalAction):
        table(0, {}, "KS KH KD").apply("bid 0")


def test_dd19_when_all_pass_the_cards_are_dealt_again():
    game = table(0, {}, "KS KH KD")
    before = game.observation(0)["hand"]
    play(game, "pass", "pass")
    events = game.apply("pass")
    assert [e["type"] for e in events] == ["bid", "redeal", "deal"]
    observation = game.observation(0)
    assert observation["deal"] == 1 and observation["phase"] == "bid" and observation["hand"] != before
    assert observation["bids"] == [None, None, None]


def test_dd20_the_landlord_takes_the_kitty_shown_to_all_and_leads():
    game = table(0, {}, "KS KH KD")
    events = play(game, "bid 1", "pass", "pass")
    assert events[-1]["kitty"] == ["KS", "KH", "KD"]
    observation = game.observation(2)
    assert observation["hand_sizes"] == [20, 17, 17] and observation["kitty"] == ["KS", "KH", "KD"]
    assert game.to_act == 0


# The landlord's twenty cards for DD-21: a straight 3 to A, A A, four twos and the rocket.
SPRING = "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS AH AD 2S 2H 2D 2C BJ RJ"


def test_dd21_a_spring_doubles_the_stake_with_each_bomb_and_the_rocket():
    cards = SPRING.split()
    game = table(0, {0: " ".join(cards[:17])}, " ".join(cards[17:]))
    play(game, "bid 3", "play 3 4 5 6 7 8 9 10 J Q K A", "pass", "pass", "play A A", "pass", "pass")
    play(game, "play 2 2 2 2", "pass", "pass")
    events = game.apply("play BJ RJ")
    end = next(e for e in events if e["type"] == "deal-end")
    assert end["spring"] and end["bombs"] == 2 and end["stake"] == 3 * 2 * 2 * 2
    assert end["deal_scores"] == [48, -24, -24]


def test_dd22_an_anti_spring_when_the_landlord_played_only_its_first_lead():
    peasant = "BJ RJ 2S 2H 2D 2C 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
    game = table(0, {0: "3S", 1: peasant}, "3H 3D 4H")
    assert max(game.observation(0)["hand"].count(c) for c in game.observation(0)["hand"]) == 1
    play(game, "bid 1", "pass", "pass", "play 3", "play BJ RJ", "pass", "pass", "play 2 2 2 2", "pass", "pass")
    events = game.apply("play 4 5 6 7 8 9 10 J Q K A")
    end = next(e for e in events if e["type"] == "deal-end")
    assert end["anti_spring"] and not end["spring"] and end["stake"] == 8
    assert end["deal_scores"] == [-16, 8, 8]


def test_dd23_a_bomb_doubles_the_stake_and_the_landlord_wins_twice_it():
    landlord = "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS AH AD 2S 2H 2D 2C BJ 4H"
    cards = landlord.split()
    game = table(0, {0: " ".join(cards[:17]), 1: "RJ 3H"}, " ".join(cards[17:]))
    play(game, "bid 2", "pass", "pass", "play 3 4 5 6 7 8 9 10 J Q K A", "pass", "pass")
    play(game, "play 2 2 2 2", "pass", "pass", "play A A", "pass", "pass", "play BJ", "play RJ", "pass", "pass")
    play(game, "play 3", "pass")
    events = game.apply("play 4")
    end = next(e for e in events if e["type"] == "deal-end")
    assert not end["spring"] and end["bombs"] == 1 and end["stake"] == 4
    assert end["deal_scores"] == [8, -4, -4]
    assert game.observation(0)["scores"] == [8, -4, -4] and game.observation(0)["deal"] == 2


def test_dd24_cards_of_a_rank_leave_the_hand_in_the_suit_order_s_h_d_c():
    game = table(0, {0: "3H 3C 4D 4C", 1: "3S 3D"}, "KS KH KD")
    play(game, "bid 1", "pass", "pass")
    events = game.apply("play 3")
    assert events[0]["cards"] == ["3H"]


def test_dd25_a_selection_that_is_no_combination_is_explained():
    game = table(0, {0: "3S 4S 5S 6S 7S"}, "KS KH KD")
    play(game, "bid 1", "pass", "pass")
    assert game.explain("play 3 4").code == "no-combination"
    assert game.explain("play 4 3").code == "not-canonical"
    game.apply("play 3")
    assert game.explain("play 3 4 5 6 7").code == "wrong-kind"


def test_dd26_a_match_is_six_deals_and_the_totals_decide():
    import random

    game = games.new_game("doudizhu", seed=11)
    rng = random.Random(3)
    deals = 0
    while not game.is_over:
        legal = game.legal_actions()
        events = game.apply(legal[rng.randrange(len(legal))])
        deals += sum(1 for e in events if e["type"] == "deal-end")
    assert deals == 6
    result = game.result
    assert sum(result["scores"]) == 0 and game.returns() == [float(s) for s in result["scores"]]
    assert sum(record["deal_scores"][0] for record in game.history) == result["scores"][0]
