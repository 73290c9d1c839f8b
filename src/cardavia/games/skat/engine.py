"""The Skat engine: a list of six deals for three players, scored as in tournaments.

Seats 0, 1, 2 in the order of play. In each deal the seat after the dealer
is forehand, the next middlehand, the dealer rearhand. A deal runs through
the auction (``bid <n>``, ``hold``, ``pass``), the declarer's choice of
``hand`` or ``pickup`` (then ``discard <card> <card>``), the declaration
(``declare <game>`` with ``schneider``, ``schwarz``, ``ouvert``) and ten
tricks of ``play <card>``, forehand leading the first.

>>> from cardavia import games
>>> g = games.new_game("skat", seed=1, setup={"dealer": 2, "hands": [
...     "UE UG AE 10E KE AH 10H KH OH 9H".split(),
...     "UH US AG 10G KG OG 9G 8G 7G 7H".split(),
...     "AS 10S KS OS 9S 8S 7S OE 9E 8E".split()], "skat": ["7E", "8H"]})
>>> g.to_act, g.legal_actions()
(1, ['bid 18', 'pass'])
>>> for action in ["bid 18", "hold", "bid 20", "pass"]:
...     _ = g.apply(action)
>>> g.to_act, g.legal_actions()
(2, ['bid 22', 'pass'])
>>> _ = g.apply("pass"); g.to_act, g.legal_actions()
(1, ['hand', 'pickup'])
"""

from __future__ import annotations

import random
from typing import Any

from ..base import Event, Game, IllegalAction, Observation, gettext_noop as _
from . import sampling, types
from .rules import (
    BASE,
    BIT,
    CARD,
    CLASS,
    CODES,
    DECK_SIZE,
    GAME_NAMES,
    GAME_TYPE,
    GRAND,
    NULL,
    NULL_VALUE,
    POINTS,
    cards_of,
    display_sorted,
    legal_mask,
    matadors_of,
    next_bid,
    overbid_value,
    winner_of,
)

SEATS = 3
DEALS = 6
TRICKS = 10
#: Seeger-Fabian: the declarer's bonus for a game won (or malus for one lost), and each
#: opponent's bonus when the declarer loses (at a table of three).
WIN_BONUS = 50
OPPONENT_BONUS = 40

#: Every ``play <card>`` and ``discard <a> <b>`` string, made once.
PLAY_ACTION: tuple[str, ...] = tuple(f"play {code}" for code in CODES)
PLAY_CARD: dict[str, int] = {action: card for card, action in enumerate(PLAY_ACTION)}
DISCARD_ACTION: dict[tuple[int, int], str] = {
    (a, b): f"discard {CODES[a]} {CODES[b]}" for a in range(DECK_SIZE) for b in range(a + 1, DECK_SIZE)
}
DISCARD_CARDS: dict[str, tuple[int, int]] = {action: pair for pair, action in DISCARD_ACTION.items()}
ANNOUNCEMENTS = ("", " schneider", " schneider schwarz", " schneider schwarz ouvert")
#: Declarations after picking up the Skat, and in a hand game.
DECLARE_PICKUP: tuple[str, ...] = tuple(f"declare {name}" for name in GAME_NAMES) + ("declare null ouvert",)
DECLARE_HAND: tuple[str, ...] = tuple(
    f"declare {name}{extra}" for name in GAME_NAMES[:5] for extra in ANNOUNCEMENTS
) + ("declare null", "declare null ouvert")
ALL_DECLARATIONS = frozenset(DECLARE_HAND) | frozenset(DECLARE_PICKUP)
BID_ACTION: dict[int, str] = {}

PHASES = ("bidding", "skat", "discard", "declare", "play")

SETUP_HELP = (
    "A skat setup is {'dealer': seat, 'hands': [[10 cards] x 3], 'skat': [2 cards]} "
    "(the first deal of the list; the hands and the skat go together, the dealer may be given alone)."
)


def bid_action(value: int) -> str:
    action = BID_ACTION.get(value)
    if action is None:
        action = BID_ACTION[value] = f"bid {value}"
    return action


def parse_declaration(action: str) -> tuple[int, bool, bool, bool]:
    """``declare herz schneider`` -> (game type, schneider, schwarz, ouvert) announced."""
    words = action.split()[1:]
    return GAME_TYPE[words[0]], "schneider" in words, "schwarz" in words, "ouvert" in words


def _check_setup(setup: object) -> tuple[int | None, list[list[int]] | None, list[int] | None]:
    if setup is None:
        return None, None, None
    if not isinstance(setup, dict):
        raise ValueError(SETUP_HELP)
    unknown = sorted(str(key) for key in setup if key not in ("dealer", "hands", "skat"))
    if unknown:
        raise ValueError(f"Unknown setup keys {', '.join(unknown)}. {SETUP_HELP}")
    dealer = setup.get("dealer")
    if dealer is not None and (isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < SEATS):
        raise ValueError(f"The dealer is a seat from 0 to 2, not {dealer!r}.")
    given, skat = setup.get("hands"), setup.get("skat")
    if given is None and skat is None:
        return dealer, None, None
    if not isinstance(given, (list, tuple)) or len(given) != SEATS or not isinstance(skat, (list, tuple)):
        raise ValueError(SETUP_HELP)
    hands: list[list[int]] = []
    seen: set[int] = set()
    for cards in [*given, skat]:
        if not isinstance(cards, (list, tuple)):
            raise ValueError(SETUP_HELP)
        numbers = []
        for code in cards:
            if code not in CARD:
                raise ValueError(f"{code!r} is not a card of the German pack (cards look like UE, AS, 10H).")
            if CARD[code] in seen:
                raise ValueError(f"{code} is dealt twice.")
            seen.add(CARD[code])
            numbers.append(CARD[code])
        hands.append(numbers)
    if [len(hand) for hand in hands] != [10, 10, 10, 2]:
        raise ValueError(f"Each hand holds 10 cards and the skat 2. {SETUP_HELP}")
    return dealer, hands[:3], hands[3]


def _mask(cards: list[int]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


class Skat(Game):
    """A list of six deals of Skat (International Skat Order), Seeger-Fabian scoring.

    State of the running deal: each hand and the skat as bitmasks, the auction
    (``_bid`` the value reached, ``_bidder`` and ``_listener`` the two seats
    bidding now, ``_stage`` 1 middlehand to forehand, 2 rearhand to the one
    left, 3 forehand alone after two passes), the declarer and contract, the
    current trick and the finished ones. Match state: the deal number, the
    dealer, the totals and a public summary of every finished deal.
    """

    name = "skat"
    players = SEATS
    rules_version = 1
    observation_type = types.SkatObservation
    event_types = types.EVENT_TYPES

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        super().__init__(seed, setup)
        dealer, hands, skat = _check_setup(setup)
        if dealer is None:
            dealer = self.rng.randrange(SEATS)
        self.scores: list[int] = [0, 0, 0]
        self.history: list[dict[str, Any]] = []
        self.deal_number = 0
        self._result: dict[str, Any] | None = None
        self.events: list[Event] = []
        self._start_deal(dealer, hands, skat)
        self.opening_events = list(self.events)

    # -- dealing -----------------------------------------------------------------------------------

    def _deal_from_rng(self, dealer: int) -> tuple[list[list[int]], list[int]]:
        """Shuffle and deal in the ISkO order: 3 to each from forehand, 2 to the skat, 4 each, 3 each."""
        deck = list(range(DECK_SIZE))
        self.rng.shuffle(deck)
        order = [(dealer + offset) % SEATS for offset in (1, 2, 3)]
        hands: list[list[int]] = [[], [], []]
        position = 0
        skat: list[int] = []
        for packet in (3, "skat", 4, 3):
            if packet == "skat":
                skat = deck[position : position + 2]
                position += 2
                continue
            for seat in order:
                hands[seat].extend(deck[position : position + packet])  # type: ignore[operator]
                position += packet  # type: ignore[operator]
        return hands, skat

    def _start_deal(self, dealer: int, hands: list[list[int]] | None = None, skat: list[int] | None = None) -> None:
        if hands is None or skat is None:
            hands, skat = self._deal_from_rng(dealer)
        self.deal_number += 1
        self.dealer = dealer
        self.forehand = (dealer + 1) % SEATS
        self._dealt: tuple[int, ...] = tuple(_mask(hand) for hand in hands)
        self._dealt_skat = _mask(skat)
        self._hands: list[int] = list(self._dealt)
        self._skat = self._dealt_skat
        self._phase = "bidding"
        self._bid = 0
        self._stage = 1
        self._bidder = (dealer + 2) % SEATS  # middlehand
        self._listener = self.forehand
        self._to_act: int | None = self._bidder
        self.bids: list[dict[str, Any]] = []
        self.declarer: int | None = None
        self.hand_game: bool | None = None
        self.discarded: int = 0
        self.contract: str | None = None
        self._game_type = -1
        self._announced = (False, False, False)  # schneider, schwarz, ouvert
        self._trick: list[int] = []
        self._leader = self.forehand
        self.tricks: list[dict[str, Any]] = []
        self._taken = [0, 0, 0]  # card points of the tricks each seat won
        self._tricks_won = [0, 0, 0]
        self._played = 0
        event: Event = {"type": "deal", "deal": self.deal_number, "dealer": dealer, "forehand": self.forehand}
        self.events.append(event)

    # -- the interface -----------------------------------------------------------------------------

    def clone(self) -> Skat:
        new = object.__new__(Skat)
        new.__dict__.update(self.__dict__)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.log = list(self.log)
        new.scores = list(self.scores)
        new.history = list(self.history)  # finished deals' summaries are never changed
        new.events = list(self.events)
        new._hands = list(self._hands)
        new.bids = list(self.bids)
        new._trick = list(self._trick)
        new.tricks = list(self.tricks)
        new._taken = list(self._taken)
        new._tricks_won = list(self._tricks_won)
        return new

    def returns(self) -> list[float]:
        """Each seat's total of the list (Seeger-Fabian points)."""
        self._not_over()
        return [float(score) for score in self.scores]

    @classmethod
    def sample(cls, observation: Observation, rng: random.Random) -> Skat:
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
        return {"scores": list(self._result["scores"]), "winner": self._result["winner"]}

    @property
    def phase(self) -> str:
        return "over" if self._to_act is None else self._phase

    @property
    def game_type(self) -> int:
        """The declared game's number (0-3 suits, 4 grand, 5 null), -1 before the declaration."""
        return self._game_type

    def observation(self, seat: int) -> Observation:
        self.check_seat(seat)
        over = self._to_act is None
        declarer = self.declarer
        picked_up = declarer == seat and self.hand_game is False
        ouvert = self._announced[2] and self._phase == "play"
        return {
            "game": self.name,
            "seat": seat,
            "to_act": self._to_act,
            "phase": self.phase,
            "hand": display_sorted(self._hands[seat]),
            "deal": self.deal_number,
            "deals": DEALS,
            "dealer": self.dealer,
            "forehand": self.forehand,
            "scores": list(self.scores),
            "history": [_copy_summary(summary) for summary in self.history],
            "bids": [dict(bid) for bid in self.bids],
            "bid": self._bid,
            "declarer": declarer,
            "hand_game": self.hand_game,
            "contract": self.contract,
            "skat": display_sorted(self._dealt_skat) if picked_up else None,
            "discard": display_sorted(self.discarded) if picked_up and self.discarded else None,
            "open_hand": display_sorted(self._hands[declarer]) if ouvert and declarer is not None else None,
            "trick": {"leader": self._leader, "cards": _seat_cards(self._leader, self._trick)},
            "tricks": [_copy_trick(trick) for trick in self.tricks],
            "taken": list(self._taken),
            "tricks_won": list(self._tricks_won),
            "hand_sizes": [hand.bit_count() for hand in self._hands],
            "is_over": over,
            "result": self.result,
            "hands": [display_sorted(hand) for hand in self._dealt] if over else None,
            "dealt_skat": display_sorted(self._dealt_skat) if over else None,
            "seed": self.seed if over else None,
        }

    # -- legality ----------------------------------------------------------------------------------

    def _generate_legal(self) -> list[str]:
        phase = self._phase
        seat = self._to_act
        if phase == "play":
            hand = self._hands[seat]  # type: ignore[index]
            allowed = legal_mask(hand, self._trick[0] if self._trick else None, self._game_type)
            actions = []
            while allowed:
                low = allowed & -allowed
                actions.append(PLAY_ACTION[low.bit_length() - 1])
                allowed ^= low
            return actions
        if phase == "bidding":
            if self._stage == 3:
                return ["bid 18", "pass"]
            if seat == self._listener:
                return ["hold", "pass"]
            value = next_bid(self._bid)
            return [bid_action(value), "pass"] if value is not None else ["pass"]
        if phase == "skat":
            return ["hand", "pickup"]
        if phase == "discard":
            cards = cards_of(self._hands[seat])  # type: ignore[index]
            return [DISCARD_ACTION[(a, b)] for index, a in enumerate(cards) for b in cards[index + 1 :]]
        return list(DECLARE_HAND if self.hand_game else DECLARE_PICKUP)

    def _explain(self, action: object) -> IllegalAction:
        seat = self._to_act
        if seat is None:
            return IllegalAction(_("The list is over."), code="game_over")
        if not isinstance(action, str):
            return IllegalAction(_("An action is text such as 'play UE' or 'bid 18'."), code="malformed")
        words = action.split()
        verb = words[0] if words else ""
        phase = self._phase
        expected = {
            "bidding": _("Now is the auction: 'bid <n>', 'hold' or 'pass'."),
            "skat": _("The declarer now chooses 'hand' or 'pickup'."),
            "discard": _("The declarer now puts two cards away: 'discard <card> <card>'."),
            "declare": _("The declarer now names the game: 'declare <game>'."),
            "play": _("Now is the card play: 'play <card>'."),
        }[phase]
        verbs = {"bidding": ("bid", "hold", "pass"), "skat": ("hand", "pickup"), "discard": ("discard",),
                 "declare": ("declare",), "play": ("play",)}[phase]
        known = ("bid", "hold", "pass", "hand", "pickup", "discard", "declare", "play")
        if verb not in known:
            return IllegalAction(_("Unknown action '{action}'."), code="unknown_action", action=action)
        if verb not in verbs:
            return IllegalAction(expected, code="wrong_phase")
        if verb in ("play", "discard"):
            for word in words[1:]:
                if word not in CARD:
                    return IllegalAction(
                        _("'{card}' is not a card of the German pack (cards look like UE, AS, 10H)."),
                        code="unknown_card",
                        card=word,
                    )
        if phase == "bidding":
            if verb == "bid" and seat == self._listener and self._stage != 3:
                return IllegalAction(_("You are being bid to: answer 'hold' or 'pass'."), code="must_answer")
            if verb == "hold" and (seat != self._listener or self._stage == 3):
                return IllegalAction(_("Only the player being bid to holds."), code="not_listener")
            value = next_bid(self._bid) if self._stage != 3 else 18
            return IllegalAction(
                _("The next bid is {value}: the values of the list are bid one after another."),
                code="bid_value",
                value=value,
            )
        if phase == "discard":
            if len(words) != 3:
                return IllegalAction(_("Put away exactly two cards: 'discard <card> <card>'."), code="discard_two")
            first, second = CARD[words[1]], CARD[words[2]]
            hand = self._hands[seat]
            for card in (first, second):
                if not hand & BIT[card]:
                    return IllegalAction(_("You do not hold {card}."), code="not_in_hand", card=CODES[card])
            if first == second:
                return IllegalAction(_("Put away two different cards."), code="discard_same")
            return IllegalAction(
                _("Name the two cards in the order of the pack: {action}."),
                code="discard_order",
                action=DISCARD_ACTION[(min(first, second), max(first, second))],
            )
        if phase == "declare":
            if action in ALL_DECLARATIONS and not self.hand_game:
                return IllegalAction(
                    _("Schneider, schwarz and a suit or grand ouvert are announced only in a hand game."),
                    code="needs_hand",
                )
            return IllegalAction(
                _("Declare a game as listed, e.g. 'declare grand' or 'declare herz schneider' (schneider before schwarz before ouvert)."),
                code="bad_declaration",
            )
        if phase == "play":
            if len(words) != 2:
                return IllegalAction(_("Play exactly one card: 'play <card>'."), code="play_one_card")
            card = CARD[words[1]]
            if not self._hands[seat] & BIT[card]:
                return IllegalAction(_("You do not hold {card}."), code="not_in_hand", card=CODES[card])
            if self._game_type != NULL and CLASS[self._game_type][self._trick[0]] == 4:
                return IllegalAction(_("You must follow suit: trumps were led and you hold a trump."), code="must_follow_trump")
            return IllegalAction(_("You must follow suit."), code="must_follow_suit")
        return IllegalAction(expected, code="wrong_phase")

    # -- applying actions ----------------------------------------------------------------------------

    def _apply(self, action: str) -> list[Event]:
        card = PLAY_CARD.get(action)
        if card is not None:
            events = self._play(card)
        elif self._phase == "bidding":
            events = self._bidding(action)
        elif action == "hand" or action == "pickup":
            events = self._choose_skat(action == "pickup")
        elif self._phase == "discard":
            events = self._discard(*DISCARD_CARDS[action])
        else:
            events = self._declare(action)
        self.events.extend(events)
        return events

    def _bidding(self, action: str) -> list[Event]:
        seat: int = self._to_act  # type: ignore[assignment]
        if action.startswith("bid"):
            self._bid = int(action[4:])
        self.bids.append({"seat": seat, "action": action})
        events: list[Event] = [{"type": "bid", "seat": seat, "action": action, "value": self._bid}]
        if self._stage == 3:
            if action == "pass":
                return events + self._throw_in()
            return events + self._auction_won(seat)
        if action == "hold":
            self._to_act = self._bidder
        elif action != "pass":
            self._to_act = self._listener
        else:
            survivor = self._listener if seat == self._bidder else self._bidder
            if self._stage == 1:
                self._stage = 2
                self._bidder = self.dealer  # rearhand bids to the one left
                self._listener = survivor
                self._to_act = self._bidder
            elif self._bid == 0:
                self._stage = 3  # both passed without a bid: forehand may still bid 18
                self._to_act = self.forehand
            else:
                return events + self._auction_won(survivor)
        return events

    def _auction_won(self, seat: int) -> list[Event]:
        self.declarer = seat
        self._phase = "skat"
        self._to_act = seat
        return [{"type": "declarer", "seat": seat, "bid": self._bid}]

    def _throw_in(self) -> list[Event]:
        summary = {
            "deal": self.deal_number,
            "dealer": self.dealer,
            "declarer": None,
            "contract": None,
            "bid": 0,
            "won": None,
            "value": 0,
            "matadors": 0,
            "overbid": False,
            "card_points": [0, 0, 0],
            "deal_scores": [0, 0, 0],
            "skat": display_sorted(self._dealt_skat),
        }
        return self._end_deal(summary)

    def _choose_skat(self, pickup: bool) -> list[Event]:
        seat: int = self.declarer  # type: ignore[assignment]
        self.hand_game = not pickup
        if pickup:
            self._hands[seat] |= self._skat
            self._skat = 0
            self._phase = "discard"
        else:
            self._phase = "declare"
        return [{"type": "skat", "seat": seat, "pickup": pickup}]

    def _discard(self, first: int, second: int) -> list[Event]:
        seat: int = self.declarer  # type: ignore[assignment]
        pair = BIT[first] | BIT[second]
        self._hands[seat] &= ~pair
        self._skat = pair
        self.discarded = pair
        self._phase = "declare"
        return [{"type": "discard", "seat": seat}]

    def _declare(self, action: str) -> list[Event]:
        seat: int = self.declarer  # type: ignore[assignment]
        game_type, schneider, schwarz, ouvert = parse_declaration(action)
        self._game_type = game_type
        self._announced = (schneider, schwarz, ouvert)
        self.contract = action[len("declare ") :]
        self._phase = "play"
        self._to_act = self.forehand
        self._leader = self.forehand
        shown = display_sorted(self._hands[seat]) if ouvert else None
        return [{"type": "declare", "seat": seat, "contract": self.contract, "hand_game": bool(self.hand_game), "open_hand": shown}]

    def _play(self, card: int) -> list[Event]:
        seat: int = self._to_act  # type: ignore[assignment]
        self._hands[seat] ^= BIT[card]
        trick = self._trick
        trick.append(card)
        played: Event = {"type": "play", "seat": seat, "card": CODES[card]}
        if len(trick) < SEATS:
            self._to_act = (seat + 1) % SEATS
            return [played]
        leader = self._leader
        winner = (leader + winner_of(trick, self._game_type)) % SEATS
        points = POINTS[trick[0]] + POINTS[trick[1]] + POINTS[trick[2]]
        self._taken[winner] += points
        self._tricks_won[winner] += 1
        done = {
            "number": len(self.tricks) + 1,
            "leader": leader,
            "cards": _seat_cards(leader, trick),
            "winner": winner,
            "points": points,
        }
        self.tricks.append(done)
        self._trick = []
        self._leader = winner
        self._to_act = winner
        events: list[Event] = [played, {"type": "trick", **_copy_trick(done)}]
        null_lost = self._game_type == NULL and winner == self.declarer
        if len(self.tricks) == TRICKS or null_lost:
            events += self._score()
        return events

    # -- the count -----------------------------------------------------------------------------------

    def _score(self) -> list[Event]:
        declarer: int = self.declarer  # type: ignore[assignment]
        game_type = self._game_type
        schneider_said, schwarz_said, ouvert = self._announced
        hand = bool(self.hand_game)
        skat_points = sum(POINTS[card] for card in cards_of(self._skat))
        card_points = list(self._taken)
        card_points[declarer] += skat_points
        points = card_points[declarer]
        matadors = 0
        if game_type == NULL:
            value = NULL_VALUE[(hand, ouvert)]
            won = self._tricks_won[declarer] == 0
            unit = value
        else:
            twelve = self._dealt[declarer] | self._dealt_skat
            matadors = matadors_of(twelve, game_type)
            tricks = self._tricks_won[declarer]
            schneider = points >= 90 or points <= 30
            schwarz = tricks == TRICKS or tricks == 0
            level = abs(matadors) + 1 + hand
            level += (schneider or schneider_said) + schneider_said
            level += (schwarz or schwarz_said) + schwarz_said + ouvert
            unit = BASE[game_type]
            value = level * unit
            won = points >= 61 and (not schneider_said or points >= 90) and (not schwarz_said or tricks == TRICKS)
        overbid = value < self._bid
        if overbid:
            won = False
            value = overbid_value(self._bid, unit)
        deal_scores = [0, 0, 0]
        if won:
            deal_scores[declarer] = value + WIN_BONUS
        else:
            deal_scores[declarer] = -2 * value - WIN_BONUS
            for seat in range(SEATS):
                if seat != declarer:
                    deal_scores[seat] = OPPONENT_BONUS
        summary = {
            "deal": self.deal_number,
            "dealer": self.dealer,
            "declarer": declarer,
            "contract": self.contract,
            "bid": self._bid,
            "won": won,
            "value": value,
            "matadors": matadors,
            "overbid": overbid,
            "card_points": card_points,
            "deal_scores": deal_scores,
            "skat": display_sorted(self._skat),
        }
        return self._end_deal(summary)

    def _end_deal(self, summary: dict[str, Any]) -> list[Event]:
        for seat in range(SEATS):
            self.scores[seat] += summary["deal_scores"][seat]
        self.history.append(summary)
        event: Event = {"type": "deal_end", **_copy_summary(summary), "scores": list(self.scores)}
        if self.deal_number == DEALS:
            best = max(self.scores)
            winners = [seat for seat in range(SEATS) if self.scores[seat] == best]
            self._result = {"scores": list(self.scores), "winner": winners[0] if len(winners) == 1 else None}
            self._to_act = None
            return [event]
        before = len(self.events)
        self._start_deal((self.dealer + 1) % SEATS)
        started = self.events[before:]
        del self.events[before:]
        return [event, *started]


def _seat_cards(leader: int, cards: list[int]) -> list[dict[str, Any]]:
    return [{"seat": (leader + index) % SEATS, "card": CODES[card]} for index, card in enumerate(cards)]


def _copy_trick(trick: dict[str, Any]) -> dict[str, Any]:
    return {
        "number": trick["number"],
        "leader": trick["leader"],
        "cards": [dict(item) for item in trick["cards"]],
        "winner": trick["winner"],
        "points": trick["points"],
    }


def _copy_summary(summary: dict[str, Any]) -> dict[str, Any]:
    copy = dict(summary)
    copy["card_points"] = list(summary["card_points"])
    copy["deal_scores"] = list(summary["deal_scores"])
    copy["skat"] = list(summary["skat"])
    return copy
