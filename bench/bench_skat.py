#!/usr/bin/env python3
"""Decisions per second of the Skat engine, with OpenSpiel's ``skat`` measured in the same run.

A decision is one ``legal_actions()``, one random choice among them and one
``apply``; deals are random, dealing included in the time, on one core. A Cardavia game is a list
of six deals; an OpenSpiel game one deal (its bidding is one choice per seat,
its Skat always picked up): the decisions per deal are reported beside the
rates. Each
engine runs for a few rounds of ``--seconds`` and the median is reported.

    .venv/bin/python bench/bench_skat.py --openspiel-python /work/venv-openspiel/bin/python

OpenSpiel (PyPI ``open-spiel``, a C++ engine with Python bindings) is not a
dependency of Cardavia: install it in a separate virtual environment and name
its interpreter with ``--openspiel-python``; its figures come from a
subprocess run of this script under that interpreter. Without the option the
script tries ``import pyspiel`` here, and says so plainly when it is missing.
``--record`` writes the figures into ``bench/RESULTS.md`` under
``## Skat engine`` (the other sections of that file are kept).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from openspiel_peer import Comparison, main

ROOT = Path(__file__).resolve().parent.parent


def measure_cardavia(seconds: float, seed: int) -> dict:
    """Random legal lists of Skat (six deals each) for about ``seconds``."""
    sys.path.insert(0, str(ROOT / "src"))
    from cardavia import games

    rng = random.Random(seed)
    deal_seed = seed * 1_000_003
    decisions = deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            game = games.new_game("skat", seed=deal_seed)
            deal_seed += 1
            while not game.is_over:
                legal = game.legal_actions()
                game.apply(legal[rng.randrange(len(legal))])
                decisions += 1
            deals += 1
    elapsed = time.perf_counter() - start
    return {"decisions": decisions, "deals": deals, "seconds": elapsed}


def measure_openspiel(seconds: float, seed: int) -> dict:
    """Random legal deals of OpenSpiel's ``skat`` for about ``seconds``.

    Chance nodes (the deal) are sampled by their probabilities and are not
    counted as decisions, but their time is included, as the deal is for
    Cardavia.
    """
    import pyspiel

    game = pyspiel.load_game("skat")
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
                state.apply_action(legal[rng.randrange(len(legal))])
                decisions += 1
            deals += 1
    elapsed = time.perf_counter() - start
    return {"decisions": decisions, "deals": deals, "seconds": elapsed}


COMPARISON = Comparison(
    script="bench/bench_skat.py",
    section="## Skat engine",
    decision=(
        "A decision is legal_actions() + a random choice + apply(); random legal deals, the deal's time "
        "included."
    ),
    ours="Cardavia skat, a list of 6 deals (pure Python)",
    theirs="OpenSpiel skat, one deal (C++ via pyspiel)",
    peer="skat",
    caveat=(
        "Both are Skat's card play on 32 cards; the work per decision differs in the auction (ours bids "
        "on the value list one value at a time, hand or Skat and the declaration; OpenSpiel's is one "
        "choice of game per seat) and ours deals a random auction thrown in, a few decisions long, when "
        "everyone passes."
    ),
    measure_cardavia=measure_cardavia,
    measure_openspiel=measure_openspiel,
)


if __name__ == "__main__":
    raise SystemExit(main(COMPARISON, __doc__.splitlines()[0]))
