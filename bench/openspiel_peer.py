"""One engine against OpenSpiel's in the same run: what the ``bench_<game>.py`` scripts with a peer share.

Each script names its two measures (Cardavia's and OpenSpiel's, each for
about ``seconds`` from a seed, returning decisions, deals and seconds) and
the texts of its section in a :class:`Comparison`, and hands it to
:func:`main`. The rounds alternate between the engines so that both see the
same load on a shared machine; OpenSpiel runs here, or in a subprocess of the
same script under ``--openspiel-python`` (OpenSpiel is never a dependency of
Cardavia). ``--record`` replaces the script's section of ``bench/RESULTS.md``
and keeps every other section.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "RESULTS.md"

Measure = Callable[[float, int], dict]


@dataclass(frozen=True)
class Comparison:
    """One script's measures and the texts of its section."""

    script: str  # "bench/bench_tarok.py"
    section: str  # "## Tarok engine"
    decision: str  # what a decision is, in one sentence
    ours: str  # the table's row name for Cardavia
    theirs: str  # the table's row name for OpenSpiel
    peer: str  # OpenSpiel's name of the game, for the ratio line
    caveat: str  # how the two engines' work differs, after the ratio
    measure_cardavia: Measure
    measure_openspiel: Measure
    target_ratio: float | None = 0.5
    target_rate: int | None = None  # decisions/s Cardavia must reach on its own


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


def openspiel_round(comparison: Comparison, python: str | None, seconds: float, seed: int) -> dict:
    """One round of OpenSpiel, here (``python`` None) or in a subprocess of the script under ``python``."""
    if python is None:
        try:
            import pyspiel  # noqa: F401
        except ImportError:
            raise OpenSpielUnavailable(
                "OpenSpiel not measured: pyspiel does not import here. Install open-spiel in a separate "
                "virtual environment and pass --openspiel-python PATH."
            ) from None
        return comparison.measure_openspiel(seconds, seed)
    script = str(ROOT / comparison.script)
    command = [python, script, "--only-openspiel", "--seconds", str(seconds), "--seed", str(seed)]
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


def record(section: str, text: str) -> None:
    """Replace (or add) ``section`` of bench/RESULTS.md, keeping every other section."""
    existing = RESULTS.read_text() if RESULTS.exists() else "# Benchmark results\n"
    kept: list[str] = []
    skipping = False
    for line in existing.splitlines():
        if line.startswith("## "):
            skipping = line.strip() == section
        if not skipping:
            kept.append(line)
    RESULTS.write_text("\n".join(kept).rstrip() + "\n\n" + text.rstrip() + "\n")


def _row(name: str, figures: dict) -> str:
    return (
        f"| {name} | {figures['decisions_per_second']:,.0f} | {', '.join(f'{r:,}' for r in figures['runs'])}"
        f" | {figures['decisions_per_deal']:.1f} | {figures['deals_per_second']:,.0f} |"
    )


def report(comparison: Comparison, args: argparse.Namespace, our_runs: list[dict], their_runs: list[dict], note: str | None) -> str:
    """The section's text: how it was measured, the table, the targets and the ratio."""
    ours = summary(our_runs)
    theirs = summary(their_runs) if note is None else None
    command = f"python {comparison.script}" + "".join(f" {arg}" for arg in sys.argv[1:] if arg != "--record")
    lines = [
        comparison.section,
        "",
        f"Measured {datetime.date.today().isoformat()} on {machine()}; one core, median of {args.rounds} rounds of {args.seconds:g} s.",
        f"Command: `{command}`.",
        comparison.decision,
        "The machine is shared with other work, so single rounds are noisy; rounds alternate between the engines.",
        "",
        "| engine | decisions/s (median) | runs | decisions per deal | deals/s |",
        "|---|---|---|---|---|",
        _row(comparison.ours, ours),
    ]
    if theirs is not None:
        lines.append(_row(comparison.theirs, theirs))
    lines.append("")
    if comparison.target_rate is not None:
        verdict = "meets" if ours["decisions_per_second"] >= comparison.target_rate else "misses"
        lines.append(f"Target {comparison.target_rate:,} decisions/s: {verdict} it.")
    if theirs is None:
        lines.append(note or "")
        return "\n".join(lines)
    ratio = ours["decisions_per_second"] / theirs["decisions_per_second"]
    round_ratios = [
        (mine["decisions"] / mine["seconds"]) / (other["decisions"] / other["seconds"])
        for mine, other in zip(our_runs, their_runs)
    ]
    target = ""
    if comparison.target_ratio is not None:
        target = f" (target at least {comparison.target_ratio:g}: {'met' if ratio >= comparison.target_ratio else 'missed'})"
    where = f"in a subprocess with {args.openspiel_python}" if args.openspiel_python else "in this interpreter"
    lines.append(
        f"Ratio Cardavia / OpenSpiel {comparison.peer}{target}: {ratio:.2f} (medians of decisions per second; "
        f"median of the per-round ratios {statistics.median(round_ratios):.2f}). OpenSpiel measured {where}."
    )
    lines.append(comparison.caveat)
    return "\n".join(lines)


def main(comparison: Comparison, description: str) -> int:
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--seconds", type=float, default=3.0, help="length of one round (default 3)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per engine; the median is reported (default 5)")
    parser.add_argument("--openspiel-python", default=None, help="interpreter of a virtual environment with open-spiel")
    parser.add_argument("--record", action="store_true", help="write the figures into bench/RESULTS.md")
    parser.add_argument("--only-openspiel", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    pin_to_one_core()

    if args.only_openspiel:
        print(json.dumps(comparison.measure_openspiel(args.seconds, args.seed)))
        return 0

    our_runs: list[dict] = []
    their_runs: list[dict] = []
    unavailable: str | None = None
    for seed in range(args.rounds):
        our_runs.append(comparison.measure_cardavia(args.seconds, seed))
        if unavailable is None:
            try:
                their_runs.append(openspiel_round(comparison, args.openspiel_python, args.seconds, seed))
            except OpenSpielUnavailable as error:
                unavailable = str(error)
    text = report(comparison, args, our_runs, their_runs, unavailable)
    print(text)
    if args.record:
        record(comparison.section, text)
    return 0
