"""The shapes of a Slovenian Tarok observation and of its events."""

from __future__ import annotations

from typing import Optional, Union

from ..schema import Literal, NotRequired, TypedDict


class TarokSeatCard(TypedDict):
    seat: int
    card: str


class TarokCurrentTrick(TypedDict):
    leader: int
    cards: list[TarokSeatCard]


class TarokTrick(TypedDict):
    leader: int
    cards: list[TarokSeatCard]
    winner: int
    #: In Klop, the talon card that went with this trick (face up).
    gift: Optional[str]


class TarokBid(TypedDict):
    seat: int
    #: ``pass`` or a contract's name.
    bid: str


class TarokAnnouncement(TypedDict):
    seat: int
    bonus: str


class TarokKontra(TypedDict):
    #: ``game`` or a bonus.
    item: str
    #: 2 kontra, 4 rekontra, 8 subkontra, 16 mordkontra.
    level: int


class TarokScoreItem(TypedDict):
    #: contract, difference, trula, kings, king-ultimo, pagat-ultimo, valat, radlc (the doubling), mond, klop.
    item: str
    points: int
    #: For the Mond: the seat that lost it.
    seat: NotRequired[int]


class TarokPastDeal(TypedDict):
    deal: int
    dealer: int
    contract: str
    declarer: Optional[int]
    partner: Optional[int]
    deal_scores: list[int]
    card_points: list[int]


class TarokResult(TypedDict):
    scores: list[int]
    winner: Optional[int]


class TarokObservation(TypedDict):
    game: Literal["tarok"]
    seat: int
    to_act: Optional[int]
    phase: Literal["bidding", "king", "talon", "discard", "announce", "kontra", "play", "over"]
    hand: list[str]
    deal: int
    deals: int
    dealer: int
    forehand: int
    #: Match totals per seat.
    scores: list[int]
    radli: list[int]
    auction: list[TarokBid]
    contract: Optional[str]
    declarer: Optional[int]
    called: Optional[str]
    called_in_talon: bool
    #: The partner when this seat knows it (None: none, or not known yet; see partner_known).
    partner: Optional[int]
    partner_known: bool
    #: The six talon cards in their groups' order, once turned up (contracts that use the talon).
    talon: Optional[list[str]]
    talon_group: Optional[int]
    #: The declarer's discards: all of them for the declarer, the taroks only for the others.
    discards: list[str]
    discard_count: int
    announcements: list[TarokAnnouncement]
    kontra: list[TarokKontra]
    trick: TarokCurrentTrick
    tricks: list[TarokTrick]
    tricks_won: list[int]
    hand_sizes: list[int]
    #: Open beggar: the declarer's hand, shown after the first trick.
    open_hand: Optional[list[str]]
    #: This deal's actions as this seat knows them (others' discards as ``?`` except taroks).
    history: list[str]
    past: list[TarokPastDeal]
    is_over: bool
    result: Optional[TarokResult]
    #: Once the match is over: every seat's dealt hand of the last deal, and the seed.
    hands: Optional[list[list[str]]]
    seed: Optional[int]


class TarokDealEvent(TypedDict):
    type: Literal["deal"]
    deal: int
    dealer: int
    forehand: int


class TarokBidEvent(TypedDict):
    type: Literal["bid"]
    seat: int
    bid: str


class TarokContractEvent(TypedDict):
    type: Literal["contract"]
    seat: int
    contract: str


class TarokCallEvent(TypedDict):
    type: Literal["call"]
    seat: int
    king: str
    in_talon: bool


class TarokTalonEvent(TypedDict):
    type: Literal["talon"]
    seat: int
    talon: list[str]
    group: int
    cards: list[str]


class TarokDiscardEvent(TypedDict):
    type: Literal["discard"]
    seat: int
    count: int
    taroks: list[str]


class TarokPassEvent(TypedDict):
    type: Literal["pass"]
    seat: int


class TarokAnnounceEvent(TypedDict):
    type: Literal["announce"]
    seat: int
    bonus: str


class TarokKontraEvent(TypedDict):
    type: Literal["kontra"]
    seat: int
    item: str
    level: int


class TarokPlayEvent(TypedDict):
    type: Literal["play"]
    seat: int
    card: str


class TarokTrickEvent(TypedDict):
    type: Literal["trick"]
    number: int
    leader: int
    cards: list[str]
    winner: int
    gift: Optional[str]


class TarokDealEndEvent(TypedDict):
    type: Literal["deal_end"]
    deal: int
    contract: str
    declarer: Optional[int]
    partner: Optional[int]
    called: Optional[str]
    deal_scores: list[int]
    card_points: list[int]
    items: list[TarokScoreItem]
    radli: list[int]
    scores: list[int]


class TarokMatchEndEvent(TypedDict):
    type: Literal["match_end"]
    radli_penalty: list[int]
    scores: list[int]


TarokEvent = Union[
    TarokDealEvent, TarokBidEvent, TarokContractEvent, TarokCallEvent, TarokTalonEvent, TarokDiscardEvent,
    TarokPassEvent, TarokAnnounceEvent, TarokKontraEvent, TarokPlayEvent, TarokTrickEvent, TarokDealEndEvent,
    TarokMatchEndEvent,
]
EVENT_TYPES = (
    TarokDealEvent, TarokBidEvent, TarokContractEvent, TarokCallEvent, TarokTalonEvent, TarokDiscardEvent,
    TarokPassEvent, TarokAnnounceEvent, TarokKontraEvent, TarokPlayEvent, TarokTrickEvent, TarokDealEndEvent,
    TarokMatchEndEvent,
)
