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


def _dealable(count: dict[int, int], room: list[int]) -> bool:
    """Whether cards grouped by the set of slots that may take them (bit masks) fit the rooms left.

    Hall's condition: for every set of slots, the cards that only those slots
    may take are no more than their room.
    """
    if count.get(0):
        return False
    for whole in range(1, 1 << len(room)):
        need = sum(n for mask, n in count.items() if mask & ~whole == 0)
        if need > sum(free for i, free in enumerate(room) if whole >> i & 1):
            return False
    return True


def _deal(slots: list[tuple[int, set[int], bool]], pool: list[int], rng: random.Random) -> list[list[int]]:
    """Fill each slot (size, excluded cards, plain-only) from ``pool``, every card once.

    Cards that only some slots may take are dealt first, in random order, each
    to a slot in proportion to its room among the slots that keep the rest
    dealable; the others then fill the room left at random.

    >>> sorted(_deal([(2, {0, 1}, False), (2, set(), False)], [0, 1, 2, 3], random.Random(1))[1])
    [0, 1]
    """
    everyone = (1 << len(slots)) - 1
    room = [size for size, _, _ in slots]
    assert sum(room) == len(pool), (room, len(pool))
    masks: dict[int, int] = {}
    for card in pool:
        mask = 0
        for i, (_, excluded, plain) in enumerate(slots):
            if card not in excluded and not (plain and (SUIT[card] == TAROK or POINTS[card] == 5)):
                mask |= 1 << i
        masks[card] = mask
    count: dict[int, int] = {}
    for mask in masks.values():
        count[mask] = count.get(mask, 0) + 1
    assert _dealable(count, room), "no deal fits the observation"
    filled: list[list[int]] = [[] for _ in slots]
    constrained = [card for card in pool if masks[card] != everyone]
    rng.shuffle(constrained)
    for card in constrained:
        mask = masks[card]
        count[mask] -= 1
        choices: list[int] = []
        for i in range(len(slots)):
            if mask >> i & 1 and room[i]:
                room[i] -= 1
                if _dealable(count, room):
                    choices.append(i)
                room[i] += 1
        slot = rng.choices(choices, weights=[room[i] for i in choices])[0]
        room[slot] -= 1
        filled[slot].append(card)
    free = [card for card in pool if masks[card] == everyone]
    rng.shuffle(free)
    for i in range(len(slots)):
        filled[i].extend(free[: room[i]])
        free = free[room[i] :]
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
    for other in range(4):
        if hands_known[other] is None:
            must_not = set() if other == declarer else in_doubt
            slots.append((observation["hand_sizes"][other], excluded[other] | must_not, False))
            owners.append(other)
    if hidden_discards:
        slots.append((hidden_discards, set(), True))
        owners.append("discards")
    hidden_talon = 0 if talon is not None else 6 - len(gifts)
    if hidden_talon:
        slots.append((hidden_talon, in_doubt, False))
        owners.append("talon")
    filled = _deal(slots, pool, rng)
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
