"""Argentine Truco for two players, without Flor, match to 30 (rules: ``docs/rules/truco.md``).

A match is a series of hands. In each hand the two players hold three cards
and play up to three tricks; two wagers run beside the tricks:

* the envido chain, only in the first trick, worth points for the better
  ``envido_points`` (mano wins ties), credited at once;
* the truco ladder (truco 2, retruco 3, vale cuatro 4), which sets what the
  hand is worth; only the player who accepted the last raise may raise next.

The engine keeps one seat that is due to play a card (``_turn``) and one that
must act now (``_to_act``); they differ only while a bet awaits an answer.

>>> g = TrucoGame(seed=1, setup={"dealer": 1, "hands": [["1E", "7O", "3C"], ["4B", "5B", "6C"]]})
>>> g.to_act, g.legal_actions()[:3]
(0, ['play 1E', 'play 7O', 'play 3C'])
>>> [e["type"] for e in g.apply("truco")], g.legal_actions()
(['call'], ['quiero', 'no-quiero', 'envido', 'real-envido', 'falta-envido'])
"""

from __future__ import annotations

import random
from typing import Any

from ..base import Event, Game, IllegalAction, Observation, copy_rng, gettext_noop
from . import sampling, types
from .cards import CODES, INDEX, TIER, card, envido_of

TARGET = 30

ENVIDO_BIDS = ("envido", "real-envido", "falta-envido")
TRUCO_CALLS = ("truco", "retruco", "vale-cuatro")  # the calls that raise the stake to 2, 3, 4
ANSWERS = ("quiero", "no-quiero")
CALL_NAMES = {
    "envido": "Envido",
    "real-envido": "Real Envido",
    "falta-envido": "Falta Envido",
    "truco": "Truco",
    "retruco": "Retruco",
    "vale-cuatro": "Vale cuatro",
}
_BID_VALUE = {"envido": 2, "real-envido": 3}

# Envido status of a hand.
AVAILABLE, IN_CHAIN, CLOSED = "available", "in-chain", "closed"

_PLAY = tuple(f"play {code}" for code in CODES)
_PLAYED_CARD = {action: i for i, action in enumerate(_PLAY)}


def envido_chain_values(chain: list[str], falta: int) -> tuple[int, int]:
    """What a complete chain pays when accepted and when declined.

    >>> envido_chain_values(["envido", "envido", "real-envido"], falta=18)
    (7, 4)
    >>> envido_chain_values(["real-envido", "falta-envido"], falta=18)
    (18, 3)
    """

    def accepted(bids: list[str]) -> int:
        if bids[-1] == "falta-envido":
            return falta
        return sum(_BID_VALUE[bid] for bid in bids)

    declined = 1 if len(chain) == 1 else accepted(chain[:-1])
    return accepted(chain), declined


def envido_raises(chain: list[str]) -> list[str]:
    """The bids that may follow ``chain``: ``(envido){0,2} (real-envido)? (falta-envido)?``."""
    if "falta-envido" in chain:
        return []
    if "real-envido" in chain:
        return ["falta-envido"]
    if chain.count("envido") >= 2:
        return ["real-envido", "falta-envido"]
    return ["envido", "real-envido", "falta-envido"]


def score_label(score: int) -> str:
    """Malas and buenas, for display only: 0-15 malas, then 1-15 buenas.

    >>> score_label(1), score_label(15), score_label(16), score_label(30)
    ('1 mala', '15 malas', '1 buena', '15 buenas')
    """
    score = min(score, TARGET)
    count, half = (score, "mala") if score <= 15 else (score - 15, "buena")
    return f"{count} {half}" if count == 1 else f"{count} {half}s"


class TrucoGame(Game):
    name = "truco"
    players = 2
    rules_version = 1
    observation_type = types.TrucoObservation
    event_types = types.EVENT_TYPES

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        super().__init__(seed, setup)
        self.scores = [0, 0]
        self.winner: int | None = None
        self.hand_number = 0
        #: One record per finished hand: points won from envido and from the truco/tricks.
        self.history: list[dict[str, Any]] = []
        self.pending_events: list[Event] = []  # events of the action being applied
        if setup is None:
            self._start_hand(dealer=self.rng.randrange(2), dealt=None)
        else:
            dealer, dealt, scores = _parse_setup(setup)
            self.scores = scores
            self._start_hand(dealer=dealer, dealt=dealt)
        self.opening_events = self.pending_events
        self.pending_events = []

    def clone(self) -> TrucoGame:
        new = object.__new__(TrucoGame)
        new.__dict__.update(self.__dict__)
        new.rng = copy_rng(self.rng)
        new.log = list(self.log)
        new.scores = list(self.scores)
        new.history = list(self.history)  # finished records are never changed
        new.hands = [list(self.hands[0]), list(self.hands[1])]
        new.tricks = [dict(trick, cards=list(trick["cards"])) for trick in self.tricks]
        new.trick_results = list(self.trick_results)
        new.envido_chain = list(self.envido_chain)
        new.hand_points = {"envido": list(self.hand_points["envido"]), "truco": list(self.hand_points["truco"])}
        new.calls = list(self.calls)
        new.hand_actions = list(self.hand_actions)
        new.pending_events = []
        return new

    def returns(self) -> list[float]:
        """The match score of each seat (the winner's is 30 or more)."""
        self._not_over()
        return [float(self.scores[0]), float(self.scores[1])]

    @classmethod
    def sample(cls, observation: Observation, rng: random.Random) -> TrucoGame:
        return sampling.sample(observation, rng)

    # -- hands ------------------------------------------------------------------

    def _start_hand(self, dealer: int, dealt: list[list[int]] | None) -> None:
        if dealt is None:
            deck = list(range(40))
            self.rng.shuffle(deck)
            mano = 1 - dealer
            # One card at a time, starting with the non-dealer.
            dealt = [[], []]
            for i in range(6):
                dealt[(mano + i) % 2].append(deck[i])
        self.hand_number += 1
        self.dealer = dealer
        self.mano = 1 - dealer
        self.dealt = [list(dealt[0]), list(dealt[1])]
        self.hands = [list(dealt[0]), list(dealt[1])]
        self.envido_values = [envido_of(dealt[0]), envido_of(dealt[1])]
        #: Finished and current tricks: each {"leader", "cards": [c0, c1] (None = not yet), "winner"}.
        self.tricks: list[dict[str, Any]] = []
        self.trick_results: list[int | None] = []  # winner seat per finished trick, None = parda
        self._new_trick(leader=self.mano)
        self.stake = 1
        self.raise_holder: int | None = None
        self.truco_pending = 0  # level (2-4) of a truco-family call awaiting an answer
        self.truco_caller: int | None = None
        self.envido_status = AVAILABLE
        self.envido_chain: list[str] = []
        self.envido_last_bidder: int | None = None
        self.envido_shown: list[int] | None = None  # both values, after a showdown
        self.hand_points = {"envido": [0, 0], "truco": [0, 0]}
        self.calls: list[dict[str, Any]] = []  # every call and answer of this hand, in order
        #: Every action of this hand as [seat, action]; all Truco actions are public.
        self.hand_actions: list[list[Any]] = []
        self._to_act: int | None = self.mano
        self.pending_events.append(
            {"type": "deal", "hand": self.hand_number, "dealer": dealer, "mano": self.mano, "scores": list(self.scores)}
        )

    def _new_trick(self, leader: int) -> None:
        self.tricks.append({"leader": leader, "cards": [None, None], "winner": None})
        self._turn = leader

    # -- the interface -------------------------------------------------------

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def result(self) -> dict[str, Any] | None:
        if self.winner is None:
            return None
        return {"winner": self.winner, "scores": list(self.scores)}

    def _generate_legal(self) -> list[str]:
        seat = self._to_act
        assert seat is not None
        if self.envido_status == IN_CHAIN:
            return ["quiero", "no-quiero", *envido_raises(self.envido_chain)]
        if self.truco_pending:
            legal = ["quiero", "no-quiero"]
            if self.truco_pending == 2 and self._may_open_envido(seat):
                legal.extend(ENVIDO_BIDS)
            return legal
        legal = [_PLAY[c] for c in self.hands[seat]]
        if self._may_open_envido(seat):
            legal.extend(ENVIDO_BIDS)
        if self.stake == 1:
            legal.append("truco")
        elif self.stake < 4 and self.raise_holder == seat:
            legal.append(TRUCO_CALLS[self.stake - 1])
        legal.append("mazo")
        return legal

    def _may_open_envido(self, seat: int) -> bool:
        return (
            self.envido_status == AVAILABLE
            and len(self.tricks) == 1
            and len(self.hands[seat]) == 3
            and self.stake == 1
        )

    def _apply(self, action: str) -> list[Event]:
        events = self.pending_events = []
        seat = self._to_act
        assert seat is not None
        self.hand_actions.append([seat, action])
        played = _PLAYED_CARD.get(action)
        if played is not None:
            self._play(seat, played)
        elif action in ANSWERS:
            self._answer(seat, action == "quiero")
        elif action in ENVIDO_BIDS:
            self._bid_envido(seat, action)
        elif action in TRUCO_CALLS:
            self._call_truco(seat, action)
        else:  # mazo
            events.append({"type": "mazo", "seat": seat})
            self._end_hand(winner=1 - seat, points=self.stake, reason="mazo")
        self.pending_events = []
        return events

    # -- cards and tricks ---------------------------------------------------------

    def _play(self, seat: int, c: int) -> None:
        self.hands[seat].remove(c)
        trick = self.tricks[-1]
        trick["cards"][seat] = c
        self.pending_events.append({"type": "play", "seat": seat, "card": CODES[c], "trick": len(self.tricks)})
        other = 1 - seat
        if trick["cards"][other] is None:
            self._turn = self._to_act = other
            return
        difference = TIER[trick["cards"][0]] - TIER[trick["cards"][1]]
        winner = None if difference == 0 else (0 if difference > 0 else 1)
        trick["winner"] = winner
        self.trick_results.append(winner)
        self.pending_events.append({"type": "trick", "trick": len(self.tricks), "winner": winner})
        hand_winner = self._hand_winner()
        if hand_winner is not None:
            self._end_hand(winner=hand_winner, points=self.stake, reason="tricks")
        else:
            self._new_trick(leader=trick["leader"] if winner is None else winner)
            self._to_act = self._turn

    def _hand_winner(self) -> int | None:
        """The winner once the tricks decide the hand, else None (docs/rules/truco.md, 1.2.3)."""
        results = self.trick_results
        for seat in (0, 1):
            if results.count(seat) == 2:
                return seat
        decisive = [r for r in results if r is not None]
        if len(results) == 2 and len(decisive) == 1:
            return decisive[0]
        if len(results) == 3:
            return decisive[0] if decisive else self.mano
        return None

    # -- bets --------------------------------------------------------------------

    def _record_call(self, seat: int, call: str) -> None:
        self.calls.append({"seat": seat, "call": call})
        self.pending_events.append({"type": "call", "seat": seat, "call": call})

    def _bid_envido(self, seat: int, bid: str) -> None:
        self._record_call(seat, bid)
        self.envido_status = IN_CHAIN
        self.envido_chain.append(bid)
        self.envido_last_bidder = seat
        self._to_act = 1 - seat

    def _call_truco(self, seat: int, call: str) -> None:
        self._record_call(seat, call)
        self.truco_pending = self.stake + 1
        self.truco_caller = seat
        self._to_act = 1 - seat

    def _answer(self, seat: int, accept: bool) -> None:
        self.calls.append({"seat": seat, "call": "quiero" if accept else "no-quiero"})
        if self.envido_status == IN_CHAIN:
            self.pending_events.append({"type": "answer", "seat": seat, "answer": "quiero" if accept else "no-quiero", "bet": "envido"})
            self._resolve_envido(accept)
            if self.winner is not None:
                return
            # A suspended truco is answered next by the player it was put to (docs/rules/truco.md, 1.2.6-d).
            self._to_act = 1 - self.truco_caller if self.truco_caller is not None else self._turn
            return
        self.pending_events.append({"type": "answer", "seat": seat, "answer": "quiero" if accept else "no-quiero", "bet": "truco"})
        level, caller = self.truco_pending, self.truco_caller
        assert caller is not None
        self.truco_pending = 0
        self.truco_caller = None
        if accept:
            self.stake = level
            self.raise_holder = seat
            if self.envido_status == AVAILABLE:
                self.envido_status = CLOSED
            self._to_act = self._turn
        else:
            self._end_hand(winner=caller, points=self.stake, reason="no-quiero")

    def _resolve_envido(self, accept: bool) -> None:
        bidder = self.envido_last_bidder
        assert bidder is not None
        accepted, declined = envido_chain_values(self.envido_chain, falta=TARGET - max(self.scores))
        self.envido_status = CLOSED
        if accept:
            mano, pie = self.mano, 1 - self.mano
            self.envido_shown = list(self.envido_values)
            winner = mano if self.envido_values[mano] >= self.envido_values[pie] else pie
            points = accepted
        else:
            winner, points = bidder, declined
        self.scores[winner] += points
        self.hand_points["envido"][winner] += points
        self.pending_events.append(
            {
                "type": "envido",
                "accepted": accept,
                "values": list(self.envido_shown) if accept else None,
                "winner": winner,
                "points": points,
                "scores": list(self.scores),
            }
        )
        if self.scores[winner] >= TARGET:
            self._finish_hand_record(reason="envido")
            self._end_match(winner)

    # -- end of hand and match ------------------------------------------------------

    def _end_hand(self, winner: int, points: int, reason: str) -> None:
        self.scores[winner] += points
        self.hand_points["truco"][winner] += points
        deal_scores = [self.hand_points["envido"][s] + self.hand_points["truco"][s] for s in (0, 1)]
        self.pending_events.append(
            {
                "type": "hand-end",
                "hand": self.hand_number,
                "winner": winner,
                "points": points,
                "reason": reason,
                "scores": list(self.scores),
                "deal_scores": deal_scores,
            }
        )
        self._finish_hand_record(reason=reason)
        if self.scores[winner] >= TARGET:
            self._end_match(winner)
        else:
            self._start_hand(dealer=1 - self.dealer, dealt=None)

    def _finish_hand_record(self, reason: str) -> None:
        self.history.append(
            {
                "hand": self.hand_number,
                "dealer": self.dealer,
                "envido": list(self.hand_points["envido"]),
                "truco": list(self.hand_points["truco"]),
                "reason": reason,
                "scores": list(self.scores),
            }
        )

    def _end_match(self, winner: int) -> None:
        self.winner = winner
        self._to_act = None
        self.truco_pending = 0
        self.pending_events.append({"type": "match-end", "winner": winner, "scores": list(self.scores)})

    # -- observation ----------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        self.check_seat(seat)
        pending: dict[str, Any] | None = None
        if self.envido_status == IN_CHAIN:
            pending = {"bet": "envido", "call": self.envido_chain[-1], "caller": self.envido_last_bidder}
        elif self.truco_pending:
            pending = {"bet": "truco", "call": TRUCO_CALLS[self.truco_pending - 2], "caller": self.truco_caller}
        observation: Observation = {
            "game": self.name,
            "seat": seat,
            "to_act": self._to_act,
            "hand": [CODES[c] for c in self.hands[seat]],
            "envido_points": self.envido_values[seat],
            "scores": list(self.scores),
            "target": TARGET,
            "hand_number": self.hand_number,
            "dealer": self.dealer,
            "mano": self.mano,
            "turn": self._turn if self.winner is None else None,
            "hand_sizes": [len(self.hands[0]), len(self.hands[1])],
            "tricks": [
                {
                    "leader": t["leader"],
                    "cards": [None if c is None else CODES[c] for c in t["cards"]],
                    "winner": t["winner"],
                    "done": t["cards"][0] is not None and t["cards"][1] is not None,
                }
                for t in self.tricks
            ],
            "stake": self.stake,
            "raise_holder": self.raise_holder,
            "pending": pending,
            "suspended_truco": (
                {"call": TRUCO_CALLS[self.truco_pending - 2], "caller": self.truco_caller}
                if self.truco_pending and self.envido_status == IN_CHAIN
                else None
            ),
            "envido": {
                "status": self.envido_status,
                "chain": list(self.envido_chain),
                "values": None if self.envido_shown is None else list(self.envido_shown),
            },
            "calls": [dict(c) for c in self.calls],
            "actions": [list(a) for a in self.hand_actions],
            "hand_points": {"envido": list(self.hand_points["envido"]), "truco": list(self.hand_points["truco"])},
            "history": [dict(h, envido=list(h["envido"]), truco=list(h["truco"]), scores=list(h["scores"])) for h in self.history],
            "is_over": self.winner is not None,
            "result": self.result,
        }
        if self.winner is not None:
            observation["hands"] = [[CODES[c] for c in cards] for cards in self.dealt]
            observation["seed"] = self.seed
        return observation

    # -- explanations ---------------------------------------------------------------

    def _explain(self, action: object) -> IllegalAction:
        return _Explainer(self, action).error()


_ = gettext_noop


class _Explainer:
    """Finds the player's reason why an action is not legal now (slow path only)."""

    def __init__(self, game: TrucoGame, action: object) -> None:
        self.game = game
        self.action = action

    def error(self) -> IllegalAction:
        g, action = self.game, self.action
        if g.winner is not None:
            return IllegalAction(_("The match is over."), "game-over")
        if not isinstance(action, str):
            return IllegalAction(_("An action is a text such as 'play 7O', 'envido' or 'quiero'."), "malformed")
        seat = g.to_act
        assert seat is not None
        words = action.split()
        if words and words[0] == "play":
            if len(words) != 2:
                return IllegalAction(_("Say which card to play, for example 'play 7O'."), "malformed")
            if words[1] not in INDEX:
                return IllegalAction(_("{card} is not a card of the Truco deck."), "unknown-card", card=words[1])
            pending = self._pending()
            if pending:
                return pending
            return IllegalAction(_("You do not hold {card}."), "not-in-hand", card=words[1])
        if action in ENVIDO_BIDS:
            return self._envido_reason(seat, action)
        if action in TRUCO_CALLS:
            return self._truco_reason(seat, action)
        if action in ANSWERS:
            return IllegalAction(_("There is no bet to answer."), "nothing-to-answer")
        if action == "mazo":
            return IllegalAction(_("You cannot go to the deck while a bet awaits your answer: say no-quiero instead."), "mazo-pending")
        return IllegalAction(_("Unknown action: {action}."), "unknown-action", action=action)

    def _pending(self) -> IllegalAction | None:
        g = self.game
        if g.envido_status == IN_CHAIN:
            call = CALL_NAMES[g.envido_chain[-1]]
            if envido_raises(g.envido_chain):
                return IllegalAction(_("Answer the {call} first: quiero, no-quiero or a raise."), "answer-first", call=call)
            return IllegalAction(_("Answer the {call} first: quiero or no-quiero."), "answer-first", call=call)
        if g.truco_pending:
            return IllegalAction(
                _("Answer the {call} first: quiero or no-quiero."), "answer-first", call=CALL_NAMES[TRUCO_CALLS[g.truco_pending - 2]]
            )
        return None

    def _envido_reason(self, seat: int, bid: str) -> IllegalAction:
        g = self.game
        name = CALL_NAMES[bid]
        if g.envido_status == IN_CHAIN:
            chain = g.envido_chain
            if "falta-envido" in chain:
                return IllegalAction(_("Falta Envido cannot be raised: answer quiero or no-quiero."), "envido-grammar")
            if bid == "envido" and "real-envido" in chain:
                return IllegalAction(_("Envido cannot follow Real Envido."), "envido-grammar")
            if bid == "envido":
                return IllegalAction(_("Envido may be bid at most twice in a chain."), "envido-grammar")
            return IllegalAction(_("Real Envido may be bid only once in a chain."), "envido-grammar")
        if g.envido_status == CLOSED:
            if not g.envido_chain:
                return IllegalAction(
                    _("You cannot call {call}: the Truco was accepted, which closes the envido."), "envido-closed", call=name
                )
            return IllegalAction(_("You cannot call {call}: the envido has already been played this hand."), "envido-closed", call=name)
        if len(g.tricks) > 1:
            return IllegalAction(_("You cannot call {call}: the envido is only possible in the first trick."), "envido-closed", call=name)
        if len(g.hands[seat]) < 3:
            return IllegalAction(_("You cannot call {call}: you have already played your first card."), "envido-closed", call=name)
        return self._pending() or IllegalAction(_("You cannot call {call} now."), "not-now", call=name)

    def _truco_reason(self, seat: int, call: str) -> IllegalAction:
        g = self.game
        name = CALL_NAMES[call]
        if g.truco_pending and call != "truco" and seat != g.truco_caller:
            return IllegalAction(
                _("You cannot answer with {call}: say quiero or no-quiero now; the next raise is yours later, on your turn."),
                "no-counter-raise",
                call=name,
            )
        pending = self._pending()
        if pending:
            return pending
        level = TRUCO_CALLS.index(call) + 2
        if level <= g.stake:
            return IllegalAction(_("{call} has already been played this hand."), "already-called", call=name)
        if level > g.stake + 1:
            return IllegalAction(
                _("You cannot call {call} yet: {previous} comes first."), "not-yet", call=name, previous=CALL_NAMES[TRUCO_CALLS[g.stake - 1]]
            )
        return IllegalAction(_("You cannot call {call}: the raise belongs to your opponent."), "raise-not-yours", call=name)


def _parse_setup(setup: dict[str, Any]) -> tuple[int, list[list[int]], list[int]]:
    """Validate a fixed first deal: ``{"dealer", "hands", "scores"?}``."""
    if not isinstance(setup, dict):
        raise ValueError("A Truco setup is a dict with 'dealer', 'hands' and optionally 'scores'.")
    unknown = set(setup) - {"dealer", "hands", "scores"}
    if unknown:
        raise ValueError(f"Unknown setup keys: {', '.join(sorted(unknown))}.")
    dealer = setup.get("dealer")
    if dealer not in (0, 1) or isinstance(dealer, bool):
        raise ValueError("The setup's dealer must be seat 0 or 1.")
    hands = setup.get("hands")
    if not isinstance(hands, (list, tuple)) or len(hands) != 2:
        raise ValueError("The setup needs 'hands': two hands of three cards.")
    dealt = []
    for hand in hands:
        if not isinstance(hand, (list, tuple)) or len(hand) != 3:
            raise ValueError("Each hand of the setup has exactly three cards.")
        dealt.append([card(code) for code in hand])
    if len({*dealt[0], *dealt[1]}) != 6:
        raise ValueError("The six dealt cards must all be different.")
    scores = setup.get("scores", [0, 0])
    if (
        not isinstance(scores, (list, tuple))
        or len(scores) != 2
        or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < TARGET for s in scores)
    ):
        raise ValueError(f"The setup's scores are two whole numbers from 0 to {TARGET - 1}.")
    return dealer, dealt, list(scores)


__all__ = ["TrucoGame", "IllegalAction", "envido_chain_values", "envido_raises", "score_label"]
