"""Koi-Koi players: Low captures greedily, High plays each candidate out on sampled deals.

Both are functions ``choose(observation, legal_actions, rng) -> action`` of the
observation alone (rules: ``docs/rules/koikoi.md``).

* **Low** takes the capture worth most: a bright 20, an animal 10, a ribbon 5,
  chaff 1, plus 15 for each yaku point it adds; with nothing to capture it lays
  off its least valuable card. It calls koi only while its points are below 4
  and it holds at least four cards.
* **High** deals the opponent's hand and the stock at random among the deals
  consistent with the observation (``games.sample_game``), plays each legal
  action out to the end of the round on every sample (both seats then play
  Low's captures and stop at their first raise), and picks the best mean of
  (own round score − opponent's round score). Every action is tried on the
  same samples. For ``koi`` the play-outs run on with the opponent holding its
  visible pile: a pile one card short of a yaku whose missing card is still
  unseen makes it stop soon, doubled by the koi, and that is what makes koi
  lose; :func:`threat` measures that pressure and High refuses koi outright
  when the opponent's threat is high and stopping is already worth something.

>>> import random
>>> from cardavia import games
>>> g = games.new_game("koikoi", seed=3)
>>> choose_low(g.observation(g.to_act), g.legal_actions(), random.Random(1)) in g.legal_actions()
True
"""

from __future__ import annotations

import random
from typing import Any

from cardavia import games
from cardavia.games.koikoi.cards import (
    ANIMAL_MASK,
    BLUE_MASK,
    BRIGHT_MASK,
    CHAFF_MASK,
    CUP_BIT,
    CURTAIN_BIT,
    INDEX,
    ISC_MASK,
    MONTH,
    MOON_BIT,
    POETRY_MASK,
    RAIN_BIT,
    RIBBON_MASK,
    mask_of,
    points_of_mask,
    stop_value,
)
from cardavia.games.koikoi.engine import _PLAY, _PLAY_ON, _TAKE, KOI, TAKE, KoikoiGame

Observation = dict[str, Any]

#: What a card is worth to a greedy player, by kind.
VALUE = tuple(20 if BRIGHT_MASK >> i & 1 else 10 if ANIMAL_MASK >> i & 1 else 5 if RIBBON_MASK >> i & 1 else 1 for i in range(48))
YAKU_WEIGHT = 15
LOW_KOI_BELOW = 4
#: High's budget: sampled deals per decision.
PLAY_SAMPLES = 20
#: How many points of round score difference one unit of Low's card value is worth to High.
PRIOR_WEIGHT = 0.05
KOI_SAMPLES = 40
#: High refuses koi when the opponent's threat reaches this and stopping is worth this much.
THREAT_LIMIT = 2
STOP_WORTH = 3


# -- one greedy decision, on card numbers ------------------------------------------------


def _scores(hand: list[int], field: list[int], mask: int, pending: int | None, phase: str) -> dict[str, int]:
    """Low's value of every play or take: the cards captured and the yaku points they add."""
    base = points_of_mask(mask)
    scores: dict[str, int] = {}
    if phase == TAKE:
        month = MONTH[pending]  # type: ignore[index]
        for c in sorted(c for c in field if MONTH[c] == month):
            scores[_TAKE[c]] = VALUE[c] + YAKU_WEIGHT * (points_of_mask(mask | 1 << c | 1 << pending) - base)  # type: ignore[operator]
        return scores
    for card in hand:
        month = MONTH[card]
        matches = sorted(c for c in field if MONTH[c] == month)
        if not matches:
            scores[_PLAY[card]] = -VALUE[card] - 100  # lay off: the least valuable card
        elif len(matches) == 2:
            for c in matches:
                scores[_PLAY_ON[card, c]] = VALUE[card] + VALUE[c] + YAKU_WEIGHT * (points_of_mask(mask | 1 << card | 1 << c) - base)
        else:
            bits = 1 << card
            for c in matches:
                bits |= 1 << c
            scores[_PLAY[card]] = VALUE[card] + sum(VALUE[c] for c in matches) + YAKU_WEIGHT * (points_of_mask(mask | bits) - base)
    return scores


def _greedy(hand: list[int], field: list[int], mask: int, pending: int | None, phase: str, koi_ok: bool) -> str:
    """Low's decision from the cards themselves (shared by Low and High's play-outs)."""
    if phase == KOI:
        return "koi" if koi_ok else "stop"
    scores = _scores(hand, field, mask, pending, phase)
    return max(scores, key=scores.__getitem__)


def choose_low(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    seat = observation["seat"]
    if observation["phase"] == KOI:
        koi_ok = observation["points"][seat] < LOW_KOI_BELOW and observation["hand_sizes"][seat] >= 4
        return "koi" if koi_ok else "stop"
    turned = observation["turned"]
    action = _greedy(
        [INDEX[c] for c in observation["hand"]],
        [INDEX[c] for c in observation["field"]],
        mask_of(observation["captured"][seat]),
        None if turned is None else INDEX[turned],
        observation["phase"],
        False,
    )
    return action if action in legal_actions else legal_actions[0]


# -- High -------------------------------------------------------------------------------


def threat(observation: Observation) -> int:
    """How many yaku the opponent's visible pile is one card short of, that card still unseen.

    >>> obs = {"seat": 0, "hand": [], "field": [], "turned": None, "captured": [[], ["1b", "2b", "1a", "8a"]]}
    >>> threat(obs)  # Sanko wants 3a or 12a, Akatan 3b, Tsukimi-zake 9a
    3
    """
    seat = observation["seat"]
    pile = mask_of(observation["captured"][1 - seat])
    gone = pile | mask_of(observation["captured"][seat])
    visible = gone | mask_of(observation["hand"]) | mask_of(observation["field"])
    if observation["turned"] is not None:
        visible |= 1 << INDEX[observation["turned"]]
    unseen = ((1 << 48) - 1) & ~visible
    # Cards on the field can be captured too; those in a pile or in the seat's own hand are out of reach.
    reachable = ((1 << 48) - 1) & ~gone & ~mask_of(observation["hand"])
    count = 0
    for need in (POETRY_MASK, BLUE_MASK, ISC_MASK, CUP_BIT | CURTAIN_BIT, CUP_BIT | MOON_BIT):
        missing = need & ~pile
        if missing.bit_count() == 1 and missing & reachable:
            count += 1
    brights = (pile & BRIGHT_MASK & ~RAIN_BIT).bit_count()
    if brights == 2 and BRIGHT_MASK & ~RAIN_BIT & reachable:
        count += 1
    for kind, size in ((ANIMAL_MASK, 5), (RIBBON_MASK, 5), (CHAFF_MASK, 10)):
        if (pile & kind).bit_count() == size - 1 and kind & unseen:
            count += 1
    return count


def _play_out(world: KoikoiGame, seat: int) -> int:
    """Both seats play as Low to the end of the round: own round score − opponent's."""
    history = len(world.history)
    while len(world.history) == history:
        mover = world.seat
        koi_ok = world.phase == KOI and world.base[mover] < LOW_KOI_BELOW and len(world.hands[mover]) >= 4
        action = _greedy(world.hands[mover], world.field, world.masks[mover], world.pending, world.phase, koi_ok)
        world.apply(action)
    record = world.history[history]
    if record["winner"] is None:
        return 0
    return record["points"] if record["winner"] == seat else -record["points"]


def action_values(observation: Observation, legal_actions: list[str], rng: random.Random, samples: int) -> dict[str, float]:
    """High's estimate of each action's round score difference, over ``samples`` sampled deals."""
    return round_outcomes(observation, legal_actions, rng, samples)[0]


def round_outcomes(
    observation: Observation, legal_actions: list[str], rng: random.Random, samples: int
) -> tuple[dict[str, float], dict[str, float], dict[str, float]]:
    """Per action, over ``samples`` sampled deals: the mean round score difference (own − the
    opponent's), the mean of the seat's own round score, and the share of rounds it won."""
    seat = observation["seat"]
    totals = dict.fromkeys(legal_actions, 0.0)
    own = dict.fromkeys(legal_actions, 0.0)
    won = dict.fromkeys(legal_actions, 0.0)
    for _ in range(samples):
        world = games.sample_game("koikoi", observation, rng)
        for action in legal_actions:
            copy = world.clone()
            history = len(copy.history)
            copy.apply(action)
            if len(copy.history) > history:
                record = copy.history[history]
                difference = 0 if record["winner"] is None else record["points"] if record["winner"] == seat else -record["points"]
            else:
                difference = _play_out(copy, seat)
            totals[action] += difference
            own[action] += max(0, difference)
            won[action] += difference > 0
    return tuple({a: t / samples for a, t in table.items()} for table in (totals, own, won))  # type: ignore[return-value]


def choose_high(observation: Observation, legal_actions: list[str], rng: random.Random) -> str:
    if len(legal_actions) == 1:
        return legal_actions[0]
    return _decide(observation, legal_actions, rng, None).best


def analyse_high(observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None = None) -> Any:
    """High's :class:`~cardavia.ai.analysis.Valuation`: the play-outs of :func:`choose_high`.

    High compares the round score difference (own − the opponent's); a value
    here is the seat's own total so far plus its mean round score in the same
    play-outs (what ``returns()`` would be if the later rounds broke even), and
    ``win`` the share of those rounds it won. When High stops on the
    opponent's threat without sampling, the koi and stop are still played out
    (after the choice, so the choice is the same). ``budget`` is the number of
    sampled deals (High's default: :data:`PLAY_SAMPLES`, :data:`KOI_SAMPLES` for koi).
    """
    return _decide(observation, legal_actions, rng, budget, every_action=True)


def _decide(observation: Observation, legal_actions: list[str], rng: random.Random, budget: int | None, every_action: bool = False) -> Any:
    from .analysis import POINTS, Valuation

    seat = observation["seat"]
    base = observation["scores"][seat]
    facts: dict[str, Any] = {"threat": threat(observation)}

    def valuation(best: str, outcomes: tuple[dict[str, float], dict[str, float], dict[str, float]]) -> Valuation:
        _, own, won = outcomes
        return Valuation(best, {a: base + own[a] for a in legal_actions}, dict(won), POINTS, facts)

    if observation["phase"] == KOI:
        samples = KOI_SAMPLES if budget is None else budget
        worth = stop_value(observation["points"][seat], observation["koi_calls"][1 - seat] > 0)
        facts["stop_worth"] = worth
        if threat(observation) >= THREAT_LIMIT and worth >= STOP_WORTH:
            if not every_action:
                return Valuation("stop", {}, {})
            return valuation("stop", round_outcomes(observation, legal_actions, rng, samples))
        outcomes = round_outcomes(observation, legal_actions, rng, samples)
        values = outcomes[0]
        return valuation("koi" if values["koi"] > values["stop"] else "stop", outcomes)
    outcomes = round_outcomes(observation, legal_actions, rng, PLAY_SAMPLES if budget is None else budget)
    values = outcomes[0]
    # The play-outs end with the round: Low's value of the cards taken (what they promise for
    # later yaku) breaks near ties between actions.
    turned = observation["turned"]
    prior = _scores(
        [INDEX[c] for c in observation["hand"]],
        [INDEX[c] for c in observation["field"]],
        mask_of(observation["captured"][observation["seat"]]),
        None if turned is None else INDEX[turned],
        observation["phase"],
    )
    return valuation(max(legal_actions, key=lambda action: values[action] + PRIOR_WEIGHT * prior.get(action, 0)), outcomes)


PLAYERS = {"low": choose_low, "high": choose_high}
ANALYSE = analyse_high
