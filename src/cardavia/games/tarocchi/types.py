"""The shapes of a Tarocchi observation and of its events."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, TypedDict


class SeatCard(TypedDict):
    seat: int
    card: str


class CurrentTrick(TypedDict):
    leader: int
    cards: list[SeatCard]


class CompletedTrick(TypedDict):
    leader: int
    cards: list[SeatCard]
    winner: int
    team: int
    points: int


class Matto(TypedDict):
    seat: int
    team: int


class TeamCount(TypedDict):
    team: int
    tricks: int
    cards: int
    matto: int
    discard: int
    total: int


class Count(TypedDict):
    teams: list[TeamCount]
    points: list[int]
    winner: Optional[int]


class Result(TypedDict):
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
    trick: CurrentTrick
    last_trick: Optional[CompletedTrick]
    tricks: list[CompletedTrick]
    tricks_won: list[int]
    matto: Optional[Matto]
    hand_sizes: list[int]
    points: Optional[list[int]]
    count: Optional[Count]
    is_over: bool
    result: Optional[Result]
    #: Once the deal is over: every seat's dealt hand, and the seed.
    hands: Optional[list[list[str]]]
    seed: Optional[int]


class DealEvent(TypedDict):
    type: Literal["deal"]
    dealer: int
    hand_sizes: list[int]


class DiscardEvent(TypedDict):
    type: Literal["discard"]
    seat: int
    trumps: int


class PlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str


class TrickEvent(TypedDict):
    type: Literal["trick"]
    number: int
    leader: int
    cards: list[SeatCard]
    winner: int
    team: int
    points: int


class CountEvent(TypedDict):
    type: Literal["count"]
    teams: list[TeamCount]
    points: list[int]
    winner: Optional[int]


TarocchiEvent = Union[DealEvent, DiscardEvent, PlayEvent, TrickEvent, CountEvent]
EVENT_TYPES = (DealEvent, DiscardEvent, PlayEvent, TrickEvent, CountEvent)
