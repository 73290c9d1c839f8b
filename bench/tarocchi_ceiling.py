"""How far can a Tarocchi High get above Low? Ceilings measured with hidden information.

The issue asks a High partnership to win 65% of deals against a Low one.
This benchmark plays the real High (``cardavia.ai.tarocchi.choose_high``)
on the arena's paired deals, then variants given what no honest player
knows, read straight from the engine:

* ``high``: the real High, observation only (the arena's figure).
* ``knows-partner``: every sampled deal gives the partner its true hand;
  the opponents' cards are still sampled from what is public.
* ``knows-hands``: the true deal is High's only sample: it knows every
  hand and the dealer's discard, and still plays the rest out with Low's
  rules (and exactly with six cards or fewer). Its own discard as dealer
  is the real High's (nothing is known of the others' hands then).

Usage: ``.venv/bin/python bench/tarocchi_ceiling.py --deals 200 --seed 100``.
The deals, seats and random streams are the arena's
(``cardavia arena tarocchi --seats high,low --deals N --seed S``), so the
``high`` row reproduces it. Prints, per variant, the High partnership's win
rate (ties half) with a 95% interval over paired deals, and its margin in
card points.
"""

from __future__ import annotations

import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable

from cardavia import ai, games
from cardavia.ai import arena, tarocchi
from cardavia.games.tarocchi.engine import Tarocchi
from cardavia.games.tarocchi.tables import BIT, FULL_DECK_MASK

Chooser = Callable[[dict[str, Any], list[str], random.Random], str]
VARIANTS = ("high", "knows-partner", "knows-hands")


def knowing_high(game: Tarocchi, variant: str) -> Chooser:
    """High whose sampled deals are bent towards the truth, during its own decisions only."""

    def deal_with_partner(table: tarocchi.Table, excluded: list[int], rng: random.Random) -> tuple[list[int], int] | None:
        partner = (table.seat + 2) % 4
        hand = game._hands[partner]
        told = [x | hand if s != partner else x | (FULL_DECK_MASK & ~hand) for s, x in enumerate(excluded)]
        return real_deal(table, told, rng)

    def true_deal(table: tarocchi.Table, excluded: list[int], rng: random.Random) -> tuple[list[int], int]:
        discard = sum(BIT[card] for card in game._discard) if game._discard else 0
        return list(game._hands), discard

    real_deal = tarocchi.deal_hidden
    bent = deal_with_partner if variant == "knows-partner" else true_deal

    # Knowing the deal, one sample says all that many would (they would all be the same deal).
    samples = {"HIGH_MIN_SAMPLES": 1, "HIGH_MAX_SAMPLES": 1, "ENDGAME_SAMPLES": 1} if variant == "knows-hands" else {}
    real_samples = {name: getattr(tarocchi, name) for name in samples}

    def choose(observation: dict[str, Any], legal: list[str], rng: random.Random) -> str:
        tarocchi.deal_hidden = bent  # type: ignore[assignment]
        for name, value in samples.items():
            setattr(tarocchi, name, value)
        try:
            return tarocchi.choose_high(observation, legal, rng)
        finally:
            tarocchi.deal_hidden = real_deal  # type: ignore[assignment]
            for name, value in real_samples.items():
                setattr(tarocchi, name, value)

    return choose


def play(task: tuple[str, int, int, int]) -> tuple[int, float, float]:
    """One game: (deal, High's share of the win, High's points minus Low's)."""
    variant, deal, deal_seed, rotation = task
    game = games.new_game("tarocchi", seed=deal_seed)
    assert isinstance(game, Tarocchi)
    high_team = rotation  # the arena's seatings: rotation 0 puts High in seats 0 and 2
    high = tarocchi.choose_high if variant == "high" else knowing_high(game, variant)
    low = ai.player("tarocchi", "low")
    rngs = [random.Random(f"{deal_seed}/{rotation}/{seat}") for seat in range(4)]
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        chooser = high if seat % 2 == high_team else low
        game.apply(chooser(game.observation(seat), game.legal_actions(), rngs[seat]))
    assert game.result is not None
    winner, points = game.result["winner"], game.result["points"]
    share = 0.5 if winner is None else float(winner == high_team)
    return deal, share, float(points[high_team] - points[1 - high_team])


def measure(variant: str, deals: int, seed: int, workers: int) -> tuple[float, tuple[float, float], float]:
    """(win rate, its 95% interval over paired deals, average margin) of ``variant``."""
    tasks = [
        (variant, deal, deal_seed, rotation)
        for deal, deal_seed in enumerate(arena.deal_seeds(seed, deals))
        for rotation in (0, 1)
    ]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(play, tasks, chunksize=4))
    per_deal: dict[int, list[float]] = {}
    for deal, share, _ in results:
        per_deal.setdefault(deal, []).append(share)
    deal_means = [statistics.fmean(shares) for shares in per_deal.values()]
    margin = statistics.fmean(margin for _, _, margin in results)
    return statistics.fmean(deal_means), arena.mean_interval(deal_means), margin


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated, from: " + ", ".join(VARIANTS))
    args = parser.parse_args()
    print(f"{'variant':<14} {'High wins':>9} {'95% CI':>17} {'margin':>7}")
    for variant in args.variants.split(","):
        if variant not in VARIANTS:
            parser.error(f"unknown variant {variant!r}")
        rate, (low, high), margin = measure(variant, args.deals, args.seed, args.workers)
        print(f"{variant:<14} {rate:>9.1%} {f'[{low:.1%}, {high:.1%}]':>17} {margin:>7.1f}", flush=True)


if __name__ == "__main__":
    main()
