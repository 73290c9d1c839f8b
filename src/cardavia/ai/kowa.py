"""Kowa players: Low keeps what is closest to ready, High counts live cards.

Both are functions ``choose(observation, legal_actions, rng) -> action`` of
the observation alone.

A hand's *shape* is how many of its cards already fit one target ready
hand (two triplets and an identical pair, 2/2/1 rule included); eight means
ready. *Live* copies of a face are those nobody can see: not in this hand,
the discards or an exposed pair.

* **Low** takes the last discard when it improves its shape, otherwise
  draws; discards the card whose loss leaves the best shape, never a card an
  opponent waits on when it has another choice; declares as soon as it can.
* **High** counts only live copies: a target that needs a face with no live
  copy left does not count. It keeps the shape that is most complete and,
  among those, the one with the best next step: one card from ready, the
  live cards that would make it ready, each weighted by the live copies of
  the wait it would then have; further away, the live cards that would
  improve it. It takes the last discard only when that leaves a better hand
  by the same measure, declares the wait with the most live copies, and
  never releases a card an opponent waits on when it has another choice.

Sampled look-ahead (dealing the unseen cards at random and racing its own
future draws) measured weaker than these rules: in Kowa the strong moves
come from counting live cards, not from searching a random stock (see
``bench/RESULTS.md``).

>>> import random
>>> from cardavia import games
>>> g = games.new_game("kowa", seed=0, setup={"first": 0, "hands": [
...     "5C 5S 5M 7C 7C 7S 2C 9M".split(), "1S 3M 4C 6S 8M RF OT 2C".split(), "1C 3C 4S 6M 8C 9S WF 1M".split()],
...     "stock": "2C 9C 3S 4M 6C".split()})
>>> _ = g.apply("draw")  # seat 0 draws the 2C: ready but for the 9M
>>> choose_low(g.observation(0), g.legal_actions(), random.Random(0))
'discard 9M'
"""

from __future__ import annotations

import random
from typing import Any

from cardavia.cards.money import COPIES, KOWA_FACES
from cardavia.games.kowa.faces import FACE_COUNT, GROUP, INDEX, counts_of, waits_of

Observation = dict[str, Any]
Counts = list[int]  # 30 counts, one per face

GROUPS = 12  # the ranks 1-9 (any suit), then the three honours
#: The faces of each triplet group.
GROUP_FACES: tuple[tuple[int, ...], ...] = tuple(tuple(f for f in range(FACE_COUNT) if GROUP[f] == g) for g in range(GROUPS))


# -- shape: how close a hand is to ready ------------------------------------------------------------


def _totals(counts: Counts) -> list[int]:
    """Cards per triplet group: the ranks 1-9 over the three suits, then each honour."""
    return [counts[g] + counts[g + 9] + counts[g + 18] for g in range(9)] + counts[27:30]


def _beside_pair(counts: Counts, pair: int, live: Counts | None) -> tuple[int, int]:
    """Cards that fit one, and two, triplets of the pair's own rank.

    Beside a pair of suit A, each triplet of that rank is two of one other
    suit and one of the third (the 2/2/1 rule). An honour triplet beside a
    pair of the same honour would need five copies.
    """
    if pair >= 27:
        return 0, 0
    rank = pair % 9
    b, c = (f for f in (rank, rank + 9, rank + 18) if f != pair)
    nb, nc = counts[b], counts[c]
    if live is None:
        lb = lc = COPIES
    else:
        lb, lc = live[b], live[c]
    one = 0
    for two, have_two, spare_two, have_one, spare_one in ((b, nb, lb, nc, lc), (c, nc, lc, nb, lb)):
        if have_two + spare_two >= 2 and have_one + spare_one >= 1:
            one = max(one, min(have_two, 2) + min(have_one, 1))
    both = min(min(nb, 4) + min(nc, 4), 6) if nb + lb >= 2 and nc + lc >= 2 and nb + lb + nc + lc >= 6 else 0
    return one, both


def shape(counts: Counts, live: Counts | None = None) -> int:
    """How many cards fit the best target ready hand (8 when ready, whatever the size of ``counts``).

    A target is a pair of one face and two triplets (of two groups, or two of
    one rank: twelve copies exist). With ``live`` (live copies per face),
    targets that need more copies than are live are left out.

    >>> shape(counts_of(INDEX[c] for c in "5C 5S 5M 7C 7C 7S 2C 2C".split()))
    8
    >>> shape(counts_of(INDEX[c] for c in "5C 5S 5M 7C 7C 7S 2C 9M".split()))
    7
    >>> shape(counts_of(INDEX[c] for c in "1C 2S 3M 4C 5S 6M 7C OT".split()))
    3
    """
    totals = _totals(counts)
    if live is None:
        fits = [t if t < 3 else 3 for t in totals]
        doubles = [(t if t < 6 else 6) if t > 3 else 0 for t in totals[:9]]
    else:
        spare = _totals(live)
        fits = [min(t, 3) if t + s >= 3 else 0 for t, s in zip(totals, spare)]
        doubles = [min(t, 6) if t > 3 and t + s >= 6 else 0 for t, s in zip(totals[:9], spare[:9])]
    g1, g2, g3 = sorted(range(GROUPS), key=fits.__getitem__, reverse=True)[:3]
    f1, f2, f3 = fits[g1], fits[g2], fits[g3]
    d1 = max(doubles)
    best = max(f1 + f2, d1)
    for pair in range(FACE_COUNT):
        have = counts[pair]
        if not have or (live is not None and have + live[pair] < 2):
            continue
        group = GROUP[pair]
        # The two best triplets of other groups, and one beside the pair in its own rank.
        if group == g1:
            first, second = f2, f3
        elif group == g2:
            first, second = f1, f3
        else:
            first, second = f1, f2
        own, own_double = _beside_pair(counts, pair, live) if totals[group] > have else (0, 0)
        double = d1 if group >= 9 or doubles[group] < d1 else max(d for g, d in enumerate(doubles) if g != group)
        best = max(best, (have if have < 2 else 2) + max(first + second, own + first, double, own_double))
    return min(best, 8)


# -- reading the observation ----------------------------------------------------------------------------


def hand_counts(observation: Observation) -> Counts:
    return counts_of(INDEX[code] for code in observation["hand"])


def live_counts(observation: Observation) -> Counts:
    """Copies of each face this seat cannot see: in the stock or in other hands."""
    live = [COPIES] * FACE_COUNT
    for code in observation["hand"]:
        live[INDEX[code]] -= 1
    for code in observation["discards"]:
        live[INDEX[code]] -= 1
    for code in observation["declared"]:
        if code is not None:
            live[INDEX[code]] -= 2
    return [max(0, n) for n in live]


def opponent_waits(observation: Observation) -> set[int]:
    """Faces that would hand a declared opponent the win if released."""
    seat = observation["seat"]
    return {INDEX[code] for s, code in enumerate(observation["declared"]) if code is not None and s != seat}


def _discard_face(action: str) -> int:
    return INDEX[action.split()[1]]


# -- Low -----------------------------------------------------------------------------------------------------


def choose_low(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """Low: keep the best shape, take a discard that improves it, never feed an exposed pair."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    counts = hand_counts(observation)
    phase = observation["phase"]
    if phase == "acquire":
        top = INDEX[observation["discards"][-1]]
        with_top = list(counts)
        with_top[top] += 1
        return "take" if shape(with_top) > shape(counts) else "draw"
    if phase == "declare":
        return next(action for action in legal_actions if action != "pass")
    danger = opponent_waits(observation)
    safe = [a for a in legal_actions if _discard_face(a) not in danger] or legal_actions

    def kept_shape(action: str) -> tuple[int, int, int]:
        face = _discard_face(action)
        counts[face] -= 1
        fit = shape(counts)
        counts[face] += 1
        # Among equals, let go of the card with the fewest companions of its group.
        companions = sum(counts[f] for f in GROUP_FACES[GROUP[face]])
        return fit, companions, counts[face]

    return max(safe, key=kept_shape)


# -- High --------------------------------------------------------------------------------------------------

def outs(counts: Counts, live: Counts) -> int:
    """Live cards that would improve the shape of ``counts`` if drawn.

    >>> hand = counts_of(INDEX[c] for c in "5C 5S 5M 7C 7C 7S 2C 9M".split())
    >>> outs(hand, [4] * 30)  # a 2C or a 9M makes it ready
    8
    """
    base = shape(counts, live)
    total = 0
    for face in range(FACE_COUNT):
        if live[face]:
            counts[face] += 1
            live[face] -= 1
            if shape(counts, live) > base:
                total += live[face] + 1
            live[face] += 1
            counts[face] -= 1
    return total


def ready_outs(counts: Counts, live: Counts) -> int:
    """For a hand one card from ready: live cards that make it ready, each times the live copies of the wait it then has.

    A wait with two live copies wins twice as often as one with a single copy.

    >>> hand = counts_of(INDEX[c] for c in "5C 5S 5M 7C 7C 7S 2C 9M".split())
    >>> live = [4 - n for n in hand]
    >>> live[INDEX["9M"]] -= 1  # one 9M is in the discards
    >>> ready_outs(hand, live)  # 3 live 2C, each leaving a 2C wait with 2 live; 2 live 9M, each leaving 1
    8
    """
    total = 0
    for face in range(FACE_COUNT):
        if not live[face]:
            continue
        counts[face] += 1
        live[face] -= 1
        best = 0
        for drop in range(FACE_COUNT):
            if counts[drop]:
                counts[drop] -= 1
                best = max(best, max((live[w] for w in waits_of(counts)), default=0))
                counts[drop] += 1
        total += (live[face] + 1) * best
        live[face] += 1
        counts[face] -= 1
    return total


def wait_quality(counts: Counts, live: Counts) -> int:
    """For a ready hand: the live copies of its best wait (0 when not ready)."""
    return max((live[w] for w in waits_of(counts)), default=0)


def evaluate(counts: Counts, live: Counts) -> tuple[int, int]:
    """A quick value of an eight-card hand: its shape (live copies only), then how good its next step is.

    Ready: the live copies of its best wait. One card away: :func:`ready_outs`.
    Further: :func:`outs`.
    """
    fit = shape(counts, live)
    if fit == 8:
        return 8, wait_quality(counts, live)
    if fit == 7:
        return 7, ready_outs(counts, live)
    return fit, outs(counts, live)


def choose_high(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """High: live-card counting, the best next step, the best wait, never feeding a declared opponent."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    counts = hand_counts(observation)
    live = live_counts(observation)
    phase = observation["phase"]
    if phase == "declare":
        declares = [a for a in legal_actions if a != "pass"]
        best = max(declares, key=lambda a: live[INDEX[a.split()[1]]])
        return best if live[INDEX[best.split()[1]]] > 0 else "pass"
    if phase == "acquire":
        top = INDEX[observation["discards"][-1]]
        with_top = list(counts)
        with_top[top] += 1
        # The best eight cards after taking; the taken face may not be discarded this turn.
        best_after, _ = _rank_discards(with_top, live, [f for f in range(FACE_COUNT) if with_top[f] and f != top])[0]
        # Only a clear gain: a drawn card may improve the hand too, and taking gives up that chance.
        return "take" if best_after > evaluate(counts, live) else "draw"
    danger = opponent_waits(observation)
    safe = [a for a in legal_actions if _discard_face(a) not in danger] or legal_actions
    ranked = _rank_discards(counts, live, [_discard_face(a) for a in safe])
    return f"discard {KOWA_FACES[ranked[0][1]]}"


def _rank_discards(counts: Counts, live: Counts, faces: list[int]) -> list[tuple[tuple[int, int], int]]:
    """The discards among ``faces``, best first by :func:`evaluate` of the eight cards kept.

    Among equals, the card least likely to help the next seat, who may take
    it: the one whose face and triplet group have the fewest live copies.
    """
    ranked = []
    for face in faces:
        counts[face] -= 1
        ranked.append((evaluate(counts, live), face))
        counts[face] += 1

    def feeds(face: int) -> int:
        return live[face] + sum(live[f] for f in GROUP_FACES[GROUP[face]])

    ranked.sort(key=lambda item: (item[0], -feeds(item[1])), reverse=True)
    return ranked


#: Simulated decisions per analysis (see :class:`cardavia.ai.search.SearchPlayer`).
ANALYSIS_BUDGET = 3_000


def analyse_high(observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None = None) -> Any:
    """An analysis of a Kowa decision from sampled play-outs (High's rules give no values).

    High is a set of rules (live-card counting), not a search, so its
    analysis is the generic search's: the unseen cards dealt at random,
    every legal action played out to the end of the deal by Low at every
    seat, in the same worlds. A value is the seat's mean return (its
    multiplier when it wins, else 0), ``win`` the share of play-outs it won,
    and ``best`` the action with the best value, which may differ from
    High's choice. ``budget`` counts simulated decisions (:data:`ANALYSIS_BUDGET`).
    """
    from .analysis import STAKES, Valuation
    from .search import SearchPlayer

    searcher = SearchPlayer("kowa", choose_low, ANALYSIS_BUDGET if budget is None else budget)
    results = searcher.play_outs(observation, legal_actions, rng)
    best = max(legal_actions, key=results.returns.__getitem__)
    wins: dict[str, float | None] = dict(results.wins)
    facts = {"live": live_counts(observation), "counts": hand_counts(observation)}
    return Valuation(best, results.returns, wins, STAKES, facts)


PLAYERS = {"low": choose_low, "high": choose_high}
ANALYSE = analyse_high
#: Kowa's analysis is a search, its High a set of rules: the analysis's best is its own.
ANALYSE_FOLLOWS_HIGH = False
