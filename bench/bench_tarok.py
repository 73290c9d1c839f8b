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

import random
import sys
import time
from pathlib import Path

from openspiel_peer import Comparison, main

ROOT = Path(__file__).resolve().parent.parent


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


COMPARISON = Comparison(
    script="bench/bench_tarok.py",
    section="## Tarok engine",
    decision=(
        "A decision is legal_actions() + a choice + apply(); forehand bids Three, the others pass, random "
        "legal play after; the deal's time included."
    ),
    ours="Cardavia tarok (pure Python)",
    theirs="OpenSpiel tarok, players=4 (C++ via pyspiel)",
    peer="tarok",
    caveat=(
        "The same game under the same policy; Cardavia's deals have eight more decisions (the "
        "announcement and kontra turns) and one discard decision where OpenSpiel has one per card laid "
        "away."
    ),
    measure_cardavia=measure_cardavia,
    measure_openspiel=measure_openspiel,
)


if __name__ == "__main__":
    raise SystemExit(main(COMPARISON, __doc__.splitlines()[0]))
