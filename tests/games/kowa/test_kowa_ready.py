"""``ready_waits`` against a slow, independent decomposition written from the rules text.

The engine's test looks at group totals; the reference below tries every
split of the eight cards into pair + triplet + triplet and checks each piece
as docs/rules/kowa.md, 2.2.3, words it, so the two share no idea beyond the rules.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia.cards.money import HONOURS, KOWA_FACES
from cardavia.games.kowa import ready_waits


def is_triplet(cards: tuple[str, ...]) -> bool:
    """Three numerals of one rank (any suits), or three identical honours."""
    if any(card in HONOURS for card in cards):
        return cards[0] == cards[1] == cards[2]
    return cards[0][0] == cards[1][0] == cards[2][0]


def two_two_one(pair: tuple[str, str], triplet: tuple[str, ...]) -> bool:
    """The 2/2/1 rule for a numeral pair and a triplet of its rank."""
    return sorted(Counter(card[1] for card in pair + triplet).values()) == [1, 2, 2]


def slow_waits(cards: list[str]) -> set[str]:
    """Every pair face of every valid split of ``cards`` into pair + two triplets."""
    if len(cards) != 8:
        return set()
    found: set[str] = set()
    positions = range(8)
    for pair_positions in combinations(positions, 2):
        pair = tuple(cards[i] for i in pair_positions)
        if pair[0] != pair[1] or pair[0] in found:
            continue
        rest = [i for i in positions if i not in pair_positions]
        for first_positions in combinations(rest, 3):
            first = tuple(cards[i] for i in first_positions)
            second = tuple(cards[i] for i in rest if i not in first_positions)
            if not (is_triplet(first) and is_triplet(second)):
                continue
            if pair[0] not in HONOURS and not all(
                two_two_one(pair, triplet) for triplet in (first, second) if triplet[0][0] == pair[0][0]
            ):
                continue
            found.add(pair[0])
            break
    return found


def hands_from(faces: list[str], size: int = 8, copies: int = 4):
    """Every multiset of ``size`` cards from ``faces`` with at most ``copies`` of each."""
    for hand in combinations_with_replacement(faces, size):
        if max(Counter(hand).values()) <= copies:
            yield list(hand)


def rank(r: int) -> list[str]:
    return [f"{r}C", f"{r}S", f"{r}M"]


FAMILIES = {
    "one rank": rank(5),
    "two ranks": rank(5) + rank(9),
    "two ranks and an honour": rank(2) + rank(8) + ["WF"],
    "rank and honours": rank(3) + ["OT", "RF"],
    "three honours": ["OT", "RF", "WF"],
    "pairs across ranks": ["2C", "2S", "4C", "4M", "6S", "6M", "WF"],
    "three ranks, two suits": ["1C", "1S", "2C", "2S", "3S", "3M"],
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_every_hand_from_few_faces_matches_the_slow_decomposition(family):
    checked = 0
    for hand in hands_from(FAMILIES[family]):
        assert ready_waits(hand) == slow_waits(hand), hand
        checked += 1
    assert checked > 0


def test_the_families_hold_ready_and_unready_hands():
    hands = list(hands_from(FAMILIES["two ranks"]))
    outcomes = Counter(len(slow_waits(hand)) for hand in hands)
    assert outcomes[0] and outcomes[1] and outcomes[2]


def test_every_split_of_eight_cards_of_one_rank():
    # Pair and both triplets share a rank: the 2/2/1 rule holds for each triplet.
    for counts in [(2, 3, 3), (2, 2, 4), (4, 2, 2), (3, 3, 2), (4, 4, 0), (4, 3, 1), (2, 4, 2)]:
        hand = ["7C"] * counts[0] + ["7S"] * counts[1] + ["7M"] * counts[2]
        assert ready_waits(hand) == slow_waits(hand)
    assert ready_waits(["7C"] * 2 + ["7S"] * 3 + ["7M"] * 3) == {"7C"}
    assert ready_waits(["7C"] * 2 + ["7S"] * 2 + ["7M"] * 4) == {"7C", "7S"}
    assert ready_waits(["7C"] * 4 + ["7S"] * 4) == set()


def random_ready_like_hand(rng: random.Random) -> list[str]:
    """Two triplets and a pair built at random, sometimes with a card changed."""
    def triplet() -> list[str]:
        if rng.random() < 0.15:
            return [rng.choice(HONOURS)] * 3
        r = rng.randint(1, 9)
        return [f"{r}{rng.choice('CSM')}" for _ in range(3)]

    r = rng.choice([1, 5, 9])
    hand = triplet() + triplet() + [rng.choice(KOWA_FACES)] * 2
    if rng.random() < 0.3:
        # Pull the triplets onto the pair's rank, where the 2/2/1 rule matters.
        hand = [f"{r}{card[1]}" if card[0].isdigit() and rng.random() < 0.5 else card for card in hand]
    if rng.random() < 0.3:
        hand[rng.randrange(8)] = rng.choice(KOWA_FACES)
    rng.shuffle(hand)
    return hand


def test_generated_near_ready_hands_match_the_slow_decomposition():
    rng = random.Random(2024)
    ready = 0
    for _ in range(6000):
        hand = random_ready_like_hand(rng)
        expected = slow_waits(hand)
        assert ready_waits(hand) == expected, hand
        ready += bool(expected)
    assert ready > 1000


def test_random_hands_from_the_deck_match_the_slow_decomposition():
    rng = random.Random(7)
    deck = [face for face in KOWA_FACES for _ in range(4)]
    for _ in range(3000):
        hand = rng.sample(deck, 8)
        assert ready_waits(hand) == slow_waits(hand), hand


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(KOWA_FACES[:3] + ("4C", "4S", "4M", "9M", "OT", "WF")), min_size=8, max_size=8))
def test_hypothesis_hands_with_any_number_of_copies(hand):
    # No limit of four copies here: setups may hold a fifth copy.
    assert ready_waits(hand) == slow_waits(hand)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(KOWA_FACES), min_size=8, max_size=8), st.randoms(use_true_random=False))
def test_the_order_of_the_cards_does_not_matter(hand, rng):
    shuffled = list(hand)
    rng.shuffle(shuffled)
    assert ready_waits(hand) == ready_waits(shuffled) == ready_waits(iter(shuffled)) == slow_waits(hand)


@pytest.mark.parametrize("size", [0, 1, 7, 9, 12])
def test_a_hand_of_another_size_is_never_ready(size):
    hand = (["5C", "5S", "5M", "7C", "7C", "7S", "2C", "2C"] * 2)[:size]
    assert ready_waits(hand) == set()


@pytest.mark.parametrize("bad", ["5X", "10C", "0C", "ot", "WS", "", 5, None])
def test_an_unknown_card_raises_value_error(bad):
    with pytest.raises(ValueError, match="not a Kowa card"):
        ready_waits(["5C", "5S", "5M", "7C", "7C", "7S", "2C", bad])
