"""The worked examples of docs/rules/koikoi.md, section 4 (KK-01 ... KK-30), one test each."""

from __future__ import annotations

import json

import pytest

from cardavia import games
from cardavia.cards.hanafuda import PACK
from cardavia.games import IllegalAction
from cardavia.games.koikoi import stop_value, teshi_or_kuttsuki, yaku
from cardavia.games.koikoi.cards import INDEX


def deal(hands: list[list[str]], field: list[str], stock_top: list[str], dealer: int = 0, **extra) -> games.Game:
    """A fixed first round: the stock starts with ``stock_top`` and goes on with the other cards in pack order."""
    used = set(hands[0]) | set(hands[1]) | set(field) | set(stock_top)
    stock = list(stock_top) + [c for c in PACK if c not in used]
    return games.new_game("koikoi", seed=5, setup={"dealer": dealer, "hands": hands, "field": field, "stock": stock, **extra})


def run(g: games.Game, *actions: str) -> list[dict]:
    events: list[dict] = []
    for action in actions:
        events.extend(g.apply(action))
    return events


def snapshot(g: games.Game) -> str:
    return json.dumps([g.observation(0), g.observation(1), g.log, g.legal_actions(), g.to_act])


# The round of KK-01 and KK-12 ... KK-17: seat 0 deals and plays first.
HAND0 = ["3a", "1a", "11a", "2a", "6a", "7a", "4c", "5c"]
HAND1 = ["8a", "2b", "6b", "7b", "10a", "12b", "12c", "5a"]
FIELD = ["3c", "8c", "1c", "11d", "12d", "9c", "4d", "5d"]
STOCK = ["10b", "9a", "12a", "2d", "6d"]


OTHER_FIELD = ["3c", "8c", "6c", "11d", "12d", "9c", "4d", "5d"]


def koi_round(**extra) -> games.Game:
    return deal([HAND0, HAND1], FIELD, STOCK, **extra)


# -- the yaku (KK-01 ... KK-11): a captured pile and what it holds -------------------------

YAKU_EXAMPLES = [
    # KK-01 the bright yaku: only the best one counts
    (["1a", "3a", "8a", "11a", "12a"], {"goko": 10}),
    (["1a", "3a", "8a", "12a"], {"shiko": 8}),
    (["1a", "3a", "11a", "12a"], {"ame-shiko": 7}),
    (["1a", "8a", "12a"], {"sanko": 5}),
    (["1a", "11a", "12a"], {}),  # three brights with the rain man: nothing
    # KK-02 the sake cup with the curtain and with the moon, each 5, beside Sanko
    (["3a", "9a"], {"hanami-zake": 5}),
    (["8a", "9a"], {"tsukimi-zake": 5}),
    (["1a", "3a", "8a", "9a"], {"sanko": 5, "hanami-zake": 5, "tsukimi-zake": 5}),
    # KK-03 Inoshikacho 5, +1 for each other animal (the sake cup is one), without Tane beside it
    (["6a", "7a", "10a"], {"inoshikacho": 5}),
    (["6a", "7a", "10a", "2a", "4a", "9a"], {"inoshikacho": 8}),
    # KK-04 Tane: five animals 1, +1 each beyond five
    (["2a", "4a", "5a", "8b", "11b"], {"tane": 1}),
    (["2a", "4a", "5a", "8b", "11b", "6a", "7a"], {"tane": 3}),
    # KK-05 Akatan and Aotan 5 each, +1 for each other ribbon
    (["1b", "2b", "3b"], {"akatan": 5}),
    (["1b", "2b", "3b", "4b", "11c"], {"akatan": 7}),
    (["6b", "9b", "10b", "7b"], {"aotan": 6}),
    # KK-06 both together: 10 +1 for each other ribbon, in place of the two
    (["1b", "2b", "3b", "6b", "9b", "10b"], {"akatan-aotan": 10}),
    (["1b", "2b", "3b", "6b", "9b", "10b", "4b", "5b"], {"akatan-aotan": 12}),
    # KK-07 Tanzaku: five ribbons 1, +1 each beyond five
    (["1b", "2b", "4b", "5b", "7b"], {"tanzaku": 1}),
    (["1b", "2b", "4b", "5b", "7b", "11c", "6b"], {"tanzaku": 3}),
    # KK-08 Kasu: ten chaff 1, +1 each beyond ten; 11d and 12b-12d are chaff
    (["1c", "1d", "2c", "2d", "3c", "3d", "4c", "4d", "5c", "5d"], {"kasu": 1}),
    (["1c", "1d", "2c", "2d", "3c", "3d", "4c", "4d", "11d", "12b", "12c", "12d"], {"kasu": 3}),
    # KK-09 the sake cup counts twice: as the tenth chaff and as the fifth animal
    (["1c", "1d", "2c", "2d", "3c", "3d", "4c", "4d", "5c", "9a"], {"kasu": 1}),
    (["1c", "1d", "2c", "2d", "3c", "3d", "4c", "4d", "5c", "9a", "2a", "4a", "5a", "8b"], {"tane": 1, "kasu": 1}),
    # KK-10 everything at once: yaku add up
    (
        ["1a", "3a", "8a", "9a", "6a", "7a", "10a", "1b", "2b", "3b", "6b", "9b", "10b"],
        {"sanko": 5, "hanami-zake": 5, "tsukimi-zake": 5, "inoshikacho": 6, "akatan-aotan": 10},
    ),
    # KK-11 below every threshold: nothing
    (["1a", "3a", "2a", "4a", "5a", "8b", "1b", "2b", "4b", "5b", "1c", "1d", "2c"], {}),
]


@pytest.mark.parametrize("cards, expected", YAKU_EXAMPLES, ids=[" ".join(c) for c, _ in YAKU_EXAMPLES])
def test_kk01_to_kk11_yaku_of_a_pile(cards, expected):
    assert yaku(cards) == expected


def test_kk12_stopping_doubles_at_seven_and_again_after_the_opponents_koi():
    assert [stop_value(base, False) for base in (1, 6, 7, 10)] == [1, 6, 14, 20]
    assert [stop_value(base, True) for base in (1, 6, 7, 10)] == [2, 12, 28, 40]


# -- a round: matching by month ------------------------------------------------------------


def test_kk13_the_deal_and_the_first_legal_plays():
    g = koi_round()
    assert g.to_act == 0  # the dealer plays first
    assert g.legal_actions() == ["play 1a", "play 2a", "play 3a", "play 4c", "play 5c", "play 6a", "play 7a", "play 11a"]
    obs = g.observation(1)
    assert obs["field"] == FIELD and obs["hand"] == sorted(HAND1, key=INDEX.get) and obs["stock_size"] == 24
    assert obs["phase"] == "play" and obs["round"] == 1 and obs["dealer"] == 0 and obs["scores"] == [0, 0]


def test_kk14_a_capture_then_the_turned_card_joins_the_field():
    g = koi_round()
    events = g.apply("play 3a")
    assert [(e["type"], e["card"], e["captured"]) for e in events] == [("play", "3a", ["3c"]), ("turn", "10b", [])]
    obs = g.observation(0)
    assert obs["captured"] == [["3a", "3c"], []] and "10b" in obs["field"] and "3c" not in obs["field"]
    assert g.to_act == 1 and obs["yaku"] == [{}, {}]


def test_kk15_hanging_on_a_yaku_koi_or_stop_shows_what_stopping_scores():
    g = koi_round()
    events = run(g, "play 3a", "play 8a")
    assert [e["type"] for e in events][-1] == "yaku"
    assert events[-1] == {"type": "yaku", "seat": 1, "yaku": {"tsukimi-zake": 5}, "points": 5}
    assert g.to_act == 1 and g.legal_actions() == ["koi", "stop"]
    assert g.observation(0)["stop_value"] == 5 and g.observation(1)["phase"] == "koi"


def test_kk16_stop_scores_the_round_and_the_winner_deals_the_next():
    g = koi_round()
    events = run(g, "play 3a", "play 8a", "stop")
    end = [e for e in events if e["type"] == "round-end"][0]
    assert end["winner"] == 1 and end["points"] == 5 and end["deal_scores"] == [0, 5] and end["yaku"] == {"tsukimi-zake": 5}
    obs = g.observation(0)
    assert obs["scores"] == [0, 5] and obs["round"] == 2 and obs["dealer"] == 1 and g.to_act == 1
    assert obs["captured"] == [[], []] and len(obs["field"]) == 8 and obs["hand_sizes"] == [8, 8]


def test_kk17_after_the_opponents_koi_a_stop_is_doubled():
    g = koi_round()
    run(g, "play 3a", "play 8a", "koi")
    assert g.observation(0)["koi_calls"] == [0, 1]
    events = g.apply("play 1a")  # 1a takes 1c, the turned 12a takes 12d: Sanko
    assert events[-1]["yaku"] == {"sanko": 5} and g.legal_actions() == ["koi", "stop"]
    assert g.observation(0)["stop_value"] == 10
    events = g.apply("stop")
    assert events[0]["points"] == 10 and g.observation(0)["scores"] == [10, 0]


def test_kk18_both_doublings_together_and_koi_asks_again_only_on_a_raise():
    g = koi_round()
    run(g, "play 3a", "play 8a", "koi", "play 1a", "koi")
    assert g.observation(0)["koi_calls"] == [1, 1]
    g.apply("play 10a")  # takes 10b; the turned 2d joins the field: no raise, no question
    assert g.to_act == 0 and g.observation(0)["phase"] == "play"
    events = g.apply("play 11a")  # takes 11d: four brights with the rain man replace Sanko
    assert events[-1]["yaku"] == {"ame-shiko": 7} and events[-1]["points"] == 7
    assert g.observation(1)["stop_value"] == 28  # 7, doubled at 7 or more, doubled for seat 1's koi
    events = g.apply("stop")
    assert events[0]["points"] == 28 and events[0]["scores"] == [28, 0] and g.observation(0)["dealer"] == 0


def test_kk19_a_played_card_that_matches_two_names_its_field_card():
    g = deal(
        [["3b", "1a", "2a", "4a", "5a", "6a", "7a", "8a"], ["9a", "10a", "11a", "12a", "1b", "2b", "4b", "5b"]],
        ["3a", "3c", "11d", "12d", "9c", "10c", "6d", "7d"],
        ["1c"],
    )
    legal = g.legal_actions()
    assert "play 3b 3a" in legal and "play 3b 3c" in legal and "play 3b" not in legal
    error = pytest.raises(IllegalAction, g.apply, "play 3b").value
    assert error.code == "name-field-card"
    events = g.apply("play 3b 3a")
    assert events[0]["captured"] == ["3a"] and "3c" in g.observation(0)["field"]


def test_kk20_a_played_card_that_matches_three_takes_all_three():
    g = deal(
        [["3d", "1a", "2a", "4a", "5a", "6a", "7a", "8a"], ["9a", "10a", "11a", "12a", "1b", "2b", "4b", "5b"]],
        ["3a", "3b", "3c", "12d", "9c", "10c", "6d", "7d"],
        ["1c"],
    )
    assert "play 3d" in g.legal_actions() and not any(a.startswith("play 3d ") for a in g.legal_actions())
    events = g.apply("play 3d")
    assert sorted(events[0]["captured"]) == ["3a", "3b", "3c"]
    assert g.observation(0)["captured"][0] == ["3d", "3a", "3b", "3c"]


def test_kk21_a_turned_card_that_matches_two_waits_for_take():
    g = deal(
        [["1a", "2a", "4a", "5a", "6a", "7a", "8a", "10a"], ["9a", "11a", "12a", "1b", "2b", "4b", "5b", "10b"]],
        ["3a", "3c", "11d", "12d", "9c", "10c", "6d", "7d"],
        ["3b"],
    )
    events = g.apply("play 1a")  # no pine on the field: it joins it
    assert events[0]["captured"] == [] and events[1] == {"type": "turn", "seat": 0, "card": "3b", "captured": [], "choice": True}
    assert g.to_act == 0 and g.legal_actions() == ["take 3a", "take 3c"]
    assert g.observation(1)["turned"] == "3b" and g.observation(1)["phase"] == "take"
    error = pytest.raises(IllegalAction, g.apply, "play 2a").value
    assert error.code == "take-which"
    events = g.apply("take 3c")
    assert events[0] == {"type": "take", "seat": 0, "card": "3b", "captured": ["3c"]}
    assert g.observation(0)["captured"][0] == ["3b", "3c"] and g.to_act == 1


# -- hands that score at once, deals thrown in, the end -------------------------------------


def test_kk22_teshi_scores_six_at_once():
    hand = ["1a", "1b", "1c", "1d", "2a", "3a", "4a", "5a"]
    g = deal([hand, ["8a", "2b", "6b", "7b", "10a", "12b", "12c", "5b"]], OTHER_FIELD, STOCK, dealer=1)
    kinds = [e["type"] for e in g.opening_events]
    assert kinds == ["deal", "round-end", "deal"]
    end = g.opening_events[1]
    assert end["reason"] == "teshi" and end["winner"] == 0 and end["points"] == 6 and end["shown"] == hand
    obs = g.observation(1)
    assert obs["scores"] == [6, 0] and obs["round"] == 2 and obs["dealer"] == 0 and g.to_act == 0
    assert teshi_or_kuttsuki([INDEX[c] for c in hand]) == "teshi"


def test_kk23_kuttsuki_four_pairs_scores_six_at_once():
    pairs = ["2a", "2b", "6a", "6b", "7b", "7c", "10a", "10b"]
    g = deal([["3a", "1a", "11a", "2c", "6c", "7a", "4c", "5c"], pairs], FIELD, ["9a", "12a"])
    end = g.opening_events[1]
    assert end["reason"] == "kuttsuki" and end["winner"] == 1 and end["deal_scores"] == [0, 6]
    assert g.observation(0)["dealer"] == 1 and g.observation(0)["scores"] == [0, 6] and g.observation(0)["history"][0]["reason"] == "kuttsuki"


def test_kk24_both_hands_teshi_or_kuttsuki_is_dealt_again():
    g = deal([["1a", "1b", "1c", "1d", "2a", "3a", "4a", "5a"], ["2b", "2c", "6a", "6b", "7b", "7c", "10a", "10b"]], OTHER_FIELD, ["9a"])
    first = g.opening_events[0]
    assert first["type"] == "deal" and first["round"] == 1 and first["redeals"] == 1 and first["field"] != OTHER_FIELD
    assert [e["type"] for e in g.opening_events] == ["deal"] and g.observation(0)["scores"] == [0, 0]


def test_kk25_four_of_a_month_on_the_field_is_dealt_again():
    field = ["3a", "3b", "3c", "3d", "12d", "9c", "4d", "5d"]
    g = deal([["8d", "1a", "11a", "2a", "6a", "7a", "4c", "5c"], HAND1], field, STOCK)
    first = g.opening_events[0]
    assert first["redeals"] >= 1 and first["field"] != field and first["round"] == 1


def test_kk26_an_exhausted_round_scores_nothing_and_keeps_its_dealer():
    # Seat 1 deals. Playing the first legal card each time, every turn takes at most one pair
    # (docs/rules/koikoi.md, KK-26): seat 0 ends with three brights with the rain man, three
    # ribbons and nine chaff; seat 1 with two brights, three animals, three ribbons, eight chaff.
    hands = [["1a", "2b", "3c", "4d", "5a", "6b", "7c", "8d"], ["9a", "10b", "11c", "12d", "1b", "2c", "3d", "4a"]]
    field = ["5b", "6c", "7d", "8a", "9b", "10c", "11d", "12a"]
    stock = ["1c", "9c", "2d", "10d", "3a", "11a", "4b", "12b", "5c", "1d", "6d", "2a", "7a", "3b", "8b", "4c"]
    g = games.new_game("koikoi", seed=5, setup={"dealer": 1, "hands": hands, "field": field, "stock": stock + [c for c in PACK if c not in set(sum(hands, [])) | set(field) | set(stock)]})
    events: list[dict] = []
    while g.observation(0)["round"] == 1:
        assert g.legal_actions()[0].startswith("play"), g.legal_actions()
        events += g.apply(g.legal_actions()[0])
    end = [e for e in events if e["type"] == "round-end"][0]
    assert end == {"type": "round-end", "round": 1, "winner": None, "reason": "exhausted", "yaku": {}, "points": 0, "deal_scores": [0, 0], "scores": [0, 0], "shown": []}
    assert not [e for e in events if e["type"] == "yaku"]
    assert g.observation(0)["dealer"] == 1 and g.observation(0)["scores"] == [0, 0]


def test_kk27_the_twelfth_round_ends_the_match_and_the_higher_total_wins():
    g = koi_round(round=12, scores=[10, 3])
    events = run(g, "play 3a", "play 8a", "stop")
    assert events[-1] == {"type": "match-end", "winner": 0, "scores": [10, 8]}
    assert g.is_over and g.result == {"winner": 0, "scores": [10, 8]} and g.returns() == [10.0, 8.0]
    assert g.observation(1)["seed"] == 5 and len(g.observation(1)["hands"]) == 2


def test_kk28_equal_totals_draw():
    g = koi_round(round=12, scores=[13, 8])
    run(g, "play 3a", "play 8a", "stop")
    assert g.result == {"winner": None, "scores": [13, 13]}


def test_kk29_wrong_actions_are_refused_and_change_nothing():
    g = koi_round()
    before = snapshot(g)
    for action, code in [("play 9a", "not-in-hand"), ("play 3a 3c", "no-choice"), ("koi", "play-a-card"), ("take 3c", "play-a-card")]:
        error = pytest.raises(IllegalAction, g.apply, action).value
        assert error.code == code, action
        assert snapshot(g) == before
    run(g, "play 3a", "play 8a")
    assert pytest.raises(IllegalAction, g.apply, "play 2b").value.code == "koi-or-stop"


def test_kk30_setups_are_checked():
    with pytest.raises(ValueError):
        deal([HAND0, HAND1[:7]], FIELD, STOCK)
    with pytest.raises(ValueError):
        deal([HAND0, HAND1], FIELD[:-1] + ["3a"], STOCK)
