"""Skat deals of the cards one seat cannot see, consistent with everything public.

The hidden cards are the other hands and the Skat (for the declarer who
picked it up, only the other hands). What is public narrows them:

* every card played, and the declarer's open hand in an ouvert game;
* voids: a seat that did not follow the led suit (trumps counting as one
  suit, the Unters among them, in suit and grand games) holds none of it;
* the number of cards each seat holds.

The declarer's two put-away cards are free of every void (they left the
hand before the first trick). The sampled game is rebuilt by dealing the
sampled cards and replaying the public actions of the deal (and the
declarer's own put-away, known to the declarer or sampled for the others),
so it is the same engine state that the real deal reached.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("skat", seed=4)
>>> for _ in range(12):
...     _ = g.apply(g.legal_actions()[-1] if g.phase == "bidding" else g.legal_actions()[0])
>>> seat = g.to_act
>>> world = sample(g.observation(seat), random.Random(5))
>>> world.observation(seat) == g.observation(seat), world.legal_actions() == g.legal_actions()
(True, True)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..base import MAX_SEED, Game
from .rules import BIT, CARD, CLASS, CLASS_MASK, DECK_SIZE, FULL_MASK, GAME_TYPE, cards_of

if TYPE_CHECKING:
    from .engine import Skat

SEATS = 3
#: Random tries at dealing under the voids before the exact search takes over.
TRIES = 30


def _mask(codes: list[str] | None) -> int:
    mask = 0
    for code in codes or ():
        mask |= BIT[CARD[code]]
    return mask


def voids(observation: dict[str, Any]) -> list[int]:
    """For each seat, the mask of cards it cannot hold: the classes it failed to follow."""
    result = [0, 0, 0]
    contract = observation["contract"]
    if contract is None:
        return result
    game_type = GAME_TYPE[contract.split()[0]]
    klass, masks = CLASS[game_type], CLASS_MASK[game_type]
    tricks = [trick["cards"] for trick in observation["tricks"]] + [observation["trick"]["cards"]]
    for cards in tricks:
        if not cards:
            continue
        led = klass[CARD[cards[0]["card"]]]
        for item in cards[1:]:
            if klass[CARD[item["card"]]] != led:
                result[item["seat"]] |= masks[led]
    return result


def deal_hidden(pool: int, buckets: list[tuple[int, int]], rng: random.Random) -> list[int] | None:
    """Deal the cards of ``pool`` into buckets of (size, forbidden mask); None if impossible.

    Random tries first (the cards fewest buckets may take go first, each into a bucket drawn
    in proportion to its room), then an exhaustive search, which finds a deal whenever one exists.
    """
    cards = cards_of(pool)
    allowed = {card: [index for index, (size, forbidden) in enumerate(buckets) if size and not forbidden & BIT[card]] for card in cards}
    for _ in range(TRIES):
        order = list(cards)
        rng.shuffle(order)
        order.sort(key=lambda card: len(allowed[card]))
        room = [size for size, _ in buckets]
        dealt = [0] * len(buckets)
        for card in order:
            choices = [index for index in allowed[card] if room[index]]
            if not choices:
                break
            pick = rng.randrange(sum(room[index] for index in choices))
            for index in choices:
                pick -= room[index]
                if pick < 0:
                    break
            room[index] -= 1
            dealt[index] |= BIT[card]
        else:
            return dealt
    return _search(cards, allowed, [size for size, _ in buckets])


def _search(cards: list[int], allowed: dict[int, list[int]], room: list[int]) -> list[int] | None:
    dealt = [0] * len(room)
    order = sorted(cards, key=lambda card: len(allowed[card]))

    def place(position: int) -> bool:
        if position == len(order):
            return True
        card = order[position]
        for index in allowed[card]:
            if room[index]:
                room[index] -= 1
                dealt[index] |= BIT[card]
                if place(position + 1):
                    return True
                room[index] += 1
                dealt[index] ^= BIT[card]
        return False

    return dealt if place(0) else None


def _actions(observation: dict[str, Any], discard: int) -> list[str]:
    """The actions of the deal so far, the put-away one as ``discard`` says."""
    from .engine import DISCARD_ACTION

    actions = [bid["action"] for bid in observation["bids"]]
    if observation["hand_game"] is not None:
        actions.append("hand" if observation["hand_game"] else "pickup")
    if discard:
        first, second = cards_of(discard)
        actions.append(DISCARD_ACTION[(first, second)])
    if observation["contract"] is not None:
        actions.append("declare " + observation["contract"])
    for trick in observation["tricks"]:
        actions.extend("play " + item["card"] for item in trick["cards"])
    actions.extend("play " + item["card"] for item in observation["trick"]["cards"])
    return actions


def sample(observation: dict[str, Any], rng: random.Random) -> Skat:
    """A whole game that ``observation["seat"]`` cannot tell from the one observed."""
    from .engine import Skat, _copy_summary

    over = observation["is_over"]
    history = [_copy_summary(summary) for summary in observation["history"]]
    scores = list(observation["scores"])
    declarer = observation["declarer"]
    picked_up = observation["hand_game"] is False
    if over:
        last = history.pop()
        scores = [score - gained for score, gained in zip(scores, last["deal_scores"])]
        hands = [_mask(hand) for hand in observation["hands"]]
        dealt_skat = _mask(observation["dealt_skat"])
        discard = _mask(last["skat"]) if picked_up and observation["contract"] is not None else 0
    else:
        hands, dealt_skat, discard = _sample_cards(observation, rng)
    game: Skat = object.__new__(Skat)
    Game.__init__(game, observation["seed"] if over else rng.randrange(MAX_SEED + 1), None)
    game.scores = scores
    game.history = history
    game.deal_number = observation["deal"] - 1
    game._result = None
    game.events = []
    game._start_deal(observation["dealer"], [cards_of(hand) for hand in hands], cards_of(dealt_skat))
    game.opening_events = list(game.events)
    for action in _actions(observation, discard):
        game._apply(action)
    if declarer is not None and picked_up:
        assert game.declarer == declarer
    return game


def _sample_cards(observation: dict[str, Any], rng: random.Random) -> tuple[list[int], int, int]:
    """Dealt hands, dealt Skat and the put-away cards of the running deal, the unseen ones sampled."""
    seat = observation["seat"]
    declarer = observation["declarer"]
    picked_up = observation["hand_game"] is False
    played = [0, 0, 0]
    for cards in [trick["cards"] for trick in observation["tricks"]] + [observation["trick"]["cards"]]:
        for item in cards:
            played[item["seat"]] |= BIT[CARD[item["card"]]]
    all_played = played[0] | played[1] | played[2]
    current: list[int | None] = [None, None, None]
    current[seat] = _mask(observation["hand"])
    if observation["open_hand"] is not None:
        current[declarer] = _mask(observation["open_hand"])
    sizes = observation["hand_sizes"]
    skat_size = DECK_SIZE - sum(sizes) - all_played.bit_count()
    own_skat = _mask(observation["skat"])  # the Skat the declarer picked up (declarer only)
    own_discard = _mask(observation["discard"])
    skat_known = seat == declarer and picked_up
    known: int = current[seat] | all_played  # type: ignore[operator]
    if declarer is not None and current[declarer] is not None:
        known |= current[declarer]  # type: ignore[operator]
    if skat_known:
        known |= own_discard
    pool = FULL_MASK & ~known
    forbidden = voids(observation)
    others = [other for other in range(SEATS) if current[other] is None]
    buckets = [(sizes[other], forbidden[other]) for other in others]
    if not skat_known:
        buckets.append((skat_size, 0))
    dealt = deal_hidden(pool, buckets, rng)
    if dealt is None:  # pragma: no cover - the real deal is always one of them
        raise ValueError("No deal fits this observation.")
    for index, other in enumerate(others):
        current[other] = dealt[index]
    skat_now = own_discard if skat_known else (dealt[-1] if skat_size else 0)
    hands = [current[s] | played[s] for s in range(SEATS)]  # type: ignore[operator]
    discard = 0
    if declarer is not None and picked_up:
        # The declarer's twelve cards: the hand, the cards played and the cards put away.
        discard = skat_now
        twelve = hands[declarer] | discard
        if skat_known:
            dealt_skat = own_skat
        else:
            dealt_skat = 0
            for card in rng.sample(cards_of(twelve), 2):
                dealt_skat |= BIT[card]
        hands[declarer] = twelve & ~dealt_skat
    else:
        dealt_skat = skat_now
    return hands, dealt_skat, discard
