"""ai.analyse and ai.review: estimates, reasons, reviews reproducible and consistent with a replay."""

from __future__ import annotations

import random

import pytest

from cardavia import ai, games
from cardavia.ai import analysis
from cardavia.ai.search import SearchPlayer


def low_game(name: str, seed: int, moves: int | None = None) -> games.Game:
    """A game of ``name`` played by Lows at every seat (``moves`` actions at most)."""
    game = games.new_game(name, seed=seed)
    low = ai.player(name, "low")
    rng = random.Random(seed)
    while not game.is_over and (moves is None or len(game.log) < moves):
        game.apply(low(game.observation(game.to_act), game.legal_actions(), rng))
    return game


def test_truco_values_are_final_scores_and_envido_reasons_cite_the_points():
    g = games.new_game("truco", seed=0, setup={"dealer": 1, "hands": [["7O", "6O", "1E"], ["4B", "5C", "6E"]]})
    hint = ai.analyse("truco", g.observation(0), g.legal_actions(), random.Random(0))
    assert hint.best == ai.player("truco", "high")(g.observation(0), g.legal_actions(), random.Random(0))
    assert all(0.0 <= e.value <= 30.0 for e in hint.estimates)
    assert hint.estimate("mazo").win == 0.0
    assert hint.best in ("envido", "real-envido", "falta-envido")
    assert hint.reason.code == "envido-call" and hint.reason.params == {"points": 33}
    assert hint.reason.text == "You have 33 of envido: worth calling."


def test_a_review_replays_what_the_seat_saw_and_is_reproducible():
    game = low_game("truco", seed=4)
    calls: list[tuple[int, int]] = []
    review = ai.review("truco", game.seed, None, game.log, seat=1, progress=lambda done, total: calls.append((done, total)))
    total = len(review.decisions)
    assert total > 5 and calls == [(done, total) for done in range(total + 1)]
    replay = games.new_game("truco", seed=game.seed)
    expected = []
    for index, action in enumerate(game.log):
        if replay.to_act == 1 and len(replay.legal_actions()) > 1:
            expected.append((index, replay.observation(1), replay.legal_actions(), action))
        replay.apply(action)
    assert [(d.index, d.observation, d.legal_actions, d.played) for d in review.decisions] == expected
    assert ai.review("truco", game.seed, None, game.log, seat=1) == review


@pytest.mark.parametrize("name", games.names())
def test_mistakes_follow_costs_and_thresholds_and_accuracy_follows_mistakes(name):
    game = low_game(name, seed=11, moves=40)
    seat = next(s for s in range(game.players))
    review = ai.review(name, game.seed, None, game.log, seat=seat, budget=None)
    threshold = analysis.THRESHOLDS.get(name, analysis.DEFAULT_THRESHOLD)
    for decision in review.decisions:
        best = decision.analysis.estimates[0]
        assert decision.cost == max(0.0, best.value - decision.analysis.estimate(decision.played).value) >= 0
        assert decision.mistake == (decision.cost > threshold)
        assert decision.analysis == ai.analyse(name, decision.observation, decision.legal_actions, analysis.review_rng(game.seed, decision.index), analysis.REVIEW_BUDGETS.get(name))
    assert 0.0 <= review.accuracy <= 100.0
    assert review.mistakes == [d for d in review.decisions if d.mistake]
    not_mistakes = sum(1 for d in review.decisions if not d.mistake)
    assert review.accuracy == pytest.approx(100.0 * not_mistakes / len(review.decisions) if review.decisions else 100.0)


def test_playing_high_s_choice_costs_nothing():
    game = games.new_game("doudizhu", seed=3)
    high = ai.player("doudizhu", "high")
    while len(game.log) < 12:
        seat = game.to_act
        game.apply(high(game.observation(seat), game.legal_actions(), analysis.review_rng(game.seed, len(game.log))))
    review = ai.review("doudizhu", game.seed, None, game.log, seat=0)
    assert review.decisions and all(d.cost == 0.0 and d.played == d.analysis.best for d in review.decisions)
    assert review.accuracy == 100.0


def test_a_game_without_an_analyser_falls_back_on_the_generic_search():
    g = games.new_game("truco", seed=5)
    observation, legal = g.observation(g.to_act), g.legal_actions()
    valuation = analysis._generic_analyser("truco")(observation, legal, random.Random(2), 300)
    search = SearchPlayer("truco", budget=300)
    assert valuation.best == search(observation, legal, random.Random(2))
    assert set(valuation.values) == set(legal)
    assert all(0.0 <= valuation.wins[a] <= 1.0 for a in legal)


def test_the_budget_changes_the_work_and_a_single_action_has_no_reason():
    game = low_game("skat", seed=2, moves=8)
    observation, legal = game.observation(game.to_act), game.legal_actions()
    assert ai.analyse("skat", observation, legal, random.Random(1), budget=4).best in legal
    single = ai.analyse("skat", observation, legal[:1], random.Random(1))
    assert single.reason is None and [e.action for e in single.estimates] == legal[:1]
    with pytest.raises(ValueError):
        ai.analyse("skat", observation, [], random.Random(1))
