"""What every game engine shares: the base class, the error, seeds.

A game is a deterministic state machine. Its only source of chance is a
``random.Random`` seeded from ``seed`` and held by the game, so that
``seed + setup + log`` reproduces it exactly.

Rules that hold for every engine (the game contract, ``docs/adding-a-game.md``):

* ``legal_actions()`` is the single definition of legality, and its strings
  are the only spelling of an action: ``apply`` accepts exactly them, checks
  the action *before* touching the state, and raises :class:`IllegalAction`
  for anything else (another case, extra spaces, reordered cards), changing
  nothing.
* Events returned by ``apply`` are public: everything in an event may be shown
  to every seat. What only one seat may know is in ``observation(seat)``.
* ``clone()`` is an independent copy, ``returns()`` the final score of every
  seat, and ``sample(observation, rng)`` a whole game that the observation's
  seat cannot tell from the real one (``games.sample_game``).
* ``observation_type`` and ``event_types`` name the TypedDicts that describe
  ``observation(seat)`` and the events (the JSON API's OpenAPI document shows
  them).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, ClassVar, TypeVar

Event = dict[str, Any]
Observation = dict[str, Any]

#: Seeds are non-negative and fit a signed 64-bit database column.
MAX_SEED = 2**63 - 1

G = TypeVar("G", bound="Game")


def gettext_noop(message: str) -> str:
    """Marks an English message template for translation catalogs; returns it unchanged.

    The engines do not translate (standard library only); the site looks the
    template up in the reader's language and fills in the parameters.
    """
    return message


class IllegalAction(ValueError):
    """An action that is not legal now; the game is unchanged.

    ``str(error)`` is an English sentence for the player: ``template`` filled
    in with ``params``. ``code`` names the reason for programs.

    >>> error = IllegalAction("You do not hold {card}.", "not-in-hand", card="7O")
    >>> str(error), error.code, error.params
    ('You do not hold 7O.', 'not-in-hand', {'card': '7O'})
    """

    def __init__(self, template: str, code: str = "illegal", **params: Any) -> None:
        super().__init__(template.format(**params) if params else template)
        self.template = template
        self.code = code
        self.params = params


def copy_rng(rng: random.Random) -> random.Random:
    """An independent generator in the same state as ``rng`` (for ``clone``)."""
    copy = random.Random()
    copy.setstate(rng.getstate())
    return copy


def check_seed(seed: int | None) -> int:
    """Return a valid seed, drawing a fresh one when ``seed`` is None."""
    if seed is None:
        return random.SystemRandom().randrange(MAX_SEED + 1)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"A seed must be a whole number from 0 to {MAX_SEED}, not {seed!r}.")
    return seed


class Game(ABC):
    """The public interface of every game engine (see ``docs/adding-a-game.md``).

    Subclasses set ``name``, ``players`` and ``rules_version``, build their
    state in ``__init__`` (from ``self.rng`` and the optional setup), and
    implement the abstract methods below.
    """

    name: ClassVar[str]
    players: ClassVar[int]
    #: Bumped whenever a rule change would make old logs replay differently.
    rules_version: ClassVar[int] = 1
    #: The TypedDict of ``observation(seat)``, and those of the events ``apply`` returns.
    observation_type: ClassVar[type]
    event_types: ClassVar[tuple[type, ...]]

    def __init__(self, seed: int | None = None, setup: dict[str, Any] | None = None) -> None:
        self.seed: int = check_seed(seed)
        self.setup: dict[str, Any] | None = setup
        self.rng = random.Random(self.seed)
        self.log: list[str] = []
        #: The public events of the deal itself, before any action (set by subclasses).
        self.opening_events: list[Event] = []
        self._legal: list[str] | None = None

    # -- the interface -------------------------------------------------------

    @property
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that must act now, or None when the game is over."""

    @property
    def is_over(self) -> bool:
        return self.to_act is None

    @property
    @abstractmethod
    def result(self) -> dict[str, Any] | None:
        """The result once the game is over, else None."""

    def legal_actions(self) -> list[str]:
        """The actions ``to_act`` may take now, in notation (a fresh list)."""
        if self._legal is None:
            self._legal = self._generate_legal() if self.to_act is not None else []
        return list(self._legal)

    def apply(self, action: str) -> list[Event]:
        """Apply ``action`` for ``to_act`` and return the public events.

        ``action`` must be one of the strings of ``legal_actions()``, exactly.
        Anything else raises :class:`IllegalAction` with a reason a player
        understands, and changes nothing.
        """
        if self._legal is None:
            self._legal = self._generate_legal() if self.to_act is not None else []
        if action not in self._legal:
            raise self.explain(action) or IllegalAction("This action is not legal now.")
        self._legal = None
        events = self._apply(action)
        self.log.append(action)
        return events

    def explain(self, action: str) -> IllegalAction | None:
        """Why ``action`` would be rejected now, or None when it is legal; changes nothing."""
        if isinstance(action, str) and action in self.legal_actions():
            return None
        if isinstance(action, str) and action.strip() and action != " ".join(action.split()):
            return IllegalAction(
                gettext_noop("Write the action exactly as listed, with single spaces: {action}."),
                "not-canonical",
                action=" ".join(action.split()),
            )
        reason = self._explain(action)
        return reason if isinstance(reason, IllegalAction) else IllegalAction(reason)

    @abstractmethod
    def clone(self: G) -> G:
        """An independent copy: applying actions to one never changes the other."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Once the game is over, what each seat scored, in the game's own unit (``ValueError`` before)."""

    @classmethod
    @abstractmethod
    def sample(cls: type[G], observation: Observation, rng: random.Random) -> G:
        """A whole game whose ``observation(seat)`` equals ``observation`` (and whose legal actions
        are the same when that seat is to act), the hidden cards dealt at random (from ``rng``)
        among those consistent with everything public; built from the observation alone."""

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """A JSON-serialisable view of the game holding only what ``seat`` may know."""

    # -- for subclasses --------------------------------------------------------

    @abstractmethod
    def _generate_legal(self) -> list[str]:
        """The legal actions of ``to_act`` (called only while the game runs)."""

    @abstractmethod
    def _apply(self, action: str) -> list[Event]:
        """Apply a legal action and return the public events."""

    @abstractmethod
    def _explain(self, action: object) -> IllegalAction | str:
        """Why ``action`` is not legal now: an error with a template for a player."""

    def _not_over(self) -> None:
        if not self.is_over:
            raise ValueError(f"{self.name} is not over yet: returns() exist once it is.")

    def check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ValueError(f"{self.name} has seats 0 to {self.players - 1}, not {seat!r}.")
