"""South American Catalan pack (Spanish suits): 48 suited cards and two jokers.

The cues a player reads at a glance are those of the printed pack:

- the frame line is broken at top and bottom, once for copas, twice for
  espadas, three times for bastos, and not at all for oros;
- index numbers sit in the top-left corner and, turned, in the bottom-right
  one; the picture itself is single-ended;
- pips follow the Spanish layouts: cups and coins in rows, clubs and swords
  crossed in pairs (en aspa), an odd one standing upright among them;
- 10 Sota, 11 Caballo and 12 Rey are full-length figures holding their sign.

>>> face("7O").startswith("<svg")
True
"""

from __future__ import annotations

from cardavia.cards import spanish as cards

from .svg import Defs, attrs, document, filled, numeral, sprig, stroked, use

WIDTH, HEIGHT = 120, 186
INK = "#2b2521"
PAPER = "#fdf8ec"
SKIN = "#f3d3b1"
RED, BLUE, GOLD, GREEN = "#c4362c", "#35609f", "#e3ad24", "#4c8a37"

#: Per suit: (main colour, dark line colour, number of breaks in the frame).
SUIT_STYLE = {
    "O": (GOLD, "#8a5a06", 0),
    "C": (RED, "#7c1c15", 1),
    "E": (BLUE, "#1f3b6b", 2),
    "B": (GREEN, "#2d5319", 3),
}

#: Place among the decks (the atlas order of its tradition).
ORDER = 10

FRAME = 7  # inset of the frame line from the card edge
BREAK, BREAK_STEP = 5, 9  # width of a break in the frame line, and break-to-break distance


def _coin(main: str, dark: str) -> str:
    """An oro: a gold coin with a dotted ring and a star, 24 units across."""
    return (
        f'<circle r="12"{attrs(fill=main, stroke=dark, stroke_width=1.2)}/>'
        f'<circle r="9.6"{attrs(fill="none", stroke=dark, stroke_width=1.6, stroke_dasharray=".7 1.5")}/>'
        f'<circle r="6.8"{attrs(fill="#f6d774", stroke=dark, stroke_width=.8)}/>'
        + filled("M0-5.5L1.5-1.5L5.5 0L1.5 1.5L0 5.5L-1.5 1.5L-5.5 0L-1.5-1.5Z", dark)
    )


def _cup(main: str, dark: str) -> str:
    """A copa: a goblet with a gold band and knop, 26 units high."""
    return (
        f'<g{attrs(stroke=dark, stroke_width=1, stroke_linejoin="round")}>'
        + filled("M-10.5-12H10.5C10.5-3.5 6.5 1 0 1C-6.5 1-10.5-3.5-10.5-12Z", main)
        + filled("M-1.8 1H1.8V8.5H-1.8Z", GOLD)
        + filled("M-8.5 13C-6.5 9.5-3 8.5 0 8.5C3 8.5 6.5 9.5 8.5 13Z", main)
        + "</g>"
        + f'<ellipse cy="4.6" rx="3.4" ry="1.9"{attrs(fill=GOLD, stroke=dark, stroke_width=.8)}/>'
        + stroked("M-9.8-8.3H9.8", GOLD, 2)
    )


def _sword(main: str, dark: str) -> str:
    """An espada pointing up, 60 units long, centred on the origin."""
    return (
        f'<g{attrs(stroke=dark, stroke_width=.9, stroke_linejoin="round")}>'
        + filled("M0-30L2.7-24V11H-2.7V-24Z", main)
        + filled("M-10 11H10L8.5 14H-8.5Z", GOLD)
        + filled("M-1.7 14H1.7V24.5H-1.7Z", "#7a3b1c")
        + "</g>"
        + stroked("M0-24V9", dark, .6)
        + f'<circle cy="27" r="2.8"{attrs(fill=GOLD, stroke=dark, stroke_width=.9)}/>'
    )


def _club(main: str, dark: str) -> str:
    """A basto: a knotty club, thick end up, 60 units long."""
    return (
        f'<g{attrs(fill=main, stroke=dark, stroke_width=.9, stroke_linejoin="round")}>'
        + filled("M-4.6-13L-9-17.5L-7.6-19L-4.2-15.8Z", main)
        + filled("M4.2 2L8.2-.8L9 1L4.6 5Z", main)
        + filled("M-2.2 30C-2.6 16-3.6-2-4.8-22C-5.2-28-2.8-31 0-31C2.8-31 5.2-28 4.8-22C3.6-2 2.6 16 2.2 30Z", main)
        + "</g>"
        + f'<ellipse cy="-25" rx="2.6" ry="1.8"{attrs(fill="#a9c97d", stroke=dark, stroke_width=.7)}/>'
        + stroked("M-2-16C-1-10-1.5-4-1 2M1.6-8C2.2 0 1.2 10 1 20", dark, .6)
        + f'<circle cx="-1" cy="10" r="1.1"{attrs(fill=dark)}/>'
    )


SUIT_DRAWING = {"O": _coin, "C": _cup, "E": _sword, "B": _club}


def _suit_sign(defs: Defs, suit: str) -> str:
    main, dark, _ = SUIT_STYLE[suit]
    return defs.group(SUIT_DRAWING[suit](main, dark))


# Pip positions of the round suits as (x, y) offsets from the centre, and the pip scale.
_ROUND_LAYOUTS: dict[int, tuple[float, list[tuple[float, float]]]] = {
    2: (1.35, [(0, -46), (0, 46)]),
    3: (1.2, [(0, -54), (0, 0), (0, 54)]),
    4: (1.25, [(-22, -44), (22, -44), (-22, 44), (22, 44)]),
    5: (1.15, [(-22, -50), (22, -50), (0, 0), (-22, 50), (22, 50)]),
    6: (1.1, [(-22, -54), (22, -54), (-22, 0), (22, 0), (-22, 54), (22, 54)]),
    7: (1.05, [(-22, -56), (22, -56), (0, -28), (-22, 0), (22, 0), (-22, 56), (22, 56)]),
    8: (.92, [(-25, -50), (0, -50), (25, -50), (-13, 0), (13, 0), (-25, 50), (0, 50), (25, 50)]),
    9: (.9, [(dx, dy) for dy in (-50, 0, 50) for dx in (-25, 0, 25)]),
}
CENTRE_X, CENTRE_Y = 60, 97


def _long_layout(rank: int) -> list[tuple[float, float, float, float]]:
    """Clubs and swords as (x, y, angle, scale), in the Spanish manner.

    Pairs are crossed like an X (en aspa) and stacked down the card. An odd
    sign stands upright: through the X on the 3, through the middle X on the
    7, and on its own between the Xs on the 5 and the 9.
    """
    if rank == 1:
        return [(0, 0, 0, 2.3)]
    rows = ["X"] * (rank // 2)
    if rank in (3, 7):
        rows[len(rows) // 2] = "X|"
    elif rank in (5, 9):
        rows.insert(len(rows) // 2, "|")
    weights = [.6 if kind == "|" else 1 for kind in rows]
    unit = 136 / sum(weights)
    angle = 28 if len(rows) == 1 else 34
    scale = min(1.9, unit / 60 * 1.5)
    uprights, crosses = [], []
    top = -68.0
    for kind, weight in zip(rows, weights):
        y = top + unit * weight / 2
        top += unit * weight
        if kind == "|":
            uprights.append((0, y, 0, unit * 1.5 / 60))
        if kind == "X|":
            uprights.append((0, y, 0, scale * 1.05))
        if "X" in kind:
            crosses += [(0, y, -angle, scale), (0, y, angle, scale)]
    # A lone upright goes behind its neighbours; one through an X goes in front.
    return ([] if rank in (3, 7) else uprights) + crosses + (uprights if rank in (3, 7) else [])


def _pips(defs: Defs, suit: str, rank: int) -> str:
    sign = _suit_sign(defs, suit)
    if rank == 1:
        return _ace(defs, suit, sign)
    if suit in "OC":
        scale, spots = _ROUND_LAYOUTS[rank]
        return "".join(use(sign, CENTRE_X + dx, CENTRE_Y + dy, scale) for dx, dy in spots)
    return "".join(use(sign, CENTRE_X + dx, CENTRE_Y + dy, scale, angle) for dx, dy, angle, scale in _long_layout(rank))


def _ace(defs: Defs, suit: str, sign: str) -> str:
    """The ace: one large sign, set off by rays (oros), a laurel (copas, espadas) or leaves (bastos)."""
    main, dark, _ = SUIT_STYLE[suit]
    if suit == "O":
        rays = "".join(
            f'<path d="M-2.4-46L0-58L2.4-46Z" transform="rotate({angle})"/>' for angle in range(0, 360, 30)
        )
        return f'<g transform="translate({CENTRE_X} {CENTRE_Y})"{attrs(fill=main, stroke=dark, stroke_width=.8)}>{rays}</g>' + use(
            sign, CENTRE_X, CENTRE_Y, 3.3
        )
    laurel = defs.group(sprig((-4, 62), (-52, 40), (-30, -40), 11, 10, GREEN, "#2d5319"))
    wreath = use(laurel, CENTRE_X, CENTRE_Y) + f'<use href="#{laurel}" transform="translate({CENTRE_X} {CENTRE_Y}) scale(-1 1)"/>'
    if suit == "C":
        return wreath + use(sign, CENTRE_X, CENTRE_Y, 2.9)
    return wreath + use(sign, CENTRE_X, CENTRE_Y, 2.5, 0 if suit == "E" else 8)


def _frame(suit: str | None) -> str:
    """The frame line, broken at top and bottom as many times as the suit asks."""
    dark = SUIT_STYLE[suit][1] if suit else INK
    breaks = SUIT_STYLE[suit][2] if suit else 0
    left, right, top, bottom = FRAME, WIDTH - FRAME, FRAME, HEIGHT - FRAME
    if breaks == 0:
        d = f"M{left} {top}H{right}V{bottom}H{left}Z"
    else:
        first = WIDTH / 2 - BREAK_STEP * (breaks - 1) / 2 - BREAK / 2
        gaps = [(first + i * BREAK_STEP, first + i * BREAK_STEP + BREAK) for i in range(breaks)]
        top_line = f"M{gaps[0][0]:g} {top}H{left}V{bottom}H{gaps[0][0]:g}"
        rest = "".join(
            f"M{a[1]:g} {top}H{b[0]:g}M{a[1]:g} {bottom}H{b[0]:g}" for a, b in zip(gaps, gaps[1:])
        )
        last = f"M{gaps[-1][1]:g} {top}H{right}V{bottom}H{gaps[-1][1]:g}"
        d = top_line + rest + last
    return f'<path d="{d}"{attrs(fill="none", stroke=dark, stroke_width=1.5)}/>'


def _paper() -> str:
    return f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="6"{attrs(fill=PAPER, stroke="#9c9385")}/>'


def _indices(defs: Defs, rank: int, colour: str) -> str:
    index = defs.add(f'<path id="{{id}}" d="{numeral(str(rank), 19, 12, 15)}"{attrs(fill="none", stroke=colour, stroke_width=1.9, stroke_linecap="round", stroke_linejoin="round")}/>')
    return use(index) + f'<use href="#{index}" transform="rotate(180 60 93)"/>'


# Court figures, drawn full length in card coordinates; ``{m}`` is the suit colour.
_SOTA = (
    # legs, shoes
    '<path d="M50 128H58V164H50ZM62 128H70V164H62Z" fill="{s}"/>'
    '<path d="M46 170C46 165 50 163 58 164V170ZM74 170C74 165 70 163 62 164V170Z" fill="#3b2a20"/>'
    # tunic with belt
    '<path d="M46 72C52 68 68 68 74 72L80 132C68 136 52 136 40 132Z" fill="{m}"/>'
    '<path d="M44 104H76" fill="none" stroke-width="3"/>'
    '<path d="M60 70V134" fill="none" stroke-width=".8"/>'
    # arms: left on the hip, right holding the sign up
    '<path d="M46 73C40 78 36 92 40 104L46 104C44 94 46 84 48 80Z" fill="{s}"/>'
    '<path d="M74 73C82 76 88 66 90 58L84 56C82 62 78 68 72 70Z" fill="{s}"/>'
    # collar, head, hair, cap with feather
    '<path d="M50 70L60 78L70 70L66 66H54Z" fill="#fff"/>'
    '<circle cx="60" cy="56" r="10" fill="' + SKIN + '"/>'
    '<path d="M50 56C49 48 54 44 60 44C66 44 71 48 70 56C68 52 66 51 60 51C54 51 52 52 50 56Z" fill="#8a5a2b"/>'
    '<path d="M47 48C47 40 54 37 60 37C68 37 74 41 74 47C66 44 56 44 47 48Z" fill="{m}"/>'
    '<path d="M70 41C76 32 84 30 90 31C84 34 78 38 72 44Z" fill="#fff"/>'
    '<path d="M56 57H57M63 57H64M57 62C59 63 61 63 63 62" fill="none" stroke-width="1.2"/>'
    '<circle cx="87" cy="57" r="3.6" fill="' + SKIN + '"/>'
)
_CABALLO = (
    # horse: body, legs, neck, head, tail
    '<path d="M32 110C30 100 38 94 52 94H82C92 94 96 100 94 110C92 118 86 122 76 122H48C38 122 33 118 32 110Z" fill="#efe6d2"/>'
    '<path d="M40 118L36 146L40 168H46L43 146L48 120ZM54 120L56 146L52 168H58L62 146L62 120Z'
    'M76 120L80 146L76 168H82L86 146L84 120ZM86 116L96 140L94 166H100L102 140L92 112Z" fill="#efe6d2"/>'
    '<path d="M84 96C88 84 92 74 100 68L108 76C106 80 104 84 104 88C100 92 98 98 94 104Z" fill="#efe6d2"/>'
    '<path d="M98 66C102 62 108 62 112 66L114 80C112 84 108 84 106 80Z" fill="#efe6d2"/>'
    '<path d="M96 68C98 76 96 86 90 94" fill="none" stroke="{s}" stroke-width="3"/>'
    '<path d="M34 104C26 108 22 120 24 132C28 124 30 116 36 110Z" fill="#8a6a4a"/>'
    # saddle cloth
    '<path d="M52 92H78L80 120H50Z" fill="{s}"/>'
    # rider: leg, body, arm with sign, head and hat
    '<path d="M60 96H70L72 124L66 128L62 124Z" fill="{m}"/>'
    '<path d="M56 64C60 60 70 60 74 64L76 98H54Z" fill="{m}"/>'
    '<path d="M56 66C48 66 42 60 38 52L44 48C48 54 52 58 58 58Z" fill="{m}"/>'
    '<circle cx="65" cy="50" r="9" fill="' + SKIN + '"/>'
    '<path d="M54 44C54 34 76 34 76 44L82 46C72 42 58 42 48 46Z" fill="{s}"/>'
    '<path d="M62 51H63M68 51H69M63 55C65 56 67 56 69 55" fill="none" stroke-width="1.1"/>'
    '<circle cx="106" cy="70" r="1.2" fill="' + INK + '"/>'
    '<circle cx="41" cy="50" r="3.6" fill="' + SKIN + '"/>'
)
_REY = (
    # robe to the ground, cape, ermine hem
    '<path d="M48 70C52 66 68 66 72 70L84 166H36Z" fill="{m}"/>'
    '<path d="M46 72C38 96 34 130 32 166H48L54 80ZM74 72C82 96 86 130 88 166H72L66 80Z" fill="{s}"/>'
    '<path d="M36 162H84V170H36Z" fill="#fff"/>'
    '<path d="M44 166H46M56 166H58M68 166H70M78 166H80" fill="none" stroke-width="1.4"/>'
    '<path d="M60 72V162" fill="none" stroke="' + GOLD + '" stroke-width="3"/>'
    # arms: one holding the sign, one resting
    '<path d="M72 74C80 78 86 74 88 66L82 62C80 66 78 68 72 68Z" fill="{s}"/>'
    '<path d="M48 74C42 82 42 96 48 104L52 100C50 94 50 86 52 80Z" fill="{s}"/>'
    # collar, head, beard, crown
    '<path d="M48 70C54 76 66 76 72 70L68 64H52Z" fill="#fff"/>'
    '<circle cx="60" cy="52" r="10" fill="' + SKIN + '"/>'
    '<path d="M50 54C50 66 56 70 60 70C64 70 70 66 70 54C66 58 54 58 50 54Z" fill="#f2f0ea"/>'
    '<path d="M49 44L50 32L55 38L60 30L65 38L70 32L71 44Z" fill="' + GOLD + '"/>'
    '<path d="M56 51H57M63 51H64" fill="none" stroke-width="1.3"/>'
    '<circle cx="85" cy="64" r="3.6" fill="' + SKIN + '"/>'
)
_JOKER = (
    # jester: motley suit, three-pointed cap with bells, a bauble on a stick
    '<path d="M50 126H58V164H50ZM62 126H70V164H62Z" fill="{s}"/>'
    '<path d="M46 170C46 164 50 162 58 164V170ZM74 170C74 164 70 162 62 164V170Z" fill="{m}"/>'
    '<path d="M44 74C52 68 68 68 76 74L80 130H40Z" fill="{m}"/>'
    '<path d="M60 70L80 130H60ZM44 74L60 70V100H42Z" fill="{s}"/>'
    '<path d="M44 76C36 86 32 98 36 108L42 106C40 98 44 88 48 82Z" fill="{s}"/>'
    '<path d="M76 76C84 80 90 76 92 68L86 64C84 68 80 70 74 70Z" fill="{m}"/>'
    '<path d="M92 70L104 40" fill="none" stroke-width="2"/>'
    '<circle cx="105" cy="36" r="5" fill="' + GOLD + '"/>'
    '<path d="M44 70L50 78L56 70L60 78L64 70L70 78L76 70L68 64H52Z" fill="#fff"/>'
    '<circle cx="60" cy="54" r="10" fill="' + SKIN + '"/>'
    '<path d="M49 48C44 36 36 30 28 32C36 38 40 44 44 50ZM54 44C54 32 58 24 60 18C62 24 66 32 66 44Z'
    'M71 48C76 36 84 30 92 32C84 38 80 44 76 50Z" fill="{m}"/>'
    '<path d="M48 50C48 42 72 42 72 50C66 47 54 47 48 50Z" fill="{s}"/>'
    '<circle cx="28" cy="32" r="3" fill="' + GOLD + '"/><circle cx="60" cy="17" r="3" fill="' + GOLD + '"/>'
    '<circle cx="92" cy="32" r="3" fill="' + GOLD + '"/>'
    '<path d="M55 54H56M64 54H65M54 59C58 63 62 63 66 59" fill="none" stroke-width="1.2"/>'
)

#: Per court rank: (drawing, where the sign is held as x, y, scale).
_COURTS = {10: (_SOTA, (88, 40, .85)), 11: (_CABALLO, (34, 44, .75)), 12: (_REY, (86, 50, .85))}
#: Garment colours per suit: main then second, so each suit's courts differ.
_COURT_COLOURS = {"O": (GOLD, RED), "C": (RED, BLUE), "E": (BLUE, GOLD), "B": (GREEN, RED)}


def _court(defs: Defs, suit: str, rank: int) -> str:
    drawing, (x, y, scale) = _COURTS[rank]
    main, second = _COURT_COLOURS[suit]
    figure = drawing.replace("{m}", main).replace("{s}", second)
    long_sign = suit in "EB"
    sign = use(_suit_sign(defs, suit), x, y, scale * (1.1 if long_sign else 1), -20 if long_sign and rank != 11 else 0)
    body = f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{figure}</g>'
    if rank == 11:
        # The horse is wider than a standing figure: draw it a little smaller, clear of the indices.
        return f'<g transform="translate(62 104) scale(.88) translate(-62 -104)">{body}{sign}</g>'
    return body + sign


def face(code: str) -> str:
    """The SVG face of one card of the pack, e.g. ``face("12B")``."""
    if code not in cards.PACK:
        raise ValueError(f"unknown card {code!r} in the Spanish pack")
    defs = Defs("e")
    if code in cards.JOKERS:
        colours = (RED, GOLD) if code == "JK1" else (BLUE, GREEN)
        figure = _JOKER.replace("{m}", colours[0]).replace("{s}", colours[1])
        body = _frame(None) + f'<g{attrs(stroke=INK, stroke_width=1, stroke_linejoin="round")}>{figure}</g>'
        return document(WIDTH, HEIGHT, defs, _paper() + body)
    rank, suit = cards.rank_of(code), cards.suit_of(code)
    dark = SUIT_STYLE[suit][1]
    art = _court(defs, suit, rank) if rank >= 10 else _pips(defs, suit, rank)
    return document(WIDTH, HEIGHT, defs, _paper() + _frame(suit) + _indices(defs, rank, dark) + art)


def back() -> str:
    """The back shared by every card: a blue lattice of lozenges in a plain border."""
    defs = Defs("e")
    tile = (
        f'<pattern id="{{id}}" width="12" height="16" patternUnits="userSpaceOnUse">'
        f'<path d="M6 0L12 8L6 16L0 8Z"{attrs(fill="#2f5b96")}/>'
        f'<circle cx="6" cy="8" r="1.8"{attrs(fill="#f4e7c6")}/></pattern>'
    )
    pattern = defs.add(tile)
    body = (
        _paper()
        + f'<rect x="7" y="7" width="106" height="172"{attrs(fill="#1d3c69")}/>'
        + f'<rect x="10" y="10" width="100" height="166" fill="url(#{pattern})"/>'
        + f'<rect x="10" y="10" width="100" height="166"{attrs(fill="none", stroke="#f4e7c6", stroke_width=1.2)}/>'
    )
    return document(WIDTH, HEIGHT, defs, body)
