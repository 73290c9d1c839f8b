"""The Industrie und Glück pack: what a tarok player in Slovenia looks for on each card."""

from __future__ import annotations

import re

import pytest

from cardavia import art
from cardavia.art import industrie
from cardavia.art.svg import numeral, roman
from cardavia.cards import industrie as cards

TURN = 'transform="rotate(180 50 90)"'
TAROKS = [f"T{n}" for n in range(1, 22)]


@pytest.mark.parametrize("code", TAROKS)
def test_each_tarok_shows_its_roman_numeral_at_both_ends(code):
    face = art.card_svg("industrie", code)
    number = int(code[1:])
    # The plate is drawn in each half: once in the upper one, once in the turned lower one.
    assert f'd="{numeral(roman(number), 50, industrie.NUMERAL_TOP, industrie.NUMERAL_HEIGHT)}"' in face
    assert face.count("<use") >= 2 and face.count(TURN) == 1
    # No other number on a tarok: the Roman numeral alone names it.
    for other in range(1, 22):
        if roman(other) != roman(number):
            assert f'd="{numeral(roman(other), 50, industrie.NUMERAL_TOP, industrie.NUMERAL_HEIGHT)}"' not in face


def test_every_tarok_has_one_town_scene_and_one_country_scene_all_different():
    assert set(industrie.SCENES) == set(TAROKS)
    scenes = [scene for pair in industrie.SCENES.values() for scene in pair]
    assert len(set(scenes)) == len(scenes) == 42
    for code, (upper, lower) in industrie.SCENES.items():
        grounds = {upper[0], lower[0]}
        assert "town" in grounds and len(grounds) == 2, code


def test_trump_two_carries_the_motto_and_no_other_card_does():
    motto = industrie.lettering(" ".join(industrie.MOTTO), 50, 30.5, 5)
    assert motto in art.card_svg("industrie", "T2")
    assert sum(motto in art.card_svg("industrie", code) for code in cards.PACK) == 1


def test_the_skis_is_a_single_unnumbered_figure():
    face = art.card_svg("industrie", cards.SKIS)
    assert TURN not in face
    for number in range(1, 22):
        assert numeral(roman(number), 50, industrie.NUMERAL_TOP, industrie.NUMERAL_HEIGHT) not in face


@pytest.mark.parametrize("suit", cards.SUITS)
def test_courts_are_double_ended_and_marked_with_their_suit(suit):
    sign = re.escape(industrie._SIGNS[suit])
    for court in cards.COURTS:
        face = art.card_svg("industrie", f"{court}{suit}")
        assert face.count(TURN) == 2  # the figure and the corner index
        assert re.search(rf'<path id="i[0-9a-f]+" d="{sign}"', face)


@pytest.mark.parametrize("suit", cards.SUITS)
def test_pip_cards_show_as_many_signs_as_their_rank_and_the_rank_in_the_corner(suit):
    colour = industrie.SUIT_COLOUR[suit]
    assert colour == (industrie.RED if suit in cards.RED_SUITS else industrie.INK)
    for rank in cards.PIPS[suit]:
        face = art.card_svg("industrie", f"{rank}{suit}")
        sign = re.search(r'<path id="(i[0-9a-f]+)" d="' + re.escape(industrie._SIGNS[suit]), face).group(1)
        # The rank's signs on the card, plus the one under each of the two corner indices (one <use>, turned).
        assert face.count(f'href="#{sign}"') == int(rank) + 1
        assert numeral(rank, 13, 8, 10) in face


def test_lettering_needs_only_its_own_stroke_capitals():
    for word in industrie.MOTTO:
        assert set(word) <= set(industrie._LETTERS)
    with pytest.raises(KeyError):
        industrie.lettering("Z", 0, 0, 10)
