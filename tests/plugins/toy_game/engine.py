"""Three tricks: each seat holds three cards of the Truco deck; the higher card takes a trick.

Seat 0 leads the first trick; the other seat answers with any card; the
stronger card by Truco's trick order wins (the leader keeps a tie) and
leads the next. After three tricks each seat's return is its tricks.

>>> g = ThreeTricks(seed=1, setup={"hands": [["1E", "4C", "5C"], ["7O", "6B", "12C"]]})
>>> g.legal_actions()
['play 1E', 'play 4C', 'play 5C']
>>> [e["type"] for e in g.apply("play 1E")], [e["type"] for e in g.apply("play 6B")]
(['play'], ['play', 'trick'])
>>> g.to_act, g.observation(1)["tricks"][0]["winner"]
(0, 0)
"""

from __future__ import annotations

import random
from typing import Any, Optional, Union

from cardavia.games.base import MAX_SEED, Event, Game, IllegalAction, Observation, copy_rng
from cardavia.games.schema import Literal, NotRequired, TypedDict
from cardavia.games.truco.cards import CODES, INDEX, TIER

HAND = 3


class ToyTrick(TypedDict):
    leader: int
    cards: list[Optional[str]]
    winner: Optional[int]


class ToyObservation(TypedDict):
    game: Literal["toy"]
    seat: int
    to_act: Optional[int]
    hand: list[str]
    hand_sizes: list[int]
    tricks: list[ToyTrick]
    won: list[int]
    is_over: bool
    result: Optional[dict[str, list[int]]]
    #: Once the game is over.
    seed: NotRequired[int]


class ToyDealEvent(TypedDict):
    type: Literal["deal"]


class ToyPlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str


class ToyTrickEvent(TypedDict):
    type: Literal["trick"]
    winner: int


ToyEvent = Union[ToyDealEvent, ToyPlayEvent, ToyTrickEvent]


class ThreeTricks(Game):
    name = "toy"
    players = 2
    observation_type = ToyObservation
    event_types = (ToyDealEvent, ToyPlayEvent, ToyTrickEvent)

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        super().__init__(seed, setup)
        if setup is None:
            deck = list(range(len(CODES)))
            self.rng.shuffle(deck)
            dealt = [deck[:HAND], deck[HAND : 2 * HAND]]
        else:
            dealt = [[INDEX[code] for code in hand] for hand in setup["hands"]]
        self.hands = [list(hand) for hand in dealt]
        self.tricks: list[dict[str, Any]] = [{"leader": 0, "cards": [None, None], "winner": None}]
        self.won = [0, 0]
        self._to_act: int | None = 0
        self.opening_events = [{"type": "deal"}]

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def result(self) -> dict[str, Any] | None:
        return {"tricks": list(self.won)} if self._to_act is None else None

    def clone(self) -> ThreeTricks:
        new = object.__new__(ThreeTricks)
        new.__dict__.update(self.__dict__)
        new.rng = copy_rng(self.rng)
        new.log = list(self.log)
        new.hands = [list(hand) for hand in self.hands]
        new.tricks = [dict(trick, cards=list(trick["cards"])) for trick in self.tricks]
        new.won = list(self.won)
        return new

    def returns(self) -> list[float]:
        self._not_over()
        return [float(count) for count in self.won]

    @classmethod
    def sample(cls, observation: Observation, rng: random.Random) -> ThreeTricks:
        """The opponent's unplayed cards dealt at random from the cards the seat has not seen."""
        if observation["is_over"]:
            raise ValueError("The game is over: nothing is hidden.")
        seat = observation["seat"]
        played: list[list[str]] = [[], []]
        plays: list[tuple[int, str]] = []
        for trick in observation["tricks"]:
            for offset in range(2):
                player = (trick["leader"] + offset) % 2
                card = trick["cards"][player]
                if card is not None:
                    played[player].append(card)
                    plays.append((player, card))
        seen = set(observation["hand"]) | set(played[0]) | set(played[1])
        unseen = [code for code in CODES if code not in seen]
        hands: list[list[str]] = [[], []]
        hands[seat] = played[seat] + list(observation["hand"])
        hands[1 - seat] = played[1 - seat] + rng.sample(unseen, observation["hand_sizes"][1 - seat])
        game = cls(seed=rng.randrange(MAX_SEED + 1), setup={"hands": hands})
        for _, card in plays:
            game.apply(f"play {card}")
        game.log = []
        return game

    def observation(self, seat: int) -> Observation:
        self.check_seat(seat)
        return {
            "game": self.name,
            "seat": seat,
            "to_act": self._to_act,
            "hand": [CODES[c] for c in self.hands[seat]],
            "hand_sizes": [len(hand) for hand in self.hands],
            "tricks": [
                {"leader": t["leader"], "cards": [None if c is None else CODES[c] for c in t["cards"]], "winner": t["winner"]}
                for t in self.tricks
            ],
            "won": list(self.won),
            "is_over": self._to_act is None,
            "result": self.result,
            **({"seed": self.seed} if self._to_act is None else {}),
        }

    def _generate_legal(self) -> list[str]:
        return [f"play {CODES[c]}" for c in self.hands[self._to_act]]  # type: ignore[index]

    def _apply(self, action: str) -> list[Event]:
        seat: int = self._to_act  # type: ignore[assignment]
        card = INDEX[action.split()[1]]
        self.hands[seat].remove(card)
        trick = self.tricks[-1]
        trick["cards"][seat] = card
        events: list[Event] = [{"type": "play", "seat": seat, "card": CODES[card]}]
        other = 1 - seat
        if trick["cards"][other] is None:
            self._to_act = other
            return events
        leader = trick["leader"]
        winner = 1 - leader if TIER[trick["cards"][1 - leader]] > TIER[trick["cards"][leader]] else leader
        trick["winner"] = winner
        self.won[winner] += 1
        events.append({"type": "trick", "winner": winner})
        if len(self.tricks) == HAND:
            self._to_act = None
        else:
            self.tricks.append({"leader": winner, "cards": [None, None], "winner": None})
            self._to_act = winner
        return events

    def _explain(self, action: object) -> IllegalAction:
        if self._to_act is None:
            return IllegalAction("The game is over.", "game-over")
        return IllegalAction("Play one of your cards: {legal}.", "not-held", legal=", ".join(self.legal_actions()))
