"""The shapes of a Skat observation and of its events."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, TypedDict


class SkatSeatCard(TypedDict):
    seat: int
    card: str


class SkatCurrentTrick(TypedDict):
    leader: int
    cards: list[SkatSeatCard]


class SkatCompletedTrick(TypedDict):
    number: int
    leader: int
    cards: list[SkatSeatCard]
    winner: int
    points: int


class SkatBid(TypedDict):
    seat: int
    #: ``bid <n>``, ``hold`` or ``pass``.
    action: str


class SkatDealSummary(TypedDict):
    """A finished deal, public: the game, its value and what each seat scored."""

    deal: int
    dealer: int
    #: None for a deal thrown in (everyone passed).
    declarer: Optional[int]
    contract: Optional[str]
    bid: int
    won: Optional[bool]
    value: int
    #: "With n" as n, "without n" as -n; 0 for null and for a deal thrown in.
    matadors: int
    overbid: bool
    #: Each seat's card points, the Skat counted to the declarer.
    card_points: list[int]
    deal_scores: list[int]
    skat: list[str]


class SkatResult(TypedDict):
    scores: list[int]
    winner: Optional[int]


class SkatObservation(TypedDict):
    game: Literal["skat"]
    seat: int
    to_act: Optional[int]
    phase: Literal["bidding", "skat", "discard", "declare", "play", "over"]
    hand: list[str]
    #: The deal of the list now played (1...6), and how many the list has.
    deal: int
    deals: int
    dealer: int
    forehand: int
    scores: list[int]
    history: list[SkatDealSummary]
    bids: list[SkatBid]
    #: The highest bid of this deal so far (0: none).
    bid: int
    declarer: Optional[int]
    #: True for a hand game, False once the Skat is picked up, None before the choice.
    hand_game: Optional[bool]
    #: The declared game, e.g. "grand" or "herz schneider" (None before the declaration).
    contract: Optional[str]
    #: The Skat the declarer picked up, and the two cards put away: the declarer's only.
    skat: Optional[list[str]]
    discard: Optional[list[str]]
    #: The declarer's hand in an ouvert game, shown to everyone from the first trick.
    open_hand: Optional[list[str]]
    trick: SkatCurrentTrick
    tricks: list[SkatCompletedTrick]
    #: Card points of the tricks each seat has won in this deal (the Skat not counted).
    taken: list[int]
    tricks_won: list[int]
    hand_sizes: list[int]
    is_over: bool
    result: Optional[SkatResult]
    #: Once the list is over: the hands and the Skat dealt in its last deal, and the seed.
    hands: Optional[list[list[str]]]
    dealt_skat: Optional[list[str]]
    seed: Optional[int]


class SkatDealEvent(TypedDict):
    type: Literal["deal"]
    deal: int
    dealer: int
    forehand: int


class SkatBidEvent(TypedDict):
    type: Literal["bid"]
    seat: int
    action: str
    value: int


class SkatDeclarerEvent(TypedDict):
    type: Literal["declarer"]
    seat: int
    bid: int


class SkatSkatEvent(TypedDict):
    type: Literal["skat"]
    seat: int
    pickup: bool


class SkatDiscardEvent(TypedDict):
    type: Literal["discard"]
    seat: int


class SkatDeclareEvent(TypedDict):
    type: Literal["declare"]
    seat: int
    contract: str
    hand_game: bool
    open_hand: Optional[list[str]]


class SkatPlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str


class SkatTrickEvent(TypedDict):
    type: Literal["trick"]
    number: int
    leader: int
    cards: list[SkatSeatCard]
    winner: int
    points: int


class SkatDealEndEvent(TypedDict):
    type: Literal["deal_end"]
    deal: int
    dealer: int
    declarer: Optional[int]
    contract: Optional[str]
    bid: int
    won: Optional[bool]
    value: int
    matadors: int
    overbid: bool
    card_points: list[int]
    deal_scores: list[int]
    skat: list[str]
    scores: list[int]


SkatEvent = Union[
    SkatDealEvent,
    SkatBidEvent,
    SkatDeclarerEvent,
    SkatSkatEvent,
    SkatDiscardEvent,
    SkatDeclareEvent,
    SkatPlayEvent,
    SkatTrickEvent,
    SkatDealEndEvent,
]
EVENT_TYPES = (
    SkatDealEvent,
    SkatBidEvent,
    SkatDeclarerEvent,
    SkatSkatEvent,
    SkatDiscardEvent,
    SkatDeclareEvent,
    SkatPlayEvent,
    SkatTrickEvent,
    SkatDealEndEvent,
)
