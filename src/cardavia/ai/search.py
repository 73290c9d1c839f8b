"""A High for any game: sampled worlds played out by the game's Low.

Built on the game contract alone (``games.sample_game``, ``clone``,
``legal_actions``, ``apply``, ``returns``), so that every game gets a High
with no code of its own. For each decision it deals the unseen cards at
random among the deals consistent with the observation (determinization),
tries every legal action in each such world, finishes the game with the
game's Low playing every seat, and keeps the action whose play-outs score
best for the deciding seat on average. Every action is tried in the same
worlds with the same play-out generator, so the comparison between actions
is paired and its noise small.

The work of a decision is its budget of simulated decisions (the moves
played in its play-outs), never the clock: the same observation, legal
actions and generator give the same decision on every machine. Worlds are
added while the budget lasts, from :data:`MIN_WORLDS` to :data:`MAX_WORLDS`
of them, so a long game gets fewer worlds and a short one more.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("truco", seed=2)
>>> high = SearchPlayer("truco", budget=2_000)
>>> high(g.observation(g.to_act), g.legal_actions(), random.Random(0)) in g.legal_actions()
True
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from cardavia import games

from .base import Player

#: Simulated decisions per decision, shared among the legal actions and the worlds.
DEFAULT_BUDGET = 6_000
#: Fewest and most worlds per decision, whatever the budget (a short game needs no more).
MIN_WORLDS = 2
MAX_WORLDS = 200


def utility(returns: list[float], seat: int) -> float:
    """What a play-out is worth to ``seat``: its return beyond the average of the other seats'.

    For a two-sided game this is the margin, for a partnership the team's margin (partners
    score alike), for a game where only the declaring side scores the defenders gain what
    the declarer loses.

    >>> utility([30.0, 12.0], 0), utility([60.0, 54.0, 60.0, 54.0], 1)
    (18.0, -4.0)
    """
    others = [value for index, value in enumerate(returns) if index != seat]
    return returns[seat] - sum(others) / len(others)


def play_out(game: games.Game, policy: Player, rng: random.Random) -> int:
    """Finish ``game`` with ``policy`` playing every seat; returns the decisions made."""
    moves = 0
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        game.apply(policy(game.observation(seat), game.legal_actions(), rng))
        moves += 1
    return moves


class SearchPlayer:
    """The generic High of a game: ``choose(observation, legal_actions, rng) -> action``.

    ``rollout`` plays every seat in the play-outs (the game's Low by default),
    ``budget`` is the number of decisions the play-outs of one decision may make.
    """

    def __init__(self, game: str, rollout: Player | None = None, budget: int = DEFAULT_BUDGET) -> None:
        from cardavia import ai

        self.game = game
        self.rollout = rollout or ai.player(game, "low")
        self.budget = budget

    def estimates(self, observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> dict[str, float]:
        """The average utility (see :func:`utility`) of each legal action over the sampled worlds."""
        return self.play_outs(observation, legal_actions, rng).margins

    def play_outs(self, observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> PlayOuts:
        """Every legal action played out in the same sampled worlds: the averages of what it gave the seat."""
        seat = observation["seat"]
        results = PlayOuts.empty(legal_actions)
        spent = 0
        while results.worlds < MIN_WORLDS or (spent < self.budget and results.worlds < MAX_WORLDS):
            world = games.sample_game(self.game, observation, rng)
            rollout_seed = rng.random()
            for action in legal_actions:
                game = world.clone()
                game.apply(action)
                spent += 1 + play_out(game, self.rollout, random.Random(rollout_seed))
                results.add(action, game.returns()[seat], utility(game.returns(), seat))
            results.worlds += 1
        return results.averaged()

    def valuation(self, observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> Any:
        """The :class:`~cardavia.ai.analysis.Valuation` of the decision: each action's average own
        return, the share of worlds where the seat beat the others' average, and the action this
        player chooses (the best average utility; the same generator gives the same choice)."""
        from .analysis import Valuation

        results = self.play_outs(observation, legal_actions, rng)
        best = max(legal_actions, key=results.margins.__getitem__)
        return Valuation(best, results.returns, dict(results.wins))

    def __call__(self, observation: dict[str, Any], legal_actions: list[str], rng: random.Random) -> str:
        if len(legal_actions) == 1:
            return legal_actions[0]
        values = self.estimates(observation, legal_actions, rng)
        # The first of the best, in the order the engine lists them: deterministic.
        return max(legal_actions, key=values.__getitem__)


@dataclass
class PlayOuts:
    """Per action: the seat's average return, its average utility (margin), and its share of wins
    (play-outs where its utility was above 0)."""

    returns: dict[str, float]
    margins: dict[str, float]
    wins: dict[str, float]
    worlds: int = 0

    @classmethod
    def empty(cls, actions: list[str]) -> PlayOuts:
        return cls(dict.fromkeys(actions, 0.0), dict.fromkeys(actions, 0.0), dict.fromkeys(actions, 0.0))

    def add(self, action: str, own: float, margin: float) -> None:
        self.returns[action] += own
        self.margins[action] += margin
        self.wins[action] += 1.0 if margin > 0 else 0.0

    def averaged(self) -> PlayOuts:
        n = max(1, self.worlds)
        return PlayOuts(
            {a: v / n for a, v in self.returns.items()},
            {a: v / n for a, v in self.margins.items()},
            {a: v / n for a, v in self.wins.items()},
            self.worlds,
        )


def player(game: str, rollout: Player | None = None, budget: int = DEFAULT_BUDGET) -> Callable[..., str]:
    """The generic High of ``game`` (see :class:`SearchPlayer`)."""
    return SearchPlayer(game, rollout, budget)
