"""Industrie und Glück, the tarock pack of Slovenia: all 54 faces, double-ended.

- Taroks I-XXI: each half of the card is a small genre scene, one of country
  life and one of town life (hay racks, herdsmen, huntsmen, boats; houses,
  onion-domed churches, market stalls, coaches), with the Roman numeral on a
  plate at the top of each half. Trump II carries the motto INDUSTRIE UND
  GLÜCK on a ribbon, as on the Viennese original.
- The Škis: a harlequin in a cap with bells, playing a lute; no number.
- French suits: courts (king, queen, knight on his horse, jack) as
  half-length figures turned end over end; pip cards with corner indices,
  1-4 in hearts and diamonds and 7-10 in spades and clubs.

Letters and numerals are stroked paths (the stroke font of ``svg`` and the
capitals below), never text. Both halves of a court or a tarok sit under one
``<use>`` each, the lower one turned about the centre of the card:

>>> face("KH").count('transform="rotate(180 50 90)"')
2
>>> face("T2").count("<text")
0
"""

from __future__ import annotations

from cardavia.cards import industrie as cards

from .svg import Defs, attrs, document, filled, numeral, numeral_width, roman, shift_path, stroked, use

#: Place among the decks (the atlas order of its tradition).
ORDER = 40

WIDTH, HEIGHT = 100, 180
MIDDLE = HEIGHT / 2
TURN = f"rotate(180 {WIDTH // 2} {HEIGHT // 2})"
INK = "#1f1c18"
PAPER = "#fbf7ec"
RED = "#c0282b"
BLUE = "#2d5b9a"
GREEN = "#3c7a3a"
GOLD = "#e2ad2e"
SKIN = "#f2d3b1"
WHITE = "#fffdf7"
WOOD = "#8a5a32"
SKY = "#e2edf2"
GRASS = "#a9c878"
PAVING = "#dccaa1"
WATER = "#86afcf"
ROOF = "#b5482f"
WALL = "#f0e4c8"

SUIT_COLOUR = {"H": RED, "D": RED, "S": INK, "C": INK}


# --- suit signs (about 20 units high, centred on the origin) ------------------

_SIGNS = {
    "H": "M0 10C-4 5-10 1-10-4C-10-8-7-10-4.6-10C-2.4-10-.8-8.6 0-6.8C.8-8.6 2.4-10 4.6-10C7-10 10-8 10-4C10 1 4 5 0 10Z",
    "D": "M0-11L8 0L0 11L-8 0Z",
    "S": "M0-10C-4-5-10-1-10 3.6C-10 6.8-7.8 8.8-5.4 8.8C-3.4 8.8-1.8 7.6-.8 6L-2.4 10.6H2.4L.8 6C1.8 7.6 3.4 8.8 5.4 8.8"
    "C7.8 8.8 10 6.8 10 3.6C10-1 4-5 0-10Z",
    "C": "M-.9 1.6C-1.8 4.2-4 6.6-5 6.6C-7.8 6.6-9.6 4.6-9.6 2.2C-9.6-.2-7.8-2.2-5.2-2.2C-4.2-2.2-3.3-1.8-2.6-1.2"
    "C-3.8-2.2-4.6-3.6-4.6-5.2C-4.6-7.8-2.6-9.8 0-9.8S4.6-7.8 4.6-5.2C4.6-3.6 3.8-2.2 2.6-1.2C3.3-1.8 4.2-2.2 5.2-2.2"
    "C7.8-2.2 9.6-.2 9.6 2.2C9.6 4.6 7.8 6.6 5 6.6C4 6.6 1.8 4.2.9 1.6L2.6 10.6H-2.6Z",
}


def _sign(defs: Defs, suit: str) -> str:
    """The suit sign as a stored drawing; its id is the same on every card of the suit."""
    return defs.add(f'<path id="{{id}}" d="{_SIGNS[suit]}"{attrs(fill=SUIT_COLOUR[suit])}/>')


# --- the capitals of the motto, a stroke font 10 units high -----------------

_LETTERS: dict[str, tuple[float, str]] = {
    "I": (1.2, "M.6 0V10"),
    "N": (6, "M0 10V0L6 10V0"),
    "D": (6, "M0 0V10H2.4C4.8 10 6 8 6 5S4.8 0 2.4 0Z"),
    "U": (6, "M0 0V6.6C0 8.8 1.3 10 3 10S6 8.8 6 6.6V0"),
    "Ü": (6, "M0 0V6.6C0 8.8 1.3 10 3 10S6 8.8 6 6.6V0M1.6-2.4V-1.8M4.4-2.4V-1.8"),
    "S": (6, "M5.6 1.2C5 .4 4.1 0 3 0C1.4 0 .4 .9 .4 2.4C.4 5.6 5.8 4.2 5.8 7.4C5.8 9 4.6 10 3 10C1.7 10 .8 9.5 .1 8.6"),
    "T": (6, "M0 0H6M3 0V10"),
    "R": (6, "M0 10V0H3.4C5 0 5.8 1 5.8 2.6S5 5.2 3.4 5.2H0M3.2 5.2L6 10"),
    "E": (5.6, "M5.6 0H0V10H5.6M0 5H4.6"),
    "G": (6, "M5.8 1.6C5.2 .5 4.2 0 3.1 0C1.2 0 0 2 0 5S1.2 10 3.1 10C4.4 10 5.4 9.4 6 8.2V5.4H3.4"),
    "L": (5.4, "M0 0V10H5.4"),
    "C": (6, "M5.8 1.6C5.2 .5 4.2 0 3.1 0C1.2 0 0 2 0 5S1.2 10 3.1 10C4.2 10 5.2 9.5 5.8 8.4"),
    "K": (6, "M0 0V10M5.8 0L0 6.4M2 4.4L6 10"),
    " ": (2.6, ""),
}
_LETTER_GAP = 1.6


def lettering(text: str, x: float, y: float, height: float) -> str:
    """Path data for capitals ``text`` centred on ``x``, with their tops at ``y``.

    >>> lettering("TU", 0, 0, 10)
    'M-6.8 0H-.8M-3.8 0V10M.8 0V6.6C.8 8.8 2.1 10 3.8 10S6.8 8.8 6.8 6.6V0'
    """
    scale = height / 10
    width = (sum(_LETTERS[c][0] for c in text) + _LETTER_GAP * (len(text) - 1)) * scale
    left = x - width / 2
    pieces = []
    for character in text:
        advance, d = _LETTERS[character]
        if d:
            pieces.append(shift_path(d, left, y, scale))
        left += (advance + _LETTER_GAP) * scale
    return "".join(pieces)


MOTTO = ("INDUSTRIE", "UND GLÜCK")


# --- the scenes of the taroks -------------------------------------------------

# Silhouettes standing on the ground at y = 0, centred on x = 0, drawn with
# the ink outline of the group they are used in.
_FIGURES: dict[str, str] = {
    "tree": '<path d="M-1.6 0V-11H1.6V0Z" fill="' + WOOD + '"/><circle cy="-19" r="9" fill="' + GREEN + '"/>',
    "pine": '<path d="M0-34L7-20H4L9-9H-9L-4-20H-7Z" fill="' + GREEN + '"/><path d="M-1.4 0V-9H1.4V0Z" fill="' + WOOD + '"/>',
    "house": (
        '<path d="M-11 0V-15H11V0Z" fill="' + WALL + '"/><path d="M-13-15L0-26L13-15Z" fill="' + ROOF + '"/>'
        '<path d="M-3 0V-8H3V0ZM5-11H9V-7H5ZM-9-11H-5V-7H-9Z" fill="' + WOOD + '"/>'
    ),
    "church": (
        '<path d="M-16 0V-16H4V0Z" fill="' + WALL + '"/><path d="M-18-16L-6-24L6-16Z" fill="' + ROOF + '"/>'
        '<path d="M4 0V-32H14V0Z" fill="' + WALL + '"/>'
        '<path d="M9-44C13-40 15-38 14-34C14-33 4-33 4-34C3-38 5-40 9-44Z" fill="' + GREEN + '"/>'
        '<path d="M9-44V-49M7-47H11M-10-8V-12M-4-8V-12" fill="none"/>'
        '<path d="M7 0V-6C7-9 11-9 11-6V0ZM8-24H10V-28H8Z" fill="' + INK + '"/>'
    ),
    "kozolec": (  # the Slovenian hay rack: posts, rails hung with hay, a little roof
        '<path d="M-14 0V-24M0 0V-24M14 0V-24" fill="none" stroke-width="1.6"/>'
        '<path d="M-14-22H14V-6H-14Z" fill="' + GOLD + '"/>'
        '<path d="M-14-18H14M-14-14H14M-14-10H14" fill="none" stroke-width=".6"/>'
        '<path d="M-17-24L0-30L17-24Z" fill="' + WOOD + '"/>'
    ),
    "man": (
        '<path d="M-2.4 0L-2-10M2.4 0L2-10M-4.4-19L-6.5-10M4.4-19L6.5-10" fill="none" stroke-width="1.6"/>'
        '<path d="M-4.6-8L-4.4-19C-4-21 4-21 4.4-19L4.6-8Z" fill="{a}"/>'
        '<circle cy="-23.5" r="3" fill="' + SKIN + '"/><path d="M-4.6-25.6H4.6L3-26.2V-29H-3V-26.2Z" fill="' + INK + '"/>'
    ),
    "woman": (
        '<path d="M-7 0L-3.4-17H3.4L7 0Z" fill="{a}"/><path d="M-2.4-1L-1.6-12H1.6L2.4-1Z" fill="' + WHITE + '"/>'
        '<path d="M-3.4-16L-6-9M3.4-16L6-9" fill="none" stroke-width="1.6"/>'
        '<circle cy="-20.5" r="3" fill="' + SKIN + '"/><path d="M-3.4-20C-4-25 4-25 3.4-20L5-18L3-19.4C1-23-1-23-3-19.4L-5-18Z" fill="' + RED + '"/>'
    ),
    "hunter": (
        '<path d="M-2.4 0L-2-10M2.4 0L2-10" fill="none" stroke-width="1.6"/>'
        '<path d="M-4.6-8L-4.4-19C-4-21 4-21 4.4-19L4.6-8Z" fill="' + GREEN + '"/>'
        '<path d="M3-16L14-24M-4-18L4-16" fill="none" stroke-width="1.4"/>'
        '<circle cy="-23.5" r="3" fill="' + SKIN + '"/><path d="M-5-25.4H5L3-26V-29L-3-28V-26Z" fill="' + GREEN + '"/>'
        '<path d="M2-28.6L6-33" fill="none" stroke="' + WHITE + '" stroke-width="1"/>'
    ),
    "horse": (
        '<path d="M-10-2V-9M-6-2V-9M6-2V-9M10-2V-9" fill="none" stroke-width="1.8"/>'
        '<path d="M-12-8C-13-13-10-16-4-16H6C8-16 9-17 10-19L13-25C15-26 17-25 18-23L19-19L16-18L13-20C12-16 12-12 11-8Z" fill="' + WOOD + '"/>'
        '<path d="M-12-14C-16-12-17-8-16-4" fill="none" stroke-width="1.6"/>'
    ),
    "cow": (
        '<path d="M-9-1V-7M-5-1V-7M5-1V-7M8-1V-7" fill="none" stroke-width="1.6"/>'
        '<path d="M-11-6C-12-12-9-14-4-14H7C9-14 10-13 11-12L15-13C17-12 17-9 15-8L12-8C11-7 10-6 9-6Z" fill="' + WHITE + '"/>'
        '<path d="M-6-14C-6-11-2-10-1-14ZM3-8C3-11 6-12 7-9Z" fill="' + WOOD + '"/>'
        '<path d="M12-13L13-16M15-13L17-15M-11-11L-13-5" fill="none" stroke-width=".9"/>'
    ),
    "sheep": (
        '<path d="M-5 0V-4M4 0V-4" fill="none" stroke-width="1.4"/>'
        '<path d="M-8-4C-10-6-9-10-6-10C-5-12-1-13 1-11C3-13 7-12 7-9C9-9 10-6 8-4Z" fill="' + WHITE + '"/>'
        '<path d="M7-9C8-11 11-11 12-8L9-6Z" fill="' + INK + '"/>'
    ),
    "dog": (
        '<path d="M-5 0V-4M4 0V-4" fill="none" stroke-width="1.2"/>'
        '<path d="M-6-3C-7-6-5-7-3-7H4L6-10L9-8L7-6C6-5 6-4 5-3ZM-6-6L-9-9" fill="' + WOOD + '"/>'
    ),
    "cart": (
        '<path d="M-14-8H10V-16H-14Z" fill="' + WOOD + '"/><path d="M-14-16L-12-22H8L10-16Z" fill="' + GOLD + '"/>'
        '<path d="M10-10L22-14" fill="none" stroke-width="1.4"/>'
        '<circle cx="-7" cy="-6" r="6" fill="' + WALL + '"/><path d="M-7-12V0M-13-6H-1" fill="none" stroke-width=".8"/>'
    ),
    "coach": (
        '<path d="M-14-9C-15-16-14-22-10-24H8C12-22 13-16 12-9Z" fill="' + BLUE + '"/>'
        '<path d="M-8-20H-2V-14H-8ZM2-20H8V-14H2Z" fill="' + WALL + '"/>'
        '<path d="M-12-26H10" fill="none" stroke-width="1.6"/>'
        '<circle cx="-9" cy="-6" r="6" fill="' + GOLD + '"/><circle cx="8" cy="-5" r="5" fill="' + GOLD + '"/>'
    ),
    "stall": (  # a market stall under a striped awning
        '<path d="M-14 0V-22M14 0V-22" fill="none" stroke-width="1.4"/>'
        '<path d="M-14-10H14V-6H-14Z" fill="' + WOOD + '"/>'
        '<path d="M-16-22H16L14-28H-14Z" fill="' + RED + '"/>'
        '<path d="M-8-22L-7-28M0-22V-28M8-22L7-28" fill="none" stroke="' + WHITE + '" stroke-width="2.4"/>'
        '<circle cx="-8" cy="-12" r="2.4" fill="' + RED + '"/><circle cx="-3" cy="-12" r="2.4" fill="' + GOLD + '"/>'
        '<circle cx="6" cy="-12" r="2.4" fill="' + GREEN + '"/>'
    ),
    "well": (
        '<path d="M-8 0V-8H8V0Z" fill="' + WALL + '"/><path d="M-7 -8V-20M7-8V-20M-7-16H7M0-16V-10" fill="none" stroke-width="1.2"/>'
        '<path d="M-10-20L0-26L10-20Z" fill="' + ROOF + '"/><path d="M-2-12H2V-9H-2Z" fill="' + WOOD + '"/>'
    ),
    "fountain": (
        '<path d="M-14 0V-6H14V0Z" fill="' + WALL + '"/><path d="M-2-6V-18H2V-6Z" fill="' + WALL + '"/>'
        '<path d="M-8-18H8C8-15 4-14 0-14C-4-14-8-15-8-18Z" fill="' + WALL + '"/>'
        '<path d="M0-20C-4-24-8-22-10-16M0-20C4-24 8-22 10-16M0-20V-26" fill="none" stroke="' + WATER + '" stroke-width="1.4"/>'
    ),
    "gate": (  # a town gate tower
        '<path d="M-12 0V-30H12V0Z" fill="' + WALL + '"/><path d="M-14-30L0-40L14-30Z" fill="' + ROOF + '"/>'
        '<path d="M-6 0V-12C-6-18 6-18 6-12V0ZM-2-26H2V-21H-2Z" fill="' + INK + '"/>'
    ),
    "castle": (  # a castle far away on its hill
        '<path d="M-26 0C-16-12-8-14 0-14C8-14 16-12 26 0Z" fill="' + GREEN + '"/>'
        '<path d="M-10-14V-24H-6V-22H-2V-24H2V-22H6V-24H10V-14Z" fill="' + WALL + '"/>'
        '<path d="M-3-24V-32H3V-24ZM-4-32L0-37L4-32Z" fill="' + WALL + '"/>'
    ),
    "table": (  # an inn table with a jug and glasses
        '<path d="M-12-10H12M-9-10V0M9-10V0" fill="none" stroke-width="1.6"/>'
        '<path d="M-4-10V-16H1V-10ZM1-15C3-15 3-12 1-12" fill="' + WHITE + '"/>'
        '<path d="M5-10V-13H8V-10ZM-9-10V-13H-6V-10Z" fill="' + GOLD + '"/>'
    ),
    "fence": '<path d="M-14-1H14M-14-6H14M-12 0V-9M-4 0V-9M4 0V-9M12 0V-9" fill="none" stroke="' + WOOD + '" stroke-width="1.4"/>',
    "boat": (
        '<path d="M-14-4H14L10 2H-10Z" fill="' + WOOD + '"/><path d="M0-4V-26" fill="none" stroke-width="1.2"/>'
        '<path d="M1-25L12-6H1Z" fill="' + WHITE + '"/><path d="M-1-22L-9-6H-1Z" fill="' + WALL + '"/>'
    ),
    "birds": '<path d="M-8 0Q-6-2-4 0Q-2-2 0 0M4-4Q6-6 8-4Q10-6 12-4M-2-8Q0-10 2-8Q4-10 6-8" fill="none" stroke-width=".8"/>',
    "sun": (
        '<circle r="5" fill="' + GOLD + '"/>'
        '<path d="M0-9V-7M0 7V9M-9 0H-7M7 0H9M-6-6L-5-5M6-6L5-5M-6 6L-5 5M6 6L5 5" fill="none" stroke="' + GOLD + '" stroke-width="1.2"/>'
    ),
}
#: Grounds of the scenes: the ground band's colour, and what is drawn in the distance behind.
_GROUNDS = {
    "field": (GRASS, '<path d="M8 70C22 60 36 58 50 64C64 58 80 60 92 66V72H8Z" fill="#c8dca4" stroke="none"/>'),
    "town": (PAVING, '<path d="M8 72V60H16V54H24V62H34V56H44V62H56V52H62V60H72V56H84V62H92V72Z" fill="#d6dde0" stroke="none"/>'),
    "water": (WATER, '<path d="M8 64C22 56 30 58 40 62L50 64H8Z" fill="#c8dca4" stroke="none"/>'),
}
# Coats of the figures, one per scene so two figures of a scene can differ.
_COATS = (BLUE, RED, GREEN, WOOD)

#: The two scenes of each tarok, upper half first: a ground, then figures as
#: ``name x`` with optional ``*scale``, ``^lift`` (raised off the ground) and
#: a leading ``~`` to face the other way. One of the two is always in town.
SCENES: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "T1": (("field", "tree 16, man 36, cow 60, fence 84"), ("town", "house 20, woman 42, ~man 54, church 76")),
    "T2": (("field", "kozolec 30, woman 56, ~man 70"), ("town", "stall 30, ~woman 54, house 78")),
    "T3": (("field", "pine 14, hunter 32, ~dog 48, pine 70, pine 84"), ("town", "church 28, man 56, ~woman 68, house 86*.8")),
    "T4": (("town", "coach 28, horse 54, house 84*.8"), ("water", "boat 36, ~boat 72*.7^2, birds 60^40")),
    "T5": (("field", "cart 30, horse 56, man 84"), ("town", "woman 26, fountain 50, man 72, house 88*.7")),
    "T6": (("town", "man 22, table 40, ~man 58, house 80"), ("field", "sheep 20, sheep 36, ~man 54, tree 78")),
    "T7": (("field", "man 20, woman 32, castle 68*1.1"), ("town", "~coach 32, gate 70")),
    "T8": (("town", "house 16, house 40, church 70"), ("field", "well 26, woman 46, cow 74")),
    "T9": (("water", "boat 50, birds 26^38, sun 78^40"), ("town", "house 18, man 40, ~woman 52, well 78")),
    "T10": (("field", "tree 14, tree 30, hunter 50, ~dog 64, pine 84"), ("town", "gate 24, ~man 50, woman 64, house 84*.8")),
    "T11": (("town", "stall 26, man 48, stall 76"), ("field", "~horse 28, man 48, fence 76")),
    "T12": (("field", "cow 24, cow 52*.9, ~woman 76"), ("town", "fountain 30, child 52, ~woman 66, house 86*.7")),
    "T13": (("town", "church 22, ~coach 62"), ("field", "kozolec 24, man 50, sun 78^40, tree 82")),
    "T14": (("town", "house 16, gate 40, woman 62, man 76"), ("water", "~boat 34*.8^2, boat 64, birds 30^42")),
    "T15": (("town", "man 20, woman 32, man 48, woman 60, house 82"), ("field", "sheep 18, sheep 30, pine 50, dog 66, pine 84")),
    "T16": (("field", "well 22, cart 56, tree 84"), ("town", "house 18, table 42, man 58, church 80")),
    "T17": (("water", "boat 62, birds 22^36, castle 24*.6^6"), ("town", "gate 22, stall 58, woman 82")),
    "T18": (("field", "~hunter 20, ~horse 44, tree 78"), ("town", "house 22, ~woman 42, child 52, house 76")),
    "T19": (("town", "~man 22, stall 48, house 78"), ("field", "tree 20, woman 40, man 52, cow 78")),
    "T20": (("field", "pine 16, kozolec 40, pine 64, pine 80"), ("town", "church 30, coach 66")),
    "T21": (("town", "gate 18, church 50, house 80"), ("field", "castle 52*1.2, man 24, woman 80, sun 82^44")),
}
_CHILD = ("man", .65)
GROUND_Y = 78  # where the figures stand, in the coordinates of the upper half
#: The scene's panel in the upper half (x, y, width, height), under the numeral's plate.
PANEL = (8, 25, 84, 61)
#: The Roman numeral: its top and height, large enough to read in a fanned hand on a phone.
NUMERAL_TOP, NUMERAL_HEIGHT = 8.5, 11


def _scene(defs: Defs, ground: str, figures: str, clip: str, seed: int) -> str:
    """One scene in the panel of the upper half, x 8-92, y 25-86."""
    colour, backdrop = _GROUNDS[ground]
    parts = [f'<rect{_panel()} fill="{SKY}"/>', backdrop, f'<rect x="8" y="72" width="84" height="14" fill="{colour}"/>']
    for index, item in enumerate(figures.split(", ")):
        name, _space, place = item.partition(" ")
        flip = name.startswith("~")
        name = name.lstrip("~")
        scale, lift = 1.0, 0.0
        if "^" in place:
            place, lifted = place.split("^")
            lift = float(lifted)
        if "*" in place:
            place, scaled = place.split("*")
            scale = float(scaled)
        if name == "child":
            name, scale = _CHILD
        coat = _COATS[(seed + index) % len(_COATS)]
        drawing = _FIGURES[name].replace("{a}", coat)
        ident = defs.group(drawing)
        x, y = float(place), GROUND_Y - lift
        if flip:
            parts.append(f'<use href="#{ident}" transform="translate({x:g} {y:g}) scale({-scale:g} {scale:g})"/>')
        else:
            parts.append(use(ident, x, y, scale))
    body = "".join(parts)
    return f'<g clip-path="url(#{clip})"{attrs(stroke=INK, stroke_width=.8, stroke_linejoin="round")}>{body}</g>'


def _panel() -> str:
    x, y, width, height = PANEL
    return attrs(x=x, y=y, width=width, height=height)


def _plate(defs: Defs, text: str) -> str:
    """The Roman numeral on its white plate at the top of the upper half."""
    width = numeral_width(text, NUMERAL_HEIGHT) + 10
    left = 50 - width / 2
    plate = f'<rect x="{left:.1f}" y="6" width="{width:.1f}" height="16" rx="2"{attrs(fill=WHITE, stroke=INK, stroke_width=.8)}/>'
    return plate + stroked(numeral(text, 50, NUMERAL_TOP, NUMERAL_HEIGHT), INK, 1.8)


def _ribbon() -> str:
    """The motto of trump II on a ribbon over the sky of its upper scene."""
    band = filled("M12 28H88L84 33L88 38H12L16 33Z", WHITE, stroke=INK, stroke_width=.8)
    words = lettering(" ".join(MOTTO), 50, 30.5, 5)
    return band + stroked(words, RED, .8)


def _tarok(defs: Defs, code: str) -> str:
    clip = defs.add(f'<clipPath id="{{id}}"><rect{_panel()}/></clipPath>')
    number = int(code[1:])
    frame = f'<rect{_panel()}{attrs(fill="none", stroke=INK, stroke_width=1)}/>'
    halves = []
    for side, (ground, figures) in enumerate(SCENES[code]):
        half = _scene(defs, ground, figures, clip, number + side) + frame + _plate(defs, roman(number))
        if code == "T2" and side == 0:
            half += _ribbon()
        halves.append(defs.group(half))
    upper, lower = halves
    return f'<use href="#{upper}"/><use href="#{lower}" transform="{TURN}"/>' + stroked(f"M8 {MIDDLE:g}H92", INK, .8)


# --- the Škis -------------------------------------------------------------

_SKIS = (
    # legs in striped hose, pointed shoes
    '<path d="M42 150L44 118H50L48 150ZM58 150L56 118H50L52 150Z" fill="' + RED + '"/>'
    '<path d="M43 126H49M43 134H49M43 142H49M51 126H57M51 134H57M51 142H57" fill="none" stroke="' + GOLD + '" stroke-width="2"/>'
    '<path d="M48 150L36 152L38 156H48ZM52 150L64 152L62 156H52Z" fill="' + INK + '"/>'
    # the harlequin's coat of lozenges
    '<path d="M34 120L38 78C42 72 58 72 62 78L66 120Z" fill="' + GOLD + '"/>'
    '<path d="M35 110L44 78L53 110L62 78M38 94L50 120L62 94M65 110L56 78L47 110L38 78M35 94L44 120M65 94L56 120"'
    ' fill="none" stroke="' + GREEN + '" stroke-width="1.2"/>'
    '<path d="M38 78L30 100L36 104L42 86Z" fill="' + RED + '"/><path d="M62 78L72 92L68 98L60 88Z" fill="' + RED + '"/>'
    # the ruff, the face, the cap with its bells
    '<path d="M36 74C40 80 60 80 64 74C60 70 40 70 36 74Z" fill="' + WHITE + '"/>'
    '<path d="M40 76L44 72L48 77L52 72L56 77L60 72" fill="none" stroke-width=".8"/>'
    '<circle cx="50" cy="62" r="9" fill="' + SKIN + '"/>'
    '<path d="M46 61H47.4M52.6 61H54M46 66C48 68 52 68 54 66" fill="none" stroke-width="1.1"/>'
    '<path d="M41 58C40 48 44 42 50 42C46 36 38 32 28 34C34 38 38 44 41 58ZM59 58C60 48 56 42 50 42C54 36 62 32 72 34C66 38 62 44 59 58Z" fill="' + RED + '"/>'
    '<path d="M41 58C44 52 56 52 59 58C56 55 44 55 41 58Z" fill="' + GOLD + '"/>'
    '<circle cx="27" cy="34" r="3" fill="' + GOLD + '"/><circle cx="73" cy="34" r="3" fill="' + GOLD + '"/>'
    # the lute across the body, plucked with the right hand
    '<path d="M28 116C22 108 26 96 36 96C44 96 48 102 46 110C44 118 34 122 28 116Z" fill="' + WOOD + '"/>'
    '<circle cx="36" cy="108" r="3" fill="' + INK + '"/>'
    '<path d="M44 102L70 80" fill="none" stroke="' + WOOD + '" stroke-width="3.4"/>'
    '<path d="M70 80L76 78L74 74L68 78Z" fill="' + WOOD + '"/>'
    '<path d="M30 112L70 80M32 114L71 81" fill="none" stroke="' + WHITE + '" stroke-width=".4"/>'
    '<circle cx="36" cy="104" r="3.4" fill="' + SKIN + '"/><circle cx="66" cy="84" r="3.4" fill="' + SKIN + '"/>'
)


def _skis() -> str:
    stars = filled(
        "M20 24L21.4 28.6L26 30L21.4 31.4L20 36L18.6 31.4L14 30L18.6 28.6Z"
        "M80 150L81.4 154.6L86 156L81.4 157.4L80 162L78.6 157.4L74 156L78.6 154.6Z",
        GOLD, stroke=INK, stroke_width=.6,
    )
    ground = f'<rect x="8" y="8" width="84" height="164" rx="3"{attrs(fill="#f3ead0", stroke=INK, stroke_width=1)}/>'
    floor = f'<rect x="8" y="152" width="84" height="20"{attrs(fill=PAVING)}/>'
    return ground + floor + stars + f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{_SKIS}</g>'


# --- courts ---------------------------------------------------------------

# Half-length figures in the upper half (x 8-92, y 8-90); {m} is the main
# garment colour and {s} the second. Each holds something of its rank.
_KING = (
    '<path d="M22 90L24 72C26 64 38 60 50 60C62 60 74 64 76 72L78 90Z" fill="{m}"/>'
    '<path d="M44 60H56V90H44Z" fill="' + WHITE + '"/><path d="M47 66H49M51 74H53M47 82H49" fill="none" stroke-width="1.4"/>'
    '<path d="M74 88L80 30" fill="none" stroke="' + GOLD + '" stroke-width="2.6"/><circle cx="80" cy="28" r="3.6" fill="' + GOLD + '"/>'
    '<circle cx="50" cy="42" r="11" fill="' + SKIN + '"/>'
    '<path d="M39 44C39 58 45 62 50 62C55 62 61 58 61 44C57 49 43 49 39 44Z" fill="#e8e2d4"/>'
    '<path d="M38 34L38 18L44 26L50 15L56 26L62 18L62 34Z" fill="' + GOLD + '"/><path d="M38 30H62V34H38Z" fill="{s}"/>'
    '<path d="M45 41H46.5M53.5 41H55M46 49C48 50 52 50 54 49" fill="none" stroke-width="1.1"/>'
    '<circle cx="74" cy="74" r="3.6" fill="' + SKIN + '"/>'
)
_QUEEN = (
    '<path d="M24 90L26 74C28 66 40 62 50 62C60 62 72 66 74 74L76 90Z" fill="{m}"/>'
    '<path d="M40 62C44 70 56 70 60 62Z" fill="' + SKIN + '"/>'
    '<path d="M40 66C44 72 56 72 60 66" fill="none" stroke="' + GOLD + '" stroke-width="2" stroke-dasharray=".1 3" stroke-linecap="round"/>'
    '<path d="M38 40C36 56 38 64 34 72C42 72 42 62 42 54ZM62 40C64 56 62 64 66 72C58 72 58 62 58 54Z" fill="#6b3f1f"/>'
'<path d="M46 52H54V64H46Z" fill="' + SKIN + '"/>'
        '<circle cx="50" cy="44" r="11" fill="' + SKIN + '"/>'
    '<path d="M39 42C39 32 44 28 50 28C56 28 61 32 61 42C57 36 43 36 39 42Z" fill="#6b3f1f"/>'
    '<path d="M41 31L42 20L46 26L50 18L54 26L58 20L59 31C54 29 46 29 41 31Z" fill="' + GOLD + '"/>'
    '<path d="M45 43H46.5M53.5 43H55M47 50C49 51 51 51 53 50" fill="none" stroke-width="1.1"/>'
    '<path d="M30 84C26 76 30 70 36 72" fill="none" stroke="' + GREEN + '" stroke-width="1.6"/>'
    '<circle cx="30" cy="70" r="4" fill="{s}"/><circle cx="36" cy="76" r="3.6" fill="' + SKIN + '"/>'
)
_KNIGHT = (
    '<path d="M8 90C10 76 16 66 22 58C20 48 22 40 28 34L34 28L36 36C40 40 42 48 40 56C38 64 38 76 42 90Z" fill="' + WHITE + '"/>'
    '<path d="M28 34C22 38 14 42 10 50L12 56C18 54 22 50 26 48Z" fill="' + WHITE + '"/>'
    '<path d="M34 28C38 38 40 48 38 60" fill="none" stroke="{s}" stroke-width="3"/>'
    '<path d="M12 54L26 46M22 58L28 50" fill="none" stroke="' + INK + '" stroke-width="1"/>'
    '<circle cx="22" cy="42" r="1.3" fill="' + INK + '"/>'
    '<path d="M42 90C42 74 50 66 64 66C78 66 88 74 88 90Z" fill="{m}"/>'
    '<path d="M80 70L86 22" fill="none" stroke="' + WOOD + '" stroke-width="2.4"/><path d="M86 22L84 14L89 20Z" fill="' + INK + '"/>'
'<path d="M60 56H68V68H60Z" fill="' + SKIN + '"/>'
        '<circle cx="64" cy="50" r="10" fill="' + SKIN + '"/>'
    '<path d="M52 46C52 34 58 30 64 30C70 30 76 34 76 46C72 42 56 42 52 46Z" fill="{s}"/>'
    '<path d="M70 32C76 22 84 20 90 22C84 26 78 30 74 36Z" fill="' + WHITE + '"/>'
    '<path d="M60 50H61.5M66.5 50H68M61 55C63 56 65 56 67 55" fill="none" stroke-width="1.1"/>'
    '<circle cx="80" cy="72" r="3.6" fill="' + SKIN + '"/>'
)
_JACK = (
    '<path d="M24 90L26 74C28 66 40 64 50 64C60 64 72 66 74 74L76 90Z" fill="{m}"/>'
    '<path d="M50 64V90M25 80H75" fill="none" stroke="{s}" stroke-width="3"/>'
'<path d="M46 54H54V64H46Z" fill="' + SKIN + '"/>'
        '<path d="M40 66L50 74L60 66L56 60H44Z" fill="' + WHITE + '"/>'
    '<path d="M30 88L28 18" fill="none" stroke="' + WOOD + '" stroke-width="2.4"/>'
    '<path d="M28 10L30.5 18H25.5ZM22 20C24 26 32 26 34 20C31 22 25 22 22 20Z" fill="#c9d6e3"/>'
    '<circle cx="50" cy="46" r="11" fill="' + SKIN + '"/>'
    '<path d="M39 46C38 38 43 34 50 34C57 34 62 38 61 46C58 42 42 42 39 46Z" fill="#b07a3e"/>'
    '<path d="M36 36C36 28 44 24 52 24C62 24 66 28 66 34C56 31 46 32 36 36Z" fill="{s}"/>'
    '<path d="M62 28C68 18 76 14 84 16C78 20 72 24 66 32Z" fill="' + WHITE + '"/>'
    '<path d="M45 46H46.5M53.5 46H55M46 52C48 53 52 53 54 52" fill="none" stroke-width="1.1"/>'
    '<circle cx="31" cy="74" r="3.6" fill="' + SKIN + '"/>'
)
#: Court: (figure, where its suit sign stands as x, y, clear of the corner index).
_COURTS = {"K": (_KING, (26, 42)), "Q": (_QUEEN, (76, 22)), "N": (_KNIGHT, (48, 16)), "J": (_JACK, (78, 46))}
_COURT_COLOURS = {"H": (RED, GOLD), "D": (GOLD, RED), "S": (BLUE, GREEN), "C": (GREEN, BLUE)}


def _court(defs: Defs, court: str, suit: str) -> str:
    figure, (x, y) = _COURTS[court]
    main, second = _COURT_COLOURS[suit]
    drawing = figure.replace("{m}", main).replace("{s}", second)
    half = f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{drawing}</g>' + use(_sign(defs, suit), x, y, .55)
    frame = f'<rect x="8" y="8" width="84" height="164"{attrs(fill="none", stroke=INK, stroke_width=.8)}/>'
    ident = defs.group(half)
    return frame + f'<use href="#{ident}"/><use href="#{ident}" transform="{TURN}"/>' + stroked(f"M8 {MIDDLE:g}H92", INK, .8)


# --- pip cards ------------------------------------------------------------

# Offsets of the signs from the centre of the card: as on French cards, a
# column on each side, and those below the middle turned upside down.
_LAYOUTS: dict[int, list[tuple[float, float]]] = {
    1: [(0, 0)],
    2: [(0, -48), (0, 48)],
    3: [(0, -52), (0, 0), (0, 52)],
    4: [(x, y) for y in (-48, 48) for x in (-20, 20)],
    7: [(x, y) for y in (-56, 0, 56) for x in (-20, 20)] + [(0, -28)],
    8: [(x, y) for y in (-56, 0, 56) for x in (-20, 20)] + [(0, -28), (0, 28)],
    9: [(x, y) for y in (-57, -19, 19, 57) for x in (-20, 20)] + [(0, 0)],
    10: [(x, y) for y in (-57, -19, 19, 57) for x in (-20, 20)] + [(0, -38), (0, 38)],
}


def _pips(defs: Defs, suit: str, rank: int) -> str:
    sign = _sign(defs, suit)
    if rank == 1:
        # The 1 of a red suit, the highest pip: one large sign in a laurel-less oval.
        oval = f'<ellipse cx="50" cy="{MIDDLE:g}" rx="30" ry="40"{attrs(fill="none", stroke=SUIT_COLOUR[suit], stroke_width=.8)}/>'
        return oval + use(sign, 50, MIDDLE, 2.2)
    scale = 1.2 if rank < 7 else .95
    return "".join(use(sign, 50 + dx, MIDDLE + dy, scale, 180 if dy > 0 else 0) for dx, dy in _LAYOUTS[rank])


def _indices(defs: Defs, suit: str, rank: str | None) -> str:
    """The rank (pip cards only) over a small suit sign in the top-left corner, and turned bottom right."""
    colour = SUIT_COLOUR[suit]
    mark = ""
    top = 8
    if rank is not None:
        mark = stroked(numeral(rank, 13, 8, 10), colour, 1.5)
        top = 21
    mark += use(_sign(defs, suit), 13, top + 5, .42)
    ident = defs.group(mark)
    return f'<use href="#{ident}"/><use href="#{ident}" transform="{TURN}"/>'


# --- the card -------------------------------------------------------------

def _paper() -> str:
    return f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="5"{attrs(fill=PAPER, stroke="#9c9385")}/>'


def face(code: str) -> str:
    """The SVG face of one card of the Industrie und Glück tarock pack, e.g. ``face("T21")``."""
    if code not in cards.PACK:
        raise ValueError(f"unknown card {code!r} in the Industrie und Glück pack")
    defs = Defs("i")
    suit = cards.suit_of(code)
    if code == cards.SKIS:
        return document(WIDTH, HEIGHT, defs, _paper() + _skis())
    if suit == "T":
        return document(WIDTH, HEIGHT, defs, _paper() + _tarok(defs, code))
    rank = cards.rank_of(code)
    if rank in cards.COURTS:
        return document(WIDTH, HEIGHT, defs, _paper() + _court(defs, rank, suit) + _indices(defs, suit, None))
    return document(WIDTH, HEIGHT, defs, _paper() + _pips(defs, suit, int(rank)) + _indices(defs, suit, rank))


def back() -> str:
    """The back shared by every card: a lattice of small green lozenges, framed."""
    defs = Defs("i")
    tile = (
        '<pattern id="{id}" width="10" height="10" patternUnits="userSpaceOnUse">'
        '<rect width="10" height="10" fill="#2f5e3e"/>'
        f'<path d="M5 1L9 5L5 9L1 5Z"{attrs(fill="none", stroke="#d9c88f", stroke_width=.6)}/>'
        f'<circle cx="5" cy="5" r="1.2" fill="#d9c88f"/><circle r="1" fill="#b8322a"/><circle cx="10" cy="10" r="1" fill="#b8322a"/>'
        '<circle cx="10" r="1" fill="#b8322a"/><circle cy="10" r="1" fill="#b8322a"/></pattern>'
    )
    pattern = defs.add(tile)
    body = (
        _paper()
        + f'<rect x="6" y="6" width="{WIDTH - 12}" height="{HEIGHT - 12}" fill="url(#{pattern})"/>'
        + f'<rect x="6" y="6" width="{WIDTH - 12}" height="{HEIGHT - 12}"{attrs(fill="none", stroke=INK)}/>'
        + f'<rect x="9" y="9" width="{WIDTH - 18}" height="{HEIGHT - 18}"{attrs(fill="none", stroke="#d9c88f", stroke_width=.8)}/>'
    )
    return document(WIDTH, HEIGHT, defs, body)
