"""The hanafuda faces: the writing on the poetry ribbons and the sake cup, ribbon colours, the glyph data."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from cardavia import art
from cardavia.art import hanafuda
from cardavia.cards import hanafuda as cards


def _glyphs() -> dict:
    return json.loads(resources.files("cardavia.art").joinpath("hanafuda_glyphs.json").read_text(encoding="utf-8"))


def _drawn_characters(face: str) -> list[str]:
    """The characters a face draws, in drawing order (top to bottom on a ribbon)."""
    by_path = {d: character for character, d in _glyphs()["glyphs"].items()}
    ids = {ident: by_path[d] for ident, d in re.findall(r'<path id="([^"]+)" d="([^"]+)"/>', face) if d in by_path}
    return [ids[ident] for ident in re.findall(r'<use href="#([^"]+)"', face) if ident in ids]


def test_glyph_file_records_its_font_and_licence():
    data = _glyphs()
    assert data["font"] == "Noto Serif CJK JP Bold"
    assert "SIL Open Font License" in data["licence"] and "fonts-noto-cjk" in data["source"]
    assert all(path.startswith("m") and path.endswith("z") for path in data["glyphs"].values())


def test_poetry_ribbons_carry_their_poems_written_down_the_slip():
    assert _drawn_characters(art.card_svg("hanafuda", "1b")) == list("あかよろし")
    assert _drawn_characters(art.card_svg("hanafuda", "2b")) == list("あかよろし")
    assert _drawn_characters(art.card_svg("hanafuda", "3b")) == list("みよしの")


def test_only_the_poetry_ribbons_and_the_sake_cup_have_writing():
    written = {code for code in cards.PACK if _drawn_characters(art.card_svg("hanafuda", code))}
    assert written == set(cards.POETRY_RIBBONS) | {cards.SAKE_CUP}
    assert _drawn_characters(art.card_svg("hanafuda", cards.SAKE_CUP)) == ["寿"]


def test_every_glyph_in_the_file_is_used():
    used = {c for code in cards.PACK for c in _drawn_characters(art.card_svg("hanafuda", code))}
    assert used == set(_glyphs()["glyphs"])


@pytest.mark.parametrize("code", cards.RIBBONS)
def test_ribbons_are_red_or_blue_as_printed(code):
    slip = re.search(r'<path d="M26 14H38V70H26Z" fill="(#[0-9a-f]{6})"', art.card_svg("hanafuda", code))
    assert slip is not None
    assert slip.group(1) == (hanafuda.BLUE if cards.RIBBON_COLOUR[code] == "blue" else hanafuda.RED)


def test_no_other_card_has_a_ribbon():
    for code in cards.PACK:
        if code not in cards.RIBBONS:
            assert 'd="M26 14H38V70H26Z"' not in art.card_svg("hanafuda", code)


def test_the_brights_show_their_subjects():
    assert f'<circle cx="36" cy="28" r="17" fill="{hanafuda.RED}"' in art.card_svg("hanafuda", "1a")  # the red sun
    assert '<circle cx="32" cy="34" r="20" fill="#fff6dc"' in art.card_svg("hanafuda", "8a")  # the full moon
    # The red night sky of the moon, and the black susuki hill on every August card.
    for code in ("8a", "8b", "8c", "8d"):
        assert 'd="M-2 62C14 50 40 50 66 60V106H-2Z"' in art.card_svg("hanafuda", code)


def test_the_back_is_plain_black_in_a_red_rim():
    back = art.back_svg("hanafuda")
    assert f'fill="{hanafuda.INK}" stroke="{hanafuda.RED}"' in back and "<use" not in back


def test_unknown_cards_are_refused():
    for code in ("13a", "1e", "0a", ""):
        with pytest.raises(ValueError):
            art.card_svg("hanafuda", code)
