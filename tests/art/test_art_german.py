"""The Altenburg pack: what a Skat player looks for on the cards."""

from __future__ import annotations

import doctest
import re

import pytest

from cardavia import art
from cardavia.art import german
from cardavia.art.svg import numeral
from cardavia.cards import german as cards

TURN = 'transform="rotate(180 50 78)"'


def test_docstring_examples():
    result = doctest.testmod(german)
    assert result.attempted > 0 and result.failed == 0


def test_the_deck_has_all_32_cards_after_the_other_decks():
    assert art.codes("german") == cards.PACK and len(cards.PACK) == 32
    assert art.decks().index("german") > art.decks().index("tarocco")


@pytest.mark.parametrize("code", [f"{rank}{suit}" for suit in cards.SUITS for rank in "KOU"])
def test_courts_are_double_ended_with_a_divider(code):
    face = art.card_svg("german", code)
    # the half figure and the corner index, each drawn once and again turned end over end
    assert face.count(TURN) == 2
    assert 'd="M6 78H94"' in face


def test_ober_holds_his_sign_high_and_unter_low():
    (_, ((_, ober_y, _),)), (_, ((_, unter_y, _),)) = german.COURTS["O"], german.COURTS["U"]
    assert ober_y < 30 < german.MIDDLE - 25 < unter_y < german.MIDDLE


def test_koenig_has_two_signs_beside_his_head():
    _, places = german.COURTS["K"]
    assert len(places) == 2 and places[0][0] < german.CENTRE_X < places[1][0]
    for suit in cards.SUITS:
        assert len(re.findall(r"scale\(0\.72\)", art.card_svg("german", f"K{suit}"))) == 2


def test_only_the_schellen_unter_carries_a_bird():
    with_bird = [code for code in cards.PACK if code[0] in "KOU" and german.BIRD in art.card_svg("german", code)]
    assert with_bird == ["US"]


def test_tens_carry_the_roman_x():
    x = numeral("X", german.CENTRE_X, german.MIDDLE - 5, 10)
    assert [code for code in cards.PACK if x in art.card_svg("german", code)] == ["10E", "10G", "10H", "10S"]


def test_each_suit_sign_is_its_own_drawing():
    signs = {suit: german.SUIT_DRAWING[suit]() for suit in cards.SUITS}
    assert len(set(signs.values())) == 4
    assert "#c62f28" in signs["H"] and "#3d7f2e" in signs["G"]


@pytest.mark.parametrize("rank", [7, 8, 9, 10])
def test_pip_cards_show_as_many_signs_the_lower_ones_turned(rank):
    scale, spots = german.LAYOUTS[rank]
    assert len(spots) == rank
    for suit in cards.SUITS:
        face = art.card_svg("german", f"{rank}{suit}")
        pips = re.findall(rf'<use href="#g[0-9a-f]{{5}}" transform="translate\(([\d.]+) ([\d.]+)\)( rotate\(180\))? scale\({scale:g}\)"', face)
        assert len(pips) == rank
        assert all(bool(turned) == (float(y) > german.MIDDLE) for _, y, turned in pips)


def test_indices_are_stroked_numerals_and_letters():
    assert numeral("10", german.INDEX_X, german.INDEX_Y, german.INDEX_HEIGHT) in art.card_svg("german", "10E")
    assert numeral("7", german.INDEX_X, german.INDEX_Y, german.INDEX_HEIGHT) in art.card_svg("german", "7S")
    for letter in "KOU":
        assert german._index_mark(letter) in art.card_svg("german", f"{letter}H")
    # the Daus is known by its large sign: its corner shows the suit alone
    assert german._index_mark("A") == ""


def test_daus_has_one_large_sign_and_its_ornament():
    for suit in cards.SUITS:
        assert re.search(r"translate\(50 78\) scale\(2\.9\)", art.card_svg("german", f"A{suit}"))
    assert "#2f5898" in art.card_svg("german", "AH")  # the ribbon
    assert german._crossed_swords() in art.card_svg("german", "AE")
    assert german._saxon_arms() in art.card_svg("german", "AG")
    assert art.card_svg("german", "AS").count(german.BIRD) == 2


def test_unknown_codes_are_refused():
    for code in ("6E", "AX", "DE", "1H"):
        with pytest.raises(ValueError):
            german.face(code)
