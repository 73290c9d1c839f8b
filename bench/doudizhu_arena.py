#!/usr/bin/env python3
"""Dou Dizhu levels per deal: average score per deal and landlord win rate by level, with 95% intervals.

``cardavia arena`` scores whole matches; this script plays the same paired
matches (every rotation of the seating over the same seeds) and keeps each
deal: who was landlord, at which level, whether it won, and each level's
score for that deal in stake units.

    .venv/bin/python bench/doudizhu_arena.py --seats high,low,low --matches 40

The interval of the High-minus-Low difference is taken over matches (the
pairing unit: every rotation of one seed), like the arena's.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardavia import ai, games  # noqa: E402


def interval(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, mean - half, mean + half


def play_match(task: tuple[int, tuple[str, ...], int]) -> dict:
    seed, levels, rotation = task
    game = games.new_game("doudizhu", seed=seed)
    rngs = [random.Random(f"{seed}/{rotation}/{seat}") for seat in range(3)]
    players = [ai.player("doudizhu", level) for level in levels]
    deals = []
    latencies: dict[str, list[float]] = {level: [] for level in levels}
    while not game.is_over:
        seat = game.to_act
        start = time.perf_counter()
        action = players[seat](game.observation(seat), game.legal_actions(), rngs[seat])
        latencies[levels[seat]].append(time.perf_counter() - start)
        for event in game.apply(action):
            if event["type"] == "deal-end":
                deals.append(event)
    return {"seed": seed, "levels": levels, "deals": deals, "latencies": latencies}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="high,low,low")
    parser.add_argument("--matches", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    pattern = tuple(args.seats.split(","))
    rng = random.Random(args.seed)
    seeds = [rng.randrange(games.MAX_SEED) for _ in range(args.matches)]
    rotations = sorted({pattern[r:] + pattern[:r] for r in range(3)})
    tasks = [(seed, rotation, index) for seed in seeds for index, rotation in enumerate(rotations)]
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play_match, tasks))
    levels = sorted(set(pattern))
    per_match: dict[int, dict[str, list[float]]] = {}
    landlord: dict[str, list[int]] = {level: [] for level in levels}
    latencies: dict[str, list[float]] = {level: [] for level in levels}
    for result in results:
        scores = per_match.setdefault(result["seed"], {level: [] for level in levels})
        for level, values in result["latencies"].items():
            latencies[level] += values
        for deal in result["deals"]:
            for seat, score in enumerate(deal["deal_scores"]):
                scores[result["levels"][seat]].append(score)
            landlord[result["levels"][deal["landlord"]]].append(int(deal["winner"] == deal["landlord"]))
    print(f"doudizhu: {args.matches} matches x {len(rotations)} seatings of {args.seats} (seed {args.seed}), "
          f"{sum(len(r['deals']) for r in results)} deals")
    for level in levels:
        means = [statistics.fmean(per_match[seed][level]) for seed in per_match]
        mean, low, high = interval(means)
        wins = landlord[level]
        rate, rlow, rhigh = interval([float(w) for w in wins]) if len(wins) > 1 else (float("nan"),) * 3
        times = sorted(latencies[level])
        p95 = times[int(0.95 * (len(times) - 1))] * 1000
        print(f"  {level:5} score per deal {mean:+.3f} [{low:+.3f}, {high:+.3f}]; as landlord {len(wins)} deals, "
              f"won {rate:.1%} [{rlow:.1%}, {rhigh:.1%}]; latency median {statistics.median(times) * 1000:.2f} ms, p95 {p95:.2f} ms")
    if len(levels) == 2:
        a, b = levels
        diffs = [statistics.fmean(per_match[s][a]) - statistics.fmean(per_match[s][b]) for s in per_match]
        mean, low, high = interval(diffs)
        print(f"  {a} - {b} per deal: {mean:+.3f} [{low:+.3f}, {high:+.3f}] stake units")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
