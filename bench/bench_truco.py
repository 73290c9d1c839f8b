#!/usr/bin/env python3
"""Truco engine speed: random legal matches on one core.

    .venv/bin/python bench/bench_truco.py [--matches 300] [--runs 7]

A decision is one ``legal_actions()`` + a random choice + ``apply()``, the
loop every AI rollout and every server move makes. Reports the median (and
range) of several runs of decisions per second and hands per second.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from cardavia import games


def run_batch(matches: int, first_seed: int) -> tuple[int, int, float]:
    """Play ``matches`` random matches; returns (decisions, hands, seconds)."""
    decisions = hands = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + matches):
        g = games.new_game("truco", seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        hands += g.hand_number
    return decisions, hands, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    run_batch(20, 10**6)  # warm-up
    per_second, hands_per_second = [], []
    for run in range(args.runs):
        decisions, hands, seconds = run_batch(args.matches, run * args.matches)
        per_second.append(decisions / seconds)
        hands_per_second.append(hands / seconds)
    print(f"Python {platform.python_version()} · {platform.machine()} · {args.runs} runs of {args.matches} matches")
    print(
        f"decisions/s median {statistics.median(per_second):,.0f} "
        f"[{min(per_second):,.0f}-{max(per_second):,.0f}]"
    )
    print(
        f"hands/s     median {statistics.median(hands_per_second):,.0f} "
        f"[{min(hands_per_second):,.0f}-{max(hands_per_second):,.0f}]"
    )


if __name__ == "__main__":
    main()
