#!/usr/bin/env python3
"""How far Tarok's High gets when it knows every card: a ceiling for its margin over Low.

Plays the matches of ``bench/tarok_ai_report.py`` (same seeds, same seats, same
random streams) twice: once with the real High, once with a High whose every
sampled world is the true deal (a copy of the engine's game, which no player
may see). The gap between the two margins is what the search loses to not
knowing the hidden cards; what the all-knowing High still lacks is the search
itself (its play-outs follow Low's rules of thumb).

    .venv/bin/python bench/tarok_ceiling.py --matches 20 --seed 1
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardavia import games  # noqa: E402
from cardavia.ai import tarok as tarok_ai  # noqa: E402
from tarok_ai_report import play  # noqa: E402


class Knowing:
    """Stands in for ``games`` inside the Tarok AI: every sampled world is the true game."""

    def __init__(self) -> None:
        self.game: games.Game | None = None

    def see(self, game: games.Game) -> None:
        self.game = game

    def sample_game(self, name: str, observation: dict, rng: random.Random) -> games.Game:
        assert self.game is not None
        return self.game.clone()


def margins(matches: int, seed: int, knowing: Knowing | None) -> list[float]:
    """Per match: High's score minus the three Lows' average, per deal."""
    out: list[float] = []
    watch = None if knowing is None else knowing.see
    for levels, game in play(matches, seed, ["high", "low", "low", "low"], watch):
        returns = game.returns()
        others = [returns[s] for s in range(4) if levels[s] != "high"]
        out.append((returns[levels.index("high")] - statistics.fmean(others)) / len(game.past))
    return out


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.1f} [{mean - half:+.1f}, {mean + half:+.1f}]"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    real = margins(args.matches, args.seed, None)
    knowing = Knowing()
    tarok_ai.games = knowing  # type: ignore[assignment]
    try:
        ceiling = margins(args.matches, args.seed, knowing)
    finally:
        tarok_ai.games = games
    print(f"tarok: one High against three Lows, {args.matches} matches × 4 rotations, seed {args.seed}")
    print(f"real High (samples the hidden cards): High minus the Lows per deal {interval(real)}")
    print(f"all-knowing High (the true deal as its only world): {interval(ceiling)}")
    paired = [c - r for c, r in zip(ceiling, real)]
    print(f"knowing every card is worth {interval(paired)} per deal (paired by match)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
