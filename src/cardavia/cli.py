"""The ``cardavia`` command: serve the site, play in the terminal, measure the AI, draw the cards.

Each game package provides ``text.render(observation) -> str`` and
``text.describe(event) -> str`` for the terminal; this module only runs the
loop, so a new game needs no change here.
"""

from __future__ import annotations

import argparse
import importlib
import random
import sys
from pathlib import Path
from typing import Callable, Sequence, TextIO

from cardavia import ai, art, games


def _text_module(game: str):
    return importlib.import_module(f"cardavia.games.{game}.text")


def play(
    game_name: str,
    seed: int | None,
    level: str,
    read: Callable[[str], str] = input,
    out: TextIO = sys.stdout,
) -> games.Game:
    """Play ``game_name`` at seat 0 against bots of ``level``; returns the finished game."""
    game = games.new_game(game_name, seed=seed)
    text = _text_module(game_name)
    bot = ai.player(game_name, level)
    bot_rng = random.Random(game.seed ^ 0x5EED)

    def show(events: list[games.Event]) -> None:
        for event in events:
            line = text.describe(event)
            if line:
                print(f"  · {line}", file=out)

    print(f"Cardavia · {game_name} · seed {game.seed} · you are seat 0 · AI level {level}", file=out)
    print("Type an action as listed (a unique start is enough, cards in any order), 'help' for the list, 'quit' to stop.", file=out)
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        if seat != 0:
            show(game.apply(bot(game.observation(seat), game.legal_actions(), bot_rng)))
            continue
        legal = game.legal_actions()
        print("", file=out)
        print(text.render(game.observation(0)), file=out)
        print("Your options: " + " | ".join(legal), file=out)
        try:
            typed = read("> ").strip()
        except EOFError:
            print("", file=out)
            break
        if typed in ("quit", "exit"):
            break
        if typed in ("help", "?", ""):
            continue
        matches = (
            [a for a in legal if a == typed]
            # The same words in another order: cards of a discard named in any order.
            or [a for a in legal if sorted(a.split()) == sorted(typed.split())]
            or [a for a in legal if a.startswith(typed)]
        )
        if len(matches) > 1:
            print(f"'{typed}' could be {', '.join(matches)}: type more of it.", file=out)
            continue
        try:
            show(game.apply(matches[0] if matches else typed))
        except games.IllegalAction as error:
            print(f"Not possible: {error}", file=out)
    print("", file=out)
    print(text.render(game.observation(0)), file=out)
    return game


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardavia", description="Cardavia: regional card games you can play.")
    commands = parser.add_subparsers(dest="command", required=True)

    play_parser = commands.add_parser("play", help="play a game in the terminal against the AI")
    play_parser.add_argument("game", choices=games.names())
    play_parser.add_argument("--seed", type=int, default=None, help="deal from this seed (default: random)")
    play_parser.add_argument("--level", choices=ai.LEVELS, default="low", help="AI level of the other seats")

    arena_parser = commands.add_parser("arena", help="measure AI levels against each other on paired deals")
    arena_parser.add_argument("game", choices=games.names())
    arena_parser.add_argument("--seats", required=True, help="levels by seat, e.g. high,low (a shorter pattern repeats)")
    arena_parser.add_argument("--deals", type=int, required=True, help="deals to play, each once per seating (Truco: matches)")
    arena_parser.add_argument("--seed", type=int, default=0, help="seed of the deals (default 0)")
    arena_parser.add_argument("--workers", type=int, default=None, help="processes (default: one per core)")

    art_parser = commands.add_parser("art", help="card art: SVG faces and backs of every deck")
    art_actions = art_parser.add_subparsers(dest="action", required=True)
    art_build = art_actions.add_parser("build", help="write DIR/<deck>/<card>.svg and DIR/<deck>/back.svg")
    art_build.add_argument("dir", type=Path, help="output folder (created if missing)")

    serve_parser = commands.add_parser("serve", help="run the website (database migrated on start)")
    serve_parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve_parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    serve_parser.add_argument("--workers", type=int, default=1, help="server processes sharing the port (default 1)")

    args = parser.parse_args(argv)
    if args.command == "serve":
        from cardavia.web.server import serve  # Django is only needed for the site

        if args.workers < 1:
            parser.error("--workers must be at least 1")
        serve(args.host, args.port, args.workers)
        return 0
    if args.command == "art":
        count = art.build(args.dir)
        print(f"wrote {count} SVG files to {args.dir}")
        return 0
    if args.command == "play":
        try:
            play(args.game, args.seed, args.level)
        except ValueError as error:
            parser.error(str(error))
        return 0
    if args.command == "arena":
        from cardavia.ai import arena

        try:
            report = arena.play_deals(args.game, args.seats.split(","), args.deals, seed=args.seed, workers=args.workers)
        except ValueError as error:
            parser.error(str(error))
        print(arena.format_report(report))
        return 0
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
