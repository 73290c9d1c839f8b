"""Random legal pytruco 0.1.3 matches (1v1, to 30, mazo allowed), timed like bench_truco.py.

Runs under an interpreter that has ``pytruco`` installed (it is not a project
dependency); ``bench_truco.py --peers-python PATH`` calls it and prints one
JSON line: {"decisions_per_second": [...], "hands_per_second": null}.
"""

from __future__ import annotations

import json
import random
import sys
import time

from pytruco.pdt.chi import random_action
from pytruco.pdt.partida import Partida


def run_batch(matches: int, first_seed: int) -> tuple[int, float]:
    decisions = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + matches):
        random.seed(seed)  # pytruco draws from the global generator
        p = Partida(30, ["Alice"], ["Bob"], verbose=False)
        while not p.terminada():
            random_action(p, allow_mazo=True).hacer(p)
            decisions += 1
    return decisions, time.perf_counter() - start


def main() -> None:
    matches, runs = int(sys.argv[1]), int(sys.argv[2])
    rates = []
    for run in range(runs):
        decisions, seconds = run_batch(matches, run * matches)
        rates.append(decisions / seconds)
    print(json.dumps({"decisions_per_second": rates}))


if __name__ == "__main__":
    main()
