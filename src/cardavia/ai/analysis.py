"""High's view of a decision (a hint) and of a whole game (a review).

:func:`analyse` asks a game's High what every legal action is worth to the
seat, from the observation alone, as the High decides: its ``best`` is the
action High would play with the same generator and budget (Kowa's High is a
set of rules rather than a search: its analysis plays sampled deals out and
its ``best`` is the best of those values, see ``docs/learn.md``).

Each game declares its analyser once, as ``ANALYSE`` in ``cardavia.ai.<game>``
(``analyse(observation, legal_actions, rng, budget) -> Valuation``), and its
reasons as ``reason(observation, valuation)`` in
``cardavia.ai.reasons.<game>``. A game without an analyser (one registered from
outside, the test suite's toy game) is analysed by the generic search
(:class:`cardavia.ai.search.SearchPlayer`), and a game without reasons gets the
generic one.

:func:`review` replays a game and analyses every decision of one seat that
had a choice; a decision whose cost (the value High's choice was estimated to
keep over the action played) passes the game's :data:`THRESHOLDS` is a
mistake. Accuracy is the share of decisions that were not mistakes, x100.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["1E", "1B", "7O"], ["4C", "5O", "6B"]]})
>>> for action in ("play 7O", "truco"):
...     _ = g.apply(action)
>>> hint = analyse("truco", g.observation(0), g.legal_actions(), random.Random(0))
>>> hint.best, [e.action for e in hint.estimates]
('quiero', ['quiero', 'no-quiero'])
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable, Protocol

from cardavia import games
from cardavia.games.base import gettext_noop

_ = gettext_noop

Observation = dict[str, Any]

#: Units of value, translatable nouns (the site translates them).
POINTS = _("points")
STAKES = _("stakes")


@dataclass(frozen=True)
class Estimate:
    """What one legal action is worth to the seat, as High estimates it.

    ``value`` is the seat's own final return (the units of ``game.returns()``),
    ``win`` the chance that the seat's side wins the deal, hand or round where
    that means something (else None).
    """

    action: str
    value: float
    win: float | None


@dataclass(frozen=True)
class Reason:
    """One sentence why High prefers its action: an English template, its code and parameters.

    Card parameters are named ``card`` and ``card2`` and hold card codes, so the
    site can draw them.

    >>> reason = Reason("You have {points} of envido: worth calling.", "envido-strong", {"points": 31})
    >>> reason.text
    'You have 31 of envido: worth calling.'
    """

    template: str
    code: str
    params: dict[str, str | int]

    @property
    def text(self) -> str:
        """The English sentence, filled in."""
        return self.template.format(**self.params)


@dataclass(frozen=True)
class Analysis:
    """High's estimates of every legal action, best first (then by value; ties in the engine's order)."""

    best: str
    estimates: list[Estimate]
    reason: Reason | None
    unit: str

    def estimate(self, action: str) -> Estimate:
        """The estimate of ``action`` (``KeyError`` when it was not legal)."""
        for estimate in self.estimates:
            if estimate.action == action:
                return estimate
        raise KeyError(action)


@dataclass(frozen=True)
class Valuation:
    """What a game's analyser returns: its values, win chances and High's choice.

    ``values`` and ``wins`` have an entry for every legal action; a win chance
    is None where it means nothing. ``facts`` carries what the analyser
    learned on the way that its reasons may cite (envido points, a wait's live
    copies...).
    """

    best: str
    values: dict[str, float]
    wins: dict[str, float | None]
    unit: str = POINTS
    facts: dict[str, Any] = field(default_factory=dict)


class Analyser(Protocol):
    def __call__(
        self, observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None
    ) -> Valuation: ...


ReasonFinder = Callable[[Observation, Valuation], "Reason | None"]

#: Analysers of games kept outside this package (see :func:`register`).
_REGISTERED: dict[str, Analyser] = {}


def register(game: str, analyser: Analyser) -> None:
    """Declare the analyser of a game kept outside this package."""
    _REGISTERED[game] = analyser
    _analyser.cache_clear()


@cache
def _analyser(game: str) -> Analyser:
    if game in _REGISTERED:
        return _REGISTERED[game]
    try:
        module = importlib.import_module(f"cardavia.ai.{game}")
    except ModuleNotFoundError:
        module = None
    declared = getattr(module, "ANALYSE", None)
    if declared is not None:
        return declared
    return _generic_analyser(game)


def _generic_analyser(game: str) -> Analyser:
    from cardavia import ai

    from .search import SearchPlayer

    def analyse_by_search(
        observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None
    ) -> Valuation:
        searcher = ai.player(game, "search")
        assert isinstance(searcher, SearchPlayer)
        if budget is not None:
            searcher = SearchPlayer(game, searcher.rollout, budget)
        return searcher.valuation(observation, legal_actions, rng)

    return analyse_by_search


def follows_high(game: str) -> bool:
    """Whether ``analyse(...).best`` is the game's High's choice (same generator, default budget).

    True for every High that searches; a game whose High is a set of rules
    (Kowa) sets ``ANALYSE_FOLLOWS_HIGH = False`` in its AI module, and its
    analysis's ``best`` is then the action of best value.
    """
    try:
        module = importlib.import_module(f"cardavia.ai.{game}")
    except ModuleNotFoundError:
        return True
    return bool(getattr(module, "ANALYSE_FOLLOWS_HIGH", True))


@cache
def _reason_finder(game: str) -> ReasonFinder | None:
    try:
        module = importlib.import_module(f"cardavia.ai.reasons.{game}")
    except ModuleNotFoundError:
        return None
    return module.reason


#: The reason every game falls back on.
GENERIC_REASON = _("This keeps the most on average.")


def generic_reason(valuation: Valuation) -> Reason:
    """The fallback, when no reason of the game fits: the best keeps the most on average."""
    return Reason(GENERIC_REASON, "most-on-average", {})


def ordered(valuation: Valuation, legal_actions: list[str]) -> list[Estimate]:
    """Every legal action's estimate: High's choice first, then by value, ties in the engine's order."""
    order = {action: index for index, action in enumerate(legal_actions)}
    rest = sorted(
        (action for action in legal_actions if action != valuation.best),
        key=lambda action: (-valuation.values[action], order[action]),
    )
    return [Estimate(action, valuation.values[action], valuation.wins.get(action)) for action in [valuation.best, *rest]]


def analyse(
    game: str, observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None = None
) -> Analysis:
    """High's estimate of every legal action of the seat, from its observation alone.

    Deterministic for a given ``rng`` state and ``budget`` (the game's own
    measure of work, ``docs/learn.md``; None for High's default). With the
    default budget, ``best`` is High's choice from the same generator.
    """
    if not legal_actions:
        raise ValueError("There is no decision to analyse: no legal action.")
    valuation = _analyser(game)(observation, list(legal_actions), rng, budget)
    missing = set(legal_actions) - set(valuation.values)
    assert not missing and valuation.best in legal_actions, (game, missing, valuation.best)
    finder = _reason_finder(game)
    reason = None
    if len(legal_actions) > 1:
        reason = (finder(observation, valuation) if finder else None) or generic_reason(valuation)
    return Analysis(valuation.best, ordered(valuation, legal_actions), reason, valuation.unit)


# -- reviews ---------------------------------------------------------------------------------

#: How much value (in each game's unit) a decision must give up to count as a mistake; the
#: table in ``docs/learn.md`` says why. A game not listed uses :data:`DEFAULT_THRESHOLD`.
THRESHOLDS: dict[str, float] = {
    "truco": 0.1,
    "kowa": 0.2,
    "tarocchi": 4.0,
    "tarok": 10.0,
    "skat": 10.0,
    "doudizhu": 0.5,
    "koikoi": 1.0,
}
DEFAULT_THRESHOLD = 1.0

#: Smaller budgets for a review, where a whole game is analysed at once (``docs/learn.md``).
REVIEW_BUDGETS: dict[str, int] = {}


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: what it saw, could do, did, and what High thought."""

    index: int
    observation: Observation
    legal_actions: list[str]
    played: str
    analysis: Analysis
    cost: float
    mistake: bool


@dataclass(frozen=True)
class Review:
    """A seat's decisions in a game, each with High's analysis; ``accuracy`` in 0..100."""

    game: str
    seat: int
    decisions: list[Decision]
    accuracy: float

    @property
    def mistakes(self) -> list[Decision]:
        return [decision for decision in self.decisions if decision.mistake]


def review_rng(seed: int, index: int) -> random.Random:
    """The generator of the analysis of the action at ``index`` of a game's log: fixed by both.

    >>> review_rng(3, 7).random() == review_rng(3, 7).random()
    True
    """
    return random.Random(f"cardavia-review/{seed}/{index}")


def cost_of(analysis: Analysis, played: str) -> float:
    """The value given up by playing ``played`` rather than High's choice (never below 0)."""
    return max(0.0, analysis.estimates[0].value - analysis.estimate(played).value)


def accuracy_of(decisions: list[Decision]) -> float:
    """The share of decisions that were not mistakes, x100 (100 with no decision).

    >>> accuracy_of([])
    100.0
    """
    if not decisions:
        return 100.0
    return 100.0 * sum(1 for decision in decisions if not decision.mistake) / len(decisions)


def review(
    game: str,
    seed: int,
    setup: dict[str, Any] | None,
    actions: list[str],
    seat: int,
    budget: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Replay ``actions`` and analyse every decision of ``seat`` that had more than one legal action.

    Each analysis uses :func:`review_rng` (the seed and the action's index), so
    a review is the same every time; ``budget`` None uses the game's review
    budget (:data:`REVIEW_BUDGETS`, else High's default). ``progress(done,
    total)`` is called before the first analysis and after each one.
    """
    if budget is None:
        budget = REVIEW_BUDGETS.get(game)
    replay = games.new_game(game, seed=seed, setup=setup)
    chances: list[tuple[int, Observation, list[str], str]] = []
    for index, action in enumerate(actions):
        legal = replay.legal_actions()
        if replay.to_act == seat and len(legal) > 1:
            chances.append((index, replay.observation(seat), legal, action))
        replay.apply(action)
    threshold = THRESHOLDS.get(game, DEFAULT_THRESHOLD)
    decisions: list[Decision] = []
    if progress is not None:
        progress(0, len(chances))
    for index, observation, legal, played in chances:
        analysis = analyse(game, observation, legal, review_rng(seed, index), budget)
        cost = cost_of(analysis, played)
        decisions.append(Decision(index, observation, legal, played, analysis, cost, cost > threshold))
        if progress is not None:
            progress(len(decisions), len(chances))
    return Review(game, seat, decisions, accuracy_of(decisions))
