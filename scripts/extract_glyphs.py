#!/usr/bin/env python3
"""Extract the CJK characters drawn on cards: ``money_glyphs.json`` and ``hanafuda_glyphs.json``.

A maintainer tool, run only when the set of characters changes. It reads
Debian's ``fonts-noto-cjk`` (SIL Open Font License 1.1) with fontTools and
writes each glyph outline as compact SVG path data, so that the card
generator, the site and the tests need neither the font nor fontTools::

    apt-get update && apt-get install -y fonts-noto-cjk
    python3 -m venv /tmp/fonttools && /tmp/fonttools/bin/pip install fonttools
    /tmp/fonttools/bin/python scripts/extract_glyphs.py

The outlines are in an em square of ``EM`` units with y pointing down and the
top of the ideographic em box at y = 0; coordinates are rounded to whole units.
"""

from __future__ import annotations

import json
from pathlib import Path

from fontTools.pens.recordingPen import RecordingPen
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
FONT_FILE = Path("/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc")
DEBIAN_PACKAGE = "fonts-noto-cjk 1:20220127+repack1-1"
EM = 200

#: Every character drawn on a money card, with what it says there.
CHARACTERS = {
    "一": "1", "二": "2", "三": "3", "四": "4", "五": "5",
    "六": "6", "七": "7", "八": "8", "九": "9",
    "餅": "coins (cakes)", "索": "strings", "萬": "myriads",
    "老": "old", "千": "thousand", "紅": "red", "白": "white", "花": "flower",
    "青": "green", "蛇": "snake", "和": "monk (1st)", "尚": "monk (2nd)",
}


def compact_path(recording: RecordingPen, scale: float, top: float) -> str:
    """Relative SVG path data with whole-unit coordinates and no redundant letters."""
    parts: list[str] = []
    current = (0, 0)
    start = (0, 0)
    last_letter = ""

    def point(p: tuple[float, float]) -> tuple[int, int]:
        return round(p[0] * scale), round((top - p[1]) * scale)

    def emit(letter: str, numbers: list[int]) -> None:
        nonlocal last_letter
        text = ""
        for number in numbers:
            piece = str(number)
            text += piece if (not text or piece.startswith("-")) else " " + piece
        if letter != last_letter or letter == "m":
            parts.append(letter + text)
        else:
            parts.append(text if text.startswith("-") else " " + text)
        last_letter = letter

    for operator, operands in recording.value:
        if operator == "moveTo":
            x, y = point(operands[0])
            emit("m", [x - current[0], y - current[1]])
            current = start = (x, y)
        elif operator == "lineTo":
            x, y = point(operands[0])
            dx, dy = x - current[0], y - current[1]
            if dx == 0 and dy == 0:
                continue
            if dy == 0:
                emit("h", [dx])
            elif dx == 0:
                emit("v", [dy])
            else:
                emit("l", [dx, dy])
            current = (x, y)
        elif operator == "curveTo":
            points = [point(p) for p in operands]
            numbers: list[int] = []
            for x, y in points:
                numbers += [x - current[0], y - current[1]]
            emit("c", numbers)
            current = points[-1]
        elif operator == "qCurveTo":
            raise ValueError("quadratic outlines are not expected in a CFF font")
        elif operator in ("closePath", "endPath"):
            parts.append("z")
            last_letter = "z"
            current = start
    return "".join(parts)


#: The hanafuda's writing: the poetry ribbons' kana and the sake cup's 寿.
HANAFUDA_CHARACTERS = {
    "あ": "a (あかよろし, 'truly splendid', on the pine and plum ribbons)",
    "か": "ka", "よ": "yo", "ろ": "ro", "し": "shi",
    "み": "mi (みよしの, Yoshino, on the cherry ribbon)", "の": "no",
    "寿": "kotobuki, long life (on the sake cup)",
}

#: Each glyph file: the font family (its regional forms), the characters, where it is written.
TARGETS = (
    ("Noto Serif CJK TC", CHARACTERS, ROOT / "src" / "cardavia" / "art" / "money_glyphs.json"),  # traditional Chinese forms
    ("Noto Serif CJK JP", HANAFUDA_CHARACTERS, ROOT / "src" / "cardavia" / "art" / "hanafuda_glyphs.json"),  # Japanese forms
)


def extract(collection: TTCollection, family: str, characters: dict[str, str], output: Path) -> None:
    font = next(f for f in collection.fonts if f["name"].getDebugName(1) == family)
    names = font["name"]
    units = font["head"].unitsPerEm
    scale = EM / units
    # The ideographic em box of Noto CJK runs from the descender (-120) to 880.
    top = units + font["hhea"].descent
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for character in characters:
        recording = RecordingPen()
        glyph_set[cmap[ord(character)]].draw(recording)
        glyphs[character] = compact_path(recording, scale, top)
    data = {
        "font": names.getDebugName(4),
        "version": names.getDebugName(5),
        "source": f"Debian package {DEBIAN_PACKAGE}, {FONT_FILE.name}",
        "copyright": names.getDebugName(0),
        "licence": "SIL Open Font License, Version 1.1 (https://openfontlicense.org)",
        "em": EM,
        "meaning": characters,
        "glyphs": glyphs,
    }
    output.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=False) + "\n", encoding="utf-8")
    sizes = ", ".join(f"{c} {len(d)}" for c, d in glyphs.items())
    print(f"wrote {output.relative_to(ROOT)}: {len(glyphs)} glyphs ({sizes} bytes of path data)")


def main() -> None:
    collection = TTCollection(str(FONT_FILE))
    for family, characters, output in TARGETS:
        extract(collection, family, characters, output)


if __name__ == "__main__":
    main()
