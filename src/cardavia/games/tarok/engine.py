"""The Slovenian Tarok engine: a match of eight deals for four players.

Each deal: the auction (``pass``, ``bid <contract>``), the king call
(``call <king>``) in Three, Two and One, the talon (``talon <i>`` then
``discard <cards>``), the announcements (``announce <bonus>`` / ``pass``),
the kontras (``kontra <item>`` / ``pass``) and twelve tricks of
``play <card>``. The auction, king call, talon and play follow OpenSpiel's
``tarok`` move by move (see ``docs/rules/tarok.md``).

>>> from cardavia import games
>>> g = games.new_game("tarok", seed=3)
>>> g.players, g.to_act, g.legal_actions()[:3]
(4, 1, ['pass', 'bid two', 'bid one'])
"""

from __future__ import annotations

import random
from typing import Any

from ..base import Event, Game, IllegalAction, Observation, gettext_noop
from .cards import (
    CARD,
    CODES,
    KINGS,
    MOND,
    PAGAT,
    SKIS,
    SUIT,
    TAROK,
    TRULA,
    count_points,
    discard_choices,
    legal_plays,
    trick_winner,
)
from .contracts import (
    BEGGAR,
    BONUS_NAMES,
    BONUSES,
    BY_NAME,
    COLOUR_VALAT,
    CONTRACTS,
    KLOP,
    KONTRA_ITEMS,
    OPEN_BEGGAR,
    RADLI_CONTRACTS,
    SOLO_WITHOUT,
    THREE,
    VALAT,
    Contract,
)
from .types import EVENT_TYPES, TarokObservation

DEALS = 8
RADLC_COST = 100
PHASES = ("bidding", "king", "talon", "discard", "announce", "kontra", "play")

PLAY = tuple(f"play {code}" for code in CODES)
BID = {index: f"bid {c.name}" for index, c in enumerate(CONTRACTS) if c is not None}
CALL = {king: f"call {CODES[king]}" for king in KINGS}
TALON = tuple(f"talon {i}" for i in range(6))
ANNOUNCE = {bonus: f"announce {bonus}" for bonus in BONUS_NAMES}
KONTRA = {item: f"kontra {item}" for item in KONTRA_ITEMS}
#: Every fixed action (all but the discards): what it means.
ACTIONS: dict[str, tuple[str, Any]] = {"pass": ("pass", None)}
ACTIONS.update({text: ("play", card) for card, text in enumerate(PLAY)})
ACTIONS.update({text: ("bid", index) for index, text in BID.items()})
ACTIONS.update({text: ("call", king) for king, text in CALL.items()})
ACTIONS.update({text: ("talon", i) for i, text in enumerate(TALON)})
ACTIONS.update({text: ("announce", bonus) for bonus, text in ANNOUNCE.items()})
ACTIONS.update({text: ("kontra", item) for item, text in KONTRA.items()})
PLAY_CARD = {text: card for card, text in enumerate(PLAY)}
#: The text of each discard met so far (at most a few thousand sets of 1-3 cards).
DISCARD_TEXT: dict[tuple[int, ...], str] = {}

SETUP_HELP = (
    "A tarok setup is {'dealer': seat, 'hands': [[12 cards] x 4], 'talon': [6 cards]}, every card of the "
    "54 once and a tarok in every hand; optionally a match in progress: 'deal' (1-8), 'scores', 'radli', 'past'."
)


def round_to_five(points: int) -> int:
    """A non-negative difference rounded to the nearest 5 (it is never halfway).

    >>> [round_to_five(n) for n in (0, 2, 3, 7, 8, 35)]
    [0, 0, 5, 5, 10, 35]
    """
    return (points + 2) // 5 * 5


def _parse_cards(value: object, count: int, what: str) -> list[int]:
    if not isinstance(value, (list, tuple)) or len(value) != count:
        raise ValueError(f"The setup's {what} must list {count} cards. {SETUP_HELP}")
    cards = []
    for code in value:
        if not isinstance(code, str) or code not in CARD:
            raise ValueError(f"Unknown card {code!r} in the setup's {what}. {SETUP_HELP}")
        cards.append(CARD[code])
    return cards


def _check_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """A setup turned into integers; ``ValueError`` with the expected shape otherwise."""
    if not isinstance(setup, dict):
        raise ValueError(SETUP_HELP)
    unknown = sorted(str(key) for key in setup if key not in ("dealer", "hands", "talon", "deal", "scores", "radli", "past"))
    if unknown:
        raise ValueError(f"Unknown setup keys {', '.join(unknown)}. {SETUP_HELP}")
    dealer = setup.get("dealer", 3)
    if isinstance(dealer, bool) or dealer not in (0, 1, 2, 3):
        raise ValueError(f"The dealer must be a seat 0-3. {SETUP_HELP}")
    hands_given = setup.get("hands")
    if not isinstance(hands_given, (list, tuple)) or len(hands_given) != 4:
        raise ValueError(SETUP_HELP)
    hands = [sorted(_parse_cards(hand, 12, f"hand {seat}")) for seat, hand in enumerate(hands_given)]
    talon = _parse_cards(setup.get("talon"), 6, "talon")
    every = [card for hand in hands for card in hand] + talon
    if len(set(every)) != 54:
        raise ValueError(f"The setup must deal every card once. {SETUP_HELP}")
    if any(SUIT[hand[0]] != TAROK for hand in hands):
        raise ValueError(f"A hand without a tarok is redealt: give every hand a tarok. {SETUP_HELP}")
    deal = setup.get("deal", 1)
    if isinstance(deal, bool) or not isinstance(deal, int) or not 1 <= deal <= DEALS:
        raise ValueError(f"The deal must be 1-{DEALS}. {SETUP_HELP}")
    scores = setup.get("scores", [0, 0, 0, 0])
    radli = setup.get("radli", [0, 0, 0, 0])
    for name, values in (("scores", scores), ("radli", radli)):
        if not isinstance(values, (list, tuple)) or len(values) != 4 or any(
            isinstance(v, bool) or not isinstance(v, int) for v in values
        ):
            raise ValueError(f"The setup's {name} must be four whole numbers. {SETUP_HELP}")
    if any(v < 0 for v in radli):
        raise ValueError(f"Radli cannot be negative. {SETUP_HELP}")
    past = setup.get("past", [])
    if not isinstance(past, list):
        raise ValueError(f"The setup's past must be a list of deal summaries. {SETUP_HELP}")
    return {
        "dealer": dealer,
        "hands": hands,
        "talon": talon,
        "deal": deal,
        "scores": list(scores),
        "radli": list(radli),
        "past": [dict(item) for item in past],
    }


class Tarok(Game):
    """Slovenian Tarok, four players, a match of eight deals (see the module docstring)."""

    name = "tarok"
    players = 4
    rules_version = 1
    observation_type = TarokObservation
    event_types = EVENT_TYPES

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        super().__init__(seed=seed, setup=setup)
        if setup is not None:
            self._begin(_check_setup(setup))
        else:
            self.deal_no = 1
            self.scores = [0, 0, 0, 0]
            self.radli = [0, 0, 0, 0]
            self.past = []
            self.opening_events = [self._start_deal(3, *self._deal_from_rng())]

    def _begin(self, fixed: dict[str, Any]) -> None:
        self.deal_no = fixed["deal"]
        self.scores = fixed["scores"]
        self.radli = fixed["radli"]
        self.past = fixed["past"]
        self.opening_events = [self._start_deal(fixed["dealer"], fixed["hands"], fixed["talon"])]

    @classmethod
    def from_fixed(cls, seed: int, fixed: dict[str, Any]) -> Tarok:
        """A game from an already checked deal in integers (the sampler's worlds; no tarok check)."""
        game = cls(seed=seed)
        game.setup = {
            "dealer": fixed["dealer"],
            "hands": [[CODES[c] for c in hand] for hand in fixed["hands"]],
            "talon": [CODES[c] for c in fixed["talon"]],
            "deal": fixed["deal"],
            "scores": list(fixed["scores"]),
            "radli": list(fixed["radli"]),
            "past": [dict(item) for item in fixed["past"]],
        }
        game.rng = random.Random(seed)
        game._begin({**fixed, "hands": [sorted(hand) for hand in fixed["hands"]], "talon": list(fixed["talon"])})
        return game

    # -- dealing -----------------------------------------------------------------

    def _deal_from_rng(self) -> tuple[list[list[int]], list[int]]:
        """Twelve cards to each seat, six to the talon; a hand without a tarok is dealt again."""
        while True:
            cards = list(range(54))
            self.rng.shuffle(cards)
            hands = [sorted(cards[12 * seat : 12 * seat + 12]) for seat in range(4)]
            if all(SUIT[hand[0]] == TAROK for hand in hands):
                return hands, cards[48:]

    def _start_deal(self, dealer: int, hands: list[list[int]], talon: list[int]) -> Event:
        self.dealer = dealer
        self.forehand = (dealer + 1) % 4
        self.hands = hands
        self.dealt = [list(hand) for hand in hands]
        self.dealt_talon = list(talon)
        self.talon = list(talon)
        self.phase = "bidding"
        #: Each position's last bid, by position from forehand: -1 none yet, 0 pass, else a contract.
        self.bids = [-1, -1, -1, -1]
        self.auction: list[tuple[int, int]] = []
        self.contract: Contract | None = None
        self.declarer: int | None = None
        self.called: int | None = None
        self.called_in_talon = False
        self.partner: int | None = None
        self.group: int | None = None
        self.discards: list[int] = []
        self.taken: list[list[int]] = [[], [], [], []]
        self.trick: list[int] = []
        self.leader = self.forehand
        self.tricks: list[tuple[int, tuple[int, ...], int, int | None]] = []
        self.tricks_won = [0, 0, 0, 0]
        self.mond_lost: int | None = None
        self.announcements: list[tuple[int, str]] = []
        self.kontra: dict[str, int] = {}
        self.turns = 0  # announcement turns passed / kontra passes in a row
        self.deal_log: list[str] = []
        self.current = (self.forehand + 1) % 4  # OpenSpiel's order: forehand bids last
        self._over = False
        return {"type": "deal", "deal": self.deal_no, "dealer": dealer, "forehand": self.forehand}

    # -- the contract ----------------------------------------------------------

    def clone(self) -> Tarok:
        copy = object.__new__(Tarok)
        copy.__dict__.update(self.__dict__)
        from ..base import copy_rng

        copy.rng = copy_rng(self.rng)
        copy.log = list(self.log)
        copy.hands = [list(hand) for hand in self.hands]
        copy.talon = list(self.talon)
        copy.bids = list(self.bids)
        copy.auction = list(self.auction)
        copy.discards = list(self.discards)
        copy.taken = [list(pile) for pile in self.taken]
        copy.trick = list(self.trick)
        copy.tricks = list(self.tricks)
        copy.tricks_won = list(self.tricks_won)
        copy.announcements = list(self.announcements)
        copy.kontra = dict(self.kontra)
        copy.deal_log = list(self.deal_log)
        copy.scores = list(self.scores)
        copy.radli = list(self.radli)
        copy.past = list(self.past)
        copy.opening_events = list(self.opening_events)
        copy._legal = None if self._legal is None else list(self._legal)
        return copy

    def returns(self) -> list[float]:
        self._not_over()
        return [float(score) for score in self.scores]

    @classmethod
    def sample(cls, observation: Observation, rng: random.Random) -> Tarok:
        from .sampling import sample

        return sample(observation, rng)

    @property
    def to_act(self) -> int | None:
        return None if self._over else self.current

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def result(self) -> dict[str, Any] | None:
        if not self._over:
            return None
        best = max(self.scores)
        winners = [seat for seat in range(4) if self.scores[seat] == best]
        return {"scores": list(self.scores), "winner": winners[0] if len(winners) == 1 else None}

    # -- sides -----------------------------------------------------------------

    def declaring(self, seat: int) -> bool:
        """Whether ``seat`` plays on the declarer's side (the declarer, or the holder of the called king)."""
        return seat == self.declarer or seat == self.partner

    def partner_known_to(self, seat: int) -> bool:
        """Whether ``seat`` knows who the partner is (or that there is none).

        Public when no king is called or the called king lies in the talon,
        once the called king is played, and once the match is over; its
        holder knows, and so does a declarer who called a king of their own.
        """
        if self.called is None or self.called_in_talon or self._over:
            return True
        if seat == self.partner or (self.partner is None and seat == self.declarer):
            return True
        return self.called in self.trick or any(self.called in trick[1] for trick in self.tricks)

    # -- legal actions -------------------------------------------------------------

    def _position(self, seat: int) -> int:
        return (seat - self.forehand) % 4

    def _others_passed(self, position: int) -> bool:
        return all(self.bids[p] == 0 for p in range(4) if p != position)

    def _bidding_legal(self) -> list[str]:
        position = self._position(self.current)
        best = max(self.bids)
        best_position = self.bids.index(best)
        actions: list[str] = []
        others_passed = self._others_passed(position)
        if position == 0 and self.bids[0] == -1 and others_passed:
            actions += [BID[KLOP], BID[THREE]]
        elif not others_passed:
            actions.append("pass")
        for contract in range(3, 13):
            if contract > best or (contract == best and position <= best_position):
                actions.append(BID[contract])
        return actions

    def _announce_options(self, seat: int) -> list[str]:
        if not self.declaring(seat):
            return ["pass"]
        done = {bonus for _, bonus in self.announcements}
        actions = ["pass"]
        for bonus in BONUS_NAMES:
            if bonus in done:
                continue
            if bonus == "king-ultimo" and (self.called is None or self.called_in_talon):
                continue
            if bonus == "pagat-ultimo" and PAGAT not in self.hands[seat]:
                continue
            actions.append(ANNOUNCE[bonus])
        return actions

    def _kontra_options(self, seat: int) -> list[str]:
        actions = ["pass"]
        # Opponents double from 1 and 4, the declaring side from 2 and 8.
        turns = (2, 8) if seat == self.declarer or seat == self.partner else (1, 4)
        kontra = self.kontra
        if kontra.get("game", 1) in turns:
            actions.append(KONTRA["game"])
        if self.announcements:
            announced = {bonus for _, bonus in self.announcements}
            for item in BONUS_NAMES:
                if item in announced and kontra.get(item, 1) in turns:
                    actions.append(KONTRA[item])
        return actions

    def _generate_legal(self) -> list[str]:
        phase = self.phase
        if phase == "play":
            contract = self.contract
            assert contract is not None
            return [PLAY[card] for card in legal_plays(self.hands[self.current], self.trick, contract.negative)]
        if phase == "bidding":
            return self._bidding_legal()
        if phase == "king":
            return [CALL[king] for king in KINGS]
        if phase == "talon":
            assert self.contract is not None
            return [TALON[i] for i in range(6 // self.contract.talon)]
        if phase == "discard":
            assert self.contract is not None
            texts = DISCARD_TEXT
            result = []
            for choice in discard_choices(self.hands[self.current], self.contract.talon):
                text = texts.get(choice)
                if text is None:
                    text = texts[choice] = "discard " + " ".join(CODES[card] for card in choice)
                result.append(text)
            return result
        if phase == "announce":
            return self._announce_options(self.current)
        return self._kontra_options(self.current)

    def _explain(self, action: object) -> IllegalAction:
        if not isinstance(action, str):
            return IllegalAction(gettext_noop("An action is a line of text, such as 'play T21'."), "not-text")
        if self._over:
            return IllegalAction(gettext_noop("The match is over."), "game-over")
        words = action.split()
        verb = words[0] if words else ""
        expected = {
            "bidding": "pass / bid",
            "king": "call",
            "talon": "talon",
            "discard": "discard",
            "announce": "announce / pass",
            "kontra": "kontra / pass",
            "play": "play",
        }[self.phase]
        verbs = {"bidding": ("pass", "bid"), "king": ("call",), "talon": ("talon",), "discard": ("discard",),
                 "announce": ("announce", "pass"), "kontra": ("kontra", "pass"), "play": ("play",)}[self.phase]
        if verb not in verbs:
            return IllegalAction(
                gettext_noop("Now is the time for: {expected}."), "wrong-phase", expected=expected
            )
        if verb == "play" and len(words) == 2 and words[1] in CARD:
            if CARD[words[1]] not in self.hands[self.current]:
                return IllegalAction(gettext_noop("You do not hold {card}."), "not-in-hand", card=words[1])
            return IllegalAction(
                gettext_noop("{card} may not be played now: follow suit, else play a tarok (and beat, in the "
                             "negative contracts)."),
                "must-follow",
                card=words[1],
            )
        if verb == "discard":
            return IllegalAction(
                gettext_noop("Lay away exactly {count} cards you hold, written as sorted in your hand; never a "
                             "king or a tarok unless nothing else is left."),
                "bad-discard",
                count=self.contract.talon if self.contract else 0,
            )
        if verb == "bid":
            return IllegalAction(gettext_noop("That bid is not allowed now: bid higher, or pass."), "bid-too-low")
        return IllegalAction(gettext_noop("That is not one of the choices now."), "not-a-choice")

    # -- applying --------------------------------------------------------------------

    def _apply(self, action: str) -> list[Event]:
        self.deal_log.append(action)
        if self.phase == "play":
            return self._play(PLAY_CARD[action])
        if self.phase == "discard":
            return self._discard([CARD[code] for code in action.split()[1:]])
        kind, value = ACTIONS[action]
        seat = self.current
        if self.phase == "bidding":
            return self._bid(seat, 0 if kind == "pass" else value)
        if kind == "call":
            return self._call(value)
        if kind == "talon":
            return self._take_talon(value)
        if self.phase == "announce":
            if kind == "pass":
                self.turns += 1
                if self.turns == 4:
                    return [{"type": "pass", "seat": seat}] + self._start_kontra()
                self.current = (self.declarer + self.turns) % 4  # type: ignore[operator]
                return [{"type": "pass", "seat": seat}]
            self.announcements.append((seat, value))
            return [{"type": "announce", "seat": seat, "bonus": value}]
        # kontra
        if kind == "pass":
            self.turns += 1
            events: list[Event] = [{"type": "pass", "seat": seat}]
            if self.turns == 4:
                return events + self._start_play()
            self.current = (seat + 1) % 4
            return events
        level = self.kontra.get(value, 1) * 2
        self.kontra[value] = level
        self.turns = 0
        self.current = (seat + 1) % 4
        return [{"type": "kontra", "seat": seat, "item": value, "level": level}]

    def _bid(self, seat: int, bid: int) -> list[Event]:
        position = self._position(seat)
        self.bids[position] = bid
        self.auction.append((seat, bid))
        events: list[Event] = [{"type": "bid", "seat": seat, "bid": "pass" if bid == 0 else CONTRACTS[bid].name}]  # type: ignore[union-attr]
        if self._others_passed(position):
            contract = CONTRACTS[bid]
            assert contract is not None
            self.contract = contract
            self.declarer = seat
            events.append({"type": "contract", "seat": seat, "contract": contract.name})
            if contract.calls_king:
                self.phase = "king"
            elif contract.talon:
                self.phase = "talon"
            elif contract.index == KLOP:
                events += self._start_play()
            else:
                events += self._start_kontra()
            return events
        while True:
            position = (position + 1) % 4
            if self.bids[position] != 0:
                break
        self.current = (self.forehand + position) % 4
        return events

    def _call(self, king: int) -> list[Event]:
        self.called = king
        if king in self.talon:
            self.called_in_talon = True
        else:
            for seat in range(4):
                if seat != self.declarer and king in self.hands[seat]:
                    self.partner = seat
        self.phase = "talon"
        return [{"type": "call", "seat": self.current, "king": CODES[king], "in_talon": self.called_in_talon}]

    def _take_talon(self, group: int) -> list[Event]:
        contract = self.contract
        assert contract is not None
        size = contract.talon
        chosen = self.talon[group * size : group * size + size]
        if MOND in self.talon and MOND not in chosen:
            self.mond_lost = self.declarer  # a Mond left in the talon is lost by the declarer
        events: list[Event] = [
            {"type": "talon", "seat": self.current, "talon": [CODES[c] for c in self.talon], "group": group,
             "cards": [CODES[c] for c in chosen]}
        ]
        self.group = group
        self.hands[self.current] = sorted(self.hands[self.current] + chosen)
        del self.talon[group * size : group * size + size]
        self.phase = "discard"
        return events

    def _discard(self, cards: list[int]) -> list[Event]:
        hand = self.hands[self.current]
        for card in cards:
            hand.remove(card)
        self.discards = cards
        self.taken[self.current].extend(cards)
        events: list[Event] = [
            {"type": "discard", "seat": self.current, "count": len(cards),
             "taroks": [CODES[c] for c in cards if SUIT[c] == TAROK]}
        ]
        return events + self._start_announcements()

    def _start_announcements(self) -> list[Event]:
        self.phase = "announce"
        self.turns = 0
        self.current = self.declarer  # type: ignore[assignment]
        return []

    def _start_kontra(self) -> list[Event]:
        self.phase = "kontra"
        self.turns = 0
        self.current = (self.declarer + 1) % 4  # type: ignore[operator]
        return []

    def _start_play(self) -> list[Event]:
        contract = self.contract
        assert contract is not None
        self.phase = "play"
        self.leader = self.declarer if contract.declarer_leads else self.forehand  # type: ignore[assignment]
        self.current = self.leader
        return []

    def _play(self, card: int) -> list[Event]:
        seat = self.current
        self.hands[seat].remove(card)
        self.trick.append(card)
        events: list[Event] = [{"type": "play", "seat": seat, "card": CODES[card]}]
        if len(self.trick) < 4:
            self.current = (seat + 1) % 4
            return events
        return events + self._close_trick()

    def _close_trick(self) -> list[Event]:
        contract = self.contract
        assert contract is not None
        trick = self.trick
        index = trick_winner(trick, contract.index == COLOUR_VALAT)
        winner = (self.leader + index) % 4
        won = trick[index]
        pile = self.taken[winner]
        pile.extend(trick)
        gift: int | None = None
        if contract.index == KLOP and self.talon:
            gift = self.talon.pop(0)
            pile.append(gift)
        elif won == self.called and self.called_in_talon and self.talon:
            # The called king, picked up from the talon, wins a trick: the rest of the talon is the declarer's.
            if MOND in self.talon:
                self.mond_lost = None
            pile.extend(self.talon)
            self.talon = []
        elif (contract.talon or contract.index == SOLO_WITHOUT) and won in (SKIS, PAGAT) and MOND in trick:
            self.mond_lost = (self.leader + trick.index(MOND)) % 4
        self.tricks.append((self.leader, tuple(trick), winner, gift))
        self.tricks_won[winner] += 1
        self.trick = []
        self.leader = self.current = winner
        event: Event = {
            "type": "trick",
            "number": len(self.tricks),
            "leader": self.tricks[-1][0],
            "cards": [CODES[c] for c in trick],
            "winner": winner,
            "gift": None if gift is None else CODES[gift],
        }
        name = contract.index
        if (
            not self.hands[winner]
            or (name in (BEGGAR, OPEN_BEGGAR) and winner == self.declarer)
            or (name in (COLOUR_VALAT, VALAT) and winner != self.declarer)
        ):
            return [event] + self._end_deal()
        return [event]

    # -- the score of a deal ------------------------------------------------------------

    def side_cards(self) -> list[int]:
        """Every card the declaring side has won, its discards included."""
        cards = list(self.taken[self.declarer])  # type: ignore[index]
        if self.partner is not None:
            cards += self.taken[self.partner]
        return cards

    def score_deal(self) -> tuple[list[int], list[int], list[dict[str, Any]], bool]:
        """Each seat's score of the finished deal, the card points, the items of the score, and whether a
        valat was made (which hands out radli)."""
        contract = self.contract
        assert contract is not None and self.declarer is not None
        scores = [0, 0, 0, 0]
        items: list[dict[str, Any]] = []
        if contract.index == KLOP:
            points = [count_points(pile) for pile in self.taken]
            decided = [p > 35 or p == 0 for p in points]
            for seat in range(4):
                if any(decided):
                    scores[seat] = -70 if points[seat] > 35 else 70 if points[seat] == 0 else 0
                else:
                    scores[seat] = -points[seat]
            return scores, points, [{"item": "klop", "points": 0}], False
        side = self.side_cards()
        cp = count_points(side)
        card_points = [cp if self.declaring(seat) else 70 - cp for seat in range(4)]
        k_game = self.kontra.get("game", 1)
        valat_made = False
        if not contract.talon:
            if contract.index in (BEGGAR, OPEN_BEGGAR):
                won = not self.taken[self.declarer]
            elif contract.index in (COLOUR_VALAT, VALAT):
                won = self.tricks_won[self.declarer] == 12
                valat_made = won
            else:
                won = cp > 35
            total = (contract.value if won else -contract.value) * k_game
            items.append({"item": "contract", "points": total})
        else:
            announced = {bonus for _, bonus in self.announcements}
            side_tricks = sum(self.tricks_won[s] for s in range(4) if self.declaring(s))
            sign = 1
            if "valat" in announced:
                won = side_tricks == 12
                total = (500 if won else -500) * self.kontra.get("valat", 1)
                items.append({"item": "valat", "points": total})
                valat_made = won
            elif side_tricks in (0, 12):
                won = side_tricks == 12
                total = (250 if won else -250) * k_game
                items.append({"item": "valat", "points": total})
                valat_made = won
            else:
                won = cp > 35
                sign = 1 if won else -1
                total = sign * contract.value * k_game
                items.append({"item": "contract", "points": total})
                difference = sign * round_to_five(abs(cp - 35)) * k_game
                items.append({"item": "difference", "points": difference})
                total += difference
                opponents = set(range(54)) - set(side)
                for bonus, group in (("trula", TRULA), ("kings", KINGS)):
                    ours = all(card in side for card in group)
                    if bonus in announced:
                        value = (20 if ours else -20) * self.kontra.get(bonus, 1)
                    else:
                        value = 10 if ours else -10 if all(card in opponents for card in group) else 0
                    if value:
                        items.append({"item": bonus, "points": value})
                        total += value
                last = self.tricks[-1]
                ours_last = self.declaring(last[2])
                king_last = self.called is not None and self.called in last[1]
                if "king-ultimo" in announced:
                    value = (20 if king_last and ours_last else -20) * self.kontra.get("king-ultimo", 1)
                    items.append({"item": "king-ultimo", "points": value})
                    total += value
                elif king_last:
                    value = 10 if ours_last else -10
                    items.append({"item": "king-ultimo", "points": value})
                    total += value
                if "pagat-ultimo" in announced:
                    pagat_ours = PAGAT in last[1] and self.declaring((last[0] + last[1].index(PAGAT)) % 4)
                    value = (50 if pagat_ours and ours_last else -50) * self.kontra.get("pagat-ultimo", 1)
                    items.append({"item": "pagat-ultimo", "points": value})
                    total += value
                elif PAGAT in last[1] and not king_last:
                    value = 25 if ours_last else -25
                    items.append({"item": "pagat-ultimo", "points": value})
                    total += value
        if self.radli[self.declarer]:
            items.append({"item": "radlc", "points": total})
            total *= 2
            if total > 0:
                self.radli[self.declarer] -= 1
        for seat in range(4):
            if self.declaring(seat):
                scores[seat] = total
        if self.mond_lost is not None:
            scores[self.mond_lost] -= 20
            items.append({"item": "mond", "points": -20, "seat": self.mond_lost})
        return scores, card_points, items, valat_made

    def _end_deal(self) -> list[Event]:
        contract = self.contract
        assert contract is not None
        scores, card_points, items, valat_made = self.score_deal()
        radli_given = contract.index in RADLI_CONTRACTS or valat_made
        if radli_given:
            self.radli = [r + 1 for r in self.radli]
        for seat in range(4):
            self.scores[seat] += scores[seat]
        summary = {
            "deal": self.deal_no,
            "dealer": self.dealer,
            "contract": contract.name,
            "declarer": None if contract.index == KLOP else self.declarer,
            "partner": self.partner,
            "deal_scores": scores,
            "card_points": card_points,
        }
        self.past.append(summary)
        event: Event = {
            "type": "deal_end",
            "deal": self.deal_no,
            "contract": contract.name,
            "declarer": summary["declarer"],
            "partner": self.partner,
            "called": None if self.called is None else CODES[self.called],
            "deal_scores": scores,
            "card_points": card_points,
            "items": items,
            "radli": list(self.radli),
            "scores": list(self.scores),
        }
        if self.deal_no == DEALS:
            penalty = [-RADLC_COST * r for r in self.radli]
            for seat in range(4):
                self.scores[seat] += penalty[seat]
            self._over = True
            self.phase = "over"
            return [event, {"type": "match_end", "radli_penalty": penalty, "scores": list(self.scores)}]
        self.deal_no += 1
        hands, talon = self._deal_from_rng()
        return [event, self._start_deal((self.dealer + 1) % 4, hands, talon)]

    # -- what a seat sees ---------------------------------------------------------------

    def public_history(self, seat: int) -> list[str]:
        """This deal's actions as ``seat`` may know them: others see only the tarok discards."""
        if seat == self.declarer or self._over:
            return list(self.deal_log)
        return [
            "discard " + " ".join(code if SUIT[CARD[code]] == TAROK else "?" for code in action.split()[1:])
            if action.startswith("discard ")
            else action
            for action in self.deal_log
        ]

    def observation(self, seat: int) -> Observation:
        self.check_seat(seat)
        contract = self.contract
        over = self._over
        talon_public = contract is not None and contract.talon > 0 and self.phase not in ("bidding", "king")
        open_hand = None
        if contract is not None and contract.index == OPEN_BEGGAR and self.tricks and self.declarer != seat:
            open_hand = [CODES[c] for c in self.hands[self.declarer]]  # type: ignore[index]
        trick_cards = [{"seat": (self.leader + i) % 4, "card": CODES[c]} for i, c in enumerate(self.trick)]
        tricks = [
            {
                "leader": leader,
                "cards": [{"seat": (leader + i) % 4, "card": CODES[c]} for i, c in enumerate(cards)],
                "winner": winner,
                "gift": None if gift is None else CODES[gift],
            }
            for leader, cards, winner, gift in self.tricks
        ]
        if seat == self.declarer or over:
            discards: list[str] | None = [CODES[c] for c in self.discards]
        else:
            discards = [CODES[c] for c in self.discards if SUIT[c] == TAROK]
        known_partner = self.partner_known_to(seat)
        return {
            "game": "tarok",
            "seat": seat,
            "to_act": None if over else self.current,
            "phase": self.phase,  # type: ignore[typeddict-item]
            "hand": [CODES[c] for c in self.hands[seat]],
            "deal": self.deal_no,
            "deals": DEALS,
            "dealer": self.dealer,
            "forehand": self.forehand,
            "scores": list(self.scores),
            "radli": list(self.radli),
            "auction": [{"seat": s, "bid": "pass" if b == 0 else CONTRACTS[b].name} for s, b in self.auction],  # type: ignore[union-attr]
            "contract": None if contract is None else contract.name,
            "declarer": self.declarer,
            "called": None if self.called is None else CODES[self.called],
            "called_in_talon": self.called_in_talon,
            "partner": self.partner if known_partner else None,
            "partner_known": known_partner,
            "talon": [CODES[c] for c in self.dealt_talon] if talon_public else None,
            "talon_group": self.group,
            "discards": discards,
            "discard_count": len(self.discards),
            "announcements": [{"seat": s, "bonus": b} for s, b in self.announcements],
            "kontra": [{"item": item, "level": level} for item, level in self.kontra.items()],
            "trick": {"leader": self.leader, "cards": trick_cards},
            "tricks": tricks,
            "tricks_won": list(self.tricks_won),
            "hand_sizes": [len(hand) for hand in self.hands],
            "open_hand": open_hand,
            "history": self.public_history(seat),
            "past": [dict(item) for item in self.past],
            "is_over": over,
            "result": self.result,
            "hands": [[CODES[c] for c in hand] for hand in self.dealt] if over else None,
            "seed": self.seed if over else None,
        }
