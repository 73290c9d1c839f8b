#!/usr/bin/env python3
"""Screenshot the site's pages at desktop and phone size in Debian's chromium.

    .venv/bin/python scripts/screenshots.py http://127.0.0.1:8000 OUT_DIR [path ...]

Default paths: every page of the atlas and the game pages, in English. Uses
/usr/bin/chromium through Playwright (never `playwright install`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
SIZES = {"desktop": (1280, 800), "phone": (360, 740)}
PATHS = [
    "/en/",
    "/en/traditions/south-american-catalan/",
    "/en/traditions/chinese-money-cards/",
    "/en/traditions/tarocco-piemontese/",
    "/en/games/truco/",
    "/en/games/truco/rules/",
    "/en/games/kowa/rules/",
    "/en/games/tarocchi/rules/",
    "/en/no-such-page/",
]


def main(base: str, out: str, paths: list[str]) -> None:
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=ARGS)
        for size, (width, height) in SIZES.items():
            page = browser.new_page(viewport={"width": width, "height": height})
            for path in paths:
                page.goto(base + path)
                # Bring lazily loaded card images in before the full-page shot.
                page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
                page.wait_for_load_state("networkidle")
                page.evaluate("window.scrollTo(0, 0)")
                name = path.strip("/").replace("/", "_") or "root"
                page.screenshot(path=str(folder / f"{name}-{size}.png"), full_page=True)
            page.close()
        browser.close()
    print(f"{len(paths) * len(SIZES)} screenshots in {folder}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3:] or PATHS)
