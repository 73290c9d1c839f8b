"""The shapes of a Koi-Koi observation and of its events (rules: ``docs/rules/koikoi.md``)."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, NotRequired, TypedDict


class KoikoiMove(TypedDict):
    """One card of this round put out by a seat: from its hand or turned from the stock."""

    seat: int
    card: str
    source: Literal["hand", "stock"]
    #: The field cards it captured (empty: it joined the field).
    captured: list[str]


class KoikoiRoundRecord(TypedDict):
    round: int
    dealer: int
    #: The seat that scored the round, None for an exhausted round.
    winner: Optional[int]
    reason: Literal["stop", "teshi", "kuttsuki", "exhausted"]
    #: The yaku the winner scored with (name: points); empty for teshi, kuttsuki and exhausted rounds.
    yaku: dict[str, int]
    points: int
    scores: list[int]


class KoikoiResult(TypedDict):
    winner: Optional[int]
    scores: list[int]


class KoikoiObservation(TypedDict):
    game: Literal["koikoi"]
    seat: int
    to_act: Optional[int]
    hand: list[str]
    #: The face-up cards on the field, in the order they came there.
    field: list[str]
    #: Each seat's captured cards this round, in the order taken (public).
    captured: list[list[str]]
    hand_sizes: list[int]
    stock_size: int
    dealer: int
    #: This round's number, 1 to ``rounds``.
    round: int
    rounds: int
    scores: list[int]
    #: "play" a hand card, "take" a field card for the turned card, "koi" or stop, "over".
    phase: Literal["play", "take", "koi", "over"]
    #: The card turned from the stock that waits for ``take`` (phase "take").
    turned: Optional[str]
    #: How many times each seat called koi this round.
    koi_calls: list[int]
    #: Each seat's yaku so far this round (name: points).
    yaku: list[dict[str, int]]
    #: Each seat's yaku points so far this round, before any doubling.
    points: list[int]
    #: What stopping now would score (doublings included), in phase "koi".
    stop_value: Optional[int]
    moves: list[KoikoiMove]
    history: list[KoikoiRoundRecord]
    is_over: bool
    result: Optional[KoikoiResult]
    #: Once the match is over: both hands of the last round as they stood, and the seed.
    hands: NotRequired[list[list[str]]]
    seed: NotRequired[int]


class KoikoiDealEvent(TypedDict):
    type: Literal["deal"]
    round: int
    dealer: int
    field: list[str]
    #: How many deals were thrown in before this one (four of a month on the field, or both hands teshi/kuttsuki).
    redeals: int


class KoikoiPlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str
    captured: list[str]


class KoikoiTurnEvent(TypedDict):
    """The top card of the stock, turned; ``choice`` when it matches two field cards (``take`` follows)."""

    type: Literal["turn"]
    seat: int
    card: str
    captured: list[str]
    choice: bool


class KoikoiTakeEvent(TypedDict):
    type: Literal["take"]
    seat: int
    card: str
    captured: list[str]


class KoikoiYakuEvent(TypedDict):
    type: Literal["yaku"]
    seat: int
    yaku: dict[str, int]
    points: int


class KoikoiKoiEvent(TypedDict):
    type: Literal["koi"]
    seat: int


class KoikoiRoundEndEvent(TypedDict):
    type: Literal["round-end"]
    round: int
    winner: Optional[int]
    reason: Literal["stop", "teshi", "kuttsuki", "exhausted"]
    yaku: dict[str, int]
    points: int
    #: Each seat's score for this round.
    deal_scores: list[int]
    scores: list[int]
    #: A teshi or kuttsuki hand, shown to claim it (else empty).
    shown: list[str]


class KoikoiMatchEndEvent(TypedDict):
    type: Literal["match-end"]
    winner: Optional[int]
    scores: list[int]


KoikoiEvent = Union[
    KoikoiDealEvent, KoikoiPlayEvent, KoikoiTurnEvent, KoikoiTakeEvent, KoikoiYakuEvent, KoikoiKoiEvent, KoikoiRoundEndEvent, KoikoiMatchEndEvent
]
EVENT_TYPES = (
    KoikoiDealEvent,
    KoikoiPlayEvent,
    KoikoiTurnEvent,
    KoikoiTakeEvent,
    KoikoiYakuEvent,
    KoikoiKoiEvent,
    KoikoiRoundEndEvent,
    KoikoiMatchEndEvent,
)
