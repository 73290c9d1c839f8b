"""The shapes of a Kowa observation and of its events."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, NotRequired, TypedDict


class KowaPublicDraw(TypedDict):
    seat: int
    card: str


class KowaResult(TypedDict):
    winner: Optional[int]
    method: Optional[Literal["self-draw", "opponent-draw", "discard"]]
    multiplier: int


class KowaObservation(TypedDict):
    game: Literal["kowa"]
    seat: int
    to_act: Optional[int]
    phase: Literal["acquire", "discard", "declare", "over"]
    #: The seat's concealed cards (a declared seat's exposed pair is in ``declared``).
    hand: list[str]
    #: This turn's stock draw, when this seat made it or the table saw it.
    drawn: Optional[str]
    #: The card taken from the discards this turn (it may not be discarded this turn).
    taken: Optional[str]
    #: The faces this seat may declare now.
    waits: list[str]
    discards: list[str]
    stock: int
    hand_sizes: list[int]
    declared: list[Optional[str]]
    public_draws: list[KowaPublicDraw]
    #: Per seat, the cards the table knows it holds among its concealed ones: taken from the
    #: discards or drawn face up, and not discarded since (at least these; it may hold more).
    known: list[list[str]]
    turns: int
    first: int
    is_over: bool
    result: Optional[KowaResult]
    #: Once the deal is over.
    winning_card: NotRequired[Optional[str]]
    released_by: NotRequired[Optional[int]]
    drawn_deal: NotRequired[Optional[Literal["stock-exhausted", "turn-limit"]]]
    hands: NotRequired[list[list[str]]]
    dealt: NotRequired[list[list[str]]]
    seed: NotRequired[int]


class KowaDealEvent(TypedDict):
    type: Literal["deal"]
    first: int
    hand_sizes: list[int]
    stock: int


class KowaDrawEvent(TypedDict):
    type: Literal["draw"]
    seat: int
    #: Only once somebody has declared: every draw is then shown.
    card: NotRequired[str]
    stock: int


class KowaTakeEvent(TypedDict):
    type: Literal["take"]
    seat: int
    card: str


class KowaDiscardEvent(TypedDict):
    type: Literal["discard"]
    seat: int
    card: str


class KowaDeclareEvent(TypedDict):
    type: Literal["declare"]
    seat: int
    pair: str


# "from" (the seat that released the winning card) is a Python keyword: the functional form.
KowaWinEvent = TypedDict(
    "KowaWinEvent",
    {
        "type": Literal["win"],
        "winner": int,
        "method": Literal["self-draw", "opponent-draw", "discard"],
        "multiplier": int,
        "card": str,
        "from": int,
        "hand": list[str],
    },
)


class KowaDrawnDealEvent(TypedDict):
    type: Literal["drawn-deal"]
    reason: Literal["stock-exhausted", "turn-limit"]
    turns: int


KowaEvent = Union[KowaDealEvent, KowaDrawEvent, KowaTakeEvent, KowaDiscardEvent, KowaDeclareEvent, KowaWinEvent, KowaDrawnDealEvent]
EVENT_TYPES = (KowaDealEvent, KowaDrawEvent, KowaTakeEvent, KowaDiscardEvent, KowaDeclareEvent, KowaWinEvent, KowaDrawnDealEvent)
