#!/usr/bin/env python3
"""Decisions per second of the Koi-Koi engine in random legal play.

A decision is one ``legal_actions()``, one random choice among them and one
``apply``; matches of 12 rounds are random, dealing included in the time, on
one core. The engine runs ``--rounds`` times for ``--seconds`` each and the
median is reported.

    .venv/bin/python bench/bench_koikoi.py

There is no peer to run beside it: OpenSpiel (the reference engine of the
other new games) has no Koi-Koi and no other Hanafuda game, so the figure is
Cardavia's alone (the issue's target is 100,000 decisions/s).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(seconds: float, seed: int) -> dict:
    """Random legal 12-round matches of Koi-Koi for about ``seconds``."""
    sys.path.insert(0, str(ROOT / "src"))
    from cardavia import games

    rng = random.Random(seed)
    match_seed = seed * 1_000_003
    decisions = matches = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):
            game = games.new_game("koikoi", seed=match_seed)
            match_seed += 1
            while not game.is_over:
                legal = game.legal_actions()
                game.apply(legal[rng.randrange(len(legal))])
                decisions += 1
            matches += 1
    return {"decisions": decisions, "matches": matches, "seconds": time.perf_counter() - start}


def pin_to_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        except OSError:
            pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    pin_to_one_core()
    runs = [measure(args.seconds, args.seed + i) for i in range(args.rounds)]
    rates = [run["decisions"] / run["seconds"] for run in runs]
    figures = {
        "engine": "cardavia koikoi",
        "python": platform.python_version(),
        "decisions_per_second": round(statistics.median(rates)),
        "runs": [round(rate) for rate in rates],
        "decisions_per_match": round(sum(r["decisions"] for r in runs) / sum(r["matches"] for r in runs), 1),
        "matches_per_second": round(statistics.median(r["matches"] / r["seconds"] for r in runs), 1),
        "peer": None,
    }
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(f"Koi-Koi, random legal play on one core (Python {figures['python']}):")
    print(f"  {figures['decisions_per_second']:,} decisions/s (median of {args.rounds} runs: {figures['runs']})")
    print(f"  {figures['decisions_per_match']} decisions per 12-round match, {figures['matches_per_second']} matches/s")
    print("  peer: none (OpenSpiel has no Koi-Koi)")


if __name__ == "__main__":
    main()
