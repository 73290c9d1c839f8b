"""A Dou Dizhu position dealt again from what one seat knows.

What a seat cannot see is the other two hands (and, before the auction ends,
the kitty). What is public narrows them:

* every card played, by whom; the kitty, once taken: the landlord still holds
  the kitty cards it has not played;
* the suits of the cards played: a play of n cards of a rank takes the
  seat's first n of that rank in the order S H D C, so a seat holds no card
  of a rank in a suit before the last one it played of that rank.

The unseen cards are dealt at random among the deals that keep these: the
cards that only one place may hold go there first, then the others one by
one, each to a place that may hold it, chosen in proportion to the room left
(a deal that runs out of room is dealt again). The sampled game is then built
as the deal's setup and replays the deal's public moves, so its state is the
engine's own; the match so far (deal number, scores, earlier deals) is copied.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("doudizhu", seed=4)
>>> for _ in range(12):
...     _ = g.apply(g.legal_actions()[-1])
>>> seat = g.to_act
>>> world = sample(g.observation(seat), random.Random(2))
>>> world.observation(seat) == g.observation(seat), world.legal_actions() == g.legal_actions()
(True, True)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from cardavia.cards.french import PACK

from ..base import MAX_SEED

if TYPE_CHECKING:
    from .engine import DouDizhuGame

INDEX = {code: i for i, code in enumerate(PACK)}
TRIES = 1000


def sample(observation: dict[str, Any], rng: random.Random) -> DouDizhuGame:
    """The game of :func:`games.sample_game` for Dou Dizhu."""
    from .engine import DouDizhuGame, HAND_SIZE, KITTY_SIZE, PLAYERS

    if observation["is_over"]:
        raise ValueError("The match is over: every hand is shown, nothing is left to sample.")
    me = observation["seat"]
    mine = [INDEX[code] for code in observation["hand"]]
    played = [[INDEX[code] for code in cards] for cards in observation["played"]]
    landlord = observation["landlord"]
    kitty_known = observation["kitty"] is not None
    kitty = [INDEX[code] for code in observation["kitty"]] if kitty_known else []
    seen = set(mine)
    for cards in played:
        seen.update(cards)
    # Places: the two other seats, and the kitty while it is face down (place PLAYERS).
    others = [seat for seat in range(PLAYERS) if seat != me]
    fixed: dict[int, list[int]] = {seat: [] for seat in others}
    if kitty_known and landlord != me:
        fixed[landlord] = [card for card in kitty if card not in seen]
        seen.update(fixed[landlord])
    room = {seat: observation["hand_sizes"][seat] - len(fixed[seat]) for seat in others}
    places = list(others)
    if not kitty_known:
        room[PLAYERS] = KITTY_SIZE
        places.append(PLAYERS)
    # A seat holds no card of a rank in a suit before the last one it played of that rank.
    floor = {place: [-1] * 15 for place in places}
    for seat in others:
        for card in played[seat]:
            if card < 52:
                rank = card >> 2
                floor[seat][rank] = max(floor[seat][rank], card & 3)
    unseen = [card for card in range(len(PACK)) if card not in seen]
    allowed = {card: [p for p in places if card >= 52 or (card & 3) > floor[p][card >> 2]] for card in unseen}
    dealt = None
    for _ in range(TRIES):
        left = dict(room)
        hands: dict[int, list[int]] = {p: [] for p in places}
        order = list(unseen)
        rng.shuffle(order)
        order.sort(key=lambda card: len(allowed[card]))
        for card in order:
            open_places = [p for p in allowed[card] if left[p] > 0]
            if not open_places:
                break
            weights = [left[p] for p in open_places]
            place = rng.choices(open_places, weights)[0]
            hands[place].append(card)
            left[place] -= 1
        else:
            dealt = hands
            break
    if dealt is None:
        raise ValueError("No deal fits this observation.")
    originals: list[list[int]] = [[] for _ in range(PLAYERS)]
    for seat in range(PLAYERS):
        current = mine if seat == me else dealt[seat] + fixed[seat]
        originals[seat] = current + played[seat]
    if kitty_known:
        assert landlord is not None
        originals[landlord] = [card for card in originals[landlord] if card not in kitty]
    else:
        kitty = dealt[PLAYERS]
    assert all(len(hand) == HAND_SIZE for hand in originals), [len(h) for h in originals]
    setup = {
        "first": observation["first"],
        "hands": [[PACK[c] for c in sorted(hand)] for hand in originals],
        "kitty": [PACK[c] for c in sorted(kitty)],
    }
    game = DouDizhuGame(seed=rng.randrange(MAX_SEED + 1), setup=setup)
    game.setup = None
    game.deal_number = observation["deal"] - 1
    game.scores = list(observation["scores"])
    game.history = [dict(record) for record in observation["history"]]
    game.opening_events = [game._deal_event()]
    for _seat, action in observation["moves"]:
        game.legal_actions()
        game.apply(action)
    game.log = []
    return game
