"""The worked examples SK-01...SK-26 of docs/rules/skat.md, one test each.

The deals are built so that their outcome is forced: the declarer plays the
cards listed, everyone else the first legal card, and the docstring of each
test works the value out by hand.
"""

from __future__ import annotations

import pytest
from skat_helpers import AUCTION_TO, new_deal, play_deal

from cardavia import games
from cardavia.cards.german import PACK
from cardavia.games.skat import BID_VALUES, card_points, legal_plays, matadors, trick_winner

# Forehand 0 holds every Unter and the Daus and 10 of three suits: it wins every trick.
STRONG = ["UE UG UH US AE 10E AG 10G AH 10H", "KE OE 9E 8E 7E KG OG 9G 8G 7G", "KH OH 9H 8H 7H AS KS OS 10S 9S"]
STRONG_SKAT = "8S 7S"
# Forehand 0 holds every trump of Herz but UE (middlehand's): it loses one trick of 15 points.
HERZ = ["UG UH US AH 10H KH OH 9H 8H 7H", "UE AG KG OG 10G 9G 8G 7G AS KS", "AE KE OE 10E 9E 8E 7E OS 10S 9S"]
HERZ_SKAT = "8S 7S"
HERZ_ORDER = "UG UH US AH 10H KH OH 9H 8H 7H".split()
# The weak hand never takes a trick: every other card of its suits is higher, and it has no Unter.
WEAK = "7E 8E 9E 7G 8G 9G 7H 8H 9H 7S"
HIGH_A = "AE KE OE UE 10E AG KG OG UG 10G"
HIGH_B = "AH KH OH UH 10H OS US 10S 9S 8S"
WEAK_SKAT = "AS KS"


def auction_to(seat: int, value: int) -> list[str]:
    """With the dealer at seat 2: the auction that leaves forehand (0) or middlehand (1) declarer at ``value``."""
    steps = [bid for bid in BID_VALUES if bid <= value]
    if seat == 0:  # middlehand bids every value, forehand holds, then middlehand and rearhand pass
        return [action for bid in steps for action in (f"bid {bid}", "hold")] + ["pass", "pass"]
    # middlehand bids, forehand holds each but the last, then forehand and rearhand pass
    actions = [action for bid in steps[:-1] for action in (f"bid {bid}", "hold")]
    return actions + [f"bid {steps[-1]}", "pass", "pass"]


def declared(hands, skat, declarer, *actions, bid=18):
    game = new_deal(hands, skat)
    for action in (AUCTION_TO[declarer] if bid == 18 else auction_to(declarer, bid)):
        game.apply(action)
    assert game.declarer == declarer and game.observation(0)["bid"] == bid
    for action in actions:
        game.apply(action)
    return game


# -- cards, tricks, the value list ------------------------------------------------------------------


def test_SK_01_pack_and_points():
    """32 cards, Daus 11, 10 ten, König 4, Ober 3, Unter 2: 120 in all."""
    assert len(PACK) == 32
    assert sum(card_points(card) for card in PACK) == 120
    assert [card_points(card) for card in "AE 10E KE OE UE 9E 8E 7E".split()] == [11, 10, 4, 3, 2, 0, 0, 0]


def test_SK_02_unters_are_the_highest_trumps_in_their_order():
    assert trick_winner(["US", "UH", "UG"], "grand") == 2
    assert trick_winner(["AH", "US", "10H"], "herz") == 1
    assert trick_winner(["UE", "UG", "AS"], "schellen") == 0


def test_SK_03_suit_cards_rank_daus_ten_koenig_ober():
    """In suit and grand games a suit runs A 10 K O 9 8 7; a card of another suit never wins."""
    assert trick_winner(["KG", "10G", "OG"], "grand") == 1
    assert trick_winner(["9E", "AH", "7E"], "grand") == 0
    assert trick_winner(["9E", "7H", "8E"], "herz") == 1  # 7H is a trump in Herz


def test_SK_04_null_has_no_trumps_and_the_natural_order():
    """In null A K O U 10 9 8 7: the Unter sits between Ober and 10 and is no trump."""
    assert trick_winner(["10H", "UH", "AE"], "null") == 1
    assert trick_winner(["10H", "KH", "7E"], "null") == 1
    assert sorted(legal_plays(["UE", "7H"], ["10E"], "null")) == ["UE"]


def test_SK_05_an_unter_led_calls_for_trumps_not_its_suit():
    """An Unter led in Herz calls for trumps: 7H must be played, the Eichel cards may not."""
    assert legal_plays(["AE", "7H", "KE"], ["UE"], "herz") == {"7H"}
    assert legal_plays(["AE", "KE", "7S"], ["UE"], "grand") == {"AE", "KE", "7S"}
    assert legal_plays(["UH", "AS", "7E"], ["9S"], "schellen") == {"AS", "UH"}
    assert legal_plays(["UH", "KS", "7E"], ["9E"], "schellen") == {"7E"}


def test_SK_06_matadors_with_and_without():
    """The declarer's twelve cards (the Skat counts) give "with n" or "without n"."""
    assert matadors("UE UG AH 10H 7E 8E 9E KS OS 7S 8S 9S".split(), "herz") == 2
    assert matadors("UH AH 10H 7E 8E 9E KS OS 7S 8S 9S KE".split(), "herz") == -2
    assert matadors("UE UG UH US AE 10E KE OE 9E 8E 7E AS".split(), "eichel") == 11
    assert matadors("AE 10E KE OE 9E 8E 7E AS KS OS 10S 9S".split(), "grand") == -4


def test_SK_07_the_value_list():
    """Every value a game can have, from 18 to 264 (grand with 4, hand, schneider, schwarz, all announced, ouvert)."""
    assert BID_VALUES[:20] == (18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60)
    assert BID_VALUES[-3:] == (216, 240, 264)


# -- the auction ------------------------------------------------------------------------------------


def test_SK_08_middlehand_bids_to_forehand_then_rearhand_to_the_one_left():
    game = new_deal(STRONG, STRONG_SKAT)
    assert game.to_act == 1 and game.legal_actions() == ["bid 18", "pass"]
    game.apply("bid 18")
    assert game.to_act == 0 and game.legal_actions() == ["hold", "pass"]
    game.apply("hold")
    game.apply("bid 20")
    game.apply("pass")  # forehand passes: middlehand stays at 20
    assert game.to_act == 2 and game.legal_actions() == ["bid 22", "pass"]
    game.apply("bid 22")
    assert game.to_act == 1 and game.legal_actions() == ["hold", "pass"]
    game.apply("hold")
    game.apply("bid 23")
    events = game.apply("pass")
    assert events[-1] == {"type": "declarer", "seat": 2, "bid": 23}
    assert game.to_act == 2 and game.legal_actions() == ["hand", "pickup"]


def test_SK_09_bids_follow_the_list_one_value_at_a_time():
    game = new_deal(STRONG, STRONG_SKAT)
    with pytest.raises(games.IllegalAction) as error:
        game.apply("bid 20")
    assert error.value.code == "bid_value"
    with pytest.raises(games.IllegalAction):
        game.apply("hold")


def test_SK_10_after_two_passes_forehand_may_still_bid_18():
    game = new_deal(STRONG, STRONG_SKAT)
    game.apply("pass")
    game.apply("pass")
    assert game.to_act == 0 and game.legal_actions() == ["bid 18", "pass"]
    game.apply("bid 18")
    assert game.declarer == 0 and game.phase == "skat"


def test_SK_11_everyone_passes_the_deal_is_thrown_in_and_the_next_dealer_deals():
    game = new_deal(STRONG, STRONG_SKAT)
    events = []
    for action in ("pass", "pass", "pass"):
        events += game.apply(action)
    end = [event for event in events if event["type"] == "deal_end"][0]
    assert end["declarer"] is None and end["deal_scores"] == [0, 0, 0]
    assert events[-1]["type"] == "deal" and events[-1] == {"type": "deal", "deal": 2, "dealer": 0, "forehand": 1}
    assert game.to_act == 2  # middlehand of the second deal


# -- declaring ----------------------------------------------------------------------------------------


def test_SK_12_announcements_need_a_hand_game():
    game = declared(STRONG, STRONG_SKAT, 0, "pickup")
    assert len(game.legal_actions()) == 66  # any two of twelve cards go away
    game.apply("discard 8S 7S")
    assert game.legal_actions() == [
        "declare eichel", "declare gruen", "declare herz", "declare schellen", "declare grand",
        "declare null", "declare null ouvert"]
    with pytest.raises(games.IllegalAction) as error:
        game.apply("declare grand schneider")
    assert error.value.code == "needs_hand"
    hand = declared(STRONG, STRONG_SKAT, 0, "hand")
    legal = hand.legal_actions()
    assert len(legal) == 22 and "declare grand schneider schwarz ouvert" in legal and "declare grand schwarz" not in legal


def test_SK_13_the_skat_is_the_declarers_secret():
    game = declared(STRONG, STRONG_SKAT, 0, "pickup")
    assert game.observation(0)["skat"] == ["8S", "7S"] and len(game.observation(0)["hand"]) == 12
    assert game.observation(1)["skat"] is None and game.observation(1)["hand_sizes"] == [12, 10, 10]
    game.apply("discard 8S 7S")
    assert game.observation(0)["discard"] == ["8S", "7S"] and game.observation(2)["discard"] is None


# -- game values, won and lost -------------------------------------------------------------------------


def test_SK_14_grand_hand_with_4_schwarz_made_unannounced():
    """With 4, game, hand, schneider, schwarz: 8 × 24 = 192; won: 192 + 50."""
    game = declared(STRONG, STRONG_SKAT, 0, "hand", "declare grand")
    end = play_deal(game, "UE UG UH US AE 10E AG 10G AH 10H".split())
    assert (end["won"], end["matadors"], end["value"]) == (True, 4, 192)
    assert end["card_points"] == [120, 0, 0] and end["deal_scores"] == [242, 0, 0]


def test_SK_15_grand_hand_schneider_and_schwarz_announced_and_made():
    """With 4, game, hand, schneider, announced, schwarz, announced: 10 × 24 = 240."""
    game = declared(STRONG, STRONG_SKAT, 0, "hand", "declare grand schneider schwarz")
    end = play_deal(game, "UE UG UH US AE 10E AG 10G AH 10H".split())
    assert (end["won"], end["value"], end["deal_scores"]) == (True, 240, [290, 0, 0])


def test_SK_16_grand_ouvert_the_highest_game():
    """With 4, game, hand, schneider ×2, schwarz ×2, ouvert: 11 × 24 = 264; the hand is shown to all."""
    game = declared(STRONG, STRONG_SKAT, 0, "hand", "declare grand schneider schwarz ouvert")
    assert game.observation(1)["open_hand"] == game.observation(0)["hand"]
    end = play_deal(game, "UE UG UH US AE 10E AG 10G AH 10H".split())
    assert (end["won"], end["value"], end["deal_scores"]) == (True, 264, [314, 0, 0])


def test_SK_17_grand_after_picking_up():
    """With 4, game, schneider, schwarz (no hand): 7 × 24 = 168."""
    game = declared(STRONG, STRONG_SKAT, 0, "pickup", "discard 8S 7S", "declare grand")
    end = play_deal(game, "UE UG UH US AE 10E AG 10G AH 10H".split())
    assert (end["value"], end["deal_scores"]) == (168, [218, 0, 0])


def test_SK_18_the_skat_counts_for_matadors_eichel_with_11():
    """7E lies in the Skat: with 11, game, hand, schneider, schwarz = 15 × 12 = 180."""
    hands = ["UE UG UH US AE 10E KE OE 9E 8E", "AG 10G KG OG 9G 8G 7G KS OS 10S", "AH 10H KH OH 9H 8H 7H 9S 8S 7S"]
    game = declared(hands, "7E AS", 0, "hand", "declare eichel")
    end = play_deal(game, "UE UG UH US AE 10E KE OE 9E 8E".split())
    assert (end["matadors"], end["value"], end["card_points"][0]) == (11, 180, 120)


def test_SK_19_herz_hand_without_1_schneider_made():
    """Trick 1 UG UE AE goes to middlehand (15); the rest to the declarer: 105, schneider.
    Without 1, game, hand, schneider: 4 × 10 = 40; won: 90."""
    game = declared(HERZ, HERZ_SKAT, 0, "hand", "declare herz")
    end = play_deal(game, HERZ_ORDER)
    assert (end["matadors"], end["card_points"], end["value"], end["deal_scores"]) == (-1, [105, 15, 0], 40, [90, 0, 0])


def test_SK_20_schneider_announced_and_made():
    """Without 1, game, hand, schneider, announced: 5 × 10 = 50."""
    game = declared(HERZ, HERZ_SKAT, 0, "hand", "declare herz schneider")
    end = play_deal(game, HERZ_ORDER)
    assert (end["won"], end["value"], end["deal_scores"]) == (True, 50, [100, 0, 0])


def test_SK_21_schwarz_announced_and_missed_a_lost_game_counts_double():
    """The opponents took a trick: lost. Without 1, game, hand, schneider ×2, schwarz ×2: 7 × 10 = 70;
    −2 × 70 − 50 = −190, and 40 to each opponent."""
    game = declared(HERZ, HERZ_SKAT, 0, "hand", "declare herz schneider schwarz")
    end = play_deal(game, HERZ_ORDER)
    assert (end["won"], end["value"], end["deal_scores"]) == (False, 70, [-190, 40, 40])


def test_SK_22_herz_after_picking_up():
    """Without 1, game, schneider: 3 × 10 = 30; the put-away cards count to the declarer (0 here)."""
    game = declared(HERZ, HERZ_SKAT, 0, "pickup", "discard 8S 7S", "declare herz")
    end = play_deal(game, HERZ_ORDER)
    assert (end["value"], end["deal_scores"], end["skat"]) == (30, [80, 0, 0], ["8S", "7S"])


def test_SK_23_overbid_the_lowest_multiple_of_the_base_that_reaches_the_bid():
    """Bid 60, herz hand worth 40 (even with schneider): lost at 6 × 10 = 60: −170."""
    game = declared(HERZ, HERZ_SKAT, 0, "hand", "declare herz", bid=60)
    end = play_deal(game, HERZ_ORDER)
    assert (end["won"], end["overbid"], end["value"], end["deal_scores"]) == (False, True, 60, [-170, 40, 40])


def test_SK_24_schneider_made_reaches_a_bid_of_40():
    """The same herz hand bid to 40 is no overbid: schneider makes it worth 40."""
    game = declared(HERZ, HERZ_SKAT, 0, "hand", "declare herz", bid=40)
    end = play_deal(game, HERZ_ORDER)
    assert (end["won"], end["overbid"], end["deal_scores"]) == (True, False, [90, 0, 0])


def test_SK_25_grand_without_4_lost_schneider_and_schwarz():
    """Rearhand takes no trick: it holds 15 points (the Skat), schneider and schwarz against it.
    Without 4, game, hand, schneider, schwarz: 8 × 24 = 192; −2 × 192 − 50 = −434."""
    game = declared([HIGH_A, HIGH_B, WEAK], WEAK_SKAT, 2, "hand", "declare grand")
    end = play_deal(game)
    assert (end["won"], end["matadors"], end["card_points"][2], end["value"]) == (False, -4, 15, 192)
    assert end["deal_scores"] == [40, 40, -434]


@pytest.mark.parametrize(
    "actions, value",
    [
        (["pickup", "discard AS KS", "declare null"], 23),
        (["hand", "declare null"], 35),
        (["pickup", "discard AS KS", "declare null ouvert"], 46),
        (["hand", "declare null ouvert"], 59),
    ],
)
def test_SK_26_null_null_hand_null_ouvert_null_ouvert_hand(actions, value):
    """Middlehand never takes a trick: null 23, hand 35, ouvert 46, ouvert hand 59; won: value + 50."""
    game = declared([HIGH_A, WEAK, HIGH_B], WEAK_SKAT, 1, *actions)
    ouvert = "ouvert" in actions[-1]
    assert (game.observation(0)["open_hand"] is not None) == ouvert
    end = play_deal(game)
    assert (end["won"], end["value"], end["deal_scores"]) == (True, value, [0, value + 50, 0])


def test_SK_27_null_lost_on_the_first_trick_the_deal_ends_at_once():
    """Forehand leads AS in null hand and takes the trick: lost, −2 × 35 − 50 = −120."""
    hands = ["AS 7E 8E 9E 7G 8G 9G 7H 8H 9H", HIGH_A, HIGH_B]
    game = declared(hands, "KS 7S", 0, "hand", "declare null")
    end = play_deal(game, ["AS"])
    assert (end["won"], end["value"], end["deal_scores"]) == (False, 35, [-120, 40, 40])
    assert game.deal_number == 2 and len(game.history[0]["skat"]) == 2


def test_SK_28_null_overbid():
    """Bid 24, null (23) declared: lost at the lowest multiple of 23 reaching 24, 46: −142."""
    game = declared([HIGH_A, WEAK, HIGH_B], WEAK_SKAT, 1, "pickup", "discard AS KS", "declare null", bid=24)
    end = play_deal(game)
    assert (end["won"], end["overbid"], end["value"], end["deal_scores"]) == (False, True, 46, [40, -142, 40])


# -- the list -------------------------------------------------------------------------------------------


def test_SK_29_a_list_of_six_deals_each_seat_deals_twice():
    game = games.new_game("skat", seed=3, setup={"dealer": 1})
    dealers = []
    while not game.is_over:
        dealers.append(game.dealer)
        for _ in range(3):
            game.apply("pass")
    assert dealers == [1, 2, 0, 1, 2, 0]
    assert game.result == {"scores": [0, 0, 0], "winner": None} and game.returns() == [0.0, 0.0, 0.0]


def test_SK_30_seeger_fabian_totals_over_the_list():
    """Deal 1: forehand wins grand hand (+242). Deal 2 (dealer 0): everyone passes. The totals carry."""
    game = declared(STRONG, STRONG_SKAT, 0, "hand", "declare grand")
    play_deal(game, "UE UG UH US AE 10E AG 10G AH 10H".split())
    assert game.observation(1)["scores"] == [242, 0, 0] and game.observation(1)["history"][0]["won"] is True
    for _ in range(3):
        game.apply("pass")
    assert game.scores == [242, 0, 0] and game.deal_number == 3 and game.dealer == 1
