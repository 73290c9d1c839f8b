"""Kowa engine speed: random legal deals and ready checks, on one core.

    .venv/bin/python bench/bench_kowa.py [--runs 5] [--seconds 2]

* decisions per second: whole random deals (dealing included), each decision
  being ``legal_actions()`` + a random choice + ``apply()``;
* ``ready_waits`` calls per second on random 8-card hands from a shuffled
  deck (almost never ready), and on ready hands (the slow path).

Every figure is the median of ``--runs`` timed runs. Targets: 50,000
decisions/s and 200,000 ready checks/s.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from cardavia import games
from cardavia.cards.money import KOWA_DECK
from cardavia.games.kowa import ready_waits


def decisions_per_second(seconds: float, seed: int) -> tuple[float, int]:
    """Play random legal deals for about ``seconds``; return decisions/s and deals played."""
    rng = random.Random(seed)
    decisions = deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        game = games.new_game("kowa", seed=rng.randrange(2**32))
        while not game.is_over:
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
            decisions += 1
        deals += 1
    return decisions / (time.perf_counter() - start), deals


def random_hands(count: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(KOWA_DECK, 8) for _ in range(count)]


def ready_hands(count: int, seed: int) -> list[list[str]]:
    """Hands of two triplets and a pair (some under the 2/2/1 rule), shuffled."""
    rng = random.Random(seed)
    hands = []
    while len(hands) < count:
        hand = rng.sample(KOWA_DECK, 8)
        r = rng.randint(1, 9)
        hand[:3] = [f"{r}{s}" for s in rng.choice(["CCS", "CSM", "SMM", "MMM"])]
        q = rng.randint(1, 9)
        hand[3:6] = [f"{q}{s}" for s in "CSM"]
        hand[6:8] = [f"{r}C", f"{r}C"] if rng.random() < 0.3 else [hand[6], hand[6]]
        rng.shuffle(hand)
        if ready_waits(hand):
            hands.append(hand)
    return hands


def checks_per_second(hands: list[list[str]]) -> float:
    check = ready_waits
    start = time.perf_counter()
    for hand in hands:
        check(hand)
    return len(hands) / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="timed runs per figure (the median is reported)")
    parser.add_argument("--seconds", type=float, default=2.0, help="length of one decisions run")
    args = parser.parse_args()

    print(f"Python {platform.python_version()} on {platform.machine()}, {args.runs} runs each, medians")
    decisions = [decisions_per_second(args.seconds, seed) for seed in range(args.runs)]
    rates = [rate for rate, _ in decisions]
    print(
        f"decisions/s (random legal deals):   {statistics.median(rates):>10,.0f}"
        f"   (runs {', '.join(f'{r:,.0f}' for r in rates)}; {sum(d for _, d in decisions)} deals)"
    )
    unready = random_hands(200_000, seed=1)
    ready = ready_hands(50_000, seed=2)
    for label, hands in (("random deck hands", unready), ("ready hands", ready)):
        rates = [checks_per_second(hands) for _ in range(args.runs)]
        print(
            f"ready_waits calls/s ({label}):".ljust(36)
            + f"{statistics.median(rates):>10,.0f}   (runs {', '.join(f'{r:,.0f}' for r in rates)})"
        )


if __name__ == "__main__":
    main()
