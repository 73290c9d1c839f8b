"""What a table shows of a move: the steps of its motion, and the end of a deal before the next one.

Parametrised over every game, so that a new game's table is held to the same
rules: the motion names only the cards an event shows every seat, in the
order of the events; every trick a trick-taking game gathers goes to its
winner; a call is said with its log line; and a deal that ends while the
match goes on is summed up with every seat's points.
"""

from __future__ import annotations

import html
import json
import random
import re

import pytest
from django.test import Client
from django.utils import translation

from cardavia import games
from cardavia.web.play.models import StoredGame
from cardavia.web.play.tables import deal_summary, default_motion, motion, table_module

KINDS = {"play", "take", "draw", "gather", "clear", "call", "deal"}


def random_moves(name: str, seed: int, limit: int = 4000):
    """Each move of a random game: the game after it and the move's events."""
    game = games.new_game(name, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if game.is_over:
            return
        events = game.apply(rng.choice(game.legal_actions()))
        yield game, events


def shown_cards(event: dict) -> list[str]:
    """The cards an event shows every seat: a play's, a discard's, a take's and what it captures (never a draw's)."""
    if event["type"] == "draw":
        return []
    cards = [event["card"]] if "card" in event else []
    cards += [c["card"] if isinstance(c, dict) else c for c in event.get("cards", [])]
    return cards + list(event.get("captured", []))


@pytest.mark.parametrize("name", games.names())
def test_the_motion_of_each_move_names_only_the_cards_its_events_show(name: str) -> None:
    table = table_module(name)
    with translation.override("en"):
        for seed in range(3):
            for game, events in random_moves(name, seed):
                viewer = seed % game.players
                shown = motion(table, events, viewer)
                assert shown["me"] == viewer
                public = {code for e in events for code in shown_cards(e)}
                for step in shown["steps"]:
                    assert step["kind"] in KINDS, step
                    assert set(step.get("cards", ())) <= public, (step, events)
                    if step["kind"] == "call":
                        assert step["text"] and step["text"] == table.describe(next(e for e in events if e.get("seat") == step["seat"] and e["type"] in table.CALL_EVENTS), viewer)
                named = {code for step in shown["steps"] for code in step.get("cards", ())}
                assert set(shown["faces"]) == named
                assert all(url.startswith("/art/") for url in [*shown["faces"].values(), shown["back"]])


@pytest.mark.parametrize("name", ["skat", "tarok", "tarocchi"])
def test_every_trick_taken_slides_to_its_winner(name: str) -> None:
    table = table_module(name)
    gathered = 0
    for game, events in random_moves(name, 1):
        steps = motion(table, events, 0)["steps"]
        winners = [e["winner"] for e in events if e["type"] == "trick"]
        assert [s["seat"] for s in steps if s["kind"] == "gather"] == winners
        gathered += len(winners)
    assert gathered >= 10


def test_a_truco_trick_stays_on_the_table_and_a_call_is_said_at_its_seat() -> None:
    table = table_module("truco")
    with translation.override("en"):
        steps = motion(table, [{"type": "trick", "trick": 1, "winner": 0}, {"type": "call", "seat": 1, "call": "truco"}], 0)["steps"]
    assert steps == [{"kind": "call", "seat": 1, "text": "AI: Truco!"}]


def test_a_koikoi_card_goes_to_the_field_and_what_it_captures_to_its_player() -> None:
    steps = motion(table_module("koikoi"), [{"type": "turn", "seat": 1, "card": "3a", "captured": ["3c"], "choice": False}], 0)["steps"]
    assert steps == [
        {"kind": "play", "seat": 1, "cards": ["3a"], "near": ["3c"], "from": "stock"},
        {"kind": "take", "seat": 1, "cards": ["3a", "3c"]},
    ]


def test_a_kowa_draw_never_names_the_card() -> None:
    assert default_motion(table_module("kowa"), {"type": "draw", "seat": 2, "stock": 40, "card": "5M"}, 0) == [{"kind": "draw", "seat": 2}]


@pytest.mark.parametrize("name", ["skat", "tarok", "doudizhu", "koikoi"])
def test_a_deal_that_ends_while_the_match_goes_on_is_summed_up(name: str) -> None:
    table = table_module(name)
    summaries = 0
    with translation.override("en"):
        for game, events in random_moves(name, 2):
            summary = deal_summary(table, events, 0)
            ends = [e for e in events if "deal_scores" in e]
            if not ends:
                assert summary is None
                continue
            summaries += 1
            assert summary["line"] == table.describe(ends[-1], 0)
            assert [points for _, points in summary["scores"]] == [ends[-1]["deal_scores"][(0 + o) % game.players] for o in range(game.players)]
            assert summary["scores"][0][0] == "You"
    assert summaries >= 2


@pytest.mark.django_db
def test_a_move_sends_its_motion_with_the_table_and_a_reload_none(client: Client) -> None:
    url = client.post("/en/games/tarocchi/start/", {"level": "low"})["Location"]
    motion_of = re.compile(r'<div id="table-area"[^>]* data-motion="([^"]*)"')

    def steps_of(page: str) -> list[dict]:
        return json.loads(html.unescape(motion_of.search(page).group(1)))["steps"]

    assert steps_of(client.get(url).content.decode()) == []
    record = StoredGame.objects.get()
    state = client.get(f"/api/games/{record.public_id}").json()
    action = state["legal_actions"][0]
    fragment = client.post(f"{url}move/", {"action": action, "seq": record.seq}, HTTP_HX_REQUEST="true").content.decode()
    steps = steps_of(fragment)
    others = [step for step in steps if step["kind"] == "play" and step["seat"] != state["observation"]["seat"]]
    assert len(others) >= 2, steps
    if action.startswith("play "):
        assert steps[0] == {"kind": "play", "seat": state["observation"]["seat"], "cards": [action.split()[1]]}
    assert 'class="fan ' in fragment and fragment.count("data-seat=") == 4
