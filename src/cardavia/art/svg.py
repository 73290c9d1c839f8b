"""Small SVG toolkit shared by the deck modules: numbers, paths, a stroke font.

Every card is a standalone SVG document with a ``viewBox`` and no pixel size.
Reused drawings go into ``<defs>`` under ids derived from their content, so
that two cards inlined in one HTML page can never point at each other's
drawings by mistake: an id always means the same drawing.

Numbers and numerals are drawn as stroked paths from a tiny stroke font
(digits 0-9 and the Roman I, V, X), never as ``<text>``, so a card looks the
same in every browser whether or not any font is installed.

>>> num(2.0), num(-0.25), num(3.14159)
('2', '-.2', '3.1')
>>> shift_path("M0 0L6 10", 10, 5, 0.5)
'M10 5L13 10'
"""

from __future__ import annotations

import hashlib
import math
import re

SVG_NS = "http://www.w3.org/2000/svg"


def num(value: float) -> str:
    """A coordinate rounded to one decimal, as short as SVG allows."""
    text = f"{round(value, 1):.1f}".removesuffix(".0")
    if text == "-0":
        return "0"
    return text.replace("0.", ".", 1) if text.startswith(("0.", "-0.")) else text


_TOKEN = re.compile(r"[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)")
# How many numbers each absolute command takes, and which of them are x (1) or y (2).
_AXES = {"M": (1, 2), "L": (1, 2), "T": (1, 2), "H": (1,), "V": (2,), "C": (1, 2) * 3, "S": (1, 2) * 2, "Q": (1, 2) * 2}


def shift_path(d: str, dx: float, dy: float, scale: float = 1.0) -> str:
    """Absolute path data ``d`` scaled by ``scale`` then moved by (dx, dy).

    Only absolute commands M L H V C S Q T Z are allowed, which is all the
    hand-drawn shapes here use.
    """
    out: list[str] = []
    letter = ""
    index = 0
    for token in _TOKEN.findall(d):
        if token.isalpha():
            if token not in _AXES and token != "Z":
                raise ValueError(f"shift_path handles absolute M L H V C S Q T Z only, not {token!r}")
            letter = token
            index = 0
            out.append(token)
            continue
        axis = _AXES[letter][index % len(_AXES[letter])]
        value = float(token) * scale + (dx if axis == 1 else dy)
        index += 1
        text = num(value)
        if out and not out[-1].isalpha() and not text.startswith("-"):
            out.append(" ")
        out.append(text)
    return "".join(out)


def attrs(**attributes: str | float | None) -> str:
    """`` name="value"`` pairs; underscores become dashes, ``None`` is left out."""
    parts = []
    for name, value in attributes.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, (int, float)) else value
        parts.append(f' {name.rstrip("_").replace("_", "-")}="{text}"')
    return "".join(parts)


class Defs:
    """Reusable drawings of one card, each stored once under a content-derived id."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix
        self._items: dict[str, str] = {}

    def add(self, element: str) -> str:
        """Store ``element`` (markup with ``{id}`` where its id goes) and return the id."""
        digest = hashlib.sha256(element.encode()).hexdigest()[:5]
        ident = f"{self.prefix}{digest}"
        self._items.setdefault(ident, element.replace("{id}", ident))
        return ident

    def group(self, body: str, **attributes: str | float | None) -> str:
        """Store ``<g>`` with ``body`` and return its id."""
        return self.add(f'<g id="{{id}}"{attrs(**attributes)}>{body}</g>')

    def markup(self) -> str:
        return f"<defs>{''.join(self._items.values())}</defs>" if self._items else ""


def use(ident: str, x: float = 0, y: float = 0, scale: float = 1, rotate: float = 0, **attributes: str | float | None) -> str:
    """``<use>`` of a stored drawing, moved to (x, y), then rotated and scaled about it."""
    steps = []
    if x or y:
        steps.append(f"translate({num(x)} {num(y)})")
    if rotate:
        steps.append(f"rotate({num(rotate)})")
    if scale != 1:
        steps.append(f"scale({round(scale, 3):g})")
    transform = " ".join(steps) or None
    return f'<use href="#{ident}"{attrs(transform=transform, **attributes)}/>'


def document(width: int, height: int, defs: Defs | None, body: str) -> str:
    """A complete SVG document of ``width`` x ``height`` user units."""
    head = f'<svg xmlns="{SVG_NS}" viewBox="0 0 {width} {height}">'
    return head + (defs.markup() if defs else "") + body + "</svg>\n"


# The stroke font: each glyph drawn in a box 10 units high, with its advance width.
STROKE_GLYPHS: dict[str, tuple[float, str]] = {
    "0": (6, "M3 0C.8 0 0 2.4 0 5S.8 10 3 10S6 7.6 6 5S5.2 0 3 0Z"),
    "1": (5, "M.8 2.2L3.2 0V10M.6 10H5.6"),
    "2": (6, "M.4 2.4C.8 .7 1.9 0 3.1 0C4.8 0 5.8 1.1 5.8 2.6C5.8 5.4 .4 7.2 .2 10H6"),
    "3": (6, "M.6 .6H5.6L2.6 4.2C4.8 4.1 6 5.4 6 7C6 8.9 4.6 10 2.9 10C1.8 10 .8 9.6 .1 8.8"),
    "4": (6, "M4.4 10V0L0 7.2H6"),
    "5": (6, "M5.6 0H1.2L.7 4.5C1.4 4 2.2 3.8 3 3.8C4.8 3.8 6 5 6 6.8C6 8.7 4.6 10 2.9 10C1.7 10 .8 9.5 .1 8.8"),
    "6": (6, "M5 .4C4.5 .1 3.9 0 3.3 0C1.2 0 0 2.4 0 5.8C0 8.5 1.2 10 3 10C4.8 10 6 8.7 6 6.9C6 5 4.8 3.9 3.2 3.9C1.8 3.9 .6 4.7 .1 5.9"),
    "7": (6, "M0 .4H6C3.8 3 2.4 6.2 2.1 10"),
    "8": (6, "M3 4.6C1.4 4.6 .4 3.6 .4 2.3S1.4 0 3 0S5.6 1 5.6 2.3S4.6 4.6 3 4.6C1.2 4.6 0 5.7 0 7.3S1.2 10 3 10S6 8.9 6 7.3S4.8 4.6 3 4.6Z"),
    "9": (6, "M1 9.6C1.5 9.9 2.1 10 2.7 10C4.8 10 6 7.6 6 4.2C6 1.5 4.8 0 3 0C1.2 0 0 1.3 0 3.1C0 5 1.2 6.1 2.8 6.1C4.2 6.1 5.4 5.3 5.9 4.1"),
    "I": (3.2, "M0 0H3.2M1.6 0V10M0 10H3.2"),
    "V": (6.4, "M0 0H2.2M4.2 0H6.4M1.1 0L3.2 10L5.3 0"),
    "X": (6.4, "M0 0H2.4M4 0H6.4M0 10H2.4M4 10H6.4M1.1 0L5.3 10M5.3 0L1.1 10"),
}
_GAP = 1.4


def roman(number: int) -> str:
    """Roman numeral, as on Italian-suited pip cards: ``roman(9) == 'IX'``."""
    out = ""
    for value, letters in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while number >= value:
            out += letters
            number -= value
    return out


def numeral_width(text: str, height: float) -> float:
    """Width of ``text`` in the stroke font at ``height``."""
    return (sum(STROKE_GLYPHS[c][0] for c in text) + _GAP * (len(text) - 1)) * height / 10


def numeral(text: str, x: float, y: float, height: float, anchor: str = "middle") -> str:
    """Path data for ``text`` with its top at ``y``; ``anchor`` says where ``x`` is.

    >>> numeral("1", 0, 0, 10, "start")
    'M.8 2.2L3.2 0V10M.6 10H5.6'
    """
    width = numeral_width(text, height)
    left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    scale = height / 10
    pieces = []
    for character in text:
        advance, d = STROKE_GLYPHS[character]
        pieces.append(shift_path(d, left, y, scale))
        left += (advance + _GAP) * scale
    return "".join(pieces)


def stroked(d: str, colour: str, width: float, **attributes: str | float | None) -> str:
    """A ``<path>`` drawn as a line with round ends and joins."""
    return f'<path d="{d}"{attrs(fill="none", stroke=colour, stroke_width=width, stroke_linecap="round", stroke_linejoin="round", **attributes)}/>'


def filled(d: str, fill: str, **attributes: str | float | None) -> str:
    """A filled ``<path>``."""
    return f'<path d="{d}"{attrs(fill=fill, **attributes)}/>'


def sprig(
    start: tuple[float, float], control: tuple[float, float], end: tuple[float, float], leaves: int, size: float, colour: str, line: str
) -> str:
    """A laurel sprig: a stem along a quadratic curve with leaves, alternating sides, towards ``end``."""
    def at(t: float) -> tuple[float, float, float]:
        x = (1 - t) ** 2 * start[0] + 2 * (1 - t) * t * control[0] + t * t * end[0]
        y = (1 - t) ** 2 * start[1] + 2 * (1 - t) * t * control[1] + t * t * end[1]
        dx = 2 * (1 - t) * (control[0] - start[0]) + 2 * t * (end[0] - control[0])
        dy = 2 * (1 - t) * (control[1] - start[1]) + 2 * t * (end[1] - control[1])
        return x, y, math.atan2(dy, dx)

    def point(x: float, y: float) -> str:
        return f"{num(x)} {num(y)}"

    stem = f"M{point(*start)}Q{point(*control)} {point(*end)}"
    d = ""
    for index in range(leaves):
        t = (index + 1) / leaves
        x, y, heading = at(t)
        side = 0 if index == leaves - 1 else (1 if index % 2 else -1)
        angle = heading + side * .7
        tip = (x + size * math.cos(angle), y + size * math.sin(angle))
        bend = size * .35
        normal = angle + math.pi / 2
        mid = ((x + tip[0]) / 2, (y + tip[1]) / 2)
        one = (mid[0] + bend * math.cos(normal), mid[1] + bend * math.sin(normal))
        two = (mid[0] - bend * math.cos(normal), mid[1] - bend * math.sin(normal))
        d += f"M{point(x, y)}Q{point(*one)} {point(*tip)}Q{point(*two)} {point(x, y)}Z"
    return stroked(stem, line, 1.4) + filled(d, colour, stroke=line, stroke_width=.7)
