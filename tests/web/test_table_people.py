"""At a table with friends every table names the people at its seats, and never calls them the AI."""

from __future__ import annotations

import random
import re

import pytest
from django.template.loader import render_to_string
from django.utils import translation

from cardavia import games
from cardavia.web.play.tables import people, table_module
from web_helpers import SHIPPED_GAMES

AI_WORD = re.compile(r"\bAI\b")


def played_events(name: str, seed: int, stop_share: float) -> tuple[games.Game, list[dict]]:
    """A game of random legal moves, stopped after about ``stop_share`` of its length (1: to the end)."""
    rng = random.Random(seed)
    game = games.new_game(name, seed=seed)
    events = list(game.opening_events)
    history = []
    while not game.is_over:
        events.extend(game.apply(rng.choice(game.legal_actions())))
        history.append(len(events))
    if stop_share >= 1:
        return game, events
    # Replay to the stopping point, so that the context shows a game in play.
    stop = int(len(game.log) * stop_share)
    replay = games.new_game(name, seed=seed)
    for action in game.log[:stop]:
        replay.apply(action)
    return replay, events[: history[stop - 1]] if stop else list(replay.opening_events)


@pytest.mark.parametrize("name", SHIPPED_GAMES)
def test_the_log_and_the_table_name_the_people(name: str) -> None:
    table = table_module(name)
    players = games.game_class(name).players
    viewer = 0
    names = {seat: f"Person{seat}" for seat in range(players) if seat != viewer}
    for seed, share in ((1, 0.5), (2, 1.0), (3, 0.3)):
        game, events = played_events(name, seed, share)
        with translation.override("en"), people(names):
            lines = [table.describe(event, viewer) for event in events]
            legal = game.legal_actions() if game.to_act == viewer else []
            context = table.context(game.observation(viewer), legal, lambda action: None)
            page = render_to_string(table.TEMPLATE, {"table": context, "deck": table.DECK, "legal": legal, "observation": game.observation(viewer)})
        for line in lines + [str(context["status"])]:
            assert not AI_WORD.search(line), (seed, line)
        assert not AI_WORD.search(re.sub(r"<[^>]+>", " ", page)), f"{name}: the table calls a person the AI"
        assert any(person in " ".join(lines) for person in names.values()), "the log names the people"


@pytest.mark.parametrize("name", SHIPPED_GAMES)
def test_against_the_ai_the_table_still_says_ai(name: str) -> None:
    table = table_module(name)
    game, events = played_events(name, 4, 1.0)
    with translation.override("en"):
        lines = [table.describe(event, 0) for event in events]
    assert any(AI_WORD.search(line) for line in lines)
    assert not any("Person" in line for line in lines)
