"""A Kowa deal dealt again from what one seat knows.

What the seat cannot see is the other seats' concealed cards and the order
of the stock. What is public narrows them:

* every discard, every take and every draw shown (after a declaration): the
  observation's ``known`` cards of each seat, which it took or drew face up
  and has not discarded since (a floor: it may have let go of another copy);
* an exposed pair: that seat's six concealed cards are two triplets that,
  with the pair, make a ready hand waiting on it (they have not changed
  since: a locked hand discards what it draws);
* a seat choosing whether to declare holds a ready hand.

The deck is the standard one, four copies of each face. The concealed cards
are dealt at random among those that fit: a seat with a ready hand to honour
is dealt first, by drawing until the hand fits (or, when few hands fit, by
choosing among all of them, each as likely as its draws), then the others,
and the stock is what is left, shuffled. When two seats have declared, the
first one's hand may leave no ready hand for the second; the deal then starts
again. That gives the first seat's hands that leave the second more choice
a little less weight than dealing both at once would; the deal still fits.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("kowa", seed=4)
>>> for _ in range(30):
...     _ = g.apply(g.legal_actions()[0])
>>> seat = g.to_act
>>> world = sample(g.observation(seat), random.Random(2))
>>> world.observation(seat) == g.observation(seat), world.legal_actions() == g.legal_actions()
(True, True)
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from math import comb, prod
from typing import TYPE_CHECKING, Any

from ..base import MAX_SEED, Game
from .faces import FACE_COUNT, HONOUR_FIRST, INDEX, counts_of, waits_of

if TYPE_CHECKING:
    from .engine import KowaGame

COPIES = 4
#: Random draws tried for a ready hand before every fitting hand is listed. A draw is quick and
#: mostly fits within a few hundred tries; when the public cards leave only a few fitting hands
#: (a declared seat's known 7 and 9 with most sevens and nines seen), listing them is the way.
READY_TRIES = 3_000


#: Deals tried when the cards dealt to one declared seat leave no ready hand for another.
DEAL_TRIES = 50


class _NoReadyHand(Exception):
    """The unseen cards left hold no ready hand for the seat being dealt."""


def _fits(counts: list[int], pair: int | None, must_be_ready: bool) -> bool:
    if pair is not None:
        full = list(counts)
        full[pair] += 2
        return pair in waits_of(full)
    return not must_be_ready or bool(waits_of(counts))


def _group_sets(size: int) -> list[tuple[int, ...]]:
    """Every multiset of ``size`` cards of one group (a rank in any suits, or one honour)."""
    sets = [combo for rank in range(9) for combo in combinations_with_replacement((rank, rank + 9, rank + 18), size)]
    return sets + [(honour,) * size for honour in range(HONOUR_FIRST, FACE_COUNT)]


TRIPLETS = _group_sets(3)
PAIRS = _group_sets(2)


def _ready_hands(
    pool: list[int], known: list[int], need: int, extra: int | None, pair: int | None, choosing: bool
) -> list[tuple[list[int], int]]:
    """Every set of cards to draw that completes a ready hand, with the ways of drawing it from ``pool``.

    A ready hand is two triplets and a pair; a declared seat's pair lies on the
    table, so its concealed cards are the two triplets (and a locked seat that
    is discarding also holds ``extra``, its face-up draw). The drawn cards are
    the hand less what is known of it.
    """
    available = counts_of(pool)
    shapes = [a + b for i, a in enumerate(TRIPLETS) for b in TRIPLETS[i:]]
    if pair is None:
        shapes = [shape + p for shape in shapes for p in PAIRS]
    found: dict[tuple[int, ...], int] = {}
    for shape in shapes:
        concealed = counts_of(shape)
        counts = list(concealed)
        if extra is not None:
            counts[extra] += 1
        drawn = [have - floor for have, floor in zip(counts, known)]
        if sum(drawn) != need or any(n < 0 or n > available[face] for face, n in enumerate(drawn)):
            continue
        if not _fits(concealed, pair, choosing):
            continue
        found[tuple(drawn)] = prod(comb(available[face], n) for face, n in enumerate(drawn))
    return [(list(drawn), ways) for drawn, ways in found.items()]


def _deal(
    pool: list[int], known: list[int], need: int, extra: int | None, pair: int | None, choosing: bool, rng: random.Random
) -> list[int]:
    """``need`` cards from ``pool`` that, with the ``known`` ones, make the ready hand the seat must hold.

    Uniform among the draws that fit: random draws first, and if none fits
    soon, a choice among every fitting hand weighted by its ways of being drawn
    (the same distribution, as a draw's chance of fitting does not depend on
    which hand it is).
    """
    for _ in range(READY_TRIES):
        drawn = rng.sample(pool, need)
        concealed = list(known)
        for face in drawn:
            concealed[face] += 1
        if extra is not None:
            concealed[extra] -= 1
        if _fits(concealed, pair, choosing):
            return drawn
    hands = _ready_hands(pool, known, need, extra, pair, choosing)
    if not hands:
        raise _NoReadyHand()
    pick = rng.random() * sum(ways for _drawn, ways in hands)
    for counts, ways in hands:
        pick -= ways
        if pick < 0:
            break
    return [face for face, n in enumerate(counts) for _ in range(n)]


def sample(observation: dict[str, Any], rng: random.Random) -> KowaGame:
    """The game of :func:`games.sample_game` for Kowa."""
    from .engine import ACQUIRE, DECLARE, DISCARD, KowaGame

    if observation["is_over"]:
        raise ValueError("The deal is over: every hand is shown, nothing is left to sample.")
    me = observation["seat"]
    seats = len(observation["hand_sizes"])
    to_act = observation["to_act"]
    phase = observation["phase"]
    declared = [None if code is None else INDEX[code] for code in observation["declared"]]
    known = [counts_of(INDEX[code] for code in cards) for cards in observation["known"]]
    hands: list[list[int]] = [[] for _ in range(seats)]
    hands[me] = counts_of(INDEX[code] for code in observation["hand"])
    pool_counts = [COPIES] * FACE_COUNT
    for face, count in enumerate(hands[me]):
        pool_counts[face] -= count
    for code in observation["discards"]:
        pool_counts[INDEX[code]] -= 1
    for face in declared:
        if face is not None:
            pool_counts[face] -= 2
    others = [s for s in range(seats) if s != me]
    for s in others:
        for face, count in enumerate(known[s]):
            pool_counts[face] -= count
    unseen = [face for face in range(FACE_COUNT) for _ in range(pool_counts[face])]
    # The seats whose concealed cards must make a ready hand are dealt first.
    choosing = to_act if phase == DECLARE and to_act != me else None
    order = sorted(others, key=lambda s: declared[s] is None and s != choosing)
    # Two declared seats compete for the same unseen cards: a ready hand dealt to the first may
    # leave none for the second, and the deal starts again.
    for _ in range(DEAL_TRIES):
        pool = list(unseen)
        try:
            for s in order:
                need = observation["hand_sizes"][s] - sum(known[s])
                constrained = declared[s] is not None or s == choosing
                # A locked seat that is discarding holds its face-up draw beside the concealed six.
                extra = INDEX[observation["drawn"]] if s == to_act and phase == DISCARD and declared[s] is not None else None
                drawn = _deal(pool, known[s], need, extra, declared[s], s == choosing, rng) if constrained else rng.sample(pool, need)
                counts = list(known[s])
                for face in drawn:
                    counts[face] += 1
                hands[s] = counts
                for face in drawn:
                    pool.remove(face)
        except _NoReadyHand:
            continue
        break
    else:
        raise RuntimeError("no deal of the unseen cards fits the observation")
    rng.shuffle(pool)
    stock = pool[: observation["stock"]]

    game = object.__new__(KowaGame)
    Game.__init__(game, seed=rng.randrange(MAX_SEED + 1), setup=None)
    game.opening_events = []
    game.winner = game.method = game.winning_card = game.released_by = game.drawn_deal = None
    game.first = observation["first"]
    game.total_cards = sum(observation["hand_sizes"]) + observation["stock"] + len(observation["discards"]) + 2 * sum(
        face is not None for face in declared
    )
    game.dealt = [[] for _ in range(seats)]  # the deal itself is not known
    game.hands = hands
    game.stock = stock
    game.discards = [INDEX[code] for code in observation["discards"]]
    game.declared = declared
    game.any_declared = any(face is not None for face in declared)
    game.public_draws = [(draw["seat"], INDEX[draw["card"]]) for draw in observation["public_draws"]]
    game.known = [list(counts) for counts in known]
    game.turns = observation["turns"]
    game._to_act = to_act
    game.phase = {"acquire": ACQUIRE, "discard": DISCARD, "declare": DECLARE}[phase]
    game.taken = None if observation["taken"] is None else INDEX[observation["taken"]]
    game.drawn = None
    game.drawn_public = False
    if phase in (DISCARD, DECLARE) and game.taken is None:
        if observation["drawn"] is not None:
            game.drawn = INDEX[observation["drawn"]]
            game.drawn_public = to_act != me or game.any_declared
        else:  # another seat's private draw: one of the cards it now holds
            held = [face for face in range(FACE_COUNT) for _ in range(hands[to_act][face])]
            game.drawn = held[rng.randrange(len(held))]
    game.waits = waits_of(hands[to_act]) if phase == DECLARE else []
    game._legal = None
    return game

