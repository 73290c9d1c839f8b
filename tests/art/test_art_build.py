"""``art.build`` and ``cardavia art build DIR`` write the whole tree, byte for byte the same."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from cardavia import art, cli

EXPECTED = {deck: {f"{code}.svg" for code in art.codes(deck)} | {"back.svg"} for deck in art.decks()}
# Every face of every deck plus one back per deck; the four decks shipped so far are at least these.
FILES = sum(len(names) for names in EXPECTED.values())
assert FILES >= 50 + 33 + 78 + 48 + 4


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def test_build_writes_every_face_and_back(tmp_path):
    count = art.build(tmp_path)
    assert count == FILES
    assert {p.name for p in tmp_path.iterdir()} == set(art.decks())
    for deck, names in EXPECTED.items():
        assert {p.name for p in (tmp_path / deck).iterdir()} == names
    assert (tmp_path / "tarocco" / "T21.svg").read_text(encoding="utf-8") == art.card_svg("tarocco", "T21")


def test_build_is_deterministic(tmp_path):
    art.build(tmp_path / "first")
    art.build(tmp_path / "second")
    first, second = _tree(tmp_path / "first"), _tree(tmp_path / "second")
    assert len(first) == FILES
    assert first == second


def test_command_line_art_build(tmp_path, capsys):
    out = tmp_path / "cards"
    assert cli.main(["art", "build", str(out)]) == 0
    assert str(FILES) in capsys.readouterr().out
    assert {deck: {p.name for p in (out / deck).iterdir()} for deck in art.decks()} == EXPECTED
    assert _tree(out)["money/back.svg"] == art.back_svg("money").encode()


def test_build_gives_the_same_bytes_in_a_fresh_process(tmp_path):
    # Another interpreter with another hash seed must write exactly the same files.
    art.build(tmp_path / "here")
    environment = {**os.environ, "PYTHONHASHSEED": "12345", "PYTHONPATH": str(Path(art.__file__).parents[2])}
    subprocess.run(
        [sys.executable, "-c", "import sys; from pathlib import Path; from cardavia import art; art.build(Path(sys.argv[1]))", str(tmp_path / "there")],
        check=True,
        env=environment,
    )
    assert _tree(tmp_path / "here") == _tree(tmp_path / "there")
