"""The shapes of a Tarocchi observation and of its events."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, TypedDict


class TarocchiSeatCard(TypedDict):
    seat: int
    card: str


class TarocchiCurrentTrick(TypedDict):
    leader: int
    cards: list[TarocchiSeatCard]


class TarocchiCompletedTrick(TypedDict):
    leader: int
    cards: list[TarocchiSeatCard]
    winner: int
    team: int
    points: int


class TarocchiMatto(TypedDict):
    seat: int
    team: int


class TarocchiTeamCount(TypedDict):
    team: int
    tricks: int
    cards: int
    matto: int
    discard: int
    total: int


class TarocchiCount(TypedDict):
    teams: list[TarocchiTeamCount]
    points: list[int]
    winner: Optional[int]


class TarocchiResult(TypedDict):
    #: Team of seats 0 and 2, team of seats 1 and 3.
    points: list[int]
    winner: Optional[int]


class TarocchiObservation(TypedDict):
    game: Literal["tarocchi"]
    seat: int
    team: int
    to_act: Optional[int]
    phase: Literal["discard", "play"]
    hand: list[str]
    dealer: int
    #: The dealer's two discarded cards: shown to the dealer, and to everyone once the deal is over.
    discard: Optional[list[str]]
    #: How many trumps the dealer discarded (public once the discard is made).
    discard_trumps: Optional[int]
    trick: TarocchiCurrentTrick
    last_trick: Optional[TarocchiCompletedTrick]
    tricks: list[TarocchiCompletedTrick]
    tricks_won: list[int]
    matto: Optional[TarocchiMatto]
    hand_sizes: list[int]
    points: Optional[list[int]]
    count: Optional[TarocchiCount]
    is_over: bool
    result: Optional[TarocchiResult]
    #: Once the deal is over: every seat's dealt hand, and the seed.
    hands: Optional[list[list[str]]]
    seed: Optional[int]


class TarocchiDealEvent(TypedDict):
    type: Literal["deal"]
    dealer: int
    hand_sizes: list[int]


class TarocchiDiscardEvent(TypedDict):
    type: Literal["discard"]
    seat: int
    trumps: int


class TarocchiPlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str


class TarocchiTrickEvent(TypedDict):
    type: Literal["trick"]
    number: int
    leader: int
    cards: list[TarocchiSeatCard]
    winner: int
    team: int
    points: int


class TarocchiCountEvent(TypedDict):
    type: Literal["count"]
    teams: list[TarocchiTeamCount]
    points: list[int]
    winner: Optional[int]


TarocchiEvent = Union[TarocchiDealEvent, TarocchiDiscardEvent, TarocchiPlayEvent, TarocchiTrickEvent, TarocchiCountEvent]
EVENT_TYPES = (TarocchiDealEvent, TarocchiDiscardEvent, TarocchiPlayEvent, TarocchiTrickEvent, TarocchiCountEvent)
