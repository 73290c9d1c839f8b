"""The Kowa terminal view and the ``cardavia play kowa`` loop."""

from __future__ import annotations

import io
import random
import subprocess
import sys

from cardavia import cli, games
from cardavia.games.kowa import text

HANDS = [
    "5C 5S 5M 7C 7C 7S 2C 9M".split(),
    "1S 3M 4C 6S 8M RF OT 2C".split(),
    "1C 3C 4S 6M 8C 9S WF 1M".split(),
]


def table(stock: str = "2C 9C 3S 2C 4M"):
    return games.new_game("kowa", seed=0, setup={"first": 0, "hands": HANDS, "stock": stock.split()})


def test_render_follows_a_turn():
    game = table()
    view = text.render(game.observation(0))
    assert "Your hand: 2C | 5C 5S 5M | 7C 7C 7S | 9M" in view
    assert "Your turn: draw from the stock." in view
    assert "stock 5 cards" in view and "Discards: none yet" in view
    game.apply("draw")
    assert "You drew 2C; discard a card." in text.render(game.observation(0))
    assert "Seat 0 to play." in text.render(game.observation(1))
    assert "drew" not in text.render(game.observation(1))
    game.apply("discard 9M")
    assert "Your eight cards are ready: declare cheki exposing 2C, or pass." in text.render(game.observation(0))
    game.apply("declare 2C")
    view = text.render(game.observation(1))
    assert "seat 0: 6 cards + exposed 2C 2C (cheki, waits on 2C)" in view
    assert "Discards (1): [top: 9M]" in view
    assert "Your turn: draw from the stock, or take 9M from the discards." in view
    game.apply("take")
    assert "You took 9M; discard a card other than 9M." in text.render(game.observation(1))


def test_render_of_a_locked_hand_and_the_end():
    game = table()
    for action in ("draw", "discard 9M", "declare 2C", "draw", "discard 9C", "draw", "discard 3S"):
        game.apply(action)
    view = text.render(game.observation(0))
    assert "exposed 2C 2C (locked)" in view and "your hand is locked, draw from the stock" in view
    assert "Shown draws: seat 1 9C, seat 2 3S" in view
    events = game.apply("draw")
    final = text.render(game.observation(0))
    assert "You win with 2C on a self-drawn card: ×3." in final
    assert "seat 2: 1C 1M | 3C | 4S | 6M | 8C | 9S | WF" in final
    assert text.describe(events[-1]).startswith("Seat 0 wins with 2C on his own draw: ×3. Hand: 2C 2C 2C | 5C 5S 5M")


def test_render_of_a_drawn_deal():
    game = games.new_game("kowa", seed=0, setup={"first": 0, "hands": HANDS, "stock": ["4M"]})
    game.apply("draw")
    events = game.apply("discard 4M")
    assert text.describe(events[-1]) == "The stock is exhausted without a winner: the deal is a draw."
    assert "The deal is a draw (the stock ran out); it is dissolved." in text.render(game.observation(2))


def test_describe_every_kind_of_event():
    lines = {
        "deal": {"type": "deal", "first": 2, "hand_sizes": [8, 8, 8], "stock": 96},
        "hidden draw": {"type": "draw", "seat": 1, "stock": 95},
        "shown draw": {"type": "draw", "seat": 1, "card": "OT", "stock": 4},
        "take": {"type": "take", "seat": 2, "card": "7S"},
        "discard": {"type": "discard", "seat": 0, "card": "9M"},
        "declare": {"type": "declare", "seat": 0, "pair": "2C"},
        "win": {"type": "win", "winner": 2, "method": "discard", "multiplier": 2, "card": "2C", "from": 1, "hand": ["2C"] * 3},
        "limit": {"type": "drawn-deal", "reason": "turn-limit", "turns": 400},
    }
    assert text.describe(lines["deal"]) == "New deal: 8 cards each, 96 in the stock; seat 2 plays first."
    assert text.describe(lines["hidden draw"]) == "Seat 1 draws from the stock (95 left)."
    assert text.describe(lines["shown draw"]) == "Seat 1 draws OT from the stock, shown to all (4 left)."
    assert text.describe(lines["take"]) == "Seat 2 takes 7S from the discards."
    assert text.describe(lines["discard"]) == "Seat 0 discards 9M."
    assert text.describe(lines["declare"]) == "Seat 0 declares cheki and exposes 2C 2C: waiting on 2C."
    assert text.describe(lines["win"]) == "Seat 2 wins with 2C on seat 1's discard: ×2. Hand: 2C 2C 2C."
    assert text.describe(lines["limit"]) == "400 turns without a winner: the deal is a draw."


def test_every_event_and_view_of_random_deals_has_text():
    for seed in range(30):
        game = games.new_game("kowa", seed=seed)
        rng = random.Random(seed)
        for event in game.opening_events:
            assert text.describe(event)
        while not game.is_over:
            for seat in range(3):
                assert text.render(game.observation(seat))
            legal = game.legal_actions()
            for event in game.apply(legal[rng.randrange(len(legal))]):
                assert text.describe(event)
        assert "deal is a draw" in text.render(game.observation(0)) or "win" in text.render(game.observation(0))


class Scripted:
    """A player typing at the terminal: reads the options printed last and picks one."""

    def __init__(self, out: io.StringIO, seed: int, extra: list[str]) -> None:
        self.out = out
        self.rng = random.Random(seed)
        self.extra = list(extra)
        self.prompts = 0

    def __call__(self, prompt: str) -> str:
        self.prompts += 1
        if self.extra:
            return self.extra.pop(0)
        options = self.out.getvalue().rsplit("Your options: ", 1)[1].splitlines()[0].split(" | ")
        return self.rng.choice(options)


def test_the_play_loop_runs_a_whole_deal():
    for seed in (5, 6, 7):
        out = io.StringIO()
        reader = Scripted(out, seed, extra=["", "help", "flip", "discard 5X"])
        game = cli.play("kowa", seed=seed, level="random", read=reader, out=out)
        assert game.is_over
        printed = out.getvalue()
        assert f"Cardavia · kowa · seed {seed}" in printed
        assert "Not possible: Unknown action 'flip'" in printed
        assert "Not possible: '5X' is not a Kowa card" in printed
        assert printed.rstrip().splitlines()[-1]
        assert "deal is a draw" in printed or "win" in printed
        assert reader.prompts > 4


def test_a_unique_start_of_an_action_is_enough():
    out = io.StringIO()
    answers = iter(["dr", "quit"])
    game = cli.play("kowa", seed=5, level="random", read=lambda prompt: next(answers), out=out)
    assert game.log[-1] == "draw" and game.to_act == 0


def test_the_command_line_plays_kowa():
    done = subprocess.run(
        [sys.executable, "-m", "cardavia.cli", "play", "kowa", "--seed", "5", "--level", "random"],
        input="draw\n",
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Cardavia · kowa · seed 5" in done.stdout
    assert "You drew" in done.stdout
