"""The Kowa / Cheki engine: one deal for three players with Chinese money cards.

Each player holds eight cards. On his turn he draws from the stock (or takes
the last discard) and discards back to eight; when his eight cards are two
triplets and an identical pair he may declare *cheki*, exposing the pair. A
declared hand is locked, and the third card of an exposed pair wins as soon as
anyone releases it: by discarding it, or by drawing it from the stock once a
declaration exists (draws are then shown to everyone).

>>> from cardavia import games
>>> g = games.new_game("kowa", seed=5)
>>> g.legal_actions()
['draw']
>>> [e["type"] for e in g.apply("draw")], g.observation(g.to_act)["phase"]
(['draw'], 'discard')
"""

from __future__ import annotations

import random
from typing import Any

from cardavia.cards.money import KOWA_DECK, KOWA_FACES

from ..base import Event, Game, IllegalAction, Observation, gettext_noop as _
from . import sampling, types
from .faces import DISPLAY_ORDER, DISPLAY_RANK, INDEX, cards_of, counts_of, parse_face, waits_of

PLAYERS = 3
HAND_SIZE = 8
#: A deal that completes this many turns without a winner is a drawn deal (docs/rules/kowa.md, KA-7).
TURN_LIMIT = 400

#: Phases: what the player to act must do.
ACQUIRE = "acquire"  # draw (or take the last discard)
DISCARD = "discard"  # discard back to eight cards
DECLARE = "declare"  # declare cheki with one of his waits, or pass
OVER = "over"

SELF_DRAW = "self-draw"
OPPONENT_DRAW = "opponent-draw"
ON_DISCARD = "discard"
MULTIPLIERS = {SELF_DRAW: 3, OPPONENT_DRAW: 1, ON_DISCARD: 2}

STOCK_EXHAUSTED = "stock-exhausted"
TURN_LIMIT_REACHED = "turn-limit"

DRAW = "draw"
TAKE = "take"
PASS = "pass"
DISCARD_ACTIONS: tuple[str, ...] = tuple(f"discard {code}" for code in KOWA_FACES)
DECLARE_ACTIONS: tuple[str, ...] = tuple(f"declare {code}" for code in KOWA_FACES)
#: Every well-formed action that names a card -> (verb, face).
CARD_ACTIONS: dict[str, tuple[str, int]] = {
    **{action: ("discard", face) for face, action in enumerate(DISCARD_ACTIONS)},
    **{action: ("declare", face) for face, action in enumerate(DECLARE_ACTIONS)},
}


class KowaGame(Game):
    """One deal of Kowa for seats 0, 1 and 2, playing in that order.

    Hands are kept as 30 counts per seat. A declared player's exposed pair is
    not in his hand counts (``declared[seat]`` holds its face), so at every
    moment hands + exposed pairs + stock + discards hold every card.
    """

    name = "kowa"
    players = PLAYERS
    rules_version = 1
    observation_type = types.KowaObservation
    event_types = types.EVENT_TYPES

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        super().__init__(seed, setup)
        if setup is None:
            deck = [INDEX[code] for code in KOWA_DECK]
            self.rng.shuffle(deck)
            dealt = [deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(PLAYERS)]
            stock = deck[PLAYERS * HAND_SIZE :]
            first = self.rng.randrange(PLAYERS)
        else:
            first, dealt, stock = _parse_setup(setup)
        self.first = first
        self.dealt: list[list[int]] = dealt
        self.total_cards = PLAYERS * HAND_SIZE + len(stock)
        self.hands: list[list[int]] = [counts_of(cards) for cards in dealt]
        #: The stock reversed, so that ``pop()`` draws the top card.
        self.stock: list[int] = stock[::-1]
        #: The discard pile, oldest first; the last entry is the top.
        self.discards: list[int] = []
        #: Per seat, the face of the exposed waiting pair, or None.
        self.declared: list[int | None] = [None] * PLAYERS
        self.any_declared = False
        #: Every stock draw shown to the table: (seat, face).
        self.public_draws: list[tuple[int, int]] = []
        #: Per seat, counts of the faces it surely holds among its concealed cards, as the table
        #: can tell: taken from the discards or drawn face up, and not discarded since (a floor:
        #: a seat that discards a face may have let go of another copy than the one seen).
        self.known: list[list[int]] = [[0] * len(KOWA_FACES) for _ in range(PLAYERS)]
        self.turns = 0
        self._to_act: int | None = first
        self.phase = ACQUIRE
        #: This turn's stock draw (face) and whether the table saw it.
        self.drawn: int | None = None
        self.drawn_public = False
        #: The face taken from the discard pile this turn, which may not be discarded.
        self.taken: int | None = None
        #: The declarable faces while ``phase`` is DECLARE.
        self.waits: list[int] = []
        self.winner: int | None = None
        self.method: str | None = None
        self.winning_card: int | None = None
        self.released_by: int | None = None
        self.drawn_deal: str | None = None
        #: The public events of the deal itself, before any action.
        self.opening_events = [
            {"type": "deal", "first": first, "hand_sizes": [HAND_SIZE] * PLAYERS, "stock": len(stock)}
        ]

    # -- the interface -------------------------------------------------------

    def clone(self) -> KowaGame:
        new = object.__new__(KowaGame)
        new.__dict__.update(self.__dict__)
        # The generator is shared: one deal, dealt already; it is not drawn from again.
        new.log = list(self.log)
        new.hands = [list(counts) for counts in self.hands]
        new.stock = list(self.stock)
        new.discards = list(self.discards)
        new.declared = list(self.declared)
        new.public_draws = list(self.public_draws)
        new.known = [list(counts) for counts in self.known]
        new.waits = list(self.waits)
        return new

    def returns(self) -> list[float]:
        """The winner's multiplier (3, 2 or 1), 0 for the others; 0 for all in a drawn deal."""
        self._not_over()
        return [float(MULTIPLIERS[self.method]) if seat == self.winner and self.method else 0.0 for seat in range(PLAYERS)]

    @classmethod
    def sample(cls, observation: Observation, rng: random.Random) -> KowaGame:
        return sampling.sample(observation, rng)

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def result(self) -> dict[str, Any] | None:
        if self.phase != OVER:
            return None
        if self.winner is None:
            return {"winner": None, "method": None, "multiplier": 0}
        assert self.method is not None
        return {"winner": self.winner, "method": self.method, "multiplier": MULTIPLIERS[self.method]}

    def _generate_legal(self) -> list[str]:
        seat = self._to_act
        assert seat is not None
        phase = self.phase
        if phase == ACQUIRE:
            if self.declared[seat] is not None or not self.discards or self.turns == 0:
                return [DRAW]
            return [DRAW, TAKE]
        if phase == DISCARD:
            if self.declared[seat] is not None:
                assert self.drawn is not None
                return [DISCARD_ACTIONS[self.drawn]]
            counts = self.hands[seat]
            taken = self.taken
            return [DISCARD_ACTIONS[f] for f in DISPLAY_ORDER if counts[f] and f != taken]
        # DECLARE
        return [DECLARE_ACTIONS[f] for f in self.waits] + [PASS]

    def _apply(self, action: str) -> list[Event]:
        seat = self._to_act
        assert seat is not None
        if action == DRAW:
            return self._draw(seat)
        if action == TAKE:
            return self._take(seat)
        if action == PASS:
            # No event: telling the table that a player passed would tell it that his hand is ready.
            events: list[Event] = []
            self._end_turn(seat, events)
            return events
        verb, face = CARD_ACTIONS[action]
        if verb == "discard":
            return self._discard(seat, face)
        return self._declare(seat, face)

    # -- moves ----------------------------------------------------------------

    def _draw(self, seat: int) -> list[Event]:
        face = self.stock.pop()
        self.drawn = face
        if not self.any_declared:
            self.drawn_public = False
            self.hands[seat][face] += 1
            self.phase = DISCARD
            return [{"type": "draw", "seat": seat, "stock": len(self.stock)}]
        # After a declaration every draw is shown and released (docs/rules/kowa.md, 2.2.6).
        self.drawn_public = True
        self.public_draws.append((seat, face))
        events: list[Event] = [{"type": "draw", "seat": seat, "card": KOWA_FACES[face], "stock": len(self.stock)}]
        if self.declared[seat] == face:
            self._win(seat, SELF_DRAW, face, seat, events)
            return events
        claimant = self._claimant(seat, face)
        if claimant is not None:
            self._win(claimant, OPPONENT_DRAW, face, seat, events)
            return events
        self.hands[seat][face] += 1
        self.known[seat][face] += 1
        self.phase = DISCARD
        return events

    def _take(self, seat: int) -> list[Event]:
        face = self.discards.pop()
        self.hands[seat][face] += 1
        self.taken = face
        self.known[seat][face] += 1
        self.phase = DISCARD
        return [{"type": "take", "seat": seat, "card": KOWA_FACES[face]}]

    def _discard(self, seat: int, face: int) -> list[Event]:
        hand = self.hands[seat]
        hand[face] -= 1
        self.discards.append(face)
        known = self.known[seat]
        if known[face]:
            known[face] -= 1
        events: list[Event] = [{"type": "discard", "seat": seat, "card": KOWA_FACES[face]}]
        if self.any_declared:
            claimant = self._claimant(seat, face)
            if claimant is not None:
                self.discards.pop()
                self._win(claimant, ON_DISCARD, face, seat, events)
                return events
        # The last stock card's turn ends with its discard (docs/rules/kowa.md, KA-9); a locked hand cannot declare again.
        if self.declared[seat] is None and self.stock:
            waits = waits_of(hand)
            if waits:
                self.waits = waits
                self.phase = DECLARE
                return events
        self._end_turn(seat, events)
        return events

    def _declare(self, seat: int, face: int) -> list[Event]:
        self.hands[seat][face] -= 2
        self.declared[seat] = face
        self.known[seat][face] = max(0, self.known[seat][face] - 2)
        self.any_declared = True
        events: list[Event] = [{"type": "declare", "seat": seat, "pair": KOWA_FACES[face]}]
        self._end_turn(seat, events)
        return events

    # -- claims and the end of turns and of the deal ----------------------------

    def _claimant(self, releaser: int, face: int) -> int | None:
        """The declared player other than ``releaser`` who wins ``face``, first in play order."""
        declared = self.declared
        for step in (1, 2):
            other = (releaser + step) % PLAYERS
            if declared[other] == face:
                return other
        return None

    def _win(self, winner: int, method: str, face: int, releaser: int, events: list[Event]) -> None:
        self.hands[winner][face] += 1
        self.winner = winner
        self.method = method
        self.winning_card = face
        self.released_by = releaser
        self._finish()
        events.append(
            {
                "type": "win",
                "winner": winner,
                "method": method,
                "multiplier": MULTIPLIERS[method],
                "card": KOWA_FACES[face],
                "from": releaser,
                "hand": self._full_hand(winner),
            }
        )

    def _end_turn(self, seat: int, events: list[Event]) -> None:
        self.turns += 1
        self.drawn = None
        self.drawn_public = False
        self.taken = None
        self.waits = []
        if not self.stock:
            self._finish()
            self.drawn_deal = STOCK_EXHAUSTED
            events.append({"type": "drawn-deal", "reason": STOCK_EXHAUSTED, "turns": self.turns})
        elif self.turns >= TURN_LIMIT:
            self._finish()
            self.drawn_deal = TURN_LIMIT_REACHED
            events.append({"type": "drawn-deal", "reason": TURN_LIMIT_REACHED, "turns": self.turns})
        else:
            self._to_act = (seat + 1) % PLAYERS
            self.phase = ACQUIRE

    def _finish(self) -> None:
        self._to_act = None
        self.phase = OVER

    def _full_hand(self, seat: int) -> list[str]:
        """Every card of ``seat``: the concealed cards and the exposed pair, in reading order."""
        counts = list(self.hands[seat])
        pair = self.declared[seat]
        if pair is not None:
            counts[pair] += 2
        return cards_of(counts)

    # -- what a seat may know -----------------------------------------------------

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know.

        ``hand`` is the seat's concealed cards (a declared seat's exposed pair is
        in ``declared``); ``drawn`` is this turn's stock draw when ``seat`` made
        it or the table saw it; ``waits`` are the faces ``seat`` may declare now.
        Once the deal is over, ``hands`` (every full hand), ``dealt`` and the seed.
        """
        self.check_seat(seat)
        to_act = self._to_act
        over = self.phase == OVER
        drawn = self.drawn
        show_drawn = drawn is not None and (self.drawn_public or seat == to_act)
        observation: Observation = {
            "game": self.name,
            "seat": seat,
            "to_act": to_act,
            "phase": self.phase,
            "hand": cards_of(self.hands[seat]),
            "drawn": KOWA_FACES[drawn] if show_drawn and drawn is not None else None,
            "taken": None if self.taken is None else KOWA_FACES[self.taken],
            "waits": [KOWA_FACES[f] for f in self.waits] if seat == to_act else [],
            "discards": [KOWA_FACES[f] for f in self.discards],
            "stock": len(self.stock),
            "hand_sizes": [sum(counts) for counts in self.hands],
            "declared": [None if face is None else KOWA_FACES[face] for face in self.declared],
            "public_draws": [{"seat": s, "card": KOWA_FACES[f]} for s, f in self.public_draws],
            "known": [cards_of(counts) for counts in self.known],
            "turns": self.turns,
            "first": self.first,
            "is_over": over,
            "result": self.result,
        }
        if over:
            observation["winning_card"] = None if self.winning_card is None else KOWA_FACES[self.winning_card]
            observation["released_by"] = self.released_by
            observation["drawn_deal"] = self.drawn_deal
            observation["hands"] = [self._full_hand(s) for s in range(PLAYERS)]
            observation["dealt"] = [[KOWA_FACES[f] for f in sorted(cards, key=DISPLAY_RANK.__getitem__)] for cards in self.dealt]
            observation["seed"] = self.seed
        return observation

    # -- illegal actions ------------------------------------------------------------

    def _explain(self, action: object) -> IllegalAction:
        """The :class:`IllegalAction` that says why ``action`` is not legal now."""
        return self._illegal(action)

    def _illegal(self, action: object) -> IllegalAction:
        seat = self._to_act
        if seat is None:
            return IllegalAction(_("The deal is over."), code="game-over")
        if not isinstance(action, str):
            return IllegalAction(
                _("An action is a text such as 'draw', 'take', 'discard 5C', 'declare 2C' or 'pass'."), code="not-text"
            )
        words = action.split()
        verb = words[0] if words else ""
        card = words[1] if len(words) == 2 else None
        locked = self.declared[seat] is not None
        phase = self.phase
        if verb in (DRAW, TAKE, PASS) and len(words) != 1:
            return IllegalAction(_("'{verb}' takes no card."), code="malformed", verb=verb)
        if verb in ("discard", "declare"):
            if len(words) != 2:
                return IllegalAction(_("Say which card, for example '{verb} 5C'."), code="malformed", verb=verb)
            if card not in INDEX:
                return IllegalAction(
                    _("'{card}' is not a Kowa card (examples: 5C, 9S, 1M, OT, RF, WF)."),
                    code="unknown-card",
                    card=words[1],
                )
        if verb == DRAW:
            if phase == DISCARD:
                return IllegalAction(_("You have already drawn this turn: discard a card."), code="already-acquired")
            return IllegalAction(_("Declare cheki with one of your waits, or pass."), code="declare-or-pass")
        if verb == TAKE:
            if phase == DISCARD:
                return IllegalAction(_("You have already acquired a card this turn: discard a card."), code="already-acquired")
            if phase == DECLARE:
                return IllegalAction(_("Declare cheki with one of your waits, or pass."), code="declare-or-pass")
            if locked:
                return IllegalAction(
                    _("Your hand is declared and locked: you must draw from the stock."), code="locked-must-draw"
                )
            if self.turns == 0:
                return IllegalAction(_("The first turn of the deal must draw from the stock."), code="first-turn-draw")
            return IllegalAction(_("There is no discard to take."), code="no-discard")
        if verb == "discard":
            face = INDEX[card]  # type: ignore[index]
            if phase == ACQUIRE:
                return IllegalAction(_("First draw from the stock or take the last discard."), code="acquire-first")
            if phase == DECLARE:
                return IllegalAction(
                    _("You have discarded already: declare cheki with one of your waits, or pass."), code="declare-or-pass"
                )
            if locked and face != self.drawn:
                drawn = KOWA_FACES[self.drawn] if self.drawn is not None else "?"
                return IllegalAction(
                    _("Your hand is locked: you must discard the card you drew, {drawn}."),
                    code="locked-discard",
                    card=card,
                    drawn=drawn,
                )
            if face == self.taken:
                return IllegalAction(
                    _("You took {card} from the discards this turn, so you may not discard {card} now."),
                    code="taken-face",
                    card=card,
                )
            return IllegalAction(_("You do not hold {card}."), code="not-held", card=card)
        if verb == "declare":
            if phase != DECLARE:
                return IllegalAction(
                    _("You may declare cheki only right after your own discard, when your eight cards are ready."),
                    code="not-declare-time",
                )
            waits = " or ".join(KOWA_FACES[f] for f in self.waits)
            return IllegalAction(
                _("{card} is not a pair you can expose: your waits are {waits}."), code="not-a-wait", card=card, waits=waits
            )
        if verb == PASS:
            return IllegalAction(
                _("There is nothing to pass: 'pass' declines a cheki declaration after your discard."), code="nothing-to-pass"
            )
        return IllegalAction(
            _("Unknown action '{action}'. Legal now: {legal}."), code="unknown-action", action=action, legal=", ".join(self.legal_actions())
        )


def _parse_setup(setup: object) -> tuple[int, list[list[int]], list[int]]:
    """Check a fixed deal ``{"first", "hands", "stock"}`` and return it as faces."""
    if not isinstance(setup, dict):
        raise ValueError("A Kowa setup is a dict with 'first', 'hands' and 'stock'.")
    unknown = set(setup) - {"first", "hands", "stock"}
    missing = {"first", "hands", "stock"} - set(setup)
    if unknown or missing:
        raise ValueError(
            f"A Kowa setup has exactly the keys 'first', 'hands' and 'stock' "
            f"(missing: {sorted(missing) or 'none'}; unknown: {sorted(unknown) or 'none'})."
        )
    first = setup["first"]
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < PLAYERS:
        raise ValueError(f"'first' must be a seat from 0 to {PLAYERS - 1}, not {first!r}.")
    hands = setup["hands"]
    if not isinstance(hands, (list, tuple)) or len(hands) != PLAYERS:
        raise ValueError(f"'hands' must list {PLAYERS} hands.")
    dealt: list[list[int]] = []
    for seat, hand in enumerate(hands):
        if not isinstance(hand, (list, tuple)) or len(hand) != HAND_SIZE:
            raise ValueError(f"Hand {seat} must be a list of {HAND_SIZE} cards.")
        dealt.append([parse_face(code) for code in hand])
    stock = setup["stock"]
    if not isinstance(stock, (list, tuple)) or not stock:
        raise ValueError("'stock' must be a non-empty list of cards, the first drawn first.")
    return first, dealt, [parse_face(code) for code in stock]

