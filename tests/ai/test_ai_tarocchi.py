"""Tarocchi AI: honest, always legal, deterministic, and right where it is obvious."""

from __future__ import annotations

import random

import pytest

from cardavia import ai, games
from cardavia.ai import tarocchi
from cardavia.cards.tarocco import PIEDICAVALLO_DECK
from cardavia.games.tarocchi.tables import mask_of

LEVELS = ("low", "high")


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fewer sampled play-outs per decision keep the suite quick; the logic is the same."""
    monkeypatch.setattr(tarocchi, "HIGH_BUDGET", 1500)
    monkeypatch.setattr(tarocchi, "HIGH_MIN_SAMPLES", 2)


def decide(level: str, game: games.Game, seed: int = 0) -> str:
    seat = game.to_act
    assert seat is not None
    return ai.player("tarocchi", level)(game.observation(seat), game.legal_actions(), random.Random(seed))


def random_setup(rng: random.Random) -> dict:
    deck = list(PIEDICAVALLO_DECK)
    rng.shuffle(deck)
    dealer = rng.randrange(4)
    hands, start = [[], [], [], []], 0
    for offset in range(1, 5):
        seat = (dealer + offset) % 4
        size = 17 if seat == dealer else 15
        hands[seat] = deck[start : start + size]
        start += size
    return {"dealer": dealer, "hands": hands}


def test_samples_respect_voids_and_the_discard() -> None:
    """Sampled deals give every other seat its number of cards, none in a suit he showed he lacks."""
    rng = random.Random(5)
    for seed in range(30):
        g = games.new_game("tarocchi", seed=seed)
        for _ in range(rng.randrange(1, 50)):
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        observation = g.observation(g.to_act)
        table = tarocchi.read(observation)
        hands, discard = tarocchi.sample_consistent(table, rng)
        assert [h.bit_count() for h in hands] == observation["hand_sizes"]
        assert discard.bit_count() == 2
        trumps = sum(1 for c in tarocchi.cards_of(discard) if tarocchi.SUIT[c] == tarocchi.TRUMPS)
        assert trumps == observation["discard_trumps"]
        for s in range(4):
            for c in tarocchi.cards_of(hands[s]):
                if c != tarocchi.MATTO:
                    assert not table.voids[s] & (1 << tarocchi.SUIT[c])


# -- positions with one clearly right move ---------------------------------------------------------

#: Seat 3 deals (17 cards) and discards NS JS; seat 0 leads. Seat 2 has no swords, batons or cups.
HANDS = [
    "9S 8S KB QB NB JB 10B 9B KC QC NC JC 1C 2C 3C".split(),
    "QS 7S 8B 7B 6B 5B 4C 5C 6C KD QD ND JD 1D 2D".split(),
    "T3 T4 T5 T6 T7 T8 T9 T10 M 3D 4D 5D 6D T20 T19".split(),
    "KS NS JS 10S 6S 5S T1 T2 T11 T12 T13 T14 T15 T16 T17 T18 T21".split(),
]


def started(actions: list[str], hands: list[list[str]] = HANDS, dealer: int = 3) -> games.Game:
    g = games.new_game("tarocchi", seed=0, setup={"dealer": dealer, "hands": hands})
    for action in actions:
        g.apply(action)
    return g


@pytest.mark.parametrize("level", LEVELS)
def test_trump_a_trick_the_opponents_are_winning_when_void(level: str) -> None:
    # Seat 0 leads 9S and seat 1 (an opponent) takes the lead with the QS. Seat 2 has no
    # swords; seat 3 still holds swords, so any trump of seat 2 wins, and the Matto would
    # leave the trick to the opponents.
    g = started(["discard NS JS", "play 9S", "play QS"])
    assert g.to_act == 2 and "play M" in g.legal_actions()
    action = decide(level, g)
    assert action != "play M"
    if level == "low":
        assert action == "play T3"


@pytest.mark.parametrize("level", LEVELS)
def test_last_to_play_overtrumps_cheaply(level: str) -> None:
    # Seat 0 leads KB, seat 1 follows, seat 2 trumps with T5; seat 3, last and without
    # batons, wins with its cheapest trump above T5: T11 (T1 and T2 lose, T21 is wasted).
    g = started(["discard NS JS", "play KB", "play 8B", "play T5"])
    assert g.to_act == 3
    assert decide(level, g) == "play T11"


def fill(fixed: list[list[str]], dealer: int) -> list[list[str]]:
    """Complete ``fixed`` cards per seat to a legal deal, the rest of the deck in order."""
    used = {c for cards in fixed for c in cards}
    rest = [c for c in PIEDICAVALLO_DECK if c not in used]
    hands = []
    for seat, cards in enumerate(fixed):
        size = 17 if seat == dealer else 15
        hands.append(list(cards) + rest[: size - len(cards)])
        rest = rest[size - len(cards) :]
    return hands


@pytest.mark.parametrize("level", LEVELS)
def test_give_points_to_the_partners_winning_trick(level: str) -> None:
    # Seat 2 deals; seat 3 leads 5C, seat 0 (seat 2's partner) wins with the KC, seat 1
    # follows with the 6C. Seat 2 plays last and gives the JC rather than a 1-point cup.
    fixed = [
        ["KC", "QC", "NC"],
        ["6C", "1C", "4C"],
        ["JC", "2C", "3C", "5S", "6S"],
        ["5C"],
    ]
    hands = fill(fixed, dealer=2)
    g = started(["discard 6S 5S", "play 5C", "play KC", "play 6C"], hands=hands, dealer=2)
    assert g.to_act == 2
    assert sorted(g.legal_actions()) == ["play 2C", "play 3C", "play JC"]
    assert decide(level, g) == "play JC"


def test_play_outs_score_like_the_engine() -> None:
    """A play-out from a real position ends with the points the engine gives the same plays."""
    rng = random.Random(8)
    for seed in range(25):
        g = games.new_game("tarocchi", seed=seed)
        for _ in range(rng.randrange(1, 50)):
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        seat = g.to_act
        table = tarocchi.read(g.observation(seat))
        hands = [tarocchi._mask(g.observation(s)["hand"]) for s in range(4)]
        discard = tarocchi._mask(g.observation(g.dealer)["discard"])
        first = tarocchi.CARD[g.legal_actions()[0].split()[1]]
        team = rng.randrange(2)
        predicted = tarocchi.play_out(table, hands, discard, first, team=team)
        g.apply(f"play {tarocchi.CODES[first]}")
        while not g.is_over:
            s = g.to_act
            t = tarocchi.read(g.observation(s))
            card = tarocchi.low_card(t.hand, t.trick, t.led, s, t.leader, careful=s % 2 == team)
            g.apply(f"play {tarocchi.CODES[card]}")
        assert g.result["points"][team] == predicted


def test_exact_end_leads_the_top_trump_before_the_king() -> None:
    """Two cards each, seat 0 to lead: Low leads its king, which seat 3 trumps; the T21 first
    draws the opponents' trumps, and the king then takes the queen of batons."""
    hands = [tarocchi._mask(cards.split()) for cards in ("KS T21", "T2 QB", "5B 6B", "T3 7B")]
    table = tarocchi.Table(
        seat=0, dealer=3, hand=hands[0], trick=[], leader=0, led=tarocchi.NO_SUIT, played=0,
        hand_sizes=[2, 2, 2, 2], voids=[0] * 4, my_discard=0, discard_trumps=0,
        team_points=[0, 0], team_tricks=[1, 1], matto_team=None,
    )  # fmt: skip
    king, top = tarocchi.CARD["KS"], tarocchi.CARD["T21"]
    assert tarocchi.low_card(hands[0], [], tarocchi.NO_SUIT, 0, 0) == king
    assert tarocchi.play_out(table, hands, 0, king) == tarocchi.solve_out(table, hands, 0, king) == 11
    assert tarocchi.solve_out(table, hands, 0, top) == 5 + 1 + 1 + 1 + 5 + 4 + 1 + 1


def test_exact_end_does_at_least_as_well_as_the_play_outs() -> None:
    """From real positions near the end, the best line of High's side is never worse than
    its careful Low play-out, and never better than every point left."""
    rng = random.Random(9)
    checked = 0
    for seed in range(30):
        g = games.new_game("tarocchi", seed=seed)
        for _ in range(rng.randrange(44, 58)):
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
        if g.is_over:
            continue
        seat = g.to_act
        table = tarocchi.read(g.observation(seat))
        hands = [tarocchi._mask(g.observation(s)["hand"]) for s in range(4)]
        discard = tarocchi._mask(g.observation(g.dealer)["discard"])
        for action in g.legal_actions():
            first = tarocchi.CARD[action.split()[1]]
            best = tarocchi.solve_out(table, hands, discard, first)
            assert tarocchi.play_out(table, hands, discard, first) <= best <= 114
            checked += 1
    assert checked > 30


# -- High's fast rules and its reading of the table ------------------------------------------------


def random_position(rng: random.Random) -> tuple[int, list[int], int, int, int]:
    """A hand (often of few suits, to reach the voids) and a trick before it: (hand, trick, led, seat, leader)."""
    suits = rng.sample(range(5), rng.randrange(1, 6))
    pool = [c for c in range(tarocchi.DECK_SIZE) if tarocchi.SUIT[c] in suits or c == tarocchi.MATTO]
    rng.shuffle(pool)
    hand = mask_of(pool[: rng.randrange(1, min(15, len(pool)) + 1)])
    rest = [c for c in range(tarocchi.DECK_SIZE) if not hand >> c & 1]
    rng.shuffle(rest)
    trick = rest[: rng.randrange(4)]
    if trick and trick[0] == tarocchi.MATTO and len(trick) == 1 and rng.random() < 0.5:
        trick = rest[1:3]
    led = next((tarocchi.SUIT[c] for c in trick if c != tarocchi.MATTO), tarocchi.NO_SUIT)
    leader = rng.randrange(4)
    return hand, trick, led, (leader + len(trick)) % 4, leader


def test_fast_rules_play_like_low() -> None:
    """High's play-outs use Low's rules in bit operations: the same card in every position."""
    rng = random.Random(11)
    for _ in range(30000):
        hand, trick, led, seat, leader = random_position(rng)
        careful = rng.random() < 0.5
        expected = tarocchi.low_card(hand, trick, led, seat, leader, careful)
        assert tarocchi.fast_low_card(hand, trick, led, seat, leader, careful) == expected, (hand, trick, careful)


def test_low_discard_fits_low_discard() -> None:
    rng = random.Random(12)
    for _ in range(3000):
        deck = list(range(tarocchi.DECK_SIZE))
        rng.shuffle(deck)
        hand = mask_of(deck[:17])
        first, second = tarocchi.low_discard(hand)
        assert tarocchi.low_discard_fits(hand, tarocchi.BIT[first] | tarocchi.BIT[second])
        other = rng.choice(tarocchi.discard_pairs(hand))
        if tarocchi.low_discard_fits(hand, tarocchi.BIT[other[0]] | tarocchi.BIT[other[1]]):
            # As good by Low's measure: the same trumps, voids and points.
            assert tarocchi._low_discard_value(hand, other) == tarocchi._low_discard_value(hand, (first, second))


def test_reading_low_players_never_rules_out_a_card_they_hold() -> None:
    """Four Low seats: what High reads from the opponents' plays is true of their hands, and the deals drawn fit it."""
    low = ai.player("tarocchi", "low")
    rng = random.Random(13)
    ruled_out = 0
    for seed in range(80):
        g = games.new_game("tarocchi", seed=seed)
        for _ in range(rng.randrange(5, 58)):
            g.apply(low(g.observation(g.to_act), g.legal_actions(), rng))
        seat = g.to_act
        table = tarocchi.read(g.observation(seat))
        sampler = tarocchi.DealSampler(table)
        reading = sampler.reading
        for other in range(4):
            if other != seat:
                assert not reading.ruled_out[other] & tarocchi._mask(g.observation(other)["hand"])
                ruled_out += reading.ruled_out[other].bit_count()
        hands = [tarocchi._mask(g.observation(s)["hand"]) for s in range(4)]
        discard = tarocchi._mask(g.observation(g.dealer)["discard"])
        assert tarocchi.surprises(reading, table, hands, discard) == 0
        for dealt, _ in sampler.draw(3, rng):
            for other in range(4):
                if other != seat:
                    assert not dealt[other] & reading.ruled_out[other]
    assert ruled_out > 80 * 10  # the reading says a lot
