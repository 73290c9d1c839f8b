#!/usr/bin/env python3
"""Screenshot the site's pages, or every game's table at four moments, at desktop and phone size.

    .venv/bin/python scripts/screenshots.py http://127.0.0.1:8000 OUT_DIR [path ...]
    .venv/bin/python scripts/screenshots.py --tables [--seed N] http://127.0.0.1:8000 OUT_DIR [game ...]

Default paths: every page of the atlas and the game pages, in English, each
saved whole as ``<path>-<size>.png``. Uses /usr/bin/chromium through
Playwright (never `playwright install`).

``--tables``: for every game of ``games.names()`` (or the games named), a
game from a fixed seed against the low AI, saved as
``<game>-<moment>-<desktop|phone>.jpg`` at four moments:

* ``start``: the table as it opens;
* ``mid-trick``: the player to act with cards of the current trick or play
  on the table;
* ``trick-end``: just after the player's move with which a trick or round of
  play is complete (preferably one after which nobody has led yet), or the
  end of a turn in the games without tricks; see ``MOMENTS``;
* ``end``: the game over.

The player's moves are random legal ones (from the JSON API, with a
generator seeded by the game and the seed, so every run plays the same
game: the AI's choices are fixed by the seed too) made with the table's own
controls, as a person would, until the first three moments are shot; the
rest of the game is played through the JSON API, and the table page is then
loaded for the last shot. The animation speed is "none" (the
``cardavia_speed`` cookie), so every shot is an end state; before each the
script waits until htmx and the table's motion are done and every image and
font has loaded.

The first three are viewport shots with ``#table-area`` scrolled to the top
of the window: what the player sees while playing, the felt as large as the
window allows, the same whatever the page scrolled to (the table focuses a
card). ``end`` is a full-page shot: the game-over section comes below the
felt and the log. The script relies only on the table's stable hooks
(``#table-area``, ``.table-form`` and its action buttons and ticked cards,
``[data-next-deal]``, ``.game-end``, ``is-animating``/``aria-busy``), not on
the felt's inner markup.
"""

from __future__ import annotations

import argparse
import random
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from playwright.sync_api import Page, sync_playwright

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


# --- Tables -------------------------------------------------------------------------------------

SEED = 7
#: Moves made at the table before a moment not seen yet is given up (the game then goes on by API).
MAX_TABLE_MOVES = 150


@dataclass(frozen=True)
class Moments:
    """How to read a game's observation (seat 0) for the moments: ``on_table``, the cards of
    the current trick or play (``mid-trick`` when the player is to act and it is above 0);
    ``done``, (deal, tricks or rounds completed in it): ``trick-end`` after a move that raises
    it, best one after which ``on_table`` is 0 if ``clean``."""

    on_table: Callable[[dict], int]
    done: Callable[[dict], tuple]
    clean: bool = True


def trick_cards(obs: dict) -> int:
    return len((obs.get("trick") or {}).get("cards") or [])


def truco_on_table(obs: dict) -> int:
    open_tricks = [t for t in obs.get("tricks") or [] if not t["done"]]
    return sum(card is not None for t in open_tricks for card in t["cards"])


def doudizhu_rounds(obs: dict) -> int:
    """Rounds of play ended: a play followed by both other players' passes."""
    moves = [action for _, action in obs.get("moves") or []]
    return sum(1 for i in range(2, len(moves)) if moves[i] == moves[i - 1] == "pass" and moves[i - 2].startswith("play"))


#: The games' own knowledge, kept to this table; a game missing here uses ``FALLBACK``.
MOMENTS: dict[str, Moments] = {
    "truco": Moments(truco_on_table, lambda o: (o["hand_number"], sum(t["done"] for t in o["tricks"]))),
    "tarocchi": Moments(trick_cards, lambda o: (0, len(o["tricks"]))),
    "tarok": Moments(trick_cards, lambda o: (o["deal"], len(o["tricks"]))),
    "skat": Moments(trick_cards, lambda o: (o["deal"], len(o["tricks"]))),
    # A round of play: the combination to beat lies on the table until two players pass.
    "doudizhu": Moments(lambda o: int(bool(o["trick"])), lambda o: (o["deal"], doudizhu_rounds(o))),
    # No tricks: in the middle of the player's turn (drawn, to discard); the end of a turn.
    "kowa": Moments(lambda o: int(o["phase"] == "discard"), lambda o: (0, o["turns"]), clean=False),
    # No tricks: the other player's turn just played; the end of a turn in which the player captured.
    "koikoi": Moments(lambda o: sum(m["seat"] != o["seat"] for m in o["moves"]),
                      lambda o: (o["round"], len(o["captured"][o["seat"]])), clean=False),
}


class Fallback:
    """Any other game: ``mid-trick`` before the player's 2nd move, ``trick-end`` after the 3rd."""

    def __init__(self) -> None:
        self.moves = 0

    def mid(self, obs: dict) -> bool:
        return self.moves == 1

    def end(self, before: dict, after: dict) -> int:
        self.moves += 1
        return 2 if self.moves == 3 else 0


class Reader:
    def __init__(self, moments: Moments) -> None:
        self.m = moments

    def mid(self, obs: dict) -> bool:
        return self.m.on_table(obs) > 0

    def end(self, before: dict, after: dict) -> int:
        """2: a trick-end to keep; 1: one to keep if no better comes; 0: none."""
        (deal, count), (deal_after, count_after) = self.m.done(before), self.m.done(after)
        if deal_after != deal or count_after <= count:
            return 0
        return 2 if not self.m.clean or self.m.on_table(after) == 0 else 1


def settle(page: Page) -> None:
    """Wait until htmx and the table's motion are done and every image and font has loaded."""
    page.wait_for_function(
        "() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, "
        ".table-form.is-animating, #table-area[aria-busy=\"true\"]')"
    )
    page.wait_for_load_state("networkidle")
    page.wait_for_function("() => document.fonts.status === 'loaded' && [...document.images].every(i => i.complete)")


def shot(page: Page, full_page: bool = False) -> bytes:
    settle(page)
    page.mouse.move(0, 0)  # no hover on what came under the pointer after a click
    if full_page:
        page.evaluate("window.scrollTo(0, 0)")
    else:
        page.locator("#table-area").evaluate("area => area.scrollIntoView({block: 'start'})")
    # JPEG: a photo of a felt; PNG made 56 shots weigh 18 MB.
    return page.screenshot(full_page=full_page, animations="disabled", type="jpeg", quality=80)


def make_move(page: Page, name: str, action: str, observation: dict) -> None:
    """Press the button of ``action``, or tick its cards and press their verb's button (as
    tests/e2e/test_e2e_every_table.make_move)."""
    from cardavia.web.play.tables import cards_for, table_module

    button = page.locator(f'.table-form button[name="action"][value="{action}"]')
    if button.count():
        target = button.first
    else:
        group = page.locator(f'.table-form :has(> input[name="verb"][value="{action.split()[0]}"])').first
        for box in group.locator('input[name="cards"]:checked').all():
            box.uncheck()
        for card in cards_for(table_module(name), action, observation):
            group.locator(f'input[name="cards"][value="{card}"]:not(:checked)').first.check()
        target = group.locator('button[type="submit"]').first
    with page.expect_response(re.compile(r"/move/$")):
        target.click()
    settle(page)


class Api:
    """The JSON API in the page's session (its cookies), with the CSRF token it needs."""

    def __init__(self, page: Page, base: str) -> None:
        self.page, self.base = page, base
        page.goto(f"{base}/api/")
        token = next(c["value"] for c in page.context.cookies() if c["name"] == "csrftoken")
        self.headers = {"X-CSRFToken": token, "Referer": f"{base}/"}

    def post(self, path: str, data: dict) -> dict:
        answer = self.page.request.post(self.base + path, data=data, headers=self.headers)
        assert answer.ok, (path, data, answer.status, answer.text())
        return answer.json()

    def get(self, game_id: str) -> dict:
        return self.page.request.get(f"{self.base}/api/games/{game_id}").json()


def shoot_table(browser, base: str, folder: Path, name: str, size: str, seed: int) -> None:
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_cookies([{"name": "cardavia_speed", "value": "none", "url": base}])
    page = context.new_page()
    page.set_default_timeout(30_000)

    def save(moment: str, jpeg: bytes) -> None:
        (folder / f"{name}-{moment}-{size}.jpg").write_bytes(jpeg)

    api = Api(page, base)
    state = api.post("/api/games", {"game": name, "difficulty": "low", "seed": seed})
    game_id, url = state["id"], base + state["url"]
    page.goto(url)
    save("start", shot(page))

    rng = random.Random(f"{name}/{seed}")
    reader = Reader(MOMENTS[name]) if name in MOMENTS else Fallback()
    mid, trick_end = None, (0, b"")
    for _ in range(MAX_TABLE_MOVES):
        if (mid and trick_end[0] == 2) or page.locator(".game-end").count():
            break
        if page.locator("[data-next-deal]").count():
            page.click("[data-next-deal]")
            page.wait_for_load_state("load")
            settle(page)
            continue
        state = api.get(game_id)
        if not state["legal_actions"]:
            break
        before = state["observation"]
        if mid is None and reader.mid(before):
            mid = shot(page)
        make_move(page, name, rng.choice(state["legal_actions"]), before)
        grade = reader.end(before, api.get(game_id)["observation"])
        if grade > trick_end[0]:
            trick_end = (grade, shot(page))
    for moment, png in (("mid-trick", mid), ("trick-end", trick_end[1])):
        if png:
            save(moment, png)
        else:
            print(f"  {name} {size}: no {moment} in {MAX_TABLE_MOVES} moves at the table")

    state = api.get(game_id)
    while not state["is_over"]:
        assert state["legal_actions"], (name, "not over, and no move of the player's")
        state = api.post(f"/api/games/{game_id}/actions", {"action": rng.choice(state["legal_actions"]), "seq": state["seq"]})
    page.goto(url)
    page.wait_for_selector(".game-end")
    save("end", shot(page, full_page=True))
    context.close()


def tables(base: str, out: str, names: list[str], seed: int) -> None:
    from cardavia import games

    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    names = names or games.names()
    began = time.monotonic()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=ARGS)
        for name in names:
            for size in SIZES:
                started = time.monotonic()
                shoot_table(browser, base, folder, name, size, seed)
                print(f"{name} {size}: {time.monotonic() - started:.1f} s", flush=True)
        browser.close()
    print(f"tables of {len(names)} games in {folder} ({time.monotonic() - began:.0f} s)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", action="store_true", help="every game's table at four moments (see the docstring)")
    parser.add_argument("--seed", type=int, default=SEED, help=f"with --tables: the games' seed (default {SEED})")
    parser.add_argument("base", help="the site, e.g. http://127.0.0.1:8000")
    parser.add_argument("out", help="folder for the PNG files (created if missing)")
    parser.add_argument("more", nargs="*", help="paths to shoot (default: PATHS); with --tables, games (default: all)")
    args = parser.parse_args()
    if args.tables:
        tables(args.base.rstrip("/"), args.out, args.more, args.seed)
    else:
        main(args.base, args.out, args.more or PATHS)
