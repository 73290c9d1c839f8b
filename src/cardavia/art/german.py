"""German-suited pack, Altenburg (Saxon) pattern: the 32 cards of Skat.

The cues a Skat player from Thuringia or Saxony reads at a glance:

- the four German suits: Eichel (a brown acorn in its hatched cup), Grün
  (a green leaf with its veins), Herz (a red heart) and Schellen (a golden
  hawk bell with a red band and its sound slot);
- the courts are double-ended, each half a figure from the chest up: the
  König crowned and bearded with the orb and a suit sign each side of his
  head, the Ober holding his sign high above his shoulder, the Unter
  holding it low at his waist, the Schellen-Unter with a bird on his arm;
- the Daus shows one large sign with foliage and its own mark: the crossed
  swords of Saxony under a scroll (Eichel), the black and gold arms of
  Saxony (Grün), a ribbon (Herz), a pair of birds (Schellen);
- the pips stand in two columns, those of the lower half upside down, an
  odd one in the middle, the 10 with two between the columns and the
  Roman X in its centre;
- the corner index (numeral, or K, O, U) is drawn as strokes, never a font.

The lower half of a court is the upper one turned end over end:

>>> face("UE").count('transform="rotate(180 50 78)"')
2
"""

from __future__ import annotations

from cardavia.cards import german as cards

from .svg import Defs, attrs, document, filled, numeral, shift_path, sprig, stroked, use

#: Place among the decks (the atlas order of its tradition).
ORDER = 40

WIDTH, HEIGHT = 100, 156
MIDDLE = HEIGHT / 2
CENTRE_X = WIDTH / 2
TURN = f"rotate(180 {WIDTH // 2} {HEIGHT // 2})"
INK = "#231d18"
PAPER = "#fcf7ea"
SKIN = "#f2d2b0"
RED, GREEN, BLUE, YELLOW, GOLD = "#c62f28", "#3d7f2e", "#2f5898", "#e9b82c", "#e0a52a"

#: The colour of each suit's index, as printed: acorns brown, leaves green, hearts red, bells golden brown.
SUIT_INK = {"E": "#6b4316", "G": "#2b6121", "H": "#b3241f", "S": "#9a6508"}


# --- suit signs, each about 21 units high, centred on the origin -------------------

def _acorn() -> str:
    """Eichel: the nut points up out of a cross-hatched cup, the stalk below."""
    dark = "#4e3310"
    return (
        f'<g{attrs(stroke=dark, stroke_width=.8, stroke_linejoin="round")}>'
        + filled("M0-10.5C1.2-10.5 1.6-9.9 2-9.3C5-8 6.6-4.6 6.6-1H-6.6C-6.6-4.6-5-8-2-9.3C-1.6-9.9-1.2-10.5 0-10.5Z", "#d49a3a")
        + filled("M-1 5.5H1V10.5H-1Z", "#7a4d1c")
        + filled("M-7.6-1.6H7.6C7.6 3 4.6 6.2 0 6.2C-4.6 6.2-7.6 3-7.6-1.6Z", "#8a5a22")
        + "</g>"
        + stroked("M-6-.5L-1.5 5.6M-1.5-1.4L4 5M3.5-1.4L7 2.5M6-.5L1.5 5.6M1.5-1.4L-4 5M-3.5-1.4L-7 2.5", "#c9a060", .6)
        + stroked("M-3.6-3.5C-3.6-5.6-2.6-7.2-1.2-8", "#f6dca0", 1.1)
    )


def _leaf() -> str:
    """Grün: a broad leaf, pointed at the top, with its midrib, veins and a curled stalk."""
    dark = "#1d4514"
    return (
        filled("M0-10.5C3-7.5 9-3.6 8.6 1.2C8.2 5.4 3.6 7 0 6.2C-3.6 7-8.2 5.4-8.6 1.2C-9-3.6-3-7.5 0-10.5Z", GREEN, stroke=dark, stroke_width=.8)
        + stroked("M0-8V6.2Q.4 8.6 1.8 10.4M0-3.6L3.8-5.8M0-.4L5.6-2M0 2.8L5.6 2M0-3.6L-3.8-5.8M0-.4L-5.6-2M0 2.8L-5.6 2", dark, .7)
        + stroked("M-5.4-3.4C-4.2-5.2-3-6.4-1.8-7.4", "#a9d38a", 1)
    )


def _heart() -> str:
    """Herz: a red heart with a light on its upper left lobe."""
    return filled(
        "M0 9.8C-4 5.6-10 1.6-10-3.8C-10-7.8-7.2-10-4.8-10C-2.6-10-.9-8.6 0-6.4C.9-8.6 2.6-10 4.8-10C7.2-10 10-7.8 10-3.8C10 1.6 4 5.6 0 9.8Z",
        RED,
        stroke="#6e110d",
        stroke_width=.8,
    ) + stroked("M-7.2-4.6C-7.2-6.6-6-7.8-4.6-7.8", "#f4a49a", 1.2)


def _bell() -> str:
    """Schellen: a round golden hawk bell with a red band, a loop on top and the slot below."""
    dark = "#6b4306"
    return (
        f'<circle cy="-8.6" r="1.7"{attrs(fill="none", stroke=dark, stroke_width=1)}/>'
        f'<circle cy="1" r="8.6"{attrs(fill=YELLOW, stroke=dark, stroke_width=.8)}/>'
        + filled("M-8.5-.6Q0 1.6 8.5-.6L8.3 2.6Q0 4.8-8.3 2.6Z", RED, stroke=dark, stroke_width=.5)
        + stroked("M-3.2 6.6H3.2", dark, 1)
        + f'<circle cx="-3.2" cy="6.6" r="1.1"{attrs(fill=dark)}/><circle cx="3.2" cy="6.6" r="1.1"{attrs(fill=dark)}/>'
        + stroked("M-5.4-3C-4.6-4.8-3.2-5.8-1.6-6.2", "#fbe9a8", 1.1)
    )


SUIT_DRAWING = {"E": _acorn, "G": _leaf, "H": _heart, "S": _bell}


def _sign(defs: Defs, suit: str) -> str:
    return defs.group(SUIT_DRAWING[suit]())


# --- pip cards ----------------------------------------------------------------------

#: Per pip rank: (scale, positions as offsets from the centre). Signs below the middle are turned.
LAYOUTS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    7: (1.15, [(-18, -48), (18, -48), (0, -24), (-18, 0), (18, 0), (-18, 48), (18, 48)]),
    8: (1.1, [(dx, dy) for dy in (-51, -17, 17, 51) for dx in (-18, 18)]),
    9: (1.02, [(dx, dy) for dy in (-51, -17) for dx in (-21, 21)] + [(0, 0)] + [(dx, dy) for dy in (17, 51) for dx in (-21, 21)]),
    10: (1.02, [(dx, dy) for dy in (-51, -17) for dx in (-21, 21)] + [(0, -34), (0, 34)] + [(dx, dy) for dy in (17, 51) for dx in (-21, 21)]),
}


def _pips(defs: Defs, suit: str, rank: int) -> str:
    sign = _sign(defs, suit)
    scale, spots = LAYOUTS[rank]
    pips = "".join(use(sign, CENTRE_X + dx, MIDDLE + dy, scale, 180 if dy > 0 else 0) for dx, dy in spots)
    if rank == 10:
        # the Saxon tens carry the Roman X between their pips
        pips += stroked(numeral("X", CENTRE_X, MIDDLE - 5, 10), SUIT_INK[suit], 1.6)
    return pips


# --- the Daus -----------------------------------------------------------------------

#: A small shield, 14 wide, its top at y -60 in the Daus's half.
SHIELD = "M-7-60H7V-51C7-46 3.5-43 0-42C-3.5-43-7-46-7-51Z"


def _crossed_swords() -> str:
    """The Saxon electoral arms: two red swords crossed on a white shield, as on the Daus of acorns."""
    blades = stroked("M-4.5-57.5L4-46.5M4.5-57.5L-4-46.5", "#b3241f", 1.6)
    hilts = stroked("M-6-49.5L-2.5-46M6-49.5L2.5-46", INK, 1)
    return filled(SHIELD, "#fffdf6", stroke=INK, stroke_width=.8) + blades + hilts


def _saxon_arms() -> str:
    """The arms of Saxony: barry of gold and black with a green crancelin across, as on the Daus of leaves."""
    bars = "".join(f"M-7 {-60 + 4 * i}H7V{-58 + 4 * i}H-7Z" for i in range(3))
    crancelin = stroked("M-6-58.5C-2-55 2-50 6.5-45", "#2f8a2a", 2.4)
    return filled(SHIELD, "#f0c23a") + filled(bars, "#2a2420") + crancelin + filled(SHIELD, "none", stroke=INK, stroke_width=.8)


def _ornament(suit: str) -> str:
    """The Daus's decoration in the upper half: foliage, and above the sign the mark of its suit.

    As in the Saxon pattern, the Daus of acorns and of leaves carry the arms (the crossed swords
    under a scroll, the black and gold bars); the Herz-Daus a ribbon, the Schellen-Daus a pair of
    birds for its loving couple.
    """
    oak = sprig((-6, -36), (-30, -44), (-34, -66), 6, 7, "#5f8a2a", "#2f4a14")
    other = sprig((6, -36), (30, -44), (34, -66), 6, 7, "#5f8a2a", "#2f4a14")
    if suit == "E":
        scroll = filled("M-15-68Q0-72 15-68L17-62L15-63Q0-67-15-63L-17-62Z", "#f2e3b4", stroke=INK, stroke_width=.7)
        extra = scroll + _crossed_swords()
    elif suit == "G":
        extra = _saxon_arms()
    elif suit == "H":
        # a ribbon tied in a bow above the heart
        extra = (
            filled("M0-40C-6-46-14-46-16-42C-14-38-6-38 0-40C6-38 14-38 16-42C14-46 6-46 0-40Z", BLUE, stroke=INK, stroke_width=.7)
            + filled("M0-40L-5-30L-2-30ZM0-40L5-30L2-30Z", BLUE, stroke=INK, stroke_width=.6)
            + f'<circle cy="-40" r="2"{attrs(fill=GOLD, stroke=INK, stroke_width=.6)}/>'
        )
    else:
        # two birds billing, a small heart between them
        extra = (
            f'<g transform="translate(-9 -47)">{BIRD}</g><g transform="translate(9 -47) scale(-1 1)">{BIRD}</g>'
            + filled("M0-47C-1.5-49-3.5-48.5-3.5-46.8C-3.5-45.2-1.5-44 0-42.5C1.5-44 3.5-45.2 3.5-46.8C3.5-48.5 1.5-49 0-47Z", RED)
        )
    return oak + other + extra


def _daus(defs: Defs, suit: str) -> str:
    """One large sign in the middle, the foliage above and, turned, below."""
    half = defs.group(_ornament(suit), transform=f"translate({CENTRE_X:g} {MIDDLE:g})")
    return f'<use href="#{half}"/><use href="#{half}" transform="{TURN}"/>' + use(_sign(defs, suit), CENTRE_X, MIDDLE, 2.9)


# --- courts ---------------------------------------------------------------------------

# The upper half of each figure, in card coordinates (the half is 6-78 high); ``{m}`` is the
# garment colour, ``{s}`` the second one. The top-left corner stays clear for the index.
_BUST = (
    '<path d="M18 78V62C18 53 27 48 40 45H60C73 48 82 53 82 62V78Z" fill="{m}"/>'
    '<path d="M50 48V78" fill="none" stroke="' + GOLD + '" stroke-width="2.4"/>'
    '<path d="M40 46L50 56L60 46L57 42H43Z" fill="#fff"/>'
    '<circle cx="50" cy="33" r="10" fill="' + SKIN + '"/>'
    '<path d="M46 32H47M53 32H54M50 33V37M47 40C49 41 51 41 53 40" fill="none" stroke-width="1.1"/>'
)
_KOENIG = (
    _BUST
    # ermine edges of the cloak, a full beard, the crown; he holds the orb (in his second colour, so it shows on any cloak), his two signs beside his head
    + '<path d="M34 50C32 60 31 70 31 78H38C38 68 39 58 41 48ZM66 50C68 60 69 70 69 78H62C62 68 61 58 59 48Z" fill="#fff"/>'
    + '<path d="M35 58H36M35 68H36M64 58H65M64 68H65" fill="none" stroke-width="1.4"/>'
    + '<path d="M41 36C41 46 46 50 50 50C54 50 59 46 59 36C56 41 44 41 41 36Z" fill="#eee9dc"/>'
    + '<path d="M40 25L39 12L44.5 18L50 9L55.5 18L61 12L60 25Z" fill="' + GOLD + '"/>'
    + '<path d="M40 25H60" fill="none" stroke="' + RED + '" stroke-width="2"/>'
    + '<circle cx="50" cy="62" r="5.5" fill="{s}"/>'
    + '<path d="M50 56.5V51M47.5 53.5H52.5M44.5 62H55.5" fill="none" stroke-width="1.2"/>'
    + '<circle cx="44" cy="66" r="3.6" fill="' + SKIN + '"/><circle cx="56" cy="66" r="3.6" fill="' + SKIN + '"/>'
)
_OBER = (
    _BUST
    # moustache, a broad hat with a feather, the right arm raised holding the sign high
    + '<path d="M45 38C47 36.5 49 37 50 38C51 37 53 36.5 55 38C53 39 51 39 50 38.5C49 39 47 39 45 38Z" fill="#6b4a2a"/>'
    + '<path d="M35 26C37 19 43 16 50 16C57 16 63 19 65 26C58 23.5 42 23.5 35 26Z" fill="{s}"/>'
    + '<path d="M40 19C36 12 31 9 26 9C30 12 33 16 36 22Z" fill="#fff"/>'
    + '<path d="M64 50C72 48 74 40 74 32L82 32C82 44 78 54 68 58Z" fill="{s}"/>'
    + '<circle cx="78" cy="30" r="4" fill="' + SKIN + '"/>'
    + '<path d="M18 78V62C18 55 22 51 28 49L32 56C30 62 30 70 30 78Z" fill="{s}"/>'
    + '<path d="M30 66H68" fill="none" stroke="#5a3a1a" stroke-width="2.6"/>'
)
_UNTER = (
    _BUST
    # a young face under a cap, the right arm down holding the sign low at his waist
    + '<path d="M39 30C37 20 43 15 50 15C58 15 63 20 61 30C59 24 55 22 50 22C45 22 41 24 39 30Z" fill="#8a5a2b"/>'
    + '<path d="M38 25C38 17 44 13 51 13C58 13 64 17 64 23C56 20 46 20 38 25Z" fill="{s}"/>'
    + '<circle cx="63" cy="22" r="2" fill="' + GOLD + '"/>'
    + '<path d="M64 50C72 52 76 58 76 66L70 68C69 62 66 58 62 56Z" fill="{s}"/>'
    + '<circle cx="73" cy="68" r="4" fill="' + SKIN + '"/>'
    + '<path d="M18 78V62C18 55 22 51 28 49L32 56C30 62 30 70 30 78Z" fill="{s}"/>'
    + '<path d="M30 66H68" fill="none" stroke="#5a3a1a" stroke-width="2.6"/>'
)

#: Per court: (the half figure, where its signs are as x, y and scale). The König has two, one
#: each side of his head; the Ober holds his high, the Unter his low.
COURTS = {
    "K": (_KOENIG, ((26, 22, .72), (74, 22, .72))),
    "O": (_OBER, ((78, 17, .95),)),
    "U": (_UNTER, ((80, 59, .9),)),
}

#: A small songbird facing right, about 15 units long: on the wrist of the Schellen-Unter, as in the
#: Saxon pattern, and in pairs on the Schellen-Daus.
BIRD = (
    filled("M-5 0C-5-3-2-4.5 1-4.5C3-4.5 4-3.5 4.5-2.5L7-2L4.6-1C4.4 1.5 2 3-1 3C-3 3-4.5 2-5.5 1.5L-8.5 2.8L-6.2.4Z", "#9a5a2e", stroke=INK, stroke_width=.6)
    + stroked("M-3-.5C-1 1 1 1 2.5-.5M0 3L-.5 5.5M1.5 2.8L1.5 5.5", INK, .6)
    + f'<circle cx="2.6" cy="-2.6" r=".7"{attrs(fill=INK)}/>'
)

#: Garment colours, so that no two courts of a rank, nor of a suit, are dressed alike.
_PALETTE = (RED, GREEN, BLUE, YELLOW)


def _garments(suit: str, rank: str) -> tuple[str, str]:
    step = cards.SUITS.index(suit) + "KOU".index(rank)
    return _PALETTE[step % 4], _PALETTE[(step + 2) % 4]


def code_is_bell_unter(suit: str, rank: str) -> bool:
    """The Schellen-Unter, the court of the Saxon pattern known by the bird on his wrist."""
    return suit == "S" and rank == "U"


def _court(defs: Defs, suit: str, rank: str) -> str:
    drawing, places = COURTS[rank]
    main, second = _garments(suit, rank)
    figure = drawing.replace("{m}", main).replace("{s}", second)
    sign = _sign(defs, suit)
    signs = "".join(use(sign, x, y, scale) for x, y, scale in places)
    bird = f'<g transform="translate(24 45)">{BIRD}</g>' if code_is_bell_unter(suit, rank) else ""
    half = defs.group(f'<g{attrs(stroke=INK, stroke_width=.9, stroke_linejoin="round")}>{figure}</g>' + signs + bird)
    picture = f'<rect x="6" y="6" width="{WIDTH - 12}" height="{HEIGHT - 12}"{attrs(fill="#f4ead2", stroke=INK, stroke_width=.8)}/>'
    return picture + f'<use href="#{half}"/><use href="#{half}" transform="{TURN}"/>' + stroked(f"M6 {MIDDLE:g}H{WIDTH - 6}", INK, .8)


# --- corners ----------------------------------------------------------------------------

#: Court letters of the index, drawn like the stroke font's numerals: (advance, path in a box 10 high).
LETTERS = {
    "K": (6, "M.4 0V10M5.8 0L.4 6.2M2.5 3.8L6 10"),
    "O": (6.4, "M3.2 0C1 0 0 2.3 0 5S1 10 3.2 10S6.4 7.7 6.4 5S5.4 0 3.2 0Z"),
    "U": (6, "M0 0V6.6C0 8.8 1.2 10 3 10S6 8.8 6 6.6V0"),
}
INDEX_X, INDEX_Y, INDEX_HEIGHT = 11, 8, 10


def _index_mark(rank: str) -> str:
    """Path data of the corner's numeral or letter, centred on INDEX_X; the Daus has none."""
    if rank in LETTERS:
        advance, d = LETTERS[rank]
        scale = INDEX_HEIGHT / 10
        return shift_path(d, INDEX_X - advance * scale / 2, INDEX_Y, scale)
    if rank.isdigit():
        return numeral(rank, INDEX_X, INDEX_Y, INDEX_HEIGHT)
    return ""


def _indices(defs: Defs, suit: str, rank: str) -> str:
    """The rank over a small suit sign in the top-left corner, and turned in the bottom-right one."""
    mark = _index_mark(rank)
    sign = _sign(defs, suit)
    body = stroked(mark, SUIT_INK[suit], 1.5) if mark else ""
    body += use(sign, INDEX_X, 27, .42) if mark else use(sign, INDEX_X, 16, .5)
    corner = defs.group(body)
    return f'<use href="#{corner}"/><use href="#{corner}" transform="{TURN}"/>'


def _paper() -> str:
    return f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="5"{attrs(fill=PAPER, stroke="#9c9385")}/>'


def face(code: str) -> str:
    """The SVG face of one card of the Altenburg pack, e.g. ``face("OH")``."""
    if code not in cards.PACK:
        raise ValueError(f"unknown card {code!r} in the German-suited pack")
    defs = Defs("g")
    rank, suit = cards.rank_of(code), cards.suit_of(code)
    if rank in COURTS:
        picture = _court(defs, suit, rank)
    elif rank == "A":
        picture = _daus(defs, suit)
    else:
        picture = _pips(defs, suit, int(rank))
    return document(WIDTH, HEIGHT, defs, _paper() + picture + _indices(defs, suit, rank))


def back() -> str:
    """The back shared by every card: a green diaper of small lozenges with a light dot in each."""
    defs = Defs("g")
    tile = (
        '<pattern id="{id}" width="10" height="10" patternUnits="userSpaceOnUse">'
        '<rect width="10" height="10" fill="#24553a"/>'
        f'<path d="M5 0L10 5L5 10L0 5Z"{attrs(fill="none", stroke="#9cc39a", stroke_width=.7)}/>'
        f'<circle cx="5" cy="5" r="1.3"{attrs(fill="#f1e6c4")}/></pattern>'
    )
    pattern = defs.add(tile)
    body = (
        _paper()
        + f'<rect x="6" y="6" width="{WIDTH - 12}" height="{HEIGHT - 12}" fill="url(#{pattern})"/>'
        + f'<rect x="9" y="9" width="{WIDTH - 18}" height="{HEIGHT - 18}"{attrs(fill="none", stroke="#f1e6c4", stroke_width=1.2)}/>'
        + f'<rect x="6" y="6" width="{WIDTH - 12}" height="{HEIGHT - 12}"{attrs(fill="none", stroke=INK)}/>'
    )
    return document(WIDTH, HEIGHT, defs, body)
