#!/usr/bin/env python3
"""How the Skat AI levels bid and declare: games declared, won, lost and overbid, per level.

Plays lists of six deals with the seats given (default High against two Lows),
each seed once per rotation of the seats, and counts for every game declared
by a level whether it was won, lost or overbid (its value at the end below the
bid), with the average deal score of the declarer and each level's average
list score per deal.

    .venv/bin/python bench/skat_ai_report.py --lists 40 --seats high,low,low
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardavia import ai, games  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lists", type=int, default=20)
    parser.add_argument("--seats", default="high,low,low")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    pattern = args.seats.split(",")
    counts: dict[str, Counter] = defaultdict(Counter)
    declarer_scores: dict[str, list[int]] = defaultdict(list)
    list_scores: dict[str, list[int]] = defaultdict(list)
    bids: dict[str, Counter] = defaultdict(Counter)
    margins: list[float] = []  # per game: the first level's score minus the others' average, per deal
    for number in range(args.lists):
        for rotation in range(3):
            levels = [pattern[(seat + rotation) % 3] for seat in range(3)]
            players = [ai.player("skat", level) for level in levels]
            game = games.new_game("skat", seed=args.seed * 100_003 + number)
            rng = random.Random(f"{number}/{rotation}")
            while not game.is_over:
                seat = game.to_act
                game.apply(players[seat](game.observation(seat), game.legal_actions(), rng))
            for seat in range(3):
                list_scores[levels[seat]].append(game.scores[seat])
            first = [seat for seat in range(3) if levels[seat] == pattern[0]]
            others = [seat for seat in range(3) if levels[seat] != pattern[0]]
            if first and others:
                mine = sum(game.scores[seat] for seat in first) / len(first)
                theirs = sum(game.scores[seat] for seat in others) / len(others)
                margins.append((mine - theirs) / 6)
            for summary in game.history:
                if summary["declarer"] is None:
                    continue
                level = levels[summary["declarer"]]
                counts[level]["declared"] += 1
                counts[level]["won" if summary["won"] else "lost"] += 1
                counts[level]["overbid"] += summary["overbid"]
                counts[level][summary["contract"].split()[0]] += 1
                bids[level][summary["bid"] if summary["overbid"] else 0] += summary["overbid"]
                declarer_scores[level].append(summary["deal_scores"][summary["declarer"]])
    for level in sorted(counts):
        c = counts[level]
        average = sum(declarer_scores[level]) / max(1, len(declarer_scores[level]))
        per_deal = sum(list_scores[level]) / max(1, len(list_scores[level])) / 6
        games_played = ", ".join(f"{name} {c[name]}" for name in ("eichel", "gruen", "herz", "schellen", "grand", "null") if c[name])
        overbids = ", ".join(f"bid {bid}: {n}" for bid, n in sorted(bids[level].items()) if bid and n) or "none"
        print(
            f"{level}: declared {c['declared']}, won {c['won']}, lost {c['lost']}, overbid {c['overbid']} "
            f"({overbids}); declarer's average deal score {average:.1f}; list score per deal {per_deal:.1f}; games: {games_played}"
        )
    if len(margins) > 1:
        mean = statistics.fmean(margins)
        half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins))
        print(
            f"{pattern[0]} minus the others, list score per deal: {mean:.1f} "
            f"(95% interval {mean - half:.1f} to {mean + half:.1f}, {len(margins)} lists)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
