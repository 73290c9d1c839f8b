#!/usr/bin/env python3
"""How often each Koi-Koi level calls koi-koi, and how often that pays, in paired High-Low matches.

A koi "pays" when the caller ends the round scoring more than the stop it
declined; it "costs" when the opponent scores the round (doubled by the koi)
or the round is exhausted (the declined stop is lost). Matches are paired:
each seed is played twice with the seats swapped.

    .venv/bin/python bench/koikoi_koi_stats.py --matches 100
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from cardavia import ai, games  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=50, help="seeds; each is played twice, seats swapped")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    levels = ("high", "low")
    stats = {level: {"chances": 0, "kois": 0, "paid": 0, "cost": 0, "gain": 0, "loss": 0} for level in levels}
    wins = {level: 0.0 for level in levels}
    played = 0
    for index in range(args.matches):
        seed = args.seed * 1_000_003 + index
        for swap in (False, True):
            seats = ["low", "high"] if swap else ["high", "low"]
            game = games.new_game("koikoi", seed=seed)
            rng = random.Random(seed * 2 + swap)
            open_koi: dict[int, int] = {}  # seat -> the stop value it declined (first koi of the round)
            while not game.is_over:
                seat = game.to_act
                obs = game.observation(seat)
                action = ai.player("koikoi", seats[seat])(obs, game.legal_actions(), rng)
                if obs["phase"] == "koi":
                    stats[seats[seat]]["chances"] += 1
                    if action == "koi":
                        stats[seats[seat]]["kois"] += 1
                        open_koi.setdefault(seat, obs["stop_value"])
                for event in game.apply(action):
                    if event["type"] != "round-end":
                        continue
                    for caller, declined in open_koi.items():
                        record = stats[seats[caller]]
                        got = event["deal_scores"][caller] - event["deal_scores"][1 - caller]
                        if got > declined:
                            record["paid"] += 1
                            record["gain"] += got - declined
                        else:
                            record["cost"] += 1
                            record["loss"] += declined - got
                    open_koi = {}
            returns = game.returns()
            for seat in (0, 1):
                other = returns[1 - seat]
                wins[seats[seat]] += 1.0 if returns[seat] > other else 0.5 if returns[seat] == other else 0.0
            played += 1
    for level in levels:
        rate = wins[level] / played
        half = 1.96 * math.sqrt(rate * (1 - rate) / played)
        s = stats[level]
        decided = s["paid"] + s["cost"]
        print(
            f"{level:5} wins {rate:6.1%} [{rate - half:.1%}, {rate + half:.1%}] of {played} matches · "
            f"koi called {s['kois']} of {s['chances']} chances ({s['kois'] / max(1, s['chances']):.0%}) · "
            f"paid {s['paid']} of {decided} rounds ({s['paid'] / max(1, decided):.0%}), "
            f"+{s['gain']} points won over the declined stops, −{s['loss']} lost"
        )


if __name__ == "__main__":
    main()
