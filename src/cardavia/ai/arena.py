"""The arena: AI levels play paired deals against each other and are measured.

A *deal* is one seed of a game (for Truco, one whole 30-point match). Each
deal is played once per rotation of the seating, so that every level sits
in every seat of the same cards and the luck of the deal cancels out.

``seats`` names a level per seat, or a shorter pattern repeated round the
table: for four-seat Tarocchi ``["high", "low"]`` means the partnership of
seats 0 and 2 plays High and that of seats 1 and 3 plays Low, and the
rotations swap the partnerships.

>>> report = play_deals("truco", ["low", "random"], deals=2, seed=1, workers=1)
>>> [(level.level, level.games) for level in report.levels]
[('low', 4), ('random', 4)]
>>> 0.0 <= report.levels[0].win_rate <= 1.0
True

Outcomes come from the game's ``returns()`` alone: a seat's points are its
return, and it wins a game when its return is the highest at the table and
not every seat's is the same (partners win together; a drawn Kowa deal or a
57-57 Tarocchi deal is won by nobody).

Results do not depend on the number of workers: every game gets its own
seeds, derived from ``seed``, the deal and the rotation, and every decision
its budget, never the clock. A search that stopped on its wall-clock safety
cap is counted (``safety_caps``) and printed.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from collections import Counter

from cardavia import ai, games
from cardavia.ai import base


def wins(returns: list[float]) -> tuple[float, ...]:
    """1 for each seat whose return is the table's highest, unless every seat's is the same.

    >>> wins([30.0, 21.0]), wins([60.0, 54.0, 60.0, 54.0]), wins([0.0, 0.0, 0.0])
    ((1.0, 0.0), (1.0, 0.0, 1.0, 0.0), (0.0, 0.0, 0.0))
    """
    best = max(returns)
    if best == min(returns):
        return tuple(0.0 for _ in returns)
    return tuple(1.0 if value == best else 0.0 for value in returns)


@dataclass(frozen=True)
class GameRecord:
    """One game of the arena: who sat where and how each seat did."""

    deal: int
    rotation: int
    levels: tuple[str, ...]
    wins: tuple[float, ...]
    points: tuple[float, ...]
    #: Seconds spent in each ``choose`` call, per level: wall-clock time, and this process's CPU time.
    latencies: dict[str, list[float]]
    cpu_times: dict[str, list[float]]
    #: Searches of this game that stopped on their wall-clock safety cap, by search.
    safety_caps: dict[str, int]


@dataclass(frozen=True)
class LevelStats:
    """How one level did over all its seats and games."""

    level: str
    games: int  # seat-games played by this level
    win_rate: float
    ci_low: float  # 95% confidence interval of the win rate, over paired deals
    ci_high: float
    avg_points: float
    decisions: int
    latency_median_ms: float
    latency_p95_ms: float
    #: CPU time of the same calls: the latency on an idle core, whatever else the machine is doing.
    cpu_median_ms: float
    cpu_p95_ms: float


@dataclass(frozen=True)
class ArenaReport:
    game: str
    seats: tuple[str, ...]
    deals: int
    seed: int
    levels: list[LevelStats]
    records: list[GameRecord]

    @property
    def safety_caps(self) -> dict[str, int]:
        """How often each search stopped on its safety cap over all games (0 when the budgets did)."""
        total: Counter[str] = Counter()
        for record in self.records:
            total.update(record.safety_caps)
        return dict(total)

    def level(self, name: str) -> LevelStats:
        return next(stats for stats in self.levels if stats.level == name)


def seatings(game: str, seats: list[str]) -> list[tuple[str, ...]]:
    """The level of every seat in each rotation of the pattern ``seats``.

    A pattern shorter than the table repeats: for four seats ``["high", "low"]``
    gives ``('high', 'low', 'high', 'low')`` and ``('low', 'high', 'low', 'high')``.

    >>> seatings("truco", ["high", "low"])
    [('high', 'low'), ('low', 'high')]
    """
    players = games.game_class(game).players
    if not seats or players % len(seats):
        raise ValueError(f"{game} has {players} seats: give {players} levels, or a pattern that divides {players}.")
    for level in seats:
        if level not in ai.LEVELS:
            raise ValueError(f"Unknown AI level {level!r}; the levels are {', '.join(ai.LEVELS)}.")
    return [tuple(seats[(seat + shift) % len(seats)] for seat in range(players)) for shift in range(len(seats))]


def deal_seeds(seed: int, deals: int) -> list[int]:
    """The game seed of each deal, all drawn from ``seed``."""
    rng = random.Random(seed)
    return [rng.randrange(games.MAX_SEED + 1) for _ in range(deals)]


def play_game(game: str, levels: tuple[str, ...], deal: int, deal_seed: int, rotation: int) -> GameRecord:
    """Play one game of ``game`` from ``deal_seed`` with the level of each seat."""
    g = games.new_game(game, seed=deal_seed)
    players = [ai.player(game, level) for level in levels]
    # Each seat's own random stream, fixed by the deal, the rotation and the seat.
    rngs = [random.Random(f"{deal_seed}/{rotation}/{seat}") for seat in range(len(levels))]
    latencies: dict[str, list[float]] = {level: [] for level in levels}
    cpu_times: dict[str, list[float]] = {level: [] for level in levels}
    caps_before = Counter(base.safety_caps)
    while not g.is_over:
        seat = g.to_act
        assert seat is not None
        observation, legal = g.observation(seat), g.legal_actions()
        start, start_cpu = time.perf_counter(), time.process_time()
        action = players[seat](observation, legal, rngs[seat])
        latencies[levels[seat]].append(time.perf_counter() - start)
        cpu_times[levels[seat]].append(time.process_time() - start_cpu)
        g.apply(action)
    returns = g.returns()
    return GameRecord(
        deal=deal,
        rotation=rotation,
        levels=levels,
        wins=wins(returns),
        points=tuple(returns),
        latencies=latencies,
        cpu_times=cpu_times,
        safety_caps=dict(Counter(base.safety_caps) - caps_before),
    )


def _play_task(task: tuple[str, tuple[str, ...], int, int, int]) -> GameRecord:
    return play_game(*task)


def play_deals(game: str, seats: list[str], deals: int, seed: int = 0, workers: int | None = None) -> ArenaReport:
    """Play ``deals`` paired deals of ``game`` and measure every level.

    ``workers`` processes share the games (default: one per core); with
    ``workers=1`` everything runs in this process.
    """
    if deals < 1:
        raise ValueError("Play at least one deal.")
    rotations = seatings(game, seats)
    tasks = [
        (game, levels, deal, deal_seed, rotation)
        for deal, deal_seed in enumerate(deal_seeds(seed, deals))
        for rotation, levels in enumerate(rotations)
    ]
    workers = workers or os.cpu_count() or 1
    if workers == 1:
        records = [_play_task(task) for task in tasks]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            records = list(pool.map(_play_task, tasks, chunksize=max(1, len(tasks) // (workers * 8))))
    return ArenaReport(game, tuple(seats), deals, seed, summarise(records), records)


def summarise(records: list[GameRecord]) -> list[LevelStats]:
    """Per level: win rate with a 95% interval over paired deals, points, latency."""
    names = list(dict.fromkeys(level for record in records for level in record.levels))
    stats = []
    for name in names:
        # The pairing unit is the deal: average the level's share over all its
        # seats in all rotations of that deal, then treat deals as independent.
        per_deal: dict[int, list[float]] = {}
        points: list[float] = []
        latencies: list[float] = []
        cpu_times: list[float] = []
        for record in records:
            for seat, level in enumerate(record.levels):
                if level == name:
                    per_deal.setdefault(record.deal, []).append(record.wins[seat])
                    points.append(record.points[seat])
            latencies.extend(record.latencies.get(name, []))
            cpu_times.extend(record.cpu_times.get(name, []))
        deal_means = [statistics.fmean(shares) for shares in per_deal.values()]
        rate = statistics.fmean(deal_means)
        low, high = mean_interval(deal_means)
        stats.append(
            LevelStats(
                level=name,
                games=len(points),
                win_rate=rate,
                ci_low=low,
                ci_high=high,
                avg_points=statistics.fmean(points),
                decisions=len(latencies),
                latency_median_ms=1000 * percentile(latencies, 50),
                latency_p95_ms=1000 * percentile(latencies, 95),
                cpu_median_ms=1000 * percentile(cpu_times, 50),
                cpu_p95_ms=1000 * percentile(cpu_times, 95),
            )
        )
    return stats


@dataclass(frozen=True)
class PlaceStats:
    """How the level at one place of the seating pattern did (``place`` counts from 1)."""

    place: int
    level: str
    win_rate: float
    ci_low: float
    ci_high: float


def place_stats(report: ArenaReport) -> list[PlaceStats]:
    """Win rates per place of the pattern, for a level that fills several places.

    In Kowa ``high,low,low`` the two Low places differ: the first sits after
    High and may take High's discards. ``summarise`` pools them; this keeps
    them apart. Empty when no level repeats in the pattern.

    >>> report = play_deals("kowa", ["low", "random", "random"], deals=2, seed=1, workers=1)
    >>> [(place.place, place.level) for place in place_stats(report)]
    [(1, 'low'), (2, 'random'), (3, 'random')]
    """
    pattern = report.seats
    if len(set(pattern)) == len(pattern):
        return []
    stats = []
    for place, level in enumerate(pattern):
        per_deal: dict[int, list[float]] = {}
        for record in report.records:
            for seat, win in enumerate(record.wins):
                if (seat + record.rotation) % len(pattern) == place:
                    per_deal.setdefault(record.deal, []).append(win)
        deal_means = [statistics.fmean(shares) for shares in per_deal.values()]
        low, high = mean_interval(deal_means)
        stats.append(PlaceStats(place + 1, level, statistics.fmean(deal_means), low, high))
    return stats


@dataclass(frozen=True)
class PointsMargin:
    """How many points a game one level scored more than another, paired by deal, with a 95% interval."""

    first: str
    second: str
    mean: float
    ci_low: float
    ci_high: float
    deals: int


def points_margin(report: ArenaReport, first: str, second: str) -> PointsMargin:
    """``first``'s average points a game minus ``second``'s, paired by deal.

    For every deal, each level's points are averaged over all its seats in all
    rotations of that deal, and the difference is taken; the interval is over
    those per-deal differences (the deal's luck cancels within each).

    >>> report = play_deals("truco", ["low", "random"], deals=4, seed=1, workers=1)
    >>> margin = points_margin(report, "low", "random")
    >>> margin.ci_low <= margin.mean <= margin.ci_high, margin.deals
    (True, 4)
    """
    points: dict[int, dict[str, list[float]]] = {}
    for record in report.records:
        for seat, level in enumerate(record.levels):
            points.setdefault(record.deal, {}).setdefault(level, []).append(record.points[seat])
    differences = [
        statistics.fmean(by_level[first]) - statistics.fmean(by_level[second])
        for by_level in points.values()
        if first in by_level and second in by_level
    ]
    mean = statistics.fmean(differences)
    half = _half_interval(differences)
    return PointsMargin(first, second, mean, mean - half, mean + half, len(differences))


def _half_interval(values: list[float], z: float = 1.96) -> float:
    """Half the width of a normal 95% interval for the mean of ``values`` (infinite for fewer than two)."""
    if len(values) < 2:
        return math.inf
    return z * statistics.stdev(values) / math.sqrt(len(values))


def mean_interval(values: list[float], z: float = 1.96) -> tuple[float, float]:
    """A normal 95% interval for the mean of ``values``, clipped to [0, 1].

    >>> mean_interval([1.0, 0.0, 1.0, 1.0])
    (0.26, 1.0)
    """
    mean = statistics.fmean(values)
    half = _half_interval(values, z)
    return round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4)


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (nearest rank) of ``values``; 0 for none.

    >>> percentile([5.0, 1.0, 3.0, 2.0, 4.0], 50), percentile(list(range(1, 101)), 95)
    (3.0, 95)
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def format_report(report: ArenaReport) -> str:
    """The report as a small text table (times in milliseconds; "cpu" is the process's CPU time)."""
    lines = [
        f"{report.game}: {report.deals} paired deals × {len(report.records) // report.deals} seatings"
        f" of {','.join(report.seats)} · seed {report.seed}",
        f"{'level':<8} {'games':>6} {'win rate':>9} {'95% CI':>17} {'avg points':>11} {'decisions':>10}"
        f" {'median ms':>10} {'p95 ms':>8} {'cpu median':>10} {'cpu p95':>8}",
    ]
    for s in report.levels:
        lines.append(
            f"{s.level:<8} {s.games:>6} {s.win_rate:>9.1%} {f'[{s.ci_low:.1%}, {s.ci_high:.1%}]':>17}"
            f" {s.avg_points:>11.2f} {s.decisions:>10} {s.latency_median_ms:>10.3f} {s.latency_p95_ms:>8.3f}"
            f" {s.cpu_median_ms:>10.3f} {s.cpu_p95_ms:>8.3f}"
        )
    caps = report.safety_caps
    lines.append(
        "safety caps fired: " + (", ".join(f"{name} {count}" for name, count in sorted(caps.items())) or "none")
    )
    if len(report.levels) == 2:
        margin = points_margin(report, report.levels[0].level, report.levels[1].level)
        lines.append(
            f"points a game, {margin.first} minus {margin.second}, paired by deal: {margin.mean:+.2f}"
            f" [{margin.ci_low:+.2f}, {margin.ci_high:+.2f}] over {margin.deals} deals"
        )
    places = place_stats(report)
    if places:
        lines.append("by place in the pattern: " + "; ".join(
            f"{p.place} {p.level} {p.win_rate:.1%} [{p.ci_low:.1%}, {p.ci_high:.1%}]" for p in places
        ))
    return "\n".join(lines)
