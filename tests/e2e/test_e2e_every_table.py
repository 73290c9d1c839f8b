"""A whole game at every game's table in Debian's chromium, by clicking as a person would.

Parametrised over ``games.names()``: a new game is played here without an
edit. The player's moves are random legal ones (read from the JSON API in
the same browser session); a move is made with the table's own controls: its
button, or its ticked cards and the button of their verb.

Each game is played at two animation speeds, set by the ``cardavia_speed``
cookie with motion allowed (no reduced-motion emulation): ``normal`` (300 ms
a step) and ``none``. Before every click the test waits until the table has
stopped moving (``.table-form.is-animating`` and ``#table-area[aria-busy]``
gone). A watcher in the page (``MOTION_WATCH``) records, frame by frame,
whether the table was busy and whether a motion (an animation of at least
150 ms) ran inside it: at ``normal`` some move must show both, at ``none`` no
move may make the table busy.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import Page, expect

from cardavia import games
from cardavia.web.play.tables import cards_for, table_module

from test_e2e_tables import click_and_wait, start

#: At normal speed a game mostly waits for the motion: ``waits`` lets ``tasks.py test`` run those beside the rest.
SPEEDS = (pytest.param("normal", marks=pytest.mark.waits), "none")
#: The table takes clicks again: its motion after a move has finished, and has not begun again in
#: the next frames (the script may start it a frame after the swap).
STILL = """() => {
  var still = !document.querySelector('.table-form.is-animating, #table-area[aria-busy="true"]');
  window.__stillFrames = still ? (window.__stillFrames || 0) + 1 : 0;
  return window.__stillFrames >= 3;
}"""
#: Run in the page before its own scripts, on every load: counts the frames in which the table was
#: busy (the animation contract's class and attribute) and those in which a motion ran on an element
#: of ``#table-area``: a finite animation of at least half a step at normal speed (150 ms). Shorter ones are
#: the controls' own transitions (a card lifts under the pointer or the focus in 120 ms), as are
#: those of a hovered element. ``RESET_MOTION`` starts the counts again.
MOTION_WATCH = """
window.__motion = {busy: 0, animations: 0};
(function watch() {
  if (document.querySelector('.table-form.is-animating, #table-area[aria-busy="true"]')) window.__motion.busy++;
  var area = document.getElementById("table-area");
  if (area && document.getAnimations().some(function (animation) {
    var target = animation.effect && animation.effect.target;
    return target && area.contains(target) && animation.playState === "running" && !target.matches(":hover")
      && isFinite(animation.effect.getComputedTiming().activeDuration)
      && animation.effect.getComputedTiming().activeDuration >= 150;
  })) window.__motion.animations++;
  requestAnimationFrame(watch);
})();
"""
RESET_MOTION = "() => { window.__motion = {busy: 0, animations: 0}; }"


def wait_until_still(page: Page) -> None:
    page.evaluate("() => { window.__stillFrames = 0; }")
    page.wait_for_function(STILL, polling="raf")


def make_move(page: Page, name: str, action: str, observation: dict) -> None:
    """Press the button of ``action``, or tick its cards and press their verb's button."""
    button = page.locator(f'.table-form button[name="action"][value="{action}"]')
    if button.count():
        click_and_wait(page, button.first)
        return
    verb = action.split()[0]
    group = page.locator(f'.table-form :has(> input[name="verb"][value="{verb}"])')
    expect(group.first).to_be_visible()
    for box in group.first.locator('input[name="cards"]:checked').all():
        box.uncheck()
    for card in cards_for(table_module(name), action, observation):
        group.first.locator(f'input[name="cards"][value="{card}"]:not(:checked)').first.check()
    click_and_wait(page, group.first.locator('button[type="submit"]').first)


@pytest.mark.parametrize("speed", SPEEDS)
@pytest.mark.parametrize("name", games.names())
def test_a_whole_game_at_the_table_with_a_reload(page_factory, site_url, name, speed) -> None:
    page = page_factory()
    page.context.add_cookies([{"name": "cardavia_speed", "value": speed, "url": site_url}])
    page.add_init_script(MOTION_WATCH)
    start(page, site_url, name)
    game_id = re.search(r"/play/([^/]+)/", page.url).group(1)
    rng = random.Random(name)
    reloaded = False
    moves = moved = 0
    for step in range(2000):
        wait_until_still(page)
        if page.locator(".game-end").count():
            break
        if page.locator("[data-next-deal]").count():
            page.click("[data-next-deal]")
            page.wait_for_load_state("load")
            continue
        if step == 3 and not reloaded:
            status = page.locator(".table-status").inner_text()
            # The cards the others just played are marked until the next move; a reload shows the same table unmarked.
            felt = page.locator(".table-form .felt").inner_html().replace(" is-just-played", "")
            page.reload()
            wait_until_still(page)
            expect(page.locator(".table-status")).to_have_text(status, use_inner_text=True)
            assert page.locator(".table-form .felt").inner_html() == felt
            reloaded = True
        state = page.request.get(f"{site_url}/api/games/{game_id}").json()
        assert state["legal_actions"], (name, state["observation"])
        page.evaluate(RESET_MOTION)
        make_move(page, name, rng.choice(state["legal_actions"]), state["observation"])
        wait_until_still(page)
        seen = page.evaluate("window.__motion")
        moves += 1
        moved += bool(seen["busy"] and seen["animations"])
        if speed == "none":
            assert not seen["busy"], f"{name} at speed none: the table was busy (animating) after move {moves}"
    expect(page.locator(".game-end")).to_be_visible()
    assert page.request.get(f"{site_url}/api/games/{game_id}").json()["is_over"]
    if speed == "normal":
        assert moved, f"{name} at normal speed: no move of {moves} made the table move (busy and animated)"
