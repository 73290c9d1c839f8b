#!/usr/bin/env python3
"""Decisions per second of the Slovenian Tarok engine, with OpenSpiel's ``tarok(players=4)`` in the same run.

A decision is one ``legal_actions()``, one choice among them and one
``apply``. Both engines follow the same policy: forehand bids Three, the
others pass, and every later decision is a random legal one (in Cardavia
that includes the announcement and kontra turns, and a discard is one
decision where OpenSpiel lays away one card per decision). Dealing is
included in the time, on one core. Each engine runs for a few rounds of
``--seconds`` and the median is reported.

    .venv/bin/python bench/bench_tarok.py --openspiel-python /work/venv-openspiel/bin/python

OpenSpiel (PyPI ``open-spiel``, a C++ engine with Python bindings) is not a
dependency of Cardavia: install it in a separate virtual environment and name
its interpreter with ``--openspiel-python``; its figures come from a
subprocess run of this script under that interpreter. Without the option the
script tries ``import pyspiel`` here, and says so plainly when it is missing.
``--record`` writes the figures into ``bench/RESULTS.md`` under
``## Tarok engine`` (the other sections of that file are kept).
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
SECTION = "## Tarok engine"


def measure_cardavia(seconds: float, seed: int) -> dict:
    """Matches of eight deals under the policy for about ``seconds``; every deal counts."""
    sys.path.insert(0, str(ROOT / "src"))
    from cardavia import games

    rng = random.Random(seed)
    deal_seed = seed * 1_000_003
    decisions = deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(5):
            game = games.new_game("tarok", seed=deal_seed)
            deal_seed += 1
            while not game.is_over:
                legal = game.legal_actions()
                if game.phase == "bidding":
                    # Everyone passes, and forehand (left alone) bids Three.
                    action = "bid three" if legal[0] == "bid klop" else "pass"
                else:
                    action = legal[rng.randrange(len(legal))]
                game.apply(action)
                decisions += 1
            deals += 8
    elapsed = time.perf_counter() - start
    return {"decisions": decisions, "deals": deals, "seconds": elapsed}


def measure_openspiel(seconds: float, seed: int) -> dict:
    """Deals of OpenSpiel's ``tarok`` (4 players) under the same policy for about ``seconds``.

    Chance nodes (the deal) are sampled by their probabilities and are not
    counted as decisions, but their time is included, as the deal is for
    Cardavia.
    """
    import pyspiel

    game = pyspiel.load_game("tarok", {"players": 4})
    bidding = pyspiel.TarokGamePhase.BIDDING
    rng = random.Random(seed)
    decisions = deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    actions = [action for action, _ in outcomes]
                    weights = [probability for _, probability in outcomes]
                    state.apply_action(rng.choices(actions, weights)[0])
                    continue
                legal = state.legal_actions()
                if state.current_game_phase() == bidding:
                    action = 2 if 2 in legal else 0  # Three for forehand, pass for the others
                else:
                    action = legal[rng.randrange(len(legal))]
                state.apply_action(action)
                decisions += 1
            deals += 1
    elapsed = time.perf_counter() - start
    return {"decisions": decisions, "deals": deals, "seconds": elapsed}


def summary(runs: list[dict]) -> dict:
    rates = [run["decisions"] / run["seconds"] for run in runs]
    per_deal = sum(run["decisions"] for run in runs) / sum(run["deals"] for run in runs)
    return {
        "decisions_per_second": statistics.median(rates),
        "runs": [round(rate) for rate in rates],
        "decisions_per_deal": per_deal,
        "deals_per_second": statistics.median(run["deals"] / run["seconds"] for run in runs),
    }


def pin_to_one_core() -> None:
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
        except OSError:
            pass


class OpenSpielUnavailable(Exception):
    """OpenSpiel cannot be measured; the message says why."""


def openspiel_round(python: str | None, seconds: float, seed: int) -> dict:
    """One round of OpenSpiel's tarok, here (``python`` None) or in a subprocess under ``python``."""
    if python is None:
        try:
            import pyspiel  # noqa: F401
        except ImportError:
            raise OpenSpielUnavailable(
                "OpenSpiel not measured: pyspiel does not import here. Install open-spiel in a separate "
                "virtual environment and pass --openspiel-python PATH."
            ) from None
        return measure_openspiel(seconds, seed)
    command = [python, str(Path(__file__).resolve()), "--only-openspiel", "--seconds", str(seconds), "--seed", str(seed)]
    try:
        completed = subprocess.run(command, capture_output=True, text=True)
    except OSError as error:
        raise OpenSpielUnavailable(f"OpenSpiel not measured: cannot run {python} ({error.strerror}).") from None
    if completed.returncode != 0:
        reason = (completed.stderr.strip().splitlines() or ["no output"])[-1]
        raise OpenSpielUnavailable(f"OpenSpiel not measured: {python} failed ({reason}).")
    return json.loads(completed.stdout)


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = f", load average {os.getloadavg()[0]:.1f} at the start" if hasattr(os, "getloadavg") else ""
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}{load}"


def record(text: str) -> None:
    """Replace (or add) this benchmark's section of bench/RESULTS.md, keeping every other section."""
    existing = RESULTS.read_text() if RESULTS.exists() else "# Benchmark results\n"
    lines = existing.splitlines()
    kept: list[str] = []
    skipping = False
    for line in lines:
        if line.startswith("## "):
            skipping = line.strip() == SECTION
        if not skipping:
            kept.append(line)
    body = "\n".join(kept).rstrip() + "\n\n" + text.rstrip() + "\n"
    RESULTS.write_text(body)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="length of one round (default 3)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per engine; the median is reported (default 5)")
    parser.add_argument("--openspiel-python", default=None, help="interpreter of a virtual environment with open-spiel")
    parser.add_argument("--record", action="store_true", help="write the figures into bench/RESULTS.md")
    parser.add_argument("--only-openspiel", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    pin_to_one_core()

    if args.only_openspiel:
        print(json.dumps(measure_openspiel(args.seconds, args.seed)))
        return 0

    # The rounds alternate between the engines so that both see the same load on a shared machine.
    our_runs: list[dict] = []
    their_runs: list[dict] = []
    unavailable: str | None = None
    for seed in range(args.rounds):
        our_runs.append(measure_cardavia(args.seconds, seed))
        if unavailable is None:
            try:
                their_runs.append(openspiel_round(args.openspiel_python, args.seconds, seed))
            except OpenSpielUnavailable as error:
                unavailable = str(error)
    ours = summary(our_runs)
    theirs = summary(their_runs) if unavailable is None else None
    where = f"in a subprocess with {args.openspiel_python}" if args.openspiel_python else "in this interpreter"
    note = unavailable or f"OpenSpiel measured {where}."
    today = datetime.date.today().isoformat()
    command = "python bench/bench_tarok.py" + "".join(
        f" {arg}" for arg in sys.argv[1:] if arg != "--record"
    )
    lines = [
        SECTION,
        "",
        f"Measured {today} on {machine()}; one core, median of {args.rounds} rounds of {args.seconds:g} s.",
        f"Command: `{command}`.",
        "A decision is legal_actions() + a choice + apply(); forehand bids Three, the others pass, random legal play "
        "after; the deal's time included.",
        "The machine is shared with other work, so single rounds are noisy; rounds alternate between the engines.",
        "",
        "| engine | decisions/s (median) | runs | decisions per deal | deals/s |",
        "|---|---|---|---|---|",
        f"| Cardavia tarok (pure Python) | {ours['decisions_per_second']:,.0f} | {', '.join(f'{r:,}' for r in ours['runs'])}"
        f" | {ours['decisions_per_deal']:.1f} | {ours['deals_per_second']:,.0f} |",
    ]
    if theirs is not None:
        lines.append(
            f"| OpenSpiel tarok, players=4 (C++ via pyspiel) | {theirs['decisions_per_second']:,.0f}"
            f" | {', '.join(f'{r:,}' for r in theirs['runs'])} | {theirs['decisions_per_deal']:.1f}"
            f" | {theirs['deals_per_second']:,.0f} |"
        )
    lines.append("")
    lines.append("Target: at least 0.5 x OpenSpiel's decisions/s.")
    if theirs is not None:
        ratio = ours["decisions_per_second"] / theirs["decisions_per_second"]
        round_ratios = [
            (mine["decisions"] / mine["seconds"]) / (other["decisions"] / other["seconds"])
            for mine, other in zip(our_runs, their_runs)
        ]
        lines.append(
            f"Ratio Cardavia / OpenSpiel tarok: {ratio:.2f} (medians of decisions per second; "
            f"median of the per-round ratios {statistics.median(round_ratios):.2f}). {note}"
        )
        lines.append(
            "The same game under the same policy; Cardavia's deals have eight more decisions (the announcement and "
            "kontra turns) and one discard decision where OpenSpiel has one per card laid away."
        )
    else:
        lines.append(note)
    text = "\n".join(lines)
    print(text)
    if args.record:
        record(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
