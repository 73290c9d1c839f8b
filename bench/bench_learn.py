"""Hints and reviews: the latency of ai.analyse and the time of a whole review, on one core.

    .venv/bin/python bench/bench_learn.py [--positions 40] [--seed 1] [--games truco,skat] [--record]

* hint latency: ``ai.analyse`` at the default budget on positions taken from
  games between Lows (every decision with a choice, spread over the games),
  process CPU time per call; median and p95. Target: p95 <= 1 s.
* review: ``ai.review`` of seat 0 over a whole Truco match, and over the whole
  first deal (round) of every other game, played by Lows; process CPU time
  (median of ``--reviews`` games). Target: <= 30 s. A game whose review budget
  is reduced (``analysis.REVIEW_BUDGETS``) is reviewed at that budget.

``--record`` writes the figures into ``bench/RESULTS.md`` under
"Hints and review".
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from datetime import date

from openspiel_peer import machine, record

from cardavia import ai, games
from cardavia.ai import analysis

SECTION = "## Hints and review"
#: The key of the observation that numbers the deals of a match, for the games that have several.
DEAL_KEYS = ("deal", "round")


def first_deal(name: str, seed: int) -> games.Game:
    """A game of ``name`` played by Lows: a whole Truco match, else up to the end of its first deal."""
    game = games.new_game(name, seed=seed)
    low = ai.player(name, "low")
    rng = random.Random(seed)
    start = game.observation(0)
    key = next((k for k in DEAL_KEYS if k in start), None) if name != "truco" else None
    while not game.is_over:
        game.apply(low(game.observation(game.to_act), game.legal_actions(), rng))
        if key is not None and not game.is_over and game.observation(0)[key] != start[key]:
            break
    return game


def positions(name: str, count: int, seed: int) -> list[tuple[dict, list[str]]]:
    """``count`` decisions with a choice from games between Lows, spread over whole games."""
    rng = random.Random(f"learn/{name}/{seed}")
    found: list[tuple[dict, list[str]]] = []
    game_number = 0
    while len(found) < count:
        game = games.new_game(name, seed=rng.randrange(games.MAX_SEED))
        low = ai.player(name, "low")
        decisions = []
        while not game.is_over and len(decisions) < 400:
            legal = game.legal_actions()
            if len(legal) > 1:
                decisions.append((game.observation(game.to_act), legal))
            game.apply(low(game.observation(game.to_act), legal, rng))
        found.extend(rng.sample(decisions, min(len(decisions), max(1, count // 4))))
        game_number += 1
    return found[:count]


def hint_latency(name: str, count: int, seed: int) -> dict:
    times = []
    for index, (observation, legal) in enumerate(positions(name, count, seed)):
        start = time.process_time()
        ai.analyse(name, observation, legal, random.Random(index))
        times.append(time.process_time() - start)
    times.sort()
    return {"median": statistics.median(times), "p95": times[min(len(times) - 1, int(0.95 * len(times)))], "n": len(times)}


def review_time(name: str, reviews: int, seed: int) -> dict:
    times, decisions = [], []
    for number in range(reviews):
        game = first_deal(name, seed + number)
        start = time.process_time()
        review = ai.review(name, game.seed, None, game.log, seat=0)
        times.append(time.process_time() - start)
        decisions.append(len(review.decisions))
    return {"median": statistics.median(times), "max": max(times), "decisions": statistics.median(decisions)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--reviews", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(n for n in games.names()))
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        except OSError:
            pass
    rows = []
    missed = []
    for name in args.games.split(","):
        hint = hint_latency(name, args.positions, args.seed)
        rev = review_time(name, args.reviews, args.seed)
        budget = analysis.REVIEW_BUDGETS.get(name)
        what = "a whole match" if name == "truco" else "the first deal"
        row = (
            f"| {name} | {1000 * hint['median']:.0f} ms / {1000 * hint['p95']:.0f} ms ({hint['n']}) | "
            f"{rev['median']:.1f} s (max {rev['max']:.1f} s; {rev['decisions']:.0f} decisions, {what}) | "
            f"{'default' if budget is None else budget} |"
        )
        if hint["p95"] > 1.0 or rev["max"] > 30.0:
            missed.append(name)
        print(row, flush=True)
        rows.append(row)
    command = "python bench/bench_learn.py" + "".join(f" {a}" for a in sys.argv[1:] if a != "--record")
    text = "\n".join(
        [
            SECTION,
            "",
            f"`{command}`, {date.today().isoformat()}; {machine()}. Process CPU time on one core.",
            "Hint: `ai.analyse` at the default budget on decisions (with a choice) from games between Lows.",
            f"Review: `ai.review` of seat 0, median of {args.reviews} games played by Lows.",
            "",
            "| game | hint median / p95 (positions) | review | review budget |",
            "|---|---|---|---|",
            *rows,
            "",
            "Targets: hint p95 <= 1 s, review <= 30 s (the slowest of the games reviewed): "
            + (f"missed by {', '.join(missed)}." if missed else "met by every game measured."),
        ]
    )
    print(text)
    if args.record:
        record(SECTION, text)


if __name__ == "__main__":
    main()
