"""Properties over thousands of random deals, with Hypothesis and with plain seed loops."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tarocchi_helpers import DECK, random_policy

from cardavia import games
from cardavia.games.tarocchi import card_points, discard_is_legal, legal_plays, trick_winner
from cardavia.games.tarocchi.tables import CARD

FIVE_POINT_CARDS = {"KS", "KB", "KC", "KD", "T1", "T21", "M"}


# -- whole deals ----------------------------------------------------------------------------------------


def check_deal(game: games.Game, choose) -> None:
    """Play ``game`` to the end with ``choose`` and check every rule-level invariant on the way."""
    dealer = game.dealer
    dealt = [game.observation(seat)["hand"] for seat in range(4)]
    assert [len(hand) for hand in dealt] == [17 if seat == dealer else 15 for seat in range(4)]
    assert game.to_act == dealer and game.observation(0)["phase"] == "discard"
    while not game.is_over:
        seat = game.to_act
        legal = game.legal_actions()
        assert legal, "no legal action while the game runs"
        assert len(legal) == len(set(legal))
        observation = game.observation(seat)
        if observation["phase"] == "play":
            # The listed plays are exactly the rules' legal plays for this hand and trick.
            trick = [entry["card"] for entry in observation["trick"]["cards"]]
            assert {action.removeprefix("play ") for action in legal} == legal_plays(observation["hand"], trick)
        game.apply(choose(game, legal))
    assert game.result is not None and game.observation(0)["is_over"]
    tricks = [event for event in game.events if event["type"] == "trick"]
    assert len(tricks) == 15
    leader = (dealer + 1) % 4
    played = []
    for trick in tricks:
        cards = [entry["card"] for entry in trick["cards"]]
        assert len(cards) == 4
        assert [entry["seat"] for entry in trick["cards"]] == [(leader + i) % 4 for i in range(4)]
        assert trick["winner"] == (leader + trick_winner(cards)) % 4
        assert cards[trick_winner(cards)] != "M"
        leader = trick["winner"]  # the winner leads next
        played.extend(cards)
    discard = game.observation(dealer)["discard"]
    assert sorted(played + discard) == sorted(DECK)
    assert not FIVE_POINT_CARDS & set(discard)
    assert discard_is_legal(dealt[dealer], discard)
    points = game.result["points"]
    assert sum(points) == 114
    count = game.events[-1]
    assert count["type"] == "count" and count["points"] == points
    tricks_won = [sum(1 for trick in tricks if trick["team"] == team) for team in (0, 1)]
    assert [team["tricks"] for team in count["teams"]] == tricks_won
    for team in (0, 1):
        won_cards = [entry["card"] for trick in tricks if trick["team"] == team for entry in trick["cards"]]
        assert count["teams"][team]["cards"] == sum(card_points(card) for card in won_cards if card != "M")
    if 0 in tricks_won:
        assert points[tricks_won.index(0)] == 0 and max(points) == 114
    expected_winner = None if points[0] == points[1] else points.index(max(points))
    assert game.result["winner"] == expected_winner


@pytest.mark.parametrize("first_seed", range(0, 2000, 500))  # in chunks, so that xdist spreads them
def test_thousands_of_random_deals(first_seed):
    for seed in range(first_seed, first_seed + 500):
        check_deal(games.new_game("tarocchi", seed=seed), random_policy(seed))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, games.MAX_SEED), data=st.data())
def test_hypothesis_deals_from_seeds(seed, data):
    check_deal(games.new_game("tarocchi", seed=seed), lambda game, legal: data.draw(st.sampled_from(legal)))


@settings(max_examples=150, deadline=None)
@given(order=st.permutations(DECK), dealer=st.integers(0, 3), play_seed=st.integers(0, 2**32))
def test_hypothesis_deals_from_setups(order, dealer, play_seed):
    hands, start = [], 0
    for seat in range(4):
        size = 17 if seat == dealer else 15
        hands.append(order[start : start + size])
        start += size
    game = games.new_game("tarocchi", seed=0, setup={"dealer": dealer, "hands": hands})
    check_deal(game, random_policy(play_seed))


# -- replay ---------------------------------------------------------------------------------------------


# -- illegal actions change nothing ---------------------------------------------------------------------



# -- hidden-card invariance -----------------------------------------------------------------------------


def swapped(hands: list[list[str]], first: tuple[int, str], second: tuple[int, str]) -> list[list[str]]:
    """The hands with card ``first[1]`` of seat ``first[0]`` and ``second[1]`` of seat ``second[0]`` exchanged."""
    new = [list(hand) for hand in hands]
    (seat_a, card_a), (seat_b, card_b) = first, second
    new[seat_a][new[seat_a].index(card_a)] = card_b
    new[seat_b][new[seat_b].index(card_b)] = card_a
    return new


def hidden_variants(game: games.Game, seat: int, rng: random.Random):
    """Setups and logs that differ from ``game`` only in cards ``seat`` cannot see.

    Two unplayed cards held by two other seats are exchanged in the deal; or,
    when ``seat`` is not the dealer, a discarded card is exchanged with an
    unplayed card of another seat (the dealer's own included) and the discard
    action names the new card instead. Variants whose earlier plays become
    illegal (a revealed void) are tried and dropped by the caller.
    """
    dealer = game.dealer
    hands = game.setup["hands"]
    held = {other: game.observation(other)["hand"] for other in range(4) if other != seat}
    variants = []
    for seat_a, seat_b in itertools.combinations(held, 2):
        for card_a in held[seat_a]:
            for card_b in held[seat_b]:
                variants.append((swapped(hands, (seat_a, card_a), (seat_b, card_b)), list(game.log)))
    discard = game.observation(dealer)["discard"]
    if seat != dealer and discard is not None:
        for gone in discard:
            for other, cards in held.items():
                for card in cards:
                    if card in discard:
                        continue
                    new_hands = hands if other == dealer else swapped(hands, (dealer, gone), (other, card))
                    log = list(game.log)
                    log[0] = " ".join(card if word == gone else word for word in log[0].split())
                    variants.append((new_hands, log))
    rng.shuffle(variants)
    return variants


def test_hidden_cards_do_not_change_observations():
    compared = positions = 0
    for seed in range(160):
        rng = random.Random(seed)
        full = games.new_game("tarocchi", seed=seed)
        setup = {"dealer": full.dealer, "hands": [full.observation(s)["hand"] for s in range(4)]}
        game = games.new_game("tarocchi", seed=seed, setup=setup)
        stop = rng.randrange(61)  # compare before action number ``stop`` (0: before the discard)
        choose = random_policy(seed)
        for _ in range(stop):
            game.apply(choose(game, game.legal_actions()))
        seat = rng.randrange(4)
        positions += 1
        compared_here = 0
        for hands, log in hidden_variants(game, seat, rng)[:40]:
            other = games.new_game("tarocchi", seed=seed, setup={"dealer": game.dealer, "hands": hands})
            try:
                for action in log:
                    other.apply(action)
            except games.IllegalAction:
                continue  # the exchange contradicts a void shown in play
            assert [other.observation(s) for s in range(4)] != [game.observation(s) for s in range(4)]
            assert other.observation(seat) == game.observation(seat)
            assert other.events == game.events
            if game.to_act == seat:
                assert other.legal_actions() == game.legal_actions()
            compared_here += 1
            if compared_here == 3:
                break
        compared += compared_here
    assert compared >= 2 * positions


# -- discard legality against a plain reading of the rule ---------------------------------------------------


def reference_discard_is_legal(hand17: list[str], pair: tuple[str, str]) -> bool:
    """Rule 3.2.5 of docs/rules/tarocchi.md read literally, on card codes."""
    first, second = pair
    if first == second or first not in hand17 or second not in hand17:
        return False
    if first in FIVE_POINT_CARDS or second in FIVE_POINT_CARDS:
        return False
    if not (first.startswith("T") or second.startswith("T")):
        return True
    kept = [card for card in hand17 if card not in pair]
    only_trumps_kings_matto = all(card.startswith("T") or card.startswith("K") or card == "M" for card in kept)
    no_trump = not any(card.startswith("T") for card in kept)
    return only_trumps_kings_matto or no_trump


def biased_hand(rng: random.Random) -> list[str]:
    """A 17-card hand, often rich in trumps and kings or nearly trump-free, where the trump rule bites."""
    trumps = [card for card in DECK if card.startswith("T")]
    kings_matto = ["KS", "KB", "KC", "KD", "M"]
    others = [card for card in DECK if card not in trumps and card not in kings_matto]
    shape = rng.randrange(4)
    if shape == 0:
        return rng.sample(DECK, 17)
    if shape == 1:  # trumps, kings and the Matto with at most two other cards
        extra = rng.randrange(3)
        return rng.sample(trumps + kings_matto, 17 - extra) + rng.sample(others, extra)
    if shape == 2:  # at most three trumps
        count = rng.randrange(4)
        return rng.sample(trumps, count) + rng.sample(kings_matto + others, 17 - count)
    return rng.sample(trumps + kings_matto + others[:4], 17)


@pytest.mark.parametrize("chunk", range(3))
def test_discard_rule_against_reference(chunk):
    rng = random.Random(1234 + chunk)
    legal_seen = trump_discards_seen = 0
    for _ in range(200):
        hand = biased_hand(rng)
        engine_pairs = {
            tuple(action.split()[1:])
            for action in games.new_game("tarocchi", seed=0, setup=_setup_for(hand)).legal_actions()
        }
        for pair in itertools.combinations(hand, 2):
            expected = reference_discard_is_legal(hand, pair)
            assert discard_is_legal(hand, pair) == expected, (hand, pair)
            assert discard_is_legal(hand, pair[::-1]) == expected
            ordered = tuple(sorted(pair, key=CARD.__getitem__))
            assert (ordered in engine_pairs) == expected
            legal_seen += expected
            trump_discards_seen += expected and any(card.startswith("T") for card in pair)
        outside = rng.choice([card for card in DECK if card not in hand])
        assert not discard_is_legal(hand, (hand[0], outside))
    assert legal_seen > 1500 and trump_discards_seen > 60


@settings(max_examples=300, deadline=None)
@given(order=st.permutations(DECK), first=st.integers(0, 16), second=st.integers(0, 16))
def test_hypothesis_discard_rule(order, first, second):
    hand = order[:17]
    pair = (hand[first], hand[second])
    assert discard_is_legal(hand, pair) == reference_discard_is_legal(hand, pair)


def _setup_for(dealer_hand: list[str]) -> dict:
    rest = [card for card in DECK if card not in dealer_hand]
    return {"dealer": 0, "hands": [dealer_hand, rest[:15], rest[15:30], rest[30:]]}


def test_discard_is_legal_checks_its_input():
    with pytest.raises(ValueError, match="17 different cards"):
        discard_is_legal(DECK[:16], ["QS", "NS"])
    with pytest.raises(ValueError, match="17 different cards"):
        discard_is_legal(DECK[:16] + ["T1"], ["QS", "NS"])
    with pytest.raises(ValueError, match="not a card"):
        discard_is_legal(DECK[:17], ["QS", "ZZ"])
    assert not discard_is_legal(DECK[22:39], ["QS"])
