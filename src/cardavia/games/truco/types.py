"""The shapes of a Truco observation and of its events."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, NotRequired, TypedDict


class TrucoTrick(TypedDict):
    leader: int
    #: The card of each seat in this trick (None: not played yet).
    cards: list[Optional[str]]
    #: The seat that won it, None for a parda or a trick still open.
    winner: Optional[int]
    done: bool


class TrucoPendingBet(TypedDict):
    bet: Literal["envido", "truco"]
    call: str
    caller: int


class TrucoSuspendedTruco(TypedDict):
    call: str
    caller: int


class TrucoEnvido(TypedDict):
    status: Literal["available", "in-chain", "closed"]
    chain: list[str]
    #: Both seats' envido points, once a quiero showed them.
    values: Optional[list[int]]


class TrucoCall(TypedDict):
    seat: int
    call: str


class TrucoHandPoints(TypedDict):
    envido: list[int]
    truco: list[int]


class TrucoHandRecord(TypedDict):
    """One finished hand: the points each seat won from the envido and from the truco or tricks."""

    hand: int
    dealer: int
    envido: list[int]
    truco: list[int]
    reason: str
    scores: list[int]


class TrucoResult(TypedDict):
    winner: int
    scores: list[int]


class TrucoObservation(TypedDict):
    game: Literal["truco"]
    seat: int
    to_act: Optional[int]
    hand: list[str]
    envido_points: int
    scores: list[int]
    target: int
    hand_number: int
    dealer: int
    mano: int
    #: The seat due to play the next card (None once the match is over).
    turn: Optional[int]
    hand_sizes: list[int]
    tricks: list[TrucoTrick]
    stake: int
    raise_holder: Optional[int]
    pending: Optional[TrucoPendingBet]
    suspended_truco: Optional[TrucoSuspendedTruco]
    envido: TrucoEnvido
    calls: list[TrucoCall]
    #: Every action of this hand as [seat, action]: all Truco actions are public.
    actions: list[tuple[int, str]]
    hand_points: TrucoHandPoints
    history: list[TrucoHandRecord]
    is_over: bool
    result: Optional[TrucoResult]
    #: Once the match is over: both hands of the last deal, and the seed.
    hands: NotRequired[list[list[str]]]
    seed: NotRequired[int]


class TrucoDealEvent(TypedDict):
    type: Literal["deal"]
    hand: int
    dealer: int
    mano: int
    scores: list[int]


class TrucoPlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str
    trick: int


class TrucoTrickEvent(TypedDict):
    type: Literal["trick"]
    trick: int
    winner: Optional[int]


class TrucoCallEvent(TypedDict):
    type: Literal["call"]
    seat: int
    call: str


class TrucoAnswerEvent(TypedDict):
    type: Literal["answer"]
    seat: int
    answer: Literal["quiero", "no-quiero"]
    bet: Literal["envido", "truco"]


class TrucoEnvidoEvent(TypedDict):
    type: Literal["envido"]
    accepted: bool
    values: Optional[list[int]]
    winner: int
    points: int
    scores: list[int]


class TrucoMazoEvent(TypedDict):
    type: Literal["mazo"]
    seat: int


class TrucoHandEndEvent(TypedDict):
    type: Literal["hand-end"]
    hand: int
    winner: int
    points: int
    reason: str
    scores: list[int]
    #: Each seat's points from this hand (envido and truco together).
    deal_scores: list[int]


class TrucoMatchEndEvent(TypedDict):
    type: Literal["match-end"]
    winner: int
    scores: list[int]


TrucoEvent = Union[TrucoDealEvent, TrucoPlayEvent, TrucoTrickEvent, TrucoCallEvent, TrucoAnswerEvent, TrucoEnvidoEvent, TrucoMazoEvent, TrucoHandEndEvent, TrucoMatchEndEvent]
EVENT_TYPES = (TrucoDealEvent, TrucoPlayEvent, TrucoTrickEvent, TrucoCallEvent, TrucoAnswerEvent, TrucoEnvidoEvent, TrucoMazoEvent, TrucoHandEndEvent, TrucoMatchEndEvent)
