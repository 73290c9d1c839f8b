#!/usr/bin/env python3
"""The game contract's costs for every game: decisions/s, ``clone()``/s and ``sample_game``/s.

    .venv/bin/python bench/bench_contract.py [--games truco,kowa] [--rounds 5] [--seconds 2]
                                             [--compare-with /path/to/an/older/checkout] [--record]

* decisions/s: random legal play, a decision being ``legal_actions()`` + a
  random choice + ``apply()``, whole games from fresh seeds, dealing included;
* clones/s: ``clone()`` of positions stopped at random points of random games;
* samples/s: ``games.sample_game`` from the observation of the seat to act at
  such positions.

Each figure is the median of ``--rounds`` rounds of about ``--seconds`` each,
on one core. With ``--compare-with`` the decisions/s of the same games are
measured from another checkout's ``src`` too (an older commit, say), in a
subprocess, alternating round by round with this one, so that both see the
same load: "before and after" in one run. ``--record`` writes the table into
``bench/RESULTS.md`` under ``## The game contract``.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "RESULTS.md"
SECTION = "## The game contract"


def decisions_round(name: str, seconds: float, seed: int) -> float:
    from cardavia import games

    rng = random.Random(seed)
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = games.new_game(name, seed=rng.randrange(2**62))
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
            decisions += 1
    return decisions / (time.perf_counter() - start)


def positions(name: str, count: int, seed: int) -> list:
    from cardavia import games

    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = games.new_game(name, seed=rng.randrange(2**62))
        for _ in range(rng.randrange(200)):
            if game.is_over:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        if not game.is_over:
            found.append(game)
    return found


def per_second(work, items: list, seconds: float) -> float:
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for item in items:
            work(item)
        done += len(items)
    return done / (time.perf_counter() - start)


def contract_round(name: str, seconds: float, seed: int) -> tuple[float, float]:
    from cardavia import games

    stopped = positions(name, 50, seed)
    clones = per_second(lambda game: game.clone(), stopped, seconds / 2)
    rng = random.Random(seed)
    views = [game.observation(game.to_act) for game in stopped]
    samples = per_second(lambda view: games.sample_game(name, view, rng), views, seconds / 2)
    return clones, samples


def other_checkout_round(checkout: Path, name: str, seconds: float, seed: int) -> float:
    """decisions/s of ``name`` from another checkout's sources, in a subprocess."""
    command = [sys.executable, str(Path(__file__).resolve()), "--only-decisions", name, "--seconds", str(seconds), "--seed", str(seed)]
    env = {**os.environ, "PYTHONPATH": str(checkout / "src")}
    completed = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
    return float(completed.stdout.strip())


def pin_to_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        except OSError:
            pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=None, help="comma-separated games (default: every game)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compare-with", type=Path, default=None, help="another checkout (its src/ is imported)")
    parser.add_argument("--record", action="store_true")
    parser.add_argument("--only-decisions", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    pin_to_one_core()
    if args.only_decisions:
        print(decisions_round(args.only_decisions, args.seconds, args.seed))
        return
    sys.path.insert(0, str(ROOT / "src"))
    from cardavia import games

    names = args.games.split(",") if args.games else games.names()
    rows = []
    for name in names:
        now, before, clones, samples = [], [], [], []
        for index in range(args.rounds):
            seed = args.seed + index
            if args.compare_with is not None:
                before.append(other_checkout_round(args.compare_with, name, args.seconds, seed))
            now.append(decisions_round(name, args.seconds, seed))
            clone_rate, sample_rate = contract_round(name, args.seconds, seed)
            clones.append(clone_rate)
            samples.append(sample_rate)
        row = {
            "game": name,
            "decisions": statistics.median(now),
            "before": statistics.median(before) if before else None,
            "clones": statistics.median(clones),
            "samples": statistics.median(samples),
        }
        rows.append(row)
        print(json.dumps(row), flush=True)
    report(rows, args)


def report(rows: list[dict], args: argparse.Namespace) -> None:
    model = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), platform.processor())
    lines = [
        SECTION,
        "",
        f"Measured {datetime.date.today()} on {model}, Python {platform.python_version()}, load average "
        f"{os.getloadavg()[0]:.1f}; one core, medians of {args.rounds} rounds of {args.seconds:g} s.",
        f"Command: `.venv/bin/python bench/bench_contract.py --rounds {args.rounds} --seconds {args.seconds:g}"
        + (f" --compare-with {args.compare_with}" if args.compare_with else "")
        + "`.",
        "",
        "| game | decisions/s | before (same run) | clone()/s | sample_game/s |",
        "|---|---|---|---|---|",
    ]
    for row in rows:
        before = f"{row['before']:,.0f}" if row["before"] is not None else "—"
        lines.append(f"| {row['game']} | {row['decisions']:,.0f} | {before} | {row['clones']:,.0f} | {row['samples']:,.0f} |")
    table = "\n".join(lines) + "\n"
    print(table)
    if args.record:
        text = RESULTS.read_text()
        if SECTION in text:
            start = text.index(SECTION)
            end = text.find("\n## ", start + len(SECTION))
            text = text[:start] + table + (text[end + 1 :] if end != -1 else "")
        else:
            text = text.rstrip("\n") + "\n\n" + table
        RESULTS.write_text(text)


if __name__ == "__main__":
    main()
