"""Hanafuda Koi-Koi for two players, 12 rounds (rules: ``docs/rules/koikoi.md``).

Each turn a player plays a hand card to the field, capturing a field card of
the same month, then turns the top card of the stock and matches it the same
way. A turn that makes or raises a yaku asks the player to ``stop`` (score
the round) or call ``koi`` (play on). The dealer plays first.

>>> g = KoikoiGame(seed=1, setup={"dealer": 0,
...     "hands": [["1a", "1b", "2a", "3b", "4a", "5c", "6d", "7a"], ["8a", "8b", "9c", "10a", "11a", "12a", "12b", "2d"]],
...     "field": ["1c", "3a", "3c", "4d", "6a", "9a", "10d", "11d"],
...     "stock": ["5a", "7b", "8c", "9b", "10b", "11b", "12c", "2b", "2c", "4b", "4c", "5b", "5d", "6b", "6c", "7c", "7d", "8d", "9d", "10c", "11c", "12d", "1d", "3d"]})
>>> g.to_act, g.legal_actions()[:4]
(0, ['play 1a', 'play 1b', 'play 2a', 'play 3b 3a'])
>>> [(e["type"], e["captured"]) for e in g.apply("play 1a")]
[('play', ['1c']), ('turn', [])]
"""

from __future__ import annotations

import random
from typing import Any

from ..base import MAX_SEED, Event, Game, IllegalAction, Observation, copy_rng, gettext_noop
from . import types
from .cards import CODES, INDEX, MONTH, mask_of, points_of_mask, stop_value, teshi_or_kuttsuki, yaku_of_mask

ROUNDS = 12
HAND = 8
PLAY, TAKE, KOI, OVER = "play", "take", "koi", "over"
TESHI_POINTS = 6

_PLAY = tuple(f"play {code}" for code in CODES)
_PLAY_ON = {(a, b): f"play {CODES[a]} {CODES[b]}" for a in range(48) for b in range(48) if MONTH[a] == MONTH[b] and a != b}
_TAKE = tuple(f"take {code}" for code in CODES)
_KOI_CHOICES = ["koi", "stop"]


class KoikoiGame(Game):
    name = "koikoi"
    players = 2
    rules_version = 1
    observation_type = types.KoikoiObservation
    event_types = types.EVENT_TYPES

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        super().__init__(seed, setup)
        self.scores = [0, 0]
        self.round = 1
        self.history: list[dict[str, Any]] = []
        self.koi_calls = [0, 0]
        self.base = [0, 0]
        self.moves: list[dict[str, Any]] = []
        self.pending: int | None = None
        self.phase = PLAY
        if setup is None:
            self.dealer = self.rng.randrange(2)
            self.opening_events = self._deal()
        else:
            self.dealer = _setup_seat(setup.get("dealer", 0))
            self.round = int(setup.get("round", 1))
            if not 1 <= self.round <= ROUNDS:
                raise ValueError(f"A Koi-Koi setup's round runs from 1 to {ROUNDS}, not {self.round}.")
            self.scores = [int(s) for s in setup.get("scores", [0, 0])]
            self.opening_events = self._deal(_setup_cards(setup))

    # -- the deal ----------------------------------------------------------

    def _deal(self, fixed: tuple[list[list[int]], list[int], list[int]] | None = None) -> list[Event]:
        """Deal this round (``fixed`` the setup's cards), handle teshi and kuttsuki, and return the events.

        A field with four cards of one month, or two hands that both hold teshi or
        kuttsuki, is thrown in and dealt again from the seed by the same dealer.
        A single teshi or kuttsuki hand scores at once and the next round is dealt.
        """
        events: list[Event] = []
        while True:
            redeals = 0
            while True:
                if fixed is not None:
                    hands, field, stock = fixed
                    fixed = None
                else:
                    deck = list(range(48))
                    self.rng.shuffle(deck)
                    hands = [deck[0:8], deck[8:16]] if self.dealer == 0 else [deck[8:16], deck[0:8]]
                    field, stock = deck[16:24], deck[24:]
                months = [0] * 12
                for card in field:
                    months[MONTH[card]] += 1
                claims = [teshi_or_kuttsuki(hand) for hand in hands]
                if 4 in months or (claims[0] and claims[1]):
                    redeals += 1
                    continue
                break
            self.hands = [sorted(hand) for hand in hands]
            self.field = list(field)
            self.stock = list(reversed(stock))  # drawn from the end
            self.captured: list[list[int]] = [[], []]
            self.masks = [0, 0]
            self.koi_calls = [0, 0]
            self.base = [0, 0]
            self.moves = []
            self.pending = None
            self.phase = PLAY
            self.seat = self.dealer
            events.append({"type": "deal", "round": self.round, "dealer": self.dealer, "field": [CODES[c] for c in self.field], "redeals": redeals})
            claimant = 0 if claims[0] else 1 if claims[1] else None
            if claimant is None:
                return events
            shown = [CODES[c] for c in self.hands[claimant]]
            events += self._end_round(claimant, claims[claimant], TESHI_POINTS, {}, shown)  # type: ignore[arg-type]
            if self.phase == OVER:
                return events

    # -- the interface ------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.seat

    @property
    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        return {"winner": _leader(self.scores), "scores": list(self.scores)}

    def returns(self) -> list[float]:
        self._not_over()
        return [float(s) for s in self.scores]

    def clone(self) -> KoikoiGame:
        new = object.__new__(KoikoiGame)
        new.__dict__.update(self.__dict__)
        new.rng = copy_rng(self.rng)
        new.log = list(self.log)
        new.scores = list(self.scores)
        new.history = list(self.history)  # records are never changed once written
        new.koi_calls = list(self.koi_calls)
        new.base = list(self.base)
        new.moves = list(self.moves)  # likewise
        new.hands = [list(self.hands[0]), list(self.hands[1])]
        new.field = list(self.field)
        new.stock = list(self.stock)
        new.captured = [list(self.captured[0]), list(self.captured[1])]
        new.masks = list(self.masks)
        return new

    @classmethod
    def sample(cls, observation: Observation, rng: random.Random) -> KoikoiGame:
        from .sampling import sample

        return sample(observation, rng)

    def observation(self, seat: int) -> Observation:
        self.check_seat(seat)
        over = self.phase == OVER
        stop = None
        if self.phase == KOI:
            stop = stop_value(self.base[self.seat], self.koi_calls[1 - self.seat] > 0)
        obs: dict[str, Any] = {
            "game": self.name,
            "seat": seat,
            "to_act": self.to_act,
            "hand": [CODES[c] for c in self.hands[seat]],
            "field": [CODES[c] for c in self.field],
            "captured": [[CODES[c] for c in pile] for pile in self.captured],
            "hand_sizes": [len(self.hands[0]), len(self.hands[1])],
            "stock_size": len(self.stock),
            "dealer": self.dealer,
            "round": self.round,
            "rounds": ROUNDS,
            "scores": list(self.scores),
            "phase": self.phase,
            "turned": None if self.pending is None else CODES[self.pending],
            "koi_calls": list(self.koi_calls),
            "yaku": [yaku_of_mask(self.masks[0]), yaku_of_mask(self.masks[1])],
            "points": list(self.base),
            "stop_value": stop,
            "moves": [dict(move, captured=list(move["captured"])) for move in self.moves],
            "history": [dict(record, yaku=dict(record["yaku"]), scores=list(record["scores"])) for record in self.history],
            "is_over": over,
            "result": self.result,
        }
        if over:
            obs["hands"] = [[CODES[c] for c in hand] for hand in self.hands]
            obs["seed"] = self.seed
        return obs

    # -- legality -----------------------------------------------------------

    def _generate_legal(self) -> list[str]:
        if self.phase == KOI:
            return list(_KOI_CHOICES)
        field = self.field
        if self.phase == TAKE:
            month = MONTH[self.pending]  # type: ignore[index]
            return [_TAKE[c] for c in sorted(c for c in field if MONTH[c] == month)]
        legal: list[str] = []
        for card in self.hands[self.seat]:
            month = MONTH[card]
            matches = [c for c in field if MONTH[c] == month]
            if len(matches) == 2:
                first, second = sorted(matches)
                legal.append(_PLAY_ON[card, first])
                legal.append(_PLAY_ON[card, second])
            else:
                legal.append(_PLAY[card])
        return legal

    def _explain(self, action: object) -> IllegalAction:
        if self.phase == OVER:
            return IllegalAction(gettext_noop("The match is over."), "game-over")
        legal = ", ".join(self.legal_actions())
        words = action.split() if isinstance(action, str) else []
        if self.phase == KOI:
            return IllegalAction(gettext_noop("Your turn made a yaku: call koi to play on, or stop to score."), "koi-or-stop")
        if self.phase == TAKE:
            return IllegalAction(
                gettext_noop("The turned card {card} matches two field cards: take one of them ({legal})."),
                "take-which",
                card=CODES[self.pending],  # type: ignore[index]
                legal=legal,
            )
        if len(words) >= 2 and words[0] == "play" and words[1] in INDEX:
            card = INDEX[words[1]]
            if card not in self.hands[self.seat]:
                return IllegalAction(gettext_noop("You do not hold {card}."), "not-in-hand", card=words[1])
            options = [a for a in self.legal_actions() if a.split()[1] == words[1]]
            if len(options) == 2:
                return IllegalAction(
                    gettext_noop("{card} matches two field cards: name the one it takes ({legal})."), "name-field-card", card=words[1], legal=", ".join(options)
                )
            return IllegalAction(gettext_noop("Play {card} alone: {legal}."), "no-choice", card=words[1], legal=", ".join(options))
        return IllegalAction(gettext_noop("Play one of your cards: {legal}."), "play-a-card", legal=legal)

    # -- play ----------------------------------------------------------------

    def _apply(self, action: str) -> list[Event]:
        seat = self.seat
        if self.phase == KOI:
            if action == "stop":
                return self._end_round(seat, "stop", stop_value(self.base[seat], self.koi_calls[1 - seat] > 0), yaku_of_mask(self.masks[seat]), [])
            self.koi_calls[seat] += 1
            return [{"type": "koi", "seat": seat}, *self._next_turn()]
        if self.phase == TAKE:
            chosen = INDEX[action[5:]]
            card: int = self.pending  # type: ignore[assignment]
            self.pending = None
            self.field.remove(chosen)
            self._capture(seat, card, [chosen], "stock")
            events: list[Event] = [{"type": "take", "seat": seat, "card": CODES[card], "captured": [CODES[chosen]]}]
            return events + self._end_turn()
        words = action.split()
        card = INDEX[words[1]]
        self.hands[seat].remove(card)
        field = self.field
        month = MONTH[card]
        if len(words) == 3:
            taken = [INDEX[words[2]]]
        else:
            taken = [c for c in field if MONTH[c] == month]
        events = [self._match(seat, card, taken, "hand")]
        # Turn the top of the stock.
        card = self.stock.pop()
        month = MONTH[card]
        taken = [c for c in field if MONTH[c] == month]
        if len(taken) == 2:
            self.pending = card
            self.phase = TAKE
            events.append({"type": "turn", "seat": seat, "card": CODES[card], "captured": [], "choice": True})
            return events
        event = self._match(seat, card, taken, "stock")
        event["type"] = "turn"
        event["choice"] = False
        events.append(event)
        return events + self._end_turn()

    def _match(self, seat: int, card: int, taken: list[int], source: str) -> Event:
        """Capture ``taken`` with ``card``, or lay ``card`` on the field when nothing is taken."""
        if taken:
            for c in taken:
                self.field.remove(c)
            self._capture(seat, card, taken, source)
        else:
            self.field.append(card)
            self.moves.append({"seat": seat, "card": CODES[card], "source": source, "captured": []})
        return {"type": "play", "seat": seat, "card": CODES[card], "captured": [CODES[c] for c in taken]}

    def _capture(self, seat: int, card: int, taken: list[int], source: str) -> None:
        pile = self.captured[seat]
        pile.append(card)
        pile.extend(taken)
        mask = self.masks[seat] | 1 << card
        for c in taken:
            mask |= 1 << c
        self.masks[seat] = mask
        self.moves.append({"seat": seat, "card": CODES[card], "source": source, "captured": [CODES[c] for c in taken]})

    def _end_turn(self) -> list[Event]:
        """After the turned card: a new or raised yaku asks koi or stop; else the other seat plays."""
        seat = self.seat
        now = points_of_mask(self.masks[seat])
        if now > self.base[seat]:
            self.base[seat] = now
            found = yaku_of_mask(self.masks[seat])
            events: list[Event] = [{"type": "yaku", "seat": seat, "yaku": found, "points": now}]
            if not self.hands[0] and not self.hands[1]:
                # The last turn of the round: koi could only forfeit, so the player stops.
                return events + self._end_round(seat, "stop", stop_value(now, self.koi_calls[1 - seat] > 0), found, [])
            self.phase = KOI
            return events
        return self._next_turn()

    def _next_turn(self) -> list[Event]:
        if not self.hands[0] and not self.hands[1]:
            return self._end_round(None, "exhausted", 0, {}, [])
        self.seat = 1 - self.seat
        self.phase = PLAY
        return []

    def _end_round(self, winner: int | None, reason: str, value: int, found: dict[str, int], shown: list[str]) -> list[Event]:
        deal_scores = [0, 0]
        if winner is not None:
            deal_scores[winner] = value
            self.scores[winner] += value
        record = {
            "round": self.round,
            "dealer": self.dealer,
            "winner": winner,
            "reason": reason,
            "yaku": dict(found),
            "points": value,
            "scores": list(self.scores),
        }
        self.history.append(record)
        events: list[Event] = [
            {
                "type": "round-end",
                "round": self.round,
                "winner": winner,
                "reason": reason,
                "yaku": dict(found),
                "points": value,
                "deal_scores": deal_scores,
                "scores": list(self.scores),
                "shown": shown,
            }
        ]
        if self.round == ROUNDS:
            self.phase = OVER
            events.append({"type": "match-end", "winner": _leader(self.scores), "scores": list(self.scores)})
            return events
        self.round += 1
        if winner is not None:
            self.dealer = winner
        if reason in ("teshi", "kuttsuki"):
            return events  # _deal's loop deals the next round
        return events + self._deal()


def _leader(scores: list[int]) -> int | None:
    if scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1


def _setup_seat(value: object) -> int:
    if value not in (0, 1) or isinstance(value, bool):
        raise ValueError(f"A Koi-Koi seat is 0 or 1, not {value!r}.")
    return value  # type: ignore[return-value]


def _setup_cards(setup: dict[str, Any]) -> tuple[list[list[int]], list[int], list[int]]:
    """The setup's hands, field and stock as integers, checked."""
    try:
        hands = [[INDEX[c] for c in hand] for hand in setup["hands"]]
        field = [INDEX[c] for c in setup["field"]]
        stock = [INDEX[c] for c in setup["stock"]]
    except (KeyError, TypeError) as error:
        raise ValueError(f"A Koi-Koi setup needs hands, field and stock in card notation ({error}).") from None
    if len(hands) != 2 or any(len(hand) != HAND for hand in hands) or len(field) != HAND:
        raise ValueError("A Koi-Koi setup deals 8 cards to each hand and 8 to the field.")
    if len(stock) < 2 * HAND:
        raise ValueError("A Koi-Koi setup's stock needs at least 16 cards (one turned each turn).")
    every = hands[0] + hands[1] + field + stock
    if len(set(every)) != len(every):
        raise ValueError("A card appears twice in the Koi-Koi setup.")
    return hands, field, stock
