#!/usr/bin/env python3
"""Render every deck to PNG contact sheets with headless Chromium, to check the art by eye.

    .venv/bin/python scripts/contact_sheets.py [DECK ...]

Writes the SVGs to ``build/art/`` and, per deck, ``build/contact/<deck>.png``
(every card at table size plus the back) and ``build/contact/<deck>-phone.png``
(a 360 px wide phone viewport, cards at the smaller size a phone table
gives them). Needs Debian's ``chromium``.
"""

from __future__ import annotations

import math
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from cardavia import art  # noqa: E402

OUT = ROOT / "build"
#: Card height in CSS pixels at table size, cards per row, and card width on a phone (an
#: 8-card row of a hand); each deck's own shape (its back's viewBox) gives the widths.
TABLE_HEIGHT = 140
PER_ROW = 13
PHONE_CARD_WIDTH = 40
PHONE_WIDTH = 360


def ratio(deck: str) -> float:
    """A card's height / width, from the back's viewBox."""
    width, height = (float(n) for n in ET.fromstring(art.back_svg(deck)).attrib["viewBox"].split()[2:])
    return height / width


def page(deck: str, card_width: int) -> str:
    cards = [f'<img src="../art/{deck}/{code}.svg" alt="{code}">' for code in art.codes(deck)]
    cards.append(f'<img src="../art/{deck}/back.svg" alt="back">')
    return (
        "<!doctype html><meta charset=utf-8><style>"
        "body{margin:0;padding:8px;background:#2f5d43;display:flex;flex-wrap:wrap;gap:6px;align-content:flex-start}"
        f"img{{width:{card_width}px;display:block;border-radius:4px;box-shadow:0 1px 3px #0007}}"
        "</style>" + "".join(cards)
    )


def screenshot(html: Path, png: Path, width: int, height: int) -> None:
    subprocess.run(
        [
            "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
            f"--window-size={width},{height}", f"--screenshot={png}", html.as_uri(),
        ],
        check=True,
        capture_output=True,
    )


def main(decks: list[str]) -> None:
    (OUT / "contact").mkdir(parents=True, exist_ok=True)
    for deck in decks or art.decks():
        folder = OUT / "art" / deck
        folder.mkdir(parents=True, exist_ok=True)
        for code in art.codes(deck):
            (folder / f"{code}.svg").write_text(art.card_svg(deck, code), encoding="utf-8")
        (folder / "back.svg").write_text(art.back_svg(deck), encoding="utf-8")
        count = len(art.codes(deck)) + 1
        height = TABLE_HEIGHT
        width = round(height / ratio(deck))
        html = OUT / "contact" / f"{deck}.html"
        html.write_text(page(deck, width), encoding="utf-8")
        per_row = PER_ROW if ratio(deck) < 2.5 else 2 * PER_ROW
        rows = math.ceil(count / per_row)
        screenshot(html, OUT / "contact" / f"{deck}.png", per_row * (width + 6) + 16, rows * (height + 6) + 16)
        phone_width = PHONE_CARD_WIDTH if ratio(deck) < 2.5 else PHONE_CARD_WIDTH * 3 // 4
        phone_html = OUT / "contact" / f"{deck}-phone.html"
        phone_html.write_text(page(deck, phone_width), encoding="utf-8")
        per_row = (PHONE_WIDTH - 16 + 6) // (phone_width + 6)
        phone_rows = math.ceil(count / per_row)
        phone_height = phone_rows * (round(phone_width * ratio(deck)) + 6) + 16
        screenshot(phone_html, OUT / "contact" / f"{deck}-phone.png", PHONE_WIDTH, phone_height)
        print(f"{deck}: {OUT / 'contact' / f'{deck}.png'} and {deck}-phone.png")


if __name__ == "__main__":
    main(sys.argv[1:])
