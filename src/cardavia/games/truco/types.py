"""The shapes of a Truco observation and of its events."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, NotRequired, TypedDict


class Trick(TypedDict):
    leader: int
    #: The card of each seat in this trick (None: not played yet).
    cards: list[Optional[str]]
    #: The seat that won it, None for a parda or a trick still open.
    winner: Optional[int]
    done: bool


class PendingBet(TypedDict):
    bet: Literal["envido", "truco"]
    call: str
    caller: int


class SuspendedTruco(TypedDict):
    call: str
    caller: int


class Envido(TypedDict):
    status: Literal["available", "in-chain", "closed"]
    chain: list[str]
    #: Both seats' envido points, once a quiero showed them.
    values: Optional[list[int]]


class Call(TypedDict):
    seat: int
    call: str


class HandPoints(TypedDict):
    envido: list[int]
    truco: list[int]


class HandRecord(TypedDict):
    """One finished hand: the points each seat won from the envido and from the truco or tricks."""

    hand: int
    dealer: int
    envido: list[int]
    truco: list[int]
    reason: str
    scores: list[int]


class Result(TypedDict):
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
    tricks: list[Trick]
    stake: int
    raise_holder: Optional[int]
    pending: Optional[PendingBet]
    suspended_truco: Optional[SuspendedTruco]
    envido: Envido
    calls: list[Call]
    #: Every action of this hand as [seat, action]: all Truco actions are public.
    actions: list[tuple[int, str]]
    hand_points: HandPoints
    history: list[HandRecord]
    is_over: bool
    result: Optional[Result]
    #: Once the match is over: both hands of the last deal, and the seed.
    hands: NotRequired[list[list[str]]]
    seed: NotRequired[int]


class DealEvent(TypedDict):
    type: Literal["deal"]
    hand: int
    dealer: int
    mano: int
    scores: list[int]


class PlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str
    trick: int


class TrickEvent(TypedDict):
    type: Literal["trick"]
    trick: int
    winner: Optional[int]


class CallEvent(TypedDict):
    type: Literal["call"]
    seat: int
    call: str


class AnswerEvent(TypedDict):
    type: Literal["answer"]
    seat: int
    answer: Literal["quiero", "no-quiero"]
    bet: Literal["envido", "truco"]


class EnvidoEvent(TypedDict):
    type: Literal["envido"]
    accepted: bool
    values: Optional[list[int]]
    winner: int
    points: int
    scores: list[int]


class MazoEvent(TypedDict):
    type: Literal["mazo"]
    seat: int


class HandEndEvent(TypedDict):
    type: Literal["hand-end"]
    hand: int
    winner: int
    points: int
    reason: str
    scores: list[int]
    #: Each seat's points from this hand (envido and truco together).
    deal_scores: list[int]


class MatchEndEvent(TypedDict):
    type: Literal["match-end"]
    winner: int
    scores: list[int]


TrucoEvent = Union[DealEvent, PlayEvent, TrickEvent, CallEvent, AnswerEvent, EnvidoEvent, MazoEvent, HandEndEvent, MatchEndEvent]
EVENT_TYPES = (DealEvent, PlayEvent, TrickEvent, CallEvent, AnswerEvent, EnvidoEvent, MazoEvent, HandEndEvent, MatchEndEvent)
