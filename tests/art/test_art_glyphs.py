"""The money cards' Chinese characters come from the committed glyph data, not from a font."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from cardavia import art
from cardavia.art import money


def _data() -> dict:
    return json.loads(resources.files("cardavia.art").joinpath("money_glyphs.json").read_text(encoding="utf-8"))


def test_glyph_file_records_its_font_and_licence():
    data = _data()
    assert data["font"] == "Noto Serif CJK TC Bold"
    assert data["version"].startswith("Version ")
    assert "SIL Open Font License" in data["licence"]
    assert "fonts-noto-cjk" in data["source"]
    assert data["em"] > 0
    assert all(path.startswith("m") and path.endswith("z") for path in data["glyphs"].values())


def _characters(code: str) -> tuple[str, str]:
    if code in money.HONOUR_CHARACTERS:
        return money.HONOUR_CHARACTERS[code]
    return money.NUMERALS[int(code[0]) - 1], money.SUIT_CHARACTER[code[1]]


@pytest.mark.parametrize("code", art.codes("money"))
def test_each_face_draws_its_characters_from_the_glyph_data(code):
    glyphs = _data()["glyphs"]
    face = art.card_svg("money", code)
    for character in _characters(code):
        assert f'd="{glyphs[character]}"' in face


def test_every_glyph_in_the_file_is_used():
    used = {c for code in art.codes("money") for c in _characters(code)}
    assert used == set(_data()["glyphs"])
