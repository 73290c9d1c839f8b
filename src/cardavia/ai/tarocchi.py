"""Tarocchi players: Low weighs each card by simple odds, High samples the hidden hands and plays them out.

Both are functions ``choose(observation, legal_actions, rng) -> action`` of
the observation alone. Partners share the reward: seats ``s`` and ``s + 2``
both want their team's card points.

* **Low** scores each legal card by what it expects the card to bring its
  team now (the chance that its team takes the trick after it, times the
  points in it) against what the card is worth kept for later (trumps by how
  many higher trumps are still out, masters of a suit, points its partner may
  still collect). Who can still beat a card is judged from the cards seen, the
  voids shown and the hand sizes. So it follows low, trumps a trick the
  opponents are winning, gives a court card to a trick its partner surely
  wins, keeps the Matto for a trick that would cost points, and leads kings
  while the suit is still out. As dealer it banks points in the discard
  (queens and cavalli score for its team) and empties short suits.
* **High** deals the unseen cards at random, consistently with everything
  public: the cards played, the voids shown by failing to follow suit (and
  by failing to trump: no trumps), the hand sizes, and the dealer's discard
  (two cards never worth 5 points, with the announced number of trumps, and
  the dealer's kept hand then all trumps, kings and the Matto, or trump-free).
  In each sampled deal it plays every candidate card and lets the Low rules,
  reading the sampled hands, finish the deal; it picks the card with the best
  average of its team's final points. The dealer picks its discard among the
  best few by Low's score the same way.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("tarocchi", seed=1, setup={"dealer": 3, "hands": [
...     "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15".split(),
...     "T16 T17 T18 T19 T20 T21 M KS QS NS JS 10S 9S 8S 7S".split(),
...     "6S 5S KB QB NB JB 10B 9B 8B 7B 6B 5B KC QC NC".split(),
...     "JC 1C 2C 3C 4C 5C 6C KD QD ND JD 1D 2D 3D 4D 5D 6D".split()]})
>>> choose_low(g.observation(3), g.legal_actions(), random.Random(0))  # bank the queen and the cavallo
'discard QD ND'
"""

from __future__ import annotations

import random
import time
from typing import Any

from cardavia.games.tarocchi.rules import WIN_KEY, discard_pairs, legal_play_mask, winner_index
from cardavia.games.tarocchi.tables import (
    BIT,
    CARD,
    CODES,
    DECK_SIZE,
    DISCARD_ACTION,
    FIVE_POINT_MASK,
    FREE_DISCARD_MASK,
    FULL_DECK_MASK,
    MATTO,
    MATTO_BIT,
    NO_SUIT,
    ORDINARY_TRUMP_MASK,
    PLAY_ACTION,
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
#: Points a trick's winner takes for each card (the Matto stays with its player's team).
TAKEN: tuple[int, ...] = tuple(0 if number == MATTO else POINTS[number] for number in range(DECK_SIZE))


def _above(number: int) -> int:
    """The cards of ``number``'s own suit (trumps for a trump) that are stronger than it."""
    if number == MATTO:
        return 0
    suit = SUIT[number]
    return sum(BIT[other] for other in range(DECK_SIZE) if SUIT[other] == suit and STRENGTH[other] > STRENGTH[number])


#: ABOVE[card]: the stronger cards of its suit.
ABOVE: tuple[int, ...] = tuple(_above(number) for number in range(DECK_SIZE))
#: BEATERS[led][card]: the cards that beat ``card`` in a trick whose led suit is ``led``.
BEATERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(BIT[other] for other in range(DECK_SIZE) if WIN_KEY[led][other] > WIN_KEY[led][number])
        for number in range(DECK_SIZE)
    )
    for led in range(5)
)

# -- odds: who may hold what ------------------------------------------------------------------------------------


class Odds:
    """What one seat believes about the others' hands: the cards each may hold and how likely.

    ``may[s]`` is the set of cards seat ``s`` may hold and ``share[s]`` the
    chance that any one of them is in its hand (its hand size over the size
    of ``may[s]``). With ``may`` the true hands and ``share`` 1, the odds are
    certainties: High's playouts read the sampled deal that way.
    """

    __slots__ = ("may", "share")

    def __init__(self, may: list[int], share: list[float]) -> None:
        self.may = may
        self.share = share

    def holds_any(self, seat: int, cards: int) -> float:
        """The chance that ``seat`` holds at least one of ``cards``."""
        count = (cards & self.may[seat]).bit_count()
        if not count:
            return 0.0
        return 1.0 - (1.0 - self.share[seat]) ** count

    def beats(self, seat: int, best: int, led: int) -> float:
        """The chance that ``seat`` can play a card beating ``best`` to a trick whose led suit is ``led``."""
        above = ABOVE[best]
        if led == TRUMPS:
            return self.holds_any(seat, above)
        if SUIT[best] == TRUMPS:
            # Only a higher trump, and only when void in the led suit.
            return (1.0 - self.holds_any(seat, SUIT_MASK[led])) * self.holds_any(seat, above)
        void = 1.0 - self.holds_any(seat, SUIT_MASK[led])
        return self.holds_any(seat, above) + void * self.holds_any(seat, TRUMP_MASK)


class KnownHands(Odds):
    """Odds that are certainties: every hand is known (High's playouts read a sampled deal so)."""

    __slots__ = ()

    def __init__(self, hands: list[int]) -> None:
        super().__init__(hands, [1.0, 1.0, 1.0, 1.0])

    def beats(self, seat: int, best: int, led: int) -> float:
        return 1.0 if legal_play_mask(self.may[seat], led) & BEATERS[led][best] else 0.0


# -- the play rules (Low, and High's playouts) -----------------------------------------------------------------

#: Points a card that wins a trick may expect to take from the other three cards besides its own.
TRICK_EXTRA = 3.0
#: Points each player still to play is expected to add to the trick.
LATER_CARD = 1.2
#: The chance that a card's points reach its own team although the card does not win (given to a partner's trick).
SAVED = 0.35
#: What keeping the Matto is worth: one future trick in which no card has to be given.
MATTO_KEEP = 2.2
#: A bonus for emptying a suit while holding trumps (later tricks in that suit can be trumped).
VOID_BONUS = 0.8
#: A bonus for leading a master trump while holding more trumps than the others hold between them.
DRAW_TRUMPS_BONUS = 1.5


def _keep_table() -> tuple[tuple[tuple[float, ...], ...], ...]:
    """KEEP[card][higher][outlook]: :func:`keep_value` for each count of higher cards still out.

    ``outlook`` says how likely a suit card is to be trumped: 0 when no trump
    is out, then 1, 2, 3 as fewer cards of its suit are out (5 or more, 3 or
    4, fewer). A trump's value does not depend on it.
    """
    table = []
    for card in range(DECK_SIZE):
        points = POINTS[card]
        rows = []
        for higher in range(22):
            row = []
            for not_trumped in (1.0, 0.8, 0.55, 0.25):
                win = 1.0 / (1 + higher) if SUIT[card] == TRUMPS else not_trumped * 0.45**higher
                row.append(win * (points + TRICK_EXTRA) + (1.0 - win) * SAVED * points)
            rows.append(tuple(row))
        table.append(tuple(rows))
    return tuple(table)


KEEP = _keep_table()


def keep_value(card: int, hand: int, unseen: int) -> float:
    """What holding ``card`` for later is expected to bring the team, in card points.

    The chance of winning a trick later (a trump: one over the number of
    higher trumps still out; a suit card: 0.45 to the power of the higher
    cards still out, less when the suit is running out while trumps are
    out), times its points and a trick's usual extra, plus a share of its
    points saved without winning (given to a partner's trick).

    >>> round(keep_value(CARD["T21"], 0, FULL_DECK_MASK), 2), round(keep_value(CARD["6S"], 0, FULL_DECK_MASK), 2)
    (8.0, 0.35)
    """
    if card == MATTO:
        return MATTO_KEEP
    higher = (ABOVE[card] & unseen).bit_count()
    if SUIT[card] == TRUMPS:
        return KEEP[card][higher][0]
    if not unseen & TRUMP_MASK:
        return KEEP[card][higher][0]
    out_in_suit = (SUIT_MASK[SUIT[card]] & unseen).bit_count()
    return KEEP[card][higher][1 if out_in_suit >= 5 else 2 if out_in_suit >= 3 else 3]


def play_card(hand: int, seat: int, leader: int, trick: list[int], led: int, unseen: int, odds: Odds) -> int:
    """The card the Low rules play from ``hand`` to ``trick`` (cards in play order from ``leader``).

    ``unseen`` is every card this seat has not seen (in other hands or the
    discard); ``odds`` says who may hold them.
    """
    legal = legal_play_mask(hand, led)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    team = seat % 2
    if led == NO_SUIT:
        return _lead(hand, legal, seat, team, unseen, odds, len(trick))
    best_index = winner_index(trick, led)
    best = trick[best_index]
    best_seat = (leader + best_index) % SEATS
    later = [(seat + step) % SEATS for step in range(1, SEATS - len(trick))]
    points = 0
    for card in trick:
        points += TAKEN[card]
    keys = WIN_KEY[led]
    best_key = keys[best]
    has_trumps = hand & TRUMP_MASK
    choice, choice_score = -1, -1e9
    ours_unchanged = -1.0
    for card in cards_of(legal):
        if keys[card] > best_key:
            ours = _chance_ours(card, team, team, later, led, odds)
        else:
            if ours_unchanged < 0:
                ours_unchanged = _chance_ours(best, best_seat % 2, team, later, led, odds)
            ours = ours_unchanged
        score = ours * (points + TAKEN[card] + LATER_CARD * len(later)) - keep_value(card, hand, unseen)
        if has_trumps and card != MATTO and SUIT[card] != TRUMPS and hand & SUIT_MASK[SUIT[card]] == BIT[card]:
            score += VOID_BONUS
        if score > choice_score:
            choice, choice_score = card, score
    return choice


def _chance_ours(best: int, best_team: int, team: int, later: list[int], led: int, odds: Odds) -> float:
    """The chance that ``team`` takes a trick whose best card so far is ``best`` (of ``best_team``).

    The players still to play, in order: an opponent who can beat ``best``
    takes the trick from the team, a partner who can beat it takes it back.
    """
    ours = 1.0 if best_team == team else 0.0
    for other in later:
        beats = odds.beats(other, best, led)
        if other % 2 == team:
            ours += (1.0 - ours) * beats
        else:
            ours *= 1.0 - beats
    return ours


def _lead(hand: int, legal: int, seat: int, team: int, unseen: int, odds: Odds, played: int) -> int:
    """The card to lead: the one whose chance of taking the trick, and what it takes, outweigh keeping it."""
    later = [(seat + step) % SEATS for step in range(1, SEATS - played)]
    trumps_held = (hand & TRUMP_MASK).bit_count()
    trumps_out = (unseen & TRUMP_MASK).bit_count()
    has_trumps = hand & TRUMP_MASK
    choice, choice_score = -1, -1e9
    for card in cards_of(legal):
        if card == MATTO:
            continue
        led = SUIT[card]
        ours = _chance_ours(card, team, team, later, led, odds)
        score = ours * (TAKEN[card] + LATER_CARD * len(later)) - keep_value(card, hand, unseen)
        if led == TRUMPS:
            if trumps_out and not ABOVE[card] & unseen and trumps_held > trumps_out // 2:
                score += DRAW_TRUMPS_BONUS
        elif has_trumps and hand & SUIT_MASK[led] == BIT[card]:
            score += VOID_BONUS
        if score > choice_score:
            choice, choice_score = card, score
    return MATTO if choice < 0 else choice


#: LATER[seat][cards played]: the seats still to play after ``seat`` in a trick with that many cards before its own.
LATER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((seat + step) % SEATS for step in range(1, SEATS - played)) for played in range(SEATS))
    for seat in range(SEATS)
)


def play_known(hands: list[int], seat: int, leader: int, trick: list[int], led: int, remaining: int) -> int:
    """:func:`play_card` with ``KnownHands(hands)`` odds, written out for speed (High's playouts).

    ``remaining`` is every card still in a hand. Each later player beats a
    card or not, so the chances are 0 or 1 and reduce to masks.
    """
    hand = hands[seat]
    legal = legal_play_mask(hand, led)
    if not legal & (legal - 1):
        return legal.bit_length() - 1
    team = seat & 1
    unseen = remaining & ~hand
    played = len(trick)
    later = LATER[seat][played]
    has_trumps = hand & TRUMP_MASK
    choice, choice_score = -1, -1e9
    if led == NO_SUIT:
        trumps_held = (hand & TRUMP_MASK).bit_count()
        trumps_out = (unseen & TRUMP_MASK).bit_count()
        extra = LATER_CARD * len(later)
        while legal:
            bit = legal & -legal
            legal ^= bit
            card = bit.bit_length() - 1
            if card == MATTO:
                continue
            suit = SUIT[card]
            ours = True
            beaters = BEATERS[suit][card]
            for other in later:
                if legal_play_mask(hands[other], suit) & beaters:
                    ours = other & 1 == team
            score = (TAKEN[card] + extra if ours else 0.0) - keep_value(card, hand, unseen)
            if suit == TRUMPS:
                if trumps_out and not ABOVE[card] & unseen and trumps_held > trumps_out // 2:
                    score += DRAW_TRUMPS_BONUS
            elif has_trumps and hand & SUIT_MASK[suit] == bit:
                score += VOID_BONUS
            if score > choice_score:
                choice, choice_score = card, score
        return MATTO if choice < 0 else choice
    best_index = winner_index(trick, led)
    best = trick[best_index]
    points = LATER_CARD * len(later)
    for card in trick:
        points += TAKEN[card]
    later_legal = [(other & 1 == team, legal_play_mask(hands[other], led)) for other in later]
    beaters_of = BEATERS[led]
    ours_unchanged = (leader + best_index) & 1 == team
    for partner, other_legal in later_legal:
        if other_legal & beaters_of[best]:
            ours_unchanged = partner
    best_key = WIN_KEY[led][best]
    keys = WIN_KEY[led]
    while legal:
        bit = legal & -legal
        legal ^= bit
        card = bit.bit_length() - 1
        if keys[card] > best_key:
            ours = True
            beaters = beaters_of[card]
            for partner, other_legal in later_legal:
                if other_legal & beaters:
                    ours = partner
        else:
            ours = ours_unchanged
        score = (points + TAKEN[card] if ours else 0.0) - keep_value(card, hand, unseen)
        if has_trumps and card != MATTO and SUIT[card] != TRUMPS and hand & SUIT_MASK[SUIT[card]] == bit:
            score += VOID_BONUS
        if score > choice_score:
            choice, choice_score = card, score
    return choice


def discard_score(hand: int, first: int, second: int) -> float:
    """How good discarding ``first`` and ``second`` from the dealer's 17-card ``hand`` looks.

    The discard's points go to the dealer's team (when it takes a trick, as
    it nearly always does), so each card counts its points against what it
    would be worth kept; emptying a suit while keeping trumps earns a bonus.
    """
    kept = hand & ~BIT[first] & ~BIT[second]
    unseen = FULL_DECK_MASK & ~hand
    score = 0.0
    for card in (first, second):
        score += POINTS[card] - keep_value(card, hand, unseen)
    if kept & TRUMP_MASK:
        for suit in {SUIT[first], SUIT[second]}:
            if suit != TRUMPS and not kept & SUIT_MASK[suit]:
                score += 2 * VOID_BONUS
    return score


# -- reading the observation ------------------------------------------------------------------------------------


class View:
    """The deal as one seat sees it, in card numbers and bitmasks."""

    __slots__ = (
        "seat", "dealer", "hand", "hands_left", "leader", "trick", "led", "played", "discard", "discard_trumps",
        "voids", "played_by", "points", "tricks_won", "matto_seat",
    )

    def __init__(self, observation: Observation) -> None:
        self.seat: int = observation["seat"]
        self.dealer: int = observation["dealer"]
        self.hand = 0
        for code in observation["hand"]:
            self.hand |= BIT[CARD[code]]
        self.hands_left: list[int] = list(observation["hand_sizes"])
        #: The dealer's own discard (None for the other seats, and before it is made).
        self.discard: tuple[int, int] | None = None
        if observation["discard"] is not None:
            first, second = (CARD[code] for code in observation["discard"])
            self.discard = (first, second)
        self.discard_trumps: int | None = observation["discard_trumps"]
        #: Cards each seat is known not to hold, from the suits it failed to follow.
        self.voids = [0, 0, 0, 0]
        self.played = 0
        #: The cards each seat has played.
        self.played_by = [0, 0, 0, 0]
        self.points = [0, 0]
        self.tricks_won = list(observation["tricks_won"])
        self.matto_seat: int | None = observation["matto"]["seat"] if observation["matto"] else None
        for trick in observation["tricks"]:
            cards = self._read_trick(trick["cards"])
            self.points[trick["winner"] % 2] += sum(TAKEN[card] for card in cards)
        current = observation["trick"]
        self.leader: int = current["leader"]
        self.trick = self._read_trick(current["cards"])
        self.led = _led_suit(self.trick)

    def _read_trick(self, seat_cards: list[dict[str, Any]]) -> list[int]:
        cards = []
        led = NO_SUIT
        for entry in seat_cards:
            card = CARD[entry["card"]]
            cards.append(card)
            self.played |= BIT[card]
            self.played_by[entry["seat"]] |= BIT[card]
            if card == MATTO:
                continue
            if led == NO_SUIT:
                led = SUIT[card]
            elif SUIT[card] != led:
                # Failing to follow shows a void; failing to trump as well shows no trumps.
                self.voids[entry["seat"]] |= SUIT_MASK[led]
                if SUIT[card] != TRUMPS:
                    self.voids[entry["seat"]] |= TRUMP_MASK
        return cards

    @property
    def unseen(self) -> int:
        """The cards this seat has not seen: in the other hands, or in a discard it did not make."""
        hidden = FULL_DECK_MASK & ~self.hand & ~self.played
        if self.discard is not None:
            hidden &= ~BIT[self.discard[0]] & ~BIT[self.discard[1]]
        return hidden

    def odds(self) -> Odds:
        """Each other seat may hold any unseen card of a suit it has not shown void in."""
        unseen = self.unseen
        may = [0, 0, 0, 0]
        share = [0.0, 0.0, 0.0, 0.0]
        for other in range(SEATS):
            if other == self.seat:
                may[other] = self.hand
                share[other] = 1.0
                continue
            may[other] = unseen & ~self.voids[other]
            size = may[other].bit_count()
            share[other] = min(1.0, self.hands_left[other] / size) if size else 0.0
        return Odds(may, share)


def _led_suit(cards: list[int]) -> int:
    for card in cards:
        if card != MATTO:
            return SUIT[card]
    return NO_SUIT


def _hand_of(observation: Observation) -> int:
    hand = 0
    for code in observation["hand"]:
        hand |= BIT[CARD[code]]
    return hand


def _discard_action(first: int, second: int) -> str:
    low, high = min(first, second), max(first, second)
    return DISCARD_ACTION[low][high]


# -- Low ----------------------------------------------------------------------------------------------------------


def choose_low(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """Low: the Low rules on its own cards and what the table has shown."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    if observation["phase"] == "discard":
        hand = _hand_of(observation)
        first, second = max(discard_pairs(hand), key=lambda pair: discard_score(hand, *pair))
        return _discard_action(first, second)
    view = View(observation)
    card = play_card(view.hand, view.seat, view.leader, view.trick, view.led, view.unseen, view.odds())
    return PLAY_ACTION[card]



# -- High ---------------------------------------------------------------------------------------------------------

#: Card plays simulated per decision (sampled deals x candidates x cards left); the budget that sets the latency.
HIGH_PLAY_BUDGET = 24000
#: Sampled deals per decision: at least, and at most.
HIGH_MIN_SAMPLES = 6
HIGH_MAX_SAMPLES = 200
#: Discard pairs (the best by Low's score) that the dealer plays out.
HIGH_DISCARD_CANDIDATES = 6
#: Seconds after which a decision stops sampling: a safety cap only, far above the usual latency.
HIGH_TIME_CAP = 1.5
#: Attempts at a deal that respects every void before the voids are relaxed.
DEAL_ATTEMPTS = 20


def choose_high(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """High: sample the hidden cards, play each candidate out with the Low rules, keep the best average."""
    if len(legal_actions) == 1:
        return legal_actions[0]
    if observation["phase"] == "discard":
        return _high_discard(observation, legal_actions, rng)
    view = View(observation)
    candidates = distinct_plays(view, legal_play_mask(view.hand, view.led))
    if len(candidates) == 1:
        return PLAY_ACTION[candidates[0]]
    cards_left = sum(view.hands_left)
    samples = max(HIGH_MIN_SAMPLES, min(HIGH_MAX_SAMPLES, HIGH_PLAY_BUDGET // (len(candidates) * cards_left)))
    totals = [0.0] * len(candidates)
    team = view.seat % 2
    start = time.perf_counter()
    for _ in range(samples):
        hands, discard = sample_hands(view, rng)
        for index, card in enumerate(candidates):
            totals[index] += playout(view, hands, discard, card)[team]
        if time.perf_counter() - start > HIGH_TIME_CAP:
            break
    best = max(range(len(candidates)), key=lambda index: (totals[index], -index))
    return PLAY_ACTION[candidates[best]]


def distinct_plays(view: View, legal: int) -> list[int]:
    """The legal cards that can make a difference: of two cards of one suit with the same points
    and no card still out between them, only the lower is kept (they win and lose the same tricks).
    """
    live = view.unseen
    kept: list[int] = []
    for card in cards_of(legal):
        if card == MATTO:
            kept.append(card)
            continue
        twin = False
        for other in kept:
            if other != MATTO and SUIT[other] == SUIT[card] and TAKEN[other] == TAKEN[card]:
                low, high = (other, card) if STRENGTH[other] < STRENGTH[card] else (card, other)
                between = ABOVE[low] & ~ABOVE[high] & ~BIT[high]
                if not between & live:
                    twin = True
                    break
        if not twin:
            kept.append(card)
    return kept


def sample_hands(view: View, rng: random.Random) -> tuple[list[int], int]:
    """A deal of the unseen cards consistent with what ``view`` has seen: the four hands and the discard.

    The discard (for a seat that did not make it) is two cards never worth 5
    points, with the announced number of trumps. Each other seat gets as many
    cards as it holds, none of a suit it has shown void in. When the dealer
    discarded a trump, its kept hand was all trumps, kings and the Matto, or
    trump-free: whichever its plays allow (trump-free while both still may be).
    """
    voids = list(view.voids)
    needs_discard = view.discard is None and view.discard_trumps is not None
    trumps_gone = view.discard_trumps or 0
    if needs_discard and trumps_gone:
        shown = view.played_by[view.dealer]
        if shown & TRUMP_MASK:
            voids[view.dealer] |= FREE_DISCARD_MASK
        elif not shown & FREE_DISCARD_MASK:
            voids[view.dealer] |= TRUMP_MASK
    others = [seat for seat in range(SEATS) if seat != view.seat]
    for attempt in range(DEAL_ATTEMPTS + 1):
        pool = view.unseen
        discard = 0
        if view.discard is not None:
            discard = BIT[view.discard[0]] | BIT[view.discard[1]]
        elif needs_discard:
            # The true discard is among the unseen cards, so both draws always have enough to choose from.
            chosen = rng.sample(cards_of(pool & ORDINARY_TRUMP_MASK), trumps_gone)
            chosen += rng.sample(cards_of(pool & FREE_DISCARD_MASK), 2 - trumps_gone)
            discard = BIT[chosen[0]] | BIT[chosen[1]]
            pool &= ~discard
        relaxed = attempt == DEAL_ATTEMPTS
        hands = _deal(pool, others, view.hands_left, [0] * SEATS if relaxed else voids, rng)
        if hands is not None:
            hands[view.seat] = view.hand
            return hands, discard
    raise AssertionError("a deal without voids always succeeds")


def _deal(pool: int, seats: list[int], sizes: list[int], voids: list[int], rng: random.Random) -> list[int] | None:
    """Deal the cards of ``pool`` to ``seats`` (``sizes[seat]`` each, none of a seat's ``voids``); None if stuck.

    The most constrained cards go first, each to a seat that may hold it
    with a chance in proportion to the room that seat has left.
    """
    cards = cards_of(pool)
    rng.shuffle(cards)
    eligible = {card: [seat for seat in seats if not voids[seat] & BIT[card]] for card in cards}
    cards.sort(key=lambda card: len(eligible[card]))
    room = list(sizes)
    hands = [0, 0, 0, 0]
    for card in cards:
        options = [seat for seat in eligible[card] if room[seat]]
        if not options:
            return None
        if len(options) == 1:
            seat = options[0]
        else:
            pick = rng.randrange(sum(room[seat] for seat in options))
            for seat in options:
                pick -= room[seat]
                if pick < 0:
                    break
        hands[seat] |= BIT[card]
        room[seat] -= 1
    return hands


def playout(view: View, hands: list[int], discard: int, first: int) -> list[int]:
    """Both teams' final points when this seat plays ``first`` and then everyone follows the Low rules."""
    return play_out(
        hands, view.seat, view.leader, view.trick, view.led, view.points, view.tricks_won, view.matto_seat,
        view.dealer, discard, first,
    )


def play_out(
    hands: list[int],
    seat: int,
    leader: int,
    trick: list[int],
    led: int,
    points: list[int],
    won: list[int],
    matto_seat: int | None,
    dealer: int,
    discard: int,
    first: int | None = None,
) -> list[int]:
    """Both teams' final points when ``seat`` (to act) plays ``first`` (or what the rules say) and
    everyone then follows the Low rules, reading the (sampled) ``hands`` as certain."""
    hands = list(hands)
    trick = list(trick)
    points = list(points)
    won = list(won)
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    card = first
    while True:
        if card is None:
            card = play_known(hands, seat, leader, trick, led, remaining)
        hands[seat] ^= BIT[card]
        remaining ^= BIT[card]
        trick.append(card)
        if card == MATTO:
            matto_seat = seat
        elif led == NO_SUIT:
            led = SUIT[card]
        card = None
        if len(trick) < SEATS:
            seat = (seat + 1) % SEATS
            continue
        winner = (leader + winner_index(trick, led)) % SEATS
        points[winner % 2] += TAKEN[trick[0]] + TAKEN[trick[1]] + TAKEN[trick[2]] + TAKEN[trick[3]]
        won[winner % 2] += 1
        if not remaining:
            return final_points(points, won, matto_seat, dealer, discard)
        trick = []
        led = NO_SUIT
        leader = seat = winner


def final_points(points: list[int], won: list[int], matto_seat: int | None, dealer: int, discard: int) -> list[int]:
    """Both teams' totals from their trick points: the Matto and the discard go where the rules say."""
    totals = list(points)
    if matto_seat is not None:
        matto_team = matto_seat % 2
        totals[matto_team if won[matto_team] else 1 - matto_team] += POINTS[MATTO]
    dealer_team = dealer % 2
    discard_points = sum(POINTS[card] for card in cards_of(discard))
    totals[dealer_team if won[dealer_team] else 1 - dealer_team] += discard_points
    return totals


def _high_discard(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """The dealer's discard: the best few pairs by Low's score, each played out over the same sampled deals."""
    hand = _hand_of(observation)
    pairs = sorted(discard_pairs(hand), key=lambda pair: -discard_score(hand, *pair))[:HIGH_DISCARD_CANDIDATES]
    if len(pairs) == 1:
        return _discard_action(*pairs[0])
    seat, dealer = observation["seat"], observation["dealer"]
    cards_left = 60
    samples = max(HIGH_MIN_SAMPLES, min(HIGH_MAX_SAMPLES, HIGH_PLAY_BUDGET // (len(pairs) * cards_left)))
    others = [other for other in range(SEATS) if other != seat]
    sizes = [15, 15, 15, 15]
    totals = [0.0] * len(pairs)
    start = time.perf_counter()
    for _ in range(samples):
        hands = _deal(FULL_DECK_MASK & ~hand, others, sizes, [0] * SEATS, rng)
        assert hands is not None
        for index, (first, second) in enumerate(pairs):
            discard = BIT[first] | BIT[second]
            hands[seat] = hand & ~discard
            leader = (dealer + 1) % SEATS
            totals[index] += play_out(hands, leader, leader, [], NO_SUIT, [0, 0], [0, 0], None, dealer, discard)[seat % 2]
        if time.perf_counter() - start > HIGH_TIME_CAP:
            break
    best = max(range(len(pairs)), key=lambda index: (totals[index], -index))
    return _discard_action(*pairs[best])


PLAYERS = {"low": choose_low, "high": choose_high}
