"""The Dou Dizhu engine: a match of six deals for three seats (rules: ``docs/rules/doudizhu.md``).

Each deal: 17 cards each and a kitty of 3; from the first bidder (drawn from
the seed) each seat once bids 1, 2 or 3 above the last bid, or passes (a bid
of 3 ends the auction; if all pass, the cards are dealt again). The landlord
takes the kitty, shown to all, and leads; the play runs in rounds until a
seat has no cards. The stake is the bid doubled for each bomb or rocket and
for a spring or anti-spring; the landlord wins or loses twice the stake,
each peasant once.

Inside, a card is ``rank * 4 + suit`` (suits S H D C), 52 the black joker,
53 the red joker: the index of the card in ``cardavia.cards.french.PACK``.

>>> g = DouDizhuGame(seed=3)
>>> g.legal_actions()
['pass', 'bid 1', 'bid 2', 'bid 3']
>>> events = g.apply("bid 3")
>>> [e["type"] for e in events]
['bid', 'landlord']
>>> len(g.observation(g.to_act)["hand"])
20
"""

from __future__ import annotations

import random
from typing import Any

from cardavia.cards.french import PACK

from ..base import Event, Game, IllegalAction, Observation, copy_rng, gettext_noop as _
from . import sampling, types
from .combos import (
    BOMB,
    LEVEL,
    NUM_RANKS,
    PASS,
    PLAY_PARTS,
    RANK_OF,
    ROCKET,
    TOKENS,
    Shape,
    follow_plays_of_mask,
    lead_plays,
    level_mask,
    play_parts,
    shape_of,
    shapes,
)

PLAYERS = 3
DEALS = 6
HAND_SIZE = 17
KITTY_SIZE = 3

BID = "bid"
PLAY = "play"
OVER = "over"

BID_ACTIONS = ("bid 1", "bid 2", "bid 3")
_BID_VALUE = {"bid 1": 1, "bid 2": 2, "bid 3": 3}
INDEX: dict[str, int] = {code: i for i, code in enumerate(PACK)}


def rank_of_card(card: int) -> int:
    """The rank number (0 the 3 … 12 the 2, 13 and 14 the jokers) of a card number."""
    return card >> 2 if card < 52 else card - 39


#: ``RANK_OF_CARD[card]``: :func:`rank_of_card` of every card number.
RANK_OF_CARD: tuple[int, ...] = tuple(rank_of_card(card) for card in range(len(PACK)))
#: For each place i of the deck from the last down to 1, ``(i, i + 1, (i + 1).bit_length())``.
_SHUFFLE_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, len(PACK))))


def shuffled_pack(rng: random.Random) -> list[int]:
    """The 54 card numbers in the order ``rng.shuffle(list(range(54)))`` leaves them, drawing the
    same random bits (so a seed deals what it always dealt), without a method call per card.

    >>> shuffled_pack(random.Random(5)) == (lambda deck: random.Random(5).shuffle(deck) or deck)(list(range(54)))
    True
    """
    deck = list(range(len(PACK)))
    getrandbits = rng.getrandbits
    for i, below, bits in _SHUFFLE_STEPS:
        # random.Random.shuffle's draw (_randbelow_with_getrandbits): bits until one is below i + 1.
        j = getrandbits(bits)
        while j >= below:
            j = getrandbits(bits)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def codes(cards: list[int]) -> list[str]:
    return [PACK[card] for card in sorted(cards)]


def _parse_setup(setup: object) -> tuple[int, list[list[int]], list[int]]:
    """Check a fixed deal ``{"first", "hands", "kitty"}`` and return it as card numbers."""
    if not isinstance(setup, dict) or set(setup) != {"first", "hands", "kitty"}:
        raise ValueError("A Dou Dizhu setup is a dict with exactly 'first', 'hands' (3 x 17 cards) and 'kitty' (3 cards).")
    first = setup["first"]
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < PLAYERS:
        raise ValueError(f"'first' must be a seat from 0 to {PLAYERS - 1}, not {first!r}.")
    hands = setup["hands"]
    if not isinstance(hands, (list, tuple)) or len(hands) != PLAYERS or any(
        not isinstance(hand, (list, tuple)) or len(hand) != HAND_SIZE for hand in hands
    ):
        raise ValueError(f"'hands' must list {PLAYERS} hands of {HAND_SIZE} cards.")
    kitty = setup["kitty"]
    if not isinstance(kitty, (list, tuple)) or len(kitty) != KITTY_SIZE:
        raise ValueError(f"'kitty' must list {KITTY_SIZE} cards.")
    every = [code for hand in hands for code in hand] + list(kitty)
    unknown = [code for code in every if code not in INDEX]
    if unknown:
        raise ValueError(f"Unknown cards in the setup: {unknown}.")
    if len(set(every)) != len(PACK):
        raise ValueError("The setup must deal each of the 54 cards exactly once.")
    return first, [[INDEX[code] for code in hand] for hand in hands], [INDEX[code] for code in kitty]


class DouDizhuGame(Game):
    """A match of six deals of Dou Dizhu for seats 0, 1 and 2, playing in that order.

    Per seat, ``counts`` holds the 15 rank counts (the combinations are made of
    them), ``masks`` their level mask, and ``cards`` the card codes by rank,
    lowest suit first (a play of n cards of a rank takes the first n);
    ``played`` the codes of the cards each seat played this deal.
    """

    name = "doudizhu"
    players = PLAYERS
    rules_version = 1
    observation_type = types.DouDizhuObservation
    event_types = types.EVENT_TYPES

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        super().__init__(seed, setup)
        self.deal_number = 0
        self.scores = [0, 0, 0]
        #: One record per finished deal (never changed once made).
        self.history: list[dict[str, Any]] = []
        if setup is not None:
            first, hands, kitty = _parse_setup(setup)
            self._start_deal(first, hands, kitty)
        else:
            self._deal_from_rng()
        self.opening_events = [self._deal_event()]

    # -- dealing ----------------------------------------------------------------------

    def _deal_from_rng(self) -> None:
        deck = shuffled_pack(self.rng)
        first = self.rng.randrange(PLAYERS)
        hands = [deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(PLAYERS)]
        self._start_deal(first, hands, deck[PLAYERS * HAND_SIZE :])

    def _start_deal(self, first: int, hands: list[list[int]], kitty: list[int]) -> None:
        self.first = first
        self.dealt = [sorted(hand) for hand in hands]
        self.kitty = sorted(kitty)
        self.counts: list[list[int]] = []
        #: Per seat, the :func:`~.combos.level_mask` of its counts (kept with them).
        self.masks: list[int] = []
        #: Cards in each hand.
        self.sizes = [HAND_SIZE] * PLAYERS
        self.cards: list[list[list[str]]] = []
        for hand in self.dealt:
            by_rank: list[list[str]] = [[] for _ in range(NUM_RANKS)]
            for card in hand:
                by_rank[RANK_OF_CARD[card]].append(PACK[card])
            counts = [len(cards) for cards in by_rank]
            self.counts.append(counts)
            self.masks.append(level_mask(counts))
            self.cards.append(by_rank)
        self.phase = BID
        self._to_act: int | None = first
        self.bids: list[int | None] = [None, None, None]  # None: not yet spoken; 0: passed
        self.bid = 0
        self.landlord: int | None = None
        self.trick: Shape | None = None
        self.trick_player: int | None = None
        self.passes = 0
        #: Per seat, what it did in the current round: None, "pass" or the ranks played.
        self.shown: list[str | None] = [None, None, None]
        #: Per seat, the cards of its play in the current round (None when it has not played in it).
        self.shown_cards: list[list[str] | None] = [None, None, None]
        self.played: list[list[str]] = [[], [], []]
        self.plays_made = [0, 0, 0]
        self.bombs = 0
        #: This deal's public moves, [seat, action].
        self.moves: list[tuple[int, str]] = []
        self.winner: int | None = None

    def _deal_event(self) -> Event:
        return {"type": "deal", "deal": self.deal_number + 1, "first": self.first, "hand_sizes": [HAND_SIZE] * PLAYERS}

    # -- the interface ------------------------------------------------------------------

    def clone(self) -> DouDizhuGame:
        new = object.__new__(DouDizhuGame)
        new.__dict__.update(self.__dict__)
        new.rng = copy_rng(self.rng)
        new.log = list(self.log)
        new.scores = list(self.scores)
        new.history = list(self.history)
        new.counts = [list(c) for c in self.counts]
        new.masks = list(self.masks)
        new.cards = [[list(r) for r in by_rank] for by_rank in self.cards]
        new.bids = list(self.bids)
        new.shown = list(self.shown)
        new.shown_cards = list(self.shown_cards)
        new.played = [list(p) for p in self.played]
        new.plays_made = list(self.plays_made)
        new.sizes = list(self.sizes)
        new.moves = list(self.moves)
        return new

    def returns(self) -> list[float]:
        """Each seat's match total in stake units (zero-sum)."""
        self._not_over()
        return [float(score) for score in self.scores]

    @classmethod
    def sample(cls, observation: Observation, rng: random.Random) -> DouDizhuGame:
        return sampling.sample(observation, rng)

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def is_over(self) -> bool:
        return self._to_act is None

    def legal_actions(self) -> list[str]:
        """As :meth:`Game.legal_actions` (a fresh list), without the calls between."""
        legal = self._legal
        if legal is None:
            seat = self._to_act
            if seat is None:
                legal = []
            elif self.phase == PLAY:
                # _generate_legal's play, here without the call: random play and search ask this most.
                trick = self.trick
                if trick is None:
                    legal = lead_plays(self.counts[seat], self.masks[seat])
                else:
                    legal = follow_plays_of_mask(self.counts[seat], self.masks[seat], trick)
            else:
                legal = self._generate_legal()
            self._legal = legal
        return legal[:]

    @property
    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        best = max(self.scores)
        leaders = [seat for seat in range(PLAYERS) if self.scores[seat] == best]
        return {"scores": list(self.scores), "winner": leaders[0] if len(leaders) == 1 else None}

    def apply(self, action: str) -> list[Event]:
        """As :meth:`Game.apply`, with the dispatch inlined (random play and search call it most)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate_legal() if self._to_act is not None else []
        if action not in legal or not isinstance(action, str):
            raise self.explain(action) or IllegalAction("This action is not legal now.")
        self._legal = None
        seat = self._to_act
        assert seat is not None
        self.moves.append((seat, action))
        if self.phase == BID:
            events = self._bid(seat, action)
        elif action == PASS:
            events = self._pass(seat)
        else:
            events = self._play(seat, action)
        self.log.append(action)
        return events

    def _generate_legal(self) -> list[str]:
        seat = self._to_act
        assert seat is not None
        if self.phase == BID:
            return [PASS, *BID_ACTIONS[self.bid :]]
        if self.trick is None:
            return lead_plays(self.counts[seat], self.masks[seat])
        # Shared with every hand that answers this trick alike (never changed: see legal_actions).
        return follow_plays_of_mask(self.counts[seat], self.masks[seat], self.trick)

    def _apply(self, action: str) -> list[Event]:
        seat = self._to_act
        assert seat is not None
        self.moves.append((seat, action))
        if self.phase == BID:
            return self._bid(seat, action)
        if action == PASS:
            return self._pass(seat)
        return self._play(seat, action)

    # -- the auction ---------------------------------------------------------------------

    def _bid(self, seat: int, action: str) -> list[Event]:
        value = 0 if action == PASS else _BID_VALUE[action]
        self.bids[seat] = value
        events: list[Event] = [{"type": "bid", "seat": seat, "bid": value}]
        if value:
            self.bid = value
            self.landlord = seat
        spoken = sum(1 for b in self.bids if b is not None)
        if value == 3 or spoken == PLAYERS:
            if self.landlord is None:
                events.append({"type": "redeal", "deal": self.deal_number + 1})
                self._deal_from_rng()
                events.append(self._deal_event())
                return events
            landlord = self.landlord
            for card in self.kitty:
                rank = rank_of_card(card)
                self.counts[landlord][rank] += 1
                self.cards[landlord][rank].append(PACK[card])
                self.cards[landlord][rank].sort(key=INDEX.__getitem__)
            self.masks[landlord] = level_mask(self.counts[landlord])
            self.sizes[landlord] += KITTY_SIZE
            self.phase = PLAY
            self._to_act = landlord
            events.append({"type": "landlord", "seat": landlord, "bid": self.bid, "kitty": codes(self.kitty)})
            return events
        self._to_act = (seat + 1) % PLAYERS
        return events

    # -- the play --------------------------------------------------------------------------

    def _pass(self, seat: int) -> list[Event]:
        self.shown[seat] = PASS
        self.shown_cards[seat] = None
        events: list[Event] = [{"type": "pass", "seat": seat}]
        self.passes += 1
        if self.passes == PLAYERS - 1:
            leader = self.trick_player
            assert leader is not None
            self.trick = None
            self.trick_player = None
            self.passes = 0
            self.shown = [None, None, None]
            self.shown_cards = [None, None, None]
            self._to_act = leader
            events.append({"type": "round-end", "leader": leader})
        else:
            self._to_act = (seat + 1) % PLAYERS
        return events

    def _play(self, seat: int, action: str) -> list[Event]:
        items, readings = PLAY_PARTS.get(action) or play_parts(action)
        # One reading (all but some airplanes) is the shape, whatever the trick.
        shape = readings[0] if len(readings) == 1 else shape_of(action, self.trick)
        counts = self.counts[seat]
        by_rank = self.cards[seat]
        mask = self.masks[seat]
        taken: list[str] = []
        for rank, n in items:
            held = counts[rank]
            counts[rank] = held - n
            mask -= LEVEL[rank][held] - LEVEL[rank][held - n]
            cards = by_rank[rank]
            taken += cards[:n]
            del cards[:n]
        self.masks[seat] = mask
        self.played[seat].extend(taken)
        self.plays_made[seat] += 1
        if shape[0] == BOMB or shape[0] == ROCKET:
            self.bombs += 1
        self.trick = shape
        self.trick_player = seat
        self.passes = 0
        self.shown[seat] = action[5:]
        cards_played = taken
        self.shown_cards[seat] = cards_played
        self.sizes[seat] -= len(taken)
        left = self.sizes[seat]
        events: list[Event] = [{"type": "play", "seat": seat, "cards": cards_played, "combination": shape[0], "left": left}]
        if left == 0:
            self._end_deal(seat, events)
        else:
            self._to_act = (seat + 1) % PLAYERS
        return events

    def stake_parts(self) -> tuple[int, bool, bool]:
        """(stake, spring, anti-spring) of the deal as it stands (bid, bombs, spring)."""
        landlord = self.landlord
        assert landlord is not None
        peasants = [(landlord + 1) % PLAYERS, (landlord + 2) % PLAYERS]
        spring = self.winner == landlord and not any(self.plays_made[p] for p in peasants)
        anti_spring = self.winner is not None and self.winner != landlord and self.plays_made[landlord] == 1
        stake = self.bid * 2 ** (self.bombs + (spring or anti_spring))
        return stake, spring, anti_spring

    def _end_deal(self, winner: int, events: list[Event]) -> None:
        self.winner = winner
        landlord = self.landlord
        assert landlord is not None
        stake, spring, anti_spring = self.stake_parts()
        sign = 1 if winner == landlord else -1
        deal_scores = [2 * sign * stake if seat == landlord else -sign * stake for seat in range(PLAYERS)]
        for seat in range(PLAYERS):
            self.scores[seat] += deal_scores[seat]
        record = {
            "deal": self.deal_number + 1,
            "landlord": landlord,
            "bid": self.bid,
            "bombs": self.bombs,
            "spring": spring,
            "anti_spring": anti_spring,
            "stake": stake,
            "winner": winner,
            "deal_scores": deal_scores,
        }
        self.history.append(record)
        events.append(
            {
                "type": "deal-end",
                **record,
                "scores": list(self.scores),
                "hands": [self.hand_codes(s) for s in range(PLAYERS)],
            }
        )
        self.deal_number += 1
        if self.deal_number == DEALS:
            self.phase = OVER
            self._to_act = None
            self.final_hands = [self.hand_codes(s) for s in range(PLAYERS)]
            self.final_dealt = [codes(hand) for hand in self.dealt]
            self.final_kitty = codes(self.kitty)
            result = self.result
            assert result is not None
            events.append({"type": "match-end", "scores": list(self.scores), "winner": result["winner"]})
            return
        self._deal_from_rng()
        events.append(self._deal_event())

    # -- what a seat may know ----------------------------------------------------------------

    def hand_codes(self, seat: int) -> list[str]:
        """The codes of the cards ``seat`` holds, in the order of the pack (by rank, then suit)."""
        return [code for by_rank in self.cards[seat] for code in by_rank]

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know: its hand, every public move of this deal and the match so far.

        ``shown`` is each seat's move in the current round of play (the ranks it
        played, ``"pass"``, or None); ``played`` every card each seat has played
        this deal; ``kitty`` is shown once the landlord has taken it. Once the
        match is over, ``hands`` (the cards left in the last deal), ``dealt``
        and the seed.
        """
        self.check_seat(seat)
        over = self.phase == OVER
        landlord = self.landlord
        observation: Observation = {
            "game": self.name,
            "seat": seat,
            "to_act": self._to_act,
            "phase": self.phase,
            "deal": min(self.deal_number + 1, DEALS) if not over else DEALS,
            "deals": DEALS,
            "hand": self.hand_codes(seat) if not over else self.final_hands[seat],
            "hand_sizes": [sum(c) for c in self.counts] if not over else [len(h) for h in self.final_hands],
            "first": self.first,
            "bids": list(self.bids),
            "bid": self.bid,
            "landlord": landlord,
            "kitty": codes(self.kitty) if (self.phase == PLAY or over) else None,
            "trick": None if self.trick is None else {"kind": self.trick[0], "head": TOKENS[self.trick[1]], "length": self.trick[2]},
            "trick_player": self.trick_player,
            "shown": list(self.shown),
            "shown_cards": [None if cards is None else list(cards) for cards in self.shown_cards],
            "played": [sorted(codes_played, key=INDEX.__getitem__) for codes_played in self.played],
            "plays_made": list(self.plays_made),
            "bombs": self.bombs,
            "stake": self.bid * 2**self.bombs if landlord is not None else 0,
            "moves": [list(m) for m in self.moves],
            "scores": list(self.scores),
            "history": [dict(record) for record in self.history],
            "is_over": over,
            "result": self.result,
        }
        if over:
            observation["hands"] = list(self.final_hands)
            observation["dealt"] = list(self.final_dealt)
            observation["seed"] = self.seed
        return observation

    # -- illegal actions ------------------------------------------------------------------------

    def _explain(self, action: object) -> IllegalAction:
        seat = self._to_act
        if seat is None:
            return IllegalAction(_("The match is over."), code="game-over")
        if not isinstance(action, str):
            return IllegalAction(_("An action is a text such as 'bid 2', 'pass' or 'play 3 3 3 4'."), code="not-text")
        words = action.split(" ")
        verb = words[0]
        if self.phase == BID:
            if verb == "play":
                return IllegalAction(_("The auction is on: bid or pass first."), code="auction")
            if verb == "bid" and len(words) == 2 and words[1] in ("1", "2", "3"):
                return IllegalAction(
                    _("A bid must be higher than the last bid, {bid}."), code="bid-too-low", bid=str(self.bid)
                )
            return IllegalAction(
                _("Bid {bids} or pass."), code="not-a-bid", bids=", ".join(a.split()[1] for a in BID_ACTIONS[self.bid :])
            )
        if verb == "bid":
            return IllegalAction(_("The auction is over: play cards or pass."), code="auction-over")
        if action == PASS:
            return IllegalAction(_("You lead this round: you must play."), code="must-lead")
        if verb != "play" or len(words) < 2:
            return IllegalAction(_("Play cards with 'play' and their ranks, such as 'play 3 3 3 4'."), code="unknown-action")
        tokens = words[1:]
        if any(token not in RANK_OF for token in tokens):
            return IllegalAction(
                _("Write ranks as 3 4 5 6 7 8 9 10 J Q K A 2 BJ RJ, not '{token}'."),
                code="unknown-rank",
                token=next(token for token in tokens if token not in RANK_OF),
            )
        ranks = [RANK_OF[token] for token in tokens]
        if ranks != sorted(ranks):
            return IllegalAction(_("Write the ranks in ascending order: {action}."), code="not-canonical",
                                 action="play " + " ".join(TOKENS[r] for r in sorted(ranks)))
        counts = self.counts[seat]
        wanted = [0] * NUM_RANKS
        for rank in ranks:
            wanted[rank] += 1
        short = [TOKENS[r] for r in range(NUM_RANKS) if wanted[r] > counts[r]]
        if short:
            return IllegalAction(_("You do not hold enough cards of rank {rank}."), code="not-held", rank=short[0])
        readings = shapes(action)
        if not readings:
            return IllegalAction(_("These cards are no combination of Dou Dizhu."), code="no-combination")
        trick = self.trick
        if trick is not None:
            if trick[0] == ROCKET:
                return IllegalAction(_("Nothing beats the rocket: pass."), code="rocket")
            if any(shape[0] == trick[0] and shape[2] == trick[2] for shape in readings):
                return IllegalAction(_("This combination is not higher than the last play."), code="not-higher")
            if trick[0] == BOMB and readings[0][0] == BOMB:
                return IllegalAction(_("This bomb is lower than the bomb played."), code="lower-bomb")
            return IllegalAction(
                _("Beat the last play with the same kind of combination and as many cards, a bomb or the rocket; or pass."),
                code="wrong-kind",
            )
        return IllegalAction(_("This action is not legal now."), code="unknown-action")
