"""axe-core finds no accessibility violation on any page or table, at desktop and phone size.

axe-core is vendored as a test dependency (``tests/e2e/vendor``, see its
VENDORED.md) and run in the page through Playwright's ``evaluate``, which the
site's Content-Security-Policy does not block (no inline script is added to
the page). The rules are axe's WCAG 2.0, 2.1 and 2.2 A and AA ones plus its
best practices. Every reading page, every game's table at the start and after
a few moves, the forms and the lobby of a table with friends, the spectators'
page, the 404 page.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from test_e2e_tables import click_and_wait
from web_helpers import PAGES, SHIPPED_GAMES

AXE = (Path(__file__).parent / "vendor" / "axe-core" / "4.14.1" / "axe.min.js").read_text()
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 360, "height": 740}}
#: Moves made at each table before its second check (the AI answers in between).
MOVES = 4

RUN = """async (tags) => {
  const results = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  return results.violations.map(v => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ': ' + n.failureSummary.split('\\n').slice(1, 2).join('')),
  }));
}"""


def violations(page: Page) -> list[dict]:
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(AXE)
    return page.evaluate(RUN, TAGS)


def check(page: Page, where: str, found: dict[str, list[dict]]) -> None:
    """Check the page as it rests: loaded, and a table's motion (cards in flight, a call's bubble) over."""
    page.wait_for_load_state("networkidle")
    page.wait_for_function("() => !document.querySelector('#table-area[aria-busy], .motion-layer')")
    problems = violations(page)
    if problems:
        found[where] = problems


def report(found: dict[str, list[dict]]) -> str:
    lines = []
    for where, problems in found.items():
        for problem in problems:
            lines.append(f"{where}: {problem['id']} ({problem['impact']}) {problem['help']}: {problem['nodes']}")
    return "\n".join(lines)


def play_a_few_moves(page: Page, rng: random.Random) -> None:
    """Press some of the table's offered buttons (a card or a call), waiting for each answer."""
    for _ in range(MOVES):
        choices = page.locator('.table-form button[name="action"]:not([disabled]):not([value=""])')
        if choices.count() == 0:
            return
        click_and_wait(page, choices.nth(rng.randrange(choices.count())))


@pytest.mark.parametrize("size", SIZES)
def test_no_page_has_an_accessibility_violation(page_factory, site_url, size) -> None:
    page = page_factory()
    page.set_viewport_size(SIZES[size])
    found: dict[str, list[dict]] = {}
    for path in [*PAGES, "no-such-page/"]:
        page.goto(f"{site_url}/en/{path}")
        check(page, path or "home", found)
    page.goto(f"{site_url}/en/games/truco/friends/")
    check(page, "friends form", found)
    page.fill("input[name=name]", "Ana")
    page.check("#spectators")
    page.get_by_role("button", name=re.compile("Make the table")).click()
    expect(page.locator(".lobby-seats")).to_be_visible()
    check(page, "lobby", found)
    watch = page.locator("a[href*='/watch/']").first.get_attribute("href")
    invite = page.locator("input.invite-url").input_value()
    friend = page_factory()
    friend.set_viewport_size(SIZES[size])
    friend.goto(invite)
    check(friend, "join", found)
    friend.fill("input[name=name]", "Bea")
    friend.get_by_role("button", name="Take the seat").click()
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".seating")).to_be_visible()
    check(page, "table with friends", found)
    page.goto(watch)
    check(page, "spectators", found)
    assert not found, "\n" + report(found)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", SHIPPED_GAMES)
def test_no_table_has_an_accessibility_violation(page_factory, site_url, game, size) -> None:
    page = page_factory()
    page.set_viewport_size(SIZES[size])
    found: dict[str, list[dict]] = {}
    page.goto(f"{site_url}/en/games/{game}/")
    page.click("form.start-form button[type=submit]")
    expect(page.locator("#table-area")).to_be_visible()
    check(page, f"{game} at the start", found)
    play_a_few_moves(page, random.Random(game))
    check(page, f"{game} after {MOVES} moves", found)
    assert not found, "\n" + report(found)
