#!/usr/bin/env python3
"""How the Tarok AI levels bid and score: contracts played and won by level, and High's margin over Low.

Plays matches of eight deals with the seats given (default one High against
three Lows), each seed once per rotation of the seats (so every level sits
at every position on the same deals), and prints, per level, how often it
played each contract and won it (a declarer's deal score above zero), its
average score per deal, and the first level's margin per deal over the
others with a 95% interval over the matches.

    .venv/bin/python bench/tarok_ai_report.py --matches 30 --seats high,low,low,low
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardavia import ai, games  # noqa: E402


def play(matches: int, seed: int, pattern: list[str], before_each_move: Callable[[Any], None] | None = None) -> Iterator[tuple[list[str], Any]]:
    """Each match of ``seed`` in every rotation of ``pattern``, played out: (the seats' levels, the game).

    ``before_each_move`` sees the game before every move (bench/tarok_ceiling.py shows it to its High).
    """
    for number in range(matches):
        for rotation in range(4):
            levels = [pattern[(seat + rotation) % 4] for seat in range(4)]
            players = [ai.player("tarok", level) for level in levels]
            game = games.new_game("tarok", seed=seed * 100_003 + number)
            rng = random.Random(f"{number}/{rotation}")
            while not game.is_over:
                if before_each_move is not None:
                    before_each_move(game)
                seat = game.to_act
                game.apply(players[seat](game.observation(seat), game.legal_actions(), rng))
            yield levels, game


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--seats", default="high,low,low,low")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    pattern = args.seats.split(",")
    if len(pattern) != 4:
        parser.error("--seats names four levels, one per seat")
    played: dict[str, Counter] = defaultdict(Counter)
    won: dict[str, Counter] = defaultdict(Counter)
    deal_scores: dict[str, list[float]] = defaultdict(list)
    margins: list[float] = []  # per match and rotation: the first level's average minus the others', per deal
    for levels, game in play(args.matches, args.seed, pattern):
        returns = game.returns()
        deals = len(game.past)
        for seat in range(4):
            deal_scores[levels[seat]].append(returns[seat] / deals)
        first = [returns[seat] for seat in range(4) if levels[seat] == pattern[0]]
        others = [returns[seat] for seat in range(4) if levels[seat] != pattern[0]]
        if first and others:
            margins.append((statistics.fmean(first) - statistics.fmean(others)) / deals)
        for summary in game.past:
            declarer = summary["declarer"]
            if declarer is None:
                played["klop"][summary["contract"]] += 1
                continue
            level = levels[declarer]
            played[level][summary["contract"]] += 1
            won[level][summary["contract"]] += summary["deal_scores"][declarer] > 0
    print(f"tarok: {args.matches} matches of 8 deals × 4 rotations of {args.seats} · seed {args.seed}")
    for level in sorted(deal_scores):
        contracts = ", ".join(
            f"{name} {won[level][name]}/{count}" for name, count in played[level].most_common()
        )
        declared = sum(played[level].values())
        print(
            f"{level}: score per deal {statistics.fmean(deal_scores[level]):.1f}; "
            f"declared {declared}, won {sum(won[level].values())} (contract won/played: {contracts or 'none'})"
        )
    if played["klop"]:
        print(f"klop (everyone passed): {sum(played['klop'].values())} deals")
    if len(margins) > 1:
        mean = statistics.fmean(margins)
        half = 1.96 * statistics.stdev(margins) / math.sqrt(len(margins))
        print(f"{pattern[0]} minus the others per deal: {mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}] over {len(margins)} matches")
    return 0


if __name__ == "__main__":
    sys.exit(main())
