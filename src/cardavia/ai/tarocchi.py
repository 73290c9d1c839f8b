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
  With six cards or fewer in hand, each sampled deal is instead played
  out exactly: High's side tries every line of its cards against Low's
  replies (see :func:`solve_out`).

>>> import random
>>> from cardavia import games
>>> g = games.new_game("tarocchi", seed=3)
>>> action = choose_low(g.observation(g.to_act), g.legal_actions(), random.Random(0))
>>> action in g.legal_actions()
True
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from cardavia.ai.base import note_safety_cap
from cardavia.games.tarocchi.rules import WIN_KEY, discard_pairs, legal_play_mask, winner_index
from cardavia.games.tarocchi.sampling import Knowledge, deal_hidden, note_voids, public_exclusions
from cardavia.games.tarocchi.tables import (
    BIT,
    CARD,
    CODES,
    DECK_SIZE,
    FIVE_POINT_MASK,
    FREE_DISCARD_MASK,
    FULL_DECK_MASK,
    MATTO,
    MATTO_BIT,
    NO_SUIT,
    ORDINARY_TRUMP_MASK,
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


def low_card(hand: int, trick: list[int], led: int, seat: int, leader: int, careful: bool = False) -> int:
    """The card Low plays from ``hand`` (a bitmask) to ``trick`` (cards from ``leader`` on).

    ``careful`` (High's own side in its play-outs) never risks the T1 to
    win a trick that a later player may still overtrump.

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
    if partner_winning and (last or _is_top(trick[best_index], led)):
        # Give points to the partner's trick; keep the T21, the only sure winner.
        gifts = [c for c in cards if c != MATTO and CODES[c] != "T21"] or cards
        return max(gifts, key=lambda c: (POINTS[c], -CHEAPNESS[c][1]))
    winners = [c for c in cards if keys[c] > best_key]
    if careful and not last and len(winners) > 1:
        winners = [c for c in winners if c != _T1]
    if winners and not partner_winning:
        return min(winners, key=lambda c: keys[c])
    if MATTO in cards and not partner_winning:
        # The Matto saves a card of points from a trick that is lost anyway.
        cheapest = min((c for c in cards if c != MATTO), key=CHEAPNESS.__getitem__)
        if POINTS[cheapest] >= 3 or sum(TAKEN[c] for c in trick) >= 5:
            return MATTO
    return min((c for c in cards if c != MATTO), key=CHEAPNESS.__getitem__, default=cards[0])


_T1 = CARD["T1"]


def _is_top(card: int, led: int) -> bool:
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

    return max(discard_pairs(hand), key=lambda pair: _low_discard_value(hand, pair))


def _low_discard_value(hand: int, pair: tuple[int, int]) -> tuple[int, int, int]:
    """Low's measure of a discard: fewer trumps, then more voids made, then more points."""
    kept = hand & ~(BIT[pair[0]] | BIT[pair[1]])
    voids = sum(1 for s in SUITS if not kept & SUIT_MASK[s] and hand & SUIT_MASK[s])
    trumps = sum(1 for c in pair if SUIT[c] == TRUMPS)
    return -trumps, voids, sum(POINTS[c] for c in pair)


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


# -- Low's rules again, on bitmasks only (High's play-outs) --------------------------------------------

#: Every card that can be given or kept (all but the Matto), and some single cards.
PLAIN_MASK = FULL_DECK_MASK & ~TRUMP_MASK & ~MATTO_BIT
KING_MASK = PLAIN_MASK & FIVE_POINT_MASK
_T1_BIT = BIT[CARD["T1"]]
_T21 = CARD["T21"]
_T21_BIT = BIT[_T21]
#: TOP_MASK[led]: the cards that Low trusts to hold a trick whose led suit is ``led``: the T18 to
#: T21, and the king of the led suit (see :func:`_is_top`).
TOP_MASK = tuple(
    sum(BIT[c] for c in range(DECK_SIZE) if _is_top(c, led)) for led in range(5)
)
#: BEATERS[led][card]: the cards that beat ``card`` in a trick whose led suit is ``led``.
BEATERS = tuple(
    tuple(sum(BIT[o] for o in range(DECK_SIZE) if WIN_KEY[led][o] > WIN_KEY[led][c]) for c in range(DECK_SIZE))
    for led in range(5)
)
#: Rank of each card from the cheapest to give away, as ``min(..., key=CHEAPNESS)`` in deck order.
CHEAP_RANK = tuple(
    sorted(range(DECK_SIZE), key=lambda c: (CHEAPNESS[c], c)).index(c) for c in range(DECK_SIZE)
)
#: Rank of each card as a gift, best first, as Low's ``max(..., key=(points, -CHEAPNESS))`` in deck order.
GIFT_RANK = tuple(
    sorted(range(DECK_SIZE), key=lambda c: (-POINTS[c], CHEAPNESS[c][1], c)).index(c) for c in range(DECK_SIZE)
)


def _lowest(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def _cheapest(cards: int) -> int:
    """The cheapest of ``cards`` (no Matto): Low's ``min(cards, key=CHEAPNESS)``.

    Inside a plain suit points grow with strength, so a suit's cheapest card
    is its weakest, the highest card number; among trumps the lowest of T2
    to T20, then the T1, then the T21.
    """
    best, best_rank = -1, DECK_SIZE
    plain = cards & PLAIN_MASK
    while plain:
        card = plain.bit_length() - 1
        if CHEAP_RANK[card] < best_rank:
            best, best_rank = card, CHEAP_RANK[card]
        plain &= ~SUIT_MASK[SUIT[card]]
    trumps = cards & TRUMP_MASK
    if trumps:
        ordinary = trumps & ORDINARY_TRUMP_MASK
        card = _lowest(ordinary) if ordinary else _lowest(trumps)
        if CHEAP_RANK[card] < best_rank:
            best = card
    return best


def _best_gift(cards: int) -> int:
    """The card Low gives to its partner's trick from ``cards``: the most points, then the weakest."""
    best, best_rank = -1, DECK_SIZE
    plain = cards & PLAIN_MASK
    while plain:
        card = plain.bit_length() - 1  # the weakest of its suit; its strongest if that is a court card
        suit_cards = plain & SUIT_MASK[SUIT[card]]
        strongest = _lowest(suit_cards)
        if POINTS[strongest] > 1:
            card = strongest
        if GIFT_RANK[card] < best_rank:
            best, best_rank = card, GIFT_RANK[card]
        plain &= ~suit_cards
    trumps = cards & TRUMP_MASK
    if trumps:
        card = 0 if trumps & _T1_BIT else _lowest(trumps)
        if GIFT_RANK[card] < best_rank:
            best = card
    return best


def fast_low_card(hand: int, trick: list[int], led: int, seat: int, leader: int, careful: bool = False) -> int:
    """:func:`low_card`, card for card, in bit operations: High plays millions of them."""
    legal = legal_play_mask(hand, led)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    if led == NO_SUIT:
        kings = legal & KING_MASK
        if kings:
            return _lowest(kings)
        plain = legal & PLAIN_MASK
        if plain:
            longest, length = 0, -1
            for suit in SUITS:
                count = (hand & SUIT_MASK[suit]).bit_count()
                if count > length:
                    longest, length = suit, count
            return (plain & SUIT_MASK[longest]).bit_length() - 1
        trumps = legal & TRUMP_MASK
        return _lowest(trumps) if trumps else _lowest(legal)
    best_index = winner_index(trick, led)
    best = trick[best_index]
    partner_winning = (leader + best_index) % SEATS == (seat + 2) % SEATS
    last = len(trick) == SEATS - 1
    if partner_winning:
        if last or BIT[best] & TOP_MASK[led]:
            gifts = legal & ~MATTO_BIT & ~_T21_BIT
            if gifts:
                return _best_gift(gifts)
            return MATTO if legal & MATTO_BIT else _T21
        return _cheapest(legal & ~MATTO_BIT)
    winners = legal & BEATERS[led][best]
    if winners:
        if careful and not last and winners & (winners - 1):
            winners &= ~_T1_BIT
        # One suit: trumps rank upwards with the card number, plain suits downwards.
        return _lowest(winners) if winners & TRUMP_MASK else winners.bit_length() - 1
    cheapest = _cheapest(legal & ~MATTO_BIT)
    if legal & MATTO_BIT:
        if POINTS[cheapest] >= 3 or sum(TAKEN[c] for c in trick) >= 5:
            return MATTO
    return cheapest


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
    #: Every card played so far, in order, with what the table showed when it was played.
    plays: tuple[Play, ...] = ()


@dataclass(frozen=True)
class Play:
    """One card played, with the trick before it: what its player saw of the table."""

    seat: int
    card: int
    leader: int
    before: tuple[int, ...]  # the cards of its trick played before it, from the leader
    led: int  # the led suit then (NO_SUIT when it leads, or only the Matto was led)


def _trick_plays(leader: int, cards: list[int]) -> list[Play]:
    plays = []
    led = NO_SUIT
    for index, card in enumerate(cards):
        plays.append(Play((leader + index) % SEATS, card, leader, tuple(cards[:index]), led))
        if led == NO_SUIT and card != MATTO:
            led = SUIT[card]
    return plays


def read(observation: Observation) -> Table:
    seat = observation["seat"]
    trick = observation["trick"]
    cards = [CARD[entry["card"]] for entry in trick["cards"]]
    played = 0
    voids = [0] * SEATS
    points = [0, 0]
    plays: list[Play] = []
    for done in observation["tricks"]:
        numbers = [CARD[entry["card"]] for entry in done["cards"]]
        seats = [entry["seat"] for entry in done["cards"]]
        plays += _trick_plays(done["leader"], numbers)
        note_voids(numbers, seats, voids)
        for c in numbers:
            played |= BIT[c]
        points[done["team"]] += done["points"]
    plays += _trick_plays(trick["leader"], cards)
    note_voids(cards, [entry["seat"] for entry in trick["cards"]], voids)
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
        plays=tuple(plays),
    )


# -- High: sampling the hidden cards ---------------------------------------------------------------------

#: What winning the deal adds to a play-out's team points, so that High plays for the win first.
WIN_BONUS = 20
#: Simulated plays per decision (rollouts x their length), and the fewest samples per card.
HIGH_BUDGET = 24000
HIGH_MIN_SAMPLES = 6
HIGH_MAX_SAMPLES = 200
#: With at most this many cards in its hand, High plays each sampled deal out exactly (see
#: :func:`solve_out`) on :data:`ENDGAME_SAMPLES` deals.
ENDGAME_CARDS = 6
ENDGAME_SAMPLES = 100
#: Tricks the exact searches of one decision may enter; the deal that passes it is the last.
ENDGAME_NODES = 80000
#: Seconds after which a decision stops sampling: a safety cap only, far above the usual latency
#: (the budget above, not the clock, sets the work, so that decisions are reproducible); the
#: arena counts every time it fires (:func:`cardavia.ai.base.note_safety_cap`).
HIGH_TIME_CAP = 2.0
#: Discards compared by play-outs, after a first ranking by rule.
HIGH_DISCARD_CANDIDATES = 4


#: Deals tried before the constraints of a decision are relaxed (inferences first, then voids).
DEAL_TRIES = 4
#: Whether High reads the opponents' past plays as Low's rules would have made them (its partner's
#: are not read: a High partner does not play by Low's rules).
READ_OPPONENTS = True


@dataclass(frozen=True)
class Reading:
    """What the other seats' past plays say about their hands, read by Low's rules."""

    #: Per seat, the hidden cards it cannot hold.
    ruled_out: list[int]
    #: The past plays of the seats still read so, with the cards each surely held then:
    #: (seat, held, trick before, led suit, leader, card).
    checks: list[tuple[int, int, list[int], int, int, int]]
    #: Whether the dealer's discard is read as Low's (the dealer is read and it is not this seat).
    discard_read: bool
    #: The cards the dealer has played.
    dealer_played: int


def low_reading(table: Table) -> Reading:
    """Per seat, the hidden cards its past plays rule out, if it plays by Low's rules.

    Low is deterministic, so each of its plays says what it did not hold: a
    card that the rules would have played instead. A seat that later plays
    a card so ruled out is not playing by these rules, and nothing is read
    from its plays. Only the opponents are read.
    """
    ruled_out = [0] * SEATS
    readable = [False] * SEATS
    for s in range(SEATS):
        if s == table.seat:
            continue
        readable[s] = READ_OPPONENTS and s != (table.seat + 2) % SEATS
    unseen = FULL_DECK_MASK & ~table.hand & ~table.played & ~table.my_discard
    # The cards each seat played from each of its plays on: what it surely held then.
    held_from: list[int] = []
    later = [0] * SEATS
    for play in reversed(table.plays):
        later[play.seat] |= BIT[play.card]
        held_from.append(later[play.seat])
    held_from.reverse()
    for play, held in zip(table.plays, held_from):
        s = play.seat
        if not readable[s]:
            continue
        if ruled_out[s] & BIT[play.card]:
            readable[s] = False
            ruled_out[s] = 0
            continue
        if held.bit_count() + table.hand_sizes[s] < 2:
            continue  # its last card: no choice
        candidates = unseen & ~ruled_out[s]
        if play.led == NO_SUIT:
            out = _lead_rules_out(play.card, candidates)
            if out is None:
                readable[s] = False
                ruled_out[s] = 0
                continue
            ruled_out[s] |= out
            continue
        if play.card == MATTO:
            # Which cards were legal is unknown (the Matto needs no void): only a card of
            # the led suit would surely have been legal beside it.
            candidates &= SUIT_MASK[play.led]
        before = list(play.before)
        for c in cards_of(candidates):
            if fast_low_card(held | BIT[c], before, play.led, s, play.leader) != play.card:
                ruled_out[s] |= BIT[c]
    checks = [
        (play.seat, held, list(play.before), play.led, play.leader, play.card)
        for play, held in zip(table.plays, held_from)
        if readable[play.seat] and held.bit_count() + table.hand_sizes[play.seat] >= 2
    ]
    dealer_played = 0
    for play in table.plays:
        if play.seat == table.dealer:
            dealer_played |= BIT[play.card]
    return Reading(ruled_out, checks, readable[table.dealer] and table.seat != table.dealer, dealer_played)


def surprises(reading: Reading, table: Table, hands: list[int], discard: int) -> int:
    """How many of the read seats' past plays (and the dealer's discard) Low's rules would not
    have made from the sampled ``hands``: what the card exclusions alone cannot say, such as
    the longest suit behind a lead."""
    count = 0
    for seat, held, before, led, leader, card in reading.checks:
        if fast_low_card(hands[seat] | held, before, led, seat, leader) != card:
            count += 1
    if reading.discard_read and not low_discard_fits(hands[table.dealer] | reading.dealer_played | discard, discard):
        count += 1
    return count


def low_discard_fits(hand: int, pair: int) -> bool:
    """Whether discarding ``pair`` from the 17-card ``hand`` is as good as :func:`low_discard`'s
    choice by Low's own measure (no trumps, then voids made, then points).

    >>> hand = sum(BIT[CARD[c]] for c in "T1 T2 T3 T4 T5 T6 T7 KS QS 5S KB 6B 7B 8B QC JC 2D".split())
    >>> low_discard_fits(hand, BIT[CARD["QC"]] | BIT[CARD["JC"]]), low_discard_fits(hand, BIT[CARD["QS"]] | BIT[CARD["2D"]])
    (True, False)
    """
    free = cards_of(hand & FREE_DISCARD_MASK)
    if len(free) < 2:
        first, second = low_discard(hand)
        return BIT[first] | BIT[second] == pair
    if pair & TRUMP_MASK:
        return False
    counts = [(hand & SUIT_MASK[suit]).bit_count() for suit in range(5)]

    def value(a: int, b: int) -> tuple[int, int]:
        if SUIT[a] == SUIT[b]:
            return int(counts[SUIT[a]] == 2), POINTS[a] + POINTS[b]
        return (counts[SUIT[a]] == 1) + (counts[SUIT[b]] == 1), POINTS[a] + POINTS[b]

    best = max(value(a, b) for index, a in enumerate(free) for b in free[index + 1 :])
    first, second = cards_of(pair)
    return value(first, second) == best


def _lead_rules_out(card: int, candidates: int) -> int | None:
    """The ``candidates`` that Low would have led instead of ``card`` (None: Low never leads it so).

    Low leads its first king, else the cheapest card of its longest suit,
    else its lowest trump.
    """
    if card == MATTO:
        return None
    if SUIT[card] == TRUMPS:
        weaker = sum(BIT[c] for c in range(card) if SUIT[c] == TRUMPS)
        return candidates & (PLAIN_MASK | weaker)
    if BIT[card] & KING_MASK:
        return candidates & KING_MASK & (BIT[card] - 1)
    cheaper = sum(BIT[c] for c in _BY_STRENGTH[SUIT[card]] if CHEAPNESS[c] < CHEAPNESS[card])
    return candidates & (KING_MASK | cheaper)


class DealSampler:
    """Deals of the unseen cards for one decision, consistent with everything public.

    The public record (voids, and after a trump discard the dealer's kept
    hand: see :func:`cardavia.games.tarocchi.sampling.public_exclusions`)
    always holds; the cards the read seats' plays rule out (see
    :func:`low_reading`) are added while some deal still meets them. Each
    deal is the first of up to :data:`CONSISTENT_TRIES` that Low's rules
    would have played as the read seats did (else the least surprising of
    them).
    """

    def __init__(self, table: Table) -> None:
        self.table = table
        self.reading = low_reading(table)
        dealer_played = 0
        for play in table.plays:
            if play.seat == table.dealer:
                dealer_played |= BIT[play.card]
        known = Knowledge(
            seat=table.seat,
            dealer=table.dealer,
            hand=table.hand,
            played=table.played,
            hand_sizes=table.hand_sizes,
            my_discard=table.my_discard,
            discard_trumps=table.discard_trumps,
            voids=table.voids,
            dealer_played=dealer_played,
        )
        public = public_exclusions(known)
        read = self.reading.ruled_out
        #: Each level: the ways to exclude cards (one chosen at random per deal): the public
        #: record with the reading of the plays, then the public record alone.
        self.levels: list[list[list[int]]] = [
            [[x | read[s] for s, x in enumerate(way)] for way in public],
            public,
        ]
        self.level = 0

    def draw(self, count: int, rng: random.Random) -> list[tuple[list[int], int]]:
        """``count`` deals: (hands, dealer's discard) each."""
        while self.level < len(self.levels):
            deals = self._draw_at(self.levels[self.level], count, rng)
            if deals is not None:
                return deals
            self.level += 1
        raise RuntimeError("no deal of the unseen cards fits the observation")

    def _draw_at(self, ways: list[list[int]], count: int, rng: random.Random) -> list[tuple[list[int], int]] | None:
        tries = CONSISTENT_TRIES if self.level == 0 else 1
        deals = []
        failures = 0
        while len(deals) < count:
            best, best_surprises = None, 0
            for _ in range(tries):
                excluded = ways[rng.randrange(len(ways))] if len(ways) > 1 else ways[0]
                dealt = deal_hidden(self.table, excluded, rng)
                if dealt is None:
                    break
                if tries == 1:
                    best = dealt
                    break
                found = surprises(self.reading, self.table, *dealt)
                if best is None or found < best_surprises:
                    best, best_surprises = dealt, found
                if not found:
                    break
            if best is None:
                failures += 1
                if failures >= DEAL_TRIES:
                    return None
            else:
                deals.append(best)
        return deals


#: Deals drawn per sample in search of one that Low's rules explain entirely (1: no search).
CONSISTENT_TRIES = 8


def sample_consistent(table: Table, rng: random.Random) -> tuple[list[int], int]:
    """One deal of the unseen cards consistent with everything public (see :class:`DealSampler`)."""
    return DealSampler(table).draw(1, rng)[0]


# -- High: playing a sampled deal out --------------------------------------------------------------------


def play_out(table: Table, hands: list[int], discard: int, first: int, team: int | None = None) -> int:
    """The final points of ``team`` when ``table.seat`` plays ``first`` now and everyone then plays Low.

    ``team`` (by default ``table.seat``'s) is High's side: it plays Low's
    rules carefully (see :func:`low_card`).
    """
    hands = list(hands)
    points = list(table.team_points)
    tricks = list(table.team_tricks)
    matto_team = table.matto_team
    trick = list(table.trick)
    leader = table.leader
    led = table.led
    seat = table.seat
    if team is None:
        team = seat % 2
    card = first
    while True:
        hands[seat] ^= BIT[card]
        trick.append(card)
        if card == MATTO:
            matto_team = seat & 1
        elif led == NO_SUIT:
            led = SUIT[card]
        if len(trick) == SEATS:
            winner = (leader + winner_index(trick, led)) & 3
            tricks[winner & 1] += 1
            points[winner & 1] += TAKEN[trick[0]] + TAKEN[trick[1]] + TAKEN[trick[2]] + TAKEN[trick[3]]
            if not hands[winner]:
                break
            trick, leader, led, seat = [], winner, NO_SUIT, winner
        else:
            seat = (seat + 1) & 3
        card = fast_low_card(hands[seat], trick, led, seat, leader, seat & 1 == team)
    return _final_points(points, tricks, matto_team, table.dealer, discard)[team]


def solve_out(table: Table, hands: list[int], discard: int, first: int, team: int | None = None) -> int:
    """The final points of ``team`` when ``table.seat`` plays ``first`` now and, from then on, the
    seats of ``team`` play the best cards for it on these ``hands`` while the others play Low.

    The exact end of a deal (see :data:`ENDGAME_CARDS`): High's side searches every line of its
    own cards, each reply of the other side being the one Low's rules give. ``team`` is by
    default ``table.seat``'s.
    """
    return EndSearch(table, hands, discard, team).value(first)


class EndSearch:
    """The search of :func:`solve_out` on one deal, for any first card: the positions met at the
    start of a trick are valued once, in points that ``team`` still gets."""

    def __init__(self, table: Table, hands: list[int], discard: int, team: int | None = None) -> None:
        self.table = table
        self.hands = hands
        self.team = table.seat % 2 if team is None else team
        self.dealer = table.dealer
        self.discard = discard
        self.memo: dict[tuple[int | None, ...], int] = {}
        #: Tricks entered so far: the work done, for the budget.
        self.nodes = 0

    def value(self, first: int) -> int:
        """The final points of ``team`` when ``table.seat`` plays ``first``."""
        table = self.table
        hands = list(self.hands)
        hands[table.seat] ^= BIT[first]
        won = (table.team_tricks[0] > 0) | (table.team_tricks[1] > 0) << 1
        led = table.led
        matto_team = table.matto_team
        if first == MATTO:
            matto_team = table.seat & 1
        elif led == NO_SUIT:
            led = SUIT[first]
        return table.team_points[self.team] + self.trick(hands, table.trick + [first], table.leader, led, won, matto_team)

    def lead(self, hands: list[int], leader: int, won: int, matto_team: int | None) -> int:
        """The best value from the start of a trick that ``leader`` leads."""
        key = (*hands, leader, won, matto_team)
        value = self.memo.get(key)
        if value is None:
            value = self.trick(hands, [], leader, NO_SUIT, won, matto_team)
            self.memo[key] = value
        return value

    def trick(self, hands: list[int], trick: list[int], leader: int, led: int, won: int, matto_team: int | None) -> int:
        """The best value from a trick under way (``trick`` from ``leader`` on, ``hands`` without it)."""
        team = self.team
        self.nodes += 1
        while len(trick) < SEATS:
            seat = (leader + len(trick)) & 3
            if seat & 1 != team:
                card = fast_low_card(hands[seat], trick, led, seat, leader)
            else:
                legal = legal_play_mask(hands[seat], led)
                if legal & (legal - 1):
                    best = -1
                    for card in cards_of(legal):
                        after = list(hands)
                        after[seat] ^= BIT[card]
                        next_led = SUIT[card] if led == NO_SUIT and card != MATTO else led
                        value = self.trick(after, trick + [card], leader, next_led, won, seat & 1 if card == MATTO else matto_team)
                        if value > best:
                            best = value
                    return best
                card = legal.bit_length() - 1
            hands = list(hands)
            hands[seat] ^= BIT[card]
            trick = trick + [card]
            if card == MATTO:
                matto_team = seat & 1
            elif led == NO_SUIT:
                led = SUIT[card]
        winner = (leader + winner_index(trick, led)) & 3
        won |= 1 << (winner & 1)
        taken = TAKEN[trick[0]] + TAKEN[trick[1]] + TAKEN[trick[2]] + TAKEN[trick[3]] if winner & 1 == team else 0
        if hands[winner]:
            return taken + self.lead(hands, winner, won, matto_team)
        # The Matto and the discard, by the tricks each team has won (see :func:`_final_points`).
        return taken + _final_points([0, 0], [won & 1, won >> 1], matto_team, self.dealer, self.discard)[team]


def deal_value(points: int) -> int:
    """What a team's final points are worth to High: the points, plus :data:`WIN_BONUS` for a win.

    The deal is won or lost at 57 of 114, so crossing it counts for more than a few points.

    >>> deal_value(60), deal_value(57), deal_value(50)
    (80, 67, 50)
    """
    return points + (WIN_BONUS if points > 57 else WIN_BONUS // 2 if points == 57 else 0)


def _final_points(points: list[int], tricks: list[int], matto_team: int | None, dealer: int, discard: int) -> list[int]:
    """Both teams' totals at the end (docs/rules/tarocchi.md, 3.2.7): tricks, the Matto, the discard."""
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
    return _decide(observation, legal_actions, rng, None, every_action=False).best


def analyse_high(observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None = None) -> Any:
    """High's :class:`~cardavia.ai.analysis.Valuation`: :func:`choose_high`'s own search.

    High compares :func:`deal_value` (the team's points plus a bonus for winning
    the deal); a value here is the team's mean final points alone (the units of
    ``returns()``), ``win`` the share of sampled deals its team won (57 of 114,
    a draw, counts half). A card that plays exactly like a weaker one
    (:func:`distinct_cards`) has that card's estimate; the discards past
    High's :data:`HIGH_DISCARD_CANDIDATES` are played out on the first
    :data:`EXTRA_SAMPLES` deals only. ``budget`` is the number of simulated
    plays (High's default :data:`HIGH_BUDGET`).
    """
    return _decide(observation, legal_actions, rng, budget, every_action=True)


#: Sampled deals on which the discards High does not weigh are played out, for an analysis.
EXTRA_SAMPLES = 2


class _Tally:
    """Per option: the sum of :func:`deal_value`, of the team's points, and of wins."""

    def __init__(self, count: int) -> None:
        self.values = [0] * count
        self.points = [0] * count
        self.wins = [0.0] * count
        self.samples = [0] * count

    def add(self, option: int, points: int) -> None:
        self.values[option] += deal_value(points)
        self.points[option] += points
        self.wins[option] += 1.0 if points > 57 else 0.5 if points == 57 else 0.0
        self.samples[option] += 1

    def mean_points(self, option: int) -> float:
        return self.points[option] / max(1, self.samples[option])

    def win_share(self, option: int) -> float:
        return self.wins[option] / max(1, self.samples[option])


def _decide(observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None, every_action: bool) -> Any:
    from .analysis import POINTS, Valuation

    budget = HIGH_BUDGET if budget is None else budget
    table = read(observation)
    if observation["phase"] == "discard":
        return _high_discard(table, rng, legal_actions, budget, every_action)
    cards = distinct_cards([CARD[action.split()[1]] for action in legal_actions], table.hand | table.played)
    tally = _Tally(len(cards))
    if len(cards) > 1 or every_action:
        _search_cards(table, cards, rng, budget, tally)
    # Among equal averages, the cheaper card.
    best = max(range(len(cards)), key=lambda i: (tally.values[i], [-x for x in CHEAPNESS[cards[i]]]))
    if not every_action:
        return Valuation(f"play {CODES[cards[best]]}", {}, {})
    like = _same_as(cards, [CARD[action.split()[1]] for action in legal_actions], table.hand | table.played)
    values = {action: tally.mean_points(like[CARD[action.split()[1]]]) for action in legal_actions}
    wins: dict[str, float | None] = {action: tally.win_share(like[CARD[action.split()[1]]]) for action in legal_actions}
    return Valuation(f"play {CODES[cards[best]]}", values, wins, POINTS)


def _search_cards(table: Table, cards: list[int], rng: random.Random, budget: int, tally: _Tally) -> None:
    remaining = max(1, sum(table.hand_sizes) + len(table.trick))
    exact = table.hand.bit_count() <= ENDGAME_CARDS
    if exact:
        samples = ENDGAME_SAMPLES * budget // HIGH_BUDGET or 1
    else:
        samples = min(HIGH_MAX_SAMPLES, max(HIGH_MIN_SAMPLES, budget // (remaining * len(cards))))
    sampler = DealSampler(table)
    deadline = time.perf_counter() + HIGH_TIME_CAP
    nodes = 0
    for _ in range(samples):
        hands, discard = sampler.draw(1, rng)[0]
        if exact:
            search = EndSearch(table, hands, discard)
            for i, card in enumerate(cards):
                tally.add(i, search.value(card))
            nodes += search.nodes
            if nodes >= ENDGAME_NODES * budget // HIGH_BUDGET:
                break
        else:
            for i, card in enumerate(cards):
                tally.add(i, play_out(table, hands, discard, card))
        if time.perf_counter() > deadline:
            note_safety_cap("tarocchi high")
            break


def _same_as(kept: list[int], cards: list[int], known: int) -> dict[int, int]:
    """For each of ``cards``, the index in ``kept`` of the card it plays exactly like (see
    :func:`distinct_cards`): itself, or the weaker card that heads its run."""
    position = {card: index for index, card in enumerate(kept)}
    chosen = set(cards)
    like: dict[int, int] = {}
    for suit_cards in _BY_STRENGTH:
        head: int | None = None
        for c in suit_cards:
            if c in chosen:
                if c in position:
                    head = c
                like[c] = position[c] if c in position else position[head]  # type: ignore[index]
            elif not known & BIT[c]:
                head = None
    if MATTO in chosen:
        like[MATTO] = position[MATTO]
    return like


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


def _high_discard(table: Table, rng: random.Random, legal_actions: list[str], budget: int, every_action: bool) -> Any:
    """The dealer's discard: the best few by rule, compared by playing sampled deals out (and, for
    an analysis, every other discard on the first :data:`EXTRA_SAMPLES` deals)."""
    from .analysis import POINTS, Valuation

    hand = table.hand
    ranked = sorted(discard_pairs(hand), key=lambda pair: _discard_value(hand, pair), reverse=True)
    candidates = ranked[:HIGH_DISCARD_CANDIDATES]
    extras = ranked[HIGH_DISCARD_CANDIDATES:] if every_action else []
    every = candidates + extras
    tally = _Tally(len(every))
    if len(candidates) > 1 or every_action:
        samples = max(HIGH_MIN_SAMPLES, budget // (len(candidates) * 60))
        leader = (table.dealer + 1) % SEATS
        for sample in range(samples):
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
            options = len(every) if sample < EXTRA_SAMPLES else len(candidates)
            for i, (first, second) in enumerate(every[:options]):
                pair = BIT[first] | BIT[second]
                hands[table.dealer] = hand & ~pair
                start = Table(**{**table.__dict__, "hand": hand & ~pair, "leader": leader, "my_discard": pair})
                opening = low_card(hands[leader], [], NO_SUIT, leader, leader)
                tally.add(i, _play_from(start, hands, pair, leader, opening))
    best = max(range(len(candidates)), key=lambda i: (tally.values[i], -i))

    def action_of(pair: tuple[int, int]) -> str:
        return f"discard {CODES[pair[0]]} {CODES[pair[1]]}"

    if not every_action:
        return Valuation(action_of(candidates[best]), {}, {})
    index = {action_of(pair): i for i, pair in enumerate(every)}
    values = {action: tally.mean_points(index[action]) for action in legal_actions}
    wins: dict[str, float | None] = {action: tally.win_share(index[action]) for action in legal_actions}
    return Valuation(action_of(candidates[best]), values, wins, POINTS)


def _play_from(table: Table, hands: list[int], discard: int, seat: int, card: int) -> int:
    """Like :func:`play_out`, with ``seat`` (not necessarily the table's) playing ``card`` first."""
    moved = Table(**{**table.__dict__, "seat": seat})
    return play_out(moved, hands, discard, card, team=table.seat % 2)


PLAYERS = {"low": choose_low, "high": choose_high}
ANALYSE = analyse_high
