"""Truco players: Low plays by rules of thumb, High infers and solves.

Both are functions ``choose(observation, legal_actions, rng) -> action`` of
the observation alone.

* **Low** looks at its own cards and the table: envido from its envido
  points, truco from how many strong cards it holds and the tricks so far,
  with a small bluff rate drawn from ``rng``; it plays the cheapest card that
  wins the trick, else its lowest card.
* **High** lists every three-card hand the opponent may hold (the unseen
  cards, filtered by the cards played and by the envido values shown on a
  ``quiero``), weights each by how likely the opponent's calls, answers and
  silences were with it, and solves the remaining tricks of each exactly
  (minimax over at most three tricks, pardas included). Bets and answers
  compare expected match equity: the chance of winning the match from the
  scores after each outcome, so that points near 30 count for what they are.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["1E", "1B", "7O"], ["4C", "5O", "6B"]]})
>>> for action in ("play 7O", "truco"):
...     _ = g.apply(action)
>>> choose_high(g.observation(0), g.legal_actions(), random.Random(0))
'quiero'
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from cardavia.games.truco.cards import CODES, INDEX, TIER, envido_of
from cardavia.games.truco.engine import ENVIDO_BIDS, TARGET, TRUCO_CALLS, envido_chain_values
from cardavia.games.truco.sampling import consistent_hands

Observation = dict[str, Any]
Tiers = tuple[int, ...]  # trick powers of the cards a player holds, sorted
Results = tuple[int, ...]  # finished tricks from one player's side: 1 won, -1 lost, 0 parda

# -- reading the observation ---------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """The current hand as one seat sees it, in card numbers and trick powers."""

    seat: int
    hand: tuple[int, ...]  # cards still held
    dealt: tuple[int, ...]  # the three cards dealt, played ones included
    opponent_played: tuple[int, ...]  # in the order played
    results: Results  # finished tricks, from this seat's side
    i_am_mano: bool
    my_turn: bool  # this seat is due to play the next card
    on_table: int  # power of the card the player due to play must answer; 0 when he leads
    mine: int  # my score
    theirs: int  # the opponent's score

    @property
    def tiers(self) -> Tiers:
        return tuple(sorted(TIER[c] for c in self.hand))


def read(observation: Observation) -> Table:
    """The :class:`Table` of an observation."""
    seat = observation["seat"]
    other = 1 - seat
    hand = tuple(INDEX[code] for code in observation["hand"])
    mine_played: list[int] = []
    theirs_played: list[int] = []
    results: list[int] = []
    for trick in observation["tricks"]:
        mine_card, their_card = trick["cards"][seat], trick["cards"][other]
        if mine_card is not None:
            mine_played.append(INDEX[mine_card])
        if their_card is not None:
            theirs_played.append(INDEX[their_card])
        if trick["done"]:
            results.append(0 if trick["winner"] is None else 1 if trick["winner"] == seat else -1)
    current = observation["tricks"][-1]
    turn = observation["turn"]
    # The card already on the table in the current trick, which the player due to play must answer.
    waiting = current["cards"][1 - turn] if not current["done"] and turn is not None else None
    return Table(
        seat=seat,
        hand=hand,
        dealt=tuple(mine_played) + hand,
        opponent_played=tuple(theirs_played),
        results=tuple(results),
        i_am_mano=observation["mano"] == seat,
        my_turn=turn == seat,
        on_table=0 if waiting is None else TIER[INDEX[waiting]],
        mine=observation["scores"][seat],
        theirs=observation["scores"][other],
    )


# -- the tricks, solved ----------------------------------------------------------------


def hand_decided(results: Results, mano: bool) -> int:
    """1 when the hand is won, 0 when lost, -1 while undecided, from one side (docs/rules/truco.md, 1.2.3).

    >>> hand_decided((1, 1), False), hand_decided((0, -1), True), hand_decided((1, -1), True)
    (1, 0, -1)
    >>> hand_decided((0, 0, 0), True), hand_decided((-1, 1, 0), True)
    (1, 0)
    """
    if results.count(1) == 2:
        return 1
    if results.count(-1) == 2:
        return 0
    if len(results) == 2 and (results[0] == 0) != (results[1] == 0):
        return 1 if (results[0] or results[1]) == 1 else 0
    if len(results) == 3:
        decisive = next((r for r in results if r), 0)
        return 1 if decisive == 1 or (decisive == 0 and mano) else 0
    return -1


def _without(tiers: Tiers, tier: int) -> Tiers:
    i = tiers.index(tier)
    return tiers[:i] + tiers[i + 1 :]


def _flip(results: Results) -> Results:
    return tuple(-r for r in results)


@lru_cache(maxsize=1 << 18)
def wins(mover: Tiers, other: Tiers, results: Results, mover_mano: bool, on_table: int) -> int:
    """1 when the player due to play wins the hand with both playing perfectly, else 0.

    ``mover`` plays next, answering the other's card of power ``on_table``
    (0 when he leads); ``results`` are the finished tricks from his side.

    >>> wins((1, 10, 14), (2, 3, 13), (), True, 0)  # 1E, a 3 and a 4 against 1B, a 5 and a 6: lead the 4
    1
    >>> wins((1, 10, 14), (2, 12, 13), (), True, 0)  # against 7E, 1B and a 5 the 3 wins no trick
    0
    >>> wins((3,), (3,), (1, -1), False, 0)  # the parda in trick 3 goes to the first trick's winner
    1
    """
    return max(after_card(mover, other, results, mover_mano, on_table, tier) for tier in set(mover))


def after_card(mover: Tiers, other: Tiers, results: Results, mover_mano: bool, on_table: int, tier: int) -> int:
    """The perfect-play result for the mover (1 or 0) once he plays a card of ``tier``."""
    rest = _without(mover, tier)
    if not on_table:
        # The other answers the led card.
        return 1 - wins(other, rest, _flip(results), not mover_mano, tier)
    result = (tier > on_table) - (tier < on_table)
    now = results + (result,)
    decided = hand_decided(now, mover_mano)
    if decided >= 0:
        return decided
    if result == 1:
        return wins(rest, other, now, mover_mano, 0)
    # The winner of the trick leads; after a parda, whoever led it (the other) leads again.
    return 1 - wins(other, rest, _flip(now), not mover_mano, 0)


# -- what a hand is worth to the one who holds it -------------------------------------------

#: Chance that a card of each power beats a random other card (a parda counts half).
_COUNT = [TIER.count(t) for t in range(15)]
BEAT: tuple[float, ...] = tuple(
    (sum(_COUNT[:t]) + 0.5 * max(0, _COUNT[t] - 1)) / 39 if t else 0.0 for t in range(15)
)


def strength(tiers: Tiers, results: Results) -> float:
    """A quick guess of the chance to win the hand, as its holder sees it (no inference).

    Each remaining card is taken to beat a random card with probability
    :data:`BEAT`, independently; the tricks still needed follow from
    ``results`` (pardas are ignored but for who needs what).

    >>> round(strength((10, 12, 14), ()), 2), round(strength((1, 2, 3), ()), 2)
    (0.99, 0.05)
    >>> round(strength((7, 10), (1,)), 2), round(strength((7, 10), (-1,)), 2)
    (0.94, 0.52)
    """
    beats = sorted((BEAT[t] for t in tiers), reverse=True)
    if not beats:
        return 0.0
    best = beats[0]
    if not results:  # two tricks of three
        p1, p2, p3 = (beats + [0.0, 0.0])[:3]
        return p1 * p2 + p1 * p3 + p2 * p3 - 2 * p1 * p2 * p3
    if len(results) == 1:
        if results[0] == 1:  # one more trick, or a parda
            return 1 - math.prod(1 - b for b in beats)
        if results[0] == -1:  # both remaining tricks
            return math.prod(beats[:2])
        return best  # after a parda the next decisive trick decides
    # Trick 3: a split goes to the first trick's winner on a parda; two pardas, to the winner of this one.
    return min(1.0, best + 0.05) if results[0] == 1 else best


# -- match equity ----------------------------------------------------------------------------


def _equity_table(edge: float) -> list[list[float]]:
    """Chance of winning the match from scores (a, b), one hand at a time.

    A rough model of a hand: one side scores 1 to 5 points with the weights
    below (the usual spread of envido plus truco); the side counted by ``a``
    takes the hand with probability ``edge``.
    """
    spread = {1: 0.35, 2: 0.3, 3: 0.17, 4: 0.1, 5: 0.08}
    table = [[0.0] * (TARGET + 1) for _ in range(TARGET + 1)]
    for a in range(TARGET, -1, -1):
        for b in range(TARGET, -1, -1):
            if a >= TARGET:
                table[a][b] = 1.0
            elif b >= TARGET:
                table[a][b] = 0.0
            else:
                table[a][b] = sum(
                    w * (edge * table[min(a + k, TARGET)][b] + (1 - edge) * table[a][min(b + k, TARGET)])
                    for k, w in spread.items()
                )
    return table


#: High expects to be the stronger player, which makes it shun gambles that
#: an even match would welcome (an early falta envido at 50-50, say). In the
#: arena 0.7 did best against both Low and random (of 0.6, 0.7 and 0.8).
HIGH_EDGE = 0.7
_EQUITY = _equity_table(HIGH_EDGE)


def equity(mine: int, theirs: int) -> float:
    """High's chance of winning the match with these scores.

    >>> round(equity(0, 0), 2), equity(30, 12), equity(12, 30)
    (0.97, 1.0, 0.0)
    >>> equity(20, 10) > equity(10, 10) > equity(10, 20)
    True
    """
    if mine >= TARGET:
        return 1.0
    if theirs >= TARGET:
        return 0.0
    return _EQUITY[mine][theirs]


def _final_score_table(edge: float) -> list[list[float]]:
    """The expected final score of the side counted by ``a`` from scores (a, b), in the model
    of :func:`_equity_table` (a winner's score counts as 30: the few points past it are ignored)."""
    spread = {1: 0.35, 2: 0.3, 3: 0.17, 4: 0.1, 5: 0.08}
    table = [[0.0] * (TARGET + 1) for _ in range(TARGET + 1)]
    for a in range(TARGET, -1, -1):
        for b in range(TARGET, -1, -1):
            if a >= TARGET:
                table[a][b] = float(TARGET)
            elif b >= TARGET:
                table[a][b] = float(a)
            else:
                table[a][b] = sum(
                    w * (edge * table[min(a + k, TARGET)][b] + (1 - edge) * table[a][min(b + k, TARGET)])
                    for k, w in spread.items()
                )
    return table


_FINAL_SCORE = _final_score_table(HIGH_EDGE)


def score_when_losing(mine: int, theirs: int) -> float:
    """The score High expects to end the match on if it loses it, from these scores.

    >>> score_when_losing(0, 29) < score_when_losing(20, 29) <= 29
    True
    """
    if mine >= TARGET or theirs >= TARGET:
        return float(min(mine, TARGET))
    chance = equity(mine, theirs)
    if chance >= 1.0:
        return float(mine)
    return (_FINAL_SCORE[mine][theirs] - TARGET * chance) / (1.0 - chance)


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


# -- Low -------------------------------------------------------------------------------------

LOW_BLUFF = 0.06  # how often Low calls or accepts against its own rules


def choose_low(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """Low: thresholds on its own envido points and cards, a small bluff rate, cheap play.

    >>> from cardavia import games
    >>> g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["7O", "6O", "1E"], ["4B", "5C", "6E"]]})
    >>> choose_low(g.observation(0), g.legal_actions(), random.Random(3))
    'real-envido'
    """
    if len(legal_actions) == 1:
        return legal_actions[0]
    table = read(observation)
    pending = observation["pending"]
    points = observation["envido_points"]
    bluff = rng.random() < LOW_BLUFF
    if pending is not None and pending["bet"] == "envido":
        return _low_envido_answer(observation, legal_actions, table, points, bluff)
    opens = [bid for bid in ENVIDO_BIDS if bid in legal_actions]
    if opens:
        threshold = 26 if table.i_am_mano else 27
        if points >= 32 and table.theirs >= 20:
            return "falta-envido"
        if points >= 30:
            return "real-envido"
        if points >= threshold or (bluff and points < 20):
            return "envido"
    strong = _low_truco_strength(table)
    if pending is not None and pending["bet"] == "truco":
        level = TRUCO_CALLS.index(pending["call"]) + 2
        must_accept = table.theirs + level - 1 >= TARGET
        wanted = {2: 0.5, 3: 0.62, 4: 0.72}[level]
        return "quiero" if must_accept or strong >= wanted or bluff else "no-quiero"
    for call, needed in (("truco", 0.66), ("retruco", 0.78), ("vale-cuatro", 0.88)):
        if call in legal_actions and (strong >= needed or (bluff and call == "truco")):
            return call
    return _low_card(table)


def _low_envido_answer(observation: Observation, legal: list[str], table: Table, points: int, bluff: bool) -> str:
    falta = TARGET - max(table.mine, table.theirs)
    accepted, declined = envido_chain_values(observation["envido"]["chain"], falta)
    if table.theirs + declined >= TARGET:
        return "quiero"
    if points >= 31 and "real-envido" in legal:
        return "real-envido"
    threshold = 24 if accepted <= 2 else 27 if accepted <= 5 else 29
    if table.i_am_mano:
        threshold -= 1
    return "quiero" if points >= threshold or bluff else "no-quiero"


def _low_truco_strength(table: Table) -> float:
    """A rough chance of winning the hand from Low's own cards and the tricks so far."""
    tiers = table.tiers
    if table.my_turn and table.on_table:
        # A card that wins this trick may settle the hand.
        for tier in tiers:
            if tier > table.on_table and hand_decided(table.results + (1,), table.i_am_mano) == 1:
                return 1.0
    return strength(tiers, table.results)


def _low_card(table: Table) -> str:
    by_power = sorted(table.hand, key=lambda c: TIER[c])
    if table.on_table:
        winners = [c for c in by_power if TIER[c] > table.on_table]
        choice = winners[0] if winners else by_power[0]
    elif table.results and table.results[-1] == 0:
        choice = by_power[-1]  # after a parda the next trick decides: lead the best
    else:
        choice = by_power[0]
    return f"play {CODES[choice]}"


# -- High: what the opponent may hold ---------------------------------------------------------------

Worlds = dict[tuple[Tiers, int], float]  # (powers of his hidden cards, his envido value) -> weight


def belief(observation: Observation, table: Table) -> Worlds:
    """Every hand the opponent may hold, weighted by how well it explains his actions.

    Hands are enumerated exactly from the unseen cards, filtered by the cards
    he played and by his envido value when it was shown, and grouped by what
    the decisions need: the powers of the cards he still hides and his envido
    value. Each group's weight is its number of hands times the likelihood of
    his calls, answers and silences this hand (see :class:`OpponentModel`).
    """
    shown = observation["envido"]["values"]
    counts = candidate_counts(table.dealt, table.opponent_played, None if shown is None else shown[1 - table.seat])
    model = OpponentModel(observation["actions"], table)
    worlds = {key: count * model.likelihood(*key) for key, count in counts.items()}
    if sum(worlds.values()) <= 0:  # nothing explains his play: fall back on the cards alone
        worlds = {key: float(count) for key, count in counts.items()}
    return worlds


@lru_cache(maxsize=64)
def candidate_counts(dealt: tuple[int, ...], played: tuple[int, ...], shown: int | None) -> dict[tuple[Tiers, int], int]:
    """How many opponent hands give each (powers of his hidden cards, envido value).

    ``dealt`` are my three cards, ``played`` the opponent's played cards,
    ``shown`` his envido value if a showdown revealed it; the hands are the
    engine's (:func:`cardavia.games.truco.sampling.consistent_hands`).

    >>> counts = candidate_counts((0, 1, 2), (), None)
    >>> sum(counts.values())  # C(37, 3)
    7770
    >>> sum(candidate_counts((0, 1, 2), (), 33).values())  # a 7 and 6 of one suit, and any third card
    140
    """
    counts: dict[tuple[Tiers, int], int] = {}
    for hand in consistent_hands(tuple(sorted(dealt)), played, shown):
        hidden = [c for c in hand if c not in played]
        key = (tuple(sorted(TIER[c] for c in hidden)), _envido(hand))
        counts[key] = counts.get(key, 0) + 1
    return counts


#: The envido value of a three-card hand (a tuple of card numbers), remembered.
_envido = cache(envido_of)


#: Envido value around which a player makes each bid, and accepts it.
BID_CENTRE = {"envido": 24.0, "real-envido": 27.0, "falta-envido": 29.0}
ACCEPT_CENTRE = {"envido": 25.0, "real-envido": 27.0, "falta-envido": 29.0}
#: Hand strength (see :func:`strength`) around which a player accepts each truco level.
TRUCO_ACCEPT_CENTRE = {2: 0.5, 3: 0.6, 4: 0.7}


class OpponentModel:
    """How likely the opponent's actions of this hand were, given his hand.

    The actions are replayed to know, for each of his decisions, what he knew:
    the cards he still held and the tricks so far. Bets suggest strength;
    declines and silences (playing a card when he could have opened envido
    or called truco) suggest weakness. Every factor keeps a floor, because
    people bluff and some players bet at random.
    """

    def __init__(self, actions: list[list[Any]], table: Table) -> None:
        self.opponent = 1 - table.seat
        self.played_tiers = [TIER[c] for c in table.opponent_played]
        #: Factors on his envido value: (kind, bid or answer).
        self.envido_steps: list[str] = []
        #: Factors on his cards: (kind, truco level, how many of his played cards he had played, tricks from his side).
        self.truco_steps: list[tuple[str, int, int, Results]] = []
        self._replay(actions)
        self._truco_cache: dict[Tiers, float] = {}

    def _replay(self, actions: list[list[Any]]) -> None:
        envido_status = "available"
        stake = 1
        on_table: dict[int, int] = {}
        results: list[int] = []  # from his side
        played = 0
        for seat, action in actions:
            if seat == self.opponent:
                could_open = envido_status == "available" and stake == 1 and played == 0
                envido_answer = envido_status == "in-chain" and action in ("quiero", "no-quiero")
                if action in ENVIDO_BIDS:
                    self.envido_steps.append(action)
                elif envido_answer:
                    self.envido_steps.append(action)
                elif could_open:
                    self.envido_steps.append("silent")
                if action in TRUCO_CALLS:
                    self.truco_steps.append(("call", stake + 1, played, tuple(results)))
                elif action == "quiero" and not envido_answer:
                    self.truco_steps.append(("quiero", stake + 1, played, tuple(results)))
                elif action.startswith("play ") and stake == 1:
                    self.truco_steps.append(("silent", 2, played, tuple(results)))
            if action.startswith("play "):
                on_table[seat] = TIER[INDEX[action[5:]]]
                if seat == self.opponent:
                    played += 1
                if len(on_table) == 2:
                    difference = on_table[self.opponent] - on_table[1 - self.opponent]
                    results.append((difference > 0) - (difference < 0))
                    on_table = {}
            elif action in ENVIDO_BIDS:
                envido_status = "in-chain"
            elif action in ("quiero", "no-quiero"):
                if envido_status == "in-chain":
                    envido_status = "closed"
                elif action == "quiero":
                    stake += 1
                    envido_status = "closed" if envido_status == "available" else envido_status

    def likelihood(self, hidden: Tiers, envido: int) -> float:
        weight = 1.0
        for step in self.envido_steps:
            if step in ENVIDO_BIDS:
                weight *= 0.15 + 0.85 * _sigmoid((envido - BID_CENTRE[step]) / 2.0)
            elif step == "no-quiero":
                weight *= 1.0 - 0.8 * _sigmoid((envido - 26.0) / 1.5)
            elif step == "quiero":
                weight *= 0.2 + 0.8 * _sigmoid((envido - 24.0) / 2.0)
            else:  # silent while he could open
                weight *= 1.0 - 0.6 * _sigmoid((envido - 27.0) / 1.5)
        if self.truco_steps:
            cached = self._truco_cache.get(hidden)
            if cached is None:
                cached = self._truco_cache[hidden] = self._truco_likelihood(hidden)
            weight *= cached
        return weight

    def _truco_likelihood(self, hidden: Tiers) -> float:
        weight = 1.0
        for kind, level, played, results in self.truco_steps:
            held = tuple(sorted(hidden + tuple(self.played_tiers[played:])))
            q = strength(held, results)
            if kind == "call":
                weight *= 0.2 + 0.8 * _sigmoid((q - TRUCO_ACCEPT_CENTRE[level] - 0.1) / 0.1)
            elif kind == "quiero":
                weight *= 0.25 + 0.75 * _sigmoid((q - TRUCO_ACCEPT_CENTRE[level]) / 0.1)
            else:  # played a card when he could have called truco
                weight *= 1.0 - 0.3 * _sigmoid((q - 0.75) / 0.1)
        return weight


# -- High: decisions -------------------------------------------------------------------------------


def choose_high(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    """High: exact inference on the opponent's hand, exact trick solving, equity-based bets.

    Deterministic: it needs no randomness (``rng`` is accepted for the protocol).
    """
    if len(legal_actions) == 1:
        return legal_actions[0]
    decision = _HighDecision(observation, legal_actions)
    return decision.choose()


def analyse_high(observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None = None) -> Any:
    """High's :class:`~cardavia.ai.analysis.Valuation` of a decision: it decides as
    :func:`choose_high` does and values every legal action on one scale.

    High compares match equity (its chance of winning the match). Each action's
    equity becomes a final score honestly enough to compare: ``30 x equity +
    (1 - equity) x`` the score it expects to end on when it loses, from the
    current scores (:func:`score_when_losing`, the same for every action of a
    decision, so that the order of the actions is the order of their equity).
    Envido bids and answers are valued as the envido's change of equity added
    to the equity of playing the hand on. ``win`` is the chance of taking the
    hand's truco points (the tricks, or a bet the opponent declines). The
    search is exact: ``rng`` and ``budget`` change nothing.
    """
    from .analysis import POINTS, Valuation

    decision = _HighDecision(observation, legal_actions)
    best = legal_actions[0] if len(legal_actions) == 1 else decision.choose()
    equities, wins = decision.options()
    table = decision.table
    losing = score_when_losing(table.mine, table.theirs)
    values = {action: TARGET * e + (1.0 - e) * losing for action, e in equities.items()}
    facts = {"envido": decision.my_envido, "hand_win": decision.win_chance(), "stake": decision.stake}
    return Valuation(best, values, dict(wins), POINTS, facts)


class _HighDecision:
    def __init__(self, observation: Observation, legal: list[str]) -> None:
        self.observation = observation
        self.legal = legal
        self.table = table = read(observation)
        self.worlds = belief(observation, table)
        self.total = sum(self.worlds.values())
        self.my_envido: int = observation["envido_points"]
        self.stake: int = observation["stake"]

    def choose(self) -> str:
        pending = self.observation["pending"]
        if pending is not None and pending["bet"] == "envido":
            return self._answer_envido()
        opening = self._best_envido_opening()
        if opening is not None:
            return opening
        if pending is not None:
            return self._answer_truco(TRUCO_CALLS.index(pending["call"]) + 2)
        for call in TRUCO_CALLS:
            if call in self.legal and self._should_raise():
                return call
        return self._best_card()

    def options(self) -> tuple[dict[str, float], dict[str, float]]:
        """Every legal action's match equity and its chance of taking the hand's truco points.

        The same quantities :meth:`choose` compares: a bet's equity with the
        opponent's answer weighed as High expects it, a card's from the tricks
        solved in every world. An envido action is worth the envido's gain in
        equity over the equity of playing the hand on.
        """
        stake = self.stake
        pending = self.observation["pending"]
        hand_win = self.win_chance()
        equity_of: dict[str, float] = {}
        win_of: dict[str, float] = {}
        if pending is not None and pending["bet"] == "truco":
            level = TRUCO_CALLS.index(pending["call"]) + 2
            equity_of["quiero"] = hand_win * self._equity(level, 0) + (1 - hand_win) * self._equity(0, level)
            equity_of["no-quiero"] = self._equity(0, level - 1)
            win_of.update({"quiero": hand_win, "no-quiero": 0.0})
            for action in self.legal:  # a raise in answer: he accepts or declines as his cards suggest
                if action in TRUCO_CALLS:
                    equity_of[action], win_of[action] = self._raise_value(level, level + 1)
        else:
            for action in self.legal:
                if action.startswith("play "):
                    p = self._card_win(INDEX[action[5:]])
                    equity_of[action] = p * self._equity(stake, 0) + (1 - p) * self._equity(0, stake)
                    win_of[action] = p
                elif action in TRUCO_CALLS:
                    equity_of[action], win_of[action] = self._raise_value(stake, stake + 1)
                elif action == "mazo":
                    equity_of[action], win_of[action] = self._equity(0, stake), 0.0
        # The envido: its change of equity, on top of playing the hand on as well as High can.
        envido_actions = [a for a in self.legal if a not in equity_of]
        if envido_actions:
            play_on = hand_win * self._equity(stake, 0) + (1 - hand_win) * self._equity(0, stake)
            after = max(equity_of.values(), default=play_on)
            base = self._equity(0, 0)
            for action, envido_equity in self._envido_options(envido_actions).items():
                equity_of[action] = after + envido_equity - base
                win_of[action] = hand_win
        return equity_of, win_of

    def _envido_options(self, actions: list[str]) -> dict[str, float]:
        """The equity of each envido action, the envido alone (as :meth:`choose` weighs them)."""
        distribution = self._envido_distribution()
        pending = self.observation["pending"]
        if pending is not None and pending["bet"] == "envido":
            chain = list(self.observation["envido"]["chain"])
            accepted, declined = envido_chain_values(chain, self._falta())
            options = {
                "quiero": sum(p * self._showdown(envido, accepted) for envido, p in distribution.items()),
                "no-quiero": self._equity(0, declined),
            }
            for bid in actions:
                if bid in ENVIDO_BIDS:
                    options[bid] = self._bid_value(chain + [bid], distribution)
            return {action: options[action] for action in actions}
        return {bid: self._bid_value([bid], distribution) for bid in actions}

    def _card_win(self, card: int) -> float:
        t = self.table
        return sum(
            p * after_card(t.tiers, theirs, t.results, t.i_am_mano, t.on_table, TIER[card]) for theirs, p in self._groups().items()
        )

    def _raise_value(self, stake: int, level: int) -> tuple[float, float]:
        """Equity and chance of taking the hand when raising from ``stake`` to ``level``, as in
        :meth:`_should_raise` (he accepts with a strong hand, else declines)."""
        centre = TRUCO_ACCEPT_CENTRE[level]
        flipped = _flip(self.table.results)
        value = win = 0.0
        for theirs, p in self._groups().items():
            won = self._wins_in(theirs)
            at_level = self._equity(level, 0) if won else self._equity(0, level)
            accepts = _sigmoid((strength(theirs, flipped) - centre) / 0.1)
            value += p * (accepts * at_level + (1 - accepts) * self._equity(stake, 0))
            win += p * (accepts * won + (1 - accepts))
        return value, win

    # -- equity of outcomes

    def _equity(self, gain: int, loss: int) -> float:
        """Match equity after I score ``gain`` and the opponent ``loss``."""
        return equity(self.table.mine + gain, self.table.theirs + loss)

    def _showdown(self, their_envido: int, points: int) -> float:
        mine = self.my_envido
        if mine > their_envido or (mine == their_envido and self.table.i_am_mano):
            return self._equity(points, 0)
        return self._equity(0, points)

    def _envido_distribution(self) -> dict[int, float]:
        distribution: dict[int, float] = {}
        for (_, envido), weight in self.worlds.items():
            distribution[envido] = distribution.get(envido, 0.0) + weight / self.total
        return distribution

    def _falta(self) -> int:
        return TARGET - max(self.table.mine, self.table.theirs)

    # -- envido

    def _bid_value(self, chain: list[str], distribution: dict[int, float]) -> float:
        """Equity of bidding ``chain[-1]``: he accepts (showdown) or declines (I take the declined value)."""
        accepted, declined = envido_chain_values(chain, self._falta())
        centre = ACCEPT_CENTRE[chain[-1]]
        value = 0.0
        for envido, p in distribution.items():
            accepts = _sigmoid((envido - centre) / 1.5)
            value += p * (accepts * self._showdown(envido, accepted) + (1 - accepts) * self._equity(declined, 0))
        return value

    def _answer_envido(self) -> str:
        chain = list(self.observation["envido"]["chain"])
        accepted, declined = envido_chain_values(chain, self._falta())
        distribution = self._envido_distribution()
        options = {
            "quiero": sum(p * self._showdown(envido, accepted) for envido, p in distribution.items()),
            "no-quiero": self._equity(0, declined),
        }
        for bid in ENVIDO_BIDS:
            if bid in self.legal:
                options[bid] = self._bid_value(chain + [bid], distribution)
        return max(options, key=lambda action: options[action])

    def _best_envido_opening(self) -> str | None:
        bids = [bid for bid in ENVIDO_BIDS if bid in self.legal]
        if not bids:
            return None
        distribution = self._envido_distribution()
        best, best_value = None, self._equity(0, 0) + 1e-4  # bid only for a real gain
        for bid in bids:
            value = self._bid_value([bid], distribution)
            if value > best_value:
                best, best_value = bid, value
        return best

    # -- truco

    def _groups(self) -> dict[Tiers, float]:
        grouped: dict[Tiers, float] = {}
        for (tiers, _), weight in self.worlds.items():
            grouped[tiers] = grouped.get(tiers, 0.0) + weight / self.total
        return grouped

    def _wins_in(self, theirs: Tiers) -> int:
        """1 when I win the hand in the world where he holds ``theirs`` (both playing perfectly)."""
        t = self.table
        if t.my_turn:
            return wins(t.tiers, theirs, t.results, t.i_am_mano, t.on_table)
        return 1 - wins(theirs, t.tiers, _flip(t.results), not t.i_am_mano, t.on_table)

    def win_chance(self) -> float:
        return sum(p * self._wins_in(theirs) for theirs, p in self._groups().items())

    def _answer_truco(self, level: int) -> str:
        p = self.win_chance()
        accept = p * self._equity(level, 0) + (1 - p) * self._equity(0, level)
        decline = self._equity(0, level - 1)
        return "quiero" if accept >= decline else "no-quiero"

    def _should_raise(self) -> bool:
        """Raise when the equity of calling (he accepts or declines, as his cards suggest) beats playing on."""
        stake, level = self.stake, self.stake + 1
        centre = TRUCO_ACCEPT_CENTRE[level]
        flipped = _flip(self.table.results)
        keep = call = 0.0
        sure = True
        for theirs, p in self._groups().items():
            won = self._wins_in(theirs)
            sure = sure and bool(won)
            play_on = self._equity(stake, 0) if won else self._equity(0, stake)
            at_level = self._equity(level, 0) if won else self._equity(0, level)
            accepts = _sigmoid((strength(theirs, flipped) - centre) / 0.1)
            keep += p * play_on
            call += p * (accepts * at_level + (1 - accepts) * self._equity(stake, 0))
        # A hand won in every world is a free raise: declining pays the same as playing on.
        return sure or call > keep + 1e-4

    # -- cards

    def _best_card(self) -> str:
        t = self.table
        groups = self._groups()
        mine = t.tiers
        best_card, best_value = None, -1.0
        # Weakest first, so that among equal chances the stronger cards are kept for later tricks.
        for card in sorted(t.hand, key=lambda c: TIER[c]):
            tier = TIER[card]
            value = sum(p * after_card(mine, theirs, t.results, t.i_am_mano, t.on_table, tier) for theirs, p in groups.items())
            if value > best_value + 1e-9:
                best_card, best_value = card, value
        assert best_card is not None
        return f"play {CODES[best_card]}"


PLAYERS = {"low": choose_low, "high": choose_high}
ANALYSE = analyse_high
