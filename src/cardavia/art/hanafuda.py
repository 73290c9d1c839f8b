"""Hanafuda (花札): the 48 flower cards, twelve months of four, in the Nintendo-style pattern.

Every face is a white card framed by the black backing paper folded over its
edge, with the month's plant drawn large and the special cards on top of it:

- ribbons (短冊) are tall slips across the plant: red with black writing on
  pine and plum (あかよろし) and on cherry (みよしの), blue on peony,
  chrysanthemum and maple, plain red on wisteria, iris, bush clover and willow;
- the brights: the crane under a red sun, the cherry curtain, the full moon
  over the susuki hill, Ono no Michikaze with his umbrella and the frog under
  the willow, the phoenix over the paulownia;
- the animals: bush warbler, cuckoo with the crescent moon, the eight-plank
  bridge among the irises, butterflies, boar, geese, the sake cup with 寿,
  deer, swallow; and the willow's chaff, the lightning (a red card with the
  thunder god's drums in a black storm);
- the red mist bands (霞) of the chaff and the yellow ground of one
  paulownia chaff, as printed.

The kana and 寿 are outlines from Noto Serif CJK JP Bold (SIL Open Font
License), extracted once by ``scripts/extract_glyphs.py`` into
``hanafuda_glyphs.json``; nothing here needs the font.

>>> face("1b").count("<use") >= 5  # あかよろし, one outline per kana
True
>>> face("12a") == face("12a") and back() != face("1a")
True
"""

from __future__ import annotations

import json
import math
from functools import cache
from importlib import resources

from cardavia.cards import hanafuda as cards

from .svg import Defs, attrs, document, filled, num, stroked, use

WIDTH, HEIGHT = 64, 104
INK = "#1c1a19"
PAPER = "#fffdf7"
RED = "#c9211e"
PINK = "#f4c9cc"
GOLD = "#e9b02c"
BLUE = "#24479a"
PURPLE = "#6a3d91"
GREEN = "#2e6a3c"
OLIVE = "#8a8a2e"
BROWN = "#7b4a26"

#: Place among the decks (the atlas order of its tradition).
ORDER = 40

#: The writing on each poetry ribbon, read from the top.
POEMS = {"1b": "あかよろし", "2b": "あかよろし", "3b": "みよしの"}
#: The character on the sake cup.
SAKE_CHARACTER = "寿"


@cache
def glyph_data() -> dict:
    """The extracted outlines: ``{"em": ..., "glyphs": {character: path data}, ...}``."""
    text = resources.files("cardavia.art").joinpath("hanafuda_glyphs.json").read_text(encoding="utf-8")
    return json.loads(text)


def _glyph(defs: Defs, character: str, x: float, y: float, size: float, colour: str) -> str:
    """One character ``size`` units square with its top-left corner at (x, y)."""
    data = glyph_data()
    ident = defs.add(f'<path id="{{id}}" d="{data["glyphs"][character]}"/>')
    return f'<use href="#{ident}"{attrs(fill=colour)} transform="translate({num(x)} {num(y)}) scale({size / data["em"]:g})"/>'


def _line(colour: str = INK, width: float = .6) -> str:
    """Attributes of an outlined shape: every figure on a hanafuda has a black contour."""
    return attrs(stroke=colour, stroke_width=width, stroke_linejoin="round")


# ---------------------------------------------------------------- shared motifs


def _mist(y: float, colour: str = RED) -> str:
    """Two staggered bands of mist (霞), the rounded bars printed across many cards."""
    return filled(
        f"M-2 {num(y)}H44A3 3 0 0 1 44 {num(y + 6)}H-2ZM20 {num(y + 8)}H66V{num(y + 14)}H20A3 3 0 0 1 20 {num(y + 8)}Z",
        colour,
        stroke=INK,
        stroke_width=.6,
    )


def _ribbon(defs: Defs, code: str) -> str:
    """The ribbon (短冊): a slip hung slanting across the plant, with its poem if it has one."""
    colour = BLUE if cards.RIBBON_COLOUR[code] == "blue" else RED
    slip = f'<path d="M26 14H38V70H26Z" fill="{colour}"{_line(INK, .8)}/>' + stroked("M27.5 16V68", "#ffffff", .5, opacity=".5")
    poem = POEMS.get(code, "")
    size = 9 if len(poem) > 4 else 10
    writing = "".join(_glyph(defs, kana, 32 - size / 2, 18 + index * (size + .6), size, INK) for index, kana in enumerate(poem))
    return f'<g transform="rotate(-12 32 42)">{slip}{writing}</g>'


# ---------------------------------------------------------------- the twelve plants


def _pine(defs: Defs) -> str:
    clump = defs.group(
        f'<path d="M-8 0A8 6 0 0 1 8 0Z" fill="{GREEN}"{_line()}/>'
        + stroked("M0 0L-7-2M0 0L-4.6-4.6M0 0V-6M0 0L4.6-4.6M0 0L7-2", INK, .4)
    )
    trunk = filled("M4 104C10 86 22 80 26 66C28 58 34 54 40 52L42 55C36 58 32 62 31 70C28 84 18 92 16 104Z", INK)
    spots = ((30, 58, 1.2), (44, 50, 1), (18, 78, 1.3), (38, 70, 1), (10, 92, 1.1), (52, 60, .9), (26, 92, 1))
    return trunk + "".join(use(clump, x, y, s) for x, y, s in spots)


def _plum(defs: Defs) -> str:
    blossom = defs.group(
        "".join(f'<circle cx="{num(dx)}" cy="{num(dy)}" r="2.2" fill="{RED}"{_line(INK, .4)}/>' for dx, dy in ((0, -2.4), (2.3, -.7), (1.4, 2), (-1.4, 2), (-2.3, -.7)))
        + f'<circle r="1.1" fill="{GOLD}"/>'
    )
    branch = stroked("M2 100C12 86 14 70 24 60S42 40 40 22M24 60C34 58 44 62 56 56M40 22C46 18 52 16 60 8", INK, 2.6)
    spots = ((40, 24), (48, 16), (28, 56), (44, 60), (55, 56), (18, 78), (38, 38), (13, 88), (58, 9))
    return branch + "".join(use(blossom, x, y) for x, y in spots)


def _cherry(defs: Defs) -> str:
    blossom = defs.group(
        "".join(f'<path d="M0 0C-2.4-1.8-2-4.6 0-4.6C2-4.6 2.4-1.8 0 0Z" fill="#ffffff" stroke="{RED}" stroke-width=".5" transform="rotate({a})"/>' for a in range(0, 360, 72))
        + f'<circle r=".9" fill="{RED}"/>'
    )
    branch = stroked("M0 30C14 26 22 16 34 14S54 6 64 2M22 20C26 30 40 34 46 40", INK, 2)
    spots = ((6, 26), (14, 22), (24, 14), (34, 10), (44, 10), (54, 6), (30, 26), (40, 34), (48, 42), (18, 30), (60, 14), (38, 20))
    return branch + "".join(use(blossom, x, y, 1.25) for x, y in spots)


def _wisteria(defs: Defs) -> str:
    raceme = defs.group(
        "".join(f'<ellipse cx="{num(dx)}" cy="{y}" rx="{num(2.6 - y / 20)}" ry="1.6" fill="{PURPLE}"{_line(INK, .35)}/>' for y, dx in zip(range(0, 40, 4), (0, 1, -1, 1, 0, -1, 1, 0, -.5, .5)))
    )
    stems = stroked("M-2 8C14 4 30 10 40 6S58 2 66 6M14 6C16 10 16 12 16 14M40 6V12", INK, 1.6)
    leaves = filled("M6 6C10 0 18 2 20 6C16 8 10 8 6 6ZM44 4C48 0 56 0 58 4C54 7 48 7 44 4Z", GREEN, stroke=INK, stroke_width=.5)
    return stems + leaves + "".join(use(raceme, x, y, s) for x, y, s in ((16, 14, 1.2), (40, 12, 1.3), (28, 10, .9), (54, 8, 1), (6, 10, .8)))


def _iris(defs: Defs) -> str:
    flower = defs.group(
        f'<path d="M0 0C-6-2-7 4-4 6C-2 4-1 2 0 0ZM0 0C6-2 7 4 4 6C2 4 1 2 0 0ZM0 0C-2-4-1-8 0-9C1-8 2-4 0 0Z" fill="{PURPLE}"{_line(INK, .5)}/>'
        + f'<path d="M-1.4 2L0 0L1.4 2" fill="none" stroke="{GOLD}" stroke-width=".8"/>'
    )
    leaves = filled(
        "M8 104C8 80 10 60 14 40C13 62 14 84 16 104ZM20 104C20 86 26 66 30 54C28 72 28 88 30 104ZM40 104C40 84 44 66 50 50C48 70 48 88 50 104ZM52 104C54 90 58 80 62 74C60 86 60 96 62 104Z",
        GREEN,
        stroke=INK,
        stroke_width=.5,
    )
    stalks = stroked("M18 104V50M44 104V40", INK, .9)
    return leaves + stalks + use(flower, 18, 48, 1.4) + use(flower, 44, 38, 1.5) + use(flower, 30, 62, 1.1)


def _peony(defs: Defs) -> str:
    # A full bloom: an outer ring of eight rounded petals, an inner ring of six, a golden heart.
    outer = "".join(f'<circle cx="{num(8 * math.cos(k * math.pi / 4))}" cy="{num(7 * math.sin(k * math.pi / 4))}" r="5.4"/>' for k in range(8))
    inner = "".join(f'<circle cx="{num(4 * math.cos(k * math.pi / 3 + .5))}" cy="{num(3.6 * math.sin(k * math.pi / 3 + .5))}" r="3.6"/>' for k in range(6))
    bloom = defs.group(
        f'<g fill="{RED}"{_line(INK, .5)}>{outer}</g><g fill="#e4544c"{_line(INK, .4)}>{inner}</g>'
        + f'<circle r="2.2" fill="{GOLD}"{_line(INK, .4)}/>'
    )
    leaves = filled(
        "M4 104C4 90 12 80 22 78C20 88 14 96 4 104ZM60 104C60 90 52 80 42 78C44 88 50 96 60 104ZM22 100C26 86 32 82 40 84C36 92 30 98 22 100Z",
        BLUE,
        stroke=INK,
        stroke_width=.6,
    )
    return leaves + stroked("M32 104V76", INK, 1.2) + use(bloom, 32, 72, 1.5)


def _bush_clover(defs: Defs) -> str:
    spray = defs.group(
        stroked("M0 0C8-20 24-30 40-32", INK, 1.2)
        + filled("".join(f"M{x} {y}C{x - 2} {y + 2} {x - 1} {y + 4} {x} {y + 4}C{x + 1} {y + 4} {x + 2} {y + 2} {x} {y}Z" for x, y in ((6, -12), (12, -20), (18, -24), (24, -28), (30, -30), (36, -31), (9, -16), (21, -26), (33, -31))), RED, stroke=INK, stroke_width=.35)
    )
    return use(spray, 4, 104, 1.5) + use(spray, 20, 100, 1.1) + use(spray, 6, 80, .9)


def _susuki(sky: str) -> str:
    """The susuki hill: a black hill under a sky of ``sky``, white grass blades on it."""
    blades = "".join(f"M{x} 104C{x} 86 {x + 4} 70 {x + 8} 60" for x in range(4, 60, 8))
    return (
        f'<rect width="64" height="104" fill="{sky}"/>'
        + filled("M-2 62C14 50 40 50 66 60V106H-2Z", INK)
        + stroked(blades + "M12 70C18 66 22 66 26 68M38 66C44 62 50 62 56 64", "#ffffff", .8)
    )


def _chrysanthemum(defs: Defs) -> str:
    # Many narrow petals: a dashed ring of gold over a red disc, radiating from a red heart.
    flower = defs.group(
        f'<circle r="8.4" fill="{RED}"{_line(INK, .5)}/>'
        + f'<circle r="5.6" fill="none" stroke="{GOLD}" stroke-width="5" stroke-dasharray="1.2 1"/>'
        + stroked("".join(f"M{num(3 * math.cos(k * math.pi / 8))} {num(3 * math.sin(k * math.pi / 8))}L{num(8 * math.cos(k * math.pi / 8))} {num(8 * math.sin(k * math.pi / 8))}" for k in range(16)), RED, .5)
        + f'<circle r="2.6" fill="{RED}"{_line(INK, .4)}/><circle r="1" fill="{GOLD}"/>'
    )
    stems = stroked("M14 104C16 88 20 76 22 62M40 104C40 90 38 80 44 66M22 80C28 76 30 72 32 68M22 62C24 52 30 46 36 40", INK, 1.2)
    leaves = filled("M18 90C10 86 8 80 10 76C16 78 18 84 18 90ZM42 88C50 84 54 80 54 74C46 76 42 82 42 88Z", GREEN, stroke=INK, stroke_width=.5)
    return stems + leaves + use(flower, 36, 38, 1.2) + use(flower, 22, 60, 1.3) + use(flower, 44, 64, 1.1) + use(flower, 32, 68, .9)


def _maple(defs: Defs) -> str:
    # A seven-lobed leaf drawn once, then scattered.
    lobes = "".join(f'<path d="M0 0L-1.6-4L0-9L1.6-4Z" transform="rotate({a})"/>' for a in (-90, -60, -30, 0, 30, 60, 90))
    leaf = defs.group(lobes, fill=RED, stroke=INK, stroke_width=.35)
    branches = stroked("M64 0C50 10 44 14 36 26S26 44 20 50M44 16C52 24 56 28 62 30M36 26C30 22 20 22 10 18", INK, 1.8)
    spots = ((20, 50, 1.1, 10), (30, 38, 1, -20), (46, 18, 1.1, 20), (58, 30, 1, 40), (12, 18, 1, -40), (24, 22, .9, 0), (54, 8, .9, -10), (38, 32, .8, 30))
    return branches + "".join(use(leaf, x, y, s, r) for x, y, s, r in spots)


def _willow(defs: Defs) -> str:
    strand = defs.group(
        stroked("M0 0C2 14 0 30 2 46", INK, .7)
        + filled("".join(f"M{num(x)} {y}C{num(x - 2)} {y + 2} {num(x - 1.6)} {y + 5} {num(x)} {y + 6}C{num(x + 1.6)} {y + 5} {num(x + 2)} {y + 2} {num(x)} {y}Z" for x, y in ((.6, 4), (1.2, 12), (.8, 20), (.4, 28), (1.1, 36))), "#5f9a3a", stroke=INK, stroke_width=.3)
    )
    return stroked("M-2 4C20 -2 44 -2 66 6", INK, 1.4) + "".join(use(strand, x, y, s) for x, y, s in ((8, 2, 1.1), (20, 0, 1.4), (34, 0, 1.2), (46, 1, 1.5), (58, 4, 1)))


def _paulownia(defs: Defs) -> str:
    stalk = defs.group(
        stroked("M0 0V-22", INK, .8)
        + "".join(f'<circle cx="{dx}" cy="{y}" r="1.7" fill="{PURPLE}"{_line(INK, .3)}/>' for y, dx in ((-22, 0), (-19, -2), (-19, 2), (-15, -2.4), (-15, 2.4), (-11, -2.6), (-11, 2.6), (-7, 0)))
    )
    leaves = filled(
        "M2 104C-2 88 8 74 22 76C24 88 16 100 2 104ZM62 104C66 88 56 74 42 76C40 88 48 100 62 104ZM18 100C20 84 28 78 32 78C36 78 44 84 46 100C38 104 26 104 18 100Z",
        GREEN,
        stroke=INK,
        stroke_width=.7,
    )
    veins = stroked("M6 100L20 80M58 100L44 80M32 80V102", INK, .5)
    return use(stalk, 22, 76) + use(stalk, 32, 72, 1.2) + use(stalk, 42, 76) + leaves + veins


# ---------------------------------------------------------------- the special cards


def _sun() -> str:
    """The red sun of January's bright, drawn behind the pine."""
    return f'<circle cx="36" cy="28" r="17" fill="{RED}"{_line()}/>'


def _crane() -> str:
    return (
        stroked("M34 74V96M38 73L41 96", INK, .9)
        + stroked("M28 64C22 56 20 48 22 40", INK, 2.6)
        + f'<path d="M26 60C30 54 42 54 48 60C52 64 50 72 42 74C34 76 26 70 26 60Z" fill="#ffffff"{_line()}/>'
        + filled("M44 62C50 62 56 68 58 76C52 74 48 70 44 68Z", INK)
        + f'<path d="M19 40C19 36 24 36 25 40C24 43 20 43 19 40Z" fill="#ffffff"{_line(INK, .5)}/>'
        + f'<circle cx="22" cy="37.6" r="1.4" fill="{RED}"/>'
        + filled("M19 40L11 42L19 41.4Z", GOLD, stroke=INK, stroke_width=.3)
        + stroked("M32 60C36 58 40 58 44 60", INK, .5)
    )


def _warbler() -> str:
    return (
        f'<path d="M22 40C24 34 32 32 36 36C40 38 42 42 40 46C36 50 26 50 22 46Z" fill="{OLIVE}"{_line()}/>'
        + f'<path d="M24 38C22 34 18 34 16 37C17 40 21 41 24 40Z" fill="{OLIVE}"{_line()}/>'
        + filled("M16 37L12 38L16 38.6Z", INK)
        + f'<circle cx="18.8" cy="37" r=".8" fill="{INK}"/>'
        + filled("M40 44L50 48L48 50L38 47Z", OLIVE, stroke=INK, stroke_width=.6)
        + stroked("M28 44C31 42 34 42 37 44M28 50L27 54M32 50L32 54", INK, .6)
    )


def _curtain() -> str:
    stripes = "".join(f'<rect x="{x}" y="56" width="6" height="40" fill="{RED}"/>' for x in range(6, 60, 12))
    swags = "M2 56Q12 64 22 56Q32 64 42 56Q52 64 62 56"
    return (
        f'<rect x="2" y="56" width="60" height="40" fill="#ffffff"/>{stripes}'
        + f'<path d="{swags}V52H2Z" fill="{RED}"{_line()}/>'
        + f'<rect x="2" y="56" width="60" height="40" fill="none"{_line()}/>'
        + f'<circle cx="32" cy="76" r="8" fill="#ffffff"{_line(INK, .8)}/>'
        # A cherry-blossom crest (桜紋) in the middle of the curtain.
        + "".join(f'<path d="M32 76C29.6 74 30 70.4 32 70.4C34 70.4 34.4 74 32 76Z" fill="{RED}" transform="rotate({a} 32 76)"/>' for a in range(0, 360, 72))
        + stroked("M2 52Q32 46 62 52", INK, 1) + f'<path d="M6 52V62M58 52V62" fill="none" stroke="{GOLD}" stroke-width="1.6"/>'
    )


def _cuckoo() -> str:
    moon = f'<path d="M40 62A13 13 0 1 1 40 86A10 10 0 1 0 40 62Z" fill="{GOLD}"{_line()}/>'
    bird = (
        f'<path d="M14 54C20 50 28 50 32 54C28 58 20 58 14 54Z" fill="{INK}"/>'
        + filled("M20 54C26 44 34 40 44 40C38 46 32 52 26 54ZM20 55C28 60 34 66 38 70C30 68 24 62 20 55Z", INK)
        + filled("M14 54L9 53L14 52.6Z", GOLD)
        + f'<circle cx="16" cy="53.4" r=".7" fill="{RED}"/>'
        + filled("M32 54L44 56L43 58L31 55.6Z", INK)
    )
    return moon + bird


def _bridge() -> str:
    """The eight-plank bridge (八橋) of the Tales of Ise: broad planks zigzagging over the iris marsh."""
    planks = "M-2 70L28 78L28 85L-2 77ZM26 78L50 68L50 75L26 85ZM48 68L66 74V81L48 75Z"
    return (
        stroked("M4 78V96M24 84V98M30 84V98M46 75V94M52 75V94", INK, 1.4)
        + filled(planks, "#c48a3a", stroke=INK, stroke_width=.8)
        + stroked("M2 74L24 80M30 80L46 73M52 73L62 76", "#8a5a20", .6)
        + stroked("M0 96C10 92 20 100 32 96S54 92 64 96", BLUE, 1.2)
    )


def _butterflies(defs: Defs) -> str:
    wing = defs.group(
        f'<path d="M0 0C-4-8-12-8-10-2C-12 2-6 6 0 0ZM0 0C4-8 12-8 10-2C12 2 6 6 0 0Z" fill="{BLUE}"{_line(INK, .5)}/>'
        + f'<circle cx="-6" cy="-3" r="1.4" fill="{GOLD}"/><circle cx="6" cy="-3" r="1.4" fill="{GOLD}"/>'
        + stroked("M0-2V3M0-2L-2-6M0-2L2-6", INK, .7)
    )
    return use(wing, 18, 30, 1.1, -15) + use(wing, 44, 22, 1, 20)


def _boar() -> str:
    """The wild boar charging to the left through the bush clover."""
    return (
        stroked("M18 78L14 90M26 80L26 92M44 80L42 92M50 76L56 88", INK, 2.4)
        + f'<path d="M14 70C14 60 24 54 36 54C48 54 56 60 56 68C56 76 48 80 38 80H22C17 80 14 76 14 70Z" fill="{BROWN}"{_line()}/>'
        # Head and snout, lowered for the charge.
        + f'<path d="M18 62C12 62 6 66 3 72L4 76C8 76 14 76 20 74Z" fill="{BROWN}"{_line()}/>'
        + f'<path d="M3 72C1 73 1 76 4 76Z" fill="{INK}"/>'
        + stroked("M8 74C7 71 8 69 10 68", "#ffffff", 1.1)  # the tusk
        + filled("M16 62L18 56L21 61Z", INK)  # the ear
        # The bristling black mane along the back, and the tail.
        + filled("M18 60C24 52 36 50 50 56L46 58L44 54L40 57L37 52L34 56L30 52L27 57L23 54Z", INK)
        + stroked("M56 66C60 64 61 60 60 58", INK, 1)
        + f'<circle cx="11" cy="67" r="1" fill="{PAPER}"/>'
    )


def _full_moon() -> str:
    return f'<circle cx="32" cy="34" r="20" fill="#fff6dc"{_line()}/>'


def _geese(defs: Defs) -> str:
    goose = defs.group(filled("M0 0C-4-1-8-6-12-10C-6-8-2-4 0-2C2-6 6-10 12-12C8-6 4-2 2 0C0 2-2 2-4 3L-6 2Z", INK))
    return use(goose, 18, 22) + use(goose, 36, 16, .9) + use(goose, 50, 30, .8)


def _sake_cup(defs: Defs) -> str:
    """The red lacquered sake cup with 寿 (long life) in gold, set low so the flowers show above it."""
    return f'<g transform="translate(0 10)">' + (
        f'<path d="M26 80H38L40 88H24Z" fill="{RED}"{_line()}/>'
        + f'<path d="M8 60C10 74 22 80 32 80C42 80 54 74 56 60Z" fill="{RED}"{_line()}/>'
        + f'<ellipse cx="32" cy="60" rx="24" ry="4" fill="{GOLD}"{_line()}/>'
        + _glyph(defs, SAKE_CHARACTER, 24, 63.6, 16, GOLD)
    ) + "</g>"


def _deer() -> str:
    return (
        f'<path d="M14 66C14 58 22 56 34 58C44 60 48 64 48 70C48 74 44 76 38 76H20C16 76 14 72 14 66Z" fill="#b56a2c"{_line()}/>'
        + stroked("M18 76L16 96M24 76L26 96M40 76L38 96M46 74L48 94", INK, 1.6)
        + f'<path d="M46 64C50 56 52 50 52 46L58 48C58 54 54 60 48 68Z" fill="#b56a2c"{_line()}/>'
        + f'<path d="M52 46C52 42 56 40 60 42L62 46L58 48Z" fill="#b56a2c"{_line()}/>'
        + stroked("M55 42C54 36 52 32 48 30M53 37L49 36M57 42C58 36 60 32 62 30M59 36L62 35", INK, .9)
        + "".join(f'<circle cx="{x}" cy="{y}" r="1.1" fill="{PAPER}"/>' for x, y in ((22, 62), (28, 66), (34, 62), (40, 66), (30, 71)))
        + f'<circle cx="58" cy="44" r=".7" fill="{INK}"/>'
    )


def _rain_man() -> str:
    rain = "".join(f"M{x} {y}L{x - 3} {y + 10}" for x, y in ((8, 56), (14, 70), (6, 80), (50, 40), (58, 52), (46, 60), (60, 30)))
    return (
        stroked(rain, BLUE, .5, opacity=".6")
        # The umbrella, tilted into the rain.
        + f'<path d="M12 46C14 34 28 28 40 32L26 50Z" fill="{RED}"{_line()}/>' + stroked("M26 50L40 32M26 50L18 38M26 50L30 30", INK, .5) + stroked("M26 50L30 58", INK, 1)
        # Ono no Michikaze in court robes and cap.
        + f'<path d="M22 100L26 62C28 56 38 56 40 62L46 100Z" fill="{GOLD}"{_line()}/>'
        + stroked("M30 62L28 100M38 64L40 100", RED, 1.4)
        + f'<circle cx="33" cy="55" r="4.4" fill="#f1d3b0"{_line(INK, .5)}/>'
        + filled("M29 52C29 47 37 47 37 52ZM32 48L31 44L34 45Z", INK)
        # The frog leaping at the willow, and the stream.
        + stroked("M46 92L50 84L47 80M56 92L55 84L60 82M55 74L58 68M59 77L63 72", GREEN, 1.4)
        + f'<path d="M49 82C48 76 52 72 56 72C60 74 60 80 56 84C53 86 50 85 49 82Z" fill="{GREEN}"{_line(INK, .5)}/>'
        + f'<circle cx="55" cy="73.4" r="1.4" fill="{GOLD}"{_line(INK, .3)}/><circle cx="55" cy="73.4" r=".5" fill="{INK}"/>'
        + stroked("M0 98C12 94 20 102 32 98S54 94 64 98", BLUE, 1.4)
    )


def _swallow() -> str:
    return (
        filled("M20 64C26 58 34 56 40 58C34 62 28 64 20 64Z", INK)
        + filled("M28 60C30 50 38 44 48 42C42 50 36 56 30 60ZM28 62C32 70 40 74 50 74C44 68 36 64 30 62Z", INK)
        + filled("M40 58L56 52L48 58L58 60L40 60Z", INK)
        + f'<path d="M20 64C24 62 26 62 28 63L22 66Z" fill="{RED}"/>'
        + f'<circle cx="23" cy="61.6" r=".7" fill="{PAPER}"/>'
    )


def _lightning() -> str:
    """The willow's chaff: a red card, the black storm cloud above and below, lightning between."""
    return (
        f'<rect width="64" height="104" fill="{RED}"/>'
        + filled("M-2 44C6 36 14 40 20 34C28 28 38 36 46 30C54 26 60 34 66 32V-2H-2Z", INK)
        + _thunder()
        + filled("M22 44L34 40L28 56L40 52L24 80L30 60L18 64Z", GOLD, stroke=INK, stroke_width=.8)
        + filled("M44 50L52 48L48 60L56 58L44 76L47 63L40 64Z", GOLD, stroke=INK, stroke_width=.6)
        + filled("M-2 88C12 82 22 90 34 84S56 82 66 86V106H-2Z", INK)
    )


def _phoenix() -> str:
    """The phoenix (鳳凰) descending on the paulownia, wings spread, its long tail streaming behind."""
    feathers = "".join(
        f'<path d="M30 44C{x1} {y1} {x2} {y2} {x3} {y3}C{x2 - 4} {y2 + 6} {x1 - 4} {y1 + 6} 30 48Z" fill="{colour}"{_line(INK, .5)}/>'
        for (x1, y1, x2, y2, x3, y3), colour in (
            ((40, 40, 52, 40, 62, 52), BLUE),
            ((40, 46, 50, 54, 58, 68), GREEN),
            ((38, 50, 44, 60, 46, 74), RED),
        )
    )
    wings = (
        f'<path d="M22 40C18 28 22 16 30 8C30 18 32 28 30 40Z" fill="{GOLD}"{_line()}/>'
        + f'<path d="M26 40C28 28 36 18 46 14C42 24 38 34 32 42Z" fill="{GREEN}"{_line()}/>'
        + f'<path d="M20 40C14 32 8 28 2 28C6 34 10 40 18 44Z" fill="{GREEN}"{_line()}/>'
    )
    body = (
        f'<path d="M14 46C16 40 26 38 32 42C36 46 32 52 24 52C18 52 14 50 14 46Z" fill="{RED}"{_line()}/>'
        + f'<path d="M16 46C12 44 10 40 10 36C8 34 6 34 4 36C6 38 6 42 10 46Z" fill="{RED}"{_line()}/>'
        + filled("M4 36L1 38L4.6 37.4Z", GOLD, stroke=INK, stroke_width=.3)
        + f'<path d="M7 34C6 31 8 29 10 30C9 32 9 33 8 34Z" fill="{GOLD}"/>'
        + f'<circle cx="6.6" cy="35.6" r=".7" fill="{INK}"/>'
        + stroked("M18 47C22 45 26 45 30 47", GOLD, .8)
    )
    eyes = "".join(f'<circle cx="{x}" cy="{y}" r="1.6" fill="{GOLD}"{_line(INK, .4)}/>' for x, y in ((60, 52), (57, 67), (46, 73)))
    return feathers + eyes + wings + body


def _thunder() -> str:
    """The drums of the thunder god (雷神), a ring of them on the black storm cloud."""
    drums = "".join(
        f'<circle cx="{x}" cy="{y}" r="4" fill="{GOLD}"{_line()}/><circle cx="{x}" cy="{y}" r="2" fill="{RED}"/>'
        for x, y in ((12, 24), (20, 13), (32, 9), (44, 13), (52, 24))
    )
    return stroked("M12 24C14 4 50 4 52 24", GOLD, 1.6) + drums


_PLANTS = (None, _pine, _plum, _cherry, _wisteria, _iris, _peony, _bush_clover, None, _chrysanthemum, _maple, _willow, _paulownia)
#: Chaff with the red mist bands printed across them, and at what height.
_MIST = {"1c": 6, "1d": 6, "2c": 70, "2d": 70, "3c": 76, "3d": 76, "4c": 82, "4d": 82, "7c": 10, "7d": 10, "10c": 82, "10d": 82}
#: The second of two like chaff is drawn as the mirror image of the first, as its plant is.
_MIRRORED = {"1d", "2d", "3d", "4d", "5d", "6d", "7d", "8d", "9d", "10d", "12c"}


def _picture(defs: Defs, code: str) -> str:
    month = cards.month_of(code)
    if code == "11d":
        return _lightning()
    if month == 8:
        # The moon and the geese fly in the red night sky; the chaff hill stands under a red dusk.
        sky = RED if code in ("8a", "8c", "8d") else "#f6e3c4"
        plant = _susuki(sky)
    else:
        plant = _PLANTS[month](defs)
    if code in _MIRRORED:
        plant = f'<g transform="matrix(-1 0 0 1 {WIDTH} 0)">{plant}</g>'
    extra = ""
    if code in _MIST:
        extra += _mist(_MIST[code])
    if code == "12d":
        extra += filled("M-2 94H66V106H-2Z", GOLD, stroke=INK, stroke_width=.6)  # the yellow-ground chaff
    if cards.KIND[code] == "ribbon":
        extra += _ribbon(defs, code)
    special = {
        "1a": _crane, "2a": _warbler, "3a": _curtain, "4a": _cuckoo, "5a": _bridge,
        "7a": _boar, "8a": _full_moon, "10a": _deer, "11a": _rain_man, "11b": _swallow,
        "12a": _phoenix,
    }.get(code)
    if special is not None:
        extra += special()
    elif code == "6a":
        extra += _butterflies(defs)
    elif code == "8b":
        extra += _geese(defs)
    elif code == "9a":
        extra += _sake_cup(defs)
    if code == "1a":
        plant = _sun() + plant
    return plant + extra


def _card(defs: Defs, inner: str) -> str:
    """White card, picture clipped to the face, framed by the black backing paper folded over the edge."""
    clip = defs.add('<clipPath id="{id}"><rect x="1.5" y="1.5" width="61" height="101" rx="2"/></clipPath>')
    return (
        f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="3"{attrs(fill=PAPER)}/>'
        f'<g clip-path="url(#{clip})" stroke-linecap="round">{inner}</g>'
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="2.6"{attrs(fill="none", stroke=INK, stroke_width=1.6)}/>'
    )


def face(code: str) -> str:
    """The SVG face of one card, e.g. ``face("1a")`` (the crane) or ``face("11d")`` (the lightning)."""
    if code not in cards.KIND:
        raise ValueError(f"unknown hanafuda card {code!r}")
    defs = Defs("h")
    return document(WIDTH, HEIGHT, defs, _card(defs, _picture(defs, code)))


def back() -> str:
    """The back shared by every card: plain black, the colour of a Nintendo pack, inside a red rim."""
    body = (
        f'<rect x=".5" y=".5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="3"{attrs(fill=INK, stroke=RED, stroke_width=1)}/>'
        f'<rect x="4" y="4" width="{WIDTH - 8}" height="{HEIGHT - 8}" rx="1.6"{attrs(fill="#2a2624")}/>'
    )
    return document(WIDTH, HEIGHT, None, body)
