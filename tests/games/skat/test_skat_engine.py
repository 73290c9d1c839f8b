"""The Skat engine's edges: setups, refused actions and their reasons, the deal from the seed."""

from __future__ import annotations

import pytest
from skat_helpers import AUCTION_TO, new_deal

from cardavia import games

HANDS = ["UE UG UH US AE 10E AG 10G AH 10H", "KE OE 9E 8E 7E KG OG 9G 8G 7G", "KH OH 9H 8H 7H AS KS OS 10S 9S"]


@pytest.mark.parametrize(
    "setup",
    [
        {"dealer": 3},
        {"hands": [h.split() for h in HANDS]},  # no skat
        {"hands": [h.split() for h in HANDS], "skat": ["8S", "8S"]},
        {"hands": [h.split() for h in HANDS], "skat": ["8S", "XX"]},
        {"hands": [h.split() for h in HANDS][:2], "skat": ["8S", "7S"]},
        {"dealer": 0, "talon": []},
        "dealer 0",
    ],
)
def test_a_bad_setup_is_refused(setup):
    with pytest.raises(ValueError):
        games.new_game("skat", seed=1, setup=setup)


def test_the_seed_deals_ten_ten_ten_and_two():
    game = games.new_game("skat", seed=11)
    cards = [card for seat in range(3) for card in game.observation(seat)["hand"]]
    assert len(cards) == 30 == len(set(cards))
    again = games.new_game("skat", seed=11)
    assert [again.observation(seat) for seat in range(3)] == [game.observation(seat) for seat in range(3)]


@pytest.mark.parametrize(
    "actions, refused, code",
    [
        ([], "hold", "not_listener"),
        (["bid 18"], "bid 20", "must_answer"),
        ([], "play UE", "wrong_phase"),
        ([], "shout", "unknown_action"),
        (AUCTION_TO[0], "discard 8S 7S", "wrong_phase"),
        (AUCTION_TO[0] + ["pickup"], "discard 7S 8S", "discard_order"),
        (AUCTION_TO[0] + ["pickup"], "discard UE UE", "discard_same"),
        (AUCTION_TO[0] + ["pickup"], "discard KE 7S", "not_in_hand"),
        (AUCTION_TO[0] + ["pickup"], "discard 7S", "discard_two"),
        (AUCTION_TO[0] + ["hand"], "declare grand schwarz", "bad_declaration"),
        (AUCTION_TO[0] + ["hand", "declare grand"], "play KE", "not_in_hand"),
        (AUCTION_TO[0] + ["hand", "declare grand"], "play ZZ", "unknown_card"),
        (AUCTION_TO[0] + ["hand", "declare eichel", "play UE"], "play KG", "must_follow_trump"),
        (AUCTION_TO[0] + ["hand", "declare grand", "play AE"], "play KG", "must_follow_suit"),
    ],
)
def test_refused_actions_say_why(actions, refused, code):
    game = new_deal(HANDS, "8S 7S")
    for action in actions:
        game.apply(action)
    with pytest.raises(games.IllegalAction) as error:
        game.apply(refused)
    assert error.value.code == code, str(error.value)
