#!/usr/bin/env python3
"""Truco engine speed: random legal matches on one core.

    .venv/bin/python bench/bench_truco.py [--matches 300] [--runs 7] [--peers-python PATH]

A decision is one ``legal_actions()`` + a random choice + ``apply()``, the
loop every AI rollout and every server move makes. Reports the median (and
range) of several runs of decisions per second and hands per second.

With ``--peers-python`` (an interpreter where ``pip install pytruco==0.1.3``
was run; the peer is not a project dependency) the same run also measures
pytruco, the published Python Truco engine, through ``bench/peers/``.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import subprocess
import time
from pathlib import Path

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


def measure_pytruco(python: str, matches: int, runs: int) -> list[float]:
    script = Path(__file__).parent / "peers" / "pytruco_matches.py"
    output = subprocess.run([python, str(script), str(matches), str(runs)], check=True, capture_output=True, text=True)
    return json.loads(output.stdout.strip().splitlines()[-1])["decisions_per_second"]


def summary(rates: list[float]) -> str:
    return f"median {statistics.median(rates):,.0f} [{min(rates):,.0f}-{max(rates):,.0f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=300)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--peers-python", help="an interpreter with pytruco 0.1.3 installed")
    args = parser.parse_args()
    run_batch(20, 10**6)  # warm-up
    per_second, hands_per_second = [], []
    for run in range(args.runs):
        decisions, hands, seconds = run_batch(args.matches, run * args.matches)
        per_second.append(decisions / seconds)
        hands_per_second.append(hands / seconds)
    print(f"Python {platform.python_version()} · {platform.machine()} · {args.runs} runs of {args.matches} matches")
    print(f"cardavia  decisions/s {summary(per_second)}")
    print(f"cardavia  hands/s     {summary(hands_per_second)}")
    if args.peers_python:
        peer = measure_pytruco(args.peers_python, max(args.matches // 10, 5), args.runs)
        ratio = statistics.median(per_second) / statistics.median(peer)
        print(f"pytruco   decisions/s {summary(peer)}  (cardavia is {ratio:.0f}x faster)")
    else:
        print("pytruco   not measured (pass --peers-python with an interpreter that has pytruco 0.1.3)")


if __name__ == "__main__":
    main()
