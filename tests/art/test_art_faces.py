"""Every face of every deck: present, well-formed, small, font-free and stable."""

from __future__ import annotations

import importlib
import re
import xml.etree.ElementTree as ET

import pytest

from cardavia import art
from cardavia.cards import money, spanish, tarocco

SVG = "{http://www.w3.org/2000/svg}"
ALL_FACES = [(deck, code) for deck in art.decks() for code in art.codes(deck)]


def test_every_code_of_each_deck_has_a_face():
    for deck in art.decks():
        assert art.codes(deck) == importlib.import_module(f"cardavia.cards.{deck}").PACK
    assert len(spanish.PACK) == 50 and len(money.PACK) == 33 and len(tarocco.PACK) == 78
    assert {"spanish", "money", "tarocco"} <= set(art.decks())


@pytest.mark.parametrize("deck, code", ALL_FACES)
def test_face_is_a_small_scalable_svg_without_text(deck, code):
    svg = art.card_svg(deck, code)
    assert len(svg.encode()) <= 8 * 1024
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    width, height = (float(n) for n in root.attrib["viewBox"].split()[2:])
    assert width > 0 and height > 0
    assert "width" not in root.attrib and "height" not in root.attrib
    tags = {element.tag.removeprefix(SVG) for element in root.iter()}
    assert not tags & {"text", "tspan", "title", "desc", "image", "foreignObject", "script", "style"}
    # Nothing outside the file: every reference points inside it.
    for element in root.iter():
        href = element.attrib.get("href")
        if href is not None:
            assert href.startswith("#") and root.find(f".//*[@id='{href[1:]}']") is not None
        assert not any(name.startswith("data-") for name in element.attrib)
    assert "font" not in svg


@pytest.mark.parametrize("deck", art.decks())
def test_faces_are_deterministic_and_distinct(deck):
    faces = [art.card_svg(deck, code) for code in art.codes(deck)]
    assert faces == [art.card_svg(deck, code) for code in art.codes(deck)]
    assert len(set(faces)) == len(faces)


@pytest.mark.parametrize("deck", art.decks())
def test_an_id_means_the_same_drawing_on_every_card(deck):
    # Several cards may be inlined in one page: a shared id must never clash.
    seen: dict[str, str] = {}
    for code in art.codes(deck) + ("back",):
        svg = art.back_svg(deck) if code == "back" else art.card_svg(deck, code)
        for element in ET.fromstring(svg).iter():
            ident = element.attrib.get("id")
            if ident:
                drawing = ET.tostring(element, encoding="unicode")
                assert seen.setdefault(ident, drawing) == drawing, (code, ident)


def test_unknown_cards_and_decks_are_refused():
    with pytest.raises(ValueError):
        art.card_svg("spanish", "13O")
    with pytest.raises(ValueError):
        art.card_svg("money", "0C")
    with pytest.raises(ValueError):
        art.card_svg("tarocco", "T22")
    with pytest.raises(ValueError):
        art.codes("no-such-deck")


def _frame_top_segments(code: str) -> int:
    """How many pieces the top line of a Spanish frame is broken into."""
    frame = re.search(r'<path d="([^"]+)" fill="none" stroke="#[0-9a-f]{6}" stroke-width="1.5"/>', art.card_svg("spanish", code))
    assert frame is not None
    return len(re.findall(r"M[\d.]+ 7H", frame.group(1)))


@pytest.mark.parametrize("suit, breaks", [("O", 0), ("C", 1), ("E", 2), ("B", 3)])
def test_spanish_frame_is_broken_once_per_suit_step(suit, breaks):
    # A closed frame for oros, then one, two and three breaks in the top line.
    for rank in (1, 7, 12):
        assert _frame_top_segments(f"{rank}{suit}") == breaks + 1
    if breaks == 0:
        assert 'd="M7 7H113V179H7Z"' in art.card_svg("spanish", f"5{suit}")


def test_index_numbers_and_roman_numerals_are_drawn_as_paths():
    from cardavia.art import svg

    assert svg.roman(4) == "IV" and svg.roman(8) == "VIII" and svg.roman(10) == "X"
    assert svg.numeral("VIII", 8, 8, 10, "start") in art.card_svg("tarocco", "8S")
    assert svg.numeral("VIII", 8, 8, 10, "start") in art.card_svg("tarocco", "8B")
    assert svg.numeral("8", 8, 8, 13, "start") in art.card_svg("tarocco", "8C")
    assert svg.numeral("21", 8, 8, 13, "start") in art.card_svg("tarocco", "T21")
    assert svg.numeral("12", 19, 12, 15) in art.card_svg("spanish", "12E")


def test_tarocco_faces_are_double_ended():
    for code in tarocco.PACK:
        if code[0] == "T" or code == "M" or code[0] in tarocco.COURTS:
            assert 'transform="rotate(180 50 96)"' in art.card_svg("tarocco", code)
