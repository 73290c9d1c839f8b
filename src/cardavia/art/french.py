"""The standard 52-card pack with two jokers, as printed and played in China (扑克).

What a player of Dou Dizhu reads at a glance is what every Chinese pack shows:

- corner indices, top left and (turned) bottom right: the rank, A 2-10 J Q K,
  drawn in stroked letters and numerals, with a small suit sign under it;
  spades and clubs in black, hearts and diamonds in red;
- pips in the Anglo-American layouts, those of the lower half turned, and a
  large single sign on the aces, the ace of spades the largest and ringed;
- kings, queens and jacks as simplified double-ended half figures in the
  Anglo-American style, the halves parted by a slanting line: the king
  crowned and bearded with a sword (behind his head on the king of hearts, an
  axe on the king of diamonds), the queen with a flower, the jack in a cap with
  a pike; the jacks of spades and hearts and the king of diamonds in profile;
- two jokers with the word JOKER running down the corner and a jester: the
  big joker (大王) in colour, the small joker (小王) in black and white only.

No font anywhere: the letters are paths of a small stroke alphabet.

>>> face("AS").startswith("<svg")
True
>>> face("KH").count(f'transform="{TURN}"')
2
"""

from __future__ import annotations

from cardavia.cards import french as cards

from .svg import STROKE_GLYPHS, Defs, attrs, document, filled, num, shift_path, stroked, use

#: Place among the decks (the atlas order of its tradition).
ORDER = 40

# Poker size, 63 x 88 mm, at two units a millimetre.
WIDTH, HEIGHT = 126, 176
CENTRE_X, CENTRE_Y = WIDTH / 2, HEIGHT / 2
TURN = f"rotate(180 {WIDTH // 2} {HEIGHT // 2})"
INK = "#1b1b1f"
PAPER = "#fffefa"
RED = "#c8202c"
BLUE = "#24489a"
YELLOW = "#f1c232"
SKIN = "#f6d7b8"
WHITE = "#ffffff"
GREY = "#8a8a8e"
STEEL = "#d5dbe2"

#: The colour of each suit's signs and indices.
SUIT_INK = {"S": INK, "H": RED, "D": RED, "C": INK}

# Letters of the stroke alphabet that the digits of svg.STROKE_GLYPHS lack: box 10 high, advance.
LETTERS: dict[str, tuple[float, str]] = {
    "A": (6.4, "M0 10L3.2 0L6.4 10M1.1 6.6H5.3"),
    "J": (5, "M1.4 0H5M3.8 0V7C3.8 9 2.8 10 1.8 10C1 10 .3 9.5 0 8.6"),
    "Q": (7, "M3.5 0C1.2 0 0 2.4 0 5S1.2 10 3.5 10S7 7.6 7 5S5.8 0 3.5 0ZM4.2 7L7 10.4"),
    "K": (6, "M0 0V10M6 0L.2 6.2M2.2 4.1L6 10"),
    "O": (7, "M3.5 0C1.2 0 0 2.4 0 5S1.2 10 3.5 10S7 7.6 7 5S5.8 0 3.5 0Z"),
    "E": (5.4, "M5.4 0H0V10H5.4M0 4.8H4.4"),
    "R": (6, "M0 10V0H3.4C5 0 6 1.2 6 2.7S5 5.4 3.4 5.4H0M3 5.4L6 10"),
}
_GLYPHS = {**STROKE_GLYPHS, **LETTERS}
_GAP = 1.2


def letters(text: str, x: float, y: float, height: float) -> str:
    """Path data for ``text`` on one line, centred on ``x``, its top at ``y``.

    >>> letters("A", 0, 0, 10)
    'M-3.2 10L0 0L3.2 10M-2.1 6.6H2.1'
    """
    scale = height / 10
    width = (sum(_GLYPHS[c][0] for c in text) + _GAP * (len(text) - 1)) * scale
    left = x - width / 2
    pieces = []
    for character in text:
        advance, d = _GLYPHS[character]
        pieces.append(shift_path(d, left, y, scale))
        left += (advance + _GAP) * scale
    return "".join(pieces)


def column(text: str, x: float, y: float, height: float, step: float) -> str:
    """Path data for ``text`` written downwards, one letter under the other, as JOKER is."""
    return "".join(letters(character, x, y + index * step, height) for index, character in enumerate(text))


# --- suit signs, about 20 units high, centred on the origin -----------------

_HEART = "M0 9.5C-4 4.5-10-.5-10-5C-10-8-7.8-10-5.2-10C-3-10-1-8.6 0-6.6C1-8.6 3-10 5.2-10C7.8-10 10-8 10-5C10-.5 4 4.5 0 9.5Z"
_DIAMOND = "M0-10.5L7.6 0L0 10.5L-7.6 0Z"
_SPADE = (
    "M0-10.5C-4-5.5-10-1.8-10 2.4C-10 5.2-7.8 7-5.4 7C-3.4 7-1.9 6-1 4.6C-1.2 7-2 8.8-3.8 10.5H3.8"
    "C2 8.8 1.2 7 1 4.6C1.9 6 3.4 7 5.4 7C7.8 7 10 5.2 10 2.4C10-1.8 4-5.5 0-10.5Z"
)
_CLUB_STEM = "M-1.2 2C-1.3 6-2.2 8.7-4 10.5H4C2.2 8.7 1.3 6 1.2 2Z"


def _sign_markup(suit: str) -> str:
    colour = SUIT_INK[suit]
    if suit == "C":
        # Three leaves and a stem; the small disc fills the gap where the leaves meet.
        leaves = "".join(f'<circle cx="{x}" cy="{y}" r="4.7"/>' for x, y in ((0, -5.3), (-5.2, 1.6), (5.2, 1.6)))
        return f'<g{attrs(fill=colour)}>{leaves}<circle cy="-.6" r="2.6"/><path d="{_CLUB_STEM}"/></g>'
    return filled({"S": _SPADE, "H": _HEART, "D": _DIAMOND}[suit], colour)


def _sign(defs: Defs, suit: str) -> str:
    return defs.group(_sign_markup(suit))


# --- the corners ---------------------------------------------------------------

INDEX_X, INDEX_TOP, INDEX_HEIGHT = 11.5, 7, 14


def _turned(ident: str) -> str:
    """A stored drawing turned end over end about the centre: the other half or the other corner."""
    return f'<use href="#{ident}" transform="{TURN}"/>'


def _index(defs: Defs, rank: str, suit: str) -> str:
    """Rank and small suit sign in the top left corner, and the same turned in the bottom right."""
    colour = SUIT_INK[suit]
    # Large enough to read in a fanned hand on a phone; the 10 is set a little smaller so that it
    # stays inside the corner.
    rank_path = letters(rank, INDEX_X, INDEX_TOP, INDEX_HEIGHT) if rank != "10" else letters(rank, INDEX_X, INDEX_TOP + 1, 12.5)
    corner = defs.group(stroked(rank_path, colour, 2.1) + use(_sign(defs, suit), INDEX_X, 31.5, .5))
    return use(corner) + _turned(corner)


# --- pip cards ---------------------------------------------------------------------

LEFT, MID, RIGHT = 40, CENTRE_X, 86
TOP, BOTTOM = 30, 146
_ROW = (BOTTOM - TOP) / 3  # four rows on the 9 and 10

#: Anglo-American pip positions as (x, y); pips below the middle line are drawn turned.
LAYOUTS: dict[int, list[tuple[float, float]]] = {
    2: [(MID, TOP), (MID, BOTTOM)],
    3: [(MID, TOP), (MID, CENTRE_Y), (MID, BOTTOM)],
    4: [(LEFT, TOP), (RIGHT, TOP), (LEFT, BOTTOM), (RIGHT, BOTTOM)],
    5: [(LEFT, TOP), (RIGHT, TOP), (MID, CENTRE_Y), (LEFT, BOTTOM), (RIGHT, BOTTOM)],
    6: [(x, y) for y in (TOP, CENTRE_Y, BOTTOM) for x in (LEFT, RIGHT)],
    7: [(x, y) for y in (TOP, CENTRE_Y, BOTTOM) for x in (LEFT, RIGHT)] + [(MID, (TOP + CENTRE_Y) / 2)],
    8: [(x, y) for y in (TOP, CENTRE_Y, BOTTOM) for x in (LEFT, RIGHT)]
    + [(MID, (TOP + CENTRE_Y) / 2), (MID, (CENTRE_Y + BOTTOM) / 2)],
    9: [(x, TOP + row * _ROW) for row in range(4) for x in (LEFT, RIGHT)] + [(MID, CENTRE_Y)],
    10: [(x, TOP + row * _ROW) for row in range(4) for x in (LEFT, RIGHT)]
    + [(MID, TOP + _ROW / 2), (MID, BOTTOM - _ROW / 2)],
}
PIP_SCALE = .95


def _pips(defs: Defs, suit: str, rank: int) -> str:
    sign = _sign(defs, suit)
    return "".join(use(sign, x, y, PIP_SCALE, 180 if y > CENTRE_Y else 0) for x, y in LAYOUTS[rank])


def _ace(defs: Defs, suit: str) -> str:
    """One large sign; the ace of spades, the maker's card, larger and ringed with a rosette."""
    sign = _sign(defs, suit)
    if suit != "S":
        return use(sign, CENTRE_X, CENTRE_Y, 2.6)
    ring = (
        f'<circle cx="{CENTRE_X:g}" cy="{CENTRE_Y:g}" r="44"{attrs(fill="none", stroke=INK, stroke_width=1.2)}/>'
        f'<circle cx="{CENTRE_X:g}" cy="{CENTRE_Y:g}" r="40"{attrs(fill="none", stroke=INK, stroke_width=2.4, stroke_dasharray=".1 4.19", stroke_linecap="round")}/>'
    )
    outline = f'<use href="#{sign}" transform="translate({CENTRE_X:g} {CENTRE_Y:g}) scale(3.7)"{attrs(stroke=INK, stroke_width=.5)}/>'
    return ring + outline + use(sign, CENTRE_X, CENTRE_Y, 3.3) + filled(
        shift_path(_SPADE, CENTRE_X, CENTRE_Y - 4, 1.1), YELLOW, stroke=PAPER, stroke_width=.6
    )


# --- court cards -------------------------------------------------------------------

FRAME = (22, 16, 104, 160)  # left, top, right, bottom of the picture frame
# The halves meet on a slanting line through the centre, so the turned copy fits against it.
_SLANT = 4

#: Robe and panel colours of the figures, per suit.
COURT_COLOURS = {"S": (BLUE, RED), "H": (RED, BLUE), "D": (RED, YELLOW), "C": (BLUE, YELLOW)}
#: The figures drawn in profile, looking to the side with one eye.
PROFILE = {"JS", "JH", "KD"}


def _slant_y(x: float) -> float:
    """The y of the line between the halves at ``x``."""
    return CENTRE_Y + _SLANT * (CENTRE_X - x) / (CENTRE_X - FRAME[0])


def _robe(main: str, panel: str) -> str:
    """Shoulders and a robe narrowing to the slanting middle line, a central panel, sleeves and a collar.

    The robe narrows towards the middle so that, with the turned half, the card shows two torsos
    back to back rather than one barrel.
    """
    y_left, y_right = _slant_y(37), _slant_y(89)
    p_left, p_right = _slant_y(55), _slant_y(71)
    return (
        filled(f"M37 {num(y_left)}L31 66C32 58 42 54 52 53H74C84 54 94 58 95 66L89 {num(y_right)}Z", main)
        + filled(f"M56 56H70L71 {num(p_right)}H55Z", panel)
        + stroked(f"M56 56L55 {num(p_left)}M70 56L71 {num(p_right)}", YELLOW, 2.2)
        + filled("M31 66C32 58 38 55 44 56C41 62 41 70 44 76L36 80C32 76 30 71 31 66Z", panel)
        + filled("M95 66C94 58 88 55 82 56C85 60 86 64 86 68L93 72C95 70 95 68 95 66Z", panel)
        + stroked("M37 79L44 75M86 68L93 71.5", YELLOW, 2)
        + stroked("M57 64H69M56.5 72H69.5M56 80H70", INK, .8, stroke_dasharray="1.6 1.6")
        + filled("M50 52.5C56 58.5 70 58.5 76 52.5L73 48.5H53Z", WHITE)
    )


def _head(rank: str, profile: bool) -> str:
    """Hair, face and head-dress of a king, queen or jack, the head centred on (63, 40)."""
    hair = {
        "K": filled("M53 42C52 31 74 31 73 42L72 36H54Z", "#7a4a1c"),
        "Q": filled("M52 54C48 44 50 30 63 30C76 30 78 44 74 54C72 46 71 40 63 38C55 40 54 46 52 54Z", YELLOW),
        "J": filled("M52 44C50 35 55 31 63 31C71 31 76 35 74 44C72 40 70 37 63 37C56 37 54 40 52 44Z", YELLOW),
    }[rank]
    head = f'<circle cx="63" cy="41" r="10"{attrs(fill=SKIN)}/>'
    if profile:
        # A nose to the left and a single eye: the "one-eyed" cards of the pattern.
        features = filled("M54.2 39L50.8 44.2L54.6 45Z", SKIN) + stroked("M57.5 39.5H59.5M55.5 48C57 48.8 58.5 48.6 59.5 48", INK, 1.1)
    else:
        features = stroked("M58.5 39.5H60M66 39.5H67.5M63 41V44.5M60.5 47.5C62 48.5 64 48.5 65.5 47.5", INK, 1.1)
    if rank == "K":
        beard = filled("M53.5 43C53 53 58 57 63 57C68 57 73 53 72.5 43C70 47 66 46 63 45.5C60 46 56 47 53.5 43Z", "#b8762e")
        crown = filled("M51 34L50 21L56 27L63 18L70 27L76 21L75 34Z", YELLOW) + "".join(
            f'<circle cx="{x}" cy="30.5" r="1.5"{attrs(fill=RED)}/>' for x in (56, 63, 70)
        )
        return hair + head + features + beard + crown
    if rank == "Q":
        crown = filled("M54 32.5L53 23.5L58 28L63 21.5L68 28L73 23.5L72 32.5Z", YELLOW) + f'<circle cx="63" cy="29.5" r="1.4"{attrs(fill=BLUE)}/>'
        return hair + head + features + crown
    cap = filled("M51 35C50 25 57 21 64 21C71 21 77 25 77 33C69 31 59 31 51 35Z", RED) + filled(
        "M74 27C80 20 88 18 94 20C88 22 82 26 77 31Z", WHITE
    )
    return hair + head + features + cap


def _held(rank: str, suit: str) -> tuple[str, str]:
    """What the figure holds, drawn behind it, and the hand holding it, drawn in front."""
    code = rank + suit
    if code == "KH":
        # The king of hearts holds his sword behind his head.
        weapon = filled("M82 63L40.5 22.5L42.7 20.3L84.2 60.8Z", STEEL) + stroked("M79 55.5L84.5 50.5", YELLOW, 3)
        return weapon, f'<circle cx="84" cy="63" r="3.6"{attrs(fill=SKIN)}/>'
    if code == "KD":
        weapon = stroked("M84 66V20", "#7a4a1c", 2.4) + filled("M84 22C92 20 96 25 95 32C92 30 88 30 84 31Z", STEEL)
        return weapon, f'<circle cx="84" cy="66" r="3.6"{attrs(fill=SKIN)}/>'
    if rank == "K":
        weapon = filled("M82.8 60V21L84 18L85.2 21V60Z", STEEL) + stroked("M78.5 60.5H89.5", YELLOW, 2.6)
        return weapon, f'<circle cx="84" cy="65" r="3.6"{attrs(fill=SKIN)}/>'
    if rank == "Q":
        petals = "".join(f'<circle cx="{x}" cy="{y}" r="2.6"/>' for x, y in ((42, 50.5), (45.2, 53.5), (44, 57.5), (40, 57.5), (38.8, 53.5)))
        flower = stroked("M42 64V54", "#2f7a35", 1.4) + f'<g{attrs(fill=RED)}>{petals}</g>' + f'<circle cx="42" cy="54.6" r="1.8"{attrs(fill=YELLOW)}/>'
        return flower, f'<circle cx="42" cy="66" r="3.6"{attrs(fill=SKIN)}/>'
    pike = stroked("M86 82V27", "#7a4a1c", 2) + filled("M86 18L89.5 27H82.5Z", STEEL) + stroked("M82.5 29.5H89.5", YELLOW, 2)
    return pike, f'<circle cx="86" cy="66" r="3.6"{attrs(fill=SKIN)}/>'


def _court(defs: Defs, rank: str, suit: str) -> str:
    main, panel = COURT_COLOURS[suit]
    behind, hand = _held(rank, suit)
    half = (
        use(_sign(defs, suit), 31, 26, .5)
        + f'<g{attrs(stroke=INK, stroke_width=.9, stroke_linejoin="round")}>'
        + behind
        + _robe(main, panel)
        + _head(rank, rank + suit in PROFILE)
        + hand
        + "</g>"
    )
    figure = defs.group(half)
    left, top, right, bottom = FRAME
    frame = f'<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}"{attrs(fill="#fbf6e8", stroke=INK, stroke_width=1)}/>'
    parting = stroked(f"M{left} {num(_slant_y(left))}L{right} {num(_slant_y(right))}", INK, .8)
    return frame + use(figure) + _turned(figure) + parting


# --- the jokers ----------------------------------------------------------------------

#: Per joker: (first motley colour, second, trim, face, ink). The small one is black and white.
JOKER_COLOURS = {
    "RJ": (RED, YELLOW, BLUE, SKIN, RED),
    "BJ": (INK, WHITE, GREY, WHITE, INK),
}

_JESTER = (
    # legs and curled shoes
    '<path d="M49 136H61V154H49Z" fill="{b}"/><path d="M65 136H77V154H65Z" fill="{a}"/>'
    '<path d="M40 160C38 154 46 152 61 154V160ZM86 160C88 154 80 152 65 154V160Z" fill="{c}"/>'
    # body in two colours, with buttons
    '<path d="M44 90C50 85 63 85 63 85V138H36Z" fill="{a}"/><path d="M82 90C76 85 63 85 63 85V138H90Z" fill="{b}"/>'
    '<circle cx="63" cy="100" r="2.2" fill="{c}"/><circle cx="63" cy="112" r="2.2" fill="{c}"/><circle cx="63" cy="124" r="2.2" fill="{c}"/>'
    # arms: one on the hip, one holding the bauble stick
    '<path d="M44 91C36 100 34 112 40 120L45 116C42 110 44 102 48 96Z" fill="{b}"/>'
    '<path d="M82 91C90 96 94 102 94 108L89 110C88 104 84 100 80 98Z" fill="{a}"/>'
    '<path d="M92 108L100 70" fill="none" stroke-width="2.2"/>'
    '<circle cx="101" cy="64" r="6" fill="{c}"/><circle cx="92" cy="109" r="3.6" fill="{f}"/>'
    '<circle cx="41" cy="120" r="3.6" fill="{f}"/>'
    # pointed ruff
    '<path d="M38 84L45 93L51 85L57 93L63 85L69 93L75 85L81 93L88 84L80 78H46Z" fill="#fff"/>'
    # head, grin and nose
    '<circle cx="63" cy="68" r="12" fill="{f}"/>'
    '<path d="M57.5 65.5H59.5M66.5 65.5H68.5M55.5 72C59 77.5 67 77.5 70.5 72" fill="none" stroke-width="1.3"/>'
    '<circle cx="63" cy="69.5" r="2.2" fill="{n}"/>'
    # three-pointed cap with bells
    '<path d="M50 60C43 46 34 39 25 40C33 44 39 52 45 64Z" fill="{a}"/>'
    '<path d="M55 57C54 43 58 32 63 26C68 32 72 43 71 57Z" fill="{b}"/>'
    '<path d="M76 60C83 46 92 39 101 40C93 44 87 52 81 64Z" fill="{a}"/>'
    '<path d="M47 64C47 53 79 53 79 64C72 60 54 60 47 64Z" fill="{c}"/>'
    '<circle cx="25" cy="40" r="3.4" fill="{c}"/><circle cx="63" cy="25" r="3.4" fill="{c}"/>'
    '<circle cx="101" cy="40" r="3.4" fill="{c}"/>'
)


def _joker(defs: Defs, code: str) -> str:
    first, second, trim, skin, ink = JOKER_COLOURS[code]
    nose = RED if code == "RJ" else INK
    drawing = (
        _JESTER.replace("{a}", first).replace("{b}", second).replace("{c}", trim).replace("{f}", skin).replace("{n}", nose)
    )
    word = defs.add(f'<path id="{{id}}" d="{column("JOKER", INDEX_X, 8, 9, 12.5)}"{attrs(fill="none", stroke=ink, stroke_width=1.7, stroke_linecap="round", stroke_linejoin="round")}/>')
    return use(word) + _turned(word) + f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{drawing}</g>'


# --- faces and back ------------------------------------------------------------------


def _paper() -> str:
    return f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="6"{attrs(fill=PAPER, stroke="#a5a39c")}/>'


def face(code: str) -> str:
    """The SVG face of one card, e.g. ``face("10H")`` or ``face("RJ")``."""
    if code not in cards.PACK:
        raise ValueError(f"unknown card {code!r} in the 54-card pack")
    defs = Defs("f")
    if code in cards.JOKERS:
        return document(WIDTH, HEIGHT, defs, _paper() + _joker(defs, code))
    rank, suit = cards.rank_of(code), cards.suit_of(code)
    if rank in ("J", "Q", "K"):
        art = _court(defs, rank, suit)
    elif rank == "A":
        art = _ace(defs, suit)
    else:
        art = _pips(defs, suit, int(rank))
    return document(WIDTH, HEIGHT, defs, _paper() + art + _index(defs, rank, suit))


def back() -> str:
    """The back shared by every card: a fine red lattice in a white margin, as on most Chinese packs."""
    defs = Defs("f")
    tile = (
        '<pattern id="{id}" width="8" height="8" patternUnits="userSpaceOnUse">'
        f'<path d="M0 0L8 8M8 0L0 8"{attrs(stroke="#f6d9d4", stroke_width=.8)}/>'
        f'<circle cx="4" cy="4" r="1.2"{attrs(fill="#f6d9d4")}/></pattern>'
    )
    pattern = defs.add(tile)
    body = (
        _paper()
        + f'<rect x="7" y="7" width="{WIDTH - 14}" height="{HEIGHT - 14}" rx="3"{attrs(fill=RED)}/>'
        + f'<rect x="7" y="7" width="{WIDTH - 14}" height="{HEIGHT - 14}" rx="3" fill="url(#{pattern})"/>'
        + f'<rect x="10" y="10" width="{WIDTH - 20}" height="{HEIGHT - 20}" rx="2"{attrs(fill="none", stroke=PAPER, stroke_width=1.2)}/>'
        + f'<ellipse cx="{CENTRE_X:g}" cy="{CENTRE_Y:g}" rx="24" ry="32"{attrs(fill=RED, stroke=PAPER, stroke_width=1.6)}/>'
        + f'<ellipse cx="{CENTRE_X:g}" cy="{CENTRE_Y:g}" rx="19" ry="27"{attrs(fill="none", stroke=PAPER, stroke_width=.8)}/>'
    )
    return document(WIDTH, HEIGHT, defs, body)
