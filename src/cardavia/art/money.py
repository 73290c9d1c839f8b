"""Chinese money cards (Ceki pattern): long, narrow faces for all 33 faces.

Every face has three fields, read from the top: a character (the rank for
suited cards, the first word of an honour's name), a picture, and a second
character (the suit, or the honour's second word):

- coins (餅): as many cash coins, round with a square hole, as the rank;
- strings (索): as many strings of cash, drawn as corded bundles;
- myriads (萬): a robed figure, with the suit character in red;
- honours: Old Thousand 老千 (an old man), Red Flower 紅花 (a solid flower),
  White Flower 白花 (an open flower), White Snake 白蛇 (an open coil), Green
  Snake 青蛇 (a solid coil), Monk 和尚 (a monk with prayer beads).

The characters are outlines from Noto Serif CJK TC Bold (SIL Open Font
License), extracted once by ``scripts/extract_glyphs.py`` into
``money_glyphs.json``; nothing here needs the font.

>>> face("9M").count("<path") > 2
True
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from cardavia.cards import money as cards

from .svg import Defs, attrs, document, num, stroked, use

WIDTH, HEIGHT = 50, 160
INK = "#1f1b17"
PAPER = "#fbf4e2"
RED = "#b8261e"
GREEN = "#2f6f3a"
SKIN = "#f1d3b0"

#: Place among the decks (the atlas order of its tradition).
ORDER = 20

NUMERALS = "一二三四五六七八九"
SUIT_CHARACTER = {"C": "餅", "S": "索", "M": "萬"}
#: Honour: (upper character, lower character).
HONOUR_CHARACTERS = {
    "OT": ("老", "千"), "RF": ("紅", "花"), "WF": ("白", "花"),
    "WS": ("白", "蛇"), "GS": ("青", "蛇"), "MK": ("和", "尚"),
}

# The three fields: upper character, picture, lower character (top and height).
UPPER = (8, 32)
PICTURE = (45, 72)
LOWER = (122, 32)


@cache
def glyph_data() -> dict:
    """The extracted outlines: ``{"em": ..., "glyphs": {character: path data}, ...}``."""
    text = resources.files("cardavia.art").joinpath("money_glyphs.json").read_text(encoding="utf-8")
    return json.loads(text)


def _character(defs: Defs, character: str, top: float, size: float, colour: str) -> str:
    """One character ``size`` units square, centred across the card, its top at ``top``."""
    data = glyph_data()
    ident = defs.add(f'<path id="{{id}}" d="{data["glyphs"][character]}"/>')
    scale = size / data["em"]
    return f'<use href="#{ident}"{attrs(fill=colour)} transform="translate({num((WIDTH - size) / 2)} {num(top)}) scale({scale:g})"/>'


def _coin(defs: Defs) -> str:
    """A cash coin of radius 10: rim, inner ring, square hole."""
    return defs.group(
        f'<circle r="9.4"{attrs(fill="#f3e3b8", stroke=INK, stroke_width=1.4)}/>'
        f'<circle r="6.6"{attrs(fill="none", stroke=RED, stroke_width=1.6)}/>'
        f'<rect x="-2.6" y="-2.6" width="5.2" height="5.2"{attrs(fill=PAPER, stroke=INK, stroke_width=1.1)}/>'
    )


def _string(defs: Defs) -> str:
    """A string of cash, 40 units long and 10 wide: coins on edge, tied at both ends."""
    ticks = "".join(f"M-4 {y}H4" for y in range(-13, 15, 4))
    return defs.group(
        f'<rect x="-4.8" y="-16" width="9.6" height="32" rx="4"{attrs(fill=GREEN, stroke=INK, stroke_width=1.1)}/>'
        + stroked(ticks, "#cfe0b8", 1.1)
        + stroked("M0-16V-19M-3-21.5L0-19L3-21.5M0 16V19", INK, 1.3)
    )


# Rows of coins and strings per rank (how many in each row, top to bottom).
_COIN_ROWS = {1: [1], 2: [1, 1], 3: [1, 1, 1], 4: [2, 2], 5: [2, 1, 2], 6: [2, 2, 2], 7: [1, 2, 2, 2], 8: [2, 2, 2, 2], 9: [3, 3, 3]}
_STRING_ROWS = {1: [1], 2: [2], 3: [3], 4: [2, 2], 5: [2, 1, 2], 6: [3, 3], 7: [3, 1, 3], 8: [3, 2, 3], 9: [3, 3, 3]}


def _grid(rows: list[int], cell_height: float, spread: float) -> list[tuple[float, float]]:
    """Centres of the picture's items, rows evenly down the picture field."""
    top, height = PICTURE
    first = top + height / 2 - cell_height * (len(rows) - 1) / 2
    spots = []
    for row, count in enumerate(rows):
        y = first + row * cell_height
        for column in range(count):
            spots.append((WIDTH / 2 + (column - (count - 1) / 2) * spread, y))
    return spots


def _coins_picture(defs: Defs, rank: int) -> str:
    rows = _COIN_ROWS[rank]
    widest = max(rows)
    scale = min(1.6 if rank == 1 else 1.15, 36 / (20 * widest) * 1.05, PICTURE[1] / (20 * len(rows)) * 1.05)
    coin = _coin(defs)
    cell = min(PICTURE[1] / len(rows), 24)
    return "".join(use(coin, x, y, scale) for x, y in _grid(rows, cell, 21 * scale))


def _strings_picture(defs: Defs, rank: int) -> str:
    rows = _STRING_ROWS[rank]
    cell = PICTURE[1] / len(rows)
    spread = {1: 0, 2: 16, 3: 13}[max(rows)]
    scale = min(1.6, cell / 40, (spread - 2) / 10 if spread else 1.6)
    string = _string(defs)
    return "".join(use(string, x, y, scale) for x, y in _grid(rows, cell, spread))


# Pictures drawn in card coordinates (the picture field is x 5-45, y 45-117).
_FIGURE = (  # a robed official for the myriads
    '<path d="M13 116L17 86C18 80 21 78 25 78C29 78 32 80 33 86L37 116Z" fill="' + RED + '"/>'
    '<path d="M25 78V116M19 96H31" fill="none" stroke="#f3e3b8" stroke-width="1.6"/>'
    '<path d="M17 86C13 90 12 96 14 100L19 99ZM33 86C37 90 38 96 36 100L31 99Z" fill="' + RED + '"/>'
    '<path d="M20 98H30V102H20Z" fill="#f3e3b8"/>'
    '<circle cx="25" cy="70" r="6.5" fill="' + SKIN + '"/>'
    '<path d="M18 64C18 55 32 55 32 64Z" fill="' + INK + '"/>'
    '<path d="M9 62H41" fill="none" stroke="' + INK + '" stroke-width="2.6" stroke-linecap="round"/>'
    '<path d="M22.5 70H23M27 70H27.5M23 74C24.5 75 25.5 75 27 74" fill="none" stroke-width="1"/>'
    '<path d="M23 74C22 78 20 80 18 82M27 74C28 78 30 80 32 82" fill="none" stroke-width=".8"/>'
)
_OLD_MAN = (
    '<path d="M11 116L15 90C16 84 20 82 25 82C30 82 34 84 35 90L39 116Z" fill="#e7dcc3"/>'
    '<path d="M38 50V116" fill="none" stroke="#7a4a22" stroke-width="2.4"/>'
    '<path d="M35 90C37 86 38 80 38 76L34 74C34 80 33 84 31 86Z" fill="#e7dcc3"/>'
    '<circle cx="24" cy="66" r="9" fill="' + SKIN + '"/>'
    '<path d="M17 68C16 80 21 92 24 94C27 92 32 80 31 68C28 72 20 72 17 68Z" fill="#fff"/>'
    '<path d="M16 62C16 56 19 54 21 55M32 62C32 56 29 54 27 55" fill="none" stroke-width="1.4"/>'
    '<path d="M20.5 65H22M26 65H27.5" fill="none" stroke-width="1.2"/>'
    '<circle cx="38" cy="50" r="3" fill="' + RED + '"/>'
)
_FLOWER = (  # petals filled for the red flower, left open for the white one
    '<path d="M25 116V86M25 104C19 104 14 100 12 94C19 94 23 98 25 104ZM25 98C31 98 36 94 38 88C31 88 27 92 25 98Z"'
    ' fill="' + GREEN + '"/>'
    '<g fill="{petal}">'
    '<path d="M25 80C18 78 16 66 25 60C34 66 32 78 25 80Z"/>'
    '<path d="M25 80C18 78 16 66 25 60C34 66 32 78 25 80Z" transform="rotate(72 25 80)"/>'
    '<path d="M25 80C18 78 16 66 25 60C34 66 32 78 25 80Z" transform="rotate(144 25 80)"/>'
    '<path d="M25 80C18 78 16 66 25 60C34 66 32 78 25 80Z" transform="rotate(216 25 80)"/>'
    '<path d="M25 80C18 78 16 66 25 60C34 66 32 78 25 80Z" transform="rotate(288 25 80)"/>'
    '</g><circle cx="25" cy="80" r="4" fill="#e8b923"/>'
)
_SNAKE = (  # a coiled snake rising to the head; scales for the green snake
    '<path d="M25 114C12 114 8 108 8 102C8 94 16 92 25 92C34 92 42 90 42 82C42 74 34 72 25 72'
    'C17 72 13 68 13 62C13 54 20 50 27 50" fill="none" stroke="' + INK + '" stroke-width="9" stroke-linecap="round"/>'
    '<path d="M25 114C12 114 8 108 8 102C8 94 16 92 25 92C34 92 42 90 42 82C42 74 34 72 25 72'
    'C17 72 13 68 13 62C13 54 20 50 27 50" fill="none" stroke="{body}" stroke-width="6.4" stroke-linecap="round"'
    ' stroke-dasharray="{scales}"/>'
    '<path d="M26 44C32 42 38 46 38 51C38 56 32 58 26 56C23 55 22 46 26 44Z" fill="{body}"/>'
    '<circle cx="32" cy="49" r="1.2" fill="' + INK + '"/>'
    '<path d="M38 51L43 50M41 50L44 48M41 50L44 52" fill="none" stroke="' + RED + '" stroke-width=".9"/>'
)
_MONK = (
    '<path d="M11 116L15 88C16 82 20 80 25 80C30 80 34 82 35 88L39 116Z" fill="#c9852e"/>'
    '<path d="M15 88L35 112M35 88L24 100" fill="none" stroke="' + RED + '" stroke-width="2.4"/>'
    '<circle cx="25" cy="68" r="9" fill="' + SKIN + '"/>'
    '<path d="M21 67H22.5M27.5 67H29M23 72C24.5 73 25.5 73 27 72" fill="none" stroke-width="1.1"/>'
    '<circle cx="25" cy="88" r="7" fill="none" stroke="' + INK + '" stroke-width="2.2" stroke-dasharray=".1 2.4"'
    ' stroke-linecap="round"/>'
)


def _honour_picture(code: str) -> str:
    if code == "OT":
        drawing = _OLD_MAN
    elif code in ("RF", "WF"):
        drawing = _FLOWER.replace("{petal}", RED if code == "RF" else "#fffdf6")
    elif code in ("WS", "GS"):
        body, scales = ("#fffdf6", "none") if code == "WS" else ("#4f9a52", "3 1")
        drawing = _SNAKE.replace("{body}", body).replace("{scales}", scales)
    else:
        drawing = _MONK
    return f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{drawing}</g>'


def _paper(frame: str) -> str:
    return (
        f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="3"{attrs(fill=PAPER, stroke="#9c9385")}/>'
        f'<rect x="3" y="3" width="{WIDTH - 6}" height="{HEIGHT - 6}"{attrs(fill="none", stroke=frame, stroke_width=1.2)}/>'
        + stroked("M5 42H45M5 120H45", frame, .6)
    )


def face(code: str) -> str:
    """The SVG face of one money-card face, e.g. ``face("5C")`` or ``face("RF")``."""
    if code not in cards.ALL_FACES:
        raise ValueError(f"unknown face {code!r} of the money cards")
    defs = Defs("m")
    if cards.is_honour(code):
        upper, lower = HONOUR_CHARACTERS[code]
        colour = RED if code in ("RF", "OT") else INK
        body = (
            _paper(RED if code in ("RF", "OT") else INK)
            + _character(defs, upper, UPPER[0], UPPER[1], colour)
            + _honour_picture(code)
            + _character(defs, lower, LOWER[0], LOWER[1], colour)
        )
        return document(WIDTH, HEIGHT, defs, body)
    rank, suit = int(code[0]), code[1]
    picture = {
        "C": lambda: _coins_picture(defs, rank),
        "S": lambda: _strings_picture(defs, rank),
        "M": lambda: f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{_FIGURE}</g>',
    }[suit]()
    suit_colour = {"C": INK, "S": GREEN, "M": RED}[suit]
    body = (
        _paper(INK)
        + _character(defs, NUMERALS[rank - 1], UPPER[0], UPPER[1], INK)
        + picture
        + _character(defs, SUIT_CHARACTER[suit], LOWER[0], LOWER[1], suit_colour)
    )
    return document(WIDTH, HEIGHT, defs, body)


def back() -> str:
    """The back shared by every face: a red field of linked cash coins in a black border."""
    defs = Defs("m")
    tile = (
        '<pattern id="{id}" width="10" height="10" patternUnits="userSpaceOnUse">'
        f'<circle cx="5" cy="5" r="4"{attrs(fill="none", stroke="#f0d9a8", stroke_width=.9)}/>'
        f'<rect x="3.8" y="3.8" width="2.4" height="2.4"{attrs(fill="#f0d9a8")}/></pattern>'
    )
    pattern = defs.add(tile)
    body = (
        f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="3"{attrs(fill=PAPER, stroke="#9c9385")}/>'
        f'<rect x="3" y="3" width="{WIDTH - 6}" height="{HEIGHT - 6}"{attrs(fill=INK)}/>'
        f'<rect x="5" y="5" width="{WIDTH - 10}" height="{HEIGHT - 10}"{attrs(fill=RED)}/>'
        f'<rect x="5" y="5" width="{WIDTH - 10}" height="{HEIGHT - 10}" fill="url(#{pattern})"/>'
    )
    return document(WIDTH, HEIGHT, defs, body)
