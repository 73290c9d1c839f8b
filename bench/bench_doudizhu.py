#!/usr/bin/env python3
"""Decisions per second of the Dou Dizhu engine, with OpenSpiel's ``dou_dizhu`` measured in the same run.

A decision is one ``legal_actions()``, one random choice among them and one
``apply``; deals are random, dealing included in the time, on one core. Each
engine runs for a few rounds of ``--seconds`` and the median is reported.

    .venv/bin/python bench/bench_doudizhu.py --openspiel-python /work/venv-openspiel/bin/python

OpenSpiel (PyPI ``open-spiel``, a C++ engine with Python bindings) is not a
dependency of Cardavia: install it in a separate virtual environment and name
its interpreter with ``--openspiel-python``; its figures come from a
subprocess run of this script under that interpreter. Without the option the
script tries ``import pyspiel`` here, and says so plainly when it is missing.
``--record`` writes the figures into ``bench/RESULTS.md`` under
``## Dou Dizhu engine`` (the other sections of that file are kept).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from openspiel_peer import Comparison, main

ROOT = Path(__file__).resolve().parent.parent


def measure_cardavia(seconds: float, seed: int) -> dict:
    """Random legal matches of Dou Dizhu for about ``seconds`` (a deal is one of a match's six)."""
    sys.path.insert(0, str(ROOT / "src"))
    from cardavia import games

    rng = random.Random(seed)
    deal_seed = seed * 1_000_003
    decisions = deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(10):
            game = games.new_game("doudizhu", seed=deal_seed)
            deal_seed += 1
            while not game.is_over:
                legal = game.legal_actions()
                game.apply(legal[rng.randrange(len(legal))])
                decisions += 1
            deals += 6
    elapsed = time.perf_counter() - start
    return {"decisions": decisions, "deals": deals, "seconds": elapsed}


def measure_openspiel(seconds: float, seed: int) -> dict:
    """Random legal deals of OpenSpiel's ``dou_dizhu`` for about ``seconds``.

    Chance nodes (the deal: the face-up card's place, then 51 cards) are picked
    uniformly (they are equally likely) and are not counted as decisions, but
    their time is included, as the deal is for Cardavia.
    """
    import pyspiel

    game = pyspiel.load_game("dou_dizhu")
    rng = random.Random(seed)
    decisions = deals = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(50):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    # Every chance outcome of dou_dizhu is equally likely (a card of those left):
                    # a uniform pick among the legal ones is the deal, at the least Python cost.
                    outcomes = state.legal_actions()
                    state.apply_action(outcomes[rng.randrange(len(outcomes))])
                    continue
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
                decisions += 1
            deals += 1
    elapsed = time.perf_counter() - start
    return {"decisions": decisions, "deals": deals, "seconds": elapsed}


COMPARISON = Comparison(
    script="bench/bench_doudizhu.py",
    section="## Dou Dizhu engine",
    decision=(
        "A decision is legal_actions() + a random choice + apply(); random legal deals, the deal's time "
        "included."
    ),
    ours="Cardavia doudizhu (pure Python)",
    theirs="OpenSpiel dou_dizhu (C++ via pyspiel)",
    peer="dou_dizhu",
    caveat=(
        "The same game, but not identical work per decision: Cardavia's auction gives each seat one bid "
        "(OpenSpiel's goes round), a deal where all pass is dealt again (OpenSpiel's ends at 0), Cardavia "
        "also offers four-with-two, and its actions are strings (OpenSpiel's integers)."
    ),
    measure_cardavia=measure_cardavia,
    measure_openspiel=measure_openspiel,
)


if __name__ == "__main__":
    raise SystemExit(main(COMPARISON, __doc__.splitlines()[0]))
