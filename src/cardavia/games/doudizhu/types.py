"""The shapes of a Dou Dizhu observation and of its events."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, NotRequired, TypedDict

Kind = Literal[
    "single", "pair", "trio", "trio-single", "trio-pair", "straight", "pair-straight", "airplane",
    "airplane-singles", "airplane-pairs", "four-singles", "four-pairs", "bomb", "rocket",
]


class DouDizhuTrick(TypedDict):
    #: The kind of the round's last play, its comparing rank and its number of ranks in sequence.
    kind: Kind
    head: str
    length: int


class DouDizhuDealRecord(TypedDict):
    deal: int
    landlord: int
    bid: int
    bombs: int
    spring: bool
    anti_spring: bool
    stake: int
    winner: int
    deal_scores: list[int]


class DouDizhuResult(TypedDict):
    scores: list[int]
    winner: Optional[int]


class DouDizhuObservation(TypedDict):
    game: Literal["doudizhu"]
    seat: int
    to_act: Optional[int]
    phase: Literal["bid", "play", "over"]
    #: The deal being played, 1 to ``deals``.
    deal: int
    deals: int
    hand: list[str]
    hand_sizes: list[int]
    #: The first bidder of this deal.
    first: int
    #: Per seat: None (not spoken yet), 0 (passed) or the bid.
    bids: list[Optional[int]]
    bid: int
    landlord: Optional[int]
    #: Shown once the landlord has taken it.
    kitty: Optional[list[str]]
    trick: Optional[DouDizhuTrick]
    trick_player: Optional[int]
    #: Each seat's move in the current round: the ranks played, "pass", or None.
    shown: list[Optional[str]]
    #: Each seat's cards played in the current round, or None.
    shown_cards: list[Optional[list[str]]]
    played: list[list[str]]
    plays_made: list[int]
    bombs: int
    #: The bid doubled for each bomb or rocket so far (a spring doubles it again at the end).
    stake: int
    #: This deal's moves: [seat, action].
    moves: list[list[Union[int, str]]]
    scores: list[int]
    history: list[DouDizhuDealRecord]
    is_over: bool
    result: Optional[DouDizhuResult]
    hands: NotRequired[list[list[str]]]
    dealt: NotRequired[list[list[str]]]
    seed: NotRequired[int]


class DouDizhuDealEvent(TypedDict):
    type: Literal["deal"]
    deal: int
    first: int
    hand_sizes: list[int]


class DouDizhuBidEvent(TypedDict):
    type: Literal["bid"]
    seat: int
    #: 0 for a pass.
    bid: int


class DouDizhuRedealEvent(TypedDict):
    type: Literal["redeal"]
    deal: int


class DouDizhuLandlordEvent(TypedDict):
    type: Literal["landlord"]
    seat: int
    bid: int
    kitty: list[str]


class DouDizhuPlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    cards: list[str]
    combination: Kind
    left: int


class DouDizhuPassEvent(TypedDict):
    type: Literal["pass"]
    seat: int


class DouDizhuRoundEndEvent(TypedDict):
    type: Literal["round-end"]
    leader: int


class DouDizhuDealEndEvent(TypedDict):
    type: Literal["deal-end"]
    deal: int
    landlord: int
    bid: int
    bombs: int
    spring: bool
    anti_spring: bool
    stake: int
    winner: int
    deal_scores: list[int]
    scores: list[int]
    #: The cards each seat still held.
    hands: list[list[str]]


class DouDizhuMatchEndEvent(TypedDict):
    type: Literal["match-end"]
    scores: list[int]
    winner: Optional[int]


EVENT_TYPES = (
    DouDizhuDealEvent,
    DouDizhuBidEvent,
    DouDizhuRedealEvent,
    DouDizhuLandlordEvent,
    DouDizhuPlayEvent,
    DouDizhuPassEvent,
    DouDizhuRoundEndEvent,
    DouDizhuDealEndEvent,
    DouDizhuMatchEndEvent,
)
