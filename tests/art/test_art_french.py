"""The 54-card pack as played in China: what a player reads at a glance is on every face."""

from __future__ import annotations

import importlib
import re
import xml.etree.ElementTree as ET

import pytest

from cardavia import art
from cardavia.art import french
from cardavia.cards import french as cards

SUITED = [code for code in cards.PACK if code not in cards.JOKERS]
NUMBERED = [code for code in SUITED if cards.rank_of(code).isdigit()]
COURTS = [code for code in SUITED if cards.rank_of(code) in "JQK"]
TURNED = f'transform="{french.TURN}"'


def _colours(svg: str) -> set[str]:
    return {value.lower() for value in re.findall(r'(?:fill|stroke)="(#[0-9a-fA-F]{6})"', svg)}


def _defs(svg: str) -> dict[str, str]:
    """Each stored drawing's markup by id."""
    root = ET.fromstring(svg)
    return {e.attrib["id"]: ET.tostring(e, encoding="unicode") for e in root.iter() if "id" in e.attrib}


def test_the_pack_is_drawn_whole_after_the_other_decks():
    assert "french" in art.decks()
    assert art.codes("french") == cards.PACK and len(cards.PACK) == 54
    assert french.ORDER > max(importlib.import_module(f"cardavia.art.{deck}").ORDER for deck in ("spanish", "money", "tarocco"))


@pytest.mark.parametrize("code", SUITED)
def test_rank_index_in_the_top_left_and_turned_in_the_bottom_right(code):
    svg = art.card_svg("french", code)
    rank = cards.rank_of(code)
    if rank == "10":
        path = french.letters(rank, french.INDEX_X, french.INDEX_TOP + 1, 12.5)
    else:
        path = french.letters(rank, french.INDEX_X, french.INDEX_TOP, french.INDEX_HEIGHT)
    corner = next(ident for ident, markup in _defs(svg).items() if f'd="{path}"' in markup)
    assert f'<use href="#{corner}"/>' in svg
    assert f'<use href="#{corner}" {TURNED}/>' in svg


@pytest.mark.parametrize("code", SUITED)
def test_red_suits_print_red_and_black_suits_black(code):
    svg = art.card_svg("french", code)
    suit = cards.suit_of(code)
    ink = french.SUIT_INK[suit]
    assert ink == (french.RED if suit in "HD" else french.INK)
    # The index is stroked in the suit's colour.
    assert f'stroke="{ink}" stroke-width="2.1"' in svg
    if code in NUMBERED or cards.rank_of(code) == "A":
        # Apart from the courts' figures, a card prints in one ink only.
        other = french.INK if suit in "HD" else french.RED
        assert other.lower() not in _colours(svg)


@pytest.mark.parametrize("code", NUMBERED)
def test_pip_cards_show_as_many_pips_as_their_rank_the_lower_ones_turned(code):
    svg = art.card_svg("french", code)
    rank = int(cards.rank_of(code))
    pips = re.findall(r'<use href="#f[0-9a-f]{5}" transform="translate\(([\d.]+) ([\d.]+)\)(?: rotate\((\d+)\))? scale\(0\.95\)"/>', svg)
    assert len(pips) == rank
    for _x, y, turn in pips:
        assert (turn == "180") == (float(y) > french.CENTRE_Y)


def test_pip_layouts_are_the_anglo_american_ones():
    layouts = french.LAYOUTS
    assert [len(layouts[rank]) for rank in range(2, 11)] == list(range(2, 11))
    # Symmetric end over end, except for the 7's single middle pip in the upper half.
    for rank, spots in layouts.items():
        turned = {(round(french.WIDTH - x, 1), round(french.HEIGHT - y, 1)) for x, y in spots}
        same = {(round(x, 1), round(y, 1)) for x, y in spots}
        assert (turned == same) == (rank != 7), rank
    # The 2 and 3 in the middle column; from the 4 up, two columns.
    assert {x for x, _ in layouts[3]} == {french.MID}
    assert {x for x, _ in layouts[4]} == {french.LEFT, french.RIGHT}


@pytest.mark.parametrize("code", COURTS)
def test_courts_are_double_ended(code):
    svg = art.card_svg("french", code)
    assert svg.count(TURNED) == 2  # the figure and the corner
    figure = re.search(rf'<use href="#(f[0-9a-f]{{5}})" {re.escape(TURNED)}/>', svg).group(1)
    assert f'<use href="#{figure}"/>' in svg


def test_one_eyed_jacks_and_king_in_profile_and_the_king_of_hearts_sword():
    nose = "M54.2 39L50.8 44.2L54.6 45Z"
    in_profile = {code for code in COURTS if nose in art.card_svg("french", code)}
    assert in_profile == {"JS", "JH", "KD"}
    # The king of hearts' sword runs behind his head, from his hand to the upper left.
    assert "M82 63L40.5 22.5" in art.card_svg("french", "KH")
    assert all("M82 63L40.5 22.5" not in art.card_svg("french", c) for c in COURTS if c != "KH")


def test_the_ace_of_spades_is_the_largest_and_ringed():
    spade = art.card_svg("french", "AS")
    assert "scale(3.3)" in spade and 'r="44"' in spade
    for code in ("AH", "AD", "AC"):
        assert "scale(2.6)" in art.card_svg("french", code) and 'r="44"' not in art.card_svg("french", code)


@pytest.mark.parametrize("code", cards.JOKERS)
def test_jokers_say_joker_down_the_corner_and_turned(code):
    svg = art.card_svg("french", code)
    word = french.column("JOKER", french.INDEX_X, 8, 9, 12.5)
    assert f'd="{word}"' in svg
    ident = next(i for i, markup in _defs(svg).items() if f'd="{word}"' in markup)
    assert f'<use href="#{ident}"/>' in svg and f'<use href="#{ident}" {TURNED}/>' in svg


def test_joker_is_written_downwards_one_letter_under_the_other():
    word = french.column("JOKER", 10, 8, 9, 12.5)
    assert word == "".join(french.letters(letter, 10, 8 + 12.5 * i, 9) for i, letter in enumerate("JOKER"))
    # Each letter sits in its own band: no letter's top is above the one before's.
    tops = [min(float(y) for y in re.findall(r"[ML][-\d.]+ ([-\d.]+)", french.letters(c, 10, 8 + 12.5 * i, 9))) for i, c in enumerate("JOKER")]
    assert tops == sorted(tops) and len(set(tops)) == 5


def test_the_big_joker_is_in_colour_and_the_small_one_black_and_white():
    big, small = art.card_svg("french", "RJ"), art.card_svg("french", "BJ")
    assert {french.RED, french.YELLOW, french.BLUE} <= _colours(big)
    colours = {c for c in _colours(small) if c not in (french.PAPER, "#a5a39c")}
    for colour in colours:
        red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
        assert max(red, green, blue) - min(red, green, blue) <= 10, colour  # a grey, black or white


def test_letters_are_paths_of_the_stroke_alphabet():
    assert french.letters("A", 0, 0, 10) == "M-3.2 10L0 0L3.2 10M-2.1 6.6H2.1"
    for character in "AJQKOER":
        assert character in french.LETTERS
    with pytest.raises(KeyError):
        french.letters("Z", 0, 0, 10)


def test_unknown_code_is_refused():
    for code in ("1S", "11H", "JK1", "Joker"):
        with pytest.raises(ValueError):
            french.face(code)


def test_back_is_red_and_the_same_for_every_card():
    back = art.back_svg("french")
    assert french.RED in back and back == french.back()
