"""The opponent's hands a Truco seat cannot rule out, and a game dealt from one of them.

Within a hand the only card a seat cannot see is what the opponent still
holds. What is public narrows it: the cards both have played, and the
opponent's envido points once a quiero showed them. Earlier hands say
nothing (the deck is shuffled anew), and later hands come from the sampled
game's own generator.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("truco", seed=3, setup={"dealer": 1, "hands": [["7O", "6O", "1E"], ["4C", "5C", "12B"]]})
>>> _ = g.apply("envido"); _ = g.apply("quiero")
>>> observation = g.observation(0)
>>> hands = opponent_hands(observation)
>>> len(hands), all(envido_of(hand) == 29 for hand in hands)
(323, True)
>>> sample(observation, random.Random(0)).observation(0) == observation
True
"""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Any

from ..base import MAX_SEED
from .cards import CODES, INDEX, envido_of

if TYPE_CHECKING:
    from .engine import TrucoGame

Hand = tuple[int, ...]  # card numbers, ascending


@lru_cache(maxsize=1)
def _hands_by_envido() -> dict[int, list[tuple[int, Hand]]]:
    """Every three-card hand (bit mask, cards) by its envido value."""
    table: dict[int, list[tuple[int, Hand]]] = {}
    for hand in combinations(range(len(CODES)), 3):
        table.setdefault(envido_of(hand), []).append((1 << hand[0] | 1 << hand[1] | 1 << hand[2], hand))
    return table


def _known(observation: dict[str, Any]) -> tuple[Hand, Hand, int | None]:
    """My three dealt cards (those played first, then the hand in its order), the opponent's
    played cards, and his envido points if shown."""
    seat = observation["seat"]
    other = 1 - seat
    mine: list[int] = []
    theirs: list[int] = []
    for trick in observation["tricks"]:
        if trick["cards"][seat] is not None:
            mine.append(INDEX[trick["cards"][seat]])
        if trick["cards"][other] is not None:
            theirs.append(INDEX[trick["cards"][other]])
    mine += [INDEX[code] for code in observation["hand"]]
    values = observation["envido"]["values"]
    return tuple(mine), tuple(theirs), None if values is None else values[other]


def opponent_hands(observation: dict[str, Any]) -> tuple[Hand, ...]:
    """Every three-card hand the opponent may have been dealt this hand, each listed once.

    A hand holds the cards he has played, none of mine, and has his shown
    envido points when a quiero showed them. Uniform over this list is
    uniform over the deals consistent with the observation.
    """
    mine, played, shown = _known(observation)
    return consistent_hands(tuple(sorted(mine)), played, shown)


@lru_cache(maxsize=64)
def consistent_hands(mine: Hand, played: Hand, shown: int | None) -> tuple[Hand, ...]:
    """The hands of :func:`opponent_hands` from what they depend on: my dealt cards, his
    played cards and his shown envido points (None while not shown)."""
    blocked = sum(1 << c for c in mine)
    needed = sum(1 << c for c in played)
    if shown is not None:
        return tuple(hand for mask, hand in _hands_by_envido()[shown] if not mask & blocked and mask & needed == needed)
    unseen = [c for c in range(len(CODES)) if not blocked >> c & 1 and not needed >> c & 1]
    return tuple(tuple(sorted(played + rest)) for rest in combinations(unseen, 3 - len(played)))


def _random_hand(observation: dict[str, Any], rng: random.Random) -> Hand:
    """One hand of :func:`opponent_hands`, uniformly, without listing them when nothing was shown."""
    mine, played, shown = _known(observation)
    if shown is not None:
        hands = opponent_hands(observation)
        return hands[rng.randrange(len(hands))]
    unseen = [c for c in range(len(CODES)) if c not in mine and c not in played]
    return tuple(sorted(played + tuple(rng.sample(unseen, 3 - len(played)))))


def sample(observation: dict[str, Any], rng: random.Random) -> TrucoGame:
    """The game of :func:`games.sample_game` for Truco.

    The current hand is dealt again from its start (my cards, and a hand of
    :func:`opponent_hands` for the opponent) with the scores it began with,
    and its public actions are replayed; the match's past is copied.
    """
    from .engine import TrucoGame

    if observation["is_over"]:
        raise ValueError("The match is over: every card of its last hand is shown, nothing is left to sample.")
    seat = observation["seat"]
    mine, _, _ = _known(observation)
    theirs = _random_hand(observation, rng)
    hands: list[list[str]] = [[], []]
    hands[seat] = [CODES[c] for c in mine]
    hands[1 - seat] = [CODES[c] for c in theirs]
    points = observation["hand_points"]
    scores = [observation["scores"][s] - points["envido"][s] - points["truco"][s] for s in (0, 1)]
    game = TrucoGame(seed=rng.randrange(MAX_SEED + 1), setup={"dealer": observation["dealer"], "hands": hands, "scores": scores})
    game.hand_number = observation["hand_number"]
    game.history = [dict(record) for record in observation["history"]]
    for _, action in observation["actions"]:
        game.apply(action)
    game.log = []
    return game
