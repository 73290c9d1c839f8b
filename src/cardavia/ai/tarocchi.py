"""Tarocchi players: Low plays by table rules, High samples the hidden hands and plays them out.

Both are functions ``choose(observation, legal_actions, rng) -> action`` of
the observation alone. Partners are seats 0 & 2 and 1 & 3; every decision
aims at the team's card points.

* **Low** wins a trick with its cheapest winning card (a low trump when it
  is void), gives points to a trick its partner is winning, otherwise
  plays its cheapest card, and keeps the Matto for a trick it would lose
  with points. As dealer it discards to make voids and bank points.
* **High** deals the unseen cards at random many times, consistently with
  everything public: cards played, voids shown by failing to follow suit
  or to trump, the announced number of discarded trumps (and that kings,
  T1, T21 and the Matto never go to the discard). In each sample it plays
  every legal card and finishes the deal with Low's rules for all four
  seats, and picks the card with the best average for its team. The same
  samples serve every card. The budget counts simulated plays, so that the
  time per decision stays roughly even from the first trick to the last.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("tarocchi", seed=3)
>>> action = choose_low(g.observation(g.to_act), g.legal_actions(), random.Random(0))
>>> action in g.legal_actions()
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from cardavia.games.tarocchi.rules import WIN_KEY, discard_pairs, legal_play_mask, winner_index
from cardavia.games.tarocchi.tables import (
    BIT,
    CARD,
    CODES,
    DECK_SIZE,
    FIVE_POINT_MASK,
    MATTO,
    MATTO_BIT,
    NO_SUIT,
    POINTS,
    STRENGTH,
    SUIT,
    SUIT_MASK,
    TRUMP_MASK,
    TRUMPS,
    cards_of,
)

Observation = dict[str, Any]
SEATS = 4
TRICKS = 15
MATTO_POINTS = POINTS[MATTO]
#: Points a trick's winner takes for each card (the Matto stays with its team).
TAKEN = tuple(0 if c == MATTO else POINTS[c] for c in range(DECK_SIZE))
SUITS = (1, 2, 3, 4)  # swords, batons, cups, coins
#: An order of cards from the cheapest to give away: points first, then trick strength.
CHEAPNESS = tuple((POINTS[c], 100 * (SUIT[c] == TRUMPS) + STRENGTH[c]) for c in range(DECK_SIZE))


def _mask(codes: list[str]) -> int:
    mask = 0
    for code in codes:
        mask |= BIT[CARD[code]]
    return mask


# -- Low: table rules on bitmasks (also High's rollout policy) -------------------------------------------


def low_card(hand: int, trick: list[int], led: int, seat: int, leader: int) -> int:
    """The card Low plays from ``hand`` (a bitmask) to ``trick`` (cards from ``leader`` on).

    >>> hand = BIT[CARD["T5"]] | BIT[CARD["T20"]] | BIT[CARD["M"]]
    >>> CODES[low_card(hand, [CARD["KS"], CARD["6S"], CARD["7S"]], 1, 0, 1)]  # void in swords, last to play
    'T5'
    """
    legal = legal_play_mask(hand, led)
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    cards = cards_of(legal)
    if led == NO_SUIT:
        return _low_lead(hand, cards)
    keys = WIN_KEY[led]
    best_index = winner_index(trick, led)
    best_key = keys[trick[best_index]]
    partner_winning = (leader + best_index) % SEATS == (seat + 2) % SEATS
    last = len(trick) == SEATS - 1
    if partner_winning and (last or _is_top(trick[best_index], led, hand)):
        # Give points to the partner's trick; keep the T21, the only sure winner.
        gifts = [c for c in cards if c != MATTO and CODES[c] != "T21"] or cards
        return max(gifts, key=lambda c: (POINTS[c], -CHEAPNESS[c][1]))
    winners = [c for c in cards if keys[c] > best_key]
    if winners and not partner_winning:
        return min(winners, key=lambda c: keys[c])
    if MATTO in cards and not partner_winning:
        # The Matto saves a card of points from a trick that is lost anyway.
        cheapest = min((c for c in cards if c != MATTO), key=CHEAPNESS.__getitem__)
        if POINTS[cheapest] >= 3 or sum(TAKEN[c] for c in trick) >= 5:
            return MATTO
    return min((c for c in cards if c != MATTO), key=CHEAPNESS.__getitem__, default=cards[0])


def _is_top(card: int, led: int, hand: int) -> bool:
    """Whether ``card`` looks safe to win: a high trump, or a king of the led suit."""
    return (SUIT[card] == TRUMPS and STRENGTH[card] >= 18) or (SUIT[card] == led and STRENGTH[card] == 10)


def _low_lead(hand: int, cards: list[int]) -> int:
    """Lead a king if held; else a low card of the longest plain suit; else the lowest trump."""
    kings = [c for c in cards if SUIT[c] in SUITS and STRENGTH[c] == 10]
    if kings:
        return kings[0]
    plain = [c for c in cards if SUIT[c] in SUITS]
    if plain:
        longest = max(SUITS, key=lambda s: (bin(hand & SUIT_MASK[s]).count("1"), -s))
        in_suit = [c for c in plain if SUIT[c] == longest] or plain
        return min(in_suit, key=CHEAPNESS.__getitem__)
    trumps = [c for c in cards if SUIT[c] == TRUMPS]
    if trumps:
        return min(trumps, key=lambda c: STRENGTH[c])
    return cards[0]


def low_discard(hand: int) -> tuple[int, int]:
    """Low's discard: make voids, then bank points, never a trump when it can help it.

    >>> hand = sum(BIT[CARD[c]] for c in "T1 T2 T3 T4 T5 T6 T7 KS QS 5S KB 6B 7B 8B QC JC 2D".split())
    >>> [CODES[c] for c in low_discard(hand)]
    ['QC', 'JC']
    """

    def value(pair: tuple[int, int]) -> tuple[int, int, int]:
        kept = hand & ~(BIT[pair[0]] | BIT[pair[1]])
        voids = sum(1 for s in SUITS if not kept & SUIT_MASK[s] and hand & SUIT_MASK[s])
        trumps = sum(1 for c in pair if SUIT[c] == TRUMPS)
        return -trumps, voids, sum(POINTS[c] for c in pair)

    return max(discard_pairs(hand), key=value)


def choose_low(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """Low: cheapest winner, points to the partner, cheapest loser; voids and points in the discard."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    state = read(observation)
    if observation["phase"] == "discard":
        first, second = low_discard(state.hand)
        return f"discard {CODES[first]} {CODES[second]}"
    card = low_card(state.hand, state.trick, state.led, state.seat, state.leader)
    return f"play {CODES[card]}"


# -- reading the observation ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """What one seat knows, as card numbers and bitmasks."""

    seat: int
    dealer: int
    hand: int
    trick: list[int]  # the current trick, from its leader
    leader: int
    led: int
    played: int  # every card played so far, this trick included
    hand_sizes: list[int]
    #: Per seat, a bitmask of suits (bit ``1 << suit``) he has shown he lacks.
    voids: list[int]
    my_discard: int  # the dealer's own discard; 0 for the other seats
    discard_trumps: int  # announced trumps in the discard
    team_points: list[int]  # card points already taken by each team
    team_tricks: list[int]
    matto_team: int | None  # the team that played the Matto, if it has been played


def read(observation: Observation) -> Table:
    seat = observation["seat"]
    trick = observation["trick"]
    cards = [CARD[entry["card"]] for entry in trick["cards"]]
    played = 0
    voids = [0] * SEATS
    points = [0, 0]
    for done in observation["tricks"]:
        numbers = [CARD[entry["card"]] for entry in done["cards"]]
        seats = [entry["seat"] for entry in done["cards"]]
        _note_voids(numbers, seats, voids)
        for c in numbers:
            played |= BIT[c]
        points[done["team"]] += done["points"]
    _note_voids(cards, [entry["seat"] for entry in trick["cards"]], voids)
    for c in cards:
        played |= BIT[c]
    led = NO_SUIT
    for c in cards:
        if c != MATTO:
            led = SUIT[c]
            break
    matto = observation["matto"]
    discard = observation["discard"]
    return Table(
        seat=seat,
        dealer=observation["dealer"],
        hand=_mask(observation["hand"]),
        trick=cards,
        leader=trick["leader"],
        led=led,
        played=played,
        hand_sizes=list(observation["hand_sizes"]),
        voids=voids,
        my_discard=_mask(discard) if discard else 0,
        discard_trumps=observation["discard_trumps"] or 0,
        team_points=points,
        team_tricks=list(observation["tricks_won"]),
        matto_team=None if matto is None else matto["team"],
    )


def _note_voids(cards: list[int], seats: list[int], voids: list[int]) -> None:
    """Failing to follow the led suit shows a void in it; failing to trump as well shows no trumps."""
    led = NO_SUIT
    for c, s in zip(cards, seats):
        if c == MATTO:
            continue
        if led == NO_SUIT:
            led = SUIT[c]
            continue
        if SUIT[c] != led:
            voids[s] |= 1 << led
            if SUIT[c] != TRUMPS:
                voids[s] |= 1 << TRUMPS


# -- High: sampling the hidden cards ---------------------------------------------------------------------

#: Simulated plays per decision (rollouts x their length), and the fewest samples per card.
HIGH_BUDGET = 24000
HIGH_MIN_SAMPLES = 6
#: Discards compared by play-outs, after a first ranking by rule.
HIGH_DISCARD_CANDIDATES = 4


#: The void bit each card needs its holder not to have (the Matto fits anyone).
_SUIT_BIT = tuple(0 if c == MATTO else 1 << SUIT[c] for c in range(DECK_SIZE))


def sample_hands(table: Table, rng: random.Random) -> tuple[list[int], int] | None:
    """One deal of the unseen cards consistent with everything public: (hands, dealer's discard).

    Returns None when this random attempt ran into a dead end (the caller retries).
    """
    seat = table.seat
    unseen = ((1 << DECK_SIZE) - 1) & ~table.hand & ~table.played & ~table.my_discard
    hands = [0] * SEATS
    hands[seat] = table.hand
    need = list(table.hand_sizes)
    need[seat] = 0
    discard = table.my_discard
    cards = cards_of(unseen)
    if seat != table.dealer:
        # Two hidden cards went to the discard, with the announced number of trumps,
        # never a 5-point card.
        trumps = [c for c in cards if SUIT[c] == TRUMPS and not BIT[c] & FIVE_POINT_MASK]
        others = [c for c in cards if SUIT[c] != TRUMPS and not BIT[c] & FIVE_POINT_MASK]
        k = table.discard_trumps
        if len(trumps) < k or len(others) < 2 - k:
            return None
        chosen = rng.sample(trumps, k) + rng.sample(others, 2 - k)
        for c in chosen:
            discard |= BIT[c]
        cards = [c for c in cards if not BIT[c] & discard]
    rng.shuffle(cards)
    others = [s for s in range(SEATS) if s != seat and need[s]]
    # The seats that may hold each card, and the most constrained cards first.
    options = {c: [s for s in others if not table.voids[s] & _SUIT_BIT[c]] for c in cards}
    cards.sort(key=lambda c: len(options[c]))
    for c in cards:
        open_seats = [s for s in options[c] if need[s]]
        if not open_seats:
            return None
        if len(open_seats) == 1:
            s = open_seats[0]
        else:
            s = rng.choices(open_seats, [need[s] for s in open_seats])[0]
        hands[s] |= BIT[c]
        need[s] -= 1
    return hands, discard


def sample_consistent(table: Table, rng: random.Random) -> tuple[list[int], int]:
    """A consistent deal of the unseen cards; after many dead ends, one that ignores the voids."""
    for _ in range(50):
        sampled = sample_hands(table, rng)
        if sampled is not None:
            return sampled
    relaxed = Table(**{**table.__dict__, "voids": [0] * SEATS})
    for _ in range(50):
        sampled = sample_hands(relaxed, rng)
        if sampled is not None:
            return sampled
    raise RuntimeError("no deal of the unseen cards fits the observation")


# -- High: playing a sampled deal out --------------------------------------------------------------------


def play_out(table: Table, hands: list[int], discard: int, first: int) -> int:
    """The final points of ``table.seat``'s team when it plays ``first`` now and everyone then plays Low."""
    hands = list(hands)
    points = list(table.team_points)
    tricks = list(table.team_tricks)
    matto_team = table.matto_team
    trick = list(table.trick)
    leader = table.leader
    led = table.led
    seat = table.seat
    card = first
    while True:
        hands[seat] &= ~BIT[card]
        trick.append(card)
        if card == MATTO:
            matto_team = seat % 2
        elif led == NO_SUIT:
            led = SUIT[card]
        if len(trick) == SEATS:
            winner = (leader + winner_index(trick, led)) % SEATS
            team = winner % 2
            tricks[team] += 1
            points[team] += sum(TAKEN[c] for c in trick)
            if not hands[winner]:
                break
            trick, leader, led, seat = [], winner, NO_SUIT, winner
        else:
            seat = (seat + 1) % SEATS
        card = low_card(hands[seat], trick, led, seat, leader)
    return _final_points(points, tricks, matto_team, table.dealer, discard)[table.seat % 2]


def _final_points(points: list[int], tricks: list[int], matto_team: int | None, dealer: int, discard: int) -> list[int]:
    """Both teams' totals at the end (spec 3.2.7): tricks, the Matto, the discard."""
    totals = list(points)
    if matto_team is not None:
        totals[matto_team if tricks[matto_team] else 1 - matto_team] += MATTO_POINTS
    dealer_team = dealer % 2
    owner = dealer_team if tricks[dealer_team] else 1 - dealer_team
    totals[owner] += sum(POINTS[c] for c in cards_of(discard))
    return totals


# -- High: decisions ----------------------------------------------------------------------------------


def choose_high(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """High: sampled deals of the unseen cards, each legal card played out; the best team average."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    table = read(observation)
    if observation["phase"] == "discard":
        return _high_discard(table, rng)
    cards = distinct_cards([CARD[action.split()[1]] for action in legal_actions], table.hand | table.played)
    if len(cards) == 1:
        return f"play {CODES[cards[0]]}"
    remaining = sum(table.hand_sizes) + len(table.trick)
    samples = max(HIGH_MIN_SAMPLES, HIGH_BUDGET // (len(cards) * max(1, remaining)))
    totals = [0] * len(cards)
    for _ in range(samples):
        hands, discard = sample_consistent(table, rng)
        for i, card in enumerate(cards):
            totals[i] += play_out(table, hands, discard, card)
    # Among equal averages, the cheaper card.
    best = max(range(len(cards)), key=lambda i: (totals[i], [-x for x in CHEAPNESS[cards[i]]]))
    return f"play {CODES[cards[best]]}"


#: The cards of each suit (trumps 0, swords ... coins 4), weakest first.
_BY_STRENGTH = tuple(sorted((c for c in range(DECK_SIZE) if SUIT[c] == suit), key=STRENGTH.__getitem__) for suit in range(5))


def distinct_cards(cards: list[int], known: int) -> list[int]:
    """``cards`` without those that play exactly like a weaker one.

    Two cards of one suit with the same points are interchangeable when
    every card ranked between them is ``known`` (held or already played):
    nobody else can hold a card that tells them apart. The weakest of each
    such run is kept.

    >>> known = sum(BIT[CARD[c]] for c in "T5 T6 T7 T9".split())
    >>> [CODES[c] for c in distinct_cards([CARD["T5"], CARD["T6"], CARD["T7"], CARD["T9"]], known)]
    ['T5', 'T9']
    """
    chosen = set(cards)
    kept = []
    for suit_cards in _BY_STRENGTH:
        run_points = None
        for c in suit_cards:
            if c in chosen:
                if run_points != POINTS[c]:
                    kept.append(c)
                    run_points = POINTS[c]
            elif not known & BIT[c]:
                run_points = None  # a card someone else may hold breaks the run
    if MATTO in chosen:
        kept.append(MATTO)
    return kept


def _discard_value(hand: int, pair: tuple[int, int]) -> tuple[int, int]:
    """A first ranking of discards: no trumps, banked points plus three per void made."""
    kept = hand & ~(BIT[pair[0]] | BIT[pair[1]])
    voids = sum(1 for s in SUITS if not kept & SUIT_MASK[s] and hand & SUIT_MASK[s])
    trumps = sum(1 for c in pair if SUIT[c] == TRUMPS)
    return -trumps, sum(POINTS[c] for c in pair) + 3 * voids


def _high_discard(table: Table, rng: random.Random) -> str:
    """The dealer's discard: the best few by rule, compared by playing sampled deals out."""
    hand = table.hand
    ranked = sorted(discard_pairs(hand), key=lambda pair: _discard_value(hand, pair), reverse=True)
    candidates = ranked[:HIGH_DISCARD_CANDIDATES]
    if len(candidates) == 1:
        first, second = candidates[0]
        return f"discard {CODES[first]} {CODES[second]}"
    samples = max(HIGH_MIN_SAMPLES, HIGH_BUDGET // (len(candidates) * 60))
    totals = [0] * len(candidates)
    leader = (table.dealer + 1) % SEATS
    for _ in range(samples):
        # Deal the others' 45 cards at random (nothing is known of them yet).
        unseen = cards_of(((1 << DECK_SIZE) - 1) & ~hand)
        rng.shuffle(unseen)
        hands = [0] * SEATS
        position = 0
        for s in range(SEATS):
            if s == table.dealer:
                continue
            for c in unseen[position : position + 15]:
                hands[s] |= BIT[c]
            position += 15
        for i, (first, second) in enumerate(candidates):
            pair = BIT[first] | BIT[second]
            hands[table.dealer] = hand & ~pair
            start = Table(**{**table.__dict__, "hand": hand & ~pair, "leader": leader, "my_discard": pair})
            opening = low_card(hands[leader], [], NO_SUIT, leader, leader)
            totals[i] += _play_from(start, hands, pair, leader, opening)
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    first, second = candidates[best]
    return f"discard {CODES[first]} {CODES[second]}"


def _play_from(table: Table, hands: list[int], discard: int, seat: int, card: int) -> int:
    """Like :func:`play_out`, with ``seat`` (not necessarily the table's) playing ``card`` first."""
    moved = Table(**{**table.__dict__, "seat": seat})
    points = play_out(moved, hands, discard, card)
    return points if seat % 2 == table.seat % 2 else 114 - points


PLAYERS = {"low": choose_low, "high": choose_high}
