"""Tarocco Piemontese: all 78 faces, double-ended.

- Trumps 1-21 and the Matto: an emblem for each (the Magician's table, the
  Popess's book, ... the World's globe in its wreath), drawn in one half and
  turned for the other, with the number in the corners (the Matto has none).
- Courts (re, donna, cavallo, fante): half-length figures holding their sign.
- Italian suits: curved, interlaced swords and straight, crossed batons
  numbered in Roman numerals; cups and coins in rows numbered in Arabic.

Trumps have a pale blue ground so they stand apart from the suit cards.

The lower half is the upper one turned end over end, and so is the number:

>>> face("T21").count('transform="rotate(180 50 96)"')
2
"""

from __future__ import annotations

from cardavia.cards import tarocco as cards

from .svg import Defs, attrs, document, filled, numeral, roman, sprig, stroked, use

#: Place among the decks (the atlas order of its tradition).
ORDER = 30

WIDTH, HEIGHT = 100, 192
MIDDLE = HEIGHT / 2
TURN = f"rotate(180 {WIDTH // 2} {HEIGHT // 2})"
INK = "#221d19"
PAPER = "#fcf7ea"
SKY = "#e3ecf0"
RED, BLUE, GOLD, GREEN = "#b8322a", "#2f5d9a", "#e0a82a", "#3f7f3a"
SKIN = "#f2d4b3"
WHITE = "#fffdf6"
STEEL = "#c9d6e3"
WOOD = "#9a6a3a"

#: Colour of each suit's lines and indices.
SUIT_INK = {"S": BLUE, "B": GREEN, "C": RED, "D": "#9a6a0c"}


# --- suit signs -----------------------------------------------------------

def _coin() -> str:
    """A denaro: a gold disc with a ring and a red rosette, radius 10."""
    return (
        f'<circle r="10"{attrs(fill=GOLD, stroke=INK, stroke_width=1)}/>'
        f'<circle r="7.4"{attrs(fill="none", stroke=INK, stroke_width=.7)}/>'
        + filled("M0-6L1.6-1.6L6 0L1.6 1.6L0 6L-1.6 1.6L-6 0L-1.6-1.6Z", RED, stroke=INK, stroke_width=.5)
        + f'<circle r="1.4"{attrs(fill=GOLD)}/>'
    )


def _cup() -> str:
    """A coppa: a tall goblet with two knops, 28 units high."""
    return (
        f'<g{attrs(stroke=INK, stroke_width=.9, stroke_linejoin="round")}>'
        + filled("M-9-14H9C9-5 5-1 0-1C-5-1-9-5-9-14Z", RED)
        + filled("M-1.6-1H1.6V9H-1.6Z", GOLD)
        + filled("M-8 14C-6 10-3 9 0 9C3 9 6 10 8 14Z", RED)
        + f'<ellipse cy="2" rx="3.2" ry="1.6" fill="{GOLD}"/><ellipse cy="6.5" rx="2.6" ry="1.3" fill="{GOLD}"/>'
        + "</g>"
        + stroked("M-8.4-10.5H8.4", GOLD, 1.8)
    )


def _curved_sword(bulge: float) -> str:
    """A curved sword 160 long, point up, its blade bowing ``bulge`` to the left."""
    b = 2 * bulge
    return (
        filled(f"M3 62Q{3 - b:g} -8 0-78Q{-3 - b:g} -8-3 62Z", STEEL, stroke=INK, stroke_width=.9)
        + stroked("M-7 62H7", INK, 3)
        + stroked("M-6 62H6", GOLD, 1.6)
        + filled("M-1.6 63H1.6V73H-1.6Z", RED, stroke=INK, stroke_width=.6)
        + f'<circle cy="75.5" r="2.6"{attrs(fill=GOLD, stroke=INK, stroke_width=.7)}/>'
    )


def _baton(length: float) -> str:
    """A straight baton ``length`` long, turned ends and a band in the middle."""
    half = length / 2
    return (
        f'<rect x="-2.6" y="{-half:g}" width="5.2" height="{length:g}" rx="2"{attrs(fill=WOOD, stroke=INK, stroke_width=.8)}/>'
        + stroked(f"M-2.6 {-half + 6:g}H2.6M-2.6 {half - 6:g}H2.6", INK, .8)
        + filled(f"M-3.6 {-half - 3:g}H3.6L2.6 {-half + 1:g}H-2.6Z", GOLD, stroke=INK, stroke_width=.7)
        + filled(f"M-3.6 {half + 3:g}H3.6L2.6 {half - 1:g}H-2.6Z", GOLD, stroke=INK, stroke_width=.7)
    )


SIGN_DRAWING = {"D": _coin, "C": _cup}


def _small_sign(defs: Defs, suit: str) -> str:
    """The suit sign at about 20 units, as courts hold it."""
    if suit in SIGN_DRAWING:
        return defs.group(SIGN_DRAWING[suit]())
    if suit == "S":
        return defs.group(
            filled("M1.6 14Q-6 0 0-24Q-9.6 0-1.6 14Z", STEEL, stroke=INK, stroke_width=.8)
            + stroked("M-7 14H7", GOLD, 2.2)
            + filled("M-1.4 15H1.4V22H-1.4Z", RED, stroke=INK, stroke_width=.6)
        )
    return defs.group(_baton(44))


# --- pip cards ------------------------------------------------------------

# Offsets from the card centre for cups and coins, and the sign's scale.
_ROUND_LAYOUTS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (1.45, [(0, -42), (0, 42)]),
    3: (1.35, [(0, -50), (0, 0), (0, 50)]),
    4: (1.3, [(-18, -42), (18, -42), (-18, 42), (18, 42)]),
    5: (1.25, [(-18, -46), (18, -46), (0, 0), (-18, 46), (18, 46)]),
    6: (1.2, [(x, y) for y in (-52, 0, 52) for x in (-18, 18)]),
    7: (1.1, [(x, y) for y in (-54, 0, 54) for x in (-20, 20)] + [(0, -27)]),
    8: (1.05, [(x, y) for y in (-57, -19, 19, 57) for x in (-20, 20)]),
    9: (1.05, [(x, y) for y in (-57, -19, 19, 57) for x in (-21, 21)] + [(0, 0)]),
    10: (1, [(x, y) for y in (-58, -19, 19, 58) for x in (-22, 22)] + [(0, -38), (0, 38)]),
}


def _round_pips(defs: Defs, suit: str, rank: int) -> str:
    sign = defs.group(SIGN_DRAWING[suit]())
    if rank == 1:
        return _wreath(defs) + use(sign, 50, MIDDLE, 3.1)
    scale, spots = _ROUND_LAYOUTS[rank]
    return "".join(use(sign, 50 + dx, MIDDLE + dy, scale) for dx, dy in spots)


def _sword_pips(defs: Defs, rank: int) -> str:
    """Curved swords bowing apart and crossing; an odd one straight up the middle.

    Half the swords point up with their hilts below, the other half are the
    same turned end over end, as on a double-ended card.
    """
    if rank == 1:
        return _ace(defs, defs.group(_curved_sword(0)), 1.05)
    pairs = rank // 2
    spread = {1: 0, 2: 22, 3: 16, 4: 13, 5: 11}[pairs]
    bowed = defs.group(_curved_sword(22))
    parts = []
    for index in range(pairs):
        x = 50 + spread * (index - (pairs - 1) / 2)
        parts.append(use(bowed, x, MIDDLE, .9))
        parts.append(use(bowed, 100 - x, MIDDLE, .9, 180))
    if rank % 2:
        parts.append(use(defs.group(_curved_sword(0)), 50, MIDDLE, .9))
    return "".join(parts)


def _baton_pips(defs: Defs, rank: int) -> str:
    """Long straight batons crossed in a lattice; an odd one upright in the middle."""
    if rank == 1:
        return _ace(defs, defs.group(_baton(140)), 1)
    pairs = rank // 2
    baton = defs.group(_baton(136))
    spacing = {1: 0, 2: 20, 3: 15, 4: 12, 5: 10}[pairs]
    angle = {1: 16, 2: 13}.get(pairs, 11)
    parts = []
    for index in range(pairs):
        dx = (index - (pairs - 1) / 2) * spacing
        parts.append(use(baton, 50 + dx, MIDDLE, 1, angle))
        parts.append(use(baton, 50 + dx, MIDDLE, 1, -angle))
    if rank % 2:
        parts.append(use(baton, 50, MIDDLE))
    return "".join(parts)


def _wreath(defs: Defs) -> str:
    """Two laurel sprigs rising from the foot of the card around the middle."""
    sprig_id = defs.group(sprig((-3, 64), (-46, 40), (-30, -44), 12, 10, GREEN, "#2a5a27"))
    return use(sprig_id, 50, MIDDLE) + f'<use href="#{sprig_id}" transform="translate(50 {MIDDLE:g}) scale(-1 1)"/>'


def _ace(defs: Defs, sign: str, scale: float) -> str:
    """An ace of swords or batons: the sign upright through a crown, between laurel sprays."""
    laurel = _wreath(defs)
    crown = filled("M36 44L34 26L42 34L50 22L58 34L66 26L64 44Z", GOLD, stroke=INK, stroke_width=.9)
    return laurel + use(sign, 50, MIDDLE, scale) + crown + filled("M36 44H64V49H36Z", RED, stroke=INK, stroke_width=.9)


# --- courts ---------------------------------------------------------------

# Half-length figures in the upper half of the card (x 6-94, y 6-96); {m} is
# the main garment colour and {s} the second. The sign is added where the
# hand is.
_RE = (
    '<path d="M20 96L22 78C24 70 36 66 50 66C64 66 76 70 78 78L80 96Z" fill="{m}"/>'
    '<path d="M36 68L50 96L64 68C58 66 42 66 36 68Z" fill="{s}"/>'
    '<path d="M34 70C40 74 60 74 66 70L62 64H38Z" fill="' + WHITE + '"/>'
    '<path d="M74 72C82 62 84 50 80 42L74 44C76 52 72 60 66 66Z" fill="{m}"/>'
    '<circle cx="50" cy="46" r="12" fill="' + SKIN + '"/>'
    '<path d="M38 48C38 62 45 68 50 68C55 68 62 62 62 48C57 53 43 53 38 48Z" fill="#8a5a2b"/>'
    '<path d="M37 36L38 20L44 28L50 18L56 28L62 20L63 36Z" fill="' + GOLD + '"/>'
    '<path d="M45 45H46.5M53.5 45H55M46 52C48 53 52 53 54 52" fill="none" stroke-width="1.2"/>'
    '<circle cx="77" cy="43" r="3.6" fill="' + SKIN + '"/>'
)
_DONNA = (
    '<path d="M22 96L24 80C26 72 38 68 50 68C62 68 74 72 76 80L78 96Z" fill="{m}"/>'
    '<path d="M40 68C44 76 56 76 60 68" fill="' + SKIN + '"/>'
    '<path d="M40 74C44 80 56 80 60 74" fill="none" stroke="' + GOLD + '" stroke-width="2" stroke-dasharray=".1 3" stroke-linecap="round"/>'
    '<path d="M34 44C32 60 34 72 30 80C38 80 40 70 40 60ZM66 44C68 60 66 72 70 80C62 80 60 70 60 60Z" fill="#6b3f1f"/>'
    '<path d="M26 78C34 70 38 64 40 60L34 58C30 64 24 68 20 70Z" fill="{s}"/>'
    '<circle cx="50" cy="48" r="12" fill="' + SKIN + '"/>'
    '<path d="M37 46C37 34 44 30 50 30C56 30 63 34 63 46C58 40 42 40 37 46Z" fill="#6b3f1f"/>'
    '<path d="M40 33L42 24L46 29L50 22L54 29L58 24L60 33C54 31 46 31 40 33Z" fill="' + GOLD + '"/>'
    '<path d="M45 47H46.5M53.5 47H55M47 54C49 55 51 55 53 54" fill="none" stroke-width="1.2"/>'
    '<circle cx="21" cy="69" r="3.6" fill="' + SKIN + '"/>'
)
_CAVALLO = (
    '<path d="M8 96C10 80 18 70 24 62C22 52 24 42 30 36L36 30L38 38C42 42 44 50 42 58C40 66 40 80 44 96Z" fill="#f0e6d0"/>'
    '<path d="M30 36C24 40 14 44 8 52L10 58C16 56 22 52 26 50" fill="#f0e6d0"/>'
    '<path d="M36 30C40 40 42 50 40 62" fill="none" stroke="{s}" stroke-width="3"/>'
    '<circle cx="24" cy="44" r="1.3" fill="' + INK + '"/>'
    '<path d="M44 96C44 80 52 72 66 72C80 72 90 80 90 96Z" fill="{m}"/>'
    '<path d="M78 76C86 66 88 52 84 44L78 46C80 54 76 62 70 70Z" fill="{m}"/>'
    '<circle cx="66" cy="54" r="11" fill="' + SKIN + '"/>'
    '<path d="M54 52C54 38 60 34 66 34C72 34 78 38 78 52L74 48C70 44 62 44 58 48Z" fill="' + STEEL + '"/>'
    '<path d="M66 34V26" fill="none" stroke="{s}" stroke-width="3"/>'
    '<path d="M62 55H63.5M69.5 55H71M63 60C65 61 67 61 69 60" fill="none" stroke-width="1.2"/>'
    '<circle cx="81" cy="44" r="3.6" fill="' + SKIN + '"/>'
)
_FANTE = (
    '<path d="M22 96L24 80C26 72 38 70 50 70C62 70 74 72 76 80L78 96Z" fill="{m}"/>'
    '<path d="M50 70V96M23 86H77" fill="none" stroke="{s}" stroke-width="3"/>'
    '<path d="M40 72L50 80L60 72L56 66H44Z" fill="' + WHITE + '"/>'
    '<path d="M26 80C20 68 20 56 24 48L30 50C28 58 30 66 34 74Z" fill="{m}"/>'
    '<circle cx="50" cy="50" r="12" fill="' + SKIN + '"/>'
    '<path d="M38 50C37 42 42 38 50 38C58 38 63 42 62 50C59 46 41 46 38 50Z" fill="#b07a3e"/>'
    '<path d="M34 40C34 30 44 26 52 26C62 26 68 30 68 38C58 34 46 35 34 40Z" fill="{s}"/>'
    '<path d="M62 30C68 20 78 16 86 18C80 22 72 26 66 34Z" fill="' + WHITE + '"/>'
    '<path d="M45 51H46.5M53.5 51H55M46 57C48 58 52 58 54 57" fill="none" stroke-width="1.2"/>'
    '<circle cx="27" cy="48" r="3.6" fill="' + SKIN + '"/>'
)
#: Court: (figure, where the sign is held as x, y, scale).
_COURTS = {"K": (_RE, (80, 32, .95)), "Q": (_DONNA, (22, 58, .9)), "N": (_CAVALLO, (84, 30, .9)), "J": (_FANTE, (24, 36, .95))}
_COURT_COLOURS = {"S": (BLUE, RED), "B": (GREEN, GOLD), "C": (RED, BLUE), "D": (GOLD, GREEN)}


def _court(defs: Defs, court: str, suit: str) -> str:
    figure, (x, y, scale) = _COURTS[court]
    main, second = _COURT_COLOURS[suit]
    drawing = figure.replace("{m}", main).replace("{s}", second)
    tilt = {"S": 0, "B": 20}.get(suit, 0)
    half = (
        f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{drawing}</g>'
        + use(_small_sign(defs, suit), x, y, scale * (.7 if suit == "B" else 1), tilt)
    )
    return _double(defs, half)


# --- trumps ---------------------------------------------------------------

# Emblems centred on the origin, about 64 units across.
_EMBLEMS: dict[str, str] = {
    "T1": (  # the Magician's table, with a cup, coins and a wand
        '<path d="M-28 2H28L24 9H-24Z" fill="' + WOOD + '"/>'
        '<path d="M-19 9V30M19 9V30" fill="none" stroke-width="3"/>'
        '<path d="M-20-14H-8C-8-8-10-6-14-6C-18-6-20-8-20-14ZM-15-6H-13V2H-15Z" fill="' + RED + '"/>'
        '<circle cx="4" cy="-1" r="3" fill="' + GOLD + '"/><circle cx="13" cy="-1" r="3" fill="' + GOLD + '"/>'
        '<path d="M6-32L24-6" fill="none" stroke-width="2.6"/><circle cx="6" cy="-32" r="3" fill="' + GOLD + '"/>'
    ),
    "T2": (  # the Popess: an open book under a crown
        '<path d="M0-4C-8-10-20-10-28-6V22C-20 18-8 18 0 24C8 18 20 18 28 22V-6C20-10 8-10 0-4Z" fill="' + WHITE + '"/>'
        '<path d="M0-4V24M-22 0C-16-1-10-1-5 2M-22 6C-16 5-10 5-5 8M-22 12C-16 11-10 11-5 14'
        'M22 0C16-1 10-1 5 2M22 6C16 5 10 5 5 8M22 12C16 11 10 11 5 14" fill="none" stroke-width=".8"/>'
        '<path d="M-10-14V-24L-5-19L0-28L5-19L10-24V-14Z" fill="' + GOLD + '"/>'
    ),
    "T3": (  # the Empress: an open crown and a lily sceptre
        '<path d="M-2-30V30" fill="none" stroke="' + GOLD + '" stroke-width="3"/>'
        '<path d="M-2-30C-8-36-8-28-2-26C4-28 4-36-2-30Z" fill="' + GOLD + '"/>'
        '<path d="M-24 16L-28-8L-14 2L0-14L14 2L28-8L24 16Z" fill="' + GOLD + '"/>'
        '<path d="M-24 16H24V23H-24Z" fill="' + RED + '"/>'
        '<circle cx="-28" cy="-10" r="2.6" fill="' + WHITE + '"/><circle cy="-16" r="2.6" fill="' + WHITE + '"/>'
        '<circle cx="28" cy="-10" r="2.6" fill="' + WHITE + '"/>'
    ),
    "T4": (  # the Emperor: a crowned eagle, wings raised
        '<path d="M-5-6C-14-6-24-10-30-18L-32-31L-27-25L-26-35L-21-27L-19-36L-15-26L-12-34L-9-22C-8-16-6-12-4-10Z'
        'M5-6C14-6 24-10 30-18L32-31L27-25L26-35L21-27L19-36L15-26L12-34L9-22C8-16 6-12 4-10Z" fill="' + INK + '"/>'
        '<path d="M-5 8L-13 18M5 8L13 18" fill="none" stroke-width="2.2"/>'
        '<path d="M-7 12L-12 27L-6 23L0 29L6 23L12 27L7 12Z" fill="' + INK + '"/>'
        '<path d="M-6-12C-6-18 6-18 6-12L7 10L0 16L-7 10Z" fill="' + INK + '"/>'
        '<circle cy="-18" r="5" fill="' + INK + '"/><path d="M4-20L11-17L4-15Z" fill="' + GOLD + '"/>'
        '<path d="M-5-23L-6-31L-2.5-27L0-32L2.5-27L6-31L5-23Z" fill="' + GOLD + '"/>'
    ),
    "T5": (  # the Pope: the triple tiara over crossed keys
        '<path d="M-24 26L22-18M24 26L-22-18" fill="none" stroke="' + GOLD + '" stroke-width="3.4"/>'
        '<circle cx="-22" cy="-20" r="5" fill="none" stroke="' + GOLD + '" stroke-width="2.4"/>'
        '<circle cx="22" cy="-20" r="5" fill="none" stroke="' + GOLD + '" stroke-width="2.4"/>'
        '<path d="M-24 26L-28 22M-20 22L-24 18M24 26L28 22M20 22L24 18" fill="none" stroke="' + GOLD + '" stroke-width="3"/>'
        '<path d="M-11 18C-12 0-8-14 0-22C8-14 12 0 11 18Z" fill="' + WHITE + '"/>'
        '<path d="M-11 14H11M-10 3H10M-7-8H7" fill="none" stroke="' + GOLD + '" stroke-width="3"/>'
        '<path d="M0-22V-30M-3-27H3" fill="none" stroke-width="1.6"/>'
    ),
    "T6": (  # the Lovers: two hearts pierced by one arrow
        '<path d="M-8 20C-20 10-24 2-24-4C-24-12-14-15-8-7C-2-15 8-12 8-4C8 2 4 10-8 20Z" fill="' + RED + '"/>'
        '<path d="M10 24C-2 14-6 6-6 0C-6-8 4-11 10-3C16-11 26-8 26 0C26 6 22 14 10 24Z" fill="#e7877c"/>'
        '<path d="M-28 26L26-22" fill="none" stroke-width="1.8"/>'
        '<path d="M26-22L18-20L24-14Z" fill="' + INK + '"/><path d="M-28 26L-30 18M-28 26L-20 28" fill="none" stroke-width="1.6"/>'
    ),
    "T7": (  # the Chariot: a canopied car on a great wheel
        '<path d="M-22-4H16C24-4 26 6 20 12H-22Z" fill="' + RED + '"/>'
        '<path d="M-20-4V-24M14-4V-24" fill="none" stroke-width="2"/>'
        '<path d="M-26-24H20L16-30H-22Z" fill="' + BLUE + '"/>'
        '<path d="M-26-24C-22-18-18-18-14-24C-10-18-6-18-2-24C2-18 6-18 10-24C14-18 18-18 20-24" fill="' + BLUE + '"/>'
        '<circle cx="-4" cy="16" r="13" fill="' + GOLD + '"/><circle cx="-4" cy="16" r="3" fill="' + INK + '"/>'
        '<path d="M-4 3V29M-17 16H9M-13 7L5 25M5 7L-13 25" fill="none" stroke-width="1.3"/>'
    ),
    "T8": (  # Justice: the scales hung from an upright sword
        '<path d="M0-30V26M-26-16H26" fill="none" stroke-width="2.6"/>'
        '<path d="M-8 26H8" fill="none" stroke="' + GOLD + '" stroke-width="4"/>'
        '<path d="M-26-16L-34 6M-26-16L-18 6M26-16L18 6M26-16L34 6" fill="none" stroke-width=".9"/>'
        '<path d="M-36 6H-16C-16 14-36 14-36 6ZM16 6H36C36 14 16 14 16 6Z" fill="' + GOLD + '"/>'
        '<circle cy="-30" r="3.4" fill="' + GOLD + '"/>'
    ),
    "T9": (  # the Hermit's lantern on his staff
        '<path d="M14-32V32" fill="none" stroke="' + WOOD + '" stroke-width="3.4"/>'
        '<path d="M14-24H-4V-16" fill="none" stroke-width="1.6"/>'
        '<path d="M-14-12H6L-4-20Z" fill="' + INK + '"/>'
        '<path d="M-12-12H4L2 16H-10Z" fill="#f6d46b"/>'
        '<path d="M-4-12V16M-11 2H3" fill="none" stroke-width="1"/>'
        '<path d="M-12 16H4V20H-12Z" fill="' + INK + '"/>'
        '<path d="M-4 8C-7 4-6 0-4-4C-2 0-1 4-4 8Z" fill="' + RED + '" stroke="none"/>'
    ),
    "T10": (  # the Wheel of Fortune
        '<circle r="28" fill="' + GOLD + '"/><circle r="22" fill="' + WHITE + '"/>'
        '<path d="M0-22V22M-22 0H22M-15.6-15.6L15.6 15.6M15.6-15.6L-15.6 15.6" fill="none" stroke-width="2"/>'
        '<circle r="5" fill="' + RED + '"/>'
        '<path d="M0-28V-34M0 28V34M-28 0H-34M28 0H34" fill="none" stroke-width="3"/>'
    ),
    "T11": (  # Strength: a column
        '<path d="M-16-30H16V-24H-16ZM-12-24H12L10-20H-10Z" fill="' + WHITE + '"/>'
        '<path d="M-10-20H10V22H-10Z" fill="' + WHITE + '"/>'
        '<path d="M-5-20V22M0-20V22M5-20V22" fill="none" stroke-width=".8"/>'
        '<path d="M-13 22H13V26H-13ZM-17 26H17V31H-17Z" fill="' + WHITE + '"/>'
        '<path d="M-16-30C-20-30-20-25-16-25M16-30C20-30 20-25 16-25" fill="none" stroke-width="1.4"/>'
    ),
    "T12": (  # the Hanged Man: a figure hung by one foot from the gallows
        '<path d="M-24 32V-28H24V32" fill="none" stroke="' + WOOD + '" stroke-width="4"/>'
        '<path d="M0-28V-18" fill="none" stroke-width="1.2"/>'
        '<path d="M-1-18L-4 0H4L1-18ZM-2-18L-10-8" fill="' + BLUE + '"/>'
        '<path d="M-6 0H6L5 12H-5Z" fill="' + RED + '"/>'
        '<circle cy="17" r="5" fill="' + SKIN + '"/>'
        '<path d="M-5 4C-10 6-10 12-6 14M5 4C10 6 10 12 6 14" fill="none" stroke-width="1.6"/>'
    ),
    "T13": (  # Death: the scythe and a skull
        '<path d="M-20 32L14-30" fill="none" stroke="' + WOOD + '" stroke-width="3"/>'
        '<path d="M14-30C0-34-16-30-26-18C-14-24-2-26 12-24Z" fill="' + STEEL + '"/>'
        '<path d="M4 8C4-2 24-2 24 8C24 14 20 16 20 20H8C8 16 4 14 4 8Z" fill="' + WHITE + '"/>'
        '<circle cx="10" cy="8" r="2.6" fill="' + INK + '"/><circle cx="18" cy="8" r="2.6" fill="' + INK + '"/>'
        '<path d="M10 20V24M14 20V24M18 20V24M8 24H20" fill="none" stroke-width="1.2"/>'
    ),
    "T14": (  # Temperance: water poured from one jug into another
        '<path d="M-10-14C2-20 12-12 14 6" fill="none" stroke="' + BLUE + '" stroke-width="3"/>'
        '<g transform="rotate(-50 -20 -14)">'
        '<path d="M-24-30H-16V-26C-10-24-8-18-8-12C-8-4-14 0-20 0C-26 0-32-4-32-12C-32-18-30-24-24-26Z" fill="' + GOLD + '"/>'
        '<path d="M-30-20C-38-20-38-8-30-8" fill="none" stroke-width="2"/></g>'
        '<path d="M10 6H18V10C24 12 26 18 26 24C26 32 20 34 14 34C8 34 2 32 2 24C2 18 4 12 10 10Z" fill="' + RED + '"/>'
        '<path d="M24 14C32 14 32 26 24 26" fill="none" stroke-width="2"/>'
    ),
    "T15": (  # the Devil: a horned head before a pitchfork
        '<path d="M-24 32L22-30M9.6-26.8L22.4-17.2M9.6-26.8L15.6-34.8M22.4-17.2L28.4-25.2" fill="none" stroke-width="2.2"/>'
        '<path d="M-18-8C-24-18-22-26-14-28C-16-22-14-16-8-12ZM18-8C24-18 22-26 14-28C16-22 14-16 8-12Z" fill="' + INK + '"/>'
        '<path d="M-16-8C-16-20 16-20 16-8C16 4 8 12 0 16C-8 12-16 4-16-8Z" fill="' + RED + '"/>'
        '<path d="M-9-8L-3-5M9-8L3-5M-7 4C-2 7 2 7 7 4" fill="none" stroke-width="1.5"/>'
        '<path d="M-4 14L0 22L4 14" fill="' + INK + '"/>'
    ),
    "T16": (  # the Tower struck by lightning
        '<path d="M-14 32V-16H-18V-26H-12V-21H-6V-26H0V-21H6V-26H12V-16H8V32Z" fill="#d8c7a4"/>'
        '<path d="M-6 32V20C-6 14 2 14 2 20V32ZM-6-8H0V0H-6Z" fill="' + INK + '"/>'
        '<path d="M28-34L14-18L22-16L10 0L26-20L18-22L30-34Z" fill="' + GOLD + '"/>'
        '<path d="M18 6H24V12H18ZM22 18H28V24H22Z" fill="#d8c7a4"/>'
    ),
    "T17": (  # the Star
        '<path d="M0-30L5-12L21-21L12-5L30 0L12 5L21 21L5 12L0 30L-5 12L-21 21L-12 5L-30 0L-12-5L-21-21L-5-12Z" fill="' + GOLD + '"/>'
        '<circle r="5" fill="' + WHITE + '"/>'
        '<path d="M26-32L28-27L33-26L28-25L26-20L24-25L19-26L24-27Z'
        'M-26 20L-24 25L-19 26L-24 27L-26 32L-28 27L-33 26L-28 25Z" fill="' + BLUE + '"/>'
    ),
    "T18": (  # the Moon: a crescent with a face, and falling dew
        '<path d="M4-30C-14-26-22-6-16 10C-10 24 6 30 18 24C2 22-8 10-8-4C-8-16-4-26 4-30Z" fill="' + WHITE + '"/>'
        '<path d="M-8-8C-6-6-4-6-2-8M-10 4L-6 6" fill="none" stroke-width="1.2"/>'
        '<path d="M14-8C12-4 16-4 14-8ZM22 6C20 10 24 10 22 6ZM10 14C8 18 12 18 10 14Z" fill="' + BLUE + '"/>'
    ),
    "T19": (  # the Sun
        '<path d="M0-34L5-18L17-29L14-13L30-15L18-4L33 4L17 7L26 20L12 15L10 31L1 18L-8 31L-10 15L-24 22L-17 8L-33 4'
        'L-18-4L-29-15L-14-13L-16-29L-4-18Z" fill="' + GOLD + '"/>'
        '<circle r="14" fill="#f6d46b"/>'
        '<path d="M-6-3H-3M3-3H6M-5 6C-2 8 2 8 5 6" fill="none" stroke-width="1.4"/>'
    ),
    "T20": (  # the Angel: winged, sounding a trumpet hung with a banner
        '<path d="M-3-6C-14-20-30-22-34-8C-28-10-25-6-29 0C-23-2-19 2-21 8C-15 4-9 4-3 2Z'
        'M3-6C10-18 20-24 28-18C22-16 22-12 24-8C18-8 14-4 14 0C10-2 6-2 3 0Z" fill="' + WHITE + '"/>'
        '<path d="M-9 30C-9 12-6-2 0-6C6-2 9 12 9 30Z" fill="' + BLUE + '"/>'
        '<path d="M0-4V30" fill="none" stroke="' + GOLD + '" stroke-width="1.6"/>'
        '<circle cy="-20" r="8.5" fill="none" stroke="' + GOLD + '" stroke-width="1.6"/>'
        '<circle cy="-13" r="6" fill="' + SKIN + '"/>'
        '<path d="M4-12L24-20L28-27L31-14L24-16L5-8Z" fill="' + GOLD + '"/>'
        '<path d="M12-14L22-18V-2L17-5L12 0Z" fill="' + RED + '"/>'
        '<path d="M17-14V-4M13.5-9H20.5" fill="none" stroke="' + WHITE + '" stroke-width="1.4"/>'
    ),
    "T21": (  # the World: a globe under a cross, in a laurel wreath
        sprig((-4, 32), (-40, 20), (-24, -30), 9, 9, GREEN, INK)
        + sprig((4, 32), (40, 20), (24, -30), 9, 9, GREEN, INK)
        + '<circle cy="4" r="18" fill="' + BLUE + '"/>'
        '<path d="M-18 4H18M0-14C-8-6-8 14 0 22C8 14 8-6 0-14" fill="none" stroke="' + WHITE + '" stroke-width="1.2"/>'
        '<path d="M0-14V-30M-6-24H6" fill="none" stroke="' + GOLD + '" stroke-width="3"/>'
    ),
    "M": (  # the Matto: a fool in a cap with bells, his bundle on a stick
        '<path d="M-30 30L22-26" fill="none" stroke="' + WOOD + '" stroke-width="2.6"/>'
        '<path d="M18-26C20-36 32-36 32-26C32-20 24-18 20-22Z" fill="' + WHITE + '"/>'
        '<path d="M-18 28C-18 20-12 16 0 16C12 16 18 20 18 28Z" fill="' + GOLD + '"/>'
        '<path d="M-18 28L-12 22L-6 28L0 22L6 28L12 22L18 28" fill="none" stroke-width="1.2"/>'
        '<circle cy="4" r="12" fill="' + SKIN + '"/>'
        '<path d="M-13 0C-22-8-28-18-26-28C-18-20-10-14-4-10ZM-5-8C-8-20-4-30 2-34C6-24 6-16 5-8Z'
        'M4-10C14-18 24-20 32-16C24-12 18-6 13 0Z" fill="' + RED + '"/>'
        '<path d="M-14 0C-8-10 8-10 14 0L13 4C6-4-6-4-13 4Z" fill="' + GOLD + '"/>'
        '<circle cx="-26" cy="-30" r="3" fill="' + GOLD + '"/><circle cx="2" cy="-36" r="3" fill="' + GOLD + '"/>'
        '<circle cx="33" cy="-17" r="3" fill="' + GOLD + '"/>'
        '<path d="M-5 5H-3M3 5H5M-5 10C-2 13 2 13 5 10" fill="none" stroke-width="1.3"/>'
    ),
}


def _trump(defs: Defs, code: str) -> str:
    emblem = f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{_EMBLEMS[code]}</g>'
    half = use(defs.group(emblem), 52, 56, 1.15)
    return _double(defs, half)


# --- the card -------------------------------------------------------------

def _double(defs: Defs, half: str) -> str:
    """The upper-half drawing, then the same turned end over end, with the dividing line."""
    ident = defs.group(half)
    divider = stroked(f"M8 {MIDDLE:g}H92", INK, .8)
    return f'<use href="#{ident}"/><use href="#{ident}" transform="{TURN}"/>' + divider


def _paper(ground: str) -> str:
    return (
        f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="5"{attrs(fill=PAPER, stroke="#9c9385")}/>'
        f'<rect x="5" y="5" width="{WIDTH - 10}" height="{HEIGHT - 10}"{attrs(fill=ground, stroke=INK, stroke_width=.8)}/>'
    )


def _indices(defs: Defs, text: str, colour: str) -> str:
    """The number in the top-left corner, and turned in the bottom-right one."""
    height = 10 if text[0] in "IVX" else 13
    mark = defs.add(
        f'<path id="{{id}}" d="{numeral(text, 8, 8, height, "start")}"'
        f'{attrs(fill="none", stroke=colour, stroke_width=1.7, stroke_linecap="round", stroke_linejoin="round")}/>'
    )
    return f'<use href="#{mark}"/><use href="#{mark}" transform="{TURN}"/>'


def face(code: str) -> str:
    """The SVG face of one card of the Tarocco Piemontese, e.g. ``face("NC")``."""
    if code not in cards.PACK:
        raise ValueError(f"unknown card {code!r} in the Tarocco Piemontese")
    defs = Defs("t")
    suit = cards.suit_of(code)
    if suit is None or suit == "T":
        body = _paper(SKY) + _trump(defs, code)
        if suit == "T":
            body += _indices(defs, code[1:], INK)
        return document(WIDTH, HEIGHT, defs, body)
    rank = code[:-1]
    if rank in cards.COURTS:
        return document(WIDTH, HEIGHT, defs, _paper(PAPER) + _court(defs, rank, suit))
    number = int(rank)
    if suit in cards.LONG_SUITS:
        pips = _sword_pips(defs, number) if suit == "S" else _baton_pips(defs, number)
        index = _indices(defs, roman(number), SUIT_INK[suit]) if number > 1 else ""
    else:
        pips = _round_pips(defs, suit, number)
        index = _indices(defs, str(number), SUIT_INK[suit]) if number > 1 else ""
    return document(WIDTH, HEIGHT, defs, _paper(PAPER) + pips + index)


def back() -> str:
    """The back shared by every card: a tartan of blue and red threads."""
    defs = Defs("t")
    tile = (
        '<pattern id="{id}" width="12" height="12" patternUnits="userSpaceOnUse">'
        f'<rect width="12" height="12" fill="#27406b"/>'
        f'<path d="M0 3H12M0 9H12"{attrs(stroke="#b8322a", stroke_width=1.6, opacity=.8)}/>'
        f'<path d="M3 0V12M9 0V12"{attrs(stroke="#b8322a", stroke_width=1.6, opacity=.8)}/>'
        f'<path d="M0 6H12M6 0V12"{attrs(stroke="#e9dcb8", stroke_width=.6)}/></pattern>'
    )
    pattern = defs.add(tile)
    body = (
        f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="5"{attrs(fill=PAPER, stroke="#9c9385")}/>'
        f'<rect x="6" y="6" width="{WIDTH - 12}" height="{HEIGHT - 12}" fill="url(#{pattern})"/>'
        f'<rect x="6" y="6" width="{WIDTH - 12}" height="{HEIGHT - 12}"{attrs(fill="none", stroke=INK)}/>'
    )
    return document(WIDTH, HEIGHT, defs, body)
