"""A whole Tarok game consistent with one seat's observation (``games.sample_game``).

The cards the seat cannot see (the other hands, the declarer's face-down
discards, a talon not turned up) are dealt at random among those that fit
everything public: a player who did not follow suit holds none of it, one who
did not play a tarok either holds no tarok, and in the negative contracts one
who did not beat the best card holds nothing higher of that suit. The deal's
public history is then replayed on those cards.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("tarok", seed=11)
>>> for action in ["pass", "pass", "pass", "bid three"]:
...     _ = g.apply(action)
>>> s = sample(g.observation(2), random.Random(4))
>>> s.observation(2) == g.observation(2), s.legal_actions() == g.legal_actions()
(True, True)
"""

from __future__ import annotations

import random
from typing import Any

from ..base import MAX_SEED, Observation
from .cards import CARD, CODES, MOND, PAGAT, POINTS, RANK, SKIS, SUIT, TAROK
from .contracts import BY_NAME, CONTRACTS

ALL = frozenset(range(54))


def _exclusions(observation: Observation) -> list[set[int]]:
    """For each seat, the cards it cannot hold, from how it played."""
    contract = CONTRACTS[BY_NAME[observation["contract"]]] if observation["contract"] else None
    negative = contract is not None and contract.negative
    excluded: list[set[int]] = [set(), set(), set(), set()]
    tricks = [t["cards"] for t in observation["tricks"]] + [observation["trick"]["cards"]]
    for entries in tricks:
        if not entries:
            continue
        cards = [CARD[e["card"]] for e in entries]
        led = SUIT[cards[0]]
        for i in range(1, len(cards)):
            seat, card, before = entries[i]["seat"], cards[i], cards[:i]
            if negative and card == PAGAT and MOND in before and SKIS in before:
                continue  # the emperor trick forces the Pagat whatever else is held
            suit = SUIT[card]
            if suit != led:
                excluded[seat].update(c for c in ALL if SUIT[c] == led)
                if suit != TAROK:
                    excluded[seat].update(c for c in ALL if SUIT[c] == TAROK)
            if not negative or card == PAGAT:
                continue
            tarok_before = any(SUIT[c] == TAROK for c in before)
            if (suit != TAROK and tarok_before) or (suit == TAROK and not tarok_before):
                continue
            if suit != led and suit != TAROK:
                continue
            to_beat = max((c for c in before if SUIT[c] == suit), key=lambda c: RANK[c])
            if RANK[card] < RANK[to_beat]:
                excluded[seat].update(c for c in ALL if SUIT[c] == suit and RANK[c] > RANK[to_beat])
    return excluded


def _deal(slots: list[tuple[int, set[int], bool]], pool: list[int], rng: random.Random) -> list[list[int]] | None:
    """Fill each slot (size, excluded cards, plain-only) from ``pool``, or None when the draw failed."""
    order = sorted(range(len(slots)), key=lambda i: (-len(slots[i][1]) - (100 if slots[i][2] else 0), rng.random()))
    left = list(pool)
    rng.shuffle(left)
    filled: list[list[int]] = [[] for _ in slots]
    for i in order:
        size, excluded, plain = slots[i]
        fits = [c for c in left if c not in excluded and (not plain or (SUIT[c] != TAROK and POINTS[c] != 5))]
        if plain and len(fits) < size:
            fits = [c for c in left if SUIT[c] != TAROK]
        if len(fits) < size:
            return None
        chosen = fits[:size]
        filled[i] = chosen
        taken = set(chosen)
        left = [c for c in left if c not in taken]
    return filled


def sample(observation: Observation, rng: random.Random) -> Any:
    from .engine import Tarok

    seat = observation["seat"]
    declarer = observation["declarer"]
    hands_known: list[list[int] | None] = [None, None, None, None]
    hands_known[seat] = [CARD[c] for c in observation["hand"]]
    if observation["open_hand"] is not None:
        hands_known[declarer] = [CARD[c] for c in observation["open_hand"]]
    played: list[list[int]] = [[], [], [], []]
    gifts: list[int] = []
    for trick in observation["tricks"]:
        for entry in trick["cards"]:
            played[entry["seat"]].append(CARD[entry["card"]])
        if trick["gift"] is not None:
            gifts.append(CARD[trick["gift"]])
    for entry in observation["trick"]["cards"]:
        played[entry["seat"]].append(CARD[entry["card"]])
    talon = [CARD[c] for c in observation["talon"]] if observation["talon"] is not None else None
    public_discards = [CARD[c] for c in observation["discards"]]
    hidden_discards = observation["discard_count"] - len(public_discards)

    known: set[int] = set()
    for hand in hands_known:
        if hand is not None:
            known.update(hand)
    for cards in played:
        known.update(cards)
    known.update(gifts)
    known.update(public_discards)
    if talon is not None:
        known.update(talon)
    group: list[int] = []
    if talon is not None and observation["talon_group"] is not None:
        size = CONTRACTS[BY_NAME[observation["contract"]]].talon  # type: ignore[union-attr]
        group = talon[observation["talon_group"] * size : observation["talon_group"] * size + size]
    # The cards picked up from the talon are public, but not whether they were laid away again.
    in_doubt: set[int] = set()
    if group and hands_known[declarer] is None:
        in_doubt = {c for c in group if c not in played[declarer] and c not in public_discards}
    pool = sorted((ALL - known) | in_doubt)

    slots: list[tuple[int, set[int], bool]] = []
    excluded = _exclusions(observation)
    owners: list[str | int] = []
    hard: list[set[int]] = []  # what no draw may break: the talon's picked-up cards stay with the declarer
    for other in range(4):
        if hands_known[other] is None:
            must_not = set() if other == declarer else in_doubt
            slots.append((observation["hand_sizes"][other], excluded[other] | must_not, False))
            hard.append(must_not)
            owners.append(other)
    if hidden_discards:
        slots.append((hidden_discards, set(), True))
        hard.append(set())
        owners.append("discards")
    hidden_talon = 0 if talon is not None else 6 - len(gifts)
    if hidden_talon:
        slots.append((hidden_talon, in_doubt, False))
        hard.append(in_doubt)
        owners.append("talon")
    filled = None
    for _ in range(40):
        filled = _deal(slots, pool, rng)
        if filled is not None:
            break
    if filled is None:  # the draw keeps failing: keep only what the observation itself must show
        filled = _deal([(size, must_not, plain) for (size, _, plain), must_not in zip(slots, hard)], pool, rng)
        assert filled is not None, (len(pool), slots, observation["phase"], observation["contract"], observation["talon"], hidden_talon, gifts)
    discards = sorted(public_discards)
    for owner, cards in zip(owners, filled):
        if owner == "discards":
            discards = sorted(public_discards + cards)
        elif owner == "talon":
            talon_cards = gifts + cards
        else:
            hands_known[owner] = cards  # type: ignore[index]
    if talon is not None:
        talon_cards = talon
    elif not hidden_talon:
        talon_cards = gifts
    dealt: list[list[int]] = []
    for other in range(4):
        cards = list(hands_known[other]) + played[other]  # type: ignore[arg-type]
        if other == declarer and group:
            cards += discards
            for card in group:
                cards.remove(card)
        dealt.append(sorted(cards))
    fixed = {
        "dealer": observation["dealer"],
        "hands": dealt,
        "talon": talon_cards,
        "deal": observation["deal"],
        "scores": list(observation["scores"]),
        "radli": list(observation["radli"]),
        "past": [dict(item) for item in observation["past"]],
    }
    game = Tarok.from_fixed(rng.randrange(MAX_SEED + 1), fixed)
    discard_text = "discard " + " ".join(CODES[c] for c in discards)
    for action in observation["history"]:
        if action.startswith("discard "):
            action = discard_text
        game._legal = None
        game._apply(action)
        game.log.append(action)
    game._legal = None
    return game
