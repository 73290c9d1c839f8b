"""The worked examples of docs/rules/tarok.md, one test each (numbered as there)."""

from __future__ import annotations

import pytest

from cardavia import games
from cardavia.games import tarok
from cardavia.games.tarok.cards import CARD, count_points, discard_choices, legal_plays

# Deal A (dealer 3, so seat 0 is forehand and seat 1 speaks first).
DEAL_A = {
    "dealer": 3,
    "hands": [
        ["SK", "T21", "T20", "T19", "T18", "T17", "KH", "QH", "NH", "KS", "QS", "10S"],
        ["T1", "T2", "T3", "T4", "KD", "QD", "ND", "JD", "1D", "2D", "3D", "4D"],
        ["T5", "T6", "T7", "T8", "T9", "JH", "1H", "2H", "3H", "4H", "9S", "8S"],
        ["T10", "T11", "T12", "T13", "KC", "QC", "NC", "JC", "10C", "9C", "8C", "7C"],
    ],
    "talon": ["T14", "T15", "T16", "NS", "JS", "7S"],
}
# Deal B: like A with the Mond and T14 swapped (the Mond lies in the talon's first group).
DEAL_B = {
    "dealer": 3,
    "hands": [["SK", "T14", *DEAL_A["hands"][0][2:]], *DEAL_A["hands"][1:]],
    "talon": ["T21", "T15", "T16", "NS", "JS", "7S"],
}


def game(deal=DEAL_A, actions=()):
    g = games.new_game("tarok", seed=1, setup=deal)
    for action in actions:
        g.apply(action)
    return g


THREE_CALLING_CLUBS = ["pass", "pass", "pass", "bid three", "call KC"]
PASSES = ["pass"] * 4


def c(*codes):
    return [CARD[code] for code in codes]


def test_01_the_player_after_forehand_opens_and_cannot_bid_three():
    g = game()
    assert g.to_act == 1
    assert g.legal_actions() == ["pass", "bid two", "bid one", "bid solo-three", "bid solo-two", "bid solo-one",
                                 "bid beggar", "bid solo-without", "bid open-beggar", "bid colour-valat", "bid valat"]


def test_02_after_three_passes_forehand_chooses_klop_three_or_higher_but_cannot_pass():
    g = game(actions=["pass", "pass", "pass"])
    assert g.to_act == 0
    legal = g.legal_actions()
    assert legal[:3] == ["bid klop", "bid three", "bid two"] and "pass" not in legal


def test_03_forehand_may_hold_and_the_last_bidder_confirms_or_raises():
    g = game(actions=["bid two", "pass", "pass"])
    assert g.to_act == 0 and "bid two" in g.legal_actions() and "pass" in g.legal_actions()
    g.apply("bid two")  # forehand holds
    assert g.to_act == 1 and "bid two" not in g.legal_actions() and g.legal_actions()[:2] == ["pass", "bid one"]
    g.apply("pass")
    assert g.to_act == 0 and "pass" not in g.legal_actions() and g.legal_actions()[0] == "bid two"
    g.apply("bid two")
    assert g.observation(0)["contract"] == "two" and g.observation(0)["declarer"] == 0


def test_04_any_of_the_four_kings_may_be_called_and_its_holder_is_the_secret_partner():
    g = game(actions=THREE_CALLING_CLUBS[:4])
    assert g.legal_actions() == ["call KH", "call KD", "call KS", "call KC"]
    g.apply("call KC")
    assert g.partner == 3
    assert g.observation(3)["partner"] == 3 and g.observation(1)["partner_known"] is False


def test_05_calling_ones_own_king_plays_alone():
    g = game(actions=["pass", "pass", "pass", "bid three", "call KH"])
    assert g.partner is None
    assert g.observation(0)["partner_known"] and not g.observation(2)["partner_known"]


def test_06_the_talon_is_shown_in_groups_and_the_declarer_lays_away_no_king_or_tarok():
    g = game(actions=THREE_CALLING_CLUBS)
    assert g.legal_actions() == ["talon 0", "talon 1"]
    assert g.observation(2)["talon"] == DEAL_A["talon"]
    g.apply("talon 0")
    assert g.observation(0)["hand"][:9] == ["T14", "T15", "T16", "T17", "T18", "T19", "T20", "T21", "SK"]
    assert g.legal_actions() == ["discard QH NH QS", "discard QH NH 10S", "discard QH QS 10S", "discard NH QS 10S"]


def test_07_taroks_go_only_when_nothing_else_may_and_never_the_trula():
    hand = c("T1", "T2", "T3", "T21", "SK", "KH", "KD", "QD")
    assert [[tarok.cards.CODES[x] for x in s] for s in discard_choices(hand, 2)] == [["T2", "QD"], ["T3", "QD"]]


def test_08_discarded_taroks_are_shown_and_other_discards_hidden():
    g = game(actions=[*THREE_CALLING_CLUBS, "talon 1"])
    assert g.legal_actions()[0] == "discard QH NH QS"
    g.apply("discard QH NH QS")
    assert g.observation(1)["discards"] == [] and g.observation(1)["discard_count"] == 3
    assert g.observation(1)["history"][-1] == "discard ? ? ?"
    assert g.observation(0)["discards"] == ["QH", "NH", "QS"]


def test_09_the_declaring_side_announces_and_the_opponents_only_pass():
    g = game(actions=[*THREE_CALLING_CLUBS, "talon 0", "discard QH NH QS"])
    assert g.to_act == 0
    assert g.legal_actions() == ["pass", "announce trula", "announce kings", "announce king-ultimo", "announce valat"]
    g.apply("announce kings")
    g.apply("pass")
    assert g.to_act == 1 and g.legal_actions() == ["pass"]
    g.apply("pass")
    g.apply("pass")
    assert g.to_act == 3 and "announce trula" in g.legal_actions()  # seat 3 holds the called king


def test_10_kontra_alternates_sides_from_the_player_after_the_declarer():
    g = game(actions=[*THREE_CALLING_CLUBS, "talon 0", "discard QH NH QS", *PASSES])
    assert g.to_act == 1 and g.legal_actions() == ["pass", "kontra game"]
    g.apply("kontra game")
    assert g.to_act == 2 and g.legal_actions() == ["pass"]  # an opponent cannot rekontra
    g.apply("pass")
    assert g.to_act == 3 and g.legal_actions() == ["pass", "kontra game"]  # the partner can
    g.apply("kontra game")
    assert g.kontra == {"game": 4}
    for _ in range(4):
        g.apply("pass")
    assert g.observation(0)["phase"] == "play" and g.to_act == 0


def test_11_forehand_leads_and_a_player_without_the_suit_must_play_a_tarok():
    g = game(actions=[*THREE_CALLING_CLUBS, "talon 0", "discard QH NH QS", *PASSES, *PASSES, "play KH"])
    assert g.to_act == 1 and g.legal_actions() == ["play T1", "play T2", "play T3", "play T4"]


def test_12_a_tarok_beats_the_suit_led_and_the_winner_leads():
    g = game(actions=[*THREE_CALLING_CLUBS, "talon 0", "discard QH NH QS", *PASSES, *PASSES,
                      "play KH", "play T1", "play JH"])
    events = g.apply("play T10")
    trick = [e for e in events if e["type"] == "trick"][0]
    assert trick["winner"] == 3 and g.to_act == 3


def test_13_the_emperor_trick():
    assert tarok.trick_winner(["T21", "SK", "T1", "T5"]) == 2
    assert tarok.trick_winner(["KH", "T21", "SK", "T1"], colour_valat=True) == 0


def test_14_in_colour_valat_taroks_do_not_trump():
    assert tarok.trick_winner(["KH", "T21", "1H", "QH"], colour_valat=True) == 0
    assert tarok.trick_winner(["KH", "T21", "1H", "QH"]) == 1


def test_15_negative_contracts_must_beat_and_keep_the_pagat():
    hand = c("T1", "T5", "QH", "3H")
    assert legal_plays(hand, c("NH"), negative=True) == c("QH")
    assert legal_plays(hand, c("KH"), negative=True) == c("QH", "3H")
    assert legal_plays(c("T1", "T5", "T9"), c("KS", "T7"), negative=True) == c("T9")
    assert legal_plays(c("T1", "T5", "T9"), [], negative=True) == c("T5", "T9")
    assert legal_plays(c("T1", "QH"), c("2H", "T21", "SK"), negative=True) == c("T1")


def test_16_card_points_are_counted_in_threes():
    assert count_points(c("KH", "QH", "T5")) == 8
    assert count_points(c("KH")) == 4 and count_points(c("T2", "T3")) == 1
    assert count_points(list(range(54))) == 70


def finished(deal, actions, side_cards, last_trick, winner, tricks_side=6, mond_lost=None):
    """A deal taken to the play, then given its piles and its last trick (the scoring alone)."""
    g = game(deal, actions)
    side = c(*side_cards)
    g.taken = [[], [], [], []]
    g.taken[g.declarer] = side
    leader = 0
    g.tricks = [(leader, tuple(c(*last_trick)), winner, None)]
    g.tricks_won = [0, 0, 0, 0]
    g.tricks_won[g.declarer] = tricks_side
    g.tricks_won[(g.declarer + 1) % 4] = 12 - tricks_side
    g.mond_lost = mond_lost
    return g


SOLO = ["pass", "pass", "pass", "bid solo-three", "talon 0", "discard QH NH QS", *PASSES, *PASSES]
OTHERS = ["T2", "T3", "T4", "T5"]


def test_17_a_normal_contract_scores_value_plus_the_difference_rounded_to_five():
    # 51 points for Solo three: 40 + 15 (16 rounded), and the four kings silently.
    pile = ["KH", "KS", "KD", "QD", "ND", "JD", "QC", "NC", "JC", "KC", "T21", "T20", "T19", "T18", "T17", "T16",
            "T15", "T14", "QS", "QH", "NH", "JH", "T6", "T7", "T8", "T9", "T10", "T11", "T12", "T13"]
    g = finished(DEAL_A, SOLO, pile, OTHERS, 1)
    scores, points, items = items_of(g)
    assert points == [51, 19, 19, 19] and scores == [65, 0, 0, 0]
    assert items == {"contract": 40, "difference": 15, "kings": 10}


def test_18_difference_rounding():
    assert [tarok.round_to_five(n) for n in (0, 2, 3, 7, 8, 12, 13)] == [0, 0, 5, 5, 10, 10, 15]


def items_of(g):
    scores, points, items, _ = g.score_deal()
    return scores, points, {i["item"]: i["points"] for i in items}


def test_19_exactly_35_loses():
    pile = ["KH", "KD", "KS", "KC", "QH", "QD", "QS", "QC", "NH", "ND"]
    assert count_points(c(*pile)) == 35
    g = finished(DEAL_A, SOLO, pile, OTHERS, 1)
    scores, _, items = items_of(g)
    # Every other card is the opponents': the trula too.
    assert items == {"contract": -40, "difference": 0, "kings": 10, "trula": -10} and scores[0] == -40


def test_20_silent_trula_and_kings():
    pile = ["T1", "T21", "SK", "KH", "KD", "KS", "KC", "T2", "T3", "T4", "T5", "T6"]
    g = finished(DEAL_A, SOLO, pile, OTHERS, 1)
    _, _, items = items_of(g)
    assert items["trula"] == 10 and items["kings"] == 10
    g = finished(DEAL_A, SOLO, ["T2", "T3", "T4"], OTHERS, 1)
    _, _, items = items_of(g)
    assert items["trula"] == -10 and items["kings"] == -10  # the opponents hold them all


def test_21_silent_ultimos_go_by_who_wins_the_last_trick():
    g = finished(DEAL_A, THREE_CALLING_CLUBS + ["talon 0", "discard QH NH QS", *PASSES, *PASSES],
                 ["T2"], ["KC", "T5", "T6", "T7"], 3)
    g.partner = 3
    _, _, items = items_of(g)
    assert items["king-ultimo"] == 10
    g = finished(DEAL_A, SOLO, ["T2"], ["T1", "T5", "T6", "T7"], 1)
    _, _, items = items_of(g)
    assert items["pagat-ultimo"] == -25


def test_22_an_announced_bonus_counts_double_fails_negative_and_kontra_doubles_it():
    actions = ["pass", "pass", "pass", "bid solo-three", "talon 0", "discard QH NH QS", "announce trula",
               "pass", "pass", "pass", "pass", "kontra trula", "pass", "pass", "pass", "pass"]
    g = finished(DEAL_A, actions, ["SK", "T21"], OTHERS, 1)
    _, _, items = items_of(g)
    assert items["trula"] == -40


def test_23_valat():
    g = finished(DEAL_A, SOLO, ["T2"], OTHERS, 0, tricks_side=12)
    scores, _, items = items_of(g)
    assert items == {"valat": 250} and scores[0] == 250
    actions = ["pass", "pass", "pass", "bid solo-three", "talon 0", "discard QH NH QS", "announce valat", *PASSES[:3],
               *PASSES]
    g = finished(DEAL_A, actions, ["T2"], OTHERS, 1, tricks_side=11)
    scores, _, items = items_of(g)
    assert items == {"valat": -500}


def test_24_the_mond_left_in_the_talon_is_lost_by_the_declarer():
    g = game(DEAL_B, ["pass", "pass", "pass", "bid solo-three", "talon 1"])
    assert g.mond_lost == 0
    g = game(DEAL_B, ["pass", "pass", "pass", "bid solo-three", "talon 0"])
    assert g.mond_lost is None


def test_25_the_mond_captured_by_the_skis_costs_its_player_20():
    deal = {"dealer": 3, "hands": [
        ["SK", "T20", "T19", "T18", "T17", "T16", "KH", "QH", "NH", "KS", "QS", "10S"],
        ["T21", "T2", "T3", "T4", "KD", "QD", "ND", "JD", "1D", "2D", "3D", "4D"],
        DEAL_A["hands"][2], DEAL_A["hands"][3]], "talon": ["T14", "T15", "T1", "NS", "JS", "7S"]}
    g = game(deal, ["pass", "pass", "pass", "bid solo-three", "talon 1", "discard QH NH QS", *PASSES, *PASSES,
                    "play 10S", "play T21", "play 9S", "play T10"])
    assert g.to_act == 1  # the Mond won the trick
    g2 = game(deal, ["pass", "pass", "pass", "bid solo-three", "talon 1", "discard QH NH QS", *PASSES, *PASSES,
                     "play KH"])
    for action in ["play T21", "play JH", "play T10"]:
        g2.apply(action)
    assert g2.mond_lost is None
    # The Škis over the Mond:
    g3 = game(deal, ["pass", "pass", "pass", "bid solo-three", "talon 1", "discard QH NH QS", *PASSES, *PASSES,
                     "play SK", "play T21", "play T5", "play T10"])
    assert g3.mond_lost == 1


def test_26_klop_gifts_and_scores():
    g = game(actions=["pass", "pass", "pass", "bid klop"])
    assert g.observation(0)["phase"] == "play" and g.to_act == 0
    events = []
    for action in ["play KH", "play T4", "play 4H", "play T13"]:
        events += g.apply(action)
    trick = [e for e in events if e["type"] == "trick"][0]
    assert trick["winner"] == 3 and trick["gift"] == "T14"
    g.taken = [c(*DEAL_A["hands"][2]), [], c(*DEAL_A["talon"]), c(*DEAL_A["hands"][0], *DEAL_A["hands"][3])]
    scores, points, _, _ = g.score_deal()
    assert points == [5, 0, 5, 42] and scores == [0, 70, 0, -70]
    g.taken = [c(*DEAL_A["hands"][2]), c(*DEAL_A["hands"][1]), c(*DEAL_A["talon"]), c(*DEAL_A["hands"][3])]
    scores, points, _, _ = g.score_deal()
    assert scores == [-p for p in points]


def test_27_beggar_ends_at_the_declarers_first_trick_and_its_holder_confirms_the_bid():
    g = game(actions=["bid beggar", "pass", "pass", "pass"])
    assert g.to_act == 1 and g.legal_actions()[0] == "bid beggar"  # the last bidder confirms or raises
    import random

    rng = random.Random(3)
    checked = 0
    for seed in range(400):
        g = games.new_game("tarok", seed=seed)
        while not g.is_over and g.observation(0)["deal"] == 1:
            legal = g.legal_actions()
            if g.observation(0)["phase"] == "bidding":
                action = "bid beggar" if "bid beggar" in legal and g.to_act == 1 else "pass" if "pass" in legal else legal[0]
            elif g.observation(0)["phase"] in ("announce", "kontra"):
                action = "pass"
            else:
                action = legal[rng.randrange(len(legal))]
            events = g.apply(action)
            ends = [e for e in events if e["type"] == "deal_end"]
            if ends and ends[0]["contract"] == "beggar":
                tricks = [e for e in events if e["type"] == "trick"]
                won = tricks[-1]["winner"] == 1
                assert won or len(g.observation(0)["past"]) == 1
                assert ends[0]["deal_scores"][1] == (-70 if won else 70)
                checked += 1
    assert checked > 20


def test_28_radli_double_the_declarers_score_and_cost_100_at_the_end():
    deal = dict(DEAL_A, radli=[1, 0, 0, 0])
    g = finished(deal, SOLO, ["T2"], OTHERS, 0, tricks_side=12)
    scores, _, items = items_of(g)
    assert scores[0] == 500 and g.radli[0] == 0
    g = games.new_game("tarok", seed=2, setup=dict(DEAL_A, deal=8, radli=[2, 0, 1, 0], scores=[10, 20, 30, 40]))
    events = []
    while not g.is_over:
        events += g.apply(g.legal_actions()[0])
    end = events[-1]
    assert end["type"] == "match_end" and end["radli_penalty"] == [-100 * r for r in g.radli]
    assert g.returns() == [float(s) for s in end["scores"]]


def test_29_the_called_king_taken_from_the_talon_wins_the_rest_of_it():
    deal = {"dealer": 3, "hands": [
        ["SK", "T21", "T20", "T19", "T18", "T17", "KH", "QH", "NH", "NS", "QS", "10S"],
        ["T1", "T2", "T3", "T4", "KD", "QD", "ND", "JD", "1D", "2D", "3D", "9S"],
        ["T5", "T6", "T7", "T8", "T9", "JH", "1H", "2H", "3H", "4H", "4D", "8S"],
        ["T10", "T11", "T12", "T13", "KC", "QC", "NC", "JC", "10C", "9C", "8C", "7S"]],
        "talon": ["KS", "T15", "T16", "T14", "JS", "7C"]}
    g = game(deal, ["pass", "pass", "pass", "bid three", "call KS", "talon 0", "discard QH NH QS", *PASSES, *PASSES])
    assert g.called_in_talon and g.partner is None
    for action in ["play KS", "play 9S", "play 8S", "play 7S"]:
        g.apply(action)
    assert g.to_act == 0 and g.talon == [] and set(c("T14", "JS", "7C")) <= set(g.taken[0])


def test_30_a_match_has_eight_deals():
    g = games.new_game("tarok", seed=5)
    deals = {1}
    while not g.is_over:
        g.apply(g.legal_actions()[0])
        deals.add(g.observation(0)["deal"])
    assert deals == set(range(1, 9)) and len(g.observation(0)["past"]) == 8


def test_31_a_setup_without_a_tarok_in_some_hand_is_refused():
    bad = {"dealer": 3, "hands": [DEAL_A["hands"][0], DEAL_A["hands"][1], DEAL_A["hands"][2],
                                  ["KC", "QC", "NC", "JC", "10C", "9C", "8C", "7C", "NS", "JS", "7S", "T14"]],
           "talon": ["T10", "T11", "T12", "T13", "T15", "T16"]}
    games.new_game("tarok", seed=1, setup=bad)  # this one has T14
    bad["hands"][3] = ["KC", "QC", "NC", "JC", "10C", "9C", "8C", "7C", "NS", "JS", "7S", "JH"]
    with pytest.raises(ValueError):
        games.new_game("tarok", seed=1, setup=bad)
