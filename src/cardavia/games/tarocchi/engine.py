"""The Piedicavallo Tarocchi engine: one deal for four players in two partnerships.

Seats 0...3 in the order of play, partners 0 & 2 (team 0) against 1 & 3
(team 1), so a seat's team is ``seat % 2``. The dealer holds 17 cards and
first discards two (``discard <card> <card>``); then 15 tricks of
``play <card>``, led first by the seat after the dealer.

>>> from cardavia import games
>>> g = games.new_game("tarocchi", seed=1, setup={"dealer": 3, "hands": [
...     "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15".split(),
...     "T16 T17 T18 T19 T20 T21 M KS QS NS JS 10S 9S 8S 7S".split(),
...     "6S 5S KB QB NB JB 10B 9B 8B 7B 6B 5B KC QC NC".split(),
...     "JC 1C 2C 3C 4C 5C 6C KD QD ND JD 1D 2D 3D 4D 5D 6D".split()]})
>>> g.to_act, g.legal_actions()[:2]
(3, ['discard JC 1C', 'discard JC 2C'])
>>> g.apply("discard 5D 6D")[0]
{'type': 'discard', 'seat': 3, 'trumps': 0}
>>> g.to_act, g.legal_actions()[:3]
(0, ['play T1', 'play T2', 'play T3'])
"""

from __future__ import annotations

import random
from typing import Any

from ..base import Event, Game, IllegalAction, Observation, gettext_noop as _
from . import sampling, types
from .rules import (
    DEALER_CARDS,
    HAND_CARDS,
    discard_pairs,
    discard_refusal,
    legal_play_mask,
    parse_card,
    winner_index,
)
from .tables import (
    BATONS,
    BIT,
    CARD,
    CODES,
    COINS,
    CUPS,
    DECK_SIZE,
    DISCARD_ACTION,
    MATTO,
    NO_SUIT,
    PLAY_ACTION_BY_BIT,
    PLAY_CARD,
    POINTS,
    SUIT,
    SUIT_MASK,
    SWORDS,
    TRUMPS,
    cards_of,
    display_sorted,
    mask_of,
)

SEATS = 4
TRICKS = 15
MATTO_POINTS = POINTS[MATTO]
#: Points a trick's winner takes for each card: the Matto stays with its player's team.
TAKEN_POINTS: tuple[int, ...] = tuple(0 if number == MATTO else POINTS[number] for number in range(DECK_SIZE))
#: The suit letter of each suit number, for error parameters ("T" for trumps).
SUIT_LETTER = {TRUMPS: "T", SWORDS: "S", BATONS: "B", CUPS: "C", COINS: "D"}

SETUP_HELP = (
    "A tarocchi setup is {'dealer': seat, 'hands': [[cards of seat 0], ..., [cards of seat 3]]} "
    f"with {DEALER_CARDS} cards for the dealer and {HAND_CARDS} for each other seat; either key may be left out."
)



# One sentence per suit, so that each language can phrase (and decline) it.
MUST_FOLLOW = {
    TRUMPS: _("You must follow suit: you hold trumps."),
    SWORDS: _("You must follow suit: you hold swords."),
    BATONS: _("You must follow suit: you hold batons."),
    CUPS: _("You must follow suit: you hold cups."),
    COINS: _("You must follow suit: you hold coins."),
}
MUST_TRUMP = {
    SWORDS: _("You must play a trump: you have no swords."),
    BATONS: _("You must play a trump: you have no batons."),
    CUPS: _("You must play a trump: you have no cups."),
    COINS: _("You must play a trump: you have no coins."),
}

class CompletedTrick:
    """A finished trick: who led, the cards in play order, who won, the points taken."""

    __slots__ = ("leader", "cards", "winner", "points")

    def __init__(self, leader: int, cards: tuple[int, ...], winner: int, points: int) -> None:
        self.leader = leader
        self.cards = cards
        self.winner = winner
        self.points = points

    def public(self) -> dict[str, Any]:
        return {
            "leader": self.leader,
            "cards": _seat_cards(self.leader, self.cards),
            "winner": self.winner,
            "team": self.winner % 2,
            "points": self.points,
        }


def _seat_cards(leader: int, cards: tuple[int, ...] | list[int]) -> list[dict[str, Any]]:
    return [{"seat": (leader + index) % SEATS, "card": CODES[number]} for index, number in enumerate(cards)]


def _check_setup(setup: object) -> tuple[int | None, list[list[int]] | None]:
    """The dealer and hands a setup fixes (None where it leaves them to the seed)."""
    if setup is None:
        return None, None
    if not isinstance(setup, dict):
        raise ValueError(SETUP_HELP)
    unknown = sorted(str(key) for key in setup if key not in ("dealer", "hands"))
    if unknown:
        raise ValueError(f"Unknown setup keys {', '.join(unknown)}. {SETUP_HELP}")
    dealer = setup.get("dealer")
    if dealer is not None and (isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < SEATS):
        raise ValueError(f"The dealer is a seat from 0 to 3, not {dealer!r}.")
    given = setup.get("hands")
    if given is None:
        return dealer, None
    if not isinstance(given, (list, tuple)) or len(given) != SEATS:
        raise ValueError(SETUP_HELP)
    hands: list[list[int]] = []
    for seat, cards in enumerate(given):
        if not isinstance(cards, (list, tuple)):
            raise ValueError(f"The hand of seat {seat} must be a list of cards. {SETUP_HELP}")
        hands.append([parse_card(code) for code in cards])
    sizes = [len(hand) for hand in hands]
    if dealer is None:
        if sizes.count(DEALER_CARDS) != 1:
            raise ValueError(f"Exactly one seat, the dealer, holds {DEALER_CARDS} cards. {SETUP_HELP}")
        dealer = sizes.index(DEALER_CARDS)
    for seat, size in enumerate(sizes):
        expected = DEALER_CARDS if seat == dealer else HAND_CARDS
        if size != expected:
            raise ValueError(f"Seat {seat} must hold {expected} cards, not {size}. {SETUP_HELP}")
    seen: set[int] = set()
    for hand in hands:
        for number in hand:
            if number in seen:
                raise ValueError(f"{CODES[number]} is dealt twice.")
            seen.add(number)
    return dealer, hands


class Tarocchi(Game):
    """One deal of Piedicavallo partnership Tarocchi.

    State: each hand as a bitmask of card numbers, the current trick as card
    numbers in play order from its leader, and the finished tricks. The
    public ``dealer`` and ``events`` (every public event so far, the deal
    first) complete the base-class interface.
    """

    name = "tarocchi"
    players = SEATS
    rules_version = 1
    observation_type = types.TarocchiObservation
    event_types = types.EVENT_TYPES

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        super().__init__(seed, setup)
        dealer, hands = _check_setup(setup)
        if dealer is None:
            dealer = self.rng.randrange(SEATS)
        if hands is None:
            hands = self._deal_from_rng(dealer)
        self.dealer: int = dealer
        self._dealt: tuple[tuple[int, ...], ...] = tuple(tuple(hand) for hand in hands)
        self._hands: list[int] = [mask_of(hand) for hand in hands]
        self._to_act: int | None = dealer
        self._discard: tuple[int, int] | None = None
        self._leader = (dealer + 1) % SEATS
        self._trick: list[int] = []  # cards of the current trick, in play order from the leader
        self._led = NO_SUIT  # suit of the first non-Matto card of the current trick
        self._tricks: list[CompletedTrick] = []
        self._tricks_won = [0, 0]
        self._card_points = [0, 0]  # points of the cards in each team's won tricks
        self._matto_seat: int | None = None
        self._count: dict[str, Any] | None = None
        self._result: dict[str, Any] | None = None
        #: Every public event so far, beginning with the deal (``apply`` returns the new ones).
        self.opening_events = [{"type": "deal", "dealer": dealer, "hand_sizes": [len(hand) for hand in hands]}]
        #: Every public event so far, the deal first.
        self.events: list[Event] = list(self.opening_events)

    def _deal_from_rng(self, dealer: int) -> list[list[int]]:
        """Shuffle and deal: 15 cards each to seats dealer + 1, + 2, + 3, then 17 to the dealer."""
        deck = list(range(DECK_SIZE))
        self.rng.shuffle(deck)
        hands: list[list[int]] = [[] for _ in range(SEATS)]
        start = 0
        for offset in range(1, SEATS + 1):
            seat = (dealer + offset) % SEATS
            size = DEALER_CARDS if seat == dealer else HAND_CARDS
            hands[seat] = deck[start : start + size]
            start += size
        return hands

    # -- the interface ---------------------------------------------------------------------------------

    def clone(self) -> Tarocchi:
        new = object.__new__(Tarocchi)
        new.__dict__.update(self.__dict__)
        # The generator is shared: one deal, dealt already; it is not drawn from again.
        new.log = list(self.log)
        new._hands = list(self._hands)
        new._trick = list(self._trick)
        new._tricks = list(self._tricks)  # completed tricks are never changed
        new._tricks_won = list(self._tricks_won)
        new._card_points = list(self._card_points)
        new.events = list(self.events)
        return new

    def returns(self) -> list[float]:
        """Each seat's team points (the two teams' add up to 114)."""
        self._not_over()
        points = self._result["points"]  # type: ignore[index]
        return [float(points[seat % 2]) for seat in range(SEATS)]

    @classmethod
    def sample(cls, observation: Observation, rng: random.Random) -> Tarocchi:
        return sampling.sample(observation, rng)

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def is_over(self) -> bool:
        return self._to_act is None

    @property
    def result(self) -> dict[str, Any] | None:
        if self._result is None:
            return None
        return {"points": list(self._result["points"]), "winner": self._result["winner"]}

    def observation(self, seat: int) -> Observation:
        self.check_seat(seat)
        over = self._to_act is None
        discard = None
        if self._discard is not None and (seat == self.dealer or over):
            discard = [CODES[number] for number in self._discard]
        matto = None
        if self._matto_seat is not None:
            matto = {"seat": self._matto_seat, "team": self._matto_seat % 2}
        tricks = [trick.public() for trick in self._tricks]
        return {
            "game": self.name,
            "seat": seat,
            "team": seat % 2,
            "to_act": self._to_act,
            "phase": "discard" if self._discard is None else "play",
            "hand": display_sorted(cards_of(self._hands[seat])),
            "dealer": self.dealer,
            "discard": discard,
            "discard_trumps": self._discard_trumps(),
            "trick": {"leader": self._leader, "cards": _seat_cards(self._leader, self._trick)},
            "last_trick": tricks[-1] if tricks else None,
            "tricks": tricks,
            "tricks_won": list(self._tricks_won),
            "matto": matto,
            "hand_sizes": [hand.bit_count() for hand in self._hands],
            "points": list(self._result["points"]) if self._result is not None else None,
            "count": _copy_count(self._count),
            "is_over": over,
            "result": self.result,
            "hands": [display_sorted(list(hand)) for hand in self._dealt] if over else None,
            "seed": self.seed if over else None,
        }

    def _discard_trumps(self) -> int | None:
        if self._discard is None:
            return None
        return sum(1 for number in self._discard if SUIT[number] == TRUMPS)

    # -- legality ----------------------------------------------------------------------------------------

    def _generate_legal(self) -> list[str]:
        hand = self._hands[self._to_act]  # type: ignore[index]
        if self._discard is None:
            return [DISCARD_ACTION[low][high] for low, high in discard_pairs(hand)]
        allowed = legal_play_mask(hand, self._led)
        actions = []
        while allowed:
            low_bit = allowed & -allowed
            actions.append(PLAY_ACTION_BY_BIT[low_bit])
            allowed ^= low_bit
        return actions

    def _explain(self, action: object) -> IllegalAction:
        """The IllegalAction saying why ``action`` is not legal now."""
        seat = self._to_act
        if seat is None:
            return IllegalAction(_("The game is over."), code="game_over")
        if not isinstance(action, str):
            return IllegalAction(_("An action is text such as 'play KS'."), code="malformed")
        words = action.split()
        verb = words[0] if words else ""
        if verb not in ("discard", "play"):
            return IllegalAction(
                _("Unknown action '{action}': the dealer first does 'discard <card> <card>', then everyone 'play <card>'."),
                code="unknown_action",
                action=action,
            )
        numbers = []
        for word in words[1:]:
            number = CARD.get(word)
            if number is None:
                return IllegalAction(
                    _("'{card}' is not a card of the Piedicavallo deck (cards look like T21, M, KS, 10B, 1C, QD)."),
                    code="unknown_card",
                    card=word,
                )
            numbers.append(number)
        hand = self._hands[seat]
        if verb == "discard":
            if self._discard is not None:
                return IllegalAction(
                    _("The discard is made once, by the dealer, before the first trick: now play a card."),
                    code="discard_over",
                )
            if len(numbers) != 2:
                return IllegalAction(_("Discard exactly two cards: 'discard <card> <card>'."), code="discard_two_cards")
            low, high = sorted(numbers)
            if numbers[0] > numbers[1] and DISCARD_ACTION[low][high] in self.legal_actions():
                return IllegalAction(
                    _("Name the two cards in the order of the deck: {action}."),
                    code="discard_order",
                    action=DISCARD_ACTION[low][high],
                )
            code, message, params = discard_refusal(hand, numbers[0], numbers[1])
            return IllegalAction(message, code=code, **params)
        if self._discard is None:
            return IllegalAction(
                _("Seat {seat}, the dealer, must first discard two cards: 'discard <card> <card>'."),
                code="discard_first",
                seat=seat,
            )
        if len(numbers) != 1:
            return IllegalAction(_("Play exactly one card: 'play <card>'."), code="play_one_card")
        card = numbers[0]
        if not hand & BIT[card]:
            return IllegalAction(_("You do not hold {card}."), code="not_in_hand", card=CODES[card])
        led = self._led
        if led != NO_SUIT and hand & SUIT_MASK[led]:
            return IllegalAction(
                MUST_FOLLOW[led],
                code="must_follow_suit",
                card=CODES[card],
                suit=SUIT_LETTER[led],
            )
        if led != NO_SUIT and hand & SUIT_MASK[TRUMPS]:
            return IllegalAction(
                MUST_TRUMP[led],
                code="must_trump",
                card=CODES[card],
                suit=SUIT_LETTER[led],
            )
        return IllegalAction(_("'{action}' is not legal now."), code="illegal", action=action)

    # -- applying actions ----------------------------------------------------------------------------------

    def _apply(self, action: str) -> list[Event]:
        card = PLAY_CARD.get(action)
        if card is None:
            return self._apply_discard(action)
        seat: int = self._to_act  # type: ignore[assignment]
        self._hands[seat] ^= BIT[card]
        trick = self._trick
        trick.append(card)
        if card == MATTO:
            self._matto_seat = seat
        elif self._led == NO_SUIT:
            self._led = SUIT[card]
        played: Event = {"type": "play", "seat": seat, "card": CODES[card]}
        if len(trick) < SEATS:
            self._to_act = (seat + 1) % SEATS
            self.events.append(played)
            return [played]
        events = [played, self._close_trick()]
        if len(self._tricks) == TRICKS:
            events.append(self._final_count())
        self.events.extend(events)
        return events

    def _apply_discard(self, action: str) -> list[Event]:
        first, second = (CARD[code] for code in action.split()[1:])
        dealer = self.dealer
        self._hands[dealer] &= ~(BIT[first] | BIT[second])
        self._discard = (first, second)
        self._to_act = self._leader
        event: Event = {"type": "discard", "seat": dealer, "trumps": self._discard_trumps()}
        self.events.append(event)
        return [event]

    def _close_trick(self) -> Event:
        """Give the full trick to its winner, who leads next (or ends the deal)."""
        leader, cards = self._leader, tuple(self._trick)
        winner = (leader + winner_index(cards, self._led)) % SEATS
        team = winner % 2
        points = sum(TAKEN_POINTS[number] for number in cards)
        self._tricks_won[team] += 1
        self._card_points[team] += points
        completed = CompletedTrick(leader, cards, winner, points)
        self._tricks.append(completed)
        self._trick = []
        self._led = NO_SUIT
        self._leader = winner
        self._to_act = winner if len(self._tricks) < TRICKS else None
        event: Event = {"type": "trick", "number": len(self._tricks)}
        event.update(completed.public())
        return event

    def _final_count(self) -> Event:
        """Score the deal: trick cards, the Matto and the discard, per team (114 in all)."""
        tricks_won = self._tricks_won
        matto_team = self._matto_seat % 2  # type: ignore[operator]
        if tricks_won[matto_team] == 0:
            matto_team = 1 - matto_team  # a team without a trick forfeits its Matto
        dealer_team = self.dealer % 2
        discard_team = dealer_team if tricks_won[dealer_team] else 1 - dealer_team
        discard_points = sum(POINTS[number] for number in self._discard)  # type: ignore[union-attr]
        teams = []
        for team in (0, 1):
            matto = MATTO_POINTS if team == matto_team else 0
            discard = discard_points if team == discard_team else 0
            cards = self._card_points[team]
            teams.append(
                {
                    "team": team,
                    "tricks": tricks_won[team],
                    "cards": cards,
                    "matto": matto,
                    "discard": discard,
                    "total": cards + matto + discard,
                }
            )
        points = [teams[0]["total"], teams[1]["total"]]
        winner = 0 if points[0] > points[1] else 1 if points[1] > points[0] else None
        self._result = {"points": points, "winner": winner}
        self._count = {"teams": teams, "points": points, "winner": winner}
        event: Event = {"type": "count"}
        event.update(_copy_count(self._count))  # type: ignore[arg-type]
        return event


def _copy_count(count: dict[str, Any] | None) -> dict[str, Any] | None:
    if count is None:
        return None
    return {"teams": [dict(team) for team in count["teams"]], "points": list(count["points"]), "winner": count["winner"]}
