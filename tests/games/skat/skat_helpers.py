"""What the Skat tests share: fixed deals, auctions that make a given seat declarer, play-outs."""

from __future__ import annotations

import random

from cardavia import games

#: With the dealer at seat 2: forehand 0, middlehand 1, rearhand 2.
AUCTION_TO = {
    0: ["pass", "pass", "bid 18"],  # middlehand and rearhand pass, forehand bids 18 alone
    1: ["bid 18", "pass", "pass"],  # middlehand bids 18, forehand passes, rearhand passes
    2: ["pass", "bid 18", "pass"],  # middlehand passes, rearhand bids 18, forehand passes
}


def new_deal(hands: list[str], skat: str, dealer: int = 2, seed: int = 1) -> games.Game:
    """A list whose first deal is ``hands`` (one string of ten cards per seat) and ``skat``."""
    return games.new_game(
        "skat", seed=seed, setup={"dealer": dealer, "hands": [hand.split() for hand in hands], "skat": skat.split()}
    )


def first_legal(game: games.Game) -> str:
    return game.legal_actions()[0]


def play_deal(game: games.Game, declarer_cards: list[str] | None = None) -> dict:
    """Play the current deal to its end: the declarer plays ``declarer_cards`` in order (each must
    be legal), everyone else the first legal card; returns the deal's ``deal_end`` event."""
    order = list(declarer_cards or [])
    while True:
        seat = game.to_act
        if order and seat == game.declarer:
            action = "play " + order.pop(0)
            assert action in game.legal_actions(), (action, game.legal_actions())
        else:
            action = first_legal(game)
        for event in game.apply(action):
            if event["type"] == "deal_end":
                return event


def random_list(seed: int, rng: random.Random) -> games.Game:
    game = games.new_game("skat", seed=seed)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game
