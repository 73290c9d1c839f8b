"""The terminal play loop, driven by a scripted player."""

from __future__ import annotations

import io

import pytest

from cardavia import cli


def scripted(*lines: str):
    feed = iter(lines)

    def read(prompt: str) -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    return read


def test_truco_explains_a_rejected_input_and_goes_on() -> None:
    out = io.StringIO()
    game = cli.play("truco", seed=4, level="random", read=scripted("vale-cuatro", "nonsense", "quit"), out=out)
    text = out.getvalue()
    assert "Not possible:" in text and "Unknown action: nonsense" in text
    assert "Your options:" in text and "malas" in text
    assert not game.is_over


def test_truco_whole_match_by_always_taking_the_first_option() -> None:
    out = io.StringIO()
    def read(prompt: str) -> str:
        # The first listed option, read back from what the loop printed last.
        shown = out.getvalue().rsplit("Your options: ", 1)[1].splitlines()[0]
        return shown.split(" | ")[0]

    game = cli.play("truco", seed=11, level="random", read=read, out=out)
    assert game.is_over
    assert "Match over" in out.getvalue()


def test_unknown_game_is_rejected_by_the_command_line() -> None:
    with pytest.raises(SystemExit):
        cli.main(["play", "poker"])
